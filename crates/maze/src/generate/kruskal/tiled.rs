//! Kruskal's tree built a tile at a time, with the same walls taken as in weight order.
//!
//! 1. Each square tile of the grid runs Kruskal's algorithm on the walls inside it, in cache.
//!    A wall it leaves standing closes a loop of lighter walls inside the tile, so it stands
//!    in the whole maze too (a minimum spanning tree never takes the heaviest wall of a loop).
//! 2. A wall it takes might still close a loop through other tiles. Such a loop enters and
//!    leaves the tile at *ends*: cells beside a wall to another tile (or across a wrapping
//!    border). A taken wall that joins two parts of the tile which both hold ends is handed on
//!    as a *link* between one end of each part. Any other wall the tile takes stays removed: a
//!    loop through it would have to leave its part without an end, by a heavier wall.
//! 3. One union–find over the ends takes the links and the walls between tiles, lightest
//!    first: a wall between tiles it takes is removed, and a link it refuses puts its wall
//!    back.
//!
//! Step 3 decides as Kruskal's algorithm over the whole grid would. Below any weight, two
//! ends are joined by the tile's lighter walls exactly when its lighter links join them: each
//! link joins the ends of two parts as its wall joins the parts, and the wall is the heaviest
//! on the way between them. And the cells of a part reach the rest of the grid only through
//! its ends.
//!
//! The union–find of step 3 has one entry per place on the tiles' borders (one per 16 cells)
//! and sees about one link per 11 cells, so it stays in cache where a union–find over every
//! cell would not.

use super::{DisjointSets, TIE_MASK, Weights};
use crate::Grid;
use crate::bits::OutOfMemory;
use crate::generate::steps::Step;
use crate::watch::Watcher;

/// The side of a tile: 64×64 cells, whose work space (the walls' keys, 64 KiB twice while
/// they are sorted, and 16 KiB each of sets and ends) stays in the second-level cache. At most
/// 64, so that a wall's number within its tile fits in [`super::TIE_BITS`] bits.
pub(super) const SIDE: usize = 64;

/// The most cells a tile has.
const CELLS: usize = SIDE * SIDE;

/// Builds Kruskal's maze for `weights` in `grid` (all walls up), a tile of `side` cells
/// (a power of two, at most 64) at a time.
pub(super) fn generate<W: Watcher<Step>>(
    grid: &mut Grid,
    weights: Weights,
    side: usize,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let tiles = Tiles::new(grid, side)?;
    let mut tile = Tile::new(side);
    let mut links = Links {
        within: Vec::new(),
        between: Vec::with_capacity(tiles.walls_between()),
    };
    watcher.advance(1);
    for t in 0..tiles.count() {
        let settled = tile.span(grid, &tiles, t, weights, &mut links);
        watcher.advance(settled);
    }
    links.join(grid, tiles.ids(), watcher)
}

/// A wall as the union–find of ends sees it: its weight, its edge bit, and the ends it joins.
struct Link {
    weight: u64,
    edge: usize,
    ends: [u32; 2],
}

/// The walls the union–find of ends decides on.
struct Links {
    /// Walls taken in tiles, which joined two parts with ends: put back if refused.
    within: Vec<Link>,
    /// Walls between tiles: removed if taken.
    between: Vec<Link>,
}

impl Links {
    /// Takes both kinds of wall lightest first, removing the walls between tiles that join
    /// two sets and putting back the walls taken in tiles that do not.
    fn join<W: Watcher<Step>>(
        mut self,
        grid: &mut Grid,
        ids: usize,
        watcher: &mut W,
    ) -> Result<(), OutOfMemory> {
        let order = |link: &Link| (link.weight, link.edge);
        self.within.sort_unstable_by_key(order);
        self.between.sort_unstable_by_key(order);
        let mut sets = DisjointSets::new(ids)?;
        let mut within = self.within.into_iter().peekable();
        let mut between = self.between.into_iter().peekable();
        loop {
            let is_between = match (within.peek(), between.peek()) {
                (Some(a), Some(b)) => order(b) < order(a),
                (None, Some(_)) => true,
                (Some(_), None) => false,
                (None, None) => return Ok(()),
            };
            let link = if is_between {
                between.next()
            } else {
                within.next()
            };
            let Some(link) = link else {
                return Ok(());
            };
            let (kept, linked) = sets.union(link.ends[0], link.ends[1]);
            let joined = kept != linked;
            if joined {
                watcher.advance(1);
            }
            match (is_between, joined) {
                (true, true) => grid.set_edge(link.edge, true),
                (false, false) => grid.set_edge(link.edge, false),
                _ => {}
            }
        }
    }
}

