//! The difficulty score against its definition: the explorer's expected steps, worked out by
//! following every choice it can make, with its probability, on small mazes.

use mazes::metrics::{Difficulty, TOWARDS, at_percentile};
use mazes::{Algorithm, Grid, Pos, Size, Wrap};
use proptest::prelude::*;

/// A maze as the brute force sees it: the passages out of each cell, and whether a step brings
/// the explorer closer to the goal.
struct Graph<'a> {
    ways: &'a dyn Fn(usize) -> Vec<usize>,
    closer: &'a dyn Fn(usize, usize) -> bool,
    goal: usize,
}

/// The explorer's expected steps to the goal from the path it has walked (`stack`, where it
/// stands last), having seen `seen`, with `steps` taken so far: every choice followed.
fn expected(graph: &Graph<'_>, stack: &mut Vec<usize>, seen: &mut Vec<usize>, steps: u32) -> f64 {
    let Some(&at) = stack.last() else {
        return f64::NAN; // it never gives up in a connected maze
    };
    if at == graph.goal {
        return f64::from(steps);
    }
    let ways: Vec<(usize, f64)> = (graph.ways)(at)
        .into_iter()
        .filter(|next| !seen.contains(next))
        .map(|next| {
            (
                next,
                if (graph.closer)(at, next) {
                    TOWARDS
                } else {
                    1.0
                },
            )
        })
        .collect();
    if ways.is_empty() {
        let back = stack.pop();
        let e = expected(graph, stack, seen, steps + 1);
        stack.extend(back);
        return e;
    }
    let total: f64 = ways.iter().map(|&(_, w)| w).sum();
    ways.iter()
        .map(|&(next, w)| {
            stack.push(next);
            seen.push(next);
            let e = expected(graph, stack, seen, steps + 1);
            seen.pop();
            stack.pop();
            w / total * e
        })
        .sum()
}

