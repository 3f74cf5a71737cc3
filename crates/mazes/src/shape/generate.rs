//! Perfect mazes on any lattice: every generator that needs only "the neighbours of a cell".
//!
//! Each carves a spanning tree of the lattice's cells, one passage bit per wall, from the
//! caller's RNG. Square cells with nothing masked take the square [`Grid`]'s fast generators
//! (the same maze as [`Algorithm::generate`] makes from the same RNG); every other lattice runs
//! the general versions here. The row generators (Eller, sidewinder, binary tree, division)
//! need a rectangle of square cells and say so on anything else.

mod frontier;
mod kruskal;
mod origin_shift;
mod rows;
mod walks;

pub use origin_shift::OriginShift;

use rand::Rng;

use super::{Inland, Lattice, Link, MAX_SIDES, Neighbours, Offsets, Shape, Tiling};
use crate::bits::BitSet;
use crate::generate::GenerateError;
use crate::generate::{Step, Steps};
use crate::rng::{BitPool, below};
use crate::watch::Recording;
use crate::{direction::Direction, generate::Algorithm, generate::Pick, grid::Grid, pos::Pos};

/// Checks that `algorithm` can carve a perfect maze on `lattice`.
pub fn supports(algorithm: Algorithm, lattice: &Lattice) -> Result<(), GenerateError> {
    let shape = lattice.shape();
    if let Shape::Weave(_) = shape
        && algorithm != Algorithm::Kruskal
    {
        return Err(GenerateError::UnsupportedShape {
            algorithm: algorithm.name(),
            shape: shape.describe(),
            reason: "only kruskal carves around crossings already placed; a woven recipe \
                     (MazeBuilder::weave) tunnels with the backtracker and the growing tree",
        });
    }
    let chains = matches!(algorithm, Algorithm::BinaryTree | Algorithm::Sidewinder);
    let reason = match (shape, lattice.mask()) {
        (Shape::Square(square), None) => return algorithm.supports(square.wrap()),
        _ if !algorithm.needs_rows() => return Ok(()),
        (Shape::Hex(_) | Shape::Upsilon(_), None) if chains => return Ok(()),
        (Shape::Levels(_), _) => "it works along the rows of one level, and never climbs stairs",
        (_, Some(_)) => "it works along whole rows, which a mask breaks apart",
        _ if !chains => "it works along the rows and columns of a whole rectangle of square cells",
        (Shape::Triangle(_), None) => {
            "it joins each row to the row above, and half the triangles of a row have no \
             neighbour there"
        }
        (_, None) => "it works along rows, and polar rings have none",
    };
    Err(GenerateError::UnsupportedShape {
        algorithm: algorithm.name(),
        shape: match lattice.mask() {
            Some(_) => format!("masked {}", shape.describe()),
            None => shape.describe(),
        },
        reason,
    })
}

/// A perfect maze carved into a lattice: a square grid of its whole square cells, or the set
/// of open walls of any other.
pub(crate) enum Carved {
    /// The lattice was a whole rectangle of square cells.
    Grid(Grid),
    /// One bit a wall of the lattice, set where open.
    Links(BitSet),
}

/// Carves a perfect maze into `lattice` with `algorithm`.
pub(crate) fn carve<R: Rng + ?Sized>(
    lattice: &Lattice,
    algorithm: Algorithm,
    rng: &mut R,
) -> Result<Carved, GenerateError> {
    supports(algorithm, lattice)?;
    Ok(match (lattice.shape(), lattice.mask()) {
        (Shape::Square(square), None) => {
            Carved::Grid(algorithm.generate(square.size(), square.wrap(), rng)?)
        }
        (Shape::Weave(_), _) => Carved::Links(super::weave::kruskal_around_crossings(lattice, rng)),
        _ => Carved::Links(carve_general(lattice, None, algorithm, rng)),
    })
}

/// One change a generator made to a lattice's walls, for someone watching it work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    /// Wall number `.0` opened.
    Open(u32),
    /// Wall number `.0` closed again (Origin Shift's root moving on).
    Close(u32),
}

