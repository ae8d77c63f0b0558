//! The words of the demo forum: posts, comments, replies, reaction explanations and Second
//! Opinions, composed from fragments so that a hundred thousand posts read differently.
//!
//! Written for the forum's members: first-person, kind, everyday experiences of periods,
//! fertility, pregnancy, loss, menopause and the rest. Nothing graphic, no real people, and no
//! medical claims beyond common experience — the fragments point to a doctor, midwife, nurse
//! or physio for anything more.
//!
//! Templates hold placeholders, filled by [`fill`]: `{time}`, `{age}` (the topic's usual ages),
//! `{n}` (months), `{years}`, `{weeks}`, `{early_weeks}`, `{baby_age}`, `{person}`, `{doctor}`
//! ("my doctor" in a post, "your doctor" in a comment) and `{topic}` (the topic's title).

use rand::Rng;
use rand::seq::IndexedRandom;

/// The fragments one topic's posts and comments are made of.
pub struct TopicWords {
    /// The seeded topic's title (`forum::service::seed::TOPICS`).
    pub topic: &'static str,
    /// The ages `{age}` picks from, inclusive.
    pub ages: (u32, u32),
    /// A post's title and what is going on (its first sentence after an optional greeting).
    pub subjects: &'static [(&'static str, &'static str)],
    pub details: &'static [&'static str],
    pub questions: &'static [&'static str],
    /// The heart of a comment on such a post.
    pub comments: &'static [&'static str],
}

