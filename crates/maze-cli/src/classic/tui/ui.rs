//! Drawing: a frame is a pure function of the [`App`].

use std::time::Duration;

use maze_classic::{Game, Outcome, Who};
use mazes::render::{Glyph, unicode_point};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::super::{STAIRS, View, pos_of, stairs_symbol};
use super::app::{App, Screen};
use super::fog::Sight;
use super::keys::{Action, GAME_KEYS};
use crate::canvas::level_of;
use crate::screen::{Picture, fit_whole, popup, terminal_color, too_small};

/// The legend's width beside a maze drawn at half height.
const LEGEND_WIDTH: u16 = 12;

/// The smallest terminal the game is drawn in: the help bar and the dialogs need this much.
pub(super) const MIN_SIZE: (u16, u16) = (40, 12);

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if too_small(area, MIN_SIZE, "the game", buf) {
            return;
        }
        // The title shares the top line with the status, so that an easy maze (21 lines)
        // fits a 24-line terminal with its message and key bars.
        let [status, main, message, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(crate::screen::message_rows(&self.message, area.width)),
            Constraint::Length(1),
        ])
        .areas(area);
        let playing_underneath = !matches!(self.screen, Screen::Menu(_) | Screen::NewGame(_));
        match (playing_underneath, &self.game) {
            (true, Some(game)) => {
                // A maze of levels is drawn a level at a time, under a line naming it.
                let board = match game.maze().shape().level_count() {
                    1 => main,
                    _ => {
                        let [label, board] =
                            Layout::vertical([Constraint::Length(1), Constraint::Min(1)])
                                .areas(main);
                        if self.maze_shown() {
                            let guided = self.show_hint || self.show_solution;
                            Line::from(level_line(game, guided, label.width).bold())
                                .render(label, buf);
                        }
                        board
                    }
                };
                match (self.maze_shown(), self.view.as_ref()) {
                    (true, Some(view)) => MazeView {
                        app: self,
                        game,
                        view,
                    }
                    .render(board, buf),
                    (true, None) => ShapeView { app: self, game }.render(board, buf),
                    (false, _) => {}
                }
                Line::from(status_line(self, game, status.width)).render(status, buf);
                let race = game.ai().is_some();
                Line::from(keys_line(keys.width, race, &game.config().board))
                    .dim()
                    .render(keys, buf);
            }
            _ => Line::from(" Maze Game ".bold())
                .centered()
                .render(status, buf),
        }
        crate::screen::draw_message(&self.message, message, buf);
        match &self.screen {
            Screen::Menu(selected) => menu(self, *selected, main, buf),
            Screen::NewGame(field) => form(self, *field, main, buf),
            Screen::Playing => {}
            Screen::Page { title, text, .. } => {
                let mut lines: Vec<Line> = text.iter().map(|l| Line::from(l.as_str())).collect();
                lines.extend([
                    Line::default(),
                    Line::from("Press any key to go back.").dim(),
                ]);
                popup(title, lines, main, buf);
            }
            Screen::ConfirmQuit(_) => confirm(
                "Quit?",
                "Quit the Maze Game?",
                "Unsaved progress will be lost.",
                crate::screen::QUIT_KEYS,
                main,
                buf,
            ),
            Screen::ConfirmNewGame(_) => confirm(
                "New game?",
                "Leave this game for a new one?",
                "Unsaved progress will be lost (k saves it).",
                "y: new game    any other key: stay",
                main,
                buf,
            ),
            Screen::ConfirmLoad(_) => confirm(
                "Load?",
                "Leave this game for the saved one?",
                "Unsaved progress will be lost (k saves it).",
                "y: load    any other key: stay",
                main,
                buf,
            ),
            Screen::Paused => confirm(
                "Paused",
                "The clock has stopped and the maze is hidden.",
                "The maze does not regenerate while you are away.",
                "Any key: play on",
                main,
                buf,
            ),
            Screen::Won(outcome) => popup("Game over", victory_lines(outcome), main, buf),
        }
    }
}

