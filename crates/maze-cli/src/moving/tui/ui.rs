//! Drawing: a frame is a pure function of the [`App`].

use maze_moving::computer::Level;
use maze_moving::{Cell, Colour, Insertion, Phase, Side, Tile};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::app::{App, Goal, Screen, goal, slide_words, slots};
use super::keys;
use crate::screen::{popup, too_small, wrap};

/// Tile sizes (columns, lines), largest first: the board takes the largest that fits. The
/// last is the compact style, two lines a tile, in which a 9 × 9 board fits 80 × 24.
const TILE_SIZES: [(u16, u16); 4] = [(11, 5), (7, 3), (5, 3), (4, 2)];
/// The narrowest the panel beside the board may be.
const PANEL: u16 = 36;

impl App {
    /// The board's size in columns and lines with tiles `tile` big, its border included.
    fn board_size(&self, (w, h): (u16, u16)) -> (u16, u16) {
        let maze = self.game.maze();
        let (columns, rows) = (fit(maze.width()), fit(maze.height()));
        (
            columns.saturating_mul(w).saturating_add(2),
            rows.saturating_mul(h).saturating_add(2),
        )
    }

    /// The smallest terminal the board and its panel fit, with the smallest tiles.
    pub fn min_size(&self) -> (u16, u16) {
        let (width, height) = self.board_size(TILE_SIZES[TILE_SIZES.len() - 1]);
        (width.saturating_add(PANEL), height.saturating_add(1))
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let maze = self.game.maze();
        let (columns, rows) = (fit(maze.width()), fit(maze.height()));
        let fits = |&&size: &&(u16, u16)| {
            let (width, height) = self.board_size(size);
            width.saturating_add(PANEL) <= area.width && height < area.height
        };
        let Some(&tile) = TILE_SIZES.iter().find(fits) else {
            let who = format!("a {columns}×{rows} Moving Maze board");
            too_small(area, self.min_size(), &who, buf);
            return;
        };
        let [main, message] = Layout::vertical([
            Constraint::Min(1),
            Constraint::Length(crate::screen::message_rows(&self.message, area.width)),
        ])
        .areas(area);
        let (width, height) = self.board_size(tile);
        let [left, panel] =
            Layout::horizontal([Constraint::Length(width), Constraint::Min(PANEL)]).areas(main);
        let [board] = Layout::vertical([Constraint::Length(height)])
            .flex(Flex::Center)
            .areas(left);
        self.draw_board(board, tile, buf);
        self.draw_panel(panel, tile, buf);
        crate::screen::draw_message(&self.message, message, buf);
        match self.screen {
            Screen::Help => self.draw_help(main, buf),
            Screen::ConfirmQuit => {
                let saved = match self.save_path() {
                    Some(path) => format!("The game is saved in {}.", path.display()),
                    None => "The game is not saved.".to_owned(),
                };
                crate::screen::quit_popup("Quit Moving Maze?", Some(&saved), main, buf);
            }
            Screen::Playing if self.game.outcome().is_some() => {
                popup("Game over", self.over_lines(), main, buf);
            }
            Screen::Playing => {}
        }
    }
}

