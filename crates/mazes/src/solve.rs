//! Finding ways through a maze: shortest paths, first-found paths, distances, reachability.
//!
//! Every solver is iterative; a solver that is handed a cell outside the maze, or a goal that
//! cannot be reached, answers `None`. On a grid ([`Solver::solve`]) solvers take positions and
//! answer [`Path`]s, a start and the directions taken from it; on any maze ([`Solver::way`])
//! they take cell numbers and answer the cells of the way. The solvers that read only passages
//! are written once for both (see `Solver::written_once`).

mod astar;
mod bfs;
mod bidirectional;
mod chain;
mod collision;
mod dfs;
mod dijkstra;
mod explore;
mod fill;
mod follow;
mod mouse;
mod path;
mod reach;
mod shortest;
mod steps;
mod trail;
mod tremaux;
mod walk;
mod ways;

pub use astar::astar;
pub use bfs::bfs;
pub use bidirectional::bidirectional;
pub use dfs::{dfs, dfs_ordered};
pub use dijkstra::{SMALL_WEIGHT, WeightsError, dijkstra, dijkstra_watched};
pub use explore::{explore, explore_to};
pub use mouse::MOUSE_STEPS;
pub use path::{Path, PathError};
pub use reach::{CellSet, reachable};
pub use shortest::{Shortest, all_shortest};
pub use steps::{Explored, SearchStep, SearchSteps};
pub use walk::Hand;
pub use ways::{Distances, distances, estimate, shortest_cells, shortest_way};

use crate::network::Network;
use crate::watch::{Recording, Watcher};
use crate::{direction::Direction, grid::Grid, pos::Pos};
pub(crate) use trail::Trail;
use trail::Way;

maze_named::named! {
    /// A solver the command line can name.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[non_exhaustive]
    pub enum Solver("solver") {
        /// Breadth-first search: a shortest path.
        #[default]
        Bfs = "bfs",
        /// Depth-first search: the first path found, trying each cell's sides in turn (N, E,
        /// S, W on squares); not shortest.
        Dfs = "dfs",
        /// A* with the (wrap-aware) Manhattan distance: a shortest path, exploring less.
        AStar = "astar",
        /// Dijkstra with every cell costing 1: a shortest path.
        Dijkstra = "dijkstra",
        /// Breadth-first search from both ends at once: a shortest path, exploring fewer cells
        /// than BFS between far-apart cells.
        Bidirectional = "bidirectional",
        /// A walker with its left hand on the wall: finds the goal on every perfect maze.
        WallFollower = "wall-follower",
        /// A walker with its right hand on the wall.
        WallFollowerRight = "wall-follower-right",
        /// Pledge's walker (left hand): heads for the goal, follows walls counting its turns;
        /// escapes the loops that trap a wall follower.
        Pledge = "pledge",
        /// Trémaux's walker, marking passages: finds the goal on any maze.
        Tremaux = "tremaux",
        /// A walker choosing at random at each junction: finds the goal, given (much) time.
        RandomMouse = "random-mouse",
        /// Fills dead ends until only the ways between start and goal are left: a shortest
        /// path.
        DeadEndFiller = "dead-end-filler",
        /// Seals loops hung on a single junction, then fills dead ends: a path.
        CulDeSacFiller = "cul-de-sac-filler",
        /// Follows a straight line to the goal, sending two wall-following robots round each
        /// wall across it: a path on any maze that does not wrap.
        Chain = "chain",
        /// Floods from the start, closing passages where fronts collide and filling columns
        /// that end short of the goal: leaves every shortest path, answers one.
        Collision = "collision",
        /// Every shortest path at once (one is answered; `all_shortest` gives them all).
        AllShortest = "all-shortest",
    }
}

/// What a solver promises about the goal and the path it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Promise {
    /// A shortest path, whenever the goal can be reached.
    Shortest,
    /// A path, whenever the goal can be reached; not always a shortest.
    Path,
    /// The goal whenever the start and the goal lie beside one connected wall, which every
    /// perfect maze ensures, and so do a start and a goal on the outer wall of a maze that
    /// does not wrap; it may circle forever (answering `None`) in a maze with loops.
    SameWall,
    /// The goal from any start when the goal lies on the outer wall of a maze that does not
    /// wrap; a goal inside may be missed.
    OuterWall,
    /// The goal with certainty given time, but it gives up after [`MOUSE_STEPS`] steps.
    GivenTime,
    /// A path whenever the goal can be reached in a maze that does not wrap; on a wrapping
    /// maze it may miss one.
    Unwrapped,
}

/// The seed of the random mouse's choices in [`Solver::solve`] and [`Solver::way`], so that a
/// maze always gets the same answer ([`random_mouse`] takes any generator).
const MOUSE_SEED: u64 = 1;

impl Solver {
    /// A path from `from` to `to`, or `None` if there is none.
    pub fn solve(self, grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
        self.search(grid, from, to, &mut ())
    }

