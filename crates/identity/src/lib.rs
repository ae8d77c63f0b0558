//! Accounts, credentials, sessions, password reset, usernames, profile and onboarding.

pub mod graphql;
pub mod http;
pub mod service;

pub use graphql::{IdentityMutation, IdentityQuery};
