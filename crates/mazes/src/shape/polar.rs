//! Polar cells (theta mazes): rings around a centre cell, each ring split into as many cells as
//! keeps them about as wide as they are deep.

use std::f64::consts::TAU;

use super::{Across, Inland, MAX_CELLS, Neighbours, Offsets, Point, Stroke, Tiling};

/// A centre cell inside `rings − 1` rings of cells.
///
/// Ring `r` (the centre is ring 0) has as many cells as ring `r − 1` times the whole number
/// nearest `2πr / cells(r − 1)`: cells split in two outward when they grow twice as wide as a
/// ring is deep (the centre's first ring has 6), as in Jamis Buck's *Mazes for Programmers*.
///
/// A ring cell's sides run clockwise around it: inward (towards the centre), its anticlockwise
/// neighbour, its outward sides (one per cell it touches in the next ring, or one facing the
/// rim), its clockwise neighbour. The centre's sides are the cells of ring 1 in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Polar {
    rings: u32,
    /// `starts[r]` is the number of the first cell of ring `r`; one more entry ends the last
    /// ring. Counting stops once the cells pass [`MAX_CELLS`], which the shape's check refuses.
    starts: Vec<u64>,
    /// `splits[r]`: how many cells of ring `r + 1` each cell of ring `r` touches.
    splits: Vec<u32>,
    /// `ring_at[b]` is the ring of cell `b << BLOCK_BITS`: finding a cell's ring is a lookup
    /// and a step or two on, not a binary search (walks find rings at every step).
    ring_at: Vec<u32>,
}

/// Cells are looked up by blocks of `2^BLOCK_BITS`; rings past the first few hundred cells are
/// longer than that, so a cell's ring is its block's or one or two on.
const BLOCK_BITS: u32 = 8;

impl Polar {
    /// A centre cell and `rings − 1` rings around it.
    pub fn new(rings: u32) -> Polar {
        let (mut starts, mut splits) = (vec![0, 1], Vec::new());
        for ring in 1..rings as u64 {
            let (first, end) = (starts[ring as usize - 1], starts[ring as usize]);
            let previous = end - first;
            let ratio = ((TAU * ring as f64 / previous as f64).round() as u64).max(1);
            let next = end + previous * ratio;
            starts.push(next);
            splits.push(ratio as u32);
            if next > MAX_CELLS {
                break;
            }
        }
        let ring_at = Polar::rings_of_blocks(&starts);
        Polar {
            rings,
            starts,
            splits,
            ring_at,
        }
    }

    /// The ring of the first cell of each block of cells.
    fn rings_of_blocks(starts: &[u64]) -> Vec<u32> {
        let total = starts.last().copied().unwrap_or(0);
        let mut ring = 0;
        (0..total.div_ceil(1 << BLOCK_BITS))
            .map(|block| {
                while starts
                    .get(ring + 1)
                    .is_some_and(|&s| s <= block << BLOCK_BITS)
                {
                    ring += 1;
                }
                ring as u32
            })
            .collect()
    }

    /// The number of rings, the centre counted as the first.
    pub const fn rings(&self) -> u32 {
        self.rings
    }

    /// The number of cells in the first `rings` rings (all rings past the limit a shaped maze
    /// holds count as more than that limit).
    pub fn cells_in(&self, rings: u32) -> u64 {
        let last = self.starts.len() - 1;
        self.starts[(rings as usize).min(last)]
    }

    /// The number of cells in ring `ring`.
    pub fn ring_len(&self, ring: usize) -> usize {
        (self.starts[ring + 1] - self.starts[ring]) as usize
    }

    /// How many cells of ring `ring + 1` each cell of ring `ring` touches outward (1 on the rim).
    fn ratio(&self, ring: usize) -> usize {
        if ring + 1 >= self.rings as usize {
            1
        } else {
            self.splits.get(ring).map_or(1, |&split| split as usize)
        }
    }

    /// The ring and the place in the ring of `cell`.
    pub fn ring_of(&self, cell: usize) -> (usize, usize) {
        let ring = match self.ring_at.get(cell >> BLOCK_BITS) {
            Some(&first) => {
                let mut ring = first as usize;
                while self.starts.get(ring + 1).is_some_and(|&s| s <= cell as u64) {
                    ring += 1;
                }
                ring
            }
            None => self.starts.partition_point(|&s| s <= cell as u64) - 1,
        };
        (ring, cell - self.starts[ring] as usize)
    }

    fn cell(&self, ring: usize, place: usize) -> usize {
        self.starts[ring] as usize + place
    }

    fn middle(&self) -> Point {
        let r = f64::from(self.rings);
        Point::new(r, r)
    }

    /// The angles at which cell `place` of ring `ring` begins and ends.
    fn angles(&self, ring: usize, place: usize) -> (f64, f64) {
        let len = self.ring_len(ring) as f64;
        (TAU * place as f64 / len, TAU * (place + 1) as f64 / len)
    }

    fn arc(&self, radius: usize, from: f64, to: f64) -> Stroke {
        Stroke::Arc {
            centre: self.middle(),
            radius: radius as f64,
            from,
            to,
        }
    }
}

impl Tiling for Polar {
    fn cell_count(&self) -> usize {
        self.cells_in(self.rings) as usize
    }

    fn side_count(&self, cell: usize) -> usize {
        match self.ring_of(cell) {
            (0, _) if self.rings > 1 => self.ring_len(1),
            (0, _) => 1,
            (ring, _) => 3 + self.ratio(ring),
        }
    }

