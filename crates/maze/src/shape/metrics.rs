//! What a maze of any shape has beside [`crate::metrics::Metrics`]: its regions.

use crate::Maze;

/// The number of separate regions of cells joined by passages (1 for a connected maze).
pub fn regions(maze: &Maze) -> u64 {
    crate::network::regions(maze)
}
