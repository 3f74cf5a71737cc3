//! Drawing: a frame is a pure function of the [`App`].

use maze_words::{Board, Breakdown, Outcome, Winner};
use mazes::Pos;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::{App, MenuItem, Replay, Screen};
use super::keys;
use crate::screen::{fit_whole, point_toward, popup, reach, scroll, too_small};
use crate::words::text::{Mark, Piece, board_rows, path_marks, short_breakdown_lines};

/// The smallest terminal the game is drawn in.
pub(super) const MIN_SIZE: (u16, u16) = (50, 14);
/// The side panel's width.
const PANEL: u16 = 30;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if too_small(area, MIN_SIZE, "the word maze", buf) {
            return;
        }
        let [title, main, message, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(crate::screen::message_rows(&self.message, area.width)),
            Constraint::Length(1),
        ])
        .areas(area);
        let config = self.game.board().config();
        Line::from(vec![
            " Word maze ".bold(),
            format!(
                "· {} · seed {} · AI {} ",
                crate::words::records::board_words(config),
                config.seed,
                self.game.level()
            )
            .into(),
        ])
        .centered()
        .render(title, buf);
        match &self.screen {
            Screen::Watching(replay) => self.draw_replay(replay, main, buf),
            Screen::Playing => self.draw_walk(main, buf),
            // A dialog is drawn over the screen leaving it goes back to.
            _ if self.back_screen() == Screen::Result => self.draw_result(main, buf),
            _ => self.draw_walk(main, buf),
        }
        crate::screen::draw_message(&self.message, message, buf);
        Line::from(fit_whole(self.keys(), "  ", keys.width))
            .dim()
            .render(keys, buf);
        match &self.screen {
            Screen::Menu(selected) => self.draw_menu(*selected, main, buf),
            Screen::Help => popup("How to play", help_lines(), main, buf),
            Screen::Bests => popup("Best scores", self.best_lines(), main, buf),
            Screen::ConfirmQuit => {
                crate::screen::quit_popup("Quit the word maze?", None, main, buf);
            }
            _ => {}
        }
    }
}

impl App {
    /// The keys that work on the screen up, most useful first.
    fn keys(&self) -> Vec<String> {
        match &self.screen {
            Screen::Playing => crate::keys::bar(keys::PLAYING),
            Screen::Watching(_) => crate::keys::bar(keys::WATCHING),
            Screen::Result if self.result_scroll.scrolls() => crate::keys::bar(keys::RESULT),
            // A page that fits has nothing to scroll.
            Screen::Result => {
                let fixed = keys::RESULT
                    .iter()
                    .filter(|b| !matches!(b.action, keys::Action::Scroll(_)));
                crate::keys::bar(&fixed.copied().collect::<Vec<_>>())
            }
            Screen::Menu(_) => ["↑/↓ choose", "←/→ change", "Enter select", "Esc back"]
                .map(str::to_owned)
                .to_vec(),
            Screen::Help | Screen::Bests | Screen::ConfirmQuit => Vec::new(),
        }
    }

