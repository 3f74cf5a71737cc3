//! The course's test API (specification, appendix A), each function a thin call into the engine.
//!
//! Tiles are six-character encodings, directions the letters `n e s w`, mazes rows of tiles from
//! the top, and flag arrays in north, east, south, west order. Malformed input is an
//! [`ApiError`], never a panic.

use crate::board::{Cell, TileMaze};
use crate::{ParseTileError, Side, Tile};

/// Why an API call's arguments could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ApiError {
    /// A tile encoding is malformed.
    #[error(transparent)]
    Tile(#[from] ParseTileError),
    /// A direction is not one of `n e s w`.
    #[error("unknown direction {0:?}: expected n, e, s or w")]
    Direction(char),
    /// The maze is empty or its rows differ in length.
    #[error("the maze must be a non-empty grid with rows of equal length")]
    Maze,
    /// The sliding indicator is malformed or names a row or column that cannot slide.
    #[error("cannot slide at {0:?}")]
    Slide(String),
}

fn tile(encoding: &str) -> Result<Tile, ApiError> {
    Ok(encoding.parse()?)
}

fn side(dir: char) -> Result<Side, ApiError> {
    Side::from_letter(dir).ok_or(ApiError::Direction(dir))
}

fn maze(rows: &[&[&str]]) -> Result<TileMaze, ApiError> {
    let rows = rows
        .iter()
        .map(|row| row.iter().map(|t| tile(t)).collect())
        .collect::<Result<Vec<Vec<Tile>>, _>>()?;
    TileMaze::from_rows(rows).ok_or(ApiError::Maze)
}

/// Slides `floating` into `rows` at `indicator` and returns the tile pushed out.
fn slide(rows: &[&[&str]], floating: &str, indicator: &str) -> Result<Tile, ApiError> {
    let bad = || ApiError::Slide(indicator.to_owned());
    let insertion = crate::text::parse_indicator(indicator).ok_or_else(bad)?;
    maze(rows)?
        .slide(insertion, tile(floating)?)
        .map_err(|_| bad())
}

/// Whether the tile is open towards `dir`.
pub fn is_tile_open_to_side(tile_encoding: &str, dir: char) -> Result<bool, ApiError> {
    Ok(tile(tile_encoding)?.is_open(side(dir)?))
}

/// The open sides of the tile after a quarter turn clockwise.
pub fn rotate_tile_clockwise(tile_encoding: &str) -> Result<[bool; 4], ApiError> {
    Ok(tile(tile_encoding)?.rotated_right().sides())
}

/// The open sides of the tile after a quarter turn counterclockwise.
pub fn rotate_tile_counterclockwise(tile_encoding: &str) -> Result<[bool; 4], ApiError> {
    Ok(tile(tile_encoding)?.rotated_left().sides())
}

/// The open sides of the new floating tile after sliding `floating` in at `indicator`.
pub fn slide_tile_into_maze1(
    maze_tiles: &[&[&str]],
    floating: &str,
    indicator: &str,
) -> Result<[bool; 4], ApiError> {
    Ok(slide(maze_tiles, floating, indicator)?.sides())
}

/// Whether an adventurer can step from `current` to `next`, which lies towards `dir`.
pub fn can_move_in_direction(current: &str, next: &str, dir: char) -> Result<bool, ApiError> {
    Ok(tile(current)?.connects(side(dir)?, tile(next)?))
}

/// Whether an adventurer starting in the top-left corner can take every step in turn.
pub fn can_move_along_path(maze_tiles: &[&[&str]], steps: &[char]) -> Result<bool, ApiError> {
    let maze = maze(maze_tiles)?;
    let mut at = Cell::new(0, 0);
    for &step in steps {
        let dir = side(step)?;
        match maze.neighbor(at, dir) {
            Some(next) if maze.can_step(at, dir) => at = next,
            _ => return Ok(false),
        }
    }
    Ok(true)
}

/// Whether the tile carries a relic.
pub fn tile_has_relic(tile_encoding: &str) -> Result<bool, ApiError> {
    Ok(tile(tile_encoding)?.relic().is_some())
}

/// The colour letter of the relic on the new floating tile after the slide, or `x` for none.
pub fn slide_tile_into_maze2(
    maze_tiles: &[&[&str]],
    floating: &str,
    indicator: &str,
) -> Result<char, ApiError> {
    let out = slide(maze_tiles, floating, indicator)?;
    Ok(out.relic().map_or('x', |r| r.colour.letter()))
}
