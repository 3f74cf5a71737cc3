//! The rules: turns, the slide phase, the move phase, relics and winning.

use serde::{Deserialize, Serialize};

use crate::board::{Cell, Insertion, SlideError, TileMaze};
use crate::board_file::Setup;
use crate::path::{find_path, reachable};
use crate::{Colour, Side, Tile};

/// The two phases of a turn, and the end. (The aliases read version 1 saves.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Rotate the floating tile and slide it in.
    #[serde(alias = "Slide")]
    Slide,
    /// Move the adventurer, or end the turn.
    #[serde(alias = "Move")]
    Move,
    /// Someone has won or the game was quit: nothing more can happen.
    #[serde(alias = "Over")]
    Over,
}

/// Everything a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// `r`: turn the floating tile a quarter clockwise (slide phase).
    RotateRight,
    /// `l`: turn the floating tile a quarter counterclockwise (slide phase).
    RotateLeft,
    /// `n4`: slide the floating tile in (slide phase).
    Slide(Insertion),
    /// `s`: step to the next tile towards a side (move phase).
    Step(Side),
    /// `3,1`: walk to a tile by any connected path (move phase).
    MoveTo(Cell),
    /// `done`: end the move phase and the turn.
    Done,
    /// `quit`: end the game.
    Quit,
}

/// How a game ended. (The aliases read version 1 saves.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// This player collected all their relics and came back to their corner.
    #[serde(alias = "Won")]
    Won(Colour),
    /// The game was quit.
    #[serde(alias = "Quit")]
    Quit,
}

/// What happened, in order, as a result of a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The floating tile was rotated (`true`: clockwise).
    Rotated {
        /// Whether it turned clockwise.
        clockwise: bool,
    },
    /// The floating tile was slid in.
    Slid(Insertion),
    /// The current adventurer stepped one tile.
    Stepped(Side),
    /// The current adventurer walked to a tile.
    MovedTo(Cell),
    /// A player collected their active relic; `all` when it was their last.
    Collected {
        /// Who collected it.
        colour: Colour,
        /// Whether they now have every relic.
        all: bool,
    },
    /// The turn of this player ended.
    TurnEnded(Colour),
    /// The game ended: someone won, or it was quit.
    Ended(Outcome),
}

/// Why a command was refused; the game is unchanged. (The text mode prints the
/// specification's own sentences for these.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The command belongs to the other phase (or the game is over).
    #[error("that is not possible in this phase")]
    WrongPhase,
    /// Only the odd rows and columns (from 0) slide; the even ones are fixed.
    #[error("that row or column is fixed")]
    FixedLine,
    /// No such row or column.
    #[error("there is no such row or column")]
    OutOfRange,
    /// The slide would undo the previous one.
    #[error("the tile cannot go in where the last one came out")]
    LastExit,
    /// The tile is open that way but the board ends.
    #[error("cannot move {0}: the board ends there")]
    OffBoard(Side),
    /// The tiles do not connect that way.
    #[error("cannot move {0}: the tiles do not connect")]
    NoPath(Side),
    /// No connected path leads to that tile (or it is off the board).
    #[error("no path leads to the tile at x {}, y {}", .0.x, .0.y)]
    NoPathTo(Cell),
}

/// A player: where their adventurer stands and how many relics they have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The adventurer's tile.
    pub cell: Cell,
    /// Relics collected so far.
    pub collected: u8,
}

/// A game of Moving Maze.
///
/// Serialised, a game is its [`SavedGame`](crate::SavedGame); deserialising checks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "crate::SavedGame", try_from = "crate::SavedGame")]
pub struct Game {
    pub(crate) maze: TileMaze,
    pub(crate) floating: Tile,
    pub(crate) relics: u8,
    pub(crate) players: [Player; 4],
    /// Which colours play, in the order of [`Colour::ALL`]: all four, or two or three (their
    /// relics and corners are the others' no more than in a game of four).
    pub(crate) playing: [bool; 4],
    pub(crate) current: Colour,
    /// The phase of the current turn (never [`Phase::Over`]: that is `outcome`).
    pub(crate) phase: Phase,
    pub(crate) last: Option<Insertion>,
    pub(crate) outcome: Option<Outcome>,
}

impl Game {
    /// A new game of four on a checked board: green to slide, adventurers on their corners.
    pub fn new(setup: Setup) -> Game {
        let players = Colour::ALL.map(|colour| Player {
            cell: start_corner(&setup.maze, colour),
            collected: 0,
        });
        Game {
            maze: setup.maze,
            floating: setup.floating,
            relics: setup.relics,
            players,
            playing: [true; 4],
            current: Colour::Green,
            phase: Phase::Slide,
            last: None,
            outcome: None,
        }
    }

