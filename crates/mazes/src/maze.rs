//! A maze on any lattice: its passages, start, goal and provenance.
//!
//! Its passages are kept as suits the cells: a whole rectangle of square cells (bounded or
//! wrapping, nothing masked) keeps a [`Grid`], two bits a cell; every other lattice keeps one
//! bit a wall of its [`Lattice`]. The cell-and-side questions ([`Maze::across`],
//! [`Maze::is_open_side`], the neighbours, the degree) are answered by either storage
//! without building a lattice; a grid's lattice (eight bytes a side) is made the first time an
//! algorithm without a square fast path asks for it.

use std::sync::OnceLock;

use rand::Rng;

use crate::bits::BitSet;
use crate::generate::GenerateError;
use crate::network::{Network, Straight};
use crate::openings::check_endpoint;
use crate::shape::generate::OriginShift;
use crate::shape::{Lattice, Link, MAX_SIDES, Mask, Point, Shape, Square, Stroke, Tiling};
use crate::{
    direction::Direction, generate::Algorithm, grid::Grid, openings::OpeningsError, pos::Endpoint,
    pos::Pos, rng::rng_from_seed,
};

/// A maze on a [`Lattice`]: its passages, a start and a goal cell (or neither), and the
/// algorithm and seed that made it.
///
/// The start and goal always lie in the lattice (the constructors see to it); each has a door
/// in the outer wall as its [`Door`] says.
#[derive(Clone, Debug)]
pub struct Maze {
    storage: Storage,
    ends: Option<Ends>,
    algorithm: Option<Algorithm>,
    seed: Option<u64>,
}

/// A maze's start and goal cells and their doors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ends {
    start: usize,
    goal: usize,
    doors: [Door; 2],
}

/// Where a maze's start or goal opens through the outer wall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Door {
    /// In the cell's side on the border that faces farthest from the middle of the picture,
    /// if the cell lies on the border.
    #[default]
    Found,
    /// In this side of the cell, which lies on the border.
    Side(usize),
    /// Nowhere: the way in or out is the cell itself.
    Closed,
}

/// Where a maze keeps its passages.
#[derive(Clone, Debug)]
enum Storage {
    /// A whole rectangle of square cells: the grid's two bits a cell, and the lattice once
    /// something asks for it.
    Grid {
        grid: Grid,
        shape: Shape,
        lattice: OnceLock<Lattice>,
    },
    /// Any other lattice: one bit a wall, set where the passage is open.
    Links { lattice: Lattice, passages: BitSet },
}

impl Storage {
    /// Every wall of `lattice` up.
    fn walled(lattice: Lattice) -> Storage {
        if let (Shape::Square(square), None) = (lattice.shape(), lattice.mask())
            && let Ok(grid) = Grid::new(square.size(), square.wrap())
        {
            return Storage::of_grid(grid);
        }
        Storage::Links {
            passages: BitSet::with_len(lattice.wall_count()),
            lattice,
        }
    }

    /// The passages of `grid`.
    fn of_grid(grid: Grid) -> Storage {
        Storage::Grid {
            shape: Shape::Square(Square::new(grid.size(), grid.wrap())),
            grid,
            lattice: OnceLock::new(),
        }
    }
}

impl PartialEq for Maze {
    fn eq(&self, other: &Maze) -> bool {
        let same_passages = match (&self.storage, &other.storage) {
            (Storage::Grid { grid: a, .. }, Storage::Grid { grid: b, .. }) => a == b,
            (
                Storage::Links {
                    lattice: a,
                    passages: open_a,
                },
                Storage::Links {
                    lattice: b,
                    passages: open_b,
                },
            ) => a == b && open_a == open_b,
            _ => false,
        };
        // The same doors are the same, set or found.
        let doors = |maze: &Maze| (maze.ends(), maze.start_door(), maze.goal_door());
        same_passages
            && doors(self) == doors(other)
            && (self.algorithm, self.seed) == (other.algorithm, other.seed)
    }
}

/// One of two iterators: a grid's or a lattice's.
enum Either<G, L> {
    Grid(G),
    Links(L),
}

impl<T, G: Iterator<Item = T>, L: Iterator<Item = T>> Iterator for Either<G, L> {
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        match self {
            Either::Grid(g) => g.next(),
            Either::Links(l) => l.next(),
        }
    }
}