pub const TOPICS: &[TopicWords] = &[
    TopicWords {
        topic: "Periods & Cycles",
        ages: (16, 48),
        subjects: &[
            (
                "Periods suddenly much heavier",
                "For the last {time} my periods have been much heavier than they used to be.",
            ),
            (
                "Cycle went from clockwork to all over the place",
                "My cycle has always been like clockwork, but lately it's all over the place.",
            ),
            (
                "Period cramps keeping me off work",
                "I'm {age} and the cramps on my first day are so bad I end up curled up with a hot water bottle.",
            ),
            (
                "Spotting before my period, anyone else?",
                "I've started spotting a few days before my period actually arrives.",
            ),
            (
                "PMS mood swings are getting worse",
                "The week before my period I feel like a completely different person: irritable, teary and exhausted.",
            ),
            (
                "Late period and not pregnant",
                "My period was over a week late this month and every test was negative.",
            ),
            (
                "Finally started tracking my cycle",
                "I started tracking my cycle in an app {time} ago and the pattern surprised me.",
            ),
            (
                "Headaches every month before my period",
                "I get a headache every single month right as my period starts.",
            ),
            (
                "Is it normal for my period to change like this?",
                "Over the past {time} my periods have become shorter and lighter, and I'm not sure what changed.",
            ),
        ],
        details: &[
            "I've been changing protection every couple of hours on the heaviest day.",
            "Painkillers take the edge off but don't really fix it.",
            "Work has been stressful, so I don't know if that's part of it.",
            "I've cut back on caffeine to see if it helps, but no luck so far.",
            "My {person} keeps telling me it's just part of life, which isn't very helpful.",
            "I keep a notes page of symptoms so I have something to show at appointments.",
            "I've started planning my week around which day it's likely to be.",
        ],
        questions: &[
            "Has anyone else had their cycle change like this out of nowhere?",
            "What actually helped your cramps?",
            "Is this worth booking an appointment for, or am I overthinking it?",
            "What should I ask {doctor} so I don't get brushed off?",
            "Are there any tracking apps you'd recommend that respect your privacy?",
            "How do you cope with PMS at work?",
        ],
        comments: &[
            "Heavy periods that wear you out are worth mentioning to {doctor}; they can check things like your iron levels.",
            "A hot water bottle and gentle stretching helped me more than I expected.",
            "I had the same thing, and writing down every cycle for three months made my appointment so much more useful.",
            "Cycles can shift with stress, sleep and age, but you know your body best. If it feels off, ask.",
            "You're definitely not overthinking it. Changes like this are exactly what appointments are for.",
            "Period pain that stops you doing normal things isn't something you just have to put up with.",
        ],
    },
    TopicWords {
        topic: "Fertility",
        ages: (26, 43),
        subjects: &[
            (
                "Month {n} of trying and feeling deflated",
                "We've been trying for {n} months now and every negative test feels heavier than the last.",
            ),
            (
                "First fertility appointment next week",
                "I'm {age} and we've just been referred for fertility tests.",
            ),
            (
                "Ovulation tests are so confusing",
                "I've been using ovulation tests for {time} and I'm still not sure I'm reading them right.",
            ),
            (
                "Starting IVF soon and feeling nervous",
                "We're about to start our first round of IVF and I'm trying to get my head around all the appointments.",
            ),
            (
                "Feeling jealous of pregnancy announcements",
                "My best friend told me she's pregnant and I was happy for her, then cried in the car.",
            ),
            (
                "Our fertility test results came back",
                "My blood test results came back and I'm still trying to understand what they mean.",
            ),
            (
                "'Unexplained' and feeling lost",
                "We've been told it's 'unexplained', which somehow feels harder than having a reason.",
            ),
            (
                "The two week wait is driving me mad",
                "I'm in the two week wait again and I'm symptom-spotting everything.",
            ),
        ],
        details: &[
            "My partner is supportive but doesn't quite get how consuming it is.",
            "I've stopped telling people we're trying because the questions are exhausting.",
            "I've started avoiding baby showers, and then I feel guilty about it.",
            "The waiting between appointments is the hardest part.",
            "I'm trying to keep life normal so it doesn't take over everything.",
            "Every month I tell myself I won't get my hopes up, and every month I do.",
        ],
        questions: &[
            "How did you get through the waiting?",
            "What questions should I take to our first fertility appointment?",
            "Did anyone else find it affected their relationship? How did you handle it?",
            "Is it normal to feel this jealous? I hate it.",
            "Any tips for the two week wait that actually work?",
            "What do you wish someone had told you before starting treatment?",
        ],
        comments: &[
            "Writing my questions down before each appointment helped so much; it's easy to forget in the room.",
            "The jealousy is so normal. It doesn't make you a bad friend.",
            "We took one weekend a month completely off from talking about it. It helped us feel like a couple again.",
            "Ask your clinic who you can call between appointments; ours had a nurse line that was a lifesaver.",
            "Unexplained was the hardest answer for me too. You're allowed to grieve the not knowing.",
            "Some clinics offer counselling alongside treatment. It might be worth asking yours.",
        ],
    },
    TopicWords {
        topic: "Pregnancy",
        ages: (21, 43),
        subjects: &[
            (
                "Pregnant with my first and it doesn't feel real yet",
                "I'm {early_weeks} weeks pregnant with my first and I can't quite believe it yet.",
            ),
            (
                "Morning sickness that lasts all day",
                "The nausea hasn't let up and I'm struggling to keep anything down apart from crackers.",
            ),
            (
                "Anxious before my scan",
                "My scan is next week and I can't stop imagining everything that could go wrong.",
            ),
            (
                "Pregnancy tiredness, is it just me?",
                "I'm {weeks} weeks and so tired that I'm asleep on the sofa by eight.",
            ),
            (
                "How did you tell your boss?",
                "I haven't told work yet and I'm not sure how or when to do it.",
            ),
            (
                "Pelvic pain in pregnancy",
                "My pelvis aches when I walk any distance or turn over in bed.",
            ),
            (
                "Second pregnancy feels so different",
                "This is my second pregnancy and it feels completely different from the first.",
            ),
            (
                "Birth plan: what did you actually include?",
                "I've started writing a birth plan and I'm overwhelmed by all the choices.",
            ),
        ],
        details: &[
            "Everyone keeps saying 'enjoy it', which doesn't help on the bad days.",
            "My midwife is lovely but appointments feel so rushed.",
            "I've been reading far too much online at 3am.",
            "I'm trying to eat little and often, which helps a bit.",
            "My partner has been amazing with the cooking and cleaning.",
            "I feel guilty for not feeling glowing and happy all the time.",
        ],
        questions: &[
            "When did it start to feel real for you?",
            "What helped with nausea that wasn't just ginger?",
            "How did you manage the anxiety before scans?",
            "What did you wish you'd asked your midwife?",
            "Is this something I should call about, or wait until my next appointment?",
            "What made the biggest difference to your comfort?",
        ],
        comments: &[
            "If you're ever unsure, call your midwife or maternity unit. They'd always rather hear from you.",
            "Nausea that stops you keeping fluids down is worth calling about; there is help for it.",
            "A support belt and a pillow between my knees helped my pelvic pain. Ask your midwife about physio too.",
            "Scan anxiety is so real. I took my sister with me and it helped.",
            "You don't have to feel glowing. Feeling tired and wobbly is normal too.",
            "I asked my midwife to write her answers down because I forgot everything as soon as I left.",
        ],
    },
    TopicWords {
        topic: "Postpartum",
        ages: (21, 43),
        subjects: &[
            (
                "Still running on empty",
                "My baby is {baby_age} old and I still feel like I'm running on empty.",
            ),
            (
                "Feeding is so much harder than I thought",
                "Feeding has been really hard and I feel like I'm failing at the most basic thing.",
            ),
            (
                "Is this the baby blues or something more?",
                "I love my baby so much, but some days I feel flat and teary and I don't know why.",
            ),
            (
                "Postpartum hair loss: when does it stop?",
                "My hair has started coming out in handfuls in the shower.",
            ),
            (
                "Going back to work after maternity leave",
                "I'm back at work next month and the thought of leaving my baby makes me feel sick.",
            ),
            (
                "Recovery after a c-section",
                "I'm recovering from a c-section and I'm frustrated by how slow it is.",
            ),
            (
                "Sleep deprivation is breaking me",
                "Nights are a blur of feeds and I'm getting about three hours of broken sleep.",
            ),
            (
                "My body doesn't feel like mine",
                "My body feels like a stranger's since giving birth.",
            ),
        ],
        details: &[
            "My partner does what they can, but the nights still fall mostly on me.",
            "Everyone asks about the baby and nobody asks how I'm doing.",
            "I haven't had a proper conversation with another adult in days.",
            "My health visitor said it's common, but I still feel alone in it.",
            "I keep comparing myself to other mums online, which never helps.",
            "Some days just getting a shower feels like an achievement.",
        ],
        questions: &[
            "When did you start feeling like yourself again?",
            "How did you know it was time to ask for help?",
            "What helped you most with feeding?",
            "How do you share the nights fairly?",
            "What should I bring up at my postnatal check?",
            "Did anyone else struggle to bond at first?",
        ],
        comments: &[
            "Please mention how you're feeling at your postnatal check. Low mood after birth is common and there's support.",
            "A visit from a feeding specialist changed everything for us. Ask your midwife or health visitor if there's one near you.",
            "Postpartum hair shedding scared me too; mine settled down after several months.",
            "Showering counts. Feeding the baby counts. You're doing so much more than you think.",
            "Bonding took time for me too, and it came. Be gentle with yourself.",
            "If the low days are most days, please talk to {doctor} or your health visitor soon. You deserve support too.",
        ],
    },
    TopicWords {
        topic: "Miscarriage & Loss",
        ages: (21, 44),
        subjects: &[
            (
                "We lost our baby",
                "We lost our baby at {early_weeks} weeks and I'm still numb.",
            ),
            (
                "How do you get through the due date?",
                "My due date is coming up soon and I don't know how I'm going to face it.",
            ),
            (
                "Grieving quietly",
                "Most people didn't know I was pregnant, so I'm grieving quietly.",
            ),
            (
                "Trying again after loss and terrified",
                "We've been told we can try again, and I want to, but I'm scared.",
            ),
            (
                "Going back to work after a loss",
                "I went back to work this week and pretended everything was fine.",
            ),
            (
                "How do I talk to my partner about it?",
                "My partner seems to be coping and I feel like I'm falling apart.",
            ),
            (
                "Everyone has moved on except me",
                "It's been {time} now and everyone seems to have moved on except me.",
            ),
            (
                "Our second loss",
                "This was our second loss and I feel like my body has let me down.",
            ),
        ],
        details: &[
            "People mean well, but 'at least it was early' really hurt.",
            "I keep replaying everything I did, wondering if it was my fault.",
            "Seeing baby announcements online is really hard right now.",
            "We planted something in the garden, which helped a little.",
            "My doctor was kind and gave me the number of a support line.",
            "Some days are okay, and then something small knocks me over.",
        ],
        questions: &[
            "How did you get through the first few weeks?",
            "Did anything help on the hard dates?",
            "How did you find the courage to try again?",
            "How did you talk to each other about it as a couple?",
            "Did you find a support group that helped?",
            "Is it normal for the grief to come in waves like this?",
        ],
        comments: &[
            "I'm so sorry for your loss. Your grief is real, however early it was.",
            "It was not your fault. I needed someone to say that to me, so I'm saying it to you.",
            "On our due date we took the day off and did something quiet together. It helped to mark it.",
            "Grief came in waves for me too. The gaps between them got longer, slowly.",
            "Ask {doctor} about pregnancy loss support near you; talking to people who understood helped me so much.",
            "Partners often grieve differently. It helped us when we each said what we needed out loud.",
        ],
    },
    TopicWords {
        topic: "Menopause",
        ages: (42, 58),
        subjects: &[
            (
                "Could this be perimenopause?",
                "I'm {age} and over the last {time} I've had hot flushes, night sweats and terrible sleep.",
            ),
            (
                "Brain fog is making me doubt myself",
                "I keep losing words mid-sentence at work and it's knocking my confidence.",
            ),
            (
                "My periods are all over the place at {age}",
                "My periods have become unpredictable, sometimes close together and sometimes months apart.",
            ),
            (
                "Night sweats and no sleep",
                "I'm waking up at 3am drenched and then can't get back to sleep.",
            ),
            (
                "Anxiety out of nowhere: could it be hormonal?",
                "I've started feeling anxious in situations that never bothered me before.",
            ),
            (
                "Joint aches and menopause, anyone else?",
                "My joints ache in the mornings in a way they never used to.",
            ),
            (
                "Finally talking through options with my doctor",
                "I went to {doctor} about perimenopause and we're talking through the options.",
            ),
            (
                "HRT update after {time}",
                "I've been on HRT for {time} and wanted to share how it's going.",
            ),
            (
                "Hot flushes at work are so embarrassing",
                "I get hot flushes in meetings and I'm sure everyone notices.",
            ),
        ],
        details: &[
            "I had no idea anxiety could be part of it until I read about it here.",
            "I've started keeping a fan on my desk and wearing layers I can take off.",
            "My mum never talked about her menopause, so I have nothing to compare with.",
            "I'm tracking symptoms in a notebook to take to my appointment.",
            "Cutting back on wine in the evening has helped my sleep a little.",
            "My partner has been patient, but I can tell it's hard for them too.",
        ],
        questions: &[
            "What helped you most with sleep?",
            "How did you raise it at work?",
            "What should I ask about HRT and whether it suits me?",
            "How long did it take before you felt like yourself again?",
            "Did anyone else have anxiety as their first sign?",
            "Any tips for getting taken seriously at appointments?",
        ],
        comments: &[
            "A symptom diary made my appointment so much easier; it showed the pattern clearly.",
            "Brain fog was my worst symptom too. You're not losing it, and you're not alone.",
            "It's worth asking {doctor} about all your options, hormonal and non-hormonal, and what suits your health history.",
            "I told my manager and she was more understanding than I expected. Some workplaces have a menopause policy.",
            "Cotton sheets, a fan and a cool shower before bed helped me a bit with night sweats.",
            "If you don't feel heard, it's okay to ask for another appointment or a different doctor.",
        ],
    },
    TopicWords {
        topic: "PCOS",
        ages: (17, 42),
        subjects: &[
            (
                "Just diagnosed with PCOS and feeling overwhelmed",
                "I was diagnosed with PCOS {time} ago and I'm still taking it all in.",
            ),
            (
                "PCOS and irregular periods",
                "My periods are so irregular that I never know when one is coming.",
            ),
            (
                "Dealing with unwanted hair growth",
                "I'm {age} and the extra hair on my chin makes me really self-conscious.",
            ),
            (
                "PCOS fatigue is real",
                "I'm tired all the time and I'm not sure if it's the PCOS or everything else.",
            ),
            (
                "PCOS and trying to conceive",
                "We want to start trying for a baby and I'm worried about what PCOS means for that.",
            ),
            (
                "Does anyone else feel dismissed about PCOS?",
                "Every appointment seems to come down to 'lose weight', and I leave feeling worse.",
            ),
            (
                "Struggling with my skin and my confidence",
                "My skin has been breaking out like I'm a teenager again.",
            ),
            (
                "Small changes that helped my PCOS",
                "I've been making small changes for {time} and wanted to share what's helped.",
            ),
        ],
        details: &[
            "There's so much conflicting advice online that I don't know what to trust.",
            "I've started walking every day, mostly for my mood.",
            "Some days I feel fine and other days it's all I think about.",
            "I avoid photos because of how I feel about my skin.",
            "I've found it helps to keep a diary of my cycles and symptoms.",
            "My sister has PCOS too, so at least we can talk about it.",
        ],
        questions: &[
            "What questions should I ask at my next appointment?",
            "What has genuinely helped you, day to day?",
            "How did you feel more confident again?",
            "Did anyone else find it took a while to get a clear diagnosis?",
            "How did you find a doctor who really listened?",
            "How do you deal with the hair growth without it taking over your life?",
        ],
        comments: &[
            "It took me ages to feel less overwhelmed. Take it one thing at a time.",
            "Ask {doctor} what each treatment option is for; there are different ones depending on what bothers you most.",
            "If you're hoping to get pregnant, it's worth asking for an appointment to talk it through. Lots of people with PCOS have babies.",
            "You deserve care that isn't just 'lose weight'. It's okay to ask for more.",
            "Daily walks helped my mood more than anything else, even on the bad days.",
            "Hair removal options are worth asking about if it's affecting how you feel.",
        ],
    },
    TopicWords {
        topic: "Endometriosis",
        ages: (18, 46),
        subjects: &[
            (
                "Finally diagnosed with endometriosis after {years} years",
                "After {years} years of being told it was just bad periods, I've finally been diagnosed with endometriosis.",
            ),
            (
                "Endo flare and I can't get off the sofa",
                "I'm in the middle of a flare and I've had to cancel plans again.",
            ),
            (
                "Waiting for a laparoscopy",
                "I'm on the waiting list for a laparoscopy and the wait feels endless.",
            ),
            (
                "Pain that isn't just on my period any more",
                "The pain isn't only during my period any more, and it's wearing me down.",
            ),
            (
                "Planning my life around pain",
                "I'm {age} and I've spent so much of my life planning around pain.",
            ),
            (
                "How do you explain endometriosis to your employer?",
                "I've had to take more sick days this year than ever before.",
            ),
            (
                "A specialist who finally listened",
                "My new specialist actually listened, and I cried in the car afterwards, in a good way.",
            ),
            (
                "Endometriosis and thinking about children",
                "I'm worried about how endometriosis might affect having children one day.",
            ),
        ],
        details: &[
            "Heat pads are my best friend right now.",
            "Friends stopped inviting me out because I cancel so often, and I understand, but it hurts.",
            "I keep a pain diary so I can show the pattern at appointments.",
            "Work has been understanding, but I worry about how it looks.",
            "I've tried a few treatments and nothing has been quite right yet.",
            "Some days I feel completely normal, which makes it hard for people to believe me.",
        ],
        questions: &[
            "How do you manage flares at work?",
            "What helped you most while waiting for surgery?",
            "How did you explain it to friends so they understood?",
            "What questions should I take to my specialist?",
            "Did anyone find a pain management clinic helpful?",
            "How do you look after your mental health with a long-term condition?",
        ],
        comments: &[
            "I'm so sorry it took so long. Your pain was real all along.",
            "A pain diary made a big difference at my appointments. It's harder to dismiss something written down.",
            "It might be worth asking {doctor} about a pain clinic or a pelvic health physio while you wait.",
            "I explained it to my manager with a short note from my doctor and we agreed on flexible days.",
            "Heat, rest and a good playlist get me through flares. Thinking of you.",
            "Ask your specialist what each option means for fertility too; they can talk it through with you.",
        ],
    },
    TopicWords {
        topic: "Contraception",
        ages: (17, 46),
        subjects: &[
            (
                "Thinking about switching pills",
                "I've been on the same pill for {years} years and I'm wondering if it still suits me.",
            ),
            (
                "Coil fitting next week and I'm nervous",
                "I have a coil fitting booked next week and I'm nervous about it.",
            ),
            (
                "Mood changes on the pill?",
                "Since starting a new pill {time} ago I've felt low and irritable.",
            ),
            (
                "Coming off hormonal contraception: what to expect?",
                "I've just come off hormonal contraception and my cycle hasn't settled yet.",
            ),
            (
                "Implant and irregular bleeding",
                "I've had the implant for {time} and the bleeding is unpredictable.",
            ),
            (
                "Which contraception worked for you?",
                "I'm {age} and I'm trying to work out which option fits my life now.",
            ),
            (
                "Contraception after having a baby",
                "Since having my baby I'm not sure what contraception makes sense.",
            ),
            (
                "Non-hormonal options?",
                "I want to try something non-hormonal but don't know where to start.",
            ),
        ],
        details: &[
            "Everyone's experience seems so different that reviews online don't help much.",
            "I'm a bit embarrassed to bring it up again with the nurse.",
            "I keep forgetting pills when my routine changes.",
            "My friend loves hers, but I know that doesn't mean it'll suit me.",
            "I'd like something I don't have to think about every day.",
            "I don't want to go through lots of trial and error again.",
        ],
        questions: &[
            "What was your experience with the coil fitting?",
            "How long did your cycle take to settle?",
            "Did anyone else notice mood changes, and what did you do?",
            "What questions should I ask at the clinic?",
            "Which option worked best for you, and why?",
            "How do I bring up side effects without feeling silly?",
        ],
        comments: &[
            "Mood changes are worth mentioning; there are lots of options and you can ask to try another.",
            "Before my coil fitting I asked about pain relief. It helped to know what to expect.",
            "My cycle took a few months to settle after stopping. Ask {doctor} if it worries you.",
            "Sexual health clinics are great for this and usually very non-judgemental.",
            "You're never silly for asking. It's your body and your choice.",
            "Writing down what matters most to me, like periods, hormones or not thinking about it daily, helped me choose.",
        ],
    },
    TopicWords {
        topic: "Sexual Health",
        ages: (18, 60),
        subjects: &[
            (
                "Nervous about my first sexual health check",
                "I've been putting off a sexual health check for {time} because I'm nervous.",
            ),
            (
                "Pain during sex and too embarrassed to ask",
                "Sex has become uncomfortable lately and I don't know how to bring it up.",
            ),
            (
                "Low libido and feeling guilty",
                "My libido has dropped a lot and I feel guilty towards my partner.",
            ),
            (
                "Recurring thrush, anyone else?",
                "I keep getting thrush and it's really getting me down.",
            ),
            (
                "How do you bring up testing with a new partner?",
                "I'm seeing someone new and want to talk about testing, but I feel awkward.",
            ),
            (
                "Intimacy after a baby",
                "Since my last baby, intimacy feels different and I'm not sure why.",
            ),
            (
                "Cervical screening was easier than I feared",
                "I finally had my cervical screening after putting it off for {time}.",
            ),
            (
                "Is it normal to feel anxious about intimacy?",
                "I get anxious about intimacy even though I feel safe with my partner.",
            ),
        ],
        details: &[
            "I find it hard to talk about this even with friends.",
            "My partner is kind about it, which almost makes it harder.",
            "Most of what I find online is either scary or not relevant.",
            "I've tried a few things from the pharmacy without much luck.",
            "I've realised stress plays a bigger part than I thought.",
            "I worry the nurse will think I'm making a fuss.",
        ],
        questions: &[
            "How did you bring it up with your doctor?",
            "What was your first clinic visit actually like?",
            "How do you talk to a new partner about testing?",
            "Did anyone find something that helped?",
            "Is this something a pelvic health physio can help with?",
            "How did you get past the embarrassment?",
        ],
        comments: &[
            "Sexual health clinics have heard it all; nothing you say will surprise them, and they're usually so kind.",
            "Pain during sex isn't something you have to put up with. It's worth asking {doctor} about.",
            "I asked for a female clinician and they were happy to arrange it.",
            "Libido changes with stress, hormones, sleep and so much else. You're not broken.",
            "Recurring thrush is worth getting checked properly rather than just treating it each time.",
            "I just said 'I'd like us both to get tested, it's what I do with anyone new' and it was fine.",
        ],
    },
    TopicWords {
        topic: "Mental Health",
        ages: (18, 66),
        subjects: &[
            (
                "Anxiety is taking over my days",
                "For the past {time} I've been anxious almost all the time, even about small things.",
            ),
            (
                "Feeling low and I don't know why",
                "I've been feeling low and flat, like the colour has gone out of everything.",
            ),
            (
                "On the waiting list for therapy",
                "I've been on a waiting list for therapy for {time} and it feels never-ending.",
            ),
            (
                "Burnt out from caring for everyone else",
                "Between work, the kids and my parents I'm running on empty.",
            ),
            (
                "Hormones and mood: is there a link for you?",
                "My mood dips hard in the week before my period, every month.",
            ),
            (
                "Starting medication for anxiety",
                "I've just started medication for anxiety and I'm nervous about it.",
            ),
            (
                "Lonely even with people around",
                "I have people around me but I still feel really alone.",
            ),
            (
                "Small things that help on bad days",
                "I've been having a better few weeks and wanted to share what's helping.",
            ),
        ],
        details: &[
            "I'm good at looking fine on the outside.",
            "I've started going for short walks at lunch, which helps a little.",
            "Sleep is the first thing to go when I'm struggling.",
            "I told one friend and she was so kind about it.",
            "I keep thinking I should be able to handle this on my own.",
            "Journalling at night helps me get the thoughts out of my head.",
        ],
        questions: &[
            "What helps you on the bad days?",
            "How did you get through the waiting list?",
            "How did you tell the people close to you?",
            "Has anyone else noticed their mood follows their cycle?",
            "What was starting medication like for you?",
            "How do you look after yourself when you're caring for everyone else?",
        ],
        comments: &[
            "Thank you for sharing this. It takes courage, and you're not alone.",
            "If things ever feel unsafe, please contact your local emergency number or a crisis line straight away.",
            "Mood that follows your cycle is worth tracking and mentioning to {doctor}; there is help for it.",
            "While I waited for therapy, a self-help course through my doctor's surgery kept me going. Ask what's available near you.",
            "Short walks and texting one friend a day helped me more than I expected.",
            "You don't have to handle it all alone. Asking for help is a strength.",
        ],
    },
    TopicWords {
        topic: "Breast Health",
        ages: (25, 72),
        subjects: &[
            (
                "Found a lump and waiting for an appointment",
                "I found a lump last week and I'm waiting for my appointment.",
            ),
            (
                "First mammogram coming up",
                "My first mammogram is next month and I don't really know what to expect.",
            ),
            (
                "Breast pain before my period",
                "My breasts get really sore the week before my period.",
            ),
            (
                "Called back after screening and so anxious",
                "I was called back after my screening and my mind is racing.",
            ),
            (
                "Results came back clear, sharing for anyone waiting",
                "I got my results today and everything was fine, and I wanted to share because the waiting was awful.",
            ),
            (
                "How do you check your breasts?",
                "I'm {age} and I've never really known how to check my breasts properly.",
            ),
            (
                "Breast changes while breastfeeding",
                "I noticed a change in one breast while breastfeeding and wanted to get it checked.",
            ),
            (
                "Tips for remembering to check",
                "I've started checking once a month after a friend's scare.",
            ),
        ],
        details: &[
            "The waiting is the hardest part.",
            "I've been trying not to search online, with mixed success.",
            "My friend came to the appointment with me, which helped.",
            "I keep telling myself to wait for the appointment, but it's hard at 2am.",
            "I set a monthly reminder on my phone.",
            "My partner has been great, but I still feel on edge.",
        ],
        questions: &[
            "How did you cope with the waiting?",
            "What was your mammogram actually like?",
            "Does anyone have tips for remembering to check?",
            "Did anyone else get called back? What happened next?",
            "What should I ask at the appointment?",
            "How do you stop your mind racing while you wait?",
        ],
        comments: &[
            "You did exactly the right thing getting it checked. Waiting is so hard; thinking of you.",
            "Being called back is scary. Take someone with you if you can, and write your questions down.",
            "My mammogram was uncomfortable for a few seconds and then it was over. Tell them if you're nervous.",
            "A monthly phone reminder is what finally made me consistent.",
            "Write down when you noticed the change and anything else you've felt; it helps at the appointment.",
            "Any new change is worth showing {doctor}. You're never wasting their time.",
        ],
    },
    TopicWords {
        topic: "Pelvic Health",
        ages: (24, 72),
        subjects: &[
            (
                "Leaking when I laugh or sneeze",
                "Since having my second baby I leak a little when I laugh, cough or sneeze.",
            ),
            (
                "Pelvic floor physio: what to expect?",
                "I've finally been referred to a pelvic floor physio and I'm not sure what to expect.",
            ),
            (
                "A feeling of heaviness down below",
                "Towards the end of the day I get a heavy, dragging feeling down below.",
            ),
            (
                "Back to running after babies",
                "I want to get back to running but I'm worried about my pelvic floor.",
            ),
            (
                "Always needing the loo",
                "I need the loo all the time and it's starting to shape my whole day.",
            ),
            (
                "Pelvic floor exercises: am I doing them right?",
                "I've been doing pelvic floor exercises for {time}, but I'm not sure I'm doing them right.",
            ),
            (
                "Embarrassed to bring up bladder problems",
                "I'm {age} and I've been putting off mentioning bladder problems for years.",
            ),
            (
                "Pelvic pain that nobody can explain",
                "I've had pelvic pain on and off for {time} and the tests haven't found a reason.",
            ),
        ],
        details: &[
            "I plan every outing around where the toilets are.",
            "I thought it was just something that happens after children.",
            "I'm too embarrassed to mention it to friends.",
            "An app reminds me to do my exercises, which helps.",
            "I've stopped going to my exercise class because of it.",
            "My doctor was kind when I finally brought it up.",
        ],
        questions: &[
            "Did pelvic floor physio help you?",
            "How did you get back to exercise?",
            "How do you know if you're doing the exercises right?",
            "How did you bring it up with your doctor?",
            "Is this something that gets better?",
            "What helped you feel less embarrassed?",
        ],
        comments: &[
            "Pelvic floor physio changed my life. Please ask {doctor} for a referral.",
            "Leaking is common, but it isn't something you have to live with; there's real help.",
            "My physio checked my technique and it turned out I'd been doing it wrong for years.",
            "A heavy feeling is worth getting checked; a physio or doctor can look at what's going on.",
            "I went back to running very gradually, with guidance from a physio, and it worked for me.",
            "You are definitely not the only one. Half my friends admitted the same once I brought it up.",
        ],
    },
    TopicWords {
        topic: "Thyroid & Hormones",
        ages: (30, 66),
        subjects: &[
            (
                "Just diagnosed with an underactive thyroid",
                "I was diagnosed with an underactive thyroid {time} ago and I'm still adjusting.",
            ),
            (
                "Tired all the time, but my tests are normal",
                "I'm exhausted all the time, but my blood tests keep coming back normal.",
            ),
            (
                "Thyroid and my periods",
                "My periods have changed since my thyroid diagnosis.",
            ),
            (
                "Adjusting to a new dose",
                "My dose was changed {time} ago and I'm waiting to feel the difference.",
            ),
            (
                "Hair thinning and hormones",
                "My hair has been thinning and I'm wondering if it's hormonal.",
            ),
            (
                "Feeling cold all the time",
                "I'm always cold, even when everyone else is comfortable.",
            ),
            (
                "How do you keep track of your blood tests?",
                "I'm {age} and I've had thyroid problems since my twenties.",
            ),
            (
                "Thyroid in pregnancy",
                "I'm pregnant and have a thyroid condition, so I'm having extra blood tests.",
            ),
        ],
        details: &[
            "It's frustrating when you feel unwell and the results say you're fine.",
            "I keep a spreadsheet of my results and how I feel.",
            "I take my tablets at the same time every morning.",
            "My energy is better some weeks than others.",
            "I never knew how many things hormones affect.",
            "Friends think I'm just tired, but it feels different from that.",
        ],
        questions: &[
            "How long did it take you to feel better after starting treatment?",
            "What should I ask about my results?",
            "Did anyone else have their periods change with their thyroid?",
            "How do you explain the tiredness to people?",
            "What else did your doctor look into when your tests were normal?",
            "Any tips for keeping track of everything?",
        ],
        comments: &[
            "It took me a few months and a couple of dose changes to feel right. Hang in there.",
            "Ask {doctor} for a copy of your results and what they're aiming for; it helped me understand them.",
            "If you still feel unwell with normal results, it's okay to ask what else could be going on.",
            "Tiredness like that is worth raising again. You know your body.",
            "A simple notes app with the date, dose and how I felt made my appointments so much better.",
            "My periods changed too, and they settled as my levels settled.",
        ],
    },
    TopicWords {
        topic: "Heart Health",
        ages: (35, 76),
        subjects: &[
            (
                "Palpitations that come and go",
                "I've been getting palpitations now and then for {time}.",
            ),
            (
                "Heart symptoms can be different for women",
                "I read that heart symptoms can look different in women and it made me think.",
            ),
            (
                "High blood pressure at my check-up",
                "My blood pressure was high at a routine check and I've been asked to monitor it at home.",
            ),
            (
                "Getting active again after a scare",
                "After a health scare last year I'm trying to get active again, slowly.",
            ),
            (
                "Family history and being sensible",
                "Heart disease runs in my family and I want to be sensible about it.",
            ),
            (
                "Cholesterol higher than I expected",
                "I'm {age} and my cholesterol came back higher than I expected.",
            ),
            (
                "Heart flutters during menopause?",
                "I've noticed flutters in my chest since perimenopause started.",
            ),
            (
                "Learning to slow down after a diagnosis",
                "I was diagnosed with a heart condition {time} ago and I'm learning to live with it.",
            ),
        ],
        details: &[
            "I bought a home blood pressure monitor and I'm keeping a log.",
            "I've been trying to walk every day and cut down on salt.",
            "I don't want to ignore anything, but I also don't want to panic.",
            "Stress definitely seems to make things worse for me.",
            "My doctor has been thorough, which reassures me.",
            "I'd never really thought about my heart before.",
        ],
        questions: &[
            "What changes helped you most?",
            "How did you get back into exercise safely?",
            "What should I ask at my follow-up?",
            "Did anyone else notice palpitations with hormonal changes?",
            "How do you manage the worry?",
            "How do you stay motivated with lifestyle changes?",
        ],
        comments: &[
            "Please don't ignore chest pain, breathlessness or feeling faint: call emergency services straight away. Women's symptoms can be subtle.",
            "A home blood pressure log was really useful for my doctor.",
            "Ask {doctor} whether there's a supervised exercise or rehab programme near you; it gave me confidence.",
            "Palpitations are worth mentioning even if they come and go. They can check what's going on.",
            "Small changes added up for me: daily walks, less salt, better sleep.",
            "Knowing your family history is really useful. Good on you for taking it seriously.",
        ],
    },
    TopicWords {
        topic: "Nutrition & Movement",
        ages: (18, 72),
        subjects: &[
            (
                "Finding exercise I actually enjoy",
                "I've tried lots of exercise but nothing has stuck, and I'd like to find something I enjoy.",
            ),
            (
                "Energy crashes in the afternoon",
                "Every afternoon I crash and reach for something sweet.",
            ),
            (
                "Eating well on a tight budget",
                "I'm trying to eat better, but money is tight.",
            ),
            (
                "Exercising around my cycle",
                "I've noticed my energy and strength change a lot across my cycle.",
            ),
            (
                "Getting stronger at {age}",
                "I'm {age} and I've just started strength training for the first time.",
            ),
            (
                "Walking every day for a month: my update",
                "I set myself a goal to walk every day for a month and wanted to share how it went.",
            ),
            (
                "Gentle movement for bad pain days",
                "On bad pain days I still want to move a little but don't know what's best.",
            ),
            (
                "Tired of diet culture",
                "I'm tired of diet messages and want to feel good rather than shrink.",
            ),
        ],
        details: &[
            "I've found that planning meals on Sunday helps.",
            "Group classes make me nervous, so I've been following videos at home.",
            "Drinking more water has helped more than I expected.",
            "A friend and I keep each other going.",
            "Some weeks are great and some weeks I do nothing, and that's okay.",
            "I'm learning to listen to my body instead of pushing through.",
        ],
        questions: &[
            "What kind of movement do you enjoy?",
            "What are your go-to cheap and healthy meals?",
            "Does anyone plan their training around their cycle?",
            "How did you get started with strength training?",
            "What do you do on low-energy days?",
            "How do you stay consistent?",
        ],
        comments: &[
            "Dancing in my kitchen counts as exercise in my book!",
            "Lentils, frozen veg and eggs are the backbone of my budget meals.",
            "Strength training at any age is so worth it. Start light and build up slowly.",
            "On bad days I do ten minutes of gentle stretching and call it a win.",
            "If you have a health condition, ask {doctor} or a physio what kind of movement suits you.",
            "Moving for how it makes me feel rather than how I look changed everything for me.",
        ],
    },
];

