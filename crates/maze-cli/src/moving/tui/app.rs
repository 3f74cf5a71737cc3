//! The UI's state: the game, the slot and tile chosen, the computers' turns being played at a
//! readable pace, the history; keys become engine commands.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use maze_moving::computer::{self, Level};
use maze_moving::{
    Cell, Colour, Command, Event, Game, Insertion, Outcome, Phase, RuleError, Side, find_path,
    start_corner,
};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::keys::{self, Action};

/// How long a computer waits before it starts its turn.
const THINK: Duration = Duration::from_millis(700);
/// How long each quarter turn of the floating tile shows.
const ROTATE: Duration = Duration::from_millis(300);
/// How long the board shows after a computer's slide before it walks.
const SLIDE: Duration = Duration::from_millis(800);
/// How long each tile of a computer's walk shows.
const STEP: Duration = Duration::from_millis(140);

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The board (and, once the game is over, its result over it).
    Playing,
    /// The rules and keys.
    Help,
    /// Asking whether to quit.
    ConfirmQuit,
}

/// An adventurer walking, tile by tile, before the walk is applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Who walks.
    pub colour: Colour,
    /// The tiles of the way, the first where it starts.
    pub cells: Vec<Cell>,
    /// How many of them have been walked onto (at least the first).
    pub shown: usize,
}

/// Where a player must go next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// To their next relic, on this tile.
    Relic(Cell),
    /// Their next relic is on the floating tile: it must be slid in first.
    Floating,
    /// Home: they hold every relic.
    Home(Cell),
}

/// What the turn being played has done so far, for the history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct TurnSoFar {
    quarter_turns: u8,
    slide: Option<Insertion>,
    steps: usize,
    notes: Vec<String>,
}

/// Everything the UI knows.
#[derive(Debug)]
pub struct App {
    /// The game.
    pub game: Game,
    /// The screen up.
    pub screen: Screen,
    /// The slot on the border chosen for the next slide.
    pub slot: Insertion,
    /// The tile picked to walk to, in the move phase.
    pub pick: Option<Cell>,
    /// The last thing that happened, for the message line.
    pub message: String,
    /// One line a finished turn, oldest first.
    pub history: Vec<String>,
    /// The tiles of the last walk and who walked them (cleared by the next slide).
    pub trail: Option<(Colour, Vec<Cell>)>,
    /// A computer's walk being shown.
    pub walk: Option<Walk>,
    /// Whether to draw in colour (off under `NO_COLOR`).
    pub color: bool,
    /// Whether the app should exit.
    pub quit: bool,
    /// How far the help page is scrolled.
    pub help_scroll: crate::screen::Scroll,
    /// Whether the terminal is too small to show the game: computers wait meanwhile, so that
    /// nothing is played unseen.
    hidden: bool,
    seats: Vec<(Colour, Level)>,
    start: Game,
    save: Option<PathBuf>,
    turn: TurnSoFar,
    queue: VecDeque<Command>,
    due: Duration,
    now: Duration,
    /// An expert thinking on another thread (its search takes a second), and the game it
    /// thinks about: an answer for another game is dropped.
    thinking: Option<(Game, mpsc::Receiver<Option<computer::Turn>>)>,
    /// The last slide-phase hint's plan: the game as its slide would leave it, where to walk
    /// then, and in how many turns that reaches the goal. A walk-phase hint on that game
    /// keeps to the plan.
    planned: Option<(Game, Cell, Option<u8>)>,
}

impl App {
    /// An app playing `game`, the colours in `seats` played by the computer, saving to `save`
    /// after every command when given.
    pub fn new(game: Game, seats: Vec<(Colour, Level)>, save: Option<PathBuf>) -> App {
        let slot = slots(&game)[0];
        let mut app = App {
            start: game.clone(),
            game,
            screen: Screen::Playing,
            slot,
            pick: None,
            message: String::new(),
            history: Vec::new(),
            trail: None,
            walk: None,
            color: true,
            quit: false,
            help_scroll: crate::screen::Scroll::default(),
            hidden: false,
            seats,
            save,
            turn: TurnSoFar::default(),
            queue: VecDeque::new(),
            due: Duration::ZERO,
            now: Duration::ZERO,
            thinking: None,
            planned: None,
        };
        app.message = app.welcome();
        app.choose_allowed_slot();
        app
    }

