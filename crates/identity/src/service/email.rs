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
