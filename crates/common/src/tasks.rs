//! Work that finishes after the response (sending a mail): tracked, so a failure is logged
//! with the task's name and a shutdown waits for what is still running.

use std::future::Future;
use std::time::Duration;

use tokio_util::task::TaskTracker;

use crate::Result;

#[derive(Clone, Default)]
pub struct Background(TaskTracker);

impl Background {
    pub fn new() -> Self {
        Self::default()
    }

    /// Runs `work` after the caller has answered. Its error is logged, never lost.
    pub fn spawn(
        &self,
        name: &'static str,
        work: impl Future<Output = Result<()>> + Send + 'static,
    ) {
        self.0.spawn(async move {
            if let Err(err) = work.await {
                tracing::error!(task = name, "background task failed");
                err.log_if_internal();
            }
        });
    }

    /// Stops taking work and waits up to `deadline` for what runs; answers whether all finished.
    pub async fn finish(&self, deadline: Duration) -> bool {
        self.0.close();
        tokio::time::timeout(deadline, self.0.wait()).await.is_ok()
    }
}
