//! Weave mazes: square cells where a passage may run under a perpendicular corridor.
//!
//! A [`Weave`] is a rectangle of square cells and a list of [`Crossing`]s. At a crossing the
//! cell's own passage (the bridge) runs straight one way, and a second cell, numbered after all
//! the squares, carries the passage that runs under it the other way. Generators, solvers and
//! measures see an ordinary lattice, so a crossing is two separate passages to all of them.
//!
//! Two ways to weave (`carve`, behind [`MazeBuilder::weave`](crate::MazeBuilder::weave)):
//! Kruskal's algorithm places crossings first and joins the rest around them (as in Buck's
//! "Mazes for Programmers"); the growing tree (and the backtracker, its newest-first kind)
//! tunnels under a corridor as it carves, where the cell beyond is still unvisited.

use rand::Rng;

use super::{Across, Lattice, Link, Point, ShapeError, Square, Stroke, Tiling};
use crate::bits::BitSet;
use crate::generate::GenerateError;
use crate::generate::kruskal::sets::DisjointSets;
use crate::rng::{below, shuffle};
use crate::{generate::Algorithm, generate::Pick, size::Size, topology::Wrap};

/// Which way the passage under a crossing runs; the bridge over it runs the other way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Under {
    /// The lower passage runs east–west, under a north–south bridge.
    EastWest,
    /// The lower passage runs north–south, under an east–west bridge.
    NorthSouth,
}

impl Under {
    /// The way a passage through `side` of a square (north, east, south, west) runs.
    pub fn of_side(side: usize) -> Under {
        match side & 1 {
            1 => Under::EastWest,
            _ => Under::NorthSouth,
        }
    }
}

/// A cell where one passage runs under another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Crossing {
    /// The square cell, numbered row by row.
    pub cell: usize,
    /// Which way the lower passage runs.
    pub under: Under,
}

/// Square cells in a bounded rectangle with crossings: cells `0..width × height` are the
/// squares (at a crossing, the bridge), and cell `width × height + i` is the passage under
/// crossing `i` (in the order of their squares), with the square's four sides, two of them
/// open to neighbours.
#[derive(Clone, Debug, PartialEq)]
pub struct Weave {
    square: Square,
    crossings: Vec<Crossing>,
    /// For each square, its crossing's place in `crossings` plus one, or 0: a lookup at every
    /// side while the lattice is built (a binary search there took half of Kruskal's time).
    places: Places,
}

/// The crossings' places by square (see [`Weave`]), shown by their count only.
#[derive(Clone, PartialEq)]
struct Places(Vec<u32>);

impl std::fmt::Debug for Places {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Places({} squares)", self.0.len())
    }
}

/// The share of a square's side the drawing leaves between a corridor's wall and the side's
/// corners: corridors are drawn narrower than the cells, so that one can be seen to pass
/// under another.
const INSET: f64 = 0.2;

impl Weave {
    /// `size` square cells with `crossings` (put in the order of their cells).
    /// [`Shape::check`](super::Shape::check) refuses crossings outside the rectangle or two at
    /// one cell.
    pub fn new(size: Size, mut crossings: Vec<Crossing>) -> Weave {
        crossings.sort_unstable_by_key(|c| c.cell);
        let squares = size.cells() as usize;
        // Places for crossings inside the rectangle only: the check refuses the others.
        let mut places = vec![0; if crossings.is_empty() { 0 } else { squares }];
        for (i, crossing) in crossings.iter().enumerate() {
            if let Some(place) = places.get_mut(crossing.cell) {
                *place = i as u32 + 1;
            }
        }
        Weave {
            square: Square::new(size, Wrap::None),
            crossings,
            places: Places(places),
        }
    }

    /// Columns and rows.
    pub fn size(&self) -> Size {
        self.square.size()
    }

    /// The crossings, in the order of their cells.
    pub fn crossings(&self) -> &[Crossing] {
        &self.crossings
    }

    /// The number of square cells (the first cells; the passages under crossings follow).
    pub fn squares(&self) -> usize {
        self.square.cell_count()
    }

    /// The crossing at the square `cell`, with its place in the list, if there is one.
    pub fn crossing_at(&self, cell: usize) -> Option<(usize, Under)> {
        let i = self.places.0.get(cell)?.checked_sub(1)? as usize;
        Some((i, self.crossings.get(i)?.under))
    }

