//! Drawing `maze watch`: a frame is a pure function of the [`Show`].

use mazes::Pos;
use mazes::render::Glyph;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style, Stylize};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::show::{Mark, Racer, Show};
use crate::screen::{Picture, Point, fit_whole, terminal_color, too_small};

/// The smallest terminal the show is drawn in.
pub const MIN_SIZE: (u16, u16) = (40, 8);

/// The show drawn with or without colour.
pub struct View<'a> {
    /// What to draw.
    pub show: &'a Show,
    /// Whether to use colour (off under `NO_COLOR`).
    pub color: bool,
}

impl Widget for View<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if too_small(area, MIN_SIZE, "maze watch", buf) {
            return;
        }
        let [main, status, message, keys] = Layout::vertical([
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(area);
        let show = self.show;
        if show.is_race() && !show.racers().is_empty() {
            let panes = Layout::horizontal(vec![Constraint::Fill(1); show.racers().len()])
                .spacing(1)
                .split(main);
            // Finished titles read alike: each takes the longest form every one fits.
            let narrowest = panes.iter().map(|p| p.width).min().unwrap_or(0);
            let form = TitleForm::ALL
                .into_iter()
                .find(|&form| {
                    let racers = show.racers().iter();
                    racers
                        .filter_map(|r| title_parts(r, form))
                        .all(|parts| parts.join(" ").chars().count() <= usize::from(narrowest))
                })
                .unwrap_or(TitleForm::Bare);
            for (racer, &pane) in show.racers().iter().zip(panes.iter()) {
                self.draw_racer(racer, pane, form, buf);
            }
        } else {
            self.draw_maze(&|pos| show.mark(pos), show.cursor(), main, buf);
        }
        Line::from(status_line(show, status.width)).render(status, buf);
        let result = show.result().map(|r| format!(" {r}"));
        Line::from(result.unwrap_or_default()).render(message, buf);
        let entries = crate::keys::bar(super::KEYS);
        Line::from(fit_whole(entries, "  ", keys.width))
            .dim()
            .render(keys, buf);
    }
}

impl View<'_> {
    /// Draws the maze into `area`, each cell as `mark` says, with the last step at `cursor`.
    fn draw_maze(
        &self,
        mark: &dyn Fn(Pos) -> Option<Mark>,
        cursor: Option<Pos>,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let show = self.show;
        let focus = cursor.map_or((0, 0), |pos| {
            (2 * u64::from(pos.x) + 1, 2 * u64::from(pos.y) + 1)
        });
        let on = |pos: Pos| mark(pos).is_some_and(|m| m != Mark::Off);
        let picture = Picture::new(show.maze(), show.overlay(), area);
        let picture = if show.is_masked() {
            picture.only(&on)
        } else {
            picture
        };
        picture.draw(focus, buf, |glyph, point| {
            self.look(mark, cursor, glyph, point)
        });
    }

    /// A racer's pane: its name and running count above its view of the maze, a finished
    /// racer's title in `form`.
    fn draw_racer(&self, racer: &Racer, pane: Rect, form: TitleForm, buf: &mut Buffer) {
        let [title, picture] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(pane);
        let Some(grid) = self.show.grid() else {
            return;
        };
        let moves = format!("{} moves", racer.moves);
        let parts = match &racer.found {
            None => vec![racer.solver.name().to_owned(), moves],
            Some(Some(_)) => title_parts(racer, form).unwrap_or_default(),
            Some(None) => vec![format!("{} ✗", racer.solver.name()), moves, "no way".into()],
        };
        // A title as wide as its pane goes without the leading space (panes stand apart).
        let whole = parts.join(" ");
        let text = if whole.chars().count() == usize::from(title.width) {
            whole
        } else {
            fit_whole(parts, " ", title.width)
        };
        Line::from(text).bold().render(title, buf);
        self.draw_maze(&|pos| racer.mark(grid, pos), racer.cursor(), picture, buf);
    }

    /// How a screen position is drawn: walls grey; each cell, and each passage between two
    /// cells that look alike, in the colour of what `mark` says was done to it.
    fn look(
        &self,
        mark: &dyn Fn(Pos) -> Option<Mark>,
        cursor: Option<Pos>,
        glyph: Glyph,
        point: Point,
    ) -> (char, Style) {
        let around = cells_around(point);
        let marks = around.map(|pos| pos.and_then(mark));
        let shared = marks[0].filter(|&m| marks.iter().all(|&other| other == Some(m)));
        // Walls keep the plain background, except inside what is not carved yet.
        let mark = match glyph {
            Glyph::Wall(_) => shared.filter(|&m| m == Mark::Untouched),
            _ => shared,
        };
        let cursor = point.x % 2 == 1 && point.y % 2 == 1 && around[0] == cursor;
        let symbol = match glyph {
            Glyph::Mark(kind) if point.middle => kind.symbol(),
            Glyph::Wall(c) => c,
            _ if !self.color => plain_symbol(mark, cursor, point.middle),
            _ => ' ',
        };
        if !self.color {
            return (symbol, Style::default());
        }
        let background = mark.and_then(|m| background(m, cursor));
        let style = match (glyph, background) {
            (Glyph::Wall(_), _) => Style::default().fg(Color::Gray),
            // A start or goal on a coloured cell: in black or white, whichever shows.
            (Glyph::Mark(_), Some(bg)) => Style::default().bold().fg(contrast(bg)),
            (Glyph::Mark(kind), None) => Style::default().bold().fg(terminal_color(kind.color())),
            _ => Style::default(),
        };
        (symbol, background.map_or(style, |bg| style.bg(bg)))
    }
}

