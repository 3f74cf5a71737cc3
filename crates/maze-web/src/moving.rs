//! Moving Maze behind a page: a board from a file, at random, or the one the command line was
//! given; commands passed to `maze-moving`; the state as the page draws it.

use std::collections::VecDeque;

use maze_moving::{Colour, Command, Event, Game, Insertion, Outcome, Phase, Tile};

use crate::protocol::ServerMessage;
use crate::protocol::moving::{
    Board, HISTORY, Hint, LOG, Player, RandomBoard, Relic, Reply, Request, SlideAt, Slot, Turn,
    View,
};
use crate::protocol::table::SeatChoice;
use crate::protocol::wire::Cell;
use crate::text::sentence;

/// The board a page gets when it asks for none and the server was given none.
pub(crate) const DEFAULT_BOARD: RandomBoard = RandomBoard {
    width: 7,
    height: 7,
    relics: 3,
    seed: None,
};

/// A game of Moving Maze and what its last command did, in words.
#[derive(Clone, Debug)]
pub(crate) struct Moving {
    game: Game,
    said: String,
    /// The turns played (the last [`LOG`]): the last few for the page's history and
    /// animations, all for its log.
    history: VecDeque<Turn>,
    /// Turns begun so far.
    turns: u32,
    /// The seed of a random board, which replays it.
    seed: Option<u64>,
}

/// A game as a table's file keeps it ([`Moving::kept`]), so that a server started again
/// gives the table back as it was.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Kept {
    /// The game, as a save holds it.
    save: String,
    /// What its last command did.
    said: String,
    /// The turns played, the last [`LOG`].
    history: Vec<Turn>,
    /// Turns begun.
    turns: u32,
    /// The seed of a random board.
    seed: Option<u64>,
}

/// Where a new game's board comes from.
pub(crate) enum Source<'a> {
    /// The text of a board file.
    File(&'a str),
    /// A random board of this shape.
    Random(RandomBoard),
    /// The server's own game, if it has one.
    Preset(Option<&'a Game>),
}

impl<'a> Source<'a> {
    /// The board a page asks for: a file's text, else a random shape, else the server's own.
    pub(crate) fn of(board: &'a Board, preset: Option<&'a Game>) -> Source<'a> {
        match (&board.board, board.random) {
            (Some(text), _) => Source::File(text),
            (None, Some(shape)) => Source::Random(shape),
            (None, None) => Source::Preset(preset),
        }
    }
}

/// The engine's command for a request on a game under way; `None` for a new game and a hint,
/// which are not moves.
pub(crate) fn command(request: &Request) -> Option<Command> {
    Some(match *request {
        Request::Rotate { clockwise: true } => Command::RotateRight,
        Request::Rotate { clockwise: false } => Command::RotateLeft,
        Request::Slide { side, index } => Command::Slide(Insertion {
            side: side.into(),
            index,
        }),
        Request::Step { side } => Command::Step(side.into()),
        Request::WalkTo { x, y } => Command::MoveTo(Cell { x, y }.into()),
        Request::EndMove => Command::Done,
        Request::Quit => Command::Quit,
        Request::New(_) | Request::Hint | Request::Log => return None,
    })
}

impl Moving {
    /// A game of four from `source`, or what is wrong with it (the text mode's sentence first);
    /// the server's own game as it is.
    pub(crate) fn start(source: Source<'_>) -> Result<Moving, String> {
        Moving::start_with(source, &Colour::ALL)
    }

