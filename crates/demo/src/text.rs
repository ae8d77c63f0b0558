//! The words of the demo forum: posts, comments, replies, reaction explanations and Second
//! Opinions, composed from fragments so that a hundred thousand posts read differently.
//!
//! Written for the forum's members: first-person, kind, everyday experiences of periods,
//! fertility, pregnancy, loss, menopause and the rest. Nothing graphic, no real people, and no
//! medical claims beyond common experience — the fragments point to a doctor, midwife, nurse
//! or physio for anything more.
//!
//! The fragments themselves are data, `data/demo-text.json`, built into the binary and read
//! once ([`words`]); this module composes them. Templates hold placeholders, filled by
//! `Writer::fill`: `{time}`, `{age}` (the topic's usual ages), `{n}` (months), `{years}`,
//! `{weeks}`, `{early_weeks}`, `{baby_age}`, `{person}`, `{doctor}` ("my doctor" in a post,
//! "your doctor" in a comment) and `{topic}` (the topic's title).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use rand::Rng;
use rand::seq::IndexedRandom;
use serde::Deserialize;

/// Every fragment of the demo forum, as `data/demo-text.json` holds them.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DemoText {
    /// The fragments of each seeded topic.
    pub topics: Vec<TopicWords>,
    /// For topics an admin added: the topic's title goes into the text.
    pub any_topic: TopicWords,
    pub greetings: Vec<String>,
    pub feelings: Vec<String>,
    pub sign_offs: Vec<String>,
    pub title_endings: Vec<String>,
    pub comment_openers: Vec<String>,
    pub comment_closers: Vec<String>,
    /// Answers to a comment, from other members.
    pub replies: Vec<String>,
    /// Answers from the member who wrote the post.
    pub author_replies: Vec<String>,
    /// 'Why I reacted', by reaction type name.
    pub explanations: BTreeMap<String, Vec<String>>,
    /// 'Why I reacted' for a reaction type an admin added.
    pub any_explanations: Vec<String>,
    pub report_explanations: ReportExplanations,
    pub times: Vec<String>,
    pub baby_ages: Vec<String>,
    pub people: Vec<String>,
    pub my_carers: Vec<String>,
    pub your_carers: Vec<String>,
    pub second_opinions: Vec<SecondOpinion>,
}

/// The fragments one topic's posts and comments are made of.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TopicWords {
    /// The seeded topic's title (`forum::service::seed::TOPICS`).
    pub topic: String,
    /// The ages `{age}` picks from, inclusive.
    pub ages: (u32, u32),
    pub subjects: Vec<Subject>,
    pub details: Vec<String>,
    pub questions: Vec<String>,
    /// The heart of a comment on such a post.
    pub comments: Vec<String>,
}

/// A post's title and what is going on (its first sentence after an optional greeting).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Subject {
    pub title: String,
    pub situation: String,
}

/// Why a member reported something.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportExplanations {
    /// For any reason.
    pub any: Vec<String>,
    /// For a report with this reason (as stored).
    pub by_reason: BTreeMap<String, Vec<String>>,
}

/// A Second Opinion: an article the forum's team curates.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecondOpinion {
    pub title: String,
    pub author: String,
    pub featured: bool,
    /// Seeded topic titles.
    pub topics: Vec<String>,
    /// How long ago it was published.
    pub days_ago: i64,
    pub link: String,
    pub link_title: String,
    pub text: String,
}

/// The file is part of the source: a mistake in it fails this crate's tests, so reading it
/// cannot fail in a build that passed them.
static WORDS: LazyLock<DemoText> = LazyLock::new(|| {
    #[allow(clippy::expect_used)]
    serde_json::from_str(include_str!("../data/demo-text.json"))
        .expect("data/demo-text.json is checked by the demo crate's tests")
});

/// Every fragment, read from `data/demo-text.json` on first use.
pub fn words() -> &'static DemoText {
    &WORDS
}

/// The curated Second Opinions.
pub fn second_opinions() -> &'static [SecondOpinion] {
    &words().second_opinions
}

/// The fragments for a topic, by its title.
pub fn words_for(topic: &str) -> &'static TopicWords {
    let words = words();
    words
        .topics
        .iter()
        .find(|w| w.topic == topic)
        .unwrap_or(&words.any_topic)
}

fn pick<'a>(rng: &mut impl Rng, list: &'a [String]) -> &'a str {
    list.choose(rng).map(String::as_str).unwrap_or_default()
}

/// Who is speaking: a post is about "my doctor", a comment suggests "your doctor".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Voice {
    Post,
    Comment,
}

/// Writes one post or comment: picks fragments and fills their placeholders, giving a
/// placeholder the same value every time it appears in the same text ("Month 7 of trying" …
/// "trying for 7 months").
struct Writer<'a, R> {
    rng: &'a mut R,
    words: &'static TopicWords,
    topic: &'a str,
    voice: Voice,
    values: Vec<(&'static str, String)>,
}

