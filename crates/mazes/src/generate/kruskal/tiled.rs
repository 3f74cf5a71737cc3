//! Kruskal's tree built a tile at a time, with the same walls taken as in weight order.
//!
//! 1. Each square tile of the grid first settles the walls that local rules decide:
//!    - the lightest of a cell's walls is in the tree (any tree without it would be lighter
//!      with it in place of the heavier wall on the tree's path between its cells);
//!    - the heaviest wall of four around a square of cells is not (the tree never takes the
//!      heaviest wall of a loop).
//!
//!    About 71 % of the walls are decided so, without sorting them. The lightest walls join
//!    the tile's cells into small trees, which start the union–find of step 2 as they are.
//! 2. Then the tile runs Kruskal's algorithm on the walls left, in cache. A wall it leaves
//!    standing closes a loop of lighter walls inside the tile, so it stands in the whole maze
//!    too.
//! 3. A wall it takes might still close a loop through other tiles. Such a loop enters and
//!    leaves the tile at *ends*: cells beside a wall to another tile (or across a wrapping
//!    border). A taken wall that joins two parts of the tile which both hold ends is handed on
//!    as a *link* between one end of each part. Any other wall the tile takes stays removed: a
//!    loop through it would have to leave its part without an end, by a heavier wall.
//! 4. A band of [`BAND`] rows of tiles does the same one level up, on its own thread: a
//!    union–find over its tiles' ends takes their links and the walls between its tiles,
//!    lightest first, and hands on only what joins two parts of the band that both reach its
//!    north or south border; it decides the rest (a wall between tiles it takes is removed,
//!    a link it refuses puts its wall back). A quarter as much is left to step 5.
//! 5. One union–find over the ends first joins the ends that the steps before put in one
//!    part, then takes what the bands handed on and the walls between bands, lightest first:
//!    a wall between tiles it takes is removed, and a link it refuses puts its wall back.
//!
//! Steps 4 and 5 decide as Kruskal's algorithm over the whole grid would, for the reason
//! `ends.rs` gives (step 4 with the band's border for the tile's). Step 1's walls are in the
//! tree, so the rest is Kruskal's algorithm on the grid with their cells merged. Step 5 is
//! `ends.rs`'s `Links::join`, the last step the general lane's bands of cells take too.
//!
//! The union–find of step 5 has one entry per place on the tiles' borders (one per 16 cells)
//! and sees about one link per 120 cells, so it stays in cache where a union–find over every
//! cell would not, and takes about 4 % of the time (it took a fifth, and a third of the time
//! on two threads, before the bands settled their own links).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::ends::{Link, Links, Opening, lightest_first};
use super::order::{Weights, sort_spread};
use super::sets::{DisjointSets, Parents};
use crate::bits::{BitSet, OutOfMemory, or_pairs, set_bits, try_filled};
use crate::generate::steps::Step;
use crate::grid::Grid;
use crate::watch::Watcher;

/// The side of a tile: 64×64 cells, whose work space (the walls' weights and keys, 64 KiB
/// each, 16 KiB each of sets, ends and the sort's buckets) stays in the second-level cache. At most 64, so that
/// a wall's number within its tile fits in [`TIE_BITS`] bits.
pub(super) const SIDE: usize = 64;

/// Rows of tiles in a band, which settles what it can before the whole grid's union–find:
/// the more rows, the fewer of its cells lie on its border, but the fewer bands there are to
/// share out over the threads.
const BAND: usize = 4;

/// The most cells a tile has.
const CELLS: usize = SIDE * SIDE;

/// Bits a tile's sort key keeps below a wall's weight for the wall's number within the tile.
const TIE_BITS: u32 = 13;
const TIE_MASK: u64 = (1 << TIE_BITS) - 1;

/// The weight the tile's arrays give a wall that is not there (on a bounded border): none is
/// lighter. (A real wall may weigh as much, once in 2⁶⁴; step 1 then leaves it to step 2.)
const NO_WALL: u64 = u64::MAX;

/// The tile's walls left to sort fall in `2^BUCKET_BITS` buckets by their weight's top bits.
const BUCKET_BITS: u32 = 12;

