//! The UI's state: the game, which screen is up, a search being replayed; keys become engine
//! commands.

use std::sync::Arc;
use std::time::Duration;

use maze_words::{Command, Config, Dictionary, Event, Game, Level, Outcome, Search, trace};
use mazes::Pos;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::keys::{self, Action};

/// Cells a replayed search reveals per second at first.
pub const START_SPEED: u64 = 20;
/// The slowest and fastest replays, in cells per second.
const SPEEDS: (u64, u64) = (1, 2560);

/// Which screen is up.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// Walking the path.
    Playing,
    /// A search replayed cell by cell over the board.
    Watching(Replay),
    /// Both paths side by side, both scores, the winner.
    Result,
    /// The menu; the selected item.
    Menu(usize),
    /// The rules and keys.
    Help,
    /// The best scores of every board kind.
    Bests,
    /// Asking whether to quit.
    ConfirmQuit,
}

/// What comes after a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Back to the walk (a search the player asked to see).
    Play,
    /// The result (the AI's answer).
    Result,
}

/// A search being replayed: its cells in the order explored, its path, how far it has got.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// What is searching, for the title.
    pub title: String,
    /// The cells in the order explored.
    pub explored: Vec<Pos>,
    /// The path found, shown once every cell is.
    pub path: Vec<Pos>,
    /// How far it has got.
    pub progress: crate::screen::Reveal,
    /// Where to go afterwards.
    pub then: Then,
}

impl Replay {
    /// Whether every explored cell is shown, and with them the path.
    pub fn finished(&self) -> bool {
        self.cells_shown() == self.explored.len()
    }

    /// The number of cells shown.
    pub fn cells_shown(&self) -> usize {
        self.progress.shown(self.explored.len())
    }

    /// Shows every cell.
    fn finish(&mut self) {
        self.progress = crate::screen::Reveal::at(self.explored.len());
    }
}

/// Items of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Back to the game.
    Resume,
    /// A new board of the same size with a new seed.
    NewBoard,
    /// The AI's level for the next board.
    Level,
    /// Replay a search over this board.
    Watch(Search),
    /// The best scores.
    Bests,
    /// The rules and keys.
    Help,
    /// Leave.
    Quit,
}

impl MenuItem {
    /// Every item, in menu order.
    pub const ALL: [MenuItem; 9] = [
        MenuItem::Resume,
        MenuItem::NewBoard,
        MenuItem::Level,
        MenuItem::Watch(Search::Bfs),
        MenuItem::Watch(Search::Dfs),
        MenuItem::Watch(Search::Dijkstra),
        MenuItem::Bests,
        MenuItem::Help,
        MenuItem::Quit,
    ];
}

/// Everything the UI knows.
#[derive(Debug)]
pub struct App {
    /// The game.
    pub game: Game,
    /// The screen up.
    pub screen: Screen,
    /// The AI's level for the next board.
    pub next_level: Level,
    /// The finished game's outcome.
    pub outcome: Option<Outcome>,
    /// The last thing that happened, for the status line.
    pub message: String,
    /// Replay speed in cells per second.
    pub speed: u64,
    /// Whether to draw in colour (off under `NO_COLOR`).
    pub color: bool,
    /// Whether the app should exit.
    pub quit: bool,
    /// How far the result page is scrolled.
    pub result_scroll: crate::screen::Scroll,
    /// Where best scores are kept; none keeps none (tests, unless they ask).
    pub records: Option<crate::words::records::Kept>,
    /// How the handed-in path stands against the best, for the result.
    pub best: Option<String>,
    /// Session time at the last tick.
    last_tick: Duration,
    dictionary: Arc<Dictionary>,
}

impl App {
    /// An app playing `game`; new boards use its settings with fresh seeds.
    pub fn new(game: Game, dictionary: Arc<Dictionary>) -> App {
        App {
            next_level: game.level(),
            message: "Walk to the exit (bottom right), spelling words. ? for help.".to_owned(),
            game,
            screen: Screen::Playing,
            outcome: None,
            speed: START_SPEED,
            color: true,
            quit: false,
            result_scroll: crate::screen::Scroll::default(),
            records: None,
            best: None,
            last_tick: Duration::ZERO,
            dictionary,
        }
    }

    /// Advances a replay by the time since the last tick.
    pub fn tick(&mut self, now: Duration) {
        let passed = now.saturating_sub(self.last_tick);
        self.last_tick = now;
        if let Screen::Watching(replay) = &mut self.screen {
            let total = replay.explored.len();
            replay.progress.advance(passed, self.speed, total);
        }
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
        match self.screen.clone() {
            Screen::Playing => self.playing_key(key.code),
            Screen::Watching(replay) => self.watching_key(key.code, replay),
            Screen::Result => self.result_key(key.code),
            Screen::Menu(selected) => self.menu_key(key.code, selected),
            Screen::Help | Screen::Bests => self.screen = self.back_screen(),
            Screen::ConfirmQuit => match key.code {
                KeyCode::Char('y' | 'Y') => self.quit = true,
                _ => self.screen = self.back_screen(),
            },
        }
    }

    /// Where leaving a dialog goes, and what is drawn under it: the result once the game is
    /// over, else the walk.
    pub(super) fn back_screen(&self) -> Screen {
        if self.outcome.is_some() {
            Screen::Result
        } else {
            Screen::Playing
        }
    }

    fn playing_key(&mut self, code: KeyCode) {
        if let Some(action) = crate::keys::action(keys::PLAYING, code) {
            self.act(action);
        }
    }

