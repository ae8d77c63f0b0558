//! How fast one member may write: new posts, comments, reactions and reports are counted per
//! account, so no script can flood the feed or a thread, or hide content by reporting it
//! (ARCHITECTURE §4a, §9; numbers in `Limits`). Crash reports, which anyone may send, are
//! counted per address, and per member too when signed in.

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
    reactions: Rule,
    edits: Rule,
    exports: Rule,
    report_trust_age: chrono::Duration,
    feed_visit_gap: chrono::Duration,
}

impl WriteLimits {
    pub fn new(limiter: RateLimiter, limits: &Limits) -> Self {
        Self {
            limiter,
            posts: limits.post_account,
            comments: limits.comment_account,
            reports: limits.report_account,
            crash_reports: limits.crash_report,
            reactions: limits.reaction_account,
            edits: limits.edit_account,
            exports: limits.export_account,
            report_trust_age: limits.report_trust_age,
            feed_visit_gap: limits.feed_visit_gap,
        }
    }

    /// How old an onboarded account must be for her reports to hide content at once.
    pub fn report_trust_age(&self) -> chrono::Duration {
        self.report_trust_age
    }

    /// Feed views closer together than this are one visit (`FEED_VISIT_GAP`).
    pub fn feed_visit_gap(&self) -> chrono::Duration {
        self.feed_visit_gap
    }

    /// Counts a reaction added or taken back.
    pub async fn reaction(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "reaction",
                member.user_id.as_str(),
                self.reactions,
                "You have reacted a lot in a short time.",
            )
            .await
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

    /// Counts an edit of her own post or comment.
    pub async fn edit(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "edit",
                member.user_id.as_str(),
                self.edits,
                "You have edited a lot in a short time.",
            )
            .await
    }

    /// Counts a download of her own data.
    pub async fn export(&self, viewer: &Viewer) -> Result<()> {
        let member = viewer.require_member()?;
        self.limiter
            .hit(
                "export",
                member.user_id.as_str(),
                self.exports,
                "You have downloaded your data several times already. Please try again later.",
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

    /// Counts a crash report against the address it came from, signed in or not (a member
    /// cannot lift the address's limit by signing in), and against the member when there is
    /// one (she cannot lift hers by changing networks).
    pub async fn crash_report(&self, viewer: &Viewer, client: ClientIp) -> Result<()> {
        const MESSAGE: &str = "We have received many crash reports from you already.";
        let address = client
            .rate_key()
            .unwrap_or_else(|| "unknown address".to_owned());
        self.limiter
            .hit("crash-report", &address, self.crash_reports, MESSAGE)
            .await?;
        if let Some(member) = viewer.as_member() {
            self.limiter
                .hit(
                    "crash-report-member",
                    member.user_id.as_str(),
                    self.crash_reports,
                    MESSAGE,
                )
                .await?;
        }
        Ok(())
    }
}
