//! A maze of any shape on a Braille canvas: its wall strokes (lines and the arcs of polar
//! rings) drawn in dots, two across and four down a character (about square on a terminal),
//! scaled to fit the area or, for a maze too big for that, zoomed in around a focus. The
//! terminal games draw hexagons, triangles, rings and octagons with it, where text cannot.

use mazes::Maze;
use mazes::shape::{Point, Stroke};
use ratatui::layout::Rect;

/// Dots across and down a character.
const DOTS: (f64, f64) = (2.0, 4.0);
/// The fewest dots a unit of the maze's drawing (about a cell) takes: smaller, and passages
/// blur together; a maze that would need fewer is zoomed in and scrolled.
const MIN_DOTS_A_UNIT: f64 = 5.0;

/// Where a maze's drawing lands on the screen: its scale and offset, in dots.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    area: Rect,
    scale: f64,
    offset: (f64, f64),
    /// The part of the drawing shown (the whole maze, or one of its levels): strokes outside
    /// it are left out.
    window: (Point, Point),
}

impl Frame {
    /// The frame of `maze` in `area`: the whole maze as large as fits, centred; or, when
    /// that is too small to read, zoomed in with the point `focus` (in the drawing's units)
    /// kept in view.
    pub fn new(maze: &Maze, area: Rect, focus: Point) -> Frame {
        Frame::of_window(bounds(maze.wall_strokes()), area, focus)
    }

    /// The frame of one level of a maze of several levels, drawn alone as a flat maze is:
    /// the other levels, drawn beside it, are left out.
    pub fn of_level(maze: &Maze, level: u32, area: Rect, focus: Point) -> Frame {
        let shape = maze.shape();
        let strokes = (0..maze.cell_count())
            .filter(|&cell| level_of(maze, cell) == level)
            .flat_map(|cell| shape.strokes(maze.shape_cell(cell)));
        Frame::of_window(bounds(strokes), area, focus)
    }

    /// The frame of the drawing's part between the corners `window`.
    fn of_window(window: (Point, Point), area: Rect, focus: Point) -> Frame {
        let (min, max) = window;
        let size = (max.x - min.x, max.y - min.y);
        let room = (
            f64::from(area.width) * DOTS.0 - 1.0,
            f64::from(area.height) * DOTS.1 - 1.0,
        );
        let fit = (room.0 / size.0.max(1e-9)).min(room.1 / size.1.max(1e-9));
        let scale = fit.max(MIN_DOTS_A_UNIT);
        // Centred along an axis that fits; else the focus in the middle, within the drawing.
        let axis = |lo: f64, extent: f64, room: f64, focus: f64| {
            let drawn = extent * scale;
            if drawn <= room {
                (room - drawn) / 2.0 - lo * scale
            } else {
                let wanted = room / 2.0 - (focus - lo) * scale;
                wanted.clamp(room - drawn, 0.0) - lo * scale
            }
        };
        Frame {
            area,
            scale,
            offset: (
                axis(min.x, size.0, room.0, focus.x),
                axis(min.y, size.1, room.1, focus.y),
            ),
            window,
        }
    }

    /// Whether the point `p` of the drawing lies in the part shown (within half a unit, for
    /// strokes along its edge).
    fn shows(&self, p: Point) -> bool {
        let (min, max) = self.window;
        (min.x - 0.5..=max.x + 0.5).contains(&p.x) && (min.y - 0.5..=max.y + 0.5).contains(&p.y)
    }

    /// The dot a point of the drawing lands on.
    fn dot(&self, p: Point) -> (f64, f64) {
        (
            p.x * self.scale + self.offset.0,
            p.y * self.scale + self.offset.1,
        )
    }

    /// The screen cell a point of the drawing lands in, if it is in the area.
    pub fn cell(&self, p: Point) -> Option<(u16, u16)> {
        let (x, y) = self.dot(p);
        let (column, row) = ((x / DOTS.0).floor(), (y / DOTS.1).floor());
        let inside = column >= 0.0
            && row >= 0.0
            && column < f64::from(self.area.width)
            && row < f64::from(self.area.height);
        let screen =
            |v: f64, start: u16| start.saturating_add(u16::try_from(whole(v)).unwrap_or(u16::MAX));
        inside.then(|| (screen(column, self.area.x), screen(row, self.area.y)))
    }

    /// The way the point `p` lies from the area, across and down, for an arrow to it.
    pub fn reach(&self, p: Point) -> [crate::screen::Reach; 2] {
        use crate::screen::Reach;
        let (x, y) = self.dot(p);
        let axis = |dots: f64, per: f64, start: u16, view: u16| {
            let at = (dots / per).floor();
            if at < 0.0 {
                Reach::Before
            } else if at >= f64::from(view) {
                Reach::After
            } else {
                Reach::At(start.saturating_add(u16::try_from(whole(at)).unwrap_or(u16::MAX)))
            }
        };
        [
            axis(x, DOTS.0, self.area.x, self.area.width),
            axis(y, DOTS.1, self.area.y, self.area.height),
        ]
    }
}

