//! What the full-screen front ends (`maze play`, `maze watch`, `maze words`) share: a maze drawn into a
//! ratatui buffer, zoomed so that a small maze fills a big terminal and scrolled so that a
//! focus stays in view; lines that fit the terminal; dialogs; the terminal's colours.

use mazes::render::{Glyph, Overlay, Rgb, unicode_glyph, unicode_glyph_masked, unicode_size};
use mazes::{Maze, Pos};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Color, Style, Stylize};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

/// A point of the maze's picture lattice (walls and cells alternating: cell `(cx, cy)` is the
/// point `(2cx + 1, 2cy + 1)`) as one screen position shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Point {
    /// The lattice column.
    pub x: u64,
    /// The lattice line.
    pub y: u64,
    /// Whether the screen position is the middle of the point's stretch: what sits in a cell
    /// is drawn there once, while walls and backgrounds fill the whole stretch.
    pub middle: bool,
}

/// A maze as it will be drawn into an area of the screen.
pub struct Picture<'a> {
    maze: &'a Maze,
    overlay: &'a Overlay,
    area: Rect,
    zoom: Zoom,
    /// The cells drawn, when a mask switches others off.
    on: Option<&'a dyn Fn(Pos) -> bool>,
    /// Two lattice lines a screen line, as half blocks (see [`Picture::half_height`]).
    half: bool,
}

/// The size of the Unicode picture of `maze`, in characters: none for a maze that is not
/// whole squares, which has no such picture (the terminal games draw only squares).
fn picture_size(maze: &Maze) -> (u64, u64) {
    maze.grid().map_or((0, 0), unicode_size)
}

