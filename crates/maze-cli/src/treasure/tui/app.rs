//! The UI's state: the game, the screen up, a demo being played; keys become engine commands.

use std::time::Duration;

use maze_treasure::demo::Demo;
use maze_treasure::marks::{self, Area};
use maze_treasure::{
    Command, Config, DEFAULT_BUDGET, Event, Game, Outcome, RuleError, Treasure, Wealthiest,
    wealthiest_path,
};
use mazes::render::Overlay;
use mazes::solve::Path;
use mazes::{Direction, Pos, Size};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::keys::{self, Action};

/// Steps a demo walks per second at first.
pub const START_SPEED: u64 = 6;
/// The slowest and fastest demos, in steps per second.
const SPEEDS: (u64, u64) = (1, 512);
/// The largest side of a demo's maze: its story is held a line a step.
const DEMO_SIDE: u32 = 64;
/// The search work of the live "best from here" readout after each step: about a thirtieth
/// of a second at most, so that walking never waits on it.
const AHEAD_BUDGET: u64 = 2_000_000;
/// The most rooms the readout follows live; past this, pruning the maze at every step alone
/// would make the walk lag.
const AHEAD_ROOMS: u64 = 1 << 18;

/// Which screen is up.
#[derive(Clone, Debug)]
pub enum Screen {
    /// Walking the maze (and, once the walk has ended, its result over it).
    Playing,
    /// A demo walking its path step by step, its story beside it.
    Watching(Box<Show>),
    /// The rules and keys.
    Help,
    /// Asking whether to quit; the screen to go back to if not.
    ConfirmQuit(Box<Screen>),
}

/// A demo being played: its maze, its path and its story, and how far it has got.
#[derive(Clone, Debug)]
pub struct Show {
    /// The maze walked.
    pub treasure: Treasure,
    /// Its start, goal, gold and thieves.
    pub overlay: Overlay,
    /// The rooms of the path, in order.
    pub cells: Vec<Pos>,
    /// The path's steps.
    pub steps: Vec<Direction>,
    /// The story's opening lines: the title, the maze, a rule.
    pub header: Vec<String>,
    /// A line a room of the path.
    pub lines: Vec<String>,
    /// The story's closing lines.
    pub tail: Vec<String>,
    /// How far it has got, in rooms walked onto.
    pub progress: crate::screen::Reveal,
}

impl Show {
    /// The demo `demo` on `treasure`, or `None` if its goal cannot be reached.
    fn new(demo: Demo, treasure: Treasure, rng: &mut mazes::MazeRng) -> Option<Show> {
        let walk = demo.walk(&treasure, rng)?;
        let mut story = Vec::new();
        walk.tell(&treasure, &mut story).ok()?;
        let story = String::from_utf8_lossy(&story);
        let mut lines = story.lines().map(str::to_owned);
        let header: Vec<String> = lines.by_ref().take(3).collect();
        let cells: Vec<Pos> = walk.path().cells(treasure.grid()).collect();
        let steps_told: Vec<String> = lines.by_ref().take(cells.len()).collect();
        let tail = lines.collect();
        Some(Show {
            overlay: marks::overlay(&treasure, Area::whole(&treasure), |_| false),
            steps: walk.path().steps().to_vec(),
            treasure,
            cells,
            header,
            lines: steps_told,
            tail,
            progress: crate::screen::Reveal::at(1),
        })
    }

    /// The rooms walked so far (at least the start).
    pub fn shown(&self) -> usize {
        self.progress.shown(self.cells.len()).max(1)
    }

    /// Whether the whole path is walked.
    pub fn finished(&self) -> bool {
        self.shown() >= self.cells.len()
    }

    /// The path walked so far.
    pub fn walked(&self) -> Path {
        let start = self.cells.first().copied().unwrap_or(Pos::new(0, 0));
        let steps = self.shown().saturating_sub(1).min(self.steps.len());
        Path::new(start, self.steps[..steps].to_vec())
    }

    fn finish(&mut self) {
        self.progress = crate::screen::Reveal::at(self.cells.len());
    }
}

/// Everything the UI knows.
#[derive(Debug)]
pub struct App {
    /// The game.
    pub game: Game,
    /// The screen up.
    pub screen: Screen,
    /// The start, the goal, the gold and the thieves of the game's maze.
    pub overlay: Overlay,
    /// The last thing that happened, for the message line.
    pub message: String,
    /// The wealthiest path through the maze, once the walk has ended.
    pub best: Option<Wealthiest>,
    /// The wealthiest way on from where the player stands, as far as the live search could
    /// tell (`None` past [`AHEAD_ROOMS`] or when the goal is cut off).
    pub ahead: Ahead,
    /// A demo's speed in steps per second.
    pub speed: u64,
    /// Whether to draw in colour (off under `NO_COLOR`).
    pub color: bool,
    /// Whether the app should exit.
    pub quit: bool,
    settings: Config,
    last_tick: Duration,
}

