use common::{AppError, Result};

/// A normalised (trimmed, lower-cased) email address with a plausible shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self> {
        let email = raw.trim().to_lowercase();
        if email.is_empty() {
            return Err(AppError::invalid(
                "email",
                "Please provide your email address",
            ));
        }
        // Letters (any script), digits and the symbols a mailbox may use; never control or
        // formatting characters (NUL, bidi overrides), whitespace, quotes or angle brackets,
        // which could disguise the address where it is shown or break the mail header.
        let local_char = |c: char| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c);
        let domain_char = |c: char| c.is_alphanumeric() || c == '-' || c == '.';
        let valid = email.chars().count() <= 254
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty()
                    && local.chars().count() <= 64
                    && local.chars().all(local_char)
                    && !local.starts_with('.')
                    && !local.ends_with('.')
                    && domain.contains('.')
                    && domain.chars().all(domain_char)
                    && !domain.starts_with(['.', '-'])
                    && !domain.ends_with(['.', '-'])
                    && !domain.contains("..")
            })
            && !email.contains("..");
        if valid {
            Ok(Self(email))
        } else {
            Err(AppError::invalid("email", "Invalid email address"))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What `banned_emails` keeps of a banned address: its SHA-256, never the address.
    pub fn ban_key(&self) -> String {
        ban_key(&self.0)
    }
}

/// The SHA-256 (hex) of an already normalised address, as `banned_emails` stores it.
pub fn ban_key(normalised: &str) -> String {
    super::tokens::hash_token(normalised)
}

/// Whether this address belongs to a banned member (her account may be gone since).
pub async fn is_banned(db: &impl sea_orm::ConnectionTrait, email: &Email) -> Result<bool> {
    use sea_orm::EntityTrait;
    Ok(entity::banned_emails::Entity::find_by_id(email.ban_key())
        .one(db)
        .await?
        .is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_and_international_addresses_pass() {
        for good in [
            "o'brien+forum@example.co.uk",
            "zoë@exämple.de",
            "a.b-c_d@sub.example.org",
        ] {
            assert!(Email::parse(good).is_ok(), "{good}");
        }
    }

    #[test]
    fn emails_are_normalised() {
        assert_eq!(
            Email::parse("  Jane.Doe@Example.COM ").unwrap().as_str(),
            "jane.doe@example.com"
        );
    }

    #[test]
    fn malformed_emails_are_refused_with_the_spec_message() {
        for bad in [
            "jane",
            "jane@",
            "@example.com",
            "jane@example",
            "jane doe@example.com",
            "a@b@c.com",
            "jane\0@example.com",
            "jane@exam\u{202e}ple.com",
            "jane\u{2066}@example.com",
            "<jane>@example.com",
            "jane@example.com>",
            "\"jane\"@example.com",
            "jane@exa_mple.com",
            "jane..doe@example.com",
            ".jane@example.com",
        ] {
            let err = Email::parse(bad).unwrap_err();
            assert_eq!(err.to_string(), "Invalid email address", "{bad}");
        }
        assert_eq!(
            Email::parse(" ").unwrap_err().to_string(),
            "Please provide your email address"
        );
    }
}