/// For topics an admin added: the topic's title goes into the text.
pub const ANY_TOPIC: TopicWords = TopicWords {
    topic: "",
    ages: (18, 65),
    subjects: &[
        (
            "Looking for advice about {topic}",
            "I've been dealing with something to do with {topic} for {time} and I'm not sure where to turn.",
        ),
        (
            "New here and nervous to post",
            "I'm {age} and this is the first time I've talked about this with anyone.",
        ),
        (
            "{topic}: is this normal?",
            "Something has changed over the last {time} and I'm trying to work out what it means.",
        ),
        (
            "Sharing my experience with {topic}",
            "I wanted to share my experience of {topic} in case it helps someone.",
        ),
    ],
    details: &[
        "I've read a lot online, which mostly made me more worried.",
        "My {person} has been supportive, but it's not the same as talking to people who understand.",
        "I've started writing things down so I remember them at appointments.",
        "Some days are fine and some days it's all I can think about.",
    ],
    questions: &[
        "Has anyone been through something similar?",
        "What helped you?",
        "What should I ask {doctor}?",
        "How did you cope?",
    ],
    comments: &[
        "I've been through something similar and it did get easier with time.",
        "It's worth asking {doctor}; you deserve answers.",
        "Writing everything down before my appointment helped me so much.",
        "You're not alone. So many of us have been exactly where you are.",
    ],
};

