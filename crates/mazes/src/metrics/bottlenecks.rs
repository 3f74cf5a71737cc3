//! The cells every way between two cells crosses, in a maze with loops.
//!
//! A depth-first search from `from` numbers the cells in the order it reaches them and finds,
//! for each, the lowest number reachable from the cells below it in the search's tree by one
//! passage that is not in the tree (Hopcroft and Tarjan's `low`). A cell `v` on the tree's
//! path from `from` to `to` separates them exactly when the subtree of its child on that path
//! reaches nothing above `v`: `low(child) ≥ number(v)`. Linear time; twelve bytes a cell.

use crate::network::Network;

/// "Not reached yet".
const NONE: u32 = u32::MAX;

/// How many cells other than `from` and `to` lie on every way from `from` to `to` (0 if `to`
/// cannot be reached).
pub(super) fn count<N: Network>(net: &N, from: usize, to: usize) -> u64 {
    separators(net.cells(), |cell| net.ways(cell), from, to).len() as u64
}

/// The cells other than `from` and `to` that every way from `from` to `to` crosses, in the
/// order every such way crosses them; empty if `to` cannot be reached. `neighbours` gives the
/// cells joined to each of the graph's `cells` cells (numbered from 0); a cell joined to another
/// by two passages may name it twice. One depth-first search: linear time, twelve bytes a cell.
///
/// ```
/// // A path 0 – 1 – 2 – 3 with a loop 1 – 4 – 2 beside its middle: only 1 and 2 are crossed
/// // by every way from 0 to 3.
/// let joined: [&[usize]; 5] = [&[1], &[0, 2, 4], &[1, 3, 4], &[2], &[1, 2]];
/// let cuts = mazes::metrics::separators(5, |c| joined[c].iter().copied(), 0, 3);
/// assert_eq!(cuts, [1, 2]);
/// ```
pub fn separators<I: Iterator<Item = usize>>(
    cells: usize,
    neighbours: impl Fn(usize) -> I,
    from: usize,
    to: usize,
) -> Vec<usize> {
    if from >= cells || to >= cells {
        return Vec::new();
    }
    let n = cells;
    let (mut number, mut low, mut parent) = (vec![NONE; n], vec![NONE; n], vec![NONE; n]);
    number[from] = 0;
    low[from] = 0;
    let mut next_number = 1;
    // Each cell on the search's path, with how many of its neighbours it has tried.
    let mut stack = vec![(from, 0)];
    while let Some(top) = stack.last_mut() {
        let (cell, tried) = *top;
        let Some(next) = neighbours(cell).nth(tried) else {
            stack.pop();
            if let Some(&(above, _)) = stack.last() {
                low[above] = low[above].min(low[cell]);
            }
            continue;
        };
        top.1 += 1;
        if number[next] == NONE {
            number[next] = next_number;
            low[next] = next_number;
            next_number += 1;
            parent[next] = cell as u32;
            stack.push((next, 0));
        } else {
            // A passage back up (or the tree's own, which changes nothing below).
            low[cell] = low[cell].min(number[next]);
        }
    }
    if number[to] == NONE {
        return Vec::new();
    }
    // Up the search's tree from `to`: a cell separates when the subtree of its child on the
    // way reaches nothing above it.
    let mut cuts = Vec::new();
    let mut child = to;
    while child != from {
        let v = parent[child] as usize;
        if v != from && low[child] >= number[v] {
            cuts.push(v);
        }
        child = v;
    }
    cuts.reverse();
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{direction::Direction, grid::Grid, pos::Pos, size::Size, topology::Wrap};

    /// Two rooms joined by a one-cell door: the door and the cells leading to it are
    /// bottlenecks, the rooms' cells are not.
    #[test]
    fn a_door_between_open_rooms_is_a_bottleneck() {
        let mut grid = Grid::new(Size::new(5, 2), Wrap::None).unwrap();
        for at in grid.cells().collect::<Vec<_>>() {
            for dir in [Direction::East, Direction::South] {
                let _ = grid.carve(at, dir);
            }
        }
        // Cut the column x = 2 off but for its top cell: the door.
        grid.wall_up(Pos::new(2, 1), Direction::West).unwrap();
        grid.wall_up(Pos::new(2, 1), Direction::East).unwrap();
        let (from, to) = (grid.index(Pos::new(0, 1)), grid.index(Pos::new(4, 1)));
        // The door (2, 0), and the one cell beside it in each room: (1, 0) and (3, 0).
        assert_eq!(count(&grid, from, to), 3);
        assert_eq!(count(&grid, from, grid.index(Pos::new(1, 1))), 0);
    }
}
