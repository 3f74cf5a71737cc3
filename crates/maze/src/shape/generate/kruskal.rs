//! Kruskal's algorithm on any lattice, and the minimum spanning tree that true Prim's maze is.
//!
//! Both take the walls in the order of random weights (a hash of the seed and the wall), so
//! the maze is the minimum spanning tree under those weights. Taking every wall of a big
//! lattice in that order scatters finds over a union–find that outgrows the cache, so unless
//! someone watches the walls go one by one, the same tree is built a band of cells at a time
//! (consecutive cell numbers, which every shape lays out row by row or ring by ring):
//!
//! 1. A band runs Kruskal's algorithm on the walls between its own cells, in cache. A wall it
//!    leaves standing closes a loop of lighter walls inside the band, so it stands in the whole
//!    maze too.
//! 2. A wall it takes might still close a loop through other bands. Such a loop leaves the
//!    band at its *ends*: cells with a neighbour in another band. A taken wall that joins two
//!    parts of the band which both hold ends is handed on as a *link* between one end of each
//!    part; any other wall the band takes is in the tree (a loop through it would have to
//!    leave its part without an end).
//! 3. One union–find over the ends takes the links and the walls between bands, lightest
//!    first: a wall between bands that it takes is opened, and so is a link's wall it takes.
//!
//! Step 3 decides as Kruskal's algorithm over the whole lattice would: below any weight, two
//! ends of a band are joined by its lighter walls exactly when its lighter links join them
//! (each link joins the ends of two parts as its wall joins the parts, and its wall is the
//! heaviest on the way between them), and a part's cells reach the other bands only through
//! its ends. The square lane's Kruskal (`generate/kruskal/tiled.rs`) does the same with square
//! tiles and rules that settle most walls before sorting.

use super::{Carving, Cells};
use crate::generate::{Weights, insertion_sort};
use crate::shape::MAX_SIDES;

/// The fewest cells a band holds; bands grow to hold about [`ROWS`] rows of a wide shape.
const BAND: usize = 1 << 15;

/// The most cells a band holds: its union–find and sorted walls stay in the second-level
/// cache.
const BAND_MAX: usize = 1 << 17;

/// About how many rows (or rings) a band spans when the shape is wide: the ends, a band's
/// first and last rows, are then a small share of its cells.
const ROWS: usize = 32;

/// "No end": a cell or part with no neighbour in another band.
const NONE: u32 = u32::MAX;

/// A wall named by the lower-numbered of its two cells and the side of that cell it lies on,
/// in 32 bits.
#[derive(Clone, Copy)]
pub(super) struct Wall(pub(super) u32);

impl Wall {
    /// Side `side` of `cell` (which has fewer than [`MAX_CELLS`](crate::shape::MAX_CELLS) cells
    /// before it).
    pub(super) fn new(cell: usize, side: usize) -> Wall {
        Wall((cell * MAX_SIDES + side) as u32)
    }

    /// The wall across `side` of `cell`, whose neighbour there is `next`.
    pub(super) fn between<C: Cells>(cells: &C, cell: usize, side: usize, next: usize) -> Wall {
        if cell < next {
            return Wall::new(cell, side);
        }
        let around = cells.neighbours(next);
        let back = around
            .iter()
            .find(|&(_, n)| n == cell)
            .map_or(0, |(s, _)| s);
        Wall::new(next, back)
    }

    /// The cell the wall is named by, and its side.
    fn cell_side(self) -> (usize, usize) {
        (self.0 as usize / MAX_SIDES, self.0 as usize % MAX_SIDES)
    }

    /// The wall's place in the order of `weights`: its weight's top 32 bits, then its number
    /// (which the low 32 bits hold, so the key names the wall too).
    #[inline]
    pub(super) fn key(self, weights: Weights) -> u64 {
        weights.of(self.0 as usize) & !0xFFFF_FFFF | u64::from(self.0)
    }

    /// The wall a [`key`](Wall::key) names.
    fn of_key(key: u64) -> Wall {
        Wall(key as u32)
    }
}