/// A count as screen units (boards are at most 9 tiles a side).
fn fit(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// The colour a player is drawn in.
fn ink(colour: Colour) -> Color {
    match colour {
        Colour::Green => Color::LightGreen,
        Colour::Yellow => Color::LightYellow,
        Colour::Red => Color::LightRed,
        Colour::Blue => Color::LightBlue,
    }
}

/// The background of the tiles the player to move could walk to (now, or after the slide
/// chosen: the phases never show both), in that player's colour, darkened so that pathways and
/// pieces stay readable on it; `dark` for the darker squares of the board's checkering.
fn lit(colour: Colour, dark: bool) -> Color {
    let (light, darker) = match colour {
        Colour::Green => (22, 28),
        Colour::Yellow => (58, 100),
        Colour::Red => (52, 88),
        Colour::Blue => (18, 19),
    };
    Color::Indexed(if dark { darker } else { light })
}

/// How a tile is drawn besides its pathways.
#[derive(Clone, Copy, Debug, Default)]
struct TileLook {
    /// The current adventurer can walk to it.
    reachable: bool,
    /// The current adventurer could walk to it after the slide chosen: the slide's preview.
    ghost: bool,
    /// It is the tile picked to walk to.
    picked: bool,
    /// Its pathways are on the last walk, in this colour.
    trail: Option<Colour>,
    /// Its place in a checkerboard, so that neighbouring tiles stand apart.
    dark: bool,
}

impl TileLook {
    /// The dot that marks the tile in black and white: `·` reachable now, `∘` after the slide.
    fn dot(self) -> Option<char> {
        match (self.reachable, self.ghost) {
            (true, _) => Some('·'),
            (false, true) => Some('∘'),
            _ => None,
        }
    }
}

impl App {
    /// Where `colour`'s adventurer is drawn: on its walk while a walk is shown.
    fn drawn_cell(&self, colour: Colour) -> Cell {
        match &self.walk {
            Some(walk) if walk.colour == colour => walk.cells[walk.shown.max(1) - 1],
            _ => self.game.player(colour).cell,
        }
    }

    /// The tiles, then the slots around them.
    fn draw_board(&self, area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
        let moving = self.game.phase() == Phase::Move && !self.computer_to_play();
        let reachable = if moving {
            self.game.reachable()
        } else {
            Vec::new()
        };
        let trail: Vec<Cell> = match (&self.walk, &self.trail) {
            (Some(walk), _) => walk.cells[..walk.shown].to_vec(),
            (None, Some((_, cells))) => cells.clone(),
            (None, None) => Vec::new(),
        };
        let walker = match (&self.walk, &self.trail) {
            (Some(walk), _) => Some(walk.colour),
            (None, Some((colour, _))) => Some(*colour),
            (None, None) => None,
        };
        let ghost = self.ghost();
        for (cell, tile) in self.game.maze().tiles() {
            let look = TileLook {
                reachable: reachable.contains(&cell),
                ghost: ghost.contains(&cell),
                picked: self.pick == Some(cell),
                trail: walker.filter(|_| trail.contains(&cell)),
                dark: (cell.x + cell.y) % 2 == 1,
            };
            let at = Rect::new(
                area.x + 1 + fit(cell.x) * w,
                area.y + 1 + fit(cell.y) * h,
                w,
                h,
            );
            self.draw_tile(tile, Some(cell), look, at, buf);
        }
        self.draw_numbers(area, (w, h), buf);
        self.draw_slots(area, (w, h), buf);
    }

    /// Column numbers in the top border and row numbers in the left one, from 1 as the text
    /// mode, the hints and the panel count: each beside its line's middle, where a slot's
    /// arrow may stand.
    fn draw_numbers(&self, area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
        let maze = self.game.maze();
        let style = Style::new().dim();
        let digit = |n: usize| char::from_digit(u32::try_from(n + 1).unwrap_or(0) % 10, 10);
        for x in 0..maze.width() {
            let column = area.x + 1 + fit(x) * w + w / 2 - 1;
            if let Some(d) = digit(x) {
                buf[(column, area.y)].set_char(d).set_style(style);
            }
        }
        for y in 0..maze.height() {
            let row = area.y + 1 + fit(y) * h + h / 2 - 1;
            if let Some(d) = digit(y) {
                buf[(area.x, row)].set_char(d).set_style(style);
            }
        }
    }

    /// A tile's pathways, its shown relic and the adventurers on it.
    fn draw_tile(
        &self,
        tile: Tile,
        cell: Option<Cell>,
        look: TileLook,
        at: Rect,
        buf: &mut Buffer,
    ) {
        let (cx, cy) = (at.width / 2, at.height / 2);
        let background = match (self.color, look.reachable || look.ghost, look.dark) {
            (false, ..) => Style::new(),
            (true, true, dark) => Style::new().bg(lit(self.game.current(), dark)),
            (true, false, false) => Style::new().bg(Color::Indexed(236)),
            (true, false, true) => Style::new().bg(Color::Indexed(238)),
        };
        let path = match look.trail {
            Some(colour) if self.color => background.fg(ink(colour)).bold(),
            Some(_) => background.bold(),
            None => background.fg(Color::Gray),
        };
        if at.height == 2 {
            return self.draw_compact_tile(tile, cell, look, at, (background, path), buf);
        }
        let corners = [
            (0, 0, Colour::Green),
            (at.width - 1, 0, Colour::Yellow),
            (0, at.height - 1, Colour::Red),
            (at.width - 1, at.height - 1, Colour::Blue),
        ];
        for dy in 0..at.height {
            for dx in 0..at.width {
                let open = |side: Side| tile.is_open(side);
                let (symbol, style) = if (dx, dy) == (cx, cy) {
                    self.centre(tile, path)
                } else if dx == cx
                    && ((dy < cy && open(Side::North)) || (dy > cy && open(Side::South)))
                {
                    ('║', path)
                } else if dy == cy
                    && ((dx < cx && open(Side::West)) || (dx > cx && open(Side::East)))
                {
                    ('═', path)
                } else if let Some(&(_, _, colour)) =
                    corners.iter().find(|&&(x, y, _)| (x, y) == (dx, dy))
                {
                    self.corner(colour, cell, background)
                } else if let Some(dot) = look.dot().filter(|_| !self.color)
                    && (dx + 1, dy + 1) == (cx, cy.max(1))
                {
                    // In black and white, a dot beside the north pathway marks a reachable tile.
                    (dot, background)
                } else {
                    (' ', background)
                };
                self.put(buf, (at.x + dx, at.y + dy), (symbol, style), look.picked);
            }
        }
    }

    /// A tile in the compact style, `at` two lines high: the north pathway and the
    /// adventurers on the tile in the first line, the west and east pathways either side of
    /// the junction in the second (whose glyph shows the south pathway, which the next tile's
    /// first line continues).
    fn draw_compact_tile(
        &self,
        tile: Tile,
        cell: Option<Cell>,
        look: TileLook,
        at: Rect,
        (background, path): (Style, Style),
        buf: &mut Buffer,
    ) {
        let cx = at.width / 2;
        let here: Vec<Colour> = self
            .game
            .colours()
            .filter(|&colour| cell.is_some_and(|c| self.drawn_cell(colour) == c))
            .collect();
        // The places for adventurers in the first line, beside the north pathway; a fourth
        // shows as `+`.
        let places: Vec<u16> = (0..at.width).filter(|&dx| dx != cx).collect();
        for dx in 0..at.width {
            let (symbol, style) = if dx == cx {
                let north = if tile.is_open(Side::North) {
                    '║'
                } else {
                    ' '
                };
                (north, path)
            } else {
                let slot = places.iter().position(|&p| p == dx).unwrap_or(usize::MAX);
                match here.get(slot) {
                    Some(_) if slot + 1 == places.len() && here.len() > places.len() => {
                        ('+', background.bold())
                    }
                    Some(&colour) => self.corner(colour, cell, background),
                    None => {
                        let dot = look.dot().filter(|_| !self.color && dx + 1 == cx);
                        (dot.unwrap_or(' '), background)
                    }
                }
            };
            self.put(buf, (at.x + dx, at.y), (symbol, style), look.picked);
        }
        for dx in 0..at.width {
            let open = |side: Side| tile.is_open(side);
            let cell_look = if dx == cx {
                self.centre(tile, path)
            } else if (dx < cx && open(Side::West)) || (dx > cx && open(Side::East)) {
                ('═', path)
            } else {
                (' ', background)
            };
            self.put(buf, (at.x + dx, at.y + 1), cell_look, look.picked);
        }
    }

    /// Sets one screen cell, reversed when its tile is the one picked.
    fn put(
        &self,
        buf: &mut Buffer,
        (x, y): (u16, u16),
        (symbol, style): (char, Style),
        picked: bool,
    ) {
        let style = if picked {
            style.add_modifier(Modifier::REVERSED)
        } else {
            style
        };
        buf[(x, y)].set_char(symbol).set_style(style);
    }

    /// A tile's centre: its relic when that relic is the next its colour must collect, else
    /// the pathways' junction.
    fn centre(&self, tile: Tile, path: Style) -> (char, Style) {
        match tile.relic() {
            Some(relic) if self.game.is_active(tile) => {
                let style = path.bold().add_modifier(Modifier::UNDERLINED);
                if self.color {
                    ('◆', style.fg(ink(relic.colour)))
                } else {
                    (relic.colour.letter(), style)
                }
            }
            _ => (maze_moving::text::junction(tile), path),
        }
    }

    /// A tile's corner: `colour`'s adventurer when it plays and stands there, else the
    /// background.
    fn corner(&self, colour: Colour, cell: Option<Cell>, background: Style) -> (char, Style) {
        if self.game.plays(colour) && cell.is_some_and(|c| self.drawn_cell(colour) == c) {
            let initial = colour.name().chars().next().unwrap_or('?');
            let mut style = background.bold();
            if self.color {
                style = style.fg(ink(colour));
            }
            if colour == self.game.current() && self.game.outcome().is_none() {
                style = style.add_modifier(Modifier::REVERSED);
            }
            return (initial, style);
        }
        (' ', background)
    }

    /// The arrows around the board: where the tile can go in, the chosen slot, the one it may
    /// not (×), and the last slide.
    fn draw_slots(&self, area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
        let sliding = self.game.phase() == Phase::Slide && !self.computer_to_play();
        let last = self.game.last_insertion();
        let forbidden = last.map(Insertion::reverse);
        for slot in slots(&self.game) {
            let index = fit(slot.index as usize);
            let (x, y, arrow) = match slot.side {
                Side::North => (area.x + 1 + index * w + w / 2, area.y, '▼'),
                Side::South => (area.x + 1 + index * w + w / 2, area.bottom() - 1, '▲'),
                Side::West => (area.x, area.y + 1 + index * h + h / 2, '▶'),
                Side::East => (area.right() - 1, area.y + 1 + index * h + h / 2, '◀'),
            };
            let (symbol, style) = if Some(slot) == forbidden {
                ('×', Style::new().dim())
            } else if sliding && slot == self.slot {
                let style = Style::new().bold().add_modifier(Modifier::REVERSED);
                (arrow, self.tinted(style, self.game.current()))
            } else if Some(slot) == last {
                let mover = self.history_mover();
                (arrow, self.tinted(Style::new().bold(), mover))
            } else {
                (arrow, Style::new().dim())
            };
            buf[(x, y)].set_char(symbol).set_style(style);
        }
    }

    /// Who made the last slide: the current player in the move phase, else the one before.
    fn history_mover(&self) -> Colour {
        let current = self.game.current();
        if self.game.phase() == Phase::Move {
            current
        } else {
            // The colour that plays before the current one.
            self.game
                .colours()
                .take_while(|&c| c != current)
                .last()
                .or_else(|| self.game.colours().last())
                .unwrap_or(current)
        }
    }

    /// `style` in `colour`'s ink, when drawing in colour.
    fn tinted(&self, style: Style, colour: Colour) -> Style {
        if self.color {
            style.fg(ink(colour))
        } else {
            style
        }
    }

    /// The panel: the players, the phase and goal, the floating tile, the history, the keys.
    fn draw_panel(&self, area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
        let area = Rect {
            x: area.x + 1,
            width: area.width.saturating_sub(1),
            ..area
        };
        let key_lines = wrap_parts(&crate::keys::bar(self.keys()), area.width);
        let [title, players, phase, floating, history, keys] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(5),
            Constraint::Length(3),
            Constraint::Length(h + 3),
            Constraint::Min(1),
            Constraint::Length(fit(key_lines.len())),
        ])
        .areas(area);
        let maze = self.game.maze();
        Line::from(vec![
            "Moving Maze".bold(),
            format!(
                " · {}×{} · {} relic{}",
                maze.width(),
                maze.height(),
                self.game.relic_goal(),
                if self.game.relic_goal() == 1 { "" } else { "s" }
            )
            .into(),
        ])
        .render(title, buf);
        Paragraph::new(self.player_lines()).render(players, buf);
        Paragraph::new(self.phase_lines())
            .wrap(Wrap { trim: true })
            .render(phase, buf);
        self.draw_floating(floating, (w, h), buf);
        let shown = usize::from(history.height.saturating_sub(1));
        let mut lines = vec![Line::from("History").bold()];
        let recent = self.history.iter().rev().take(shown).rev();
        lines.extend(recent.map(|line| Line::from(line.as_str())));
        if self.history.is_empty() {
            lines.push(Line::from("No turn played yet.").dim());
        }
        Paragraph::new(lines).render(history, buf);
        Paragraph::new(key_lines.into_iter().map(Line::from).collect::<Vec<_>>())
            .dim()
            .render(keys, buf);
    }

    /// A line a player: whose turn, who plays the colour, relics held.
    fn player_lines(&self) -> Vec<Line<'static>> {
        let goal = self.game.relic_goal();
        self.game
            .colours()
            .map(|colour| {
                let player = self.game.player(colour);
                let marker = if colour == self.game.current() && self.game.outcome().is_none() {
                    "▶ "
                } else {
                    "  "
                };
                let who = self.seat(colour).map_or("person", Level::name);
                let held = usize::from(player.collected);
                let left = usize::from(goal.saturating_sub(player.collected));
                let relics = format!("{}{}", "●".repeat(held), "○".repeat(left));
                let home = maze_moving::start_corner(self.game.maze(), colour);
                let status = if player.collected >= goal && player.cell == home {
                    format!("{relics} home")
                } else if player.collected >= goal {
                    format!("{relics} → home")
                } else {
                    format!("{relics} {}/{goal}", player.collected)
                };
                Line::from(vec![
                    Span::raw(marker),
                    Span::styled(
                        format!("{:<7}", colour.name()),
                        self.tinted(Style::new().bold(), colour),
                    ),
                    Span::raw(format!("{who:<7}")),
                    Span::raw(status),
                ])
            })
            .collect()
    }

    /// What the player to move does now, and where they must go.
    fn phase_lines(&self) -> Vec<Line<'static>> {
        let colour = self.game.current();
        let name = Span::styled(
            colour.name().to_owned(),
            self.tinted(Style::new().bold(), colour),
        );
        let doing = match (self.game.outcome(), self.seat(colour), self.game.phase()) {
            (Some(_), ..) => return vec![Line::from("The game is over.")],
            (None, Some(level), _) => format!(" ({level}) is playing."),
            (None, None, Phase::Slide) if self.color => {
                ": rotate the tile, choose a slot, slide it in (lit: where you could walk then)."
                    .into()
            }
            (None, None, Phase::Slide) => {
                ": rotate the tile, choose a slot, slide it in (∘: where you could walk then)."
                    .into()
            }
            (None, None, _) => ": walk, or end the turn.".into(),
        };
        let target = match goal(&self.game, colour) {
            Goal::Relic(cell) => {
                let mark = if self.color { '◆' } else { colour.letter() };
                format!(
                    "Next relic {mark} at column {}, row {}.",
                    cell.x + 1,
                    cell.y + 1
                )
            }
            Goal::Floating => "Next relic: on the floating tile.".to_owned(),
            Goal::Home(cell) => format!("Home to column {}, row {}.", cell.x + 1, cell.y + 1),
        };
        vec![Line::from(vec![name, Span::raw(doing)]), Line::from(target)]
    }

    /// The floating tile in a box, and what the keys do to it.
    fn draw_floating(&self, area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
        let [label, boxed] =
            Layout::vertical([Constraint::Length(1), Constraint::Length(h + 2)]).areas(area);
        Line::from("Floating tile").bold().render(label, buf);
        let [frame, beside] =
            Layout::horizontal([Constraint::Length(w + 2), Constraint::Min(0)]).areas(boxed);
        Block::bordered().render(frame, buf);
        let inner = Rect::new(frame.x + 1, frame.y + 1, w, h);
        self.draw_tile(self.game.floating(), None, TileLook::default(), inner, buf);
        let mut notes = Vec::new();
        if self.game.phase() == Phase::Slide && !self.computer_to_play() {
            notes.push(Line::from(" r ↻  l ↺"));
            notes.push(Line::from(format!(" goes in {}", slide_words(self.slot))));
        }
        Paragraph::new(notes)
            .wrap(Wrap { trim: false })
            .render(beside, buf);
    }

    /// The rules and every key, scrolled when the terminal is short.
    fn draw_help(&self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered().title(" How to play (↑↓ scroll, other keys go back) ");
        let inner = block.inner(area);
        ratatui::widgets::Clear.render(area, buf);
        block.render(area, buf);
        let width = usize::from(inner.width.saturating_sub(1)).max(20);
        let mut lines: Vec<Line> = Vec::new();
        for paragraph in RULES {
            lines.extend(wrap(paragraph, width).into_iter().map(Line::from));
            lines.push(Line::default());
        }
        for (title, table) in [
            ("Slide phase", keys::SLIDE),
            ("Move phase", keys::MOVE),
            ("While a computer plays", keys::WATCHING),
            ("When the game is over", keys::OVER),
        ] {
            lines.push(Line::from(title).bold());
            lines.extend(crate::keys::page(table).into_iter().map(Line::from));
            lines.push(Line::default());
        }
        lines.push(Line::from(match self.save_path() {
            Some(path) => format!("Saved after every move in {}.", path.display()),
            None => "Not saved: start with --save FILE to keep the game.".to_owned(),
        }));
        let height = fit(lines.len());
        self.help_scroll.draw(height, inner, buf, |page, buf| {
            Paragraph::new(lines).render(page, buf);
        });
    }

    /// The quit dialog.
    /// The result: who won, everyone's relics, how long it took.
    fn over_lines(&self) -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        if let Some(maze_moving::Outcome::Won(colour)) = self.game.outcome() {
            lines.push(Line::from(Span::styled(
                format!("{colour} wins!"),
                self.tinted(Style::new().bold(), colour),
            )));
        }
        let turns = self
            .history
            .iter()
            .filter(|l| !l.ends_with("wins!"))
            .count();
        lines.push(Line::from(format!("after {turns} turns")));
        lines.push(Line::default());
        lines.extend(self.player_lines());
        lines.push(Line::default());
        lines.push(Line::from("n: play again    q: quit    ?: help"));
        lines
    }
}

/// `parts` in lines of at most `width` characters, two spaces apart, never split.
fn wrap_parts(parts: &[String], width: u16) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in parts {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 2 + part.chars().count() <= usize::from(width) => {
                line.push_str("  ");
                line.push_str(part);
            }
            _ => lines.push(part.clone()),
        }
    }
    lines
}

/// The rules, a paragraph a string.
const RULES: &[&str] = &[
    "Two to four adventurers take turns, in the order green, yellow, red, blue; each must \
     collect their relics in order (only the next one shows, as ◆ in its colour) and then \
     return to their starting corner.",
    "A turn has two phases. Slide: turn the floating tile and push it in at one of the arrows \
     around the board; the row or column shifts and the tile at the far end comes out as the \
     new floating tile. It may not go back in where the last one came out (×). Adventurers \
     pushed off the board come back on the tile that went in.",
    "Move: walk along connected pathways (the tiles you can reach are lit in your colour), step by step or to \
     a picked tile, then end the turn. Reaching your relic collects it and ends the turn.",
];
