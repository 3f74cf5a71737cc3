//! Games whose page closed, kept for a short grace period so that a reload gets them back; a
//! tab closed for good frees its game when the period ends.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use crate::clock::Clock;
use crate::playing::Playing;

/// The games waiting, by their page's token, with the server's time each was parked at.
#[derive(Debug)]
pub(crate) struct Lobby {
    parked: Mutex<HashMap<String, (Playing, Duration)>>,
    grace: Duration,
    most: usize,
    clock: Clock,
}

impl Lobby {
    /// A lobby keeping at most `most` games for `grace` each, as `clock` tells time.
    pub(crate) fn new(grace: Duration, most: usize, clock: Clock) -> Lobby {
        Lobby {
            parked: Mutex::new(HashMap::new()),
            grace,
            most,
            clock,
        }
    }

    /// Whether a game parked at `since` still waits for its page.
    fn waiting(&self, since: Duration) -> bool {
        self.clock.now().saturating_sub(since) < self.grace
    }

    /// Keeps `playing` for its page, which holds `token`.
    pub(crate) fn park(&self, token: String, playing: Playing) {
        let Ok(mut parked) = self.parked.lock() else {
            return;
        };
        parked.retain(|_, (_, since)| self.waiting(*since));
        if parked.len() >= self.most {
            // The oldest gives way.
            let oldest = parked
                .iter()
                .min_by_key(|(_, (_, since))| *since)
                .map(|(t, _)| t.clone());
            if let Some(oldest) = oldest {
                parked.remove(&oldest);
            }
        }
        parked.insert(token, (playing, self.clock.now()));
    }

    /// The game kept for `token`, if its grace period has not run out, and the server's time
    /// it was parked at.
    pub(crate) fn take(&self, token: &str) -> Option<(Playing, Duration)> {
        let mut parked = self.parked.lock().ok()?;
        let (playing, since) = parked.remove(token)?;
        self.waiting(since).then_some((playing, since))
    }
}

/// A fresh token for a page: 128 random bits, in hex.
pub(crate) fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}
