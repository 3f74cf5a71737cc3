//! A maze's passages as the algorithms written once read them, whatever the maze's storage (a
//! grid's two bits a cell, or a lattice's links): how many cells, the passages out of each
//! (numbered, so that two passages between the same two cells are told apart) and the sides
//! they leave by, whether a cell with two passages runs straight through; and the searches
//! every family shares on top of that: what a cell reaches, the cell farthest from one, the
//! steps between two, the regions. The solvers' one breadth-first search is `solve::bfs`.
//!
//! A leaf: it knows no maze type. `Grid` and `Maze` implement [`Network`] beside their
//! own definitions, and the fillers' view of the passages they leave in `solve/fill.rs`.

use crate::bits::{BitSet, set_bits};

/// A maze's passages, for the algorithms written once for square grids and every shape.
pub(crate) trait Network {
    /// How many cells.
    fn cells(&self) -> usize;

    /// How many passages.
    fn passages(&self) -> u64;

    /// The passages out of `cell`: each one's number (the same seen from either end) and the
    /// cell it leads to, in the order of its sides.
    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)> {
        let open = u64::from(self.open_sides(cell));
        set_bits(open).map(move |side| self.link(cell, side as usize))
    }

    /// The cells the passages out of `cell` lead to (what a search needs, without the
    /// passages' numbers).
    fn ways(&self, cell: usize) -> impl Iterator<Item = usize> {
        self.links(cell).map(|(_, next)| next)
    }

    /// How many passages leave `cell`.
    fn degree(&self, cell: usize) -> usize {
        self.links(cell).count()
    }

    /// How many bits name one of a cell's sides: 2 for a grid's four, 3 for a lattice's.
    const SIDE_BITS: u32;

    /// How many sides `cell` has, open or not (the border's included).
    fn side_count(&self, cell: usize) -> usize;

    /// The sides of `cell` a passage leaves by: bit `s` for side `s`, in the order of the
    /// cell's sides (north, east, south, west on squares).
    fn open_sides(&self, cell: usize) -> u32;

    /// The cell the passage through open side `side` of `cell` leads to.
    fn through(&self, cell: usize, side: usize) -> usize;

    /// The side of the cell across open side `side` of `cell` that the passage comes in by:
    /// the way back.
    fn back(&self, cell: usize, side: usize) -> usize;

    /// The passage through open side `side` of `cell`: its number, as [`Network::links`]
    /// numbers it, and the cell it leads to.
    fn link(&self, cell: usize, side: usize) -> (usize, usize);
}

/// A maze's passages seen with their shape: whether a corridor runs straight through a cell.
pub(crate) trait Straight: Network {
    /// Whether `cell`, which has two passages, runs straight through: they leave by opposite
    /// sides.
    fn straight(&self, cell: usize) -> bool;
}

/// Walks the corridor that leaves `cell` by the passage `first` (its number, and the cell it
/// leads to) until a cell with other than two passages, or back at `cell`: that cell, the
/// steps taken, and the number of the last passage. `inner` hears of each cell passed.
///
/// It ends: each cell passed has one way on, so the walk can only come round to where it
/// began.
pub(crate) fn follow<N: Network>(
    net: &N,
    cell: usize,
    (mut via, mut at): (usize, usize),
    mut inner: impl FnMut(usize),
) -> (usize, u64, usize) {
    let mut steps = 1;
    while at != cell && net.degree(at) == 2 {
        inner(at);
        // A loop, not `find`: the compiler left the fold of `find` a call of its own on a
        // grid, and the cul-de-sac filler's noose walk took 1.4 times as many instructions.
        let mut on = None;
        for link in net.links(at) {
            if link.0 != via {
                on = Some(link);
                break;
            }
        }
        let Some((next_via, next)) = on else {
            break;
        };
        (via, at) = (next_via, next);
        steps += 1;
    }
    (at, steps, via)
}

/// The cells reachable from `from` through open passages, a bit each (none if `from` is not a
/// cell).
pub(crate) fn reach<N: Network>(net: &N, from: usize) -> BitSet {
    let mut seen = BitSet::with_len(net.cells());
    if from < net.cells() {
        flood(net, from, &mut seen, &mut Vec::new());
    }
    seen
}

/// Whether every cell can be reached from every other (true of a maze of no cells).
pub(crate) fn is_connected<N: Network>(net: &N) -> bool {
    net.cells() == 0 || reach(net, 0).count_ones() == net.cells() as u64
}

