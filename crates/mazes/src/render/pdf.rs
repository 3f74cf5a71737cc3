//! Mazes on paper: a PDF booklet of mazes, a few to a page, with their answers at the back.
//!
//! Everything is vector graphics (the walls as strokes, straight or, round polar cells, arcs;
//! the answers as lines through the cells' centres) in the PDF's standard Helvetica, so the
//! file prints sharp at any size and holds no font. Each page's drawing is deflated. Square
//! mazes ([`write_pdf`]) and mazes of every shape and mask ([`write_shaped_pdf`]) are laid out
//! alike.

use std::io::{self, Write};

use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::svg::runs;
use super::{MarkKind, Rgb, WallSource, Walls};
use crate::shape::{Point, Stroke, Tiling};
use crate::solve::bfs;
use crate::{maze::Maze, pos::Pos};

maze_named::named! {
    /// A paper size.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[non_exhaustive]
    pub enum Paper("paper size") {
        /// ISO A4, 210 × 297 mm.
        #[default]
        A4 = "a4",
        /// US Letter, 8.5 × 11 in.
        Letter = "letter",
    }
}

impl Paper {
    /// The paper in a few words, for `--help`.
    pub const fn describe(self) -> &'static str {
        match self {
            Paper::A4 => "ISO A4, 210 × 297 mm",
            Paper::Letter => "US Letter, 8.5 × 11 in",
        }
    }

    /// Width and height in points (1/72 in).
    pub fn points(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// How a booklet is laid out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookletOptions {
    /// The paper.
    pub paper: Paper,
    /// Mazes a page (at least 1); the answers go twice as many to a page.
    pub per_page: u32,
    /// The heading of every page.
    pub title: String,
    /// Whether the answers follow the mazes.
    pub answers: bool,
}

impl Default for BookletOptions {
    fn default() -> Self {
        BookletOptions {
            paper: Paper::A4,
            per_page: 2,
            title: "Mazes".to_owned(),
            answers: true,
        }
    }
}

/// The page's margin, in points.
const MARGIN: f32 = 40.0;
/// The room a page's heading takes.
const HEADING: f32 = 28.0;
/// The room under each maze for its caption.
const CAPTION: f32 = 16.0;
/// Room between mazes.
const GAP: f32 = 14.0;

/// Writes a booklet of `mazes` of any shape, mask or level count (each with a caption: its
/// number, seed, size and algorithm) and, unless told not to, their answers, to `out`.
///
/// ```
/// use mazes::shape::{Lattice, Shape};
///
/// let mut mazes: Vec<mazes::Maze> = (1..=3)
///     .map(|seed| mazes::MazeBuilder::new(mazes::Size::new(10, 10)).seed(seed).build())
///     .collect::<Result<_, _>>()?;
/// let polar = Lattice::new(Shape::polar(8))?;
/// mazes.push(mazes::Maze::generate(polar, mazes::Algorithm::Wilson, 4)?);
/// let mut pdf = Vec::new();
/// mazes::render::write_pdf(&mut pdf, &mazes, &mazes::render::BookletOptions::default())?;
/// assert!(pdf.starts_with(b"%PDF-"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_pdf<W: Write>(out: W, mazes: &[Maze], options: &BookletOptions) -> io::Result<()> {
    let sheets: Vec<Sheet<'_>> = mazes.iter().map(Sheet::of).collect();
    write_sheets(out, &sheets, options)
}

/// A maze to print: a whole rectangle of squares, drawn from its grid, or any other.
#[derive(Clone, Copy)]
enum Sheet<'a> {
    Square(&'a Maze, Walls<'a>),
    Shaped(&'a Maze),
}