    /// The square `cell` lies in: itself, or the crossing's square for a passage under one.
    pub fn square_of(&self, cell: usize) -> usize {
        match cell.checked_sub(self.squares()) {
            Some(i) => self.crossings.get(i).map_or(cell, |c| c.cell),
            None => cell,
        }
    }

    /// The cell a passage running `way` enters at the square `cell`: the passage under a
    /// crossing there that runs the same way, else the square itself.
    pub(crate) fn entry(&self, cell: usize, way: Under) -> usize {
        match self.crossing_at(cell) {
            Some((i, under)) if under == way => self.squares() + i,
            _ => cell,
        }
    }

    /// Checks the crossings: inside the rectangle, one at most a cell.
    pub(crate) fn check(&self) -> Result<(), ShapeError> {
        let squares = self.squares();
        for pair in self.crossings.windows(2) {
            if pair[0].cell == pair[1].cell {
                return Err(ShapeError::Crossing {
                    cell: pair[0].cell,
                    why: "has two crossings",
                });
            }
        }
        if let Some(c) = self.crossings.last().filter(|c| c.cell >= squares) {
            return Err(ShapeError::Crossing {
                cell: c.cell,
                why: "lies outside the maze",
            });
        }
        Ok(())
    }

    /// The strokes that draw a maze of this weave whose side `side` of `cell` is a passage
    /// where `open(cell, side)` and a door where `door(cell, side)`: every corridor narrower
    /// than its cell, so that at a crossing the bridge's walls run on unbroken and the walls
    /// of the passage under it stop short of them.
    pub(crate) fn strokes<'a>(
        &'a self,
        open: impl Fn(usize, usize) -> bool + Copy + 'a,
        door: impl Fn(usize, usize) -> bool + Copy + 'a,
    ) -> impl Iterator<Item = Stroke> + 'a {
        (0..self.squares()).flat_map(move |cell| {
            let (x, y) = self.column_row_of(cell);
            let corner = move |k: usize| {
                let (dx, dy) = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)][k % 4];
                let inward = |d: f64| if d == 0.0 { INSET } else { 1.0 - INSET };
                Point::new(x + inward(dx), y + inward(dy))
            };
            (0..4).flat_map(move |side| {
                let under = self.crossing_at(cell).is_some_and(|(i, way)| {
                    way == Under::of_side(side) && open(self.squares() + i, side)
                });
                let open = open(cell, side) || door(cell, side);
                let (dx, dy) = [(0.0, -INSET), (INSET, 0.0), (0.0, INSET), (-INSET, 0.0)][side];
                let (a, b) = (corner(side), corner(side + 1));
                let corridor = [
                    Stroke::Line {
                        from: a.offset(dx, dy),
                        to: a,
                    },
                    Stroke::Line {
                        from: b,
                        to: b.offset(dx, dy),
                    },
                ];
                let wall = Stroke::Line { from: a, to: b };
                let strokes = match (open, under) {
                    (true, _) => [Some(corridor[0]), Some(corridor[1]), None],
                    (false, true) => [Some(corridor[0]), Some(wall), Some(corridor[1])],
                    (false, false) => [Some(wall), None, None],
                };
                strokes.into_iter().flatten()
            })
        })
    }

    fn column_row_of(&self, cell: usize) -> (f64, f64) {
        let w = self.size().width as usize;
        ((cell % w) as f64, (cell / w) as f64)
    }
}

impl Tiling for Weave {
    fn cell_count(&self) -> usize {
        self.squares() + self.crossings.len()
    }

    fn side_count(&self, _cell: usize) -> usize {
        4
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let way = Under::of_side(side);
        let from = match cell.checked_sub(self.squares()) {
            // The bridge leaves the way under it to the passage below.
            None if self
                .crossing_at(cell)
                .is_some_and(|(_, under)| under == way) =>
            {
                return None;
            }
            None => cell,
            Some(i) => {
                let crossing = self.crossings.get(i)?;
                (crossing.under == way).then_some(crossing.cell)?
            }
        };
        let to = self.square.across(from, side)?;
        Some(Across {
            cell: self.entry(to.cell, way),
            side: to.side,
            seam: false,
        })
    }

