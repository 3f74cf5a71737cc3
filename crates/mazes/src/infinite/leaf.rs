//! The smallest blocks of the infinite maze: 8×8 cells, each a random spanning tree.
//!
//! A leaf's passages are two 64-bit masks (bit `8 * row + column` is a cell), so a whole leaf
//! is two words and is made in a microsecond by Wilson's algorithm, which draws every spanning
//! tree with the same probability: inside a leaf the texture is that of the uniform maze.

use super::hash::Draws;
use crate::direction::Direction;

/// The passages inside one leaf: bit `i` of `east` joins cell `i` to its east neighbour, of
/// `south` to its south neighbour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Leaf {
    pub(crate) east: u64,
    pub(crate) south: u64,
}

/// Cells in the first column, whose west side is the leaf's border.
const WEST_COLUMN: u64 = 0x0101_0101_0101_0101;
/// Cells in the last column.
const EAST_COLUMN: u64 = WEST_COLUMN << 7;

impl Leaf {
    /// A uniformly random spanning tree of the leaf grown from the cells of `tree` (a subtree
    /// already holding `passages`), or from one random cell when `tree` is empty.
    pub(crate) fn grow(draws: &mut Draws, mut tree: u64, passages: Leaf) -> Leaf {
        let mut leaf = passages;
        if tree == 0 {
            tree = 1 << draws.below(64);
        }
        let mut exit = [0u8; 64];
        for start in 0..64u8 {
            if tree & (1 << start) != 0 {
                continue;
            }
            // Walk at random until the tree is hit, remembering the last way out of each cell:
            // following those ways from the start is the walk with its loops erased.
            let mut cell = start;
            while tree & (1 << cell) == 0 {
                let (dir, next) = random_way(draws, cell);
                exit[usize::from(cell)] = dir;
                cell = next;
            }
            let mut cell = start;
            while tree & (1 << cell) == 0 {
                tree |= 1 << cell;
                let dir = exit[usize::from(cell)];
                leaf.open(cell, dir);
                cell = step(cell, dir);
            }
        }
        leaf
    }

    /// Opens the passage from `cell` in direction `dir` (0 to 3: N, E, S, W), inside the leaf.
    fn open(&mut self, cell: u8, dir: u8) {
        match dir {
            0 => self.south |= 1 << (cell - 8),
            1 => self.east |= 1 << cell,
            2 => self.south |= 1 << cell,
            _ => self.east |= 1 << (cell - 1),
        }
    }

    /// Whether `cell` has a passage in `dir` inside the leaf (the border is never open here).
    pub(crate) fn is_open(&self, cell: u8, dir: Direction) -> bool {
        match dir {
            Direction::North => cell >= 8 && self.south & (1 << (cell - 8)) != 0,
            Direction::East => self.east & (1 << cell) != 0,
            Direction::South => self.south & (1 << cell) != 0,
            Direction::West => !cell.is_multiple_of(8) && self.east & (1 << (cell - 1)) != 0,
        }
    }

    /// The cells joined to the cells of `from` by one passage.
    fn spread(&self, from: u64) -> u64 {
        ((from & self.east) << 1)
            | ((from >> 1) & self.east & !EAST_COLUMN)
            | ((from & self.south) << 8)
            | ((from >> 8) & self.south)
    }

    /// The number of passages between cells `a` and `b`, by breadth-first waves over the
    /// whole leaf at once (a leaf is a tree, so there is one way and it is found).
    pub(crate) fn distance(&self, a: u8, b: u8) -> u32 {
        let (mut seen, mut front, mut steps) = (1u64 << a, 1u64 << a, 0);
        while seen & (1 << b) == 0 {
            front = self.spread(front) & !seen;
            if front == 0 {
                return u32::MAX;
            }
            seen |= front;
            steps += 1;
        }
        steps
    }

    /// The steps of the way from cell `a` to cell `b` inside the leaf, appended to `steps`.
    pub(crate) fn way(&self, a: u8, b: u8, steps: &mut Vec<Direction>) {
        // Waves from `b` until `a` is reached, each cell marked with its wave; then downhill
        // from `a`, one wave a step.
        let mut wave = [u8::MAX; 64];
        wave[usize::from(b)] = 0;
        let (mut seen, mut front, mut depth) = (1u64 << b, 1u64 << b, 0u8);
        while seen & (1 << a) == 0 {
            front = self.spread(front) & !seen;
            if front == 0 {
                return;
            }
            seen |= front;
            depth += 1;
            let mut cells = front;
            while cells != 0 {
                wave[cells.trailing_zeros() as usize] = depth;
                cells &= cells - 1;
            }
        }
        let mut at = a;
        while at != b {
            let next = Direction::ALL.into_iter().find_map(|dir| {
                let beside = BESIDE[usize::from(at)][dir.index()];
                let downhill = wave[usize::from(at)].checked_sub(1);
                (self.is_open(at, dir) && downhill == Some(wave[usize::from(beside)]))
                    .then_some((dir, beside))
            });
            let Some((dir, beside)) = next else { return };
            steps.push(dir);
            at = beside;
        }
    }

