//! Measurements of a maze of any shape, under the same names as the square grid's.

use super::ShapeMaze;
use super::solve::{bfs, distances};
use crate::metrics::Metrics;

/// Measures `maze`: the same measurements, with the same meanings, as
/// [`Metrics::of`](crate::metrics::Metrics::of) takes of a square maze. Linear time.
pub fn measure(maze: &ShapeMaze) -> Metrics {
    let lattice = maze.lattice();
    let cells = lattice.len() as u64;
    let (mut dead_ends, mut junctions) = (0, 0);
    for cell in 0..lattice.len() {
        match maze.degree(cell) {
            1 => dead_ends += 1,
            3.. => junctions += 1,
            _ => {}
        }
    }
    let passages = maze.passage_count();
    let connected = distances(maze, 0).reached() as u64 == cells;
    let perfect = connected && passages + 1 == cells;
    let solution_length = bfs(maze, maze.start(), maze.goal()).map(|p| p.len() as u64 - 1);
    let percent = |part: u64| part as f64 * 100.0 / cells as f64;
    Metrics {
        cells,
        passages,
        dead_ends,
        dead_end_percent: percent(dead_ends),
        junctions,
        connected,
        perfect,
        solution_length,
        solution_percent: solution_length.map(|steps| percent(steps + 1)),
        diameter: perfect.then(|| {
            // On a tree, the farthest cell from the farthest cell from anywhere is an end of a
            // longest path.
            let (far, _) = distances(maze, 0).farthest();
            u64::from(distances(maze, far).farthest().1)
        }),
    }
}

/// The number of separate regions of cells joined by passages (1 for a connected maze).
pub fn regions(maze: &ShapeMaze) -> u64 {
    let cells = maze.lattice().len();
    let mut seen = crate::bits::BitSet::with_len(cells);
    let mut stack = Vec::new();
    let mut regions = 0;
    for first in 0..cells {
        if seen.get(first) {
            continue;
        }
        regions += 1;
        seen.set(first);
        stack.push(first);
        while let Some(cell) = stack.pop() {
            for next in maze.neighbours(cell) {
                if !seen.get(next) {
                    seen.set(next);
                    stack.push(next);
                }
            }
        }
    }
    regions
}