impl<'a> Sheet<'a> {
    /// `maze`, drawn from its grid if it keeps one.
    fn of(maze: &'a Maze) -> Sheet<'a> {
        match Walls::of(maze) {
            Some(walls) => Sheet::Square(maze, walls),
            None => Sheet::Shaped(maze),
        }
    }

    /// Its width and height in its own units (about a cell each).
    fn extent(self) -> (f32, f32) {
        match self {
            Sheet::Square(_, walls) => (walls.width() as f32, walls.height() as f32),
            Sheet::Shaped(maze) => {
                let extent = maze.shape().extent();
                (extent.x as f32, extent.y as f32)
            }
        }
    }

    /// Its number, size, seed and algorithm, under it.
    fn caption(self, number: usize) -> String {
        let (size, seed, algorithm) = match self {
            Sheet::Square(maze, walls) => (
                walls.grid().size().to_string(),
                maze.seed(),
                maze.algorithm(),
            ),
            Sheet::Shaped(maze) => {
                let shape = maze.shape();
                let masked = if maze.mask().is_some() { " masked" } else { "" };
                let size = format!("{} {}{masked}", shape.describe(), shape.size_text());
                (size, maze.seed(), maze.algorithm())
            }
        };
        let mut caption = format!("{number}. {size}");
        if let Some(seed) = seed {
            caption.push_str(&format!(", seed {seed}"));
        }
        if let Some(algorithm) = algorithm {
            caption.push_str(&format!(", {}", algorithm.name()));
        }
        caption
    }
}

/// Writes the booklet of `mazes`.
fn write_sheets<W: Write>(
    out: W,
    sheets: &[Sheet<'_>],
    options: &BookletOptions,
) -> io::Result<()> {
    let mazes = sheets;
    let per_page = options.per_page.max(1) as usize;
    let pages_of = |per_page: usize, answers: bool| {
        mazes
            .chunks(per_page)
            .enumerate()
            .map(move |(i, chunk)| Page {
                first: i * per_page,
                mazes: chunk,
                answers,
                per_page,
            })
    };
    let mut pages: Vec<Page<'_>> = pages_of(per_page, false).collect();
    if options.answers {
        pages.extend(pages_of((2 * per_page).min(12), true));
    }
    let mut pdf = Pdf::new();
    let (catalog, tree, font, info) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let page_refs: Vec<Ref> = (0..pages.len() as i32)
        .map(|i| Ref::new(5 + 2 * i))
        .collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_refs.iter().copied())
        .count(pages.len() as i32);
    pdf.document_info(info)
        .title(TextStr(&options.title))
        .creator(TextStr("maze"));
    pdf.type1_font(font)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    let (width, height) = options.paper.points();
    let total = pages.len();
    for (i, (page, &id)) in pages.iter().zip(&page_refs).enumerate() {
        let content_id = Ref::new(id.get() + 1);
        let mut writer = pdf.page(id);
        writer
            .media_box(Rect::new(0.0, 0.0, width, height))
            .parent(tree)
            .contents(content_id);
        writer.resources().fonts().pair(Name(b"F1"), font);
        writer.finish();
        let heading = format!(
            "{} - page {} of {total}",
            page_heading(options, page),
            i + 1
        );
        let drawing = page.draw(&heading, (width, height));
        pdf.stream(content_id, &deflate(&drawing)?)
            .filter(Filter::FlateDecode);
    }
    let mut out = out;
    out.write_all(&pdf.finish())
}

/// The heading of `page`: the booklet's title, or that the page holds answers.
fn page_heading(options: &BookletOptions, page: &Page<'_>) -> String {
    if page.answers {
        format!("{}: answers", options.title)
    } else {
        options.title.clone()
    }
}

/// One page of the booklet: some mazes, to solve or solved.
struct Page<'a> {
    /// The number (from 0) of the first maze on the page.
    first: usize,
    mazes: &'a [Sheet<'a>],
    answers: bool,
    /// How many mazes a page of this kind holds (the last may hold fewer).
    per_page: usize,
}

