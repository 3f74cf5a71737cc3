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
//! # A tour over every shape
//!
//! Every board is one recipe: a [`shape::Shape`] (its cells and their size), then, if asked, a
//! [`shape::Mask`] that cuts cells away, a weave or levels; the builder carves it and places a
//! start and a goal. The same solvers, measures and pictures then work on any of them.
//!
//! Hexagons, triangles, polar rings and octagons are shapes like squares:
//!
//! ```
//! use mazes::{Algorithm, MazeBuilder, Size, shape::Shape, solve::Solver};
//!
//! for shape in [
//!     Shape::hex(Size::new(12, 8)),
//!     Shape::triangle(Size::new(16, 8)),
//!     Shape::polar(6),
//!     Shape::upsilon(Size::new(9, 9)),
//! ] {
//!     let maze = MazeBuilder::of_shape(shape).algorithm(Algorithm::Wilson).seed(1).build()?;
//!     assert!(maze.is_perfect(), "one way between any two cells");
//!     let (start, goal) = maze.ends().expect("the builder places a start and a goal");
//!     let way = Solver::Bfs.way(&maze, start, goal).expect("a perfect maze joins them");
//!     assert_eq!((way.first(), way.last()), (Some(&start), Some(&goal)));
//! }
//! # Ok::<(), mazes::BuildError>(())
//! ```
//!
//! A mask keeps some cells and drops the rest: a built-in outline, a picture, or text. Where the
//! cells left fall apart, the builder joins them by bridges, or makes a maze in each
//! ([`MazeBuilder::build_apart`]):
//!
//! ```
//! use mazes::shape::{Mask, Shape, mask::Outline};
//! use mazes::{MazeBuilder, Size};
//!
//! let shape = Shape::square(Size::new(24, 24));
//! let round = MazeBuilder::of_shape(shape.clone())
//!     .mask(Mask::outline(&shape, Outline::Circle))
//!     .seed(2)
//!     .build()?;
//! assert!(round.cell_count() < 24 * 24);
//! assert!(round.is_perfect());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A weave lets passages cross under one another; levels stack a shape, joined by stairs:
//!
//! ```
//! use mazes::{MazeBuilder, Size, shape::Shape};
//!
//! let woven = MazeBuilder::new(Size::new(15, 15)).weave(0.5).seed(3).build()?;
//! assert!(woven.is_perfect());
//! let tower = MazeBuilder::of_shape(Shape::levels(Shape::hex(Size::new(8, 6)), 3)).seed(3).build()?;
//! assert_eq!(tower.cell_count(), 3 * 8 * 6);
//! # Ok::<(), mazes::BuildError>(())
//! ```
//!
//! Loops make a maze with more than one way (a "room" maze); braiding removes dead ends.
//! Measures and pictures take any maze:
//!
//! ```
//! use mazes::render::{Overlay, SvgOptions};
//! use mazes::{MazeBuilder, Size, metrics::Metrics, shape::Shape};
//!
//! let maze = MazeBuilder::of_shape(Shape::polar(8)).seed(4).loops(10).build()?;
//! let measures = Metrics::of(&maze);
//! assert!(!measures.perfect);
//! assert_eq!(measures.cells, maze.cell_count() as u64);
//! let svg = mazes::render::svg(&maze, &Overlay::ends(&maze), SvgOptions::default());
//! assert!(svg.contains("<svg"));
//! # Ok::<(), mazes::BuildError>(())
//! ```
//!
//! With the `files` feature any maze is saved as JSON and read back as the same maze:
//!
//! ```
//! # #[cfg(feature = "files")] {
//! use mazes::{MazeBuilder, Size, format, shape::Shape};
//!
//! let maze = MazeBuilder::of_shape(Shape::hex(Size::new(6, 5))).seed(5).build()?;
//! assert_eq!(format::from_json(&format::to_json(&maze))?, maze);
//! # }
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
//! `default-features = false` the library still generates, solves and measures every shape,
//! draws any maze as SVG (and whole squares, masked squares and weaves as ASCII and Unicode
//! too; whole squares as plotter SVG and STL), and depends on `rand`, `rand_pcg`, `thiserror`,
//! `font8x8` and `maze-named` alone.
//!
//! | feature | default | what it adds | what it brings |
//! |---|---|---|---|
//! | `files` | yes | the JSON maze file (`format::to_json`, `from_json`) and the compact binary one (`format::bin`, streamed too) | `serde`, `serde_json`, `maze-store` |
//! | `png` | yes | PNG pictures (`render::write_png`), streamed PNGs, masks read from PNG files | `png`, `zlib-rs`, `simd-adler32` |
//! | `pdf` | yes | booklets of mazes to print (`render::write_pdf`) | `pdf-writer`, `flate2` |
//! | `count` | yes | exact counts of perfect mazes and the uniformity test (`count`) | `num-bigint` |
//! | `serde` | with `files` | `Serialize` and `Deserialize` on sizes, positions, directions, wrapping, algorithms, shape kinds and steps; `Serialize` on the measures | `serde` |
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
