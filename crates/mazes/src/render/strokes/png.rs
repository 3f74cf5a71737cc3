//! PNG pictures of mazes of any shape, drawn as their SVG pictures are: the walls (polar arcs
//! as true curves, finely flattened), the solution as a line through the cells' centres, the
//! start and goal as discs, and a legend.

use std::io::{self, Write};

use super::raster::Canvas;
use super::svg::{Drawing, legend, mark_radius};
use crate::maze::Maze;
use crate::render::letters::Ink;
use crate::render::png::{Captions, Legend, letter_ink, write_indexed};
use crate::render::{HEAT_LEVELS, Heat, Overlay, PngOptions, Rgb};
use crate::shape::{Point, Stroke, Tiling};

/// Writes the PNG picture of `maze` to `out`: `options.cell + options.wall` pixels a unit of
/// the shape (about a cell), walls `options.wall` pixels thick.
///
/// The picture is painted in memory (two bytes a pixel), then deflated on every core. Fails with
/// [`io::ErrorKind::InvalidInput`] if it would be larger than a PNG allows, and with
/// [`io::ErrorKind::OutOfMemory`] if there is no room to paint it.
pub(crate) fn write_png<W: Write>(
    out: W,
    maze: &Maze,
    overlay: &Overlay,
    options: PngOptions,
) -> io::Result<()> {
    write_png_all(out, &[(maze, overlay)], options)
}

/// Writes one PNG picture of several mazes of the same shape, cut to different masks (a maze
/// in each region of one mask), each with its overlay, from their cells' strokes; as
/// [`crate::render::write_png`] otherwise.
pub fn write_png_all<W: Write>(
    out: W,
    pictures: &[Drawing<'_>],
    options: PngOptions,
) -> io::Result<()> {
    let (cell, wall) = (options.cell.max(1), options.wall.max(1));
    let unit = f64::from(cell + wall);
    let margin = f64::from(wall.max(2));
    let Some(extent) = pictures.first().map(|(maze, _)| maze.shape().extent()) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no maze to draw",
        ));
    };
    let entries = legend(pictures);
    // The palette starts with the floor (index 0, the background) and the walls (index 1, the
    // legend's letters).
    let colors = options.colors;
    let mut palette = vec![colors.floor, colors.wall, colors.path];
    let marked = pictures
        .iter()
        .flat_map(|(_, o)| o.marks().iter().map(|m| m.kind));
    for kind in entries.iter().map(|(kind, _)| *kind).chain(marked) {
        let colour = colors.paint(kind.color());
        if !palette.contains(&colour) && palette.len() < 256 {
            palette.push(colour);
        }
    }
    let index = |colour: Rgb| palette.iter().position(|&c| c == colour).unwrap_or(0) as u8;
    let legend_entries = entries
        .iter()
        .map(|(kind, label)| (index(colors.paint(kind.color())), label.clone()))
        .collect();
    let shape = pictures[0].0.shape();
    let captions = shape.level_captions();
    let ink = if entries.is_empty() && captions.is_empty() {
        Ink::default()
    } else {
        letter_ink(&mut palette, colors)
    };
    let legend = Legend::with_entries(legend_entries, unit as u64, ink).round();
    let maze_width = (extent.x * unit + 2.0 * margin).ceil();
    let width = maze_width.max(legend.width as f64);
    // A maze narrower than its legend stands in the middle above it.
    let shift = ((width - maze_width) / 2.0).floor();
    let place = |p: Point| Point::new(shift + margin + p.x * unit, margin + p.y * unit);
    let captions = captions
        .into_iter()
        .map(|(x, text)| (place(Point::new(x, 0.0)).x, text))
        .collect();
    let captions = Captions::centred(captions, unit as u64, ink);
    let maze_height = (extent.y * unit + 2.0 * margin).ceil();
    let height = maze_height + (captions.height + legend.height) as f64;
    let limit = f64::from(i32::MAX);
    if width > limit || height > limit {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "a {width}×{height} pixel picture is larger than PNG allows; use smaller cells"
            ),
        ));
    }
    let (width, height) = (width as usize, height as usize);
    let mut canvas = Canvas::new(width, height, &palette, unit >= 5.0)
        .map_err(|e| io::Error::new(io::ErrorKind::OutOfMemory, e.to_string()))?;
    for &(maze, overlay) in pictures {
        if let Some(heat) = overlay.heat() {
            paint_heat(&mut canvas, maze, heat, place, unit);
        }
    }
    for &(maze, overlay) in pictures {
        for path in overlay.ways() {
            paint_path(&mut canvas, maze, path, place, unit / 6.0);
        }
    }
    canvas.lay(colors.path);
    let half = f64::from(wall) / 2.0;
    for &(maze, _) in pictures {
        for stroke in maze.wall_strokes() {
            paint_stroke(&mut canvas, stroke, place, unit, half);
        }
    }
    canvas.lay(colors.wall);
    // The marks, a colour at a time in the order the colours come (the start's, then the
    // goal's, then any other).
    let mut colours: Vec<Rgb> = Vec::new();
    for (_, overlay) in pictures {
        for mark in overlay.marks() {
            let colour = colors.paint(mark.kind.color());
            if !colours.contains(&colour) {
                colours.push(colour);
            }
        }
    }
    for colour in colours {
        for &(maze, overlay) in pictures {
            let marks = overlay.marks().iter();
            let inked = |m: &&crate::render::Mark| colors.paint(m.kind.color()) == colour;
            for mark in marks.filter(|m| inked(m) && m.cell < maze.cell_count()) {
                let centre = place(maze.centre(mark.cell));
                canvas.stroke(centre, centre, mark_radius(maze, mark.cell) * unit);
            }
        }
        canvas.lay(colour);
    }
    let maze_height = maze_height as usize;
    for row in 0..captions.height {
        captions.paint_row(row, canvas.row_mut(maze_height + row));
    }
    let legend_top = maze_height + captions.height;
    for row in 0..legend.height {
        legend.paint_row(row, canvas.row_mut(legend_top + row));
    }
    write_indexed(
        out,
        width as u32,
        canvas.palette(),
        canvas.pixels(),
        options.compression,
    )
}

