//! Where a maze is entered and left.

use rand::Rng;

use crate::rng::below;
use crate::{direction::Direction, grid::Grid, pos::Endpoint, pos::Pos};

/// How to place a maze's start and goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Openings {
    /// Entrance in the top border of the top-left cell, exit in the bottom border of the
    /// bottom-right cell (seed 004). On an axis that wraps, the door moves to the other axis's
    /// border (west/east); on a torus the corners get no doors.
    #[default]
    Corners,
    /// Entrance and exit on two different random sides, at random cells (seed 000), far apart:
    /// the exit is at least half as far from the entrance (in steps along the grid, ignoring
    /// walls) as the farthest cell it could take, so no game starts next to its exit. On a
    /// bounded W×H maze with the entrance at a corner that is at least (W + H − 2) / 2 steps.
    Sides,
    /// Start and goal at the given cells, with no doors (seed 001).
    Cells {
        /// The start cell.
        start: Pos,
        /// The goal cell.
        goal: Pos,
    },
    /// No start and no goal.
    None,
}

/// Why openings could not be placed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OpeningsError {
    /// A start or goal cell lies outside the grid.
    #[error("the {role} cell {pos} is outside the {width}×{height} maze")]
    OutsideGrid {
        /// `start` or `goal`.
        role: &'static str,
        /// The offending cell.
        pos: Pos,
        /// The maze's width.
        width: u32,
        /// The maze's height.
        height: u32,
    },
    /// A door was placed where there is no border: inside the maze or on a wrapping edge.
    #[error("the {role} door of cell {pos} faces {side}, which is not an outer wall of the maze")]
    NotOnBorder {
        /// `start` or `goal`.
        role: &'static str,
        /// The cell of the door.
        pos: Pos,
        /// The side the door is in.
        side: Direction,
    },
    /// Random sides were asked on a maze with fewer than two sides.
    #[error("openings on random sides need two borders, but this maze wraps in both directions")]
    NoSides,
    /// Square endpoints were given to a maze that is not a whole rectangle of squares.
    #[error(
        "a start and goal by column and row need a whole rectangle of square cells; give this maze's ends as cell numbers"
    )]
    NotSquare,
}

impl Openings {
    /// The start and goal for `grid`.
    pub fn place<R: Rng + ?Sized>(
        self,
        grid: &Grid,
        rng: &mut R,
    ) -> Result<Option<(Endpoint, Endpoint)>, OpeningsError> {
        let (w, h) = (grid.width(), grid.height());
        let wrap = grid.wrap();
        let pair = match self {
            Openings::None => return Ok(None),
            Openings::Corners => {
                let door = |vertical: Direction, horizontal: Direction| {
                    [vertical, horizontal].into_iter().find(|&d| !wrap.wraps(d))
                };
                (
                    Endpoint::new(Pos::new(0, 0), door(Direction::North, Direction::West)),
                    Endpoint::new(
                        Pos::new(w - 1, h - 1),
                        door(Direction::South, Direction::East),
                    ),
                )
            }
            Openings::Sides => {
                let sides: Vec<Direction> = Direction::ALL
                    .into_iter()
                    .filter(|&d| !wrap.wraps(d))
                    .collect();
                if sides.len() < 2 {
                    return Err(OpeningsError::NoSides);
                }
                let entrance = door_on_side(grid, sides[below(rng, sides.len())], rng);
                let exit = exit_door(grid, &sides, entrance, rng);
                (entrance, exit)
            }
            Openings::Cells { start, goal } => {
                (Endpoint::new(start, None), Endpoint::new(goal, None))
            }
        };
        check_endpoint(grid, "start", pair.0)?;
        check_endpoint(grid, "goal", pair.1)?;
        Ok(Some(pair))
    }
}

/// The cells along the `side` border, in order.
fn border_cells(grid: &Grid, side: Direction) -> impl Iterator<Item = Pos> + use<> {
    let (w, h) = (grid.width(), grid.height());
    let len = if side.is_horizontal() { h } else { w };
    (0..len).map(move |i| match side {
        Direction::North => Pos::new(i, 0),
        Direction::South => Pos::new(i, h - 1),
        Direction::West => Pos::new(0, i),
        Direction::East => Pos::new(w - 1, i),
    })
}

/// A door on a side other than the entrance's, chosen uniformly among the cells there that
/// are at least half as far from the entrance as the farthest of them (so never the entrance's
/// own cell, which a corner shares with another side, unless the maze has no other).
fn exit_door<R: Rng + ?Sized>(
    grid: &Grid,
    sides: &[Direction],
    entrance: Endpoint,
    rng: &mut R,
) -> Endpoint {
    let candidates: Vec<(Endpoint, u32)> = sides
        .iter()
        .filter(|&&side| Some(side) != entrance.door)
        .flat_map(|&side| border_cells(grid, side).map(move |cell| Endpoint::new(cell, Some(side))))
        .map(|e| (e, steps_apart(grid, entrance.cell, e.cell)))
        .collect();
    let farthest = candidates.iter().map(|&(_, d)| d).max().unwrap_or(0);
    let pool: Vec<Endpoint> = candidates
        .into_iter()
        .filter(|&(_, d)| 2 * d >= farthest)
        .map(|(e, _)| e)
        .collect();
    pool.get(below(rng, pool.len().max(1)))
        .copied()
        .unwrap_or(entrance)
}

