//! What can be wrong with a maze file, whichever form it takes: the JSON file, the ASCII
//! picture or the bin file.

use crate::{direction::Direction, pos::Pos, size::Size};

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

/// One thing wrong with the contents of a version 2 file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ShapeProblem {
    /// The rows of the mask or the passages are not the shape's.
    #[error("the {what} have {found} rows, but a {shape} has {expected}")]
    RowCount {
        /// `mask` or `passages`.
        what: &'static str,
        /// The rows found.
        found: usize,
        /// The rows the shape has.
        expected: usize,
        /// The shape, such as `hex 8×6`.
        shape: String,
    },
    /// A row of the mask or the passages is not as long as the shape's row.
    #[error("row {row} of the {what} has {found} characters, expected {expected}")]
    RowLength {
        /// `mask` or `passages`.
        what: &'static str,
        /// The row, from 0.
        row: usize,
        /// Characters found.
        found: usize,
        /// Characters expected.
        expected: usize,
    },
    /// A character of the mask other than `.` and `#`.
    #[error("row {row} of the mask has {found:?}: use '.' for cells that are on, '#' for off")]
    MaskCharacter {
        /// The row, from 0.
        row: usize,
        /// The character.
        found: char,
    },
    /// A character of the crossings other than `.`, `-` and `|`.
    #[error(
        "row {row} of the crossings has {found:?}: use '.' for no crossing, '-' for a passage \
         running east-west under the cell, '|' for one running north-south"
    )]
    CrossingCharacter {
        /// The row, from 0.
        row: usize,
        /// The character.
        found: char,
    },
    /// A crossing whose four passages are not all open.
    #[error(
        "the crossing at cell {cell} has its side {side} closed; a crossing's four passages are open"
    )]
    ClosedCrossing {
        /// The square cell, numbered row by row.
        cell: usize,
        /// The closed side (north 0, east 1, south 2, west 3).
        side: usize,
    },
    /// Passage digits that are not hexadecimal.
    #[error("cell {cell} has passages {found:?}, not two hex digits")]
    Digits {
        /// The cell, in the shape's order.
        cell: usize,
        /// The text found.
        found: String,
    },
    /// A passage the shape does not allow there.
    #[error("cell {cell} opens side {side}, {why}")]
    Side {
        /// The cell, in the shape's order.
        cell: usize,
        /// The side.
        side: usize,
        /// What is wrong with it.
        why: &'static str,
    },
    /// A door set on a side of the start or the goal that is not on the border.
    #[error("the {which}'s door is on side {side}, which is not on the border")]
    Door {
        /// `start` or `goal`.
        which: &'static str,
        /// The side.
        side: usize,
    },
    /// The start or the goal is not a cell that is on.
    #[error("the {which} is cell {cell}, which is not a cell of the maze")]
    End {
        /// `start` or `goal`.
        which: &'static str,
        /// The cell, in the shape's order.
        cell: usize,
    },
    /// The file gives a start and no goal, or a goal and no start.
    #[error("the file gives a {given} but no {missing}: a maze has both or neither")]
    OneEnd {
        /// `start` or `goal`: the end given.
        given: &'static str,
        /// The other end.
        missing: &'static str,
    },
}
