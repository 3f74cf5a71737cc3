//! A maze on any lattice: its passages, start, goal and provenance.

use rand::Rng;

use super::{Lattice, Link, Stroke, Tiling};
use crate::bits::BitSet;
use crate::generate::GenerateError;
use crate::network::Network;
use crate::{Algorithm, rng_from_seed};

/// A maze on a [`Lattice`]: one bit per wall (set where a passage is open), a start and a goal
/// cell, and the algorithm and seed that made it.
///
/// The start and goal always lie in the lattice (the constructors see to it); each gets a door
/// in the outer wall when it has a side on the border.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeMaze {
    lattice: Lattice,
    passages: BitSet,
    start: usize,
    goal: usize,
    /// The sides of the start and the goal with their doors, where set rather than found
    /// (see [`ShapeMaze::door`]).
    doors: [Option<usize>; 2],
    algorithm: Option<Algorithm>,
    seed: Option<u64>,
}

/// A start or goal outside the lattice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the {which} cell {cell} is not one of the maze's {cells} cells")]
pub struct EndError {
    /// `start` or `goal`.
    pub which: &'static str,
    /// The cell asked for.
    pub cell: usize,
    /// The number of cells.
    pub cells: usize,
}

impl ShapeMaze {
    /// A maze of `lattice` with every wall up, from the top-left border cell to the
    /// bottom-right one.
    pub fn walled(lattice: Lattice) -> ShapeMaze {
        let (start, goal) = lattice.default_ends();
        ShapeMaze {
            passages: BitSet::with_len(lattice.wall_count()),
            lattice,
            start,
            goal,
            doors: [None; 2],
            algorithm: None,
            seed: None,
        }
    }

    /// A perfect maze of `lattice` carved by `algorithm` from `seed`.
    pub fn generate(
        lattice: Lattice,
        algorithm: Algorithm,
        seed: u64,
    ) -> Result<ShapeMaze, GenerateError> {
        let mut maze = ShapeMaze::generate_with(lattice, algorithm, &mut rng_from_seed(seed))?;
        maze.seed = Some(seed);
        Ok(maze)
    }

    /// A perfect maze of `lattice` carved by `algorithm`, drawing from `rng`.
    pub fn generate_with<R: Rng + ?Sized>(
        lattice: Lattice,
        algorithm: Algorithm,
        rng: &mut R,
    ) -> Result<ShapeMaze, GenerateError> {
        let passages = super::generate::carve(&lattice, algorithm, rng)?;
        let mut maze = ShapeMaze::walled(lattice);
        maze.set_passages(passages);
        maze.algorithm = Some(algorithm);
        Ok(maze)
    }

    /// Moves the start and the goal (their doors are found again, as [`ShapeMaze::door`]
    /// says).
    pub fn with_ends(mut self, start: usize, goal: usize) -> Result<ShapeMaze, EndError> {
        for (which, cell) in [("start", start), ("goal", goal)] {
            if cell >= self.lattice.len() {
                return Err(EndError {
                    which,
                    cell,
                    cells: self.lattice.len(),
                });
            }
        }
        (self.start, self.goal) = (start, goal);
        self.doors = [None; 2];
        Ok(self)
    }

    /// Puts the start's and the goal's doors on these sides, where each is a side of the cell
    /// on the border; a door not given, or given elsewhere, is found as [`ShapeMaze::door`]
    /// says.
    pub fn with_doors(mut self, start: Option<usize>, goal: Option<usize>) -> ShapeMaze {
        let on_border = |cell: usize, side: &usize| self.border_sides(cell).any(|s| s == *side);
        self.doors = [
            start.filter(|side| on_border(self.start, side)),
            goal.filter(|side| on_border(self.goal, side)),
        ];
        self
    }

    /// The doors set with [`ShapeMaze::with_doors`]: the start's and the goal's.
    pub fn doors(&self) -> (Option<usize>, Option<usize>) {
        (self.doors[0], self.doors[1])
    }

