//! A demo forum (`forum seed-demo`, and `just bench` at scale): members, a year of posts with
//! their topics, comment threads, reactions with explanations, and a few Second Opinions.
//!
//! Only an empty forum is filled: with posts already there it refuses and writes nothing.
//! Everything is one transaction, so an interrupted run leaves the forum empty and can simply
//! run again. Rows are prepared in memory a batch of posts at a time and written with
//! multi-row inserts kept under both databases' bound-parameter limits.
//!
//! The content is reproducible: the same `seed` gives the same members, text, threads and
//! reactions (dates are relative to `now`). Ids carry their own record's date, as if written
//! then.
//!
//! Demo members share one stored password hash, made by the caller: a real hash of one
//! password for a forum to sign in to as any member, or
//! [`identity::service::password::unusable_hash`] so that nobody can.

pub mod text;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use common::{AppError, Db, Id, Result};
use entity::{
    comment_reactions, comments, post_reactions, post_topics, posts, reaction_types, reports,
    resource_topics, resources, topics, user_topics, users,
};
use identity::service::{profile, username};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ConnectionTrait, DbBackend, EntityTrait, Iterable,
    PaginatorTrait, QueryOrder, QuerySelect, Statement,
};

/// Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535.
const MAX_PARAMETERS: usize = 30_000;
/// Posts prepared (with their topics, comments and reactions) before they are written.
const POSTS_PER_BATCH: usize = 2_000;
const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;
/// Members joined over this many days; posts are spread over the last year.
const MEMBERS_SINCE_DAYS: i64 = 400;
const POSTS_SINCE_DAYS: i64 = 365;
/// The most comments one post gets, however large the average.
const MAX_COMMENTS: usize = 400;
/// Replies nest to this depth (a comment on the post is depth 1).
const MAX_DEPTH: u8 = 3;
/// On average this many members react to a post, with one or two reaction types each.
const REACTORS_PER_POST: f64 = 3.5;

pub const NOT_EMPTY: &str = "This forum already has posts; seed-demo only fills an empty forum. \
     Point DATA_DIR or DATABASE_URL at a new one.";

#[derive(Clone, Debug)]
pub struct DemoOptions {
    pub members: usize,
    pub posts: usize,
    /// The average number of comments (and replies) per post.
    pub comments_per_post: f64,
    pub seed: u64,
    /// The stored password hash every demo member gets (see the module's comment).
    pub password_hash: String,
    /// Second Opinions to add besides the curated ones (variations of them), for measuring
    /// the back office at scale.
    pub extra_second_opinions: usize,
    /// About this many reports, on random posts and comments, with random reasons and
    /// statuses; what they report is quarantined, as a member's report does.
    pub reports: usize,
}

/// A reported item gets this many reports on average, from different members.
const REPORTS_PER_ITEM: f64 = 4.0;
/// Report reasons as stored (spec §3) and report statuses with how common they are.
const REPORT_REASONS: &[&str] = &[
    "Bullying",
    "Sensitive",
    "Violence",
    "NSFW",
    "Fraud",
    "False",
    "Other",
];
const REPORT_STATUSES: &[(&str, u32)] = &[("delivered", 60), ("flagged", 15), ("completed", 25)];

/// What a run added, and how long it took.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DemoSummary {
    pub members: usize,
    pub member_topics: usize,
    pub second_opinions: usize,
    pub posts: usize,
    pub post_topics: usize,
    pub comments: usize,
    pub post_reactions: usize,
    pub comment_reactions: usize,
    pub reports: usize,
    pub elapsed: Duration,
}

/// Reported while a run goes on, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The forum is empty: the run begins.
    Started,
    Members(usize),
    SecondOpinions(usize),
    /// Reported at about every tenth of the posts.
    Posts {
        done: usize,
        total: usize,
    },
    /// Everything is written; the transaction is committing.
    Committing,
    /// The database is gathering the statistics its query planner chooses indexes by.
    Analyzing,
    /// SQLite copies the write-ahead log into the database and empties it.
    Checkpointing,
}

