//! Random, valid, playable board files, for people who have none.

use rand::Rng;

use crate::board::TileMaze;
use crate::board_file::{MAX_SIDE, MIN_SIDE, RELIC_LIMIT, Setup, side_fits};
use crate::{Colour, Relic, Side, Tile};

/// Why a board of this shape cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardShapeError {
    /// Width or height even or outside 3 to 9.
    #[error("width and height must be odd numbers from {MIN_SIDE} to {MAX_SIDE}, not {0}×{1}")]
    Size(usize, usize),
    /// More relics than there are tiles to hold them, or 10 or more.
    #[error(
        "{relics} relics per colour do not fit: at most {most} on a {width}×{height} board (and fewer than 10)"
    )]
    Relics {
        /// Relics per colour asked.
        relics: u8,
        /// The most that fit.
        most: usize,
        /// Board width.
        width: usize,
        /// Board height.
        height: usize,
    },
}

/// A random board: corners turned inwards, other tiles straight, bends or junctions in random
/// orientations, and `relics` relics per colour on distinct tiles other than the corners.
pub fn random_board<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    relics: u8,
    rng: &mut R,
) -> Result<Setup, BoardShapeError> {
    if !side_fits(width) || !side_fits(height) {
        return Err(BoardShapeError::Size(width, height));
    }
    let most = ((width * height - 4) / 4).min(usize::from(RELIC_LIMIT) - 1);
    if usize::from(relics) > most {
        return Err(BoardShapeError::Relics {
            relics,
            most,
            width,
            height,
        });
    }
    let mut tiles: Vec<Tile> = (0..width * height).map(|_| random_tile(rng)).collect();
    let corners = [
        (0, [Side::East, Side::South]),
        (width - 1, [Side::South, Side::West]),
        (width * (height - 1), [Side::North, Side::East]),
        (width * height - 1, [Side::North, Side::West]),
    ];
    for (index, open) in corners {
        tiles[index] = Tile::new(&open);
    }
    let mut spots: Vec<usize> = (0..tiles.len())
        .filter(|i| !corners.iter().any(|c| c.0 == *i))
        .collect();
    for colour in Colour::ALL {
        for order in 1..=relics {
            let spot = spots.swap_remove(rng.random_range(0..spots.len() as u32) as usize);
            tiles[spot] = tiles[spot].with_relic(Some(Relic { colour, order }));
        }
    }
    let rows = tiles.chunks(width).map(<[Tile]>::to_vec).collect();
    let maze = TileMaze::from_rows(rows).ok_or(BoardShapeError::Size(width, height))?;
    Ok(Setup {
        maze,
        floating: random_tile(rng),
        relics,
    })
}

/// A straight, a bend or a junction, turned at random.
fn random_tile<R: Rng + ?Sized>(rng: &mut R) -> Tile {
    let shapes: [&[Side]; 3] = [
        &[Side::North, Side::South],
        &[Side::North, Side::East],
        &[Side::North, Side::East, Side::South],
    ];
    let base = Tile::new(shapes[rng.random_range(0..3u32) as usize]);
    (0..rng.random_range(0..4u32)).fold(base, |t, _| t.rotated_right())
}

/// The board file text of `setup`, as [`crate::parse_board`] reads it.
pub fn board_file(setup: &Setup) -> String {
    let maze = &setup.maze;
    let mut out = format!(
        "{} {}\n{}\n{}\n",
        maze.width(),
        maze.height(),
        setup.relics,
        setup.floating
    );
    let tiles: Vec<String> = maze.tiles().map(|(_, t)| t.to_string()).collect();
    for row in tiles.chunks(maze.width()) {
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}
