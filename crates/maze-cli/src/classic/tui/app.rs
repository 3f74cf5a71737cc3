//! The UI's state: which screen is up, the game, and what is shown; keys become engine calls.

use std::path::PathBuf;
use std::time::Duration;

use maze_classic::{
    AiLevel, Command, Config, Difficulty, Event, Game, HINT_STEPS, Mode, Outcome, RuleError,
};
use mazes::render::Overlay;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::super::{View, overlay, pos_of, records};
use super::fog::Fog;
use super::keys::{Action, game_action, help_page};
use crate::clock::GameClock;

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu; the index of the selected item.
    Menu(usize),
    /// Choosing a new game; the selected field.
    NewGame(usize),
    /// Playing.
    Playing,
    /// A page of text over the previous screen (help, victory conditions).
    Page {
        /// The page's title.
        title: &'static str,
        /// Its lines.
        text: Vec<String>,
        /// Where to go back to.
        back: Box<Screen>,
    },
    /// Asking whether to quit; where to go back to if not.
    ConfirmQuit(Box<Screen>),
    /// Asking whether to leave the running game for a new one; where to go back to if not.
    ConfirmNewGame(Box<Screen>),
    /// Asking whether to leave the running game for the saved one; where to go back to if not.
    ConfirmLoad(Box<Screen>),
    /// The game is paused: the clock stands still and the maze is hidden.
    Paused,
    /// The game is over.
    Won(Outcome),
}

/// Items of the start menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Load the last saved game.
    Continue,
    /// Choose and start a new game.
    NewGame,
    /// The keys.
    Help,
    /// How to win.
    Victory,
    /// The best times.
    Records,
    /// Leave.
    Quit,
}

impl MenuItem {
    /// The item's text.
    pub fn label(self) -> &'static str {
        match self {
            MenuItem::Continue => "Continue the last saved game",
            MenuItem::NewGame => "New game",
            MenuItem::Help => "Help: the keys",
            MenuItem::Victory => "Victory conditions",
            MenuItem::Records => "Best times",
            MenuItem::Quit => "Quit",
        }
    }
}

/// The settings of the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Index into [`App::difficulties`].
    pub difficulty: usize,
    /// Alone or versus.
    pub mode: Mode,
    /// The AI's level.
    pub ai: AiLevel,
}

/// Everything the UI knows.
#[derive(Debug)]
pub struct App {
    /// The screen showing.
    pub screen: Screen,
    /// The game, once one has started.
    pub game: Option<Game>,
    /// The new-game form.
    pub choices: Choices,
    /// Show the next steps.
    pub show_hint: bool,
    /// Show the whole solution.
    pub show_solution: bool,
    /// Show the cells visited in this game.
    pub show_trail: bool,
    /// What is drawn over the maze: ends, racers and the path shown. Rebuilt only when the
    /// game, a position or the path shown changes, never per frame.
    pub overlay: Overlay,
    /// The maze on a square grid as it is drawn, rebuilt only when the maze changes.
    pub view: Option<View>,
    /// The last thing that happened, for the status bar.
    pub message: String,
    /// Whether the app should exit.
    pub quit: bool,
    /// Whether to draw in colour (off under `NO_COLOR`).
    pub color: bool,
    /// Session time at the last tick or key, for the clock in the status bar.
    pub now: Duration,
    /// Whether the terminal is too small to show the game: its clock stands still.
    hidden: bool,
    /// In fog, what the player has seen and sees (`--fog`); `None` shows the whole maze.
    pub fog: Option<Fog>,
    template: Config,
    save_file: PathBuf,
    /// The current game's clock.
    clock: GameClock,
}

impl App {
    /// An app at its start menu; `template` gives the seed, algorithm and regeneration of new
    /// games, and the form starts from its difficulty, mode and AI.
    pub fn new(template: Config, save_file: PathBuf) -> App {
        let difficulty = difficulties(&template)
            .iter()
            .position(|&d| d == template.difficulty)
            .unwrap_or(1);
        App {
            screen: Screen::Menu(0),
            game: None,
            choices: Choices {
                difficulty,
                mode: template.mode,
                ai: template.ai,
            },
            show_hint: false,
            show_solution: false,
            show_trail: false,
            overlay: Overlay::none(),
            view: None,
            message: String::new(),
            quit: false,
            color: true,
            now: Duration::ZERO,
            hidden: false,
            fog: None,
            template,
            save_file,
            clock: GameClock::default(),
        }
    }

