//! Loops and braiding on every shape: the square lane's [`add_loops`](crate::transmute::add_loops)
//! and [`braid`](crate::transmute::braid), written against the lattice, with the same errors,
//! report and guarantees.

use rand::Rng;

use crate::maze::Maze;
use crate::rng::{below, shuffle};
use crate::transmute::loops::open_some;
use crate::transmute::{BraidError, BraidReport, LoopsError};

impl Maze {
    /// Opens exactly `count` walls chosen uniformly among the walls between cells still
    /// standing: each adds a loop to a perfect maze. Leaves the maze untouched when it fails.
    ///
    /// ```
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::Maze;
    /// use mazes::{Algorithm, Size};
    ///
    /// let mut rng = mazes::rng_from_seed(3);
    /// let lattice = Lattice::new(Shape::hex(Size::new(6, 6)))?;
    /// let mut maze = Maze::generate_with(lattice, Algorithm::Kruskal, &mut rng)?;
    /// maze.add_loops(5, &mut rng)?;
    /// assert_eq!(maze.passage_count(), 35 + 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn add_loops<R: Rng + ?Sized>(
        &mut self,
        count: u64,
        rng: &mut R,
    ) -> Result<(), LoopsError> {
        let walls: Vec<(usize, usize)> = self
            .walls()
            .into_iter()
            .filter(|&(cell, side)| !self.is_open_side(cell, side))
            .collect();
        open_some(walls, count, rng, |(cell, side)| {
            self.set_open_side(cell, side, true);
        })
    }

    /// Removes `fraction` (0 to 1) of the dead ends, chosen at random, by opening a wall at
    /// each, preferring a wall to another dead end (which removes two at once).
    ///
    /// ```
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::Maze;
    /// use mazes::{Algorithm, Size};
    ///
    /// let mut rng = mazes::rng_from_seed(5);
    /// let lattice = Lattice::new(Shape::polar(6))?;
    /// let mut maze = Maze::generate_with(lattice, Algorithm::Backtracker, &mut rng)?;
    /// let report = maze.braid(1.0, &mut rng)?;
    /// assert_eq!(report.after, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn braid<R: Rng + ?Sized>(
        &mut self,
        fraction: f64,
        rng: &mut R,
    ) -> Result<BraidReport, BraidError> {
        if !(0.0..=1.0).contains(&fraction) {
            return Err(BraidError::Fraction(fraction));
        }
        let cells = self.cell_count();
        let mut dead_ends: Vec<usize> = (0..cells).filter(|&c| self.degree(c) == 1).collect();
        let before = dead_ends.len() as u64;
        let chosen = (before as f64 * fraction).round() as u64;
        shuffle(rng, &mut dead_ends);
        let mut stuck = 0;
        for &cell in &dead_ends[..chosen as usize] {
            if self.degree(cell) == 1 && !self.open_a_wall(cell, rng) {
                stuck += 1;
            }
        }
        let after = (0..cells).filter(|&c| self.degree(c) == 1).count() as u64;
        Ok(BraidReport {
            before,
            chosen,
            after,
            stuck,
        })
    }

    /// Opens a random closed wall of `cell`, preferring one that leads to a dead end.
    fn open_a_wall<R: Rng + ?Sized>(&mut self, cell: usize, rng: &mut R) -> bool {
        let (mut to_dead_end, mut others) = (Vec::new(), Vec::new());
        for side in 0..self.side_count(cell) {
            let Some(next) = self.across(cell, side) else {
                continue;
            };
            if self.is_open_side(cell, side) {
                continue;
            }
            if self.degree(next) == 1 {
                to_dead_end.push(side);
            } else {
                others.push(side);
            }
        }
        let options = if to_dead_end.is_empty() {
            others
        } else {
            to_dead_end
        };
        if options.is_empty() {
            return false;
        }
        self.set_open_side(cell, options[below(rng, options.len())], true);
        true
    }
}
