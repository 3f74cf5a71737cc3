//! Generation and solving speed at 1000×1000: `cargo bench -p maze`.
//!
//! Each benchmark also checks its result, so a fast wrong answer cannot pass for progress.

use divan::Bencher;
use maze::{Algorithm, Pos, Size, Wrap};

const SIDE: u32 = 1000;

fn main() {
    divan::main();
}

#[divan::bench(args = Algorithm::ALL, sample_count = 5, sample_size = 1)]
fn generate(bencher: Bencher, algorithm: Algorithm) {
    let size = Size::new(SIDE, SIDE);
    bencher
        .counter(divan::counter::ItemsCount::new(size.cells()))
        .bench(|| {
            let grid = algorithm
                .generate(size, Wrap::None, &mut maze::rng_from_seed(1))
                .expect("1000×1000 generates");
            assert_eq!(grid.passage_count(), size.cells() - 1);
            grid
        });
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn bfs(bencher: Bencher) {
    let size = Size::new(SIDE, SIDE);
    let grid = Algorithm::Backtracker
        .generate(size, Wrap::None, &mut maze::rng_from_seed(1))
        .expect("1000×1000 generates");
    let goal = Pos::new(SIDE - 1, SIDE - 1);
    bencher
        .counter(divan::counter::ItemsCount::new(size.cells()))
        .bench(|| {
            let path =
                maze::solve::bfs(&grid, Pos::new(0, 0), goal).expect("perfect mazes connect");
            assert!(!path.is_empty());
            path
        });
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn is_perfect(bencher: Bencher) {
    let size = Size::new(SIDE, SIDE);
    let grid = Algorithm::Kruskal
        .generate(size, Wrap::None, &mut maze::rng_from_seed(1))
        .expect("1000×1000 generates");
    bencher
        .counter(divan::counter::ItemsCount::new(size.cells()))
        .bench(|| assert!(maze::metrics::is_perfect(&grid)));
}
