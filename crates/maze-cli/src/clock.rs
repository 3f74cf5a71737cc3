//! The game clock every front end uses: game time that resumes from a loaded game's time.
//!
//! Session time (since the program started) is passed in, so the terminal UI's tests can
//! drive the clock by hand; [`Session`] reads it from the real clock.

use std::time::{Duration, Instant};

/// Game time, counted from where a game was (re)started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameClock {
    /// Session time when the game was started or loaded.
    since: Duration,
    /// The game's own time then.
    offset: Duration,
}

impl GameClock {
    /// A clock reading `game_time` at session time `session_now`.
    pub fn resume(game_time: Duration, session_now: Duration) -> GameClock {
        GameClock {
            since: session_now,
            offset: game_time,
        }
    }

    /// Game time at session time `session_now` (saturating, so a loaded time near the
    /// largest `Duration` cannot overflow).
    pub fn at(&self, session_now: Duration) -> Duration {
        self.offset
            .saturating_add(session_now.saturating_sub(self.since))
    }
}

/// Session time: the real clock since the program started.
#[derive(Clone, Copy, Debug)]
pub struct Session(Instant);

impl Session {
    /// A session starting now.
    pub fn start() -> Session {
        Session(Instant::now())
    }

    /// Time since the session started.
    pub fn now(&self) -> Duration {
        self.0.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_time_resumes_and_saturates() {
        let clock = GameClock::resume(Duration::from_secs(100), Duration::from_secs(5));
        assert_eq!(clock.at(Duration::from_secs(7)), Duration::from_secs(102));
        assert_eq!(clock.at(Duration::ZERO), Duration::from_secs(100));
        let late = GameClock::resume(Duration::MAX, Duration::ZERO);
        assert_eq!(late.at(Duration::from_secs(9)), Duration::MAX);
    }
}
