//! The generators that walk: the backtracker, hunt-and-kill, Aldous–Broder and Wilson.

use rand::Rng;

use super::{Carving, Cells};

/// Recursive backtracker (with an explicit stack): walk to a random unvisited neighbour; when
/// there is none, step back. Long winding corridors.
///
/// Only forks go on the stack: a cell left by its last unvisited side can never have another,
/// so stepping back through it would find nothing (and draw nothing). Going straight back to
/// the newest fork makes the same maze from the same draws with half the looking around.
pub(super) fn backtracker<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut at = c.any_cell(rng);
    c.visit(at);
    let mut forks = Vec::new();
    loop {
        match c.pick_unvisited(at, rng) {
            Some((side, next, others)) => {
                c.open(at, side);
                c.visit(next);
                if others {
                    forks.push(at as u32);
                }
                at = next;
            }
            None => match forks.pop() {
                Some(fork) => at = fork as usize,
                None => return,
            },
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
pub(super) fn hunt_and_kill<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut at = 0;
    c.visit(at);
    // Every cell before `first_open` is in the maze, so hunts start there.
    let mut first_open = 0;
    loop {
        while let Some((side, next)) = c.pick(at, false, rng) {
            c.open(at, side);
            at = next;
            c.visit(at);
        }
        while first_open < c.len() && c.visited(first_open) {
            first_open += 1;
        }
        let found = (first_open..c.len())
            .find(|&cell| !c.visited(cell) && c.cells.sides_where(cell, |n| c.visited(n)) != 0);
        let Some(cell) = found else { return };
        if let Some((side, _)) = c.pick(cell, true, rng) {
            c.open(cell, side);
        }
        c.visit(cell);
        at = cell;
    }
}

/// Aldous–Broder: one random walk, opening the way into every cell it enters for the first
/// time. Uniform over all spanning trees; slow on big lattices.
pub(super) fn aldous_broder<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut at = c.any_cell(rng);
    c.visit(at);
    let mut left = c.len() - 1;
    while left > 0 {
        let Some((side, next)) = c.any_neighbour(at, rng) else {
            return;
        };
        if !c.visited(next) {
            c.visit(next);
            c.open(at, side);
            left -= 1;
        }
        at = next;
    }
}

/// Wilson: from each cell not yet in the maze, a random walk until it meets the maze; the walk
/// with its loops erased joins the maze. Uniform over all spanning trees.
pub(super) fn wilson<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let first = c.any_cell(rng);
    c.visit(first);
    // The side each walking cell last left by, and the cell across it: following them from a
    // start erases the loops.
    let mut exit = vec![0u32; c.len()];
    let mut exit_side = vec![0u8; c.len()];
    for start in 0..c.len() {
        if c.visited(start) {
            continue;
        }
        let mut at = start;
        while !c.visited(at) {
            let Some((side, next)) = c.any_neighbour(at, rng) else {
                return;
            };
            exit[at] = next as u32;
            exit_side[at] = side as u8;
            at = next;
        }
        let mut at = start;
        while !c.visited(at) {
            c.visit(at);
            c.open(at, usize::from(exit_side[at]));
            at = exit[at] as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::rng_from_seed;

    /// Going straight back to the newest fork makes the textbook's maze, draw for draw, on
    /// every shape, whole and with holes.
    #[test]
    fn the_backtracker_makes_the_textbooks_maze() {
        for lattice in super::super::whole_and_holed_lattices() {
            for seed in 0..4 {
                let mut c = Carving::new(&lattice, &lattice, None);
                backtracker(&mut c, &mut rng_from_seed(seed));
                let kind = lattice.shape().kind();
                let textbook = super::super::textbook_growing_tree(&lattice, true, seed);
                assert_eq!(c.passages(), textbook, "{kind:?}, seed {seed}");
            }
        }
    }
}
