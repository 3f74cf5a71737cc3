//! The maze formats: bin, JSON and ASCII.

use mazes::Pos;
use mazes::format::{self, bin};
use mazes::metrics::Metrics;
use mazes::render::Overlay;
use mazes::shape::Shape;

/// The most cells a target builds a maze of: bigger claims are for the resource tests.
const MOST_CELLS: u64 = 1 << 16;

/// A bin file: one that reads writes back to the same maze; `check` agrees with an in-memory
/// perfectness test (connected, one passage fewer than cells) that shares none of its code; and
/// `stats` agrees with counting and searching.
pub fn bin_maze(data: &[u8]) {
    let Ok(header) = bin::Header::read(&mut &data[..]) else {
        return;
    };
    if header.size.cells() > MOST_CELLS {
        return;
    }
    let Ok(maze) = bin::read_bin(data) else {
        return;
    };
    let mut written = Vec::new();
    bin::write_bin(&mut written, &maze).expect("writing to memory works");
    let again = bin::read_bin(written.as_slice()).expect("a written bin file reads back");
    assert_eq!(again, maze);
    let report = bin::check(data, &mut mazes::Progress::none()).expect("a file that reads checks");
    let grid = maze.grid().expect("a bin file holds a grid");
    let connected = mazes::solve::reachable(grid, Pos::new(0, 0)).len() == grid.cell_count();
    let perfect = connected && grid.passage_count() + 1 == grid.cell_count();
    assert_eq!(report.perfect, perfect);
    assert_eq!(report.passages, grid.passage_count());
    assert_eq!(report.cells, grid.cell_count());
    check_stats(&maze, perfect);
}

/// The most cells whose diameter is checked against every pair's distance.
const MOST_PAIRED: u64 = 64;

/// `stats` on a maze: its perfectness, its counts, and on small perfect mazes the diameter as
/// the longest of every pair's shortest path.
fn check_stats(maze: &mazes::Maze, perfect: bool) {
    let grid = maze.grid().expect("a square maze");
    let stats = Metrics::of(maze);
    assert_eq!(stats.perfect, perfect);
    assert_eq!(stats.cells, grid.cell_count());
    assert_eq!(stats.passages, grid.passage_count());
    assert!(stats.dead_ends + stats.junctions <= stats.cells);
    assert_eq!(stats.diameter.is_some(), perfect);
    let analysis = mazes::metrics::Analysis::of(maze);
    let kinds = analysis.isolated
        + analysis.straightaways
        + analysis.turns
        + analysis.t_junctions
        + analysis.crossroads;
    assert_eq!(kinds + stats.dead_ends, stats.cells);
    assert_eq!(
        analysis.decisions.is_some(),
        stats.solution_length.is_some()
    );
    if let (Some(diameter), Some(solution)) = (stats.diameter, stats.solution_length) {
        assert!(solution <= diameter);
    }
    if let Some(diameter) = stats.diameter.filter(|_| grid.cell_count() <= MOST_PAIRED) {
        let longest = grid
            .cells()
            .flat_map(|a| grid.cells().map(move |b| (a, b)))
            .filter_map(|(a, b)| mazes::solve::bfs(grid, a, b))
            .map(|path| path.len() as u64)
            .max();
        assert_eq!(Some(diameter), longest);
    }
}

/// A JSON maze: one that reads writes back to the same maze.
pub fn json_maze(data: &[u8]) {
    let Ok(maze) = format::read_json(data) else {
        return;
    };
    let mut written = Vec::new();
    format::write_json(&mut written, &maze).expect("writing to memory works");
    let again = format::read_json(written.as_slice()).expect("written JSON reads back");
    assert_eq!(again, maze);
}

/// A maze of any shape in JSON version 2: one that reads writes back to the same maze; it
/// measures, solves (every solver the same length) and draws (SVG, PNG, and text for square
/// cells) without a panic. Shapes over 4096 cells are only read, to keep runs fast.
pub fn shape_json_maze(data: &[u8]) {
    use mazes::format::{from_json, to_json};
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(maze) = from_json(text) else {
        return;
    };
    let again = from_json(&to_json(&maze)).expect("written JSON reads back");
    assert_eq!(again, maze);
    if maze.cell_count() > 4096 {
        return;
    }
    let metrics = mazes::metrics::Metrics::of(&maze);
    assert_eq!(metrics.cells, maze.cell_count() as u64);
    // A file without ends has no way to find, and is drawn all the same.
    let (from, to) = maze.ends().unwrap_or((0, 0));
    let shortest = mazes::solve::shortest_way(&maze, from, to).map(|p| p.len());
    for solver in mazes::solve::Solver::ALL
        .into_iter()
        .filter(|s| s.on_every_shape())
    {
        let path = solver.way(&maze, from, to);
        assert_eq!(path.is_some(), shortest.is_some(), "{solver}");
        if solver != mazes::solve::Solver::Dfs {
            assert_eq!(path.map(|p| p.len()), shortest, "{solver}");
        }
    }
    let overlay = mazes::render::Overlay::ends(&maze).with_way(
        &maze,
        mazes::solve::shortest_way(&maze, from, to)
            .into_iter()
            .flatten(),
    );
    let svg = mazes::render::svg(&maze, &overlay, mazes::render::SvgOptions::default());
    assert!(svg.ends_with("</svg>\n"));
    let options = mazes::render::PngOptions {
        cell: 3,
        wall: 1,
        ..mazes::render::PngOptions::default()
    };
    mazes::render::write_png(&mut Vec::new(), &maze, &overlay, options).expect("draws");
    if let Shape::Square(_) = maze.shape() {
        mazes::render::ascii(&maze, &overlay).expect("square cells have text");
    }
}

/// An ASCII maze: one that reads draws back (with its ends) to the same walls and ends.
pub fn ascii_maze(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(maze) = format::ascii::from_ascii(text) else {
        return;
    };
    let mut drawn = Vec::new();
    mazes::render::write_ascii(&mut drawn, &maze, &Overlay::ends(&maze)).expect("drawing works");
    let drawn = String::from_utf8(drawn).expect("ASCII is text");
    let again = format::ascii::from_ascii(&drawn).expect("a drawn maze reads back");
    assert_eq!(again.grid(), maze.grid());
    assert_eq!(again.ends(), maze.ends());
}
