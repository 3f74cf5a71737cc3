//! Unicode box drawing: half the width of the ASCII picture, with joined corners.
//!
//! A maze of W×H cells is `2H+1` lines of `2W+1` characters: corners are box-drawing junctions
//! (`┌ ┬ ┼ ╴` …) chosen by the walls that meet there, walls are `─` and `│`, and each cell is
//! one character: its mark, `·` on the path, or a space. Marks and the path can be coloured
//! with ANSI escapes for terminals.

use std::io::{self, Write};

use super::{MarkKind, Overlay, Rgb, WallSource, Walls};
use crate::{Maze, Pos};

/// How to draw Unicode pictures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnicodeOptions {
    /// Colour marks and the path with 24-bit ANSI escapes.
    pub color: bool,
}

/// The Unicode picture of `maze`, each line ending in a newline.
pub fn unicode(maze: &Maze, overlay: &Overlay, options: UnicodeOptions) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_unicode(&mut out, maze, overlay, options);
    String::from_utf8_lossy(&out).into_owned()
}

/// Junctions indexed by the walls meeting at a corner: up 1, right 2, down 4, left 8.
const JUNCTIONS: [char; 16] = [
    ' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
];

/// Writes the Unicode picture of `maze` to `out`, a line at a time.
pub fn write_unicode<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> io::Result<()> {
    let walls = Walls::new(maze);
    let (width, height) = (maze.grid().width(), maze.grid().height());
    let mut line = String::new();
    for y in 0..=height {
        line.clear();
        for x in 0..=width {
            line.push(JUNCTIONS[walls.corner(x, y)]);
            if x < width {
                line.push(if walls.horizontal(x, y) { '─' } else { ' ' });
            }
        }
        line.push('\n');
        out.write_all(line.as_bytes())?;
        if y == height {
            break;
        }
        line.clear();
        for x in 0..=width {
            line.push(if walls.vertical(x, y) { '│' } else { ' ' });
            if x < width {
                push_cell(&mut line, overlay, Pos::new(x, y), options);
            }
        }
        line.push('\n');
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

fn push_cell(line: &mut String, overlay: &Overlay, pos: Pos, options: UnicodeOptions) {
    let (symbol, color) = match overlay.mark_at(pos) {
        Some(kind) => (kind.symbol(), kind.color()),
        None if overlay.on_path(pos) => ('·', MarkKind::Start.color()),
        None => (' ', Rgb::WALL),
    };
    if options.color && symbol != ' ' {
        let Rgb(r, g, b) = color;
        line.push_str(&format!("\x1b[1;38;2;{r};{g};{b}m{symbol}\x1b[0m"));
    } else {
        line.push(symbol);
    }
}
