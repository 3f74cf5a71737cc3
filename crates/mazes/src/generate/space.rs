//! The cells a search has visited, and the steps between them.
//!
//! The backtracker, hunt-and-kill and the growing tree spend their time asking "which
//! neighbours of this cell are unvisited?" and stepping to one. [`Framed`] answers for bounded grids without a single border
//! test: its visited set has a frame of cells marked visited from the start, so every cell has
//! its four neighbours at fixed offsets. [`Wrapped`] is the general case, for grids that wrap.

use super::walk::{At, Walker, Width, choose};
use crate::bits::{BitSet, OutOfMemory};
use crate::{direction::Direction, grid::Grid};

/// A visited set that knows how to step between the grid's cells.
pub(crate) trait Space {
    /// A cell, as this space locates it.
    type At: Copy;

    /// Cell `index` of the grid.
    fn at(&self, index: usize) -> Self::At;

    /// The grid index of `at`.
    fn index(&self, at: Self::At) -> usize;

    /// The directions (bit `d` for `Direction::ALL[d]`) leading to distinct unvisited cells;
    /// `at` itself must be visited (a border may stand for it).
    fn unvisited(&self, at: Self::At) -> u8;

    /// The neighbour of `at` in `dir`, which must not cross a bounded border.
    fn step(&self, at: Self::At, dir: Direction) -> Self::At;

    /// Marks `at` visited.
    fn visit(&mut self, at: Self::At);

    /// The neighbour of `at` in a direction of `among` chosen by `r` (0 to 11, see
    /// `walk::choose`), with that direction.
    #[inline]
    fn step_among(&self, at: Self::At, among: u8, r: usize) -> (Self::At, Direction) {
        let dir = choose(among, r);
        (self.step(at, dir), dir)
    }
}

/// The space of a bounded grid: visited bits in rows one cell wider than the grid, framed by
/// cells visited from the start (a row above, a row below and the extra column, which is both
/// the east of one row and the west of the next).
pub(crate) struct Framed {
    visited: BitSet,
    width: Width,
    stride: usize,
    /// Per direction: how the framed position and the grid index move.
    offsets: [(usize, usize); 4],
    /// `offsets` by choice (see `walk::choose`), as `moves[r][among]`: the step is one lookup,
    /// not two in a row, and the part of its address that depends on the draw is ready early.
    moves: Box<[[(usize, usize); 16]; 12]>,
}

/// A cell of a [`Framed`] space: its position in the framed bits and its grid index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FramedAt {
    framed: usize,
    index: usize,
}

impl Framed {
    /// The space of `grid`, which must not wrap; nothing visited yet.
    pub(crate) fn new(grid: &Grid) -> Result<Framed, OutOfMemory> {
        let (width, height) = (grid.width() as usize, grid.height() as usize);
        let stride = width + 1;
        let mut visited = BitSet::new((stride as u64) * (height as u64 + 2))?;
        for p in (0..stride).chain((height + 1) * stride..(height + 2) * stride) {
            visited.set(p);
        }
        for y in 1..=height {
            visited.set(y * stride + width);
        }
        let offsets = [
            (stride.wrapping_neg(), width.wrapping_neg()),
            (1, 1),
            (stride, width),
            (usize::MAX, usize::MAX),
        ];
        let moves = Box::new(std::array::from_fn(|r| {
            std::array::from_fn(|among| match among {
                0 => (0, 0),
                _ => offsets[choose(among as u8, r).index()],
            })
        }));
        Ok(Framed {
            visited,
            width: Width::new(width),
            stride,
            offsets,
            moves,
        })
    }
}

impl Space for Framed {
    type At = FramedAt;

    fn at(&self, index: usize) -> FramedAt {
        FramedAt {
            framed: self.stride + index + self.width.quotient(index),
            index,
        }
    }

    #[inline]
    fn index(&self, at: FramedAt) -> usize {
        at.index
    }

    #[inline]
    fn unvisited(&self, at: FramedAt) -> u8 {
        let (p, s, v) = (at.framed, self.stride, &self.visited);
        let visited = v.bit(p - s) | v.bit(p + 1) << 1 | v.bit(p + s) << 2 | v.bit(p - 1) << 3;
        !visited as u8 & 15
    }

