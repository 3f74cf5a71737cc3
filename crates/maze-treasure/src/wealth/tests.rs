//! The wealthiest path against brute force, random paths and the unique path of a perfect maze.

use std::collections::HashSet;

use mazes::solve::Path;
use mazes::{Direction, Pos, Size, Wrap};
use proptest::prelude::*;

use super::*;
use crate::{Config, GoldAmount};

fn treasure(size: Size, wrap: Wrap, loops: u64, seed: u64) -> Option<Treasure> {
    let config = Config {
        gold_frequency: 0.4,
        thief_frequency: 0.3,
        gold: GoldAmount::Range { min: 1, max: 30 },
        thief_share: 35,
        ..crate::corner_to_corner(size, wrap, loops, seed)
    };
    Treasure::build(&config).ok().map(|(t, _)| t)
}

/// The gold at the end of `path`, starting with none.
fn gold_along(treasure: &Treasure, path: &Path) -> u64 {
    path.cells(treasure.grid())
        .skip(1)
        .fold(0, |purse, at| treasure.loot(at, purse))
}

/// The most gold any simple path from `from` to `to` ends with, by trying them all.
fn brute_force(treasure: &Treasure, from: Pos, to: Pos) -> u64 {
    brute_force_on(treasure, from, to, 0, &HashSet::new()).unwrap_or(0)
}

