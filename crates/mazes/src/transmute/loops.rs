//! Extra passages, turning a perfect maze into a "room maze" with cycles (seed 001).

use rand::Rng;

use crate::grid::Grid;
use crate::rng::below;

/// Why loops could not be added.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoopsError {
    /// More passages were asked than there are walls left to open.
    #[error("cannot add {asked} loops: only {walls} interior walls are left to open")]
    TooMany {
        /// Passages asked for.
        asked: u64,
        /// Interior walls that could still be opened.
        walls: u64,
    },
}

/// The number of interior walls of `grid` that could still be opened.
pub fn closed_walls(grid: &Grid) -> u64 {
    standing_walls(grid).count() as u64
}

/// The edge bits of the interior walls still standing.
fn standing_walls(grid: &Grid) -> impl Iterator<Item = usize> + '_ {
    (0..grid.edge_bits()).filter(|&e| grid.edge_cells(e).is_some() && !grid.is_edge_open(e))
}

/// Opens exactly `count` walls chosen uniformly among the interior walls still standing.
///
/// Each opened wall joins two cells that were already connected (in a perfect maze), so each
/// adds one loop. To reach a target number of passages, as seed 001's room mazes do, pass
/// `target - grid.passage_count()`. Leaves the grid untouched when it fails.
///
/// ```
/// use mazes::{Algorithm, Size, Wrap};
///
/// let mut rng = mazes::rng_from_seed(3);
/// let mut grid = Algorithm::Kruskal.generate(Size::new(6, 6), Wrap::None, &mut rng)?;
/// mazes::transmute::add_loops(&mut grid, 5, &mut rng)?;
/// assert_eq!(grid.passage_count(), 35 + 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn add_loops<R: Rng + ?Sized>(
    grid: &mut Grid,
    count: u64,
    rng: &mut R,
) -> Result<(), LoopsError> {
    let walls: Vec<usize> = standing_walls(grid).collect();
    open_some(walls, count, rng, |edge| grid.set_edge(edge, true))
}

/// Opens `count` of `walls`, chosen uniformly (the first steps of a Fisher–Yates shuffle), or
/// opens none and fails when there are fewer.
pub(crate) fn open_some<R: Rng + ?Sized, W: Copy>(
    mut walls: Vec<W>,
    count: u64,
    rng: &mut R,
    mut open: impl FnMut(W),
) -> Result<(), LoopsError> {
    let available = walls.len() as u64;
    if count > available {
        return Err(LoopsError::TooMany {
            asked: count,
            walls: available,
        });
    }
    for i in 0..count as usize {
        let pick = i + below(rng, walls.len() - i);
        walls.swap(i, pick);
        open(walls[i]);
    }
    Ok(())
}
