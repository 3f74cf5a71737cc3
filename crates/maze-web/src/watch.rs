//! The watch page's steps: a generator carving a square maze and up to four solvers racing
//! through it, as the library reports them (`mazes::watch`), for the page to animate.
//!
//! `GET /watch/steps?algorithm=…&width=…&height=…&seed=…&race=bfs,astar` answers JSON: the
//! maze's size, start and goal, and each stream of steps packed as numbers (a cell's index
//! times a small base, plus what happened to it), so that a race of a few thousand cells is a
//! few tens of kilobytes. The query is read as the page sent it, then checked into a
//! [`Recipe`] within the page's limits; anything else gets a `400 Bad Request` saying what to
//! change.

use std::sync::Arc;

use axum::Router;
use axum::extract::Query as QueryString;
use axum::response::Response;
use axum::routing::get;
use mazes::generate::Step;
use mazes::solve::{SearchStep, Solver};
use mazes::watch::Watcher;
use mazes::{Algorithm, Direction, Grid, Openings, Pos, Size, Wrap};

use crate::Shared;
use crate::studio::{json_answer, parse, seed, side};

/// The most cells a watched maze has: enough to see a pattern, few enough to follow a step.
pub const MAX_CELLS: u64 = 2_500;
/// The most columns or rows.
pub const MAX_SIDE: u32 = 100;
/// The most solvers racing.
pub const MAX_RACERS: usize = 4;
/// The most steps one stream may hold (the random mouse can wander for millions).
pub const MAX_STEPS: u64 = 1_000_000;

/// A request's query as the page sent it: every field text, none checked.
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub struct Query {
    algorithm: Option<String>,
    width: Option<String>,
    height: Option<String>,
    seed: Option<String>,
    race: Option<String>,
}

/// A query checked against the page's limits.
#[derive(Clone, Debug, PartialEq)]
pub struct Recipe {
    algorithm: Algorithm,
    size: Size,
    seed: u64,
    solvers: Vec<Solver>,
}

impl Recipe {
    /// Checks `query` into a recipe, or says what is wrong with it.
    pub fn check(query: &Query) -> Result<Recipe, String> {
        let algorithm = parse(&query.algorithm, "algorithm", Algorithm::Backtracker)?;
        let size = Size::new(
            side(&query.width, "width", 24, MAX_SIDE)?,
            side(&query.height, "height", 16, MAX_SIDE)?,
        );
        if size.cells() > MAX_CELLS {
            return Err(format!(
                "a {size} maze has {} cells; the watch page animates up to {MAX_CELLS} \
                 (maze watch in a terminal takes up to 300×300)",
                size.cells()
            ));
        }
        let seed = seed(&query.seed)?;
        let names = query.race.as_deref().unwrap_or("bfs");
        let solvers = names
            .split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| {
                name.parse::<Solver>()
                    .map_err(|_| format!("unknown solver {name:?}; maze solve --help lists them"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !(1..=MAX_RACERS).contains(&solvers.len()) {
            return Err(format!(
                "race from 1 to {MAX_RACERS} solvers, not {}",
                solvers.len()
            ));
        }
        Ok(Recipe {
            algorithm,
            size,
            seed,
            solvers,
        })
    }

    /// The carving and the races, or why they cannot be shown.
    pub fn show(&self) -> Result<Show, String> {
        let mut rng = mazes::rng_from_seed(self.seed);
        let carving = self
            .algorithm
            .steps(self.size, Wrap::None, &mut rng)
            .map_err(|e| e.to_string())?;
        let mut grid = Grid::new(self.size, Wrap::None).map_err(|e| e.to_string())?;
        let mut carve = Vec::with_capacity(carving.len());
        for step in carving {
            // The steps come from a generator on a grid of this size: they fit it.
            let _ = step.apply(&mut grid);
            carve.extend(pack_step(&grid, step));
        }
        let (start, goal) = Openings::Corners
            .place(&grid, &mut rng)
            .map_err(|e| e.to_string())?
            .ok_or("a maze this size has no corners to start and end at")?;
        let racers = self
            .solvers
            .iter()
            .map(|&solver| race(&grid, solver, start.cell, goal.cell))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Show {
            algorithm: self.algorithm.name(),
            seed: self.seed,
            width: self.size.width,
            height: self.size.height,
            start: [start.cell.x, start.cell.y],
            goal: [goal.cell.x, goal.cell.y],
            carve,
            racers,
        })
    }
}

/// What the page animates.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Show {
    /// The generator's name.
    pub algorithm: &'static str,
    /// The seed the maze was carved from.
    pub seed: u64,
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The start cell, as `[x, y]`.
    pub start: [u32; 2],
    /// The goal cell, as `[x, y]`.
    pub goal: [u32; 2],
    /// The carving: each step is `cell × 16 + what`, where `what` is 0–3 for a passage opened
    /// north, east, south or west, 4–7 for one closed, 8 for a cell looked at and 9 for every
    /// passage opened at once.
    pub carve: Vec<u32>,
    /// The solvers, in the order asked.
    pub racers: Vec<Racer>,
}

/// One solver's search of the finished maze.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Racer {
    /// Its name.
    pub solver: &'static str,
    /// What it does and promises, in a line.
    pub description: &'static str,
    /// Its steps: `cell × 4 + what`, where `what` is 0 for a cell reached (put on the
    /// frontier), 1 explored (or entered by a walker: a move) and 2 left (backed out of, cut
    /// from the way, or filled).
    pub steps: Vec<u32>,
    /// The path it answers, as cell indices, or `None` if it found none.
    pub path: Option<Vec<u32>>,
}

