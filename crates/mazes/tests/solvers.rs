//! The walking and filling solvers against their definitions, on mazes drawn by hand.

use std::collections::HashSet;

use mazes::format::ascii::from_ascii;
use mazes::solve::{self, Hand, Promise, Solver};
use mazes::{Algorithm, Direction, Grid, Maze, Pos, Size, Wrap};
use proptest::prelude::*;

/// The start stands in a cell whose three other walls, with the ring of cells round it, make a
/// wall that touches no other: a hand kept on it leads round and round. The goal's corridor
/// leaves the ring on the side away from either hand.
const TRAP: &str = "\
+---+---+---+---+
|           |   |
+   +   +   +   +
|   | S |   |   |
+   +---+   +   +
|             G |
+---+---+---+---+
";

fn trap() -> Maze {
    from_ascii(TRAP).expect("the picture is a maze")
}

fn ends(maze: &Maze) -> (Pos, Pos) {
    (
        maze.endpoints().map(|(s, _)| s.cell).expect("a start"),
        maze.endpoints().map(|(_, g)| g.cell).expect("a goal"),
    )
}

#[test]
fn a_wall_follower_circles_a_wall_that_touches_no_other() {
    let maze = trap();
    let (from, to) = ends(&maze);
    for hand in [Hand::Left, Hand::Right] {
        assert_eq!(
            solve::wall_follower(maze.grid().unwrap(), from, to, hand),
            None,
            "{hand:?}"
        );
    }
    assert_eq!(
        Solver::WallFollower.solve(maze.grid().unwrap(), from, to),
        None
    );
    assert_eq!(Solver::WallFollower.promise(), Promise::SameWall);
}

#[test]
fn pledge_escapes_the_trap_to_a_goal_on_the_outer_wall() {
    let maze = trap();
    let (from, to) = ends(&maze);
    for hand in [Hand::Left, Hand::Right] {
        let way = solve::pledge(maze.grid().unwrap(), from, to, hand).expect("Pledge escapes");
        assert!(way.is_valid(maze.grid().unwrap()));
        assert_eq!(way.end(maze.grid().unwrap()), Some(to));
        // Cut of its detours, the way is a path with no cell twice.
        let cells: Vec<Pos> = way.cells(maze.grid().unwrap()).collect();
        assert_eq!(cells.iter().collect::<HashSet<_>>().len(), cells.len());
    }
}

#[test]
fn pledge_reaches_a_goal_on_the_outer_wall_from_every_cell_of_the_trap() {
    let maze = trap();
    let grid = maze.grid().unwrap();
    let (_, to) = ends(&maze);
    for from in grid.cells() {
        for hand in [Hand::Left, Hand::Right] {
            let way = solve::pledge(grid, from, to, hand);
            assert_eq!(
                way.and_then(|w| w.end(grid)),
                Some(to),
                "from {from}, {hand:?}"
            );
        }
    }
}

#[test]
fn tremaux_and_the_mouse_find_the_goal_in_the_trap() {
    let maze = trap();
    let (from, to) = ends(&maze);
    let shortest = solve::bfs(maze.grid().unwrap(), from, to)
        .expect("a path")
        .len();
    let way = solve::tremaux(maze.grid().unwrap(), from, to).expect("Trémaux finds it");
    assert!(way.is_valid(maze.grid().unwrap()) && way.end(maze.grid().unwrap()) == Some(to));
    assert!(way.len() >= shortest);
    let mouse = solve::random_mouse(maze.grid().unwrap(), from, to, &mut mazes::rng_from_seed(5));
    assert_eq!(mouse.and_then(|w| w.end(maze.grid().unwrap())), Some(to));
}

#[test]
fn tremaux_answers_none_when_the_goal_is_walled_off() {
    // The goal's cell has no passage at all.
    let mut grid = Grid::new(Size::new(3, 3), Wrap::None).expect("a grid");
    for (x, y, dir) in [
        (0, 0, Direction::East),
        (1, 0, Direction::South),
        (1, 1, Direction::West),
    ] {
        grid.carve(Pos::new(x, y), dir).expect("inside");
    }
    assert_eq!(solve::tremaux(&grid, Pos::new(0, 0), Pos::new(2, 2)), None);
    assert_eq!(
        solve::dead_end_filler(&grid, Pos::new(0, 0), Pos::new(2, 2)),
        None
    );
    // Both robots come round the wall they hold without meeting the line again.
    assert_eq!(solve::chain(&grid, Pos::new(0, 0), Pos::new(2, 2)), None);
    assert_eq!(
        solve::collision(&grid, Pos::new(0, 0), Pos::new(2, 2)),
        None
    );
}