/// The fragments for a topic, by its title.
pub fn words_for(topic: &str) -> &'static TopicWords {
    TOPICS
        .iter()
        .find(|words| words.topic == topic)
        .unwrap_or(&ANY_TOPIC)
}

const GREETINGS: &[&str] = &[
    "Long-time lurker, first post.",
    "I don't really have anyone else to ask, so here goes.",
    "Sorry if this is a bit of a ramble.",
    "I've been reading here for a while and finally feel brave enough to post.",
    "Hi everyone.",
    "This is a bit personal, but this feels like the right place.",
    "I need to get this off my chest.",
    "I hope it's okay to post this here.",
    "Posting from my phone in the middle of the night.",
    "Quick question, but a bit of background first.",
    "Hi all, I'm fairly new here.",
    "I could really use some perspective.",
];

const FEELINGS: &[&str] = &[
    "Honestly, it's been wearing me down.",
    "I feel a bit silly even writing this.",
    "Some days I cope fine and other days it's all I can think about.",
    "I'm trying to stay positive, but it's hard.",
    "I feel like I'm the only one going through this.",
    "I've been quite emotional about it, which isn't like me.",
    "It's been on my mind constantly.",
    "I'm tired of pretending everything is fine.",
    "Reading other posts here has already helped a bit.",
    "I know I'm not the only one, but it feels that way sometimes.",
    "It's affecting my sleep and my patience with everyone.",
    "I'm doing okay, mostly, but I'd love to hear from people who get it.",
];

