//! Accounts, credentials, sessions, password reset, usernames, profile and onboarding.

pub mod graphql;
pub mod service;

pub use graphql::{IdentityMutation, IdentityQuery};
