//! The trail a search leaves: for each cell it reached, the side its way back leaves by, so
//! that the way from the search's origin to any cell reached can be walked back from there.
//!
//! A few bits a cell (reached or not, and a side: three bits on a grid, five on a lattice), so
//! that big searches stay in cache; written once for every storage ([`Network`]).

use std::marker::PhantomData;

use crate::bits::BitSet;
use crate::network::Network;
use crate::{Direction, Grid, Path};

/// The cells a search has reached from its origin, each with the side its way back leaves by.
pub(crate) struct Trail<N> {
    origin: usize,
    seen: BitSet,
    /// [`Trail::WIDTH`] bits a cell: the side of the cell its way back to the origin leaves by.
    back: BitSet,
    storage: PhantomData<fn(&N)>,
}

impl<N: Network> Trail<N> {
    /// The bits a cell's back side takes: its storage's side bits, rounded up to 2 or 4 so that
    /// no cell's straddles two words.
    const WIDTH: u32 = if N::SIDE_BITS <= 2 { 2 } else { 4 };

    /// A trail over `net` with only `origin` reached.
    pub(crate) fn new(net: &N, origin: usize) -> Trail<N> {
        let mut seen = BitSet::with_len(net.cells());
        seen.set(origin);
        Trail {
            origin,
            seen,
            back: BitSet::with_len(Self::WIDTH as usize * net.cells()),
            storage: PhantomData,
        }
    }

    /// Whether `cell` has been reached.
    #[inline]
    pub(crate) fn seen(&self, cell: usize) -> bool {
        self.seen.get(cell)
    }

    /// The side of the reached `cell` its way back leaves by, as a mask (bit `s` for side
    /// `s`); empty for the origin.
    #[inline]
    pub(crate) fn way_back(&self, cell: usize) -> u32 {
        let back = 1 << self.back.field(cell, Self::WIDTH);
        if cell == self.origin { 0 } else { back }
    }

    /// Records that `cell` was reached through its side `back`.
    #[inline]
    pub(crate) fn enter(&mut self, cell: usize, back: usize) {
        self.seen.set(cell);
        self.back.set_field(cell, Self::WIDTH, back as u64);
    }

    /// The way from the origin to the reached `end`, walked back along the recorded sides.
    pub(crate) fn way_to(&self, net: &N, end: usize) -> Way {
        let mut way = Way {
            cells: vec![end],
            sides: Vec::new(),
        };
        let mut cell = end;
        while cell != self.origin && self.seen(cell) {
            let back = self.back_side(cell);
            let (before, side) = (net.through(cell, back), net.back(cell, back));
            way.cells.push(before);
            way.sides.push(side as u8);
            cell = before;
        }
        way.cells.reverse();
        way.sides.reverse();
        way
    }

    /// The way on from the reached `cell` back to the origin, walked along the recorded sides,
    /// added to the end of `way` (which ends at `cell`).
    pub(crate) fn extend_back(&self, net: &N, way: &mut Way, mut cell: usize) {
        while cell != self.origin && self.seen(cell) {
            let side = self.back_side(cell);
            cell = net.through(cell, side);
            way.sides.push(side as u8);
            way.cells.push(cell);
        }
    }

    /// The side of the reached `cell` (not the origin) its way back leaves by.
    fn back_side(&self, cell: usize) -> usize {
        self.back.field(cell, Self::WIDTH) as usize
    }
}

/// A way a search found: its cells from its start to its end, and the side of each cell but the
/// last that the way leaves it by.
pub(crate) struct Way {
    /// The cells, both ends included.
    pub(crate) cells: Vec<usize>,
    /// The side each step leaves its cell by: one fewer than the cells.
    pub(crate) sides: Vec<u8>,
}

impl Way {
    /// The way as a path of compass steps, on a storage of `grid`'s squares (the grid itself,
    /// or a view of some of its passages).
    pub(crate) fn path(&self, grid: &Grid) -> Path {
        let dirs = self
            .sides
            .iter()
            .map(|&side| Direction::from_index(usize::from(side)));
        Path::new(grid.pos(self.cells[0]), dirs.collect())
    }
}

impl Trail<Grid> {
    /// The path from the origin to the reached `end`, as compass steps.
    pub(crate) fn path_to(&self, grid: &Grid, end: usize) -> Path {
        let mut steps = Vec::new();
        let mut cell = end;
        while cell != self.origin && self.seen(cell) {
            let back = self.back_side(cell);
            let (before, side) = (
                Network::through(grid, cell, back),
                Network::back(grid, cell, back),
            );
            steps.push(Direction::from_index(side));
            cell = before;
        }
        steps.reverse();
        Path::new(grid.pos(self.origin), steps)
    }
}