/// How the grid is cut into tiles, and how the ends are numbered: tile `t` owns numbers
/// `4 * side * t` on, one for each place on its border.
struct Tiles {
    side: usize,
    width: usize,
    height: usize,
    across: usize,
    down: usize,
    wrap_x: bool,
    wrap_y: bool,
}

/// A tile's first cell and size.
#[derive(Clone, Copy)]
struct Bounds {
    x: usize,
    y: usize,
    width: usize,
    height: usize,
}

impl Tiles {
    fn new(grid: &Grid, side: usize) -> Result<Tiles, OutOfMemory> {
        let (width, height) = (grid.width() as usize, grid.height() as usize);
        let tiles = Tiles {
            side,
            width,
            height,
            across: width.div_ceil(side),
            down: height.div_ceil(side),
            wrap_x: grid.wrap().x(),
            wrap_y: grid.wrap().y(),
        };
        if tiles.ids() > 1 << 32 {
            return Err(OutOfMemory {
                bytes: (tiles.ids() as u64).saturating_mul(4),
            });
        }
        Ok(tiles)
    }

    fn count(&self) -> usize {
        self.across * self.down
    }

    /// How many walls lie between tiles (or across a wrapping border).
    fn walls_between(&self) -> usize {
        let east = self.across - 1 + usize::from(self.wrap_x);
        let south = self.down - 1 + usize::from(self.wrap_y);
        east * self.height + south * self.width
    }

    /// How many numbers the ends may take.
    fn ids(&self) -> usize {
        self.count() * 4 * self.side
    }

    fn bounds(&self, t: usize) -> Bounds {
        let (x, y) = (t % self.across * self.side, t / self.across * self.side);
        Bounds {
            x,
            y,
            width: self.side.min(self.width - x),
            height: self.side.min(self.height - y),
        }
    }

    /// The number of the cell at (`x`, `y`), which must be on its tile's border.
    fn end_id(&self, x: usize, y: usize) -> u32 {
        let t = y / self.side * self.across + x / self.side;
        let b = self.bounds(t);
        (4 * self.side * t + self.place(&b, x - b.x, y - b.y)) as u32
    }

    /// The place of the border cell at (`x`, `y`) within tile `b`: top row, bottom row, left
    /// column, right column, `side` places each.
    fn place(&self, b: &Bounds, x: usize, y: usize) -> usize {
        debug_assert!(x == 0 || y == 0 || x + 1 == b.width || y + 1 == b.height);
        if y == 0 {
            x
        } else if y + 1 == b.height {
            self.side + x
        } else if x == 0 {
            2 * self.side + y
        } else {
            3 * self.side + y
        }
    }

    /// Adds the walls on tile `b`'s east and south borders, which lead to other tiles (or
    /// across a wrapping border), as links.
    fn add_borders(&self, b: &Bounds, weights: Weights, links: &mut Vec<Link>) {
        let mut add = |x: usize, y: usize, to: (usize, usize), south: bool| {
            let edge = 2 * (y * self.width + x) + usize::from(south);
            links.push(Link {
                weight: weights.of(edge),
                edge,
                ends: [self.end_id(x, y), self.end_id(to.0, to.1)],
            });
        };
        let east = b.x + b.width - 1;
        if east + 1 < self.width || self.wrap_x {
            for y in b.y..b.y + b.height {
                add(east, y, ((east + 1) % self.width, y), false);
            }
        }
        let south = b.y + b.height - 1;
        if south + 1 < self.height || self.wrap_y {
            for x in b.x..b.x + b.width {
                add(x, south, (x, (south + 1) % self.height), true);
            }
        }
    }

    /// Marks in `ends` (indexed by the tile's cell numbers, `y * side + x`) the number of
    /// each cell of tile `b` that is an end, and `NO_END` for the others.
    fn mark_ends(&self, b: &Bounds, ends: &mut [u32]) {
        ends.fill(NO_END);
        let mut mark = |x: usize, y: usize| {
            ends[y * self.side + x] = self.end_id(b.x + x, b.y + y);
        };
        if b.x > 0 || self.wrap_x {
            (0..b.height).for_each(|y| mark(0, y));
        }
        if b.x + b.width < self.width || self.wrap_x {
            (0..b.height).for_each(|y| mark(b.width - 1, y));
        }
        if b.y > 0 || self.wrap_y {
            (0..b.width).for_each(|x| mark(x, 0));
        }
        if b.y + b.height < self.height || self.wrap_y {
            (0..b.width).for_each(|x| mark(x, b.height - 1));
        }
    }
}

