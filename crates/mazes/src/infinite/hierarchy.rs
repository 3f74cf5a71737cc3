//! The blocks of the infinite maze, from the whole plane down to its 8×8 leaves.
//!
//! A block of level `k` is an aligned square of 2ᵏ × 2ᵏ cells; level 64 is the plane, level 3
//! a leaf. A block's *plan* joins its four quarters (its children) by three doors, one on each
//! side of a spanning tree of the 4-cycle NW–NE–SE–SW, at one of eight *ports* along the
//! shared side. Ports nest: port `i` of a block's side is port `2i` (first half, `i < 4`) or
//! `2(i − 4) + 1` (second half) of the child's side under it, so a door is always at a port of
//! every block whose border it lies on, down to a leaf, where the eight ports are the eight
//! cells of a side.
//!
//! A block is *typed* when it has two doors or more: its plan then comes from a gene among
//! [`TYPES`], chosen by its parent's gene, so that the distance between two of its doors
//! depends on its level, its gene and the two ports alone, and can be remembered. Blocks with
//! one door are dead ends of every way that does not start in them; their genes are hashes of
//! their position, and they give the maze its variety.

use super::hash::{Draws, hash, mix};
use super::leaf::Leaf;

/// The level of the leaves (8 × 8 cells).
pub(crate) const LEAF_LEVEL: u32 = 3;
/// The level of the whole plane (2⁶⁴ × 2⁶⁴ cells).
pub(crate) const TOP_LEVEL: u32 = 64;
/// Genes a typed block can have at each level: few enough that the distances between ports
/// of every gene are quickly known, enough that no repetition shows.
pub(crate) const TYPES: u64 = 32;

/// Ports per side of a block.
const PORTS: u8 = 8;

/// Sides, as in [`Direction::ALL`](crate::Direction::ALL).
const NORTH: u8 = 0;
const EAST: u8 = 1;
const SOUTH: u8 = 2;
const WEST: u8 = 3;

/// Children: 0 NW, 1 NE, 2 SW, 3 SE (bit 0 east, bit 1 south).
///
/// The four ways two children touch, as (child, its side, other child, its side).
const TOUCH: [(u8, u8, u8, u8); 4] = [
    (0, EAST, 1, WEST),
    (2, EAST, 3, WEST),
    (0, SOUTH, 2, NORTH),
    (1, SOUTH, 3, NORTH),
];
/// The children around the cycle NW, NE, SE, SW.
const CYCLE: [u8; 4] = [0, 1, 3, 2];
/// Where each child stands in [`CYCLE`].
const PLACE: [u8; 4] = [0, 1, 3, 2];
/// The touch between `CYCLE[j]` and `CYCLE[j + 1]`.
const CYCLE_TOUCH: [u8; 4] = [0, 3, 1, 2];
/// The children along each side: first half, second half.
const ALONG: [[u8; 2]; 4] = [[0, 1], [1, 3], [2, 3], [0, 2]];

/// A door of a block: its side (0 to 3: N, E, S, W) times eight, plus the port.
pub(crate) type Port = u8;

/// One block, with what its ancestors decided about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Block {
    /// 3 (a leaf) to 64 (the plane).
    pub(crate) level: u32,
    /// The block's column and row among the blocks of its level.
    pub(crate) x: u64,
    pub(crate) y: u64,
    /// Below [`TYPES`] when the block is typed; a hash of its position otherwise.
    pub(crate) gene: u64,
    /// Bit `p` set for each [`Port`] `p` with a door.
    pub(crate) doors: u32,
}

/// How a block's children are joined: the touch left closed and each touch's port.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Plan {
    closed: u8,
    ports: [u8; 4],
}

/// A step from one child to the next on the way between two children.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Hop {
    /// The door of the child left.
    pub(crate) exit: Port,
    /// The child entered, and its door.
    pub(crate) to: u8,
    pub(crate) entry: Port,
}

/// The hops between two children: at most three.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Hops {
    hops: [Hop; 3],
    len: usize,
}

impl Hops {
    /// The hops, in order.
    pub(crate) fn as_slice(&self) -> &[Hop] {
        &self.hops[..self.len]
    }
}