/// How much a finished racer's title says. The way's length matters more than the moves, which
/// the finish line below counts too: a narrow pane drops the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TitleForm {
    /// "bfs ✓ 230 moves 117 steps".
    Full,
    /// "bfs ✓ 117 steps".
    Bare,
}

impl TitleForm {
    /// Every form, longest first.
    const ALL: [TitleForm; 2] = [TitleForm::Full, TitleForm::Bare];
}

/// The words of `racer`'s title in `form`, if it has found its way.
fn title_parts(racer: &Racer, form: TitleForm) -> Option<Vec<String>> {
    let Some(Some(path)) = &racer.found else {
        return None;
    };
    let name = format!("{} ✓", racer.solver.name());
    let steps = format!("{} steps", path.len());
    Some(match form {
        TitleForm::Full => vec![name, format!("{} moves", racer.moves), steps],
        TitleForm::Bare => vec![name, steps],
    })
}

/// The cells around a lattice point, `None` for those beyond the maze's edge: a cell's point
/// is that cell (four times), a wall's or passage's the two cells it separates (twice each), a
/// corner's the four it touches.
fn cells_around(point: Point) -> [Option<Pos>; 4] {
    let cell = |x: u64, y: u64| {
        let (cx, cy) = (u32::try_from(x / 2).ok()?, u32::try_from(y / 2).ok()?);
        Some(Pos::new(cx, cy))
    };
    // The lattice columns (or lines) of the cells on either side of the point.
    let beside = |at: u64| match at % 2 {
        1 => [Some(at), Some(at)],
        _ => [at.checked_sub(1), Some(at + 1)],
    };
    let (xs, ys) = (beside(point.x), beside(point.y));
    let pick = |i: usize, j: usize| cell(xs[i]?, ys[j]?);
    [pick(0, 0), pick(1, 0), pick(0, 1), pick(1, 1)]
}

/// The background of a cell with `mark`; the cursor's stands out from all.
fn background(mark: Mark, cursor: bool) -> Option<Color> {
    if cursor {
        return Some(Color::Yellow);
    }
    match mark {
        Mark::Off => None,
        Mark::Untouched => Some(Color::DarkGray),
        Mark::Carved => None,
        Mark::Reached => Some(Color::Cyan),
        Mark::Explored => Some(Color::Blue),
        Mark::Left => Some(Color::Magenta),
        Mark::Path => Some(Color::Green),
    }
}

/// Black or white, whichever reads better on `background`.
fn contrast(background: Color) -> Color {
    match background {
        Color::Blue | Color::Magenta | Color::DarkGray => Color::White,
        _ => Color::Black,
    }
}

/// Without colour: shading for what is not yet carved, and a symbol in the middle of each cell
/// for what the solver did.
fn plain_symbol(mark: Option<Mark>, cursor: bool, middle: bool) -> char {
    match (mark, middle) {
        (Some(Mark::Untouched), _) => '░',
        (Some(_), true) if cursor => '@',
        (Some(Mark::Reached), true) => '+',
        (Some(Mark::Explored), true) => '·',
        (Some(Mark::Left), true) => 'x',
        (Some(Mark::Path), true) => '●',
        _ => ' ',
    }
}

/// The settings and where the show is, in parts left out whole from the right to fit.
fn status_line(show: &Show, width: u16) -> String {
    let (phase, taken, total) = show.progress();
    let size = show.maze().shape().size_text();
    let solvers = match show.racing() {
        [] => show.solver.name().to_owned(),
        race => {
            let names: Vec<&str> = race.iter().map(|s| s.name()).collect();
            format!("race {}", names.join(" · "))
        }
    };
    let mut parts = vec![
        format!("{} → {solvers}", show.algorithm),
        format!("{phase} {taken}/{total}"),
        format!("{} steps/s", show.speed()),
        format!("seed {}", show.seed),
        size.to_string(),
    ];
    if show.paused {
        parts.insert(1, "PAUSED".to_owned());
    }
    fit_whole(parts, " │ ", width)
}