    /// Selects "New game" in the start menu, for a command line that chose the game: Enter then
    /// plays what it asked for rather than the save, which "Continue" still resumes.
    pub fn offer_new_game(&mut self) {
        let items = self.menu_items();
        if let Some(at) = items.iter().position(|&item| item == MenuItem::NewGame) {
            self.screen = Screen::Menu(at);
            if items.contains(&MenuItem::Continue) {
                self.message =
                    "Enter starts the game the command line asked for; Continue resumes the save."
                        .to_owned();
            }
        }
    }

    /// The sizes the new-game form offers: the three levels, and the command line's own size.
    pub fn difficulties(&self) -> Vec<Difficulty> {
        difficulties(&self.template)
    }

    /// The items of the start menu: "continue" only when a save exists.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        let mut items = Vec::new();
        if self.save_file.exists() {
            items.push(MenuItem::Continue);
        }
        items.extend([
            MenuItem::NewGame,
            MenuItem::Help,
            MenuItem::Victory,
            MenuItem::Records,
            MenuItem::Quit,
        ]);
        items
    }

    /// Game time at session time `now`.
    pub fn game_time(&self, now: Duration) -> Duration {
        self.clock.at(now)
    }

    /// Rebuilds the view of the maze: after a regeneration, a new game or a load.
    fn refresh_view(&mut self) {
        self.view = self.game.as_ref().and_then(View::of);
        self.refresh_overlay();
    }

    /// Records in the game, when `shown`, that a hint or the solution is on screen: a win after
    /// it is no record, and its save remembers.
    fn note_help(&mut self, shown: bool) {
        if let Some(game) = self.game.as_mut().filter(|_| shown) {
            game.note_help();
        }
    }

    /// Plays in fog from now on: only what stands in sight is drawn.
    pub fn in_fog(&mut self) {
        self.fog = Some(Fog::default());
        self.refresh_overlay();
    }

    /// Rebuilds the overlay, and in fog what is in sight: after a move, a regeneration, a new
    /// game or a toggle.
    fn refresh_overlay(&mut self) {
        // A step up or down the stairs shows another level.
        if let (Some(game), Some(view)) = (self.game.as_ref(), self.view.as_ref())
            && !view.shows(game, game.human().cell)
        {
            self.view = View::of(game);
        }
        let (Some(game), Some(view)) = (self.game.as_ref(), self.view.as_ref()) else {
            self.overlay = Overlay::none();
            return;
        };
        if let (Some(fog), Some(grid)) = (self.fog.as_mut(), view.maze.grid()) {
            let seen = maze_classic::in_sight(game.maze(), game.human().cell);
            fog.look(grid, seen.into_iter().map(|cell| pos_of(game, cell)));
        }
        let way = if self.show_solution {
            game.solution()
        } else if self.show_hint {
            game.hint(HINT_STEPS)
        } else {
            None
        };
        self.overlay = overlay(game, view, way.as_deref());
    }

    /// Lets time pass: the maze may regenerate.
    pub fn tick(&mut self, now: Duration) {
        self.now = now;
        self.run_clock(now);
        if self.clock_runs() {
            self.apply(Command::Wait, now);
        }
    }

    /// Hears at session time `now` whether the terminal shows the game (it is hidden behind
    /// the "too small" notice otherwise).
    pub fn set_shown(&mut self, shown: bool, now: Duration) {
        self.hidden = !shown;
        self.run_clock(now);
    }

    /// The clock runs only while the game is on screen: a pause, a page, a question over the
    /// game or a terminal too small to show it stops it (and the regeneration with it).
    fn run_clock(&mut self, now: Duration) {
        self.clock.set_running(self.clock_runs(), now);
    }

    fn clock_runs(&self) -> bool {
        self.screen == Screen::Playing && !self.hidden
    }

    /// Whether the maze is shown: while the clock runs, and once the game is over (never
    /// while the clock stands still, which would give free time to study it).
    pub fn maze_shown(&self) -> bool {
        self.screen == Screen::Playing || matches!(self.screen, Screen::Won(_))
    }

    /// Hands `command` to the game at session time `now` and shows what happened.
    fn apply(&mut self, command: Command, now: Duration) {
        let time = self.game_time(now);
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let events = match game.apply(command, time) {
            Ok(events) => events,
            Err(RuleError::Wall(side)) => {
                self.message = match (crossing_refusal(game, side), game.direction(side)) {
                    (Some(said), _) => said,
                    (None, Some(dir)) => format!("A wall blocks the way {dir}."),
                    (None, None) => "A wall blocks the way.".to_owned(),
                };
                return;
            }
            Err(RuleError::Over | RuleError::NoSuchWay) => return,
        };
        if command != Command::Wait {
            self.message.clear();
        }
        for event in &events {
            match event {
                Event::Regenerated { .. } => {
                    self.message = "The maze regenerated! Everyone keeps their place.".to_owned();
                    // Another maze: what was seen of the last one is forgotten.
                    if self.fog.is_some() {
                        self.fog = Some(Fog::default());
                        self.message.push_str(" The fog comes back.");
                    }
                }
                Event::Ended(outcome) => {
                    self.screen = Screen::Won(*outcome);
                    let key = self
                        .game
                        .as_ref()
                        .map(|g| records::key(g.config(), self.fog.is_some()));
                    let helped = self.game.as_ref().is_some_and(Game::helped);
                    let records = records::path_beside(&self.save_file);
                    if let Some(said) =
                        key.and_then(|key| records::note_win(&records, &key, outcome, helped))
                    {
                        self.message = said;
                    }
                }
                Event::Moved { .. } => {}
            }
        }
        if events
            .iter()
            .any(|event| matches!(event, Event::Regenerated { .. }))
        {
            self.refresh_view();
        } else if !events.is_empty() {
            self.refresh_overlay();
        }
    }

    /// Handles a key press at session time `now`.
    pub fn handle_key(&mut self, key: KeyEvent, now: Duration) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        self.now = now;
        if crate::keys::is_interrupt(&key) {
            match self.screen {
                Screen::ConfirmQuit(_) => self.quit = true,
                _ => self.confirm_quit(),
            }
        } else {
            self.screen_key(key.code, now);
        }
        self.run_clock(now);
    }

    fn screen_key(&mut self, code: KeyCode, now: Duration) {
        match self.screen.clone() {
            Screen::Menu(selected) => self.menu_key(code, selected, now),
            Screen::NewGame(field) => self.form_key(code, field, now),
            Screen::Playing => self.game_key(code, now),
            Screen::Page { back, .. } => self.screen = *back,
            Screen::Paused => self.screen = Screen::Playing,
            Screen::ConfirmQuit(back) => match code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => self.quit = true,
                _ => self.screen = *back,
            },
            Screen::ConfirmNewGame(back) => match code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => self.screen = Screen::NewGame(0),
                _ => self.screen = *back,
            },
            Screen::ConfirmLoad(back) => match code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => self.load(now),
                _ => self.screen = *back,
            },
            Screen::Won(_) => match code {
                KeyCode::Char('n' | 'N') | KeyCode::Enter => self.screen = Screen::NewGame(0),
                KeyCode::Char('m' | 'M') => self.screen = Screen::Menu(0),
                KeyCode::Char('q' | 'Q') | KeyCode::Esc => self.quit = true,
                _ => {}
            },
        }
    }

    fn menu_key(&mut self, code: KeyCode, selected: usize, now: Duration) {
        let items = self.menu_items();
        match code {
            KeyCode::Up => self.screen = Screen::Menu((selected + items.len() - 1) % items.len()),
            KeyCode::Down => self.screen = Screen::Menu((selected + 1) % items.len()),
            KeyCode::Enter => match items.get(selected).copied().unwrap_or(MenuItem::Quit) {
                MenuItem::Continue => self.load(now),
                MenuItem::NewGame => self.screen = Screen::NewGame(0),
                MenuItem::Help => self.page("Help", self.help_text()),
                MenuItem::Victory => self.page("Victory conditions", self.victory_text()),
                MenuItem::Records => {
                    let path = super::super::records::path_beside(&self.save_file);
                    self.page("Best times", super::super::records::lines(&path));
                }
                MenuItem::Quit => self.confirm_quit(),
            },
            KeyCode::Char('q') | KeyCode::Esc => self.confirm_quit(),
            _ => {}
        }
    }

    fn form_key(&mut self, code: KeyCode, field: usize, now: Duration) {
        // The AI's row is there only for a race.
        let fields = match self.choices.mode {
            Mode::Single => 2,
            Mode::Versus => 3,
        };
        let c = &mut self.choices;
        let step = match code {
            KeyCode::Left => Some(-1),
            KeyCode::Right | KeyCode::Char(' ') => Some(1),
            _ => None,
        };
        match (code, step) {
            (_, Some(step)) => match field {
                0 => {
                    let sizes = difficulties(&self.template);
                    let at = sizes
                        .get(c.difficulty)
                        .copied()
                        .unwrap_or(Difficulty::Medium);
                    let next = cycle(&sizes, at, step);
                    c.difficulty = sizes.iter().position(|&d| d == next).unwrap_or(0);
                }
                1 => c.mode = cycle(&Mode::ALL, c.mode, step),
                _ => c.ai = cycle(&AiLevel::ALL, c.ai, step),
            },
            (KeyCode::Up, _) => self.screen = Screen::NewGame((field + fields - 1) % fields),
            (KeyCode::Down | KeyCode::Tab, _) => {
                self.screen = Screen::NewGame((field + 1) % fields)
            }
            (KeyCode::Enter, _) => self.start(now),
            (KeyCode::Esc, _) => self.screen = Screen::Menu(0),
            _ => {}
        }
    }

    fn game_key(&mut self, code: KeyCode, now: Duration) {
        let Some(action) = game_action(code) else {
            return;
        };
        match action {
            Action::Move(dir) if self.on_squares() => self.apply(Command::Move(dir), now),
            Action::Move(dir) => self.step_toward(heading(&[dir]), now),
            Action::Diagonal(..) if self.on_squares() => {
                self.message = "Diagonals are for hexagons, triangles, rings and octagons: \
                                squares take the arrows."
                    .to_owned();
            }
            Action::Diagonal(a, b) => self.step_toward(heading(&[a, b]), now),
            Action::Stairs { up } => self.climb(up, now),
            Action::ToggleHint | Action::ToggleSolution if !self.may_show_help() => {
                self.message = Game::HELP_REFUSED.to_owned();
            }
            Action::ToggleHint => {
                self.show_hint = !self.show_hint;
                self.show_solution = false;
                self.note_help(self.show_hint);
                self.refresh_overlay();
            }
            Action::ToggleTrail => self.show_trail = !self.show_trail,
            Action::ToggleSolution => {
                self.show_solution = !self.show_solution;
                self.show_hint = false;
                self.note_help(self.show_solution);
                self.refresh_overlay();
            }
            Action::Pause => self.screen = Screen::Paused,
            Action::Save => {
                // Bring the game's clock up to now, so the save holds the time played.
                self.apply(Command::Wait, now);
                let Some(game) = self.game.as_ref() else {
                    return;
                };
                self.message = match super::super::save(&self.save_file, game) {
                    Ok(()) => format!("Game saved to {}.", self.save_file.display()),
                    Err(err) => format!("Not saved: {err:#}."),
                };
            }
            Action::Load if self.running() => {
                self.screen = Screen::ConfirmLoad(Box::new(Screen::Playing));
            }
            Action::Load => self.load(now),
            Action::NewGame if self.running() => {
                self.screen = Screen::ConfirmNewGame(Box::new(Screen::Playing));
            }
            Action::NewGame => self.screen = Screen::NewGame(0),
            Action::Help => self.page("Help", self.help_text()),
            Action::Quit => self.confirm_quit(),
        }
    }

    /// Whether a game is under way (leaving it loses what is not saved).
    fn running(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.outcome().is_none())
    }

    /// Whether a hint or the solution may be shown (not during a race).
    fn may_show_help(&self) -> bool {
        self.game.as_ref().is_none_or(Game::may_show_help)
    }

    /// Whether the game's cells are squares, moved by compass direction.
    fn on_squares(&self) -> bool {
        self.game
            .as_ref()
            .is_none_or(|game| game.config().board.is_square())
    }

    /// Steps through the side of the player's cell that points nearest `heading` (degrees
    /// clockwise from east on screen): on cells of any shape, the way the arrow keys would go.
    fn step_toward(&mut self, heading: f64, now: Duration) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        match maze_classic::side_toward(game.maze(), game.human().cell, heading) {
            Some(side) => self.apply(Command::Step(side), now),
            None => self.message = "The maze ends that way.".to_owned(),
        }
    }

    /// Takes the stairs of the player's cell, up or down; where there are none, says why.
    fn climb(&mut self, up: bool, now: Duration) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let (maze, cell) = (game.maze(), game.human().cell);
        let Some(up_side) = crate::canvas::up_side(maze, cell) else {
            self.message = "This maze has one level: there are no stairs.".to_owned();
            return;
        };
        let side = up_side + usize::from(!up);
        self.message = match maze.across(cell, side) {
            None if up => "You are on the top level: no stairs lead up.".to_owned(),
            None => "You are on the bottom level: no stairs lead down.".to_owned(),
            Some(_) if !maze.is_open_side(cell, side) && up => {
                "No stairs lead up from here: ↑ and ↕ mark the stairs up.".to_owned()
            }
            Some(_) if !maze.is_open_side(cell, side) => {
                "No stairs lead down from here: ↓ and ↕ mark the stairs down.".to_owned()
            }
            Some(_) => return self.apply(Command::Step(side), now),
        };
    }

    fn page(&mut self, title: &'static str, text: Vec<String>) {
        let back = Box::new(std::mem::replace(&mut self.screen, Screen::Playing));
        self.screen = Screen::Page { title, text, back };
    }

    fn confirm_quit(&mut self) {
        let back = Box::new(std::mem::replace(&mut self.screen, Screen::Playing));
        self.screen = Screen::ConfirmQuit(back);
    }

    /// Starts a new game from the form's choices.
    fn start(&mut self, now: Duration) {
        let seed = match &self.game {
            None => self.template.seed,
            Some(_) => rand::random(),
        };
        let config = Config {
            difficulty: self.chosen_difficulty(),
            mode: self.choices.mode,
            ai: self.choices.ai,
            seed,
            ..self.template.clone()
        };
        match Game::new(config) {
            Ok(game) => {
                let message = match game.config().board.weave {
                    true => "New game: find the exit! ║ and ═ are bridges; a way runs under each.",
                    false => "New game: find the exit!",
                };
                self.begin(game, now, message.to_owned());
            }
            Err(err) => self.message = format!("Could not start: {err}."),
        }
    }

    /// Loads the saved game; on failure the current screen stays and says why.
    fn load(&mut self, now: Duration) {
        match super::super::load(&self.save_file) {
            Ok(game) => self.begin(game, now, format!("Loaded {}.", self.save_file.display())),
            Err(err) => self.message = format!("Not loaded: {err:#}."),
        }
    }

    fn begin(&mut self, game: Game, now: Duration, message: String) {
        self.clock = GameClock::resume(game.elapsed(), now);
        self.screen = match game.outcome() {
            Some(outcome) => Screen::Won(outcome),
            None => Screen::Playing,
        };
        self.game = Some(game);
        self.show_hint = false;
        self.show_solution = false;
        self.message = message;
        // A new maze starts unseen.
        if self.fog.is_some() {
            self.fog = Some(Fog::default());
        }
        self.refresh_view();
    }

    /// The help page: the keys, then this game's full seed (the status bar shortens it).
    fn help_text(&self) -> Vec<String> {
        let board = self
            .game
            .as_ref()
            .map_or(&self.template.board, |game| &game.config().board);
        let mut text = help_page(board);
        if let Some(game) = &self.game {
            text.push(format!("This game's seed: {}", game.config().seed));
        }
        text
    }

    /// How to win, with this session's regeneration period, then what each AI level does.
    fn victory_text(&self) -> Vec<String> {
        let changes = match self.template.period() {
            Some(period) => format!(
                "Every {} the maze changes around you; everyone keeps",
                duration_words(period)
            ),
            None => "The maze never changes around you (--regen 0); should it, everyone keeps"
                .to_owned(),
        };
        let mut text: Vec<String> = [
            "Single player: walk from the entrance (S) to the exit (G).",
            "Your time and moves are counted.",
            "",
            "Versus: you and the AI start at the entrance and take turns,",
            "you first. Whoever reaches the exit first wins. In a race",
            "there is no hint or solution: the AI has none either.",
            "",
        ]
        .map(str::to_owned)
        .into();
        text.push(changes);
        text.push("their place, and there is always a way out.".to_owned());
        text.push(String::new());
        text.extend(
            AiLevel::ALL
                .iter()
                .map(|level| format!("The {} AI {}.", level.name(), level.description())),
        );
        text
    }

    /// The size chosen in the new-game form.
    pub fn chosen_difficulty(&self) -> Difficulty {
        let sizes = self.difficulties();
        sizes
            .get(self.choices.difficulty)
            .or(sizes.last())
            .copied()
            .unwrap_or(Difficulty::Medium)
    }
}

