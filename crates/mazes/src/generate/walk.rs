//! Moving about the grid cell by cell, walls or not, without dividing by the width.
//!
//! The generators that walk or search the grid (Wilson, Aldous–Broder, hunt-and-kill, growing
//! tree, Prim, the backtracker on wrapping grids) step from cell to neighbouring cell billions
//! of times on big grids; carrying the column along with the index keeps each step to a few
//! additions and comparisons. Random choices among neighbours are table lookups, not branches.

use rand::Rng;

use crate::rng::BitPool;
use crate::{direction::Direction, grid::Grid};

/// Division by a grid's width, by a multiplication: generators that pick cells at random
/// (the growing tree, Prim) find a cell's row or column at every pick, and a hardware
/// division is several times slower than a multiply.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Width {
    width: usize,
    /// ⌈2⁶⁴ / width⌉ (0 for a width of 1): for numerators below 2³², the high half of the
    /// product with it is the exact quotient, since the error it carries stays under 1 / width.
    reciprocal: u64,
}

impl Width {
    /// Division by `width`, which must be positive.
    pub(crate) fn new(width: usize) -> Width {
        let reciprocal = match width {
            1 => 0,
            _ => (u64::MAX / width as u64).wrapping_add(1),
        };
        Width { width, reciprocal }
    }

    /// `index / width`.
    #[inline]
    pub(crate) fn quotient(self, index: usize) -> usize {
        if u32::try_from(index).is_err() || self.width == 1 {
            return index / self.width;
        }
        ((index as u128 * u128::from(self.reciprocal)) >> 64) as usize
    }

    /// `index % width`.
    #[inline]
    pub(crate) fn remainder(self, index: usize) -> usize {
        index - self.quotient(index) * self.width
    }
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
    divide: Width,
    len: usize,
    wrap_x: bool,
    wrap_y: bool,
    /// How the index moves in each direction, away from the borders.
    index_delta: [usize; 4],
}

impl Walker {
    /// The steps of `grid`'s cells.
    pub(crate) fn new(grid: &Grid) -> Walker {
        let width = grid.width() as usize;
        Walker {
            width,
            divide: Width::new(width),
            len: grid.len(),
            wrap_x: grid.wrap().x(),
            wrap_y: grid.wrap().y(),
            index_delta: [width.wrapping_neg(), 1, width, usize::MAX],
        }
    }

    /// Cell `index`, with its column worked out once.
    pub(crate) fn at(&self, index: usize) -> At {
        At {
            index,
            x: self.divide.remainder(index),
        }
    }

    /// The neighbour of `at` towards `dir`, or `None` across a bounded border.
    #[inline]
    pub(crate) fn step(&self, at: At, dir: Direction) -> Option<At> {
        let next = self.around(at)[dir.index()];
        (next.index != at.index).then_some(next)
    }

    /// The four neighbours of `at` in N, E, S, W order, with `at` itself standing in for a
    /// neighbour across a bounded border (so a "visited?" test needs no special case there).
    #[inline]
    pub(crate) fn around(&self, at: At) -> [At; 4] {
        let (w, len, i, x) = (self.width, self.len, at.index, at.x);
        let north = match () {
            () if i >= w => i - w,
            () if self.wrap_y => i + len - w,
            () => i,
        };
        let south = match () {
            () if i + w < len => i + w,
            () if self.wrap_y => i + w - len,
            () => i,
        };
        let east = match () {
            () if x + 1 < w => At {
                index: i + 1,
                x: x + 1,
            },
            () if self.wrap_x => At {
                index: i + 1 - w,
                x: 0,
            },
            () => at,
        };
        let west = match () {
            () if x > 0 => At {
                index: i - 1,
                x: x - 1,
            },
            () if self.wrap_x => At {
                index: i + w - 1,
                x: w - 1,
            },
            () => at,
        };
        [At { index: north, x }, east, At { index: south, x }, west]
    }

