//! The JSON maze file: one reader for both versions, one writer that chooses.

use std::io::{Read, Write};

use serde::{Deserialize, Serialize};

use super::{FormatError, Problem, shaped};
use crate::{
    direction::Direction, generate::Algorithm, grid::Grid, grid::GridError, maze::Maze,
    pos::Endpoint, pos::Pos, size::Size, topology::Wrap,
};

/// The newest version this library writes and reads: version 2 (every shape); whole squares
/// are written as version 1.
pub const VERSION: u32 = 2;

/// The version of a whole square maze's file.
const SQUARE_VERSION: u32 = 1;

/// The kind of document a maze file is, as its header says.
pub(super) const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze",
    version: VERSION,
    oldest: SQUARE_VERSION,
    what: "maze file",
};

/// A start or goal as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EndpointFile {
    x: u32,
    y: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    door: Option<String>,
}

/// The file as stored, before any check; `P` is the passages: rows read into strings, or
/// [`Rows`] written straight from a grid.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MazeFile<P> {
    format: String,
    version: u32,
    width: u32,
    height: u32,
    wrap: Wrap,
    algorithm: Option<String>,
    seed: Option<u64>,
    start: Option<EndpointFile>,
    goal: Option<EndpointFile>,
    passages: P,
}

/// The passages of a grid, serialised a row at a time so writing needs no copy of the maze.
struct Rows<'a>(&'a Grid);

impl Serialize for Rows<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((0..self.0.height()).map(|y| row_digits(self.0, y)))
    }
}

/// What a version 1 file holds, borrowed from a maze that keeps its grid.
struct SquareParts<'a> {
    grid: &'a Grid,
    ends: Option<(Endpoint, Endpoint)>,
    algorithm: Option<crate::generate::Algorithm>,
    seed: Option<u64>,
}

