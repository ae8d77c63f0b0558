pub mod auth;
pub mod forum;
pub mod users;