const SIGN_OFFS: &[&str] = &[
    "Thanks for reading this far.",
    "Sending love to anyone going through the same.",
    "Any advice is welcome.",
    "Thank you for being such a kind space.",
    "Thanks in advance, you're all lovely.",
    "Just writing this down has helped a little.",
    "Thanks for listening.",
    "I'd really appreciate hearing your experiences.",
    "Thank you x",
];

const TITLE_ENDINGS: &[&str] = &[" (long post, sorry)", ", any advice?", ", anyone else?"];

const COMMENT_OPENERS: &[&str] = &[
    "Sending you a big hug.",
    "I'm so glad you posted.",
    "I really feel this.",
    "You're not alone in this.",
    "Thank you for sharing this.",
    "I went through something really similar.",
    "I'm sorry you're going through this.",
    "This sounds so hard.",
    "I could have written this myself {time} ago.",
    "Hi lovely.",
    "Oh, I remember this feeling so well.",
];

const COMMENT_CLOSERS: &[&str] = &[
    "Be gentle with yourself.",
    "I hope your appointment goes well.",
    "Keep us posted if you feel like it.",
    "Thinking of you.",
    "Take care of yourself.",
    "You've got this.",
    "We're here whenever you need to talk.",
    "Wishing you all the best.",
];

/// Answers to a comment, from other members.
const REPLIES: &[&str] = &[
    "Same here. It's such a relief to read this.",
    "This is such good advice, thank you.",
    "Seconding this, it helped me too.",
    "I didn't know that, thank you for sharing.",
    "This is so kind. Thank you.",
    "I'm going through this right now too.",
    "That's really reassuring to hear.",
    "I'm going to try this as well.",
    "Yes! I wish someone had told me this sooner.",
    "Did you find it got easier over time?",
    "How long did it take for you?",
    "Sending you love as well.",
    "I asked about this at my last appointment and it really helped.",
];