    /// A game for a table whose `seats` say who plays: colours seated [`SeatChoice::Absent`]
    /// stay out of it. The server's own game keeps its players: the seats of colours it
    /// leaves out become absent, and leaving out one it plays is refused.
    pub(crate) fn for_table(
        source: Source<'_>,
        seats: &mut [SeatChoice; 4],
    ) -> Result<Moving, String> {
        if let Source::Preset(Some(game)) = source {
            for colour in Colour::ALL {
                let seat = &mut seats[colour.index()];
                match (game.plays(colour), *seat) {
                    (false, _) => *seat = SeatChoice::Absent,
                    (true, SeatChoice::Absent) => {
                        return Err(format!(
                            "This server's board is played by {}: leave none of them out, or start a random board.",
                            crate::text::listing(&game.colours().map(name).collect::<Vec<_>>())
                        ));
                    }
                    (true, _) => {}
                }
            }
        }
        let playing: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|c| seats[c.index()] != SeatChoice::Absent)
            .collect();
        Moving::start_with(source, &playing)
    }

    /// A game of `playing` from `source` (the server's own game as it is).
    fn start_with(source: Source<'_>, playing: &[Colour]) -> Result<Moving, String> {
        let mut seed = None;
        let setup = match source {
            Source::File(text) => maze_moving::parse_board(text).map_err(|err| {
                format!(
                    "The game board file is inconsistent. {}",
                    sentence(&err.to_string())
                )
            })?,
            Source::Random(shape) => random(shape, &mut seed)?,
            Source::Preset(Some(game)) => return Ok(Moving::of(game.clone(), None)),
            Source::Preset(None) => random(DEFAULT_BOARD, &mut seed)?,
        };
        let game = Game::with_colours(setup, playing).map_err(|_| {
            "Seat at least two colours: a game of Moving Maze needs two to four players.".to_owned()
        })?;
        Ok(Moving::of(game, seed))
    }

    /// The next game of a rematch: on a random board, a new one of the same shape and relics
    /// (the same seats playing); on a board file or the server's own board, `first` again.
    pub(crate) fn rematch(&self, first: &Moving) -> Result<Moving, String> {
        if self.seed.is_none() {
            return Ok(first.clone());
        }
        let maze = self.game.maze();
        let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        let shape = RandomBoard {
            width: number(maze.width()),
            height: number(maze.height()),
            relics: self.game.relic_goal(),
            seed: None,
        };
        let playing: Vec<Colour> = self.game.colours().collect();
        Moving::start_with(Source::Random(shape), &playing)
    }

    /// The game as a save holds it (for a page's journal: the server's own game it began).
    pub(crate) fn saved(&self) -> Result<String, String> {
        maze_moving::save::to_json(&self.game).map_err(|e| e.to_string())
    }

    /// The game, about to begin, that a save's `text` holds, or why it holds none.
    pub(crate) fn from_save(text: &str) -> Result<Moving, String> {
        let game = maze_moving::save::from_json(text).map_err(|e| e.to_string())?;
        Ok(Moving::of(game, None))
    }

    /// The game as a table's file keeps it, whole: the game, its words and its turns.
    pub(crate) fn kept(&self) -> Result<Kept, String> {
        Ok(Kept {
            save: self.saved()?,
            said: self.said.clone(),
            history: self.history.iter().cloned().collect(),
            turns: self.turns,
            seed: self.seed,
        })
    }

    /// The game `kept` holds, checked as a save is, or why it holds none.
    pub(crate) fn from_kept(kept: Kept) -> Result<Moving, String> {
        let game = maze_moving::save::from_json(&kept.save).map_err(|e| e.to_string())?;
        if kept.history.len() > LOG {
            return Err(format!("a table keeps at most {LOG} turns"));
        }
        Ok(Moving {
            game,
            said: kept.said,
            history: kept.history.into(),
            turns: kept.turns,
            seed: kept.seed,
        })
    }

    /// `game`, about to begin, on a random board of `seed` if it is one.
    fn of(game: Game, seed: Option<u64>) -> Moving {
        let said = format!(
            "{}'s turn: rotate the floating tile and slide it in.",
            name(game.current())
        );
        Moving {
            game,
            said,
            history: VecDeque::new(),
            turns: 0,
            seed,
        }
    }

    /// The answer to a request on this game: a hint, or the state after a move (a new game
    /// replaces this one, and is the session's to make).
    pub(crate) fn answer(&mut self, request: &Request) -> Result<ServerMessage, String> {
        match command(request) {
            Some(command) => self.apply(command),
            None if *request == Request::Hint => self.hint(),
            None if *request == Request::Log => Ok(self.log()),
            None => Err("A new game replaces this one.".to_owned()),
        }
    }

    /// Carries out `command`: the new state, or why it was refused (and nothing changed).
    pub(crate) fn apply(&mut self, command: Command) -> Result<ServerMessage, String> {
        let mover = self.game.current();
        let from = self.game.player(mover).cell;
        let events = self
            .game
            .apply(command)
            .map_err(|err| sentence(&err.to_string()))?;
        self.record(&events, mover, from);
        self.said = events
            .iter()
            .filter_map(|&event| describe(event, mover, &self.game))
            .collect::<Vec<_>>()
            .join(" ");
        Ok(self.state())
    }

    /// Every turn played so far (the last [`LOG`]).
    pub(crate) fn log(&self) -> ServerMessage {
        ServerMessage::Moving(Reply::Log {
            turns: self.history.iter().cloned().collect(),
        })
    }

    /// Adds what `events` did to the history: a slide begins `mover`'s turn, a walk from
    /// `from` adds the tiles it went through.
    fn record(&mut self, events: &[Event], mover: Colour, from: maze_moving::Cell) {
        for &event in events {
            match event {
                Event::Slid(insertion) => {
                    self.turns += 1;
                    if self.history.len() == LOG {
                        self.history.pop_front();
                    }
                    self.history.push_back(Turn {
                        number: self.turns,
                        colour: mover.into(),
                        slide: Some(SlideAt {
                            side: insertion.side.into(),
                            index: insertion.index,
                        }),
                        walk: vec![self.game.player(mover).cell.into()],
                        collected: 0,
                    });
                }
                Event::Stepped(_) | Event::MovedTo(_) => {
                    let maze = self.game.maze();
                    let to = self.game.player(mover).cell;
                    let steps = maze_moving::find_path(maze, from, to).unwrap_or_default();
                    let Some(turn) = self.history.back_mut() else {
                        continue;
                    };
                    let mut at = from;
                    for side in steps {
                        let Some(next) = maze.neighbor(at, side) else {
                            break;
                        };
                        at = next;
                        turn.walk.push(at.into());
                    }
                }
                Event::Collected { colour, .. } if colour == mover => {
                    if let Some(turn) = self.history.back_mut() {
                        turn.collected += 1;
                    }
                }
                _ => {}
            }
        }
    }

    /// The game.
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// Plays a computer's whole turn; the words say all it did.
    pub(crate) fn play(&mut self, turn: maze_moving::computer::Turn) {
        let mut said = Vec::new();
        for command in turn.commands(&self.game) {
            if self.apply(command).is_err() {
                break;
            }
            if !self.said.is_empty() {
                said.push(std::mem::take(&mut self.said));
            }
        }
        self.said = said.join(" ");
    }

    /// The best turn for the player to move, as medium's search sees it.
    pub(crate) fn hint(&self) -> Result<ServerMessage, String> {
        let analysis =
            maze_moving::computer::analyse(&self.game, maze_moving::computer::MEDIUM_HORIZON)
                .ok_or_else(|| "Hints are for the slide phase: ask before you slide.".to_owned())?;
        let turn = analysis.turn;
        let turning = match turn.rotations {
            0 => String::new(),
            1 => "turn the tile once clockwise, ".to_owned(),
            n => format!("turn the tile {n} times clockwise, "),
        };
        let distance = match analysis.turns {
            Some(1) => "that reaches it this turn".to_owned(),
            Some(n) => format!("it is {n} turns away"),
            None => format!(
                "it is more than {} turns away",
                maze_moving::computer::MEDIUM_HORIZON
            ),
        };
        let said = format!(
            "Hint: {turning}slide it in at {}, then walk to column {}, row {}; {distance}.",
            maze_moving::text::indicator(turn.insertion),
            turn.destination.x + 1,
            turn.destination.y + 1
        );
        Ok(ServerMessage::Moving(Reply::Hint(Box::new(Hint {
            rotations: turn.rotations,
            insertion: Slot {
                side: turn.insertion.side.into(),
                index: turn.insertion.index,
                allowed: true,
                undoes_last: false,
            },
            destination: turn.destination.into(),
            turns: analysis.turns,
            said: sentence(&said),
        }))))
    }

    /// The state as a message.
    pub(crate) fn state(&self) -> ServerMessage {
        ServerMessage::Moving(Reply::State(Box::new(self.view())))
    }

    fn view(&self) -> View {
        let game = &self.game;
        let maze = game.maze();
        let (width, height) = (maze.width(), maze.height());
        let tiles = maze.tiles().map(|(_, tile)| self.tile(tile)).collect();
        let players = game
            .colours()
            .map(|colour| {
                let player = game.player(colour);
                let home = maze_moving::start_corner(maze, colour);
                Player {
                    colour: colour.into(),
                    at: player.cell.into(),
                    home: home.into(),
                    collected: player.collected,
                }
            })
            .collect();
        let phase = game.phase();
        let reachable = if phase == Phase::Move {
            game.reachable().into_iter().map(Cell::from).collect()
        } else {
            Vec::new()
        };
        let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        View {
            width: number(width),
            height: number(height),
            tiles,
            floating: self.tile(game.floating()),
            players,
            current: game.current().into(),
            phase: phase.into(),
            relic_goal: game.relic_goal(),
            insertions: self.insertions(),
            reachable,
            winner: match game.outcome() {
                Some(Outcome::Won(colour)) => Some(colour.into()),
                _ => None,
            },
            said: self.said.clone(),
            history: self
                .history
                .range(self.history.len().saturating_sub(HISTORY)..)
                .cloned()
                .collect(),
            seed: self.seed,
        }
    }

    /// A tile as the page draws it: its open sides, and its relic if that relic is someone's
    /// next (the others stay hidden, as the rules say).
    fn tile(&self, tile: Tile) -> crate::protocol::moving::Tile {
        crate::protocol::moving::Tile {
            open: tile.sides(),
            relic: tile
                .relic()
                .filter(|_| self.game.is_active(tile))
                .map(|relic| Relic {
                    colour: relic.colour.into(),
                    order: relic.order,
                }),
        }
    }

    /// Every place on the border where a tile could go in, and whether it may now.
    fn insertions(&self) -> Vec<Slot> {
        let undone = self.game.last_insertion().map(Insertion::reverse);
        let legal = self.game.legal_commands();
        self.game
            .maze()
            .insertions()
            .into_iter()
            .map(|insertion| Slot {
                side: insertion.side.into(),
                index: insertion.index,
                allowed: legal.contains(&Command::Slide(insertion)),
                undoes_last: undone == Some(insertion),
            })
            .collect()
    }
}