impl<'a> SquareParts<'a> {
    /// The parts of `maze`, if it keeps a grid.
    fn of(maze: &'a Maze) -> Option<SquareParts<'a>> {
        Some(SquareParts {
            grid: maze.grid()?,
            ends: maze.endpoints(),
            algorithm: maze.algorithm(),
            seed: maze.seed(),
        })
    }
}

/// The version 1 file of `parts`.
fn square_file(parts: SquareParts<'_>) -> MazeFile<Rows<'_>> {
    let grid = parts.grid;
    let endpoint = |e: Endpoint| EndpointFile {
        x: e.cell.x,
        y: e.cell.y,
        door: e.door.map(|d| d.name().to_owned()),
    };
    MazeFile {
        format: FORMAT.id.to_owned(),
        version: SQUARE_VERSION,
        width: grid.width(),
        height: grid.height(),
        wrap: grid.wrap(),
        algorithm: parts.algorithm.map(|a| a.name().to_owned()),
        seed: parts.seed,
        start: parts.ends.map(|(s, _)| endpoint(s)),
        goal: parts.ends.map(|(_, g)| endpoint(g)),
        passages: Rows(grid),
    }
}

impl Serialize for Maze {
    /// A maze serialises as its file (version 1 for whole squares, 2 otherwise), so it can be
    /// embedded in other documents (such as game saves) and read back with the same checks.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match SquareParts::of(self) {
            Some(parts) => square_file(parts).serialize(serializer),
            None => shaped::file_of(self).serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Maze {
    /// Reads a version 1 or 2 file with every check [`from_json`] makes.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = serde_json::Value::deserialize(deserializer)?;
        let header = maze_store::Header {
            format: value["format"].as_str().unwrap_or_default().to_owned(),
            version: value["version"]
                .as_u64()
                .and_then(|v| u32::try_from(v).ok())
                .unwrap_or(0),
        };
        FORMAT.check(&header).map_err(D::Error::custom)?;
        let maze = if header.version == SQUARE_VERSION {
            check(MazeFile::deserialize(value).map_err(D::Error::custom)?)
        } else {
            shaped::check(shaped::ShapeFile::deserialize(value).map_err(D::Error::custom)?)
        };
        maze.map_err(D::Error::custom)
    }
}

/// Writes `maze` as pretty-printed JSON: version 1 for a whole rectangle of square cells
/// (written a row at a time, with no copy of the maze), version 2 for any other.
pub fn write_json<W: Write>(out: W, maze: &Maze) -> Result<(), FormatError> {
    let mut out = std::io::BufWriter::new(out);
    let written = match SquareParts::of(maze) {
        Some(parts) => serde_json::to_writer_pretty(&mut out, &square_file(parts)),
        None => serde_json::to_writer_pretty(&mut out, &shaped::file_of(maze)),
    };
    // A failed write is the output's error, not a file that is not a maze.
    written.map_err(|err| match err.io_error_kind() {
        Some(_) => FormatError::Io(err.into()),
        None => FormatError::Json(err),
    })?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// `maze` as JSON text, as [`write_json`] writes it.
pub fn to_json(maze: &Maze) -> String {
    let mut out = Vec::new();
    // Writing strings and numbers to memory cannot fail.
    let _ = write_json(&mut out, maze);
    // serde_json writes UTF-8.
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads a maze of any shape from JSON text, version 1 or 2.
///
/// ```
/// use mazes::shape::{Lattice, Shape};
///
/// let square = mazes::MazeBuilder::new(mazes::Size::new(4, 3)).seed(1).build()?;
/// let text = mazes::format::to_json(&square);
/// assert!(text.contains("\"version\": 1"));
/// assert_eq!(mazes::format::from_json(&text)?, square);
///
/// let polar = mazes::Maze::generate(Lattice::new(Shape::polar(4))?, mazes::Algorithm::Kruskal, 3)?;
/// assert_eq!(mazes::format::from_json(&mazes::format::to_json(&polar))?, polar);
/// assert!(mazes::format::from_json("{}").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn from_json(text: &str) -> Result<Maze, FormatError> {
    match FORMAT.check_json(text)? {
        SQUARE_VERSION => check(serde_json::from_str::<MazeFile<Vec<String>>>(text)?),
        _ => shaped::check(serde_json::from_str(text)?),
    }
}

/// Reads a maze from a JSON stream, as [`from_json`].
pub fn read_json<R: Read>(mut input: R) -> Result<Maze, FormatError> {
    let mut text = String::new();
    input.read_to_string(&mut text)?;
    from_json(&text)
}

fn row_digits(grid: &Grid, y: u32) -> String {
    (0..grid.width())
        .map(|x| {
            let pos = Pos::new(x, y);
            let east = u32::from(grid.is_open(pos, Direction::East));
            let south = u32::from(grid.is_open(pos, Direction::South));
            char::from_digit(east + 2 * south, 10).unwrap_or('0')
        })
        .collect()
}

/// Checks a file as stored and turns it into a maze.
fn check(file: MazeFile<Vec<String>>) -> Result<Maze, FormatError> {
    FORMAT.check(&maze_store::Header {
        format: file.format,
        version: file.version,
    })?;
    let size = Size::new(file.width, file.height);
    if file.passages.len() as u64 != u64::from(file.height) {
        return Err(Problem::RowCount {
            height: file.height,
            rows: file.passages.len() as u64,
        }
        .into());
    }
    if size.cells() == 0 {
        return Err(FormatError::Grid(GridError::Empty(size)));
    }
    // Check the rows' lengths before allocating, so a file claiming a huge size cannot make us
    // allocate more than its own text justifies.
    for (y, row) in (0..).zip(&file.passages) {
        let cells = row.chars().count();
        if cells != file.width as usize {
            return Err(Problem::RowLength {
                row: y,
                cells: cells as u64,
                width: file.width,
            }
            .into());
        }
    }
    let mut grid = Grid::new(size, file.wrap).map_err(FormatError::Grid)?;
    for (y, row) in (0..).zip(&file.passages) {
        read_row(&mut grid, y, row)?;
    }
    let algorithm = file
        .algorithm
        .map(|name| name.parse::<Algorithm>().map_err(FormatError::Algorithm))
        .transpose()?;
    let maze = Maze::new(grid).with_provenance(algorithm, file.seed);
    match (file.start, file.goal) {
        (None, None) => Ok(maze),
        (Some(start), Some(goal)) => {
            let (start, goal) = (endpoint(start)?, endpoint(goal)?);
            maze.with_endpoints(start, goal).map_err(FormatError::Ends)
        }
        _ => Err(Problem::OneEnd.into()),
    }
}

fn read_row(grid: &mut Grid, y: u32, row: &str) -> Result<(), FormatError> {
    for (x, digit) in (0..).zip(row.chars()) {
        let pos = Pos::new(x, y);
        let bits = match digit {
            '0'..='3' => digit as u32 - '0' as u32,
            _ => return Err(Problem::PassageDigit { at: pos, digit }.into()),
        };
        for (bit, dir) in [(1, Direction::East), (2, Direction::South)] {
            if bits & bit != 0 {
                grid.carve(pos, dir)
                    .map_err(|_| Problem::ThroughBorder { at: pos, dir })?;
            }
        }
    }
    Ok(())
}

fn endpoint(file: EndpointFile) -> Result<Endpoint, FormatError> {
    let door = file
        .door
        .map(|name| name.parse::<Direction>().map_err(FormatError::Door))
        .transpose()?;
    Ok(Endpoint::new(Pos::new(file.x, file.y), door))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::MazeBuilder;

    fn sample() -> String {
        to_json(&MazeBuilder::new(Size::new(3, 2)).seed(4).build().unwrap())
    }

    /// The error and its causes, as `{:#}` of anyhow prints them.
    fn report(err: &dyn std::error::Error) -> String {
        let mut text = err.to_string();
        let mut cause = err.source();
        while let Some(err) = cause {
            text = format!("{text}: {err}");
            cause = err.source();
        }
        text
    }

    fn broken(from: &str, to: &str) -> String {
        let text = sample();
        assert!(text.contains(from), "{from:?} not in {text}");
        text.replacen(from, to, 1)
    }

    #[test]
    fn future_versions_are_refused() {
        let err = from_json(&broken("\"version\": 1", "\"version\": 3")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "this maze file is version 3, but this program reads versions 1 to 2; a newer version of the program may read it"
        );
    }

    #[test]
    fn passages_through_the_border_are_refused() {
        let text = r#"{"format": "maze", "version": 1, "width": 2, "height": 1, "wrap": "none",
            "algorithm": null, "seed": null, "start": null, "goal": null, "passages": ["11"]}"#;
        let err = from_json(text).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid maze: cell 1,0 opens east, through the outer wall of a maze that does not wrap that way"
        );
        let wrapped = text.replace("\"none\"", "\"x\"");
        assert_eq!(
            from_json(&wrapped).unwrap().grid().unwrap().passage_count(),
            2
        );
    }

    #[test]
    fn bad_digits_rows_and_sizes_are_refused() {
        let text = sample();
        for (from, to, says) in [
            ("\"width\": 3", "\"width\": 4", "expected 4"),
            ("\"height\": 2", "\"height\": 3", "2 rows"),
            ("\"width\": 3", "\"width\": 0", "at least one cell"),
            ("\"backtracker\"", "\"bogo\"", "unknown algorithm"),
            (
                "\"format\": \"maze\"",
                "\"format\": \"map\"",
                "this is not a maze file",
            ),
        ] {
            assert!(text.contains(from), "{from}");
            let err = report(&from_json(&text.replacen(from, to, 1)).unwrap_err());
            assert!(err.contains(says), "{from} → {err}");
        }
        assert!(from_json(&text[..text.len() / 2]).is_err());
    }

    #[test]
    fn the_golden_version_1_file_keeps_loading() {
        let golden = include_str!("../../tests/golden/maze-v1.json");
        let maze = from_json(golden).unwrap();
        assert_eq!(maze.grid().unwrap().size(), Size::new(6, 4));
        assert_eq!(maze.grid().unwrap().wrap(), Wrap::X);
        assert_eq!(
            (maze.algorithm(), maze.seed()),
            (Some(Algorithm::Backtracker), Some(5))
        );
        assert_eq!(
            to_json(&maze),
            golden,
            "the library no longer writes what it wrote"
        );
        let built = MazeBuilder::new(Size::new(6, 4))
            .wrap(Wrap::X)
            .seed(5)
            .build()
            .unwrap();
        assert_eq!(maze, built);
    }
}
