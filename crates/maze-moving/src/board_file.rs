//! Game board files: parsing and checking everything section 3.3 of the specification asks.
//!
//! A board file is: a line `W H`; a line `K` (relics per colour); the floating tile; then `H`
//! lines of `W` six-character tiles separated by single spaces. Parsing reports every problem
//! it finds, each with its line, not just the first.

use std::fmt;

use crate::board::TileMaze;
use crate::{Colour, ParseTileError, Tile};

/// The smallest width or height of a tile maze.
pub const MIN_SIDE: usize = 3;
/// The largest width or height of a tile maze.
pub const MAX_SIDE: usize = 9;
/// Relics per colour must be fewer than this.
pub const RELIC_LIMIT: u8 = 10;

/// A checked board: the tile maze, the floating tile and the relics per colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The tile maze.
    pub maze: TileMaze,
    /// The tile outside the maze.
    pub floating: Tile,
    /// How many relics each colour must collect (K).
    pub relics: u8,
}

/// One thing wrong with a board file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The file ends before a line it needs.
    MissingLine {
        /// The line number that is missing.
        line: usize,
        /// What that line should hold.
        what: &'static str,
    },
    /// The first line is not two whole numbers separated by one space.
    BadSize {
        /// The line's text.
        found: String,
    },
    /// The width or height is even or outside 3 to 9.
    SizeOutOfRange {
        /// The width read.
        width: usize,
        /// The height read.
        height: usize,
    },
    /// The second line is not a whole number below 10.
    BadRelicCount {
        /// The line's text.
        found: String,
    },
    /// A tile could not be read.
    BadTile {
        /// The line number.
        line: usize,
        /// Why.
        error: ParseTileError,
    },
    /// A tile has fewer than two open sides.
    TooFewOpenings {
        /// The line number.
        line: usize,
        /// The tile as written.
        tile: String,
    },
    /// A row does not have `W` tiles separated by single spaces.
    WrongRowLength {
        /// The line number.
        line: usize,
        /// Tiles expected.
        expected: usize,
        /// Tiles found.
        found: usize,
    },
    /// There are more rows than the height says.
    ExtraRows {
        /// The first line too many.
        line: usize,
    },
    /// A relic's number is larger than K.
    RelicBeyondGoal {
        /// Its colour.
        colour: Colour,
        /// Its number.
        order: u8,
    },
    /// Two relics of one colour have the same number.
    DuplicateRelic {
        /// Their colour.
        colour: Colour,
        /// Their number.
        order: u8,
    },
    /// A relic numbered 1 to K is missing.
    MissingRelic {
        /// Its colour.
        colour: Colour,
        /// Its number.
        order: u8,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::MissingLine { line, what } => write!(f, "line {line}: missing ({what})"),
            Problem::BadSize { found } => {
                write!(
                    f,
                    "line 1: expected width and height like \"5 5\", found {found:?}"
                )
            }
            Problem::SizeOutOfRange { width, height } => write!(
                f,
                "line 1: width and height must be odd, from {MIN_SIDE} to {MAX_SIDE}; found {width} and {height}"
            ),
            Problem::BadRelicCount { found } => write!(
                f,
                "line 2: expected the relics per colour, 0 to {}, found {found:?}",
                RELIC_LIMIT - 1
            ),
            Problem::BadTile { line, error } => write!(f, "line {line}: {error}"),
            Problem::TooFewOpenings { line, tile } => {
                write!(f, "line {line}: tile {tile} has fewer than two open sides")
            }
            Problem::WrongRowLength {
                line,
                expected,
                found,
            } => write!(
                f,
                "line {line}: expected {expected} tiles separated by single spaces, found {found}"
            ),
            Problem::ExtraRows { line } => write!(f, "line {line}: more rows than the height says"),
            Problem::RelicBeyondGoal { colour, order } => write!(
                f,
                "relic {}{order} is numbered beyond the relic goal",
                colour.letter()
            ),
            Problem::DuplicateRelic { colour, order } => {
                write!(f, "relic {}{order} appears more than once", colour.letter())
            }
            Problem::MissingRelic { colour, order } => {
                write!(f, "relic {}{order} is missing", colour.letter())
            }
        }
    }
}

