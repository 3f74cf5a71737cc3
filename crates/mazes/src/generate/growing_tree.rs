//! Growing tree: keep a list of active cells and grow the maze from one of them at a time.
//!
//! 1. Put a random cell in the list.
//! 2. Pick a cell from the list (the newest, a random one, or either by a coin flip: the
//!    [`Pick`]). If it has unvisited neighbours, carve to a random one and add that to the list;
//!    otherwise remove the cell from the list.
//! 3. Stop when the list is empty.
//!
//! **Result:** perfect. Always newest *is* the recursive backtracker: the list is then a stack,
//! the choices are drawn the same way, and the maze for a seed is the same, so that pick is made
//! by [`backtracker`](super::backtracker) (3 bits per cell, no list). Always random behaves like
//! simplified Prim (short dead ends, branching; about 27 % of cells are dead ends). Mixed lies
//! between: the backtracker's corridors with branches all along them (about 18 % dead ends,
//! against the backtracker's 10 %).
//! **Memory:** one bit per cell and the list of active cells (32 bits each on grids of fewer
//! than 2³² cells). Once the list is big, the cells in it with nothing left to visit are
//! dropped and only counted, so that random picks still land on them as often as on the
//! textbook's list; those wasted picks are what tilt the mixed pick towards the newest cell.
//! **Time:** linear. Works on every topology.

use rand::Rng;

use super::carve_to_unvisited;
use super::space::{Framed, Space, Wrapped};
use super::steps::{self, Step};
use crate::bits::OutOfMemory;
use crate::rng::{BitPool, below};
use crate::watch::Watcher;
use crate::{grid::Grid, topology::Wrap};

mod active;

use active::{Active, Found, Slot};

/// How the growing tree chooses the next cell to grow from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pick {
    /// The most recently added cell.
    Newest,
    /// A uniformly random active cell.
    Random,
    /// Newest or random with equal chance.
    Mixed,
}

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    pick: Pick,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    if pick == Pick::Newest {
        return super::backtracker::generate(grid, rng, watcher);
    }
    let narrow = u32::try_from(grid.len()).is_ok_and(|len| len < u32::MAX);
    grow_with(grid, narrow, grid.wrap() == Wrap::None, pick, rng, watcher)
}

/// The growing tree with a list of 32-bit cell numbers if `narrow` (else 64-bit), in the framed
/// space if `framed` (for grids that do not wrap), else the general one.
fn grow_with<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    narrow: bool,
    framed: bool,
    pick: Pick,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    match (narrow, framed) {
        (true, true) => grow::<u32, _, R, W>(grid, Framed::new(grid)?, pick, rng, watcher),
        (true, false) => grow::<u32, _, R, W>(grid, Wrapped::new(grid)?, pick, rng, watcher),
        (false, true) => grow::<usize, _, R, W>(grid, Framed::new(grid)?, pick, rng, watcher),
        (false, false) => grow::<usize, _, R, W>(grid, Wrapped::new(grid)?, pick, rng, watcher),
    }
    Ok(())
}

/// The growing tree with a list of `S` cell numbers, in `space`.
fn grow<S: Slot, P: Space, R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    mut space: P,
    pick: Pick,
    rng: &mut R,
    watcher: &mut W,
) {
    let mut bits = BitPool::default();
    let start = below(rng, grid.len());
    space.visit(space.at(start));
    steps::visited(watcher, grid, start);
    watcher.advance(1);
    let mut active = Active::<S>::new(start, grid.len(), pick == Pick::Mixed);
    // Only random and mixed come here: a coin for mixed, never the newest for random.
    while let Some(found) = active.pick(pick == Pick::Mixed && bits.take(rng, 1) == 1, rng) {
        let Found::At(at) = found else { continue };
        let cell = space.at(active.cell(at));
        match carve_to_unvisited(grid, &mut space, cell, &mut bits, rng, watcher) {
            Some((_, next)) => {
                active.push(space.index(next), |cell| {
                    space.unvisited(space.at(cell)) != 0
                });
            }
            None => {
                steps::visited(watcher, grid, space.index(cell));
                active.remove(at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate::Algorithm, progress::Progress, size::Size, topology::Wrap};

    /// The textbook growing tree: every cell stays listed, in order, until a pick finds it
    /// finished.
    fn textbook(size: Size, pick: Pick, seed: u64) -> Grid {
        let mut grid = Grid::new(size, Wrap::None).unwrap();
        let mut rng = crate::rng::rng_from_seed(seed);
        let mut space = Wrapped::new(&grid).unwrap();
        let mut bits = BitPool::default();
        let start = below(&mut rng, grid.len());
        space.visit(space.at(start));
        let mut active = vec![start];
        while !active.is_empty() {
            let at = match pick == Pick::Mixed && rng.random_bool(0.5) {
                true => active.len() - 1,
                false => below(&mut rng, active.len()),
            };
            let cell = space.at(active[at]);
            let none = &mut Progress::none();
            match carve_to_unvisited(&mut grid, &mut space, cell, &mut bits, &mut rng, none) {
                Some((_, next)) => active.push(next.index),
                None => _ = active.remove(at),
            }
        }
        grid
    }

    /// Dead ends per hundred cells, on average over `mazes`.
    fn dead_end_percent(mazes: impl Iterator<Item = Grid>) -> f64 {
        let percents: Vec<f64> = mazes
            .map(|grid| {
                let dead_ends = (0..grid.len()).filter(|&c| grid.degree_at(c) == 1).count();
                dead_ends as f64 * 100.0 / grid.len() as f64
            })
            .collect();
        percents.iter().sum::<f64>() / percents.len() as f64
    }

    /// The list's cell numbers are 64-bit on grids too big for 32, and a grid that does not
    /// wrap is walked in a framed space: the same mazes every way.
    #[test]
    fn every_list_and_space_makes_the_same_mazes() {
        for pick in [Pick::Mixed, Pick::Random] {
            let make = |narrow: bool, framed: bool| {
                let mut grid = Grid::new(Size::new(40, 30), Wrap::None).unwrap();
                let (rng, progress) = (&mut crate::rng::rng_from_seed(5), &mut Progress::none());
                grow_with(&mut grid, narrow, framed, pick, rng, progress).unwrap();
                grid
            };
            let wide = make(false, false);
            assert!(crate::metrics::is_perfect(&wide));
            for (narrow, framed) in [(true, true), (true, false), (false, true)] {
                assert_eq!(wide, make(narrow, framed), "{pick:?} {narrow} {framed}");
            }
        }
    }

    #[test]
    fn dropping_finished_cells_keeps_the_textbook_texture() {
        let size = Size::new(100, 100);
        for pick in [Pick::Mixed, Pick::Random] {
            let ours = dead_end_percent((1..=6).map(|seed| {
                let mut rng = crate::rng::rng_from_seed(seed);
                Algorithm::GrowingTree(pick)
                    .generate(size, Wrap::None, &mut rng)
                    .unwrap()
            }));
            let reference = dead_end_percent((1..=6).map(|seed| textbook(size, pick, seed)));
            assert!(
                (ours - reference).abs() < 1.0,
                "{pick:?}: {ours:.2} % against {reference:.2} %"
            );
        }
    }
}
