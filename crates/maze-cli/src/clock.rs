//! The game clock every front end uses: game time that resumes from a loaded game's time.
//!
//! Session time (since the program started) is passed in, so the terminal UI's tests can
//! drive the clock by hand; [`Session`] reads it from the real clock.

use std::time::{Duration, Instant};

/// Game time, counted from where a game was (re)started, stopped while the game is paused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameClock {
    /// Session time when the game was started, loaded or last resumed.
    since: Duration,
    /// The game's own time then.
    offset: Duration,
    /// Whether it is stopped (a pause, a page over the game).
    stopped: bool,
}

impl GameClock {
    /// A clock reading `game_time` at session time `session_now`.
    pub fn resume(game_time: Duration, session_now: Duration) -> GameClock {
        GameClock {
            since: session_now,
            offset: game_time,
            stopped: false,
        }
    }

    /// Stops the clock at session time `session_now` (`running` false), or starts it again
    /// from where it stopped; nothing when it already is as asked.
    pub fn set_running(&mut self, running: bool, session_now: Duration) {
        if running != self.stopped {
            return;
        }
        *self = GameClock {
            since: session_now,
            offset: self.at(session_now),
            stopped: !running,
        };
    }

    /// Game time at session time `session_now` (saturating, so a loaded time near the
    /// largest `Duration` cannot overflow).
    pub fn at(&self, session_now: Duration) -> Duration {
        if self.stopped {
            return self.offset;
        }
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

    #[test]
    fn a_stopped_clock_stands_still_and_goes_on_from_where_it_stopped() {
        let s = Duration::from_secs;
        let mut clock = GameClock::resume(s(10), s(0));
        clock.set_running(false, s(5));
        assert_eq!(clock.at(s(50)), s(15));
        clock.set_running(false, s(60));
        assert_eq!(clock.at(s(70)), s(15));
        clock.set_running(true, s(100));
        assert_eq!(clock.at(s(103)), s(18));
        clock.set_running(true, s(200));
        assert_eq!(clock.at(s(203)), s(118));
    }
}
