//! A shape's cells with a mask applied: numbered densely, with every wall numbered once.

use super::{Mask, Neighbours, Shape, ShapeError, Tiling};

/// What lies across one side of a cell in a [`Lattice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    /// The neighbouring cell, or [`Link::NONE`] at the border or beside a masked cell.
    pub to: u32,
    /// The number of the wall between the two cells (the bit a maze opens for a passage), or
    /// [`Link::NONE`] where there is no neighbour.
    pub wall: u32,
}

impl Link {
    /// No cell, no wall.
    pub const NONE: u32 = u32::MAX;

    /// The neighbour, if there is one.
    pub fn neighbour(self) -> Option<usize> {
        (self.to != Link::NONE).then_some(self.to as usize)
    }
}

/// The cells of a shape that a mask leaves on, numbered `0..len()` in the shape's order, each
/// with its sides in the shape's order and every wall between two cells numbered once.
///
/// All the general-lane algorithms run on this: "the links of a cell" is one slice.
#[derive(Clone, Debug, PartialEq)]
pub struct Lattice {
    shape: Shape,
    mask: Option<Mask>,
    /// For each cell, the shape's number for it; empty when nothing is masked (the same numbers).
    shape_cells: Vec<u32>,
    /// `links[offsets[c]..offsets[c + 1]]` are cell `c`'s sides.
    offsets: Vec<u32>,
    links: Vec<Link>,
    walls: usize,
    /// The default start and goal (see [`Lattice::default_ends`]).
    ends: (usize, usize),
}

impl Lattice {
    /// Every cell of `shape`.
    pub fn new(shape: Shape) -> Result<Lattice, ShapeError> {
        shape.check()?;
        Lattice::probe(&shape, None)?;
        Ok(Lattice::build(shape, None))
    }

    /// Whether the memory for the links of `shape`'s cells (`mask`'s, if given) can be had:
    /// at most [`MAX_SIDES`](super::MAX_SIDES) links of 8 bytes a cell and its offset, and a
    /// masked shape's two numbers a cell, reserved (not touched) and given back at once.
    fn probe(shape: &Shape, mask: Option<&Mask>) -> Result<(), ShapeError> {
        let cells = shape.cell_count() as u64;
        let link = size_of::<Link>() as u64;
        let per_cell = super::MAX_SIDES as u64 * link + 4 + if mask.is_some() { 8 } else { 0 };
        let bytes = cells.saturating_mul(per_cell);
        let refused = || ShapeError::OutOfMemory {
            shape: shape.describe(),
            cells,
            bytes,
        };
        let len = usize::try_from(bytes).map_err(|_| refused())?;
        Vec::<u8>::new()
            .try_reserve_exact(len)
            .map_err(|_| refused())
    }

    /// Every cell of `shape`, which has passed its checks some other way (it is a grid's).
    pub(crate) fn build_unchecked(shape: Shape) -> Lattice {
        Lattice::build(shape, None)
    }

    /// The cells of `shape` that `mask` leaves on, which must be one connected region.
    pub fn masked(shape: Shape, mask: Mask) -> Result<Lattice, ShapeError> {
        shape.check()?;
        if let Shape::Weave(_) = shape {
            return Err(ShapeError::Unmaskable {
                shape: shape.describe(),
            });
        }
        if mask.len() != shape.cell_count() {
            return Err(ShapeError::MaskSize {
                mask: mask.len(),
                cells: shape.cell_count(),
            });
        }
        if mask.count_on() == 0 {
            return Err(ShapeError::NothingLeft);
        }
        Lattice::probe(&shape, Some(&mask))?;
        let lattice = Lattice::build(shape, Some(mask));
        let regions = lattice.region_sizes();
        if regions.len() > 1 {
            const SHOWN: usize = 5;
            return Err(ShapeError::Regions {
                more: regions.len() > SHOWN,
                sizes: regions.into_iter().take(SHOWN).collect(),
            });
        }
        Ok(lattice)
    }

    fn build(shape: Shape, mask: Option<Mask>) -> Lattice {
        // Each shape's own code, so that finding neighbours is inlined, not a call per side.
        let parts = match &shape {
            Shape::Square(t) => Parts::of(t, mask.as_ref()),
            Shape::Hex(t) => Parts::of(t, mask.as_ref()),
            Shape::Triangle(t) => Parts::of(t, mask.as_ref()),
            Shape::Polar(t) => Parts::of(t, mask.as_ref()),
            Shape::Upsilon(t) => Parts::of(t, mask.as_ref()),
            // Whole levels copy their base's links, level by level, and add the stairs.
            Shape::Levels(t) if mask.is_none() => Parts::stacked(t),
            Shape::Levels(t) => Parts::of(t, mask.as_ref()),
            Shape::Weave(t) => Parts::of(t, mask.as_ref()),
        };
        Lattice {
            shape,
            mask,
            shape_cells: parts.shape_cells,
            offsets: parts.offsets,
            links: parts.links,
            walls: parts.walls as usize,
            ends: parts.ends,
        }
    }