/// The steps of `algorithm` carving a maze into `lattice`, a lattice of square cells (whole or
/// cut to a mask), as the square lane reports them ([`Algorithm::steps`]): replayed onto a
/// grid of the shape's size with every wall up, they build the maze
/// [`Maze::generate_with`](crate::Maze::generate_with) makes from the same RNG, and
/// they never touch a masked-off cell. This is what `maze watch --mask` animates.
///
/// Other shapes have no square steps: an [`GenerateError::UnsupportedShape`] says so.
pub fn square_steps<R: Rng + ?Sized>(
    lattice: &Lattice,
    algorithm: Algorithm,
    rng: &mut R,
) -> Result<Steps, GenerateError> {
    let Shape::Square(square) = lattice.shape() else {
        return Err(GenerateError::UnsupportedShape {
            algorithm: algorithm.name(),
            shape: lattice.shape().kind().to_string(),
            reason: "its steps are square cells' (a cell and a side)",
        });
    };
    supports(algorithm, lattice)?;
    if lattice.mask().is_none() {
        return algorithm.steps(square.size(), square.wrap(), rng);
    }
    let width = square.size().width as usize;
    let sides: Vec<(Pos, Direction)> = wall_sides(lattice)
        .into_iter()
        .map(|(cell, side)| {
            let shape_cell = lattice.shape_cell(cell);
            // Below the grid's width and height, which are u32; a square has four sides.
            let at = Pos::new((shape_cell % width) as u32, (shape_cell / width) as u32);
            (at, Direction::from_index(side))
        })
        .collect();
    Recording::record(|watch| {
        let mut grid = Grid::new(square.size(), square.wrap())?;
        let mut report = |change| {
            let (step, wall) = match change {
                Change::Open(wall) => (true, wall),
                Change::Close(wall) => (false, wall),
            };
            let (at, dir) = sides[wall as usize];
            let step = if step {
                Step::Open { at, dir }
            } else {
                Step::Close { at, dir }
            };
            // The wall joins two cells of the grid.
            let _ = step.apply(&mut grid);
            watch(step);
        };
        carve_general(lattice, Some(&mut report), algorithm, rng);
        Ok(grid)
    })
}

/// Each wall of `lattice` as a cell and the side of it the wall is on, by the wall's number.
fn wall_sides(lattice: &Lattice) -> Vec<(usize, usize)> {
    let mut sides = vec![(0, 0); lattice.wall_count()];
    for cell in 0..lattice.len() {
        for (side, link) in lattice.links(cell).iter().enumerate() {
            if link.to != Link::NONE {
                sides[link.wall as usize] = (cell, side);
            }
        }
    }
    sides
}

/// One thing a generator did to a maze of any cells, for someone watching it work: the
/// general form of the square lane's [`Step`], cells numbered as the [`Maze`]'s and sides in
/// the order of [`Maze::side_count`].
///
/// [`Maze`]: crate::Maze
/// [`Maze::side_count`]: crate::Maze::side_count
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WallStep {
    /// Side `side` of cell `cell` opened: a passage to the cell across.
    Open {
        /// The cell carved from.
        cell: usize,
        /// Its side that opened.
        side: usize,
    },
    /// Side `side` of cell `cell` was walled up (recursive division builds walls, Origin Shift
    /// moves its root).
    Close {
        /// The cell walled from.
        cell: usize,
        /// Its side that closed.
        side: usize,
    },
    /// Every wall between two cells opened at once (recursive division starts from one room).
    OpenAll,
    /// The generator looked at `cell` without changing the maze.
    Visit(usize),
}

