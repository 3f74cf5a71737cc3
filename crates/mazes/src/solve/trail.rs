//! The trail a search leaves: for each cell it reached, the side its way back leaves by, so
//! that the way from the search's origin to any cell reached can be walked back from there.
//!
//! A few bits a cell (reached or not, and a side: three bits on a grid, five on a lattice), so
//! that big searches stay in cache; written once for every storage ([`Network`]).

use std::marker::PhantomData;

use crate::bits::BitSet;
use crate::network::Network;
use crate::{direction::Direction, grid::Grid, solve::Path};

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
        let mut sides = Vec::new();
        let mut cell = end;
        while cell != self.origin && self.seen(cell) {
            let back = self.back_side(cell);
            sides.push(net.back(cell, back) as u8);
            cell = net.through(cell, back);
        }
        sides.reverse();
        Way { start: cell, sides }
    }

    /// The way on from the reached `cell` (where `way` ends) back to the origin, walked along
    /// the recorded sides, added to the end of `way`.
    pub(crate) fn extend_back(&self, net: &N, way: &mut Way, mut cell: usize) {
        while cell != self.origin && self.seen(cell) {
            let side = self.back_side(cell);
            cell = net.through(cell, side);
            way.sides.push(side as u8);
        }
    }

    /// The side of the reached `cell` (not the origin) its way back leaves by.
    fn back_side(&self, cell: usize) -> usize {
        self.back.field(cell, Self::WIDTH) as usize
    }
}

/// A way a search found: where it starts, and the side each step leaves its cell by (a byte a
/// step: the path of compass steps on a grid, the cells walked on any storage).
pub(crate) struct Way {
    /// The first cell.
    pub(crate) start: usize,
    /// The side each step leaves its cell by.
    pub(crate) sides: Vec<u8>,
}

impl Way {
    /// The cells the way passes on `net`, both ends included.
    pub(crate) fn cells<N: Network>(&self, net: &N) -> Vec<usize> {
        let mut cells = Vec::with_capacity(self.sides.len() + 1);
        cells.push(self.start);
        let mut at = self.start;
        for &side in &self.sides {
            at = net.through(at, usize::from(side));
            cells.push(at);
        }
        cells
    }

    /// The way as a path of compass steps, on a storage of `grid`'s squares (the grid itself,
    /// or a view of some of its passages).
    pub(crate) fn path(&self, grid: &Grid) -> Path {
        let dirs = self
            .sides
            .iter()
            .map(|&side| Direction::from_index(usize::from(side)));
        Path::new(grid.pos(self.start), dirs.collect())
    }
}

impl Trail<Grid> {
    /// The path from the origin to the reached `end`, as compass steps.
    pub(crate) fn path_to(&self, grid: &Grid, end: usize) -> Path {
        self.way_to(grid, end).path(grid)
    }
}
