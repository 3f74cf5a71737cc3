//! Simplified Prim: grow the maze by a random frontier cell at a time.
//!
//! 1. Start from a random cell; its neighbours form the frontier.
//! 2. Take a random frontier cell, carve to a random neighbour already in the maze, and add its
//!    new neighbours to the frontier.
//!
//! **Result:** perfect; a radial texture with many short dead ends and short solutions.
//! **Memory:** one bit per cell (which cells are in the maze) and the frontier list (one word
//! per frontier cell). Whether a cell is already on the frontier takes no memory of its own: on
//! a grid that wraps it is worked out (exactly when one of its neighbours is in the maze), and
//! on one that does not, the cell's own east passage bit, unused until it joins, marks it.
//! **Time:** linear. Works on every topology.

use rand::Rng;

use super::steps::{self, Step};
use super::walk::{At, Walker, choose};
use crate::bits::{BitSet, OutOfMemory, set_bits};
use crate::rng::below;
use crate::watch::Watcher;
use crate::{grid::Grid, topology::Wrap};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let mut in_maze = BitSet::new(grid.cell_count())?;
    if grid.wrap() == Wrap::None && !W::STEPS && u32::try_from(grid.len()).is_ok() {
        bounded(grid, &mut in_maze, rng, watcher);
        return Ok(());
    }
    let mut frontier = Vec::new();
    let walker = Walker::new(grid);
    let start = below(rng, grid.len());
    join(&walker, walker.at(start), &mut in_maze, &mut frontier);
    steps::visited(watcher, grid, start);
    watcher.advance(1);
    while !frontier.is_empty() {
        let at = walker.at(frontier.swap_remove(below(rng, frontier.len())));
        let around = walker.around(at);
        let inside = walker.distinct(0b1111 & !outside(&around, &in_maze));
        let dir = choose(inside, below(rng, inside.count_ones() as usize));
        grid.open_between(at.index, dir, around[dir.index()].index);
        steps::opened(watcher, grid, at.index, dir);
        join(&walker, at, &mut in_maze, &mut frontier);
        watcher.advance(1);
    }
    Ok(())
}

/// [`generate`] on a grid that does not wrap, of fewer than 2³² cells: the same draws and the
/// same maze, without a branch on what a neighbourhood holds.
///
/// A cell outside the maze has no passages yet, so its east bit is free to mark it as on the
/// frontier: whether a neighbour is new to the frontier is then two bits, not a count of its
/// own neighbours in the maze. The mark is cleared when the cell joins the maze.
fn bounded<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    in_maze: &mut BitSet,
    rng: &mut R,
    watcher: &mut W,
) {
    let mut frontier = Frontier {
        cells: vec![Cell::default(); 64],
        count: 0,
        width: grid.width() as usize,
        len: grid.len(),
    };
    let start = below(rng, grid.len());
    frontier.join(grid, in_maze, start, start % frontier.width);
    watcher.advance(1);
    while frontier.count > 0 {
        let Cell { index, x } = frontier.take(below(rng, frontier.count));
        let (i, x) = (index as usize, x as usize);
        let (cells, valid) = frontier.around(i, x);
        let inside = (0..4).fold(0u8, |mask, d| {
            mask | u8::from(valid[d] & in_maze.get(cells[d])) << d
        });
        // The `n`th of the `inside` directions.
        let dir = choose(inside, below(rng, inside.count_ones() as usize));
        grid.set_raw_pair(i, 0);
        grid.open_between(i, dir, cells[dir.index()]);
        frontier.join(grid, in_maze, i, x);
        watcher.advance(1);
    }
}

/// A frontier cell of a grid that does not wrap: its index and column.
#[derive(Clone, Copy, Default)]
struct Cell {
    index: u32,
    x: u32,
}

/// The frontier of [`bounded`]: its first `count` cells, and room for the four a step may add
/// (written whether added or not, so that adding is not a branch).
struct Frontier {
    cells: Vec<Cell>,
    count: usize,
    width: usize,
    len: usize,
}

