//! How hard a perfect maze is to solve: the steps a person exploring it from the start is
//! expected to take before reaching the goal.
//!
//! **The explorer.** It stands inside the maze, knows where the goal lies and remembers where
//! it has been (it can mark the floor, or see its own trail, as a player of the Maze Game
//! can). At a cell with ways it has not tried, it takes one of them at random, each way that
//! heads closer to the goal [`TOWARDS`] times as likely as each way that does not; at a cell
//! with none left, it walks back the way it came. In a perfect maze this finds the goal, and
//! every wrong branch it enters it walks to the end and back out of.
//!
//! **Computed exactly, in linear time.** A wrong branch of `c` cells costs `2c` steps if taken,
//! and choosing among weighted ways one at a time, without taking any twice, takes the wrong
//! way `b` before the right way `r` with probability `w(b) / (w(b) + w(r))` (a property of
//! such weighted orderings). So the expected steps are the solution's steps plus, for every
//! branch leaving the solution, `2c · w(b) / (w(b) + w(r))`. One breadth-first search from the
//! goal gives each branch's size; memory is twelve bytes a cell.
//!
//! **Why this measure.** The usual measures (dead ends, solution length, decisions) predicted
//! poorly how hard 355 people found mazes (McGlinn 2015): what costs a solver is long branches
//! that look right. This score counts exactly those, weighted by how right they look.
//! `docs/difficulty.md` compares it with the steps the Maze Game's computer players and a wall
//! follower take over many mazes.

use crate::network::Network;
use crate::{grid::Grid, maze::Maze, pos::Pos};

/// How much likelier the explorer is to take a way heading closer to the goal than one that is
/// not: three times.
pub const TOWARDS: f64 = 3.0;

/// The difficulty of a perfect maze between a start and a goal.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Difficulty {
    /// The steps the explorer (see the module's documentation) is expected to take.
    pub expected_steps: f64,
    /// The steps of the solution: the fewest any solver takes.
    pub solution_steps: u64,
}

impl Difficulty {
    /// The difficulty of `maze` between its start and goal, or `None` if it lacks either or is
    /// not perfect. On a whole rectangle of squares a way heads closer to the goal when it
    /// takes fewer steps along the rows and columns (as [`Difficulty::between`]); on other
    /// shapes, when its cell's centre lies nearer the goal's (as [`Difficulty::by_centres`]).
    ///
    /// ```
    /// use mazes::metrics::Difficulty;
    ///
    /// let maze = mazes::MazeBuilder::new(mazes::Size::new(20, 20)).seed(1).build()?;
    /// let difficulty = Difficulty::of(&maze).unwrap();
    /// assert!(difficulty.expected_steps >= difficulty.solution_steps as f64);
    /// // At most every passage walked there and back.
    /// assert!(difficulty.expected_steps <= 2.0 * 399.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(maze: &Maze) -> Option<Difficulty> {
        match (maze.grid(), maze.endpoints()) {
            (Some(grid), Some((start, goal))) => Difficulty::between(grid, start.cell, goal.cell),
            (Some(_), None) => None,
            (None, _) => Difficulty::by_centres(maze),
        }
    }

    /// The difficulty of the perfect maze `grid` from `from` to `to`, or `None` if either
    /// lies outside it or it is not perfect.
    pub fn between(grid: &Grid, from: Pos, to: Pos) -> Option<Difficulty> {
        Difficulty::with_bias(grid, from, to, TOWARDS)
    }

    /// As [`Difficulty::between`], for an explorer `towards` times as likely to take a way
    /// heading closer to the goal as one that is not ([`TOWARDS`] in the score; 1 is a blind
    /// explorer). `docs/difficulty.md` compares biases.
    pub fn with_bias(grid: &Grid, from: Pos, to: Pos, towards: f64) -> Option<Difficulty> {
        if !(grid.contains(from) && grid.contains(to)) {
            return None;
        }
        let goal = grid.index(to);
        let closer = |at: usize, next: usize| gap(grid, next, goal) < gap(grid, at, goal);
        explore(grid, grid.index(from), goal, towards, closer)
    }

    /// The difficulty of the perfect maze `maze`, of any cell shape, between its start and
    /// goal, a way heading closer to the goal when its cell's centre is nearer the goal's in
    /// a straight line (the Maze Game's measure on every board, squares too); `None` if it
    /// lacks either end or is not perfect.
    ///
    /// ```
    /// use mazes::metrics::Difficulty;
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::Maze;
    ///
    /// let maze = Maze::generate(Lattice::new(Shape::hex(mazes::Size::new(9, 7)))?, mazes::Algorithm::Wilson, 2)?;
    /// let difficulty = Difficulty::by_centres(&maze).unwrap();
    /// assert!(difficulty.expected_steps >= difficulty.solution_steps as f64);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn by_centres(maze: &Maze) -> Option<Difficulty> {
        let (start, goal) = maze.ends()?;
        let target = maze.centre(goal);
        let away = |cell: usize| {
            let p = maze.centre(cell);
            (p.x - target.x).hypot(p.y - target.y)
        };
        let closer = |at: usize, next: usize| away(next) < away(at);
        explore(maze, start, goal, TOWARDS, closer)
    }

    /// How many times the solution's length the explorer is expected to walk (1 when the
    /// start is the goal).
    pub fn ratio(self) -> f64 {
        match self.solution_steps {
            0 => 1.0,
            steps => self.expected_steps / steps as f64,
        }
    }
}