    /// The sides of `cell` on the border (with no cell across), in the picture's plane.
    fn border_sides(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let lattice = &self.lattice;
        let flat = lattice.shape().flat_sides(lattice.shape_cell(cell));
        lattice.links(cell)[..flat]
            .iter()
            .enumerate()
            .filter(|(_, l)| l.to == Link::NONE)
            .map(|(side, _)| side)
    }

    /// Records the algorithm and seed the maze was made with.
    pub fn with_provenance(mut self, algorithm: Option<Algorithm>, seed: Option<u64>) -> ShapeMaze {
        (self.algorithm, self.seed) = (algorithm, seed);
        self
    }

    /// The cells and walls.
    pub fn lattice(&self) -> &Lattice {
        &self.lattice
    }

    /// The start cell.
    pub fn start(&self) -> usize {
        self.start
    }

    /// The goal cell.
    pub fn goal(&self) -> usize {
        self.goal
    }

    /// The algorithm that carved the maze, if known.
    pub fn algorithm(&self) -> Option<Algorithm> {
        self.algorithm
    }

    /// The seed it was carved from, if known.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Whether wall number `wall` is open.
    #[inline]
    pub fn is_open(&self, wall: usize) -> bool {
        self.passages.get(wall)
    }

    /// Whether the passage across `link` is open (never at the border).
    #[inline]
    pub fn is_open_link(&self, link: Link) -> bool {
        link.to != Link::NONE && self.passages.get(link.wall as usize)
    }

    /// Replaces every passage, one bit per wall of the lattice.
    pub(crate) fn set_passages(&mut self, passages: BitSet) {
        debug_assert_eq!(passages.len(), self.lattice.wall_count());
        self.passages = passages;
    }

    /// Opens or closes wall number `wall` (adding loops, or walling off).
    pub fn set_open(&mut self, wall: usize, open: bool) {
        if open {
            self.passages.set(wall);
        } else {
            self.passages.clear(wall);
        }
    }

    /// The cells joined to `cell` by an open passage.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.lattice
            .links(cell)
            .iter()
            .filter(|&&l| self.is_open_link(l))
            .map(|l| l.to as usize)
    }

    /// The number of open passages out of `cell`.
    pub fn degree(&self, cell: usize) -> usize {
        self.neighbours(cell).count()
    }

    /// The number of open passages.
    pub fn passage_count(&self) -> u64 {
        self.passages.count_ones()
    }

    /// Whether every cell is joined to every other by exactly one path: connected, with one
    /// passage fewer than cells.
    pub fn is_perfect(&self) -> bool {
        self.passage_count() + 1 == self.lattice.len() as u64
            && super::solve::distances(self, 0).reached() == self.lattice.len()
    }

    /// Where every standing wall is drawn, each once, in the order of the cells and their
    /// sides (so that strokes continuing one another come together): the walls between cells
    /// and the outer wall but for the doors. A wall across a wrapping seam is drawn on both
    /// borders. In a maze of several levels, the open stairs follow, as marks
    /// ([`ShapeMaze::stair_strokes`]). A weave maze's corridors are drawn narrower than its
    /// cells, so that at a crossing the bridge's walls run on unbroken and the walls of the
    /// passage under it stop short of them.
    pub fn wall_strokes(&self) -> impl Iterator<Item = Stroke> + '_ {
        let lattice = &self.lattice;
        let shape = lattice.shape();
        let weave = match shape {
            super::Shape::Weave(weave) => Some(weave),
            _ => None,
        };
        // A weave maze is drawn its own way, corridors narrower than cells.
        let drawn = if weave.is_some() { 0 } else { lattice.len() };
        let woven = weave.into_iter().flat_map(|weave| weave.strokes(self));
        let walls = (0..drawn).flat_map(move |cell| {
            let shape_cell = lattice.shape_cell(cell);
            let door = self.door(cell);
            let flat = shape.flat_sides(shape_cell);
            lattice.links(cell)[..flat]
                .iter()
                .enumerate()
                .filter(move |&(side, &link)| {
                    if link.to == Link::NONE {
                        door != Some(side)
                    } else {
                        !self.is_open(link.wall as usize)
                            && ((link.to as usize) > cell
                                || shape.across(shape_cell, side).is_some_and(|a| a.seam))
                    }
                })
                .map(move |(side, _)| shape.stroke(shape_cell, side))
        });
        walls.chain(woven).chain(self.stair_strokes())
    }

    /// The marks of open stairs in a maze of several levels: a chevron pointing up in the top
    /// of a cell whose stairs go up, one pointing down in the bottom of a cell whose stairs go
    /// down. Nothing on a flat maze.
    pub fn stair_strokes(&self) -> impl Iterator<Item = Stroke> + '_ {
        let lattice = &self.lattice;
        let shape = lattice.shape();
        let stacked = matches!(shape, super::Shape::Levels(_));
        (0..if stacked { lattice.len() } else { 0 }).flat_map(move |cell| {
            let shape_cell = lattice.shape_cell(cell);
            let flat = shape.flat_sides(shape_cell);
            let links = lattice.links(cell);
            let reach = super::svg::inner_radius(self, cell);
            let centre = lattice.centre(cell);
            [(flat, -1.0), (flat + 1, 1.0)]
                .into_iter()
                .filter(move |&(side, _)| links.get(side).is_some_and(|&l| self.is_open_link(l)))
                .flat_map(move |(_, way)| chevron(centre, reach, way))
        })
    }

    /// The side of `cell` with a door in the outer wall, if `cell` is the start or the goal
    /// and lies on the border: the side set with [`ShapeMaze::with_doors`], else the side on
    /// the border that faces farthest from the middle of the picture.
    pub fn door(&self, cell: usize) -> Option<usize> {
        let set = match cell {
            _ if cell == self.start => self.doors[0],
            _ if cell == self.goal => self.doors[1],
            _ => return None,
        };
        set.or_else(|| self.outer_side(cell))
    }

    /// The side of `cell` on the border that faces farthest from the middle of the picture.
    fn outer_side(&self, cell: usize) -> Option<usize> {
        let shape = self.lattice.shape();
        let middle = shape.extent();
        let middle = super::Point::new(middle.x / 2.0, middle.y / 2.0);
        let shape_cell = self.lattice.shape_cell(cell);
        let outward = |side: &usize| {
            let at = shape.stroke(shape_cell, *side).middle();
            at.distance(middle)
        };
        self.border_sides(cell)
            .max_by(|a, b| outward(a).total_cmp(&outward(b)))
    }
}

