//! The maze file formats: JSON (documented in `docs/json-format.md`), the compact binary
//! format of square grids (`bin`, with the `files` feature) and ASCII pictures read back ([`ascii`]).
//!
//! One JSON reader takes both versions and one writer chooses: version 1 for a whole
//! rectangle of square cells (a maze that keeps its grid), version 2 for every other shape,
//! mask, weave and level count. A version 1 file holds the size, wrapping, passages, start and
//! goal, and how the maze was made; its passages are one string per row, one digit per cell:
//! `1` if the cell opens east, plus `2` if it opens south. Version 2 adds the
//! shape and the mask. Loading checks everything and reports the first problem clearly.

pub mod ascii;
#[cfg(feature = "files")]
pub mod bin;
mod error;
#[cfg(feature = "files")]
mod json;
mod problem;
#[cfg(feature = "files")]
pub(crate) mod shaped;

pub use error::FormatError;
#[cfg(feature = "files")]
pub use json::{VERSION, from_json, read_json, to_json, write_json};
pub use problem::{Problem, ShapeProblem};