/// The brute force on a square grid.
fn expected_on_grid(grid: &Grid, from: Pos, to: Pos) -> f64 {
    let goal = grid.index(to);
    let distance = |cell: usize| {
        let p = grid.pos(cell);
        let axis = |a: u32, b: u32, side: u32, wraps: bool| {
            let d = a.abs_diff(b);
            if wraps { d.min(side - d) } else { d }
        };
        axis(p.x, to.x, grid.width(), grid.wrap().x())
            + axis(p.y, to.y, grid.height(), grid.wrap().y())
    };
    let ways = |cell: usize| {
        let at = grid.pos(cell);
        grid.open_directions(at)
            .filter_map(|d| grid.neighbor(at, d))
            .map(|p| grid.index(p))
            .collect()
    };
    let closer = |at: usize, next: usize| distance(next) < distance(at);
    let graph = Graph {
        ways: &ways,
        closer: &closer,
        goal,
    };
    let start = grid.index(from);
    expected(&graph, &mut vec![start], &mut vec![start], 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_score_is_the_explorers_expected_steps(
        seed: u64, w in 1..5u32, h in 1..5u32, wrap in proptest::sample::select(Wrap::ALL.to_vec()),
        algorithm in proptest::sample::select(vec![Algorithm::Wilson, Algorithm::Backtracker, Algorithm::Kruskal]),
        a: u64, b: u64,
    ) {
        let Ok(grid) = algorithm.generate(Size::new(w, h), wrap, &mut mazes::rng_from_seed(seed)) else {
            return Ok(());
        };
        let cell = |n: u64| grid.pos((n % grid.cell_count()) as usize);
        let (from, to) = (cell(a), cell(b));
        let score = Difficulty::between(&grid, from, to).expect("perfect");
        let brute = expected_on_grid(&grid, from, to);
        prop_assert!((score.expected_steps - brute).abs() < 1e-9, "{} against {brute}", score.expected_steps);
        prop_assert_eq!(score.solution_steps, mazes::solve::bfs(&grid, from, to).expect("a path").len() as u64);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn on_every_shape_the_score_is_the_explorers_expected_steps(seed: u64, kind in 0..4usize, w in 1..4u32, h in 1..4u32) {
        use mazes::shape::{Lattice, Shape};
        use mazes::Maze;
        let size = Size::new(w, h);
        let shape = [Shape::hex(size), Shape::triangle(Size::new(w + 1, h)), Shape::polar(h), Shape::upsilon(size)][kind].clone();
        let maze = Maze::generate(Lattice::new(shape).expect("a shape"), Algorithm::Wilson, seed).expect("a maze");
        let lattice = maze.lattice();
        let (start, goal) = maze.ends().expect("ends");
        let away = |cell: usize| {
            let (p, q) = (lattice.centre(cell), lattice.centre(goal));
            (p.x - q.x).hypot(p.y - q.y)
        };
        let ways = |cell: usize| maze.neighbours(cell).collect();
        let closer = |at: usize, next: usize| away(next) < away(at);
        let graph = Graph { ways: &ways, closer: &closer, goal };
        let brute = expected(&graph, &mut vec![start], &mut vec![start], 0);
        let score = Difficulty::by_centres(&maze).expect("perfect");
        prop_assert!((score.expected_steps - brute).abs() < 1e-9, "{} against {brute}", score.expected_steps);
    }
}

#[test]
fn a_maze_with_a_loop_has_no_score() {
    let mut grid = Grid::new(Size::new(2, 2), Wrap::None).expect("a grid");
    for (at, dir) in [
        (Pos::new(0, 0), mazes::Direction::East),
        (Pos::new(0, 0), mazes::Direction::South),
        (Pos::new(1, 0), mazes::Direction::South),
        (Pos::new(0, 1), mazes::Direction::East),
    ] {
        grid.carve(at, dir).expect("inside");
    }
    assert_eq!(
        Difficulty::between(&grid, Pos::new(0, 0), Pos::new(1, 1)),
        None
    );
}

/// A 7 × 2 maze: the top row and the bottom row are corridors, joined at column `link`.
fn two_corridors(link: u32) -> Grid {
    let mut grid = Grid::new(Size::new(7, 2), Wrap::None).expect("a grid");
    for x in 0..6 {
        for y in 0..2 {
            grid.carve(Pos::new(x, y), mazes::Direction::East)
                .expect("inside");
        }
    }
    grid.carve(Pos::new(link, 0), mazes::Direction::South)
        .expect("inside");
    grid
}

#[test]
fn a_branch_towards_the_goal_costs_more_than_one_that_looks_wrong() {
    let (from, to) = (Pos::new(3, 0), Pos::new(6, 1));
    // Joined at the east end: the right way heads east, towards the goal, and the three cells
    // west are taken first one time in four (weights 1 and 3): 4 + 2·3·¼ steps.
    let plain = Difficulty::between(&two_corridors(6), from, to).expect("perfect");
    assert_eq!((plain.solution_steps, plain.expected_steps), (4, 5.5));
    // Joined at the west end: the right way starts away from the goal and the three cells east
    // look right; they are taken first three times in four: 10 + 2·3·¾ steps.
    let tempting = Difficulty::between(&two_corridors(0), from, to).expect("perfect");
    assert_eq!(
        (tempting.solution_steps, tempting.expected_steps),
        (10, 14.5)
    );
    assert!(tempting.ratio() > plain.ratio());
}

#[test]
fn percentiles_pick_from_the_easiest_to_the_hardest() {
    let scored = |n: u32| {
        (0..n)
            .map(|k| (f64::from((k * 7) % n), k))
            .collect::<Vec<_>>()
    };
    assert_eq!(at_percentile(scored(11), 0), Some(0));
    assert_eq!(
        at_percentile(scored(11), 50),
        Some(scored(11).iter().find(|s| s.0 == 5.0).expect("there").1)
    );
    assert_eq!(
        at_percentile(scored(11), 100).map(|k| (k * 7) % 11),
        Some(10)
    );
    assert_eq!(at_percentile(Vec::<(f64, u8)>::new(), 50), None);
}
