//! Wilson's algorithm: loop-erased random walks.
//!
//! 1. Put one random cell in the maze.
//! 2. From each cell not yet in the maze, walk at random until the walk hits the maze, remembering
//!    only the last direction taken from each cell (which erases any loop the walk made).
//! 3. Retrace the remembered directions from the walk's start, carving them into the maze.
//!
//! **Result:** perfect and *uniform*: every spanning tree of the grid is equally likely, so the
//! maze has no bias at all. **Memory:** one bit and one direction byte per cell. **Time:** the
//! first walks are long on big grids (expected total is the grid's mean hitting time), later ones
//! short. Works on every topology.

use rand::Rng;

use crate::bits::{BitSet, OutOfMemory, try_filled};
use crate::rng::{BitPool, below};
use crate::{Direction, Grid, Progress};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized>(
    grid: &mut Grid,
    rng: &mut R,
    progress: &mut Progress<'_>,
) -> Result<(), OutOfMemory> {
    let mut in_maze = BitSet::new(grid.cell_count())?;
    let mut exit = try_filled(grid.cell_count(), Direction::North)?;
    let mut bits = BitPool::default();
    let walker = Walker::new(grid);
    in_maze.set(below(rng, grid.len()));
    progress.advance(1);
    for start in 0..grid.len() {
        if in_maze.get(start) {
            continue;
        }
        let mut at = walker.at(start);
        while !in_maze.get(at.index) {
            let (dir, next) = walker.random_step(at, &mut bits, rng);
            exit[at.index] = dir;
            at = next;
        }
        let mut at = walker.at(start);
        while !in_maze.get(at.index) {
            in_maze.set(at.index);
            progress.advance(1);
            let dir = exit[at.index];
            let Some(next) = walker.step(at, dir) else {
                break;
            };
            grid.open_between(at.index, dir, next.index);
            at = next;
        }
    }
    Ok(())
}

/// A cell index with its column, so that a walk can step without dividing by the width.
#[derive(Clone, Copy, Debug)]
pub(crate) struct At {
    /// Row-major cell index.
    pub(crate) index: usize,
    x: usize,
}

/// Steps of random walks over a grid's cells, walls or not.
pub(crate) struct Walker {
    width: usize,
    len: usize,
    wrap_x: bool,
    wrap_y: bool,
}

impl Walker {
    pub(crate) fn new(grid: &Grid) -> Walker {
        Walker {
            width: grid.width() as usize,
            len: grid.len(),
            wrap_x: grid.wrap().x(),
            wrap_y: grid.wrap().y(),
        }
    }

    /// Cell `index`, with its column worked out once.
    pub(crate) fn at(&self, index: usize) -> At {
        At {
            index,
            x: index % self.width,
        }
    }

    /// The neighbour of `at` towards `dir`, or `None` across a bounded border.
    #[inline]
    pub(crate) fn step(&self, at: At, dir: Direction) -> Option<At> {
        let (w, len, i, x) = (self.width, self.len, at.index, at.x);
        let moved = |index, x| Some(At { index, x });
        match dir {
            Direction::North if i >= w => moved(i - w, x),
            Direction::North if self.wrap_y => moved(i + len - w, x),
            Direction::South if i + w < len => moved(i + w, x),
            Direction::South if self.wrap_y => moved(i + w - len, x),
            Direction::West if x > 0 => moved(i - 1, x - 1),
            Direction::West if self.wrap_x => moved(i + w - 1, w - 1),
            Direction::East if x + 1 < w => moved(i + 1, x + 1),
            Direction::East if self.wrap_x => moved(i + 1 - w, 0),
            _ => None,
        }
    }

    /// A uniformly random step from `at` to one of its neighbours; the cell must have one.
    ///
    /// On bounded grids the direction's validity and the move are looked up in small tables
    /// indexed by the random direction, so the walk does not branch on it (a random branch is
    /// mispredicted half the time, and that dominated the walk).
    #[inline]
    pub(crate) fn random_step<R: Rng + ?Sized>(
        &self,
        at: At,
        bits: &mut BitPool,
        rng: &mut R,
    ) -> (Direction, At) {
        if self.wrap_x || self.wrap_y {
            loop {
                let dir = Direction::from_index(bits.take(rng, 2) as usize);
                if let Some(next) = self.step(at, dir) {
                    return (dir, next);
                }
            }
        }
        let (w, len, i, x) = (self.width, self.len, at.index, at.x);
        let valid = [i >= w, x + 1 < w, i + w < len, x > 0];
        let index_delta = [w.wrapping_neg(), 1, w, usize::MAX];
        let x_delta = [0, 1, 0, usize::MAX];
        loop {
            let d = bits.take(rng, 2) as usize;
            if valid[d] {
                let next = At {
                    index: i.wrapping_add(index_delta[d]),
                    x: x.wrapping_add(x_delta[d]),
                };
                return (Direction::from_index(d), next);
            }
        }
    }
}
