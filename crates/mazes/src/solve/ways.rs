//! Ways through a [`Maze`] of any storage, as the cells they pass (both ends included), behind
//! [`Solver::way`]: every solver written once runs on the maze's own storage (its grid, where
//! it keeps one); A* on a lattice is here, guided by the straight line between cell centres
//! (the grid's A* keeps a bucket queue under the Manhattan distance, which no other shape
//! has); and the one distance map, [`Distances`].

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::maze::Maze;
use crate::network::{NOWHERE, Network, walk_back};
use crate::shape::{Shape, Tiling};
use crate::solve::steps::{explored, reached};
use crate::solve::{SearchStep, Solver, collision};
use crate::watch::{Recording, Watcher};

impl Solver {
    /// A way from `from` to `to` on any maze, as its cells, or `None` if there is none, or if
    /// this solver walks square grids only (see [`Solver::on_every_shape`]) and the maze is
    /// not a whole rectangle of squares. A maze that keeps its grid is solved on it
    /// ([`Solver::solve`]), every solver among them; every other maze by the same solvers on
    /// its links, where A* is guided by the straight line between cell centres and Dijkstra,
    /// every step costing 1, is breadth-first search. Each keeps the promise it makes on
    /// square grids ([`Solver::promise`]).
    ///
    /// ```
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::solve::Solver;
    /// use mazes::{Algorithm, Maze, Size};
    ///
    /// let maze = Maze::generate(Lattice::new(Shape::hex(Size::new(8, 6)))?, Algorithm::Wilson, 7)?;
    /// let (start, goal) = maze.ends().unwrap();
    /// // On a perfect maze every solver finds the one way.
    /// let way = Solver::Tremaux.way(&maze, start, goal).unwrap();
    /// assert_eq!(Some(way), mazes::solve::shortest_way(&maze, start, goal));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn way(self, maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
        self.search_way(maze, from, to, &mut ())
    }

    /// Like [`Solver::way`], reporting every [`SearchStep`] to `watcher`: the way to animate a
    /// search on any maze (the watch page races solvers on hexagons and rings). Dijkstra on a
    /// maze of links, every step costing 1, is breadth-first search, and reports its steps.
    pub fn search_way<W: Watcher<SearchStep>>(
        self,
        maze: &Maze,
        from: usize,
        to: usize,
        watcher: &mut W,
    ) -> Option<Vec<usize>> {
        if !in_range(maze, &[from, to]) {
            return None;
        }
        if let Some(grid) = maze.grid() {
            let path = self.search(grid, grid.pos(from), grid.pos(to), watcher)?;
            return Some(path.cells(grid).map(|pos| grid.index(pos)).collect());
        }
        // In through its door, so that a walker's hand starts on the outer wall.
        let entered = maze.door(from).unwrap_or(0);
        let solver = match self {
            Solver::Dijkstra => Solver::Bfs,
            other => other,
        };
        if let Some(found) = solver.written_once(maze, from, to, entered, watcher) {
            return found.map(|way| way.cells(maze));
        }
        match self {
            Solver::AStar => astar(maze, from, to, watcher),
            _ => None,
        }
    }

    /// Finds a way as [`Solver::way`] does and returns the search's steps in order, with the
    /// way's cells.
    ///
    /// ```
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::solve::{SearchStep, Solver};
    /// use mazes::{Algorithm, Maze, Size};
    ///
    /// let maze = Maze::generate(Lattice::new(Shape::hex(Size::new(8, 6)))?, Algorithm::Wilson, 7)?;
    /// let (start, goal) = maze.ends().unwrap();
    /// let steps = Solver::AStar.way_steps(&maze, start, goal);
    /// let way = steps.outcome().clone().unwrap();
    /// let explored = steps.filter(|step| matches!(step, SearchStep::Explore(_))).count();
    /// assert!(explored >= way.len() && explored <= maze.cell_count());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn way_steps(
        self,
        maze: &Maze,
        from: usize,
        to: usize,
    ) -> Recording<SearchStep, Option<Vec<usize>>> {
        let Ok(steps) = Recording::record(|watcher| {
            Ok::<_, std::convert::Infallible>(self.search_way(maze, from, to, &mut { watcher }))
        });
        steps
    }
}

/// The cells on a shortest path from `from` to `to`, all of them (what the collision solver
/// leaves), in the lattice's order; `None` if `to` cannot be reached.
pub fn shortest_cells(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    if !in_range(maze, &[from, to]) {
        return None;
    }
    let (_, kept) = collision::kept(maze, from, to, &mut ())?;
    Some(
        (0..maze.cell_count())
            .filter(|&cell| kept.get(cell))
            .collect(),
    )
}

/// The steps from one cell to every cell it reaches, on any maze (the one distance map).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distances {
    steps: Vec<u32>,
    reached: usize,
}