/// A Braille canvas the size of an area: a byte of dots a character.
#[derive(Clone, Debug)]
pub struct Canvas {
    width: u16,
    height: u16,
    dots: Vec<u8>,
}

impl Canvas {
    /// The walls of `maze` (with its stairs) in the part `frame` shows.
    pub fn of_walls(maze: &Maze, frame: &Frame) -> Canvas {
        let mut canvas = Canvas {
            width: frame.area.width,
            height: frame.area.height,
            dots: vec![0; usize::from(frame.area.width) * usize::from(frame.area.height)],
        };
        for stroke in maze.wall_strokes().filter(|s| frame.shows(s.middle())) {
            canvas.stroke(frame, stroke);
        }
        canvas
    }

    /// Draws one stroke, a dot every half dot along it.
    fn stroke(&mut self, frame: &Frame, stroke: Stroke) {
        match stroke {
            Stroke::Line { from, to } => {
                let (a, b) = (frame.dot(from), frame.dot(to));
                let steps = ((b.0 - a.0).hypot(b.1 - a.1) * 2.0).ceil().max(1.0);
                for i in 0..=whole(steps) {
                    let t = i as f64 / steps;
                    self.set(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                }
            }
            Stroke::Arc {
                centre,
                radius,
                from,
                to,
            } => {
                let c = frame.dot(centre);
                let r = radius * frame.scale;
                let steps = ((to - from).abs() * r * 2.0).ceil().max(1.0);
                for i in 0..=whole(steps) {
                    let angle = from + (to - from) * (i as f64 / steps);
                    self.set(c.0 + r * angle.cos(), c.1 + r * angle.sin());
                }
            }
            // A stroke of another kind, should the library add one, is left out.
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }

    /// Sets the dot at (`x`, `y`), in dots from the area's corner; off the canvas, nothing.
    fn set(&mut self, x: f64, y: f64) {
        let (x, y) = (x.round(), y.round());
        if x < 0.0 || y < 0.0 {
            return;
        }
        // Dots counted as whole numbers: the canvas is at most u16 characters a side.
        let (Ok(x), Ok(y)) = (usize::try_from(whole(x)), usize::try_from(whole(y))) else {
            return;
        };
        let (column, row) = (x / 2, y / 4);
        if column >= usize::from(self.width) || row >= usize::from(self.height) {
            return;
        }
        const BITS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        self.dots[row * usize::from(self.width) + column] |= BITS[x % 2][y % 4];
    }

    /// The character at (`column`, `row`) of the canvas: a Braille pattern, or a space.
    pub fn char_at(&self, column: u16, row: u16) -> char {
        let bits = self.dots[usize::from(row) * usize::from(self.width) + usize::from(column)];
        match bits {
            0 => ' ',
            bits => char::from_u32(0x2800 + u32::from(bits)).unwrap_or(' '),
        }
    }
}

/// Dots a unit of the drawing (about a cell) takes in a text picture.
const PICTURE_DOTS_A_UNIT: f64 = 8.0;
/// The most characters a text picture holds: beyond, a picture is no longer read as text.
const MOST_PICTURE_CHARS: u64 = 16 << 20;

/// Writes `maze`, of any shape, as a text picture in Braille dots: its walls, and the marks
/// and the way of `overlay` as characters at the cells' centres (`·` on the way).
pub fn write_braille(
    out: &mut dyn std::io::Write,
    maze: &Maze,
    overlay: &mazes::render::Overlay,
) -> anyhow::Result<()> {
    let (min, max) = bounds(maze.wall_strokes());
    let side = |extent: f64, per: f64| whole((extent * PICTURE_DOTS_A_UNIT / per).ceil()) + 1;
    let (columns, rows) = (side(max.x - min.x, DOTS.0), side(max.y - min.y, DOTS.1));
    let (Ok(width), Ok(height)) = (u16::try_from(columns), u16::try_from(rows)) else {
        anyhow::bail!(
            "a maze {columns} × {rows} characters is too big for a text picture; write it as svg or png"
        );
    };
    anyhow::ensure!(
        columns * rows <= MOST_PICTURE_CHARS,
        "a maze {columns} × {rows} characters is too big for a text picture; write it as svg or png"
    );
    let area = Rect::new(0, 0, width, height);
    let frame = Frame::new(maze, area, min);
    let canvas = Canvas::of_walls(maze, &frame);
    let mut lines: Vec<Vec<char>> = (0..height)
        .map(|row| {
            (0..width)
                .map(|column| canvas.char_at(column, row))
                .collect()
        })
        .collect();
    for cell in 0..maze.cell_count() {
        let symbol = match overlay.mark_at(cell) {
            Some(kind) => kind.symbol(),
            None if overlay.on_path(cell) => '·',
            None => continue,
        };
        if let Some((x, y)) = frame.cell(maze.centre(cell)) {
            lines[usize::from(y)][usize::from(x)] = symbol;
        }
    }
    for line in lines {
        let text: String = line.into_iter().collect();
        writeln!(out, "{}", text.trim_end())?;
    }
    Ok(())
}

/// `v` as a whole number, rounded down: a float-to-integer cast saturates (negative to 0,
/// beyond to the largest), and every caller has checked the range it needs.
fn whole(v: f64) -> u64 {
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a float-to-integer cast saturates, which is what is wanted here"
    )]
    let whole = v as u64;
    whole
}

