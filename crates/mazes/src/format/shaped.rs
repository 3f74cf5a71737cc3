//! The JSON file format, version 2: mazes of every shape and mask (`docs/json-format.md`).
//!
//! Version 2 adds the `shape` and the `mask` to version 1's fields and stores the passages as
//! one string per row of cells (per ring for polar shapes), two hex digits per cell: bit `k` set
//! when the cell's side `k` is an open passage to a cell that comes later in the shape's order,
//! so each passage is stored once.

use serde::{Deserialize, Serialize};

use super::json::FORMAT;
use super::{FormatError, ShapeProblem, VERSION};
use crate::shape::weave::{Crossing, Under};
use crate::shape::{Lattice, Mask, Shape, Square, Tiling, Weave};
use crate::{generate::Algorithm, maze::Door, maze::Maze, size::Size, topology::Wrap};

/// A shape as stored.
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
enum ShapeSpec {
    Square {
        width: u32,
        height: u32,
        #[serde(default)]
        wrap: Wrap,
    },
    Hex {
        width: u32,
        height: u32,
    },
    Triangle {
        width: u32,
        height: u32,
    },
    Polar {
        rings: u32,
    },
    Upsilon {
        width: u32,
        height: u32,
    },
    Levels {
        levels: u32,
        base: Box<ShapeSpec>,
    },
    Weave {
        width: u32,
        height: u32,
        crossings: Vec<String>,
    },
}

/// A version 2 file as stored, before any check.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ShapeFile {
    format: String,
    version: u32,
    shape: ShapeSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mask: Option<Vec<String>>,
    algorithm: Option<String>,
    seed: Option<u64>,
    /// The start and the goal: both, or neither (null).
    start: Option<usize>,
    goal: Option<usize>,
    /// The start's door, where set rather than found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start_door: Option<FileDoor>,
    /// The goal's door, where set rather than found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    goal_door: Option<FileDoor>,
    passages: Vec<String>,
}

/// A door set in a file: a side's number, or `"none"` for no door.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(untagged)]
enum FileDoor {
    Side(usize),
    Word(NoDoor),
}

/// The word for no door.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum NoDoor {
    None,
}

impl FileDoor {
    /// How a file writes `door`: nothing where it is found.
    fn of(door: Door) -> Option<FileDoor> {
        match door {
            Door::Found => None,
            Door::Side(side) => Some(FileDoor::Side(side)),
            Door::Closed => Some(FileDoor::Word(NoDoor::None)),
        }
    }

    /// The door a file's `door` sets.
    fn door(door: Option<FileDoor>) -> Door {
        match door {
            None => Door::Found,
            Some(FileDoor::Side(side)) => Door::Side(side),
            Some(FileDoor::Word(NoDoor::None)) => Door::Closed,
        }
    }
}

impl ShapeSpec {
    fn of(shape: &Shape) -> ShapeSpec {
        let (width, height) = shape.columns_rows().map_or((0, 0), |s| (s.width, s.height));
        match shape {
            Shape::Square(s) => ShapeSpec::Square {
                width,
                height,
                wrap: s.wrap(),
            },
            Shape::Hex(_) => ShapeSpec::Hex { width, height },
            Shape::Triangle(_) => ShapeSpec::Triangle { width, height },
            Shape::Upsilon(_) => ShapeSpec::Upsilon { width, height },
            Shape::Polar(p) => ShapeSpec::Polar { rings: p.rings() },
            Shape::Levels(l) => ShapeSpec::Levels {
                levels: l.levels(),
                base: Box::new(ShapeSpec::of(l.base())),
            },
            Shape::Weave(w) => ShapeSpec::Weave {
                width,
                height,
                crossings: crossing_rows(w),
            },
        }
    }