/// Islands across the straight line from S to G: the guiding line from S (1, 1) to G (5, 3)
/// runs into the wall of the first island at once, and into the second further on.
const ISLANDS: &str = "\
+---+---+---+---+---+---+---+
|                           |
+   +---+   +   +   +   +   +
|   | S |       |   |       |
+   +   +   +   +---+   +   +
|                           |
+   +   +   +---+   +   +   +
|               |     G     |
+---+---+---+---+---+---+---+
";

#[test]
fn the_chain_goes_round_the_walls_across_its_line() {
    let maze = from_ascii(ISLANDS).expect("the picture is a maze");
    let grid = maze.grid().unwrap();
    let (from, to) = ends(&maze);
    let way = solve::chain(grid, from, to).expect("the chain reaches the goal");
    assert!(way.is_valid(grid) && way.end(grid) == Some(to));
    // Its robots go round islands a wall follower would circle: from every cell to every
    // cell of this maze and of the trap, the chain arrives.
    for maze in [maze.clone(), trap()] {
        let grid = maze.grid().unwrap();
        for from in grid.cells() {
            for to in grid.cells() {
                let way = solve::chain(grid, from, to);
                assert_eq!(way.and_then(|w| w.end(grid)), Some(to), "{from} to {to}");
            }
        }
    }
    let (from, to) = ends(&trap());
    assert_eq!(
        solve::wall_follower(trap().grid().unwrap(), from, to, Hand::Left),
        None
    );
    assert!(solve::chain(trap().grid().unwrap(), from, to).is_some());
}

#[test]
fn the_collision_solver_leaves_both_sides_of_an_even_loop() {
    // Two ways from S to G are equally short (along the middle row, then down in either of
    // the last two columns): the solver keeps both and answers one.
    let maze = from_ascii(ISLANDS).expect("the picture is a maze");
    let grid = maze.grid().unwrap();
    let (from, to) = ends(&maze);
    let way = solve::collision(grid, from, to).expect("a way");
    assert_eq!(way.len(), solve::bfs(grid, from, to).expect("a path").len());
    let steps = Solver::Collision.steps(grid, from, to);
    let mut kept = HashSet::new();
    for step in steps {
        match step {
            solve::SearchStep::Explore(at) => _ = kept.insert(grid.pos(at)),
            solve::SearchStep::Leave(at) => _ = kept.remove(&grid.pos(at)),
            solve::SearchStep::Reach(_) => {}
        }
    }
    let all = solve::all_shortest(grid, from, to).expect("reachable");
    assert!(all.count > Some(1), "{:?}", all.count);
    assert_eq!(kept, all.cells.into_iter().collect::<HashSet<_>>());
}

#[test]
fn the_dead_end_filler_leaves_the_loop_and_the_way_in_the_trap() {
    let maze = trap();
    let (from, to) = ends(&maze);
    // The corridor up the right-hand column is the one dead end; the ring is a loop.
    let filled: HashSet<Pos> = solve::dead_ends(maze.grid().unwrap(), from, to)
        .into_iter()
        .collect();
    assert_eq!(filled, HashSet::from([Pos::new(3, 0), Pos::new(3, 1)]));
    let way = solve::dead_end_filler(maze.grid().unwrap(), from, to).expect("a way");
    assert_eq!(
        way.len(),
        solve::bfs(maze.grid().unwrap(), from, to)
            .expect("a path")
            .len()
    );
}

/// A loop hung on the corridor from S to G by one junction, (1, 1): no dead end anywhere, so
/// the dead-end filler fills nothing, while the cul-de-sac filler seals the loop and fills it
/// and its junction.
const NOOSE: &str = "\
+---+---+---+---+
| S           G |
+---+   +---+---+
|               |
+   +---+---+   +
|               |
+---+---+---+---+
";

