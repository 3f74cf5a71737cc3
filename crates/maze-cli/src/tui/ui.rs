//! Drawing: a frame is a pure function of the [`App`].

use std::time::Duration;

use maze::Pos;
use maze::render::{Overlay, UnicodeOptions};
use maze_classic::{AiLevel, Game, Mode, Outcome, Who};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::app::{App, Screen};
use super::keys::{Action, GAME_KEYS};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [title, main, status, message, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(area);
        Line::from(" Maze Game ".bold())
            .centered()
            .render(title, buf);
        let playing_underneath = !matches!(self.screen, Screen::Menu(_) | Screen::NewGame(_));
        if let (true, Some(game)) = (playing_underneath, &self.game) {
            MazeView { app: self, game }.render(main, buf);
            Line::from(status_line(self, game)).render(status, buf);
            Line::from(keys_line()).dim().render(keys, buf);
        }
        Line::from(self.message.as_str()).render(message, buf);
        match &self.screen {
            Screen::Menu(selected) => menu(self, *selected, main, buf),
            Screen::NewGame(field) => form(self, *field, main, buf),
            Screen::Playing => {}
            Screen::Page { title, text, .. } => {
                let mut lines: Vec<Line> = text.iter().map(|&l| Line::from(l)).collect();
                lines.extend([
                    Line::default(),
                    Line::from("Press any key to go back.").dim(),
                ]);
                popup(title, lines, main, buf);
            }
            Screen::ConfirmQuit(_) => popup(
                "Quit?",
                vec![
                    Line::from("Quit the Maze Game?"),
                    Line::from("Unsaved progress will be lost.").dim(),
                    Line::default(),
                    Line::from("y: quit    any other key: stay"),
                ],
                main,
                buf,
            ),
            Screen::Won(outcome) => popup("Game over", victory_lines(outcome), main, buf),
        }
    }
}

/// The maze, scrolled so the player stays in view, with marks in colour.
struct MazeView<'a> {
    app: &'a App,
    game: &'a Game,
}

impl Widget for MazeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let maze = self.game.maze();
        let picture = maze::render::unicode(maze, &Overlay::none(), UnicodeOptions::default());
        let lattice: Vec<Vec<char>> = picture.lines().map(|l| l.chars().collect()).collect();
        let (lw, lh) = (lattice[0].len() as u16, lattice.len() as u16);
        let me = self.game.human().pos;
        let offset_x = scroll(lw, area.width, 2 * me.x as u16 + 1);
        let offset_y = scroll(lh, area.height, 2 * me.y as u16 + 1);
        let pad_x = area.width.saturating_sub(lw) / 2;
        let wall = Style::default().fg(if self.app.color {
            Color::Gray
        } else {
            Color::Reset
        });
        for row in 0..area.height.min(lh) {
            let line: String = lattice[(row + offset_y) as usize]
                .iter()
                .skip(offset_x as usize)
                .take(area.width as usize)
                .collect();
            buf.set_string(area.x + pad_x, area.y + row, line, wall);
        }
        // Draws at lattice point (x, y): cells are at odd points, the passages between them at
        // the points in between.
        let mut put = |(x, y): (u16, u16), symbol: &str, color: Color| {
            let visible = (offset_x..offset_x + area.width).contains(&x)
                && (offset_y..offset_y + area.height).contains(&y);
            if visible {
                let style = if self.app.color {
                    Style::default().fg(color).bold()
                } else {
                    Style::default().bold()
                };
                buf.set_string(
                    area.x + pad_x + x - offset_x,
                    area.y + y - offset_y,
                    symbol,
                    style,
                );
            }
        };
        let at = |pos: Pos| (2 * pos.x as u16 + 1, 2 * pos.y as u16 + 1);
        if let Some(path) = self.app.shown_path() {
            let cells: Vec<Pos> = path.cells(maze.grid()).collect();
            for pair in cells.windows(2) {
                let ((x1, y1), (x2, y2)) = (at(pair[0]), at(pair[1]));
                if x1.abs_diff(x2) + y1.abs_diff(y2) == 2 {
                    put(((x1 + x2) / 2, (y1 + y2) / 2), "·", Color::Green);
                }
            }
            for &pos in &cells {
                put(at(pos), "·", Color::Green);
            }
        }
        put(at(self.game.entrance()), "S", Color::Green);
        put(at(self.game.exit()), "G", Color::Red);
        if let Some(ai) = self.game.ai() {
            put(at(ai.pos), "A", Color::Red);
        }
        put(at(me), "P", Color::Blue);
    }
}

/// The first visible lattice line (or column) so that `focus` is in the middle of `view`.
fn scroll(total: u16, view: u16, focus: u16) -> u16 {
    if total <= view {
        0
    } else {
        focus.saturating_sub(view / 2).min(total - view)
    }
}

fn clock(d: Duration) -> String {
    format!("{}:{:02}", d.as_secs() / 60, d.as_secs() % 60)
}

fn status_line(app: &App, game: &Game) -> Vec<Span<'static>> {
    let time = match game.outcome() {
        Some(outcome) => outcome.elapsed,
        None => app.game_time(app.now),
    };
    let mut parts = vec![
        format!(" Time {}", clock(time)),
        format!("Moves {}", game.human().moves),
    ];
    if let Some(ai) = game.ai() {
        parts.push(format!("AI {}", ai.moves));
    }
    if let Some(at) = game.next_regeneration() {
        parts.push(format!("New maze in {}", clock(at.saturating_sub(time))));
    }
    parts.push(format!("Seed {}", game.config().seed));
    parts.push(game.config().difficulty.to_string());
    vec![Span::raw(parts.join(" │ "))]
}

/// The help bar, built from the key table: the four moves in one entry, then the rest.
fn keys_line() -> String {
    let mut entries = vec!["arrows/wasd move".to_owned()];
    entries.extend(
        GAME_KEYS
            .iter()
            .filter(|b| !matches!(b.action, Action::Move(_)))
            .map(|b| format!("{} {}", b.label, b.does)),
    );
    format!(" {}", entries.join("  "))
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
    let sizes = app.difficulties();
    let difficulty = sizes[c.difficulty.min(sizes.len() - 1)].to_string();
    let mode = match c.mode {
        Mode::Single => "single player",
        Mode::Versus => "versus the AI",
    };
    let ai = match c.ai {
        AiLevel::Easy => "easy (wall follower)",
        AiLevel::Medium => "medium (first path found)",
        AiLevel::Hard => "hard (shortest path)",
    };
    let row = |i: usize, name: &str, value: &str| {
        let line = Line::from(format!("{name:<11} ◀ {value} ▶"));
        if i == field {
            line.add_modifier(Modifier::REVERSED)
        } else {
            line
        }
    };
    let mut ai_row = row(2, "AI", ai);
    if c.mode == Mode::Single {
        ai_row = ai_row.dim();
    }
    let lines = vec![
        row(0, "Difficulty", &difficulty),
        row(1, "Mode", mode),
        ai_row,
        Line::default(),
        Line::from("↑/↓ field   ←/→ change   Enter start   Esc back").dim(),
    ];
    popup("New game", lines, area, buf);
}

/// A bordered box in the middle of `area`, over whatever is there.
fn popup(title: &str, lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer) {
    let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4;
    let height = lines.len() as u16 + 2;
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
