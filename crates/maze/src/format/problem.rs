//! What can be wrong with a maze file, whichever form it takes: the JSON file, the ASCII
//! picture or the bin file.

use crate::{Direction, Pos, Size};

/// One thing wrong with a maze file, found by the reader of its form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Problem {
    /// JSON: the height and the rows of passages disagree.
    #[error("height is {height} but there are {rows} rows of passages")]
    RowCount {
        /// The height the file says.
        height: u32,
        /// The rows it holds.
        rows: u64,
    },
    /// JSON: a row of passages is not as long as the maze is wide.
    #[error("row {row} of passages has {cells} cells, expected {width}")]
    RowLength {
        /// The row, from 0.
        row: u32,
        /// The cells it holds.
        cells: u64,
        /// The width the file says.
        width: u32,
    },
    /// JSON: a passage digit other than 0 to 3.
    #[error("cell {at} has passage digit {digit:?}; digits are 0 to 3")]
    PassageDigit {
        /// The cell.
        at: Pos,
        /// The character found.
        digit: char,
    },
    /// Any form: a passage through the outer wall of a maze that does not wrap that way.
    #[error("cell {at} opens {dir}, through the outer wall of a maze that does not wrap that way")]
    ThroughBorder {
        /// The cell.
        at: Pos,
        /// The way it opens.
        dir: Direction,
    },
    /// JSON and bin: a start without a goal, or a goal without a start.
    #[error("a maze has both a start and a goal, or neither")]
    OneEnd,
    /// ASCII: a start (S) without a goal (G), or a goal without a start.
    #[error("a maze has both a start (S) and a goal (G), or neither")]
    OneEndMarked,
    /// ASCII: nothing but blank lines.
    #[error("the picture is empty")]
    EmptyPicture,
    /// ASCII: not 2H+1 lines starting with `+`.
    #[error("an ASCII maze is 2H+1 lines starting with '+', not {0} lines")]
    LineCount(usize),
    /// ASCII: a first line that is not 4W+1 characters.
    #[error("an ASCII maze's first line is 4W+1 characters, not {0}")]
    FirstLine(usize),
    /// ASCII: a line longer than the first.
    #[error("line {0} is longer than the first")]
    LongLine(usize),
    /// ASCII: more cells across or down than a maze holds.
    #[error("the picture is too large")]
    PictureTooLarge,
    /// ASCII: two cells marked S, or two marked G.
    #[error("more than one cell is marked {0}")]
    MarkedTwice(char),
    /// ASCII: a gap in the outer wall that is neither a door nor a wrapping passage.
    #[error(
        "cell {0} has a gap in the outer wall that is neither a door beside S or G nor a passage across a wrapping border"
    )]
    BorderGap(Pos),
    /// Bin: the file does not start with the bin format's magic bytes.
    #[error("not a maze bin file (wrong magic bytes)")]
    NotBin,
    /// Bin: a wrapping code other than 0 to 3.
    #[error("unknown wrapping code {0}")]
    WrapCode(u8),
    /// Bin: a door code other than 0 to 3 or none.
    #[error("unknown door code {0}")]
    DoorCode(u8),
    /// Bin: a size of no cells.
    #[error("a maze needs at least one cell, not {0}")]
    NoCells(Size),
    /// Bin: the file ends early.
    #[error("the file is truncated in {0}")]
    Truncated(String),
    /// Bin: bytes after the last row.
    #[error("there are bytes after the last row")]
    TrailingBytes,
    /// Bin: rows too wide for the checker's memory.
    #[error(
        "checking rows {width} cells wide needs {bytes} bytes of memory, more than can be allocated"
    )]
    TooWideToCheck {
        /// The width of the rows.
        width: u32,
        /// The memory asked for.
        bytes: u64,
    },
}