/// A board file that is not internally consistent, with every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("inconsistent board file: {}", .problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct BoardFileError {
    /// What is wrong, in the order found.
    pub problems: Vec<Problem>,
}

/// Reads and checks a board file.
pub fn parse_board(text: &str) -> Result<Setup, BoardFileError> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut problems = Vec::new();
    let line = |n: usize, what: &'static str, problems: &mut Vec<Problem>| {
        let found = lines.get(n - 1).copied();
        if found.is_none() {
            problems.push(Problem::MissingLine { line: n, what });
        }
        found
    };
    let size = line(1, "width and height", &mut problems).and_then(|l| read_size(l, &mut problems));
    let relics = line(2, "relics per colour", &mut problems)
        .and_then(|l| read_relic_count(l, &mut problems));
    let floating =
        line(3, "the floating tile", &mut problems).and_then(|l| read_tile(3, l, &mut problems));
    let Some((width, height)) = size else {
        return Err(BoardFileError { problems });
    };
    let mut rows = Vec::with_capacity(height);
    for y in 0..height {
        let number = 4 + y;
        if let Some(text) = line(number, "a row of tiles", &mut problems) {
            rows.push(read_row(number, text, width, &mut problems));
        }
    }
    if lines.len() > 3 + height {
        problems.push(Problem::ExtraRows { line: 4 + height });
    }
    // Relics are only counted on a board whose every row could be read, so that one bad row
    // does not also report its relics as missing.
    let complete: Option<Vec<Vec<Tile>>> = rows.into_iter().collect();
    let maze = complete
        .filter(|rows| rows.len() == height)
        .and_then(TileMaze::from_rows);
    if let (Some(k), Some(floating), Some(maze)) = (relics, floating, &maze) {
        check_relics(k, floating, maze, &mut problems);
    }
    match (problems.is_empty(), relics, floating, maze) {
        (true, Some(relics), Some(floating), Some(maze)) => Ok(Setup {
            maze,
            floating,
            relics,
        }),
        _ => Err(BoardFileError { problems }),
    }
}

/// Whether `text` is a whole number written with digits only.
fn digits(text: &str) -> Option<usize> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn read_size(text: &str, problems: &mut Vec<Problem>) -> Option<(usize, usize)> {
    let parsed = text
        .split_once(' ')
        .and_then(|(w, h)| Some((digits(w)?, digits(h)?)));
    let Some((width, height)) = parsed else {
        problems.push(Problem::BadSize {
            found: text.to_owned(),
        });
        return None;
    };
    if !side_fits(width) || !side_fits(height) {
        problems.push(Problem::SizeOutOfRange { width, height });
        return None;
    }
    Some((width, height))
}

fn read_relic_count(text: &str, problems: &mut Vec<Problem>) -> Option<u8> {
    match digits(text).filter(|&k| k < usize::from(RELIC_LIMIT)) {
        Some(k) => Some(k as u8),
        None => {
            problems.push(Problem::BadRelicCount {
                found: text.to_owned(),
            });
            None
        }
    }
}

fn read_tile(line: usize, text: &str, problems: &mut Vec<Problem>) -> Option<Tile> {
    match text.parse::<Tile>() {
        Ok(tile) if tile.open_count() >= 2 => Some(tile),
        Ok(_) => {
            problems.push(Problem::TooFewOpenings {
                line,
                tile: text.to_owned(),
            });
            None
        }
        Err(error) => {
            problems.push(Problem::BadTile { line, error });
            None
        }
    }
}

fn read_row(
    line: usize,
    text: &str,
    width: usize,
    problems: &mut Vec<Problem>,
) -> Option<Vec<Tile>> {
    let words: Vec<&str> = text.split(' ').collect();
    if words.len() != width {
        problems.push(Problem::WrongRowLength {
            line,
            expected: width,
            found: words.len(),
        });
        return None;
    }
    let tiles: Vec<Option<Tile>> = words.iter().map(|w| read_tile(line, w, problems)).collect();
    tiles.into_iter().collect()
}