    fn centre(&self, cell: usize) -> Point {
        self.square.centre(self.square_of(cell))
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        self.square.stroke(self.square_of(cell), side)
    }

    fn extent(&self) -> Point {
        self.square.extent()
    }

    fn longest_step(&self) -> Option<f64> {
        Some(1.0)
    }

    fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        self.square.column_row(self.square_of(cell))
    }
}

/// Whether `algorithm` can weave: Kruskal's, the backtracker and the growing tree.
pub fn supports(algorithm: Algorithm) -> Result<(), GenerateError> {
    match algorithm {
        Algorithm::Kruskal | Algorithm::Backtracker | Algorithm::GrowingTree(_) => Ok(()),
        _ => Err(GenerateError::UnsupportedShape {
            algorithm: algorithm.name(),
            shape: "woven square".to_owned(),
            reason: "weaving needs crossings placed before carving (kruskal) or tunnels dug \
                     while carving (backtracker, growing-tree)",
        }),
    }
}

/// The lattice and the passages (a bit a wall) of a perfect weave maze of `size` square cells
/// by `algorithm`, drawing from `rng`: where a crossing can be made, one is made with chance
/// `density` (0 to 1; clamped).
///
/// The size must have passed [`Shape::check`](super::Shape::check) as a square shape.
pub(crate) fn carve<R: Rng + ?Sized>(
    size: Size,
    algorithm: Algorithm,
    density: f64,
    rng: &mut R,
) -> Result<(Lattice, BitSet), GenerateError> {
    supports(algorithm)?;
    let density = density.clamp(0.0, 1.0);
    let (crossings, tunnelled) = match algorithm {
        Algorithm::Kruskal => (place_crossings(size, density, rng), None),
        Algorithm::GrowingTree(pick) => tunnel(size, pick, density, rng),
        _ => tunnel(size, Pick::Newest, density, rng),
    };
    let weave = Weave::new(size, crossings);
    let lattice = Lattice::build_unchecked(super::Shape::Weave(weave));
    let passages = match tunnelled {
        Some(open) => passages_of_sides(&lattice, &open),
        None => kruskal_around_crossings(&lattice, rng),
    };
    Ok((lattice, passages))
}

/// Crossings placed at random before carving: each square away from the border, in a random
/// order, becomes a crossing with chance `density` where it can: when neither it nor any of
/// its four neighbours is one yet, and its two passages join cells not yet joined.
fn place_crossings<R: Rng + ?Sized>(size: Size, density: f64, rng: &mut R) -> Vec<Crossing> {
    let (w, h) = (size.width as usize, size.height as usize);
    if w < 3 || h < 3 || density == 0.0 {
        return Vec::new();
    }
    let mut inner: Vec<u32> = (1..h - 1)
        .flat_map(|y| (1..w - 1).map(move |x| (y * w + x) as u32))
        .collect();
    shuffle(rng, &mut inner);
    // Which squares are joined so far, through the crossings placed.
    let Ok(mut sets) = DisjointSets::new(w * h) else {
        return Vec::new();
    };
    let mut taken = BitSet::with_len(w * h);
    let mut crossings = Vec::new();
    for cell in inner {
        let cell = cell as usize;
        if rng.random::<f64>() >= density {
            continue;
        }
        let around = [cell - w, cell + 1, cell + w, cell - 1];
        if taken.get(cell) || around.iter().any(|&c| taken.get(c)) {
            continue;
        }
        let under = if rng.random::<bool>() {
            Under::EastWest
        } else {
            Under::NorthSouth
        };
        // The bridge joins the neighbours one way, the passage under it the other.
        let (bridge, below) = match under {
            Under::EastWest => ([around[0], around[2]], [around[1], around[3]]),
            Under::NorthSouth => ([around[1], around[3]], [around[0], around[2]]),
        };
        let root = |sets: &mut DisjointSets, c: usize| sets.find(c as u32);
        let (b0, b1) = (root(&mut sets, bridge[0]), root(&mut sets, bridge[1]));
        let (u0, u1) = (root(&mut sets, below[0]), root(&mut sets, below[1]));
        // After the bridge joins b0 and b1, the passage under must still join two sets.
        let bridged = |r: u32| if r == b0 || r == b1 { b0 } else { r };
        if b0 == b1 || bridged(u0) == bridged(u1) {
            continue;
        }
        sets.union(bridge[0] as u32, cell as u32);
        sets.union(cell as u32, bridge[1] as u32);
        sets.union(below[0] as u32, below[1] as u32);
        taken.set(cell);
        crossings.push(Crossing { cell, under });
    }
    crossings
}

