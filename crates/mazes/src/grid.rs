//! The grid of cells and the passages between them.

use crate::bits::{BitSet, OutOfMemory, or_bits, or_pairs, or_row, set_bits};
use crate::network::{Network, Straight};
use crate::{direction::Direction, pos::Pos, size::Size, topology::Wrap};

/// Why a grid could not be made or changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GridError {
    /// The width or the height was zero.
    #[error("a maze needs at least one cell in each direction, not {0}")]
    Empty(Size),
    /// Wrapping was asked on an axis only one cell long, which would join a cell to itself.
    #[error(
        "wrapping in {axis} needs at least 2 cells along it; a {size} grid would join a cell to itself"
    )]
    WrapTooNarrow {
        /// `x` or `y`.
        axis: char,
        /// The requested size.
        size: Size,
    },
    /// The passages of this many cells do not fit in memory.
    #[error("a {size} grid needs {bytes} bytes for its passages, more than can be allocated")]
    TooLarge {
        /// The requested size.
        size: Size,
        /// Bytes the passages alone would need.
        bytes: u64,
    },
    /// A position outside the grid was used.
    #[error("cell {pos} is outside the {size} grid")]
    OutOfBounds {
        /// The offending position.
        pos: Pos,
        /// The grid's size.
        size: Size,
    },
    /// A passage was asked through a border that does not wrap.
    #[error("cell {pos} has no neighbour to the {dir}: that is the maze's border")]
    Border {
        /// The cell.
        pos: Pos,
        /// The direction that leaves the grid.
        dir: Direction,
    },
}

/// A rectangular grid of cells whose neighbours are joined by passages or separated by walls.
///
/// Every passage is stored once, as two bits per cell (the east and the south side), so a
/// 4000×4000 grid takes 4 MB. Edges of a bounded axis are always walls; on a wrapping axis the
/// east side of the last column is the west side of the first (and likewise for rows).
///
/// ```
/// use mazes::{Direction, Grid, Pos, Size, Wrap};
///
/// let mut grid = Grid::new(Size::new(3, 2), Wrap::None)?;
/// grid.carve(Pos::new(0, 0), Direction::East)?;
/// assert!(grid.is_open(Pos::new(1, 0), Direction::West));
/// assert!(grid.carve(Pos::new(0, 0), Direction::North).is_err()); // the border
/// # Ok::<(), mazes::GridError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    size: Size,
    wrap: Wrap,
    /// Bit `2 * cell` is the east side of `cell`, bit `2 * cell + 1` its south side.
    passages: BitSet,
}

/// A band of a grid's rows, which [`Grid::row_bands`] hands out.
pub(crate) struct RowBand<'a> {
    width: u32,
    /// The band's first row.
    first: u32,
    rows: u32,
    words: &'a mut [u64],
}

impl RowBand<'_> {
    /// The width of the band's rows.
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// The band's first row.
    pub(crate) fn first(&self) -> u32 {
        self.first
    }

    /// The rows in the band.
    pub(crate) fn rows(&self) -> u32 {
        self.rows
    }

    /// [`Grid::open_row`] for row `y`, one of the band's.
    pub(crate) fn open_row(&mut self, y: u32, east: &[u64], south: &[u64]) {
        let first = (y - self.first) as usize * self.width as usize;
        or_row(self.words, 2 * first, east, south);
    }
}

impl Grid {
    /// A grid of `size` cells with every wall up.
    pub fn new(size: Size, wrap: Wrap) -> Result<Grid, GridError> {
        Grid::check_shape(size, wrap)?;
        let passages = BitSet::new(size.cells() * 2)
            .map_err(|OutOfMemory { bytes }| GridError::TooLarge { size, bytes })?;
        Ok(Grid {
            size,
            wrap,
            passages,
        })
    }

    /// Refuses an empty size, and wrapping along an axis one cell long.
    pub(crate) fn check_shape(size: Size, wrap: Wrap) -> Result<(), GridError> {
        if size.width == 0 || size.height == 0 {
            return Err(GridError::Empty(size));
        }
        for (axis, wraps, len) in [('x', wrap.x(), size.width), ('y', wrap.y(), size.height)] {
            if wraps && len < 2 {
                return Err(GridError::WrapTooNarrow { axis, size });
            }
        }
        Ok(())
    }