/// Paints the line through the centres of `path`'s cells, broken where a step crosses a
/// wrapping border.
fn paint_path(
    canvas: &mut Canvas,
    maze: &Maze,
    path: &[usize],
    place: impl Fn(Point) -> Point,
    half: f64,
) {
    let longest = maze.shape().longest_step();
    for pair in path.windows(2) {
        let (a, b) = (maze.centre(pair[0]), maze.centre(pair[1]));
        if longest.is_some_and(|s| a.distance(b) <= s + 1e-9) {
            canvas.stroke(place(a), place(b), half);
        }
    }
}

/// Fills every cell with its heat colour, a layer a colour.
fn paint_heat(
    canvas: &mut Canvas,
    maze: &Maze,
    heat: &Heat,
    place: impl Fn(Point) -> Point + Copy,
    unit: f64,
) {
    let shape = maze.shape();
    for level in 0..HEAT_LEVELS {
        for cell in (0..maze.cell_count()).filter(|&c| heat.level_of(c) == Some(level)) {
            let mut outline = Vec::new();
            for stroke in shape.strokes(maze.shape_cell(cell)) {
                let points = pieces(stroke, place, unit);
                outline.extend_from_slice(&points[..points.len() - 1]);
            }
            canvas.fill(&outline);
        }
        canvas.lay(Heat::colour(level));
    }
}

/// Paints one wall: a segment, or an arc as segments at most two pixels long.
fn paint_stroke(
    canvas: &mut Canvas,
    stroke: Stroke,
    place: impl Fn(Point) -> Point,
    unit: f64,
    half: f64,
) {
    for pair in pieces(stroke, place, unit).windows(2) {
        canvas.stroke(pair[0], pair[1], half);
    }
}

/// The points along `stroke` in pixels, from its start to its end: a segment's ends, or an
/// arc's, every two pixels.
fn pieces(stroke: Stroke, place: impl Fn(Point) -> Point, unit: f64) -> Vec<Point> {
    match stroke {
        Stroke::Line { from, to } => vec![place(from), place(to)],
        Stroke::Arc {
            centre,
            radius,
            from,
            to,
        } => {
            let length = (to - from).abs() * radius * unit;
            let pieces = (length / 2.0).ceil().max(1.0) as usize;
            (0..=pieces)
                .map(|k| {
                    let angle = from + (to - from) * k as f64 / pieces as f64;
                    place(crate::shape::on_circle(centre, radius, angle))
                })
                .collect()
        }
    }
}