    /// A new game of the colours `colours` only (two to four, each once), as the board game
    /// is played by two or three: the first of them in the order of play slides first, and
    /// the others' adventurers and relics stay out of the game.
    pub fn with_colours(setup: Setup, colours: &[Colour]) -> Result<Game, ColoursError> {
        let mut playing = [false; 4];
        for &colour in colours {
            if std::mem::replace(&mut playing[colour.index()], true) {
                return Err(ColoursError::Twice(colour));
            }
        }
        if colours.len() < 2 {
            return Err(ColoursError::TooFew);
        }
        let mut game = Game::new(setup);
        game.playing = playing;
        game.current = game.first_playing(Colour::Green);
        Ok(game)
    }

    /// Whether `colour` plays in this game.
    pub fn plays(&self, colour: Colour) -> bool {
        self.playing[colour.index()]
    }

    /// The colours that play, in the order of play.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.plays(c))
    }

    /// `from`, or the first colour after it that plays.
    fn first_playing(&self, from: Colour) -> Colour {
        let mut colour = from;
        while !self.plays(colour) {
            colour = colour.next();
        }
        colour
    }

    /// The tile maze.
    pub fn maze(&self) -> &TileMaze {
        &self.maze
    }

    /// The floating tile.
    pub fn floating(&self) -> Tile {
        self.floating
    }

    /// Relics each colour must collect (K).
    pub fn relic_goal(&self) -> u8 {
        self.relics
    }

    /// A player's state.
    pub fn player(&self, colour: Colour) -> Player {
        self.players[colour.index()]
    }

    /// Whose turn it is.
    pub fn current(&self) -> Colour {
        self.current
    }

    /// The phase of the turn, or [`Phase::Over`] once the game has ended.
    pub fn phase(&self) -> Phase {
        match self.outcome {
            Some(_) => Phase::Over,
            None => self.phase,
        }
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The last slide, which the next one may not undo.
    pub fn last_insertion(&self) -> Option<Insertion> {
        self.last
    }

    /// The colours whose adventurers stand on `cell`, in order of play.
    pub fn adventurers_at(&self, cell: Cell) -> impl Iterator<Item = Colour> + '_ {
        self.colours().filter(move |c| self.player(*c).cell == cell)
    }

    /// Whether `tile`'s relic is the one its colour must collect next (and so is shown); the
    /// relics of a colour that does not play never are.
    pub fn is_active(&self, tile: Tile) -> bool {
        tile.relic()
            .is_some_and(|r| self.plays(r.colour) && r.order == self.player(r.colour).collected + 1)
    }

    /// Applies `command`, returning what happened; on an error nothing changes.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        if command == Command::Quit && self.outcome.is_none() {
            self.outcome = Some(Outcome::Quit);
            return Ok(vec![Event::Ended(Outcome::Quit)]);
        }
        match (self.phase(), command) {
            (Phase::Slide, Command::RotateRight) => {
                self.floating = self.floating.rotated_right();
                Ok(vec![Event::Rotated { clockwise: true }])
            }
            (Phase::Slide, Command::RotateLeft) => {
                self.floating = self.floating.rotated_left();
                Ok(vec![Event::Rotated { clockwise: false }])
            }
            (Phase::Slide, Command::Slide(insertion)) => self.slide(insertion),
            (Phase::Move, Command::Step(side)) => self.step(side),
            (Phase::Move, Command::MoveTo(cell)) => self.move_to(cell),
            (Phase::Move, Command::Done) => Ok(vec![self.end_turn()]),
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// Whether `command` would be accepted now.
    pub fn is_legal(&self, command: Command) -> bool {
        self.clone().apply(command).is_ok()
    }

    /// Every command [`Game::apply`] accepts now: in the slide phase the two rotations and
    /// each allowed slide; in the move phase each open step, a walk to each reachable tile
    /// (the adventurer's own included) and the end of the move; `Quit` until the game is over.
    pub fn legal_commands(&self) -> Vec<Command> {
        let mut commands: Vec<Command> = match self.phase() {
            Phase::Slide => {
                let slides = self.maze.insertions().into_iter();
                let slides = slides.filter(|&i| self.last.is_none_or(|last| last.reverse() != i));
                [Command::RotateRight, Command::RotateLeft]
                    .into_iter()
                    .chain(slides.map(Command::Slide))
                    .collect()
            }
            Phase::Move => {
                let here = self.player(self.current).cell;
                let steps = Side::ALL
                    .into_iter()
                    .filter(|&side| self.maze.can_step(here, side))
                    .map(Command::Step);
                let walks = self.reachable().into_iter().map(Command::MoveTo);
                steps.chain(walks).chain([Command::Done]).collect()
            }
            Phase::Over => return Vec::new(),
        };
        commands.push(Command::Quit);
        commands
    }

    fn slide(&mut self, insertion: Insertion) -> Result<Vec<Event>, RuleError> {
        self.maze.check(insertion).map_err(|e| match e {
            SlideError::Fixed => RuleError::FixedLine,
            SlideError::OutOfRange => RuleError::OutOfRange,
        })?;
        if self.last.is_some_and(|last| last.reverse() == insertion) {
            return Err(RuleError::LastExit);
        }
        let line = self.maze.line(insertion);
        self.floating = self
            .maze
            .slide(insertion, self.floating)
            .map_err(|_| RuleError::OutOfRange)?;
        self.last = Some(insertion);
        let mut pushed_off = Vec::new();
        let playing = self.playing;
        for colour in Colour::ALL.into_iter().filter(|c| playing[c.index()]) {
            let player = &mut self.players[colour.index()];
            if let Some(at) = line.iter().position(|&c| c == player.cell) {
                match line.get(at + 1) {
                    Some(&next) => player.cell = next,
                    None => {
                        player.cell = line[0];
                        pushed_off.push(colour);
                    }
                }
            }
        }
        let mut events = vec![Event::Slid(insertion)];
        let mut turn_over = false;
        for colour in pushed_off {
            if let Some(event) = self.collect(colour) {
                events.push(event);
                turn_over |= colour == self.current;
            }
        }
        if turn_over {
            events.push(self.end_turn());
        } else {
            self.phase = Phase::Move;
        }
        Ok(events)
    }

    fn step(&mut self, side: Side) -> Result<Vec<Event>, RuleError> {
        let here = self.player(self.current).cell;
        let tile = self.maze.get(here).ok_or(RuleError::NoPath(side))?;
        if !tile.is_open(side) {
            return Err(RuleError::NoPath(side));
        }
        let next = self
            .maze
            .neighbor(here, side)
            .ok_or(RuleError::OffBoard(side))?;
        if !self.maze.can_step(here, side) {
            return Err(RuleError::NoPath(side));
        }
        Ok(self.arrive(next, Event::Stepped(side)))
    }

    fn move_to(&mut self, target: Cell) -> Result<Vec<Event>, RuleError> {
        let here = self.player(self.current).cell;
        find_path(&self.maze, here, target).ok_or(RuleError::NoPathTo(target))?;
        Ok(self.arrive(target, Event::MovedTo(target)))
    }

    /// Moves the current adventurer to `cell`, then collects, ends the turn or wins.
    fn arrive(&mut self, cell: Cell, moved: Event) -> Vec<Event> {
        let colour = self.current;
        self.players[colour.index()].cell = cell;
        let mut events = vec![moved];
        if let Some(collected) = self.collect(colour) {
            events.push(collected);
            events.push(self.end_turn());
        } else if self.has_won(colour) {
            let outcome = Outcome::Won(colour);
            self.outcome = Some(outcome);
            events.push(Event::Ended(outcome));
        }
        events
    }

    /// Collects `colour`'s active relic if their adventurer stands on it.
    fn collect(&mut self, colour: Colour) -> Option<Event> {
        let player = self.players[colour.index()];
        let tile = self.maze.get(player.cell)?;
        let relic = tile.relic().filter(|r| r.colour == colour)?;
        if relic.order != player.collected + 1 {
            return None;
        }
        let collected = &mut self.players[colour.index()].collected;
        *collected += 1;
        Some(Event::Collected {
            colour,
            all: *collected == self.relics,
        })
    }

    /// Whether `colour` holds every relic and stands on their corner.
    pub(crate) fn has_won(&self, colour: Colour) -> bool {
        let player = self.player(colour);
        self.relics > 0
            && player.collected == self.relics
            && player.cell == start_corner(&self.maze, colour)
    }

    fn end_turn(&mut self) -> Event {
        let ended = self.current;
        self.current = self.first_playing(ended.next());
        self.phase = Phase::Slide;
        Event::TurnEnded(ended)
    }

    /// The tiles the current adventurer can reach by connected paths.
    pub fn reachable(&self) -> Vec<Cell> {
        reachable(&self.maze, self.player(self.current).cell)
    }
}

/// Why a game of some colours cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ColoursError {
    /// Fewer than two colours.
    #[error("a game needs two to four colours")]
    TooFew,
    /// A colour named twice.
    #[error("{0} is named twice")]
    Twice(Colour),
}

/// The corner where `colour` starts: green top-left, yellow top-right, red bottom-left, blue
/// bottom-right.
pub fn start_corner(maze: &TileMaze, colour: Colour) -> Cell {
    let (right, bottom) = (maze.width() - 1, maze.height() - 1);
    match colour {
        Colour::Green => Cell::new(0, 0),
        Colour::Yellow => Cell::new(right, 0),
        Colour::Red => Cell::new(0, bottom),
        Colour::Blue => Cell::new(right, bottom),
    }
}
