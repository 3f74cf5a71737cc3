//! The UI's state: which screen is up, the game, and what is shown; keys become engine calls.

use std::path::PathBuf;
use std::time::Duration;

use maze::Path;
use maze_classic::{
    AiLevel, Config, Difficulty, Event, Game, HINT_STEPS, Mode, MoveError, Outcome,
};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::keys::{Action, game_action};

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
        text: &'static [&'static str],
        /// Where to go back to.
        back: Box<Screen>,
    },
    /// Asking whether to quit; where to go back to if not.
    ConfirmQuit(Box<Screen>),
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
            MenuItem::Quit => "Quit",
        }
    }
}

/// The keys, for the help page.
pub const HELP: &[&str] = &[
    "Arrow keys or W A S D   move",
    "H                       show or hide the next 10 steps",
    "F                       show or hide the full solution",
    "K / L                   save / load the game",
    "N                       new game",
    "?                       this help",
    "Q or Esc                quit (asks first)",
    "",
    "In menus: arrows to choose, Enter to confirm, Esc to go back.",
];

/// How to win, for the victory page.
pub const VICTORY: &[&str] = &[
    "Single player: walk from the entrance (S) to the exit (G).",
    "Your time and moves are counted.",
    "",
    "Versus: you and the AI start at the entrance and take turns,",
    "you first. Whoever reaches the exit first wins.",
    "",
    "Every minute the maze changes around you; everyone keeps",
    "their place, and there is always a way out.",
];

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
    /// The last thing that happened, for the status bar.
    pub message: String,
    /// Whether the app should exit.
    pub quit: bool,
    /// Whether to draw in colour (off under `NO_COLOR`).
    pub color: bool,
    /// Session time at the last tick or key, for the clock in the status bar.
    pub now: Duration,
    template: Config,
    save_file: PathBuf,
    /// Session time when the current game's clock last resumed, and the game time then.
    resumed: (Duration, Duration),
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
            message: String::new(),
            quit: false,
            color: true,
            now: Duration::ZERO,
            template,
            save_file,
            resumed: (Duration::ZERO, Duration::ZERO),
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
            MenuItem::Quit,
        ]);
        items
    }

    /// Game time at session time `now`.
    pub fn game_time(&self, now: Duration) -> Duration {
        self.resumed.1 + now.saturating_sub(self.resumed.0)
    }

    /// The path to draw: the solution, the hint, or none.
    pub fn shown_path(&self) -> Option<Path> {
        let game = self.game.as_ref()?;
        if self.show_solution {
            game.solution()
        } else if self.show_hint {
            game.hint(HINT_STEPS)
        } else {
            None
        }
    }

    /// Lets time pass: the maze may regenerate.
    pub fn tick(&mut self, now: Duration) {
        self.now = now;
        let time = self.game_time(now);
        if self.screen != Screen::Playing {
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game
            .tick(time)
            .iter()
            .any(|e| matches!(e, Event::Regenerated { .. }))
        {
            self.message = "The maze regenerated! Everyone keeps their place.".to_owned();
        }
    }

    /// Handles a key press at session time `now`.
    pub fn handle_key(&mut self, key: KeyEvent, now: Duration) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        self.now = now;
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        match self.screen.clone() {
            Screen::Menu(selected) => self.menu_key(key.code, selected, now),
            Screen::NewGame(field) => self.form_key(key.code, field, now),
            Screen::Playing => self.game_key(key.code, now),
            Screen::Page { back, .. } => self.screen = *back,
            Screen::ConfirmQuit(back) => match key.code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => self.quit = true,
                _ => self.screen = *back,
            },
            Screen::Won(_) => match key.code {
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
                MenuItem::Help => self.page("Help", HELP),
                MenuItem::Victory => self.page("Victory conditions", VICTORY),
                MenuItem::Quit => self.confirm_quit(),
            },
            KeyCode::Char('q') | KeyCode::Esc => self.confirm_quit(),
            _ => {}
        }
    }

    fn form_key(&mut self, code: KeyCode, field: usize, now: Duration) {
        let c = &mut self.choices;
        let step = match code {
            KeyCode::Left => Some(-1),
            KeyCode::Right | KeyCode::Char(' ') => Some(1),
            _ => None,
        };
        match (code, step) {
            (_, Some(step)) => match field {
                0 => {
                    let count = difficulties(&self.template).len() as i32;
                    c.difficulty = (c.difficulty as i32 + step).rem_euclid(count) as usize;
                }
                1 => {
                    c.mode = if c.mode == Mode::Single {
                        Mode::Versus
                    } else {
                        Mode::Single
                    }
                }
                _ => {
                    let levels = [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard];
                    let at = levels.iter().position(|&l| l == c.ai).unwrap_or(1) as i32;
                    c.ai = levels[(at + step).rem_euclid(3) as usize];
                }
            },
            (KeyCode::Up, _) => self.screen = Screen::NewGame((field + 2) % 3),
            (KeyCode::Down | KeyCode::Tab, _) => self.screen = Screen::NewGame((field + 1) % 3),
            (KeyCode::Enter, _) => self.start(now),
            (KeyCode::Esc, _) => self.screen = Screen::Menu(0),
            _ => {}
        }
    }

    fn game_key(&mut self, code: KeyCode, now: Duration) {
        let Some(action) = game_action(code) else {
            return;
        };
        let time = self.game_time(now);
        match action {
            Action::Move(dir) => {
                let Some(game) = self.game.as_mut() else {
                    return;
                };
                match game.step(dir, time) {
                    Ok(events) => {
                        self.message.clear();
                        if let Some(outcome) = events.iter().find_map(|e| match e {
                            Event::Won(outcome) => Some(*outcome),
                            _ => None,
                        }) {
                            self.screen = Screen::Won(outcome);
                        }
                    }
                    Err(MoveError::Wall(dir)) => {
                        self.message = format!("A wall blocks the way {dir}.")
                    }
                    Err(MoveError::Over) => {}
                }
            }
            Action::ToggleHint => {
                self.show_hint = !self.show_hint;
                self.show_solution = false;
            }
            Action::ToggleSolution => {
                self.show_solution = !self.show_solution;
                self.show_hint = false;
            }
            Action::Save => {
                let Some(game) = self.game.as_mut() else {
                    return;
                };
                game.tick(time);
                self.message = match crate::saves::save(&self.save_file, game) {
                    Ok(()) => format!("Game saved to {}.", self.save_file.display()),
                    Err(err) => format!("Not saved: {err:#}."),
                };
            }
            Action::Load => self.load(now),
            Action::NewGame => self.screen = Screen::NewGame(0),
            Action::Help => self.page("Help", HELP),
            Action::Quit => self.confirm_quit(),
        }
    }

    fn page(&mut self, title: &'static str, text: &'static [&'static str]) {
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
        let sizes = self.difficulties();
        let config = Config {
            difficulty: sizes[self.choices.difficulty.min(sizes.len() - 1)],
            mode: self.choices.mode,
            ai: self.choices.ai,
            seed,
            ..self.template.clone()
        };
        match Game::new(config) {
            Ok(game) => self.begin(game, now, "New game: find the exit!".to_owned()),
            Err(err) => self.message = format!("Could not start: {err}."),
        }
    }

    /// Loads the saved game; on failure the current screen stays and says why.
    fn load(&mut self, now: Duration) {
        match crate::saves::load(&self.save_file) {
            Ok(game) => self.begin(game, now, format!("Loaded {}.", self.save_file.display())),
            Err(err) => self.message = format!("Not loaded: {err:#}."),
        }
    }

    fn begin(&mut self, game: Game, now: Duration, message: String) {
        self.resumed = (now, game.elapsed());
        self.screen = match game.outcome() {
            Some(outcome) => Screen::Won(outcome),
            None => Screen::Playing,
        };
        self.game = Some(game);
        self.show_hint = false;
        self.show_solution = false;
        self.message = message;
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