/// The steps of `algorithm` carving a maze into `lattice`, of any cells but woven ones, and
/// the maze they build: replayed in order onto [`Maze::walled`](crate::Maze::walled) with
/// [`Maze::set_open_side`](crate::Maze::set_open_side), they build the maze
/// [`Maze::generate_with`](crate::Maze::generate_with) makes from the same RNG. This is what
/// the watch page animates on hexagons and rings.
///
/// A woven lattice is refused: its crossings are placed before the carving, which nobody sees.
///
/// ```
/// use mazes::shape::generate::{WallStep, wall_steps};
/// use mazes::shape::{Lattice, Shape};
/// use mazes::{Algorithm, Maze, Size};
///
/// let lattice = Lattice::new(Shape::hex(Size::new(7, 5)))?;
/// let (steps, maze) = wall_steps(&lattice, Algorithm::Prim, &mut mazes::rng_from_seed(3))?;
/// let mut replayed = Maze::walled(lattice.clone());
/// for step in steps {
///     if let WallStep::Open { cell, side } = step {
///         replayed.set_open_side(cell, side, true);
///     }
/// }
/// assert!(replayed.is_perfect());
/// let same = Maze::generate_with(lattice, Algorithm::Prim, &mut mazes::rng_from_seed(3))?;
/// assert!((0..same.cell_count()).all(|c| (0..same.side_count(c)).all(|s| same.is_open_side(c, s) == replayed.is_open_side(c, s))));
/// assert_eq!(maze, same);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn wall_steps<R: Rng + ?Sized>(
    lattice: &Lattice,
    algorithm: Algorithm,
    rng: &mut R,
) -> Result<(Vec<WallStep>, crate::Maze), GenerateError> {
    if let Shape::Weave(_) = lattice.shape() {
        return Err(GenerateError::UnsupportedShape {
            algorithm: algorithm.name(),
            shape: lattice.shape().describe(),
            reason: "its crossings are placed before the carving, where no step shows them",
        });
    }
    supports(algorithm, lattice)?;
    if let (Shape::Square(square), None) = (lattice.shape(), lattice.mask()) {
        let steps = algorithm.steps(square.size(), square.wrap(), rng)?;
        let width = square.size().width as usize;
        let cell = |at: Pos| at.y as usize * width + at.x as usize;
        let mut found = Vec::with_capacity(steps.len());
        let grid = steps.outcome().clone();
        for step in steps {
            found.push(match step {
                Step::Open { at, dir } => WallStep::Open {
                    cell: cell(at),
                    side: dir.index(),
                },
                Step::Close { at, dir } => WallStep::Close {
                    cell: cell(at),
                    side: dir.index(),
                },
                Step::OpenAll => WallStep::OpenAll,
                Step::Visit(at) => WallStep::Visit(cell(at)),
            });
        }
        let maze = crate::Maze::of_grid(grid);
        return Ok((found, maze.with_provenance(Some(algorithm), None)));
    }
    let sides = wall_sides(lattice);
    let mut found = Vec::new();
    let mut report = |change| {
        found.push(match change {
            Change::Open(wall) => {
                let (cell, side) = sides[wall as usize];
                WallStep::Open { cell, side }
            }
            Change::Close(wall) => {
                let (cell, side) = sides[wall as usize];
                WallStep::Close { cell, side }
            }
        });
    };
    let passages = carve_general(lattice, Some(&mut report), algorithm, rng);
    let maze = crate::Maze::of_passages(lattice.clone(), passages);
    Ok((found, maze.with_provenance(Some(algorithm), None)))
}

/// Carves with the general lane's generators: on a whole shape (nothing masked) they find a
/// cell's neighbours by arithmetic, on a masked one from the lattice's links.
fn carve_general<'a, R: Rng + ?Sized>(
    lattice: &'a Lattice,
    watcher: Option<&'a mut dyn FnMut(Change)>,
    algorithm: Algorithm,
    rng: &mut R,
) -> BitSet {
    if algorithm == Algorithm::OriginShift {
        // It opens and closes the lattice's walls itself.
        return origin_shift::carve(lattice, watcher, rng);
    }
    let random_walk = matches!(algorithm, Algorithm::AldousBroder | Algorithm::Wilson);
    match (lattice.shape(), lattice.mask()) {
        (Shape::Hex(hex), None) => carve_on(Carving::new(lattice, hex, watcher), algorithm, rng),
        (Shape::Triangle(t), None) => carve_on(Carving::new(lattice, t, watcher), algorithm, rng),
        (Shape::Upsilon(u), None) => carve_on(Carving::new(lattice, u, watcher), algorithm, rng),
        // A walk that steps to a random neighbour every time finds polar cells' rings faster
        // in the links than by arithmetic.
        (Shape::Polar(p), None) if !random_walk => {
            carve_on(Carving::new(lattice, p, watcher), algorithm, rng)
        }
        _ => carve_on(Carving::new(lattice, lattice, watcher), algorithm, rng),
    }
}