/// The maze, scrolled so the player stays in view, with marks in colour. Only the points in
/// view are looked at, so a frame costs the window's size whatever the maze's.
struct MazeView<'a> {
    app: &'a App,
    game: &'a Game,
    view: &'a View,
}

impl Widget for MazeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let focus = unicode_point(pos_of(self.game, self.game.human().cell));
        let on = |pos| self.view.is_on(pos);
        let picture = Picture::new(&self.view.maze, &self.app.overlay, area);
        // A mask's cells that are off are left blank, with no walls among them.
        let picture = match self.view.masked() {
            true => picture.only(&on),
            false => picture,
        };
        let exit = unicode_point(pos_of(self.game, self.game.exit()));
        let (_, exit_style) = self.look(Glyph::Mark(mazes::render::MarkKind::Goal));
        // In fog the arrow points only to an exit already seen; on levels, to one on the level
        // drawn (the line above names the exit's level).
        let exit_known = self.sight(exit.0, exit.1) != Sight::Never
            && self.view.shows(self.game, self.game.exit());
        if self.half_height(&picture) {
            let picture = picture.half_height();
            picture.draw_half(focus, buf, |glyph, point| {
                match (self.sight(point.x, point.y), self.pixel(glyph, point)) {
                    (Sight::Never, _) => None,
                    (Sight::Seen, _) if is_computer(glyph) => None,
                    (Sight::Seen, Some(_)) if matches!(glyph, Glyph::Wall(_)) => {
                        Some(Color::Indexed(239))
                    }
                    (_, colour) => colour,
                }
            });
            if exit_known {
                picture.point_to(focus, exit, "exit", exit_style, buf);
            }
            self.legend(area, buf);
            return;
        }
        picture.draw(focus, buf, |glyph, point| {
            let (symbol, style) = match glyph {
                // Walls stretch along their length; what sits in a cell or passage is drawn
                // once, in its middle.
                Glyph::Wall(_) => self.look(glyph),
                _ if !point.middle => (' ', Style::default()),
                Glyph::Cell { on_path: false } if self.on_trail((point.x, point.y)) => {
                    ('∙', Style::default().dim())
                }
                _ => self.look(glyph),
            };
            match self.sight(point.x, point.y) {
                Sight::Never => (' ', Style::default()),
                Sight::Seen if is_computer(glyph) => (' ', Style::default()),
                Sight::Seen => (symbol, style.add_modifier(Modifier::DIM)),
                Sight::Now => (symbol, style),
            }
        });
        // An exit scrolled out of view gets an arrow at the edge on its side.
        if exit_known {
            picture.point_to(focus, exit, "exit", exit_style, buf);
        }
    }
}

/// A maze of cells other than squares on a Braille canvas: its walls in dots, the ends, the
/// racers, the stairs, the way shown and the trail as characters at the cells' centres. Of a
/// maze of levels only the player's level is drawn.
struct ShapeView<'a> {
    app: &'a App,
    game: &'a Game,
}