    /// The border cells nearest the top-left and the bottom-right of the picture (any cells
    /// when none lies on the border, as on a torus): where a maze starts and ends by default.
    pub fn default_ends(&self) -> (usize, usize) {
        self.ends
    }

    /// The shape the cells come from.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The mask, if cells are switched off.
    pub fn mask(&self) -> Option<&Mask> {
        self.mask.as_ref()
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Always false: a lattice has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of walls between two cells: the passages a maze may open.
    pub fn wall_count(&self) -> usize {
        self.walls
    }

    /// The sides of `cell`, in the shape's order.
    #[inline]
    pub fn links(&self, cell: usize) -> &[Link] {
        &self.links[self.offsets[cell] as usize..self.offsets[cell + 1] as usize]
    }

    /// The cells across `cell`'s sides, as [`links`](Lattice::links) gives them.
    #[inline]
    pub fn neighbours(&self, cell: usize) -> Neighbours {
        let links = self.links(cell);
        let mut around = Neighbours::walled(links.len());
        for (side, link) in links.iter().enumerate() {
            if let Some(to) = link.neighbour() {
                around.join(side, to);
            }
        }
        around
    }

    /// The shape's number for `cell`.
    pub fn shape_cell(&self, cell: usize) -> usize {
        match self.mask {
            None => cell,
            Some(_) => self.shape_cells[cell] as usize,
        }
    }

    /// The lattice's number for the shape's cell `shape_cell`, if the mask leaves it on.
    pub fn cell_of(&self, shape_cell: usize) -> Option<usize> {
        match &self.mask {
            None => (shape_cell < self.len()).then_some(shape_cell),
            Some(mask) => (shape_cell < mask.len() && mask.is_on(shape_cell)).then(|| {
                self.shape_cells
                    .partition_point(|&c| (c as usize) < shape_cell)
            }),
        }
    }

    /// The column and row of the square `cell` lies in, on shapes whose cells lie in rows (the
    /// passage under a weave's crossing: its crossing's).
    pub fn column_row(&self, cell: usize) -> Option<(u32, u32)> {
        self.shape.column_row(self.shape_cell(cell))
    }

    /// Where `cell`'s centre is drawn.
    pub fn centre(&self, cell: usize) -> super::Point {
        self.shape.centre(self.shape_cell(cell))
    }

    /// The two cells of every wall, by wall number.
    pub(crate) fn wall_ends(&self) -> Vec<[u32; 2]> {
        let mut ends = vec![[0; 2]; self.walls];
        for cell in 0..self.len() {
            for link in self.links(cell) {
                if link.to != Link::NONE && (link.to as usize) > cell {
                    ends[link.wall as usize] = [cell as u32, link.to];
                }
            }
        }
        ends
    }

    /// The sizes of the connected regions of cells, largest first.
    fn region_sizes(&self) -> Vec<usize> {
        let mut seen = vec![false; self.len()];
        let mut sizes = Vec::new();
        let mut stack = Vec::new();
        for first in 0..self.len() {
            if seen[first] {
                continue;
            }
            seen[first] = true;
            stack.push(first);
            let mut size = 0;
            while let Some(cell) = stack.pop() {
                size += 1;
                for next in self.links(cell).iter().filter_map(|l| l.neighbour()) {
                    if !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
            sizes.push(size);
        }
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        sizes
    }
}

/// A lattice's numbers, before it takes its shape and mask.
struct Parts {
    shape_cells: Vec<u32>,
    offsets: Vec<u32>,
    links: Vec<Link>,
    walls: u32,
    /// [`Lattice::default_ends`], found while the links are at hand.
    ends: (usize, usize),
}

/// The cells nearest the top-left and the bottom-right corners of the picture among those
/// added, measured along the diagonal: the first added of the nearest, the last of the farthest.
#[derive(Default)]
struct Diagonal {
    first: Option<(f64, usize)>,
    last: Option<(f64, usize)>,
}

impl Diagonal {
    /// Considers `cell`, drawn centred at `centre`.
    fn add(&mut self, cell: usize, centre: super::Point) {
        // Ties go to the upper cell, so that the start of a square grid is its top-left.
        let along = centre.x + centre.y * (1.0 + 1e-9);
        if self.first.is_none_or(|(best, _)| along < best) {
            self.first = Some((along, cell));
        }
        if self.last.is_none_or(|(best, _)| along >= best) {
            self.last = Some((along, cell));
        }
    }

    /// The nearest and the farthest cell, or cell 0 for both if none was added.
    fn ends(&self) -> (usize, usize) {
        let cell = |end: Option<(f64, usize)>| end.map_or(0, |(_, cell)| cell);
        (cell(self.first), cell(self.last))
    }
}

impl Parts {
    /// The cells of `levels`, none masked: each level's links are its base's, numbered on by
    /// a level's cells and walls; the stairs come after every level's walls, those between
    /// levels `l` and `l + 1` numbered by the base's cells.
    fn stacked(levels: &super::Levels) -> Parts {
        let base = Lattice::build(levels.base().clone(), None);
        let (floor, walls) = (base.len() as u32, base.walls as u32);
        let count = levels.levels();
        let flat_walls = walls * count;
        let mut offsets = Vec::with_capacity(base.len() * count as usize + 1);
        let mut links = Vec::with_capacity((base.links.len() + 2 * base.len()) * count as usize);
        offsets.push(0);
        for level in 0..count {
            for cell in 0..floor {
                let shifted = base.links(cell as usize).iter().map(|link| match link.to {
                    Link::NONE => *link,
                    to => Link {
                        to: to + level * floor,
                        wall: link.wall + level * walls,
                    },
                });
                links.extend(shifted);
                let stairs = |to_level: u32, between: u32| match to_level < count {
                    true => Link {
                        to: to_level * floor + cell,
                        wall: flat_walls + between * floor + cell,
                    },
                    false => Link {
                        to: Link::NONE,
                        wall: Link::NONE,
                    },
                };
                links.push(stairs(level + 1, level));
                // Below level 0 lies nothing: `u32::MAX` is no level.
                let below = level.checked_sub(1).unwrap_or(u32::MAX);
                links.push(stairs(below, level.saturating_sub(1)));
                offsets.push(links.len() as u32);
            }
        }
        let (start, goal) = base.ends;
        Parts {
            shape_cells: Vec::new(),
            offsets,
            links,
            walls: flat_walls + floor * count.saturating_sub(1),
            ends: (
                start,
                count.saturating_sub(1) as usize * floor as usize + goal,
            ),
        }
    }

    /// The cells of `tiling` that `mask` leaves on, their links and walls.
    fn of<T: Tiling>(tiling: &T, mask: Option<&Mask>) -> Parts {
        let count = tiling.cell_count();
        let (shape_cells, dense): (Vec<u32>, Vec<u32>) = match mask {
            None => (Vec::new(), Vec::new()),
            Some(mask) => {
                let mut dense = vec![Link::NONE; count];
                let on: Vec<u32> = (0..count)
                    .filter(|&c| mask.is_on(c))
                    .map(|c| c as u32)
                    .collect();
                for (d, &c) in on.iter().enumerate() {
                    dense[c as usize] = d as u32;
                }
                (on, dense)
            }
        };
        let len = if mask.is_some() {
            shape_cells.len()
        } else {
            count
        };
        let mut offsets = Vec::with_capacity(len + 1);
        let mut links: Vec<Link> = Vec::with_capacity(len * 4);
        let mut walls = 0u32;
        offsets.push(0);
        // The shape's cells the mask leaves on, in order.
        let cells = || -> Box<dyn Iterator<Item = usize> + '_> {
            match mask {
                Some(_) => Box::new(shape_cells.iter().map(|&c| c as usize)),
                None => Box::new(0..count),
            }
        };
        let mut border = Diagonal::default();
        let mut on_border = false;
        for (d, cell) in cells().enumerate() {
            let mut outer = false;
            let flat = tiling.flat_sides(cell);
            for side in 0..tiling.side_count(cell) {
                let across = tiling.across(cell, side).map(|a| {
                    let to = if mask.is_some() {
                        dense[a.cell]
                    } else {
                        a.cell as u32
                    };
                    (to, a.side)
                });
                let link = match across {
                    Some((to, _)) if to == Link::NONE => Link {
                        to,
                        wall: Link::NONE,
                    },
                    Some((to, back)) if (to as usize) < d => Link {
                        to,
                        wall: links[offsets[to as usize] as usize + back].wall,
                    },
                    Some((to, _)) => {
                        walls += 1;
                        Link {
                            to,
                            wall: walls - 1,
                        }
                    }
                    None => Link {
                        to: Link::NONE,
                        wall: Link::NONE,
                    },
                };
                outer |= link.to == Link::NONE && side < flat;
                links.push(link);
            }
            if outer {
                border.add(d, tiling.centre(cell));
                on_border = true;
            }
            offsets.push(links.len() as u32);
        }
        // With no border (a torus), among all cells.
        let ends = match on_border {
            true => border.ends(),
            false => {
                let mut all = Diagonal::default();
                for (d, cell) in cells().enumerate() {
                    all.add(d, tiling.centre(cell));
                }
                all.ends()
            }
        };
        Parts {
            shape_cells,
            offsets,
            links,
            walls,
            ends,
        }
    }
}
