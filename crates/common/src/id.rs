use std::fmt;

use rand::RngCore;

use crate::AppError;

/// A record id: 24 lowercase hex characters, time-ordered like a MongoDB ObjectId
/// (4 bytes of seconds since the epoch, then 8 random bytes). Stored as text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(String);

impl Id {
    pub fn generate() -> Self {
        let secs = u32::try_from(crate::now().timestamp()).unwrap_or(u32::MAX);
        let mut bytes = [0u8; 12];
        bytes[..4].copy_from_slice(&secs.to_be_bytes());
        rand::rng().fill_bytes(&mut bytes[4..]);
        Self(hex::encode(bytes))
    }

    /// Accepts only 24 hex characters (either case; stored lower-case).
    pub fn parse(value: &str) -> Result<Self, AppError> {
        if value.len() == 24 && value.bytes().all(|b| b.is_ascii_hexdigit()) {
            Ok(Self(value.to_ascii_lowercase()))
        } else {
            Err(AppError::not_found("record"))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Id> for String {
    fn from(id: Id) -> Self {
        id.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_ids_are_24_hex_and_time_ordered() {
        let a = Id::generate();
        assert_eq!(a.as_str().len(), 24);
        assert!(
            a.as_str()
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        );
        let b = Id::generate();
        assert!(a.as_str()[..8] <= b.as_str()[..8]);
        assert_ne!(a, b);
    }

    #[test]
    fn parse_rejects_anything_but_24_hex() {
        assert!(Id::parse("65a1b2c3d4e5f60718293a4b").is_ok());
        assert_eq!(
            Id::parse("65A1B2C3D4E5F60718293A4B").unwrap().as_str(),
            "65a1b2c3d4e5f60718293a4b"
        );
        for bad in [
            "",
            "new",
            "65a1b2c3d4e5f60718293a4",
            "65a1b2c3d4e5f60718293a4g",
            "'; drop table users;--  ",
        ] {
            assert!(Id::parse(bad).is_err(), "{bad}");
        }
    }
}