/// Whether a board may be `n` tiles wide (or high): odd, from 3 to 9.
pub(crate) fn side_fits(n: usize) -> bool {
    n % 2 == 1 && (MIN_SIDE..=MAX_SIDE).contains(&n)
}

/// Checks that each colour has exactly the relics 1 to `k`, on the maze or the floating tile.
pub(crate) fn check_relics(k: u8, floating: Tile, maze: &TileMaze, problems: &mut Vec<Problem>) {
    let mut seen = [[false; RELIC_LIMIT as usize]; 4];
    let relics = maze
        .tiles()
        .map(|(_, t)| t)
        .chain([floating])
        .filter_map(Tile::relic);
    for relic in relics {
        let (colour, order) = (relic.colour, relic.order);
        if order > k {
            problems.push(Problem::RelicBeyondGoal { colour, order });
        } else if std::mem::replace(&mut seen[colour.index()][usize::from(order)], true) {
            problems.push(Problem::DuplicateRelic { colour, order });
        }
    }
    for colour in Colour::ALL {
        for order in 1..=k {
            if !seen[colour.index()][usize::from(order)] {
                problems.push(Problem::MissingRelic { colour, order });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "5 3\n2\n1010xx\n0110xx 0101g1 0111b2 1010y2 0011xx\n1110y1 1011r2 1110xx 0101r1 1011xx\n1100xx 1010xx 1101b1 1010g2 1001xx\n";

    fn problems(text: &str) -> Vec<Problem> {
        parse_board(text).unwrap_err().problems
    }

    #[test]
    fn the_specification_example_reads() {
        let setup = parse_board(GOOD).unwrap();
        assert_eq!(
            (setup.maze.width(), setup.maze.height(), setup.relics),
            (5, 3, 2)
        );
        assert_eq!(setup.floating.to_string(), "1010xx");
        assert!(parse_board(&GOOD.replace('\n', "\r\n")).is_ok());
    }

    #[test]
    fn every_problem_is_reported_with_its_line() {
        let text = GOOD
            .replace("0101g1", "0100g1")
            .replace("1110xx 0101r1", "1110xx  0101r1")
            .replace("1010g2", "1010g3");
        let found = problems(&text);
        assert!(
            found.contains(&Problem::TooFewOpenings {
                line: 4,
                tile: "0100g1".into()
            }),
            "{found:?}"
        );
        assert!(found.contains(&Problem::WrongRowLength {
            line: 5,
            expected: 5,
            found: 6
        }));
    }

    #[test]
    fn sizes_must_be_odd_and_between_3_and_9() {
        for size in ["4 3", "3 11", "1 3", "3", "3  3", "-3 3", "3 3 3", "a b"] {
            assert!(
                !problems(&GOOD.replacen("5 3", size, 1)).is_empty(),
                "{size}"
            );
        }
    }

    #[test]
    fn relics_must_be_numbered_one_to_k_once_per_colour() {
        assert!(
            problems(&GOOD.replace("0101g1", "0101g2")).contains(&Problem::DuplicateRelic {
                colour: Colour::Green,
                order: 2
            })
        );
        assert!(
            problems(&GOOD.replacen("2\n", "3\n", 1)).contains(&Problem::MissingRelic {
                colour: Colour::Red,
                order: 3
            })
        );
        assert!(
            problems(&GOOD.replacen("2\n", "1\n", 1)).contains(&Problem::RelicBeyondGoal {
                colour: Colour::Blue,
                order: 2
            })
        );
        assert!(!problems(&GOOD.replacen("2\n", "10\n", 1)).is_empty());
    }

    #[test]
    fn rows_must_be_exactly_the_height() {
        let missing = GOOD.lines().take(5).collect::<Vec<_>>().join("\n");
        assert!(problems(&missing).contains(&Problem::MissingLine {
            line: 6,
            what: "a row of tiles"
        }));
        let extra = format!("{GOOD}1010xx 1010xx 1010xx 1010xx 1010xx\n");
        assert_eq!(problems(&extra), vec![Problem::ExtraRows { line: 7 }]);
    }
}
