//! Drawing: a frame is a pure function of the [`App`].

use maze_treasure::Outcome;
use maze_treasure::marks::{GOLD, PLAYER, THIEF};
use mazes::Pos;
use mazes::render::{Glyph, MarkKind, Overlay, unicode_point};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::app::{Ahead, App, Screen, Show};
use super::keys;
use crate::screen::{Picture, Point, fit_whole, popup, terminal_color, too_small};

/// The smallest terminal the game is drawn in.
pub(super) const MIN_SIZE: (u16, u16) = (50, 12);
/// The side panel's width.
const PANEL: u16 = 30;
/// The story panel's width beside a demo, when the terminal is wide enough.
const STORY: u16 = 42;
/// A room the player may enter next, when it holds nothing.
const ENTERABLE: char = '◦';
/// A room on the player's trail.
const TRAIL: char = '·';

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if too_small(area, MIN_SIZE, "the treasure maze", buf) {
            return;
        }
        let [main, message, keys] = Layout::vertical([
            Constraint::Min(3),
            Constraint::Length(crate::screen::message_rows(&self.message, area.width)),
            Constraint::Length(1),
        ])
        .areas(area);
        match self.beneath() {
            Screen::Watching(show) => self.draw_show(show, main, buf),
            _ => self.draw_game(main, buf),
        }
        crate::screen::draw_message(&self.message, message, buf);
        Line::from(fit_whole(self.key_bar(), "  ", keys.width))
            .dim()
            .render(keys, buf);
        match &self.screen {
            Screen::Help => popup("How to play", help_lines(), main, buf),
            Screen::ConfirmQuit(_) => {
                crate::screen::quit_popup("Quit the treasure maze?", None, main, buf);
            }
            Screen::Playing if self.game.outcome().is_some() => {
                popup("The walk is over", self.over_lines(), main, buf);
            }
            _ => {}
        }
    }
}

impl App {
    /// The screen drawn under a question: the one the question will go back to.
    fn beneath(&self) -> &Screen {
        match &self.screen {
            Screen::ConfirmQuit(back) => back,
            other => other,
        }
    }

    /// The keys that work on the screen up.
    fn key_bar(&self) -> Vec<String> {
        match &self.screen {
            Screen::Playing => crate::keys::bar(self.keys()),
            Screen::Watching(_) => crate::keys::bar(keys::WATCHING),
            Screen::Help | Screen::ConfirmQuit(_) => Vec::new(),
        }
    }

    /// The maze with the player, the trail and the rooms that can be entered; the panel.
    fn draw_game(&self, area: Rect, buf: &mut Buffer) {
        let [left, right] = split(area, PANEL);
        let player = self.game.player();
        let enterable = self.enterable();
        let picture = Picture::new(self.game.treasure().maze(), &self.overlay, left);
        picture.draw(unicode_point(player.pos), buf, |glyph, point| {
            let Some(room) = room_at(point).filter(|_| point.middle) else {
                return self.look(glyph, point);
            };
            if room == player.pos {
                self.mark(PLAYER)
            } else if player.has_visited(room) && room != self.game.treasure().start() {
                (TRAIL, self.ink(Style::new().bold(), Color::Cyan))
            } else if enterable.contains(&room) {
                match glyph {
                    Glyph::Mark(kind) => {
                        let (symbol, style) = self.mark(kind);
                        (symbol, style.add_modifier(Modifier::UNDERLINED))
                    }
                    _ => (ENTERABLE, self.ink(Style::new().bold(), Color::Cyan)),
                }
            } else {
                self.look(glyph, point)
            }
        });
        Paragraph::new(self.panel_lines())
            .wrap(Wrap { trim: false })
            .render(right, buf);
    }

    /// A demo's maze with its path walked so far, and its story beside it.
    fn draw_show(&self, show: &Show, area: Rect, buf: &mut Buffer) {
        // The story's lines want a wider panel than the game's, when there is room.
        let panel = if area.width >= 2 * STORY {
            STORY
        } else {
            PANEL
        };
        let [left, right] = split(area, panel);
        let overlay: Overlay = show
            .overlay
            .clone()
            .with_path(show.treasure.maze(), &show.walked());
        let here = show.cells.get(show.shown() - 1).copied();
        let picture = Picture::new(show.treasure.maze(), &overlay, left);
        let focus = unicode_point(here.unwrap_or(Pos::new(0, 0)));
        // Gold and thieves behind the walker are spent: their rooms show the path.
        let behind: std::collections::HashSet<Pos> =
            show.cells[..show.shown()].iter().copied().collect();
        picture.draw(focus, buf, |glyph, point| match (room_at(point), glyph) {
            (Some(room), _) if point.middle && Some(room) == here => self.mark(PLAYER),
            (Some(room), Glyph::Mark(kind))
                if point.middle && behind.contains(&room) && matches!(kind, GOLD | THIEF) =>
            {
                (TRAIL, self.ink(Style::new().bold(), Color::Cyan))
            }
            _ => self.look(glyph, point),
        });
        story_lines(show, right, buf);
    }