    /// Like [`Solver::solve`], reporting every [`SearchStep`] to `watcher` (and one unit of
    /// work per cell explored): the way to animate a search, or to count what it explored
    /// with [`Explored`].
    pub fn search<W: Watcher<SearchStep>>(
        self,
        grid: &Grid,
        from: Pos,
        to: Pos,
        watcher: &mut W,
    ) -> Option<Path> {
        let (start, goal) = endpoints(grid, from, to)?;
        // A walker enters from the outer wall beside the start, so that its hand starts on it.
        let entered = follow::entering(grid, from).opposite().index();
        if let Some(found) = self.written_once(grid, start, goal, entered, watcher) {
            return found.map(|way| way.path(grid));
        }
        match self {
            Solver::AStar => astar::astar_watched(grid, from, to, watcher),
            Solver::Dijkstra => {
                dijkstra::buckets(grid, |_| 1, 1, start, goal, watcher).map(|(path, _)| path)
            }
            Solver::Pledge => follow::pledge(grid, from, to, Hand::Left, watcher),
            Solver::Chain => chain::chain(grid, from, to, watcher),
            _ => None,
        }
    }

    /// The way this solver finds from `from` to `to` (cells) on any storage, a walker
    /// entering `from` by its side `entered`, reporting its steps to `watcher`; `None` (no
    /// answer) for the solvers not written once: A* and Dijkstra, whose grid forms keep
    /// bucket queues only squares allow, and Pledge and the chain algorithm, which steer by
    /// compass headings.
    fn written_once<N: Network, W: Watcher<SearchStep>>(
        self,
        net: &N,
        from: usize,
        to: usize,
        entered: usize,
        watcher: &mut W,
    ) -> Option<Option<Way>> {
        Some(match self {
            // All shortest's answer is the path breadth-first search finds, and its search is
            // that one; the other shortest paths come from `all_shortest`.
            Solver::Bfs | Solver::AllShortest => {
                bfs::search(net, from, to, |_| true, watcher).map(|trail| trail.way_to(net, to))
            }
            Solver::Dfs => dfs::search(net, from, to, &dfs::SideOrder, watcher),
            Solver::Bidirectional => bidirectional::search(net, from, to, watcher),
            Solver::WallFollower => follow::follow(net, from, to, Hand::Left, entered, watcher)
                .map(walk::Walk::into_way),
            Solver::WallFollowerRight => {
                follow::follow(net, from, to, Hand::Right, entered, watcher)
                    .map(walk::Walk::into_way)
            }
            Solver::Tremaux => tremaux::walk(net, from, to, watcher).map(walk::Walk::into_way),
            Solver::RandomMouse => {
                let mut rng = crate::rng::rng_from_seed(MOUSE_SEED);
                mouse::walk(net, from, to, &mut rng, watcher).map(walk::Walk::into_way)
            }
            Solver::DeadEndFiller => fill::fill(net, from, to, false, watcher),
            Solver::CulDeSacFiller => fill::fill(net, from, to, true, watcher),
            Solver::Collision => collision::way(net, from, to, watcher),
            Solver::AStar | Solver::Dijkstra | Solver::Pledge | Solver::Chain => return None,
        })
    }

    /// What the solver promises.
    pub const fn promise(self) -> Promise {
        match self {
            Solver::Bfs
            | Solver::AStar
            | Solver::Dijkstra
            | Solver::Bidirectional
            | Solver::DeadEndFiller
            | Solver::Collision
            | Solver::AllShortest => Promise::Shortest,
            Solver::Dfs | Solver::Tremaux | Solver::CulDeSacFiller => Promise::Path,
            Solver::WallFollower | Solver::WallFollowerRight => Promise::SameWall,
            Solver::Pledge => Promise::OuterWall,
            Solver::RandomMouse => Promise::GivenTime,
            Solver::Chain => Promise::Unwrapped,
        }
    }

    /// Whether it solves mazes of every cell shape ([`Solver::way`]), not only
    /// square grids: all but Pledge and the chain algorithm, which steer by a heading cells of
    /// every shape do not share.
    pub const fn on_every_shape(self) -> bool {
        !matches!(self, Solver::Pledge | Solver::Chain)
    }

    /// What it does and promises, in a line.
    pub const fn description(self) -> &'static str {
        match self {
            Solver::Bfs => "breadth-first search: a shortest path",
            Solver::Dfs => "depth-first search: the first path found, not always shortest",
            Solver::AStar => "A* search: a shortest path, exploring fewer cells",
            Solver::Dijkstra => "Dijkstra (every cell costs 1): a shortest path",
            Solver::Bidirectional => {
                "BFS from both ends at once: a shortest path, exploring fewer cells"
            }
            Solver::WallFollower => {
                "left hand on the wall: finds the goal on perfect mazes, may circle on others"
            }
            Solver::WallFollowerRight => "right hand on the wall: as wall-follower",
            Solver::Pledge => {
                "heads for the goal, follows walls counting turns: escapes to a goal on the outer wall"
            }
            Solver::Tremaux => "marks the passages it walks: finds the goal on any maze",
            Solver::RandomMouse => "random turns at junctions: finds the goal, given much time",
            Solver::DeadEndFiller => "fills dead ends until only the way is left: a shortest path",
            Solver::CulDeSacFiller => {
                "seals loops hung on one junction, then fills dead ends: a path"
            }
            Solver::Chain => {
                "follows a straight line, robots round each wall: a path unless the maze wraps"
            }
            Solver::Collision => {
                "floods, closes where fronts collide, fills the rest: a shortest path"
            }
            Solver::AllShortest => "every shortest path at once (the picture shows them all)",
        }
    }

    /// Solves as [`Solver::solve`] does and returns the search's steps in order, with the path.
    pub fn steps(self, grid: &Grid, from: Pos, to: Pos) -> SearchSteps {
        let Ok(steps) = Recording::record(|watcher| {
            Ok::<_, std::convert::Infallible>(self.search(grid, from, to, &mut { watcher }))
        });
        steps
    }
}

