//! A set of a maze's cells, a bit each in the lattice's order: what the medium AI has explored
//! and where the player has been. Saved as 16 hex digits a 64-bit word.

/// A set of the cells of a maze of `len` cells; empty until the first cell goes in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct CellSet {
    words: Vec<u64>,
}

impl CellSet {
    /// Whether `cell` is in the set.
    pub(crate) fn contains(&self, cell: usize) -> bool {
        self.words
            .get(cell / 64)
            .is_some_and(|w| w >> (cell % 64) & 1 == 1)
    }

    /// Puts `cell` in the set of a maze of `len` cells.
    pub(crate) fn insert(&mut self, len: usize, cell: usize) {
        let words = len.div_ceil(64);
        if self.words.len() != words {
            self.words = vec![0; words];
        }
        if let Some(word) = self.words.get_mut(cell / 64) {
            *word |= 1 << (cell % 64);
        }
    }

    /// The set as a save writes it: 16 hex digits a word, nothing when empty.
    pub(crate) fn to_hex(&self) -> String {
        self.words.iter().map(|w| format!("{w:016x}")).collect()
    }

    /// The set a save wrote for a maze of `len` cells, if `hex` is one: empty, or a bit per
    /// cell.
    pub(crate) fn from_hex(hex: &str, len: usize) -> Option<CellSet> {
        if !hex.len().is_multiple_of(16) || !hex.is_ascii() {
            return None;
        }
        let words: Vec<u64> = (0..hex.len())
            .step_by(16)
            .map(|i| u64::from_str_radix(&hex[i..i + 16], 16).ok())
            .collect::<Option<_>>()?;
        (words.is_empty() || words.len() == len.div_ceil(64)).then_some(CellSet { words })
    }
}