/// A random board of `shape`; `used` gets its seed.
fn random(shape: RandomBoard, used: &mut Option<u64>) -> Result<maze_moving::Setup, String> {
    let seed = shape.seed.unwrap_or_else(crate::random_seed);
    *used = Some(seed);
    let mut rng = mazes::rng_from_seed(seed);
    let side = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
    let (width, height) = (side(shape.width), side(shape.height));
    maze_moving::random_board(width, height, shape.relics, &mut rng)
        .map_err(|err| sentence(&err.to_string()))
}

/// A colour's name with a capital: `Green`.
pub(crate) fn name(colour: Colour) -> String {
    sentence(colour.name()).trim_end_matches('.').to_owned()
}

/// What an event means for the players, in a sentence; `mover` took the turn.
fn describe(event: Event, mover: Colour, game: &Game) -> Option<String> {
    let who = name(mover);
    match event {
        Event::Rotated { .. } | Event::Stepped(_) | Event::MovedTo(_) => None,
        Event::Slid(insertion) => Some(format!(
            "{who} slid the tile in at {}.",
            maze_moving::text::indicator(insertion)
        )),
        Event::Collected { colour, all } => Some(if all {
            format!("{} has every relic: back to the home corner!", name(colour))
        } else {
            format!(
                "{} collected a relic ({} of {}).",
                name(colour),
                game.player(colour).collected,
                game.relic_goal()
            )
        }),
        Event::TurnEnded(_) => Some(format!("{}'s turn.", name(game.current()))),
        Event::Ended(Outcome::Won(colour)) => Some(format!("{} wins!", name(colour))),
        Event::Ended(Outcome::Quit) => Some("The game was quit.".to_owned()),
    }
}
