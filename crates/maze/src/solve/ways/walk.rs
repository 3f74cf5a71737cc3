//! The walkers and fillers on every shape: wall followers, Trémaux, the random mouse, the
//! dead-end and cul-de-sac fillers and the collision solver, written against the lattice as
//! the square lane's are against the grid (`crate::solve`), with the same promises
//! ([`Solver::promise`]).
//!
//! A wall follower needs to know which way is left: a cell's sides come in order round its
//! outline, clockwise on screen (a test checks this for every shape), so "the next side
//! clockwise from the one it came in by" is the first turn of a left hand. Pledge and the
//! chain algorithm count turns or follow a straight line, which need a heading that cells of
//! every shape do not share; they stay square-only.
//!
//! [`Solver::promise`]: crate::solve::Solver::promise

use std::collections::VecDeque;

use rand::Rng;

use crate::Maze;
use crate::network::{Network, follow};
use crate::solve::Hand;

/// "Not on the way".
const OFF: u32 = u32::MAX;

/// The way a walker found: its cells from the start, no cell twice; a step back onto the way
/// cuts the loop since (as `crate::solve::walk` does on square grids).
struct Way {
    cells: Vec<usize>,
    place: Vec<u32>,
}

impl Way {
    fn new(cells: usize, start: usize) -> Way {
        let mut place = vec![OFF; cells];
        place[start] = 0;
        Way {
            cells: vec![start],
            place,
        }
    }

    fn at(&self) -> usize {
        self.cells[self.cells.len() - 1]
    }

    fn step(&mut self, next: usize) {
        let back_to = self.place[next];
        if back_to == OFF {
            self.place[next] = self.cells.len() as u32;
            self.cells.push(next);
            return;
        }
        for cell in self.cells.drain(back_to as usize + 1..) {
            self.place[cell] = OFF;
        }
    }
}

/// The side of `cell` whose wall is number `wall` (two sides of a cell can lead to the same
/// neighbour on a narrow wrapping shape; their walls differ).
fn side_of(maze: &Maze, cell: usize, wall: u32) -> Option<usize> {
    maze.lattice()
        .links(cell)
        .iter()
        .position(|link| link.wall == wall)
}

/// The way a wall follower keeping `hand` on the wall finds from `from` to `to`, or `None` if
/// it circles without reaching it. It enters the start through its door when it has one (so
/// that its hand starts on the outer wall), else as if from its first side.
pub(super) fn wall_follower(maze: &Maze, from: usize, to: usize, hand: Hand) -> Option<Vec<usize>> {
    let lattice = maze.lattice();
    let mut way = Way::new(lattice.len(), from);
    let mut entered = maze.door(from).unwrap_or(0);
    let sides: usize = (0..lattice.len())
        .map(|cell| lattice.links(cell).len())
        .sum();
    // Each (cell, side entered by) state at most once before the walk repeats itself.
    for _ in 0..=sides {
        let at = way.at();
        if at == to {
            return Some(way.cells);
        }
        let links = lattice.links(at);
        let count = links.len();
        let turn = |k: usize| match hand {
            Hand::Left => (entered + k) % count,
            Hand::Right => (entered + count - k % count) % count,
        };
        let side = (1..=count)
            .map(turn)
            .find(|&side| maze.is_open_side(at, side))?;
        let next = links[side].to as usize;
        entered = side_of(maze, next, links[side].wall)?;
        way.step(next);
    }
    None
}

/// The way Trémaux's walker finds from `from` to `to`, marking each passage as it walks it and
/// never walking one a third time, or `None` if there is none.
pub(super) fn tremaux(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    let lattice = maze.lattice();
    let mut marks = vec![0u8; lattice.wall_count()];
    let mut stood = vec![false; lattice.len()];
    let mut way = Way::new(lattice.len(), from);
    let mut came: Option<usize> = None; // the wall walked in by
    loop {
        let at = way.at();
        if at == to {
            return Some(way.cells);
        }
        let old = std::mem::replace(&mut stood[at], true);
        let open = (lattice.links(at).iter().enumerate())
            .filter(|&(side, _)| maze.is_open_side(at, side))
            .map(|(_, link)| link);
        let wall = match came {
            // A new way into an old place: back the way it came.
            Some(back) if old && marks[back] == 1 => back,
            _ => {
                open.filter(|l| marks[l.wall as usize] < 2)
                    .min_by_key(|l| (marks[l.wall as usize], Some(l.wall as usize) == came))?
                    .wall as usize
            }
        };
        marks[wall] += 1;
        let link = lattice.links(at).iter().find(|l| l.wall as usize == wall)?;
        came = Some(wall);
        way.step(link.to as usize);
    }
}

/// The way a mouse choosing at random at each junction (never straight back unless it must)
/// finds from `from` to `to` with `rng`, or `None` after `limit` steps.
pub(super) fn random_mouse<R: Rng + ?Sized>(
    maze: &Maze,
    from: usize,
    to: usize,
    rng: &mut R,
    limit: u64,
) -> Option<Vec<usize>> {
    let mut way = Way::new(maze.cell_count(), from);
    let mut before: Option<usize> = None;
    for _ in 0..limit {
        let at = way.at();
        if at == to {
            return Some(way.cells);
        }
        let onward: Vec<usize> = maze.neighbours(at).filter(|&n| Some(n) != before).collect();
        let next = match onward.len() {
            0 => before?,
            n => onward[rng.random_range(0..n)],
        };
        before = Some(at);
        way.step(next);
    }
    None
}

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
    crate::network::shortest_within(maze, from, to, |cell| left[cell])
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
    crate::network::shortest_within(maze, from, to, |cell| kept[cell])
}
