//! What time it is, from one injectable source. The server uses the system clock; tests hold
//! a [`ManualClock`] and move it, instead of editing rows to make something look old.

use std::fmt;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, SubsecRound, Utc};

pub trait Clock: Send + Sync + fmt::Debug {
    /// Now, to the microsecond: PostgreSQL keeps microseconds, so every backend stores and
    /// compares the same instants.
    fn now(&self) -> DateTime<Utc>;
}

/// The clock every part of one server shares.
pub type SharedClock = Arc<dyn Clock>;

#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now().trunc_subsecs(6)
    }
}

/// A clock that stands still until told to move.
#[derive(Debug)]
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    /// Starts at the current system time.
    pub fn new() -> Self {
        Self(Mutex::new(SystemClock.now()))
    }

    pub fn advance(&self, by: Duration) {
        let mut now = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *now += by;
    }
}

impl Default for ManualClock {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let clock = ManualClock::new();
        let start = clock.now();
        assert_eq!(clock.now(), start);
        clock.advance(Duration::minutes(31));
        assert_eq!(clock.now() - start, Duration::minutes(31));
    }

    #[test]
    fn the_system_clock_keeps_microseconds() {
        assert_eq!(SystemClock.now().timestamp_subsec_nanos() % 1_000, 0);
    }
}