impl<C: Cells> Carving<'_, C> {
    /// Every wall between two cells, once each, in the order of the cells.
    fn walls(&self) -> impl Iterator<Item = Wall> + '_ {
        (0..self.len()).flat_map(move |cell| {
            let around = self.neighbours(cell);
            (0..around.sides())
                .filter(move |&side| around.get(side).is_some_and(|next| next > cell))
                .map(move |side| Wall::new(cell, side))
        })
    }
}

/// Kruskal: open the walls in a random order, each only if its cells are not yet joined.
///
/// A random order is the order of random weights, so this is the minimum spanning tree of
/// weights drawn from `rng`.
pub(super) fn kruskal<C: Cells, R: rand::Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    minimum_tree(c, Weights::new(rng.next_u64()));
}

/// Opens each of `walls` in turn whose cells are not yet joined, until the maze is whole.
fn join_in_order<C: Cells>(c: &mut Carving<'_, C>, walls: impl IntoIterator<Item = Wall>) {
    let mut sets = Sets::new(c.len());
    let mut joins = c.len().saturating_sub(1);
    for wall in walls {
        if joins == 0 {
            break;
        }
        let (cell, side) = wall.cell_side();
        let Some(next) = c.cells.across(cell, side) else {
            continue;
        };
        if sets.join(cell as u32, next as u32) {
            c.open(cell, side);
            joins -= 1;
        }
    }
}

/// Opens the walls of the minimum spanning tree under `weights` (ties, once in 2³² pairs,
/// broken by the walls' numbers): a band at a time unless watched (see the module's
/// documentation), else wall by wall, lightest first, so the watcher sees them in that order.
pub(super) fn minimum_tree<C: Cells>(c: &mut Carving<'_, C>, weights: Weights) {
    if c.watched() {
        let mut keys: Vec<u64> = c.walls().map(|wall| wall.key(weights)).collect();
        keys.sort_unstable();
        join_in_order(c, keys.into_iter().map(Wall::of_key));
        return;
    }
    in_bands(c, weights, band_len(c));
}

/// Opens the walls of the minimum spanning tree under `weights`, `len` cells a band.
fn in_bands<C: Cells>(c: &mut Carving<'_, C>, weights: Weights, len: usize) {
    let mut end_of = vec![NONE; c.len()];
    let bands = span_bands(&c.cells, &mut c.opened, &mut end_of, len, weights);
    join_bands(c, bands, &end_of, len);
}

/// How many cells a band of `c` holds: at least [`BAND`], about [`ROWS`] rows of its widest
/// part (the farthest apart in numbers that a few cells' neighbours are), at most
/// [`BAND_MAX`].
fn band_len<C: Cells>(c: &Carving<'_, C>) -> usize {
    let n = c.len();
    let reach = [n / 4, n / 2, 3 * n / 4, n.saturating_sub(1)]
        .into_iter()
        .filter(|&cell| cell < n)
        .flat_map(|cell| {
            let around = c.neighbours(cell);
            around
                .iter()
                .map(move |(_, next)| next.abs_diff(cell))
                .collect::<Vec<_>>()
        })
        .max()
        .unwrap_or(0);
    (reach * ROWS).clamp(BAND, BAND_MAX)
}

/// Spans each band of `len` cells (the last may be shorter), on every core: opens the walls
/// each band settles in `opened`, numbers each band's ends in `end_of` from 0, and returns
/// what each band hands on, in the bands' order.
fn span_bands<C: Cells>(
    cells: &C,
    opened: &mut [u8],
    end_of: &mut [u32],
    len: usize,
    weights: Weights,
) -> Vec<Handed> {
    let work: Vec<_> = opened
        .chunks_mut(len)
        .zip(end_of.chunks_mut(len))
        .enumerate()
        .collect();
    let threads = crate::threads::threads_for(work.len());
    // Every `threads`th band to each thread: neighbouring bands cost about the same.
    let mut shares: Vec<Vec<_>> = (0..threads).map(|_| Vec::new()).collect();
    for (i, band) in work.into_iter().enumerate() {
        shares[i % threads].push(band);
    }
    let mut done: Vec<(usize, Handed)> = crate::threads::on_threads(shares, |share| {
        let mut band = Band::default();
        share
            .into_iter()
            .map(|(i, (opened, end_of))| (i, band.span(cells, i * len, opened, end_of, weights)))
            .collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, handed)| handed).collect()
}