/// A maze that is not a whole rectangle of square cells, given to a picture or a format that
/// only such a maze has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{what} needs a whole rectangle of square cells (no mask, weave or levels), not a {shape} maze"
)]
pub struct SquaresOnly {
    /// The picture or format asked for.
    pub what: &'static str,
    /// The maze's shape, as its name and size.
    pub shape: String,
}

impl SquaresOnly {
    /// `what` refused for `maze`.
    pub(crate) fn new(what: &'static str, maze: &Maze) -> SquaresOnly {
        let shape = maze.shape();
        let masked = if maze.mask().is_some() { "masked " } else { "" };
        SquaresOnly {
            what,
            shape: format!("{masked}{} {}", shape.describe(), shape.size_text()),
        }
    }
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

impl Maze {
    /// A maze of `lattice` with every wall up, from the top-left border cell to the
    /// bottom-right one.
    pub fn walled(lattice: Lattice) -> Maze {
        let (start, goal) = lattice.default_ends();
        Maze::with_storage(Storage::walled(lattice), start, goal)
    }

    /// A maze of `lattice` whose walls are open where `passages` (a bit a wall) says, from the
    /// top-left border cell to the bottom-right one.
    pub(crate) fn of_passages(lattice: Lattice, passages: BitSet) -> Maze {
        let mut maze = Maze::walled(lattice);
        maze.set_passages(passages);
        maze
    }

    /// The square maze `grid`, kept as it is (two bits a cell), with no start and no goal.
    pub fn new(grid: Grid) -> Maze {
        Maze {
            storage: Storage::of_grid(grid),
            ends: None,
            algorithm: None,
            seed: None,
        }
    }

    /// The square maze `grid`, from its top-left cell to its bottom-right one (what a lattice
    /// of the same squares would choose: a torus's cells nearest the corners are the corners
    /// too, as `Lattice::default_ends` finds).
    pub(crate) fn of_grid(grid: Grid) -> Maze {
        let last = grid.len() - 1;
        Maze::with_storage(Storage::of_grid(grid), 0, last)
    }

    fn with_storage(storage: Storage, start: usize, goal: usize) -> Maze {
        Maze {
            storage,
            ends: Some(Ends {
                start,
                goal,
                doors: [Door::Found; 2],
            }),
            algorithm: None,
            seed: None,
        }
    }

    /// A perfect maze of `lattice` carved by `algorithm` from `seed`.
    pub fn generate(
        lattice: Lattice,
        algorithm: Algorithm,
        seed: u64,
    ) -> Result<Maze, GenerateError> {
        let mut maze = Maze::generate_with(lattice, algorithm, &mut rng_from_seed(seed))?;
        maze.seed = Some(seed);
        Ok(maze)
    }

    /// A perfect maze of `lattice` carved by `algorithm`, drawing from `rng`.
    pub fn generate_with<R: Rng + ?Sized>(
        lattice: Lattice,
        algorithm: Algorithm,
        rng: &mut R,
    ) -> Result<Maze, GenerateError> {
        let mut maze = match crate::shape::generate::carve(&lattice, algorithm, rng)? {
            crate::shape::generate::Carved::Grid(grid) => Maze::of_grid(grid),
            crate::shape::generate::Carved::Links(passages) => Maze::of_passages(lattice, passages),
        };
        maze.algorithm = Some(algorithm);
        Ok(maze)
    }

    /// Moves the start and the goal, or gives the maze them (their doors are found, as
    /// [`Door::Found`] says).
    pub fn with_ends(mut self, start: usize, goal: usize) -> Result<Maze, EndError> {
        let cells = self.cell_count();
        for (which, cell) in [("start", start), ("goal", goal)] {
            if cell >= cells {
                return Err(EndError { which, cell, cells });
            }
        }
        let doors = [Door::Found; 2];
        self.ends = Some(Ends { start, goal, doors });
        Ok(self)
    }

    /// The maze with no start and no goal.
    pub fn without_ends(mut self) -> Maze {
        self.ends = None;
        self
    }