impl Widget for ShapeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let maze = self.game.maze();
        let human = self.game.human().cell;
        let levels = maze.shape().level_count();
        let level = level_of(maze, human);
        let frame = match levels {
            1 => crate::canvas::Frame::new(maze, area, maze.centre(human)),
            _ => crate::canvas::Frame::of_level(maze, level, area, maze.centre(human)),
        };
        let canvas = crate::canvas::Canvas::of_walls(maze, &frame);
        let ink = |color: Color| {
            let style = Style::default().bold();
            if self.app.color {
                style.fg(color)
            } else {
                style
            }
        };
        let wall = if self.app.color {
            Style::default().fg(Color::Gray)
        } else {
            Style::default()
        };
        for row in 0..area.height {
            for column in 0..area.width {
                buf[(area.x + column, area.y + row)]
                    .set_char(canvas.char_at(column, row))
                    .set_style(wall);
            }
        }
        let here = |cell: usize| level_of(maze, cell) == level;
        let mut mark = |cell: usize, symbol: char, style: Style| {
            if let Some(at) = frame.cell(maze.centre(cell)).filter(|_| here(cell)) {
                buf[at].set_char(symbol).set_style(style);
            }
        };
        for cell in (0..maze.cell_count()).filter(|&c| levels > 1 && here(c)) {
            let (up, down) = crate::canvas::stairs(maze, cell);
            if let Some(symbol) = stairs_symbol(up, down) {
                mark(cell, symbol, ink(terminal_color(STAIRS)));
            }
        }
        if self.app.show_trail {
            for cell in (0..maze.cell_count()).filter(|&c| self.game.visited(c)) {
                mark(cell, '∙', Style::default().dim());
            }
        }
        let way = if self.app.show_solution {
            self.game.solution()
        } else if self.app.show_hint {
            self.game.hint(maze_classic::HINT_STEPS)
        } else {
            None
        };
        for &cell in way.iter().flatten() {
            mark(cell, '·', ink(Color::Green));
        }
        let goal = self.game.exit();
        if let Some((start, _)) = maze.ends() {
            mark(start, 'S', ink(Color::Green));
        }
        mark(goal, 'G', ink(Color::Red));
        if let Some(ai) = self.game.ai() {
            mark(ai.cell, 'A', ink(Color::Red));
        }
        mark(human, 'P', ink(Color::LightBlue));
        if here(goal) {
            let exit = frame.reach(maze.centre(goal));
            crate::screen::point_toward(area, exit, "exit", ink(Color::Red), buf);
        }
    }
}

/// The line above a level: which it is, the stairs underfoot, and where the exit and the
/// computer are when on another level (the last parts left out whole where `width` is short); with the way `guided`, where
/// it takes the stairs from here.
fn level_line(game: &Game, guided: bool, width: u16) -> String {
    let maze = game.maze();
    let human = game.human().cell;
    let level = level_of(maze, human);
    let mut parts = vec![format!(
        "Level {} of {}",
        level + 1,
        maze.shape().level_count()
    )];
    parts.push(match crate::canvas::stairs(maze, human) {
        (true, true) => "stairs here: < up, > down".to_owned(),
        (true, false) => "stairs here: < up".to_owned(),
        (false, true) => "stairs here: > down".to_owned(),
        (false, false) => "no stairs here".to_owned(),
    });
    // A hint's or the solution's dots stay on a level: the stairs they take from here are said.
    let next = guided
        .then(|| game.solution())
        .flatten()
        .and_then(|way| way.get(1).copied());
    if let Some(next) = next.filter(|&cell| level_of(maze, cell) != level) {
        parts.push(match level_of(maze, next) > level {
            true => "way: < up".to_owned(),
            false => "way: > down".to_owned(),
        });
    }
    let exit = level_of(maze, game.exit());
    parts.push(match exit == level {
        true => "exit G on this level".to_owned(),
        false => format!("exit on level {}", exit + 1),
    });
    if let Some(ai) = game.ai()
        && level_of(maze, ai.cell) != level
    {
        parts.push(format!("AI on level {}", level_of(maze, ai.cell) + 1));
    }
    fit_whole(parts, " │ ", width)
}

/// Whether `glyph` is the computer racer, which fog hides out of sight.
fn is_computer(glyph: Glyph) -> bool {
    matches!(
        glyph,
        Glyph::Mark(mazes::render::MarkKind::Player { symbol: 'A', .. })
    )
}