/// Takes the links and the walls between bands lightest first, opening those that join
/// ends not yet joined (step 3 of the module's documentation). `end_of` numbers each band's
/// ends from 0.
fn join_bands<C: Cells>(c: &mut Carving<'_, C>, bands: Vec<Handed>, end_of: &[u32], len: usize) {
    // The number of each band's first end among all the ends.
    let mut first = Vec::with_capacity(bands.len());
    let mut ends = 0;
    for band in &bands {
        first.push(ends);
        ends += band.ends;
    }
    let end = |cell: usize| end_of[cell] + first[cell / len];
    let mut sets = Sets::new(ends as usize);
    let mut joins: Vec<(u64, u32, u32)> = Vec::new();
    for (band, handed) in bands.into_iter().enumerate() {
        let first = first[band];
        joins.extend(
            handed
                .links
                .iter()
                .map(|&(key, a, b)| (key, a + first, b + first)),
        );
        joins.extend(handed.between.iter().map(|&(key, next)| {
            let (cell, _) = Wall::of_key(key).cell_side();
            (key, end(cell), end(next as usize))
        }));
    }
    joins.sort_unstable_by_key(|&(key, _, _)| key);
    for (key, a, b) in joins {
        if sets.join(a, b) {
            let (cell, side) = Wall::of_key(key).cell_side();
            c.open(cell, side);
        }
    }
}

/// What a band hands on to the union–find of ends.
struct Handed {
    /// How many ends the band has.
    ends: u32,
    /// Walls the band took between two of its parts with ends: the wall's key and an end of
    /// each part (numbered within the band).
    links: Vec<(u64, u32, u32)>,
    /// Walls from the band to a later one: the wall's key and the cell in the later band.
    between: Vec<(u64, u32)>,
}

/// The work space of one band, kept from band to band.
#[derive(Default)]
struct Band {
    /// The keys of the walls between two of the band's cells.
    keys: Vec<u64>,
    /// Where the keys go while they are sorted.
    sorted: Vec<u64>,
    /// Where each bucket of keys starts, while they are sorted.
    starts: Vec<u32>,
    /// The band's union–find, over its cells' places in the band.
    sets: Sets,
    /// Each part's end (kept at its root), or [`NONE`].
    end: Vec<u32>,
}

impl Band {
    /// Runs Kruskal's algorithm on the walls between the cells from `lo` on (as many as
    /// `opened` holds, whose bits it opens in the tree), numbering the band's ends in
    /// `end_of`, and returns what it hands on (steps 1 and 2 of the module's documentation).
    fn span<C: Cells>(
        &mut self,
        c: &C,
        lo: usize,
        opened: &mut [u8],
        end_of: &mut [u32],
        weights: Weights,
    ) -> Handed {
        let cells = lo..lo + opened.len();
        let mut handed = Handed {
            ends: 0,
            links: Vec::new(),
            between: Vec::new(),
        };
        self.keys.clear();
        self.end.clear();
        for cell in cells.clone() {
            let mut end = false;
            for (side, next) in c.neighbours(cell).iter() {
                end |= !cells.contains(&next);
                if next > cell {
                    let key = Wall::new(cell, side).key(weights);
                    if next < cells.end {
                        self.keys.push(key);
                    } else {
                        handed.between.push((key, next as u32));
                    }
                }
            }
            if end {
                end_of[cell - lo] = handed.ends;
                self.end.push(handed.ends);
                handed.ends += 1;
            } else {
                self.end.push(NONE);
            }
        }
        self.sets.reset(cells.len());
        let mut joins = cells.len().saturating_sub(1);
        self.sort_keys();
        for &key in &self.keys {
            if joins == 0 {
                break;
            }
            let (cell, side) = Wall::of_key(key).cell_side();
            let Some(next) = c.across(cell, side) else {
                continue;
            };
            let sets = &mut self.sets;
            let (a, b) = (sets.root((cell - lo) as u32), sets.root((next - lo) as u32));
            if a == b {
                continue;
            }
            let (ends_a, ends_b) = (self.end[a as usize], self.end[b as usize]);
            let kept = sets.link(a, b);
            self.end[kept as usize] = ends_a.min(ends_b);
            if ends_a != NONE && ends_b != NONE {
                handed.links.push((key, ends_a, ends_b));
            } else {
                opened[cell - lo] |= 1 << side;
            }
            joins -= 1;
        }
        handed
    }
}

