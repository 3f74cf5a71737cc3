//! Row-by-row generation, for the algorithms that only ever need the current row: Eller,
//! sidewinder and binary tree. They produce one [`Row`] at a time, which lets a maze of any
//! height be streamed to a file while holding only a few rows in memory.
//!
//! ```
//! use mazes::generate::rows::{Row, RowMaker};
//! use mazes::Algorithm;
//!
//! let mut maker = RowMaker::new(Algorithm::Eller, 6)?;
//! let mut rng = mazes::rng_from_seed(1);
//! let mut row = Row::new(6);
//! let mut passages = 0;
//! for y in 0..4 {
//!     maker.next_row(&mut rng, &mut row, y == 3);
//!     passages += (0..6).filter(|&x| row.opens_east(x)).count();
//!     passages += (0..6).filter(|&x| row.opens_north(x)).count();
//! }
//! assert_eq!(passages, 6 * 4 - 1); // a perfect maze
//! # Ok::<(), mazes::GenerateError>(())
//! ```

use rand::Rng;

pub use super::row::Row;
use super::row::{MakeRows, SeededRows};
use super::{binary_tree, eller, sidewinder};
use crate::{generate::Algorithm, generate::GenerateError};

/// The state of a row-by-row generator.
#[derive(Debug)]
enum Maker {
    Eller(eller::Rows),
    /// Sidewinder or binary tree.
    Seeded(SeededRows),
}

/// Makes the rows of a bounded maze one at a time, top first.
#[derive(Debug)]
pub struct RowMaker {
    maker: Maker,
    first: bool,
}

impl RowMaker {
    /// A maker for rows `width` cells wide by `algorithm`, which must be Eller, sidewinder or
    /// binary tree.
    pub fn new(algorithm: Algorithm, width: u32) -> Result<RowMaker, GenerateError> {
        let maker =
            match algorithm {
                Algorithm::Eller => Maker::Eller(eller::Rows::new(width).map_err(|e| {
                    GenerateError::OutOfMemory {
                        algorithm: algorithm.name(),
                        bytes: e.bytes,
                    }
                })?),
                Algorithm::Sidewinder => Maker::Seeded(SeededRows::new(sidewinder::next_row)),
                Algorithm::BinaryTree => Maker::Seeded(SeededRows::new(binary_tree::next_row)),
                _ => {
                    return Err(GenerateError::NotRowByRow {
                        algorithm: algorithm.name(),
                    });
                }
            };
        Ok(RowMaker { maker, first: true })
    }

    /// Whether `algorithm` can make its maze a row at a time.
    pub fn supports(algorithm: Algorithm) -> bool {
        matches!(
            algorithm,
            Algorithm::Eller | Algorithm::Sidewinder | Algorithm::BinaryTree
        )
    }

    /// Makes the next row into `row` (whose width must be the maker's); `last` says it is the
    /// bottom row, which some algorithms finish differently.
    pub fn next_row<R: Rng + ?Sized>(&mut self, rng: &mut R, row: &mut Row, last: bool) {
        let first = std::mem::replace(&mut self.first, false);
        match &mut self.maker {
            Maker::Eller(rows) => rows.next_row(rng, row, first, last),
            Maker::Seeded(rows) => rows.next_row(rng, row, first, last),
        }
    }
}
