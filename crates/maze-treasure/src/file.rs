//! The treasure maze file: JSON in the versioned envelope every saved document has, holding
//! the library's maze file (passages, start and goal) and the rooms with gold or a thief.
//!
//! ```
//! use maze_treasure::{Config, Treasure, file};
//!
//! let (treasure, _) = Treasure::build(&Config::new(7))?;
//! let text = file::to_json(&treasure)?;
//! assert_eq!(file::from_json(&text)?, treasure);
//! assert!(file::from_json("{}").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::HashSet;

use mazes::{Maze, Pos};
use serde::{Deserialize, Serialize};

use crate::config::MAX_ROOM_GOLD;
use crate::treasure::{Room, Treasure, encode};

/// The kind of document, as its header says.
pub const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-treasure",
    version: 1,
    oldest: 1,
    what: "treasure maze file",
};

/// Why text could not be read as a treasure maze.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FileError {
    /// Not a treasure maze file, damaged, or of another version; or its maze is invalid.
    #[error(transparent)]
    Envelope(#[from] maze_store::EnvelopeError),
    /// The rooms do not fit the maze.
    #[error(transparent)]
    Invalid(#[from] InvalidFile),
}

/// A well-formed treasure maze file whose rooms do not fit its maze, with every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid treasure maze: {}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct InvalidFile {
    /// What is wrong, in the order checked.
    pub problems: Vec<FileProblem>,
}

/// One thing wrong with a treasure maze file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FileProblem {
    /// The maze has no start and goal.
    #[error("the maze has no start and goal")]
    NoEnds,
    /// The maze is not a whole rectangle of square cells, the only rooms a treasure maze has.
    #[error("the maze is not a whole rectangle of square rooms")]
    NotSquare,
    /// The start and the goal are one room.
    #[error("the start and the goal are the same room")]
    SameStartAndGoal,
    /// A thief's share above 100 %.
    #[error("a thief takes at most 100 % of the gold, not {0} %")]
    ThiefShare(u8),
    /// More rooms than this machine can address.
    #[error("the maze has more rooms than this machine can address")]
    TooManyRooms,
    /// A room listed outside the maze.
    #[error("the room at row {}, column {} is outside the maze", .0.y, .0.x)]
    Outside(Pos),
    /// A room listed at the start or the goal, which hold nothing.
    #[error("the room at row {}, column {} is the start or the goal, which hold nothing", .0.y, .0.x)]
    StartOrGoal(Pos),
    /// A room listed twice.
    #[error("the room at row {}, column {} is listed twice", .0.y, .0.x)]
    ListedTwice(Pos),
    /// A gold room holding no gold or more than [`MAX_ROOM_GOLD`].
    #[error("the room at row {}, column {} holds {pieces} pieces; a gold room holds 1 to {MAX_ROOM_GOLD}", .at.y, .at.x)]
    Gold {
        /// The room.
        at: Pos,
        /// The pieces listed.
        pieces: u32,
    },
}

/// The body of the file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TreasureFile {
    maze: Maze,
    /// The percentage of the player's gold a thief takes.
    thief_share: u8,
    gold: Vec<GoldRoom>,
    thieves: Vec<Place>,
}

/// A room holding gold.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GoldRoom {
    row: u32,
    column: u32,
    pieces: u32,
}

/// A room holding a thief.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Place {
    row: u32,
    column: u32,
}

/// `treasure` as pretty-printed JSON.
pub fn to_json(treasure: &Treasure) -> Result<String, maze_store::EnvelopeError> {
    let mut file = TreasureFile {
        maze: treasure.maze().clone(),
        thief_share: treasure.thief_share(),
        gold: Vec::new(),
        thieves: Vec::new(),
    };
    for (pos, room) in treasure.loot_rooms() {
        let (row, column) = (pos.y, pos.x);
        match room {
            Room::Gold(pieces) => file.gold.push(GoldRoom {
                row,
                column,
                pieces,
            }),
            Room::Thief => file.thieves.push(Place { row, column }),
            Room::Standard => {}
        }
    }
    Ok(FORMAT.to_json(&file)? + "\n")
}

