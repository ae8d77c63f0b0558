//! The starter content a new forum needs: health topics and the reaction types.
//! Inserted on start when the tables are empty, so admins' later edits are never undone.

use chrono::{DateTime, Utc};
use common::{Id, Result};
use entity::{reaction_types, topics};
use sea_orm::{
    ActiveValue::Set, ConnectionTrait, EntityTrait, PaginatorTrait, TransactionSession,
    TransactionTrait,
};

pub const TOPICS: &[(&str, &str)] = &[
    (
        "Periods & Cycles",
        "Periods, cycle tracking, PMS and anything that feels off from month to month.",
    ),
    (
        "Fertility",
        "Trying to conceive, fertility tests, treatments and the waiting in between.",
    ),
    (
        "Pregnancy",
        "From the first test to the last trimester: symptoms, scans and worries.",
    ),
    (
        "Postpartum",
        "Recovery, feeding, sleep and feelings in the months after birth.",
    ),
    (
        "Miscarriage & Loss",
        "Pregnancy loss and grief, in a space that understands.",
    ),
    (
        "Menopause",
        "Perimenopause, menopause and beyond: symptoms, treatments and support.",
    ),
    (
        "PCOS",
        "Polycystic ovary syndrome: diagnosis, symptoms and living well with it.",
    ),
    (
        "Endometriosis",
        "Pain, diagnosis, treatment and everyday life with endometriosis.",
    ),
    (
        "Contraception",
        "Pills, coils, implants and other options: experiences and side effects.",
    ),
    (
        "Sexual Health",
        "Intimacy, infections, screening and the questions you might not ask elsewhere.",
    ),
    (
        "Mental Health",
        "Anxiety, low mood, stress and looking after your mind.",
    ),
    (
        "Breast Health",
        "Breast changes, screening, lumps and what to ask your doctor.",
    ),
    (
        "Pelvic Health",
        "Pelvic floor, prolapse, bladder and bowel health.",
    ),
    (
        "Thyroid & Hormones",
        "Thyroid conditions and the other hormones that shape how you feel.",
    ),
    (
        "Heart Health",
        "Heart symptoms that can look different in women, and staying well.",
    ),
    (
        "Nutrition & Movement",
        "Food, exercise and energy through every stage of life.",
    ),
];

/// (name, emoji, what it means): the legend "What do the emojis mean?" shows these.
pub const REACTION_TYPES: &[(&str, &str, &str)] = &[
    ("Me Too", "🙋‍♀️", "I've been through this too."),
    ("Sending Love", "❤️", "Sending you love and support."),
    ("Hugs", "🤗", "A warm hug for a hard moment."),
    ("Thank You", "🙏", "Thank you for sharing this."),
    ("Stay Strong", "💪", "You are stronger than you think."),
    ("Helpful", "💡", "This taught me something useful."),
    ("Listening", "👂", "I hear you, and I'm here."),
];

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Seeded {
    pub topics: usize,
    pub reaction_types: usize,
}

/// Fills the empty tables, in one transaction, with `now` as their creation time.
pub async fn seed_defaults(
    db: &(impl ConnectionTrait + TransactionTrait),
    now: DateTime<Utc>,
) -> Result<Seeded> {
    let txn = common::db::begin_write(db).await?;
    let mut seeded = Seeded::default();
    if topics::Entity::find().count(&txn).await? == 0 {
        let at = now;
        let rows = TOPICS
            .iter()
            .map(|(title, description)| topics::ActiveModel {
                id: Set(Id::generate()),
                title: Set((*title).to_owned()),
                description: Set(Some((*description).to_owned())),
                created_at: Set(at),
                updated_at: Set(at),
            });
        topics::Entity::insert_many(rows).exec(&txn).await?;
        seeded.topics = TOPICS.len();
    }
    if reaction_types::Entity::find().count(&txn).await? == 0 {
        let rows = REACTION_TYPES
            .iter()
            .zip(1..)
            .map(
                |((name, emoji, description), position)| reaction_types::ActiveModel {
                    id: Set(Id::generate()),
                    name: Set((*name).to_owned()),
                    emoji: Set((*emoji).to_owned()),
                    description: Set((*description).to_owned()),
                    position: Set(position),
                    hidden: Set(false),
                },
            );
        reaction_types::Entity::insert_many(rows).exec(&txn).await?;
        seeded.reaction_types = REACTION_TYPES.len();
    }
    txn.commit().await?;
    Ok(seeded)
}