/// Answers from the member who wrote the post.
const AUTHOR_REPLIES: &[&str] = &[
    "Thank you so much, this means a lot.",
    "This is really helpful. I'm writing it down for my appointment.",
    "Thank you. I didn't realise how many people go through this.",
    "I really needed to read this today.",
    "That's a good idea, I'll ask about it.",
    "Update: I booked an appointment. Thank you for the push.",
    "Thank you for being so kind.",
    "It helps so much knowing I'm not the only one.",
];

/// 'Why I reacted', by reaction type name.
const EXPLANATIONS: &[(&str, &[&str])] = &[
    (
        "Me Too",
        &[
            "I went through almost exactly this.",
            "This could have been written by me.",
            "Same situation here, right down to the details.",
            "I'm going through this right now too.",
        ],
    ),
    (
        "Sending Love",
        &[
            "You deserve all the support in the world.",
            "I hope things get easier for you soon.",
            "Sending love from someone who understands.",
        ],
    ),
    (
        "Hugs",
        &[
            "This sounded so hard, I just wanted to send a hug.",
            "I wish I could give you a real hug.",
            "Hugs for the hard days.",
        ],
    ),
    (
        "Thank You",
        &[
            "Thank you for putting into words what I couldn't.",
            "Reading this made me feel less alone.",
            "Thank you for being so open.",
        ],
    ),
    (
        "Stay Strong",
        &[
            "You're doing so much better than you think.",
            "You've got this, one day at a time.",
            "You're stronger than you know.",
        ],
    ),
    (
        "Helpful",
        &[
            "I'm taking these questions to my next appointment.",
            "I didn't know this and it's really useful.",
            "Saving this for later.",
        ],
    ),
    (
        "Listening",
        &[
            "No advice, just wanted you to know someone's listening.",
            "I'm here and I hear you.",
            "I'm listening whenever you need to talk.",
        ],
    ),
];