/// Kruskal's algorithm on a woven lattice: the crossings' passages open first, then every other
/// wall in a random order, opened where it joins two cells not yet joined.
pub(crate) fn kruskal_around_crossings<R: Rng + ?Sized>(lattice: &Lattice, rng: &mut R) -> BitSet {
    let mut passages = BitSet::with_len(lattice.wall_count());
    let Ok(mut sets) = DisjointSets::new(lattice.len()) else {
        return passages;
    };
    let ends = lattice.wall_ends();
    for wall in crossing_walls(lattice) {
        let [a, b] = ends[wall];
        sets.union(a, b);
        passages.set(wall);
    }
    let mut walls: Vec<u32> = (0..lattice.wall_count() as u32).collect();
    shuffle(rng, &mut walls);
    for wall in walls {
        let [a, b] = ends[wall as usize];
        let (kept, linked) = sets.union(a, b);
        if kept != linked {
            passages.set(wall as usize);
        }
    }
    passages
}

/// The walls of a woven lattice that its crossings open: each bridge's two and the two of the
/// passage under it.
pub(crate) fn crossing_walls(lattice: &Lattice) -> Vec<usize> {
    let super::Shape::Weave(weave) = lattice.shape() else {
        return Vec::new();
    };
    let mut walls = Vec::with_capacity(4 * weave.crossings.len());
    for (i, crossing) in weave.crossings.iter().enumerate() {
        for cell in [crossing.cell, weave.squares() + i] {
            walls.extend(
                lattice
                    .links(cell)
                    .iter()
                    .filter(|l| l.to != Link::NONE)
                    .map(|l| l.wall as usize),
            );
        }
    }
    walls
}

/// The growing tree on square cells that tunnels under corridors: from the cell it grows, a
/// step may go under a visited neighbour that is a straight corridor across the way (with
/// chance `density` where it can) to the unvisited cell beyond. Returns the crossings made
/// and each square's open sides (bit `s` for side `s`, at either level).
fn tunnel<R: Rng + ?Sized>(
    size: Size,
    pick: Pick,
    density: f64,
    rng: &mut R,
) -> (Vec<Crossing>, Option<Vec<u8>>) {
    let (w, h) = (size.width as usize, size.height as usize);
    let n = w * h;
    let step = |cell: usize, side: usize| -> Option<usize> {
        let (x, y) = (cell % w, cell / w);
        match side {
            0 if y > 0 => Some(cell - w),
            1 if x + 1 < w => Some(cell + 1),
            2 if y + 1 < h => Some(cell + w),
            3 if x > 0 => Some(cell - 1),
            _ => None,
        }
    };
    let mut open = vec![0u8; n];
    let mut visited = BitSet::with_len(n);
    let mut under: Vec<Option<Under>> = vec![None; n];
    let first = below(rng, n);
    visited.set(first);
    let mut active = Active::new(first);
    while let Some(index) = active.pick(pick, rng) {
        let cell = active.cells[index] as usize;
        // (side, the cell reached, the corridor it tunnels under)
        let mut ways = [(0, 0, None); 4];
        let mut count = 0;
        for side in (0..4).filter(|&s| open[cell] & (1 << s) == 0) {
            let Some(next) = step(cell, side) else {
                continue;
            };
            if !visited.get(next) {
                ways[count] = (side, next, None);
                count += 1;
                continue;
            }
            // A straight corridor across the way, with an unvisited cell beyond it.
            let across = if side & 1 == 1 { 0b0101 } else { 0b1010 };
            if open[next] == across
                && let Some(beyond) = step(next, side).filter(|&b| !visited.get(b))
                && rng.random::<f64>() < density
            {
                ways[count] = (side, beyond, Some(next));
                count += 1;
            }
        }
        if count == 0 {
            active.remove(index);
            continue;
        }
        let (side, next, bridge) = ways[below(rng, count)];
        open[cell] |= 1 << side;
        if let Some(bridge) = bridge {
            open[bridge] |= (1 << side) | (1 << (side ^ 2));
            under[bridge] = Some(Under::of_side(side));
        }
        open[next] |= 1 << (side ^ 2);
        visited.set(next);
        active.push(next);
    }
    let crossings = (0..n)
        .filter_map(|cell| {
            Some(Crossing {
                cell,
                under: under[cell]?,
            })
        })
        .collect();
    (crossings, Some(open))
}