/// Fills an empty forum with demo content (see the module's comment). The default topics and
/// reaction types must be there (`forum::service::seed::seed_defaults`).
pub async fn seed_demo(
    db: &Db,
    now: DateTime<Utc>,
    options: &DemoOptions,
    mut progress: impl FnMut(Progress),
) -> Result<DemoSummary> {
    let started = Instant::now();
    if options.members == 0 {
        return Err(AppError::invalid(
            "members",
            "A demo forum needs at least one member",
        ));
    }
    if !(0.0..=100.0).contains(&options.comments_per_post) {
        return Err(AppError::invalid(
            "commentsPerPost",
            "The average number of comments per post must be between 0 and 100",
        ));
    }
    let txn = common::db::begin_write(db).await?;
    let cache = SqliteCache::enlarge(&txn).await?;
    if posts::Entity::find().count(&txn).await? > 0 {
        return Err(AppError::Conflict(NOT_EMPTY.into()));
    }
    progress(Progress::Started);
    let topics: Vec<(Id, String)> = topics::Entity::find()
        .select_only()
        .column(topics::Column::Id)
        .column(topics::Column::Title)
        .order_by_asc(topics::Column::Title)
        .into_tuple()
        .all(&txn)
        .await?;
    let reaction_types: Vec<(Id, String)> = reaction_types::Entity::find()
        .select_only()
        .column(reaction_types::Column::Id)
        .column(reaction_types::Column::Name)
        .order_by_asc(reaction_types::Column::Position)
        .into_tuple()
        .all(&txn)
        .await?;
    if topics.is_empty() || reaction_types.is_empty() {
        return Err(AppError::Internal(
            "the forum has no topics or reaction types: run `forum migrate` first".into(),
        ));
    }

    let mut rng = SmallRng::seed_from_u64(options.seed);
    let now = now.timestamp();
    let mut summary = DemoSummary::default();

    let members = add_members(&txn, &mut rng, now, options, &topics, &mut summary).await?;
    progress(Progress::Members(summary.members));
    add_second_opinions(
        &txn,
        &mut rng,
        now,
        &topics,
        options.extra_second_opinions,
        &mut summary,
    )
    .await?;
    progress(Progress::SecondOpinions(summary.second_opinions));

    // Newer posts are more frequent (a growing forum); written oldest first, which keeps the
    // time-ordered indexes appending.
    let since = now - POSTS_SINCE_DAYS * DAY;
    let mut times: Vec<i64> = (0..options.posts)
        .map(|_| since + (rng.random::<f64>().powf(1.0 / 1.5) * (now - since) as f64) as i64)
        .collect();
    times.sort_unstable();
    // Rows are prepared on a thread of their own while the previous batch is written.
    let world = World {
        now,
        reaction_weights: reaction_weights(reaction_types.len()),
        members,
        topics,
        reaction_types,
        comments_per_post: options.comments_per_post,
        reported_share: if options.posts == 0 {
            0.0
        } else {
            (options.reports as f64 / options.posts as f64 / REPORTS_PER_ITEM).min(1.0)
        },
    };
    let (batches, mut prepared) = tokio::sync::mpsc::channel::<Batch>(2);
    let preparing = tokio::task::spawn_blocking(move || {
        for batch_times in times.chunks(POSTS_PER_BATCH) {
            let mut batch = Batch::default();
            for &at in batch_times {
                world.post(&mut rng, at, &mut batch);
            }
            if batches.blocking_send(batch).is_err() {
                return; // The writer stopped.
            }
        }
    });
    let mut reported = 0;
    while let Some(batch) = prepared.recv().await {
        summary.posts += batch.posts.len();
        summary.post_topics += batch.post_topics.len();
        summary.comments += batch.comments.len();
        summary.post_reactions += batch.post_reactions.len();
        summary.comment_reactions += batch.comment_reactions.len();
        summary.reports += batch.reports.len();
        insert(&txn, batch.posts).await?;
        insert(&txn, batch.post_topics).await?;
        insert(&txn, batch.comments).await?;
        insert(&txn, batch.post_reactions).await?;
        insert(&txn, batch.comment_reactions).await?;
        insert(&txn, batch.reports).await?;
        let tenth = summary.posts * 10 / options.posts.max(1);
        if tenth > reported {
            reported = tenth;
            progress(Progress::Posts {
                done: summary.posts,
                total: options.posts,
            });
        }
    }
    preparing.await.map_err(AppError::internal)?;
    progress(Progress::Committing);
    cache.restore(&txn).await?;
    txn.commit().await?;
    // Without statistics the planners guess, and at this size guess badly: measured at 100,000
    // posts, SQLite sorted every post for each All feed page instead of walking its index
    // (seconds, not milliseconds), and PostgreSQL read a bitmap of every top-level comment to
    // find one post's comments.
    progress(Progress::Analyzing);
    db.execute_unprepared("ANALYZE").await?;
    // On SQLite the whole run went through the write-ahead log, which grows as large as the
    // database (5.2 GB beside 5.2 GB at a million posts) and keeps that size until a
    // checkpoint truncates it.
    progress(Progress::Checkpointing);
    common::db::truncate_wal(db).await?;
    summary.elapsed = started.elapsed();
    Ok(summary)
}

