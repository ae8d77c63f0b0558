//! Generated usernames: adjective + noun + a number from 100 to 999, from two gentle word
//! lists of our own. Members never choose their name, which keeps the forum anonymous.

use std::collections::HashSet;

use common::{AppError, Result};
use entity::users;
use rand::Rng;
use rand::seq::IndexedRandom;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

pub const ADJECTIVES: &[&str] = &[
    "Amber",
    "Ample",
    "Balmy",
    "Blissful",
    "Blooming",
    "Bold",
    "Brave",
    "Breezy",
    "Bright",
    "Brisk",
    "Calm",
    "Candid",
    "Caring",
    "Cheerful",
    "Clever",
    "Coral",
    "Cosy",
    "Curious",
    "Daring",
    "Dawning",
    "Dewy",
    "Dreamy",
    "Earnest",
    "Easy",
    "Fair",
    "Faithful",
    "Fearless",
    "Fond",
    "Free",
    "Fresh",
    "Friendly",
    "Gentle",
    "Giving",
    "Glad",
    "Gleaming",
    "Glowing",
    "Golden",
    "Graceful",
    "Grateful",
    "Happy",
    "Hardy",
    "Hearty",
    "Helpful",
    "Honest",
    "Hopeful",
    "Humble",
    "Jolly",
    "Joyful",
    "Keen",
    "Kind",
    "Lively",
    "Loyal",
    "Lucky",
    "Lunar",
    "Mellow",
    "Merry",
    "Mighty",
    "Mindful",
    "Misty",
    "Modest",
    "Noble",
    "Open",
    "Patient",
    "Peaceful",
    "Plucky",
    "Polite",
    "Quiet",
    "Radiant",
    "Rosy",
    "Serene",
    "Silver",
    "Sincere",
    "Smiling",
    "Snug",
    "Soft",
    "Solar",
    "Sparkling",
    "Spirited",
    "Steady",
    "Sunny",
    "Sweet",
    "Swift",
    "Tender",
    "Thankful",
    "Tidy",
    "Tranquil",
    "True",
    "Trusty",
    "Upbeat",
    "Valiant",
    "Velvet",
    "Vivid",
    "Warm",
    "Wise",
    "Witty",
    "Wonder",
    "Zesty",
    "Zen",
    "Starry",
    "Wild",
];

pub const NOUNS: &[&str] = &[
    "Acorn",
    "Aurora",
    "Aster",
    "Bay",
    "Beacon",
    "Birch",
    "Bloom",
    "Blossom",
    "Breeze",
    "Brook",
    "Butterfly",
    "Canary",
    "Canyon",
    "Cedar",
    "Cloud",
    "Clover",
    "Comet",
    "Coral",
    "Cove",
    "Crane",
    "Creek",
    "Daisy",
    "Dawn",
    "Dove",
    "Dune",
    "Ember",
    "Fern",
    "Finch",
    "Firefly",
    "Fjord",
    "Flame",
    "Forest",
    "Fox",
    "Garden",
    "Gazelle",
    "Glade",
    "Harbor",
    "Hazel",
    "Heron",
    "Hill",
    "Honey",
    "Iris",
    "Island",
    "Ivy",
    "Jasmine",
    "Juniper",
    "Kestrel",
    "Lagoon",
    "Lark",
    "Lavender",
    "Leaf",
    "Lily",
    "Lotus",
    "Magnolia",
    "Maple",
    "Meadow",
    "Meteor",
    "Moon",
    "Moss",
    "Nectar",
    "Oak",
    "Ocean",
    "Orchid",
    "Otter",
    "Owl",
    "Panda",
    "Pearl",
    "Pebble",
    "Petal",
    "Pine",
    "Poppy",
    "Prairie",
    "Quill",
    "Rain",
    "Rainbow",
    "Raven",
    "Reed",
    "Ripple",
    "River",
    "Robin",
    "Rose",
    "Sage",
    "Sparrow",
    "Spring",
    "Star",
    "Stream",
    "Summit",
    "Sun",
    "Swan",
    "Thistle",
    "Tide",
    "Tulip",
    "Valley",
    "Violet",
    "Wave",
    "Willow",
    "Wren",
    "Lynx",
    "Seal",
    "Koala",
];

/// How many candidates one database round trip checks.
const BATCH: usize = 8;

pub fn candidate() -> String {
    candidate_with(&mut rand::rng())
}

/// A generated name drawn from `rng` (a seeded one makes demo members reproducible).
pub fn candidate_with(rng: &mut impl Rng) -> String {
    let adjective = ADJECTIVES.choose(rng).copied().unwrap_or("Kind");
    let noun = NOUNS.choose(rng).copied().unwrap_or("Star");
    format!("{adjective}{noun}{}", rng.random_range(100..=999))
}

/// True when `name` has the generated shape (the server only accepts names it could have made).
pub fn is_generated(name: &str) -> bool {
    let Some(number) = name.get(name.len().saturating_sub(3)..) else {
        return false;
    };
    let Ok(number) = number.parse::<u16>() else {
        return false;
    };
    let words = &name[..name.len() - 3];
    (100..=999).contains(&number)
        && ADJECTIVES.iter().any(|adjective| {
            words
                .strip_prefix(adjective)
                .is_some_and(|noun| NOUNS.contains(&noun))
        })
}

/// A generated username nobody holds yet.
pub async fn suggest_unused(db: &impl ConnectionTrait) -> Result<String> {
    for _ in 0..4 {
        let candidates: Vec<String> = (0..BATCH).map(|_| candidate()).collect();
        let taken: HashSet<String> = users::Entity::find()
            .select_only()
            .column(users::Column::Username)
            .filter(users::Column::Username.is_in(candidates.clone()))
            .into_tuple::<String>()
            .all(db)
            .await?
            .into_iter()
            .collect();
        if let Some(free) = candidates.into_iter().find(|c| !taken.contains(c)) {
            return Ok(free);
        }
    }
    // 100 × 100 × 900 names: reaching this means the forum is nearly full.
    Err(AppError::Conflict(
        "No usernames are free right now, please try again".into(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_lists_are_about_a_hundred_unique_words() {
        for list in [ADJECTIVES, NOUNS] {
            let unique: HashSet<_> = list.iter().collect();
            assert_eq!(unique.len(), list.len());
            assert!((95..=110).contains(&list.len()));
        }
    }

    #[test]
    fn candidates_have_the_generated_shape() {
        for _ in 0..200 {
            let name = candidate();
            assert!(is_generated(&name), "{name}");
            let number: u16 = name[name.len() - 3..].parse().unwrap();
            assert!((100..=999).contains(&number));
        }
    }

    #[test]
    fn made_up_names_are_not_generated() {
        for name in [
            "KindStar99",
            "KindStar1000",
            "EvilStar123",
            "KindStar",
            "",
            "KindStarx12",
            "Kind Star123",
        ] {
            assert!(!is_generated(name), "{name}");
        }
    }
}