impl Plan {
    /// The hops from child `from` to child `to` through the plan's three doors.
    pub(crate) fn route(&self, from: u8, to: u8) -> Hops {
        let start = PLACE[usize::from(from)];
        let ahead = (PLACE[usize::from(to)] + 4 - start) % 4;
        let closed = CYCLE_TOUCH
            .iter()
            .position(|&touch| touch == self.closed)
            .unwrap_or(0) as u8;
        let clockwise = (closed + 4 - start) % 4 >= ahead;
        let mut hops = Hops::default();
        let count = if clockwise { ahead } else { 4 - ahead };
        for j in 0..count {
            let edge = if clockwise {
                (start + j) % 4
            } else {
                (start + 3 - j) % 4
            };
            let ends = [CYCLE[usize::from(edge)], CYCLE[usize::from((edge + 1) % 4)]];
            let (a, b) = if clockwise {
                (ends[0], ends[1])
            } else {
                (ends[1], ends[0])
            };
            hops.hops[hops.len] = self.hop(CYCLE_TOUCH[usize::from(edge)], a, b);
            hops.len += 1;
        }
        hops
    }

    /// The hop from child `from` to child `to` through touch `touch`.
    fn hop(&self, touch: u8, from: u8, to: u8) -> Hop {
        let (a, side_a, _, side_b) = TOUCH[usize::from(touch)];
        let port = self.ports[usize::from(touch)];
        let (exit_side, entry_side) = if from == a {
            (side_a, side_b)
        } else {
            (side_b, side_a)
        };
        Hop {
            exit: exit_side * PORTS + port,
            to,
            entry: entry_side * PORTS + port,
        }
    }

    /// The doors child `child` has to its siblings.
    #[inline]
    fn sibling_doors(&self, child: u8) -> u32 {
        CHILD_TOUCHES[usize::from(child)]
            .iter()
            .filter(|&&(touch, _)| touch != self.closed)
            .map(|&(touch, side)| 1 << (side * PORTS + self.ports[usize::from(touch)]))
            .sum()
    }
}

/// The two touches of each child, and the child's side in each.
const CHILD_TOUCHES: [[(u8, u8); 2]; 4] = [
    [(0, EAST), (2, SOUTH)],
    [(0, WEST), (3, SOUTH)],
    [(1, EAST), (2, NORTH)],
    [(1, WEST), (3, NORTH)],
];

/// The two sides of its parent each child lies along, and which half of each.
const CHILD_SIDES: [[(u8, u8); 2]; 4] = [
    [(NORTH, 0), (WEST, 0)],
    [(NORTH, 1), (EAST, 0)],
    [(SOUTH, 0), (WEST, 1)],
    [(SOUTH, 1), (EAST, 1)],
];

/// The doors of a parent that lie on child `child`, as the child's doors: a parent's port `i`
/// is the child's port `2i` (first half) or `2(i − 4) + 1` (second half).
#[inline]
fn inherited_doors(parent: u32, child: u8) -> u32 {
    /// Four bits moved to the even places of a byte.
    const SPREAD: [u32; 16] = [
        0x00, 0x01, 0x04, 0x05, 0x10, 0x11, 0x14, 0x15, 0x40, 0x41, 0x44, 0x45, 0x50, 0x51, 0x54,
        0x55,
    ];
    CHILD_SIDES[usize::from(child)]
        .iter()
        .map(|&(side, half)| {
            let quarter = (parent >> (side * PORTS + 4 * half)) & 15;
            SPREAD[quarter as usize] << (half + side * PORTS)
        })
        .sum()
}

/// The child a door of its parent lies in, and the door's port on that child.
pub(crate) fn down(port: Port) -> (u8, Port) {
    let (side, index) = (port / PORTS, port % PORTS);
    let half = index / 4;
    let child = ALONG[usize::from(side)][usize::from(half)];
    (child, side * PORTS + 2 * (index % 4) + half)
}

/// The cell (8 × row + column) of a leaf on which door `port` opens.
pub(crate) fn leaf_cell(port: Port) -> u8 {
    let index = port % PORTS;
    match port / PORTS {
        NORTH => index,
        EAST => 8 * index + 7,
        SOUTH => 56 + index,
        _ => 8 * index,
    }
}

