//! `maze infinite`: windows of the perfect maze of 2⁶⁴ × 2⁶⁴ cells, and the ways across it.

use anyhow::Context;
use mazes::infinite::{Cell, InfiniteMaze};
use mazes::render::{MarkKind, Overlay};
use mazes::{Direction, Size};

use crate::cli::{InfiniteAction, InfiniteArgs, InfiniteSolveArgs, InfiniteWindowArgs};
use crate::output::{Output, tell_seed, to_stdout};

/// Runs `maze infinite`.
pub fn run(args: InfiniteArgs) -> anyhow::Result<()> {
    match args.action {
        Some(InfiniteAction::Solve(solve)) => solve_way(&solve),
        None => draw(&args.window),
    }
}

/// The plane of the seed asked for, or of a random one (told on standard error).
fn plane(window: &InfiniteWindowArgs) -> InfiniteMaze {
    let seed = window.seed.unwrap_or_else(rand::random);
    tell_seed(seed, window.seed);
    InfiniteMaze::new(seed)
}

fn size(window: &InfiniteWindowArgs) -> Size {
    Size::new(window.width, window.height)
}

/// Draws the window asked for.
fn draw(window: &InfiniteWindowArgs) -> anyhow::Result<()> {
    let output = Output::new(&window.output)?;
    fits(&output, size(window))?;
    let plane = plane(window);
    let at = window.at.unwrap_or_default();
    let maze = plane
        .window(at, size(window))
        .context("could not draw that window")?;
    output.write_maze(&maze, &Overlay::none())
}

/// Refuses a window whose passages would not fit in memory, or whose picture would pass
/// [`LARGE_OUTPUT`](crate::output::LARGE_OUTPUT).
fn fits(output: &Output, size: Size) -> anyhow::Result<()> {
    // Two bits a cell for the window's passages, and room to draw them.
    crate::memory::ensure_available(size.cells() as f64 / 2.0, &format!("a {size} window"))?;
    let bytes = crate::output::estimated_bytes(output.format, size);
    if bytes > crate::output::LARGE_OUTPUT {
        anyhow::bail!(
            "a {size} window in {} would take about {}; draw a smaller window (or several)",
            output.format.name(),
            crate::memory::human_bytes(bytes)
        );
    }
    Ok(())
}

/// Measures the way between two cells, lists its ends and draws it if asked.
fn solve_way(args: &InfiniteSolveArgs) -> anyhow::Result<()> {
    let mut plane = plane(&args.window);
    let (from, to) = (args.from, args.to);
    let length = plane.distance(from, to);
    let count = args.steps as usize;
    let first = plane.steps(from, to, count);
    let mut last: Vec<Direction> = plane
        .steps(to, from, count)
        .into_iter()
        .map(Direction::opposite)
        .collect();
    last.reverse();
    let mut summary = format!(
        "the way from {from} to {to} (seed {}): {length} passages{}\n",
        plane.seed(),
        about(length)
    );
    if length <= u128::from(args.steps) {
        summary += &format!("every step: {}\n", names(&first));
    } else {
        summary += &format!("first {} steps: {}\n", first.len(), names(&first));
        summary += &format!("last {} steps: {}\n", last.len(), names(&last));
    }
    if !args.draw {
        return print(&summary);
    }
    let output = Output::new(&args.window.output)?;
    fits(&output, size(&args.window))?;
    // The picture may be going to standard output: the summary then goes to standard error.
    if args.window.output.output.is_some() {
        print(&summary)?;
    } else {
        note!("{}", summary.trim_end());
    }
    let size = size(&args.window);
    let at = args
        .window
        .at
        .unwrap_or_else(|| around(midpoint(from, to, size), size));
    let maze = plane
        .window(at, size)
        .context("could not draw that window")?;
    let ways = plane.way_in_window(from, to, at, size)?;
    let mut overlay = Overlay::none();
    for way in &ways {
        overlay = overlay.with_path(&maze, way);
    }
    for (cell, kind) in [(from, MarkKind::Start), (to, MarkKind::Goal)] {
        if let Some(pos) = offset(cell, at, size) {
            let cell = pos.y as usize * size.width as usize + pos.x as usize;
            overlay = overlay.with_mark(cell, kind);
        }
    }
    output.write_maze(&maze, &overlay)
}

/// Writes `text` to standard output.
fn print(text: &str) -> anyhow::Result<()> {
    to_stdout(|out| out.write_all(text.as_bytes()))
}

/// " (about 1.2e21)" for lengths too long to read at a glance, else nothing.
fn about(length: u128) -> String {
    if length < 1_000_000 {
        return String::new();
    }
    format!(" (about {:.1e})", length as f64)
}

/// Steps as compass words.
fn names(steps: &[Direction]) -> String {
    let words: Vec<&str> = steps.iter().map(|dir| dir.name()).collect();
    words.join(" ")
}

/// Where to centre a window of `size` on a way: between its ends when both fit in it, else on
/// its start.
fn midpoint(from: Cell, to: Cell, size: Size) -> Cell {
    let fits = |a: u64, b: u64, len: u32| a.abs_diff(b) < u64::from(len);
    if fits(from.x, to.x, size.width) && fits(from.y, to.y, size.height) {
        let middle = |a: u64, b: u64| a.min(b) + a.abs_diff(b) / 2;
        Cell::new(middle(from.x, to.x), middle(from.y, to.y))
    } else {
        from
    }
}

/// The window of `size` with `cell` as near its centre as the plane's edges allow.
fn around(cell: Cell, size: Size) -> Cell {
    let start = |v: u64, len: u32| {
        let len = u64::from(len);
        v.saturating_sub(len / 2).min(u64::MAX - (len - 1))
    };
    Cell::new(start(cell.x, size.width), start(cell.y, size.height))
}

/// Where `cell` is in the window of `size` at `at`, if it is in it.
fn offset(cell: Cell, at: Cell, size: Size) -> Option<mazes::Pos> {
    let dx = u32::try_from(cell.x.checked_sub(at.x)?).ok()?;
    let dy = u32::try_from(cell.y.checked_sub(at.y)?).ok()?;
    (dx < size.width && dy < size.height).then_some(mazes::Pos::new(dx, dy))
}
