//! Heat maps: a number for every cell (its distance from the start, say), drawn as a colour
//! from cool to warm under the walls, the path and the marks.

use super::Rgb;
use crate::maze::Maze;
use crate::{grid::Grid, pos::Pos, size::Size, solve::Path};

/// How many colours a heat map uses, from the smallest number to the largest.
pub const HEAT_LEVELS: usize = 16;

/// A number for each cell of a grid, shown as one of [`HEAT_LEVELS`] colours.
///
/// ```
/// use mazes::render::{Heat, Overlay};
/// use mazes::{MazeBuilder, Size};
///
/// let maze = MazeBuilder::new(Size::new(12, 8)).seed(2).build()?;
/// let (start, _) = maze.endpoints().unwrap();
/// let heat = Heat::distances(maze.grid().unwrap(), [start.cell]);
/// assert_eq!(heat.level(start.cell), Some(0));
/// let svg = mazes::render::svg(&maze, &Overlay::ends(&maze).with_heat(heat), Default::default());
/// assert!(svg.contains(&mazes::render::Heat::colour(15).hex()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heat {
    /// The grid's size, for cells named by position (square grids).
    size: Size,
    /// Each cell's number, in the cells' order, or `u32::MAX` for none.
    values: Vec<u32>,
    /// The largest number.
    max: u32,
}

impl Heat {
    /// The number of steps from the nearest of `sources` to every cell of `grid` (cells that
    /// cannot be reached have none): a distance map from the start (one source) or from a
    /// whole path (its cells).
    pub fn distances(grid: &Grid, sources: impl IntoIterator<Item = Pos>) -> Heat {
        let inside = sources.into_iter().filter(|&p| grid.contains(p));
        let (values, _) = crate::network::levels(grid, inside.map(|p| grid.index(p)));
        Heat::new(grid.size(), values)
    }

    /// The distance of every cell from `path`, the way a solver found.
    pub fn from_path(grid: &Grid, path: &Path) -> Heat {
        Heat::distances(grid, path.cells(grid))
    }

    /// The number of steps from the nearest of `sources` (cell numbers) to every cell of a
    /// maze of any shape: its start, its goal, or the cells of its solution.
    pub fn shape_distances(maze: &Maze, sources: impl IntoIterator<Item = usize>) -> Heat {
        let len = maze.cell_count();
        let (values, _) = crate::network::levels(maze, sources.into_iter().filter(|&c| c < len));
        // A shape's cells are named by number: a one-row "size" holds them all.
        Heat::new(Size::new(len as u32, 1), values)
    }

    /// A heat map of `values`, one a cell in reading order (`u32::MAX`: none).
    fn new(size: Size, values: Vec<u32>) -> Heat {
        let max = values
            .iter()
            .copied()
            .filter(|&v| v != u32::MAX)
            .max()
            .unwrap_or(0);
        Heat { size, values, max }
    }

    /// The colour level of `pos` (0 the smallest number, `HEAT_LEVELS − 1` the largest), or
    /// `None` for a cell with no number or outside the map.
    pub fn level(&self, pos: Pos) -> Option<usize> {
        if pos.x >= self.size.width || pos.y >= self.size.height {
            return None;
        }
        self.level_of(pos.y as usize * self.size.width as usize + pos.x as usize)
    }

    /// The colour level of the cell numbered `cell` (in the grid's or lattice's order), as
    /// [`Heat::level`] gives it.
    pub fn level_of(&self, cell: usize) -> Option<usize> {
        let value = *self.values.get(cell)?;
        if value == u32::MAX {
            return None;
        }
        let top = (HEAT_LEVELS - 1) as u64;
        Some((u64::from(value) * top / u64::from(self.max.max(1))) as usize)
    }