/// The explorer's expected steps from `start` to `goal` of `maze` (see the module's
/// documentation), with ways towards the goal (a step from `at` to `next` for which
/// `closer(at, next)` holds) `towards` times as likely; `None` unless the maze is perfect.
fn explore<N: Network>(
    maze: &N,
    start: usize,
    goal: usize,
    towards: f64,
    closer: impl Fn(usize, usize) -> bool,
) -> Option<Difficulty> {
    let len = maze.cells();
    if start >= len || goal >= len {
        return None;
    }
    // A breadth-first search from the goal: each cell's steps to it, in order.
    let mut steps = vec![u32::MAX; len];
    steps[goal] = 0;
    let mut order = vec![goal];
    let mut next_up = 0;
    while let Some(&cell) = order.get(next_up) {
        for next in maze.ways(cell) {
            if steps[next] == u32::MAX {
                steps[next] = steps[cell] + 1;
                order.push(next);
            }
        }
        next_up += 1;
    }
    // Perfect: connected, with one passage fewer than cells.
    if order.len() != len || maze.passages() + 1 != len as u64 {
        return None;
    }
    let parent = |cell: usize| {
        maze.ways(cell)
            .find(|&next| steps[next].wrapping_add(1) == steps[cell])
    };
    // Each cell's branch: the cells beyond it, seen from the goal, itself included.
    let mut branch = vec![1u32; len];
    for &cell in order.iter().rev() {
        if let Some(up) = parent(cell) {
            branch[up] += branch[cell];
        }
    }
    let weight = |at: usize, next: usize| {
        if closer(at, next) { towards } else { 1.0 }
    };
    let (mut expected, mut came) = (0.0, None);
    let mut at = start;
    while let Some(right) = (at != goal).then(|| parent(at)).flatten() {
        let w_right = weight(at, right);
        for wrong in maze.ways(at) {
            if wrong != right && Some(wrong) != came {
                let w = weight(at, wrong);
                expected += 2.0 * f64::from(branch[wrong]) * w / (w + w_right);
            }
        }
        expected += 1.0;
        came = Some(at);
        at = right;
    }
    Some(Difficulty {
        expected_steps: expected,
        solution_steps: u64::from(steps[start]),
    })
}

/// The steps between two cells with no walls in the way (the Manhattan distance, the short way
/// round on a wrapping axis).
fn gap(grid: &Grid, a: usize, b: usize) -> u32 {
    let (a, b) = (grid.pos(a), grid.pos(b));
    let axis = |p: u32, q: u32, side: u32, wraps: bool| {
        let d = p.abs_diff(q);
        if wraps { d.min(side - d) } else { d }
    };
    let wrap = grid.wrap();
    axis(a.x, b.x, grid.width(), wrap.x()) + axis(a.y, b.y, grid.height(), wrap.y())
}

/// The candidate at `percentile` (0 to 100) of `scored` ranked by score, easiest first: the
/// way to pick a maze of a chosen difficulty among a generator's mazes of one size. `None` if
/// there are none.
///
/// ```
/// let picked = mazes::metrics::at_percentile(vec![(5.0, 'b'), (1.0, 'a'), (9.0, 'c')], 100);
/// assert_eq!(picked, Some('c'));
/// ```
pub fn at_percentile<T>(mut scored: Vec<(f64, T)>, percentile: u8) -> Option<T> {
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    let last = scored.len().checked_sub(1)?;
    let place = (last * usize::from(percentile.min(100)) + 50) / 100;
    scored.into_iter().nth(place).map(|(_, item)| item)
}
