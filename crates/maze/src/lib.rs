//! Mazes as data: generate, solve, measure, render and store them, at any size.
//!
//! A [`Grid`] holds the passages of a rectangle of cells, bounded or [`Wrap`]ping, at two bits
//! per cell. A generator ([`Algorithm`]) carves a perfect maze into it from a seeded RNG, so a
//! seed always gives the same maze. A [`Maze`] adds a start and a goal (with doors in the
//! border), and remembers how it was made; [`MazeBuilder`] makes one in a single expression.
//!
//! ```
//! use maze::{Algorithm, MazeBuilder, Openings, Size};
//!
//! let maze = MazeBuilder::new(Size::new(10, 10))
//!     .algorithm(Algorithm::Wilson)
//!     .seed(42)
//!     .openings(Openings::Corners)
//!     .build()?;
//! let path = maze::solve::bfs(maze.grid(), maze.start().unwrap(), maze.goal().unwrap()).unwrap();
//! assert!(path.is_valid(maze.grid()));
//!
//! let picture = maze::render::ascii(&maze, &maze::render::Overlay::solution(&maze, &path));
//! assert_eq!(picture.lines().count(), 2 * 10 + 1);
//! assert!(picture.starts_with("+   +---+"));
//! # Ok::<(), maze::BuildError>(())
//! ```
//!
//! The modules, by verb:
//! - [`generate`]: one module per generation algorithm;
//! - [`transmute`]: loops for "room" mazes, and braiding away dead ends;
//! - [`solve`]: BFS, DFS, A*, Dijkstra, distance maps, reachability, explore-all walks;
//! - [`metrics`]: dead ends, junctions, solution length, diameter, perfectness;
//! - [`render`]: ASCII, Unicode box drawing, SVG and PNG;
//! - [`format`](mod@format): the versioned JSON file format and the compact binary one;
//! - [`stream`]: mazes written a row at a time, bigger than memory;
//! - [`shape`]: the general lane: hexagons, triangles, polar rings, octagons, masks.
//! - [`infinite`]: a perfect maze of 2⁶⁴ × 2⁶⁴ cells, any part of it made on demand.

mod bits;
mod build;
pub mod count;
mod direction;
pub mod format;
pub mod generate;
mod grid;
pub mod infinite;
mod maze;
pub mod metrics;
mod named;
mod network;
mod openings;
mod pos;
mod progress;
pub mod render;
mod rng;
mod row_sets;
pub mod shape;
mod size;
pub mod solve;
pub mod stream;
mod threads;
mod topology;
pub mod transmute;
pub mod watch;

pub use bits::OutOfMemory;
pub use build::{BuildError, DIFFICULTY_CANDIDATES, MazeBuilder};
pub use direction::{Direction, ParseDirectionError};
pub use generate::{Algorithm, GenerateError, ParseAlgorithmError, Pick};
pub use grid::{Grid, GridError};
pub use maze::Maze;
pub use named::ParseNameError;
pub use openings::{Openings, OpeningsError};
pub use pos::{Endpoint, ParsePosError, Pos};
pub use progress::Progress;
pub use rng::{MazeRng, rng_from_seed};
pub use size::{ParseSizeError, Size};
pub use solve::Path;
pub use threads::set_threads;
pub use topology::Wrap;