/// The door of a leaf on side `side` (0 to 3) of its cell `cell`, if `cell` is on that side.
pub(crate) fn leaf_port(cell: u8, side: u8) -> Option<Port> {
    let (row, column) = (cell / 8, cell % 8);
    let index = match side {
        NORTH if row == 0 => column,
        EAST if column == 7 => row,
        SOUTH if row == 7 => column,
        WEST if column == 0 => row,
        _ => return None,
    };
    Some(side * PORTS + index)
}

/// Tags that keep the hashes of different decisions apart.
const FREE: u64 = 1;
const TYPED: u64 = 2;
const PLAN: u64 = 3;
const LEAF: u64 = 4;
const FILL: u64 = 5;

/// The hashes of the seed with each level and decision, so that a decision costs one or two
/// mixes of the block's own numbers.
#[derive(Clone, Copy, Debug, Default)]
struct Salts {
    free: u64,
    plan: u64,
    typed: [u64; 4],
}

/// The decisions of one seed: every block's plan and every leaf's passages.
#[derive(Clone, Debug)]
pub(crate) struct Hierarchy {
    seed: u64,
    /// By level, 0 to 64.
    salts: Vec<Salts>,
    /// By level and typed gene: the plan, and the genes of the children when typed (the
    /// hashes below worked out once, as a walk down the levels meets them at every step).
    typed: Vec<[(Plan, [u8; 4]); TYPES as usize]>,
    /// The spanning tree of each typed leaf gene, whose ways between doors every leaf of that
    /// gene keeps.
    typed_leaves: Vec<Leaf>,
}

impl Hierarchy {
    /// The hierarchy of `seed`.
    pub(crate) fn new(seed: u64) -> Hierarchy {
        let typed_leaves = (0..TYPES)
            .map(|gene| {
                let mut draws = Draws::new(hash(&[seed, LEAF, gene]));
                Leaf::grow(&mut draws, 0, Leaf::default())
            })
            .collect();
        let salts = (0..=u64::from(TOP_LEVEL))
            .map(|level| Salts {
                free: hash(&[seed, FREE, level]),
                plan: hash(&[seed, PLAN, level]),
                typed: [0, 1, 2, 3].map(|child| hash(&[seed, TYPED, level, child])),
            })
            .collect();
        let mut hierarchy = Hierarchy {
            seed,
            salts,
            typed: Vec::new(),
            typed_leaves,
        };
        hierarchy.typed = (0..=TOP_LEVEL)
            .map(|level| {
                std::array::from_fn(|gene| {
                    let gene = gene as u64;
                    let children = std::array::from_fn(|child| {
                        let below = level.saturating_sub(1);
                        hierarchy.hash_typed_gene(below, gene, child as u8) as u8
                    });
                    (hierarchy.hash_plan(level, gene), children)
                })
            })
            .collect();
        hierarchy
    }

    fn salts(&self, level: u32) -> &Salts {
        &self.salts[level as usize]
    }

    /// The seed.
    pub(crate) fn seed(&self) -> u64 {
        self.seed
    }

    /// The whole plane: no doors, a gene from the seed.
    pub(crate) fn top(&self) -> Block {
        Block {
            level: TOP_LEVEL,
            x: 0,
            y: 0,
            gene: self.free_gene(TOP_LEVEL, 0, 0),
            doors: 0,
        }
    }

    #[inline]
    fn free_gene(&self, level: u32, x: u64, y: u64) -> u64 {
        mix(mix(self.salts(level).free ^ x).wrapping_add(y))
    }

    /// The gene of child `child`, at level `level`, of a block of gene `parent` when the
    /// child is typed.
    #[inline]
    pub(crate) fn typed_gene(&self, level: u32, parent: u64, child: u8) -> u64 {
        match self.typed.get(level as usize + 1) {
            Some(typed) if parent < TYPES => typed[parent as usize].1[usize::from(child)].into(),
            _ => self.hash_typed_gene(level, parent, child),
        }
    }

    fn hash_typed_gene(&self, level: u32, parent: u64, child: u8) -> u64 {
        mix(self.salts(level).typed[usize::from(child)] ^ parent) % TYPES
    }

    /// The plan of a block of level `level` (above the leaves) and gene `gene`.
    #[inline]
    pub(crate) fn plan(&self, level: u32, gene: u64) -> Plan {
        match self.typed.get(level as usize) {
            Some(typed) if gene < TYPES => typed[gene as usize].0,
            _ => self.hash_plan(level, gene),
        }
    }