impl Distances {
    /// Never reached.
    const UNREACHED: u32 = crate::network::UNREACHED;

    /// The steps to `cell`, if reached.
    pub fn get(&self, cell: usize) -> Option<u32> {
        self.steps
            .get(cell)
            .copied()
            .filter(|&d| d != Distances::UNREACHED)
    }

    /// How many cells were reached, the first included.
    pub fn reached(&self) -> usize {
        self.reached
    }

    /// The farthest cell reached and its distance.
    pub fn farthest(&self) -> (usize, u32) {
        self.steps
            .iter()
            .enumerate()
            .filter(|(_, d)| **d != Distances::UNREACHED)
            .max_by_key(|&(cell, d)| (*d, Reverse(cell)))
            .map_or((0, 0), |(cell, d)| (cell, *d))
    }
}

/// The distance from `from` to every cell, by breadth-first search.
pub fn distances(maze: &Maze, from: usize) -> Distances {
    let sources = (from < maze.cell_count()).then_some(from);
    let (steps, order) = crate::network::levels(maze, sources);
    Distances {
        steps,
        reached: order.len(),
    }
}

fn in_range(maze: &Maze, cells: &[usize]) -> bool {
    cells.iter().all(|&c| c < maze.cell_count())
}

/// A shortest way from `from` to `to` on any maze, by breadth-first search trying each cell's
/// sides in order: its cells, both ends included; `None` if either is not a cell or no way
/// joins them.
///
/// ```
/// use mazes::shape::{Lattice, Shape};
/// use mazes::{Algorithm, Maze, Size};
///
/// let maze = Maze::generate(Lattice::new(Shape::hex(Size::new(8, 6)))?, Algorithm::Wilson, 7)?;
/// let (start, goal) = maze.ends().unwrap();
/// let way = mazes::solve::shortest_way(&maze, start, goal).unwrap();
/// assert_eq!((way.first(), way.last()), (Some(&start), Some(&goal)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shortest_way(maze: &Maze, from: usize, to: usize) -> Option<Vec<usize>> {
    fn on<N: Network>(net: &N, from: usize, to: usize) -> Option<Vec<usize>> {
        let trail = super::bfs::search(net, from, to, |_| true, &mut ())?;
        Some(trail.way_to(net, to).cells(net))
    }
    if !in_range(maze, &[from, to]) {
        return None;
    }
    match maze.grid() {
        Some(grid) => on(grid, from, to),
        None => on(maze, from, to),
    }
}

/// A shortest path by A*, guided by the straight-line distance to `to` divided by the longest
/// step between neighbours' centres: no path can be shorter, so the estimate never overestimates.
/// Where neighbours may lie far apart in the picture (a wrapping grid) the estimate is 0 and
/// A* searches like Dijkstra.
fn astar<W: Watcher<SearchStep>>(
    maze: &Maze,
    from: usize,
    to: usize,
    watcher: &mut W,
) -> Option<Vec<usize>> {
    let estimate = |cell: usize| estimate(maze, cell, to);
    let len = maze.cell_count();
    let mut came = vec![NOWHERE; len];
    let mut cost = vec![u32::MAX; len];
    cost[from] = 0;
    came[from] = from as u32;
    let mut open = BinaryHeap::from([Reverse((estimate(from), 0u32, from))]);
    reached(watcher, from);
    while let Some(Reverse((_, steps, cell))) = open.pop() {
        if steps > cost[cell] {
            continue;
        }
        explored(watcher, cell);
        if cell == to {
            return Some(walk_back(&came, from, to));
        }
        for next in maze.neighbours(cell) {
            if steps + 1 < cost[next] {
                cost[next] = steps + 1;
                came[next] = cell as u32;
                reached(watcher, next);
                open.push(Reverse((steps + 1 + estimate(next), steps + 1, next)));
            }
        }
    }
    None
}

/// A*'s estimate of the steps from `cell` to `goal`: the straight line between their centres
/// over the longest step between neighbours, rounded down, plus the levels between them in a
/// maze of levels, so never more than the true number of steps; 0 where neighbours may lie far
/// apart in the picture (a wrapping grid).
pub fn estimate(maze: &Maze, cell: usize, goal: usize) -> u32 {
    let shape = maze.shape();
    let Some(step) = shape.longest_step() else {
        return 0;
    };
    let (line, climb) = match shape {
        Shape::Levels(levels) => {
            let (a, from) = levels.split(maze.shape_cell(cell));
            let (b, to) = levels.split(maze.shape_cell(goal));
            let base = levels.base();
            (base.centre(a).distance(base.centre(b)), from.abs_diff(to))
        }
        _ => (maze.centre(cell).distance(maze.centre(goal)), 0),
    };
    // A hair under the true quotient, so that rounding never lifts it past a step.
    (line / step * (1.0 - 1e-12)).floor() as u32 + climb
}