    fn shape(&self) -> Result<Shape, ShapeProblem> {
        Ok(match *self {
            ShapeSpec::Levels { levels, ref base } => Shape::levels(base.shape()?, levels),
            ShapeSpec::Weave {
                width,
                height,
                ref crossings,
            } => Shape::Weave(read_crossings(Size::new(width, height), crossings)?),
            ShapeSpec::Square {
                width,
                height,
                wrap,
            } => Shape::Square(Square::new(Size::new(width, height), wrap)),
            ShapeSpec::Hex { width, height } => Shape::hex(Size::new(width, height)),
            ShapeSpec::Triangle { width, height } => Shape::triangle(Size::new(width, height)),
            ShapeSpec::Upsilon { width, height } => Shape::upsilon(Size::new(width, height)),
            ShapeSpec::Polar { rings } => Shape::polar(rings),
        })
    }
}

/// The crossings of `weave` as rows of characters, one a cell: `.` none, `-` a passage running
/// east–west under the cell's bridge, `|` one running north–south.
fn crossing_rows(weave: &Weave) -> Vec<String> {
    let size = weave.size();
    let mut rows = vec![vec!['.'; size.width as usize]; size.height as usize];
    let w = size.width as usize;
    for crossing in weave.crossings() {
        rows[crossing.cell / w][crossing.cell % w] = match crossing.under {
            Under::EastWest => '-',
            Under::NorthSouth => '|',
        };
    }
    rows.into_iter().map(String::from_iter).collect()
}

/// Reads the rows [`crossing_rows`] writes, for a weave of `size`.
fn read_crossings(size: Size, rows: &[String]) -> Result<Weave, ShapeProblem> {
    let (w, h) = (size.width as usize, size.height as usize);
    if rows.len() != h {
        return Err(ShapeProblem::RowCount {
            what: "crossings",
            found: rows.len(),
            expected: h,
            shape: format!("woven square {size}"),
        });
    }
    let mut crossings = Vec::new();
    for (row, text) in rows.iter().enumerate() {
        let found = text.chars().count();
        if found != w {
            return Err(ShapeProblem::RowLength {
                what: "crossings",
                row,
                found,
                expected: w,
            });
        }
        for (column, c) in text.chars().enumerate() {
            let under = match c {
                '.' => continue,
                '-' => Under::EastWest,
                '|' => Under::NorthSouth,
                found => return Err(ShapeProblem::CrossingCharacter { row, found }),
            };
            crossings.push(Crossing {
                cell: row * w + column,
                under,
            });
        }
    }
    Ok(Weave::new(size, crossings))
}

/// How many rows [`rows`] lists for `shape`, without listing them.
fn row_count(shape: &Shape) -> u64 {
    match shape {
        Shape::Polar(p) => u64::from(p.rings()),
        Shape::Levels(l) => u64::from(l.levels()) * row_count(l.base()),
        Shape::Weave(w) => u64::from(w.size().height) + 1,
        _ => shape
            .columns_rows()
            .map_or(1, |size| u64::from(size.height)),
    }
}

/// The cells of each row of `shape` (each ring of a polar one), as ranges of the shape's order.
fn rows(shape: &Shape) -> Vec<std::ops::Range<usize>> {
    match shape {
        Shape::Weave(w) => {
            let squares = w.squares();
            let mut rows = rows(&Shape::square(w.size()));
            rows.push(squares..squares + w.crossings().len());
            rows
        }
        Shape::Levels(l) => {
            let floor = l.base().cell_count();
            let base = rows(l.base());
            (0..l.levels() as usize)
                .flat_map(|level| {
                    base.iter()
                        .map(move |r| r.start + level * floor..r.end + level * floor)
                })
                .collect()
        }
        Shape::Polar(p) => (0..p.rings() as usize)
            .scan(0, |start, ring| {
                let range = *start..*start + p.ring_len(ring);
                *start = range.end;
                Some(range)
            })
            .collect(),
        _ => {
            let size = shape.columns_rows().unwrap_or(Size::new(1, 1));
            let w = size.width as usize;
            (0..size.height as usize)
                .map(|y| y * w..(y + 1) * w)
                .collect()
        }
    }
}