    /// The smallest subtree holding every cell of `cells`, and its passages.
    pub(crate) fn subtree(&self, cells: u64) -> (u64, Leaf) {
        if cells == 0 {
            return (0, Leaf::default());
        }
        // Peel leaves of the tree that are not wanted until none is left: what remains is the
        // union of the ways between the wanted cells.
        let mut keep = u64::MAX;
        loop {
            let lone = keep & !cells & !self.degree_two_or_more(keep);
            if lone == 0 {
                break;
            }
            keep &= !lone;
        }
        let passages = Leaf {
            east: self.east & keep & (keep >> 1),
            south: self.south & keep & (keep >> 8),
        };
        (keep, passages)
    }

    /// The cells of `within` with at least two passages to cells of `within`.
    fn degree_two_or_more(&self, within: u64) -> u64 {
        let east = self.east & within & (within >> 1);
        let south = self.south & within & (within >> 8);
        let ways = [east, (east << 1) & !WEST_COLUMN, south, south << 8];
        let (mut one, mut two) = (0u64, 0u64);
        for way in ways {
            two |= one & way;
            one |= way;
        }
        two
    }
}

/// The cell beside each cell in each direction (0 to 3: N, E, S, W), or [`OUTSIDE`].
const BESIDE: [[u8; 4]; 64] = {
    let mut beside = [[OUTSIDE; 4]; 64];
    let mut cell = 0;
    while cell < 64 {
        let (row, column) = (cell / 8, cell % 8);
        if row > 0 {
            beside[cell][0] = (cell - 8) as u8;
        }
        if column < 7 {
            beside[cell][1] = (cell + 1) as u8;
        }
        if row < 7 {
            beside[cell][2] = (cell + 8) as u8;
        }
        if column > 0 {
            beside[cell][3] = (cell - 1) as u8;
        }
        cell += 1;
    }
    beside
};

/// No cell: the way leads out of the leaf.
const OUTSIDE: u8 = u8::MAX;

/// A random direction (0 to 3: N, E, S, W) leading from `cell` to another cell of the leaf,
/// and that cell.
fn random_way(draws: &mut Draws, cell: u8) -> (u8, u8) {
    loop {
        let dir = draws.quarter();
        let next = BESIDE[usize::from(cell)][usize::from(dir)];
        if next != OUTSIDE {
            return (dir, next);
        }
    }
}

/// The cell beside `cell` in direction `dir`, which must lead inside the leaf.
fn step(cell: u8, dir: u8) -> u8 {
    BESIDE[usize::from(cell)][usize::from(dir)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn passages(leaf: &Leaf) -> u32 {
        leaf.east.count_ones() + leaf.south.count_ones()
    }

    #[test]
    fn grown_leaves_are_spanning_trees() {
        for seed in 0..200 {
            let leaf = Leaf::grow(&mut Draws::new(seed), 0, Leaf::default());
            assert_eq!(passages(&leaf), 63);
            assert_eq!(leaf.east & EAST_COLUMN, 0);
            assert_eq!(leaf.south >> 56, 0);
            assert!((0..64).all(|cell| leaf.distance(0, cell) < 64));
        }
    }

    #[test]
    fn the_subtree_of_some_cells_is_the_union_of_their_ways() {
        for seed in 0..100 {
            let leaf = Leaf::grow(&mut Draws::new(seed), 0, Leaf::default());
            let cells = (1u64 << 3) | (1 << 60) | (1 << 31);
            let (keep, sub) = leaf.subtree(cells);
            assert_eq!(keep & cells, cells);
            assert_eq!(passages(&sub), keep.count_ones() - 1);
            for (a, b) in [(3, 60), (60, 31), (3, 31)] {
                assert_eq!(sub.distance(a, b), leaf.distance(a, b));
            }
            let regrown = Leaf::grow(&mut Draws::new(seed + 1), keep, sub);
            assert_eq!(passages(&regrown), 63);
            assert_eq!(regrown.distance(3, 60), leaf.distance(3, 60));
        }
    }
}
