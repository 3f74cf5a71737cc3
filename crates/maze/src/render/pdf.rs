//! Mazes on paper: a PDF booklet of mazes, a few to a page, with their answers at the back.
//!
//! Everything is vector graphics (the walls as straight strokes, the answers as lines through
//! the cells' centres) in the PDF's standard Helvetica, so the file prints sharp at any size
//! and holds no font. Each page's drawing is deflated.

use std::io::{self, Write};

use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::svg::runs;
use super::{MarkKind, Rgb, WallSource, Walls};
use crate::solve::bfs;
use crate::{Maze, Pos, Size};

crate::named! {
    /// A paper size.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
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

/// Writes a booklet of `mazes` (each with a caption: its number, seed, size and algorithm) and,
/// unless told not to, their answers, to `out`.
///
/// ```
/// let mazes: Vec<maze::Maze> = (1..=3)
///     .map(|seed| maze::MazeBuilder::new(maze::Size::new(10, 10)).seed(seed).build())
///     .collect::<Result<_, _>>()?;
/// let mut pdf = Vec::new();
/// maze::render::write_pdf(&mut pdf, &mazes, &maze::render::BookletOptions::default())?;
/// assert!(pdf.starts_with(b"%PDF-"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_pdf<W: Write>(out: W, mazes: &[Maze], options: &BookletOptions) -> io::Result<()> {
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
    mazes: &'a [Maze],
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
        let size = self
            .mazes
            .first()
            .map_or(Size::new(1, 1), |m| m.grid().size());
        let (columns, rows) = grid_of(self.per_page, size, area);
        let (slot_w, slot_h) = slots(columns, rows, area);
        for (k, maze) in self.mazes.iter().enumerate() {
            let (column, row) = (k % columns, k / columns);
            let left = MARGIN + column as f32 * (slot_w + GAP);
            let top = height - MARGIN - HEADING - row as f32 * (slot_h + GAP);
            let slot = Slot {
                left,
                top,
                width: slot_w,
                height: slot_h - CAPTION,
            };
            let at = slot.place(maze);
            if self.answers {
                draw_answer(&mut content, maze, &at);
            }
            draw_maze(&mut content, maze, &at);
            let caption = caption(self.first + k + 1, maze);
            text(&mut content, at.left, at.bottom() - 12.0, 9.0, &caption);
        }
        content.finish().to_vec()
    }
}

/// Columns and rows for `per_page` mazes of `size` cells in `area` (points): those that give
/// the largest cells.
fn grid_of(per_page: usize, size: Size, area: (f32, f32)) -> (usize, usize) {
    let cell = |columns: usize| {
        let rows = per_page.div_ceil(columns);
        let (slot_w, slot_h) = slots(columns, rows, area);
        (slot_w / size.width as f32).min((slot_h - CAPTION) / size.height as f32)
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

/// A maze's caption: its number, seed, size and algorithm.
fn caption(number: usize, maze: &Maze) -> String {
    let mut caption = format!("{number}. {}", maze.grid().size());
    if let Some(seed) = maze.seed() {
        caption.push_str(&format!(", seed {seed}"));
    }
    if let Some(algorithm) = maze.algorithm() {
        caption.push_str(&format!(", {}", algorithm.name()));
    }
    caption
}

/// The room for one maze, its top left corner in page points (y up).
struct Slot {
    left: f32,
    top: f32,
    width: f32,
    height: f32,
}

impl Slot {
    /// Where `maze` goes in the slot: square cells as large as fit, centred.
    fn place(&self, maze: &Maze) -> Placed {
        let grid = maze.grid();
        let (w, h) = (grid.width() as f32, grid.height() as f32);
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
        (
            self.left + x as f32 * self.cell,
            self.top - y as f32 * self.cell,
        )
    }

    /// The page point of `pos`'s centre.
    fn centre(&self, pos: Pos) -> (f32, f32) {
        let (x, y) = self.corner(pos.x, pos.y);
        (x + self.cell / 2.0, y - self.cell / 2.0)
    }

    fn bottom(&self) -> f32 {
        self.top - self.height
    }
}

/// The maze's walls, as runs of straight strokes, and its start and goal as discs.
fn draw_maze(content: &mut Content, maze: &Maze, at: &Placed) {
    let walls = Walls::new(maze);
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
    for (pos, kind) in [
        (maze.start(), MarkKind::Start),
        (maze.goal(), MarkKind::Goal),
    ] {
        if let Some(pos) = pos {
            colour(content, kind.color(), true);
            disc(content, at.centre(pos), at.cell * 0.3);
        }
    }
    content.restore_state();
}

/// The solution from start to goal, as a line through the cells' centres.
fn draw_answer(content: &mut Content, maze: &Maze, at: &Placed) {
    let (Some(start), Some(goal)) = (maze.start(), maze.goal()) else {
        return;
    };
    let Some(path) = bfs(maze.grid(), start, goal) else {
        return;
    };
    content.save_state();
    content.set_line_width(at.cell * 0.35);
    content.set_line_cap(LineCapStyle::RoundCap);
    content.set_line_join(LineJoinStyle::RoundJoin);
    colour(content, Rgb::PATH, false);
    let mut previous: Option<Pos> = None;
    for pos in path.cells(maze.grid()) {
        let (x, y) = at.centre(pos);
        // Steps across a wrapping edge start a new stroke rather than cross the maze.
        let adjacent = previous.is_some_and(|p| p.x.abs_diff(pos.x) + p.y.abs_diff(pos.y) == 1);
        if adjacent {
            content.line_to(x, y);
        } else {
            content.move_to(x, y);
        }
        previous = Some(pos);
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
        assert_eq!(grid_of(2, Size::new(20, 20), a4), (1, 2));
        assert_eq!(grid_of(4, Size::new(20, 20), a4), (2, 2));
        assert_eq!(grid_of(6, Size::new(20, 20), a4), (2, 3));
        // Wide ones stack in one column.
        assert_eq!(grid_of(4, Size::new(30, 12), a4), (1, 4));
    }

    #[test]
    fn text_is_written_in_the_fonts_encoding() {
        assert_eq!(latin1("20×20, seed 3 · ok"), b"20\xd720, seed 3 \xb7 ok");
        assert_eq!(latin1("迷路"), b"??");
    }
}