/// The version 2 file of `maze`.
pub(crate) fn file_of(maze: &Maze) -> ShapeFile {
    let shape = maze.shape();
    let rows = rows(shape);
    let mask = maze.mask().map(|mask| {
        rows.iter()
            .map(|row| {
                row.clone()
                    .map(|c| if mask.is_on(c) { '.' } else { '#' })
                    .collect()
            })
            .collect()
    });
    let passages = rows
        .iter()
        .map(|row| {
            row.clone()
                .map(|c| format!("{:02x}", owned_open_sides(maze, c)))
                .collect()
        })
        .collect();
    ShapeFile {
        format: FORMAT.id.to_owned(),
        version: VERSION,
        shape: ShapeSpec::of(shape),
        mask,
        algorithm: maze.algorithm().map(|a| a.name().to_owned()),
        seed: maze.seed(),
        start: maze.start().map(|cell| maze.shape_cell(cell)),
        goal: maze.goal().map(|cell| maze.shape_cell(cell)),
        start_door: FileDoor::of(maze.doors().0),
        goal_door: FileDoor::of(maze.doors().1),
        passages,
    }
}

/// The open sides of the shape's cell `cell` that lead to a later cell, as bits.
fn owned_open_sides(maze: &Maze, cell: usize) -> u8 {
    let Some(dense) = maze.cell_of(cell) else {
        return 0;
    };
    let mut bits = 0;
    for side in 0..maze.side_count(dense) {
        let later = maze.across(dense, side).is_some_and(|to| to > dense);
        if later && maze.is_open_side(dense, side) {
            bits |= 1 << side;
        }
    }
    bits
}

/// Checks a version 2 file as stored and turns it into a maze.
pub(crate) fn check(file: ShapeFile) -> Result<Maze, FormatError> {
    let shape = file.shape.shape()?;
    shape.check().map_err(FormatError::Shape)?;
    let shape_name = format!("{} {}", shape.describe(), shape.size_text());
    // The rows counted before they are listed, so that a short file claiming a huge shape
    // cannot make us allocate more than its own text justifies.
    let expected = row_count(&shape);
    if file.passages.len() as u64 != expected {
        return Err(ShapeProblem::RowCount {
            what: "passages",
            found: file.passages.len(),
            expected: usize::try_from(expected).unwrap_or(usize::MAX),
            shape: shape_name,
        }
        .into());
    }
    let rows = rows(&shape);
    let check_rows = |what, texts: &[String], per_cell: usize| {
        if texts.len() != rows.len() {
            return Err(ShapeProblem::RowCount {
                what,
                found: texts.len(),
                expected: rows.len(),
                shape: shape_name.clone(),
            });
        }
        for (row, (text, cells)) in texts.iter().zip(&rows).enumerate() {
            let (found, expected) = (text.chars().count(), cells.len() * per_cell);
            if found != expected {
                return Err(ShapeProblem::RowLength {
                    what,
                    row,
                    found,
                    expected,
                });
            }
        }
        Ok(())
    };
    // Lengths first, so that a file claiming a huge shape cannot make us allocate more than
    // its own text justifies.
    check_rows("passages", &file.passages, 2)?;
    let mut maze = match (&shape, &file.mask) {
        // Whole squares keep a grid: no lattice made to read them.
        (Shape::Square(square), None) => Maze::new(
            crate::grid::Grid::new(square.size(), square.wrap()).map_err(FormatError::Grid)?,
        ),
        (_, None) => Maze::walled(Lattice::new(shape.clone()).map_err(FormatError::Shape)?),
        (_, Some(mask_rows)) => {
            check_rows("mask", mask_rows, 1)?;
            let mask = read_mask(&shape, mask_rows)?;
            let lattice = Lattice::masked(shape.clone(), mask).map_err(FormatError::Shape)?;
            Maze::walled(lattice)
        }
    };
    for (text, cells) in file.passages.iter().zip(&rows) {
        for (cell, digits) in cells.clone().zip(text.as_bytes().chunks(2)) {
            read_cell(&mut maze, cell, digits)?;
        }
    }
    check_crossings(&maze)?;
    let algorithm = file
        .algorithm
        .map(|name| name.parse::<Algorithm>().map_err(FormatError::Algorithm))
        .transpose()?;
    let maze = maze.with_provenance(algorithm, file.seed);
    let end = |which, cell: usize| maze.cell_of(cell).ok_or(ShapeProblem::End { which, cell });
    let (start, goal) = match (file.start, file.goal) {
        (Some(start), Some(goal)) => (end("start", start)?, end("goal", goal)?),
        (None, None) => return Ok(maze.without_ends()),
        (Some(_), None) => return Err(one_end("start", "goal")),
        (None, Some(_)) => return Err(one_end("goal", "start")),
    };
    let (start_door, goal_door) = (
        FileDoor::door(file.start_door),
        FileDoor::door(file.goal_door),
    );
    let maze = maze
        .with_ends(start, goal)
        .map_err(|e| ShapeProblem::End {
            which: e.which,
            cell: e.cell,
        })?
        .with_doors(start_door, goal_door);
    for (which, set, kept) in [
        ("start", start_door, maze.doors().0),
        ("goal", goal_door, maze.doors().1),
    ] {
        if let (Door::Side(side), Door::Found) = (set, kept) {
            return Err(ShapeProblem::Door { which, side }.into());
        }
    }
    Ok(maze)
}