/// The most gold a simple path from `from` to `to` around the rooms `entered` ends with,
/// carrying `purse` from the start, by trying them all; `None` if no such path exists.
fn brute_force_on(
    treasure: &Treasure,
    from: Pos,
    to: Pos,
    purse: u64,
    entered: &HashSet<Pos>,
) -> Option<u64> {
    let grid = treasure.grid();
    let mut best = None;
    let mut on_path = entered.clone();
    on_path.insert(from);
    // Each room of the current path, its purse, and the next direction to try.
    let mut stack = vec![(from, purse, 0usize)];
    while let Some((at, purse, next)) = stack.last_mut() {
        if *at == to {
            best = best.max(Some(*purse));
        }
        let Some(&dir) = Direction::ALL.get(*next).filter(|_| *at != to) else {
            let (left, ..) = stack.pop().unwrap();
            if left != from {
                on_path.remove(&left);
            }
            continue;
        };
        *next += 1;
        let (at, purse) = (*at, *purse);
        if let Some(n) = grid
            .neighbor(at, dir)
            .filter(|&n| grid.is_open(at, dir) && !on_path.contains(&n))
        {
            on_path.insert(n);
            stack.push((n, treasure.loot(n, purse), 0));
        }
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_wealthiest_path_is_what_brute_force_finds(w in 2..6u32, h in 2..6u32, wrap in proptest::sample::select(Wrap::ALL.to_vec()), loops in 0..9u64, seed: u64, a: u64, b: u64) {
        let Some(treasure) = treasure(Size::new(w, h), wrap, loops, seed) else { return Ok(()) };
        let grid = treasure.grid();
        let (from, to) = (grid.pos((a % grid.cell_count()) as usize), grid.pos((b % grid.cell_count()) as usize));
        let found = wealthiest_path(&treasure, from, to, DEFAULT_BUDGET).unwrap();
        prop_assert!(found.path.is_valid(grid));
        prop_assert_eq!(found.path.start(), from);
        prop_assert_eq!(found.path.end(grid), Some(to));
        let cells: Vec<Pos> = found.path.cells(grid).collect();
        prop_assert_eq!(cells.iter().collect::<HashSet<_>>().len(), cells.len(), "a simple path");
        prop_assert_eq!(found.gold, gold_along(&treasure, &found.path));
        prop_assert!(found.proven);
        prop_assert_eq!(found.upper_bound, found.gold);
        prop_assert_eq!(found.gold, brute_force(&treasure, from, to));
    }

    #[test]
    fn the_best_from_here_is_what_brute_force_finds_around_the_trail(w in 2..6u32, h in 2..6u32, loops in 0..9u64, seed: u64, walk: Vec<u8>) {
        let config = Config {
            gold_frequency: 0.4,
            thief_frequency: 0.3,
            gold: GoldAmount::Range { min: 1, max: 30 },
            thief_share: 35,
            ..crate::corner_to_corner(Size::new(w, h), Wrap::None, loops, seed)
        };
        let Ok(mut game) = crate::Game::new(config) else { return Ok(()) };
        for pick in walk.iter().take(8) {
            let moves = game.legal_commands();
            let Some(&step) = moves.get(usize::from(*pick) % moves.len().max(1)) else { break };
            game.apply(step).unwrap();
        }
        let treasure = game.treasure();
        let grid = treasure.grid();
        let player = game.player();
        let entered: HashSet<Pos> = grid.cells().filter(|&p| player.has_visited(p)).collect();
        let expected = brute_force_on(treasure, player.pos, treasure.goal(), player.gold, &entered);
        let found = game.best_from_here(DEFAULT_BUDGET);
        prop_assert_eq!(found.as_ref().map(|f| f.gold), expected);
        if let Some(found) = found {
            prop_assert!(found.proven);
            prop_assert_eq!(found.path.start(), player.pos);
            prop_assert_eq!(found.path.end(grid), Some(treasure.goal()));
            prop_assert!(found.path.cells(grid).skip(1).all(|p| !entered.contains(&p)), "around the trail");
            // Walking it in the game ends at the goal with that gold.
            let mut after = game.clone();
            for &dir in found.path.steps() {
                after.apply(crate::Command::Move(dir)).unwrap();
            }
            prop_assert_eq!(after.outcome(), Some(crate::Outcome::ReachedGoal { gold: found.gold }));
        }
    }

    #[test]
    fn no_random_path_is_wealthier(w in 2..12u32, h in 2..12u32, loops in 0..12u64, seed: u64) {
        let Some(treasure) = treasure(Size::new(w, h), Wrap::None, loops, seed) else { return Ok(()) };
        let (from, to) = (treasure.start(), treasure.goal());
        let best = wealthiest_path(&treasure, from, to, DEFAULT_BUDGET).unwrap();
        let mut rng = mazes::rng_from_seed(seed);
        for _ in 0..10 {
            let path = crate::random_path(&treasure, from, to, &mut rng).unwrap();
            prop_assert!(gold_along(&treasure, &path) <= best.gold);
        }
        if loops == 0 {
            prop_assert_eq!(best.path, mazes::solve::bfs(treasure.grid(), from, to).unwrap());
        }
    }
}

#[test]
fn a_search_cut_short_says_so_and_bounds_the_answer() {
    let treasure = treasure(Size::new(30, 30), Wrap::None, 20, 5).unwrap();
    let (from, to) = (treasure.start(), treasure.goal());
    let full = wealthiest_path(&treasure, from, to, DEFAULT_BUDGET).unwrap();
    assert!(full.proven);
    let short = wealthiest_path(&treasure, from, to, 10).unwrap();
    assert!(!short.proven);
    assert!(short.path.is_valid(treasure.grid()));
    assert_eq!(short.gold, gold_along(&treasure, &short.path));
    assert!(short.gold <= full.gold && full.gold <= short.upper_bound);
}

#[test]
fn unreachable_rooms_have_no_path_and_a_room_to_itself_is_empty() {
    let treasure = treasure(Size::new(4, 4), Wrap::None, 0, 2).unwrap();
    assert_eq!(
        wealthiest_path(&treasure, Pos::new(0, 0), Pos::new(4, 0), 100),
        None
    );
    let same = wealthiest_path(&treasure, Pos::new(1, 1), Pos::new(1, 1), 100).unwrap();
    assert!(same.path.is_empty() && same.proven && same.gold == 0);
}
