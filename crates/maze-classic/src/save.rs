//! Saved games: a versioned JSON document around the whole game state.
//!
//! Pure data in and out; writing files safely is the front end's job.

use serde::{Deserialize, Serialize};

use crate::Game;

/// The version this library writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// Identifies a save file.
const SAVE_FORMAT: &str = "maze-classic-save";

/// Why a save could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// Not JSON, truncated, or not the shape of a save.
    #[error("the save is damaged: {0}")]
    Corrupt(String),
    /// A JSON document, but not a Maze Game save.
    #[error("this is not a Maze Game save")]
    NotASave,
    /// Written by a newer (or unknown) version of the game.
    #[error(
        "the save is version {found}, but this game reads version {SAVE_VERSION}; update the game to load it"
    )]
    Version {
        /// The version in the file.
        found: u32,
    },
}

/// Just the header, read first so that a newer save is named as such, not as damaged.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

#[derive(Serialize, Deserialize)]
struct SaveFile<G> {
    format: String,
    version: u32,
    game: G,
}

/// The save document of `game`.
pub fn to_json(game: &Game) -> String {
    let file = SaveFile {
        format: SAVE_FORMAT.to_owned(),
        version: SAVE_VERSION,
        game,
    };
    // Serialising plain data to a string cannot fail.
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Reads a save document.
pub fn from_json(text: &str) -> Result<Game, SaveError> {
    let header: Header =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if header.format != SAVE_FORMAT {
        return Err(SaveError::NotASave);
    }
    if header.version != SAVE_VERSION {
        return Err(SaveError::Version {
            found: header.version,
        });
    }
    let file: SaveFile<Game> =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    Ok(file.game)
}