/// Reads a treasure maze from JSON text, checking everything: the maze as the library checks
/// its own files, then that it has a start and a goal, that every room lies in it, holds 1 to
/// [`MAX_ROOM_GOLD`] pieces, is listed once, and is neither the start nor the goal. Every
/// problem is listed.
pub fn from_json(text: &str) -> Result<Treasure, FileError> {
    let file: TreasureFile = FORMAT.from_json(text)?;
    let maze = file.maze;
    let mut problems = Vec::new();
    let Some(grid) = maze.grid() else {
        problems.push(FileProblem::NotSquare);
        return Err(InvalidFile { problems }.into());
    };
    let ends = maze
        .endpoints()
        .map(|(start, goal)| (start.cell, goal.cell));
    match ends {
        None => problems.push(FileProblem::NoEnds),
        Some((start, goal)) if start == goal => problems.push(FileProblem::SameStartAndGoal),
        Some(_) => {}
    }
    if file.thief_share > 100 {
        problems.push(FileProblem::ThiefShare(file.thief_share));
    }
    let Ok(rooms_in_maze) = usize::try_from(grid.cell_count()) else {
        problems.push(FileProblem::TooManyRooms);
        return Err(InvalidFile { problems }.into());
    };
    let rooms = file
        .gold
        .iter()
        .map(|g| (Pos::new(g.column, g.row), Room::Gold(g.pieces)))
        .chain(
            file.thieves
                .iter()
                .map(|t| (Pos::new(t.column, t.row), Room::Thief)),
        );
    let mut codes = vec![0; rooms_in_maze];
    let mut seen = HashSet::new();
    for (pos, room) in rooms {
        if !grid.contains(pos) {
            problems.push(FileProblem::Outside(pos));
            continue;
        }
        if ends.is_some_and(|(start, goal)| pos == start || pos == goal) {
            problems.push(FileProblem::StartOrGoal(pos));
        }
        if !seen.insert(pos) {
            problems.push(FileProblem::ListedTwice(pos));
        }
        if let Room::Gold(pieces) = room
            && !(1..=MAX_ROOM_GOLD).contains(&pieces)
        {
            problems.push(FileProblem::Gold { at: pos, pieces });
        }
        codes[grid.index(pos)] = encode(room);
    }
    if !problems.is_empty() {
        return Err(InvalidFile { problems }.into());
    }
    Ok(Treasure::from_parts(maze, codes, file.thief_share))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;

    fn sample() -> (Treasure, serde_json::Value) {
        let (treasure, _) = Treasure::build(&Config::new(3)).unwrap();
        let json = serde_json::from_str(&to_json(&treasure).unwrap()).unwrap();
        (treasure, json)
    }

    #[test]
    fn files_round_trip_with_every_room() {
        for loops in [0, 6] {
            let config = Config {
                loops,
                wrap: mazes::Wrap::X,
                ..Config::new(loops)
            };
            let (treasure, _) = Treasure::build(&config).unwrap();
            let read = from_json(&to_json(&treasure).unwrap()).unwrap();
            assert_eq!(read, treasure);
            assert!(read.loot_rooms().count() > 0);
        }
    }

    #[test]
    fn tampered_files_are_refused_with_the_reason() {
        let (_, json) = sample();
        let tamper = |edit: Edit<'_>| {
            let mut json = json.clone();
            edit(&mut json);
            from_json(&json.to_string()).unwrap_err().to_string()
        };
        type Edit<'a> = &'a dyn Fn(&mut serde_json::Value);
        let cases: [(Edit<'_>, &str); 6] = [
            (
                &|j| j["game"]["gold"][0]["row"] = 99.into(),
                "row 99, column",
            ),
            (
                &|j| j["game"]["gold"][0]["pieces"] = 0.into(),
                "holds 0 pieces",
            ),
            (
                &|j| {
                    let gold = &j["game"]["gold"][0];
                    let first = serde_json::json!({"row": gold["row"], "column": gold["column"]});
                    j["game"]["thieves"].as_array_mut().unwrap().push(first);
                },
                "listed twice",
            ),
            (
                &|j| {
                    let start = serde_json::json!({"row": 0, "column": 0});
                    j["game"]["thieves"].as_array_mut().unwrap().push(start);
                },
                "is the start or the goal",
            ),
            (&|j| j["game"]["thief_share"] = 101.into(), "101 %"),
            (&|j| j["version"] = 2.into(), "version 2"),
        ];
        for (edit, expected) in cases {
            let message = tamper(edit);
            assert!(message.contains(expected), "{message:?} lacks {expected:?}");
        }
        assert!(from_json("not json").is_err());
        let many = {
            let mut json = json.clone();
            json["game"]["thief_share"] = 200.into();
            json["game"]["gold"][0]["pieces"] = 0.into();
            json["game"]["gold"][1]["row"] = 70.into();
            json.to_string()
        };
        let Err(FileError::Invalid(invalid)) = from_json(&many) else {
            panic!("three problems")
        };
        assert_eq!(invalid.problems.len(), 3, "{invalid}");
        assert_eq!(invalid.problems[0], FileProblem::ThiefShare(200));
        assert!(from_json(&json["game"]["maze"].to_string()).is_err());
    }
}