    fn welcome(&self) -> String {
        if self.seats.is_empty() {
            let colours: Vec<Colour> = self.game.colours().collect();
            let count = ["", "", "Two", "Three", "Four"][colours.len()];
            let other = colours.get(1).map_or("yellow", |c| c.name()).to_lowercase();
            // One line at 80 columns, so that the board keeps every row.
            format!(
                "{count} players take turns here (--seat {other}=medium seats a computer). ? help"
            )
        } else {
            "? for the rules and keys.".to_owned()
        }
    }

    /// The level of the computer playing `colour`, or `None` for a person.
    pub fn seat(&self, colour: Colour) -> Option<Level> {
        self.seats
            .iter()
            .find(|(c, _)| *c == colour)
            .map(|&(_, level)| level)
    }

    /// Whether a computer is to play now.
    pub fn computer_to_play(&self) -> bool {
        self.game.outcome().is_none() && self.seat(self.game.current()).is_some()
    }

    /// Where the save goes, if anywhere.
    pub fn save_path(&self) -> Option<&std::path::Path> {
        self.save.as_deref()
    }

    /// Plays the computers' turns, one action at a time at a readable pace; nothing moves
    /// while a page covers the board.
    pub fn tick(&mut self, now: Duration) {
        self.now = now;
        if self.hidden
            || self.screen != Screen::Playing
            || !self.computer_to_play()
            || now < self.due
        {
            return;
        }
        self.computer_action();
    }

    /// Hears at time `now` whether the game shows: while it does not, computers wait; once it
    /// shows again they go on after a beat, so that their next move is seen.
    pub fn set_shown(&mut self, shown: bool, now: Duration) {
        if shown && self.hidden {
            self.due = self.due.max(now + THINK);
        }
        self.hidden = !shown;
    }

    /// The computer's next action: the next tile of its walk, its next command, or choosing
    /// its turn.
    fn computer_action(&mut self) {
        if let Some(walk) = &mut self.walk {
            if walk.shown < walk.cells.len() {
                walk.shown += 1;
                self.due = self.now + STEP;
                return;
            }
            let to = walk.cells.last().copied();
            self.walk = None;
            if let Some(to) = to {
                self.command(Command::MoveTo(to));
            }
            self.due = self.now + THINK;
            return;
        }
        match self.queue.pop_front() {
            Some(Command::MoveTo(to)) => {
                let colour = self.game.current();
                let from = self.game.player(colour).cell;
                let cells = way(&self.game, from, to);
                self.walk = Some(Walk {
                    colour,
                    cells,
                    shown: 1,
                });
                self.due = self.now + STEP;
            }
            Some(command) => {
                self.command(command);
                self.due = self.now
                    + match command {
                        Command::RotateRight | Command::RotateLeft => ROTATE,
                        Command::Slide(_) => SLIDE,
                        _ => THINK,
                    };
            }
            None => self.plan_computer_turn(false),
        }
    }

    /// Chooses the computer's turn and queues its commands. The quick levels choose at once;
    /// an expert thinks on another thread while the screen stays live, and its turn is
    /// queued on the first call after it has answered (or waited for, when `wait`).
    fn plan_computer_turn(&mut self, wait: bool) {
        let colour = self.game.current();
        let Some(level) = self.seat(colour) else {
            return;
        };
        let chosen = if level == Level::Expert {
            let Some(answer) = self.expert_answer(level, wait) else {
                return;
            };
            answer
        } else {
            computer::choose(&self.game, level)
        };
        match chosen {
            Some(turn) => {
                self.queue = turn.commands(&self.game).into();
                self.message = format!("{colour} ({level}) is playing…");
                self.due = self.now + ROTATE;
            }
            // Past its slide with nothing chosen (a save made mid-turn): end the move.
            None => self.command(Command::Done),
        }
    }

