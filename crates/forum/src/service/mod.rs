//! The forum's rules. No GraphQL or HTTP types here.

pub mod reaction_types;
pub mod seed;
pub mod topics;
pub mod visibility;
