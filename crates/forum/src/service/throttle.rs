//! How fast one member may write: new posts, comments and reports are counted per account,
//! so no script can flood the feed or a thread, or hide content by reporting it
//! (ARCHITECTURE §4a, §9; numbers in `Limits`). Crash reports, which anyone may send, are
//! counted per member or, signed out, per address.

use common::config::Limits;
use common::rate_limit::{RateLimiter, Rule};
use common::{ClientIp, Result, Viewer};

#[derive(Clone)]
pub struct WriteLimits {
    limiter: RateLimiter,
    posts: Rule,
    comments: Rule,
    reports: Rule,
    crash_reports: Rule,
}

impl WriteLimits {
    pub fn new(limiter: RateLimiter, limits: &Limits) -> Self {
        Self {
            limiter,
            posts: limits.post_account,
            comments: limits.comment_account,
            reports: limits.report_account,
            crash_reports: limits.crash_report,
        }
    }

    pub async fn post(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "post",
                member.user_id.as_str(),
                self.posts,
                "You have posted a lot in a short time.",
            )
            .await
    }

    pub async fn comment(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "comment",
                member.user_id.as_str(),
                self.comments,
                "You have commented a lot in a short time.",
            )
            .await
    }

    /// Counts a new report (a duplicate is not one, so its caller does not count it).
    pub async fn report(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "report",
                member.user_id.as_str(),
                self.reports,
                "You have sent too many reports.",
            )
            .await
    }

    /// Counts a crash report: the member's, or the address's when signed out.
    pub async fn crash_report(&self, viewer: &Viewer, client: ClientIp) -> Result<()> {
        let subject = match (viewer.as_member(), client.0) {
            (Some(member), _) => member.user_id.to_string(),
            (None, Some(ip)) => ip.to_string(),
            (None, None) => "unknown address".to_owned(),
        };
        self.limiter
            .hit(
                "crash-report",
                &subject,
                self.crash_reports,
                "We have received many crash reports from you already.",
            )
            .await
    }
}
