//! Small rooms (2 × 2 to 3 × 3, and 2 × 4) divided in one draw.
//!
//! Three in five of recursive division's splits are of rooms this small, and each split costs
//! a draw, the halves' sizes and a round of the stack. But such a room has few outcomes (a
//! 3 × 3 one, 144), so a table lists every outcome as often as the splits would make it, and
//! one draw picks an entry: the same mazes in distribution, with 40 % of the splits.

use crate::direction::Direction;

/// The largest side of a room the table finishes, and so the most rows it closes walls in.
pub(super) const SIDE: usize = 4;

/// The largest half-perimeter (width plus height) of a room the table finishes: 2 × 4 and
/// 3 × 3 rooms, not 3 × 4 (6,912 entries each way).
const REACH: usize = 6;

/// Bits a row takes in an [`OUTCOMES`] entry: the grid's two a cell (east, then south), a
/// cell at a time.
const ROW_BITS: usize = 8;

/// The choices a split of a `width` × `height` room makes, all equally likely: its
/// orientation (the longer side is cut; a square's is a coin toss), where the line is cut and
/// where the wall's gap is. Choices `0..` cut across the rows first (a horizontal wall).
const fn choices(width: usize, height: usize) -> usize {
    let vertical = if width >= height {
        (width - 1) * height
    } else {
        0
    };
    horizontal_choices(width, height) + vertical
}

/// How many of the choices draw a horizontal wall: none if the room is wider than tall.
const fn horizontal_choices(width: usize, height: usize) -> usize {
    if height >= width {
        (height - 1) * width
    } else {
        0
    }
}

/// Choice `c` of splitting a `width` × `height` room: whether the wall is horizontal, how
/// many rows (or columns) lie before it, and its gap.
const fn choice(width: usize, height: usize, c: usize) -> (bool, usize, usize) {
    let horizontal = horizontal_choices(width, height);
    if c < horizontal {
        (true, 1 + c / width, c % width)
    } else {
        let c = c - horizontal;
        (false, 1 + c / height, c % height)
    }
}

/// The sizes of the two rooms choice `(horizontal, cut)` leaves.
const fn halves(
    width: usize,
    height: usize,
    horizontal: bool,
    cut: usize,
) -> ((usize, usize), (usize, usize)) {
    if horizontal {
        ((width, cut), (width, height - cut))
    } else {
        ((cut, height), (width - cut, height))
    }
}

/// The greatest common divisor of `a` and `b`.
const fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// How many equally likely entries a `width` × `height` room's outcomes take: a split's
/// choices, each given a block of entries in which every pair of its halves' outcomes comes
/// equally often.
const fn entries(width: usize, height: usize) -> usize {
    if width < 2 || height < 2 {
        return 1;
    }
    let count = choices(width, height);
    let mut block = 1;
    let mut c = 0;
    while c < count {
        let (horizontal, cut, _) = choice(width, height, c);
        let ((w1, h1), (w2, h2)) = halves(width, height, horizontal, cut);
        let pairs = entries(w1, h1) * entries(w2, h2);
        block = block / gcd(block, pairs) * pairs;
        c += 1;
    }
    count * block
}

/// The walls of outcome `i` of dividing the `width` × `height` room whose top left cell is at
/// column `x` and row `y` of a table entry.
const fn outcome(x: usize, y: usize, width: usize, height: usize, i: usize) -> u32 {
    if width < 2 || height < 2 {
        return 0;
    }
    let block = entries(width, height) / choices(width, height);
    let (horizontal, cut, gap) = choice(width, height, i / block);
    let ((w1, h1), (w2, h2)) = halves(width, height, horizontal, cut);
    // The block lists the first half's outcomes slowly and the second's quickly: each pair
    // equally often, as the block is a multiple of both counts' product.
    let j = i % block;
    let first = outcome(x, y, w1, h1, j / (block / entries(w1, h1)));
    let second = if horizontal {
        outcome(x, y + cut, w2, h2, j % entries(w2, h2))
    } else {
        outcome(x + cut, y, w2, h2, j % entries(w2, h2))
    };
    let mut walls = 0;
    let across = if horizontal { width } else { height };
    let mut k = 0;
    while k < across {
        if k != gap {
            let (column, row, bit) = if horizontal {
                (x + k, y + cut - 1, 1)
            } else {
                (x + cut - 1, y + k, 0)
            };
            walls |= 1 << (row * ROW_BITS + 2 * column + bit);
        }
        k += 1;
    }
    walls | first | second
}

/// The shapes up to [`SIDE`] each way, those beyond [`REACH`] given no entries.
const SHAPES: usize = (SIDE - 1) * (SIDE - 1);

/// Shape `s`'s width and height.
const fn shape(s: usize) -> (usize, usize) {
    (2 + s / (SIDE - 1), 2 + s % (SIDE - 1))
}

/// Each shape's first entry in [`OUTCOMES`], and its number of entries.
const SPANS: [(usize, usize); SHAPES] = {
    let mut spans = [(0, 0); SHAPES];
    let mut start = 0;
    let mut s = 0;
    while s < SHAPES {
        let (width, height) = shape(s);
        let count = if width + height <= REACH {
            entries(width, height)
        } else {
            0
        };
        spans[s] = (start, count);
        start += count;
        s += 1;
    }
    spans
};

/// Every shape's entries, in shape order.
const TOTAL: usize = SPANS[SHAPES - 1].0 + SPANS[SHAPES - 1].1;

