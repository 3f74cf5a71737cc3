//! `maze solve`.

use anyhow::{Context, bail};
use mazes::Maze;
use mazes::render::{Heat, MarkKind, Overlay};
use mazes::solve::{Explored, Promise, Solver};

use crate::activity::with_spinner;
use crate::cli::{Format, HeatArg, SolveArgs};
use crate::input::read_maze;
use crate::output::Output;

/// The solution as `maze solve --format json` prints it, on every board: the solver, the
/// steps and the cells; on square cells also where it ran, what it explored and the moves.
#[derive(serde::Serialize)]
struct Solution {
    solver: &'static str,
    steps: usize,
    /// The cells of the path from the start to the goal, numbered in the shape's order (row
    /// by row on squares, masked cells counted), as the JSON format numbers them.
    cells: Vec<usize>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    square: Option<SquareSolution>,
}

/// What a solution on square cells says besides.
#[derive(serde::Serialize)]
struct SquareSolution {
    from: mazes::Pos,
    to: mazes::Pos,
    /// The cells the solver explored on the way.
    explored: u64,
    /// The moves as `wasd` letters.
    moves: String,
    /// With `all-shortest` and `collision`: how many shortest paths there are, in decimal (a string, as the
    /// number may pass what JSON readers hold exactly), or "more than 2^128".
    #[serde(skip_serializing_if = "Option::is_none")]
    shortest_paths: Option<String>,
}

/// Reads a maze of any shape, solves it and writes the result.
pub fn run(args: SolveArgs) -> anyhow::Result<()> {
    let output = Output::new(&args.output)?;
    let maze = read_maze(&args.file)?;
    let format = crate::recipe::format_of(&maze, &args.output, &output)?;
    if args.heat.is_some() {
        refuse_heat_without_colour(&maze, format)?;
    }
    let solver = args.solver;
    let solved = match maze.grid() {
        Some(grid) => solve_grid(&args, &maze, grid)?,
        None => solve_cells(&args, &maze)?,
    };
    if format == Format::Json {
        let solution = Solution {
            solver: solver.name(),
            steps: solved.way.len() - 1,
            cells: solved.way.iter().map(|&c| maze.shape_cell(c)).collect(),
            square: solved.square,
        };
        return output.write_with(|out| {
            // The writer's own error, so that a closed pipe stays a broken pipe.
            serde_json::to_writer_pretty(&mut *out, &solution).map_err(std::io::Error::from)?;
            Ok(writeln!(out)?)
        });
    }
    let mut overlay = Overlay::none().with_way(&maze, solved.way.iter().copied());
    if let Some(heat) = args.heat {
        let sources = match heat {
            HeatArg::Start => vec![solved.from],
            HeatArg::Goal => vec![solved.to],
            HeatArg::Solution => solved.way.clone(),
        };
        overlay = overlay.with_heat(Heat::shape_distances(&maze, sources));
    }
    if let (Some(grid), Some(all)) = (maze.grid(), solved.all) {
        overlay = overlay.with_path_cells(grid.size(), all.cells);
    }
    let overlay = overlay
        .with_mark(solved.from, MarkKind::Start)
        .with_mark(solved.to, MarkKind::Goal);
    with_spinner("writing", || output.write_in(format, &maze, &overlay))
}

/// Refuses `--heat` in a format that cannot colour `maze`'s cells: svg and png colour every
/// maze, and unicode shades a grid's (other text pictures have no shading).
fn refuse_heat_without_colour(maze: &Maze, format: Format) -> anyhow::Result<()> {
    let (pictures, named) = match maze.grid() {
        Some(_) => (
            [Format::Svg, Format::Png, Format::Unicode].as_slice(),
            "svg, png or unicode",
        ),
        None => (&[Format::Svg, Format::Png][..], "svg or png"),
    };
    if !pictures.contains(&format) {
        bail!("--heat colours pictures: give --format {named}");
    }
    Ok(())
}

/// A maze solved: the way's cells, where it ran between, and on square cells what else the
/// solver tells.
struct Solved {
    way: Vec<usize>,
    from: usize,
    to: usize,
    square: Option<SquareSolution>,
    /// Every shortest path's cells, from `all-shortest` and `collision`.
    all: Option<mazes::solve::Shortest>,
}

