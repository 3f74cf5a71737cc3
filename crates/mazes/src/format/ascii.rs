//! Reading the ASCII picture back: the exact format of [`crate::render::ascii`], so that
//! `maze generate | maze solve -` works with the toolkit's default output.
//!
//! Walls and gaps give the passages; `S` and `G` give the start and goal, and a gap in the
//! outer wall beside one of them is its door. Other gaps in the outer wall must come in pairs
//! facing each other across the maze: they are passages of a wrapping maze. Path dots and
//! player marks are ignored. What the picture cannot say (the algorithm, the seed) is absent.

use super::{FormatError, Problem};
use crate::{
    direction::Direction, grid::Grid, maze::Maze, pos::Endpoint, pos::Pos, size::Size,
    topology::Wrap,
};

/// The characters of the picture, a row of chars per line, short lines padded with spaces
/// (editors trim trailing spaces).
struct Picture {
    lines: Vec<Vec<char>>,
}

impl Picture {
    fn at(&self, column: usize, line: usize) -> char {
        self.lines
            .get(line)
            .and_then(|l| l.get(column))
            .copied()
            .unwrap_or(' ')
    }
}

/// Reads an ASCII maze picture.
///
/// ```
/// let maze = mazes::MazeBuilder::new(mazes::Size::new(5, 3)).seed(2).build()?;
/// let picture = mazes::render::ascii(&maze, &mazes::render::Overlay::ends(&maze))?;
/// let read = mazes::format::ascii::from_ascii(&picture)?;
/// assert_eq!(read.grid(), maze.grid());
/// assert_eq!(read.ends(), maze.ends());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn from_ascii(text: &str) -> Result<Maze, FormatError> {
    let lines: Vec<Vec<char>> = text
        .lines()
        .map(|l| l.trim_end().chars().collect())
        .skip_while(|l: &Vec<char>| l.is_empty())
        .collect();
    let lines: Vec<Vec<char>> = {
        let last = lines
            .iter()
            .rposition(|l| !l.is_empty())
            .map_or(0, |i| i + 1);
        lines.into_iter().take(last).collect()
    };
    let top = lines.first().ok_or(Problem::EmptyPicture)?;
    if lines.len() < 3 || lines.len().is_multiple_of(2) || top.first() != Some(&'+') {
        return Err(Problem::LineCount(lines.len()).into());
    }
    let columns = top.len();
    if columns < 5 || (columns - 1) % 4 != 0 {
        return Err(Problem::FirstLine(columns).into());
    }
    let too_long = |l: &Vec<char>| l.len() > columns;
    if let Some(line) = lines.iter().position(too_long) {
        return Err(Problem::LongLine(line + 1).into());
    }
    let size = Size::new(
        u32::try_from((columns - 1) / 4).map_err(|_| Problem::PictureTooLarge)?,
        u32::try_from((lines.len() - 1) / 2).map_err(|_| Problem::PictureTooLarge)?,
    );
    let picture = Picture { lines };
    let (start, goal) = (
        find_mark(&picture, size, 'S')?,
        find_mark(&picture, size, 'G')?,
    );
    let wrap = border_wrap(&picture, size, [start, goal])?;
    let mut grid = Grid::new(size, wrap).map_err(FormatError::Grid)?;
    carve_passages(&picture, &mut grid)?;
    match (start, goal) {
        (Some(start), Some(goal)) => {
            let ends = (
                endpoint(&picture, &grid, start),
                endpoint(&picture, &grid, goal),
            );
            let maze = Maze::new(grid);
            maze.with_endpoints(ends.0, ends.1)
                .map_err(FormatError::Ends)
        }
        (None, None) => Ok(Maze::new(grid)),
        _ => Err(Problem::OneEndMarked.into()),
    }
}

/// The cell marked `mark`, if one is (and only one).
fn find_mark(picture: &Picture, size: Size, mark: char) -> Result<Option<Pos>, FormatError> {
    let mut found = None;
    for y in 0..size.height {
        for x in 0..size.width {
            if picture.at(4 * x as usize + 2, 2 * y as usize + 1) == mark {
                if found.is_some() {
                    return Err(Problem::MarkedTwice(mark).into());
                }
                found = Some(Pos::new(x, y));
            }
        }
    }
    Ok(found)
}

/// The gaps in the outer wall of `side`'s border, as the cells they are beside. A gap is a
/// space, as between cells, so that the wrapping decided from the gaps and the passages
/// [`carve_passages`] opens always agree.
fn border_gaps(picture: &Picture, size: Size, side: Direction) -> Vec<Pos> {
    let (w, h) = (size.width, size.height);
    let gap = |column: u32, line: u32| picture.at(column as usize, line as usize) == ' ';
    match side {
        Direction::North => (0..w)
            .filter(|&x| gap(4 * x + 2, 0))
            .map(|x| Pos::new(x, 0))
            .collect(),
        Direction::South => (0..w)
            .filter(|&x| gap(4 * x + 2, 2 * h))
            .map(|x| Pos::new(x, h - 1))
            .collect(),
        Direction::West => (0..h)
            .filter(|&y| gap(0, 2 * y + 1))
            .map(|y| Pos::new(0, y))
            .collect(),
        Direction::East => (0..h)
            .filter(|&y| gap(4 * w, 2 * y + 1))
            .map(|y| Pos::new(w - 1, y))
            .collect(),
    }
}