impl<'a> Picture<'a> {
    /// The picture of `maze` with `overlay`, as large as fits `area` (cells up to 7 columns by
    /// 4 lines).
    pub fn new(maze: &'a Maze, overlay: &'a Overlay, area: Rect) -> Picture<'a> {
        let (columns, lines) = picture_size(maze);
        Picture {
            maze,
            overlay,
            area,
            zoom: Zoom::fitting(columns, lines, area),
            on: None,
            half: false,
        }
    }

    /// The picture at half the height: a screen column a lattice point and a screen line two
    /// lattice lines, the upper in a half block's top and the lower in its bottom, so that
    /// a 20 × 20 maze takes 21 lines instead of 41. Walls and marks are told apart by colour
    /// alone: draw it with [`Picture::draw_half`].
    pub fn half_height(self) -> Picture<'a> {
        let one = Stretch { cell: 1 };
        Picture {
            zoom: Zoom { x: one, y: one },
            half: true,
            ..self
        }
    }

    /// Whether the whole picture fits its area, unscrolled.
    pub fn fits_whole(&self) -> bool {
        let (columns, lines) = picture_size(self.maze);
        self.zoom.x.span(columns) <= u64::from(self.area.width)
            && self.span_y(lines) <= u64::from(self.area.height)
    }

    /// The screen lines of a picture `lines` lattice lines tall.
    fn span_y(&self, lines: u64) -> u64 {
        match self.half {
            true => lines.div_ceil(2),
            false => self.zoom.y.span(lines),
        }
    }

    /// The screen line of the lattice line `point`.
    fn screen_y(&self, point: u64) -> u64 {
        match self.half {
            true => point / 2,
            false => self.zoom.y.screen(point),
        }
    }

    /// The glyph at lattice point (`x`, `y`), `None` past the picture's edge.
    fn glyph(&self, x: u64, y: u64) -> Option<Glyph> {
        match self.on {
            Some(on) => unicode_glyph_masked(self.maze, self.overlay, on, x, y),
            None => unicode_glyph(self.maze, self.overlay, x, y),
        }
    }

    /// The picture with only the cells for which `on` holds drawn: the others blank, with no
    /// walls among them.
    pub fn only(self, on: &'a dyn Fn(Pos) -> bool) -> Picture<'a> {
        Picture {
            on: Some(on),
            ..self
        }
    }

    /// The screen's first column and line shown (the scroll) and the blank margin before the
    /// picture (the centring pads) when it is drawn around `focus`.
    fn window(&self, focus: (u64, u64)) -> ((u64, u64), (u16, u16)) {
        let area = self.area;
        let (columns, lines) = picture_size(self.maze);
        let (span_x, span_y) = (self.zoom.x.span(columns), self.span_y(lines));
        let scrolled = (
            scroll(span_x, area.width, self.zoom.x.screen(focus.0)),
            scroll(span_y, area.height, self.screen_y(focus.1)),
        );
        // Centred when smaller than the view; the pads are below the view's size.
        let pad = |span: u64, view: u16| {
            u16::try_from(u64::from(view).saturating_sub(span) / 2).unwrap_or(0)
        };
        (
            scrolled,
            (pad(span_x, area.width), pad(span_y, area.height)),
        )
    }

    /// Where the lattice point `at` is drawn, across and down, when the picture is drawn
    /// around `focus`: on screen, or scrolled out of view before or after the area.
    pub fn place(&self, focus: (u64, u64), at: (u64, u64)) -> [Reach; 2] {
        let ((left, top), (pad_x, pad_y)) = self.window(focus);
        let (x, y) = (self.zoom.x.screen(at.0), self.screen_y(at.1));
        let area = self.area;
        [
            reach(x + u64::from(pad_x), left, area.x, area.width),
            reach(y + u64::from(pad_y), top, area.y, area.height),
        ]
    }

    /// Points the way to the lattice point `at` when the picture drawn around `focus` leaves
    /// it out of view: an arrow and `label` at the area's edge on its side, in `style`.
    pub fn point_to(
        &self,
        focus: (u64, u64),
        at: (u64, u64),
        label: &str,
        style: Style,
        buf: &mut Buffer,
    ) {
        point_toward(self.area, self.place(focus, at), label, style, buf);
    }

    /// Draws the picture into `buf`, centred when it is smaller than the area and scrolled to
    /// keep the lattice point `focus` in view when it is larger; `look` gives the character and
    /// style of each screen position from its glyph and point. Only the positions in view are
    /// looked at, so a frame costs the area's size whatever the maze's.
    pub fn draw(
        &self,
        focus: (u64, u64),
        buf: &mut Buffer,
        mut look: impl FnMut(Glyph, Point) -> (char, Style),
    ) {
        let area = self.area;
        let (zoom_x, zoom_y) = (self.zoom.x, self.zoom.y);
        let ((left, top), (pad_x, pad_y)) = self.window(focus);
        for row in 0..area.height.saturating_sub(pad_y) {
            let (y, middle_y) = zoom_y.lattice(top + u64::from(row));
            for column in 0..area.width.saturating_sub(pad_x) {
                let (x, middle_x) = zoom_x.lattice(left + u64::from(column));
                let Some(glyph) = self.glyph(x, y) else {
                    break;
                };
                let point = Point {
                    x,
                    y,
                    middle: middle_x && middle_y,
                };
                let (symbol, style) = look(glyph, point);
                buf[(area.x + pad_x + column, area.y + pad_y + row)]
                    .set_char(symbol)
                    .set_style(style);
            }
        }
    }

    /// Draws a [`Picture::half_height`] picture, placed as [`Picture::draw`] places it; `pixel`
    /// gives the colour of each lattice point (`None`: the terminal's background).
    pub fn draw_half(
        &self,
        focus: (u64, u64),
        buf: &mut Buffer,
        mut pixel: impl FnMut(Glyph, Point) -> Option<Color>,
    ) {
        let area = self.area;
        let ((left, top), (pad_x, pad_y)) = self.window(focus);
        let mut colour = |x: u64, y: u64| {
            let point = Point { x, y, middle: true };
            self.glyph(x, y).map(|glyph| pixel(glyph, point))
        };
        for row in 0..area.height.saturating_sub(pad_y) {
            let y = 2 * (top + u64::from(row));
            for column in 0..area.width.saturating_sub(pad_x) {
                let x = left + u64::from(column);
                let Some(upper) = colour(x, y) else {
                    break;
                };
                let lower = colour(x, y + 1).flatten();
                let (symbol, style) = match (upper, lower) {
                    (None, None) => (' ', Style::new()),
                    (Some(a), Some(b)) if a == b => ('█', Style::new().fg(a)),
                    (Some(a), b) => ('▀', Style::new().fg(a).bg(b.unwrap_or(Color::Reset))),
                    (None, Some(b)) => ('▄', Style::new().fg(b)),
                };
                buf[(area.x + pad_x + column, area.y + pad_y + row)]
                    .set_char(symbol)
                    .set_style(style);
            }
        }
    }
}

