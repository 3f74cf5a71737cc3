//! The maze formats: bin, JSON and ASCII.

use maze::format::{self, bin};
use maze::render::Overlay;

/// The most cells a target builds a maze of: bigger claims are for the resource tests.
const MOST_CELLS: u64 = 1 << 16;

/// A bin file: one that reads writes back to the same maze, and `check` agrees with the
/// in-memory perfectness test on it.
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
    let report = bin::check(data, &mut maze::Progress::none()).expect("a file that reads checks");
    let grid = maze.grid();
    assert_eq!(report.perfect, maze::metrics::is_perfect(grid));
    assert_eq!(report.passages, grid.passage_count());
    assert_eq!(report.cells, grid.cell_count());
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

/// An ASCII maze: one that reads draws back (with its ends) to the same walls and ends.
pub fn ascii_maze(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(maze) = format::ascii::from_ascii(text) else {
        return;
    };
    let mut drawn = Vec::new();
    maze::render::write_ascii(&mut drawn, &maze, &Overlay::ends(&maze)).expect("drawing works");
    let drawn = String::from_utf8(drawn).expect("ASCII is text");
    let again = format::ascii::from_ascii(&drawn).expect("a drawn maze reads back");
    assert_eq!(again.grid(), maze.grid());
    assert_eq!(again.ends(), maze.ends());
}
