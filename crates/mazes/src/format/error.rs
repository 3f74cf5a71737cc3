//! Why a maze file could not be read or written: one error for every format and version.

use super::Problem;
use crate::grid::GridError;

/// Why a file could not be read as a maze.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FormatError {
    /// Not valid JSON, or a field is missing or of the wrong type.
    #[cfg(feature = "files")]
    #[error("not a valid maze file: {0}")]
    Json(serde_json::Error),
    /// Not a maze file, or a version this library does not read.
    #[cfg(feature = "files")]
    #[error(transparent)]
    Envelope(#[from] maze_store::EnvelopeError),
    /// The size or the passages do not describe a valid grid.
    #[error("invalid maze: {0}")]
    Invalid(#[from] Problem),
    /// The size or wrapping cannot make a grid.
    #[error("invalid maze")]
    Grid(#[source] GridError),
    /// The algorithm named is not one of ours.
    #[error("invalid maze")]
    Algorithm(#[source] crate::generate::ParseAlgorithmError),
    /// A door is not a direction.
    #[error("invalid maze")]
    Door(#[source] crate::direction::ParseDirectionError),
    /// The start and goal do not fit the maze.
    #[error("invalid maze")]
    Ends(#[source] crate::openings::OpeningsError),
    /// The shape of a version 2 file cannot be made.
    #[error("invalid maze: {0}")]
    Shape(#[source] crate::shape::ShapeError),
    /// The mask, passages or ends of a version 2 file do not fit its shape.
    #[error("invalid maze: {0}")]
    ShapeProblem(#[from] super::ShapeProblem),
    /// Reading or writing failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A maze that a format of square grids cannot hold.
    #[error(transparent)]
    SquaresOnly(#[from] crate::maze::SquaresOnly),
}

#[cfg(feature = "files")]
impl From<serde_json::Error> for FormatError {
    fn from(err: serde_json::Error) -> Self {
        FormatError::Json(err)
    }
}