/// A chevron in a cell centred at `centre` whose sides lie `reach` or more away: pointing up
/// (`way` −1) in its top, or down (`way` 1) in its bottom, clear of the start and goal marks.
fn chevron(centre: super::Point, reach: f64, way: f64) -> [Stroke; 2] {
    let tip = centre.offset(0.0, way * 0.7 * reach);
    let arm = |dx| centre.offset(dx * 0.35 * reach, way * 0.3 * reach);
    [
        Stroke::Line {
            from: arm(-1.0),
            to: tip,
        },
        Stroke::Line {
            from: tip,
            to: arm(1.0),
        },
    ]
}

impl Network for ShapeMaze {
    fn cells(&self) -> usize {
        self.lattice().len()
    }

    fn passages(&self) -> u64 {
        self.passage_count()
    }

    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)> {
        self.lattice()
            .links(cell)
            .iter()
            .filter(|&&link| self.is_open_link(link))
            .map(|link| (link.wall as usize, link.to as usize))
    }

    fn straight(&self, cell: usize) -> bool {
        // The two open sides' middles, seen from the cell's centre, lie about half a turn
        // apart (a twentieth of a turn either way: hexagons' and squares' opposite sides are
        // exactly opposite, a triangle has none).
        let lattice = self.lattice();
        let centre = lattice.centre(cell);
        let angles: Vec<f64> = lattice
            .links(cell)
            .iter()
            .zip(lattice.shape().strokes(lattice.shape_cell(cell)))
            .filter(|(link, _)| self.is_open_link(**link))
            .map(|(_, stroke)| {
                let middle = stroke.middle();
                (middle.y - centre.y).atan2(middle.x - centre.x)
            })
            .collect();
        let [a, b] = angles[..] else {
            return false;
        };
        let apart = (a - b).abs();
        (apart - std::f64::consts::PI).abs() < std::f64::consts::TAU / 20.0
    }
}
