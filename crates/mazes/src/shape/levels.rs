//! Mazes of several levels (3-D mazes): one shape stacked, each cell joined by stairs to the
//! cells above and below it, the levels drawn side by side.

use super::{Across, Point, Shape, Stroke, Tiling};

/// The space between two levels' pictures, in the picture's units (about a cell).
const GAP: f64 = 1.0;

/// A shape stacked `levels` times: the cells of level `l` are the base's cells numbered on
/// from `l × base cells`, with the base's sides followed by two more, up (to level `l + 1`)
/// and down.
///
/// Level 0 is drawn leftmost, each level after it one cell's width to the right of the last.
#[derive(Clone, Debug, PartialEq)]
pub struct Levels {
    base: Box<Shape>,
    levels: u32,
    /// The base's cell count, asked once.
    floor: usize,
}

impl Levels {
    /// `base` stacked `levels` times. [`Shape::check`] refuses a base that is itself stacked
    /// or woven, or has octagons (eight sides and two stairs are more than a cell holds).
    pub fn new(base: Shape, levels: u32) -> Levels {
        Levels {
            floor: base.cell_count(),
            base: Box::new(base),
            levels,
        }
    }

    /// The shape each level has.
    pub fn base(&self) -> &Shape {
        &self.base
    }

    /// How many levels there are.
    pub fn levels(&self) -> u32 {
        self.levels
    }

    /// The base's cell under `cell`, and its level.
    #[inline]
    pub fn split(&self, cell: usize) -> (usize, u32) {
        (cell % self.floor, (cell / self.floor) as u32)
    }

    /// The cell of `level` over the base's cell `base_cell`.
    #[inline]
    pub fn cell_at(&self, base_cell: usize, level: u32) -> usize {
        level as usize * self.floor + base_cell
    }

    /// The side of `cell` whose stairs go up a level; the next side goes down.
    #[inline]
    pub fn up_side(&self, cell: usize) -> usize {
        self.base.side_count(cell % self.floor)
    }

    /// How far right `level`'s picture lies.
    fn shift(&self, level: u32) -> f64 {
        f64::from(level) * (self.base.extent().x + GAP)
    }

    /// Each level's name ("level 1" is the lowest) and the middle of its picture across, for
    /// pictures to write under each level.
    pub(crate) fn captions(&self) -> Vec<(f64, String)> {
        let half = self.base.extent().x / 2.0;
        (0..self.levels)
            .map(|level| (self.shift(level) + half, format!("level {}", level + 1)))
            .collect()
    }
}

impl Tiling for Levels {
    fn cell_count(&self) -> usize {
        self.floor * self.levels as usize
    }

    fn side_count(&self, cell: usize) -> usize {
        self.up_side(cell) + 2
    }

    fn flat_sides(&self, cell: usize) -> usize {
        self.up_side(cell)
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let (base_cell, level) = self.split(cell);
        let up = self.base.side_count(base_cell);
        let to = match side.checked_sub(up) {
            None => {
                let a = self.base.across(base_cell, side)?;
                return Some(Across {
                    cell: self.cell_at(a.cell, level),
                    ..a
                });
            }
            Some(0) if level + 1 < self.levels => level + 1,
            Some(1) if level > 0 => level - 1,
            _ => return None,
        };
        Some(Across {
            cell: self.cell_at(base_cell, to),
            side: up + usize::from(to > level),
            seam: false,
        })
    }

    fn centre(&self, cell: usize) -> Point {
        let (base_cell, level) = self.split(cell);
        self.base.centre(base_cell).offset(self.shift(level), 0.0)
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let (base_cell, level) = self.split(cell);
        if side >= self.base.side_count(base_cell) {
            // Stairs are not drawn as a side: a point at the centre stands for them.
            let c = self.centre(cell);
            return Stroke::Line { from: c, to: c };
        }
        let dx = self.shift(level);
        match self.base.stroke(base_cell, side) {
            Stroke::Line { from, to } => Stroke::Line {
                from: from.offset(dx, 0.0),
                to: to.offset(dx, 0.0),
            },
            Stroke::Arc {
                centre,
                radius,
                from,
                to,
            } => Stroke::Arc {
                centre: centre.offset(dx, 0.0),
                radius,
                from,
                to,
            },
        }
    }

    fn extent(&self) -> Point {
        let base = self.base.extent();
        Point::new(self.shift(self.levels.saturating_sub(1)) + base.x, base.y)
    }

    fn longest_step(&self) -> Option<f64> {
        self.base.longest_step()
    }

    fn column_row(&self, _cell: usize) -> Option<(u32, u32)> {
        None
    }
}