/// An arrow and `label` at the edge of `area` on the side where a point `place` says lies out
/// of view (nothing when it is in view), in `style`: the way to an exit scrolled away.
pub fn point_toward(area: Rect, place: [Reach; 2], label: &str, style: Style, buf: &mut Buffer) {
    let [x, y] = place;
    let arrow = match (x, y) {
        (Reach::At(_), Reach::At(_)) => return,
        (Reach::Before, Reach::Before) => '↖',
        (Reach::At(_), Reach::Before) => '↑',
        (Reach::After, Reach::Before) => '↗',
        (Reach::Before, Reach::At(_)) => '←',
        (Reach::After, Reach::At(_)) => '→',
        (Reach::Before, Reach::After) => '↙',
        (Reach::At(_), Reach::After) => '↓',
        (Reach::After, Reach::After) => '↘',
    };
    let text = match x {
        Reach::After => format!("{label} {arrow}"),
        _ => format!("{arrow} {label}"),
    };
    let width = u16::try_from(text.chars().count()).unwrap_or(u16::MAX);
    let last = area.right().saturating_sub(width).max(area.x);
    let column = match x {
        Reach::Before => area.x,
        Reach::At(column) => column.min(last),
        Reach::After => last,
    };
    let row = match y {
        Reach::Before => area.y,
        Reach::At(row) => row,
        Reach::After => area.bottom().saturating_sub(1),
    };
    buf.set_stringn(column, row, text, usize::from(area.width), style);
}

/// Where the screen positions from `first` on, `view` of them from `start`, show position `at`
/// of a drawing: on screen, or scrolled out of view before or after.
pub fn reach(at: u64, first: u64, start: u16, view: u16) -> Reach {
    match at.checked_sub(first).map(u16::try_from) {
        Some(Ok(on)) if on < view => Reach::At(start + on),
        None => Reach::Before,
        _ => Reach::After,
    }
}

/// Where a point of a picture is across or down the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Scrolled out of view to the left or above.
    Before,
    /// On screen, at this column or line.
    At(u16),
    /// Scrolled out of view to the right or below.
    After,
}

/// How large the maze is drawn: on a big terminal, a small maze's cells grow to fill it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Zoom {
    x: Stretch,
    y: Stretch,
}

/// One axis of the zoom: each cell (or passage) takes `cell` screen positions, each wall one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stretch {
    cell: u64,
}

impl Zoom {
    /// The largest zoom, up to cells 7 columns by 4 lines (terminal cells are about twice as tall
    /// as wide), at which the whole picture fits `area`; cells of one character otherwise.
    fn fitting(columns: u64, lines: u64, area: Rect) -> Zoom {
        (1..=4)
            .rev()
            .map(|k| Zoom {
                x: Stretch { cell: 2 * k - 1 },
                y: Stretch { cell: k },
            })
            .find(|z| {
                z.x.span(columns) <= u64::from(area.width)
                    && z.y.span(lines) <= u64::from(area.height)
            })
            .unwrap_or(Zoom {
                x: Stretch { cell: 1 },
                y: Stretch { cell: 1 },
            })
    }
}

impl Stretch {
    /// The screen length of an axis of `lattice` points (walls and cells alternating, walls at
    /// both ends).
    fn span(self, lattice: u64) -> u64 {
        (lattice / 2) * (self.cell + 1) + 1
    }

    /// The screen position of the middle of lattice point `point`.
    fn screen(self, point: u64) -> u64 {
        (point / 2) * (self.cell + 1) + if point % 2 == 1 { 1 + self.cell / 2 } else { 0 }
    }

    /// The lattice point at screen position `at`, and whether `at` is its middle.
    fn lattice(self, at: u64) -> (u64, bool) {
        let (q, r) = (at / (self.cell + 1), at % (self.cell + 1));
        if r == 0 {
            (2 * q, true)
        } else {
            (2 * q + 1, r - 1 == self.cell / 2)
        }
    }
}

/// The first visible screen line (or column) so that `focus` is in the middle of `view`.
pub fn scroll(total: u64, view: u16, focus: u64) -> u64 {
    let view = u64::from(view);
    if total <= view {
        0
    } else {
        focus.saturating_sub(view / 2).min(total - view)
    }
}

/// The terminal's own colour for the renderer's green, red and blue (they degrade well on
/// 16-colour terminals), any other as it is.
pub fn terminal_color(rgb: Rgb) -> Color {
    match rgb {
        Rgb::GREEN => Color::Green,
        Rgb::RED => Color::Red,
        // The bright blue: ANSI blue is the colour dark themes hide.
        Rgb::BLUE => Color::LightBlue,
        Rgb(r, g, b) => Color::Rgb(r, g, b),
    }
}

