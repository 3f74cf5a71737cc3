//! Measurements of a maze: size, dead ends, junctions, solution, diameter, perfectness.

mod analysis;
mod bottlenecks;
// The bin reader checks its rows with more of the checker than the measures use.
#[cfg_attr(not(feature = "files"), allow(dead_code))]
pub(crate) mod checker;
mod difficulty;

pub use analysis::{Analysis, LengthBucket};
pub use bottlenecks::separators;
pub use difficulty::{Difficulty, TOWARDS, at_percentile};

use crate::network::{self, Network};
use crate::{grid::Grid, maze::Maze};

/// The measurements `maze stats` prints.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Metrics {
    /// Number of cells.
    pub cells: u64,
    /// Number of open passages between cells.
    pub passages: u64,
    /// Cells with exactly one passage.
    pub dead_ends: u64,
    /// Dead ends as a percentage of the cells.
    pub dead_end_percent: f64,
    /// Cells with three or more passages.
    pub junctions: u64,
    /// Whether every cell can be reached from every other.
    pub connected: bool,
    /// Whether the maze is perfect: connected and without cycles.
    pub perfect: bool,
    /// Steps of the shortest path from start to goal, if the maze has both and they connect.
    pub solution_length: Option<u64>,
    /// Cells on that path (steps + 1) as a percentage of all cells.
    pub solution_percent: Option<f64>,
    /// The longest shortest path between two cells; measured for perfect mazes only.
    pub diameter: Option<u64>,
}

impl Metrics {
    /// Measures `maze`, of any shape. Linear time: a few passes and at most three
    /// breadth-first searches, each keeping a bit a cell.
    pub fn of(maze: &Maze) -> Metrics {
        match maze.grid() {
            Some(grid) => Metrics::measure(grid, maze.ends()),
            None => Metrics::measure(maze, maze.ends()),
        }
    }

    /// Measures the passages of `net`, between the start and goal cells `ends` if the maze
    /// has them: the one measure behind [`Metrics::of`], on a grid or a lattice.
    pub(crate) fn measure<N: Network>(net: &N, ends: Option<(usize, usize)>) -> Metrics {
        let cells = net.cells() as u64;
        let (mut dead_ends, mut junctions) = (0, 0);
        for cell in 0..net.cells() {
            match net.degree(cell) {
                1 => dead_ends += 1,
                3.. => junctions += 1,
                _ => {}
            }
        }
        let passages = net.passages();
        let connected = network::is_connected(net);
        let perfect = connected && passages + 1 == cells;
        let solution_length =
            ends.and_then(|(start, goal)| network::steps_between(net, start, goal));
        Metrics {
            cells,
            passages,
            dead_ends,
            dead_end_percent: percent(dead_ends, cells),
            junctions,
            connected,
            perfect,
            solution_length,
            solution_percent: solution_length.map(|steps| percent(steps + 1, cells)),
            diameter: perfect.then(|| network::diameter_of_tree(net)),
        }
    }
}

fn percent(part: u64, whole: u64) -> f64 {
    part as f64 * 100.0 / whole as f64
}

/// Whether every cell of `grid` can be reached from every other.
pub fn is_connected(grid: &Grid) -> bool {
    network::is_connected(grid)
}

/// Whether `grid` is a perfect maze: connected, with exactly one path between any two cells.
///
/// Linear time: a connected graph with one passage fewer than cells has no cycle.
///
/// ```
/// use mazes::{Algorithm, Size, Wrap};
///
/// let mut rng = mazes::rng_from_seed(9);
/// let mut grid = Algorithm::Eller.generate(Size::new(30, 20), Wrap::None, &mut rng)?;
/// assert!(mazes::metrics::is_perfect(&grid));
/// mazes::transmute::add_loops(&mut grid, 1, &mut rng)?;
/// assert!(!mazes::metrics::is_perfect(&grid));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_perfect(grid: &Grid) -> bool {
    if grid.passage_count() + 1 != grid.cell_count() {
        return false;
    }
    if grid.wrap().y() {
        return is_connected(grid);
    }
    // With one passage fewer than cells, no cycle means connected. Cycles are found sweeping
    // the rows in order, keeping which cells of the row are joined above it, a few bits a
    // cell, which reads memory in sequence.
    // A few words per column: small beside the grid itself, which already exists.
    let Ok(mut checker) = checker::RowChecker::new(grid.width(), grid.wrap().x()) else {
        return is_connected(grid);
    };
    let mut row = vec![0u8; (grid.width() as usize).div_ceil(4)];
    for y in 0..grid.height() {
        grid.pack_row(y, &mut row);
        if checker.row(&row, y, y + 1 == grid.height()).is_err() {
            return false;
        }
    }
    checker.finish().first_cycle.is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{direction::Direction, pos::Endpoint, pos::Pos, size::Size, topology::Wrap};

    #[test]
    fn a_corridor_has_two_dead_ends_and_its_length_as_diameter() {
        let mut grid = Grid::new(Size::new(4, 1), Wrap::None).unwrap();
        for x in 0..3 {
            grid.carve(Pos::new(x, 0), Direction::East).unwrap();
        }
        let maze = Maze::new(grid)
            .with_endpoints(
                Endpoint::new(Pos::new(0, 0), Some(Direction::West)),
                Endpoint::new(Pos::new(3, 0), Some(Direction::East)),
            )
            .unwrap();
        let m = Metrics::of(&maze);
        assert_eq!(
            (m.cells, m.passages, m.dead_ends, m.junctions),
            (4, 3, 2, 0)
        );
        assert!(m.perfect && m.connected);
        assert_eq!(m.solution_length, Some(3));
        assert_eq!(m.solution_percent, Some(100.0));
        assert_eq!(m.diameter, Some(3));
        assert_eq!(m.dead_end_percent, 50.0);
    }

    #[test]
    fn a_cycle_is_not_perfect_and_has_no_diameter() {
        let mut grid = Grid::new(Size::new(2, 2), Wrap::None).unwrap();
        grid.carve(Pos::new(0, 0), Direction::East).unwrap();
        grid.carve(Pos::new(0, 0), Direction::South).unwrap();
        grid.carve(Pos::new(1, 1), Direction::North).unwrap();
        grid.carve(Pos::new(1, 1), Direction::West).unwrap();
        let m = Metrics::of(&Maze::new(grid));
        assert!(m.connected && !m.perfect);
        assert_eq!((m.diameter, m.solution_length), (None, None));
    }

    #[test]
    fn a_walled_grid_is_disconnected() {
        let grid = Grid::new(Size::new(2, 1), Wrap::None).unwrap();
        assert!(!is_connected(&grid) && !is_perfect(&grid));
        let single = Grid::new(Size::new(1, 1), Wrap::None).unwrap();
        assert!(is_perfect(&single));
    }
}