    /// Gives the start and the goal these doors; a [`Door::Side`] that is not a side of its
    /// cell on the border is found instead. Nothing changes on a maze without ends.
    pub fn with_doors(mut self, start: Door, goal: Door) -> Maze {
        let Some(ends) = self.ends else {
            return self;
        };
        let kept = |cell: usize, door: Door| match door {
            Door::Side(side) if !self.border_sides(cell).any(|s| s == side) => Door::Found,
            door => door,
        };
        let doors = [kept(ends.start, start), kept(ends.goal, goal)];
        self.ends = Some(Ends { doors, ..ends });
        self
    }

    /// The start's and the goal's doors, as set ([`Door::Found`] where none was); both found
    /// on a maze without ends.
    pub fn doors(&self) -> (Door, Door) {
        self.ends
            .map_or((Door::Found, Door::Found), |e| (e.doors[0], e.doors[1]))
    }

    /// The sides of `cell` on the border (with no cell across), in the picture's plane.
    fn border_sides(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let flat = self.shape().flat_sides(self.shape_cell(cell));
        (0..flat).filter(move |&side| self.across(cell, side).is_none())
    }

    /// Records the algorithm and seed the maze was made with.
    pub fn with_provenance(mut self, algorithm: Option<Algorithm>, seed: Option<u64>) -> Maze {
        (self.algorithm, self.seed) = (algorithm, seed);
        self
    }

    /// The cells and walls. A maze of whole square cells makes its lattice the first time it
    /// is asked (eight bytes a side); the questions about one cell and its sides below need
    /// none.
    pub fn lattice(&self) -> &Lattice {
        match &self.storage {
            Storage::Grid { shape, lattice, .. } => {
                // The grid exists, so its shape passed the same checks.
                lattice.get_or_init(|| Lattice::build_unchecked(shape.clone()))
            }
            Storage::Links { lattice, .. } => lattice,
        }
    }

    /// The square grid of passages, on a maze of whole square cells (bounded or wrapping,
    /// nothing masked): for the square lane's fast algorithms and pictures.
    pub fn grid(&self) -> Option<&Grid> {
        match &self.storage {
            Storage::Grid { grid, .. } => Some(grid),
            Storage::Links { .. } => None,
        }
    }

    /// The square grid, for changes such as adding loops, on a maze that keeps one; the start
    /// and the goal stay valid, as the grid's size and wrapping cannot change.
    pub fn grid_mut(&mut self) -> Option<&mut Grid> {
        match &mut self.storage {
            Storage::Grid { grid, .. } => Some(grid),
            Storage::Links { .. } => None,
        }
    }

    /// The shape the cells come from.
    pub fn shape(&self) -> &Shape {
        match &self.storage {
            Storage::Grid { shape, .. } => shape,
            Storage::Links { lattice, .. } => lattice.shape(),
        }
    }

    /// The mask, if cells are switched off.
    pub fn mask(&self) -> Option<&Mask> {
        match &self.storage {
            Storage::Grid { .. } => None,
            Storage::Links { lattice, .. } => lattice.mask(),
        }
    }

    /// The number of cells.
    pub fn cell_count(&self) -> usize {
        match &self.storage {
            Storage::Grid { grid, .. } => grid.len(),
            Storage::Links { lattice, .. } => lattice.len(),
        }
    }

    /// The number of sides of `cell` (stairs and the ways under a weave's crossings count).
    pub fn side_count(&self, cell: usize) -> usize {
        match &self.storage {
            Storage::Grid { .. } => 4,
            Storage::Links { lattice, .. } => lattice.links(cell).len(),
        }
    }

    /// The cell across `side` of `cell`, walled or not; `None` at the border, beside a
    /// masked-off cell, or past the cell's last side.
    #[inline]
    pub fn across(&self, cell: usize, side: usize) -> Option<usize> {
        match &self.storage {
            Storage::Grid { grid, .. } => {
                (side < 4).then(|| grid.step(cell, Direction::from_index(side)))?
            }
            Storage::Links { lattice, .. } => lattice.links(cell).get(side)?.neighbour(),
        }
    }

