//! Drawing: a frame is a pure function of the [`App`].

use std::collections::HashSet;

use mazes::infinite::Cell;
use mazes::render::{Glyph, Overlay};
use mazes::{Pos, Size};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::app::{App, HINT_STEPS, Screen, clock};
use super::keys;
use crate::screen::{Picture, Point, fit_whole, popup, too_small};

/// The smallest terminal the game is drawn in.
pub(super) const MIN_SIZE: (u16, u16) = (60, 20);
/// The side panel's width.
const PANEL: u16 = 34;
/// The map's height in lines.
const MAP_LINES: u16 = 8;
/// The player, the target, a step of the hint and a cell walked.
const PLAYER: char = '@';
const TARGET: char = '◎';
const HINT: char = '•';
const WALKED: char = '·';

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if too_small(area, MIN_SIZE, "the endless maze", buf) {
            return;
        }
        let [main, message, keys] = Layout::vertical([
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(area);
        let [view, panel] =
            Layout::horizontal([Constraint::Min(10), Constraint::Length(PANEL)]).areas(main);
        self.draw_view(view, buf);
        self.draw_panel(panel, buf);
        Line::from(self.message.as_str()).render(message, buf);
        Line::from(fit_whole(crate::keys::bar(self.keys()), "  ", keys.width))
            .dim()
            .render(keys, buf);
        match self.screen {
            Screen::Help => popup("How to play", help_lines(), main, buf),
            Screen::ConfirmQuit => {
                crate::screen::quit_popup("Leave the endless maze?", None, main, buf);
            }
            Screen::Playing => {
                if let Some(outcome) = self.game.outcome() {
                    let lines = vec![
                        Line::from(format!(
                            "{} moves; the way was {} long.",
                            outcome.moves, outcome.shortest
                        )),
                        Line::from(format!("Time: {}.", clock(outcome.elapsed))),
                        Line::default(),
                        Line::from("n: a new target    q: quit"),
                    ];
                    popup("Target reached", lines, view, buf);
                }
            }
        }
    }
}

impl App {
    /// The maze around the player, with the target, the hint and the trail.
    fn draw_view(&self, area: Rect, buf: &mut Buffer) {
        let size = Size::new(
            u32::from(area.width.saturating_sub(1) / 2).max(1),
            u32::from(area.height.saturating_sub(1) / 2).max(1),
        );
        let Ok((maze, corner)) = self.game.view(size) else {
            return;
        };
        let local = |cell: Cell| -> Option<Pos> {
            let dx = u32::try_from(cell.x.checked_sub(corner.x)?).ok()?;
            let dy = u32::try_from(cell.y.checked_sub(corner.y)?).ok()?;
            (dx < size.width && dy < size.height).then_some(Pos::new(dx, dy))
        };
        let player = local(self.game.player()).unwrap_or_default();
        let target = local(self.game.target());
        let hint: HashSet<Pos> = if self.hint {
            let mut at = self.game.player();
            self.game
                .hint(HINT_STEPS)
                .into_iter()
                .filter_map(|dir| {
                    at = at.neighbor(dir)?;
                    local(at)
                })
                .collect()
        } else {
            HashSet::new()
        };
        let overlay = Overlay::none();
        let picture = Picture::new(&maze, &overlay, area);
        let focus = (2 * u64::from(player.x) + 1, 2 * u64::from(player.y) + 1);
        picture.draw(focus, buf, |glyph, point| {
            let Some(pos) = cell_at(point).filter(|_| point.middle) else {
                return self.wall(glyph);
            };
            let cell = Cell::new(corner.x + u64::from(pos.x), corner.y + u64::from(pos.y));
            if pos == player {
                (PLAYER, self.ink(Color::Yellow).bold())
            } else if Some(pos) == target {
                (TARGET, self.ink(Color::Red).bold())
            } else if hint.contains(&pos) {
                (HINT, self.ink(Color::Cyan).bold())
            } else if self.walked(cell) {
                (WALKED, self.ink(Color::LightBlue))
            } else {
                (' ', Style::new())
            }
        });
    }

    fn wall(&self, glyph: Glyph) -> (char, Style) {
        match glyph {
            Glyph::Wall(c) => (c, self.ink(Color::Gray)),
            _ => (' ', Style::new()),
        }
    }

    /// A style in `color`, when drawing in colour.
    fn ink(&self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }

    /// Where the player is, where the target is, the way left, the counts, the map and the
    /// link.
    fn draw_panel(&self, area: Rect, buf: &mut Buffer) {
        let [text, map, link] = Layout::vertical([
            Constraint::Length(13),
            Constraint::Length(MAP_LINES + 1),
            Constraint::Min(0),
        ])
        .areas(area);
        Paragraph::new(self.panel_lines())
            .wrap(Wrap { trim: false })
            .render(text, buf);
        self.draw_map(map, buf);
        let mut lines = vec![Line::from("Stand here again:").bold()];
        lines.push(Line::from(self.link()).dim());
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(link, buf);
    }

