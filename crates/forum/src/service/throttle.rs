//! How fast one member may write: new posts and comments are counted per account, so no
//! script can flood the feed or a thread (ARCHITECTURE §9; numbers in `Limits`).

use common::config::Limits;
use common::rate_limit::{RateLimiter, Rule};
use common::{Result, Viewer};

#[derive(Clone)]
pub struct WriteLimits {
    limiter: RateLimiter,
    posts: Rule,
    comments: Rule,
}

impl WriteLimits {
    pub fn new(limiter: RateLimiter, limits: &Limits) -> Self {
        Self {
            limiter,
            posts: limits.post_account,
            comments: limits.comment_account,
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
}
