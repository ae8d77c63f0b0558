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
        let valid = email.len() <= 254
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty()
                    && domain.contains('.')
                    && !domain.starts_with('.')
                    && !domain.ends_with('.')
                    && !domain.contains('@')
            })
            && !email.chars().any(char::is_whitespace);
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