    /// The best-scores page: every board kind's best, and how to leave.
    fn best_lines(&self) -> Vec<Line<'static>> {
        let mut lines: Vec<Line> = match &self.records {
            Some(kept) => kept.lines().into_iter().map(Line::from).collect(),
            None => vec![Line::from("Best scores are not kept in this game.")],
        };
        lines.push(Line::from(""));
        lines.push(Line::from("Press any key to go back.").dim());
        lines
    }

    /// The board with the player's path, and the panel beside it.
    fn draw_walk(&self, area: Rect, buf: &mut Buffer) {
        let [left, right] = split_panel(self.game.board(), area);
        let game = &self.game;
        let marks = game.word_cells();
        let look = |at: Pos| match game.path().iter().position(|&p| p == at) {
            Some(i) if i + 1 == game.path().len() => Mark::Head,
            Some(i) if marks[i] => Mark::Word,
            Some(_) => Mark::Path,
            None => Mark::None,
        };
        BoardView::new(game.board(), &look, game.head(), self.color).render(left, buf);
        let breakdown = game.breakdown();
        let mut lines = vec![
            Line::from(vec!["Score ".bold(), breakdown.total.to_string().bold()]),
            Line::from(format!(
                "Path  {} cell{} (par {})",
                game.path().len(),
                crate::words::plural(game.path().len()),
                game.board().par()
            )),
            Line::from(format!("Words {}", breakdown.words.len())),
        ];
        for word in breakdown.words.iter().rev() {
            lines.push(
                Line::from(format!("  {:<14}{:>+5}", word.word, word.points)).fg(Color::Green),
            );
        }
        Paragraph::new(lines).render(right, buf);
    }

    /// The board with a search's explored cells, and its progress beside it.
    fn draw_replay(&self, replay: &Replay, area: Rect, buf: &mut Buffer) {
        let [left, right] = split_panel(self.game.board(), area);
        let shown = &replay.explored[..replay.cells_shown()];
        let path = if replay.finished() {
            replay.path.as_slice()
        } else {
            &[]
        };
        let look = |at: Pos| {
            if path.contains(&at) {
                Mark::Word
            } else if shown.contains(&at) {
                Mark::Explored
            } else {
                Mark::None
            }
        };
        let focus = shown.last().copied().unwrap_or(self.game.board().start());
        BoardView::new(self.game.board(), &look, focus, self.color).render(left, buf);
        let mut lines = vec![
            Line::from(replay.title.clone()).bold(),
            // Out of the board's cells, not the search's: a search that stops early shows it.
            Line::from(format!(
                "Explored {} of the {} cells",
                shown.len(),
                self.game.board().grid().cell_count()
            )),
            Line::from(format!("Speed {} cells a second", self.speed)),
        ];
        if replay.finished() {
            lines.push(Line::from(format!("Path: {} cells", replay.path.len())).fg(Color::Green));
            lines.push(Line::default());
            lines.push(Line::from("Space or Enter: go on").dim());
        }
        Paragraph::new(lines).render(right, buf);
    }

    /// Both paths side by side (or over one board when they do not fit), both scores, the
    /// winner.
    /// The verdict, every line of both scores, and both paths on the whole board (side by side
    /// when they fit): a page that scrolls when the terminal is too short for it.
    fn draw_result(&self, area: Rect, buf: &mut Buffer) {
        let Some(outcome) = &self.outcome else {
            return;
        };
        let board = self.game.board();
        let fit = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let board_width = fit(4 * board.grid().width() as usize + 1);
        // A title line over the board's rows of cells and walls.
        let board_height = fit(2 * board.grid().height() as usize + 2);
        let score_height = fit(breakdown_height(outcome));
        let mut verdict = verdict_lines(outcome);
        verdict.extend(self.best.iter().map(|said| Line::from(said.clone())));
        // Each line wraps to the width; a line a row when it fits.
        let rows = |line: &Line| line.width().div_ceil(usize::from(area.width.max(1))).max(1);
        let verdict_height = fit(verdict.iter().map(rows).sum());
        let height = verdict_height + 1 + score_height + 1 + board_height;
        let wide = area.width >= 2 * board_width + 3;
        self.result_scroll.draw(height, area, buf, |page, buf| {
            let [first, _, scores, _, boards] = Layout::vertical([
                Constraint::Length(verdict_height),
                Constraint::Length(1),
                Constraint::Length(score_height),
                Constraint::Length(1),
                Constraint::Length(board_height),
            ])
            .areas(page);
            let columns = if wide {
                Layout::horizontal([Constraint::Length(board_width + 3), Constraint::Min(0)])
            } else {
                Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
            };
            let player = &outcome.player.path;
            let ai = &outcome.ai.entry.path;
            if wide {
                let [mine, theirs] = columns.areas(boards);
                titled_board(self, "Your path", player, mine, buf);
                let title = format!("The AI's path ({})", outcome.ai.level);
                titled_board(self, &title, ai, theirs, buf);
            } else {
                let look = |at: Pos| match (player.contains(&at), ai.contains(&at)) {
                    (true, true) => Mark::Word,
                    (true, false) => Mark::Path,
                    (false, true) => Mark::Explored,
                    (false, false) => Mark::None,
                };
                let [title, rest] =
                    Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(boards);
                Line::from("Yours: CAPITALS · the AI's: marked · both: lit").render(title, buf);
                BoardView::new(board, &look, board.end(), self.color).render(rest, buf);
            }
            let [mine, theirs] = columns.areas(scores);
            score_column("Your score", &outcome.player.breakdown, mine, buf);
            score_column("The AI's score", &outcome.ai.entry.breakdown, theirs, buf);
            Paragraph::new(verdict)
                .wrap(ratatui::widgets::Wrap { trim: true })
                .render(first, buf);
        });
    }

    fn draw_menu(&self, selected: usize, area: Rect, buf: &mut Buffer) {
        let lines: Vec<Line> = MenuItem::ALL
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let text = match item {
                    MenuItem::Resume => "Resume".to_owned(),
                    MenuItem::NewBoard => "New board".to_owned(),
                    MenuItem::Level => {
                        format!("AI level for the next board ◀ {} ▶", self.next_level)
                    }
                    MenuItem::Watch(search) => {
                        format!("Watch {} search this board", search.label())
                    }
                    MenuItem::Bests => "Best scores".to_owned(),
                    MenuItem::Help => "Help".to_owned(),
                    MenuItem::Quit => "Quit".to_owned(),
                };
                if i == selected {
                    Line::from(format!("▶ {text} ")).add_modifier(Modifier::REVERSED)
                } else {
                    Line::from(format!("  {text} "))
                }
            })
            .collect();
        popup("Menu", lines, area, buf);
    }
}

