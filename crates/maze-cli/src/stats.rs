//! `maze stats`.

use std::io::{self, Write};

use mazes::Maze;
use mazes::metrics::{Analysis, Difficulty, Metrics};
use mazes::shape::{Shape, ShapeKind};

use crate::cli::StatsArgs;
use crate::input::read_maze;

/// What `maze stats --json` prints: the maze's identity and its metrics.
#[derive(serde::Serialize)]
struct Report {
    shape: ShapeKind,
    /// Columns and rows; `null` for polar mazes, which have rings.
    width: Option<u32>,
    height: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rings: Option<u32>,
    /// Levels joined by stairs, in a 3-D maze (each level `width` × `height` or `rings`).
    #[serde(skip_serializing_if = "Option::is_none")]
    levels: Option<u32>,
    /// Where one passage runs under another, in a weave maze.
    #[serde(skip_serializing_if = "Option::is_none")]
    crossings: Option<usize>,
    /// True when a mask switched cells off.
    masked: bool,
    wrap: mazes::Wrap,
    algorithm: Option<&'static str>,
    seed: Option<u64>,
    #[serde(flatten)]
    metrics: Metrics,
    /// The closer look, on square cells.
    #[serde(flatten)]
    analysis: Option<Analysis>,
    /// How hard it is to solve, on a perfect maze with a start and a goal.
    difficulty: Option<Difficulty>,
}

/// Reads a maze of any shape and prints its measurements.
pub fn run(args: StatsArgs) -> anyhow::Result<()> {
    let maze = read_maze(&args.file)?;
    // The searches keep up to three bits a cell beside the passages, plus their frontiers; the
    // analysis a byte a cell, and twelve more to find the bottlenecks of a maze with loops.
    let cells = maze.cell_count() as f64;
    let what = format!("measuring a {} maze", maze.shape().size_text());
    crate::memory::ensure_available(cells * 1.2, &what)?;
    let metrics = crate::activity::with_spinner("measuring", || Metrics::of(&maze));
    if !metrics.perfect {
        crate::memory::ensure_available(cells * 13.2, &what)?;
    }
    let (analysis, difficulty) =
        crate::activity::with_spinner("analysing", || (Analysis::of(&maze), Difficulty::of(&maze)));
    if args.json {
        let report = Report::of(&maze, metrics, analysis, difficulty);
        let json = serde_json::to_string_pretty(&report)?;
        return crate::output::to_stdout(|out| writeln!(out, "{json}"));
    }
    let measured = Measured {
        size: size_words(&maze, metrics.cells),
        provenance: (maze.algorithm(), maze.seed()),
        metrics: &metrics,
        analysis: &analysis,
        difficulty,
        has_ends: maze.start().is_some(),
        square: maze.shape().kind() == ShapeKind::Square,
    };
    crate::output::to_stdout(|out| measured.write(out))
}

impl Report {
    /// The report on `maze`, with its measures.
    fn of(
        maze: &Maze,
        metrics: Metrics,
        analysis: Analysis,
        difficulty: Option<Difficulty>,
    ) -> Report {
        let (shape, levels) = match maze.shape() {
            Shape::Levels(l) => (l.base(), Some(l.levels())),
            flat => (flat, None),
        };
        let columns_rows = shape.columns_rows();
        Report {
            levels,
            crossings: match shape {
                Shape::Weave(weave) => Some(weave.crossings().len()),
                _ => None,
            },
            shape: shape.kind(),
            width: columns_rows.map(|s| s.width),
            height: columns_rows.map(|s| s.height),
            rings: match shape {
                Shape::Polar(p) => Some(p.rings()),
                _ => None,
            },
            masked: maze.mask().is_some(),
            wrap: match shape {
                Shape::Square(s) => s.wrap(),
                _ => mazes::Wrap::None,
            },
            algorithm: maze.algorithm().map(|a| a.name()),
            seed: maze.seed(),
            metrics,
            analysis: Some(analysis),
            difficulty,
        }
    }
}

/// The size line's words: a whole rectangle of squares by its size and wrapping, any other
/// maze by its shape, size and mask.
fn size_words(maze: &Maze, cells: u64) -> String {
    if let Some(grid) = maze.grid() {
        let wrap = match grid.wrap() {
            mazes::Wrap::None => "bounded".to_owned(),
            other => format!("wraps in {other}"),
        };
        return format!("{}, {cells} cells, {wrap}", grid.size());
    }
    let shape = maze.shape();
    let masked = if maze.mask().is_some() {
        ", masked"
    } else {
        ""
    };
    // A weave's passages under its bridges are cells of their own: say so.
    let under = match shape {
        mazes::shape::Shape::Weave(weave) => match weave.crossings().len() {
            0 => String::new(),
            1 => " (1 of them a passage under a bridge)".to_owned(),
            n => format!(" ({n} of them passages under bridges)"),
        },
        _ => String::new(),
    };
    format!(
        "{} {}, {cells} cells{under}{masked}",
        shape.describe(),
        shape.size_text()
    )
}