/// Steps between two cells ignoring walls, the short way round on a wrapping axis.
fn steps_apart(grid: &Grid, a: Pos, b: Pos) -> u32 {
    let along = |p: u32, q: u32, len: u32, wraps: bool| {
        let d = p.abs_diff(q);
        if wraps { d.min(len - d) } else { d }
    };
    let wrap = grid.wrap();
    along(a.x, b.x, grid.width(), wrap.x()) + along(a.y, b.y, grid.height(), wrap.y())
}

/// A door in the `side` border at a random cell along it.
fn door_on_side<R: Rng + ?Sized>(grid: &Grid, side: Direction, rng: &mut R) -> Endpoint {
    let len = if side.is_horizontal() {
        grid.height()
    } else {
        grid.width()
    };
    let index = below(rng, len as usize);
    let cell = border_cells(grid, side).nth(index).unwrap_or_default();
    Endpoint::new(cell, Some(side))
}

/// Checks that `endpoint` is a cell of `grid` and that its door, if any, is in an outer wall.
pub(crate) fn check_endpoint(
    grid: &Grid,
    role: &'static str,
    endpoint: Endpoint,
) -> Result<(), OpeningsError> {
    let pos = endpoint.cell;
    if !grid.contains(pos) {
        return Err(OpeningsError::OutsideGrid {
            role,
            pos,
            width: grid.width(),
            height: grid.height(),
        });
    }
    if let Some(side) = endpoint.door
        && grid.neighbor(pos, side).is_some()
    {
        return Err(OpeningsError::NotOnBorder { role, pos, side });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{rng::rng_from_seed, size::Size, topology::Wrap};

    #[test]
    fn corner_doors_move_off_wrapping_axes() {
        let mut rng = rng_from_seed(0);
        let grid = Grid::new(Size::new(3, 3), Wrap::Y).unwrap();
        let (start, goal) = Openings::Corners.place(&grid, &mut rng).unwrap().unwrap();
        assert_eq!(start.door, Some(Direction::West));
        assert_eq!(goal.door, Some(Direction::East));
        let torus = Grid::new(Size::new(3, 3), Wrap::Both).unwrap();
        let (start, _) = Openings::Corners.place(&torus, &mut rng).unwrap().unwrap();
        assert_eq!(start.door, None);
    }

    #[test]
    fn random_sides_differ_and_sit_in_the_border() {
        let grid = Grid::new(Size::new(2, 2), Wrap::None).unwrap();
        for seed in 0..200 {
            let (a, b) = Openings::Sides
                .place(&grid, &mut rng_from_seed(seed))
                .unwrap()
                .unwrap();
            assert_ne!(a.door, b.door);
            assert_ne!(a.cell, b.cell, "entrance and exit differ");
            for e in [a, b] {
                assert_eq!(grid.neighbor(e.cell, e.door.unwrap()), None);
            }
        }
        let torus = Grid::new(Size::new(3, 3), Wrap::Both).unwrap();
        assert_eq!(
            Openings::Sides.place(&torus, &mut rng_from_seed(0)),
            Err(OpeningsError::NoSides)
        );
    }

    #[test]
    fn the_exit_is_never_near_the_entrance() {
        for (w, h, wrap) in [
            (10, 10, Wrap::None),
            (30, 30, Wrap::None),
            (2, 9, Wrap::None),
            (12, 5, Wrap::X),
        ] {
            let grid = Grid::new(Size::new(w, h), wrap).unwrap();
            let mut nearest = u32::MAX;
            for seed in 0..500 {
                let (a, b) = Openings::Sides
                    .place(&grid, &mut rng_from_seed(seed))
                    .unwrap()
                    .unwrap();
                nearest = nearest.min(steps_apart(&grid, a.cell, b.cell));
            }
            // Half the farthest possible from the nearest-to-everything entrance: a bound
            // every placement must keep.
            let bound = if wrap == Wrap::None {
                (w + h - 2) / 4
            } else {
                1
            };
            assert!(nearest >= bound.max(1), "{w}×{h} {wrap:?}: {nearest}");
        }
    }

    #[test]
    fn given_cells_must_be_inside() {
        let grid = Grid::new(Size::new(2, 2), Wrap::None).unwrap();
        let far = Openings::Cells {
            start: Pos::new(0, 0),
            goal: Pos::new(2, 0),
        };
        assert!(matches!(
            far.place(&grid, &mut rng_from_seed(0)),
            Err(OpeningsError::OutsideGrid { role: "goal", .. })
        ));
    }
}