/// On SQLite, the indexes of a large insert are maintained with far fewer page reads and
/// writes when they fit in the page cache: the connection gets a larger one for the run and
/// its own size back afterwards (it returns to the pool).
struct SqliteCache(Option<i64>);

impl SqliteCache {
    const RUN_KIB: i64 = 256 * 1024;

    async fn enlarge(db: &impl ConnectionTrait) -> Result<Self> {
        let backend = db.get_database_backend();
        if backend != DbBackend::Sqlite {
            return Ok(Self(None));
        }
        let size = match db
            .query_one_raw(Statement::from_string(backend, "PRAGMA cache_size"))
            .await?
        {
            Some(row) => row.try_get_by_index::<i64>(0)?,
            None => return Ok(Self(None)),
        };
        db.execute_unprepared(&format!("PRAGMA cache_size = -{}", Self::RUN_KIB))
            .await?;
        Ok(Self(Some(size)))
    }

    async fn restore(self, db: &impl ConnectionTrait) -> Result<()> {
        if let Some(size) = self.0 {
            db.execute_unprepared(&format!("PRAGMA cache_size = {size}"))
                .await?;
        }
        Ok(())
    }
}

/// Writes rows with as few multi-row statements as the parameter limit allows.
async fn insert<A>(db: &impl ConnectionTrait, rows: Vec<A>) -> Result<()>
where
    A: ActiveModelTrait,
{
    let columns = <A::Entity as EntityTrait>::Column::iter().count().max(1);
    let per_statement = (MAX_PARAMETERS / columns).max(1);
    let mut rows = rows.into_iter();
    loop {
        let statement: Vec<A> = rows.by_ref().take(per_statement).collect();
        if statement.is_empty() {
            return Ok(());
        }
        A::Entity::insert_many(statement)
            .exec_without_returning(db)
            .await?;
    }
}

fn time(secs: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(secs, 0).unwrap_or_default()
}

/// An exponentially distributed number with this mean: mostly small, now and then large.
fn exponential(rng: &mut impl Rng, mean: f64) -> f64 {
    -mean * (1.0 - rng.random::<f64>()).ln()
}

/// A moment after `after` (typically `mean` seconds later), never after `now`.
fn later(rng: &mut impl Rng, after: i64, mean: f64, now: i64) -> i64 {
    let at = after + 60 + exponential(rng, mean) as i64;
    if at <= now {
        at
    } else {
        rng.random_range(after..=now.max(after))
    }
}