/// The neighbours of `cell` reachable through open passages, with the direction to each.
#[inline]
pub(crate) fn passages(grid: &Grid, cell: usize) -> impl Iterator<Item = (Direction, usize)> {
    grid.open_neighbors(cell)
}

/// The indices of `from` and `to`, if both lie in the grid.
pub(crate) fn endpoints(grid: &Grid, from: Pos, to: Pos) -> Option<(usize, usize)> {
    (grid.contains(from) && grid.contains(to)).then(|| (grid.index(from), grid.index(to)))
}

/// The way a wall follower keeping `hand` on the wall finds from `from` to `to` (its walk with
/// the detours cut out), or `None` if it circles without reaching `to` (see [`Promise::SameWall`]).
///
/// ```
/// use mazes::solve::{Hand, bfs, wall_follower};
/// use mazes::{Algorithm, Pos, Size, Wrap};
///
/// let grid = Algorithm::Wilson.generate(Size::new(12, 8), Wrap::None, &mut mazes::rng_from_seed(4))?;
/// let (from, to) = (Pos::new(0, 0), Pos::new(11, 7));
/// // On a perfect maze the way found is the one path.
/// let way = wall_follower(&grid, from, to, Hand::Right).unwrap();
/// assert_eq!(way, bfs(&grid, from, to).unwrap());
/// # Ok::<(), mazes::GenerateError>(())
/// ```
pub fn wall_follower(grid: &Grid, from: Pos, to: Pos, hand: Hand) -> Option<Path> {
    match hand {
        Hand::Left => Solver::WallFollower.solve(grid, from, to),
        Hand::Right => Solver::WallFollowerRight.solve(grid, from, to),
    }
}

/// The way Pledge's walker keeping `hand` on the walls it follows finds from `from` to `to`,
/// or `None` if it gives up (see [`Promise::OuterWall`]).
pub fn pledge(grid: &Grid, from: Pos, to: Pos, hand: Hand) -> Option<Path> {
    follow::pledge(grid, from, to, hand, &mut ())
}

/// The way Trémaux's walker finds from `from` to `to`, or `None` if there is none.
pub fn tremaux(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    Solver::Tremaux.solve(grid, from, to)
}

/// The way the random mouse, choosing with `rng`, finds from `from` to `to`, or `None` if it
/// gives up after [`MOUSE_STEPS`] steps.
pub fn random_mouse<R: rand::Rng + ?Sized>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    rng: &mut R,
) -> Option<Path> {
    let (start, goal) = endpoints(grid, from, to)?;
    let walk = mouse::walk(grid, start, goal, rng, &mut ())?;
    Some(walk.into_way().path(grid))
}

/// A shortest path from `from` to `to` through what the dead-end filler leaves, or `None` if
/// there is none; [`dead_ends`] gives the cells it fills.
pub fn dead_end_filler(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    Solver::DeadEndFiller.solve(grid, from, to)
}

/// A way from `from` to `to` through what the cul-de-sac filler leaves (see
/// [`Solver::CulDeSacFiller`]), or `None` if there is none.
pub fn cul_de_sac_filler(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    Solver::CulDeSacFiller.solve(grid, from, to)
}

/// The way the chain algorithm finds from `from` to `to` (see [`Solver::Chain`]), or `None` if
/// its robots find the goal out of reach.
pub fn chain(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    chain::chain(grid, from, to, &mut ())
}

/// A shortest path from `from` to `to` through what the collision solver leaves (see
/// [`Solver::Collision`]), or `None` if there is none.
pub fn collision(grid: &Grid, from: Pos, to: Pos) -> Option<Path> {
    Solver::Collision.solve(grid, from, to)
}

/// The cells the dead-end filler fills between `from` and `to`: on a perfect maze, every cell
/// off the path between them. Empty if either lies outside the grid.
pub fn dead_ends(grid: &Grid, from: Pos, to: Pos) -> Vec<Pos> {
    let Some((from, to)) = endpoints(grid, from, to) else {
        return Vec::new();
    };
    let filled = fill::fill_dead_ends(grid, from, to, &mut ());
    (0..grid.len())
        .filter(|&cell| filled.get(cell))
        .map(|cell| grid.pos(cell))
        .collect()
}
