//! `maze solve`.

use anyhow::{Context, bail};
use maze::render::{MarkKind, Overlay};
use maze::shape::ShapeMaze;
use maze::shape::svg::ShapeOverlay;
use maze::solve::{Explored, Solver};

use crate::activity::with_spinner;
use crate::cli::{Format, SolveArgs};
use crate::input::{AnyMaze, read_any_maze};
use crate::output::Output;

/// The solution as `maze solve --format json` prints it.
#[derive(serde::Serialize)]
struct Solution {
    solver: &'static str,
    from: maze::Pos,
    to: maze::Pos,
    steps: usize,
    /// The cells the solver explored on the way.
    explored: u64,
    /// The moves as `wasd` letters.
    moves: String,
}

/// The solution of a maze of another shape as `maze solve --format json` prints it.
#[derive(serde::Serialize)]
struct ShapedSolution {
    solver: &'static str,
    steps: usize,
    /// The cells of the path in the shape's order, from the start to the goal.
    cells: Vec<usize>,
}

/// Reads a maze, solves it and writes the result.
pub fn run(args: SolveArgs) -> anyhow::Result<()> {
    let output = Output::new(&args.output)?;
    let maze = match read_any_maze(&args.file)? {
        AnyMaze::Square(maze) => maze,
        AnyMaze::Shaped(maze) => return run_shaped(&args, &output, &maze),
    };
    let grid = maze.grid();
    let from = args
        .from
        .or(maze.start())
        .context("the maze has no start; give one with --from X,Y")?;
    let to = args
        .to
        .or(maze.goal())
        .context("the maze has no goal; give one with --to X,Y")?;
    for (flag, pos) in [("--from", from), ("--to", to)] {
        if !grid.contains(pos) {
            bail!("{flag} {pos} is outside the {} maze", grid.size());
        }
    }
    let solver = Solver::from(args.solver);
    let mut explored = Explored::default();
    let path = with_spinner("solving", || solver.search(grid, from, to, &mut explored))
        .with_context(|| format!("there is no path from {from} to {to}"))?;
    note!(
        "{}: {} steps from {from} to {to}, {} of {} cells explored",
        solver.name(),
        path.len(),
        explored.cells(),
        grid.cell_count()
    );
    if output.format == Format::Json {
        let solution = Solution {
            solver: solver.name(),
            from,
            to,
            steps: path.len(),
            explored: explored.cells(),
            moves: path.to_wasd(),
        };
        return output.write_with(|out| {
            serde_json::to_writer_pretty(&mut *out, &solution)?;
            Ok(writeln!(out)?)
        });
    }
    let overlay = Overlay::none()
        .with_path(&maze, &path)
        .with_mark(from, MarkKind::Start)
        .with_mark(to, MarkKind::Goal);
    with_spinner("writing", || output.write_maze(&maze, &overlay))
}

/// `maze solve` on a maze of another shape or with a mask: from its start to its goal.
fn run_shaped(args: &SolveArgs, output: &Output, maze: &ShapeMaze) -> anyhow::Result<()> {
    if args.from.is_some() || args.to.is_some() {
        bail!(
            "--from and --to name square cells; a shaped maze is solved from its start to its goal"
        );
    }
    let solver = Solver::from(args.solver);
    let (from, to) = (maze.start(), maze.goal());
    let path = with_spinner("solving", || {
        maze::shape::solve::solve(maze, solver, from, to)
    })
    .context("there is no path from the start to the goal")?;
    let steps = path.len() - 1;
    note!(
        "{}: {steps} steps from the start to the goal",
        solver.name()
    );
    let lattice = maze.lattice();
    let what = match lattice.mask() {
        Some(_) => format!("masked {}", lattice.shape().kind()),
        None => lattice.shape().kind().to_string(),
    };
    let format = crate::shaped::format(lattice.shape().kind(), &what, &args.output, output)?;
    if format != Format::Json {
        let overlay = ShapeOverlay::solution(Some(path));
        return output.write_shaped(format, &[(maze, &overlay)]);
    }
    output.write_with(|out| {
        let solution = ShapedSolution {
            solver: solver.name(),
            steps,
            cells: path.iter().map(|&c| lattice.shape_cell(c)).collect(),
        };
        serde_json::to_writer_pretty(&mut *out, &solution)?;
        writeln!(out)?;
        Ok(())
    })
}