/// Solves the square `maze`, whose grid is `grid`, between `--from` and `--to` or its start
/// and goal.
fn solve_grid(args: &SolveArgs, maze: &Maze, grid: &mazes::Grid) -> anyhow::Result<Solved> {
    let ends = maze.endpoints();
    let from = args
        .from
        .or(ends.map(|(start, _)| start.cell))
        .context("the maze has no start; give one with --from X,Y")?;
    let to = args
        .to
        .or(ends.map(|(_, goal)| goal.cell))
        .context("the maze has no goal; give one with --to X,Y")?;
    for (flag, pos) in [("--from", from), ("--to", to)] {
        if !grid.contains(pos) {
            bail!("{flag} {pos} is outside the {} maze", grid.size());
        }
    }
    let solver = args.solver;
    let mut explored = Explored::default();
    let path = with_spinner("solving", || solver.search(grid, from, to, &mut explored))
        .with_context(|| not_found(solver, from, to))?;
    note!(
        "{}: {} steps from {from} to {to}, {} of {} cells explored",
        solver.name(),
        path.len(),
        explored.cells(),
        grid.cell_count()
    );
    // These two leave every shortest path: the picture shows them all.
    let all = matches!(solver, Solver::AllShortest | Solver::Collision)
        .then(|| mazes::solve::all_shortest(grid, from, to))
        .flatten();
    let counted = all.as_ref().map(|all| match all.count {
        Some(count) => count.to_string(),
        None => "more than 2^128".to_string(),
    });
    if let (Some(count), Some(all)) = (&counted, &all) {
        let paths = if count == "1" { "path" } else { "paths" };
        note!("{count} shortest {paths}, over {} cells", all.cells.len());
    }
    Ok(Solved {
        way: path.cells(grid).map(|pos| grid.index(pos)).collect(),
        from: grid.index(from),
        to: grid.index(to),
        square: Some(SquareSolution {
            from,
            to,
            explored: explored.cells(),
            moves: path.to_wasd(),
            shortest_paths: counted,
        }),
        all,
    })
}

/// Solves `maze`, of cells other than a whole rectangle of squares, from its start to its goal.
fn solve_cells(args: &SolveArgs, maze: &Maze) -> anyhow::Result<Solved> {
    if args.from.is_some() || args.to.is_some() {
        bail!(
            "--from and --to name square cells; a shaped maze is solved from its start to its goal"
        );
    }
    let solver = args.solver;
    if !solver.on_every_shape() {
        let shaped: Vec<&str> = Solver::ALL
            .into_iter()
            .filter(|s| s.on_every_shape())
            .map(Solver::name)
            .collect();
        let shape = match maze.mask() {
            Some(_) => format!("masked {}", maze.shape().describe()),
            None => maze.shape().describe(),
        };
        bail!(
            "{} walks whole rectangles of squares only (no mask, levels or weave); {} maze takes {}",
            solver.name(),
            maze_classic::with_article(&shape),
            shaped.join(", ")
        );
    }
    let (from, to) = maze
        .ends()
        .context("the maze has no start and no goal to solve between")?;
    let way = with_spinner("solving", || solver.way(maze, from, to))
        .context("there is no path from the start to the goal")?;
    note!(
        "{}: {} steps from the start to the goal",
        solver.name(),
        way.len() - 1
    );
    Ok(Solved {
        way,
        from,
        to,
        square: None,
        all: None,
    })
}

/// Why `solver` answered no path from `from` to `to`, as its promise explains.
fn not_found(solver: Solver, from: mazes::Pos, to: mazes::Pos) -> String {
    let name = solver.name();
    match solver.promise() {
        Promise::Shortest | Promise::Path => format!("there is no path from {from} to {to}"),
        Promise::SameWall => format!(
            "{name} went round in a circle without reaching {to}: its hand is on a wall that \
             does not touch the wall beside {to} (or there is no path); pledge or tremaux \
             escape such loops"
        ),
        Promise::OuterWall => format!(
            "{name} gave up before reaching {to}: it is sure to reach only a goal on the outer \
             wall of a maze that does not wrap (or there is no path); tremaux finds any goal"
        ),
        Promise::Unwrapped => format!(
            "{name}'s robots came round without reaching the line nearer {to}: on a wrapping \
             maze a wall can circle the maze and hide the way (or there is no path); tremaux \
             finds any goal"
        ),
        Promise::GivenTime => format!(
            "{name} gave up after {} steps without reaching {to} (or there is no path); \
             tremaux or bfs find it at once",
            mazes::solve::MOUSE_STEPS
        ),
        _ => format!("{name} found no path from {from} to {to}"),
    }
}