    /// `directions` (bit `d` for `Direction::ALL[d]`) without the duplicates of a two-cell
    /// wrapping axis, where both ways along it reach the same neighbour: that neighbour stays
    /// as likely as any other.
    #[inline]
    pub(crate) fn distinct(&self, directions: u8) -> u8 {
        let mut left = directions;
        if self.wrap_x && self.width == 2 && left & 0b0010 != 0 {
            left &= !0b1000;
        }
        if self.wrap_y && self.len == 2 * self.width && left & 0b0100 != 0 {
            left &= !0b0001;
        }
        left
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
        let valid = u8::from(i >= w)
            | u8::from(x + 1 < w) << 1
            | u8::from(i + w < len) << 2
            | u8::from(x > 0) << 3;
        const X_DELTA: [usize; 4] = [0, 1, 0, usize::MAX];
        loop {
            let d = bits.take(rng, 2) as usize;
            if valid >> d & 1 == 1 {
                let next = At {
                    index: i.wrapping_add(self.index_delta[d]),
                    x: x.wrapping_add(X_DELTA[d]),
                };
                return (Direction::from_index(d), next);
            }
        }
    }
}

/// A uniform choice among the directions of `among` (bit `d` for `Direction::ALL[d]`), as a
/// number `0..12` to pass to [`choose`].
#[inline]
pub(crate) fn random_choice<R: Rng + ?Sized>(bits: &mut BitPool, rng: &mut R) -> usize {
    // 12 is a multiple of every possible count (1 to 4), so `r % count` is uniform.
    ((bits.take(rng, 32) * 12) >> 32) as usize
}

/// The direction of `among` (at least one bit set) that choice `r` (`0..12`) stands for,
/// looked up rather than branched on.
#[inline]
pub(crate) fn choose(among: u8, r: usize) -> Direction {
    Direction::from_index(usize::from(CHOICES[usize::from(among & 15)][r]))
}

/// `CHOICES[mask][r]`: the `(r % count)`-th direction in `mask`, `count` its number of bits.
const CHOICES: [[u8; 12]; 16] = {
    let mut table = [[0; 12]; 16];
    let mut mask = 1;
    while mask < 16 {
        let mut members = [0u8; 4];
        let mut count = 0;
        let mut d = 0;
        while d < 4 {
            if mask >> d & 1 == 1 {
                members[count] = d as u8;
                count += 1;
            }
            d += 1;
        }
        let mut r = 0;
        while r < 12 {
            table[mask][r] = members[r % count];
            r += 1;
        }
        mask += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Division by a multiplication is exact for every width and index, at the edges of the
    /// range where it multiplies (indices just under 2³²) and beyond it.
    #[test]
    fn width_divides_exactly() {
        let mut rng = crate::rng::rng_from_seed(9);
        let widths = [
            1,
            2,
            3,
            7,
            64,
            1000,
            4001,
            (1 << 31) - 1,
            (1 << 32) - 1,
            1 << 32,
        ];
        let random: Vec<usize> = (0..200)
            .map(|_| rng.random_range(1..=u32::MAX as usize))
            .collect();
        for width in widths.into_iter().chain(random) {
            let divide = Width::new(width);
            let edges = [
                0,
                1,
                width - 1,
                width,
                u32::MAX as usize,
                1 << 32,
                usize::MAX,
            ];
            let random = (0..200).map(|_| rng.random_range(0..=u32::MAX as usize));
            for index in edges.into_iter().chain(random) {
                assert_eq!(divide.quotient(index), index / width, "{index} / {width}");
                assert_eq!(divide.remainder(index), index % width, "{index} % {width}");
            }
        }
    }

    #[test]
    fn random_choices_pick_every_member_and_nothing_else() {
        let mut rng = crate::rng::rng_from_seed(3);
        let mut bits = BitPool::default();
        for mask in 1u8..16 {
            let mut seen = [0u32; 4];
            for _ in 0..400 {
                seen[choose(mask, random_choice(&mut bits, &mut rng)).index()] += 1;
            }
            for d in 0..4 {
                let member = mask >> d & 1 == 1;
                assert_eq!(seen[d] > 0, member, "mask {mask:04b}: {seen:?}");
                if member {
                    let expected = 400 / mask.count_ones();
                    assert!(
                        seen[d].abs_diff(expected) < expected / 3,
                        "{mask:04b}: {seen:?}"
                    );
                }
            }
        }
    }
}
