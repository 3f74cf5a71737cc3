//! The generators that walk: the backtracker, hunt-and-kill, Aldous–Broder and Wilson.

use rand::Rng;

use super::{Carving, Link};

/// Recursive backtracker (with an explicit stack): walk to a random unvisited neighbour; when
/// there is none, step back. Long winding corridors.
pub(super) fn backtracker<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let first = c.any_cell(rng);
    c.visit(first);
    let mut stack = vec![first as u32];
    while let Some(&top) = stack.last() {
        match c.pick(top as usize, false, rng) {
            Some(link) => {
                c.open(link);
                c.visit(link.to as usize);
                stack.push(link.to);
            }
            None => {
                stack.pop();
            }
        }
    }
}

/// Hunt-and-kill: walk to unvisited neighbours until stuck, then hunt for the first unvisited
/// cell (in the lattice's order) beside the maze, join it and walk on from it.
///
/// The walk starts at the first cell, so that the first cell not yet visited nearly always
/// borders the maze (all before it are in it) and a hunt costs no rescan: linear time, unless
/// a cell has no neighbour before it (a triangle pointing up at the start of a row, a cell
/// below a hole), when the hunt looks on to the first that borders the maze.
pub(super) fn hunt_and_kill<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let mut at = 0;
    c.visit(at);
    // Every cell before `first_open` is in the maze, so hunts start there.
    let mut first_open = 0;
    loop {
        while let Some(link) = c.pick(at, false, rng) {
            c.open(link);
            at = link.to as usize;
            c.visit(at);
        }
        while first_open < c.len() && c.visited(first_open) {
            first_open += 1;
        }
        let found = (first_open..c.len()).find(|&cell| {
            !c.visited(cell)
                && c.links(cell)
                    .iter()
                    .any(|l| l.neighbour().is_some_and(|n| c.visited(n)))
        });
        let Some(cell) = found else { return };
        if let Some(link) = c.pick(cell, true, rng) {
            c.open(link);
        }
        c.visit(cell);
        at = cell;
    }
}

/// Aldous–Broder: one random walk, opening the way into every cell it enters for the first
/// time. Uniform over all spanning trees; slow on big lattices.
pub(super) fn aldous_broder<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let mut at = c.any_cell(rng);
    c.visit(at);
    let mut left = c.len() - 1;
    while left > 0 {
        let Some(link) = c.any_link(at, rng) else {
            return;
        };
        at = link.to as usize;
        if !c.visited(at) {
            c.visit(at);
            c.open(link);
            left -= 1;
        }
    }
}

/// Wilson: from each cell not yet in the maze, a random walk until it meets the maze; the walk
/// with its loops erased joins the maze. Uniform over all spanning trees.
pub(super) fn wilson<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let first = c.any_cell(rng);
    c.visit(first);
    // The link each walking cell last left by: following them from a start erases the loops.
    let mut exit = vec![Link::NONE; c.len()];
    let mut walls = vec![0u32; c.len()];
    for start in 0..c.len() {
        if c.visited(start) {
            continue;
        }
        let mut at = start;
        while !c.visited(at) {
            let Some(link) = c.any_link(at, rng) else {
                return;
            };
            exit[at] = link.to;
            walls[at] = link.wall;
            at = link.to as usize;
        }
        let mut at = start;
        while !c.visited(at) {
            c.visit(at);
            c.open_wall(walls[at]);
            at = exit[at] as usize;
        }
    }
}