    #[inline]
    fn step(&self, at: FramedAt, dir: Direction) -> FramedAt {
        let (framed, index) = self.offsets[dir.index()];
        FramedAt {
            framed: at.framed.wrapping_add(framed),
            index: at.index.wrapping_add(index),
        }
    }

    #[inline]
    fn visit(&mut self, at: FramedAt) {
        self.visited.set(at.framed);
    }

    #[inline]
    fn step_among(&self, at: FramedAt, among: u8, r: usize) -> (FramedAt, Direction) {
        let (framed, index) = self.moves[r][usize::from(among & 15)];
        let dir = choose(among, r);
        let next = FramedAt {
            framed: at.framed.wrapping_add(framed),
            index: at.index.wrapping_add(index),
        };
        (next, dir)
    }
}

/// The space of any grid, wrapping or not: one visited bit per cell, neighbours worked out by
/// a [`Walker`].
pub(crate) struct Wrapped {
    visited: BitSet,
    walker: Walker,
}

impl Wrapped {
    /// The space of `grid`; nothing visited yet.
    pub(crate) fn new(grid: &Grid) -> Result<Wrapped, OutOfMemory> {
        Ok(Wrapped {
            visited: BitSet::new(grid.cell_count())?,
            walker: Walker::new(grid),
        })
    }

    /// Whether cell `index` has been visited.
    #[inline]
    pub(crate) fn is_visited(&self, index: usize) -> bool {
        self.visited.get(index)
    }
}

impl Space for Wrapped {
    type At = At;

    fn at(&self, index: usize) -> At {
        self.walker.at(index)
    }

    #[inline]
    fn index(&self, at: At) -> usize {
        at.index
    }

    #[inline]
    fn unvisited(&self, at: At) -> u8 {
        let around = self.walker.around(at);
        let fresh = around.iter().enumerate().fold(0, |mask, (d, next)| {
            mask | u8::from(!self.visited.get(next.index)) << d
        });
        self.walker.distinct(fresh)
    }

    #[inline]
    fn step(&self, at: At, dir: Direction) -> At {
        self.walker.around(at)[dir.index()]
    }

    #[inline]
    fn visit(&mut self, at: At) {
        self.visited.set(at.index);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{size::Size, topology::Wrap};

    /// From every cell (visited, as a search's current cell always is), the unvisited
    /// directions and the steps agree with the grid's own neighbours.
    fn agrees_with_grid<S: Space>(grid: &Grid, new_space: impl Fn() -> S) {
        let seen_before = |cell: usize| cell.is_multiple_of(3);
        for index in 0..grid.len() {
            let mut space = new_space();
            for cell in (0..grid.len()).filter(|&c| seen_before(c) || c == index) {
                space.visit(space.at(cell));
            }
            let at = space.at(index);
            let mut expected = 0;
            for dir in Direction::ALL {
                if let Some(next) = grid.step(index, dir) {
                    assert_eq!(space.index(space.step(at, dir)), next);
                    if !seen_before(next) {
                        expected |= 1 << dir.index();
                    }
                }
            }
            let found = space.unvisited(at);
            let context = format!("cell {index} of {:?} {:?}", grid.size(), grid.wrap());
            assert_eq!(found & !expected, 0, "{context}");
            assert_eq!(found != 0, expected != 0, "{context}");
        }
    }

    #[test]
    fn both_spaces_agree_with_the_grid() {
        for (w, h) in [
            (1, 1),
            (1, 5),
            (5, 1),
            (7, 4),
            (63, 2),
            (64, 3),
            (65, 2),
            (130, 3),
        ] {
            let grid = Grid::new(Size::new(w, h), Wrap::None).unwrap();
            agrees_with_grid(&grid, || Framed::new(&grid).unwrap());
            for wrap in Wrap::ALL {
                if let Ok(grid) = Grid::new(Size::new(w.max(2), h.max(2)), wrap) {
                    agrees_with_grid(&grid, || Wrapped::new(&grid).unwrap());
                }
            }
        }
    }
}
