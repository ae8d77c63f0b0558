//! Who is asking. Built once per request by the gateway from the access token;
//! services decide what that viewer may do.

use std::net::IpAddr;

use crate::{AppError, Result};

/// The address a request came from, for in-memory rate limits only: never stored or logged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClientIp(pub Option<IpAddr>);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub user_id: String,
    pub session_id: String,
    pub is_admin: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Viewer {
    #[default]
    Anonymous,
    Member(Member),
}

impl Viewer {
    pub fn require_member(&self) -> Result<&Member> {
        match self {
            Self::Member(member) => Ok(member),
            Self::Anonymous => Err(AppError::Unauthenticated("Missing access token")),
        }
    }

    pub fn require_admin(&self) -> Result<&Member> {
        let member = self.require_member()?;
        if member.is_admin {
            Ok(member)
        } else {
            Err(AppError::Forbidden)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(is_admin: bool) -> Viewer {
        Viewer::Member(Member {
            user_id: "u".into(),
            session_id: "s".into(),
            is_admin,
        })
    }

    #[test]
    fn anonymous_is_neither_member_nor_admin() {
        assert!(matches!(
            Viewer::Anonymous.require_member(),
            Err(AppError::Unauthenticated(_))
        ));
        assert!(matches!(
            Viewer::Anonymous.require_admin(),
            Err(AppError::Unauthenticated(_))
        ));
    }

    #[test]
    fn a_member_is_not_an_admin() {
        assert!(member(false).require_member().is_ok());
        assert!(matches!(
            member(false).require_admin(),
            Err(AppError::Forbidden)
        ));
        assert!(member(true).require_admin().is_ok());
    }
}
