//! Changes to a finished maze: loops for "room" mazes, and braiding away dead ends.
//!
//! Both work on any grid, perfect or not, and draw from the caller's RNG, so a seed still
//! reproduces the result.

mod braid;
pub(crate) mod loops;

pub use braid::{BraidError, BraidReport, braid};
pub use loops::{LoopsError, add_loops, closed_walls};

/// What a builder does to the perfect maze after generating it, on every shape.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub(crate) enum Extra {
    /// Nothing: the maze stays perfect.
    #[default]
    Perfect,
    /// Open this many more walls.
    Loops(u64),
    /// Remove this fraction of the dead ends.
    Braid(f64),
}
