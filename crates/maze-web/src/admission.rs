//! Who may hold a socket, and how fast a page may talk: the server's places, shared out by
//! client address, and each page's allowance of messages.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// The sockets open, in all and by client address, and how many may be.
#[derive(Debug)]
pub(crate) struct Places {
    open: Mutex<Open>,
    capacity: usize,
    per_client: usize,
}

#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_client: HashMap<IpAddr, usize>,
}

/// Why a socket was refused.
pub(crate) enum Refusal {
    /// The server holds as many games as it may.
    Full,
    /// This client holds as many games as one may.
    ClientFull,
}

/// A connection's place, given back when it is dropped.
pub(crate) struct Admitted {
    places: Arc<Places>,
    client: Option<IpAddr>,
}

impl Places {
    /// Room for `capacity` sockets, `per_client` of them from one address.
    pub(crate) fn new(capacity: usize, per_client: usize) -> Places {
        Places {
            open: Mutex::default(),
            capacity,
            per_client,
        }
    }

    /// A place for one more connection from `client`, or why there is none.
    pub(crate) fn admit(self: &Arc<Places>, client: Option<IpAddr>) -> Result<Admitted, Refusal> {
        let mut open = self.open.lock().map_err(|_| Refusal::Full)?;
        if open.total >= self.capacity {
            return Err(Refusal::Full);
        }
        if let Some(client) = client {
            let held = open.by_client.entry(client).or_insert(0);
            if *held >= self.per_client {
                return Err(Refusal::ClientFull);
            }
            *held += 1;
        }
        open.total += 1;
        Ok(Admitted {
            places: Arc::clone(self),
            client,
        })
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let Ok(mut open) = self.places.open.lock() else {
            return;
        };
        open.total -= 1;
        if let Some(client) = self.client
            && let Some(held) = open.by_client.get_mut(&client)
        {
            *held -= 1;
            if *held == 0 {
                open.by_client.remove(&client);
            }
        }
    }
}

/// A page's allowance of messages: a burst, refilled at a steady rate.
pub(crate) struct Allowance {
    left: f64,
    burst: f64,
    per_second: f64,
    since: Instant,
}

impl Allowance {
    /// A full burst of `burst` messages, refilled at `per_second`.
    pub(crate) fn new(burst: u32, per_second: u32) -> Allowance {
        Allowance {
            left: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            since: Instant::now(),
        }
    }

    /// Takes one message from the allowance; `false` when the page is flooding.
    pub(crate) fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.since).as_secs_f64() * self.per_second;
        self.left = (self.left + refill).min(self.burst);
        self.since = now;
        if self.left >= 1.0 {
            self.left -= 1.0;
            true
        } else {
            false
        }
    }
}