impl App {
    /// A game on the maze `settings` describe; new mazes and demos keep them with other seeds.
    pub fn new(settings: Config) -> Result<App, maze_treasure::ConfigError> {
        let game = Game::new(settings.clone())?;
        Ok(App::on(game, settings))
    }

    /// A game already built (a loaded maze); new mazes follow `settings`.
    pub fn on(game: Game, settings: Config) -> App {
        let overlay = whole_overlay(game.treasure());
        App {
            message: "Walk to the goal without entering a room twice. ? for help.".to_owned(),
            screen: Screen::Playing,
            overlay,
            best: None,
            ahead: Ahead::of(&game),
            game,
            speed: START_SPEED,
            color: true,
            quit: false,
            settings,
            last_tick: Duration::ZERO,
        }
    }

    /// The rooms the player may enter next.
    pub fn enterable(&self) -> Vec<Pos> {
        let grid = self.game.treasure().grid();
        let here = self.game.player().pos;
        self.game
            .legal_commands()
            .into_iter()
            .filter_map(|Command::Move(dir)| grid.neighbor(here, dir))
            .collect()
    }

    /// Advances a demo by the time since the last tick.
    pub fn tick(&mut self, now: Duration) {
        let passed = now.saturating_sub(self.last_tick);
        self.last_tick = now;
        if let Screen::Watching(show) = &mut self.screen {
            let total = show.cells.len();
            show.progress.advance(passed, self.speed, total);
        }
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if crate::keys::is_interrupt(&key) {
            match self.screen {
                Screen::ConfirmQuit(_) => self.quit = true,
                _ => self.confirm_quit(),
            }
            return;
        }
        match &mut self.screen {
            Screen::Help => self.screen = Screen::Playing,
            Screen::ConfirmQuit(back) => match key.code {
                KeyCode::Char('y' | 'Y') => self.quit = true,
                _ => {
                    let back = std::mem::replace(&mut **back, Screen::Playing);
                    self.screen = back;
                }
            },
            Screen::Watching(show) => match crate::keys::action(keys::WATCHING, key.code) {
                Some(Action::GoOn) if !show.finished() => show.finish(),
                Some(Action::GoOn) => {
                    self.screen = Screen::Playing;
                    self.message.clear();
                }
                Some(action) => self.act(action),
                None => {}
            },
            Screen::Playing => {
                if let Some(action) = crate::keys::action(self.keys(), key.code) {
                    self.act(action);
                }
            }
        }
    }