/// Carves with a graph generator, monomorphised for the way `carving` finds neighbours.
fn carve_on<C: Cells, R: Rng + ?Sized>(
    mut carving: Carving<'_, C>,
    algorithm: Algorithm,
    rng: &mut R,
) -> BitSet {
    match algorithm {
        Algorithm::Backtracker | Algorithm::GrowingTree(Pick::Newest) => {
            walks::backtracker(&mut carving, rng)
        }
        Algorithm::HuntAndKill => walks::hunt_and_kill(&mut carving, rng),
        Algorithm::AldousBroder => walks::aldous_broder(&mut carving, rng),
        Algorithm::Wilson => walks::wilson(&mut carving, rng),
        Algorithm::GrowingTree(pick) => frontier::growing_tree(&mut carving, pick, rng),
        Algorithm::PrimSimplified => frontier::prim_simplified(&mut carving, rng),
        Algorithm::Prim => frontier::prim(&mut carving, rng),
        Algorithm::Kruskal => kruskal::kruskal(&mut carving, rng),
        Algorithm::BinaryTree => rows::binary_tree(&mut carving, rng),
        Algorithm::Sidewinder => rows::sidewinder(&mut carving, rng),
        // Carved by `carve_general` itself, or (Eller, division) let through by `supports`
        // only on square grids, which took the fast lane.
        Algorithm::OriginShift | Algorithm::Eller | Algorithm::Division => {}
    }
    carving.passages()
}

/// What the graph generators walk on: cells numbered `0..len()`, each with its neighbours.
pub(super) trait Cells: Sync {
    /// The number of cells.
    fn len(&self) -> usize;

    /// The cells across `cell`'s sides.
    fn neighbours(&self, cell: usize) -> Neighbours;

    /// How many sides `cell` has.
    fn side_count(&self, cell: usize) -> usize;

    /// The cell across `side` of `cell`, if there is one: one side's worth of
    /// [`neighbours`](Cells::neighbours), for walks that choose the side first.
    fn across(&self, cell: usize, side: usize) -> Option<usize>;

    /// The sides of `cell` (as bits) whose neighbour passes `keep`.
    #[inline]
    fn sides_where(&self, cell: usize, keep: impl Fn(usize) -> bool) -> u32 {
        sides_where(&self.neighbours(cell), keep)
    }

    /// One of the sides of `cell` whose neighbour passes `keep`, as `draw` chooses among them
    /// (given as bits), and the neighbour across it.
    #[inline]
    fn choose(
        &self,
        cell: usize,
        keep: impl Fn(usize) -> bool,
        draw: impl FnOnce(u32) -> Option<usize>,
    ) -> Option<(usize, usize)> {
        choose_among(&self.neighbours(cell), keep, draw)
    }
}

/// One of the sides in `around` whose neighbour passes `keep`, as `draw` chooses among them,
/// and the neighbour across it.
#[inline]
fn choose_among(
    around: &Neighbours,
    keep: impl Fn(usize) -> bool,
    draw: impl FnOnce(u32) -> Option<usize>,
) -> Option<(usize, usize)> {
    let side = draw(sides_where(around, keep))?;
    Some((side, around.get(side)?))
}

/// The sides of a cell (as bits) whose neighbour in `around` passes `keep`.
#[inline]
fn sides_where(around: &Neighbours, keep: impl Fn(usize) -> bool) -> u32 {
    let mut sides = 0;
    for (side, next) in around.iter() {
        sides |= u32::from(keep(next)) << side;
    }
    sides
}

impl Cells for &Lattice {
    fn len(&self) -> usize {
        Lattice::len(self)
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        Lattice::neighbours(self, cell)
    }

    #[inline]
    fn side_count(&self, cell: usize) -> usize {
        self.links(cell).len()
    }

    #[inline]
    fn across(&self, cell: usize, side: usize) -> Option<usize> {
        self.links(cell)[side].neighbour()
    }
}

impl<T: Inland + Sync> Cells for &T {
    fn len(&self) -> usize {
        self.cell_count()
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        Tiling::neighbours(*self, cell)
    }

    #[inline]
    fn side_count(&self, cell: usize) -> usize {
        Tiling::side_count(*self, cell)
    }

    #[inline]
    fn across(&self, cell: usize, side: usize) -> Option<usize> {
        Tiling::across(*self, cell, side).map(|a| a.cell)
    }

    #[inline]
    fn sides_where(&self, cell: usize, keep: impl Fn(usize) -> bool) -> u32 {
        match self.inland(cell) {
            Some(offsets) => offsets_where(cell, &offsets, keep),
            None => sides_where(&Tiling::neighbours(*self, cell), keep),
        }
    }

    #[inline]
    fn choose(
        &self,
        cell: usize,
        keep: impl Fn(usize) -> bool,
        draw: impl FnOnce(u32) -> Option<usize>,
    ) -> Option<(usize, usize)> {
        match self.inland(cell) {
            Some(offsets) => {
                let side = draw(offsets_where(cell, &offsets, keep))?;
                Some((side, cell.wrapping_add_signed(offsets.steps[side])))
            }
            None => choose_among(&Tiling::neighbours(*self, cell), keep, draw),
        }
    }
}

