//! Who is asking, and when. Built once per request (from the bearer token and the server's
//! clock); services decide what that viewer may do, and stamp what they write with its time.

use std::net::IpAddr;

use chrono::{DateTime, Utc};

use crate::{AppError, Id, Result};

/// The address a request came from, for rate limits only: never stored in the clear or logged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClientIp(pub Option<IpAddr>);

impl ClientIp {
    /// What per-address limits count by: an IPv4 address, or an IPv6 address's /64 network.
    /// One IPv6 subscriber is given a whole /64 (and often more), so counting each of its
    /// 2^64 addresses on its own would limit nothing. An IPv4 address written as IPv6
    /// (`::ffff:a.b.c.d`) counts as the IPv4 address. `None` when the address is unknown.
    pub fn rate_key(&self) -> Option<String> {
        Some(match self.0? {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => v4.to_string(),
                None => {
                    let s = v6.segments();
                    format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
                }
            },
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub user_id: Id,
    pub session_id: Id,
    pub is_admin: bool,
    /// Until when an admin suspended her (read with the session on every request, so a
    /// suspension and its lift take effect at once); past dates mean nothing.
    pub suspended_until: Option<DateTime<Utc>>,
    /// Her new posts and comments are quarantined as they are written.
    pub shadow_banned: bool,
}

impl Member {
    /// A member with no restriction: what tests and freshly signed-in accounts start from.
    pub fn new(user_id: Id, session_id: Id, is_admin: bool) -> Self {
        Self {
            user_id,
            session_id,
            is_admin,
            suspended_until: None,
            shadow_banned: false,
        }
    }
}

/// What a suspended member is told when she tries to write, e.g. "Your account is suspended
/// until November 30, 2026. You can still read."
pub fn suspended_message(until: DateTime<Utc>) -> String {
    format!(
        "Your account is suspended until {}. You can still read.",
        until.format("%B %-d, %Y")
    )
}

#[derive(Clone, Debug)]
pub struct Viewer {
    member: Option<Member>,
    now: DateTime<Utc>,
}

impl Viewer {
    pub fn anonymous(now: DateTime<Utc>) -> Self {
        Self { member: None, now }
    }

    pub fn member(member: Member, now: DateTime<Utc>) -> Self {
        Self {
            member: Some(member),
            now,
        }
    }

    /// The time of this request: every row one request writes carries the same instant.
    pub fn now(&self) -> DateTime<Utc> {
        self.now
    }

    pub fn as_member(&self) -> Option<&Member> {
        self.member.as_ref()
    }

    pub fn require_member(&self) -> Result<&Member> {
        self.member
            .as_ref()
            .ok_or(AppError::Unauthenticated("Missing access token"))
    }

    /// The member, when she may write now: posts, comments, reactions, reports and edits are
    /// refused while an admin's suspension lasts (reads are not).
    pub fn require_writer(&self) -> Result<&Member> {
        let member = self.require_member()?;
        match member.suspended_until {
            Some(until) if until > self.now => Err(AppError::RefusedNow(suspended_message(until))),
            _ => Ok(member),
        }
    }

    /// Whether what she writes now is quarantined at once (an admin shadow-banned her).
    pub fn writes_quarantined(&self) -> bool {
        self.member.as_ref().is_some_and(|m| m.shadow_banned)
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
        Viewer::member(
            Member::new(Id::generate(), Id::generate(), is_admin),
            Utc::now(),
        )
    }

    #[test]
    fn a_suspended_member_reads_but_does_not_write_until_the_end() {
        let now = Utc::now();
        let until = chrono::DateTime::parse_from_rfc3339("2026-11-30T10:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let mut member = Member::new(Id::generate(), Id::generate(), false);
        member.suspended_until = Some(until);
        let during = Viewer::member(member.clone(), until - chrono::Duration::days(1));
        let err = during.require_writer().unwrap_err();
        assert_eq!(
            err.to_string(),
            "Your account is suspended until November 30, 2026. You can still read."
        );
        assert!(during.require_member().is_ok());
        assert!(Viewer::member(member, until).require_writer().is_ok());
        assert!(
            Viewer::member(Member::new(Id::generate(), Id::generate(), false), now)
                .require_writer()
                .is_ok()
        );
    }

    #[test]
    fn addresses_count_by_ipv4_address_or_ipv6_network() {
        let key = |ip: &str| ClientIp(Some(ip.parse().unwrap())).rate_key().unwrap();
        assert_eq!(key("203.0.113.7"), "203.0.113.7");
        assert_eq!(key("::ffff:203.0.113.7"), "203.0.113.7");
        assert_eq!(key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_eq!(
            key("2001:db8:1:2:ffff:ffff:ffff:ffff"),
            key("2001:db8:1:2::1")
        );
        assert_ne!(key("2001:db8:1:3::1"), key("2001:db8:1:2::1"));
        assert_eq!(ClientIp(None).rate_key(), None);
    }

    #[test]
    fn anonymous_is_neither_member_nor_admin() {
        let anonymous = Viewer::anonymous(Utc::now());
        assert!(matches!(
            anonymous.require_member(),
            Err(AppError::Unauthenticated(_))
        ));
        assert!(matches!(
            anonymous.require_admin(),
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