/// Sorts `keys`, fast when each is near its place.
fn insertion_sort(keys: &mut [u64]) {
    for i in 1..keys.len() {
        let key = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] > key {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = key;
    }
}

/// What a part of a tile holds for no end.
const NO_END: u32 = u32::MAX;

/// One tile's work space. Cells are numbered `y * side + x` within the tile, and the wall
/// east of cell `c` is wall `2 * c`, the wall south of it `2 * c + 1`.
struct Tile {
    side: usize,
    /// The tile's walls, each as its weight above its number: sorted, the order to take them.
    keys: Vec<u64>,
    /// The walls' keys as they are made, and where each bucket of them starts in `keys`
    /// (`2 * side * side` buckets, by the top bits of the weight).
    unsorted: Vec<u64>,
    starts: Vec<u16>,
    /// The tile's parts. This and `ends` are arrays the size of the largest tile, indexed
    /// modulo that size, so that no index needs a bounds check (6 % faster at 1000×1000).
    sets: DisjointSets<Box<[u32; CELLS]>>,
    /// Per part (by its root in `sets`), the number of one of its ends, or `NO_END`.
    ends: Box<[u32; CELLS]>,
    /// The walls to hand on (their keys and the ends they join), fewer than the tile's
    /// border places.
    held: Vec<(u64, [u32; 2])>,
}

impl Tile {
    fn new(side: usize) -> Tile {
        debug_assert!(side.is_power_of_two() && side <= SIDE);
        let cells = side * side;
        Tile {
            side,
            keys: Vec::with_capacity(2 * cells),
            unsorted: Vec::with_capacity(2 * cells),
            starts: vec![0; 2 * cells],
            sets: DisjointSets {
                parent: Box::new([0; CELLS]),
            },
            ends: Box::new([NO_END; CELLS]),
            held: vec![(0, [NO_END; 2]); 4 * side],
        }
    }

    /// Runs Kruskal's algorithm in tile `t`, removing the walls it takes, and adds the links
    /// it hands on and the walls on its east and south borders to `links`; returns how many
    /// of the walls it removed are sure to stay removed.
    fn span(
        &mut self,
        grid: &mut Grid,
        tiles: &Tiles,
        t: usize,
        weights: Weights,
        links: &mut Links,
    ) -> u64 {
        let b = tiles.bounds(t);
        self.sort_walls(&b, weights, tiles.width);
        tiles.mark_ends(&b, &mut self.ends[..self.side * self.side]);
        let settled = self.take_walls(grid, &b, tiles.width, &mut links.within);
        tiles.add_borders(&b, weights, &mut links.between);
        settled
    }

    /// Fills `keys` with the tile's inner walls, lightest first.
    ///
    /// The weights are as good as random, so a counting sort on their top bits into as many
    /// buckets as there are walls leaves only a wall or two in each bucket, which an
    /// insertion sort then puts in order.
    fn sort_walls(&mut self, b: &Bounds, weights: Weights, width: usize) {
        let bits = self.starts.len().trailing_zeros();
        let bucket = |key: u64| (key >> (64 - bits)) as usize;
        self.unsorted.clear();
        self.starts.fill(0);
        let mut add = |key: u64| {
            self.starts[bucket(key)] += 1;
            self.unsorted.push(key);
        };
        for y in 0..b.height {
            for x in 0..b.width {
                let cell = y * self.side + x;
                let edge = 2 * ((b.y + y) * width + b.x + x);
                if x + 1 < b.width {
                    add(weights.of(edge) | (2 * cell) as u64);
                }
                if y + 1 < b.height {
                    add(weights.of(edge + 1) | (2 * cell + 1) as u64);
                }
            }
        }
        let mut sum = 0;
        for start in &mut self.starts {
            (*start, sum) = (sum, sum + *start);
        }
        self.keys.resize(self.unsorted.len(), 0);
        for &key in &self.unsorted {
            let start = &mut self.starts[bucket(key)];
            self.keys[usize::from(*start)] = key;
            *start += 1;
        }
        insertion_sort(&mut self.keys);
    }