/// The item `step` places after (or before, if negative) `current` in `items`, round and round.
fn cycle<T: Copy + PartialEq>(items: &[T], current: T, step: isize) -> T {
    let at = items.iter().position(|&i| i == current).unwrap_or(0);
    let next = (at as isize + step).rem_euclid(items.len().max(1) as isize);
    items.get(next.unsigned_abs()).copied().unwrap_or(current)
}

/// A period in words: `minute`, `90 seconds`, `2 minutes`.
fn duration_words(period: Duration) -> String {
    match period.as_secs() {
        60 => "minute".to_owned(),
        s if s % 60 == 0 => format!("{} minutes", s / 60),
        1 => "second".to_owned(),
        s => format!("{s} seconds"),
    }
}

/// The three levels, plus `template`'s size if it is a custom one.
fn difficulties(template: &Config) -> Vec<Difficulty> {
    let mut sizes = Difficulty::LEVELS.to_vec();
    if !sizes.contains(&template.difficulty) {
        sizes.push(template.difficulty);
    }
    sizes
}

/// Why a step through `side` is refused at a weave's crossing, where no wall stands: under the
/// bridge the passage runs one way, on it the other (`None` elsewhere).
fn crossing_refusal(game: &Game, side: usize) -> Option<String> {
    use mazes::shape::weave::Under;
    let mazes::shape::Shape::Weave(weave) = game.maze().shape() else {
        return None;
    };
    let cell = game.human().cell;
    let (crossing, under) = match cell.checked_sub(weave.squares()) {
        Some(i) => (weave.crossings().get(i)?, true),
        None => (weave.crossings().iter().find(|c| c.cell == cell)?, false),
    };
    let lower = match crossing.under {
        Under::EastWest => "east–west",
        Under::NorthSouth => "north–south",
    };
    let upper = match crossing.under {
        Under::EastWest => "north–south",
        Under::NorthSouth => "east–west",
    };
    // Only a step across the way one is going is refused here; along it a real wall stands.
    let across = (Under::of_side(side) == crossing.under) != under;
    match (under, across) {
        (true, true) => Some(format!(
            "You are under a bridge: this passage runs {lower}."
        )),
        (false, true) => Some(format!(
            "You are on a bridge running {upper}: the way {lower} passes beneath it."
        )),
        _ => None,
    }
}

/// The heading between compass `directions` on screen, in degrees clockwise from east (as
/// [`maze_classic::side_toward`] takes it).
pub(super) fn heading(directions: &[mazes::Direction]) -> f64 {
    let (x, y) = directions.iter().fold((0.0, 0.0), |(x, y), dir| {
        let (dx, dy) = match dir {
            mazes::Direction::North => (0.0, -1.0),
            mazes::Direction::South => (0.0, 1.0),
            mazes::Direction::East => (1.0, 0.0),
            mazes::Direction::West => (-1.0, 0.0),
        };
        (x + dx, y + dy)
    });
    f64::atan2(y, x).to_degrees()
}
