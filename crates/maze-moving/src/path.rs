//! Pathfinding over the tile maze: breadth-first, so paths are shortest.

use std::collections::VecDeque;

use crate::Side;
use crate::board::{Cell, TileMaze};

/// How a breadth-first search reached a tile.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Visit {
    Unseen,
    Origin,
    /// Entered by a step towards this side.
    Entered(Side),
}

/// Breadth-first search from `from`: how each tile was reached.
fn search(maze: &TileMaze, from: Cell) -> Vec<Visit> {
    let index = |c: Cell| c.y * maze.width() + c.x;
    let mut visits = vec![Visit::Unseen; maze.width() * maze.height()];
    if maze.get(from).is_none() {
        return visits;
    }
    visits[index(from)] = Visit::Origin;
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        for side in Side::ALL {
            let Some(next) = maze.neighbor(cell, side) else {
                continue;
            };
            if maze.can_step(cell, side) && visits[index(next)] == Visit::Unseen {
                visits[index(next)] = Visit::Entered(side);
                queue.push_back(next);
            }
        }
    }
    visits
}

/// A shortest path of steps from `from` to `to` through connected tiles, or `None`.
pub fn find_path(maze: &TileMaze, from: Cell, to: Cell) -> Option<Vec<Side>> {
    maze.get(to)?;
    let visits = search(maze, from);
    let mut steps = Vec::new();
    let mut at = to;
    loop {
        match visits[at.y * maze.width() + at.x] {
            Visit::Unseen => return None,
            Visit::Origin => break,
            Visit::Entered(side) => {
                steps.push(side);
                at = maze.neighbor(at, side.opposite())?;
            }
        }
    }
    steps.reverse();
    Some(steps)
}

/// Every tile reachable from `from` through connected tiles, `from` included, row by row.
pub fn reachable(maze: &TileMaze, from: Cell) -> Vec<Cell> {
    let visits = search(maze, from);
    maze.tiles()
        .map(|(cell, _)| cell)
        .filter(|c| visits[c.y * maze.width() + c.x] != Visit::Unseen)
        .collect()
}