/// The area for `board` and the panel just right of it (the board shrinks, scrolling, when
/// the terminal is narrow).
fn split_panel(board: &Board, area: Rect) -> [Rect; 2] {
    let width = u16::try_from(4 * board.grid().width() + 3).unwrap_or(u16::MAX);
    // A blank column keeps a board cut at its right edge off the panel's words.
    let [board, _gap, panel, _] = Layout::horizontal([
        Constraint::Max(width),
        Constraint::Length(1),
        Constraint::Length(PANEL),
        Constraint::Min(0),
    ])
    .areas(area);
    [board, panel]
}

/// A board of letters in its walls, scrolled so that `focus` stays in view.
struct BoardView<'a> {
    board: &'a Board,
    look: &'a dyn Fn(Pos) -> Mark,
    focus: Pos,
    color: bool,
}

impl<'a> BoardView<'a> {
    fn new(
        board: &'a Board,
        look: &'a dyn Fn(Pos) -> Mark,
        focus: Pos,
        color: bool,
    ) -> BoardView<'a> {
        BoardView {
            board,
            look,
            focus,
            color,
        }
    }

    fn style(&self, mark: Mark) -> Style {
        let style = Style::new();
        match (mark, self.color) {
            (Mark::None, _) => style,
            (Mark::Head, true) => style.fg(Color::Black).bg(Color::Yellow).bold(),
            (Mark::Head, false) => style.reversed().bold(),
            (Mark::Path, true) => style.fg(Color::Yellow).bold(),
            (Mark::Path, false) => style.bold(),
            (Mark::Word, true) => style.fg(Color::Black).bg(Color::Green).bold(),
            (Mark::Word, false) => style.bold().underlined(),
            (Mark::Explored, true) => style.fg(Color::Black).bg(Color::Cyan),
            (Mark::Explored, false) => style.underlined(),
        }
    }
}

impl BoardView<'_> {
    /// The exit's cell, so that the goal is plain to see before the path gets there.
    fn exit_style(&self) -> Style {
        if self.color {
            Style::new().fg(Color::Magenta).bold().underlined()
        } else {
            Style::new().bold().underlined()
        }
    }
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rows = board_rows(self.board, self.look, true);
        let height = rows.len() as u64;
        let width = 4 * u64::from(self.board.grid().width()) + 1;
        let top = scroll(height, area.height, 2 * u64::from(self.focus.y) + 1);
        let left = scroll(width, area.width, 4 * u64::from(self.focus.x) + 2);
        // Walls in the Maze Game's grey: ANSI blue is the hardest colour to read on a dark
        // terminal.
        let wall = if self.color {
            Style::new().fg(Color::Gray)
        } else {
            Style::new()
        };
        for (line, row) in rows
            .iter()
            .skip(usize::try_from(top).unwrap_or(0))
            .enumerate()
        {
            let Ok(y) = u16::try_from(line) else { break };
            if y >= area.height {
                break;
            }
            let spans: Vec<Span> = row
                .iter()
                .map(|piece| match piece {
                    Piece::Wall(text) => Span::styled(text.clone(), wall),
                    Piece::Cell { at, letter, mark } => {
                        let letter = *letter as char;
                        let shown = if matches!(mark, Mark::None | Mark::Explored) {
                            letter
                        } else {
                            letter.to_ascii_uppercase()
                        };
                        let exit = *at == self.board.end() && *mark == Mark::None;
                        let style = if exit {
                            self.exit_style()
                        } else {
                            self.style(*mark)
                        };
                        Span::styled(format!(" {shown} "), style)
                    }
                })
                .collect();
            let line_area = Rect::new(area.x, area.y + y, area.width, 1);
            Paragraph::new(Line::from(spans))
                .scroll((0, u16::try_from(left).unwrap_or(0)))
                .render(line_area, buf);
        }
        // An exit scrolled out of view gets an arrow at the edge on its side.
        let exit = self.board.end();
        let place = [
            reach(4 * u64::from(exit.x) + 2, left, area.x, area.width),
            reach(2 * u64::from(exit.y) + 1, top, area.y, area.height),
        ];
        point_toward(area, place, "exit", self.exit_style(), buf);
    }
}