/// `weights[i]` is how common a value is; answers an index.
fn weighted(rng: &mut impl Rng, weights: &[u32]) -> usize {
    let total: u32 = weights.iter().sum();
    let mut left = rng.random_range(0..total.max(1));
    for (index, weight) in weights.iter().enumerate() {
        if left < *weight {
            return index;
        }
        left -= weight;
    }
    0
}

/// The first reaction types (Me Too, Sending Love) are the most given.
fn reaction_weights(types: usize) -> Vec<u32> {
    const FIRST: &[u32] = &[30, 24, 15, 12, 8, 6, 5];
    (0..types)
        .map(|i| FIRST.get(i).copied().unwrap_or(5))
        .collect()
}

/// Some cities members live in (only city, region and country are ever stored).
const PLACES: &[(&str, &str, &str)] = &[
    ("London", "England", "United Kingdom"),
    ("Manchester", "England", "United Kingdom"),
    ("Bristol", "England", "United Kingdom"),
    ("Glasgow", "Scotland", "United Kingdom"),
    ("Cardiff", "Wales", "United Kingdom"),
    ("Belfast", "Northern Ireland", "United Kingdom"),
    ("Dublin", "Leinster", "Ireland"),
    ("New York City", "New York", "United States"),
    ("Chicago", "Illinois", "United States"),
    ("Austin", "Texas", "United States"),
    ("Seattle", "Washington", "United States"),
    ("Atlanta", "Georgia", "United States"),
    ("Denver", "Colorado", "United States"),
    ("Toronto", "Ontario", "Canada"),
    ("Vancouver", "British Columbia", "Canada"),
    ("Sydney", "New South Wales", "Australia"),
    ("Melbourne", "Victoria", "Australia"),
    ("Auckland", "Auckland", "New Zealand"),
    ("Cape Town", "Western Cape", "South Africa"),
    ("Lagos", "Lagos", "Nigeria"),
    ("Nairobi", "Nairobi", "Kenya"),
    ("Mumbai", "Maharashtra", "India"),
    ("Singapore", "", "Singapore"),
];

/// Age bands in spec order (16-19 … 65+), weighted towards the forum's members.
const AGE_WEIGHTS: &[u32] = &[4, 12, 34, 34, 11, 5];
/// Genders in spec order (Woman, Man, Non-binary, Trans, Prefer not to say).
const GENDER_WEIGHTS: &[u32] = &[88, 0, 4, 3, 5];

struct Member {
    id: Id,
    joined: i64,
    /// Indexes into the topics.
    interests: Vec<usize>,
}