/// Builds Kruskal's maze for `weights` in `grid` (all walls up), a tile of `side` cells
/// (a power of two, at most 64) at a time, on up to `threads` threads.
///
/// Each thread takes a band of tiles across the grid at a time; this thread gathers what the
/// bands hand on and joins it. Which thread does which band changes nothing: the walls are
/// joined in weight order.
pub(super) fn generate<W: Watcher<Step>>(
    grid: &mut Grid,
    weights: Weights,
    side: usize,
    threads: usize,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let tiles = Tiles::new(grid, side)?;
    let mut links = Links {
        merged: Vec::new(),
        within: Vec::new(),
        between: Vec::with_capacity(tiles.walls_between()),
    };
    watcher.advance(1);
    let threads = threads.min(tiles.bands());
    if threads > 1 {
        in_parallel(&tiles, weights, threads, |band| {
            grid.open_edge_bits(band.opened.offset, band.opened.bits.words());
            links.append(band.links);
            watcher.advance(band.settled);
        })?;
    } else {
        // One thread removes walls in the grid itself.
        let mut tile = Tile::new(side);
        for band in 0..tiles.bands() {
            let (held, settled) = tile.span_rows(grid, &tiles, tiles.band_rows(band), weights)?;
            links.append(held);
            watcher.advance(settled);
        }
    }
    links.join(DisjointSets::new(tiles.ids())?, grid, || watcher.advance(1));
    Ok(())
}

/// Spans the bands of `tiles` on `threads` threads, handing each band to `gather`, on this
/// thread, as it comes.
fn in_parallel(
    tiles: &Tiles,
    weights: Weights,
    threads: usize,
    mut gather: impl FnMut(Band),
) -> Result<(), OutOfMemory> {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let (send, receive) = mpsc::sync_channel(threads);
        let mut started = 0;
        for _ in 0..threads {
            let (send, next) = (send.clone(), &next);
            let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                let mut tile = Tile::new(tiles.side);
                loop {
                    let band = next.fetch_add(1, Ordering::Relaxed);
                    // A failed send means this thread stopped gathering, after an error.
                    if band >= tiles.bands()
                        || send.send(tile.span_band(tiles, band, weights)).is_err()
                    {
                        break;
                    }
                }
            });
            // A thread that cannot be started (a process at its limit) leaves its bands to
            // the others.
            if spawned.is_err() {
                break;
            }
            started += 1;
        }
        drop(send);
        if started == 0 {
            // None could start: this thread spans every band itself.
            let mut tile = Tile::new(tiles.side);
            for band in 0..tiles.bands() {
                gather(tile.span_band(tiles, band, weights)?);
            }
            return Ok(());
        }
        for band in receive {
            gather(band?);
        }
        Ok(())
    })
}

/// What a band of tiles across the grid settles.
struct Band {
    /// The walls its tiles removed.
    opened: Opened,
    /// What they hand on.
    links: Links,
    /// How many of the walls they removed are sure to stay removed.
    settled: u64,
}

/// Walls removed in a band: the grid's edge bits from `offset` on, as a set of their own, so
/// that bands can be worked on at the same time.
struct Opened {
    offset: usize,
    bits: BitSet,
}

/// Where a tile removes walls (named by the grid's edge bits): the grid itself, or a band's
/// own bits.
trait TileOpening: Opening {
    /// Removes wall `edge` if `open`, without a branch on it.
    fn open_if(&mut self, edge: usize, open: bool);

    /// Removes the walls east of the cells set in `east` and south of those set in `south`,
    /// bit `i` of each standing for the cell whose east wall is edge bit `edge + 2i`.
    fn open_pairs(&mut self, edge: usize, east: u64, south: u64);
}

impl Opening for Grid {
    fn set_wall(&mut self, edge: usize, open: bool) {
        self.set_edge(edge, open);
    }
}

impl TileOpening for Grid {
    #[inline]
    fn open_if(&mut self, edge: usize, open: bool) {
        self.open_edge_if(edge, open);
    }

    fn open_pairs(&mut self, edge: usize, east: u64, south: u64) {
        self.open_edge_pairs(edge, east, south);
    }
}