    fn hash_plan(&self, level: u32, gene: u64) -> Plan {
        let bits = mix(self.salts(level).plan ^ gene);
        let port = |touch: u32| ((bits >> (2 + 3 * touch)) & 7) as u8;
        Plan {
            closed: (bits & 3) as u8,
            ports: [port(0), port(1), port(2), port(3)],
        }
    }

    /// Child `child` of `block` (above the leaves).
    #[inline(always)]
    pub(crate) fn child(&self, block: &Block, plan: &Plan, child: u8) -> Block {
        let doors = plan.sibling_doors(child) | inherited_doors(block.doors, child);
        let level = block.level - 1;
        let x = 2 * block.x + u64::from(child & 1);
        let y = 2 * block.y + u64::from(child >> 1);
        let gene = if doors.count_ones() >= 2 {
            self.typed_gene(level, block.gene, child)
        } else {
            self.free_gene(level, x, y)
        };
        Block {
            level,
            x,
            y,
            gene,
            doors,
        }
    }

    /// The block of level `level` at column `x` and row `y` of its level, found from the top.
    pub(crate) fn block_at(&self, level: u32, x: u64, y: u64) -> Block {
        let mut block = self.top();
        while block.level > level {
            let shift = block.level - 1 - level;
            let child = (((x >> shift) & 1) | (((y >> shift) & 1) << 1)) as u8;
            let plan = self.plan(block.level, block.gene);
            block = self.child(&block, &plan, child);
        }
        block
    }

    /// The passages inside a leaf block.
    pub(crate) fn leaf(&self, block: &Block) -> Leaf {
        debug_assert_eq!(block.level, LEAF_LEVEL);
        if block.doors.count_ones() < 2 {
            return Leaf::grow(&mut Draws::new(block.gene), 0, Leaf::default());
        }
        let (tree, passages) = self.typed_leaf(block.gene).subtree(door_cells(block.doors));
        let mut draws = Draws::new(hash(&[self.seed, FILL, block.x, block.y]));
        Leaf::grow(&mut draws, tree, passages)
    }

    /// The spanning tree of typed leaf gene `gene`.
    pub(crate) fn typed_leaf(&self, gene: u64) -> &Leaf {
        &self.typed_leaves[gene as usize % self.typed_leaves.len()]
    }
}

/// The cells of a leaf on which its doors open.
fn door_cells(mut doors: u32) -> u64 {
    let mut cells = 0;
    while doors != 0 {
        cells |= 1 << leaf_cell(doors.trailing_zeros() as u8);
        doors &= doors - 1;
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_follow_the_three_open_touches() {
        for closed in 0..4 {
            let plan = Plan {
                closed,
                ports: [1, 2, 3, 4],
            };
            for from in 0..4 {
                for to in 0..4 {
                    let hops = plan.route(from, to);
                    let hops = hops.as_slice();
                    assert_eq!(hops.is_empty(), from == to);
                    let mut at = from;
                    for hop in hops {
                        let (from_door, to_door) = (1u32 << hop.exit, 1u32 << hop.entry);
                        assert_ne!(plan.sibling_doors(at) & from_door, 0);
                        assert_ne!(plan.sibling_doors(hop.to) & to_door, 0);
                        at = hop.to;
                    }
                    assert_eq!(at, to);
                }
            }
        }
    }

    #[test]
    fn inherited_doors_are_the_parent_doors_moved_down() {
        for port in 0..4 * PORTS {
            let (child, inner) = down(port);
            for other in 0..4 {
                let expected = if other == child { 1 << inner } else { 0 };
                assert_eq!(
                    inherited_doors(1 << port, other),
                    expected,
                    "{port} {other}"
                );
            }
        }
    }

    #[test]
    fn ports_nest_down_to_the_leaf_cells() {
        // Port 0 of a side is its first cell and port 7 its last, at every level.
        assert_eq!(down(0), (0, 0));
        assert_eq!(down(7), (1, 7));
        assert_eq!(down(PORTS + 7), (3, PORTS + 7));
        assert_eq!(leaf_cell(SOUTH * PORTS + 7), 63);
        for cell in 0..64 {
            for side in 0..4 {
                if let Some(port) = leaf_port(cell, side) {
                    assert_eq!(leaf_cell(port), cell);
                }
            }
        }
    }
}
