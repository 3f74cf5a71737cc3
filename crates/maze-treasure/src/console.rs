//! Seed 001's interactive program as text: the questions that set up a maze, then the game,
//! with the seed's lines word for word.
//!
//! [`Console`] turns input lines into output text and never touches a terminal itself: the
//! front end prints [`Console::opening`], then feeds it lines and prints what
//! [`Console::respond`] returns, until [`Console::is_over`].
//!
//! ```
//! use maze_treasure::Config;
//! use maze_treasure::console::{Answers, Console};
//!
//! let answers = Answers {
//!     name: Some("Greg".into()),
//!     ..Answers::default()
//! };
//! let mut console = Console::new(Config::new(7), answers, false)?;
//! assert!(console.opening().ends_with("Enter the number of columns [7]:\n"));
//! assert!(console.respond("ten").starts_with("'ten' is not a whole number."));
//! # Ok::<(), maze_treasure::console::SetupError>(())
//! ```

mod map;
mod setup;

use std::fmt::Write;

use mazes::{Direction, Pos, Size, Wrap};

pub use map::{MAP_WINDOW, map};

use self::setup::{Draft, Question};
use crate::config::{Config, Problem};
use crate::game::{Command, Event, Game, Outcome, RuleError};
use crate::treasure::{Room, Treasure};
use crate::wealth::{DEFAULT_BUDGET, wealthiest_path};

/// The seed's separator line.
const RULE: &str = "----------------------------------------------------";

/// The seed's move prompt.
const MOVE_PROMPT: &str = "Move the player (type 'north', 'south', 'east', or 'west'):";

/// Answers given before the program starts (the command line's flags); the program asks only
/// for the rest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answers {
    /// The player's name.
    pub name: Option<String>,
    /// Columns and rows.
    pub size: Option<Size>,
    /// The start room.
    pub start: Option<Pos>,
    /// The goal room.
    pub goal: Option<Pos>,
    /// Extra passages: 0 for a perfect maze, more for a room maze.
    pub loops: Option<u64>,
    /// Which edges wrap around.
    pub wrap: Option<Wrap>,
}

impl Answers {
    /// The answers as the typed replies to each question, in the order asked.
    fn replies(&self) -> Vec<(Question, String)> {
        let mut replies = Vec::new();
        if let Some(name) = &self.name {
            replies.push((Question::Name, name.clone()));
        }
        if let Some(size) = self.size {
            replies.push((Question::Columns, size.width.to_string()));
            replies.push((Question::Rows, size.height.to_string()));
        }
        if let Some(start) = self.start {
            replies.push((Question::StartRow, start.y.to_string()));
            replies.push((Question::StartColumn, start.x.to_string()));
        }
        if let Some(goal) = self.goal {
            replies.push((Question::GoalRow, goal.y.to_string()));
            replies.push((Question::GoalColumn, goal.x.to_string()));
        }
        if let Some(loops) = self.loops {
            let room = if loops > 0 { "yes" } else { "no" };
            replies.push((Question::RoomMaze, room.to_owned()));
            if loops > 0 {
                replies.push((Question::Loops, loops.to_string()));
            }
        }
        if let Some(wrap) = self.wrap {
            replies.push((Question::Wrapping, wrap.name().replace("none", "no")));
        }
        replies
    }
}

/// A setting given before the start that cannot make a maze: the flag that gave it and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{flag}: {reason}")]
pub struct SetupError {
    /// The command-line flag, such as `--start`.
    pub flag: &'static str,
    /// What is wrong with it.
    pub reason: String,
}

/// The interactive program: setting up, playing, or over.
#[derive(Clone, Debug)]
pub struct Console {
    base: Config,
    draft: Draft,
    /// A maze given whole, waiting for the player's name.
    given: Option<Treasure>,
    game: Option<Game>,
    over: bool,
    color: bool,
    /// The steps the wealthiest-path search at the end may take.
    budget: u64,
}