/// The sides of `cell` (as bits), away from the border, whose neighbour passes `keep`.
#[inline]
fn offsets_where(cell: usize, offsets: &Offsets, keep: impl Fn(usize) -> bool) -> u32 {
    let mut sides = 0;
    for side in 0..offsets.sides {
        sides |= u32::from(keep(cell.wrapping_add_signed(offsets.steps[side]))) << side;
    }
    sides
}

/// A maze being carved: which cells are in it, and which of each cell's sides it opened.
pub(super) struct Carving<'a, C> {
    lattice: &'a Lattice,
    cells: C,
    visited: BitSet,
    /// Bit `s` of `opened[c]`: cell `c` opened its side `s` (the other cell's bit stays clear).
    opened: Vec<u8>,
    /// Random bits for the choices among a cell's sides.
    bits: BitPool,
    /// Told of every change, when someone watches.
    watcher: Option<&'a mut dyn FnMut(Change)>,
}

impl<'a, C: Cells> Carving<'a, C> {
    /// A carving of `lattice` with every wall up, finding neighbours through `cells` (the
    /// lattice itself or its unmasked shape).
    fn new(
        lattice: &'a Lattice,
        cells: C,
        watcher: Option<&'a mut dyn FnMut(Change)>,
    ) -> Carving<'a, C> {
        debug_assert_eq!(cells.len(), lattice.len());
        Carving {
            lattice,
            visited: BitSet::with_len(lattice.len()),
            opened: vec![0; lattice.len()],
            cells,
            bits: BitPool::default(),
            watcher,
        }
    }

    fn len(&self) -> usize {
        self.lattice.len()
    }

    #[inline]
    fn neighbours(&self, cell: usize) -> Neighbours {
        self.cells.neighbours(cell)
    }

    #[inline]
    fn visited(&self, cell: usize) -> bool {
        self.visited.get(cell)
    }

    #[inline]
    fn visit(&mut self, cell: usize) {
        self.visited.set(cell);
    }

    /// Whether someone watches the walls open one by one (so their order matters).
    fn watched(&self) -> bool {
        self.watcher.is_some()
    }

    /// Opens the wall across `side` of `cell`.
    #[inline]
    fn open(&mut self, cell: usize, side: usize) {
        self.opened[cell] |= 1 << side;
        if let Some(watcher) = self.watcher.as_mut() {
            watcher(Change::Open(self.lattice.links(cell)[side].wall));
        }
    }

    /// A random cell.
    fn any_cell<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        below(rng, self.len())
    }

    /// A random side of `cell` leading to a neighbour that is (`visited`) or is not in the
    /// maze, and that neighbour.
    #[inline]
    fn pick<R: Rng + ?Sized>(
        &mut self,
        cell: usize,
        visited: bool,
        rng: &mut R,
    ) -> Option<(usize, usize)> {
        let (seen, bits) = (&self.visited, &mut self.bits);
        self.cells.choose(
            cell,
            |n| seen.get(n) == visited,
            |sides| draw_side(bits, sides, rng),
        )
    }

    /// A random side of `cell` leading to a neighbour not in the maze, that neighbour, and
    /// whether other sides led out of the maze too: [`pick`](Carving::pick) for walks that
    /// need to know when they leave a cell finished.
    // Apart from `pick` on purpose: with `pick` calling a counting version of itself, the
    // backtracker on hexagons ran 8–9 % slower (same-run A/B).
    #[inline]
    fn pick_unvisited<R: Rng + ?Sized>(
        &mut self,
        cell: usize,
        rng: &mut R,
    ) -> Option<(usize, usize, bool)> {
        let (seen, bits) = (&self.visited, &mut self.bits);
        let mut count = 0;
        let (side, next) = self.cells.choose(
            cell,
            |n| !seen.get(n),
            |sides| {
                count = sides.count_ones();
                draw_side(bits, sides, rng)
            },
        )?;
        Some((side, next, count > 1))
    }

    /// A random side of `cell` with a neighbour, and that neighbour (every cell of a lattice
    /// has one, unless it is alone).
    ///
    /// A random side, drawn again while it faces the border: the same odds as a draw among
    /// the sides with neighbours, and only the one neighbour is found. A cell that keeps
    /// drawing the border (one with few neighbours, or none) is settled by a draw among them.
    // Always inlined: it is the whole step of Wilson's and Aldous–Broder's walks, and kept out
    // of line it returned its answer through memory (Wilson 10–12 % slower, same-run A/B).
    #[inline(always)]
    fn any_neighbour<R: Rng + ?Sized>(
        &mut self,
        cell: usize,
        rng: &mut R,
    ) -> Option<(usize, usize)> {
        let sides = self.cells.side_count(cell) as u32;
        for _ in 0..8 {
            let side = self.bits.below(rng, sides) as usize;
            if let Some(next) = self.cells.across(cell, side) {
                return Some((side, next));
            }
        }
        let bits = &mut self.bits;
        self.cells
            .choose(cell, |_| true, |sides| draw_side(bits, sides, rng))
    }

    /// The open walls, as the lattice numbers them.
    fn passages(&self) -> BitSet {
        let mut passages = BitSet::with_len(self.lattice.wall_count());
        for (cell, &sides) in self.opened.iter().enumerate() {
            if sides != 0 {
                let links = self.lattice.links(cell);
                for side in crate::bits::set_bits(u64::from(sides)) {
                    passages.set(links[side as usize].wall as usize);
                }
            }
        }
        passages
    }
}

