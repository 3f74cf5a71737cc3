//! The server's clock: time since it started, which the games, the lobby, the tables and the
//! sockets' idle check all read, so that a test steps it instead of waiting for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Time since the server started: the system's clock, or a clock that stands still until a
/// [`Stepper`] moves it (for tests of reload grace, idle pages and regeneration that never
/// wait for time to pass).
#[derive(Clone, Debug)]
pub struct Clock(Reading);

#[derive(Clone, Debug)]
enum Reading {
    /// The system's monotonic clock, from this instant.
    System(Instant),
    /// Nanoseconds a [`Stepper`] has moved it.
    Stepped(Arc<AtomicU64>),
}

/// Moves a [`Clock::stepped`] clock on.
#[derive(Clone, Debug)]
pub struct Stepper(Arc<AtomicU64>);

impl Clock {
    /// The system's clock, reading zero now.
    pub fn system() -> Clock {
        Clock(Reading::System(Instant::now()))
    }

    /// A clock reading zero until the [`Stepper`] returned with it moves it.
    pub fn stepped() -> (Clock, Stepper) {
        let nanos = Arc::new(AtomicU64::new(0));
        (Clock(Reading::Stepped(Arc::clone(&nanos))), Stepper(nanos))
    }

    /// The time since the clock read zero.
    pub fn now(&self) -> Duration {
        match &self.0 {
            Reading::System(start) => start.elapsed(),
            Reading::Stepped(nanos) => Duration::from_nanos(nanos.load(Ordering::Acquire)),
        }
    }
}

impl Default for Clock {
    /// The system's clock.
    fn default() -> Clock {
        Clock::system()
    }
}

impl Stepper {
    /// Moves the clock on by `by` (saturating after 584 years).
    pub fn advance(&self, by: Duration) {
        let by = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        let _ = self
            .0
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                Some(n.saturating_add(by))
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stepped_clock_moves_only_when_stepped_and_saturates() {
        let (clock, stepper) = Clock::stepped();
        let copy = clock.clone();
        assert_eq!(clock.now(), Duration::ZERO);
        stepper.advance(Duration::from_millis(1500));
        assert_eq!(copy.now(), Duration::from_millis(1500));
        stepper.advance(Duration::MAX);
        assert_eq!(clock.now(), Duration::from_nanos(u64::MAX));
    }

    #[test]
    fn the_system_clock_runs_forward() {
        let clock = Clock::system();
        let first = clock.now();
        assert!(clock.now() >= first);
    }
}