/// The walls of every outcome of dividing each small room, as often as the splits would
/// choose it: bit `ROW_BITS * row + 2 * column` closes a cell's east side, the bit above its
/// south side.
static OUTCOMES: [u32; TOTAL] = {
    let mut table = [0; TOTAL];
    let mut s = 0;
    while s < SHAPES {
        let (start, count) = SPANS[s];
        let (width, height) = shape(s);
        let mut i = 0;
        while i < count {
            table[start + i] = outcome(0, 0, width, height, i);
            i += 1;
        }
        s += 1;
    }
    table
};

/// Whether a room `width` × `height` (at least 2 × 2) is small enough for the table.
#[inline]
pub(super) fn fits(width: usize, height: usize) -> bool {
    (width <= SIDE) & (height <= SIDE) & (width + height <= REACH)
}

/// The walls a random outcome of dividing a `width` × `height` room closes, a row at a time
/// ([`Walls::row`]), picked by `draw`; the room must [`fit`](fits) and be at least 2 × 2.
#[inline]
pub(super) fn walls(width: usize, height: usize, draw: u64) -> Walls {
    let (start, count) = SPANS[(width - 2) * (SIDE - 1) + height - 2];
    // A draw scaled to the count: off by less than one in 2⁵⁶ from uniform.
    let pick = ((u128::from(draw) * count as u128) >> 64) as usize;
    Walls(OUTCOMES[start + pick])
}

/// The walls a small room's division closes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Walls(u32);

impl Walls {
    /// Row `row`'s walls as the grid's passage bits: bit `2 * column` closes the east side of
    /// the room's cell in that column, the bit above its south side.
    #[inline]
    pub(super) fn row(self, row: usize) -> u64 {
        u64::from(self.0 >> (row * ROW_BITS) & ((1 << ROW_BITS) - 1))
    }

    /// Every wall, as the column and row of its cell in the room and the side closed.
    pub(super) fn each(self) -> impl Iterator<Item = (usize, usize, Direction)> {
        crate::bits::set_bits(u64::from(self.0)).map(|b| {
            let b = b as usize;
            let side = if b.is_multiple_of(2) {
                Direction::East
            } else {
                Direction::South
            };
            (b % ROW_BITS / 2, b / ROW_BITS, side)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn the_table_has_each_shapes_outcomes() {
        // Counted by hand: a 2 × 2 room closes one of its 4 inner sides; a 2 × 3 room is cut
        // into a 2 × 1 and a 2 × 2 (2 × 2 ways, then 4); a 3 × 3 room 2 × 2 × 3 ways into a
        // 3 × 1 and a 3 × 2 (16 each); a 2 × 4 room 3 × 2 ways, into 2 × 1 and 2 × 3 (16)
        // or two 2 × 2 (16 pairs), so 6 × 16.
        let counts = SPANS.map(|(_, count)| count);
        assert_eq!(counts, [4, 16, 96, 16, 192, 0, 96, 0, 0]);
    }

    /// The chance of each set of walls from dividing a `width` × `height` room at (`x`, `y`),
    /// in parts of `scale`, worked out from the algorithm as the splits run it: the longer
    /// side cut (either for a square, as likely), at a uniform line, with a uniform gap.
    fn by_splits(x: usize, y: usize, width: usize, height: usize, scale: u64) -> HashMap<u32, u64> {
        if width < 2 || height < 2 {
            return HashMap::from([(0, scale)]);
        }
        let ways = [(true, height > width), (false, width > height)];
        let ways = ways.iter().filter(|&&(_, only)| only || width == height);
        let orientations = if width == height { 2 } else { 1 };
        let mut chances = HashMap::new();
        for &(horizontal, _) in ways {
            let (along, across) = if horizontal {
                (height, width)
            } else {
                (width, height)
            };
            let share = scale / (orientations * (along as u64 - 1) * across as u64);
            assert_eq!(
                share * orientations * (along as u64 - 1) * across as u64,
                scale
            );
            for cut in 1..along {
                for gap in 0..across {
                    // The wall, the room before it and the room after it.
                    let mut wall = 0u32;
                    for k in (0..across).filter(|&k| k != gap) {
                        wall |= if horizontal {
                            1 << ((y + cut - 1) * ROW_BITS + 2 * (x + k) + 1)
                        } else {
                            1 << ((y + k) * ROW_BITS + 2 * (x + cut - 1))
                        };
                    }
                    let (before, after) = if horizontal {
                        ((x, y, width, cut), (x, y + cut, width, height - cut))
                    } else {
                        ((x, y, cut, height), (x + cut, y, width - cut, height))
                    };
                    let (x1, y1, w1, h1) = before;
                    let (x2, y2, w2, h2) = after;
                    for (first, p) in by_splits(x1, y1, w1, h1, share) {
                        for (second, q) in by_splits(x2, y2, w2, h2, p) {
                            *chances.entry(wall | first | second).or_default() += q;
                        }
                    }
                }
            }
        }
        chances
    }

    #[test]
    fn each_outcome_comes_as_often_as_the_splits_make_it() {
        for width in 2..=SIDE {
            for height in (2..=SIDE).filter(|height| width + height <= REACH) {
                let count = entries(width, height);
                let mut table = HashMap::new();
                // The smallest draw that picks entry i.
                for i in 0..count {
                    let draw = ((i as u128) << 64).div_ceil(count as u128) as u64;
                    *table.entry(walls(width, height, draw).0).or_default() += 1u64;
                }
                assert_eq!(
                    table,
                    by_splits(0, 0, width, height, count as u64),
                    "{width} × {height}"
                );
            }
        }
    }
}