const ANY_EXPLANATIONS: &[&str] = &[
    "This really resonated with me.",
    "I wanted you to know this mattered.",
    "This is so close to my own story.",
];

const TIMES: &[&str] = &[
    "a few weeks",
    "about a month",
    "two months",
    "three months",
    "six months",
    "almost a year",
    "over a year",
    "a couple of years",
];

const BABY_AGES: &[&str] = &[
    "three weeks",
    "six weeks",
    "two months",
    "four months",
    "six months",
    "nine months",
];

const PEOPLE: &[&str] = &["partner", "mum", "sister", "best friend", "aunt"];

const MY_CARERS: &[&str] = &["my doctor", "my GP", "the nurse", "my gynaecologist"];
const YOUR_CARERS: &[&str] = &["your doctor", "your GP", "a nurse", "your gynaecologist"];

fn pick<'a>(rng: &mut impl Rng, list: &[&'a str]) -> &'a str {
    list.choose(rng).copied().unwrap_or_default()
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

    fn pick(&mut self, list: &[&'static str]) -> &'static str {
        pick(self.rng, list)
    }

    fn value(&mut self, key: &'static str) -> String {
        if let Some((_, value)) = self.values.iter().find(|(k, _)| *k == key) {
            return value.clone();
        }
        let rng = &mut *self.rng;
        let value = match key {
            "time" => pick(rng, TIMES).to_owned(),
            "age" => rng
                .random_range(self.words.ages.0..=self.words.ages.1)
                .to_string(),
            "n" => rng.random_range(3..=18u32).to_string(),
            "years" => rng.random_range(2..=12u32).to_string(),
            "weeks" => rng.random_range(14..=36u32).to_string(),
            "early_weeks" => rng.random_range(6..=13u32).to_string(),
            "baby_age" => pick(rng, BABY_AGES).to_owned(),
            "person" => pick(rng, PEOPLE).to_owned(),
            "doctor" => pick(
                rng,
                if self.voice == Voice::Post {
                    MY_CARERS
                } else {
                    YOUR_CARERS
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
    fn say(&mut self, out: &mut String, list: &[&'static str]) -> &'static str {
        let template = self.pick(list);
        if !out.is_empty() && !out.ends_with('\n') {
            out.push(' ');
        }
        self.fill(out, template);
        template
    }

    /// As [`Self::say`], choosing anything in `list` but `not`.
    fn say_another(&mut self, out: &mut String, list: &[&'static str], not: &str) {
        let others: Vec<&'static str> = list.iter().copied().filter(|t| *t != not).collect();
        if !others.is_empty() {
            self.say(out, &others);
        }
    }
}

pub struct PostText {
    pub title: String,
    pub text: String,
}

/// A post about `topic` (its title): a title and two short paragraphs.
pub fn post(rng: &mut impl Rng, topic: &str) -> PostText {
    let mut w = Writer::new(rng, topic, Voice::Post);
    let (subject, situation) = w.words.subjects.choose(w.rng).copied().unwrap_or_default();
    let mut title = String::new();
    // Now and then the title is the post's question instead.
    let asked = w.chance(0.2).then(|| w.pick(w.words.questions));
    w.fill(&mut title, asked.unwrap_or(subject));
    if !title.ends_with('?') && w.chance(0.12) {
        title.push_str(w.pick(TITLE_ENDINGS));
    }

    let mut text = String::with_capacity(600);
    if w.chance(0.45) {
        w.say(&mut text, GREETINGS);
    }
    w.say(&mut text, &[situation]);
    let detail = w.say(&mut text, w.words.details);
    if w.chance(0.4) {
        w.say_another(&mut text, w.words.details, detail);
    }
    text.push_str("\n\n");
    if w.chance(0.6) {
        w.say(&mut text, FEELINGS);
    }
    match asked {
        Some(question) => w.say_another(&mut text, w.words.questions, question),
        None => {
            let question = w.say(&mut text, w.words.questions);
            if w.chance(0.3) {
                w.say_another(&mut text, w.words.questions, question);
            }
        }
    }
    if w.chance(0.7) {
        w.say(&mut text, SIGN_OFFS);
    }
    PostText { title, text }
}

/// A comment on a post about `topic`.
pub fn comment(rng: &mut impl Rng, topic: &str) -> String {
    let mut w = Writer::new(rng, topic, Voice::Comment);
    let mut text = String::with_capacity(240);
    if w.chance(0.6) {
        w.say(&mut text, COMMENT_OPENERS);
    }
    w.say(&mut text, w.words.comments);
    if w.chance(0.45) {
        w.say(&mut text, COMMENT_CLOSERS);
    }
    text
}

/// A reply to a comment; `by_author` when the post's author answers.
pub fn reply(rng: &mut impl Rng, by_author: bool) -> String {
    pick(rng, if by_author { AUTHOR_REPLIES } else { REPLIES }).to_owned()
}

/// Why a member gave a reaction of this type (by its name).
pub fn explanation(rng: &mut impl Rng, reaction: &str) -> String {
    let list = EXPLANATIONS
        .iter()
        .find(|(name, _)| *name == reaction)
        .map_or(ANY_EXPLANATIONS, |(_, list)| list);
    pick(rng, list).to_owned()
}

/// Why a member reported something, for a report with this reason.
pub fn report_explanation(rng: &mut impl Rng, reason: &str) -> String {
    const GENERAL: &[&str] = &[
        "This doesn't feel right for this space.",
        "Please could someone take a look at this.",
        "I don't think this follows the community guidelines.",
        "This made me uncomfortable.",
    ];
    let specific: &[&str] = match reason {
        "Bullying" => &[
            "This is unkind to another member.",
            "Picking on someone again.",
        ],
        "Sensitive" => &[
            "Graphic details without a warning.",
            "Could upset people, needs a warning.",
        ],
        "Violence" => &["Describes violence in detail."],
        "NSFW" => &["Not appropriate for this forum."],
        "Fraud" => &["Looks like someone selling a miracle cure.", "Spam link."],
        "False" => &[
            "This is medically wrong and could hurt someone.",
            "Misinformation.",
        ],
        _ => &[],
    };
    if !specific.is_empty() && rng.random_bool(0.6) {
        pick(rng, specific).to_owned()
    } else {
        pick(rng, GENERAL).to_owned()
    }
}

/// A Second Opinion: an article the forum's team curates.
pub struct SecondOpinion {
    pub title: &'static str,
    pub text: &'static str,
    pub author: &'static str,
    pub link: &'static str,
    pub link_title: &'static str,
    pub featured: bool,
    /// Seeded topic titles.
    pub topics: &'static [&'static str],
    /// How long ago it was published.
    pub days_ago: i64,
}

pub const SECOND_OPINIONS: &[SecondOpinion] = &[
    SecondOpinion {
        title: "Getting the most from a short appointment",
        text: "Appointments go quickly, and it's easy to leave without saying the thing you came for. \
A few minutes of preparation helps.\n\n\
Before you go, write down your main concern in one sentence, when it started and what you've \
noticed since. If your symptoms follow your cycle, bring a few months of notes. List any \
medicines or supplements you take.\n\n\
In the room, start with the thing that worries you most. It's fine to read from your notes, to \
ask what a word means, or to ask what happens next and when you should come back. If you don't \
feel heard, you can ask for another appointment or a second opinion.\n\n\
This is general information, not medical advice for you. If something worries you, talk to \
your doctor.",
        author: "A GP on our advisory panel",
        link: "https://example.org/second-opinions/short-appointments",
        link_title: "A printable appointment checklist",
        featured: true,
        topics: &["Periods & Cycles", "Endometriosis", "Menopause"],
        days_ago: 320,
    },
    SecondOpinion {
        title: "Your pelvic floor, explained without the embarrassment",
        text: "Leaking when you laugh or run, needing the loo often, or a heavy feeling at the end of \
the day are common, especially after pregnancy and around menopause. Common doesn't mean you \
have to live with it.\n\n\
A pelvic health physiotherapist can check how your muscles work and give you exercises that \
suit you. Many people find they had been doing them in a way that didn't help.\n\n\
Talk to your doctor about what's available near you. This is general information, not medical \
advice for you.",
        author: "Our pelvic health physiotherapist",
        link: "https://example.org/second-opinions/pelvic-floor",
        link_title: "Questions to ask about pelvic floor physio",
        featured: false,
        topics: &["Pelvic Health", "Postpartum"],
        days_ago: 260,
    },
    SecondOpinion {
        title: "Perimenopause: the signs people don't mention",
        text: "Hot flushes are the sign everyone knows. Many members tell us their first signs were \
different: poor sleep, anxiety, brain fog, aching joints or periods that changed pattern.\n\n\
A symptom diary over a couple of months makes a conversation with your doctor much easier. \
There are different ways to manage symptoms, hormonal and non-hormonal, and what suits you \
depends on your health and your history, so ask about all of them.\n\n\
This is general information, not medical advice for you.",
        author: "The Second Opinions editors",
        link: "https://example.org/second-opinions/perimenopause-signs",
        link_title: "A symptom diary to print",
        featured: true,
        topics: &["Menopause", "Mental Health", "Thyroid & Hormones"],
        days_ago: 190,
    },
    SecondOpinion {
        title: "After a pregnancy loss: looking after yourself and each other",
        text: "Losing a pregnancy at any stage can bring grief that surprises people with its \
strength, and partners often grieve differently. There is no right way to feel.\n\n\
Members have told us what helped them: marking the day in a way that felt right, telling a \
few trusted people, taking time off work, and talking to others who have been through it. \
Your doctor or midwife can tell you about support near you.\n\n\
If you're planning to try again, it's okay to ask for an appointment to talk it through first.",
        author: "Our community midwife",
        link: "https://example.org/second-opinions/after-loss",
        link_title: "Support after pregnancy loss",
        featured: false,
        topics: &["Miscarriage & Loss", "Mental Health"],
        days_ago: 140,
    },
    SecondOpinion {
        title: "PCOS: questions worth asking",
        text: "PCOS shows up differently for different people: irregular periods, skin changes, \
hair growth, tiredness, or trouble getting pregnant. Care should fit what bothers you most.\n\n\
Useful questions: what do my results show? Which symptoms can we work on first, and how? \
What should I do if I want to get pregnant, now or later? When should we check in again?\n\n\
This is general information, not medical advice for you.",
        author: "A GP on our advisory panel",
        link: "https://example.org/second-opinions/pcos-questions",
        link_title: "PCOS appointment questions",
        featured: false,
        topics: &["PCOS", "Fertility"],
        days_ago: 95,
    },
    SecondOpinion {
        title: "Choosing contraception that fits your life",
        text: "There are many options, from pills and patches to coils, implants and injections, \
with and without hormones. None is right for everyone.\n\n\
It can help to think first about what matters to you: how your periods are, whether you'd \
rather not think about it every day, how you've felt on hormones before, and your plans for \
the future. Then talk it through with a nurse, your doctor or a sexual health clinic. You can \
always change your mind.",
        author: "Our sexual health nurse",
        link: "https://example.org/second-opinions/contraception-choices",
        link_title: "Compare the options",
        featured: false,
        topics: &["Contraception", "Sexual Health"],
        days_ago: 48,
    },
    SecondOpinion {
        title: "Endometriosis: keeping a pain diary that helps",
        text: "Endometriosis can take a long time to be recognised. A simple diary helps you and \
your doctor see patterns.\n\n\
Each day, note the pain from 0 to 10, where it was, what you were doing, where you were in \
your cycle and what helped. Add days missed from work or plans. A few months of notes say a \
lot in a short appointment.\n\n\
This is general information, not medical advice for you.",
        author: "The Second Opinions editors",
        link: "https://example.org/second-opinions/pain-diary",
        link_title: "A pain diary template",
        featured: false,
        topics: &["Endometriosis", "Periods & Cycles", "Pelvic Health"],
        days_ago: 12,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use std::collections::HashSet;

    #[test]
    fn every_seeded_topic_has_its_own_words() {
        for (title, _) in forum::service::seed::TOPICS {
            assert_eq!(words_for(title).topic, *title);
        }
        for opinion in SECOND_OPINIONS {
            for topic in opinion.topics {
                assert_eq!(words_for(topic).topic, *topic, "{}", opinion.title);
            }
        }
    }

    #[test]
    fn every_placeholder_is_filled() {
        let mut rng = StdRng::seed_from_u64(1);
        let topics: Vec<&str> = TOPICS
            .iter()
            .map(|words| words.topic)
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
