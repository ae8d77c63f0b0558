pub mod auth;
pub mod files;
pub mod forum;
mod hydrate;
pub mod locations;
pub mod posts;
pub mod profile;
pub mod users;
