//! The small base every crate uses. No domain logic lives here.

pub mod clock;
pub mod config;
pub mod db;
pub mod error;
pub mod id;
pub mod jobs;
pub mod page;
pub mod rate_limit;
pub mod tasks;
pub mod text;
pub mod viewer;

pub use clock::{Clock, SharedClock};
pub use config::Config;
pub use db::Db;
pub use error::{AppError, ErrorKind, Result, UniqueViolation};
pub use id::Id;
pub use page::{Cursor, Page, PageRequest};
/// The configuration's secret type, for the crates that read a secret (`expose_secret()`).
pub use secrecy;
pub use viewer::{ClientIp, Member, Viewer};