/// What `maze stats` says of a maze, whatever its shape.
struct Measured<'a> {
    /// The maze's size, in words.
    size: String,
    provenance: (Option<mazes::Algorithm>, Option<u64>),
    metrics: &'a Metrics,
    analysis: &'a Analysis,
    difficulty: Option<Difficulty>,
    /// Whether it has a start and a goal.
    has_ends: bool,
    /// Whether its cells are squares, whose junctions have names (T-junctions, crossroads).
    square: bool,
}

impl Measured<'_> {
    /// The lines of `maze stats`.
    fn write(&self, out: &mut dyn Write) -> io::Result<()> {
        let Measured {
            size,
            provenance,
            metrics,
            analysis: a,
            difficulty,
            has_ends,
            square,
        } = self;
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let made_by = match provenance {
            (Some(a), Some(s)) => format!("{a}, seed {s}"),
            (Some(a), None) => a.to_string(),
            (None, Some(s)) => format!("seed {s}"),
            (None, None) => "unknown".to_owned(),
        };
        writeln!(out, "size        {size}")?;
        writeln!(out, "made by     {made_by}")?;
        writeln!(out, "passages    {}", metrics.passages)?;
        writeln!(
            out,
            "dead ends   {} ({:.1} %)",
            metrics.dead_ends, metrics.dead_end_percent
        )?;
        write_lengths(out, a)?;
        writeln!(out, "junctions   {}", metrics.junctions)?;
        let (three, four) = if *square {
            ("T-junctions", "crossroads")
        } else {
            ("three-way junctions", "four-way or more")
        };
        writeln!(
            out,
            "cell kinds  {} straight, {} turns, {} {three}, {} {four}{}",
            a.straightaways,
            a.turns,
            a.t_junctions,
            a.crossroads,
            match a.isolated {
                0 => String::new(),
                n => format!(", {n} walled in"),
            }
        )?;
        writeln!(
            out,
            "corridors   {}, the longest {} steps; river {:.1} steps a corridor",
            a.corridors, a.longest_corridor, a.river
        )?;
        writeln!(out, "connected   {}", yes_no(metrics.connected))?;
        writeln!(out, "perfect     {}", yes_no(metrics.perfect))?;
        match (metrics.solution_length, metrics.solution_percent) {
            (Some(steps), Some(percent)) => {
                writeln!(out, "solution    {steps} steps ({percent:.1} % of cells)")?;
            }
            _ if *has_ends => writeln!(out, "solution    none: the goal cannot be reached")?,
            _ => writeln!(out, "solution    none: the maze has no start and goal")?,
        }
        if let (Some(cells), Some(decisions), Some(percent)) =
            (a.bottlenecks, a.decisions, a.decision_percent)
        {
            let steps = metrics.solution_length.unwrap_or(0);
            writeln!(
                out,
                "decisions   {decisions} of the solution's {steps} steps ({percent:.1} %) are at junctions"
            )?;
            writeln!(
                out,
                "bottlenecks {cells} cells every way from start to goal crosses"
            )?;
        }
        if let Some(d) = difficulty {
            writeln!(
                out,
                "difficulty  {:.1} steps expected of an explorer, {:.2}× the solution",
                d.expected_steps,
                d.ratio()
            )?;
        }
        match metrics.diameter {
            Some(d) => writeln!(out, "diameter    {d} steps (the longest shortest path)")?,
            None => writeln!(out, "diameter    not measured: the maze is not perfect")?,
        }
        Ok(())
    }
}

/// The dead ends' corridors by length, under the dead-end line.
fn write_lengths(out: &mut dyn Write, a: &Analysis) -> io::Result<()> {
    if a.dead_ends_by_length.is_empty() {
        return Ok(());
    }
    let buckets: Vec<String> = a
        .dead_ends_by_length
        .iter()
        .map(|b| match (b.from, b.to) {
            (from, to) if from == to => format!("{from}: {}", b.count),
            (from, to) => format!("{from}–{to}: {}", b.count),
        })
        .collect();
    writeln!(
        out,
        "  by length {} (steps to a junction)",
        buckets.join(", ")
    )
}