/// The growing tree's list of cells that may still grow, with the pick of each kind.
struct Active {
    cells: Vec<u32>,
    /// Places of cells that can no longer grow, left until they reach the end (so that the
    /// order stays, for "newest").
    gaps: usize,
}

impl Active {
    const GAP: u32 = u32::MAX;

    fn new(first: usize) -> Active {
        Active {
            cells: vec![first as u32],
            gaps: 0,
        }
    }

    fn push(&mut self, cell: usize) {
        self.cells.push(cell as u32);
    }

    /// The place of the cell to grow from next, or `None` when every cell is done.
    fn pick<R: Rng + ?Sized>(&mut self, pick: Pick, rng: &mut R) -> Option<usize> {
        while self.cells.last() == Some(&Active::GAP) {
            self.cells.pop();
            self.gaps -= 1;
        }
        if self.cells.is_empty() {
            return None;
        }
        let newest = match pick {
            Pick::Newest => true,
            Pick::Random => false,
            Pick::Mixed => rng.random::<bool>(),
        };
        if newest {
            return Some(self.cells.len() - 1);
        }
        if self.gaps > self.cells.len() / 2 {
            self.cells.retain(|&c| c != Active::GAP);
            self.gaps = 0;
        }
        loop {
            let i = below(rng, self.cells.len());
            if self.cells[i] != Active::GAP {
                return Some(i);
            }
        }
    }

    /// Marks the cell at place `index` done.
    fn remove(&mut self, index: usize) {
        self.cells[index] = Active::GAP;
        self.gaps += 1;
    }
}

