//! A set of cells a bit each, row by row: what the medium AI has explored and where the
//! player has been. Saved as 16 hex digits a 64-bit word.

use maze::{Grid, Pos};

/// A set of a grid's cells; empty until the first cell goes in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct CellSet {
    words: Vec<u64>,
}

impl CellSet {
    /// Whether `pos` is in the set.
    pub(crate) fn contains(&self, grid: &Grid, pos: Pos) -> bool {
        let i = grid.index(pos);
        self.words
            .get(i / 64)
            .is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    /// Puts `pos` in the set.
    pub(crate) fn insert(&mut self, grid: &Grid, pos: Pos) {
        let words = (grid.cell_count() as usize).div_ceil(64);
        if self.words.len() != words {
            self.words = vec![0; words];
        }
        let i = grid.index(pos);
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// The set as a save writes it: 16 hex digits a word, nothing when empty.
    pub(crate) fn to_hex(&self) -> String {
        self.words.iter().map(|w| format!("{w:016x}")).collect()
    }

    /// The set a save wrote for `grid`, if `hex` is one: empty, or a bit per cell.
    pub(crate) fn from_hex(hex: &str, grid: &Grid) -> Option<CellSet> {
        if !hex.len().is_multiple_of(16) || !hex.is_ascii() {
            return None;
        }
        let words: Vec<u64> = (0..hex.len())
            .step_by(16)
            .map(|i| u64::from_str_radix(&hex[i..i + 16], 16).ok())
            .collect::<Option<_>>()?;
        let needed = (grid.cell_count() as usize).div_ceil(64);
        (words.is_empty() || words.len() == needed).then_some(CellSet { words })
    }
}