/// Whether `area` is smaller than `min` (columns, lines); if so, a notice saying what `who`
/// needs fills it instead.
pub fn too_small(area: Rect, min: (u16, u16), who: &str, buf: &mut Buffer) -> bool {
    if area.width >= min.0 && area.height >= min.1 {
        return false;
    }
    let notice = format!(
        "Terminal too small: {}×{}, {who} needs {}×{}. Enlarge it to go on (the game waits); \
         Ctrl-C twice quits.",
        area.width, area.height, min.0, min.1
    );
    Paragraph::new(notice)
        .wrap(Wrap { trim: true })
        .render(area, buf);
    true
}

/// `text` in lines of at most `width` characters, broken between words (a longer word keeps a
/// line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// `parts` joined by `separator` after a space, leaving out the last parts whole until the line
/// fits `width` (the first part always stays).
pub fn fit_whole(mut parts: Vec<String>, separator: &str, width: u16) -> String {
    let mut line = format!(" {}", parts.join(separator));
    while line.chars().count() > usize::from(width) && parts.len() > 1 {
        parts.pop();
        line = format!(" {}", parts.join(separator));
    }
    line
}

/// A bordered box in the middle of `area`, over whatever is there.
///
/// When the box is taller than `area`, its last visible line says that more is hidden.
pub fn popup(title: &str, mut lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer) {
    let room = usize::from(area.height.saturating_sub(2));
    if lines.len() > room && room > 0 {
        lines.truncate(room - 1);
        lines.push(Line::from("… more: enlarge the terminal").dim());
    }
    let fit = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
    let width = fit(lines.iter().map(Line::width).max().unwrap_or(0)).saturating_add(4);
    let height = fit(lines.len()).saturating_add(2);
    let [vertical] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [inner] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(vertical);
    Clear.render(inner, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(Block::bordered().title(format!(" {title} ")))
        .render(inner, buf);
}

/// The question every game asks before it quits: `question`, then what quitting leaves behind
/// (`note`, when there is something to say), then the keys, the same in every game.
pub fn quit_popup(question: &str, note: Option<&str>, area: Rect, buf: &mut Buffer) {
    let mut lines = vec![Line::from(question.to_owned())];
    lines.extend(note.map(|note| Line::from(note.to_owned())));
    lines.push(Line::default());
    lines.push(Line::from(QUIT_KEYS));
    popup("Quit?", lines, area, buf);
}

/// The keys of [`quit_popup`].
pub const QUIT_KEYS: &str = "y or Ctrl-C: quit    any other key: stay";

/// A page taller than its area, scrolled by the keys: it remembers the first line shown and how
/// far the last frame could scroll, so that the keys stop where the page ends.
#[derive(Debug, Default)]
pub struct Scroll {
    top: u16,
    room: std::cell::Cell<u16>,
}

impl Scroll {
    /// Moves the page `lines` down (up when negative), within what the last frame could show.
    pub fn by(&mut self, lines: i32) {
        let top = i32::from(self.top).saturating_add(lines);
        self.top = u16::try_from(top.clamp(0, i32::from(self.room.get()))).unwrap_or(0);
    }

    /// Back to the page's first line.
    pub fn home(&mut self) {
        self.top = 0;
    }

    /// Whether the last frame could not show the whole page.
    pub fn scrolls(&self) -> bool {
        self.room.get() > 0
    }

    /// Draws a page `height` lines tall, made by `content`, into `area` from the first line
    /// asked for; ▲ and ▼ in the right margin say that more lies above or below.
    pub fn draw(
        &self,
        height: u16,
        area: Rect,
        buf: &mut Buffer,
        content: impl FnOnce(Rect, &mut Buffer),
    ) {
        let room = height.saturating_sub(area.height);
        self.room.set(room);
        let top = self.top.min(room);
        let mut page = Buffer::empty(Rect::new(0, 0, area.width, height));
        content(page.area, &mut page);
        for row in 0..area.height.min(height - top) {
            for column in 0..area.width {
                buf[(area.x + column, area.y + row)] = page[(column, top + row)].clone();
            }
        }
        let right = area.right().saturating_sub(1);
        if top > 0 {
            buf[(right, area.y)].set_char('▲');
        }
        if top < room {
            buf[(right, area.bottom().saturating_sub(1))].set_char('▼');
        }
    }
}

/// How far an animation that shows items one after another (a search's cells, a walk's rooms)
/// has got: counted in millionths of an item, so that slow speeds still move on every frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reveal {
    parts: u64,
}

