//! `maze stats`.

use std::io::{self, Write};

use maze::Maze;
use maze::metrics::Metrics;

use crate::cli::StatsArgs;
use crate::input::read_maze;

/// What `maze stats --json` prints: the maze's identity and its metrics.
#[derive(serde::Serialize)]
struct Report {
    width: u32,
    height: u32,
    wrap: maze::Wrap,
    algorithm: Option<&'static str>,
    seed: Option<u64>,
    #[serde(flatten)]
    metrics: Metrics,
}

/// Reads a maze and prints its measurements.
pub fn run(args: StatsArgs) -> anyhow::Result<()> {
    let maze = read_maze(&args.file)?;
    // The searches keep up to three bits a cell beside the grid, plus their frontiers.
    let size = maze.grid().size();
    crate::memory::ensure_available(
        size.cells() as f64 * 0.4,
        &format!("measuring a {size} maze"),
    )?;
    let metrics = crate::activity::with_spinner("measuring", || Metrics::of(&maze));
    let grid = maze.grid();
    if args.json {
        let report = Report {
            width: grid.width(),
            height: grid.height(),
            wrap: grid.wrap(),
            algorithm: maze.algorithm().map(|a| a.name()),
            seed: maze.seed(),
            metrics,
        };
        let json = serde_json::to_string_pretty(&report)?;
        return crate::output::to_stdout(|out| writeln!(out, "{json}"));
    }
    crate::output::to_stdout(|out| write_text(out, &maze, &metrics))
}

/// The measurements as lines of text.
fn write_text(out: &mut dyn Write, maze: &Maze, metrics: &Metrics) -> io::Result<()> {
    let grid = maze.grid();
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let wrap = match grid.wrap() {
        maze::Wrap::None => "bounded".to_owned(),
        other => format!("wraps in {other}"),
    };
    let made_by = match (maze.algorithm(), maze.seed()) {
        (Some(a), Some(s)) => format!("{a}, seed {s}"),
        (Some(a), None) => a.to_string(),
        (None, Some(s)) => format!("seed {s}"),
        (None, None) => "unknown".to_owned(),
    };
    writeln!(
        out,
        "size        {}, {} cells, {wrap}",
        grid.size(),
        metrics.cells
    )?;
    writeln!(out, "made by     {made_by}")?;
    writeln!(out, "passages    {}", metrics.passages)?;
    writeln!(
        out,
        "dead ends   {} ({:.1} %)",
        metrics.dead_ends, metrics.dead_end_percent
    )?;
    writeln!(out, "junctions   {}", metrics.junctions)?;
    writeln!(out, "connected   {}", yes_no(metrics.connected))?;
    writeln!(out, "perfect     {}", yes_no(metrics.perfect))?;
    match (metrics.solution_length, metrics.solution_percent) {
        (Some(steps), Some(percent)) => {
            writeln!(out, "solution    {steps} steps ({percent:.1} % of cells)")?;
        }
        _ if maze.start().is_some() => {
            writeln!(out, "solution    none: the goal cannot be reached")?
        }
        _ => writeln!(out, "solution    none: the maze has no start and goal")?,
    }
    match metrics.diameter {
        Some(d) => writeln!(out, "diameter    {d} steps (the longest shortest path)")?,
        None => writeln!(out, "diameter    not measured: the maze is not perfect")?,
    }
    Ok(())
}