/// The passages of a woven lattice from each square's open sides (at either level): the side
/// of a square that a crossing's lower passage runs through belongs to the cell under it.
fn passages_of_sides(lattice: &Lattice, open: &[u8]) -> BitSet {
    let mut passages = BitSet::with_len(lattice.wall_count());
    let super::Shape::Weave(weave) = lattice.shape() else {
        return passages;
    };
    for (cell, &sides) in open.iter().enumerate() {
        for side in (0..4).filter(|s| sides & (1 << s) != 0) {
            let owner = weave.entry(cell, Under::of_side(side));
            let link = lattice.links(owner)[side];
            if link.to != Link::NONE {
                passages.set(link.wall as usize);
            }
        }
    }
    passages
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Maze;
    use crate::rng::rng_from_seed;
    use crate::shape::Shape;

    /// The weave maze [`carve`] makes.
    fn generate(
        size: Size,
        algorithm: Algorithm,
        density: f64,
        rng: &mut impl Rng,
    ) -> Result<Maze, GenerateError> {
        let (lattice, passages) = carve(size, algorithm, density, rng)?;
        Ok(Maze::of_passages(lattice, passages))
    }

    /// The kinds of square a weave's picture shows at a crossing: the bridge's two passages
    /// and the two of the passage under it, all open, each passage joining the crossing's
    /// neighbours across it.
    fn assert_crossings_whole(maze: &Maze) {
        let Shape::Weave(weave) = maze.shape() else {
            panic!("not a weave")
        };
        let w = weave.size().width as usize;
        for (i, crossing) in weave.crossings().iter().enumerate() {
            let under = weave.squares() + i;
            for side in 0..4 {
                let cell = match Under::of_side(side) == crossing.under {
                    true => under,
                    false => crossing.cell,
                };
                assert!(maze.is_open_side(cell, side), "{crossing:?} side {side}");
                let square = [
                    crossing.cell - w,
                    crossing.cell + 1,
                    crossing.cell + w,
                    crossing.cell - 1,
                ];
                assert_eq!(
                    weave.square_of(maze.across(cell, side).unwrap()),
                    square[side]
                );
            }
        }
    }

    #[test]
    fn woven_mazes_are_perfect_with_whole_crossings_by_every_weaving_generator() {
        let algorithms = [
            Algorithm::Kruskal,
            Algorithm::Backtracker,
            Algorithm::GrowingTree(Pick::Random),
            Algorithm::GrowingTree(Pick::Mixed),
        ];
        let mut crossings = [0; 4];
        for (a, algorithm) in algorithms.into_iter().enumerate() {
            for seed in 0..12 {
                for (w, h) in [(1, 1), (2, 5), (3, 3), (9, 7), (16, 12)] {
                    for density in [0.0, 0.5, 1.0] {
                        let mut rng = rng_from_seed(seed);
                        let maze = generate(Size::new(w, h), algorithm, density, &mut rng)
                            .expect("weaves");
                        assert!(maze.is_perfect(), "{algorithm} {w}x{h} seed {seed}");
                        assert_crossings_whole(&maze);
                        let Shape::Weave(weave) = maze.shape() else {
                            unreachable!()
                        };
                        assert!(density > 0.0 || weave.crossings().is_empty());
                        crossings[a] += weave.crossings().len();
                    }
                }
            }
        }
        assert!(
            crossings.iter().all(|&c| c > 20),
            "crossings made: {crossings:?}"
        );
    }

    /// Kruskal's places about as many crossings as it tries where it can: at density 1 on a
    /// large maze, a good share of the cells cross.
    #[test]
    fn density_sets_how_often_crossings_are_made() {
        let count = |algorithm, density| {
            let maze = generate(Size::new(40, 40), algorithm, density, &mut rng_from_seed(3))
                .expect("weaves");
            maze.cell_count() - 1600
        };
        for algorithm in [Algorithm::Kruskal, Algorithm::GrowingTree(Pick::Random)] {
            let (some, more) = (count(algorithm, 0.2), count(algorithm, 1.0));
            assert!(0 < some && some < more, "{algorithm}: {some} then {more}");
        }
        assert!(count(Algorithm::Kruskal, 1.0) > 100);
    }

    #[test]
    fn other_generators_are_refused_by_name() {
        let err = generate(
            Size::new(5, 5),
            Algorithm::Wilson,
            0.5,
            &mut rng_from_seed(1),
        );
        assert!(
            err.unwrap_err()
                .to_string()
                .starts_with("wilson cannot generate a woven square maze: weaving needs")
        );
        let weave = Weave::new(
            Size::new(5, 5),
            vec![Crossing {
                cell: 12,
                under: Under::EastWest,
            }],
        );
        let lattice = Lattice::new(Shape::Weave(weave)).expect("a lattice");
        let err = Maze::generate(lattice.clone(), Algorithm::Backtracker, 1).unwrap_err();
        assert!(
            err.to_string()
                .contains("only kruskal carves around crossings")
        );
        let maze = Maze::generate(lattice, Algorithm::Kruskal, 1).expect("kruskal");
        assert!(maze.is_perfect());
        assert_crossings_whole(&maze);
    }

    #[test]
    fn crossings_out_of_place_are_refused() {
        let two = Weave::new(
            Size::new(3, 3),
            vec![
                Crossing {
                    cell: 4,
                    under: Under::EastWest,
                },
                Crossing {
                    cell: 4,
                    under: Under::NorthSouth,
                },
            ],
        );
        assert_eq!(
            Shape::Weave(two).check(),
            Err(ShapeError::Crossing {
                cell: 4,
                why: "has two crossings"
            })
        );
        let outside = Weave::new(
            Size::new(3, 3),
            vec![Crossing {
                cell: 9,
                under: Under::EastWest,
            }],
        );
        assert!(matches!(
            Shape::Weave(outside).check(),
            Err(ShapeError::Crossing { cell: 9, .. })
        ));
        let weave = Shape::Weave(Weave::new(Size::new(3, 3), Vec::new()));
        let mask = crate::shape::Mask::from_fn(&weave, |_| true);
        assert!(matches!(
            Lattice::masked(weave, mask),
            Err(ShapeError::Unmaskable { .. })
        ));
    }
}
