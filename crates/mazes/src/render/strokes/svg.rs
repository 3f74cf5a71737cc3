//! SVG pictures of mazes of any shape: walls as lines and true arcs, the start and goal as
//! discs, the solution as a line through the cells' centres, and a legend.

use std::fmt::Write as _;
use std::io::{self, Write};

use crate::maze::Maze;
use crate::render::svg::{SvgLegend, write_header};
use crate::render::{HEAT_LEVELS, Heat, MarkKind, Overlay, Rgb, SvgOptions};
use crate::shape::{Point, Stroke, Tiling};

/// A maze to draw and what to draw over it: one of the pictures that share a canvas.
pub type Drawing<'a> = (&'a Maze, &'a Overlay);

/// The legend's entries for `pictures`: where the ends are marked, the start, the goal, and
/// the solution with its length (the solutions, with the steps of all, when there are
/// several); then the overlays' own entries.
pub(crate) fn legend(pictures: &[Drawing<'_>]) -> Vec<(MarkKind, String)> {
    let own = pictures
        .iter()
        .flat_map(|(_, o)| o.legend().iter().cloned());
    if !pictures.iter().any(|(_, overlay)| overlay.marks_ends()) {
        return own.collect();
    }
    let mut entries = vec![
        (MarkKind::Start, "start".to_owned()),
        (MarkKind::Goal, "goal".to_owned()),
    ];
    let paths: Vec<&Vec<usize>> = pictures.iter().flat_map(|(_, o)| o.ways()).collect();
    if !paths.is_empty() {
        let steps: usize = paths.iter().map(|p| p.len().saturating_sub(1)).sum();
        let label = match paths.len() {
            1 => format!("solution, {steps} steps"),
            _ => format!("solutions, {steps} steps in all"),
        };
        let kind = MarkKind::Item {
            symbol: '.',
            color: Rgb::PATH,
        };
        entries.push((kind, label));
    }
    entries.extend(own);
    entries
}

/// Writes the SVG document of `maze` to `out`.
pub(crate) fn write_svg<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: SvgOptions,
) -> io::Result<()> {
    write_svg_all(out, &[(maze, overlay)], options)
}

/// Writes one SVG document of several mazes of the same shape, cut to different masks (a maze
/// in each region of one mask), each with its overlay. No maze at all is an error of kind
/// [`io::ErrorKind::InvalidInput`], as for PNG.
pub fn write_svg_all<W: Write + ?Sized>(
    out: &mut W,
    pictures: &[Drawing<'_>],
    options: SvgOptions,
) -> io::Result<()> {
    let SvgOptions { cell, wall, colors } = options;
    let Some(extent) = pictures.first().map(|(maze, _)| maze.shape().extent()) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no maze to draw",
        ));
    };
    let place = Place { cell, margin: wall };
    let entries = legend(pictures);
    let legend = SvgLegend::new(&entries, cell, colors);
    let captions: Vec<(f64, String)> = pictures[0]
        .0
        .shape()
        .level_captions()
        .into_iter()
        .map(|(x, text)| (place.x(x), text))
        .collect();
    let (maze_w, maze_h) = (place.x(extent.x) + wall, place.y(extent.y) + wall);
    let captions_h = legend.captions_height(&captions);
    let (w, h) = (
        maze_w.max(legend.width),
        maze_h + captions_h + legend.height,
    );
    write_header(out, w, h, colors)?;
    for &(maze, overlay) in pictures {
        if let Some(heat) = overlay.heat() {
            write_heat(out, maze, heat, place)?;
        }
    }
    for &(maze, overlay) in pictures {
        for path in overlay.ways() {
            let points: Vec<Point> = path.iter().map(|&c| maze.centre(c)).collect();
            writeln!(
                out,
                r#"<path fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round" d="{}"/>"#,
                colors.path.hex(),
                cell / 3.0,
                place.polyline(&points, maze.shape().longest_step()),
            )?;
        }
    }
    for &(maze, _) in pictures {
        writeln!(
            out,
            r#"<path fill="none" stroke="{}" stroke-width="{wall}" stroke-linecap="round" stroke-linejoin="round" d="{}"/>"#,
            colors.wall.hex(),
            walls_path(maze, place)
        )?;
    }
    for &(maze, overlay) in pictures {
        let marks = overlay
            .marks()
            .iter()
            .filter(|m| m.cell < maze.cell_count());
        for (at, kind) in marks.map(|m| (m.cell, m.kind)) {
            let c = maze.centre(at);
            writeln!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}" fill="{}"><title>{}</title></circle>"#,
                place.x(c.x),
                place.y(c.y),
                mark_radius(maze, at) * cell,
                colors.paint(kind.color()).hex(),
                kind.symbol()
            )?;
        }
    }
    legend.write_captions(out, &captions, maze_h)?;
    legend.write(out, &entries, maze_h + captions_h)?;
    writeln!(out, "</svg>")
}

/// Where the picture's units land in the SVG.
#[derive(Clone, Copy)]
struct Place {
    cell: f64,
    margin: f64,
}

impl Place {
    fn x(self, x: f64) -> f64 {
        round(self.margin + x * self.cell)
    }

    fn y(self, y: f64) -> f64 {
        round(self.margin + y * self.cell)
    }

    /// Path data through `points`, starting a new line wherever two cells in a row are farther
    /// apart than neighbours can be (a step across a wrapping border).
    fn polyline(self, points: &[Point], longest_step: Option<f64>) -> String {
        let mut d = String::new();
        let mut previous: Option<Point> = None;
        for &p in points {
            let joined =
                previous.is_some_and(|q| longest_step.is_some_and(|s| q.distance(p) <= s + 1e-9));
            let _ = write!(
                d,
                "{}{} {}",
                if joined { "L" } else { "M" },
                self.x(p.x),
                self.y(p.y)
            );
            previous = Some(p);
        }
        d
    }
}