/// `edge` must be in the band.
impl Opening for Opened {
    fn set_wall(&mut self, edge: usize, open: bool) {
        self.bits.replace(edge - self.offset, open);
    }
}

/// `edge` must be in the band.
impl TileOpening for Opened {
    #[inline]
    fn open_if(&mut self, edge: usize, open: bool) {
        self.bits.set_if(edge - self.offset, open);
    }

    fn open_pairs(&mut self, edge: usize, east: u64, south: u64) {
        or_pairs(self.bits.words_mut(), edge - self.offset, east, south);
    }
}

/// Settles what a band of tile `rows` (across the grid) can settle alone, as a tile
/// settles its own walls (step 4 of the module's comment: step 3 one level up): the band's ends
/// are the tiles' ends on its north and south borders. Its links and the walls between
/// its tiles are taken lightest first over the tiles' ends; one that joins two parts of the
/// band that both hold band ends is handed on, between one band end of each; any other
/// is decided here (a wall between tiles removed if it joins, a link's wall put back if
/// it does not). Returns what is left for the whole grid, the walls out of the band with
/// it, and how many walls were removed for good.
fn settle_band<O: Opening>(
    links: Links,
    opened: &mut O,
    tiles: &Tiles,
    rows: std::ops::Range<usize>,
) -> Result<(Links, u64), OutOfMemory> {
    let span = 4 * tiles.side;
    let (base, ids) = (
        rows.start * tiles.across * span,
        rows.len() * tiles.across * span,
    );
    let mut sets = DisjointSets::new(ids)?;
    let local = |id: u32| id - base as u32;
    let inside = |id: u32| (base..base + ids).contains(&(id as usize));
    let [north, _, _, _] = tiles.sides(&tiles.bounds(rows.start * tiles.across));
    let last = tiles.bounds((rows.end - 1) * tiles.across);
    let [_, _, south, _] = tiles.sides(&last);
    // Ends on the band's border: the top rows of its first row of tiles (their first
    // `side` places) when the band has a north side, the bottom rows of its last (the
    // next `side`, or the first when those tiles are one cell high) when it has a south.
    let on_border = |id: u32| {
        let place = id as usize % span;
        let row = id as usize / span / tiles.across;
        let (first, last_row) = (row == rows.start, row + 1 == rows.end);
        let top = place < tiles.side;
        let bottom = !top && place < 2 * tiles.side;
        (top && ((first && north) || (last_row && last.height == 1 && south)))
            || (bottom && last_row && south)
    };
    for [a, b] in links.merged {
        sets.union(local(a), local(b));
    }
    // Each part's first band end holds it; the others are in its part from the start.
    let mut left = Links::default();
    let mut holder = try_filled(ids as u64, NO_END)?;
    for id in (base..base + ids).map(|id| id as u32) {
        if on_border(id) {
            let root = &mut holder[sets.find(local(id)) as usize];
            if *root == NO_END {
                *root = id;
            } else {
                left.merged.push([*root, id]);
            }
        }
    }
    let (within, mut between) = (links.within, Vec::new());
    for link in links.between {
        if link.ends.iter().all(|&id| inside(id)) {
            between.push(link);
        } else {
            left.between.push(link);
        }
    }
    // No two walls weigh the same.
    let mut settled = 0;
    for (link, is_between) in lightest_first(within, between) {
        let (kept, linked) = sets.union(local(link.ends[0]), local(link.ends[1]));
        let joined = kept != linked;
        let ends = [holder[kept as usize], holder[linked as usize]];
        holder[kept as usize] = ends[0].min(ends[1]);
        if joined && ends[0] != NO_END && ends[1] != NO_END {
            let link = Link { ends, ..link };
            if is_between {
                left.between.push(link);
            } else {
                left.within.push(link);
            }
        } else if joined {
            settled += 1;
            if is_between {
                opened.set_wall(link.wall, true);
            }
        } else if !is_between {
            opened.set_wall(link.wall, false);
        }
    }
    Ok((left, settled))
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

    /// How many bands of tiles the grid is cut into, [`BAND`] rows of tiles each (the last
    /// may have fewer).
    fn bands(&self) -> usize {
        self.down.div_ceil(BAND)
    }

    /// The rows of tiles in band `band`.
    fn band_rows(&self, band: usize) -> std::ops::Range<usize> {
        band * BAND..((band + 1) * BAND).min(self.down)
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

    /// Whether tile `b` has walls to other tiles (or across a wrapping border) on its north,
    /// east, south and west sides.
    fn sides(&self, b: &Bounds) -> [bool; 4] {
        [
            b.y > 0 || self.wrap_y,
            b.x + b.width < self.width || self.wrap_x,
            b.y + b.height < self.height || self.wrap_y,
            b.x > 0 || self.wrap_x,
        ]
    }

    /// The edge bit of the wall east (or, if `south`, south) of the cell at (`x`, `y`).
    fn edge(&self, x: usize, y: usize, south: bool) -> usize {
        2 * (y * self.width + x) + usize::from(south)
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

    /// The cells of tile `b` that are ends, as (`x`, `y`) within the tile; a corner may come
    /// twice.
    fn ends(&self, b: &Bounds) -> impl Iterator<Item = (usize, usize)> {
        let [north, east, south, west] = self.sides(b);
        let (w, h) = (b.width, b.height);
        let rows = |on: bool, y: usize| (0..w).filter(move |_| on).map(move |x| (x, y));
        let columns = |on: bool, x: usize| (0..h).filter(move |_| on).map(move |y| (x, y));
        rows(north, 0)
            .chain(rows(south, h - 1))
            .chain(columns(west, 0))
            .chain(columns(east, w - 1))
    }
}

/// The weight of the wall a tile's key stands for, given the weights of the walls east and
/// south of each of the tile's cells.
fn weight_of(east: &[u64; CELLS], south: &[u64; CELLS], key: u64) -> u64 {
    let wall = (key & TIE_MASK) as usize;
    let weights = if wall.is_multiple_of(2) { east } else { south };
    weights[wall / 2 % CELLS]
}

/// What a part of a tile holds for no end.
const NO_END: u32 = u32::MAX;

/// One tile's work space. Cells are numbered `y * side + x` within the tile, and the wall
/// east of cell `c` is wall `2 * c`, the wall south of it `2 * c + 1`. The arrays are the size
/// of the largest tile and indexed modulo that size, so that no index needs a bounds check.
struct Tile {
    side: usize,
    /// The weights of the walls east and south of each cell (`NO_WALL` where there is none),
    /// and of those west of the first column and north of the first row.
    east: Box<[u64; CELLS]>,
    south: Box<[u64; CELLS]>,
    west: [u64; SIDE],
    north: [u64; SIDE],
    /// Per row, bit `x`: whether step 1 decided the wall east of (south of) the row's cell `x`.
    decided_east: [u64; SIDE],
    decided_south: [u64; SIDE],
    /// The walls left to Kruskal's algorithm, each as its weight's top bits above its number:
    /// sorted, the order to take them.
    keys: Vec<u64>,
    /// The same keys as they are made, and where each bucket of them starts in `keys`.
    unsorted: Box<[u64; 2 * CELLS]>,
    starts: Vec<u32>,
    /// The tile's parts.
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
        Tile {
            side,
            east: Box::new([NO_WALL; CELLS]),
            south: Box::new([NO_WALL; CELLS]),
            west: [NO_WALL; SIDE],
            north: [NO_WALL; SIDE],
            decided_east: [0; SIDE],
            decided_south: [0; SIDE],
            keys: Vec::with_capacity(2 * CELLS),
            unsorted: Box::new([0; 2 * CELLS]),
            starts: Vec::with_capacity(1 << BUCKET_BITS),
            sets: DisjointSets {
                parent: Box::new([0; CELLS]),
            },
            ends: Box::new([NO_END; CELLS]),
            held: vec![(0, [NO_END; 2]); 4 * side],
        }
    }

    /// Settles the tiles of band `band` (rows of tiles across the grid).
    fn span_band(
        &mut self,
        tiles: &Tiles,
        band: usize,
        weights: Weights,
    ) -> Result<Band, OutOfMemory> {
        let rows = tiles.band_rows(band);
        let first_cell_row = rows.start * tiles.side;
        let cell_rows = (rows.end * tiles.side).min(tiles.height) - first_cell_row;
        let mut opened = Opened {
            offset: 2 * first_cell_row * tiles.width,
            bits: BitSet::new(2 * (cell_rows * tiles.width) as u64)?,
        };
        let (links, settled) = self.span_rows(&mut opened, tiles, rows, weights)?;
        Ok(Band {
            opened,
            links,
            settled,
        })
    }

    /// Settles the tiles of a band of tile `rows`, and then what the band can settle alone
    /// ([`settle_band`]), removing walls in `opened`; returns what is left for the whole
    /// grid and how many of the walls removed are sure to stay removed.
    fn span_rows<O: TileOpening>(
        &mut self,
        opened: &mut O,
        tiles: &Tiles,
        rows: std::ops::Range<usize>,
        weights: Weights,
    ) -> Result<(Links, u64), OutOfMemory> {
        let mut held = Links::default();
        let settled: u64 = rows
            .clone()
            .map(|row| self.span_row(opened, tiles, row, weights, &mut held))
            .sum();
        let (left, more) = settle_band(held, opened, tiles, rows)?;
        Ok((left, settled + more))
    }

    /// Settles the tiles of band `row`, removing walls in `opened` and adding what they hand
    /// on to `links`; returns how many of the walls removed are sure to stay removed.
    fn span_row<O: TileOpening>(
        &mut self,
        opened: &mut O,
        tiles: &Tiles,
        row: usize,
        weights: Weights,
        links: &mut Links,
    ) -> u64 {
        (row * tiles.across..(row + 1) * tiles.across)
            .map(|t| self.span(opened, tiles, t, weights, links))
            .sum()
    }

    /// Settles tile `t`: removes the walls it takes from `opened`, and adds to `links` the
    /// ends it merged, the links it hands on and the walls on its east and south borders;
    /// returns how many of the walls it removed are sure to stay removed.
    fn span<O: TileOpening>(
        &mut self,
        opened: &mut O,
        tiles: &Tiles,
        t: usize,
        weights: Weights,
        links: &mut Links,
    ) -> u64 {
        let b = tiles.bounds(t);
        self.weigh(tiles, &b, weights);
        let lightest = self.take_lightest(opened, tiles, &b);
        self.mark_heaviest(&b);
        self.gather_ends(tiles, &b, &mut links.merged);
        self.sort_walls(&b);
        let settled = self.take_walls(opened, tiles, &b, lightest, &mut links.within);
        self.add_borders(tiles, &b, &mut links.between);
        lightest + settled
    }

    /// Fills the weight arrays for tile `b`.
    fn weigh(&mut self, tiles: &Tiles, b: &Bounds, weights: Weights) {
        let (side, w, h) = (self.side, b.width, b.height);
        for y in 0..h {
            let first = tiles.edge(b.x, b.y + y, false);
            for x in 0..w {
                let c = (y * side + x) % CELLS;
                self.east[c] = weights.of(first + 2 * x);
                self.south[c] = weights.of(first + 2 * x + 1);
            }
        }
        let [north, east, south, west] = tiles.sides(b);
        let (above, left) = (
            (b.y + tiles.height - 1) % tiles.height,
            (b.x + tiles.width - 1) % tiles.width,
        );
        for y in 0..h {
            if !east {
                self.east[(y * side + w - 1) % CELLS] = NO_WALL;
            }
            self.west[y % SIDE] = if west {
                weights.of(tiles.edge(left, b.y + y, false))
            } else {
                NO_WALL
            };
        }
        for x in 0..w {
            if !south {
                self.south[((h - 1) * side + x) % CELLS] = NO_WALL;
            }
            self.north[x % SIDE] = if north {
                weights.of(tiles.edge(b.x + x, above, true))
            } else {
                NO_WALL
            };
        }
    }

    /// Step 1's lightest walls: takes the lightest wall of each cell that lies inside the
    /// tile, removing it in `opened`, marking it decided and linking the cell under the cell
    /// beyond; returns how many walls it took.
    ///
    /// Which of its walls is a cell's lightest is as good as random; nothing here branches on
    /// it. A row's outcome is kept as bit masks, one bit a cell, and settled a row at a time.
    fn take_lightest<O: TileOpening>(&mut self, opened: &mut O, tiles: &Tiles, b: &Bounds) -> u64 {
        let (side, w, h) = (self.side, b.width, b.height);
        let row = u64::MAX >> (64 - w);
        let mut taken = 0;
        let mut south_above = 0;
        for y in 0..h {
            let first = y * side;
            let [north, east, south, west] = self.lightest_in_row(y, w);
            // The lightest walls that lie inside the tile.
            let north = if y > 0 { north } else { 0 };
            let east = east & row >> 1;
            let south = if y + 1 < h { south } else { 0 };
            let west = west & !1;
            self.decided_east[y] = east | west >> 1;
            self.decided_south[y] = south;
            if y > 0 {
                self.decided_south[y - 1] |= north;
            }
            // A cell whose lightest wall is also its neighbour's, the later of the two, is
            // the root of their tree; so is a cell whose lightest wall leads out of the tile.
            let pairs = west & east << 1 | north & south_above;
            let linked = north | east | south | west;
            for x in set_bits(pairs | row & !linked) {
                let c = (first + x as usize) as u32;
                self.sets.parent.set(c, c);
            }
            taken += u64::from(linked.count_ones() - pairs.count_ones());
            south_above = south;
        }
        for y in 0..h {
            let edge = tiles.edge(b.x, b.y + y, false);
            opened.open_pairs(edge, self.decided_east[y], self.decided_south[y]);
        }
        taken
    }

    /// For row `y` (`w` cells) of the tile: which cells' lightest wall is north, east, south
    /// and west of them, as bit masks, each cell linked under the cell beyond that wall
    /// (which may lie outside the tile, for [`take_lightest`](Self::take_lightest) to undo).
    fn lightest_in_row(&mut self, y: usize, w: usize) -> [u64; 4] {
        let side = self.side;
        let first = y * side % CELLS;
        let delta = [side.wrapping_neg(), 1, side, usize::MAX];
        let (east, south) = (&self.east[first..][..w], &self.south[first..][..w]);
        let north = if y > 0 {
            &self.south[first - side..][..w]
        } else {
            &self.north[..w]
        };
        // Bit x: east lighter than north, west than south, the lighter of those two than the
        // lighter of these.
        let (mut east_first, mut west_first, mut sw_first) = (0, 0, 0);
        let mut west = self.west[y % SIDE];
        for (x, ((&e, &s), &n)) in east.iter().zip(south).zip(north).enumerate() {
            let (a, b) = (e < n, west < s);
            let ne = if a { e } else { n };
            let sw = if b { west } else { s };
            let c = sw < ne;
            let dir = if c {
                2 + usize::from(b)
            } else {
                usize::from(a)
            };
            let cell = first + x;
            self.sets
                .parent
                .set(cell as u32, cell.wrapping_add(delta[dir]) as u32);
            east_first |= u64::from(a) << x;
            west_first |= u64::from(b) << x;
            sw_first |= u64::from(c) << x;
            west = e;
        }
        let row = u64::MAX >> (64 - w);
        [
            !sw_first & !east_first & row,
            !sw_first & east_first,
            sw_first & !west_first,
            sw_first & west_first,
        ]
    }

    /// Step 1's heaviest walls: marks the heaviest wall around each square of four cells in
    /// the tile decided.
    fn mark_heaviest(&mut self, b: &Bounds) {
        let (side, squares) = (self.side, b.width - 1);
        if squares == 0 {
            return;
        }
        for y in 0..b.height - 1 {
            let first = y * side % CELLS;
            let top = &self.east[first..][..squares];
            let left = &self.south[first..][..squares];
            let right = &self.south[first + 1..][..squares];
            let bottom = &self.east[(first + side) % CELLS..][..squares];
            // Bit x: left heavier than top, bottom than right, the heavier of those two than
            // the heavier of these.
            let (mut left_first, mut bottom_first, mut rb_first) = (0u64, 0u64, 0u64);
            let walls = top.iter().zip(left).zip(right).zip(bottom);
            for (x, (((&t, &l), &r), &bo)) in walls.enumerate() {
                let (a, b) = (l > t, bo > r);
                let tl = if a { l } else { t };
                let rb = if b { bo } else { r };
                left_first |= u64::from(a) << x;
                bottom_first |= u64::from(b) << x;
                rb_first |= u64::from(rb > tl) << x;
            }
            let in_row = u64::MAX >> (64 - squares);
            self.decided_east[y] |= !rb_first & !left_first & in_row;
            self.decided_south[y] |= !rb_first & left_first | (rb_first & !bottom_first) << 1;
            self.decided_east[y + 1] |= rb_first & bottom_first;
        }
    }

    /// Gives each part that holds ends one of them, and adds the pairs of ends the lightest
    /// walls put in one part to `merged`.
    fn gather_ends(&mut self, tiles: &Tiles, b: &Bounds, merged: &mut Vec<[u32; 2]>) {
        self.ends[..self.side * self.side].fill(NO_END);
        for (x, y) in tiles.ends(b) {
            let id = tiles.end_id(b.x + x, b.y + y);
            let root = self.sets.find((y * self.side + x) as u32) as usize % CELLS;
            let held = self.ends[root];
            if held == NO_END {
                self.ends[root] = id;
            } else if held != id {
                merged.push([held, id]);
            }
        }
    }

    /// Fills `keys` with the walls step 1 left undecided, lightest first (by a counting sort
    /// on their weights' top bits, [`sort_spread`]).
    fn sort_walls(&mut self, b: &Bounds) {
        let (side, w, h) = (self.side, b.width, b.height);
        let mut n = 0;
        let inner = u64::MAX >> (64 - w) >> 1;
        for y in 0..h {
            let (east, south) = (self.decided_east[y], self.decided_south[y]);
            let mut add = |mut bits: u64, weights: &[u64; CELLS], south: usize| {
                while bits != 0 {
                    let c = y * side + bits.trailing_zeros() as usize;
                    self.unsorted[n % (2 * CELLS)] =
                        weights[c % CELLS] & !TIE_MASK | (2 * c + south) as u64;
                    n += 1;
                    bits &= bits - 1;
                }
            };
            add(!east & inner, &self.east, 0);
            if y + 1 < h {
                add(!south & (inner << 1 | 1), &self.south, 1);
            }
        }
        let (east, south) = (&self.east, &self.south);
        let weight = |key| weight_of(east, south, key);
        sort_spread(
            &self.unsorted[..n],
            BUCKET_BITS,
            &mut self.starts,
            &mut self.keys,
            // Keys whose weights agree in their top bits are ordered by the whole weights.
            |a, c| {
                if (a ^ c) >> TIE_BITS == 0 {
                    weight(a) < weight(c)
                } else {
                    a < c
                }
            },
        );
    }

    /// Kruskal's algorithm on the walls left: removes those it takes in `opened`, and hands
    /// on as links those that join two parts with ends; returns how many others it took.
    /// `taken` walls joined the tile's cells already.
    ///
    /// Whether a wall is taken, and whether it is handed on, are as good as random; the loop
    /// writes its outcome without a branch on either.
    fn take_walls<O: TileOpening>(
        &mut self,
        opened: &mut O,
        tiles: &Tiles,
        b: &Bounds,
        taken: u64,
        links: &mut Vec<Link>,
    ) -> u64 {
        let cells = (b.width * b.height) as u64;
        let shift = self.side.trailing_zeros();
        let edge = |wall: usize| {
            let cell = wall / 2;
            let (x, y) = (cell & (self.side - 1), cell >> shift);
            tiles.edge(b.x + x, b.y + y, wall % 2 == 1)
        };
        let (mut taken, mut settled, mut held) = (taken, 0, 0);
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
            taken += u64::from(joined);
            settled += u64::from(joined & !handed_on);
            opened.open_if(edge(wall), joined);
        }
        links.extend(self.held[..held].iter().map(|&(key, ends)| Link {
            key: weight_of(&self.east, &self.south, key),
            wall: edge((key & TIE_MASK) as usize),
            ends,
        }));
        settled
    }

    /// Adds the walls on tile `b`'s east and south borders, which lead to other tiles (or
    /// across a wrapping border), to `links`.
    fn add_borders(&self, tiles: &Tiles, b: &Bounds, links: &mut Vec<Link>) {
        let [_, east, south, _] = tiles.sides(b);
        let (right, bottom) = (b.x + b.width - 1, b.y + b.height - 1);
        if east {
            for y in 0..b.height {
                let y_at = b.y + y;
                links.push(Link {
                    key: self.east[(y * self.side + b.width - 1) % CELLS],
                    wall: tiles.edge(right, y_at, false),
                    ends: [
                        tiles.end_id(right, y_at),
                        tiles.end_id((right + 1) % tiles.width, y_at),
                    ],
                });
            }
        }
        if south {
            for x in 0..b.width {
                let x_at = b.x + x;
                links.push(Link {
                    key: self.south[((b.height - 1) * self.side + x) % CELLS],
                    wall: tiles.edge(x_at, bottom, true),
                    ends: [
                        tiles.end_id(x_at, bottom),
                        tiles.end_id(x_at, (bottom + 1) % tiles.height),
                    ],
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::in_order;
    use super::*;
    use crate::{size::Size, topology::Wrap};

    /// Counts the units of progress reported.
    struct Count(u64);

    impl Watcher<Step> for Count {
        const STEPS: bool = false;

        fn step(&mut self, _: Step) {}

        fn advance(&mut self, units: u64) {
            self.0 += units;
        }
    }

    /// The maze of `size` and `wrap` for `seed`, built in tiles of `side` on `threads` threads
    /// or (`side` 0) in weight order, and the progress it reported.
    fn built(size: Size, wrap: Wrap, seed: u64, side: usize, threads: usize) -> (Grid, u64) {
        let mut grid = Grid::new(size, wrap).unwrap();
        let weights = Weights::new(seed);
        let mut progress = Count(0);
        if side == 0 {
            in_order(&mut grid, weights, &mut progress).unwrap();
        } else {
            generate(&mut grid, weights, side, threads, &mut progress).unwrap();
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
                    let (expected, _) = built(size, wrap, seed, 0, 1);
                    for (side, threads) in [1, 2, 4, 8, 64].into_iter().zip([1, 3, 1, 2, 1]) {
                        let (grid, progress) = built(size, wrap, seed, side, threads);
                        let context = format!(
                            "{w}×{h} {wrap:?}, seed {seed}, tiles of {side}, {threads} threads"
                        );
                        assert_eq!(grid, expected, "{context}");
                        assert_eq!(progress, grid.len() as u64, "{context}");
                    }
                }
            }
        }
    }

    #[test]
    fn walls_whose_weights_share_their_top_bits_sort_by_the_whole_weights() {
        // A 2×2 tile has four inner walls: east of cells 0 and 2 (walls 0 and 4), south of
        // cells 0 and 1 (walls 1 and 3). The two heaviest agree above their low bits, and
        // their keys' low bits (the wall numbers) would order them the other way.
        let mut tile = Tile::new(2);
        let top = 0xABCD << 48;
        tile.east[0] = top | 9;
        tile.south[1] = top | 4;
        tile.east[2] = 1 << 40;
        tile.south[0] = 1 << 41;
        tile.decided_east.fill(0);
        tile.decided_south.fill(0);
        let b = Bounds {
            x: 0,
            y: 0,
            width: 2,
            height: 2,
        };
        tile.sort_walls(&b);
        let walls: Vec<u64> = tile.keys.iter().map(|key| key & TIE_MASK).collect();
        assert_eq!(walls, [4, 1, 3, 0]);
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
            threads in 1..=3usize,
        ) {
            let size = Size::new(width, height);
            if Grid::new(size, wrap).is_ok() {
                let (expected, _) = built(size, wrap, seed, 0, 1);
                let (grid, progress) = built(size, wrap, seed, 1 << side_bits, threads);
                proptest::prop_assert_eq!(&grid, &expected);
                proptest::prop_assert_eq!(progress, grid.len() as u64);
            }
        }
    }
}