impl Console {
    /// A program that asks for whatever `answers` leaves open and takes the rest of the
    /// settings (gold, thieves, generator, seed) from `base`; `color` colours the map.
    pub fn new(base: Config, answers: Answers, color: bool) -> Result<Console, SetupError> {
        if let Some(problem) = base.problems().iter().find_map(unasked_problem) {
            return Err(problem);
        }
        let mut draft = Draft::default();
        for (question, reply) in answers.replies() {
            draft
                .answer(question, &reply, &base)
                .map_err(|reason| SetupError {
                    flag: question.flag(),
                    reason,
                })?;
        }
        let mut console = Console {
            base,
            draft,
            given: None,
            game: None,
            over: false,
            color,
            budget: DEFAULT_BUDGET,
        };
        if console.draft.next().is_none()
            && let Err(problem) = console.try_build()
        {
            let question = console.draft.forget(&problem);
            return Err(SetupError {
                flag: question.flag(),
                reason: problem.to_string(),
            });
        }
        Ok(console)
    }

    /// A program on a maze already built (read from a file, say): it asks only for the
    /// player's name, unless `name` gives it.
    pub fn with_treasure(treasure: Treasure, name: Option<String>, color: bool) -> Console {
        let mut draft = Draft::default();
        draft.maze_given = true;
        draft.name = name;
        Console {
            base: Config::new(treasure.maze().seed().unwrap_or(0)),
            draft,
            given: Some(treasure),
            game: None,
            over: false,
            color,
            budget: DEFAULT_BUDGET,
        }
    }

    /// The same program, its closing search for the wealthiest way taking at most `budget`
    /// steps instead of [`DEFAULT_BUDGET`] (about a second): for scripts and tests that play
    /// many games.
    pub fn with_budget(self, budget: u64) -> Console {
        Console { budget, ..self }
    }

    /// The game, once the maze is built.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Whether the program has ended (the goal reached, the player stuck, or quit); no more
    /// input is read after that.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The banner and the first question, or, when every setting was given, the whole start
    /// of the game up to the first move prompt.
    pub fn opening(&mut self) -> String {
        let mut out = format!("{RULE}\nThis is an INTERACTIVE demo of the maze program.\n{RULE}\n");
        if let Some(name) = &self.draft.name {
            greet(&mut out, name);
        }
        self.go_on(&mut out);
        out
    }

    /// The answer to one line of input, ending with the next prompt unless the program is
    /// over.
    pub fn respond(&mut self, line: &str) -> String {
        let mut out = String::new();
        if self.over {
            return out;
        }
        if self.game.is_some() {
            self.play(line, &mut out);
            return out;
        }
        let Some(question) = self.draft.next() else {
            return out;
        };
        match self.draft.answer(question, line, &self.base) {
            Ok(()) => {
                if let (Question::Name, Some(name)) = (question, &self.draft.name) {
                    greet(&mut out, name);
                }
                self.go_on(&mut out);
            }
            Err(reason) => {
                let _ = writeln!(
                    out,
                    "{}.\n{}",
                    capitalized(&reason),
                    self.draft.prompt(question, &self.base)
                );
            }
        }
        out
    }

    /// Asks the next question, or builds the maze and starts the game when all are answered.
    fn go_on(&mut self, out: &mut String) {
        if let Some(question) = self.draft.next() {
            let _ = writeln!(out, "{}", self.draft.prompt(question, &self.base));
            return;
        }
        if self.game.is_none()
            && let Err(problem) = self.try_build()
        {
            let question = self.draft.forget(&problem);
            let _ = writeln!(
                out,
                "That maze cannot be built: {problem}.\n{}",
                self.draft.prompt(question, &self.base)
            );
            return;
        }
        if let Some(game) = &self.game {
            out.push_str(&summary(game.treasure()));
            let _ = writeln!(
                out,
                "Building the maze...\nSetting up the game...\nReady to play!\n{RULE}"
            );
            out.push_str(&state(game));
            let _ = writeln!(out, "{MOVE_PROMPT}");
        }
    }

