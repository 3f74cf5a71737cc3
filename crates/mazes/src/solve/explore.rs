//! A walk that visits every reachable cell, as seed 001's `exploreTo` does.

use super::{Path, Trail, endpoints, passages};
use crate::bits::{BitSet, set_bits};
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// A walk from `from` that visits every cell reachable from it, depth-first, backing up through
/// cells already seen; it ends at the last new cell. On a perfect maze of `n` cells the walk has
/// fewer than `2n` steps. Empty if `from` is outside the grid.
pub fn explore(grid: &Grid, from: Pos) -> Path {
    let mut steps: Vec<Direction> = Vec::new();
    if !grid.contains(from) {
        return Path::new(from, steps);
    }
    let mut visited = BitSet::with_len(grid.len());
    let origin = grid.index(from);
    visited.set(origin);
    // The cells of the current branch and the direction that entered each (none for the origin).
    let mut branch: Vec<(usize, Option<Direction>)> = vec![(origin, None)];
    // Steps up to the last newly visited cell, so the walk does not end by backing up.
    let mut useful = 0;
    while let Some(&(cell, entered)) = branch.last() {
        let fresh = passages(grid, cell).find(|&(_, next)| !visited.get(next));
        if let Some((dir, next)) = fresh {
            visited.set(next);
            steps.push(dir);
            useful = steps.len();
            branch.push((next, Some(dir)));
        } else {
            branch.pop();
            if let Some(dir) = entered {
                steps.push(dir.opposite());
            }
        }
    }
    steps.truncate(useful);
    Path::new(from, steps)
}

/// A walk from `from` that enters every cell reachable from it and ends at `target`, backing
/// up through cells already entered where it must; `None` if `target` cannot be reached.
///
/// The walk follows a breadth-first tree from `from` and goes down `target`'s branch last,
/// without coming back: it takes `2 (cells − 1) − distance(from, target)` steps, which on a
/// perfect maze is the shortest walk there is (every passage is walked twice except those on
/// the way to the target).
///
/// ```
/// use mazes::{MazeBuilder, Pos, Size};
///
/// let maze = MazeBuilder::new(Size::new(6, 4)).seed(2).build()?;
/// let grid = maze.grid().unwrap();
/// let walk = mazes::solve::explore_to(grid, Pos::new(0, 0), Pos::new(5, 3)).unwrap();
/// let distance = mazes::solve::bfs(grid, Pos::new(0, 0), Pos::new(5, 3)).unwrap().len();
/// assert_eq!(walk.len(), 2 * (24 - 1) - distance);
/// assert_eq!(walk.end(grid), Some(Pos::new(5, 3)));
/// # Ok::<(), mazes::BuildError>(())
/// ```
pub fn explore_to(grid: &Grid, from: Pos, target: Pos) -> Option<Path> {
    let (origin, goal) = endpoints(grid, from, target)?;
    let (tree, reached) = breadth_first_tree(grid, origin);
    if !tree.seen(goal) {
        return None;
    }
    let mut branch = BitSet::with_len(grid.len());
    let mut cell = goal;
    branch.set(cell);
    while cell != origin {
        cell = grid.through(cell, direction_of(tree.way_back(cell)));
        branch.set(cell);
    }
    // The children of a cell in the tree: the cells its passages lead to that were entered
    // from it.
    let children = |cell: usize| -> u8 {
        let mut mask = 0;
        for d in set_bits(u64::from(
            u32::from(grid.open_mask(cell)) & !tree.way_back(cell),
        )) {
            let dir = Direction::from_index(d as usize);
            let back = 1 << dir.opposite().index();
            if tree.way_back(grid.through(cell, dir)) == back {
                mask |= 1 << d;
            }
        }
        mask
    };
    let mut steps = Vec::with_capacity(2 * usize::try_from(reached).unwrap_or(0));
    // The cells of the walk's current branch, each with the children still to enter and the
    // direction that entered it.
    let mut stack: Vec<(usize, u8, Option<Direction>)> = vec![(origin, children(origin), None)];
    while let Some(top) = stack.last_mut() {
        let (cell, mask, entered) = *top;
        let mut next = None;
        for d in set_bits(u64::from(mask)) {
            let dir = Direction::from_index(d as usize);
            let child = grid.through(cell, dir);
            // The target's branch comes last: any other child first.
            if next.is_none() || !branch.get(child) {
                next = Some((d, dir, child));
            }
            if !branch.get(child) {
                break;
            }
        }
        match next {
            Some((_, dir, child)) if branch.get(child) => {
                // Down the target's branch for good: nothing above is walked again.
                steps.push(dir);
                *top = (child, children(child), Some(dir));
            }
            Some((d, dir, child)) => {
                top.1 &= !(1 << d);
                steps.push(dir);
                stack.push((child, children(child), Some(dir)));
            }
            None if cell == goal => break,
            None => {
                stack.pop();
                if let Some(dir) = entered {
                    steps.push(dir.opposite());
                }
            }
        }
    }
    Some(Path::new(from, steps))
}

/// The breadth-first tree of the cells reachable from `origin`, as the way back from each,
/// and how many cells it holds.
fn breadth_first_tree(grid: &Grid, origin: usize) -> (Trail<Grid>, u64) {
    let mut tree = Trail::new(grid, origin);
    let mut reached = 1;
    let (mut level, mut next_level) = (vec![origin], Vec::new());
    while !level.is_empty() {
        for &cell in &level {
            for d in set_bits(u64::from(
                u32::from(grid.open_mask(cell)) & !tree.way_back(cell),
            )) {
                let dir = Direction::from_index(d as usize);
                let next = grid.through(cell, dir);
                if !tree.seen(next) {
                    tree.enter(next, dir.opposite().index());
                    reached += 1;
                    next_level.push(next);
                }
            }
        }
        std::mem::swap(&mut level, &mut next_level);
        next_level.clear();
    }
    (tree, reached)
}

/// The direction a one-bit mask names.
fn direction_of(mask: u32) -> Direction {
    Direction::from_index(mask.trailing_zeros() as usize % 4)
}
