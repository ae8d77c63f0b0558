//! Login throttling: too many failures for one account, or from one client, in a window get
//! 429 until the window passes. Counters live in memory only: no address is ever stored.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use common::{AppError, Result};

use super::tokens::hash_token;

const WINDOW: Duration = Duration::from_secs(15 * 60);
const ACCOUNT_FAILURES: u32 = 5;
const CLIENT_FAILURES: u32 = 20;
pub const TOO_MANY_ATTEMPTS: &str =
    "Too many failed attempts. Please wait 15 minutes and try again.";

struct Counter {
    failures: u32,
    since: Instant,
}

struct Limiter {
    limit: u32,
    counters: Mutex<HashMap<String, Counter>>,
}

impl Limiter {
    fn new(limit: u32) -> Self {
        Self {
            limit,
            counters: Mutex::new(HashMap::new()),
        }
    }

    fn is_blocked(&self, key: &str) -> bool {
        let counters = self
            .counters
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        counters
            .get(key)
            .is_some_and(|c| c.since.elapsed() < WINDOW && c.failures >= self.limit)
    }

    fn fail(&self, key: String) {
        let mut counters = self
            .counters
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if counters.len() > 100_000 {
            counters.retain(|_, c| c.since.elapsed() < WINDOW);
        }
        let counter = counters.entry(key).or_insert(Counter {
            failures: 0,
            since: Instant::now(),
        });
        if counter.since.elapsed() >= WINDOW {
            *counter = Counter {
                failures: 0,
                since: Instant::now(),
            };
        }
        counter.failures += 1;
    }

    fn clear(&self, key: &str) {
        self.counters
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(key);
    }
}

pub struct LoginThrottle {
    accounts: Limiter,
    clients: Limiter,
}

impl Default for LoginThrottle {
    fn default() -> Self {
        Self {
            accounts: Limiter::new(ACCOUNT_FAILURES),
            clients: Limiter::new(CLIENT_FAILURES),
        }
    }
}

/// Keys hash the email so memory holds no address in the clear.
fn account_key(email: &str) -> String {
    hash_token(email)
}

impl LoginThrottle {
    pub fn check(&self, email: &str, client: Option<IpAddr>) -> Result<()> {
        let client_blocked = client.is_some_and(|ip| self.clients.is_blocked(&ip.to_string()));
        if client_blocked || self.accounts.is_blocked(&account_key(email)) {
            return Err(AppError::RateLimited(TOO_MANY_ATTEMPTS.into()));
        }
        Ok(())
    }

    pub fn failed(&self, email: &str, client: Option<IpAddr>) {
        self.accounts.fail(account_key(email));
        if let Some(ip) = client {
            self.clients.fail(ip.to_string());
        }
    }

    pub fn succeeded(&self, email: &str) {
        self.accounts.clear(&account_key(email));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_blocked_after_five_failures_and_cleared_by_success() {
        let throttle = LoginThrottle::default();
        for _ in 0..4 {
            throttle.failed("a@x.org", None);
        }
        assert!(throttle.check("a@x.org", None).is_ok());
        throttle.succeeded("a@x.org");
        for _ in 0..5 {
            throttle.failed("a@x.org", None);
        }
        assert!(matches!(
            throttle.check("a@x.org", None),
            Err(AppError::RateLimited(_))
        ));
        assert!(
            throttle.check("b@x.org", None).is_ok(),
            "other accounts are unaffected"
        );
    }

    #[test]
    fn a_client_is_blocked_after_twenty_failures_across_accounts() {
        let throttle = LoginThrottle::default();
        let ip: IpAddr = [10, 0, 0, 1].into();
        for i in 0..20 {
            throttle.failed(&format!("user{i}@x.org"), Some(ip));
        }
        assert!(throttle.check("new@x.org", Some(ip)).is_err());
        assert!(
            throttle
                .check("new@x.org", Some([10, 0, 0, 2].into()))
                .is_ok()
        );
    }
}
