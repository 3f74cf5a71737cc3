//! The letter board inside the maze's walls, as pieces both front ends draw: line mode as
//! plain text, the terminal UI with colours.

use maze_words::{Board, Breakdown};
use mazes::{Direction, Pos};

/// How a cell is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Just its letter.
    None,
    /// On the path shown.
    Path,
    /// On the path shown, in a word it reads.
    Word,
    /// The path's head, where the player stands.
    Head,
    /// Explored by a search, not on its path (yet).
    Explored,
}

/// One piece of a board row: walls, or a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Wall characters (or the spaces of a passage).
    Wall(String),
    /// A cell, its letter and how it is shown.
    Cell {
        /// The cell.
        at: Pos,
        /// Its lower-case letter.
        letter: u8,
        /// How it is shown.
        mark: Mark,
    },
}

/// The board's rows, walls and cells, with `mark` saying how each cell is shown. The
/// entrance (left of the top-left cell) and the exit (right of the bottom-right one) are
/// gaps in the border. `unicode` draws walls with box-drawing lines, else with `+-|`.
pub fn board_rows(board: &Board, mark: impl Fn(Pos) -> Mark, unicode: bool) -> Vec<Vec<Piece>> {
    let walls = Walls { board, unicode };
    let (width, height) = (board.grid().width(), board.grid().height());
    let mut rows = Vec::new();
    for cy in 0..=height {
        let mut line = Vec::new();
        for cx in 0..=width {
            line.push(Piece::Wall(walls.corner(cx, cy).to_string()));
            if cx < width {
                let across = if walls.horizontal(cx, cy) {
                    walls.dash()
                } else {
                    "   "
                };
                line.push(Piece::Wall(across.to_owned()));
            }
        }
        rows.push(line);
        if cy == height {
            break;
        }
        let mut line = Vec::new();
        for cx in 0..=width {
            let upright = if walls.vertical(cx, cy) {
                walls.bar()
            } else {
                " "
            };
            line.push(Piece::Wall(upright.to_owned()));
            if cx < width {
                let at = Pos::new(cx, cy);
                line.push(Piece::Cell {
                    at,
                    letter: board.letter(at),
                    mark: mark(at),
                });
            }
        }
        rows.push(line);
    }
    rows
}

/// The board as plain text: letters on the path in capitals, the head in brackets.
pub fn plain_board(board: &Board, mark: impl Fn(Pos) -> Mark) -> Vec<String> {
    board_rows(board, mark, false)
        .iter()
        .map(|row| {
            let line: String = row.iter().map(plain_piece).collect();
            line.trim_end().to_owned()
        })
        .collect()
}

fn plain_piece(piece: &Piece) -> String {
    match piece {
        Piece::Wall(text) => text.clone(),
        Piece::Cell { letter, mark, .. } => {
            let letter = *letter as char;
            match mark {
                Mark::None => format!(" {letter} "),
                Mark::Explored => format!(" {letter}."),
                Mark::Path | Mark::Word => format!(" {} ", letter.to_ascii_uppercase()),
                Mark::Head => format!("[{}]", letter.to_ascii_uppercase()),
            }
        }
    }
}

/// How a path marks the cells: on it, and its last cell as the head if `head`.
pub fn path_marks(path: &[Pos], head: bool) -> impl Fn(Pos) -> Mark + '_ {
    move |at| match path.iter().position(|&p| p == at) {
        Some(i) if head && i + 1 == path.len() => Mark::Head,
        Some(_) => Mark::Path,
        None => Mark::None,
    }
}

/// Two columns of lines side by side, the left padded to `width` characters.
pub fn side_by_side(left: &[String], right: &[String], width: usize) -> Vec<String> {
    let rows = left.len().max(right.len());
    (0..rows)
        .map(|i| {
            let l = left.get(i).map_or("", String::as_str);
            let r = right.get(i).map_or("", String::as_str);
            let pad = width.saturating_sub(l.chars().count());
            format!("{l}{}{r}", " ".repeat(pad)).trim_end().to_owned()
        })
        .collect()
}

