//! The watch page's steps: a generator carving a maze of any cells (squares, hexagons,
//! triangles, polar rings, octagons) and up to four solvers racing through it, as the library
//! reports them ([`wall_steps`], [`Solver::way_steps`]), for the page to animate.
//!
//! `GET /watch/steps?shape=hex&algorithm=…&width=…&height=…&seed=…&race=bfs,astar` answers
//! JSON: the maze's picture (each cell's outline and each wall's stroke, as SVG path data in
//! cells), its start and goal, and each stream of steps packed as numbers (a wall's or a cell's
//! number times a small base, plus what happened to it), so that a race of a few thousand cells
//! is a few hundred kilobytes. The query is read as the page sent it, then checked into a
//! [`Recipe`] within the page's limits; anything else gets a `400 Bad Request` saying what to
//! change.

use std::sync::Arc;

use axum::Router;
use axum::extract::Query as QueryString;
use axum::extract::State;
use axum::response::Response;
use axum::routing::get;
use mazes::shape::generate::{WallStep, wall_steps};
use mazes::shape::{Lattice, Link, Shape, ShapeKind, Tiling};
use mazes::solve::{SearchStep, Solver};
use mazes::{Algorithm, Maze, Size};

use crate::Shared;
use crate::heavy::{Weight, json};
use crate::studio::{parse, seed, side};

/// The most cells a watched maze has: enough to see a pattern, few enough to follow a step.
pub const MAX_CELLS: u64 = 2_500;
/// The most columns, rows or rings.
pub const MAX_SIDE: u32 = 100;
/// The most solvers racing.
pub const MAX_RACERS: usize = 4;
/// The most steps one stream may hold (the random mouse can wander for millions).
pub const MAX_STEPS: u64 = 1_000_000;

/// A request's query as the page sent it: every field text, none checked.
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub struct Query {
    shape: Option<String>,
    algorithm: Option<String>,
    width: Option<String>,
    height: Option<String>,
    rings: Option<String>,
    seed: Option<String>,
    race: Option<String>,
}

/// A query checked against the page's limits.
#[derive(Clone, Debug, PartialEq)]
pub struct Recipe {
    shape: Shape,
    /// The size in words: `24×16`, `8-ring`.
    size: String,
    algorithm: Algorithm,
    seed: u64,
    solvers: Vec<Solver>,
}