/// The number of separate regions of cells joined by passages (1 for a connected maze).
pub(crate) fn regions<N: Network>(net: &N) -> u64 {
    let mut seen = BitSet::with_len(net.cells());
    let mut stack = Vec::new();
    let mut regions = 0;
    for first in 0..net.cells() {
        if !seen.get(first) {
            regions += 1;
            flood(net, first, &mut seen, &mut stack);
        }
    }
    regions
}

/// Marks in `seen` `from` and every cell reachable from it that `seen` does not hold yet,
/// depth first, with `stack` (empty) as the cells still to look from.
fn flood<N: Network>(net: &N, from: usize, seen: &mut BitSet, stack: &mut Vec<usize>) {
    seen.set(from);
    stack.push(from);
    while let Some(cell) = stack.pop() {
        for next in net.ways(cell) {
            if !seen.get(next) {
                seen.set(next);
                stack.push(next);
            }
        }
    }
}

/// A breadth-first search from `from`, a level at a time, keeping one bit a cell (no distance
/// map: eight bytes a cell took 3 GB for a 100 MB maze): calls `level` with each level's
/// cells and their distance until it returns true or no cell is left; the last level it saw
/// and its distance.
fn by_levels<N: Network>(
    net: &N,
    from: usize,
    mut level: impl FnMut(&[usize], u64) -> bool,
) -> (Vec<usize>, u64) {
    let mut seen = BitSet::with_len(net.cells());
    seen.set(from);
    let (mut this, mut next) = (vec![from], Vec::new());
    let mut distance = 0;
    loop {
        if level(&this, distance) {
            return (this, distance);
        }
        for &cell in &this {
            for neighbour in net.ways(cell) {
                if !seen.get(neighbour) {
                    seen.set(neighbour);
                    next.push(neighbour);
                }
            }
        }
        if next.is_empty() {
            return (this, distance);
        }
        distance += 1;
        std::mem::swap(&mut this, &mut next);
        next.clear();
    }
}

/// A cell as far from `from` (a cell) as any, and its distance.
pub(crate) fn farthest<N: Network>(net: &N, from: usize) -> (usize, u64) {
    let (last, distance) = by_levels(net, from, |_, _| false);
    (last[0], distance)
}

/// The steps of a shortest way from `from` to `to` (cells), if one joins them.
pub(crate) fn steps_between<N: Network>(net: &N, from: usize, to: usize) -> Option<u64> {
    let (last, distance) = by_levels(net, from, |cells, _| cells.contains(&to));
    last.contains(&to).then_some(distance)
}

/// The longest shortest path of a perfect maze: the farthest cell from the farthest cell from
/// any cell (exact on trees, whichever farthest cell the first search ends at).
pub(crate) fn diameter_of_tree<N: Network>(net: &N) -> u64 {
    let (far, _) = farthest(net, 0);
    farthest(net, far).1
}

/// No cell came before, in a search's `came` links.
pub(crate) const NOWHERE: u32 = u32::MAX;

/// The cells from `from` to `to` (both included), following a search's `came` links (each
/// cell's, to the cell it was reached from) back from `to`.
pub(crate) fn walk_back(came: &[u32], from: usize, to: usize) -> Vec<usize> {
    let mut way = vec![to];
    let mut at = to;
    while at != from {
        at = came[at] as usize;
        way.push(at);
    }
    way.reverse();
    way
}

/// "Not reached", in [`levels`].
pub(crate) const UNREACHED: u32 = u32::MAX;

/// The steps from the nearest of `sources` to every cell of `net` ([`UNREACHED`] where no way
/// leads), and the cells reached, in order of those steps: a breadth-first search whose queue
/// is that order. Four bytes a cell for each.
pub(crate) fn levels<N: Network>(
    net: &N,
    sources: impl IntoIterator<Item = usize>,
) -> (Vec<u32>, Vec<u32>) {
    let mut steps = vec![UNREACHED; net.cells()];
    let mut order = Vec::new();
    for source in sources {
        if steps[source] == UNREACHED {
            steps[source] = 0;
            order.push(source as u32);
        }
    }
    let mut at = 0;
    while let Some(&cell) = order.get(at) {
        let cell = cell as usize;
        for next in net.ways(cell) {
            if steps[next] == UNREACHED {
                steps[next] = steps[cell].saturating_add(1);
                order.push(next as u32);
            }
        }
        at += 1;
    }
    (steps, order)
}
