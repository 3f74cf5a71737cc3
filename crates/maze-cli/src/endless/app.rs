//! The UI's state: the game, the trail walked (for the map), the screen up; keys become moves.

use std::collections::HashSet;
use std::time::Duration;

use maze_classic::endless::{Command, Event, Game, RuleError};
use mazes::infinite::Cell;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::keys::{self, Action};

/// The most cells of the trail the map remembers; older ones are forgotten first.
const TRAIL_CELLS: usize = 100_000;
/// How many steps of the way a hint shows.
pub const HINT_STEPS: usize = 30;

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Walking.
    Playing,
    /// The rules and keys.
    Help,
    /// Asking whether to quit.
    ConfirmQuit,
}

/// Everything the UI knows.
#[derive(Debug)]
pub struct App {
    /// The game.
    pub game: Game,
    /// How far new targets are set, in passages.
    pub reach: u64,
    /// Cells walked, for the map, in the order first walked.
    pub trail: Vec<Cell>,
    walked: HashSet<Cell>,
    /// Whether the next steps of the way are shown.
    pub hint: bool,
    /// The screen up.
    pub screen: Screen,
    /// The last thing that happened.
    pub message: String,
    /// Time since the front end started.
    pub now: Duration,
    /// When the current target was set (moved on by the time the game was hidden).
    pub since: Duration,
    /// Since when the terminal has been too small to show the game, if it is: the clock
    /// stands still meanwhile.
    hidden_at: Option<Duration>,
    /// Targets reached so far.
    pub reached: u32,
    /// Moves made over every target.
    pub moves: u64,
    /// Whether to draw in colour.
    pub color: bool,
    /// Whether the player has left.
    pub quit: bool,
}

impl App {
    /// The UI of `game`, setting new targets `reach` passages away.
    pub fn new(game: Game, reach: u64) -> App {
        let start = game.player();
        App {
            game,
            reach,
            trail: vec![start],
            walked: HashSet::from([start]),
            hint: false,
            screen: Screen::Playing,
            message: "Find the target ◎: the compass points the way, h shows the next steps."
                .to_owned(),
            now: Duration::ZERO,
            since: Duration::ZERO,
            hidden_at: None,
            reached: 0,
            moves: 0,
            color: false,
            quit: false,
        }
    }

    /// The keys that work now.
    pub fn keys(&self) -> &'static [crate::keys::Binding<Action>] {
        keys::PLAYING
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if crate::keys::is_interrupt(&key) {
            match self.screen {
                Screen::ConfirmQuit => self.quit = true,
                _ => self.screen = Screen::ConfirmQuit,
            }
            return;
        }
        match self.screen {
            Screen::Help => self.screen = Screen::Playing,
            Screen::ConfirmQuit => {
                self.quit = matches!(key.code, KeyCode::Char('y' | 'Y'));
                self.screen = Screen::Playing;
            }
            Screen::Playing => {
                if let Some(action) = crate::keys::action(self.keys(), key.code) {
                    self.act(action);
                }
            }
        }
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::Move(dir) => self.step(dir),
            Action::Hint => self.hint = !self.hint,
            Action::NewTarget => self.new_target(),
            Action::Help => self.screen = Screen::Help,
            Action::Quit => self.screen = Screen::ConfirmQuit,
        }
    }

    fn step(&mut self, dir: mazes::Direction) {
        let now = self.now.saturating_sub(self.since);
        match self.game.apply(Command::Move(dir), now) {
            Ok(events) => {
                self.moves += 1;
                self.message.clear();
                for event in events {
                    match event {
                        Event::Moved { to } => self.remember(to),
                        Event::Ended(outcome) => {
                            self.reached += 1;
                            self.message = format!(
                                "Target reached in {} moves (the fewest: {}), {}. n: a new target.",
                                outcome.moves,
                                outcome.shortest,
                                clock(outcome.elapsed)
                            );
                        }
                    }
                }
            }
            Err(RuleError::Wall) => self.message = "A wall stands that way.".to_owned(),
            Err(RuleError::Over) => {
                self.message = "You are on the target: n sets a new one.".to_owned();
            }
            Err(other) => self.message = other.to_string(),
        }
    }

    /// Adds `cell` to the trail, forgetting the oldest cells past [`TRAIL_CELLS`].
    fn remember(&mut self, cell: Cell) {
        if self.walked.insert(cell) {
            self.trail.push(cell);
        }
        if self.trail.len() > TRAIL_CELLS {
            let old = self.trail.len() - TRAIL_CELLS;
            for cell in self.trail.drain(..old) {
                self.walked.remove(&cell);
            }
        }
    }

    fn new_target(&mut self) {
        match self.game.next_target(self.reach) {
            Ok(game) => {
                self.game = game;
                self.since = self.now;
                self.message = format!("A new target, {} passages away.", self.reach);
            }
            Err(err) => self.message = format!("No new target: {err}."),
        }
    }

    /// Whether the player has walked `cell` (lately).
    pub fn walked(&self, cell: Cell) -> bool {
        self.walked.contains(&cell)
    }

    /// The command that puts someone where the player stands, with the same target.
    pub fn link(&self) -> String {
        super::line::link(&self.game)
    }

    /// The game time of the current target.
    pub fn elapsed(&self) -> Duration {
        match self.game.outcome() {
            Some(outcome) => outcome.elapsed,
            None => self
                .hidden_at
                .unwrap_or(self.now)
                .saturating_sub(self.since),
        }
    }

    /// Hears at time `now` whether the game shows: while the terminal is too small for it,
    /// its clock stands still.
    pub fn set_shown(&mut self, shown: bool, now: Duration) {
        match (shown, self.hidden_at) {
            (false, None) => self.hidden_at = Some(now),
            (true, Some(at)) => {
                self.since += now.saturating_sub(at);
                self.hidden_at = None;
            }
            _ => {}
        }
    }

    /// What is printed on leaving.
    pub fn farewell(&self) -> String {
        format!(
            "{} moves, {} target{} reached. To stand here again: {}",
            self.moves,
            self.reached,
            if self.reached == 1 { "" } else { "s" },
            self.link()
        )
    }
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn clock(time: Duration) -> String {
    let seconds = time.as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}
