pub mod auth;
pub mod files;
pub mod forum;
pub mod locations;
pub mod profile;
pub mod users;
