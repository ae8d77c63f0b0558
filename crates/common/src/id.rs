use std::fmt;

use rand::RngCore;
use sea_orm::DeriveValueType;
use serde::{Deserialize, Deserializer, Serialize};

use crate::AppError;

/// A record id: 24 lowercase hex characters, time-ordered like a MongoDB ObjectId
/// (4 bytes of seconds since the epoch, then 8 random bytes). Stored as text.
///
/// Ids from a client are parsed once, at the boundary ([`Id::parse`]); services and
/// entities only ever see this type, never a string that might not be an id.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, DeriveValueType, Serialize)]
#[serde(transparent)]
pub struct Id(String);

impl Id {
    /// A new id. Its time part comes from the system clock: it only makes ids unique and
    /// roughly ordered; no rule reads time from an id.
    pub fn generate() -> Self {
        Self::at(chrono::Utc::now(), &mut rand::rng())
    }

    /// An id whose time part is `time` (clamped to what 4 bytes of seconds hold) and whose
    /// random part comes from `rng`: for records dated in the past, such as demo content, and
    /// reproducible with a seeded `rng`.
    pub fn at(time: chrono::DateTime<chrono::Utc>, rng: &mut impl RngCore) -> Self {
        let secs = u32::try_from(time.timestamp().max(0)).unwrap_or(u32::MAX);
        let mut bytes = [0u8; 12];
        bytes[..4].copy_from_slice(&secs.to_be_bytes());
        rng.fill_bytes(&mut bytes[4..]);
        Self(hex::encode(bytes))
    }

    /// Accepts exactly 24 hex characters (either case; kept lower-case). Anything else is the
    /// client's mistake: a 400 / `BAD_USER_INPUT` naming the field, never a 404 or a 500.
    pub fn parse(field: &'static str, value: &str) -> Result<Self, AppError> {
        Self::try_from_str(value)
            .ok_or_else(|| AppError::invalid(field, format!("{field} is not a valid id")))
    }

    fn try_from_str(value: &str) -> Option<Self> {
        (value.len() == 24 && value.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| Self(value.to_ascii_lowercase()))
    }

    /// An id read back from the database (inside a JSON column, where sea-orm does not
    /// decode it): the database holds only ids the server made or checked.
    pub fn stored(value: String) -> Self {
        Self(value)
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

/// Ids are strings in the database: a number cannot become one.
impl sea_orm::TryFromU64 for Id {
    fn try_from_u64(_: u64) -> Result<Self, sea_orm::DbErr> {
        Err(sea_orm::DbErr::ConvertFromU64("Id"))
    }
}

/// In a JSON body an id is validated like any other field: a malformed one is refused there.
impl<'de> Deserialize<'de> for Id {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = String::deserialize(deserializer)?;
        Self::try_from_str(&value)
            .ok_or_else(|| serde::de::Error::custom("is not a valid id (24 hex characters)"))
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
    fn ids_at_a_time_carry_its_seconds() {
        use rand::SeedableRng;
        let time = chrono::DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let id = Id::at(time, &mut rng);
        assert_eq!(&id.as_str()[..8], format!("{:08x}", 1_700_000_000u32));
        assert_ne!(id, Id::at(time, &mut rng), "the random part differs");
        let again = Id::at(time, &mut rand::rngs::StdRng::seed_from_u64(7));
        assert_eq!(id, again, "a seeded rng gives the same id");
    }

    #[test]
    fn parse_rejects_anything_but_24_hex_naming_the_field() {
        assert!(Id::parse("id", "65a1b2c3d4e5f60718293a4b").is_ok());
        assert_eq!(
            Id::parse("id", "65A1B2C3D4E5F60718293A4B")
                .unwrap()
                .as_str(),
            "65a1b2c3d4e5f60718293a4b"
        );
        for bad in [
            "",
            "new",
            "65a1b2c3d4e5f60718293a4",
            "65a1b2c3d4e5f60718293a4g",
            "'; drop table users;--  ",
        ] {
            let err = Id::parse("topicId", bad).unwrap_err();
            assert_eq!(err.kind(), crate::ErrorKind::BadUserInput, "{bad}");
            assert_eq!(err.to_string(), "topicId is not a valid id");
        }
    }

    #[test]
    fn json_ids_are_validated() {
        let id: Id = serde_json::from_str("\"65a1b2c3d4e5f60718293a4b\"").unwrap();
        assert_eq!(
            serde_json::to_string(&id).unwrap(),
            "\"65a1b2c3d4e5f60718293a4b\""
        );
        assert!(serde_json::from_str::<Id>("\"nope\"").is_err());
    }
}