/// Demo members, oldest first, with their topics of interest.
async fn add_members(
    db: &impl ConnectionTrait,
    rng: &mut SmallRng,
    now: i64,
    options: &DemoOptions,
    topics: &[(Id, String)],
    summary: &mut DemoSummary,
) -> Result<Vec<Member>> {
    let topic_count = topics.len();
    // Accounts already there (an admin, say) keep their names and addresses.
    let existing: Vec<(String, String)> = users::Entity::find()
        .select_only()
        .column(users::Column::Username)
        .column(users::Column::Email)
        .into_tuple()
        .all(db)
        .await?;
    let mut names: HashSet<String> = existing.iter().map(|(name, _)| name.clone()).collect();
    let emails: HashSet<String> = existing.into_iter().map(|(_, email)| email).collect();

    // The first member is there from the start, so every post has someone to write it.
    let since = now - MEMBERS_SINCE_DAYS * DAY;
    let mut joined: Vec<i64> = (0..options.members)
        .map(|i| {
            if i == 0 {
                since
            } else {
                rng.random_range(since..now - DAY)
            }
        })
        .collect();
    joined.sort_unstable();

    let mut members = Vec::with_capacity(options.members);
    let mut users = Vec::with_capacity(options.members);
    let mut user_topics = Vec::new();
    let mut number = 0usize;
    for joined in joined {
        let id = Id::at(time(joined), rng);
        let name = loop {
            let name = username::candidate_with(rng);
            if names.insert(name.clone()) {
                break name;
            }
        };
        let email = loop {
            number += 1;
            let email = format!("demo-{number}@example.org");
            if !emails.contains(&email) {
                break email;
            }
        };
        let wanted = rng.random_range(2..=5usize).min(topic_count);
        let interests: Vec<usize> = rand::seq::index::sample(rng, topic_count, wanted).into_vec();
        for &topic in &interests {
            user_topics.push(user_topics::ActiveModel {
                user_id: Set(id.clone()),
                topic_id: Set(topics[topic].0.clone()),
            });
        }
        let gender = weighted(rng, GENDER_WEIGHTS);
        let sex = if gender == 0 || rng.random_bool(0.7) {
            "Female"
        } else {
            "Male"
        };
        let (city, state, country) = PLACES.choose(rng).copied().unwrap_or_default();
        let last_login = joined + ((now - joined) as f64 * rng.random::<f64>().powf(0.2)) as i64;
        users.push(users::ActiveModel {
            id: Set(id.clone()),
            username: Set(name),
            email: Set(email),
            password_hash: Set(options.password_hash.clone()),
            profile_colour: Set(
                (*profile::PRESET_COLOURS.choose(rng).unwrap_or(&"f7a521")).to_owned()
            ),
            profile_image: Set(None),
            ethnicity: Set(profile::ETHNICITIES.choose(rng).map(|c| c.value.to_owned())),
            age_range: Set(Some(
                profile::AGE_RANGES[weighted(rng, AGE_WEIGHTS)]
                    .value
                    .to_owned(),
            )),
            sex_assigned_at_birth: Set(Some(sex.to_owned())),
            gender: Set(Some(profile::GENDERS[gender].value.to_owned())),
            location_city: Set(Some(city.to_owned())),
            location_state: Set(Some(state.to_owned())),
            location_country: Set(Some(country.to_owned())),
            onboarding_complete: Set(true),
            report_trust_restored_at: Set(None),
            suspended_until: Set(None),
            shadow_banned_at: Set(None),
            banned_at: Set(None),
            contact: Set(rng.random_bool(0.3)),
            tos: Set(true),
            is_admin: Set(false),
            last_login_at: Set(Some(time(last_login))),
            created_at: Set(time(joined)),
            updated_at: Set(time(joined)),
        });
        members.push(Member {
            id,
            joined,
            interests,
        });
    }
    summary.members = users.len();
    summary.member_topics = user_topics.len();
    insert(db, users).await?;
    insert(db, user_topics).await?;
    Ok(members)
}

/// The Second Opinions of [`text::second_opinions`], dated over the year, with their topics.
async fn add_second_opinions(
    db: &impl ConnectionTrait,
    rng: &mut SmallRng,
    now: i64,
    topics: &[(Id, String)],
    extra: usize,
    summary: &mut DemoSummary,
) -> Result<()> {
    let mut rows = Vec::new();
    let mut tags = Vec::new();
    // The curated articles, then `extra` variations of them over the year (numbered titles).
    let curated = text::second_opinions();
    let mut made: Vec<(i64, usize, Option<usize>)> = curated
        .iter()
        .enumerate()
        .map(|(i, opinion)| {
            (
                now - opinion.days_ago * DAY - rng.random_range(0..DAY / 2),
                i,
                None,
            )
        })
        .collect();
    for n in 0..extra {
        let at = now - rng.random_range(0..POSTS_SINCE_DAYS * DAY);
        made.push((at, rng.random_range(0..curated.len()), Some(n + 1)));
    }
    made.sort_unstable();
    for (at, which, number) in made {
        let opinion = &curated[which];
        let at = time(at);
        let id = Id::at(at, rng);
        let (title, featured) = match number {
            None => (opinion.title.clone(), opinion.featured),
            Some(n) => (format!("{} ({n})", opinion.title), rng.random_bool(0.2)),
        };
        for title in &opinion.topics {
            if let Some((topic, _)) = topics.iter().find(|(_, t)| t == title) {
                tags.push(resource_topics::ActiveModel {
                    resource_id: Set(id.clone()),
                    topic_id: Set(topic.clone()),
                });
            }
        }
        rows.push(resources::ActiveModel {
            id: Set(id),
            title: Set(title),
            text: Set(opinion.text.clone()),
            cover_file_id: Set(None),
            link: Set(Some(opinion.link.clone())),
            link_title: Set(Some(opinion.link_title.clone())),
            featured: Set(featured),
            author: Set(Some(opinion.author.clone())),
            created_at: Set(at),
            updated_at: Set(at),
        });
    }
    summary.second_opinions = rows.len();
    insert(db, rows).await?;
    insert(db, tags).await
}