    /// The grid whose passages are `words`, laid out as a grid keeps them (bit `2 * cell` the
    /// east side, `2 * cell + 1` the south side), for readers that fill them as the data
    /// arrives. The shape must have passed [`Grid::check_shape`], the words must be exactly
    /// enough for the cells, and nothing may open through a border that does not wrap.
    #[cfg(feature = "files")]
    pub(crate) fn from_passage_words(size: Size, wrap: Wrap, words: Vec<u64>) -> Grid {
        let bits = 2 * size.cells() as usize;
        Grid {
            size,
            wrap,
            passages: BitSet::from_words(words, bits),
        }
    }

    /// The grid's width and height.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The number of columns.
    pub fn width(&self) -> u32 {
        self.size.width
    }

    /// The number of rows.
    pub fn height(&self) -> u32 {
        self.size.height
    }

    /// Which axes wrap around.
    pub fn wrap(&self) -> Wrap {
        self.wrap
    }

    /// The number of cells.
    pub fn cell_count(&self) -> u64 {
        self.size.cells()
    }

    /// The bytes of memory the passages occupy (two bits per cell, rounded up to whole words).
    pub fn heap_bytes(&self) -> usize {
        self.passages.heap_bytes()
    }

    /// Whether `pos` is a cell of this grid.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.x < self.size.width && pos.y < self.size.height
    }

    /// The index of `pos` in row-major order, the order used by per-cell tables such as weights.
    ///
    /// The result is meaningless if `pos` is outside the grid.
    #[inline]
    pub fn index(&self, pos: Pos) -> usize {
        pos.y as usize * self.size.width as usize + pos.x as usize
    }

    /// The cell at row-major `index`.
    #[inline]
    pub fn pos(&self, index: usize) -> Pos {
        let w = self.size.width as usize;
        Pos::new((index % w) as u32, (index / w) as u32)
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Pos> + use<> {
        let Size { width, height } = self.size;
        (0..height).flat_map(move |y| (0..width).map(move |x| Pos::new(x, y)))
    }

    /// The neighbour of `pos` in `dir`, or `None` across a border that does not wrap.
    pub fn neighbor(&self, pos: Pos, dir: Direction) -> Option<Pos> {
        if !self.contains(pos) {
            return None;
        }
        let Size { width, height } = self.size;
        let (x, y) = (pos.x, pos.y);
        let wrap = self.wrap.wraps(dir);
        let moved = match dir {
            Direction::North if y > 0 => Pos::new(x, y - 1),
            Direction::North if wrap => Pos::new(x, height - 1),
            Direction::South if y + 1 < height => Pos::new(x, y + 1),
            Direction::South if wrap => Pos::new(x, 0),
            Direction::West if x > 0 => Pos::new(x - 1, y),
            Direction::West if wrap => Pos::new(width - 1, y),
            Direction::East if x + 1 < width => Pos::new(x + 1, y),
            Direction::East if wrap => Pos::new(0, y),
            _ => return None,
        };
        Some(moved)
    }

    /// The direction that leads from `from` to its neighbour `to` (across a border where the
    /// grid wraps), or `None` when they are not neighbours.
    ///
    /// ```
    /// use mazes::{Direction, Grid, Pos, Size, Wrap};
    ///
    /// let torus = Grid::new(Size::new(4, 3), Wrap::Both)?;
    /// assert_eq!(torus.direction_to(Pos::new(0, 0), Pos::new(1, 0)), Some(Direction::East));
    /// assert_eq!(torus.direction_to(Pos::new(0, 0), Pos::new(3, 0)), Some(Direction::West));
    /// assert_eq!(torus.direction_to(Pos::new(0, 0), Pos::new(2, 0)), None);
    /// # Ok::<(), mazes::GridError>(())
    /// ```
    pub fn direction_to(&self, from: Pos, to: Pos) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&dir| self.neighbor(from, dir) == Some(to))
    }

    /// The neighbours of `pos` that exist (walls or not), in N, E, S, W order.
    pub fn neighbors(&self, pos: Pos) -> impl Iterator<Item = (Direction, Pos)> + '_ {
        Direction::ALL
            .into_iter()
            .filter_map(move |d| self.neighbor(pos, d).map(|n| (d, n)))
    }

    /// Whether a passage leads from `pos` in `dir`. False outside the grid and at borders.
    pub fn is_open(&self, pos: Pos, dir: Direction) -> bool {
        self.contains(pos) && self.is_open_at(self.index(pos), dir)
    }

    /// The directions in which passages leave `pos`, in N, E, S, W order.
    pub fn open_directions(&self, pos: Pos) -> impl Iterator<Item = Direction> + '_ {
        Direction::ALL
            .into_iter()
            .filter(move |&d| self.is_open(pos, d))
    }

    /// The passages leaving `pos` as bits, bit `d` set when the way in `Direction::ALL[d]` is
    /// open (so 1 north, 2 east, 4 south, 8 west); 0 outside the grid. One look-up where
    /// asking [`Grid::is_open`] of each direction takes four.
    #[inline]
    pub fn open_bits(&self, pos: Pos) -> u8 {
        if self.contains(pos) {
            self.open_mask(self.index(pos))
        } else {
            0
        }
    }

    /// The number of passages leaving `pos`.
    pub fn degree(&self, pos: Pos) -> usize {
        self.open_directions(pos).count()
    }

    /// Opens the passage from `pos` in `dir` and returns the cell it leads to.
    pub fn carve(&mut self, pos: Pos, dir: Direction) -> Result<Pos, GridError> {
        self.set_passage(pos, dir, true)
    }

    /// Closes the passage from `pos` in `dir` (builds a wall) and returns the cell beyond it.
    pub fn wall_up(&mut self, pos: Pos, dir: Direction) -> Result<Pos, GridError> {
        self.set_passage(pos, dir, false)
    }

    /// The number of open passages.
    pub fn passage_count(&self) -> u64 {
        self.passages.count_ones()
    }

    fn set_passage(&mut self, pos: Pos, dir: Direction, open: bool) -> Result<Pos, GridError> {
        if !self.contains(pos) {
            return Err(GridError::OutOfBounds {
                pos,
                size: self.size,
            });
        }
        let next = self
            .neighbor(pos, dir)
            .ok_or(GridError::Border { pos, dir })?;
        let index = self.index(pos);
        let edge = self
            .edge(index, dir)
            .ok_or(GridError::Border { pos, dir })?;
        self.passages.replace(edge, open);
        Ok(next)
    }

    // ---- index-based access for the algorithms of this crate ----

    /// The number of cells as an index bound.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.passages.len() / 2
    }

    /// The neighbour index of cell `index` in `dir`, or `None` across a bounded border.
    #[inline]
    pub(crate) fn step(&self, index: usize, dir: Direction) -> Option<usize> {
        let w = self.size.width as usize;
        let len = self.len();
        let x = index % w;
        match dir {
            Direction::North if index >= w => Some(index - w),
            Direction::North if self.wrap.y() => Some(index + len - w),
            Direction::South if index + w < len => Some(index + w),
            Direction::South if self.wrap.y() => Some(index + w - len),
            Direction::West if x > 0 => Some(index - 1),
            Direction::West if self.wrap.x() => Some(index + w - 1),
            Direction::East if x + 1 < w => Some(index + 1),
            Direction::East if self.wrap.x() => Some(index + 1 - w),
            _ => None,
        }
    }

    /// The bit that stores the passage from cell `index` in `dir`, or `None` at a bounded border.
    #[inline]
    pub(crate) fn edge(&self, index: usize, dir: Direction) -> Option<usize> {
        match dir {
            Direction::East | Direction::South => {
                self.step(index, dir)?;
                Some(2 * index + usize::from(dir == Direction::South))
            }
            Direction::West | Direction::North => {
                let other = self.step(index, dir)?;
                Some(2 * other + usize::from(dir == Direction::North))
            }
        }
    }

    /// The two cells an edge bit joins: the cell owning it and its east or south neighbour.
    #[inline]
    pub(crate) fn edge_cells(&self, edge: usize) -> Option<(usize, usize)> {
        let cell = edge / 2;
        let dir = if edge.is_multiple_of(2) {
            Direction::East
        } else {
            Direction::South
        };
        Some((cell, self.step(cell, dir)?))
    }

    /// The total number of edge bits, valid or not (twice the cells).
    #[inline]
    pub(crate) fn edge_bits(&self) -> usize {
        self.passages.len()
    }

    /// The two passage bits of cell `index` (east low, south high) as a number, for
    /// generators that borrow them as scratch space while they work (see `generate::tree`).
    #[inline]
    pub(crate) fn raw_pair(&self, index: usize) -> u64 {
        self.passages.pair(index)
    }

    /// Overwrites the two passage bits of cell `index` with `value` (0 to 3).
    #[inline]
    pub(crate) fn set_raw_pair(&mut self, index: usize, value: u64) {
        self.passages.set_pair(index, value);
    }

    /// Writes `value` (0 to 3) into the two passage bits of cell `index`, which must still be
    /// walled on both sides; cheaper than [`Grid::set_raw_pair`] for bits written once.
    #[inline]
    pub(crate) fn fill_raw_pair(&mut self, index: usize, value: u64) {
        self.passages.fill_pair(index, value);
    }

    /// The passage bits as words, 32 cells to a word (cell `i` at bits `2 * (i % 32)` and
    /// up of word `i / 32`), for whole-word rewrites.
    #[inline]
    pub(crate) fn passage_words_mut(&mut self) -> &mut [u64] {
        self.passages.words_mut()
    }

    /// Whether edge bit `edge` is open.
    #[inline]
    pub(crate) fn is_edge_open(&self, edge: usize) -> bool {
        self.passages.get(edge)
    }

    /// Opens edge bit `edge`, which must join two cells, if `open`: without a branch on it,
    /// for generators where that branch would be mispredicted.
    #[inline]
    pub(crate) fn open_edge_if(&mut self, edge: usize, open: bool) {
        self.passages.set_if(edge, open);
    }

    /// Opens or closes edge bit `edge`, which must join two cells.
    #[inline]
    pub(crate) fn set_edge(&mut self, edge: usize, open: bool) {
        self.passages.replace(edge, open);
    }

    /// Whether the passage from cell `index` in `dir` is open.
    #[inline]
    pub(crate) fn is_open_at(&self, index: usize, dir: Direction) -> bool {
        self.edge(index, dir).is_some_and(|e| self.passages.get(e))
    }

    /// Opens the passage from cell `index` in `dir`; the neighbour must exist.
    #[inline]
    pub(crate) fn carve_at(&mut self, index: usize, dir: Direction) {
        if let Some(edge) = self.edge(index, dir) {
            self.passages.set(edge);
        }
    }

    /// Packs row `y`'s passages as the bin format stores them: two bits a cell, east then south.
    pub(crate) fn pack_row(&self, y: u32, out: &mut [u8]) {
        let width = self.size.width as usize;
        self.passages.copy_bytes(2 * y as usize * width, out);
        let used_bits = 2 * width;
        if !used_bits.is_multiple_of(8)
            && let Some(last) = out.last_mut()
        {
            *last &= (1u8 << (used_bits % 8)) - 1;
        }
    }

    /// Opens the passage from cell `from` in `dir` to its neighbour `to`, which the caller has
    /// already found: no lookup needed.
    #[inline]
    pub(crate) fn open_between(&mut self, from: usize, dir: Direction, to: usize) {
        self.passages.set(Grid::edge_between(from, dir, to));
    }

    /// Walls up the passage from cell `from` in `dir` to its neighbour `to`.
    #[inline]
    pub(crate) fn close_between(&mut self, from: usize, dir: Direction, to: usize) {
        self.passages.clear(Grid::edge_between(from, dir, to));
    }

    /// The edge bit between cell `from` and its neighbour `to` in `dir`.
    ///
    /// Arithmetic and a select, not a match: the direction is as good as random, and a jump
    /// on it is mispredicted most of the time.
    #[inline]
    fn edge_between(from: usize, dir: Direction, to: usize) -> usize {
        // East and south are bits of `from`, west and north of `to`; south and north are a
        // cell's second bit.
        let d = dir.index();
        // All ones for north and west, whose bit `to` owns: a mask, not a select the compiler
        // may turn back into a jump.
        let towards_to = ((0b1001 >> d) & 1usize).wrapping_neg();
        let owner = from ^ ((from ^ to) & towards_to);
        let second = usize::from(d.is_multiple_of(2));
        2 * owner + second
    }

    /// Opens every passage between two cells of the grid: one open room.
    pub(crate) fn open_all(&mut self) {
        if self.wrap.x() || self.wrap.y() {
            for edge in 0..self.edge_bits() {
                if self.edge_cells(edge).is_some() {
                    self.set_edge(edge, true);
                }
            }
            return;
        }
        // Bounded: every bit, then close the east sides of the last column and the south
        // sides of the last row.
        let bits = self.edge_bits();
        let words = self.passages.words_mut();
        words.fill(!0);
        if !bits.is_multiple_of(64)
            && let Some(last) = words.last_mut()
        {
            *last &= (1 << (bits % 64)) - 1;
        }
        let (width, len) = (self.size.width as usize, self.len());
        for last_in_row in (width - 1..len).step_by(width) {
            self.passages.clear(2 * last_in_row);
        }
        for bottom in len - width..len {
            self.passages.clear(2 * bottom + 1);
        }
    }

    /// Opens row `y`'s passages east and south as `east` and `south` give them, 64 cells to a
    /// word (`south` may be short: the missing words are all walls). Both go into the grid in
    /// one pass, each row word spread over two grid words.
    pub(crate) fn open_row(&mut self, y: u32, east: &[u64], south: &[u64]) {
        let first = y as usize * self.size.width as usize;
        or_row(self.passages.words_mut(), 2 * first, east, south);
    }

    /// The grid's rows in bands of `rows` rows (a multiple of 32, so that each band starts at
    /// a word of its own), the last band shorter: each can be filled on a thread of its own.
    pub(crate) fn row_bands(&mut self, rows: u32) -> impl Iterator<Item = RowBand<'_>> {
        debug_assert!(rows > 0 && rows.is_multiple_of(32));
        let Size { width, height } = self.size;
        // 32 rows of 2 bits a cell fill `width` words exactly.
        let words = width as usize * (rows / 32) as usize;
        self.passages
            .words_mut()
            .chunks_mut(words)
            .zip((0..height).step_by(rows as usize))
            .map(move |(words, first)| RowBand {
                width,
                first,
                rows: rows.min(height - first),
                words,
            })
    }

    /// Opens the east passages of 64 cells set in `east` and the south passages of those set
    /// in `south`, bit `i` of each standing for the cell whose east edge bit is `edge + 2i`.
    pub(crate) fn open_edge_pairs(&mut self, edge: usize, east: u64, south: u64) {
        or_pairs(self.passages.words_mut(), edge, east, south);
    }

    /// Opens the passages whose edge bits are set in `bits`, bit `i` of which stands for edge
    /// bit `at + i`.
    pub(crate) fn open_edge_bits(&mut self, at: usize, bits: &[u64]) {
        let words = self.passages.words_mut();
        for (i, &word) in bits.iter().enumerate() {
            or_bits(words, at + 64 * i, word);
        }
    }

    /// The number of passages leaving cell `index`.
    #[inline]
    pub(crate) fn degree_at(&self, index: usize) -> usize {
        self.open_mask(index).count_ones() as usize
    }

    /// The neighbours of cell `index` (walls or not), in N, E, S, W order, with the direction to
    /// each: one division for all four.
    #[inline]
    pub(crate) fn neighbors_at(&self, index: usize) -> ([(Direction, usize); 4], usize) {
        let w = self.size.width as usize;
        let len = self.len();
        let x = index % w;
        let mut found = [(Direction::North, 0); 4];
        let mut count = 0;
        let candidates = [
            (
                Direction::North,
                if index >= w {
                    Some(index - w)
                } else {
                    self.wrap.y().then(|| index + len - w)
                },
            ),
            (
                Direction::East,
                if x + 1 < w {
                    Some(index + 1)
                } else {
                    self.wrap.x().then(|| index + 1 - w)
                },
            ),
            (
                Direction::South,
                if index + w < len {
                    Some(index + w)
                } else {
                    self.wrap.y().then(|| index + w - len)
                },
            ),
            (
                Direction::West,
                if x > 0 {
                    Some(index - 1)
                } else {
                    self.wrap.x().then(|| index + w - 1)
                },
            ),
        ];
        for (dir, next) in candidates {
            if let Some(next) = next {
                found[count] = (dir, next);
                count += 1;
            }
        }
        (found, count)
    }

    /// The directions of the passages leaving cell `index`: bit `d` for `Direction::ALL[d]`.
    ///
    /// Without wrapping in x this needs no division: the last column never opens east, so the
    /// east bit of the cell before `index` says all there is about a passage west.
    #[inline(always)]
    pub(crate) fn open_mask(&self, index: usize) -> u8 {
        let w = self.size.width as usize;
        let own = self.passages.pair(index) as u8;
        let north = if index >= w {
            Some(index - w)
        } else {
            self.wrap.y().then(|| index + self.len() - w)
        };
        let west = if self.wrap.x() && index.is_multiple_of(w) {
            Some(index + w - 1)
        } else {
            index.checked_sub(1)
        };
        let opens =
            |cell: Option<usize>, bit: u64| cell.is_some_and(|c| self.passages.pair(c) & bit != 0);
        u8::from(opens(north, 2)) | (own & 1) << 1 | (own & 2) << 1 | u8::from(opens(west, 1)) << 3
    }

    /// The cell an open passage from `index` leads to in `dir`.
    ///
    /// On a bounded grid an open passage never crosses the border, so the neighbour is a fixed
    /// step away, worked out without branching on the direction (searches take directions in
    /// no predictable order).
    #[inline(always)]
    pub(crate) fn through(&self, index: usize, dir: Direction) -> usize {
        // Plain arithmetic, which compiles to neither branches nor a jump table: the step is
        // 1 for east and west and the width for north and south, negated for north and west.
        let d = dir.index();
        let odd = (d & 1).wrapping_neg();
        let step = self.size.width as usize & !odd | 1 & odd;
        let negate = ((d ^ d >> 1) & 1).wrapping_sub(1);
        let next = index.wrapping_add((step ^ negate).wrapping_sub(negate));
        match self.wrap {
            Wrap::None => next,
            _ => self.step(index, dir).unwrap_or(next),
        }
    }

    /// The cells reached by the passages leaving cell `index`, in N, E, S, W order, with the
    /// direction to each.
    #[inline(always)]
    pub(crate) fn open_neighbors(&self, index: usize) -> impl Iterator<Item = (Direction, usize)> {
        set_bits(u64::from(self.open_mask(index))).map(move |d| {
            let dir = Direction::from_index(d as usize);
            (dir, self.through(index, dir))
        })
    }
}

