//! Identity rules. No GraphQL or HTTP types here.

pub mod accounts;
pub mod admin;
pub mod email;
pub mod mail;
pub mod password;
pub mod password_reset;
pub mod sessions;
pub mod throttle;
pub mod tokens;
pub mod username;

use mail::MailSender;
use throttle::LoginThrottle;
use tokens::TokenKeys;

/// What the identity services need besides the database, built once at start-up and shared.
pub struct Auth {
    pub keys: TokenKeys,
    pub mail: MailSender,
    pub throttle: LoginThrottle,
    /// Links in mail point here.
    pub public_url: String,
    /// Verified against when an email is unknown, so a wrong email costs the same time as a
    /// wrong password.
    pub(crate) dummy_hash: String,
    /// Serialises issuing reset links, so the hourly limit holds under simultaneous requests.
    pub(crate) reset_lock: tokio::sync::Mutex<()>,
}

impl Auth {
    pub async fn new(secret: &[u8], mail: MailSender, public_url: String) -> common::Result<Self> {
        let dummy_hash = password::hash(tokens::opaque_token()).await?;
        Ok(Self {
            keys: TokenKeys::from_secret(secret),
            mail,
            throttle: LoginThrottle::default(),
            public_url,
            dummy_hash,
            reset_lock: tokio::sync::Mutex::default(),
        })
    }
}
