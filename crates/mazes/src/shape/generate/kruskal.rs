//! Kruskal's algorithm on any lattice, and the minimum spanning tree that true Prim's maze is.
//!
//! Both take the walls in the order of random weights (a hash of the seed and the wall), so
//! the maze is the minimum spanning tree under those weights. Taking every wall of a big
//! lattice in that order scatters finds over a union–find that outgrows the cache, so unless
//! someone watches the walls go one by one, the same tree is built a band of cells at a time
//! (consecutive cell numbers, which every shape lays out row by row or ring by ring): each
//! band runs Kruskal's algorithm on its own walls in cache, and one union–find over the
//! bands' ends settles the rest (`generate/kruskal/ends.rs` says how and why). The square
//! grid's Kruskal (`generate/kruskal/tiled.rs`) ends with that same union–find, after local
//! rules and its bands of tiles have settled most of its walls.

use super::{Carving, Cells};
use crate::generate::kruskal::ends::{Link, Links, Opening};
use crate::generate::kruskal::order::{Weights, sort_spread};
use crate::generate::kruskal::sets::DisjointSets;
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
    let mut sets = DisjointSets::default();
    sets.renew(c.len());
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
    let (links, ends) = gather(bands, &end_of, len);
    let mut sets = DisjointSets::default();
    sets.renew(ends);
    links.join(sets, &mut Sides(&mut c.opened), || {});
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
/// each band takes in `opened`, numbers each band's ends in `end_of` from 0, and returns
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

/// Numbers the ends of all `bands` one after another and gathers what the bands hand on for
/// the union–find of ends, over those numbers; returns it and how many ends there are.
/// `end_of` numbers each band's ends from 0.
fn gather(bands: Vec<Handed>, end_of: &[u32], len: usize) -> (Links, usize) {
    // The number of each band's first end among all the ends.
    let mut first = Vec::with_capacity(bands.len());
    let mut ends = 0;
    for band in &bands {
        first.push(ends);
        ends += band.ends;
    }
    let end_at = |cell: usize| end_of[cell] + first[cell / len];
    let mut links = Links::default();
    for (band, handed) in bands.into_iter().enumerate() {
        let first = first[band];
        links
            .within
            .extend(handed.links.into_iter().map(|link| Link {
                ends: link.ends.map(|end| end + first),
                ..link
            }));
        links
            .between
            .extend(handed.between.iter().map(|&(key, next)| {
                let wall = Wall::of_key(key);
                let (cell, _) = wall.cell_side();
                Link {
                    key,
                    wall: wall.0 as usize,
                    ends: [end_at(cell), end_at(next as usize)],
                }
            }));
    }
    (links, ends as usize)
}

/// A carving's opened sides (bit `s` of byte `c`: side `s` of cell `c`), its walls named by
/// [`Wall`]s' numbers.
struct Sides<'a>(&'a mut [u8]);

impl Opening for Sides<'_> {
    fn set_wall(&mut self, wall: usize, open: bool) {
        let (cell, side) = Wall(wall as u32).cell_side();
        if open {
            self.0[cell] |= 1 << side;
        } else {
            self.0[cell] &= !(1 << side);
        }
    }
}

/// What a band hands on to the union–find of ends.
struct Handed {
    /// How many ends the band has.
    ends: u32,
    /// Walls the band took (and opened) between two of its parts with ends, each with an end
    /// of each part (numbered within the band): the last step closes those it refuses.
    links: Vec<Link>,
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
    sets: DisjointSets,
    /// Each part's end (kept at its root), or [`NONE`].
    end: Vec<u32>,
}

impl Band {
    /// Runs Kruskal's algorithm on the walls between the cells from `lo` on (as many as
    /// `opened` holds, whose bits it opens for the walls it takes), numbering the band's ends
    /// in `end_of`, and returns what it hands on.
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
        self.sets.renew(cells.len());
        let bits = self.keys.len().max(2).ilog2();
        sort_spread(
            &self.keys,
            bits,
            &mut self.starts,
            &mut self.sorted,
            |a, b| a < b,
        );
        let mut joins = cells.len().saturating_sub(1);
        for &key in &self.sorted {
            if joins == 0 {
                break;
            }
            let wall = Wall::of_key(key);
            let (cell, side) = wall.cell_side();
            let Some(next) = c.across(cell, side) else {
                continue;
            };
            let (kept, linked) = self.sets.union((cell - lo) as u32, (next - lo) as u32);
            if kept == linked {
                continue;
            }
            let ends = [self.end[kept as usize], self.end[linked as usize]];
            self.end[kept as usize] = ends[0].min(ends[1]);
            opened[cell - lo] |= 1 << side;
            if ends[0] != NONE && ends[1] != NONE {
                let wall = wall.0 as usize;
                handed.links.push(Link { key, wall, ends });
            }
            joins -= 1;
        }
        handed
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