/// Two decimals: enough for any zoom, and short files.
fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// Every cell filled with its heat colour: a path a colour, each cell a closed outline.
fn write_heat<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    heat: &Heat,
    place: Place,
) -> io::Result<()> {
    let mut outlines = vec![String::new(); HEAT_LEVELS];
    for cell in 0..maze.cell_count() {
        let Some(level) = heat.level_of(cell) else {
            continue;
        };
        let d = &mut outlines[level];
        let mut strokes = maze.shape().strokes(maze.shape_cell(cell));
        let Some(first) = strokes.next() else {
            continue;
        };
        let start = first.start();
        let _ = write!(d, "M{} {}", place.x(start.x), place.y(start.y));
        write_stroke(d, first, place);
        for stroke in strokes {
            write_stroke(d, stroke, place);
        }
        d.push('Z');
    }
    for (level, d) in outlines.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
        // Outlined in their own colour, so that no hairline of the floor shows between cells.
        let colour = Heat::colour(level).hex();
        writeln!(
            out,
            r#"<path fill="{colour}" stroke="{colour}" stroke-width="0.6" stroke-linejoin="round" d="{d}"/>"#
        )?;
    }
    Ok(())
}

/// The SVG path data of every wall of `maze` (with its stairs' and bridges' marks, as
/// [`Maze::wall_strokes`] gives them), in the picture's units (about one a cell) with
/// two decimals: for a page that draws the maze itself, scaling it as it likes.
pub fn wall_path(maze: &Maze) -> String {
    walls_path(maze, UNIT)
}

/// The SVG path data of cell `cell`'s outline, closed, in the picture's units as
/// [`wall_path`] gives them: for a page that fills cells itself (the watch page marks what a
/// search has explored); empty for a cell the maze does not have.
pub fn cell_path(maze: &Maze, cell: usize) -> String {
    let mut d = String::new();
    if cell >= maze.cell_count() {
        return d;
    }
    let mut strokes = maze.shape().strokes(maze.shape_cell(cell));
    if let Some(first) = strokes.next() {
        let start = first.start();
        let _ = write!(d, "M{} {}", round(start.x), round(start.y));
        for stroke in std::iter::once(first).chain(strokes) {
            write_stroke(&mut d, stroke, UNIT);
        }
        d.push('Z');
    }
    d
}

/// The SVG path data of side `side` of cell `cell`, in the picture's units as [`wall_path`]
/// gives them: for a page that draws a maze's walls one at a time as a generator puts them up
/// and takes them down; empty for a side the cell does not have.
pub fn side_path(maze: &Maze, cell: usize, side: usize) -> String {
    let mut d = String::new();
    if cell >= maze.cell_count() {
        return d;
    }
    if let Some(stroke) = maze.shape().strokes(maze.shape_cell(cell)).nth(side) {
        let start = stroke.start();
        let _ = write!(d, "M{} {}", round(start.x), round(start.y));
        write_stroke(&mut d, stroke, UNIT);
    }
    d
}

/// The picture's own units: a cell about one, no margin.
const UNIT: Place = Place {
    cell: 1.0,
    margin: 0.0,
};

/// The path data of every wall, each drawn once, strokes that continue one another joined.
fn walls_path(maze: &Maze, place: Place) -> String {
    let mut d = String::new();
    let mut pen: Option<Point> = None;
    for stroke in maze.wall_strokes() {
        let start = stroke.start();
        if pen.is_none_or(|p| p.distance(start) > 1e-9) {
            let _ = write!(d, "M{} {}", place.x(start.x), place.y(start.y));
        }
        write_stroke(&mut d, stroke, place);
        pen = Some(stroke.end());
    }
    d
}

/// Path data drawing `stroke` from its start, which the pen is at.
fn write_stroke(d: &mut String, stroke: Stroke, place: Place) {
    match stroke {
        Stroke::Line { to, .. } => {
            let _ = write!(d, "L{} {}", place.x(to.x), place.y(to.y));
        }
        Stroke::Arc {
            centre,
            radius,
            from,
            to,
        } => {
            let r = round(radius * place.cell);
            let sweep = u8::from(to > from);
            let turn = (to - from).abs();
            if turn >= std::f64::consts::TAU - 1e-9 {
                // A whole circle: two half circles, as one SVG arc cannot close on itself.
                let half = from + (to - from) / 2.0;
                for (a, b) in [(from, half), (half, to)] {
                    write_stroke(d, arc(centre, radius, a, b), place);
                }
                return;
            }
            let large = u8::from(turn > std::f64::consts::PI);
            let end = stroke.end();
            let _ = write!(
                d,
                "A{r} {r} 0 {large} {sweep} {} {}",
                place.x(end.x),
                place.y(end.y)
            );
        }
    }
}

fn arc(centre: Point, radius: f64, from: f64, to: f64) -> Stroke {
    Stroke::Arc {
        centre,
        radius,
        from,
        to,
    }
}

/// A radius for the start and goal discs that fits inside `cell`: 0.6 of its inner radius
/// (0.3 in a maze of levels, leaving room for the stairs' marks), in the picture's units.
pub(crate) fn mark_radius(maze: &Maze, cell: usize) -> f64 {
    let share = match maze.shape() {
        crate::shape::Shape::Levels(_) => 0.3,
        _ => 0.6,
    };
    share * maze.inner_radius(cell).min(0.6)
}
