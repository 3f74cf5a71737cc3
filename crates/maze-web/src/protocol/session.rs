//! The messages of a page's session, whatever it plays: the first hello, and the answers any
//! message may get.

use serde::{Deserialize, Serialize};

/// What a page says of its session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// The page's first message: asks for a token and, with the token of a page that closed
    /// moments ago (a reload), for that page's game back.
    Hello {
        /// The token the page had before it reloaded.
        #[serde(default)]
        resume: Option<String>,
    },
}

/// What the server says of a page's session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The answer to `hello`: the page's token (kept across a reload), and whether its old
    /// game came back (its state follows).
    Welcome {
        /// The page's token.
        token: String,
        /// Whether the game of the page that held `resume` came back.
        resumed: bool,
    },
    /// Something done that changed nothing on the board (a save), in words.
    Info {
        /// What happened.
        message: String,
    },
    /// A message was refused; nothing changed.
    Error {
        /// Why, in words for the player.
        message: String,
    },
}