impl Network for Grid {
    fn cells(&self) -> usize {
        self.len()
    }

    fn passages(&self) -> u64 {
        self.passage_count()
    }

    // Always inlined, as `open_sides` below: left a call, the flood under the collision
    // solver (`network::levels`) was a call a cell too; the solver bench's collision run took
    // 944 million instructions, 879 million inlined (783 before the solvers were written once).
    #[inline(always)]
    fn ways(&self, cell: usize) -> impl Iterator<Item = usize> {
        self.open_neighbors(cell).map(|(_, next)| next)
    }

    fn degree(&self, cell: usize) -> usize {
        self.degree_at(cell)
    }

    const SIDE_BITS: u32 = 2;

    fn side_count(&self, _: usize) -> usize {
        4
    }

    // Always inlined: the searches call these once a cell, and a call costs as much as the
    // work (BFS on a 3000 × 3000 grid 1.4 times as long without).
    #[inline(always)]
    fn open_sides(&self, cell: usize) -> u32 {
        u32::from(self.open_mask(cell))
    }

    #[inline(always)]
    fn through(&self, cell: usize, side: usize) -> usize {
        Grid::through(self, cell, Direction::from_index(side))
    }

    #[inline(always)]
    fn back(&self, _: usize, side: usize) -> usize {
        Direction::from_index(side).opposite().index()
    }

