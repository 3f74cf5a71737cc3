//! Paths through a grid.

use crate::{direction::Direction, grid::Grid, pos::Pos};

/// A walk through a grid: a start cell and the directions taken from it.
///
/// Storing directions rather than cells keeps a path unambiguous on wrapping grids (where two
/// cells can be joined both ways round) and makes turning it into moves trivial.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Path {
    start: Pos,
    steps: Vec<Direction>,
}

/// Where a path breaks the rules of a grid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PathError {
    /// The path starts outside the grid.
    #[error("the path starts at {0}, outside the maze")]
    StartOutside(Pos),
    /// A step goes through a wall or off the grid.
    #[error("step {step} goes {dir} from {from} through a wall")]
    Blocked {
        /// The 0-based number of the step.
        step: usize,
        /// The cell the step leaves.
        from: Pos,
        /// The direction of the step.
        dir: Direction,
    },
}

impl Path {
    /// A path from `start` taking `steps` in order.
    pub fn new(start: Pos, steps: Vec<Direction>) -> Path {
        Path { start, steps }
    }

    /// The path through `cells`, the first its start, each the neighbour of the one before it
    /// on `grid` (walls aside: [`Path::check`] says whether it follows passages); `None` when
    /// `cells` is empty or two cells in a row are not neighbours.
    ///
    /// ```
    /// use mazes::{Grid, Path, Pos, Size, Wrap};
    ///
    /// let grid = Grid::new(Size::new(3, 3), Wrap::None)?;
    /// let cells = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)];
    /// let path = Path::from_cells(&grid, &cells).unwrap();
    /// assert_eq!(path.to_wasd(), "ds");
    /// assert_eq!(path.cells(&grid).collect::<Vec<_>>(), cells);
    /// assert!(Path::from_cells(&grid, &[Pos::new(0, 0), Pos::new(2, 2)]).is_none());
    /// # Ok::<(), mazes::GridError>(())
    /// ```
    pub fn from_cells(grid: &Grid, cells: &[Pos]) -> Option<Path> {
        let (&start, _) = cells.split_first()?;
        let steps = cells
            .windows(2)
            .map(|pair| grid.direction_to(pair[0], pair[1]))
            .collect::<Option<Vec<_>>>()?;
        Some(Path::new(start, steps))
    }

    /// The first cell.
    pub fn start(&self) -> Pos {
        self.start
    }

    /// The directions taken, in order.
    pub fn steps(&self) -> &[Direction] {
        &self.steps
    }

    /// The number of steps (one less than the cells visited).
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// True for a path of no steps, which stays at its start.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The cells visited, start included; stops early where a step would leave the grid.
    pub fn cells<'a>(&'a self, grid: &'a Grid) -> impl Iterator<Item = Pos> + 'a {
        let mut steps = self.steps.iter();
        std::iter::successors(Some(self.start), move |&at| {
            grid.neighbor(at, *steps.next()?)
        })
    }

    /// The last cell, or `None` if a step leaves the grid.
    pub fn end(&self, grid: &Grid) -> Option<Pos> {
        self.steps
            .iter()
            .try_fold(self.start, |at, &dir| grid.neighbor(at, dir))
    }

    /// Checks that every step goes through an open passage.
    pub fn check(&self, grid: &Grid) -> Result<(), PathError> {
        if !grid.contains(self.start) {
            return Err(PathError::StartOutside(self.start));
        }
        let mut at = self.start;
        for (step, &dir) in self.steps.iter().enumerate() {
            match grid.neighbor(at, dir) {
                Some(next) if grid.is_open(at, dir) => at = next,
                _ => {
                    return Err(PathError::Blocked {
                        step,
                        from: at,
                        dir,
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether every step goes through an open passage.
    pub fn is_valid(&self, grid: &Grid) -> bool {
        self.check(grid).is_ok()
    }

    /// The moves as `wasd` letters, as the games read them: `ddsw`.
    pub fn to_wasd(&self) -> String {
        self.steps.iter().map(|d| d.wasd()).collect()
    }

    /// The moves as compass names separated by spaces: `east east south north`.
    pub fn to_compass(&self) -> String {
        self.steps
            .iter()
            .map(|d| d.name())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The first `count` steps (all of them if the path is shorter).
    pub fn truncated(&self, count: usize) -> Path {
        Path::new(self.start, self.steps[..count.min(self.len())].to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{size::Size, topology::Wrap};

    fn corridor() -> Grid {
        let mut grid = Grid::new(Size::new(3, 1), Wrap::None).unwrap();
        grid.carve(Pos::new(0, 0), Direction::East).unwrap();
        grid.carve(Pos::new(1, 0), Direction::East).unwrap();
        grid
    }

    #[test]
    fn a_path_through_passages_is_valid() {
        let grid = corridor();
        let path = Path::new(Pos::new(0, 0), vec![Direction::East, Direction::East]);
        assert!(path.is_valid(&grid));
        assert_eq!(path.end(&grid), Some(Pos::new(2, 0)));
        assert_eq!(path.cells(&grid).count(), 3);
        assert_eq!(path.to_wasd(), "dd");
        assert_eq!(path.to_compass(), "east east");
    }

    #[test]
    fn a_step_through_a_wall_is_reported() {
        let grid = corridor();
        let path = Path::new(Pos::new(0, 0), vec![Direction::East, Direction::South]);
        assert_eq!(
            path.check(&grid),
            Err(PathError::Blocked {
                step: 1,
                from: Pos::new(1, 0),
                dir: Direction::South
            })
        );
        assert_eq!(path.end(&grid), None);
    }
}