/// Rows for a batch of posts, in the order they are written (parents before children).
#[derive(Default)]
struct Batch {
    posts: Vec<posts::ActiveModel>,
    post_topics: Vec<post_topics::ActiveModel>,
    comments: Vec<comments::ActiveModel>,
    post_reactions: Vec<post_reactions::ActiveModel>,
    comment_reactions: Vec<comment_reactions::ActiveModel>,
    reports: Vec<reports::ActiveModel>,
}

/// What every post is made from.
struct World {
    now: i64,
    members: Vec<Member>,
    topics: Vec<(Id, String)>,
    reaction_types: Vec<(Id, String)>,
    reaction_weights: Vec<u32>,
    comments_per_post: f64,
    /// The chance that a post (or one of its comments) is reported.
    reported_share: f64,
}

/// A comment of the thread being made.
struct Draft {
    id: Id,
    owner: usize,
    parent: Option<usize>,
    depth: u8,
    at: i64,
}

impl World {
    /// How many members had joined by `at` (at least the first, who was there from the start).
    fn joined_by(&self, at: i64) -> usize {
        self.members
            .partition_point(|member| member.joined <= at)
            .max(1)
    }

    /// A member who had joined by `at`.
    fn someone(&self, rng: &mut SmallRng, at: i64) -> usize {
        rng.random_range(0..self.joined_by(at))
    }

    /// Up to `count` different members among the first `among`, never `except`.
    fn different(rng: &mut SmallRng, among: usize, count: usize, except: usize) -> Vec<usize> {
        let count = count.min(among - usize::from(except < among));
        let mut chosen = Vec::with_capacity(count);
        while chosen.len() < count {
            let member = rng.random_range(0..among);
            if member != except && !chosen.contains(&member) {
                chosen.push(member);
            }
        }
        chosen
    }

    fn reaction_type(&self, rng: &mut SmallRng) -> usize {
        weighted(rng, &self.reaction_weights)
    }

    /// One post written at `at`, with its topics, comment thread and reactions.
    fn post(&self, rng: &mut SmallRng, at: i64, batch: &mut Batch) {
        let owner = self.someone(rng, at);
        let author = &self.members[owner];
        let post_id = Id::at(time(at), rng);

        // 1–3 topics; the first mostly one the author follows, and the text is about it.
        let wanted = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3][rng.random_range(0..10)].min(self.topics.len());
        let mut chosen: Vec<usize> = Vec::with_capacity(wanted);
        let first = match author.interests.choose(rng) {
            Some(&topic) if rng.random_bool(0.8) => topic,
            _ => rng.random_range(0..self.topics.len()),
        };
        chosen.push(first);
        while chosen.len() < wanted {
            let topic = rng.random_range(0..self.topics.len());
            if !chosen.contains(&topic) {
                chosen.push(topic);
            }
        }
        let topic_title = self.topics[first].1.as_str();
        let written = text::post(rng, topic_title);
        for &topic in &chosen {
            batch.post_topics.push(post_topics::ActiveModel {
                post_id: Set(post_id.clone()),
                topic_id: Set(self.topics[topic].0.clone()),
                created_at: Set(time(at)),
            });
        }