    /// Whether the passage across `side` of `cell` is open (never at the border).
    #[inline]
    pub fn is_open_side(&self, cell: usize, side: usize) -> bool {
        match &self.storage {
            Storage::Grid { grid, .. } => {
                side < 4 && grid.is_open_at(cell, Direction::from_index(side))
            }
            Storage::Links { lattice, passages } => lattice
                .links(cell)
                .get(side)
                .is_some_and(|&link| link.to != Link::NONE && passages.get(link.wall as usize)),
        }
    }

    /// The side of the cell across `side` of `cell` that leads back through the same wall
    /// (two sides can lead to the same neighbour on a narrow wrapping shape).
    pub fn back_side(&self, cell: usize, side: usize) -> Option<usize> {
        match &self.storage {
            Storage::Grid { grid, .. } => {
                let dir = Direction::from_index(side % 4);
                (side < 4 && grid.step(cell, dir).is_some()).then(|| dir.opposite().index())
            }
            Storage::Links { lattice, .. } => {
                let link = lattice.links(cell).get(side)?;
                let next = link.neighbour()?;
                lattice.links(next).iter().position(|l| l.wall == link.wall)
            }
        }
    }

    /// Opens or closes the passage across `side` of `cell` (adding loops, or walling off);
    /// false, changing nothing, where no cell lies across.
    pub fn set_open_side(&mut self, cell: usize, side: usize, open: bool) -> bool {
        match &mut self.storage {
            Storage::Grid { grid, .. } => {
                let dir = Direction::from_index(side % 4);
                match grid.edge(cell, dir).filter(|_| side < 4) {
                    Some(edge) => grid.set_edge(edge, open),
                    None => return false,
                }
            }
            Storage::Links { lattice, passages } => {
                let Some(&link) = lattice.links(cell).get(side).filter(|l| l.to != Link::NONE)
                else {
                    return false;
                };
                passages.replace(link.wall as usize, open);
            }
        }
        true
    }

    /// The shape's number for `cell` (the same but where a mask switches cells off).
    pub fn shape_cell(&self, cell: usize) -> usize {
        match &self.storage {
            Storage::Grid { .. } => cell,
            Storage::Links { lattice, .. } => lattice.shape_cell(cell),
        }
    }

    /// The maze's number for the shape's cell `shape_cell`, if it is one (a mask leaves it on).
    pub fn cell_of(&self, shape_cell: usize) -> Option<usize> {
        match &self.storage {
            Storage::Grid { grid, .. } => (shape_cell < grid.len()).then_some(shape_cell),
            Storage::Links { lattice, .. } => lattice.cell_of(shape_cell),
        }
    }

    /// Where `cell`'s centre is drawn.
    pub fn centre(&self, cell: usize) -> Point {
        self.shape().centre(self.shape_cell(cell))
    }

    /// The column and row of the square `cell` lies in, on shapes whose cells lie in rows (the
    /// passage under a weave's crossing: its crossing's).
    pub fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        self.shape().column_row(self.shape_cell(cell))
    }

    /// The start and the goal cells, if the maze has them.
    pub fn ends(&self) -> Option<(usize, usize)> {
        self.ends.map(|e| (e.start, e.goal))
    }

    /// The start and the goal as a square maze names them (a cell's column and row, and the
    /// direction of its door), on a maze that keeps its grid.
    pub fn endpoints(&self) -> Option<(Endpoint, Endpoint)> {
        let grid = self.grid()?;
        let end = |cell: usize, door: Option<usize>| {
            Endpoint::new(grid.pos(cell), door.map(Direction::from_index))
        };
        let (start, goal) = self.ends()?;
        Some((end(start, self.start_door()), end(goal, self.goal_door())))
    }

    /// Gives a square maze this start and goal, each with its door as the endpoint says,
    /// checking that they lie in the grid and their doors in its outer wall.
    pub fn with_endpoints(self, start: Endpoint, goal: Endpoint) -> Result<Maze, OpeningsError> {
        let Some(grid) = self.grid() else {
            return Err(OpeningsError::NotSquare);
        };
        check_endpoint(grid, "start", start)?;
        check_endpoint(grid, "goal", goal)?;
        let (s, g) = (grid.index(start.cell), grid.index(goal.cell));
        let door = |end: Endpoint| end.door.map_or(Door::Closed, |d| Door::Side(d.index()));
        let doors = [door(start), door(goal)];
        Ok(Maze {
            ends: Some(Ends {
                start: s,
                goal: g,
                doors,
            }),
            ..self
        })
    }

