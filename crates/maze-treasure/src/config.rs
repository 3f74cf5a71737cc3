//! The settings of a treasure maze, in the spirit of seed 001's `Maze2dBuilder`, and everything
//! that can be wrong with them.

use std::fmt;

use mazes::{Algorithm, Pos, Size, Wrap};

/// The longest side of a treasure maze: a 4096 × 4096 maze (16.7 million rooms) builds in a few
/// seconds and answers every query in well under one.
pub const MAX_SIDE: u32 = 4096;

/// The most gold one room may hold; it keeps every purse far from overflowing.
pub const MAX_ROOM_GOLD: u32 = 1_000_000;

/// How much gold a gold room holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GoldAmount {
    /// Every gold room holds this many pieces.
    Fixed(u32),
    /// Each gold room holds a number of pieces drawn uniformly from `min..=max`.
    Range {
        /// The fewest pieces.
        min: u32,
        /// The most pieces.
        max: u32,
    },
}

/// The settings of a treasure maze. [`Config::new`] gives seed 001's example: 7 × 7, start at
/// row 0, column 0, goal at row 6, column 6, a fifth of the rooms holding gold and a tenth a
/// thief.
///
/// Cells are [`Pos`] values (`x` the column, `y` the row); the console program speaks in rows
/// and columns, as the seed does.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// Columns and rows.
    pub size: Size,
    /// Where the player starts.
    pub start: Pos,
    /// Where the game ends.
    pub goal: Pos,
    /// The chance that a room (other than the start and the goal) holds gold.
    pub gold_frequency: f64,
    /// The chance that a room without gold holds a thief, as a share of all rooms: a room is a
    /// gold room with chance `gold_frequency`, a thief's with chance `thief_frequency`.
    pub thief_frequency: f64,
    /// The gold in each gold room.
    pub gold: GoldAmount,
    /// The percentage of the player's gold a thief takes, rounded down to whole pieces (a thief
    /// meeting a player with 9 pieces takes 10 % of 9, which is 0).
    pub thief_share: u8,
    /// Extra passages beyond a perfect maze, opened at random walls: 0 makes a perfect maze
    /// (one way between any two rooms), more make a room maze with that many loops (the seed's
    /// `targetEdgeCount` less the perfect maze's edges).
    pub loops: u64,
    /// Which edges wrap around to the other side.
    pub wrap: Wrap,
    /// The generator of the perfect maze underneath.
    pub algorithm: Algorithm,
    /// The seed of everything random: the maze, its rooms, and the game's random choices.
    pub seed: u64,
    /// What the player is called (seed 001's console asks for it).
    pub player: String,
}

impl Config {
    /// Seed 001's example maze, from `seed`.
    pub fn new(seed: u64) -> Config {
        Config {
            size: Size::new(7, 7),
            start: Pos::new(0, 0),
            goal: Pos::new(6, 6),
            gold_frequency: 0.2,
            thief_frequency: 0.1,
            gold: GoldAmount::Fixed(10),
            thief_share: 10,
            loops: 0,
            wrap: Wrap::None,
            algorithm: Algorithm::Backtracker,
            seed,
            player: "Player".to_owned(),
        }
    }

    /// The loops a game gets when none are asked for: one a nine rooms, so that between start
    /// and goal there are several ways and gold against thieves is a choice (a perfect maze
    /// has one way and nothing to decide). Never more than a maze without wrapping has walls
    /// to open, `(width - 1) × (height - 1)`, so a corridor gets none.
    pub const fn fair_loops(size: Size) -> u64 {
        let (width, height) = (size.width as u64, size.height as u64);
        let rooms = width * height;
        let walls = width.saturating_sub(1) * height.saturating_sub(1);
        if rooms / 9 < walls { rooms / 9 } else { walls }
    }

    /// The goal of a `size` maze wrapping as `wrap` says, when no other is chosen: the
    /// bottom-right room, or on a maze wrapping both ways, where the corners are neighbours of
    /// the top-left start, the middle one.
    pub const fn default_goal(size: Size, wrap: Wrap) -> Pos {
        match wrap {
            Wrap::Both => Pos::new(size.width / 2, size.height / 2),
            _ => Pos::new(size.width.saturating_sub(1), size.height.saturating_sub(1)),
        }
    }