    /// Builds the maze the answers describe, or returns the first problem with them.
    fn try_build(&mut self) -> Result<(), Problem> {
        let name = self.draft.name.clone().unwrap_or_default();
        let game = match self.given.take() {
            Some(treasure) => Game::on(treasure, name, mazes::rng_from_seed(self.base.seed)),
            None => Game::new(self.draft.config(&self.base))
                .map_err(|mut err| err.problems.remove(0))?,
        };
        self.game = Some(game);
        Ok(())
    }

    /// Carries out one line of input during the game.
    fn play(&mut self, line: &str, out: &mut String) {
        let budget = self.budget;
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let word = line.trim().to_ascii_lowercase();
        match word.as_str() {
            "" => {}
            "map" | "m" => out.push_str(&map(game, self.color)),
            "help" | "h" | "?" => out.push_str(HELP),
            "quit" | "q" | "exit" => {
                let player = game.player();
                let _ = writeln!(
                    out,
                    "Goodbye, {}! You leave the maze with {} gold pieces.",
                    player.name, player.gold
                );
                self.over = true;
                return;
            }
            _ => match word.parse::<Direction>() {
                Ok(dir) => self.over = step(game, dir, budget, out),
                Err(_) => {
                    let _ = writeln!(
                        out,
                        "'{}' is not a move: type north, south, east or west\n(or n, s, e, w), map, help or quit.",
                        line.trim()
                    );
                }
            },
        }
        if !self.over {
            let _ = writeln!(out, "{MOVE_PROMPT}");
        }
    }
}

/// The seed's greeting, once the name is known.
fn greet(out: &mut String, name: &str) {
    let _ = writeln!(out, "Hello, {name}!\nConfigure your maze...");
}

/// Moves the player and tells what happened, in the seed's words; whether the game ended. The
/// search for the wealthiest way at the end takes at most `budget` steps.
fn step(game: &mut Game, dir: Direction, budget: u64, out: &mut String) -> bool {
    let loud = dir.name().to_ascii_uppercase();
    let _ = writeln!(out, "Moving {loud}");
    let events = match game.apply(Command::Move(dir)) {
        Ok(events) => events,
        Err(refusal) => {
            let why = match refusal {
                RuleError::Wall(_) => "Wall blocking the player!",
                RuleError::Edge(_) => "Edge of the maze blocking the player!",
                RuleError::Visited(_) => "The player has already visited that room!",
                // A move is never an undo; the game is over is all else that can refuse it.
                RuleError::Over | RuleError::NothingToUndo => "The game is over!",
            };
            let _ = writeln!(out, "Cannot move {loud}. {why}");
            out.push_str(&state(game));
            return false;
        }
    };
    let mut ended = None;
    for event in events {
        match event {
            Event::FoundGold { purse, .. } => {
                let _ = writeln!(
                    out,
                    "Player entered a room with gold!\nGold count is now: {purse} gold pieces"
                );
            }
            Event::Robbed { purse, .. } => {
                let _ = writeln!(
                    out,
                    "Player encountered a thief!\nGold count is now: {purse} gold pieces"
                );
            }
            Event::Ended(outcome) => ended = Some(outcome),
            Event::Moved { .. } => {}
        }
    }
    if let Some(Outcome::ReachedGoal { .. }) = ended {
        let _ = writeln!(out, "Player reached the goal node of the maze!");
    }
    out.push_str(&state(game));
    if let Some(outcome) = ended {
        out.push_str(&farewell(game, outcome, budget));
    }
    ended.is_some()
}

/// The seed's player line and separator.
fn state(game: &Game) -> String {
    let player = game.player();
    format!(
        "Player ({}): location - ({}, {}), gold count - {}\n{RULE}\n",
        player.name, player.pos.y, player.pos.x, player.gold
    )
}

