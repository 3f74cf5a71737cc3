//! Braiding: removing dead ends by opening one more wall at each.

use rand::Rng;

use crate::direction::Direction;
use crate::grid::Grid;
use crate::rng::{below, shuffle};

/// Why a maze could not be braided.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum BraidError {
    /// The fraction was not a number from 0 to 1.
    #[error("the braid fraction must be between 0 and 1, not {0}")]
    Fraction(f64),
}

/// What braiding did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BraidReport {
    /// Dead ends before braiding.
    pub before: u64,
    /// Dead ends chosen for removal: the fraction of `before`, rounded to the nearest whole.
    pub chosen: u64,
    /// Dead ends after braiding; at most `before - chosen` unless `stuck` is positive.
    pub after: u64,
    /// Chosen dead ends with no wall left to open (only in one-cell-wide corridors).
    pub stuck: u64,
}

/// Removes `fraction` of the dead ends of `grid`, chosen at random, by opening a wall at each.
///
/// A dead end is a cell with exactly one passage. Each chosen dead end that is still one when
/// its turn comes opens a random wall, preferring a wall to another dead end, which removes two
/// at once. Opening a wall never makes a new dead end, so at least the chosen ones go.
///
/// ```
/// use mazes::{Algorithm, Size, Wrap};
///
/// let mut rng = mazes::rng_from_seed(5);
/// let mut grid = Algorithm::Backtracker.generate(Size::new(12, 12), Wrap::None, &mut rng)?;
/// let report = mazes::transmute::braid(&mut grid, 1.0, &mut rng)?;
/// assert_eq!(report.after, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn braid<R: Rng + ?Sized>(
    grid: &mut Grid,
    fraction: f64,
    rng: &mut R,
) -> Result<BraidReport, BraidError> {
    if !(0.0..=1.0).contains(&fraction) {
        return Err(BraidError::Fraction(fraction));
    }
    let mut dead_ends: Vec<usize> = (0..grid.len())
        .filter(|&c| grid.degree_at(c) == 1)
        .collect();
    let before = dead_ends.len() as u64;
    let chosen = (before as f64 * fraction).round() as u64;
    shuffle(rng, &mut dead_ends);
    let mut stuck = 0;
    for &cell in &dead_ends[..chosen as usize] {
        if grid.degree_at(cell) == 1 && !open_a_wall(grid, cell, rng) {
            stuck += 1;
        }
    }
    let after = (0..grid.len()).filter(|&c| grid.degree_at(c) == 1).count() as u64;
    Ok(BraidReport {
        before,
        chosen,
        after,
        stuck,
    })
}

/// Opens a random closed wall of `cell`, preferring one that leads to a dead end.
fn open_a_wall<R: Rng + ?Sized>(grid: &mut Grid, cell: usize, rng: &mut R) -> bool {
    let closed = Direction::ALL.into_iter().filter_map(|d| {
        let next = grid.step(cell, d)?;
        (!grid.is_open_at(cell, d)).then_some((d, next))
    });
    let (mut to_dead_end, mut others) = (Vec::with_capacity(4), Vec::with_capacity(4));
    for (dir, next) in closed {
        if grid.degree_at(next) == 1 {
            to_dead_end.push(dir);
        } else {
            others.push(dir);
        }
    }
    let options = if to_dead_end.is_empty() {
        &others
    } else {
        &to_dead_end
    };
    if options.is_empty() {
        return false;
    }
    grid.carve_at(cell, options[below(rng, options.len())]);
    true
}
