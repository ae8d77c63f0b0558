//! Identity rules. No GraphQL or HTTP types here.

pub mod accounts;
pub mod admin;
pub mod cleanup;
pub mod email;
pub mod mail;
pub mod password;
pub mod password_reset;
pub mod profile;
pub mod sessions;
pub mod tokens;
pub mod username;

use common::config::Limits;
use common::rate_limit::RateLimiter;
use common::tasks::Background;
use mail::MailSender;
use password::Passwords;
use tokens::TokenKeys;

/// What the identity services share besides the database, built once at start-up: the
/// token keys, the password hasher, the mailer, and the limits that guard them.
pub struct Auth {
    pub keys: TokenKeys,
    pub passwords: Passwords,
    pub mail: MailSender,
    pub limiter: RateLimiter,
    pub limits: Limits,
    /// Mail goes out after the answer, as a tracked task.
    pub background: Background,
    /// Links in mail point here.
    pub public_url: String,
}
