//! The forum's rules. No GraphQL or HTTP types here.

pub mod authors;
pub mod block_rules;
pub mod blocks;
pub mod care;
pub mod comment_relations;
pub mod comments;
pub mod counts;
pub mod data_export;
pub mod erasure;
pub mod follows;
pub mod notifications;
pub mod post_relations;
pub mod posts;
pub mod privacy_check;
pub mod reaction_types;
pub mod reactions;
pub mod saves;
pub mod seed;
pub mod throttle;
pub mod visibility;
