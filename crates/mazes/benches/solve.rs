//! Solving and checking speed at 1000×1000 and 4000×4000: `cargo bench -p mazes --bench solve`.

use divan::Bencher;
use mazes::solve::Solver;
use mazes::{Algorithm, Pos, Size, Wrap};

fn main() {
    divan::main();
}

/// A maze by the recursive backtracker, the default generator: long corridors and a long
/// solution, so the searches below visit most of it.
fn grid(side: u32) -> mazes::Grid {
    Algorithm::Backtracker
        .generate(
            Size::new(side, side),
            Wrap::None,
            &mut mazes::rng_from_seed(1),
        )
        .expect("the maze fits")
}

/// BFS from the top-left to the bottom-right corner.
#[divan::bench(args = [1000, 4000], sample_count = 5, sample_size = 1)]
fn bfs(bencher: Bencher, side: u32) {
    let grid = grid(side);
    let goal = Pos::new(side - 1, side - 1);
    bencher
        .counter(divan::counter::ItemsCount::new(grid.cell_count()))
        .bench(|| {
            let path =
                mazes::solve::bfs(&grid, Pos::new(0, 0), goal).expect("perfect mazes connect");
            assert!(!path.is_empty());
            path
        });
}

/// Every solver the command line offers but the random mouse (which would give up: its walk
/// takes about a billion steps here), corner to corner at 1000×1000.
#[divan::bench(args = in_linear_time(), sample_count = 5, sample_size = 1)]
fn solvers(bencher: Bencher, solver: Solver) {
    corner_to_corner(bencher, solver, 1000);
}

/// The walkers and fillers at 4000×4000: linear time and memory.
#[divan::bench(
    args = in_linear_time().into_iter().filter(|s| !s.on_every_shape()),
    sample_count = 3,
    sample_size = 1
)]
fn solvers_4000(bencher: Bencher, solver: Solver) {
    corner_to_corner(bencher, solver, 4000);
}

/// Every solver but the random mouse.
fn in_linear_time() -> Vec<Solver> {
    Solver::ALL
        .into_iter()
        .filter(|&s| s != Solver::RandomMouse)
        .collect()
}

/// `solver` from corner to corner of a perfect `side`×`side` maze.
fn corner_to_corner(bencher: Bencher, solver: Solver, side: u32) {
    let grid = grid(side);
    let goal = Pos::new(side - 1, side - 1);
    bencher
        .counter(divan::counter::ItemsCount::new(grid.cell_count()))
        .bench(|| {
            let path = solver
                .solve(&grid, Pos::new(0, 0), goal)
                .expect("perfect mazes connect");
            assert!(!path.is_empty());
            path
        });
}

/// The linear perfectness check.
#[divan::bench(args = [1000, 4000], sample_count = 5, sample_size = 1)]
fn is_perfect(bencher: Bencher, side: u32) {
    let grid = grid(side);
    bencher
        .counter(divan::counter::ItemsCount::new(grid.cell_count()))
        .bench(|| assert!(mazes::metrics::is_perfect(&grid)));
}

/// `maze stats`'s measures (dead ends, junctions, connectivity, the solution's length, the
/// diameter) of a square maze, which keeps its grid (`grid`), and of a maze of the same size
/// whose cells are masked (all on), which keeps links (`links`).
#[divan::bench(args = ["grid", "links"], sample_count = 5, sample_size = 1)]
fn metrics(bencher: Bencher, storage: &str) {
    use mazes::Maze;
    use mazes::shape::{Lattice, Mask, Shape};
    let size = 1000;
    let maze = Maze::new(grid(size))
        .with_endpoints(
            mazes::Endpoint::new(Pos::new(0, 0), None),
            mazes::Endpoint::new(Pos::new(size - 1, size - 1), None),
        )
        .expect("corners lie in the grid");
    let square = Shape::square(Size::new(size, size));
    let all_on = Mask::from_fn(&square, |_| true);
    let lattice = Lattice::masked(square, all_on).expect("one region");
    let links = Maze::generate(lattice, Algorithm::Backtracker, 1).expect("generates");
    bencher
        .counter(divan::counter::ItemsCount::new(maze.cell_count()))
        .bench(|| match storage {
            "grid" => mazes::metrics::Metrics::of(&maze),
            _ => mazes::metrics::Metrics::of(&links),
        });
}

/// The shortest-path solvers and the mazes they are compared on, at 1000×1000, corner to
/// corner: long corridors (backtracker), short branchy ones (Kruskal), and a backtracker maze
/// with 100,000 walls knocked down (many ways round).
struct Case(Solver, &'static str);

impl std::fmt::Display for Case {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} on {}", self.0.name(), self.1)
    }
}

const CASES: [Case; 9] = {
    use Solver::{AStar, Bfs, Bidirectional};
    [
        Case(Bfs, "backtracker"),
        Case(AStar, "backtracker"),
        Case(Bidirectional, "backtracker"),
        Case(Bfs, "kruskal"),
        Case(AStar, "kruskal"),
        Case(Bidirectional, "kruskal"),
        Case(Bfs, "loops"),
        Case(AStar, "loops"),
        Case(Bidirectional, "loops"),
    ]
};

/// BFS, A* and bidirectional BFS on each kind of maze.
#[divan::bench(args = CASES, sample_count = 5, sample_size = 1)]
fn shortest(bencher: Bencher, Case(solver, kind): &Case) {
    let mut rng = mazes::rng_from_seed(1);
    let algorithm = match *kind {
        "kruskal" => Algorithm::Kruskal,
        _ => Algorithm::Backtracker,
    };
    let mut grid = algorithm
        .generate(Size::new(1000, 1000), Wrap::None, &mut rng)
        .expect("the maze fits");
    if *kind == "loops" {
        mazes::transmute::add_loops(&mut grid, 100_000, &mut rng).expect("walls enough");
    }
    let goal = Pos::new(999, 999);
    bencher.bench(|| {
        solver
            .solve(&grid, Pos::new(0, 0), goal)
            .expect("the corners connect")
    });
}

/// The difficulty score, corner to corner: a perfectness check and one search from the goal.
#[divan::bench(args = [1000, 4000], sample_count = 5, sample_size = 1)]
fn difficulty(bencher: Bencher, side: u32) {
    let grid = grid(side);
    let goal = Pos::new(side - 1, side - 1);
    bencher
        .counter(divan::counter::ItemsCount::new(grid.cell_count()))
        .bench(|| {
            mazes::metrics::Difficulty::between(&grid, Pos::new(0, 0), goal)
                .expect("perfect")
                .expected_steps
        });
}