impl Page<'_> {
    /// The page's drawing: the heading, then each maze in its slot with its caption.
    fn draw(&self, heading: &str, (width, height): (f32, f32)) -> Vec<u8> {
        let mut content = Content::new();
        text(&mut content, MARGIN, height - MARGIN, 12.0, heading);
        let area = (width - 2.0 * MARGIN, height - 2.0 * MARGIN - HEADING);
        let extent = self.mazes.first().map_or((1.0, 1.0), |m| m.extent());
        let (columns, rows) = grid_of(self.per_page, extent, area);
        let (slot_w, slot_h) = slots(columns, rows, area);
        for (k, &maze) in self.mazes.iter().enumerate() {
            let (column, row) = (k % columns, k / columns);
            let left = MARGIN + column as f32 * (slot_w + GAP);
            let top = height - MARGIN - HEADING - row as f32 * (slot_h + GAP);
            let slot = Slot {
                left,
                top,
                width: slot_w,
                height: slot_h - CAPTION,
            };
            let at = slot.place(maze.extent());
            if self.answers {
                draw_answer(&mut content, maze, &at);
            }
            draw_maze(&mut content, maze, &at);
            let caption = maze.caption(self.first + k + 1);
            text(&mut content, at.left, at.bottom() - 12.0, 9.0, &caption);
        }
        content.finish().to_vec()
    }
}

/// Columns and rows for `per_page` mazes `extent` units wide and high in `area` (points):
/// those that give the largest cells.
fn grid_of(per_page: usize, (width, height): (f32, f32), area: (f32, f32)) -> (usize, usize) {
    let cell = |columns: usize| {
        let rows = per_page.div_ceil(columns);
        let (slot_w, slot_h) = slots(columns, rows, area);
        (slot_w / width).min((slot_h - CAPTION) / height)
    };
    let columns = (1..=per_page)
        .max_by(|&a, &b| cell(a).total_cmp(&cell(b)))
        .unwrap_or(1);
    (columns, per_page.div_ceil(columns))
}

/// The width and height of each of `columns` × `rows` slots in `area`, gaps between them.
fn slots(columns: usize, rows: usize, (width, height): (f32, f32)) -> (f32, f32) {
    (
        (width - GAP * (columns - 1) as f32) / columns as f32,
        (height - GAP * (rows - 1) as f32) / rows as f32,
    )
}

/// The room for one maze, its top left corner in page points (y up).
struct Slot {
    left: f32,
    top: f32,
    width: f32,
    height: f32,
}

impl Slot {
    /// Where a maze `w` × `h` units large goes in the slot: as large as fits, centred.
    fn place(&self, (w, h): (f32, f32)) -> Placed {
        let cell = (self.width / w).min(self.height / h);
        Placed {
            left: self.left + (self.width - cell * w) / 2.0,
            top: self.top - (self.height - cell * h) / 2.0,
            cell,
            height: cell * h,
        }
    }
}

/// A maze placed on the page.
struct Placed {
    left: f32,
    top: f32,
    cell: f32,
    height: f32,
}

impl Placed {
    /// The page point of the corner at column `x`, row `y` of the maze's corners.
    fn corner(&self, x: u32, y: u32) -> (f32, f32) {
        self.point(x as f32, y as f32)
    }

    /// The page point of the maze's point `x`, `y` (in its units, y down).
    fn point(&self, x: f32, y: f32) -> (f32, f32) {
        (self.left + x * self.cell, self.top - y * self.cell)
    }

    /// The page point of `pos`'s centre.
    fn centre(&self, pos: Pos) -> (f32, f32) {
        self.point(pos.x as f32 + 0.5, pos.y as f32 + 0.5)
    }

    /// The page point of a shape's point.
    fn at(&self, p: Point) -> (f32, f32) {
        self.point(p.x as f32, p.y as f32)
    }

    fn bottom(&self) -> f32 {
        self.top - self.height
    }
}

/// The maze's walls, and its start and goal as discs.
fn draw_maze(content: &mut Content, maze: Sheet<'_>, at: &Placed) {
    match maze {
        Sheet::Square(maze, walls) => draw_square(content, maze, &walls, at),
        Sheet::Shaped(maze) => draw_shaped(content, maze, at),
    }
}

