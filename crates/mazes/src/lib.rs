//! Mazes as data: generate, solve, measure, render and store them, at any size.
//!
//! A [`Maze`] is one maze of any shape: its cells (a rectangle of squares, hexagons,
//! triangles, polar rings, octagons, levels, a weave, any of them cut to a [`shape::Mask`]),
//! its passages, a start and a goal with doors in the border, and how it was made. How it keeps
//! its passages is its own affair: a whole rectangle of squares keeps a [`Grid`], two bits a
//! cell, bounded or [`Wrap`]ping, which the square fast paths read ([`Maze::grid`]); every
//! other maze keeps a bit a wall of its [`shape::Lattice`]. A generator ([`Algorithm`]) carves a
//! perfect maze from a seeded RNG, so a seed always gives the same maze; [`MazeBuilder`] makes
//! one of any shape in a single expression.
//!
//! ```
//! use mazes::{Algorithm, MazeBuilder, Openings, Size};
//!
//! let maze = MazeBuilder::new(Size::new(10, 10))
//!     .algorithm(Algorithm::Wilson)
//!     .seed(42)
//!     .openings(Openings::Corners)
//!     .build()?;
//! let grid = maze.grid().expect("whole squares keep a grid");
//! let (start, goal) = maze.endpoints().expect("openings at the corners");
//! let path = mazes::solve::bfs(grid, start.cell, goal.cell).expect("a perfect maze joins them");
//! assert!(path.is_valid(grid));
//!
//! let picture = mazes::render::ascii(&maze, &mazes::render::Overlay::solution(&maze, &path))?;
//! assert_eq!(picture.lines().count(), 2 * 10 + 1);
//! assert!(picture.starts_with("+   +---+"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
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
//!
//! # Features
//!
//! The default is every format and picture. Each heavy part can be left out: with
//! `default-features = false` the library still generates, solves, measures and draws (ASCII,
//! Unicode, SVG, plotter SVG, STL) every shape, and depends on `rand`, `rand_pcg`, `thiserror`,
//! `font8x8` and `maze-named` alone.
//!
//! | feature | default | what it adds | what it brings |
//! |---|---|---|---|
//! | `files` | yes | the JSON maze file (`format::to_json`, `from_json`) and the compact binary one (`format::bin`, streamed too) | `serde`, `serde_json`, `maze-store` |
//! | `png` | yes | PNG pictures (`render::write_png`), streamed PNGs, masks read from PNG files | `png`, `zlib-rs`, `simd-adler32` |
//! | `pdf` | yes | booklets of mazes to print (`render::write_pdf`) | `pdf-writer`, `flate2` |
//! | `count` | yes | exact counts of perfect mazes and the uniformity test ([`count`]) | `num-bigint` |
//! | `serde` | with `files` | `Serialize` and `Deserialize` on sizes, positions, directions, algorithms, shapes, steps and measures | `serde` |
//!
//! ```toml
//! [dependencies]
//! mazes = { version = "0.1", default-features = false, features = ["serde"] }
//! ```

#![cfg_attr(docsrs, feature(doc_cfg))]

// The README's example is compiled and run as a doctest, so it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

mod bits;
mod build;
#[cfg(feature = "count")]
pub mod count;
mod direction;
pub mod format;
pub mod generate;
mod grid;
pub mod infinite;
mod maze;
pub mod metrics;
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
pub use maze::{Door, EndError, Maze, SquaresOnly};
pub use maze_named::ParseNameError;
pub use openings::{Openings, OpeningsError};
pub use pos::{Endpoint, ParsePosError, Pos};
pub use progress::Progress;
pub use rng::{MazeRng, random_seed, rng_from_seed};
pub use size::{ParseSizeError, Size};
pub use solve::Path;
pub use threads::{Threads, set_threads};
pub use topology::Wrap;