/// The letters a path reads, in walking order.
pub fn letters(board: &Board, path: &[Pos]) -> String {
    path.iter().map(|&at| board.letter(at) as char).collect()
}

/// The steps of a path as `wasd` letters.
pub fn wasd(board: &Board, path: &[Pos]) -> String {
    mazes::Path::from_cells(board.grid(), path).map_or_else(String::new, |path| path.to_wasd())
}

/// A score's lines: one a term, then the total.
pub fn breakdown_lines(breakdown: &Breakdown) -> Vec<String> {
    breakdown.to_string().lines().map(str::to_owned).collect()
}

/// A score's lines for a narrow column: each word and its points, the cells, the bonus and
/// the total, without the arithmetic.
pub fn short_breakdown_lines(breakdown: &Breakdown) -> Vec<String> {
    let row = |label: String, points: i64| format!("  {label:<14}{points:>+5}");
    let mut lines: Vec<String> = breakdown
        .words
        .iter()
        .map(|word| row(word.word.clone(), word.points))
        .collect();
    if lines.is_empty() {
        lines.push("  (no words)".to_owned());
    }
    lines.push(row(format!("{} cells", breakdown.cells), breakdown.length));
    let under = breakdown.par.saturating_sub(breakdown.cells);
    lines.push(row(format!("{under} under par"), breakdown.bonus));
    lines.push(format!("  {:<14}{:>5}", "total", breakdown.total));
    lines
}

/// Which walls stand, and the characters that draw them.
struct Walls<'a> {
    board: &'a Board,
    unicode: bool,
}

impl Walls<'_> {
    /// Whether a wall runs along the top of cell column `x` at corner row `cy`.
    fn horizontal(&self, x: u32, cy: u32) -> bool {
        let height = self.board.grid().height();
        cy == 0
            || cy == height
            || !self
                .board
                .grid()
                .is_open(Pos::new(x, cy - 1), Direction::South)
    }

    /// Whether a wall runs down the left of cell row `y` at corner column `cx`; the
    /// entrance and exit are gaps in the border.
    fn vertical(&self, cx: u32, y: u32) -> bool {
        let grid = self.board.grid();
        let (width, height) = (grid.width(), grid.height());
        if cx == 0 {
            y != 0
        } else if cx == width {
            y != height - 1
        } else {
            !grid.is_open(Pos::new(cx - 1, y), Direction::East)
        }
    }

    /// The character where walls meet at corner (`cx`, `cy`).
    fn corner(&self, cx: u32, cy: u32) -> char {
        let grid = self.board.grid();
        let (width, height) = (grid.width(), grid.height());
        let up = cy > 0 && self.vertical(cx, cy - 1);
        let down = cy < height && self.vertical(cx, cy);
        let left = cx > 0 && self.horizontal(cx - 1, cy);
        let right = cx < width && self.horizontal(cx, cy);
        if !self.unicode {
            return if up || down || left || right {
                '+'
            } else {
                ' '
            };
        }
        match (up, down, left, right) {
            (false, false, false, false) => ' ',
            (true, false, false, false) => '╵',
            (false, true, false, false) => '╷',
            (false, false, true, false) => '╴',
            (false, false, false, true) => '╶',
            (true, true, false, false) => '│',
            (false, false, true, true) => '─',
            (false, true, false, true) => '┌',
            (false, true, true, false) => '┐',
            (true, false, false, true) => '└',
            (true, false, true, false) => '┘',
            (true, true, false, true) => '├',
            (true, true, true, false) => '┤',
            (false, true, true, true) => '┬',
            (true, false, true, true) => '┴',
            (true, true, true, true) => '┼',
        }
    }

    fn dash(&self) -> &'static str {
        if self.unicode { "───" } else { "---" }
    }

    fn bar(&self) -> &'static str {
        if self.unicode { "│" } else { "|" }
    }
}
