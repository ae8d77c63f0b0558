pub mod auth;
pub mod forum;
pub mod profile;
pub mod users;
