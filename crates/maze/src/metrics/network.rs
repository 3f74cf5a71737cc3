//! A maze's passages as the measures read them, whatever its cells' shape: how many cells, the
//! passages out of each (numbered, so that two passages between the same two cells are told
//! apart), and whether a cell with two passages runs straight through.

use crate::bits::set_bits;
use crate::shape::ShapeMaze;
use crate::{Direction, Grid};

/// A maze's passages, for measures written once for square grids and every shape.
pub(crate) trait Network {
    /// How many cells.
    fn cells(&self) -> usize;

    /// How many passages.
    fn passages(&self) -> u64;

    /// The passages out of `cell`: each one's number (the same seen from either end) and the
    /// cell it leads to.
    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)>;

    /// The cells the passages out of `cell` lead to (what a search needs, without the
    /// passages' numbers).
    fn ways(&self, cell: usize) -> impl Iterator<Item = usize> {
        self.links(cell).map(|(_, next)| next)
    }

    /// How many passages leave `cell`.
    fn degree(&self, cell: usize) -> usize {
        self.links(cell).count()
    }

    /// Whether `cell`, which has two passages, runs straight through: they leave by opposite
    /// sides.
    fn straight(&self, cell: usize) -> bool;
}

impl Network for Grid {
    fn cells(&self) -> usize {
        self.len()
    }

    fn passages(&self) -> u64 {
        self.passage_count()
    }

    fn links(&self, cell: usize) -> impl Iterator<Item = (usize, usize)> {
        grid_links(self, cell, self.open_mask(cell))
    }

    fn ways(&self, cell: usize) -> impl Iterator<Item = usize> {
        self.open_neighbors(cell).map(|(_, next)| next)
    }

    fn degree(&self, cell: usize) -> usize {
        self.degree_at(cell)
    }

    fn straight(&self, cell: usize) -> bool {
        matches!(self.open_mask(cell), 0b0101 | 0b1010)
    }
}

/// The passages out of `cell` of `grid` whose directions `mask` holds (bit `d` for
/// `Direction::from_index(d)`), numbered after the cell west or north of each: 2 × cell going
/// east, 2 × cell + 1 going south.
pub(crate) fn grid_links(
    grid: &Grid,
    cell: usize,
    mask: u8,
) -> impl Iterator<Item = (usize, usize)> + '_ {
    set_bits(u64::from(mask)).map(move |d| {
        let dir = Direction::from_index(d as usize);
        let next = grid.through(cell, dir);
        let number = match dir {
            Direction::East => 2 * cell,
            Direction::South => 2 * cell + 1,
            Direction::West => 2 * next,
            Direction::North => 2 * next + 1,
        };
        (number, next)
    })
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
        let Some((next_via, next)) = net.links(at).find(|&(p, _)| p != via) else {
            break;
        };
        (via, at) = (next_via, next);
        steps += 1;
    }
    (at, steps, via)
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