    /// The expert's turn for this game once it has one (`None` while it still thinks),
    /// starting it thinking first when it is not yet.
    fn expert_answer(&mut self, level: Level, wait: bool) -> Option<Option<computer::Turn>> {
        if self
            .thinking
            .as_ref()
            .is_none_or(|(game, _)| *game != self.game)
        {
            let (sender, receiver) = mpsc::channel();
            let game = self.game.clone();
            std::thread::spawn(move || sender.send(computer::choose(&game, level)));
            self.thinking = Some((self.game.clone(), receiver));
            self.message = format!("{} ({level}) is thinking…", self.game.current());
        }
        let (_, receiver) = self.thinking.as_ref()?;
        let answer = if wait {
            receiver.recv().ok()
        } else {
            match receiver.try_recv() {
                Ok(turn) => Some(turn),
                Err(mpsc::TryRecvError::Empty) => return None,
                Err(mpsc::TryRecvError::Disconnected) => None,
            }
        };
        self.thinking = None;
        Some(answer.flatten())
    }

    /// Plays the rest of the computer's turn at once.
    fn hurry(&mut self) {
        let colour = self.game.current();
        if self.queue.is_empty() && self.walk.is_none() {
            self.plan_computer_turn(true);
        }
        if let Some(walk) = self.walk.take()
            && let Some(&to) = walk.cells.last()
        {
            self.command(Command::MoveTo(to));
        }
        while let Some(command) = self.queue.pop_front() {
            if self.game.current() != colour {
                break;
            }
            self.command(command);
        }
        self.queue.clear();
        self.due = self.now + THINK;
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if crate::keys::is_interrupt(&key) {
            // As `q`: at once once the game is over, else asking; a second Ctrl-C quits.
            match self.screen {
                Screen::ConfirmQuit => self.quit = true,
                _ => self.act(Action::Quit),
            }
            return;
        }
        match self.screen {
            Screen::Help => match key.code {
                KeyCode::Up | KeyCode::Char('k') => self.help_scroll.by(-1),
                KeyCode::Down | KeyCode::Char('j') => self.help_scroll.by(1),
                KeyCode::PageUp => self.help_scroll.by(-10),
                KeyCode::PageDown => self.help_scroll.by(10),
                _ => self.screen = Screen::Playing,
            },
            Screen::ConfirmQuit => match key.code {
                KeyCode::Char('y' | 'Y') => self.quit = true,
                _ => self.screen = Screen::Playing,
            },
            Screen::Playing => {
                if let Some(action) = crate::keys::action(self.keys(), key.code) {
                    self.act(action);
                }
            }
        }
    }

