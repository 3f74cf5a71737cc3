//! The ASCII format: exact, so that other tools can read it back.
//!
//! A maze of W×H cells is `2H+1` lines of `4W+1` characters. Corners are `+`; a horizontal wall
//! is `---` and an open one three spaces; a vertical wall is `|` and an open one a space. A cell
//! is three characters, spaces unless marked in the middle one (`S` start, `G` goal, `.` path,
//! or a player's symbol). Doors and, on wrapping mazes, passages that wrap show as gaps in the
//! border.

use std::io::{self, Write};

use super::{Overlay, WallSource};

/// Writes the ASCII picture of the walls of `walls`, a line at a time.
pub(crate) fn write_walls<W: Write + ?Sized, S: WallSource>(
    out: &mut W,
    walls: &S,
    overlay: &Overlay,
) -> io::Result<()> {
    let mut line = String::new();
    for y in 0..walls.height() {
        write_wall_line(out, walls, y, &mut line)?;
        write_cell_line(out, walls, y, overlay, &mut line)?;
    }
    write_wall_line(out, walls, walls.height(), &mut line)
}

/// Writes the line of corners and horizontal walls above row `y` (`y` = height: the bottom).
pub(crate) fn write_wall_line<W: Write + ?Sized, S: WallSource>(
    out: &mut W,
    walls: &S,
    y: u32,
    line: &mut String,
) -> io::Result<()> {
    line.clear();
    let corner = |x| [" ", "+"][usize::from(walls.corner_shown(x, y))];
    for x in 0..walls.width() {
        line.push_str(corner(x));
        line.push_str(["   ", "---"][usize::from(walls.horizontal(x, y))]);
    }
    line.push_str(corner(walls.width()));
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// Writes the line through the cells of row `y`.
pub(crate) fn write_cell_line<W: Write + ?Sized, S: WallSource>(
    out: &mut W,
    walls: &S,
    y: u32,
    overlay: &Overlay,
    line: &mut String,
) -> io::Result<()> {
    line.clear();
    let width = walls.width();
    for x in 0..width {
        // By table, not by branch: walls come as good as at random, and a branch on them is
        // mispredicted half the time.
        line.push([' ', '|'][usize::from(walls.vertical(x, y))]);
        line.push(' ');
        line.push(cell_symbol(overlay, walls.cell(x, y)));
        line.push(' ');
    }
    line.push(if walls.vertical(width, y) { '|' } else { ' ' });
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// The middle character of a cell: its mark, a path dot, or a space.
fn cell_symbol(overlay: &Overlay, cell: usize) -> char {
    match overlay.mark_at(cell) {
        Some(kind) => kind.symbol(),
        None if overlay.on_path(cell) => '.',
        None => ' ',
    }
}
