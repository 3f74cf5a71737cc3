//! Splitting a cell's number into its column and row without dividing.

/// The columns of a shape laid out in rows `width` cells wide: splits a cell's number (below
/// 2³², as every shaped maze's are; others are divided) into column and row by multiplying by the width's
/// reciprocal, which walks do at every step (Lemire, Kaser and Kurz, "Faster remainder by
/// direct computation", 2019: exact for every 32-bit number and width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Columns {
    width: u32,
    /// ⌈2⁶⁴ / width⌉, or 0 for a width of 1 (whose split needs no arithmetic).
    reciprocal: u64,
}

impl Columns {
    /// Rows `width` cells wide; a width of 0 is taken as 1.
    pub(crate) const fn new(width: u32) -> Columns {
        let width = if width == 0 { 1 } else { width };
        Columns {
            width,
            reciprocal: (u64::MAX / width as u64).wrapping_add(1),
        }
    }

    /// The column and row of `cell`.
    #[inline]
    pub(crate) fn split(self, cell: usize) -> (usize, usize) {
        let Ok(n) = u32::try_from(cell) else {
            // Past any shaped maze's cells: a shape asked before its checks.
            let w = self.width as usize;
            return (cell % w, cell / w);
        };
        if self.width == 1 {
            return (0, cell);
        }
        let n = u64::from(n);
        let row = (u128::from(self.reciprocal) * u128::from(n)) >> 64;
        let low = self.reciprocal.wrapping_mul(n);
        let column = (u128::from(low) * u128::from(self.width)) >> 64;
        (column as usize, row as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_as_division_does() {
        let widths = [1, 2, 3, 7, 10, 64, 999, 1000, 1 << 14, 65_535, u32::MAX];
        let cells = (0..5000).chain([(1 << 28) - 1, 1 << 30, u32::MAX as usize, 1 << 40]);
        for cell in cells {
            for width in widths {
                let w = width as usize;
                assert_eq!(
                    Columns::new(width).split(cell),
                    (cell % w, cell / w),
                    "{cell} / {w}"
                );
            }
        }
    }
}