    /// The keys that work now.
    pub fn keys(&self) -> &'static [crate::keys::Binding<Action>] {
        if self.game.outcome().is_some() {
            keys::OVER
        } else if self.computer_to_play() {
            keys::WATCHING
        } else if self.game.phase() == Phase::Slide {
            keys::SLIDE
        } else {
            keys::MOVE
        }
    }

    fn act(&mut self, action: Action) {
        let sliding = self.game.phase() == Phase::Slide;
        match action {
            Action::RotateRight => self.command(Command::RotateRight),
            Action::RotateLeft => self.command(Command::RotateLeft),
            Action::Toward(side) if sliding => self.slot_toward(side),
            Action::Toward(side) => self.command(Command::Step(side)),
            Action::Next => self.cycle(1),
            Action::Previous => self.cycle(-1),
            Action::Go if sliding => self.command(Command::Slide(self.slot)),
            Action::Go => match self.pick {
                Some(cell) => self.command(Command::MoveTo(cell)),
                None => {
                    self.message =
                        "Pick a tile with Tab first, or step with the arrows: Space ends your turn."
                            .to_owned()
                }
            },
            Action::Done => self.command(Command::Done),
            Action::Hurry => self.hurry(),
            Action::Hint => self.hint(),
            Action::Again => self.again(),
            Action::Help => {
                self.help_scroll.home();
                self.screen = Screen::Help;
            }
            // A finished game has nothing left to lose: q leaves at once.
            Action::Quit if self.game.outcome().is_some() => self.quit = true,
            Action::Quit => self.screen = Screen::ConfirmQuit,
        }
    }

    /// The tiles the player could walk to once the floating tile goes in at the chosen slot,
    /// where they stand before the slide (the tile pushed in is the floating one, not among
    /// them): the slide's preview. None outside a person's slide phase, or when the slide
    /// would end the turn at once.
    pub fn ghost(&self) -> Vec<Cell> {
        if self.game.phase() != Phase::Slide || self.computer_to_play() {
            return Vec::new();
        }
        let mut after = self.game.clone();
        let slid = after.apply(Command::Slide(self.slot)).is_ok();
        if !slid || after.phase() != Phase::Move || after.current() != self.game.current() {
            return Vec::new();
        }
        let (width, height) = (self.game.maze().width(), self.game.maze().height());
        let slot = self.slot;
        let index = slot.index as usize;
        // The tile at `cell` after the slide, where it stands before it.
        let before = |cell: Cell| -> Option<Cell> {
            match slot.side {
                Side::North if cell.x == index => {
                    cell.y.checked_sub(1).map(|y| Cell::new(cell.x, y))
                }
                Side::South if cell.x == index => {
                    (cell.y + 1 < height).then(|| Cell::new(cell.x, cell.y + 1))
                }
                Side::West if cell.y == index => {
                    cell.x.checked_sub(1).map(|x| Cell::new(x, cell.y))
                }
                Side::East if cell.y == index => {
                    (cell.x + 1 < width).then(|| Cell::new(cell.x + 1, cell.y))
                }
                _ => Some(cell),
            }
        };
        after.reachable().into_iter().filter_map(before).collect()
    }

    /// Suggests a turn, as the medium computer would plan it: in the slide phase the slot is
    /// chosen for it and the rest said; in the move phase the tile nearest the goal is picked.
    fn hint(&mut self) {
        if self.game.phase() != Phase::Slide {
            let plan = self
                .planned
                .as_ref()
                .filter(|(after, ..)| *after == self.game);
            if let Some(&(_, cell, turns)) = plan {
                self.pick = Some(cell);
                self.message = format!(
                    "Hint: Enter walks to column {}, row {}, as planned{}.",
                    cell.x + 1,
                    cell.y + 1,
                    soon(turns)
                );
                return;
            }
            self.pick = None;
            self.cycle(1);
            if let Some(cell) = self.pick {
                self.message = format!(
                    "Hint: Enter walks to column {}, row {}, the nearest you get to your goal.",
                    cell.x + 1,
                    cell.y + 1
                );
            }
            return;
        }
        let Some(plan) = computer::analyse(&self.game, computer::MEDIUM_HORIZON) else {
            self.message = "No hint: the game is over.".to_owned();
            return;
        };
        let turn = plan.turn;
        self.slot = turn.insertion;
        // The keys to turn the tile (the panel shows r ↻ and l ↺ beside it): a hint stays
        // within one line at 80 columns, so that the board keeps every row.
        let rotate = match turn.rotations {
            0 => "",
            1 => "r, ",
            2 => "r r, ",
            _ => "l, ",
        };
        let mut after = self.game.clone();
        let turned = (0..turn.rotations).all(|_| after.apply(Command::RotateRight).is_ok());
        if turned && after.apply(Command::Slide(turn.insertion)).is_ok() {
            self.planned = Some((after, turn.destination, plan.turns));
        }
        self.message = format!(
            "Hint: {rotate}slide {} (Enter), walk to column {}, row {}{}.",
            slide_words(turn.insertion),
            turn.destination.x + 1,
            turn.destination.y + 1,
            soon(plan.turns)
        );
    }

    /// A new game from where this one began; for a game resumed from a save, whose first
    /// board is not kept, a new random board of the same size, relics and players.
    fn again(&mut self) {
        let said = if has_begun(&self.start) {
            match fresh_board(&self.start) {
                Ok(game) => {
                    self.start = game;
                    "A new random board of the same size: a resumed game's first board is not kept."
                }
                Err(why) => {
                    self.message = format!("No new game: {why}.");
                    return;
                }
            }
        } else {
            "A new game on the same board."
        };
        self.game = self.start.clone();
        self.history.clear();
        self.trail = None;
        self.walk = None;
        self.pick = None;
        self.queue.clear();
        self.turn = TurnSoFar::default();
        self.message = said.to_owned();
        self.due = self.now + THINK;
        self.choose_allowed_slot();
    }

    /// Chooses the slot nearest the chosen one towards `side` on the screen.
    fn slot_toward(&mut self, side: Side) {
        let here = slot_place(&self.game, self.slot);
        let (dx, dy) = side.delta();
        let best = self
            .allowed_slots()
            .into_iter()
            .filter(|&s| s != self.slot)
            .filter_map(|s| {
                let there = slot_place(&self.game, s);
                let (ax, ay) = (there.0 - here.0, there.1 - here.1);
                let ahead = ax * i64::from(dx) + ay * i64::from(dy);
                let aside = (ax * i64::from(dy)).abs() + (ay * i64::from(dx)).abs();
                (ahead > 0).then_some((ahead + 2 * aside, s))
            })
            .min_by_key(|&(score, _)| score);
        if let Some((_, slot)) = best {
            self.slot = slot;
        }
    }

    /// The next (or previous) slot clockwise, or reachable tile.
    fn cycle(&mut self, by: isize) {
        if self.game.phase() == Phase::Slide {
            let allowed = self.allowed_slots();
            let at = allowed.iter().position(|&s| s == self.slot).unwrap_or(0);
            self.slot = allowed[step_index(at, by, allowed.len())];
            return;
        }
        let targets = self.targets();
        if targets.is_empty() {
            self.message = "No other tile can be reached: Space ends your turn.".to_owned();
            return;
        }
        let next = match self.pick.and_then(|p| targets.iter().position(|&t| t == p)) {
            Some(at) => step_index(at, by, targets.len()),
            None if by < 0 => targets.len() - 1,
            None => 0,
        };
        self.pick = Some(targets[next]);
    }

    /// The slots a slide may use now, clockwise from the top left.
    pub fn allowed_slots(&self) -> Vec<Insertion> {
        let forbidden = self.game.last_insertion().map(Insertion::reverse);
        slots(&self.game)
            .into_iter()
            .filter(|&s| Some(s) != forbidden)
            .collect()
    }

    /// Keeps the chosen slot on an allowed one.
    fn choose_allowed_slot(&mut self) {
        let allowed = self.allowed_slots();
        if !allowed.contains(&self.slot)
            && let Some(&first) = allowed.first()
        {
            self.slot = first;
        }
    }

    /// The tiles the current adventurer can walk to, nearest their goal first.
    pub fn targets(&self) -> Vec<Cell> {
        let here = self.game.player(self.game.current()).cell;
        let aim = match goal(&self.game, self.game.current()) {
            Goal::Relic(cell) | Goal::Home(cell) => cell,
            Goal::Floating => here,
        };
        let mut cells: Vec<Cell> = self
            .game
            .reachable()
            .into_iter()
            .filter(|&c| c != here)
            .collect();
        cells.sort_by_key(|c| c.x.abs_diff(aim.x) + c.y.abs_diff(aim.y));
        cells
    }

    /// Sends `command` to the game, saves, and says what came of it.
    fn command(&mut self, command: Command) {
        let mover = self.game.current();
        let from = self.game.player(mover).cell;
        let walked = match command {
            Command::MoveTo(to) => Some(way(&self.game, from, to)),
            _ => None,
        };
        match self.game.apply(command) {
            Ok(events) => {
                if let Some(cells) = walked {
                    self.turn.steps += cells.len().saturating_sub(1);
                    self.trail = Some((mover, cells));
                }
                if let Command::Step(_) = command {
                    self.extend_trail(mover, from);
                }
                for event in events {
                    self.show(event, mover);
                }
                self.write_save();
            }
            Err(err) => self.message = refusal(err),
        }
        self.pick = None;
        self.choose_allowed_slot();
    }

    /// Adds the step `mover` just took from `from` to the trail (a new trail when the last one
    /// was someone else's or ended elsewhere).
    fn extend_trail(&mut self, mover: Colour, from: Cell) {
        let here = self.game.player(mover).cell;
        match &mut self.trail {
            Some((colour, cells)) if *colour == mover && cells.last() == Some(&from) => {
                cells.push(here);
            }
            _ => self.trail = Some((mover, vec![from, here])),
        }
    }

    /// Records `event` in the message, the trail and the history.
    fn show(&mut self, event: Event, mover: Colour) {
        match event {
            Event::Rotated { clockwise } => {
                let turns = if clockwise { 1 } else { 3 };
                self.turn.quarter_turns = (self.turn.quarter_turns + turns) % 4;
                self.message.clear();
            }
            Event::Slid(insertion) => {
                self.turn.slide = Some(insertion);
                self.trail = None;
                self.message = format!("{mover} slid the tile in {}.", slide_words(insertion));
            }
            Event::Stepped(_) => {
                self.turn.steps += 1;
                self.message.clear();
            }
            Event::MovedTo(_) => self.message.clear(),
            Event::Collected { colour, all } => {
                let got = self.game.player(colour).collected;
                let of = self.game.relic_goal();
                let note = if all {
                    format!("{colour} has every relic ({got}/{of}): now home!")
                } else {
                    format!("{colour} collected relic {got} of {of}.")
                };
                self.turn.notes.push(if colour == mover {
                    format!("relic {got}/{of}")
                } else {
                    format!("{colour} relic {got}/{of}")
                });
                self.message = note;
            }
            Event::TurnEnded(colour) => {
                let turn = std::mem::take(&mut self.turn);
                self.history.push(turn_line(colour, &turn));
                // What the turn said stays (a relic collected); a hint for it does not.
                if self.message.is_empty() || self.message.starts_with("Hint: ") {
                    self.message = format!("{colour}'s turn is over.");
                }
                self.planned = None;
            }
            Event::Ended(Outcome::Won(colour)) => {
                let turn = std::mem::take(&mut self.turn);
                self.history.push(turn_line(colour, &turn));
                self.history.push(format!("{colour} wins!"));
                self.message = format!("{colour} wins! n plays again, q quits.");
            }
            Event::Ended(Outcome::Quit) => self.message = "The game was quit.".to_owned(),
        }
    }

    /// Writes the save after a command, when asked to; a failure is said, and play goes on.
    fn write_save(&mut self) {
        if let Some(path) = &self.save {
            let kept = maze_moving::save::Session {
                seats: self.seats.clone(),
                history: self.history.clone(),
            };
            let text = maze_moving::save::to_json_with(&self.game, &kept);
            if let Err(err) = crate::saves::write(path, text) {
                self.message = format!("Not saved: {err:#}");
            }
        }
    }
}