    fn watching_key(&mut self, code: KeyCode, mut replay: Replay) {
        match crate::keys::action(keys::WATCHING, code) {
            Some(Action::GoOn) if !replay.finished() => {
                replay.finish();
                self.screen = Screen::Watching(replay);
            }
            Some(Action::GoOn) => {
                self.message.clear();
                self.screen = match replay.then {
                    Then::Play => Screen::Playing,
                    Then::Result => Screen::Result,
                };
            }
            Some(action) => self.act(action),
            None => {}
        }
    }

    fn result_key(&mut self, code: KeyCode) {
        if let Some(action) = crate::keys::action(keys::RESULT, code) {
            self.act(action);
        }
    }

    /// Carries out what a key of the walk, a replay or the result asks.
    fn act(&mut self, action: Action) {
        match action {
            Action::Step(dir) => self.command(Command::Move(dir)),
            Action::Back => self.command(Command::Back),
            Action::Done => self.command(Command::Done),
            Action::Watch(search) => self.watch(search),
            Action::Faster => self.speed = (self.speed * 2).min(SPEEDS.1),
            Action::Slower => self.speed = (self.speed / 2).max(SPEEDS.0),
            Action::NewBoard => self.new_board(),
            Action::Help => self.screen = Screen::Help,
            Action::Menu => self.screen = Screen::Menu(0),
            Action::Quit => self.screen = Screen::ConfirmQuit,
            Action::Scroll(lines) => self.result_scroll.by(lines),
            // Going on is the replay's own (see `watching_key`).
            Action::GoOn => {}
        }
    }

    fn menu_key(&mut self, code: KeyCode, selected: usize) {
        let count = MenuItem::ALL.len();
        let item = MenuItem::ALL[selected % count];
        match code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.screen = Screen::Menu((selected + count - 1) % count)
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.screen = Screen::Menu((selected + 1) % count)
            }
            KeyCode::Left | KeyCode::Right if item == MenuItem::Level => {
                let levels = Level::ALL.len();
                let at = Level::ALL
                    .iter()
                    .position(|&l| l == self.next_level)
                    .unwrap_or(0);
                let next = if code == KeyCode::Left {
                    at + levels - 1
                } else {
                    at + 1
                };
                self.next_level = Level::ALL[next % levels];
                self.message = format!("The next board's AI plays {}.", self.next_level);
            }
            KeyCode::Enter => self.choose(item),
            KeyCode::Esc => self.screen = self.back_screen(),
            KeyCode::Char('q') => self.screen = Screen::ConfirmQuit,
            _ => {}
        }
    }

    fn choose(&mut self, item: MenuItem) {
        match item {
            MenuItem::Resume | MenuItem::Level => self.screen = self.back_screen(),
            MenuItem::NewBoard => self.new_board(),
            MenuItem::Watch(search) => self.watch(search),
            MenuItem::Bests => self.screen = Screen::Bests,
            MenuItem::Help => self.screen = Screen::Help,
            MenuItem::Quit => self.screen = Screen::ConfirmQuit,
        }
    }

    /// Sends `command` to the game and says what came of it.
    fn command(&mut self, command: Command) {
        match self.game.apply(command) {
            Ok(events) => {
                for event in events {
                    self.show(event);
                }
            }
            Err(err) => self.message = refusal(err),
        }
    }

    fn show(&mut self, event: Event) {
        match event {
            Event::Moved { words, .. } if !words.is_empty() => {
                let listed: Vec<String> = words
                    .iter()
                    .map(|w| format!("{w} +{}", maze_words::POINTS_PER_LETTER * w.len() as i64))
                    .collect();
                self.message = format!("New: {}!", listed.join(", "));
            }
            Event::Moved { to, .. } if to == self.game.board().end() => {
                self.message =
                    "At the exit: Enter hands in your path, Backspace steps back.".to_owned();
            }
            Event::Moved { .. } | Event::SteppedBack { .. } => self.message.clear(),
            Event::Ended(outcome) => {
                let ai = &outcome.ai;
                self.screen = Screen::Watching(Replay {
                    title: format!("The AI ({}) searches", ai.level),
                    explored: ai.explored.clone(),
                    path: ai.entry.path.clone(),
                    progress: crate::screen::Reveal::default(),
                    then: Then::Result,
                });
                self.message = "The AI answers: + and - change the speed, Space skips.".to_owned();
                let seed = self.game.board().config().seed;
                let total = outcome.player.breakdown.total;
                self.best = self.records.as_ref().map(|kept| kept.note(total, seed));
                self.outcome = Some(*outcome);
                self.result_scroll.home();
            }
        }
    }

    /// Replays `search` over the board.
    fn watch(&mut self, search: Search) {
        let trace = trace(self.game.board(), search);
        self.screen = Screen::Watching(Replay {
            title: format!("{} searches", search.label()),
            explored: trace.explored,
            path: trace.path,
            progress: crate::screen::Reveal::default(),
            then: if self.outcome.is_some() {
                Then::Result
            } else {
                Then::Play
            },
        });
        self.message = "+ and - change the speed, Space skips, Esc goes back.".to_owned();
    }

    /// A new board of the same settings with the next seed, and the level chosen.
    fn new_board(&mut self) {
        let config = Config {
            seed: self.game.board().config().seed.wrapping_add(1),
            level: self.next_level,
            ..self.game.board().config().clone()
        };
        let seed = config.seed;
        match Game::new(config, self.dictionary.clone()) {
            Ok(game) => {
                self.message = format!("A new board, seed {seed}.");
                self.game = game;
                self.outcome = None;
                self.best = None;
                self.screen = Screen::Playing;
            }
            Err(err) => self.message = format!("No new board: {err}."),
        }
    }
}

/// A refused command as the status line says it.
fn refusal(err: maze_words::RuleError) -> String {
    match err {
        maze_words::RuleError::AtEnd => {
            "At the exit: Enter hands in your path, Backspace steps back.".to_owned()
        }
        other => super::super::refusal(other),
    }
}
