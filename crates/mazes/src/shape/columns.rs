//! Cells in rows: a cell's column and row without dividing, and the cells a step away.

use super::{MAX_SIDES, Neighbours, Offsets};
use crate::size::Size;

/// The columns and rows of a shape laid out in rows: splits a cell's number (below
/// 2³², as every shaped maze's are; others are divided) into column and row by multiplying by the width's
/// reciprocal, which walks do at every step (Lemire, Kaser and Kurz, "Faster remainder by
/// direct computation", 2019: exact for every 32-bit number and width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Columns {
    width: u32,
    height: u32,
    /// ⌈2⁶⁴ / width⌉, or 0 for a width of 1 (whose split needs no arithmetic).
    reciprocal: u64,
}

impl Columns {
    /// `size.height` rows `size.width` cells wide; a width of 0 is taken as 1.
    pub(crate) const fn new(size: Size) -> Columns {
        let width = if size.width == 0 { 1 } else { size.width };
        Columns {
            width,
            height: size.height,
            reciprocal: (u64::MAX / width as u64).wrapping_add(1),
        }
    }

    /// The column and row of `cell`.
    #[inline(always)]
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

// `split`, `step` and `neighbours` are always inlined: walks call them at every step, and
// with a plain hint the compiler kept some out of line (hex walks 3–5 % slower, same-run A/B).
impl Columns {
    /// The cell `dx` columns right and `dy` rows down from column `x`, row `y`, if it lies
    /// inside.
    #[inline(always)]
    pub(crate) fn step(self, (x, y): (usize, usize), (dx, dy): (i64, i64)) -> Option<usize> {
        let (nx, ny) = (x as i64 + dx, y as i64 + dy);
        let (w, h) = (i64::from(self.width), i64::from(self.height));
        ((0..w).contains(&nx) && (0..h).contains(&ny)).then(|| (ny * w + nx) as usize)
    }

    /// The cells that `steps` lead to from column `x`, row `y`, one side each in order.
    #[inline(always)]
    pub(crate) fn neighbours(
        self,
        at: (usize, usize),
        steps: impl ExactSizeIterator<Item = (i64, i64)>,
    ) -> Neighbours {
        let mut around = Neighbours::walled(steps.len());
        for (side, step) in steps.enumerate() {
            if let Some(next) = self.step(at, step) {
                around.join(side, next);
            }
        }
        around
    }

    /// How far in cell numbers each of `steps` (at most a column and a row each) leads from
    /// column `x`, row `y`, when that cell is away from every edge; `None` beside one.
    #[inline]
    pub(crate) fn inland(
        self,
        (x, y): (usize, usize),
        steps: impl IntoIterator<Item = (i64, i64)>,
    ) -> Option<Offsets> {
        let (w, h) = (self.width as usize, self.height as usize);
        if x == 0 || x + 1 >= w || y == 0 || y + 1 >= h {
            return None;
        }
        let mut offsets = Offsets {
            steps: [0; MAX_SIDES],
            sides: 0,
        };
        for (dx, dy) in steps {
            offsets.steps[offsets.sides] = (dy * w as i64 + dx) as isize;
            offsets.sides += 1;
        }
        Some(offsets)
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
                    Columns::new(Size::new(width, 1)).split(cell),
                    (cell % w, cell / w),
                    "{cell} / {w}"
                );
            }
        }
    }
}
