//! `maze generate`.

use std::time::Instant;

use anyhow::{Context, bail};
use mazes::generate::rows::RowMaker;
use mazes::render::Drawing;
use mazes::render::Overlay;
use mazes::solve::Solver;
use mazes::stream::StreamFormat;
use mazes::{Maze, Progress, Size};

use crate::activity::{LazyBar, with_spinner};
use crate::cli::{Format, GenerateArgs, OpeningsArg};
use crate::memory::check_fits;
use crate::output::Output;
use crate::recipe;

/// Generates a maze of any board as `args` say and writes it out.
pub fn run(args: GenerateArgs) -> anyhow::Result<()> {
    let output = Output::new(&args.output)?;
    let size = Size::new(args.width, args.height);
    if args.stream {
        return stream(&args, &output, size);
    }
    let shape = recipe::cells(&args)?;
    let squares = recipe::whole_squares(&args);
    let format = if squares {
        args.algorithm.supports(args.wrap)?;
        refuse_large_output(&args, output.format, size)?;
        check_fits(size, args.algorithm, args.solve)?;
        output.format
    } else {
        recipe::format_for_cells(&args, &shape, &output)?
    };
    let seed = args.seed.unwrap_or_else(rand::random);
    let builder = recipe::builder(&args, shape, seed)?;
    let started = Instant::now();
    let mazes = if squares {
        // Whole squares count their cells as they are carved.
        let mut bar = LazyBar::new("generating");
        let built = {
            let mut report = |done, total| bar.update(done, total);
            builder.build_with_progress(&mut Progress::new(size.cells(), &mut report))
        };
        bar.finish();
        vec![built?]
    } else {
        recipe::build(&args, &builder)?
    };
    let took = started.elapsed();
    // Only once the settings have proved good: nothing is printed before an error.
    match args.difficulty {
        Some(percentile) => tell_pick(&mazes[0], seed, percentile),
        None => crate::output::tell_seed(seed, args.seed),
    }
    if args.time {
        let cells = mazes.iter().map(|m| m.cell_count() as u64).sum();
        note!("{}", crate::rate::report(cells, took));
    }
    let overlays = mazes
        .iter()
        .map(|maze| overlay(&args, maze))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let pictures: Vec<Drawing<'_>> = mazes.iter().zip(&overlays).collect();
    with_spinner("writing", || output.write_pictures(format, &pictures))
}

/// What is drawn over `maze`: its start and goal, and with `--solve` the way between them.
fn overlay(args: &GenerateArgs, maze: &Maze) -> anyhow::Result<Overlay> {
    let overlay = Overlay::ends(maze);
    if !args.solve {
        return Ok(overlay);
    }
    let Some((start, goal)) = maze.ends() else {
        bail!("--solve needs a start and a goal, and --openings none has neither");
    };
    let way = with_spinner("solving", || Solver::Bfs.way(maze, start, goal));
    let way = way.with_context(|| match maze.endpoints() {
        Some((start, goal)) => format!("there is no path from {} to {}", start.cell, goal.cell),
        None => "there is no path from the start to the goal".to_owned(),
    })?;
    Ok(overlay.with_way(maze, way))
}

/// Which of the candidates `--difficulty` picked, and how to build it again.
fn tell_pick(maze: &mazes::Maze, first: u64, percentile: u8) {
    let Some(chosen) = maze.seed() else { return };
    let last = first.wrapping_add(mazes::DIFFICULTY_CANDIDATES - 1);
    let expected = mazes::metrics::Difficulty::of(maze)
        .map(|d| format!(", {:.1} steps expected of an explorer", d.expected_steps))
        .unwrap_or_default();
    note!(
        "difficulty percentile {percentile} of seeds {first}–{last}: seed {chosen}{expected} \
         (reproduce with --seed {chosen})"
    );
}

/// Refuses output past [`LARGE_OUTPUT`] unless `--force`, naming its size and the ways on.
fn refuse_large_output(args: &GenerateArgs, format: Format, size: Size) -> anyhow::Result<()> {
    let bytes = crate::output::estimated_bytes(format, size);
    if args.force || bytes <= crate::output::LARGE_OUTPUT {
        return Ok(());
    }
    // Only some formats are written a row at a time: the others are offered no `--stream`.
    let streams = matches!(format, Format::Ascii | Format::Png | Format::Bin);
    let ways = if streams {
        "use --stream with eller, sidewinder or binary-tree to write it a row at a time, a \
         smaller size, or --force"
    } else {
        "choose a smaller size, or --force (only ascii, png and bin are written a row at a time, \
         with --stream)"
    };
    anyhow::bail!(
        "a {size} maze in {} would take about {}; {ways}",
        format.name(),
        crate::memory::human_bytes(bytes)
    )
}

/// `--stream`: generates and writes the maze a row at a time.
fn stream(args: &GenerateArgs, output: &Output, size: Size) -> anyhow::Result<()> {
    if !RowMaker::supports(args.algorithm) {
        anyhow::bail!(
            "--stream needs an algorithm that works a row at a time (eller, sidewinder or binary-tree), not {}",
            args.algorithm
        );
    }
    if args.openings != OpeningsArg::Corners {
        anyhow::bail!("--stream always puts the openings in the corners");
    }
    let format = match output.format {
        Format::Ascii => StreamFormat::Ascii,
        Format::Png => StreamFormat::Png(output.png_options(size.width, size.height)),
        Format::Bin | Format::None => StreamFormat::Bin,
        other => anyhow::bail!("--stream writes ascii, png or bin, not {}", other.name()),
    };
    crate::memory::check_stream_fits(size.width, args.algorithm, format)?;
    let seed = args.seed.unwrap_or_else(rand::random);
    crate::output::tell_seed(seed, args.seed);
    // Into a pipe, the reader (`maze check -`) shows the progress, and the pipe holds several
    // rows so that both ends work at once.
    crate::pipe::widen_stdout();
    let mut bar = LazyBar::new("streaming").hidden_if(crate::activity::stdout_is_pipe());
    let started = Instant::now();
    let streamed = {
        let mut report = |done, total| bar.update(done, total);
        let mut progress = Progress::new(size.cells(), &mut report);
        if output.format == Format::None {
            mazes::stream::stream(
                std::io::sink(),
                args.algorithm,
                size,
                seed,
                format,
                &mut progress,
            )
            .map_err(anyhow::Error::from)
        } else {
            output.write_with(|out| {
                Ok(mazes::stream::stream(
                    out,
                    args.algorithm,
                    size,
                    seed,
                    format,
                    &mut progress,
                )?)
            })
        }
    };
    bar.finish();
    streamed?;
    if args.time {
        note!("{}", crate::rate::report(size.cells(), started.elapsed()));
    }
    Ok(())
}