impl MazeView<'_> {
    /// How much of the lattice point the player sees: all of it without fog.
    fn sight(&self, x: u64, y: u64) -> Sight {
        self.app
            .fog
            .as_ref()
            .map_or(Sight::Now, |fog| fog.sight_at(x, y))
    }

    /// Whether to draw the maze at half height: when it does not fit whole at one character a
    /// cell and colour can tell walls and marks apart (a weave's bridges and the stairs, up or
    /// down, need their glyphs).
    fn half_height(&self, picture: &Picture) -> bool {
        let board = &self.game.config().board;
        self.app.color && !board.weave && board.levels == 1 && !picture.fits_whole()
    }

    /// What the colours mean at half height, where letters cannot be drawn: at the right of
    /// the area, when the margin beside the maze has room for it.
    fn legend(&self, area: Rect, buf: &mut Buffer) {
        let width = self
            .view
            .maze
            .grid()
            .map_or(0, |grid| 2 * u64::from(grid.width()) + 1);
        let margin = u64::from(area.width).saturating_sub(width) / 2;
        if margin < u64::from(LEGEND_WIDTH) + 2 {
            return;
        }
        let mut entries = vec![(Color::LightBlue, "you"), (Color::Red, "exit")];
        if self.game.ai().is_some() {
            entries.push((Color::Magenta, "computer"));
        }
        entries.extend([
            (Color::Cyan, "entrance"),
            (Color::Green, "way shown"),
            (Color::Yellow, "your trail"),
        ]);

        let x = area.right().saturating_sub(LEGEND_WIDTH);
        for (row, (color, what)) in (area.y..area.bottom()).zip(entries) {
            Line::from(vec![
                Span::styled("█ ", Style::new().fg(color)),
                Span::raw(what),
            ])
            .render(Rect::new(x, row, LEGEND_WIDTH, 1), buf);
        }
    }

    /// The colour of a lattice point at half height: walls grey, the way shown green, the
    /// trail yellow, marks in their colours (the player light blue, the computer magenta,
    /// as the goal is red, the entrance cyan).
    fn pixel(&self, glyph: Glyph, point: crate::screen::Point) -> Option<Color> {
        match glyph {
            Glyph::Wall(' ') => None,
            // A middle grey: blocks of light grey vanish on a light theme.
            Glyph::Wall(_) => Some(Color::Indexed(245)),
            Glyph::Passage { on_path: true } | Glyph::Cell { on_path: true } => Some(Color::Green),
            Glyph::Cell { on_path: false } if self.on_trail((point.x, point.y)) => {
                Some(Color::Yellow)
            }
            Glyph::Mark(mazes::render::MarkKind::Player { symbol: 'A', .. }) => {
                Some(Color::Magenta)
            }
            // One pixel must stand out on dark and light themes alike.
            Glyph::Mark(mazes::render::MarkKind::Player { .. }) => Some(Color::LightBlue),
            // The way shown is green.
            Glyph::Mark(mazes::render::MarkKind::Start) => Some(Color::Cyan),
            Glyph::Mark(kind) => Some(terminal_color(kind.color())),
            _ => None,
        }
    }

    /// Whether the lattice point is a cell the player has visited, with the trail shown.
    fn on_trail(&self, (x, y): (u64, u64)) -> bool {
        let cell = || {
            let (cx, cy) = (u32::try_from(x / 2).ok()?, u32::try_from(y / 2).ok()?);
            Some(mazes::Pos::new(cx, cy))
        };
        self.app.show_trail
            && x % 2 == 1
            && y % 2 == 1
            && cell()
                .and_then(|pos| self.view.cell_at(pos))
                .is_some_and(|cell| self.game.visited(cell))
    }

    /// How a glyph is drawn: walls grey, the path as green dots, marks in their colours.
    fn look(&self, glyph: Glyph) -> (char, Style) {
        let color = |c: Color| {
            let style = Style::default().bold();
            if self.app.color { style.fg(c) } else { style }
        };
        match glyph {
            Glyph::Wall(c) if self.app.color => (c, Style::default().fg(Color::Gray)),
            Glyph::Passage { on_path: true } | Glyph::Cell { on_path: true } => {
                ('·', color(Color::Green))
            }
            Glyph::Mark(kind) => {
                let style = color(terminal_color(kind.color()));
                let shared = kind.symbol() == 'P'
                    && self
                        .game
                        .ai()
                        .is_some_and(|ai| same_place(self.game, ai.cell, self.game.human().cell));
                // The AI under the player: the player's cell takes the AI's colour behind it.
                let style = if shared {
                    style.bg(Color::Red).fg(Color::White)
                } else {
                    style
                };
                (kind.symbol(), style)
            }
            other => (other.symbol(), Style::default()),
        }
    }
}