    /// How the maze shows a glyph: walls grey, the path in cyan, marks in their colours.
    fn look(&self, glyph: Glyph, point: Point) -> (char, Style) {
        match glyph {
            Glyph::Wall(c) if self.color => (c, Style::new().fg(Color::Gray)),
            Glyph::Wall(c) => (c, Style::new()),
            _ if !point.middle => (' ', Style::new()),
            Glyph::Passage { on_path: true } | Glyph::Cell { on_path: true } => {
                (TRAIL, self.ink(Style::new().bold(), Color::Cyan))
            }
            Glyph::Mark(kind) => self.mark(kind),
            other => (other.symbol(), Style::new()),
        }
    }

    /// A mark in its colour, bold.
    fn mark(&self, kind: MarkKind) -> (char, Style) {
        (
            kind.symbol(),
            self.ink(Style::new().bold(), terminal_color(kind.color())),
        )
    }

    /// `style` in `color`, when drawing in colour.
    fn ink(&self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    /// The purse, the count of rooms, where the goal is, and what each mark means.
    fn panel_lines(&self) -> Vec<Line<'static>> {
        let treasure = self.game.treasure();
        let player = self.game.player();
        let size = treasure.grid().size();
        let seed = treasure
            .maze()
            .seed()
            .map(|s| format!(" · seed {s}"))
            .unwrap_or_default();
        let legend = |kind: MarkKind, what: &str| {
            let (symbol, style) = self.mark(kind);
            Line::from(vec![
                Span::styled(format!(" {symbol} "), style),
                Span::raw(what.to_owned()),
            ])
        };
        let plain = |symbol: char, what: &str| {
            Line::from(vec![
                Span::styled(
                    format!(" {symbol} "),
                    self.ink(Style::new().bold(), Color::Cyan),
                ),
                Span::raw(what.to_owned()),
            ])
        };
        let goal = treasure.goal();
        let (found, stolen) = self.found_and_stolen();
        vec![
            Line::from(vec![
                "Treasure maze".bold(),
                format!(" {}×{}", size.width, size.height).into(),
            ]),
            Line::from(seed.trim_start_matches(" · ").to_owned()).dim(),
            Line::default(),
            Line::from(vec![
                "Purse  ".into(),
                format!("{} gold", player.gold).bold(),
            ]),
            self.ahead_line(),
            Line::from(format!("Found  {found} · stolen {stolen}")),
            Line::from(format!(
                "Rooms  {} of {}",
                player.rooms_visited(),
                treasure.grid().cell_count()
            )),
            Line::from(format!("Goal   row {}, column {}", goal.y, goal.x)),
            Line::from(format!(
                "Thief  takes {} % of your gold",
                treasure.thief_share()
            )),
            Line::default(),
            legend(PLAYER, "you"),
            legend(GOLD, "gold"),
            legend(THIEF, "a thief"),
            legend(MarkKind::Start, "start"),
            legend(MarkKind::Goal, "goal"),
            plain(TRAIL, "rooms you were in"),
            plain(ENTERABLE, "rooms you may enter"),
        ]
    }

