//! SVG pictures: crisp at any zoom, with the path as a line and marks as coloured discs.

use std::io::{self, Write};

use super::{Colors, Heat, MarkKind, Overlay, WallSource, Walls};
use crate::pos::Pos;

/// How to draw SVG pictures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SvgOptions {
    /// The side of a cell, in SVG units (pixels at 100 % zoom).
    pub cell: f64,
    /// The thickness of a wall.
    pub wall: f64,
    /// The colours of the walls, the floor and the ways.
    pub colors: Colors,
}

impl Default for SvgOptions {
    /// 16-unit cells with 2-unit walls, in the default colours.
    fn default() -> Self {
        SvgOptions {
            cell: 16.0,
            wall: 2.0,
            colors: Colors::default(),
        }
    }
}

/// Writes the opening of an SVG document `w` by `h` units: the `<svg>` element and the floor
/// (in `colors.floor`) behind everything, as every SVG picture begins.
pub(crate) fn write_header<W: Write + ?Sized>(
    out: &mut W,
    w: f64,
    h: f64,
    colors: Colors,
) -> io::Result<()> {
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    )?;
    writeln!(
        out,
        r#"<rect width="100%" height="100%" fill="{}"/>"#,
        colors.floor.hex()
    )?;
    Ok(())
}

/// Writes the SVG document of the square maze whose walls are `walls`.
pub(crate) fn write_walls<W: Write + ?Sized>(
    out: &mut W,
    walls: &Walls<'_>,
    overlay: &Overlay,
    options: SvgOptions,
) -> io::Result<()> {
    let SvgOptions { cell, wall, colors } = options;
    let grid = walls.grid();
    let (width, height) = (grid.width(), grid.height());
    let margin = wall;
    let px = |n: u32| margin + f64::from(n) * cell;
    let legend = SvgLegend::new(overlay.legend(), cell, colors);
    let (maze_w, maze_h) = (px(width) + margin, px(height) + margin);
    let (w, h) = (maze_w.max(legend.width), maze_h + legend.height);
    write_header(out, w, h, colors)?;
    if overlay.has_heat() {
        // A rectangle for each run of cells of one colour along a row.
        for y in 0..height {
            let mut x = 0;
            while x < width {
                let level = overlay.heat_at(walls.cell(x, y));
                let run = (x..width)
                    .take_while(|&r| overlay.heat_at(walls.cell(r, y)) == level)
                    .count() as u32;
                if let Some(level) = level {
                    writeln!(
                        out,
                        r#"<rect x="{}" y="{}" width="{}" height="{cell}" fill="{}"/>"#,
                        px(x),
                        px(y),
                        f64::from(run) * cell,
                        Heat::colour(level).hex()
                    )?;
                }
                x += run;
            }
        }
    }
    let centre = |p: Pos| (px(p.x) + cell / 2.0, px(p.y) + cell / 2.0);
    for way in overlay.ways() {
        write!(
            out,
            r#"<path fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round" d=""#,
            colors.path.hex(),
            cell / 3.0
        )?;
        let mut previous: Option<Pos> = None;
        for pos in way.iter().map(|&cell| grid.pos(cell)) {
            let (cx, cy) = centre(pos);
            // Steps across a wrapping edge start a new stroke instead of crossing the maze.
            let adjacent = previous.is_some_and(|p| p.x.abs_diff(pos.x) + p.y.abs_diff(pos.y) == 1);
            write!(out, "{}{cx} {cy}", if adjacent { "L" } else { "M" })?;
            previous = Some(pos);
        }
        writeln!(out, r#""/>"#)?;
    }
    write!(
        out,
        r#"<path fill="none" stroke="{}" stroke-width="{wall}" stroke-linecap="square" d=""#,
        colors.wall.hex()
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
        let (cx, cy) = centre(grid.pos(mark.cell));
        writeln!(
            out,
            r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="{}"><title>{}</title></circle>"#,
            cell * 0.35,
            colors.paint(mark.kind.color()).hex(),
            mark.kind.symbol()
        )?;
    }
    legend.write(out, overlay.legend(), maze_h)?;
    writeln!(out, "</svg>")
}

/// The legend below the maze: a disc of each mark's colour and its label, in a row.
pub(crate) struct SvgLegend {
    /// The letters' size; the row is twice as tall.
    font: f64,
    /// The room the row takes across.
    pub(crate) width: f64,
    /// The room it takes down.
    pub(crate) height: f64,
    /// The letters' colour (the walls') and the swatches' colours.
    colors: Colors,
}

impl SvgLegend {
    /// The legend of `entries` for cells of `cell` units, in `colors`.
    pub(crate) fn new(entries: &[(MarkKind, String)], cell: f64, colors: Colors) -> SvgLegend {
        let font = (cell * 0.75).max(10.0);
        if entries.is_empty() {
            return SvgLegend {
                font,
                width: 0.0,
                height: 0.0,
                colors,
            };
        }
        let width = font / 2.0
            + entries
                .iter()
                .map(|(_, label)| SvgLegend::entry_width(font, label))
                .sum::<f64>();
        SvgLegend {
            font,
            width,
            height: 2.0 * font,
            colors,
        }
    }

    /// The room a row of captions (the levels' names) takes down: none without captions.
    pub(crate) fn captions_height(&self, captions: &[(f64, String)]) -> f64 {
        if captions.is_empty() {
            0.0
        } else {
            1.5 * self.font
        }
    }

    /// Writes each caption centred on its `x`, in a row whose top is `top`, in the legend's
    /// letters.
    pub(crate) fn write_captions<W: Write + ?Sized>(
        &self,
        out: &mut W,
        captions: &[(f64, String)],
        top: f64,
    ) -> io::Result<()> {
        let font = self.font;
        for (x, text) in captions {
            writeln!(
                out,
                r#"<text x="{x}" y="{}" text-anchor="middle" font-family="sans-serif" font-size="{font}" fill="{}">{}</text>"#,
                top + font * 1.1,
                self.colors.wall.hex(),
                escape(text)
            )?;
        }
        Ok(())
    }

    /// The room one entry takes: the disc, a gap, the label (letters about 0.6 em wide) and a
    /// gap before the next.
    fn entry_width(font: f64, label: &str) -> f64 {
        font * 1.3 + label.chars().count() as f64 * font * 0.6 + font
    }

    /// Writes the entries in a row whose top is `top`.
    pub(crate) fn write<W: Write + ?Sized>(
        &self,
        out: &mut W,
        entries: &[(MarkKind, String)],
        top: f64,
    ) -> io::Result<()> {
        let font = self.font;
        let middle = top + font;
        let mut x = font / 2.0;
        for (kind, label) in entries {
            writeln!(
                out,
                r#"<circle cx="{}" cy="{middle}" r="{}" fill="{}"/><text x="{}" y="{}" font-family="sans-serif" font-size="{font}" fill="{}">{}</text>"#,
                x + font * 0.4,
                font * 0.4,
                self.colors.paint(kind.color()).hex(),
                x + font * 1.3,
                middle + font * 0.35,
                self.colors.wall.hex(),
                escape(label)
            )?;
            x += SvgLegend::entry_width(font, label);
        }
        Ok(())
    }
}

/// `text` with the characters XML gives meaning escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The runs `[from, to)` of consecutive `i` in `0..len` where `wall(i)` holds.
pub(crate) fn runs(len: u32, wall: impl Fn(u32) -> bool) -> Vec<(u32, u32)> {
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
