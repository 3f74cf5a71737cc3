//! Seed 001's traversals, iterative: whether one room reaches another, a walk through every
//! room, and a random path. (The wealthiest path has its own module.)

use mazes::solve::{CellSet, Path};
use mazes::{Direction, Pos};
use rand::Rng;
use rand::seq::SliceRandom;

use crate::treasure::Treasure;

/// Whether some way of passages leads from room `from` to room `to`.
pub fn can_reach(treasure: &Treasure, from: Pos, to: Pos) -> bool {
    let grid = treasure.grid();
    grid.contains(from) && grid.contains(to) && mazes::solve::bfs(grid, from, to).is_some()
}

/// A walk from `from` that enters every room reachable from it and ends at `target`, backing
/// up through rooms already entered where it must; `None` if `target` cannot be reached.
///
/// The walk follows a breadth-first tree from `from` and goes down the target's branch last,
/// without coming back: it takes `2 (rooms − 1) − distance(from, target)` steps, which on a
/// perfect maze is the shortest walk there is (every passage is walked twice except those on
/// the way to the target). The seed's `exploreTo` returned the rooms in the order first seen,
/// which no one could walk.
pub fn explore_to(treasure: &Treasure, from: Pos, target: Pos) -> Option<Path> {
    mazes::solve::explore_to(treasure.grid(), from, target)
}

/// A random simple path (no room twice) from `from` to `to`, found by a depth-first search that
/// tries the directions in a random order; `None` if there is none. On a perfect maze it is the
/// one path there is.
pub fn random_path<R: Rng + ?Sized>(
    treasure: &Treasure,
    from: Pos,
    to: Pos,
    rng: &mut R,
) -> Option<Path> {
    let grid = treasure.grid();
    if !grid.contains(from) || !grid.contains(to) {
        return None;
    }
    let mut seen = CellSet::new(grid);
    seen.insert(from);
    let shuffled = |rng: &mut R| {
        let mut order = Direction::ALL;
        order.shuffle(rng);
        order
    };
    // Each room of the current path with the direction that entered it, its directions in the
    // order to try, and how many it has tried.
    let mut stack = vec![(from, None, shuffled(rng), 0)];
    while let Some((at, _, order, tried)) = stack.last_mut() {
        if *at == to {
            let steps = stack.iter().filter_map(|frame| frame.1).collect();
            return Some(Path::new(from, steps));
        }
        let Some(&dir) = order.get(*tried) else {
            stack.pop();
            continue;
        };
        *tried += 1;
        let at = *at;
        if let Some(next) = grid
            .neighbor(at, dir)
            .filter(|&n| grid.is_open(at, dir) && !seen.contains(n))
        {
            seen.insert(next);
            stack.push((next, Some(dir), shuffled(rng), 0));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::{Size, Wrap};
    use proptest::prelude::*;

    fn treasure(size: Size, wrap: Wrap, loops: u64, seed: u64) -> Option<Treasure> {
        let config = crate::corner_to_corner(size, wrap, loops, seed);
        Treasure::build(&config).ok().map(|(t, _)| t)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn the_explore_walk_enters_every_room_and_ends_at_the_target(w in 2..12u32, h in 1..9u32, wrap in proptest::sample::select(Wrap::ALL.to_vec()), loops in 0..6u64, seed: u64, t: u64) {
            let Some(treasure) = treasure(Size::new(w, h), wrap, loops, seed) else { return Ok(()) };
            let grid = treasure.grid();
            let target = grid.pos((t % grid.cell_count()) as usize);
            let walk = explore_to(&treasure, Pos::new(0, 0), target).unwrap();
            prop_assert!(walk.is_valid(grid));
            prop_assert_eq!(walk.end(grid), Some(target));
            let entered: std::collections::HashSet<Pos> = walk.cells(grid).collect();
            prop_assert_eq!(entered.len() as u64, grid.cell_count());
            let distance = mazes::solve::bfs(grid, Pos::new(0, 0), target).unwrap().len();
            prop_assert_eq!(walk.len() as u64, 2 * (grid.cell_count() - 1) - distance as u64);
        }

        #[test]
        fn random_paths_are_simple_and_reach_the_target(w in 2..12u32, h in 1..9u32, loops in 0..10u64, seed: u64, t: u64) {
            let Some(treasure) = treasure(Size::new(w, h), Wrap::None, loops, seed) else { return Ok(()) };
            let grid = treasure.grid();
            let target = grid.pos((t % grid.cell_count()) as usize);
            let path = random_path(&treasure, Pos::new(0, 0), target, &mut mazes::rng_from_seed(seed)).unwrap();
            prop_assert!(path.is_valid(grid));
            prop_assert_eq!(path.end(grid), Some(target));
            let cells: Vec<Pos> = path.cells(grid).collect();
            let distinct: std::collections::HashSet<&Pos> = cells.iter().collect();
            prop_assert_eq!(distinct.len(), cells.len(), "no room twice");
            if loops == 0 {
                let only = mazes::solve::bfs(grid, Pos::new(0, 0), target).unwrap();
                prop_assert_eq!(path, only);
            }
        }
    }

    #[test]
    fn walled_off_rooms_cannot_be_reached() {
        let treasure = treasure(Size::new(5, 5), Wrap::None, 0, 1).unwrap();
        assert!(can_reach(&treasure, Pos::new(0, 0), Pos::new(4, 4)));
        assert!(!can_reach(&treasure, Pos::new(0, 0), Pos::new(5, 4)));
        assert_eq!(explore_to(&treasure, Pos::new(0, 0), Pos::new(9, 9)), None);
    }
}