/// `solver`'s steps from `start` to `goal`, or why they are too many to show.
fn race(grid: &Grid, solver: Solver, start: Pos, goal: Pos) -> Result<Racer, String> {
    let mut counted = Counted(0);
    solver.search(grid, start, goal, &mut counted);
    if counted.0 > MAX_STEPS {
        return Err(format!(
            "{} takes {} steps on this maze, more than the page shows ({MAX_STEPS}); try a \
             smaller maze",
            solver.name(),
            counted.0
        ));
    }
    let recorded = solver.steps(grid, start, goal);
    let path = recorded.outcome().as_ref().map(|path| {
        path.cells(grid)
            .map(|pos| index(grid, pos))
            .collect::<Vec<_>>()
    });
    let steps = recorded
        .into_iter()
        .map(|step| match step {
            SearchStep::Reach(cell) => cell as u32 * 4,
            SearchStep::Explore(cell) => cell as u32 * 4 + 1,
            SearchStep::Leave(cell) => cell as u32 * 4 + 2,
        })
        .collect();
    Ok(Racer {
        solver: solver.name(),
        description: solver.description(),
        steps,
        path,
    })
}

/// Counts a search's steps without keeping them.
struct Counted(u64);

impl Watcher<SearchStep> for Counted {
    const STEPS: bool = true;

    fn step(&mut self, _: SearchStep) {
        self.0 += 1;
    }

    fn advance(&mut self, _: u64) {}
}

/// A cell's index, row by row (a watched maze has at most [`MAX_CELLS`] cells).
fn index(grid: &Grid, pos: Pos) -> u32 {
    pos.y * grid.width() + pos.x
}

/// A carving step packed as a number (see [`Show::carve`]), or none for a kind of step the
/// page does not draw (a later library may add kinds).
fn pack_step(grid: &Grid, step: Step) -> Option<u32> {
    let side = |dir: Direction| dir.index() as u32;
    Some(match step {
        Step::Open { at, dir } => index(grid, at) * 16 + side(dir),
        Step::Close { at, dir } => index(grid, at) * 16 + 4 + side(dir),
        Step::Visit(at) => index(grid, at) * 16 + 8,
        Step::OpenAll => 9,
        _ => return None,
    })
}

/// The watch page's route (its page is served with the others).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new().route("/watch/steps", get(answer))
}

/// Records the show the query asks for, off the server's async threads.
async fn answer(QueryString(query): QueryString<Query>) -> Response {
    json_answer(move || Recipe::check(&query)?.show()).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> Query {
        let mut query = Query::default();
        for &(key, value) in pairs {
            let field = match key {
                "algorithm" => &mut query.algorithm,
                "width" => &mut query.width,
                "height" => &mut query.height,
                "seed" => &mut query.seed,
                _ => &mut query.race,
            };
            *field = Some(value.to_owned());
        }
        query
    }

    #[test]
    fn the_steps_replay_into_the_maze_and_each_racer_ends_on_its_path() {
        let recipe = Recipe::check(&query(&[
            ("algorithm", "wilson"),
            ("width", "12"),
            ("height", "8"),
            ("seed", "4"),
            ("race", "bfs,dfs,tremaux,chain"),
        ]))
        .unwrap();
        let show = recipe.show().unwrap();
        let grid = Algorithm::Wilson
            .generate(Size::new(12, 8), Wrap::None, &mut mazes::rng_from_seed(4))
            .unwrap();
        // Replaying the packed carving opens exactly the maze's passages.
        let mut open = [0u8; 96];
        for &step in &show.carve {
            let (cell, what) = ((step / 16) as usize, step % 16);
            if what < 4 {
                let at = grid.pos(cell);
                let dir = Direction::from_index(what as usize);
                open[cell] |= 1 << what;
                let next = grid.neighbor(at, dir).unwrap();
                open[index(&grid, next) as usize] |= 1 << dir.opposite().index();
            }
        }
        for (cell, &opened) in open.iter().enumerate() {
            let pos = grid.pos(cell);
            let expected: u8 = Direction::ALL
                .iter()
                .filter(|&&d| grid.is_open(pos, d))
                .map(|d| 1 << d.index())
                .sum();
            assert_eq!(opened, expected, "{pos}");
        }
        assert_eq!((show.start, show.goal), ([0, 0], [11, 7]));
        for (racer, solver) in show.racers.iter().zip(["bfs", "dfs", "tremaux", "chain"]) {
            assert_eq!(racer.solver, solver);
            let found: Solver = solver.parse().unwrap();
            let path = found.solve(&grid, Pos::new(0, 0), Pos::new(11, 7)).unwrap();
            let cells: Vec<u32> = path.cells(&grid).map(|p| index(&grid, p)).collect();
            assert_eq!(racer.path.as_ref(), Some(&cells));
            assert_eq!(
                racer.steps.len(),
                found.steps(&grid, Pos::new(0, 0), Pos::new(11, 7)).len()
            );
        }
    }

    #[test]
    fn bad_queries_say_what_to_change() {
        let said = |pairs: &[(&str, &str)]| Recipe::check(&query(pairs)).unwrap_err();
        assert_eq!(
            said(&[("width", "0")]),
            "the width must be from 1 to 100, not 0"
        );
        assert!(said(&[("width", "100"), ("height", "100")]).contains("has 10000 cells"));
        assert!(said(&[("race", "bfs,nope")]).contains("unknown solver \"nope\""));
        assert_eq!(
            said(&[("race", "bfs,dfs,astar,tremaux,pledge")]),
            "race from 1 to 4 solvers, not 5"
        );
        assert!(said(&[("algorithm", "x")]).starts_with("the algorithm \"x\" is not understood"));
    }
}