/// A square maze's walls, as runs of straight strokes, and its start and goal as discs.
fn draw_square(content: &mut Content, maze: &Maze, walls: &Walls<'_>, at: &Placed) {
    let (width, height) = (walls.width(), walls.height());
    content.save_state();
    content.set_line_width((at.cell * 0.1).clamp(0.4, 2.0));
    content.set_line_cap(LineCapStyle::ProjectingSquareCap);
    colour(content, Rgb::WALL, false);
    for y in 0..=height {
        for (from, to) in runs(width, |x| walls.horizontal(x, y)) {
            stroke_line(content, at.corner(from, y), at.corner(to, y));
        }
    }
    for x in 0..=width {
        for (from, to) in runs(height, |y| walls.vertical(x, y)) {
            stroke_line(content, at.corner(x, from), at.corner(x, to));
        }
    }
    content.stroke();
    if let Some((start, goal)) = maze.endpoints() {
        for (end, kind) in [(start, MarkKind::Start), (goal, MarkKind::Goal)] {
            colour(content, kind.color(), true);
            disc(content, at.centre(end.cell), at.cell * 0.3);
        }
    }
    content.restore_state();
}

/// A maze of any shape: its walls as lines and arcs, and its start and goal as discs.
fn draw_shaped(content: &mut Content, maze: &Maze, at: &Placed) {
    content.save_state();
    content.set_line_width((at.cell * 0.1).clamp(0.4, 2.0));
    content.set_line_cap(LineCapStyle::RoundCap);
    content.set_line_join(LineJoinStyle::RoundJoin);
    colour(content, Rgb::WALL, false);
    let mut pen: Option<Point> = None;
    for stroke in maze.wall_strokes() {
        let start = stroke.start();
        if pen.is_none_or(|p| p.distance(start) > 1e-9) {
            let (x, y) = at.at(start);
            content.move_to(x, y);
        }
        stroke_to(content, stroke, at);
        pen = Some(stroke.end());
    }
    content.stroke();
    let ends = maze.ends().into_iter();
    for (cell, kind) in ends.flat_map(|(s, g)| [(s, MarkKind::Start), (g, MarkKind::Goal)]) {
        colour(content, kind.color(), true);
        let radius = super::strokes::svg::mark_radius(maze, cell) as f32 * at.cell;
        disc(content, at.at(maze.centre(cell)), radius);
    }
    content.restore_state();
}

/// Draws `stroke` from its start, where the pen is: a line, or an arc as Bézier curves of at
/// most a quarter turn each.
fn stroke_to(content: &mut Content, stroke: Stroke, at: &Placed) {
    match stroke {
        Stroke::Line { to, .. } => {
            let (x, y) = at.at(to);
            content.line_to(x, y);
        }
        Stroke::Arc {
            centre,
            radius,
            from,
            to,
        } => {
            let pieces = ((to - from).abs() / std::f64::consts::FRAC_PI_2)
                .ceil()
                .max(1.0);
            let turn = (to - from) / pieces;
            // The control points' distance along the tangents for an arc of `turn`.
            let k = 4.0 / 3.0 * (turn / 4.0).tan() * radius;
            let on = |angle: f64| {
                Point::new(
                    centre.x + radius * angle.cos(),
                    centre.y + radius * angle.sin(),
                )
            };
            let tangent = |angle: f64| (-angle.sin(), angle.cos());
            for i in 0..pieces as usize {
                let (a, b) = (from + turn * i as f64, from + turn * (i + 1) as f64);
                let (p, q) = (on(a), on(b));
                let (ta, tb) = (tangent(a), tangent(b));
                let c1 = at.at(Point::new(p.x + k * ta.0, p.y + k * ta.1));
                let c2 = at.at(Point::new(q.x - k * tb.0, q.y - k * tb.1));
                let end = at.at(q);
                content.cubic_to(c1.0, c1.1, c2.0, c2.1, end.0, end.1);
            }
        }
    }
}

