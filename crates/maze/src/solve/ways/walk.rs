//! The fillers on every shape: the dead-end and cul-de-sac fillers and the collision solver,
//! written against the lattice as the square lane's are against the grid (`crate::solve`),
//! with the same promises ([`Solver::promise`]).
//!
//! [`Solver::promise`]: crate::solve::Solver::promise

use std::collections::VecDeque;

use crate::Maze;
use crate::network::{Network, follow};

/// The cells left when every dead end (but `from` and `to`) is filled, and filling makes more:
/// on a perfect maze the path between them.
fn unfilled(maze: &Maze, from: usize, to: usize) -> Vec<bool> {
    let len = maze.cell_count();
    let mut degree: Vec<usize> = (0..len).map(|cell| maze.degree(cell)).collect();
    let mut left = vec![true; len];
    let mut queue: VecDeque<usize> = (0..len)
        .filter(|&cell| degree[cell] <= 1 && cell != from && cell != to)
        .collect();
    while let Some(cell) = queue.pop_front() {
        if !left[cell] {
            continue;
        }
        left[cell] = false;
        for next in maze.neighbours(cell).filter(|&n| left[n]) {
            degree[next] -= 1;
            if degree[next] <= 1 && next != from && next != to {
                queue.push_back(next);
            }
        }
    }
    left
}

/// A shortest path from `from` to `to` through what the dead-end filler leaves.
pub(super) fn dead_end_filler(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    let left = unfilled(maze, from, to);
    super::shortest_within(maze, from, to, |cell| left[cell])
}

/// A way from `from` to `to` through what the cul-de-sac filler leaves: every noose (a
/// corridor that leaves a junction and comes back to it with no junction between) walled off
/// at one end, then the dead ends filled (see `crate::solve::fill`).
pub(super) fn cul_de_sac_filler(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    let mut sealed = maze.clone();
    for junction in 0..maze.cell_count() {
        if sealed.degree(junction) < 3 {
            continue;
        }
        let ways: Vec<(usize, usize)> = sealed.links(junction).collect();
        for first in ways {
            // Sealed from its other end already?
            if !sealed.is_passage_open(first.0) {
                continue;
            }
            let (end, _, _) = follow(&sealed, junction, first, |_| {});
            if end == junction {
                sealed.close_passage(first.0);
            }
        }
    }
    dead_end_filler(&sealed, from, to)
}

/// The cells on a shortest path from `from` to `to`, all of them, as the collision solver
/// leaves them: flooded from `from`, filled back against the flow from the cells that do not
/// lead on to `to` (see `crate::solve::collision`); `None` if `to` cannot be reached.
pub(super) fn collision_cells(maze: &Maze, from: usize, to: usize) -> Option<Vec<bool>> {
    let len = maze.cell_count();
    let mut steps = vec![u32::MAX; len];
    steps[from] = 0;
    let mut order = vec![from];
    let mut at = 0;
    while let Some(&cell) = order.get(at) {
        for next in maze.neighbours(cell) {
            if steps[next] == u32::MAX {
                steps[next] = steps[cell] + 1;
                order.push(next);
            }
        }
        at += 1;
    }
    if steps[to] == u32::MAX {
        return None;
    }
    let mut kept = vec![false; len];
    for &cell in order.iter().rev() {
        kept[cell] = cell == to
            || maze
                .neighbours(cell)
                .any(|next| kept[next] && steps[next] == steps[cell] + 1);
    }
    Some(kept)
}

/// A shortest path through what the collision solver leaves.
pub(super) fn collision(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    let kept = collision_cells(maze, from, to)?;
    super::shortest_within(maze, from, to, |cell| kept[cell])
}
