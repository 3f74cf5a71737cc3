//! SVG pictures: crisp at any zoom, with the path as a line and marks as coloured discs.

use std::io::{self, Write};

use super::{Overlay, Rgb, WallSource, Walls};
use crate::{Maze, Pos};

/// How to draw SVG pictures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SvgOptions {
    /// The side of a cell, in SVG units (pixels at 100 % zoom).
    pub cell: f64,
    /// The thickness of a wall.
    pub wall: f64,
}

impl Default for SvgOptions {
    /// 16-unit cells with 2-unit walls.
    fn default() -> Self {
        SvgOptions {
            cell: 16.0,
            wall: 2.0,
        }
    }
}

/// The SVG document of `maze`.
pub fn svg(maze: &Maze, overlay: &Overlay, options: SvgOptions) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_svg(&mut out, maze, overlay, options);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the SVG document of `maze` to `out`.
pub fn write_svg<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: SvgOptions,
) -> io::Result<()> {
    let SvgOptions { cell, wall } = options;
    let grid = maze.grid();
    let (width, height) = (grid.width(), grid.height());
    let margin = wall;
    let px = |n: u32| margin + f64::from(n) * cell;
    let (w, h) = (px(width) + margin, px(height) + margin);
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    )?;
    writeln!(
        out,
        r#"<rect width="100%" height="100%" fill="{}"/>"#,
        Rgb::FLOOR.hex()
    )?;
    let centre = |p: Pos| (px(p.x) + cell / 2.0, px(p.y) + cell / 2.0);
    for path in overlay.paths() {
        write!(
            out,
            r#"<path fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round" d=""#,
            Rgb::PATH.hex(),
            cell / 3.0
        )?;
        let mut previous: Option<Pos> = None;
        for pos in path.cells(grid) {
            let (cx, cy) = centre(pos);
            // Steps across a wrapping edge start a new stroke instead of crossing the maze.
            let adjacent = previous.is_some_and(|p| p.x.abs_diff(pos.x) + p.y.abs_diff(pos.y) == 1);
            write!(out, "{}{cx} {cy}", if adjacent { "L" } else { "M" })?;
            previous = Some(pos);
        }
        writeln!(out, r#""/>"#)?;
    }
    let walls = Walls::new(maze);
    write!(
        out,
        r#"<path fill="none" stroke="{}" stroke-width="{wall}" stroke-linecap="square" d=""#,
        Rgb::WALL.hex()
    )?;
    for y in 0..=height {
        for (from, to) in runs(width, |x| walls.horizontal(x, y)) {
            write!(out, "M{} {}H{}", px(from), px(y), px(to))?;
        }
    }
    for x in 0..=width {
        for (from, to) in runs(height, |y| walls.vertical(x, y)) {
            write!(out, "M{} {}V{}", px(x), px(from), px(to))?;
        }
    }
    writeln!(out, r#""/>"#)?;
    for mark in overlay.marks() {
        let (cx, cy) = centre(mark.pos);
        writeln!(
            out,
            r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="{}"><title>{}</title></circle>"#,
            cell * 0.35,
            mark.kind.color().hex(),
            mark.kind.symbol()
        )?;
    }
    writeln!(out, "</svg>")
}

/// The runs `[from, to)` of consecutive `i` in `0..len` where `wall(i)` holds.
fn runs(len: u32, wall: impl Fn(u32) -> bool) -> Vec<(u32, u32)> {
    let mut found = Vec::new();
    let mut start = None;
    for i in 0..=len {
        match (start, i < len && wall(i)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                found.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    found
}