    /// Kruskal's algorithm on the tile's walls: removes those it takes from `grid`, and hands
    /// on as links those that join two parts with ends; returns how many others it took.
    ///
    /// Whether a wall is taken, and whether it is handed on, are as good as random; the loop
    /// writes its outcome without a branch on either.
    fn take_walls(
        &mut self,
        grid: &mut Grid,
        b: &Bounds,
        width: usize,
        links: &mut Vec<Link>,
    ) -> u64 {
        self.sets.reset(self.side * self.side);
        let cells = b.width * b.height;
        let shift = self.side.trailing_zeros();
        let edge = |wall: usize| {
            let cell = wall / 2;
            let (x, y) = (cell & (self.side - 1), cell >> shift);
            2 * ((b.y + y) * width + b.x + x) + wall % 2
        };
        let (mut taken, mut settled, mut held) = (0, 0, 0);
        for &key in &self.keys {
            if taken + 1 == cells {
                break;
            }
            let wall = (key & TIE_MASK) as usize;
            let cell = wall / 2;
            let next = cell + if wall % 2 == 1 { self.side } else { 1 };
            let (kept, linked) = self.sets.union(cell as u32, next as u32);
            let joined = kept != linked;
            let (kept, linked) = (kept as usize % CELLS, linked as usize % CELLS);
            let ends = [self.ends[kept], self.ends[linked]];
            let handed_on = joined & (ends[0] != NO_END) & (ends[1] != NO_END);
            self.ends[kept] = ends[0].min(ends[1]);
            self.held[held] = (key, ends);
            held += usize::from(handed_on);
            taken += usize::from(joined);
            settled += u64::from(joined & !handed_on);
            grid.open_edge_if(edge(wall), joined);
        }
        links.extend(self.held[..held].iter().map(|&(key, ends)| Link {
            weight: key & !TIE_MASK,
            edge: edge((key & TIE_MASK) as usize),
            ends,
        }));
        settled
    }
}

#[cfg(test)]
mod tests {
    use super::super::in_order;
    use super::*;
    use crate::{Size, Wrap};

    /// Counts the units of progress reported.
    struct Count(u64);

    impl Watcher<Step> for Count {
        const STEPS: bool = false;

        fn step(&mut self, _: Step) {}

        fn advance(&mut self, units: u64) {
            self.0 += units;
        }
    }

    /// The maze of `size` and `wrap` for `seed`, built in tiles of `side` or (`side` 0) in
    /// weight order, and the progress it reported.
    fn built(size: Size, wrap: Wrap, seed: u64, side: usize) -> (Grid, u64) {
        let mut grid = Grid::new(size, wrap).unwrap();
        let weights = Weights::new(seed);
        let mut progress = Count(0);
        if side == 0 {
            in_order(&mut grid, weights, &mut progress).unwrap();
        } else {
            generate(&mut grid, weights, side, &mut progress).unwrap();
        }
        (grid, progress.0)
    }

    #[test]
    fn tiles_take_the_walls_weight_order_takes() {
        let sizes = [
            (1, 1),
            (1, 9),
            (9, 1),
            (2, 2),
            (5, 3),
            (8, 8),
            (17, 9),
            (30, 31),
            (64, 65),
            (130, 70),
        ];
        for (w, h) in sizes {
            for wrap in Wrap::ALL {
                let size = Size::new(w, h);
                if Grid::new(size, wrap).is_err() {
                    continue;
                }
                for seed in 0..4 {
                    let (expected, _) = built(size, wrap, seed, 0);
                    for side in [1, 2, 4, 8, 64] {
                        let (grid, progress) = built(size, wrap, seed, side);
                        let context = format!("{w}×{h} {wrap:?}, seed {seed}, tiles of {side}");
                        assert_eq!(grid, expected, "{context}");
                        assert_eq!(progress, grid.len() as u64, "{context}");
                    }
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any shape, wrapping or not, in tiles of any size: the walls weight order takes.
        #[test]
        fn any_grid_in_any_tiles_is_the_weight_order_maze(
            width in 1..=100u32,
            height in 1..=100u32,
            wrap in proptest::sample::select(Wrap::ALL.to_vec()),
            seed: u64,
            side_bits in 0..=6u32,
        ) {
            let size = Size::new(width, height);
            if Grid::new(size, wrap).is_ok() {
                let (expected, _) = built(size, wrap, seed, 0);
                let (grid, progress) = built(size, wrap, seed, 1 << side_bits);
                proptest::prop_assert_eq!(&grid, &expected);
                proptest::prop_assert_eq!(progress, grid.len() as u64);
            }
        }
    }
}
