//! The maze and its rooms: standard, gold or thief.

use mazes::transmute::{LoopsError, add_loops};
use mazes::{Endpoint, Grid, Maze, MazeRng, Pos};
use rand::Rng;

use crate::config::{Config, ConfigError, GoldAmount, Problem};

/// What a room holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Room {
    /// Nothing: an empty room.
    Standard,
    /// This many pieces of gold, the player's on entering.
    Gold(u32),
    /// A thief, who takes a share of the player's gold.
    Thief,
}

impl Room {
    /// The gold a player carrying `purse` has after entering this room, where a thief takes
    /// `share` percent rounded down.
    ///
    /// ```
    /// use maze_treasure::Room;
    ///
    /// assert_eq!(Room::Gold(10).loot(5, 10), 15);
    /// assert_eq!(Room::Thief.loot(10, 10), 9); // the seed's example
    /// assert_eq!(Room::Thief.loot(9, 10), 9); // 0.9 pieces round down to none
    /// assert_eq!(Room::Standard.loot(7, 10), 7);
    /// ```
    pub fn loot(self, purse: u64, share: u8) -> u64 {
        match self {
            Room::Standard => purse,
            Room::Gold(amount) => purse.saturating_add(u64::from(amount)),
            Room::Thief => purse - stolen(purse, share),
        }
    }
}

/// The pieces a thief takes from `purse`: `share` percent, rounded down.
pub fn stolen(purse: u64, share: u8) -> u64 {
    // In u128 so that no purse overflows; the result is at most `purse`.
    let taken = u128::from(purse) * u128::from(share.min(100)) / 100;
    u64::try_from(taken).unwrap_or(purse)
}

/// Room codes: 0 for a standard room, [`THIEF`] for a thief's, any other the gold it holds.
const THIEF: u32 = u32::MAX;

/// A built treasure maze: the passages, the start and goal, and what each room holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Treasure {
    /// A maze of whole square cells, with a start and a goal (the constructors see to it).
    maze: Maze,
    /// One code per room, in the grid's row-major order.
    rooms: Vec<u32>,
    thief_share: u8,
}

impl Treasure {
    /// Builds the maze `config` describes and returns it with the random generator, which the
    /// game goes on using.
    pub fn build(config: &Config) -> Result<(Treasure, MazeRng), ConfigError> {
        let problems = config.problems();
        if !problems.is_empty() {
            return Err(ConfigError { problems });
        }
        let fail = |problem| ConfigError {
            problems: vec![problem],
        };
        let mut rng = mazes::rng_from_seed(config.seed);
        let mut grid = config
            .algorithm
            .generate(config.size, config.wrap, &mut rng)
            .map_err(|err| fail(Problem::Algorithm(err.to_string())))?;
        add_loops(&mut grid, config.loops, &mut rng).map_err(|err| match err {
            LoopsError::TooMany { asked, walls } => fail(Problem::TooManyLoops { asked, walls }),
            other => fail(Problem::Algorithm(other.to_string())),
        })?;
        let rooms = place_rooms(&grid, config, &mut rng);
        let maze = Maze::new(grid)
            .with_provenance(Some(config.algorithm), Some(config.seed))
            .with_endpoints(
                Endpoint::new(config.start, None),
                Endpoint::new(config.goal, None),
            )
            .map_err(|err| fail(Problem::Algorithm(err.to_string())))?;
        let treasure = Treasure {
            maze,
            rooms,
            thief_share: config.thief_share,
        };
        Ok((treasure, rng))
    }

    /// A treasure maze from its parts, as a file holds them: `rooms` has one code per room in
    /// the grid's order. The caller has checked the rooms against the maze, and that it keeps a
    /// grid and has ends.
    pub(crate) fn from_parts(maze: Maze, rooms: Vec<u32>, thief_share: u8) -> Treasure {
        Treasure {
            maze,
            rooms,
            thief_share,
        }
    }

    /// The extra passages beyond a perfect maze's: 0 on a perfect maze, the number of loops on
    /// a room maze.
    pub fn loops(&self) -> u64 {
        let grid = self.grid();
        (grid.passage_count() + 1).saturating_sub(grid.cell_count())
    }

    /// The rooms holding gold or a thief, with what they hold, in row order.
    pub fn loot_rooms(&self) -> impl Iterator<Item = (Pos, Room)> + '_ {
        let grid = self.grid();
        self.rooms
            .iter()
            .enumerate()
            .filter(|&(_, &code)| code != 0)
            .map(|(index, &code)| (grid.pos(index), decode(code)))
    }

    /// The maze: passages, start and goal.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// The grid of passages.
    pub fn grid(&self) -> &Grid {
        // Made from a grid or checked to keep one when read, and never changed.
        self.maze.grid().expect("a treasure maze keeps its grid")
    }

    /// The start room.
    pub fn start(&self) -> Pos {
        self.ends().0
    }

    /// The goal room.
    pub fn goal(&self) -> Pos {
        self.ends().1
    }

    /// The start and goal rooms (the top-left room for both, were either missing, which the
    /// constructors rule out).
    fn ends(&self) -> (Pos, Pos) {
        self.maze
            .endpoints()
            .map(|(start, goal)| (start.cell, goal.cell))
            .unwrap_or_default()
    }

    /// The percentage of a player's gold a thief takes.
    pub fn thief_share(&self) -> u8 {
        self.thief_share
    }

    /// What room `at` holds, or `None` outside the maze.
    pub fn room(&self, at: Pos) -> Option<Room> {
        let grid = self.grid();
        grid.contains(at)
            .then(|| decode(self.rooms[grid.index(at)]))
    }

    /// The gold a player carrying `purse` has after entering room `at` (unchanged outside).
    pub fn loot(&self, at: Pos, purse: u64) -> u64 {
        self.room(at)
            .map_or(purse, |room| room.loot(purse, self.thief_share))
    }
}