    /// Whether the outer wall of the square cell `pos` has a door on `side`.
    pub(crate) fn has_door(&self, pos: Pos, side: Direction) -> bool {
        self.grid()
            .is_some_and(|grid| self.is_door(grid.index(pos), side.index()))
    }

    /// The start cell, if any.
    pub fn start(&self) -> Option<usize> {
        self.ends.map(|e| e.start)
    }

    /// The goal cell, if any.
    pub fn goal(&self) -> Option<usize> {
        self.ends.map(|e| e.goal)
    }

    /// The algorithm that carved the maze, if known.
    pub fn algorithm(&self) -> Option<Algorithm> {
        self.algorithm
    }

    /// The seed it was carved from, if known.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Replaces every passage, one bit per wall of the lattice.
    pub(crate) fn set_passages(&mut self, open: BitSet) {
        if let Storage::Links { lattice, passages } = &mut self.storage {
            debug_assert_eq!(open.len(), lattice.wall_count());
            *passages = open;
            return;
        }
        for (wall, (cell, side)) in self.walls().into_iter().enumerate() {
            self.set_open_side(cell, side, open.get(wall));
        }
    }

    /// The walls between two cells, each once, in the order of their numbers in the lattice:
    /// a cell and the side of it the wall lies on.
    pub(crate) fn walls(&self) -> Vec<(usize, usize)> {
        let lattice = self.lattice();
        let mut walls = vec![(0, 0); lattice.wall_count()];
        for cell in 0..lattice.len() {
            for (side, link) in lattice.links(cell).iter().enumerate() {
                if link.to != Link::NONE && link.to as usize >= cell {
                    walls[link.wall as usize] = (cell, side);
                }
            }
        }
        walls
    }