/// `at` moved `by` places around a ring of `len`.
fn step_index(at: usize, by: isize, len: usize) -> usize {
    let len = len.max(1) as isize;
    (at as isize + by).rem_euclid(len) as usize
}

/// The tiles of the shortest way from `from` to `to`, both included.
fn way(game: &Game, from: Cell, to: Cell) -> Vec<Cell> {
    let mut cells = vec![from];
    for side in find_path(game.maze(), from, to).unwrap_or_default() {
        match cells.last().and_then(|&c| game.maze().neighbor(c, side)) {
            Some(next) => cells.push(next),
            None => break,
        }
    }
    cells
}

/// Every slot on the border, clockwise from the top left: the top from left to right, the
/// right side downward, the bottom from right to left, the left side upward.
pub fn slots(game: &Game) -> Vec<Insertion> {
    let all = game.maze().insertions();
    let on = |side: Side| all.iter().copied().filter(move |i| i.side == side);
    on(Side::North)
        .chain(on(Side::East))
        .chain(on(Side::South).rev())
        .chain(on(Side::West).rev())
        .collect()
}

/// Where a slot lies, in tiles: the top slots on row −1, the right ones on column `width`.
fn slot_place(game: &Game, slot: Insertion) -> (i64, i64) {
    let (width, height) = (game.maze().width() as i64, game.maze().height() as i64);
    let index = i64::from(slot.index);
    match slot.side {
        Side::North => (index, -1),
        Side::South => (index, height),
        Side::West => (-1, index),
        Side::East => (width, index),
    }
}

