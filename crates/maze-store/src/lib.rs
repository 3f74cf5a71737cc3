//! Saving for the maze games and the maze formats, in one place so every game saves the same way.
//!
//! - [`Format`] names a kind of document (`"maze-classic-save"`, version 1) and owns the one
//!   check every reader makes of a document's header: is it ours, and is it a version we read?
//!   A newer file is named as such, never reported as damaged.
//! - [`Format::to_json`] and [`Format::from_json`] wrap a game's state in the versioned
//!   envelope `{"format": …, "version": …, "game": …}` and unwrap it again.
//! - [`write_atomically`] replaces a file so that a crash, a kill or a full disk leaves either
//!   the old contents or the new, never half of each; [`read`] reads a save with a size cap.
//! - `default_path` (with the `save-dirs` feature, on by default) is where a game saves when the player names no file.
//!
//! ```
//! use maze_store::Format;
//!
//! const NOTES: Format = Format { id: "notes", version: 1, oldest: 1, what: "notes file" };
//! let text = NOTES.to_json(&vec![1, 2, 3])?;
//! assert_eq!(NOTES.from_json::<Vec<u32>>(&text)?, vec![1, 2, 3]);
//! let newer = text.replace("\"version\": 1", "\"version\": 2");
//! assert_eq!(
//!     NOTES.from_json::<Vec<u32>>(&newer).unwrap_err().to_string(),
//!     "this notes file is version 2, but this program reads version 1; a newer version of the program may read it"
//! );
//! # Ok::<(), maze_store::EnvelopeError>(())
//! ```

#![cfg_attr(docsrs, feature(doc_cfg))]

mod envelope;
mod file;

pub use envelope::{EnvelopeError, Format, Header};
#[cfg(feature = "save-dirs")]
pub use file::default_path;
pub use file::{
    AtomicFile, MAX_SAVE_BYTES, ReadError, WriteError, create_folder_for, read, write_atomically,
};