impl Frontier {
    /// The neighbours of cell `i` in column `x`, N, E, S, W, with `i` itself across a border,
    /// and which of them lie inside the grid.
    #[inline]
    fn around(&self, i: usize, x: usize) -> ([usize; 4], [bool; 4]) {
        let (w, len) = (self.width, self.len);
        let valid = [i >= w, x + 1 < w, i + w < len, x > 0];
        let step = [i.wrapping_sub(w), i + 1, i + w, i.wrapping_sub(1)];
        (
            std::array::from_fn(|d| if valid[d] { step[d] } else { i }),
            valid,
        )
    }

    /// Removes and returns the cell at place `at`.
    #[inline]
    fn take(&mut self, at: usize) -> Cell {
        let cell = self.cells[at];
        self.count -= 1;
        self.cells[at] = self.cells[self.count];
        cell
    }

    /// Adds cell `i` (column `x`) to the maze and its new neighbours to the frontier, marked.
    #[inline]
    fn join(&mut self, grid: &mut Grid, in_maze: &mut BitSet, i: usize, x: usize) {
        const STEP_X: [usize; 4] = [0, 1, 0, usize::MAX];
        in_maze.set(i);
        if self.count + 4 > self.cells.len() {
            self.cells.resize(2 * self.cells.len(), Cell::default());
        }
        let (cells, valid) = self.around(i, x);
        for d in 0..4 {
            let next = cells[d];
            // Inside the grid (a border's stand-in is `i`, in the maze), outside the maze, and
            // not marked yet.
            let new = valid[d] & !in_maze.get(next) & (grid.raw_pair(next) == 0);
            grid.open_edge_if(2 * next, new);
            self.cells[self.count] = Cell {
                index: next as u32,
                x: x.wrapping_add(STEP_X[d]) as u32,
            };
            self.count += usize::from(new);
        }
    }
}

/// Adds `at` to the maze and to the frontier its neighbours that were not on it: those outside
/// the maze whose only neighbour in the maze is now `at`.
fn join(walker: &Walker, at: At, in_maze: &mut BitSet, frontier: &mut Vec<usize>) {
    in_maze.set(at.index);
    let around = walker.around(at);
    for d in set_bits(walker.distinct(outside(&around, in_maze)).into()) {
        let next = around[d as usize];
        let joined = 0b1111 & !outside(&walker.around(next), in_maze);
        if walker.distinct(joined).count_ones() == 1 {
            frontier.push(next.index);
        }
    }
}

/// The directions (bit `d` for `Direction::ALL[d]`) in which `around` holds cells outside the
/// maze (a bounded border's stand-in, the cell itself, counts as outside only if it is).
fn outside(around: &[At; 4], in_maze: &BitSet) -> u8 {
    around.iter().enumerate().fold(0, |mask, (d, next)| {
        mask | u8::from(!in_maze.get(next.index)) << d
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{rng::rng_from_seed, size::Size};

    /// The bounded path (nothing watching) makes the same maze as the general one (a watcher
    /// that wants every step), thin and square grids alike.
    #[test]
    fn the_bounded_path_makes_the_general_paths_maze() {
        for (seed, (w, h)) in [
            (1, 1),
            (1, 7),
            (7, 1),
            (2, 2),
            (5, 9),
            (64, 3),
            (65, 65),
            (130, 7),
        ]
        .into_iter()
        .enumerate()
        {
            let make = |watched: bool| {
                let mut grid = Grid::new(Size::new(w, h), Wrap::None).unwrap();
                let rng = &mut rng_from_seed(seed as u64);
                match watched {
                    true => generate(&mut grid, rng, &mut |_: Step| {}).unwrap(),
                    false => generate(&mut grid, rng, &mut ()).unwrap(),
                }
                grid
            };
            let fast = make(false);
            assert!(crate::metrics::is_perfect(&fast), "{w}×{h}");
            assert_eq!(fast, make(true), "{w}×{h}");
        }
    }
}