    /// The keys of the game screen now.
    pub fn keys(&self) -> &'static [crate::keys::Binding<Action>] {
        if self.game.outcome().is_some() {
            keys::OVER
        } else {
            keys::PLAYING
        }
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::Move(dir) => self.walk(dir),
            Action::Undo => self.undo(),
            Action::Watch(demo) => self.watch(demo),
            Action::Best => self.watch_best(),
            Action::Faster => self.speed = (self.speed * 2).min(SPEEDS.1),
            Action::Slower => self.speed = (self.speed / 2).max(SPEEDS.0),
            Action::NewMaze => self.new_maze(),
            Action::Help => self.screen = Screen::Help,
            Action::Quit => self.confirm_quit(),
            // Going on is the demo's own (see `handle_key`).
            Action::GoOn => {}
        }
    }

    fn confirm_quit(&mut self) {
        let back = std::mem::replace(&mut self.screen, Screen::Playing);
        self.screen = Screen::ConfirmQuit(Box::new(back));
    }

    /// Enters the next room towards `dir`, and says what happened there.
    fn walk(&mut self, dir: Direction) {
        match self.game.apply(Command::Move(dir)) {
            Ok(events) => {
                self.message.clear();
                for event in events {
                    self.show(event);
                }
                self.ahead = Ahead::of(&self.game);
            }
            Err(err) => self.message = refusal(err),
        }
    }

    /// Takes back the last step, and says so.
    fn undo(&mut self) {
        match self.game.undo() {
            Ok(_) => {
                let purse = self.game.player().gold;
                self.message = format!("Step taken back: you carry {purse}.");
                self.best = None;
                self.ahead = Ahead::of(&self.game);
            }
            Err(err) => self.message = crate::words::sentence(&err.to_string()),
        }
    }

    /// The gold found on the rooms walked so far, and how much of it thieves took.
    pub fn found_and_stolen(&self) -> (u64, u64) {
        let treasure = self.game.treasure();
        let player = self.game.player();
        let found = player
            .trail()
            .cells(treasure.grid())
            .filter_map(|at| match treasure.room(at) {
                Some(maze_treasure::Room::Gold(n)) => Some(u64::from(n)),
                _ => None,
            })
            .sum::<u64>();
        (found, found.saturating_sub(player.gold))
    }

    fn show(&mut self, event: Event) {
        match event {
            Event::Moved { .. } => {}
            Event::FoundGold { amount, purse } => {
                self.message = format!("Gold! {amount} pieces: you carry {purse}.");
            }
            Event::Robbed { stolen, purse } => {
                self.message = format!("A thief took {stolen}: you carry {purse}.");
            }
            Event::Ended(outcome) => {
                let treasure = self.game.treasure();
                self.best =
                    wealthiest_path(treasure, treasure.start(), treasure.goal(), DEFAULT_BUDGET);
                self.message = match outcome {
                    Outcome::ReachedGoal { gold } => {
                        format!("You reached the goal with {gold} gold.")
                    }
                    Outcome::Stuck { gold } => {
                        format!("Stuck with {gold} gold: every room beside you has been entered.")
                    }
                };
            }
        }
    }

    /// Plays `demo` on a maze of its own, of this game's size (up to 64 a side) and seed.
    fn watch(&mut self, demo: Demo) {
        let size = self.settings.size;
        let size = Size::new(size.width.min(DEMO_SIDE), size.height.min(DEMO_SIDE));
        let config = Config {
            size,
            start: Pos::new(0, 0),
            goal: demo.default_goal(size),
            loops: demo.default_loops(),
            wrap: demo.default_wrap(),
            ..self.settings.clone()
        };
        match Treasure::build(&config) {
            Ok((treasure, mut rng)) => self.play_show(demo, treasure, &mut rng),
            Err(err) => self.message = format!("No demo: {err}."),
        }
    }

    /// Plays the wealthiest path through this game's maze.
    fn watch_best(&mut self) {
        let treasure = self.game.treasure().clone();
        let mut rng = mazes::rng_from_seed(0);
        self.play_show(Demo::Wealthiest, treasure, &mut rng);
    }

    fn play_show(&mut self, demo: Demo, treasure: Treasure, rng: &mut mazes::MazeRng) {
        match Show::new(demo, treasure, rng) {
            Some(show) => {
                self.screen = Screen::Watching(Box::new(show));
                self.message = "+ and - change the speed, Space skips, then goes back.".to_owned();
            }
            None => self.message = "The demo's goal cannot be reached from its start.".to_owned(),
        }
    }

    /// A new maze with the same settings and the next seed.
    fn new_maze(&mut self) {
        self.settings.seed = self.settings.seed.wrapping_add(1);
        match Game::new(self.settings.clone()) {
            Ok(game) => {
                let seed = self.settings.seed;
                *self = App {
                    color: self.color,
                    speed: self.speed,
                    last_tick: self.last_tick,
                    ..App::on(game, self.settings.clone())
                };
                self.message = format!("A new maze, seed {seed}.");
            }
            Err(err) => self.message = format!("No new maze: {err}."),
        }
    }
}

/// What the live search says of the way on from where the player stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ahead {
    /// The most gold the goal can still be reached with (proven), or at least this much with
    /// no way holding more than the bound (when the search ran out of time).
    Best {
        /// Gold at the goal on the best way found.
        gold: u64,
        /// Whether no way on holds more.
        proven: bool,
        /// No way on ends with more than this.
        upper_bound: u64,
    },
    /// Every way to the goal is cut off by the rooms already entered.
    CutOff,
    /// The maze is too large to follow at every step.
    TooLarge,
}

impl Ahead {
    /// The readout for `game` now.
    fn of(game: &Game) -> Ahead {
        if game.treasure().grid().cell_count() > AHEAD_ROOMS {
            return Ahead::TooLarge;
        }
        match game.best_from_here(AHEAD_BUDGET) {
            Some(best) => Ahead::Best {
                gold: best.gold,
                proven: best.proven,
                upper_bound: best.upper_bound,
            },
            None => Ahead::CutOff,
        }
    }
}

/// The marks of every room of `treasure`.
fn whole_overlay(treasure: &Treasure) -> Overlay {
    marks::overlay(treasure, Area::whole(treasure), |_| false)
}

/// A refused move as a sentence.
fn refusal(err: RuleError) -> String {
    match err {
        RuleError::Visited(dir) => {
            format!("You have been in the room to the {dir}: no room is entered twice.")
        }
        other => crate::words::sentence(&other.to_string()),
    }
}