    /// The colour of `level`: light blue through pale yellow to orange-red, pale enough that
    /// walls and marks stay readable on top.
    pub fn colour(level: usize) -> Rgb {
        // Three stops, mixed linearly.
        let stops = [(0xc6, 0xdb, 0xef), (0xff, 0xf1, 0xa8), (0xf4, 0x8b, 0x5a)];
        let t = level.min(HEAT_LEVELS - 1) as f64 / (HEAT_LEVELS - 1) as f64 * 2.0;
        let (from, to, f) = if t <= 1.0 {
            (stops[0], stops[1], t)
        } else {
            (stops[1], stops[2], t - 1.0)
        };
        let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * f).round() as u8;
        Rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }

    /// The text shade of `level`: four steps of Unicode's shade blocks, for pictures in text.
    pub fn shade(level: usize) -> char {
        [' ', '░', '▒', '▓'][level * 4 / HEAT_LEVELS]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{direction::Direction, topology::Wrap};

    /// A corridor of five cells: distances 0 to 4 from its west end.
    fn corridor() -> Grid {
        let mut grid = Grid::new(Size::new(5, 1), Wrap::None).unwrap();
        for x in 0..4 {
            grid.carve(Pos::new(x, 0), Direction::East).unwrap();
        }
        grid
    }

    #[test]
    fn levels_spread_the_distances_over_the_colours() {
        let heat = Heat::distances(&corridor(), [Pos::new(0, 0)]);
        let levels: Vec<Option<usize>> = (0..5).map(|x| heat.level(Pos::new(x, 0))).collect();
        assert_eq!(levels, [Some(0), Some(3), Some(7), Some(11), Some(15)]);
        assert_eq!(heat.level(Pos::new(5, 0)), None);
        // From the middle, both ends are as far.
        let middle = Heat::distances(&corridor(), [Pos::new(2, 0)]);
        assert_eq!(middle.level(Pos::new(0, 0)), middle.level(Pos::new(4, 0)));
    }

    #[test]
    fn on_every_shape_heat_is_the_distance_from_the_sources() {
        use crate::maze::Maze;
        use crate::shape::{Lattice, Shape};
        let lattice = Lattice::new(Shape::polar(5)).unwrap();
        let maze = Maze::generate(lattice, crate::generate::Algorithm::Wilson, 3).unwrap();
        let start = maze.start().unwrap();
        let heat = Heat::shape_distances(&maze, [start]);
        let distances = crate::solve::distances(&maze, start);
        let (far, _) = distances.farthest();
        assert_eq!(heat.level_of(start), Some(0));
        assert_eq!(heat.level_of(far), Some(HEAT_LEVELS - 1));
        assert_eq!(heat.level_of(maze.cell_count()), None);
    }

    #[test]
    fn cells_that_cannot_be_reached_have_no_colour() {
        let grid = Grid::new(Size::new(2, 1), Wrap::None).unwrap();
        let heat = Heat::distances(&grid, [Pos::new(0, 0)]);
        assert_eq!(heat.level(Pos::new(0, 0)), Some(0));
        assert_eq!(heat.level(Pos::new(1, 0)), None);
    }

    #[test]
    fn colours_run_from_cool_to_warm_and_shades_from_light_to_dark() {
        assert_eq!(Heat::colour(0), Rgb(0xc6, 0xdb, 0xef));
        assert_eq!(Heat::colour(HEAT_LEVELS - 1), Rgb(0xf4, 0x8b, 0x5a));
        let shades: String = (0..HEAT_LEVELS).map(Heat::shade).collect();
        assert_eq!(shades, "    ░░░░▒▒▒▒▓▓▓▓");
    }

    #[test]
    fn unicode_shades_the_cells_and_the_passages_between_them() {
        let maze = crate::maze::Maze::new(corridor());
        let heat = Heat::distances(maze.grid().unwrap(), [Pos::new(0, 0)]);
        let overlay = super::super::Overlay::none().with_heat(heat);
        let picture = super::super::unicode(&maze, &overlay, Default::default()).unwrap();
        // Levels 0, 3, 7, 11, 15; each passage takes the cooler of its cells.
        assert_eq!(picture.lines().nth(1), Some("│    ░░▒▒▓│"));
    }
}