    fn panel_lines(&self) -> Vec<Line<'static>> {
        let (player, target) = (self.game.player(), self.game.target());
        let bearing = self.game.bearing();
        let row = |name: &str, value: String| {
            Line::from(vec![
                Span::raw(format!("{name:<8}")).bold(),
                Span::raw(value),
            ])
        };
        vec![
            Line::from(format!("Endless maze · seed {}", self.game.config().seed)).bold(),
            Line::default(),
            row("you", format!("x {}", player.x)),
            row("", format!("y {}", player.y)),
            Line::from(vec![
                Span::raw(format!("{:<8}", "target")).bold(),
                Span::styled(format!("{TARGET} "), self.ink(Color::Red)),
                Span::raw(format!("x {}", target.x)),
            ]),
            row("", format!("  y {}", target.y)),
            Line::from(vec![
                Span::raw(format!("{:<8}", "compass")).bold(),
                Span::styled(bearing.arrow().to_string(), self.ink(Color::Yellow).bold()),
                Span::raw(format!(
                    " {}, {:.0} cells",
                    bearing.point(),
                    bearing.distance()
                )),
            ]),
            row("way", format!("{} passages left", self.game.way_left())),
            row(
                "moves",
                format!("{} (fewest {})", self.game.moves(), self.game.shortest()),
            ),
            row("time", clock(self.elapsed())),
            row("reached", self.reached.to_string()),
        ]
    }

    /// The map: the trail, the player and the target, one dot for a square of cells as large
    /// as needed to show both (a power of two).
    fn draw_map(&self, area: Rect, buf: &mut Buffer) {
        let Some(first) = area.rows().next() else {
            return;
        };
        let (columns, lines) = (area.width.saturating_sub(1), area.height.saturating_sub(1));
        let (player, target) = (self.game.player(), self.game.target());
        let map = Map::new(player, target, columns, lines);
        Line::from(format!("map · a dot is {}", map.scale_words()))
            .bold()
            .render(first, buf);
        let mut dots = vec![0u8; usize::from(columns) * usize::from(lines)];
        for &cell in &self.trail {
            if let Some((index, bit)) = map.dot(cell) {
                dots[index] |= bit;
            }
        }
        let marks = [
            (map.dot(player), Color::Yellow),
            (map.dot(target), Color::Red),
        ];
        for line in 0..lines {
            for column in 0..columns {
                let i = usize::from(line) * usize::from(columns) + usize::from(column);
                let mut bits = dots[i];
                let mut style = self.ink(Color::LightBlue);
                for (dot, color) in marks {
                    if let Some((index, bit)) = dot
                        && index == i
                    {
                        bits |= bit;
                        style = self.ink(color).bold();
                    }
                }
                let symbol = char::from_u32(0x2800 + u32::from(bits)).unwrap_or(' ');
                buf[(area.x + column, area.y + 1 + line)]
                    .set_char(symbol)
                    .set_style(style);
            }
        }
    }
}

/// A map of braille characters, each two dots wide and four high, centred between the player
/// and the target.
struct Map {
    columns: u16,
    lines: u16,
    /// The cells a dot covers, a power of two: 2^shift.
    shift: u32,
    /// The cell at the map's top-left dot.
    left: i128,
    top: i128,
}

impl Map {
    fn new(player: Cell, target: Cell, columns: u16, lines: u16) -> Map {
        let (wide, high) = (2 * i128::from(columns), 4 * i128::from(lines));
        let (px, py) = (i128::from(player.x), i128::from(player.y));
        let (tx, ty) = (i128::from(target.x), i128::from(target.y));
        let (mx, my) = ((px + tx) / 2, (py + ty) / 2);
        let span = (px - tx).abs().max(1) as f64 / (wide - 2).max(1) as f64;
        let span = span.max((py - ty).abs() as f64 / (high - 2).max(1) as f64);
        let shift = (0..64).find(|&s| (1u128 << s) as f64 >= span).unwrap_or(64);
        let cells = |dots: i128| dots << shift;
        Map {
            columns,
            lines,
            shift,
            left: mx - cells(wide) / 2,
            top: my - cells(high) / 2,
        }
    }

    /// How many cells a dot covers: "1 cell", "4×4 cells", "2^40×2^40 cells".
    fn scale_words(&self) -> String {
        match self.shift {
            0 => "1 cell".to_owned(),
            s @ 1..16 => format!("{0}×{0} cells", 1u32 << s),
            s => format!("2^{s}×2^{s} cells"),
        }
    }

    /// The character and the bit of the dot showing `cell`, if it is on the map.
    fn dot(&self, cell: Cell) -> Option<(usize, u8)> {
        let dx = (i128::from(cell.x) - self.left) >> self.shift;
        let dy = (i128::from(cell.y) - self.top) >> self.shift;
        let (wide, high) = (2 * i128::from(self.columns), 4 * i128::from(self.lines));
        if !(0..wide).contains(&dx) || !(0..high).contains(&dy) {
            return None;
        }
        const BITS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        let index = (dy / 4) as usize * usize::from(self.columns) + (dx / 2) as usize;
        Some((index, BITS[(dx % 2) as usize][(dy % 4) as usize]))
    }
}

/// The cell at a lattice point, if the point is a cell's.
fn cell_at(point: Point) -> Option<Pos> {
    if point.x.is_multiple_of(2) || point.y.is_multiple_of(2) {
        return None;
    }
    Some(Pos::new(
        u32::try_from(point.x / 2).ok()?,
        u32::try_from(point.y / 2).ok()?,
    ))
}

fn help_lines() -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::from("The maze has 2^64 × 2^64 cells and scrolls with you forever. Walk to"),
        Line::from("the target ◎: the compass points to it as the crow flies, the panel"),
        Line::from("gives the exact length of the way left (it changes by one with every"),
        Line::from("step), and h shows the next steps of the true way. The map shows your"),
        Line::from("trail (·), you (@) and the target. The command under the map puts"),
        Line::from("anyone where you stand, with the same target."),
        Line::default(),
    ];
    lines.extend(crate::keys::page(keys::PLAYING).into_iter().map(Line::from));
    lines
}