/// The problem of a file with only one end, `given`.
fn one_end(given: &'static str, missing: &'static str) -> FormatError {
    ShapeProblem::OneEnd { given, missing }.into()
}

/// Checks that every crossing of a weave maze has its four passages open: the bridge's two and
/// the two of the passage under it.
fn check_crossings(maze: &Maze) -> Result<(), ShapeProblem> {
    let Shape::Weave(weave) = maze.shape() else {
        return Ok(());
    };
    for (i, crossing) in weave.crossings().iter().enumerate() {
        let under = weave.squares() + i;
        for side in 0..4 {
            let cell = if Under::of_side(side) == crossing.under {
                under
            } else {
                crossing.cell
            };
            if !maze.is_open_side(cell, side) {
                return Err(ShapeProblem::ClosedCrossing {
                    cell: crossing.cell,
                    side,
                });
            }
        }
    }
    Ok(())
}

fn read_mask(shape: &Shape, rows: &[String]) -> Result<Mask, ShapeProblem> {
    let mut on = Vec::with_capacity(shape.cell_count());
    for (row, text) in rows.iter().enumerate() {
        for c in text.chars() {
            on.push(match c {
                '.' => true,
                '#' => false,
                found => return Err(ShapeProblem::MaskCharacter { row, found }),
            });
        }
    }
    Ok(Mask::from_fn(shape, |cell| on[cell]))
}

/// Opens the passages that two hex `digits` give the shape's cell `cell`.
fn read_cell(maze: &mut Maze, cell: usize, digits: &[u8]) -> Result<(), ShapeProblem> {
    let bad_digits = || ShapeProblem::Digits {
        cell,
        found: String::from_utf8_lossy(digits).into_owned(),
    };
    let text = std::str::from_utf8(digits).map_err(|_| bad_digits())?;
    let bits = u8::from_str_radix(text, 16).map_err(|_| bad_digits())?;
    if bits == 0 {
        return Ok(());
    }
    let side_problem = |side, why| ShapeProblem::Side { cell, side, why };
    let Some(dense) = maze.cell_of(cell) else {
        return Err(side_problem(
            bits.trailing_zeros() as usize,
            "but the cell is masked off",
        ));
    };
    let mut sides = Vec::new();
    for side in (0..8).filter(|k| bits & (1 << k) != 0) {
        if side >= maze.side_count(dense) {
            return Err(side_problem(side, "but the cell has fewer sides"));
        }
        let Some(to) = maze.across(dense, side) else {
            return Err(side_problem(
                side,
                "where it has no neighbour (the border, a masked-off cell, or the way under a \
                 crossing)",
            ));
        };
        if to < dense {
            return Err(side_problem(
                side,
                "but that passage belongs to the cell across it",
            ));
        }
        sides.push(side);
    }
    for side in sides {
        maze.set_open_side(dense, side, true);
    }
    Ok(())
}
