//! Games whose page closed, kept for a short grace period so that a reload gets them back; a
//! tab closed for good frees its game when the period ends.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::playing::Playing;

/// The games waiting, by their page's token.
#[derive(Debug)]
pub(crate) struct Lobby {
    parked: Mutex<HashMap<String, (Playing, Instant)>>,
    grace: Duration,
    most: usize,
}

impl Lobby {
    /// A lobby keeping at most `most` games for `grace` each.
    pub(crate) fn new(grace: Duration, most: usize) -> Lobby {
        Lobby {
            parked: Mutex::new(HashMap::new()),
            grace,
            most,
        }
    }

    /// Keeps `playing` for its page, which holds `token`.
    pub(crate) fn park(&self, token: String, playing: Playing) {
        let Ok(mut parked) = self.parked.lock() else {
            return;
        };
        let grace = self.grace;
        parked.retain(|_, (_, since)| since.elapsed() < grace);
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
        parked.insert(token, (playing, Instant::now()));
    }

    /// The game kept for `token`, if its grace period has not run out.
    pub(crate) fn take(&self, token: &str) -> Option<Playing> {
        let mut parked = self.parked.lock().ok()?;
        let (playing, since) = parked.remove(token)?;
        (since.elapsed() < self.grace).then_some(playing)
    }
}

/// A fresh token for a page: 128 random bits, in hex.
pub(crate) fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}