/// The level of `maze`'s `cell`: 0 on a flat maze.
pub fn level_of(maze: &Maze, cell: usize) -> u32 {
    match maze.shape() {
        mazes::shape::Shape::Levels(levels) => levels.split(maze.shape_cell(cell)).1,
        _ => 0,
    }
}

/// The side of `maze`'s `cell` whose stairs go up (the next side's go down); `None` on a
/// flat maze.
pub fn up_side(maze: &Maze, cell: usize) -> Option<usize> {
    match maze.shape() {
        mazes::shape::Shape::Levels(levels) => Some(levels.up_side(maze.shape_cell(cell))),
        _ => None,
    }
}

/// Whether stairs lead up and down from `maze`'s `cell`.
pub fn stairs(maze: &Maze, cell: usize) -> (bool, bool) {
    up_side(maze, cell).map_or((false, false), |up| {
        (maze.is_open_side(cell, up), maze.is_open_side(cell, up + 1))
    })
}

/// The smallest and largest corners of a drawing of `strokes`.
fn bounds(strokes: impl Iterator<Item = Stroke>) -> (Point, Point) {
    let mut min = Point::new(f64::INFINITY, f64::INFINITY);
    let mut max = Point::new(f64::NEG_INFINITY, f64::NEG_INFINITY);
    let mut take = |p: Point| {
        min = Point::new(min.x.min(p.x), min.y.min(p.y));
        max = Point::new(max.x.max(p.x), max.y.max(p.y));
    };
    for stroke in strokes {
        match stroke {
            Stroke::Line { from, to } => {
                take(from);
                take(to);
            }
            Stroke::Arc { centre, radius, .. } => {
                take(Point::new(centre.x - radius, centre.y - radius));
                take(Point::new(centre.x + radius, centre.y + radius));
            }
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
    if !min.x.is_finite() {
        return (Point::new(0.0, 0.0), Point::new(1.0, 1.0));
    }
    (min, max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::shape::{Lattice, Shape};

    fn maze(shape: Shape) -> Maze {
        let lattice = Lattice::new(shape).unwrap();
        Maze::generate_with(
            lattice,
            mazes::Algorithm::Backtracker,
            &mut mazes::rng_from_seed(1),
        )
        .unwrap()
    }

    #[test]
    fn every_shape_fits_its_area_and_its_cells_land_inside() {
        let area = Rect::new(0, 0, 60, 20);
        for shape in [
            Shape::hex(mazes::Size::new(8, 6)),
            Shape::triangle(mazes::Size::new(10, 6)),
            Shape::polar(5),
            Shape::upsilon(mazes::Size::new(6, 5)),
        ] {
            let maze = maze(shape.clone());
            let frame = Frame::new(&maze, area, maze.centre(0));
            let canvas = Canvas::of_walls(&maze, &frame);
            let inked = (0..area.height)
                .flat_map(|r| (0..area.width).map(move |c| (c, r)))
                .filter(|&(c, r)| canvas.char_at(c, r) != ' ')
                .count();
            assert!(inked > 100, "{shape:?}: {inked} characters inked");
            for cell in 0..maze.cell_count() {
                assert!(
                    frame.cell(maze.centre(cell)).is_some(),
                    "{shape:?} cell {cell}"
                );
            }
        }
    }

    #[test]
    fn a_maze_too_big_to_read_is_zoomed_around_its_focus() {
        let maze = maze(Shape::hex(mazes::Size::new(80, 60)));
        let area = Rect::new(0, 0, 40, 12);
        let last = maze.cell_count() - 1;
        let frame = Frame::new(&maze, area, maze.centre(last));
        assert!(
            frame.cell(maze.centre(last)).is_some(),
            "the focus is in view"
        );
        assert!(
            frame.cell(maze.centre(0)).is_none(),
            "the far corner is not"
        );
    }
}