    /// The live readout: the most gold the goal can still be reached with from here.
    fn ahead_line(&self) -> Line<'static> {
        let best = match self.ahead {
            Ahead::Best {
                gold, proven: true, ..
            } => format!("{gold} gold at the goal"),
            Ahead::Best {
                gold, upper_bound, ..
            } => format!("{gold} to {upper_bound} gold"),
            Ahead::CutOff => "the goal is cut off".to_owned(),
            Ahead::TooLarge => "too large to follow".to_owned(),
        };
        Line::from(vec!["Best   ".into(), best.into()])
    }

    /// How the walk ended, and the best purse the maze allowed.
    fn over_lines(&self) -> Vec<Line<'static>> {
        let (found, stolen) = self.found_and_stolen();
        let mut lines = match self.game.outcome() {
            Some(Outcome::ReachedGoal { gold }) => {
                vec![Line::from(format!("You reached the goal with {gold} gold.")).bold()]
            }
            Some(Outcome::Stuck { gold }) => vec![
                Line::from("Stuck: every room beside you has been entered.").bold(),
                Line::from(format!("You carry {gold} gold, short of the goal.")),
            ],
            None => return Vec::new(),
        };
        lines.push(Line::from(format!(
            "Rooms entered: {} · gold found {}, stolen {}",
            self.game.player().rooms_visited(),
            found,
            stolen
        )));
        lines.push(Line::default());
        let reached = match self.game.outcome() {
            Some(Outcome::ReachedGoal { gold }) => Some(gold),
            _ => None,
        };
        lines.push(Line::from(match &self.best {
            Some(best) if best.proven && best.gold == 0 => {
                "No way to the goal keeps any gold.".to_owned()
            }
            Some(best) if best.proven && reached == Some(best.gold) => {
                format!(
                    "No way to the goal ends with more: {} is the best purse.",
                    best.gold
                )
            }
            Some(best) if best.proven => {
                format!(
                    "The wealthiest way to the goal ends with {} gold.",
                    best.gold
                )
            }
            Some(best) => format!(
                "A way to the goal ends with {} gold (no way with more than {}).",
                best.gold, best.upper_bound
            ),
            None => "No way leads from the start to the goal.".to_owned(),
        }));
        lines.push(Line::default());
        lines.push(Line::from(
            "b: watch that way    u: undo    n: new maze    q: quit",
        ));
        lines
    }
}

/// The maze's area and a panel `width` wide, a blank column between them so that a board
/// cut at its right edge never runs into the panel's words.
fn split(area: Rect, width: u16) -> [Rect; 2] {
    let [maze, _gap, panel] = Layout::horizontal([
        Constraint::Min(10),
        Constraint::Length(1),
        Constraint::Length(width),
    ])
    .areas(area);
    [maze, panel]
}

/// The room at a lattice point, if the point is a room's.
fn room_at(point: Point) -> Option<Pos> {
    if point.x.is_multiple_of(2) || point.y.is_multiple_of(2) {
        return None;
    }
    Some(Pos::new(
        u32::try_from(point.x / 2).ok()?,
        u32::try_from(point.y / 2).ok()?,
    ))
}

/// A demo's story beside its maze: the title, the last steps told, and the ending once walked.
fn story_lines(show: &Show, area: Rect, buf: &mut Buffer) {
    let shown = show.shown();
    let mut lines: Vec<Line> = show
        .header
        .iter()
        .take(2)
        .map(|l| Line::from(l.clone()).bold())
        .collect();
    lines.push(Line::default());
    let mut tail: Vec<Line> = Vec::new();
    if show.finished() {
        tail.push(Line::default());
        tail.extend(
            show.tail
                .iter()
                .skip(1)
                .map(|l| Line::from(l.clone()).bold()),
        );
    }
    // The title wraps over a few lines; the steps fill what is left, the latest last.
    let width = usize::from(area.width.max(1));
    let rows = |l: &Line| l.width().div_ceil(width).max(1);
    let used: usize = lines.iter().map(rows).sum::<usize>() + tail.iter().map(rows).sum::<usize>();
    let mut room = usize::from(area.height).saturating_sub(used);
    let mut told: Vec<Line> = Vec::new();
    for line in show.lines[..shown.min(show.lines.len())].iter().rev() {
        let line = Line::from(compact(line));
        if rows(&line) > room {
            break;
        }
        room -= rows(&line);
        told.push(line);
    }
    lines.extend(told.into_iter().rev());
    lines.extend(tail);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// A story line made narrow for the panel: "Step 3: (0, 2)  gold: found 10  gold count - 30"
/// as "Step 3: (0, 2) gold: found 10 · gold 30".
fn compact(line: &str) -> String {
    let words = line.split_whitespace().collect::<Vec<_>>().join(" ");
    words.replace(" gold count - ", " · gold ")
}

/// The rules and keys.
fn help_lines() -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::from("Walk from the start (S) to the goal (G). You may never enter a"),
        Line::from("room twice. Gold rooms ($) fill your purse; a thief (T) takes a"),
        Line::from("share of it. Reach the goal with as much gold as you can; with no"),
        Line::from("room left to enter you are stuck. The end shows the best purse."),
        Line::default(),
    ];
    for (title, table) in [("Walking", keys::PLAYING), ("A demo", keys::WATCHING)] {
        lines.push(Line::from(title).bold());
        lines.extend(crate::keys::page(table).into_iter().map(Line::from));
        lines.push(Line::default());
    }
    lines.push(Line::from(
        "After the walk: b watches the wealthiest way through it.",
    ));
    lines
}