#[test]
fn the_cul_de_sac_filler_fills_a_noose_the_dead_end_filler_leaves() {
    let maze = from_ascii(NOOSE).expect("the picture is a maze");
    let (from, to) = ends(&maze);
    assert!(solve::dead_ends(maze.grid().unwrap(), from, to).is_empty());
    let steps = Solver::CulDeSacFiller.steps(maze.grid().unwrap(), from, to);
    let filled: HashSet<Pos> = steps
        .into_iter()
        .filter_map(|step| match step {
            solve::SearchStep::Leave(at) => Some(maze.grid().unwrap().pos(at)),
            _ => None,
        })
        .collect();
    let expected: HashSet<Pos> = (0..4)
        .flat_map(|x| [Pos::new(x, 1), Pos::new(x, 2)])
        .collect();
    assert_eq!(filled, expected);
    let way = solve::cul_de_sac_filler(maze.grid().unwrap(), from, to).expect("a way");
    assert_eq!(way.to_wasd(), "ddd");
    // From inside the noose, the sealed end is gone but the other end still leads out.
    let inside = Pos::new(0, 2);
    let out = solve::cul_de_sac_filler(maze.grid().unwrap(), inside, to).expect("a way out");
    assert!(out.is_valid(maze.grid().unwrap()) && out.end(maze.grid().unwrap()) == Some(to));
}

#[test]
fn all_shortest_counts_the_staircases_across_an_open_room() {
    for (w, h) in [(1, 1), (2, 2), (3, 3), (4, 2), (6, 5)] {
        let mut grid = Grid::new(Size::new(w, h), Wrap::None).expect("a grid");
        for at in grid.cells().collect::<Vec<_>>() {
            for dir in [Direction::East, Direction::South] {
                // Fails only at the border, which stays walled.
                let _ = grid.carve(at, dir);
            }
        }
        let all =
            solve::all_shortest(&grid, Pos::new(0, 0), Pos::new(w - 1, h - 1)).expect("reachable");
        // Choose which of the w + h - 2 steps go east.
        let binomial = (1..u128::from(w)).fold(1u128, |c, k| c * (u128::from(h) - 1 + k) / k);
        assert_eq!(all.count, Some(binomial), "{w}×{h}");
        assert_eq!(all.cells.len() as u32, w * h);
        assert_eq!(all.path.len() as u32, w + h - 2);
    }
}

#[test]
fn all_shortest_says_when_the_count_passes_u128() {
    // A 70 × 70 room has C(138, 69) ≈ 2.4 · 10⁴⁰ staircases across it.
    let mut grid = Grid::new(Size::new(70, 70), Wrap::None).expect("a grid");
    for at in grid.cells().collect::<Vec<_>>() {
        for dir in [Direction::East, Direction::South] {
            let _ = grid.carve(at, dir);
        }
    }
    let all = solve::all_shortest(&grid, Pos::new(0, 0), Pos::new(69, 69)).expect("reachable");
    assert_eq!(all.count, None);
    assert_eq!(all.path.len(), 138);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// On a perfect maze the filler fills every cell but the path's, and there is one shortest
    /// path, whose cells are the path's.
    #[test]
    fn on_a_perfect_maze_the_filler_leaves_exactly_the_solution(
        seed: u64, w in 1..25u32, h in 1..25u32, wrap in proptest::sample::select(Wrap::ALL.to_vec()), a: u64, b: u64,
    ) {
        let Ok(grid) = Algorithm::Wilson.generate(Size::new(w, h), wrap, &mut mazes::rng_from_seed(seed)) else {
            return Ok(());
        };
        let cell = |n: u64| Pos::new((n % u64::from(w)) as u32, (n / u64::from(w) % u64::from(h)) as u32);
        let (from, to) = (cell(a), cell(b));
        let path: HashSet<Pos> = solve::bfs(&grid, from, to).expect("connected").cells(&grid).collect();
        let filled: HashSet<Pos> = solve::dead_ends(&grid, from, to).into_iter().collect();
        prop_assert!(filled.is_disjoint(&path));
        prop_assert_eq!(filled.len() + path.len(), grid.cell_count() as usize);
        let all = solve::all_shortest(&grid, from, to).expect("connected");
        prop_assert_eq!(all.count, Some(1));
        prop_assert_eq!(all.cells.into_iter().collect::<HashSet<_>>(), path);
    }
}