impl<'a, R: Rng> Writer<'a, R> {
    fn new(rng: &'a mut R, topic: &'a str, voice: Voice) -> Self {
        Self {
            rng,
            words: words_for(topic),
            topic,
            voice,
            values: Vec::new(),
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    fn pick(&mut self, list: &'static [String]) -> &'static str {
        pick(self.rng, list)
    }

    fn value(&mut self, key: &'static str) -> String {
        if let Some((_, value)) = self.values.iter().find(|(k, _)| *k == key) {
            return value.clone();
        }
        let text = words();
        let rng = &mut *self.rng;
        let value = match key {
            "time" => pick(rng, &text.times).to_owned(),
            "age" => rng
                .random_range(self.words.ages.0..=self.words.ages.1)
                .to_string(),
            "n" => rng.random_range(3..=18u32).to_string(),
            "years" => rng.random_range(2..=12u32).to_string(),
            "weeks" => rng.random_range(14..=36u32).to_string(),
            "early_weeks" => rng.random_range(6..=13u32).to_string(),
            "baby_age" => pick(rng, &text.baby_ages).to_owned(),
            "person" => pick(rng, &text.people).to_owned(),
            "doctor" => pick(
                rng,
                if self.voice == Voice::Post {
                    &text.my_carers
                } else {
                    &text.your_carers
                },
            )
            .to_owned(),
            "topic" => self.topic.to_owned(),
            other => format!("{{{other}}}"),
        };
        self.values.push((key, value.clone()));
        value
    }

    /// Appends `template` with its placeholders filled.
    fn fill(&mut self, out: &mut String, template: &'static str) {
        let mut rest = template;
        while let Some(start) = rest.find('{') {
            out.push_str(&rest[..start]);
            let Some(len) = rest[start..].find('}') else {
                break;
            };
            let key = &rest[start + 1..start + len];
            out.push_str(&self.value(key));
            rest = &rest[start + len + 1..];
        }
        out.push_str(rest);
    }

    /// Appends one of `list` as a sentence (after a space); answers the template chosen.
    fn say(&mut self, out: &mut String, list: &'static [String]) -> &'static str {
        let template = self.pick(list);
        if !out.is_empty() && !out.ends_with('\n') {
            out.push(' ');
        }
        self.fill(out, template);
        template
    }

    /// As [`Self::say`], choosing anything in `list` but `not`.
    fn say_another(&mut self, out: &mut String, list: &'static [String], not: &str) {
        let others: Vec<&'static str> = list
            .iter()
            .map(String::as_str)
            .filter(|t| *t != not)
            .collect();
        if let Some(template) = others.choose(self.rng).copied() {
            if !out.is_empty() && !out.ends_with('\n') {
                out.push(' ');
            }
            self.fill(out, template);
        }
    }
}

pub struct PostText {
    pub title: String,
    pub text: String,
}

/// A post about `topic` (its title): a title and two short paragraphs.
pub fn post(rng: &mut impl Rng, topic: &str) -> PostText {
    let text = words();
    let mut w = Writer::new(rng, topic, Voice::Post);
    let (subject, situation): (&'static str, &'static [String]) =
        match w.words.subjects.choose(w.rng) {
            Some(s) => (&s.title, std::slice::from_ref(&s.situation)),
            None => ("", &[]),
        };
    let mut title = String::new();
    // Now and then the title is the post's question instead.
    let asked = w.chance(0.2).then(|| w.pick(&w.words.questions));
    w.fill(&mut title, asked.unwrap_or(subject));
    if !title.ends_with('?') && w.chance(0.12) {
        title.push_str(w.pick(&text.title_endings));
    }

    let mut body = String::with_capacity(600);
    if w.chance(0.45) {
        w.say(&mut body, &text.greetings);
    }
    w.say(&mut body, situation);
    let detail = w.say(&mut body, &w.words.details);
    if w.chance(0.4) {
        w.say_another(&mut body, &w.words.details, detail);
    }
    body.push_str("\n\n");
    if w.chance(0.6) {
        w.say(&mut body, &text.feelings);
    }
    match asked {
        Some(question) => w.say_another(&mut body, &w.words.questions, question),
        None => {
            let question = w.say(&mut body, &w.words.questions);
            if w.chance(0.3) {
                w.say_another(&mut body, &w.words.questions, question);
            }
        }
    }
    if w.chance(0.7) {
        w.say(&mut body, &text.sign_offs);
    }
    PostText { title, text: body }
}

/// A comment on a post about `topic`.
pub fn comment(rng: &mut impl Rng, topic: &str) -> String {
    let text = words();
    let mut w = Writer::new(rng, topic, Voice::Comment);
    let mut body = String::with_capacity(240);
    if w.chance(0.6) {
        w.say(&mut body, &text.comment_openers);
    }
    w.say(&mut body, &w.words.comments);
    if w.chance(0.45) {
        w.say(&mut body, &text.comment_closers);
    }
    body
}

/// A reply to a comment; `by_author` when the post's author answers.
pub fn reply(rng: &mut impl Rng, by_author: bool) -> String {
    let text = words();
    pick(
        rng,
        if by_author {
            &text.author_replies
        } else {
            &text.replies
        },
    )
    .to_owned()
}

/// Why a member gave a reaction of this type (by its name).
pub fn explanation(rng: &mut impl Rng, reaction: &str) -> String {
    let text = words();
    let list = text
        .explanations
        .get(reaction)
        .unwrap_or(&text.any_explanations);
    pick(rng, list).to_owned()
}

/// Why a member reported something, for a report with this reason.
pub fn report_explanation(rng: &mut impl Rng, reason: &str) -> String {
    let reports = &words().report_explanations;
    let specific = reports
        .by_reason
        .get(reason)
        .map(Vec::as_slice)
        .unwrap_or_default();
    if !specific.is_empty() && rng.random_bool(0.6) {
        pick(rng, specific).to_owned()
    } else {
        pick(rng, &reports.any).to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use std::collections::HashSet;

    #[test]
    fn the_data_file_parses_and_no_list_is_empty() {
        let text: DemoText = serde_json::from_str(include_str!("../data/demo-text.json")).unwrap();
        let mut lists: Vec<(String, usize)> = Vec::new();
        for words in text.topics.iter().chain([&text.any_topic]) {
            let name = |list: &str| format!("{} {list}", words.topic);
            lists.push((name("subjects"), words.subjects.len()));
            lists.push((name("details"), words.details.len()));
            lists.push((name("questions"), words.questions.len()));
            lists.push((name("comments"), words.comments.len()));
            assert!(words.ages.0 <= words.ages.1, "{} ages", words.topic);
            for subject in &words.subjects {
                assert!(!subject.title.is_empty() && !subject.situation.is_empty());
            }
        }
        for (name, list) in [
            ("greetings", &text.greetings),
            ("feelings", &text.feelings),
            ("sign_offs", &text.sign_offs),
            ("title_endings", &text.title_endings),
            ("comment_openers", &text.comment_openers),
            ("comment_closers", &text.comment_closers),
            ("replies", &text.replies),
            ("author_replies", &text.author_replies),
            ("any_explanations", &text.any_explanations),
            ("report_explanations.any", &text.report_explanations.any),
            ("times", &text.times),
            ("baby_ages", &text.baby_ages),
            ("people", &text.people),
            ("my_carers", &text.my_carers),
            ("your_carers", &text.your_carers),
        ] {
            lists.push((name.to_owned(), list.len()));
        }
        for (name, list) in text
            .explanations
            .iter()
            .chain(&text.report_explanations.by_reason)
        {
            lists.push((name.clone(), list.len()));
        }
        lists.push(("explanations".to_owned(), text.explanations.len()));
        lists.push(("second_opinions".to_owned(), text.second_opinions.len()));
        for opinion in &text.second_opinions {
            lists.push((format!("{} topics", opinion.title), opinion.topics.len()));
        }
        let empty: Vec<&str> = lists
            .iter()
            .filter(|(_, len)| *len == 0)
            .map(|(name, _)| name.as_str())
            .collect();
        assert!(empty.is_empty(), "empty lists: {empty:?}");
        // The texts are words, never blank.
        let json: serde_json::Value =
            serde_json::from_str(include_str!("../data/demo-text.json")).unwrap();
        fn strings<'a>(value: &'a serde_json::Value, out: &mut Vec<&'a str>) {
            match value {
                serde_json::Value::String(s) => out.push(s),
                serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
                serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
                _ => {}
            }
        }
        let mut all = Vec::new();
        strings(&json, &mut all);
        let blank: Vec<&&str> = all.iter().filter(|s| s.trim().is_empty()).collect();
        // `any_topic.topic` is the one empty string: it matches no seeded topic.
        assert_eq!(blank, [&""], "blank texts");
    }

    #[test]
    fn every_seeded_topic_has_its_own_words() {
        for (title, _) in forum::service::seed::TOPICS {
            assert_eq!(words_for(title).topic, *title);
        }
        for opinion in second_opinions() {
            for topic in &opinion.topics {
                assert_eq!(&words_for(topic).topic, topic, "{}", opinion.title);
            }
        }
    }

    #[test]
    fn every_placeholder_is_filled() {
        let mut rng = StdRng::seed_from_u64(1);
        let topics: Vec<&str> = words()
            .topics
            .iter()
            .map(|words| words.topic.as_str())
            .chain(["Skin & Hair"])
            .collect();
        for _ in 0..200 {
            for topic in &topics {
                let post = post(&mut rng, topic);
                let comment = comment(&mut rng, topic);
                for text in [&post.title, &post.text, &comment] {
                    assert!(!text.contains('{') && !text.contains('}'), "{text}");
                    assert!(!text.contains("  "), "{text}");
                }
                assert!(post.text.contains("\n\n"));
            }
        }
    }

    #[test]
    fn posts_vary() {
        let mut rng = StdRng::seed_from_u64(2);
        let texts: HashSet<String> = (0..2_000)
            .map(|_| post(&mut rng, "Menopause").text)
            .collect();
        assert!(texts.len() > 1_950, "{} distinct of 2000", texts.len());
    }
}
