//! The game: a player walks from the start towards the goal, never entering a room twice,
//! picking up gold and losing some to thieves.

use mazes::solve::{CellSet, Path};
use mazes::{Direction, MazeRng, Pos};

use crate::config::{Config, ConfigError};
use crate::treasure::{Room, Treasure};
use crate::wealth::Wealthiest;

/// The player: a name, a purse, a place and the rooms already entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// What the player is called.
    pub name: String,
    /// Pieces of gold carried.
    pub gold: u64,
    /// The room the player is in.
    pub pos: Pos,
    start: Pos,
    steps: Vec<Direction>,
    /// The purse carried before each step, so that a step can be taken back exactly (a
    /// thief's share is rounded down, so it cannot be worked backwards).
    purses: Vec<u64>,
    visited: CellSet,
}

impl Player {
    /// Whether the player has been in room `at`.
    pub fn has_visited(&self, at: Pos) -> bool {
        self.visited.contains(at)
    }

    /// The number of rooms the player has been in, the start included.
    pub fn rooms_visited(&self) -> u64 {
        self.visited.len()
    }

    /// The way the player has come, from the start room to where the player stands: a simple
    /// path, since no room is entered twice.
    pub fn trail(&self) -> Path {
        Path::new(self.start, self.steps.clone())
    }

    /// The rooms the player has been in.
    pub fn visited(&self) -> &CellSet {
        &self.visited
    }
}

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Enter the neighbouring room in this direction.
    Move(Direction),
}

/// What happened, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The player went from one room into the next.
    Moved {
        /// The room left.
        from: Pos,
        /// The room entered.
        to: Pos,
        /// The direction taken.
        dir: Direction,
    },
    /// The room held gold, now the player's.
    FoundGold {
        /// Pieces found.
        amount: u32,
        /// Pieces carried now.
        purse: u64,
    },
    /// A thief took a share of the player's gold.
    Robbed {
        /// Pieces taken.
        stolen: u64,
        /// Pieces carried now.
        purse: u64,
    },
    /// The game is over.
    Ended(Outcome),
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The player entered the goal with this much gold.
    ReachedGoal {
        /// Pieces carried.
        gold: u64,
    },
    /// Every room next to the player had been visited, and the player was not on the goal.
    Stuck {
        /// Pieces carried.
        gold: u64,
    },
}

/// Why a move was refused; the game is exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// A wall stands between the rooms.
    #[error("a wall blocks the way {0}")]
    Wall(Direction),
    /// The player stands at the edge of a maze that does not wrap.
    #[error("the maze ends to the {0}")]
    Edge(Direction),
    /// The player has been in that room before, and no room is entered twice.
    #[error("the room to the {0} has been visited already")]
    Visited(Direction),
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// Nothing to take back: the player has not left the start.
    #[error("there is no move to take back")]
    NothingToUndo,
}

/// A game of the treasure maze.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    treasure: Treasure,
    player: Player,
    outcome: Option<Outcome>,
    rng: MazeRng,
}