    /// Everything wrong with the settings; empty if they make a maze. The number of extra
    /// passages is checked against the walls when the maze is built.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let Size { width, height } = self.size;
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            problems.push(Problem::Size(self.size));
        }
        if (self.wrap.x() && width < 2) || (self.wrap.y() && height < 2) {
            problems.push(Problem::WrapTooNarrow(self.wrap));
        }
        if let Err(err) = self.algorithm.supports(self.wrap) {
            problems.push(Problem::Algorithm(err.to_string()));
        }
        for (role, pos) in [("start", self.start), ("goal", self.goal)] {
            if pos.x >= width || pos.y >= height {
                problems.push(Problem::OffGrid { role, pos });
            }
        }
        if self.start == self.goal {
            problems.push(Problem::SameStartAndGoal);
        }
        for (what, share) in [
            ("gold", self.gold_frequency),
            ("thief", self.thief_frequency),
        ] {
            if !(0.0..=1.0).contains(&share) {
                problems.push(Problem::Frequency { what, share });
            }
        }
        if self.gold_frequency + self.thief_frequency > 1.0 {
            problems.push(Problem::FrequenciesOverOne);
        }
        let (min, max) = match self.gold {
            GoldAmount::Fixed(n) => (n, n),
            GoldAmount::Range { min, max } => (min, max),
        };
        if min == 0 || min > max || max > MAX_ROOM_GOLD {
            problems.push(Problem::Gold(self.gold));
        }
        if self.thief_share > 100 {
            problems.push(Problem::ThiefShare(self.thief_share));
        }
        problems
    }
}

/// One thing wrong with settings.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Problem {
    /// A side is 0 or longer than [`MAX_SIDE`].
    Size(Size),
    /// A wrapping axis is a single room across.
    WrapTooNarrow(Wrap),
    /// The generator cannot make a maze on this topology; the reason.
    Algorithm(String),
    /// The start or goal lies outside the maze.
    OffGrid {
        /// `start` or `goal`.
        role: &'static str,
        /// The cell.
        pos: Pos,
    },
    /// The start and goal are the same room.
    SameStartAndGoal,
    /// A frequency outside 0 to 1.
    Frequency {
        /// `gold` or `thief`.
        what: &'static str,
        /// The frequency given.
        share: f64,
    },
    /// Gold and thief frequencies add up to more than every room.
    FrequenciesOverOne,
    /// Gold per room below 1, above [`MAX_ROOM_GOLD`], or a range whose ends are reversed.
    Gold(GoldAmount),
    /// A thief's share above 100 %.
    ThiefShare(u8),
    /// More extra passages than the perfect maze has walls to open.
    TooManyLoops {
        /// Extra passages asked for.
        asked: u64,
        /// Walls that could be opened.
        walls: u64,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Size(size) => {
                write!(f, "a maze needs 1 to {MAX_SIDE} rooms each way, not {size}")
            }
            Problem::WrapTooNarrow(wrap) => {
                write!(
                    f,
                    "a maze wrapping in {wrap} needs 2 rooms along each wrapping axis"
                )
            }
            Problem::Algorithm(reason) => f.write_str(reason),
            Problem::OffGrid { role, pos } => write!(
                f,
                "the {role} (row {}, column {}) is outside the maze",
                pos.y, pos.x
            ),
            Problem::SameStartAndGoal => f.write_str("the start and the goal are the same room"),
            Problem::Frequency { what, share } => {
                write!(
                    f,
                    "the {what} frequency must be between 0 and 1, not {share}"
                )
            }
            Problem::FrequenciesOverOne => {
                f.write_str("the gold and thief frequencies add up to more than 1")
            }
            Problem::Gold(GoldAmount::Fixed(n)) => {
                write!(f, "a gold room holds 1 to {MAX_ROOM_GOLD} pieces, not {n}")
            }
            Problem::Gold(GoldAmount::Range { min, max }) => write!(
                f,
                "gold per room must be a range from at least 1 to at most {MAX_ROOM_GOLD}, not {min} to {max}"
            ),
            Problem::ThiefShare(share) => {
                write!(f, "a thief takes at most 100 % of the gold, not {share} %")
            }
            Problem::TooManyLoops { asked, walls } => write!(
                f,
                "{asked} extra passages asked, but the maze has only {walls} walls to open"
            ),
        }
    }
}

/// Why a treasure maze could not be built: every problem with its settings.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct ConfigError {
    /// What is wrong, at least one thing.
    pub problems: Vec<Problem>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fair_loops_give_one_a_nine_rooms_but_never_more_walls_than_there_are() {
        assert_eq!(Config::fair_loops(Size::new(7, 7)), 5);
        assert_eq!(Config::fair_loops(Size::new(30, 20)), 66);
        assert_eq!(
            Config::fair_loops(Size::new(10, 1)),
            0,
            "a corridor has no wall to open"
        );
        assert_eq!(Config::fair_loops(Size::new(2, 2)), 0);
        assert_eq!(Config::fair_loops(Size::new(3, 3)), 1);
        // Every fair count builds, wrapping or not.
        for (w, h) in [(1, 1), (2, 3), (3, 3), (4, 9), (7, 7), (16, 2)] {
            for wrap in Wrap::ALL {
                let size = Size::new(w, h);
                let config = Config {
                    size,
                    wrap,
                    goal: Config::default_goal(size, wrap),
                    loops: Config::fair_loops(size),
                    ..Config::new(1)
                };
                if config.problems().is_empty() {
                    crate::Treasure::build(&config).unwrap();
                }
            }
        }
    }
}