/// Where `colour` must go next.
pub fn goal(game: &Game, colour: Colour) -> Goal {
    if game.player(colour).collected >= game.relic_goal() {
        return Goal::Home(start_corner(game.maze(), colour));
    }
    let mine = |tile: maze_moving::Tile| {
        tile.relic().is_some_and(|r| r.colour == colour) && game.is_active(tile)
    };
    game.maze()
        .tiles()
        .find(|&(_, tile)| mine(tile))
        .map_or(Goal::Floating, |(cell, _)| Goal::Relic(cell))
}

/// A slide as the history says it: the way the tile goes in, and its line, from 1.
/// How soon a hint's plan reaches the player's goal, as the hint ends.
fn soon(turns: Option<u8>) -> String {
    match turns {
        Some(1) => ": goal this turn".to_owned(),
        Some(n) => format!(": goal in {n} turns"),
        None => String::new(),
    }
}

pub fn slide_words(insertion: Insertion) -> String {
    let line = insertion.index + 1;
    match insertion.side {
        Side::North => format!("↓ column {line}"),
        Side::South => format!("↑ column {line}"),
        Side::West => format!("→ row {line}"),
        Side::East => format!("← row {line}"),
    }
}

/// A finished turn in a line: rotation, slide, steps, relics.
fn turn_line(colour: Colour, turn: &TurnSoFar) -> String {
    let mut parts = vec![colour.name().to_owned()];
    match turn.quarter_turns {
        1 => parts.push("↻".to_owned()),
        2 => parts.push("↻↻".to_owned()),
        3 => parts.push("↺".to_owned()),
        _ => {}
    }
    if let Some(slide) = turn.slide {
        parts.push(slide_words(slide));
    }
    let mut line = parts.join(" ");
    match turn.steps {
        0 => line.push_str(" · stayed"),
        1 => line.push_str(" · 1 step"),
        n => line.push_str(&format!(" · {n} steps")),
    }
    for note in &turn.notes {
        line.push_str(&format!(" · {note}"));
    }
    line
}

