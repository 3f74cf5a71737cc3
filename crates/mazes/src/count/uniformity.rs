//! Whether a generator draws every perfect maze of a small grid equally often: a sample of its
//! mazes against the exact count, by Pearson's χ² test.

use std::collections::HashMap;

use crate::{
    direction::Direction, generate::Algorithm, generate::GenerateError, grid::Grid, size::Size,
    topology::Wrap,
};

/// A generator's sample of mazes on one grid, against equal odds for every perfect maze.
#[derive(Clone, Debug, PartialEq)]
pub struct Uniformity {
    /// How many perfect mazes the grid has.
    pub mazes: u64,
    /// How many were drawn.
    pub samples: u64,
    /// How many different ones came up.
    pub seen: u64,
    /// The most times one maze came up, and the fewest (0 if some never did).
    pub most: u64,
    /// See `most`.
    pub least: u64,
    /// The test against equal odds.
    pub test: ChiSquare,
}

/// Pearson's χ² test of counts against equal expectations.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChiSquare {
    /// The statistic: Σ (count − expected)² / expected over every category.
    pub statistic: f64,
    /// Its degrees of freedom: categories − 1.
    pub freedom: u64,
    /// The value the statistic stays under with probability 99.9 % when the odds are equal
    /// (Wilson and Hilferty's approximation of the χ² quantile).
    pub limit: f64,
}

impl ChiSquare {
    /// The test of `counts` (those of the categories that came up) over `categories`
    /// categories in all, the others counted 0.
    ///
    /// ```
    /// let fair = mazes::count::ChiSquare::of(&[98, 102, 101, 99], 4);
    /// assert!(fair.passes());
    /// let loaded = mazes::count::ChiSquare::of(&[150, 50, 100], 4);
    /// assert!(!loaded.passes());
    /// ```
    pub fn of(counts: &[u64], categories: u64) -> ChiSquare {
        let total: u64 = counts.iter().sum();
        let expected = total as f64 / categories.max(1) as f64;
        let unseen = categories.saturating_sub(counts.len() as u64) as f64;
        let statistic = counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum::<f64>()
            + unseen * expected;
        let freedom = categories.saturating_sub(1);
        let k = freedom.max(1) as f64;
        // The normal's 99.9th percentile.
        let z = 3.09;
        let limit = k * (1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt()).powi(3);
        ChiSquare {
            statistic,
            freedom,
            limit,
        }
    }

    /// Whether the counts are as even as equal odds would make them (at the 0.1 % level).
    pub fn passes(&self) -> bool {
        self.statistic <= self.limit
    }
}

/// The most perfect mazes [`uniformity`] takes on: a 4×4 grid's 100,352, and a little more.
pub const MAX_MAZES: u64 = 200_000;

/// Why a uniformity test was not run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum UniformityError {
    /// The grid has too many perfect mazes to sample each often enough.
    #[error(
        "a {size} grid has {mazes} perfect mazes; sampling each often takes grids of up to {MAX_MAZES} (3×3 has 192, 4×4 100352)"
    )]
    TooManyMazes {
        /// The size asked for.
        size: Size,
        /// Its count, if it fits in 64 bits.
        mazes: String,
    },
    /// The generator cannot make this grid, or the count failed.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// The count failed.
    #[error(transparent)]
    Count(#[from] super::CountError),
}

/// Draws `samples` mazes of `size` and `wrap` with `algorithm` (seeds `0..samples`) and tests
/// them against equal odds for every perfect maze of the grid.
///
/// ```
/// use mazes::{Algorithm, Size, Wrap};
///
/// let wilson = mazes::count::uniformity(Algorithm::Wilson, Size::new(2, 3), Wrap::None, 1500)?;
/// assert_eq!(wilson.mazes, 15);
/// assert!(wilson.test.passes());
/// let binary = mazes::count::uniformity(Algorithm::BinaryTree, Size::new(2, 3), Wrap::None, 1500)?;
/// assert!(!binary.test.passes());
/// # Ok::<(), mazes::count::UniformityError>(())
/// ```
pub fn uniformity(
    algorithm: Algorithm,
    size: Size,
    wrap: Wrap,
    samples: u64,
) -> Result<Uniformity, UniformityError> {
    let count = super::grid_count(size, wrap)?;
    let mazes = u64::try_from(&count)
        .ok()
        .filter(|&m| m <= MAX_MAZES)
        .ok_or_else(|| UniformityError::TooManyMazes {
            size,
            mazes: count.to_string(),
        })?;
    let mut counts: HashMap<Vec<bool>, u64> = HashMap::new();
    for seed in 0..samples {
        let grid = algorithm.generate(size, wrap, &mut crate::rng::rng_from_seed(seed))?;
        *counts.entry(passages(&grid)).or_default() += 1;
    }
    let counts: Vec<u64> = counts.into_values().collect();
    let seen = counts.len() as u64;
    Ok(Uniformity {
        mazes,
        samples,
        seen,
        most: counts.iter().copied().max().unwrap_or(0),
        least: if seen < mazes {
            0
        } else {
            counts.iter().copied().min().unwrap_or(0)
        },
        test: ChiSquare::of(&counts, mazes),
    })
}

/// Every wall east and south of every cell, open or not: a maze's fingerprint.
fn passages(grid: &Grid) -> Vec<bool> {
    grid.cells()
        .flat_map(|pos| [Direction::East, Direction::South].map(|dir| grid.is_open(pos, dir)))
        .collect()
}
