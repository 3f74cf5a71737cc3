//! Measurements of a maze of any shape, under the same names as the square grid's, by the same
//! code.

use super::ShapeMaze;
use crate::metrics::Metrics;

/// Measures `maze`: the same measurements, with the same meanings, as
/// [`Metrics::of`](crate::metrics::Metrics::of) takes of a square maze. Linear time.
pub fn measure(maze: &ShapeMaze) -> Metrics {
    Metrics::measure(maze, maze.ends())
}

/// The number of separate regions of cells joined by passages (1 for a connected maze).
pub fn regions(maze: &ShapeMaze) -> u64 {
    crate::network::regions(maze)
}