/// One of the sides set in `sides`, drawn at random with `bits`.
#[inline]
fn draw_side<R: Rng + ?Sized>(bits: &mut BitPool, sides: u32, rng: &mut R) -> Option<usize> {
    let count = sides.count_ones();
    if count == 0 {
        return None;
    }
    let nth = bits.below(rng, count) as usize;
    Some(usize::from(NTH_SIDE[sides as usize][nth]))
}

/// `NTH_SIDE[sides][n]`: the `n`th lowest bit set in `sides`, so that a random choice among a
/// cell's sides is a lookup rather than a loop whose length the processor cannot predict.
static NTH_SIDE: [[u8; MAX_SIDES]; 1 << MAX_SIDES] = {
    let mut table = [[0; MAX_SIDES]; 1 << MAX_SIDES];
    let mut sides = 0;
    while sides < 1 << MAX_SIDES {
        let (mut bit, mut n) = (0, 0);
        while bit < MAX_SIDES {
            if sides & (1 << bit) != 0 {
                table[sides][n] = bit as u8;
                n += 1;
            }
            bit += 1;
        }
        sides += 1;
    }
    table
};

/// The textbook growing tree, for tests: every cell stays listed, in order, until a pick finds
/// it finished and removes it there; `newest` always picks the last cell (the backtracker),
/// otherwise a random one. The open walls.
#[cfg(test)]
fn textbook_growing_tree(lattice: &Lattice, newest: bool, seed: u64) -> BitSet {
    let mut c = Carving::new(lattice, lattice, None);
    let rng = &mut crate::rng::rng_from_seed(seed);
    let first = c.any_cell(rng);
    c.visit(first);
    let mut active = vec![first];
    while !active.is_empty() {
        let index = match newest {
            true => active.len() - 1,
            false => below(rng, active.len()),
        };
        match c.pick(active[index], false, rng) {
            Some((side, next)) => {
                c.open(active[index], side);
                c.visit(next);
                active.push(next);
            }
            None => _ = active.remove(index),
        }
    }
    c.passages()
}

/// A lattice of every shape, whole and with holes (some on the edge, all in one region), for
/// tests of the general lane's generators run on them directly.
#[cfg(test)]
fn whole_and_holed_lattices() -> Vec<Lattice> {
    use crate::shape::Mask;
    use crate::size::Size;
    let shapes = [
        Shape::hex(Size::new(23, 17)),
        Shape::triangle(Size::new(19, 11)),
        Shape::polar(9),
        Shape::upsilon(Size::new(13, 12)),
        Shape::square(Size::new(15, 9)),
        Shape::levels(Shape::hex(Size::new(9, 7)), 3),
        Shape::levels(Shape::polar(5), 2),
    ];
    shapes
        .into_iter()
        .flat_map(|shape| {
            let mask = Mask::from_fn(&shape, |cell| cell % 11 != 5 || cell < 30);
            [Lattice::new(shape.clone()), Lattice::masked(shape, mask)]
        })
        .map(|lattice| lattice.expect("one region"))
        .collect()
}