        let first_comment = batch.comments.len();
        let comment_count = self.thread(rng, &post_id, owner, at, topic_title, batch);
        let post_reported = self.reports(rng, &post_id, owner, at, first_comment, batch);
        batch.posts.push(posts::ActiveModel {
            id: Set(post_id.clone()),
            owner_id: Set(author.id.clone()),
            title: Set(written.title),
            text: Set(written.text),
            links: Set("[]".to_owned()),
            comment_count: Set(i32::try_from(comment_count).unwrap_or(i32::MAX)),
            is_shadow_banned: Set(post_reported),
            created_at: Set(time(at)),
            updated_at: Set(time(at)),
            edited_at: Set(None),
            deleted_at: Set(None),
            needs_care: Set(false),
            content_warning: Set(None),
        });

        // Reactions from members who were there, each one or two types, some explained.
        let among = self.joined_by(at);
        let reactors = exponential(rng, REACTORS_PER_POST).round() as usize;
        for reactor in Self::different(rng, among, reactors.min(60), owner) {
            let first = self.reaction_type(rng);
            let mut kinds = vec![first];
            if rng.random_bool(0.25) {
                let second = self.reaction_type(rng);
                if second != first {
                    kinds.push(second);
                }
            }
            for kind in kinds {
                let when = time(later(rng, at, DAY as f64, self.now));
                let (type_id, type_name) = &self.reaction_types[kind];
                let explanation = rng
                    .random_bool(0.15)
                    .then(|| text::explanation(rng, type_name));
                batch.post_reactions.push(post_reactions::ActiveModel {
                    id: Set(Id::at(when, rng)),
                    post_id: Set(Some(post_id.clone())),
                    owner_id: Set(self.members[reactor].id.clone()),
                    reaction_type_id: Set(type_id.clone()),
                    explanation: Set(explanation),
                    created_at: Set(when),
                    updated_at: Set(when),
                });
            }
        }
    }

    /// Reports of the post or of one of its comments (`batch.comments[first_comment..]`), by
    /// different members, now and then. A reported comment is quarantined here; answers
    /// whether the post itself was reported (the caller quarantines it).
    fn reports(
        &self,
        rng: &mut SmallRng,
        post_id: &Id,
        post_owner: usize,
        post_at: i64,
        first_comment: usize,
        batch: &mut Batch,
    ) -> bool {
        if self.reported_share <= 0.0 || !rng.random_bool(self.reported_share) {
            return false;
        }
        let comments = batch.comments.len() - first_comment;
        let on_comment = comments > 0 && rng.random_bool(0.4);
        let (comment, owner_id, at) = if on_comment {
            let index = first_comment + rng.random_range(0..comments);
            let comment = &mut batch.comments[index];
            comment.is_shadow_banned = Set(true);
            let owner = comment.owner_id.clone().unwrap();
            let at = comment.created_at.clone().unwrap().timestamp();
            (Some(comment.id.clone().unwrap()), owner, at)
        } else {
            (None, Some(self.members[post_owner].id.clone()), post_at)
        };
        let among = self.joined_by(self.now);
        let count = (exponential(rng, REPORTS_PER_ITEM - 1.0).round() as usize + 1).min(50);
        let owner = self
            .members
            .iter()
            .position(|m| Some(&m.id) == owner_id.as_ref())
            .unwrap_or(usize::MAX);
        for (nth, reporter) in Self::different(rng, among, count, owner)
            .into_iter()
            .enumerate()
        {
            let when = time(later(rng, at, 2.0 * DAY as f64, self.now));
            let status = REPORT_STATUSES[weighted(
                rng,
                &REPORT_STATUSES.iter().map(|(_, w)| *w).collect::<Vec<_>>(),
            )]
            .0;
            let reason = REPORT_REASONS.choose(rng).copied().unwrap_or("Other");
            batch.reports.push(reports::ActiveModel {
                id: Set(Id::at(when, rng)),
                reporter_id: Set(Some(self.members[reporter].id.clone())),
                post_id: Set(comment.is_none().then(|| post_id.clone())),
                comment_id: Set(comment.clone()),
                reason: Set(reason.to_owned()),
                explanation: Set(rng
                    .random_bool(0.4)
                    .then(|| text::report_explanation(rng, reason))),
                status: Set(status.to_owned()),
                // The first report hid the item; the others found it hidden.
                hid_item: Set(nth == 0),
                // The Moderation Queue shows the item's own text: demo items are never edited.
                reported_text: Set(None),
                created_at: Set(when),
                updated_at: Set(when),
            });
        }
        comment.is_none()
    }

    /// The post's comments and replies (to depth 3) with their reactions; answers how many.
    fn thread(
        &self,
        rng: &mut SmallRng,
        post_id: &Id,
        post_owner: usize,
        post_at: i64,
        topic: &str,
        batch: &mut Batch,
    ) -> usize {
        let count = (exponential(rng, self.comments_per_post).round() as usize).min(MAX_COMMENTS);
        let mut thread: Vec<Draft> = Vec::with_capacity(count);
        for i in 0..count {
            // About half answer one of the latest few comments (the conversation of the moment).
            let parent = (i > 0 && rng.random_bool(0.5)).then(|| {
                let recent = rng.random_range(thread.len().saturating_sub(4)..thread.len());
                if thread[recent].depth < MAX_DEPTH {
                    recent
                } else {
                    thread[recent].parent.unwrap_or(recent)
                }
            });
            let (after, depth, parent_owner) = match parent {
                Some(p) => (thread[p].at, thread[p].depth + 1, Some(thread[p].owner)),
                None => (post_at, 1, None),
            };
            let at = later(
                rng,
                after,
                if parent.is_some() { 6.0 } else { 10.0 } * HOUR as f64,
                self.now,
            );
            // The post's author often answers those who answered her.
            let by_author = parent_owner.is_some_and(|o| o != post_owner) && rng.random_bool(0.35);
            let owner = if by_author {
                post_owner
            } else {
                let mut owner = self.someone(rng, at);
                if Some(owner) == parent_owner || (parent.is_none() && owner == post_owner) {
                    owner = self.someone(rng, at);
                }
                owner
            };
            let text = match parent {
                None => text::comment(rng, topic),
                Some(_) => text::reply(rng, by_author),
            };
            let id = Id::at(time(at), rng);
            batch.comments.push(comments::ActiveModel {
                id: Set(id.clone()),
                post_id: Set(post_id.clone()),
                owner_id: Set(Some(self.members[owner].id.clone())),
                parent_id: Set(parent.map(|p| thread[p].id.clone())),
                text: Set(text),
                is_reply: Set(parent.is_some()),
                is_shadow_banned: Set(false),
                deleted_at: Set(None),
                created_at: Set(time(at)),
                updated_at: Set(time(at)),
                edited_at: Set(None),
                needs_care: Set(false),
                reply_count: Set(0),
            });
            if rng.random_bool(0.3) {
                let among = self.joined_by(at);
                let reactors = rng.random_range(1..=3);
                for reactor in Self::different(rng, among, reactors, owner) {
                    let when = time(later(rng, at, 12.0 * HOUR as f64, self.now));
                    batch
                        .comment_reactions
                        .push(comment_reactions::ActiveModel {
                            id: Set(Id::at(when, rng)),
                            comment_id: Set(Some(id.clone())),
                            owner_id: Set(self.members[reactor].id.clone()),
                            reaction_type_id: Set(self.reaction_types[self.reaction_type(rng)]
                                .0
                                .clone()),
                            created_at: Set(when),
                        });
                }
            }
            thread.push(Draft {
                id,
                owner,
                parent,
                depth,
                at,
            });
        }
        count
    }
}