/// A refused command as a sentence.
fn refusal(err: RuleError) -> String {
    match err {
        RuleError::LastExit => {
            "The tile cannot go back in where the last one came out (marked ×).".to_owned()
        }
        RuleError::OffBoard(side) => format!("The board ends to the {side}."),
        RuleError::NoPath(side) => format!("No pathway leads {side} from here."),
        other => crate::words::sentence(&other.to_string()),
    }
}

/// Whether `game` is past its beginning: a slide made, a relic collected or an adventurer
/// away from its corner (a game resumed from a save part way through).
fn has_begun(game: &Game) -> bool {
    let away = |colour: Colour| {
        let player = game.player(colour);
        player.collected > 0 || player.cell != start_corner(game.maze(), colour)
    };
    game.last_insertion().is_some() || game.outcome().is_some() || game.colours().any(away)
}

/// A game of `like`'s players on a new random board of its size and relics.
fn fresh_board(like: &Game) -> Result<Game, String> {
    let maze = like.maze();
    let mut rng = mazes::rng_from_seed(rand::random());
    let setup = maze_moving::random_board(maze.width(), maze.height(), like.relic_goal(), &mut rng)
        .map_err(|err| err.to_string())?;
    let colours: Vec<Colour> = like.colours().collect();
    Game::with_colours(setup, &colours).map_err(|err| err.to_string())
}