    #[inline(always)]
    fn link(&self, cell: usize, side: usize) -> (usize, usize) {
        let dir = Direction::from_index(side);
        let next = Grid::through(self, cell, dir);
        (passage_number(cell, dir, next), next)
    }
}

impl Straight for Grid {
    fn straight(&self, cell: usize) -> bool {
        matches!(self.open_mask(cell), 0b0101 | 0b1010)
    }
}

/// The number of the passage from `cell` towards `dir`, into `next`: numbered after the cell
/// west or north of it, 2 × cell going east, 2 × cell + 1 going south.
#[inline(always)]
fn passage_number(cell: usize, dir: Direction, next: usize) -> usize {
    match dir {
        Direction::East => 2 * cell,
        Direction::South => 2 * cell + 1,
        Direction::West => 2 * next,
        Direction::North => 2 * next + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carving_is_visible_from_both_sides() {
        let mut grid = Grid::new(Size::new(3, 3), Wrap::None).unwrap();
        let p = Pos::new(1, 1);
        for dir in Direction::ALL {
            let n = grid.carve(p, dir).unwrap();
            assert!(grid.is_open(n, dir.opposite()));
        }
        assert_eq!(grid.passage_count(), 4);
        assert_eq!(grid.degree(p), 4);
        grid.wall_up(Pos::new(1, 0), Direction::South).unwrap();
        assert!(!grid.is_open(p, Direction::North));
    }

    #[test]
    fn bounded_borders_refuse_passages() {
        let mut grid = Grid::new(Size::new(2, 2), Wrap::None).unwrap();
        assert_eq!(
            grid.carve(Pos::new(1, 0), Direction::East),
            Err(GridError::Border {
                pos: Pos::new(1, 0),
                dir: Direction::East
            })
        );
        assert!(grid.carve(Pos::new(5, 0), Direction::East).is_err());
        assert_eq!(grid.passage_count(), 0);
    }

    #[test]
    fn wrapping_joins_opposite_borders() {
        let mut grid = Grid::new(Size::new(3, 4), Wrap::Both).unwrap();
        assert_eq!(
            grid.neighbor(Pos::new(0, 0), Direction::West),
            Some(Pos::new(2, 0))
        );
        assert_eq!(
            grid.neighbor(Pos::new(0, 0), Direction::North),
            Some(Pos::new(0, 3))
        );
        grid.carve(Pos::new(2, 3), Direction::South).unwrap();
        assert!(grid.is_open(Pos::new(2, 0), Direction::North));
        grid.carve(Pos::new(0, 1), Direction::West).unwrap();
        assert!(grid.is_open(Pos::new(2, 1), Direction::East));
    }

    #[test]
    fn open_bits_agree_with_is_open_everywhere() {
        for (seed, wrap) in Wrap::ALL.into_iter().enumerate() {
            let mut rng = crate::rng::rng_from_seed(seed as u64);
            let grid = crate::generate::Algorithm::Kruskal
                .generate(Size::new(5, 4), wrap, &mut rng)
                .unwrap();
            for pos in grid.cells() {
                let bits = Direction::ALL
                    .iter()
                    .enumerate()
                    .filter(|&(_, &dir)| grid.is_open(pos, dir))
                    .fold(0, |bits, (d, _)| bits | 1 << d);
                assert_eq!(grid.open_bits(pos), bits, "{pos} {wrap}");
            }
            assert_eq!(grid.open_bits(Pos::new(5, 0)), 0);
        }
    }

    #[test]
    fn step_agrees_with_neighbor_everywhere() {
        for wrap in Wrap::ALL {
            let grid = Grid::new(Size::new(4, 3), wrap).unwrap();
            for pos in grid.cells() {
                for dir in Direction::ALL {
                    let by_pos = grid.neighbor(pos, dir).map(|n| grid.index(n));
                    assert_eq!(
                        grid.step(grid.index(pos), dir),
                        by_pos,
                        "{pos} {dir} {wrap}"
                    );
                }
            }
        }
    }

    #[test]
    fn open_neighbors_agrees_with_asking_each_direction() {
        for wrap in Wrap::ALL {
            for (w, h) in [(2, 2), (3, 5), (5, 3)] {
                let mut rng = crate::rng::rng_from_seed(u64::from(w * h));
                let mut grid = crate::generate::Algorithm::Kruskal
                    .generate(Size::new(w, h), wrap, &mut rng)
                    .unwrap();
                let loops = crate::transmute::closed_walls(&grid).min(2);
                crate::transmute::add_loops(&mut grid, loops, &mut rng).unwrap();
                for i in 0..grid.len() {
                    let found: Vec<(Direction, usize)> = grid.open_neighbors(i).collect();
                    let expected: Vec<(Direction, usize)> = Direction::ALL
                        .into_iter()
                        .filter(|&d| grid.is_open_at(i, d))
                        .filter_map(|d| grid.step(i, d).map(|n| (d, n)))
                        .collect();
                    assert_eq!(found, expected, "{wrap} {w}x{h} cell {i}");
                }
            }
        }
    }

    #[test]
    fn empty_and_self_wrapping_grids_are_refused() {
        assert!(matches!(
            Grid::new(Size::new(0, 5), Wrap::None),
            Err(GridError::Empty(_))
        ));
        assert!(matches!(
            Grid::new(Size::new(1, 5), Wrap::X),
            Err(GridError::WrapTooNarrow { axis: 'x', .. })
        ));
        assert!(Grid::new(Size::new(1, 5), Wrap::Y).is_ok());
    }
}