impl Band {
    /// Puts the keys in order. Their top bits are as good as random, so a counting sort on
    /// them into about a bucket per key leaves the keys near their places, and an
    /// insertion sort then finishes (the square lane's tiles sort so too).
    fn sort_keys(&mut self) {
        let n = self.keys.len();
        let bits = n.max(2).ilog2();
        let bucket = |key: u64| (key >> (64 - bits)) as usize;
        self.starts.clear();
        self.starts.resize(1 << bits, 0);
        for &key in &self.keys {
            self.starts[bucket(key)] += 1;
        }
        let mut sum = 0;
        for start in &mut self.starts {
            (*start, sum) = (sum, sum + *start);
        }
        self.sorted.resize(n, 0);
        for &key in &self.keys {
            let start = &mut self.starts[bucket(key)];
            self.sorted[*start as usize] = key;
            *start += 1;
        }
        insertion_sort(&mut self.sorted, |a, b| a < b);
        std::mem::swap(&mut self.keys, &mut self.sorted);
    }
}

/// Disjoint sets of cells with paths halved, the root with the lower number linked under the
/// other (as the square lane's Kruskal does: no array of sizes to miss in the cache).
#[derive(Default)]
struct Sets {
    parent: Vec<u32>,
}

impl Sets {
    /// `len` sets of one.
    fn new(len: usize) -> Sets {
        let mut sets = Sets::default();
        sets.reset(len);
        sets
    }

    /// Makes the sets `len` sets of one again.
    fn reset(&mut self, len: usize) {
        self.parent.clear();
        self.parent.extend(0..len as u32);
    }

    /// The root of `cell`'s set, halving the path there.
    #[inline]
    fn root(&mut self, mut cell: u32) -> u32 {
        while self.parent[cell as usize] != cell {
            let grand = self.parent[self.parent[cell as usize] as usize];
            self.parent[cell as usize] = grand;
            cell = grand;
        }
        cell
    }

    /// Joins the sets of `a` and `b`; false when they were one set already.
    fn join(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.root(a), self.root(b));
        if a == b {
            return false;
        }
        self.link(a, b);
        true
    }

    /// Links roots `a` and `b` (which differ), returning the one kept.
    #[inline]
    fn link(&mut self, a: u32, b: u32) -> u32 {
        self.parent[a.min(b) as usize] = a.max(b);
        a.max(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whole shapes and masked ones, each lattice of which Kruskal's tree is built in bands of
    /// several lengths (down to one cell, so that almost every wall joins two bands) and wall
    /// by wall: the trees are the same.
    #[test]
    fn bands_build_the_tree_that_kruskal_builds_wall_by_wall() {
        for lattice in super::super::whole_and_holed_lattices() {
            for seed in 0..3 {
                let weights = Weights::new(seed);
                let mut one_by_one = Carving::new(&lattice, &lattice, None);
                let mut keys: Vec<u64> = one_by_one.walls().map(|wall| wall.key(weights)).collect();
                keys.sort_unstable();
                join_in_order(&mut one_by_one, keys.into_iter().map(Wall::of_key));
                for len in [1, 2, 5, 31, 64, lattice.len()] {
                    let mut banded = Carving::new(&lattice, &lattice, None);
                    in_bands(&mut banded, weights, len);
                    let shape = lattice.shape();
                    assert_eq!(
                        banded.opened, one_by_one.opened,
                        "{shape:?}, bands of {len}"
                    );
                }
            }
        }
    }
}