/// Whether two cells are in one place: the same cell, or a weave's crossing and the passage
/// under it (one square of the grid).
fn same_place(game: &Game, a: usize, b: usize) -> bool {
    let maze = game.maze();
    match (maze.column_row(a), maze.column_row(b)) {
        (Some(a), Some(b)) => a == b,
        _ => a == b,
    }
}

/// A seed short enough for the status bar: up to 7 digits, else its first 6 and `…` (the help
/// page shows it whole).
fn short_seed(seed: u64) -> String {
    let digits = seed.to_string();
    match digits.get(..6) {
        Some(head) if digits.len() > 7 => format!("{head}…"),
        _ => digits,
    }
}

fn clock(d: Duration) -> String {
    format!("{}:{:02}", d.as_secs() / 60, d.as_secs() % 60)
}

/// The status bar: time, moves, the AI, the next regeneration, the seed and the size, the last
/// ones left out whole (never cut) when `width` is too narrow for all.
fn status_line(app: &App, game: &Game, width: u16) -> Vec<Span<'static>> {
    let time = match game.outcome() {
        Some(outcome) => outcome.elapsed,
        None => app.game_time(app.now),
    };
    let mut parts = vec![
        format!("Time {}", clock(time)),
        format!("Moves {}", game.human().moves),
    ];
    if let Some(ai) = game.ai() {
        let with_you = if same_place(game, ai.cell, game.human().cell) {
            " (here)"
        } else {
            ""
        };
        parts.push(format!("AI {}{with_you}", ai.moves));
    }
    if let Some(at) = game.next_regeneration() {
        parts.push(format!("New maze {}", clock(at.saturating_sub(time))));
    }
    // The size as the board counts it: rings on a polar board, else columns by rows.
    let size = game.maze().shape().size_text();
    let seed = game.config().seed;
    // The whole seed where everything fits, else a short one (the help page shows it whole).
    let fits = |parts: &[String]| {
        parts.iter().map(|p| p.chars().count() + 3).sum::<usize>() <= usize::from(width)
    };
    // The whole seed is worth more than the size (shown on the new-game form), which goes
    // first; a short seed only where even the whole one alone does not fit.
    let whole = format!("Seed {seed}");
    let ends = [
        vec![whole.clone(), size.clone()],
        vec![whole],
        vec![format!("Seed {}", short_seed(seed)), size],
    ];
    let chosen = ends
        .iter()
        .find(|end| fits(&[parts.as_slice(), end].concat()))
        .unwrap_or(&ends[2]);
    parts.extend(chosen.iter().cloned());
    // The game's name first, where there is room for it too.
    let title = "Maze Game".to_owned();
    if fits(&[std::slice::from_ref(&title), parts.as_slice()].concat()) {
        parts.insert(0, title);
    }
    vec![Span::raw(fit_whole(parts, " │ ", width))]
}

