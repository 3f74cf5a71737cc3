//! `maze solve`.

use anyhow::{Context, bail};
use maze::render::{MarkKind, Overlay};
use maze::solve::{Explored, Solver};

use crate::activity::with_spinner;
use crate::cli::{Format, SolveArgs};
use crate::input::read_maze;
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

/// Reads a maze, solves it and writes the result.
pub fn run(args: SolveArgs) -> anyhow::Result<()> {
    let output = Output::new(&args.output)?;
    let maze = read_maze(&args.file)?;
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