/// Which axes wrap: those whose border gaps, other than doors beside S or G, face each other.
fn border_wrap(
    picture: &Picture,
    size: Size,
    marks: [Option<Pos>; 2],
) -> Result<Wrap, FormatError> {
    let is_door = |pos: Pos| marks.contains(&Some(pos));
    let mut wraps = [false; 2];
    for (axis, (a, b)) in [
        (Direction::West, Direction::East),
        (Direction::North, Direction::South),
    ]
    .into_iter()
    .enumerate()
    {
        let across = |p: Pos| if axis == 0 { p.y } else { p.x };
        let (first, second) = (border_gaps(picture, size, a), border_gaps(picture, size, b));
        let lone = |mine: &[Pos], theirs: &[Pos]| {
            mine.iter()
                .copied()
                .find(|&p| !is_door(p) && !theirs.iter().any(|&q| across(q) == across(p)))
        };
        if let Some(pos) = lone(&first, &second).or_else(|| lone(&second, &first)) {
            return Err(Problem::BorderGap(pos).into());
        }
        let paired = first
            .iter()
            .any(|&p| second.iter().any(|&q| across(q) == across(p)));
        let doors_only = first.iter().chain(&second).all(|&p| is_door(p));
        wraps[axis] = paired && !doors_only;
    }
    Ok(match wraps {
        [false, false] => Wrap::None,
        [true, false] => Wrap::X,
        [false, true] => Wrap::Y,
        [true, true] => Wrap::Both,
    })
}

/// Opens every passage the picture shows between cells (across a wrapping border too).
fn carve_passages(picture: &Picture, grid: &mut Grid) -> Result<(), FormatError> {
    let (w, h) = (grid.width(), grid.height());
    for y in 0..h {
        for x in 0..w {
            let pos = Pos::new(x, y);
            let east_open = x + 1 < w || grid.wrap().x();
            if east_open && picture.at(4 * (x as usize + 1), 2 * y as usize + 1) == ' ' {
                grid.carve(pos, Direction::East)
                    .map_err(FormatError::Grid)?;
            }
            let south_open = y + 1 < h || grid.wrap().y();
            let wall = picture.at(4 * x as usize + 2, 2 * (y as usize + 1));
            if south_open && wall == ' ' {
                grid.carve(pos, Direction::South)
                    .map_err(FormatError::Grid)?;
            }
        }
    }
    Ok(())
}

/// The endpoint at `cell`: its door is a gap beside it in an outer wall that does not wrap.
fn endpoint(picture: &Picture, grid: &Grid, cell: Pos) -> Endpoint {
    let door = Direction::ALL.into_iter().find(|&side| {
        grid.neighbor(cell, side).is_none()
            && border_gaps(picture, grid.size(), side).contains(&cell)
    });
    Endpoint::new(cell, door)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{Overlay, ascii};
    use crate::{build::MazeBuilder, generate::Algorithm, openings::Openings};

    #[test]
    fn every_picture_reads_back_as_its_maze() {
        for (algorithm, wrap, openings) in [
            (Algorithm::Backtracker, Wrap::None, Openings::Corners),
            (Algorithm::Wilson, Wrap::None, Openings::Sides),
            (Algorithm::Kruskal, Wrap::X, Openings::Corners),
            (Algorithm::Backtracker, Wrap::Y, Openings::Sides),
            (Algorithm::Prim, Wrap::None, Openings::None),
        ] {
            for seed in 0..20 {
                let maze = MazeBuilder::new(Size::new(7, 5))
                    .algorithm(algorithm)
                    .wrap(wrap)
                    .openings(openings)
                    .seed(seed)
                    .build()
                    .unwrap();
                let path = maze
                    .endpoints()
                    .and_then(|(s, g)| crate::solve::bfs(maze.grid().unwrap(), s.cell, g.cell));
                let overlay = match &path {
                    Some(path) => Overlay::solution(&maze, path),
                    None => Overlay::ends(&maze),
                };
                let read = from_ascii(&ascii(&maze, &overlay).unwrap()).unwrap();
                assert_eq!(read.grid(), maze.grid(), "{algorithm} {wrap:?} seed {seed}");
                assert_eq!(read.ends(), maze.ends(), "{algorithm} {wrap:?} seed {seed}");
            }
        }
    }

    #[test]
    fn pictures_that_are_not_mazes_are_refused() {
        for bad in [
            "",
            "hello",
            "+---+\n|   |\n",
            "+---+\n| S  \n+---+\n",
            "+--+\n|  |\n+--+\n",
        ] {
            assert!(from_ascii(bad).is_err(), "{bad:?}");
        }
        let two_starts = "+---+---+\n| S   S |\n+---+---+\n";
        assert!(
            from_ascii(two_starts)
                .unwrap_err()
                .to_string()
                .contains("more than one")
        );
    }
}