    /// The cells joined to `cell` by an open passage.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.ways(cell)
    }

    /// The number of open passages out of `cell`.
    pub fn degree(&self, cell: usize) -> usize {
        Network::degree(self, cell)
    }

    /// The number of open passages.
    pub fn passage_count(&self) -> u64 {
        match &self.storage {
            Storage::Grid { grid, .. } => grid.passage_count(),
            Storage::Links { passages, .. } => passages.count_ones(),
        }
    }

    /// Whether every cell is joined to every other by exactly one path: connected, with one
    /// passage fewer than cells.
    pub fn is_perfect(&self) -> bool {
        self.passage_count() + 1 == self.cell_count() as u64 && crate::network::is_connected(self)
    }

    /// This maze, if perfect, as an Origin Shift tree rooted at `root`, to morph it a passage
    /// at a time ([`OriginShift::step`]); `None` unless the maze is perfect and `root` is one of
    /// its cells.
    ///
    /// ```
    /// use mazes::shape::{Lattice, Shape};
    /// use mazes::{Algorithm, Maze, Size};
    ///
    /// let lattice = Lattice::new(Shape::hex(Size::new(7, 5)))?;
    /// let maze = Maze::generate(lattice.clone(), Algorithm::Wilson, 9)?;
    /// let mut shift = maze.origin_shift(3).expect("a perfect maze");
    /// assert!(shift.step(&lattice, &mut mazes::rng_from_seed(4)).is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn origin_shift(&self, root: usize) -> Option<OriginShift> {
        OriginShift::of_tree(
            self.lattice(),
            |cell, side| self.is_open_side(cell, side),
            root,
        )
    }

    /// The number of separate regions of cells joined by passages: 1 for a connected maze,
    /// more for a mask's islands built apart.
    pub fn regions(&self) -> u64 {
        crate::network::regions(self)
    }

    /// Where every standing wall is drawn, each once, in the order of the cells and their
    /// sides (so that strokes continuing one another come together): the walls between cells
    /// and the outer wall but for the doors. A wall across a wrapping seam is drawn on both
    /// borders. In a maze of several levels, the open stairs follow, as marks
    /// ([`Maze::stair_strokes`]). A weave maze's corridors are drawn narrower than its
    /// cells, so that at a crossing the bridge's walls run on unbroken and the walls of the
    /// passage under it stop short of them.
    pub fn wall_strokes(&self) -> impl Iterator<Item = Stroke> + '_ {
        let shape = self.shape();
        let weave = match shape {
            Shape::Weave(weave) => Some(weave),
            _ => None,
        };
        // A weave maze is drawn its own way, corridors narrower than cells.
        let drawn = if weave.is_some() {
            0
        } else {
            self.cell_count()
        };
        let (open, door) = (
            |cell, side| self.is_open_side(cell, side),
            |cell, side| self.is_door(cell, side),
        );
        let woven = weave
            .into_iter()
            .flat_map(move |weave| weave.strokes(open, door));
        let walls = (0..drawn).flat_map(move |cell| {
            let shape_cell = self.shape_cell(cell);
            (0..shape.flat_sides(shape_cell))
                .filter(move |&side| match self.across(cell, side) {
                    None => !self.is_door(cell, side),
                    Some(to) => {
                        !self.is_open_side(cell, side)
                            && (to > cell || shape.across(shape_cell, side).is_some_and(|a| a.seam))
                    }
                })
                .map(move |side| shape.stroke(shape_cell, side))
        });
        walls.chain(woven).chain(self.stair_strokes())
    }

    /// The marks of open stairs in a maze of several levels: a chevron pointing up in the top
    /// of a cell whose stairs go up, one pointing down in the bottom of a cell whose stairs go
    /// down. Nothing on a flat maze.
    pub fn stair_strokes(&self) -> impl Iterator<Item = Stroke> + '_ {
        let shape = self.shape();
        let stacked = matches!(shape, Shape::Levels(_));
        (0..if stacked { self.cell_count() } else { 0 }).flat_map(move |cell| {
            let flat = shape.flat_sides(self.shape_cell(cell));
            let reach = self.inner_radius(cell);
            let centre = self.centre(cell);
            [(flat, -1.0), (flat + 1, 1.0)]
                .into_iter()
                .filter(move |&(side, _)| self.is_open_side(cell, side))
                .flat_map(move |(_, way)| chevron(centre, reach, way))
        })
    }

    /// The distance from `cell`'s centre to the nearest middle of one of its sides: how far
    /// marks drawn in the cell may reach.
    pub(crate) fn inner_radius(&self, cell: usize) -> f64 {
        let centre = self.centre(cell);
        self.shape()
            .strokes(self.shape_cell(cell))
            .map(|s| s.middle().distance(centre))
            .fold(f64::INFINITY, f64::min)
    }

    /// The side of `cell` with a door in the outer wall, if `cell` is the start or the goal
    /// and its [`Door`] puts one there (the start's, on a maze whose start is its goal).
    pub fn door(&self, cell: usize) -> Option<usize> {
        let ends = self.ends?;
        match cell {
            _ if cell == ends.start => self.start_door(),
            _ if cell == ends.goal => self.goal_door(),
            _ => None,
        }
    }

    /// Whether the outer wall of `cell` has the start's or the goal's door on `side`: both
    /// doors count where one cell is the start and the goal.
    pub fn is_door(&self, cell: usize, side: usize) -> bool {
        self.ends.is_some_and(|e| {
            (e.start == cell && self.start_door() == Some(side))
                || (e.goal == cell && self.goal_door() == Some(side))
        })
    }

    /// The side of the start cell its door is on, if it has one.
    pub fn start_door(&self) -> Option<usize> {
        let ends = self.ends?;
        self.door_side(ends.start, ends.doors[0])
    }

    /// The side of the goal cell its door is on, if it has one.
    pub fn goal_door(&self) -> Option<usize> {
        let ends = self.ends?;
        self.door_side(ends.goal, ends.doors[1])
    }

    /// The side a [`Door`] of `cell` stands on.
    fn door_side(&self, cell: usize, door: Door) -> Option<usize> {
        match door {
            Door::Found => self.outer_side(cell),
            Door::Side(side) => Some(side),
            Door::Closed => None,
        }
    }

    /// The side of `cell` on the border that faces farthest from the middle of the picture.
    fn outer_side(&self, cell: usize) -> Option<usize> {
        let shape = self.shape();
        let middle = shape.extent();
        let middle = Point::new(middle.x / 2.0, middle.y / 2.0);
        let shape_cell = self.shape_cell(cell);
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
fn chevron(centre: Point, reach: f64, way: f64) -> [Stroke; 2] {
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

impl Network for Maze {
    fn cells(&self) -> usize {
        self.cell_count()
    }

    fn passages(&self) -> u64 {
        self.passage_count()
    }

    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)> {
        match &self.storage {
            Storage::Grid { grid, .. } => Either::Grid(Network::links(grid, cell)),
            Storage::Links { lattice, passages } => Either::Links(
                lattice
                    .links(cell)
                    .iter()
                    .filter(|&&link| link.to != Link::NONE && passages.get(link.wall as usize))
                    .map(|link| (link.wall as usize, link.to as usize)),
            ),
        }
    }

    fn ways(&self, cell: usize) -> impl Iterator<Item = usize> {
        match &self.storage {
            Storage::Grid { grid, .. } => Either::Grid(Network::ways(grid, cell)),
            Storage::Links { .. } => Either::Links(self.links(cell).map(|(_, next)| next)),
        }
    }

    fn degree(&self, cell: usize) -> usize {
        match &self.storage {
            Storage::Grid { grid, .. } => grid.degree_at(cell),
            Storage::Links { .. } => self.links(cell).count(),
        }
    }

    // Three bits name any of a lattice's sides: no cell has more than eight.
    const SIDE_BITS: u32 = {
        assert!(MAX_SIDES.is_power_of_two() && MAX_SIDES <= 8);
        MAX_SIDES.ilog2()
    };

    fn side_count(&self, cell: usize) -> usize {
        Maze::side_count(self, cell)
    }

    fn open_sides(&self, cell: usize) -> u32 {
        match &self.storage {
            Storage::Grid { grid, .. } => u32::from(grid.open_mask(cell)),
            Storage::Links { lattice, passages } => (lattice.links(cell).iter().enumerate())
                .filter(|(_, link)| link.to != Link::NONE && passages.get(link.wall as usize))
                .fold(0, |sides, (side, _)| sides | 1 << side),
        }
    }

    fn through(&self, cell: usize, side: usize) -> usize {
        match &self.storage {
            Storage::Grid { grid, .. } => Network::through(grid, cell, side),
            Storage::Links { lattice, .. } => lattice.links(cell)[side].to as usize,
        }
    }

    fn back(&self, cell: usize, side: usize) -> usize {
        match &self.storage {
            Storage::Grid { grid, .. } => Network::back(grid, cell, side),
            Storage::Links { .. } => self
                .back_side(cell, side)
                .expect("an open side has a cell across"),
        }
    }

    fn link(&self, cell: usize, side: usize) -> (usize, usize) {
        match &self.storage {
            Storage::Grid { grid, .. } => grid.link(cell, side),
            Storage::Links { lattice, .. } => {
                let link = lattice.links(cell)[side];
                (link.wall as usize, link.to as usize)
            }
        }
    }
}

impl Straight for Maze {
    fn straight(&self, cell: usize) -> bool {
        if let Some(grid) = self.grid() {
            return Straight::straight(grid, cell);
        }
        // The two open sides' middles, seen from the cell's centre, lie about half a turn
        // apart (a twentieth of a turn either way: hexagons' and squares' opposite sides are
        // exactly opposite, a triangle has none).
        let centre = self.centre(cell);
        let angles: Vec<f64> = self
            .shape()
            .strokes(self.shape_cell(cell))
            .enumerate()
            .filter(|&(side, _)| self.is_open_side(cell, side))
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

#[cfg(all(test, feature = "files"))]
impl Maze {
    /// The same maze with its passages in a lattice's links, whatever its cells: what every
    /// maze but a whole rectangle of squares keeps, forced, for the tests that hold the two
    /// storages to the same answers.
    pub(crate) fn into_links(self) -> Maze {
        let lattice = self.lattice().clone();
        let mut passages = BitSet::with_len(lattice.wall_count());
        for (wall, (cell, side)) in self.walls().into_iter().enumerate() {
            passages.replace(wall, self.is_open_side(cell, side));
        }
        Maze {
            storage: Storage::Links { lattice, passages },
            ..self
        }
    }
}

mod transmute;

// The storages are compared through their files too.
#[cfg(all(test, feature = "files"))]
mod tests;
