pub mod auth;
pub mod files;
pub mod forum;
pub mod profile;
pub mod users;