impl Recipe {
    /// Checks `query` into a recipe, or says what is wrong with it.
    pub fn check(query: &Query) -> Result<Recipe, String> {
        let kind = parse(&query.shape, "shape", ShapeKind::Square)?;
        let algorithm = parse(&query.algorithm, "algorithm", Algorithm::Backtracker)?;
        let (shape, size) = if kind == ShapeKind::Polar {
            let rings = side(&query.rings, "rings", 8, MAX_SIDE)?;
            (Shape::polar(rings), format!("{rings}-ring"))
        } else {
            let size = Size::new(
                side(&query.width, "width", 24, MAX_SIDE)?,
                side(&query.height, "height", 16, MAX_SIDE)?,
            );
            (Shape::of_kind(kind, size, 0), size.to_string())
        };
        shape.check().map_err(|e| e.to_string())?;
        let cells = shape.cell_count() as u64;
        if cells > MAX_CELLS {
            return Err(format!(
                "{} {} maze has {cells} cells; the watch page animates up to {MAX_CELLS} \
                 (maze watch in a terminal takes up to 300×300 squares)",
                maze_classic::with_article(&size),
                shape.describe(),
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
        if let Some(square_only) = solvers.iter().find(|s| !s.on_every_shape())
            && kind != ShapeKind::Square
        {
            return Err(format!(
                "{square_only} steers by compass headings, which only square cells share; \
                 race it on squares"
            ));
        }
        Ok(Recipe {
            shape,
            size,
            algorithm,
            seed,
            solvers,
        })
    }

    /// The carving and the races, or why they cannot be shown.
    pub fn show(&self) -> Result<Show, String> {
        let lattice = Lattice::new(self.shape.clone()).map_err(|e| e.to_string())?;
        let mut rng = mazes::rng_from_seed(self.seed);
        let (steps, maze) =
            wall_steps(&lattice, self.algorithm, &mut rng).map_err(|e| e.to_string())?;
        let carve = steps
            .into_iter()
            .filter_map(|step| pack_step(&lattice, step))
            .collect();
        let (start, goal) = maze
            .ends()
            .ok_or("a maze this size has no corners to start and end at")?;
        let racers = self
            .solvers
            .iter()
            .map(|&solver| race(&maze, solver, start, goal))
            .collect::<Result<Vec<_>, _>>()?;
        let extent = maze.shape().extent();
        Ok(Show {
            algorithm: self.algorithm.name(),
            seed: self.seed,
            shape: self.shape.kind().to_string(),
            board: maze_classic::with_article(&format!("{} {}", self.size, self.shape.describe())),
            extent: [round(extent.x), round(extent.y)],
            cells: (0..maze.cell_count())
                .map(|cell| mazes::render::cell_path(&maze, cell))
                .collect(),
            centres: (0..maze.cell_count())
                .map(|cell| {
                    let c = maze.centre(cell);
                    [round(c.x), round(c.y)]
                })
                .collect(),
            walls: Walls::of(&maze, &lattice),
            start: start as u32,
            goal: goal as u32,
            carve,
            racers,
        })
    }
}

/// Three decimals: enough for a picture a few thousand pixels wide.
fn round(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

/// What the page animates.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Show {
    /// The generator's name.
    pub algorithm: &'static str,
    /// The seed the maze was carved from.
    pub seed: u64,
    /// The cells' shape, as the query names it.
    pub shape: String,
    /// The maze in words, after "a" or "an": its size and cells (`a 16×10 hex`, `an 8-ring
    /// polar`).
    pub board: String,
    /// The picture's width and height, in cells.
    pub extent: [f64; 2],
    /// Each cell's outline, as SVG path data.
    pub cells: Vec<String>,
    /// Each cell's centre.
    pub centres: Vec<[f64; 2]>,
    /// The walls between cells, which the carving opens and closes, and the border.
    pub walls: Walls,
    /// The start cell.
    pub start: u32,
    /// The goal cell.
    pub goal: u32,
    /// The carving: each step is `wall × 4 + what`, where `what` is 0 for the wall opened
    /// and 1 for it closed; or `cell × 4 + 2` for a cell looked at; or 3 for every wall
    /// opened at once.
    pub carve: Vec<u32>,
    /// The solvers, in the order asked.
    pub racers: Vec<Racer>,
}

/// A maze's walls as the page draws them.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Walls {
    /// Each wall between two cells, by its number: its stroke, as SVG path data.
    pub paths: Vec<String>,
    /// The two cells each wall stands between, two numbers a wall.
    pub between: Vec<u32>,
    /// The border (every side with no cell across), as one SVG path.
    pub border: String,
}

impl Walls {
    fn of(maze: &Maze, lattice: &Lattice) -> Walls {
        let mut paths = vec![String::new(); lattice.wall_count()];
        let mut between = vec![0; 2 * lattice.wall_count()];
        let mut border = String::new();
        for cell in 0..lattice.len() {
            for (side, link) in lattice.links(cell).iter().enumerate() {
                let stroke = mazes::render::side_path(maze, cell, side);
                if link.to == Link::NONE {
                    border.push_str(&stroke);
                } else if (link.to as usize) > cell {
                    paths[link.wall as usize] = stroke;
                    between[2 * link.wall as usize] = cell as u32;
                    between[2 * link.wall as usize + 1] = link.to;
                }
            }
        }
        Walls {
            paths,
            between,
            border,
        }
    }
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
    /// The path it answers, as cell numbers, or `None` if it found none.
    pub path: Option<Vec<u32>>,
}

/// `solver`'s steps from `start` to `goal`, or why they are too many to show.
fn race(maze: &Maze, solver: Solver, start: usize, goal: usize) -> Result<Racer, String> {
    let mut counted = 0u64;
    solver.search_way(maze, start, goal, &mut |_| counted += 1);
    if counted > MAX_STEPS {
        return Err(format!(
            "{} takes {counted} steps on this maze, more than the page shows ({MAX_STEPS}); try \
             a smaller maze",
            solver.name(),
        ));
    }
    let recorded = solver.way_steps(maze, start, goal);
    let path = recorded
        .outcome()
        .as_ref()
        .map(|way| way.iter().map(|&cell| cell as u32).collect());
    let steps = recorded
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

/// A carving step packed as a number (see [`Show::carve`]), or none for a kind of step the
/// page does not draw (a later library may add kinds). A watched maze has at most
/// [`MAX_CELLS`] cells, so its numbers times 4 fit.
fn pack_step(lattice: &Lattice, step: WallStep) -> Option<u32> {
    let wall = |cell: usize, side: usize| lattice.links(cell)[side].wall;
    Some(match step {
        WallStep::Open { cell, side } => wall(cell, side) * 4,
        WallStep::Close { cell, side } => wall(cell, side) * 4 + 1,
        WallStep::Visit(cell) => cell as u32 * 4 + 2,
        WallStep::OpenAll => 3,
        _ => return None,
    })
}

/// The watch page's route (its page is served with the others).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new().route("/watch/steps", get(answer))
}

/// Records the show the query asks for, off the server's async threads.
async fn answer(
    State(shared): State<Arc<Shared>>,
    QueryString(query): QueryString<Query>,
) -> Response {
    let work = move || json(Recipe::check(&query).and_then(|recipe| recipe.show()));
    shared.answers.answer(Weight::Heavy, work).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::{Pos, Wrap};

    fn query(pairs: &[(&str, &str)]) -> Query {
        let mut query = Query::default();
        for &(key, value) in pairs {
            let field = match key {
                "shape" => &mut query.shape,
                "algorithm" => &mut query.algorithm,
                "width" => &mut query.width,
                "height" => &mut query.height,
                "rings" => &mut query.rings,
                "seed" => &mut query.seed,
                _ => &mut query.race,
            };
            *field = Some(value.to_owned());
        }
        query
    }

    /// Replays `show`'s packed carving: which walls stand open at its end.
    fn opened(show: &Show) -> Vec<bool> {
        let mut open = vec![false; show.walls.paths.len()];
        for &step in &show.carve {
            match step % 4 {
                0 => open[(step / 4) as usize] = true,
                1 => open[(step / 4) as usize] = false,
                3 => open.fill(true),
                _ => {}
            }
        }
        open
    }

    #[test]
    fn on_every_shape_the_steps_replay_into_the_maze_and_each_racer_ends_on_its_way() {
        for (shape, size) in [
            ("square", ("width", "12")),
            ("hex", ("width", "9")),
            ("triangle", ("width", "10")),
            ("polar", ("rings", "5")),
            ("upsilon", ("width", "7")),
        ] {
            let recipe = Recipe::check(&query(&[
                ("shape", shape),
                ("algorithm", "wilson"),
                size,
                ("height", "8"),
                ("seed", "4"),
                ("race", "bfs,dfs,tremaux,astar"),
            ]))
            .unwrap();
            let show = recipe.show().unwrap();
            let lattice = Lattice::new(recipe.shape.clone()).unwrap();
            let maze = Maze::generate_with(
                lattice.clone(),
                Algorithm::Wilson,
                &mut mazes::rng_from_seed(4),
            )
            .unwrap();
            // The packed carving opens exactly the maze's passages, each wall between the
            // cells it names.
            let open = opened(&show);
            for cell in 0..lattice.len() {
                for (side, link) in lattice.links(cell).iter().enumerate() {
                    if link.to == Link::NONE {
                        continue;
                    }
                    let wall = link.wall as usize;
                    assert_eq!(open[wall], maze.is_open_side(cell, side), "{shape}");
                    let pair = &show.walls.between[2 * wall..2 * wall + 2];
                    assert!(pair.contains(&(cell as u32)) && pair.contains(&link.to));
                    assert!(show.walls.paths[wall].starts_with('M'));
                }
            }
            assert_eq!(show.cells.len(), maze.cell_count());
            assert!(
                show.cells
                    .iter()
                    .all(|d| d.starts_with('M') && d.ends_with('Z'))
            );
            let (start, goal) = maze.ends().unwrap();
            assert_eq!((show.start, show.goal), (start as u32, goal as u32));
            for (racer, solver) in show.racers.iter().zip(["bfs", "dfs", "tremaux", "astar"]) {
                let found: Solver = solver.parse().unwrap();
                let way = found.way(&maze, start, goal).unwrap();
                let cells: Vec<u32> = way.iter().map(|&c| c as u32).collect();
                assert_eq!(racer.path.as_ref(), Some(&cells), "{solver} on {shape}");
                assert!(
                    racer
                        .steps
                        .iter()
                        .all(|&s| ((s / 4) as usize) < maze.cell_count())
                );
            }
        }
    }

    #[test]
    fn a_square_show_is_the_square_lanes_maze_and_searches() {
        let recipe = Recipe::check(&query(&[
            ("algorithm", "kruskal"),
            ("width", "16"),
            ("height", "10"),
            ("seed", "4"),
            ("race", "bfs,astar,tremaux,chain"),
        ]))
        .unwrap();
        let show = recipe.show().unwrap();
        let size = Size::new(16, 10);
        let grid = Algorithm::Kruskal
            .generate(size, Wrap::None, &mut mazes::rng_from_seed(4))
            .unwrap();
        assert_eq!((show.start, show.goal), (0, 159));
        for (racer, solver) in show.racers.iter().zip(["bfs", "astar", "tremaux", "chain"]) {
            let found: Solver = solver.parse().unwrap();
            let steps = found.steps(&grid, Pos::new(0, 0), Pos::new(15, 9));
            let path: Vec<u32> = (steps.outcome().as_ref().unwrap().cells(&grid))
                .map(|p| p.y * 16 + p.x)
                .collect();
            assert_eq!(racer.path.as_ref(), Some(&path), "{solver}");
            assert_eq!(racer.steps.len(), steps.len(), "{solver}");
        }
    }

    #[test]
    fn bad_queries_say_what_to_change() {
        let said = |pairs: &[(&str, &str)]| Recipe::check(&query(pairs)).unwrap_err();
        assert_eq!(
            said(&[("width", "0")]),
            "the width must be from 1 to 100, not 0"
        );
        assert_eq!(
            said(&[("width", "100"), ("height", "100")]),
            "a 100×100 square maze has 10000 cells; the watch page animates up to 2500 (maze \
             watch in a terminal takes up to 300×300 squares)"
        );
        assert!(
            said(&[("shape", "polar"), ("rings", "40")]).starts_with("a 40-ring polar maze has")
        );
        assert!(said(&[("race", "bfs,nope")]).contains("unknown solver \"nope\""));
        assert_eq!(
            said(&[("race", "bfs,dfs,astar,tremaux,pledge")]),
            "race from 1 to 4 solvers, not 5"
        );
        assert!(
            said(&[("shape", "hex"), ("race", "bfs,pledge")])
                .starts_with("pledge steers by compass headings")
        );
        assert!(said(&[("shape", "cube")]).starts_with("the shape \"cube\" is not understood"));
        assert!(said(&[("algorithm", "x")]).starts_with("the algorithm \"x\" is not understood"));
    }
}
