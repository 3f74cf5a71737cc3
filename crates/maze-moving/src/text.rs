//! The text mode, byte for byte as the specification and the course's test outputs show.
//!
//! [`TextSession`] turns input lines into output text and never touches a terminal itself: the
//! front end feeds it lines and prints what it returns.

mod input;
mod render;

pub use input::{Unreadable, indicator, parse_command, parse_indicator, position, word};
pub use render::{board, junction, scoreboard};

use crate::board_file::Setup;
use crate::game::{Event, Game, Outcome, Phase, RuleError};

/// A game in text mode: the opening text, then one response per input line.
#[derive(Clone, Debug)]
pub struct TextSession {
    game: Game,
}

impl TextSession {
    /// A session on a checked board.
    pub fn new(setup: Setup) -> TextSession {
        TextSession {
            game: Game::new(setup),
        }
    }

    /// A session continuing `game` (a loaded save) where it stands.
    pub fn resume(game: Game) -> TextSession {
        TextSession { game }
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the game has ended (won or quit); no more input is read after that.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// The banner, the board and the first prompt.
    pub fn opening(&self) -> String {
        let dashes = "-".repeat(50);
        let mut out = format!(
            "{dashes}\nMoving Maze\nRelic goal: {}\n{dashes}\n",
            self.game.relic_goal()
        );
        out.push_str(&board(&self.game));
        out.push_str(&self.prompt());
        out
    }

    /// The output for one command (a word of input), ending with the next prompt unless the
    /// game is over.
    pub fn respond(&mut self, word: &str) -> String {
        let mut out = match parse_command(self.game.phase(), word) {
            Ok(command) => match self.game.apply(command) {
                Ok(events) => self.narrate(&events),
                Err(error) => format!("{}\n", refusal(error)),
            },
            Err(unreadable) => format!("{unreadable}\n"),
        };
        if !self.is_over() {
            out.push_str(&self.prompt());
        }
        out
    }

    /// The messages, boards and scoreboards that report `events`.
    fn narrate(&self, events: &[Event]) -> String {
        let game = &self.game;
        let mut out = String::new();
        for event in events {
            match *event {
                Event::Rotated { clockwise } => {
                    let way = if clockwise { "right" } else { "left" };
                    out.push_str(&format!("Rotating {way}.\n{}", board(game)));
                }
                Event::Slid(insertion) => {
                    let at = indicator(insertion);
                    out.push_str(&format!("Inserting at {at}.\n{}", board(game)));
                }
                Event::Stepped(side) => out.push_str(&format!("Moving {side}.\n{}", board(game))),
                Event::MovedTo(cell) => {
                    let to = position(cell);
                    out.push_str(&format!("Moving to {to}.\n{}", board(game)));
                }
                Event::Collected { colour, all } => {
                    out.push_str(&format!("{colour} has collected a relic.\n"));
                    if all {
                        out.push_str(&format!("{colour} has all their relics.\n"));
                    }
                }
                Event::TurnEnded(colour) => {
                    out.push_str(&format!("End of {colour}'s turn.\n{}", scoreboard(game)));
                    out.push_str(&board(game));
                }
                Event::Ended(Outcome::Won(colour)) => {
                    out.push_str(&format!("{colour} has won.\n{}", scoreboard(game)));
                }
                Event::Ended(Outcome::Quit) => {
                    out.push_str(&format!("Game has been quit.\n{}", scoreboard(game)));
                }
            }
        }
        out
    }

    fn prompt(&self) -> String {
        let ask = match self.game.phase() {
            Phase::Slide => "Rotate and slide the floating tile",
            Phase::Move | Phase::Over => "Move your adventurer",
        };
        format!("[{}] {ask}: \n> ", self.game.current())
    }
}

/// The specification's sentence for a refused command.
fn refusal(error: RuleError) -> String {
    match error {
        RuleError::WrongPhase | RuleError::OutOfRange => "Invalid input.".to_owned(),
        RuleError::FixedLine => "Cannot slide into odd positions.".to_owned(),
        RuleError::LastExit => "Cannot slide into last exit point.".to_owned(),
        RuleError::OffBoard(side) => format!("Cannot move {side}: off the board."),
        RuleError::NoPath(side) => format!("Cannot move {side}: no path."),
        RuleError::NoPathTo(cell) => format!("Cannot move to {}: no path.", position(cell)),
    }
}