impl Game {
    /// Builds the maze `config` describes and puts its player in the start room.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        let (treasure, rng) = Treasure::build(&config)?;
        Ok(Game::on(treasure, config.player, rng))
    }

    /// A game on a built (or loaded) `treasure`, its random choices drawn from `rng`.
    pub fn on(treasure: Treasure, name: impl Into<String>, rng: MazeRng) -> Game {
        let start = treasure.start();
        let mut visited = CellSet::new(treasure.grid());
        visited.insert(start);
        let player = Player {
            name: name.into(),
            gold: 0,
            pos: start,
            start,
            steps: Vec::new(),
            purses: Vec::new(),
            visited,
        };
        Game {
            treasure,
            player,
            outcome: None,
            rng,
        }
    }

    /// Carries out `command`: the events it caused, or why it was refused (and nothing
    /// changed).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::Over);
        }
        let Command::Move(dir) = command;
        let from = self.player.pos;
        let to = self.judge(from, dir)?;
        let mut events = vec![Event::Moved { from, to, dir }];
        self.player.pos = to;
        self.player.steps.push(dir);
        self.player.purses.push(self.player.gold);
        self.player.visited.insert(to);
        let before = self.player.gold;
        let room = self.treasure.room(to).unwrap_or(Room::Standard);
        self.player.gold = room.loot(before, self.treasure.thief_share());
        let purse = self.player.gold;
        match room {
            Room::Gold(amount) => events.push(Event::FoundGold { amount, purse }),
            Room::Thief => events.push(Event::Robbed {
                stolen: before - purse,
                purse,
            }),
            Room::Standard => {}
        }
        if to == self.treasure.goal() {
            self.end(Outcome::ReachedGoal { gold: purse }, &mut events);
        } else if self.legal_commands().is_empty() {
            self.end(Outcome::Stuck { gold: purse }, &mut events);
        }
        Ok(events)
    }

    /// Takes back the last move, even one that ended the game: the player is back in the room
    /// before with the purse carried there, and the room left may be entered again. Returns
    /// that room. Undo is the player's own tool for thinking ahead; the rules are unchanged.
    pub fn undo(&mut self) -> Result<Pos, RuleError> {
        let (Some(dir), Some(purse)) = (self.player.steps.pop(), self.player.purses.pop()) else {
            return Err(RuleError::NothingToUndo);
        };
        let grid = self.treasure.grid();
        let left = self.player.pos;
        // Every step went through an open side, so the way back is open too.
        let back = grid.neighbor(left, dir.opposite()).unwrap_or(left);
        self.player.visited.remove(left);
        self.player.pos = back;
        self.player.gold = purse;
        self.outcome = None;
        Ok(back)
    }

    /// The wealthiest way on from where the player stands to the goal, through rooms not yet
    /// entered and starting with the gold carried, within `budget` search steps (see
    /// [`wealthiest_path`](crate::wealthiest_path)); `None` when the goal can no longer be
    /// reached.
    pub fn best_from_here(&self, budget: u64) -> Option<Wealthiest> {
        let player = &self.player;
        let goal = self.treasure.goal();
        crate::wealth::wealthiest_on(
            &self.treasure,
            player.pos,
            goal,
            player.gold,
            &player.visited,
            budget,
        )
    }

    /// The room a move from `from` towards `dir` enters, or why it cannot.
    fn judge(&self, from: Pos, dir: Direction) -> Result<Pos, RuleError> {
        let grid = self.treasure.grid();
        let to = grid.neighbor(from, dir).ok_or(RuleError::Edge(dir))?;
        if !grid.is_open(from, dir) {
            return Err(RuleError::Wall(dir));
        }
        if self.player.has_visited(to) {
            return Err(RuleError::Visited(dir));
        }
        Ok(to)
    }

    fn end(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.outcome = Some(outcome);
        events.push(Event::Ended(outcome));
    }

    /// Every command [`Game::apply`] accepts now: a move into each unvisited room a passage
    /// leads to, none once the game is over.
    pub fn legal_commands(&self) -> Vec<Command> {
        Direction::ALL
            .into_iter()
            .filter(|&dir| self.outcome.is_none() && self.judge(self.player.pos, dir).is_ok())
            .map(Command::Move)
            .collect()
    }

    /// The maze and its rooms.
    pub fn treasure(&self) -> &Treasure {
        &self.treasure
    }

    /// The player.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The game's random generator, for random queries that should follow from the seed.
    pub fn rng(&mut self) -> &mut MazeRng {
        &mut self.rng
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::GoldAmount;
    use mazes::Size;

    /// A game on a 4×1 corridor: start at the left end, goal at the right, a gold room and a
    /// thief between (found by trying seeds).
    fn corridor() -> Game {
        for seed in 0.. {
            let config = Config {
                size: Size::new(4, 1),
                start: Pos::new(0, 0),
                goal: Pos::new(3, 0),
                gold_frequency: 0.5,
                thief_frequency: 0.5,
                gold: GoldAmount::Fixed(25),
                thief_share: 20,
                ..Config::new(seed)
            };
            let game = Game::new(config.clone()).unwrap();
            let rooms = [1, 2].map(|x| game.treasure.room(Pos::new(x, 0)).unwrap());
            if rooms == [Room::Gold(25), Room::Thief] {
                return game;
            }
        }
        unreachable!("some seed places gold, then a thief")
    }

    #[test]
    fn gold_is_found_thieves_steal_and_the_goal_ends_the_game() {
        let mut game = corridor();
        let east = Command::Move(Direction::East);
        assert_eq!(
            game.apply(east).unwrap(),
            [
                Event::Moved {
                    from: Pos::new(0, 0),
                    to: Pos::new(1, 0),
                    dir: Direction::East
                },
                Event::FoundGold {
                    amount: 25,
                    purse: 25
                }
            ]
        );
        assert_eq!(
            game.apply(east).unwrap()[1],
            Event::Robbed {
                stolen: 5,
                purse: 20
            }
        );
        let last = game.apply(east).unwrap();
        assert_eq!(
            last.last(),
            Some(&Event::Ended(Outcome::ReachedGoal { gold: 20 }))
        );
        assert_eq!(game.outcome(), Some(Outcome::ReachedGoal { gold: 20 }));
        assert_eq!(game.apply(east), Err(RuleError::Over));
        assert_eq!(game.player().rooms_visited(), 4);
        assert_eq!(game.player().trail().steps(), [Direction::East; 3]);
    }

    #[test]
    fn undo_takes_back_each_step_exactly_even_the_last() {
        let mut game = corridor();
        let fresh = game.clone();
        assert_eq!(game.undo(), Err(RuleError::NothingToUndo));
        let mut states = vec![game.clone()];
        let east = Command::Move(Direction::East);
        for _ in 0..3 {
            game.apply(east).unwrap();
            states.push(game.clone());
        }
        assert!(game.outcome().is_some());
        states.pop();
        while let Some(before) = states.pop() {
            assert_eq!(game.undo(), Ok(before.player().pos));
            assert_eq!(game, before, "the thief's rounding is undone too");
        }
        assert_eq!(game, fresh);
    }

    #[test]
    fn every_refusal_says_why_and_changes_nothing() {
        let mut game = corridor();
        let before = format!("{game:?}");
        assert_eq!(
            game.apply(Command::Move(Direction::West)),
            Err(RuleError::Edge(Direction::West))
        );
        assert_eq!(
            game.apply(Command::Move(Direction::North)),
            Err(RuleError::Edge(Direction::North))
        );
        assert_eq!(format!("{game:?}"), before);
        game.apply(Command::Move(Direction::East)).unwrap();
        let before = format!("{game:?}");
        assert_eq!(
            game.apply(Command::Move(Direction::West)),
            Err(RuleError::Visited(Direction::West))
        );
        assert_eq!(format!("{game:?}"), before);
    }

    #[test]
    fn walls_refuse_and_wrapping_edges_lead_round() {
        let config = Config {
            size: Size::new(5, 5),
            wrap: mazes::Wrap::Both,
            start: Pos::new(0, 0),
            goal: Pos::new(2, 2),
            ..Config::new(4)
        };
        let game = Game::new(config.clone()).unwrap();
        let grid = game.treasure().grid();
        for dir in Direction::ALL {
            let mut copy = game.clone();
            let result = copy.apply(Command::Move(dir));
            if grid.is_open(Pos::new(0, 0), dir) {
                let to = grid.neighbor(Pos::new(0, 0), dir).unwrap();
                assert_eq!(copy.player().pos, to, "{dir} wraps round");
            } else {
                assert_eq!(result, Err(RuleError::Wall(dir)));
            }
        }
    }

    #[test]
    fn a_player_with_nowhere_new_to_go_is_stuck() {
        // Walk into dead ends until the game ends; on a perfect maze, wandering away from the
        // goal's branch always ends stuck.
        for seed in 0..50 {
            let mut game = Game::new(Config::new(seed)).unwrap();
            while game.outcome().is_none() {
                let dir = Direction::ALL
                    .into_iter()
                    .find(|&d| game.judge(game.player().pos, d).is_ok())
                    .expect("a game not over has a move");
                let events = game.apply(Command::Move(dir)).unwrap();
                if let Some(Event::Ended(Outcome::Stuck { .. })) = events.last() {
                    assert_eq!(game.legal_commands().len(), 0);
                    assert_ne!(game.player().pos, game.treasure().goal());
                }
            }
        }
    }
}