/// The help bar, built from the key table: the four moves in one entry, then the rest.
///
/// Help and quit come first after the moves, so a narrow terminal that leaves out the last
/// entries (whole, never cut) still shows how to find the rest.
///
/// In a race the hint and the solution are not offered, so the bar leaves them out; the
/// diagonals are offered off square cells (in the moves' entry), the stairs in a maze of
/// levels.
fn keys_line(width: u16, race: bool, board: &maze_classic::Board) -> String {
    // The letters wasd are on the help page: the arrows' entry is kept short, and takes the
    // diagonals' keys where there are diagonals.
    let moves = if board.is_square() { "" } else { " 7 9 1 3" };
    let mut entries = vec![format!("←↑↓→{moves} move")];
    // Most needed first: a narrow bar leaves out the last ones (at 80 columns, the trail).
    let rank = |b: &&super::keys::Binding| match b.action {
        Action::Stairs { .. } => 0,
        Action::Help => 1,
        Action::Quit => 2,
        Action::NewGame => 3,
        Action::Pause => 4,
        Action::Save => 5,
        Action::Load => 6,
        Action::ToggleHint => 7,
        Action::ToggleSolution => 8,
        _ => 9,
    };
    let offered = |b: &&super::keys::Binding| match b.action {
        // The moves have their entry; a binding without a label shares another's.
        _ if b.label.is_empty() => false,
        Action::Move(_) | Action::Diagonal(..) => false,
        Action::ToggleHint | Action::ToggleSolution => !race,
        Action::Stairs { .. } => board.levels > 1,
        _ => true,
    };
    let mut rest: Vec<_> = GAME_KEYS.iter().filter(offered).collect();
    rest.sort_by_key(rank);
    entries.extend(rest.iter().map(|b| format!("{} {}", b.label, b.does)));
    fit_whole(entries, "  ", width)
}

fn victory_lines(outcome: &Outcome) -> Vec<Line<'static>> {
    let headline = match outcome.winner {
        Who::Human => "You win!".green().bold(),
        Who::Ai => "The AI wins.".red().bold(),
    };
    let mut lines = vec![Line::from(headline), Line::default()];
    lines.push(Line::from(format!("Time: {}", clock(outcome.elapsed))));
    lines.push(Line::from(format!("Your moves: {}", outcome.human_moves)));
    if let Some(ai) = outcome.ai_moves {
        lines.push(Line::from(format!("AI moves: {ai}")));
    }
    lines.extend([
        Line::default(),
        Line::from("n: new game   m: menu   q: quit"),
    ]);
    lines
}

fn menu(app: &App, selected: usize, area: Rect, buf: &mut Buffer) {
    let mut lines = vec![
        Line::from("Find the way out of an ever-changing maze.").dim(),
        Line::default(),
    ];
    for (i, item) in app.menu_items().iter().enumerate() {
        let text = format!(" {} ", item.label());
        lines.push(if i == selected {
            Line::from(format!("▶{text}")).add_modifier(Modifier::REVERSED)
        } else {
            Line::from(format!(" {text}"))
        });
    }
    lines.extend([
        Line::default(),
        Line::from("↑/↓ choose   Enter select   q quit").dim(),
    ]);
    popup("Welcome to the Maze Game", lines, area, buf);
}

fn form(app: &App, field: usize, area: Rect, buf: &mut Buffer) {
    let c = app.choices;
    let difficulty = app.chosen_difficulty().to_string();
    let (mode, ai) = (c.mode.to_string(), c.ai.to_string());
    let row = |i: usize, name: &str, value: &str| {
        let line = Line::from(format!("{name:<11} ◀ {value} ▶"));
        if i == field {
            line.add_modifier(Modifier::REVERSED)
        } else {
            line
        }
    };
    let mut lines = vec![row(0, "Difficulty", &difficulty), row(1, "Mode", &mode)];
    // The AI's level matters only in a race.
    if c.mode == maze_classic::Mode::Versus {
        lines.push(row(2, "AI", &ai));
    }
    lines.extend([
        Line::default(),
        Line::from("↑/↓ field   ←/→ change   Enter start   Esc back").dim(),
    ]);
    popup("New game", lines, area, buf);
}

/// A yes/no question: what is asked, what it costs, and the keys.
fn confirm(title: &str, question: &str, cost: &str, keys: &str, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::from(question.to_owned()),
        Line::from(cost.to_owned()).dim(),
        Line::default(),
        Line::from(keys.to_owned()),
    ];
    popup(title, lines, area, buf);
}