/// A board with `path` on it, under a title.
fn titled_board(app: &App, title: &str, path: &[Pos], area: Rect, buf: &mut Buffer) {
    let [top, rest] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
    Line::from(format!("{title}, {} cells", path.len()))
        .bold()
        .render(top, buf);
    let marks = path_marks(path, false);
    let look = |at: Pos| marks(at);
    BoardView::new(app.game.board(), &look, app.game.board().end(), app.color).render(rest, buf);
}

/// A score under its title: a term a line, then the total.
fn score_column(title: &str, breakdown: &Breakdown, area: Rect, buf: &mut Buffer) {
    let mut lines = vec![Line::from(title.to_owned()).bold()];
    lines.extend(short_breakdown_lines(breakdown).into_iter().map(Line::from));
    Paragraph::new(lines).render(area, buf);
}

/// The lines a score column takes: its title, the terms and the total.
fn breakdown_height(outcome: &Outcome) -> usize {
    let terms = |b: &Breakdown| b.words.len().max(1) + 3;
    1 + terms(&outcome.player.breakdown).max(terms(&outcome.ai.entry.breakdown))
}

fn verdict_lines(outcome: &Outcome) -> Vec<Line<'static>> {
    let (me, it) = (
        outcome.player.breakdown.total,
        outcome.ai.entry.breakdown.total,
    );
    let margin = me.abs_diff(it);
    let verdict = match outcome.winner {
        Winner::Player => Line::from(format!("You win by {margin}!"))
            .fg(Color::Green)
            .bold(),
        Winner::Ai => Line::from(format!("The AI wins by {margin}."))
            .fg(Color::Red)
            .bold(),
        Winner::Tie => Line::from(format!("A tie, {me} points each.")).bold(),
    };
    let mut lines = vec![verdict];
    if let Some(bound) = outcome.ai.bound {
        lines.push(Line::from(format!(
            "The AI's search ran out of budget: no path reads more than {} words.",
            bound.words
        )));
    }
    lines
}

/// The help page: the rules and the levels in the engine's words, the keys from their table.
fn help_lines() -> Vec<Line<'static>> {
    const WIDTH: usize = 59;
    let levels: Vec<String> = maze_words::Level::ALL
        .iter()
        .map(|level| format!("{} {}", level.name(), level.describe()))
        .collect();
    // The keys first, a line of them a screen, from the key tables: they are what a small
    // terminal must show; the rules follow.
    let keys = [
        ("Walking", keys::PLAYING),
        ("Replaying a search", keys::WATCHING),
        ("At the result", keys::RESULT),
    ]
    .map(|(title, table)| format!("{title}: {}.", crate::keys::bar(table).join(", ")));
    let paragraphs = [
        keys.join(" "),
        "The board is a maze whose cells hold letters; dictionary words lie along its \
         passages. Walk from the entrance (top left) to the exit (bottom right), never \
         crossing your path."
            .to_owned(),
        format!("Score: {}.", maze_words::scoring_rule(None)),
        format!(
            "At the exit, Enter hands in your path and the AI answers: {}. The higher score wins.",
            levels.join("; ")
        ),
    ];
    let mut lines = Vec::new();
    for paragraph in paragraphs {
        lines.extend(
            crate::screen::wrap(&paragraph, WIDTH)
                .into_iter()
                .map(Line::from),
        );
        lines.push(Line::from(""));
    }
    lines.push(Line::from("Press any key to go back.").dim());
    lines
}
