//! The small base every crate uses. No domain logic lives here.

pub mod config;
pub mod db;
pub mod error;
pub mod guard;
pub mod id;
pub mod page;
pub mod viewer;

pub use config::Config;
pub use db::Db;
pub use error::{AppError, ErrorKind, Result};
pub use id::Id;
pub use page::{Page, PageArgs};
pub use viewer::{ClientIp, Viewer};

/// The current time. One place, so every record agrees on what "now" is.
pub fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}