    fn across(&self, cell: usize, side: usize) -> Option<Across> {
        let (ring, place) = self.ring_of(cell);
        let len = self.ring_len(ring);
        let sides = self.side_count(cell);
        let neighbour = |ring, place, side| {
            Some(Across {
                cell: self.cell(ring, place),
                side,
                seam: false,
            })
        };
        if ring == 0 {
            return if self.rings > 1 {
                neighbour(1, side, 0)
            } else {
                None
            };
        }
        let ratio = self.ratio(ring);
        match side {
            0 => {
                let parent_ratio = self.ratio(ring - 1);
                let parent = place / parent_ratio;
                let back = match ring - 1 {
                    0 => place,
                    _ => 2 + place - parent * parent_ratio,
                };
                neighbour(ring - 1, parent, back)
            }
            1 => neighbour(ring, (place + len - 1) % len, sides - 1),
            s if s == sides - 1 => neighbour(ring, (place + 1) % len, 1),
            _ if ring + 1 >= self.rings as usize => None,
            s => neighbour(ring + 1, place * ratio + (s - 2), 0),
        }
    }

    fn neighbours(&self, cell: usize) -> Neighbours {
        let (ring, place) = self.ring_of(cell);
        if ring == 0 {
            let mut around = Neighbours::walled(self.side_count(cell));
            if self.rings > 1 {
                for side in 0..around.sides() {
                    around.join(side, self.cell(1, side));
                }
            }
            return around;
        }
        let (len, ratio) = (self.ring_len(ring), self.ratio(ring));
        let mut around = Neighbours::walled(3 + ratio);
        // Ratios are nearly always 1 or 2: no division for those, nor for going round.
        let parent = match self.ratio(ring - 1) {
            1 => place,
            2 => place / 2,
            split => place / split,
        };
        around.join(0, self.cell(ring - 1, parent));
        let anticlockwise = if place == 0 { len - 1 } else { place - 1 };
        let clockwise = if place + 1 == len { 0 } else { place + 1 };
        around.join(1, self.cell(ring, anticlockwise));
        around.join(2 + ratio, self.cell(ring, clockwise));
        if ring + 1 < self.rings as usize {
            for out in 0..ratio {
                around.join(2 + out, self.cell(ring + 1, place * ratio + out));
            }
        }
        around
    }

    fn centre(&self, cell: usize) -> Point {
        match self.ring_of(cell) {
            (0, _) => self.middle(),
            (ring, place) => {
                let (from, to) = self.angles(ring, place);
                super::geometry::on_circle(self.middle(), ring as f64 + 0.5, (from + to) / 2.0)
            }
        }
    }

    fn stroke(&self, cell: usize, side: usize) -> Stroke {
        let (ring, place) = self.ring_of(cell);
        if ring == 0 {
            return match self.rings {
                1 => self.arc(1, 0.0, TAU),
                _ => {
                    let (from, to) = self.angles(1, side);
                    self.arc(1, from, to)
                }
            };
        }
        let (start, end) = self.angles(ring, place);
        let sides = self.side_count(cell);
        let middle = self.middle();
        let radial = |angle, from: usize, to: usize| Stroke::Line {
            from: super::geometry::on_circle(middle, from as f64, angle),
            to: super::geometry::on_circle(middle, to as f64, angle),
        };
        match side {
            0 => self.arc(ring, end, start),
            1 => radial(start, ring, ring + 1),
            s if s == sides - 1 => radial(end, ring + 1, ring),
            s => {
                let step = (end - start) / self.ratio(ring) as f64;
                let j = (s - 2) as f64;
                self.arc(ring + 1, start + step * j, start + step * (j + 1.0))
            }
        }
    }

    fn extent(&self) -> Point {
        let d = 2.0 * f64::from(self.rings);
        Point::new(d, d)
    }

    fn longest_step(&self) -> Option<f64> {
        // Every cell of a ring lies like the ring's first, turned: measure one cell a ring.
        let first_cells = (0..self.rings as usize).map(|ring| self.cell(ring, 0));
        let steps = first_cells.flat_map(|cell| {
            (0..self.side_count(cell)).filter_map(move |side| {
                let next = self.across(cell, side)?;
                Some(self.centre(cell).distance(self.centre(next.cell)))
            })
        });
        Some(steps.fold(0.0, f64::max))
    }

    fn column_row(&self, _cell: usize) -> Option<(u32, u32)> {
        None
    }
}

impl Inland for Polar {
    /// For a cell between two rings as long as its own, away from where its ring's numbering
    /// starts over: the cells in and out are a ring's length before and after it, the cells
    /// around it one before and one after. The offsets change from ring to ring, and most
    /// rings are as long as both their neighbours (rings split outward only now and then).
    // Always inlined: out of line, hunt-and-kill's walks were 15 % slower than with no offsets.
    #[inline(always)]
    fn inland(&self, cell: usize) -> Option<Offsets> {
        let (ring, place) = self.ring_of(cell);
        if ring == 0 || ring + 1 >= self.rings as usize {
            return None;
        }
        let len = self.ring_len(ring);
        if self.ratio(ring - 1) != 1 || self.ratio(ring) != 1 || place == 0 || place + 1 == len {
            return None;
        }
        // Below 2³² cells, as every shaped maze's are.
        let len = len as isize;
        let mut steps = [0; super::MAX_SIDES];
        steps[..4].copy_from_slice(&[-len, -1, len, 1]);
        Some(Offsets { steps, sides: 4 })
    }
}