/// The code of `room` in a treasure's list.
pub(crate) fn encode(room: Room) -> u32 {
    match room {
        Room::Standard => 0,
        Room::Thief => THIEF,
        Room::Gold(gold) => gold,
    }
}

fn decode(code: u32) -> Room {
    match code {
        0 => Room::Standard,
        THIEF => Room::Thief,
        gold => Room::Gold(gold),
    }
}

/// Room codes for every cell: each room but the start and goal holds gold with chance
/// `gold_frequency`, else a thief with chance `thief_frequency` (of all rooms).
fn place_rooms(grid: &Grid, config: &Config, rng: &mut MazeRng) -> Vec<u32> {
    let (start, goal) = (grid.index(config.start), grid.index(config.goal));
    grid.cells()
        .enumerate()
        .map(|(index, _)| {
            if index == start || index == goal {
                return 0;
            }
            let draw: f64 = rng.random();
            if draw < config.gold_frequency {
                match config.gold {
                    GoldAmount::Fixed(n) => n,
                    GoldAmount::Range { min, max } => rng.random_range(min..=max),
                }
            } else if draw < config.gold_frequency + config.thief_frequency {
                THIEF
            } else {
                0
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::Size;

    #[test]
    fn thieves_take_their_share_rounded_down() {
        assert_eq!(stolen(10, 10), 1);
        assert_eq!(stolen(19, 10), 1);
        assert_eq!(stolen(20, 10), 2);
        assert_eq!(stolen(5, 50), 2);
        assert_eq!(stolen(7, 100), 7);
        assert_eq!(stolen(0, 100), 0);
        assert_eq!(stolen(u64::MAX, 100), u64::MAX);
        assert_eq!(stolen(u64::MAX, 50), u64::MAX / 2);
        assert_eq!(Room::Gold(u32::MAX - 1).loot(u64::MAX, 10), u64::MAX);
    }

    #[test]
    fn rooms_follow_the_frequencies_and_spare_the_start_and_goal() {
        let config = Config {
            size: Size::new(100, 100),
            gold: GoldAmount::Range { min: 5, max: 9 },
            ..Config::new(3)
        };
        let (treasure, _) = Treasure::build(&config).unwrap();
        let rooms: Vec<Room> = treasure
            .grid()
            .cells()
            .filter_map(|p| treasure.room(p))
            .collect();
        let gold = rooms.iter().filter(|r| matches!(r, Room::Gold(_))).count();
        let thieves = rooms.iter().filter(|r| **r == Room::Thief).count();
        assert!((1800..2200).contains(&gold), "{gold}");
        assert!((850..1150).contains(&thieves), "{thieves}");
        assert!(
            rooms
                .iter()
                .all(|r| !matches!(r, Room::Gold(n) if !(5..=9).contains(n)))
        );
        assert_eq!(treasure.room(config.start), Some(Room::Standard));
        assert_eq!(treasure.room(config.goal), Some(Room::Standard));
        assert_eq!(treasure.room(Pos::new(100, 0)), None);
    }

    #[test]
    fn extra_passages_make_loops_and_too_many_are_refused() {
        let config = Config {
            loops: 12,
            ..Config::new(1)
        };
        let (treasure, _) = Treasure::build(&config).unwrap();
        assert_eq!(treasure.grid().passage_count(), 49 - 1 + 12);
        let too_many = Config {
            loops: 1000,
            ..Config::new(1)
        };
        let err = Treasure::build(&too_many).unwrap_err();
        assert_eq!(
            err.to_string(),
            "1000 extra passages asked, but the maze has only 36 walls to open"
        );
    }

    #[test]
    fn every_bad_setting_is_named() {
        let config = Config {
            size: Size::new(0, 5),
            start: Pos::new(3, 9),
            goal: Pos::new(3, 9),
            gold_frequency: 0.7,
            thief_frequency: 1.5,
            gold: GoldAmount::Range { min: 9, max: 2 },
            thief_share: 101,
            ..Config::new(1)
        };
        let err = Treasure::build(&config).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a maze needs 1 to 4096 rooms each way, not 0×5; \
             the start (row 9, column 3) is outside the maze; \
             the goal (row 9, column 3) is outside the maze; \
             the start and the goal are the same room; \
             the thief frequency must be between 0 and 1, not 1.5; \
             the gold and thief frequencies add up to more than 1; \
             gold per room must be a range from at least 1 to at most 1000000, not 9 to 2; \
             a thief takes at most 100 % of the gold, not 101 %"
        );
    }
}
