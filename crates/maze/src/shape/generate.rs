//! Perfect mazes on any lattice: every generator that needs only "the neighbours of a cell".
//!
//! Each carves a spanning tree of the lattice's cells, one passage bit per wall, from the
//! caller's RNG. Square cells with nothing masked take the square [`Grid`]'s fast generators
//! (the same maze as [`Algorithm::generate`] makes from the same RNG); every other lattice runs
//! the general versions here. The row generators (Eller, sidewinder, binary tree, division)
//! need a rectangle of square cells and say so on anything else.

mod frontier;
mod origin_shift;
mod rows;
mod walks;

pub use origin_shift::OriginShift;

use rand::Rng;

use super::{Lattice, Link, Shape};
use crate::bits::BitSet;
use crate::generate::GenerateError;
use crate::generate::{Step, Steps};
use crate::rng::below;
use crate::watch::Recording;
use crate::{Algorithm, Direction, Grid, Pick, Pos};

/// Checks that `algorithm` can carve a perfect maze on `lattice`.
pub fn supports(algorithm: Algorithm, lattice: &Lattice) -> Result<(), GenerateError> {
    let shape = lattice.shape();
    let chains = matches!(algorithm, Algorithm::BinaryTree | Algorithm::Sidewinder);
    let reason = match (shape, lattice.mask()) {
        (Shape::Square(square), None) => return algorithm.supports(square.wrap()),
        _ if !algorithm.needs_rows() => return Ok(()),
        (Shape::Hex(_) | Shape::Upsilon(_), None) if chains => return Ok(()),
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
            Some(_) => format!("masked {}", shape.kind()),
            None => shape.kind().to_string(),
        },
        reason,
    })
}

/// Carves a perfect maze into `lattice` with `algorithm`: the set of open walls.
pub(crate) fn carve<R: Rng + ?Sized>(
    lattice: &Lattice,
    algorithm: Algorithm,
    rng: &mut R,
) -> Result<BitSet, GenerateError> {
    supports(algorithm, lattice)?;
    if let (Shape::Square(square), None) = (lattice.shape(), lattice.mask()) {
        let grid = algorithm.generate(square.size(), square.wrap(), rng)?;
        return Ok(passages_of_grid(lattice, &grid));
    }
    Ok(carve_general(Carving::new(lattice, None), algorithm, rng))
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
/// [`ShapeMaze::generate_with`](super::ShapeMaze::generate_with) makes from the same RNG, and
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
    // Each wall as a cell and the side of it the wall is on.
    let mut sides = vec![(Pos::new(0, 0), Direction::North); lattice.wall_count()];
    let width = square.size().width as usize;
    for cell in 0..lattice.len() {
        let shape_cell = lattice.shape_cell(cell);
        // Below the grid's width and height, which are u32.
        let at = Pos::new((shape_cell % width) as u32, (shape_cell / width) as u32);
        for (link, dir) in lattice.links(cell).iter().zip(Direction::ALL) {
            if link.to != Link::NONE {
                sides[link.wall as usize] = (at, dir);
            }
        }
    }
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
        carve_general(Carving::new(lattice, Some(&mut report)), algorithm, rng);
        Ok(grid)
    })
}

/// Carves with the general lane's generators.
fn carve_general<R: Rng + ?Sized>(
    mut carving: Carving<'_>,
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
        Algorithm::Kruskal => frontier::kruskal(&mut carving, rng),
        Algorithm::OriginShift => origin_shift::carve(&mut carving, rng),
        Algorithm::BinaryTree => rows::binary_tree(&mut carving, rng),
        Algorithm::Sidewinder => rows::sidewinder(&mut carving, rng),
        // `supports` let these through only on square grids, which took the fast lane.
        Algorithm::Eller | Algorithm::Division => {}
    }
    carving.passages
}

/// The passages of a square `grid` as the bits of `lattice`, which must be its unmasked shape.
pub(crate) fn passages_of_grid(lattice: &Lattice, grid: &Grid) -> BitSet {
    let mut passages = BitSet::with_len(lattice.wall_count());
    for cell in 0..lattice.len() {
        let pos = grid.pos(cell);
        for (link, dir) in lattice.links(cell).iter().zip(Direction::ALL) {
            if link.to != Link::NONE && grid.is_open(pos, dir) {
                passages.set(link.wall as usize);
            }
        }
    }
    passages
}

/// A maze being carved: which cells are in it, and which walls are open.
pub(super) struct Carving<'a> {
    lattice: &'a Lattice,
    visited: BitSet,
    passages: BitSet,
    /// Scratch space for the links a step chooses among.
    choices: Vec<Link>,
    /// Told of every change, when someone watches.
    watcher: Option<&'a mut dyn FnMut(Change)>,
}

impl<'a> Carving<'a> {
    fn new(lattice: &'a Lattice, watcher: Option<&'a mut dyn FnMut(Change)>) -> Carving<'a> {
        Carving {
            lattice,
            visited: BitSet::with_len(lattice.len()),
            passages: BitSet::with_len(lattice.wall_count()),
            choices: Vec::with_capacity(16),
            watcher,
        }
    }

    fn len(&self) -> usize {
        self.lattice.len()
    }

    fn links(&self, cell: usize) -> &'a [Link] {
        self.lattice.links(cell)
    }

    fn visited(&self, cell: usize) -> bool {
        self.visited.get(cell)
    }

    fn visit(&mut self, cell: usize) {
        self.visited.set(cell);
    }

    fn open(&mut self, link: Link) {
        self.open_wall(link.wall);
    }

    fn open_wall(&mut self, wall: u32) {
        self.passages.set(wall as usize);
        self.tell(Change::Open(wall));
    }

    /// Tells the watcher, if any, of `change`.
    fn tell(&mut self, change: Change) {
        if let Some(watcher) = self.watcher.as_mut() {
            watcher(change);
        }
    }

    /// A random cell.
    fn any_cell<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        below(rng, self.len())
    }

    /// A random link of `cell` to a neighbour that is (`visited`) or is not in the maze.
    fn pick<R: Rng + ?Sized>(&mut self, cell: usize, visited: bool, rng: &mut R) -> Option<Link> {
        let seen = &self.visited;
        random_link(
            &mut self.choices,
            self.lattice.links(cell),
            |to| seen.get(to) == visited,
            rng,
        )
    }

    /// A random link of `cell` to any neighbour (every lattice cell has one, unless it is alone).
    fn any_link<R: Rng + ?Sized>(&mut self, cell: usize, rng: &mut R) -> Option<Link> {
        random_link(&mut self.choices, self.lattice.links(cell), |_| true, rng)
    }
}

/// A random one of `links` that leads to a neighbour for which `keep` holds, collected in
/// `choices` (scratch space, so that walks allocate nothing a step).
fn random_link<R: Rng + ?Sized>(
    choices: &mut Vec<Link>,
    links: &[Link],
    keep: impl Fn(usize) -> bool,
    rng: &mut R,
) -> Option<Link> {
    choices.clear();
    choices.extend(links.iter().filter(|l| l.neighbour().is_some_and(&keep)));
    match choices.len() {
        0 => None,
        n => Some(choices[below(rng, n)]),
    }
}