/// Parts of an item in a [`Reveal`].
const PARTS: u64 = 1_000_000;

impl Reveal {
    /// The first `items` shown.
    pub fn at(items: usize) -> Reveal {
        Reveal {
            parts: u64::try_from(items)
                .unwrap_or(u64::MAX)
                .saturating_mul(PARTS),
        }
    }

    /// Moves on by `passed` at `per_second` items a second, stopping at `total`.
    pub fn advance(&mut self, passed: std::time::Duration, per_second: u64, total: usize) {
        let micros = u64::try_from(passed.as_micros()).unwrap_or(u64::MAX);
        self.parts = self.parts.saturating_add(micros.saturating_mul(per_second));
        self.parts = self.parts.min(Reveal::at(total).parts);
    }

    /// How many of `total` items are shown.
    pub fn shown(self, total: usize) -> usize {
        usize::try_from(self.parts / PARTS)
            .unwrap_or(usize::MAX)
            .min(total)
    }
}

/// A full-screen front end that [`run_full_screen`] drives: drawn as a widget, told the
/// time, handed keys.
pub trait FullScreen
where
    for<'a> &'a Self: Widget,
{
    /// The smallest terminal (columns, lines) it draws in; below it, its widget draws
    /// [`too_small`]'s notice instead.
    fn min_size(&self) -> (u16, u16);
    /// Lets time pass: `now` is the time since the front end started.
    fn tick(&mut self, now: std::time::Duration);
    /// Handles one key press at time `now`.
    fn key(&mut self, key: ratatui::crossterm::event::KeyEvent, now: std::time::Duration);
    /// Whether the user has left.
    fn done(&self) -> bool;
    /// Hears at time `now` whether the terminal is large enough to show it: a game stops its
    /// clock while only the notice shows. Nothing by default.
    fn shown(&mut self, _shown: bool, _now: std::time::Duration) {}
}

/// Takes over the terminal, runs `app` until it is done (redrawing every `frame` without
/// input), and gives the terminal back on every exit path (ratatui also restores it if the
/// program panics). While the terminal is smaller than the app's [`FullScreen::min_size`],
/// the app hears it is hidden and gets no key but Ctrl-C, whose question the notice names:
/// nothing happens unseen.
pub fn run_full_screen<A: FullScreen>(app: &mut A, frame: std::time::Duration) -> anyhow::Result<()>
where
    for<'a> &'a A: Widget,
{
    use ratatui::crossterm::event::{self, Event};
    let mut terminal = ratatui::try_init()?;
    let started = std::time::Instant::now();
    let result = (|| {
        while !app.done() {
            let size = terminal.size()?;
            let (columns, lines) = app.min_size();
            let shown = size.width >= columns && size.height >= lines;
            app.shown(shown, started.elapsed());
            app.tick(started.elapsed());
            terminal.draw(|f| f.render_widget(&*app, f.area()))?;
            if event::poll(frame)? {
                // A resize needs nothing but the redraw at the top of the loop.
                if let Event::Key(key) = event::read()? {
                    deliver(app, key, shown, started.elapsed());
                }
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result
}

/// Hands `key` to `app` at time `now` if the app is `shown`; a hidden app hears only Ctrl-C.
pub(crate) fn deliver<A: FullScreen>(
    app: &mut A,
    key: ratatui::crossterm::event::KeyEvent,
    shown: bool,
    now: std::time::Duration,
) where
    for<'a> &'a A: Widget,
{
    if shown || crate::keys::is_interrupt(&key) {
        app.key(key, now);
    }
}

/// Whether colour is wanted: not when `NO_COLOR` is set to anything (<https://no-color.org>).
pub fn color_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The rows a message line takes across `width` columns: one, or two for a longer message,
/// so that what a game says is never cut at the terminal's edge.
pub fn message_rows(message: &str, width: u16) -> u16 {
    if Line::from(message).width() > usize::from(width) {
        2
    } else {
        1
    }
}

/// Draws `message` in `area` (its rows as [`message_rows`] counts them), wrapped between words.
pub fn draw_message(message: &str, area: Rect, buf: &mut Buffer) {
    Paragraph::new(message)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// The text of `widget` drawn on a `width` × `height` test terminal, a string per line.
#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test fails by panicking")]
pub fn drawn(widget: impl ratatui::widgets::Widget, width: u16, height: u16) -> Vec<String> {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(widget, frame.area()))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}