/// How the game ended, and the gold the best way to the goal would have brought (searched for
/// at most `budget` steps).
fn farewell(game: &Game, outcome: Outcome, budget: u64) -> String {
    let player = game.player();
    let moves = player.trail().len();
    let mut out = match outcome {
        Outcome::ReachedGoal { gold } => format!(
            "Game over: {} reached the goal with {gold} gold pieces in {moves} moves.\n",
            player.name
        ),
        Outcome::Stuck { gold } => format!(
            "Game over: {} is stuck after {moves} moves with {gold} gold pieces:\nevery way on is walled off or leads into a room already visited.\n",
            player.name
        ),
    };
    let treasure = game.treasure();
    if let Some(best) = wealthiest_path(treasure, treasure.start(), treasure.goal(), budget) {
        let gold = player.gold;
        let matched = matches!(outcome, Outcome::ReachedGoal { .. }) && gold >= best.gold;
        let line = if matched && best.proven && best.gold == 0 {
            "No way from the start to the goal keeps any gold.".to_owned()
        } else if matched && best.proven {
            "No way from the start to the goal holds more gold: a perfect run!".to_owned()
        } else if matched {
            // The search ran out of budget: a wealthier way may exist that it did not reach.
            "The search found no wealthier way to the goal, though it could not try them all."
                .to_owned()
        } else {
            let hedge = if best.proven { "" } else { " at least" };
            format!(
                "The wealthiest way from the start to the goal ends with{hedge} {} gold pieces.",
                best.gold
            )
        };
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The seed's MAZE SUMMARY block, with what the seed did not tell: the gold, the thieves and
/// the seed to play the maze again.
fn summary(treasure: &Treasure) -> String {
    let grid = treasure.grid();
    let (size, start, goal) = (grid.size(), treasure.start(), treasure.goal());
    let room = match treasure.loops() {
        0 => "Is not a room maze".to_owned(),
        1 => "Is a room maze with 1 extra passage".to_owned(),
        n => format!("Is a room maze with {n} extra passages"),
    };
    let wrap = match grid.wrap() {
        Wrap::None => "Is not a wrapping maze",
        Wrap::X => "Is a wrapping maze: the east and west edges meet",
        Wrap::Y => "Is a wrapping maze: the north and south edges meet",
        Wrap::Both => "Is a wrapping maze: opposite edges meet",
    };
    let mut out = format!(
        "{RULE}\nMAZE SUMMARY:\n{} rows X {} columns\nStart: row {}, column {}\nGoal: row {}, column {}\n{room}\n{wrap}\n",
        size.height, size.width, start.y, start.x, goal.y, goal.x,
    );
    let rooms = grid.cell_count();
    let (mut gold, mut thieves, mut least, mut most) = (0, 0, u32::MAX, 0);
    for (_, room) in treasure.loot_rooms() {
        match room {
            Room::Gold(pieces) => {
                gold += 1;
                (least, most) = (least.min(pieces), most.max(pieces));
            }
            Room::Thief => thieves += 1,
            Room::Standard => {}
        }
    }
    let pieces = match (least, most) {
        _ if gold == 0 => String::new(),
        (least, most) if least == most => format!(", {least} pieces each"),
        (least, most) => format!(", {least} to {most} pieces each"),
    };
    let _ = writeln!(out, "Gold in {gold} of the {rooms} rooms{pieces}");
    let _ = writeln!(
        out,
        "Thieves in {thieves} of the {rooms} rooms, each taking {}% of the player's gold",
        treasure.thief_share()
    );
    if let Some(seed) = treasure.maze().seed() {
        let _ = writeln!(out, "Seed {seed} (play this maze again with --seed {seed})");
    }
    let _ = writeln!(out, "{RULE}");
    out
}

/// The problem with a setting the program never asks about, as the flag that gave it.
fn unasked_problem(problem: &Problem) -> Option<SetupError> {
    let flag = match problem {
        Problem::Frequency { what: "gold", .. } | Problem::FrequenciesOverOne => "--gold",
        Problem::Frequency { .. } => "--thieves",
        Problem::Gold(_) => "--gold-per-room",
        Problem::ThiefShare(_) => "--thief-share",
        _ => return None,
    };
    Some(SetupError {
        flag,
        reason: problem.to_string(),
    })
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The `help` command's text.
const HELP: &str = "\
Walk from the start to the goal. You never enter a room twice; gold rooms add to
your gold, and a thief takes a share of it. Commands:
  north, south, east, west (or n, s, e, w)   move one room
  map                                        draw the maze around you
  help                                       this text
  quit                                       leave the game
";

#[cfg(test)]
mod tests;