/// The solution from start to goal, as a line through the cells' centres; a step across a
/// wrapping edge starts a new stroke rather than cross the maze.
fn draw_answer(content: &mut Content, maze: Sheet<'_>, at: &Placed) {
    let points: Vec<((f32, f32), bool)> = match maze {
        Sheet::Square(maze, walls) => {
            let Some((start, goal)) = maze.endpoints() else {
                return;
            };
            let grid = walls.grid();
            let Some(path) = bfs(grid, start.cell, goal.cell) else {
                return;
            };
            let mut previous: Option<Pos> = None;
            path.cells(grid)
                .map(|pos| {
                    let joined =
                        previous.is_some_and(|p| p.x.abs_diff(pos.x) + p.y.abs_diff(pos.y) == 1);
                    previous = Some(pos);
                    (at.centre(pos), joined)
                })
                .collect()
        }
        Sheet::Shaped(maze) => {
            let way = |(start, goal)| crate::solve::shortest_way(maze, start, goal);
            let Some(path) = maze.ends().and_then(way) else {
                return;
            };
            let longest = maze.shape().longest_step();
            let mut previous: Option<Point> = None;
            path.iter()
                .map(|&cell| {
                    let p = maze.centre(cell);
                    let joined = previous
                        .is_some_and(|q| longest.is_some_and(|s| q.distance(p) <= s + 1e-9));
                    previous = Some(p);
                    (at.at(p), joined)
                })
                .collect()
        }
    };
    content.save_state();
    content.set_line_width(at.cell * 0.35);
    content.set_line_cap(LineCapStyle::RoundCap);
    content.set_line_join(LineJoinStyle::RoundJoin);
    colour(content, Rgb::PATH, false);
    for ((x, y), joined) in points {
        if joined {
            content.line_to(x, y);
        } else {
            content.move_to(x, y);
        }
    }
    content.stroke();
    content.restore_state();
}

fn stroke_line(content: &mut Content, (x1, y1): (f32, f32), (x2, y2): (f32, f32)) {
    content.move_to(x1, y1);
    content.line_to(x2, y2);
}

/// Sets the stroke (or, with `fill`, the fill) colour.
fn colour(content: &mut Content, Rgb(r, g, b): Rgb, fill: bool) {
    let [r, g, b] = [r, g, b].map(|c| f32::from(c) / 255.0);
    if fill {
        content.set_fill_rgb(r, g, b);
    } else {
        content.set_stroke_rgb(r, g, b);
    }
}

/// A filled disc of `radius` at `centre`, as four Bézier arcs.
fn disc(content: &mut Content, (cx, cy): (f32, f32), radius: f32) {
    // The control points' distance for a quarter circle.
    let k = 0.552_284_8 * radius;
    content.move_to(cx + radius, cy);
    content.cubic_to(cx + radius, cy + k, cx + k, cy + radius, cx, cy + radius);
    content.cubic_to(cx - k, cy + radius, cx - radius, cy + k, cx - radius, cy);
    content.cubic_to(cx - radius, cy - k, cx - k, cy - radius, cx, cy - radius);
    content.cubic_to(cx + k, cy - radius, cx + radius, cy - k, cx + radius, cy);
    content.close_path();
    content.fill_nonzero();
}

/// Writes `words` at `x`, `y` (the baseline's start) in Helvetica of `size` points.
fn text(content: &mut Content, x: f32, y: f32, size: f32, words: &str) {
    content.set_fill_rgb(0.0, 0.0, 0.0);
    content.begin_text();
    content.set_font(Name(b"F1"), size);
    content.next_line(x, y);
    content.show(Str(&latin1(words)));
    content.end_text();
}

/// `words` in the font's encoding (WinAnsi, which is Latin-1 for the characters used here);
/// other characters become `?`.
fn latin1(words: &str) -> Vec<u8> {
    words
        .chars()
        .map(|c| match u32::from(c) {
            code @ (0x20..=0x7e | 0xa0..=0xff) => code as u8,
            _ => b'?',
        })
        .collect()
}

/// `data` deflated, as a FlateDecode stream holds it.
fn deflate(data: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(data)?;
    encoder.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_gives_the_largest_cells() {
        let a4 = (515.0, 734.0);
        // Square mazes: two go one above the other, four in a square, six in two columns.
        assert_eq!(grid_of(2, (20.0, 20.0), a4), (1, 2));
        assert_eq!(grid_of(4, (20.0, 20.0), a4), (2, 2));
        assert_eq!(grid_of(6, (20.0, 20.0), a4), (2, 3));
        // Wide ones stack in one column.
        assert_eq!(grid_of(4, (30.0, 12.0), a4), (1, 4));
    }

    #[test]
    fn text_is_written_in_the_fonts_encoding() {
        assert_eq!(latin1("20×20, seed 3 · ok"), b"20\xd720, seed 3 \xb7 ok");
        assert_eq!(latin1("迷路"), b"??");
    }
}
