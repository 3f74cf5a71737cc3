//! Generation speed: `cargo bench -p mazes --bench generate`.
//!
//! Every generator at 1000×1000, and the fast ones at 4000×4000. Each benchmark checks that
//! the maze it made is a spanning tree (by its passage count), so a fast wrong answer cannot
//! pass for progress.

use divan::Bencher;
use mazes::{Algorithm, Size, Wrap};

fn main() {
    divan::main();
}

fn bench_generate(bencher: Bencher, algorithm: Algorithm, side: u32) {
    let size = Size::new(side, side);
    let generate = || {
        algorithm
            .generate(size, Wrap::None, &mut mazes::rng_from_seed(1))
            .expect("the maze fits")
    };
    // Counted once, outside the timing: a count on one thread would blur the speed-up of
    // the generators that share their work out.
    assert_eq!(generate().passage_count(), size.cells() - 1);
    bencher
        .counter(divan::counter::ItemsCount::new(size.cells()))
        .bench(generate);
}

/// Every generator at 1000×1000.
#[divan::bench(args = Algorithm::ALL, sample_count = 5, sample_size = 1)]
fn at_1000(bencher: Bencher, algorithm: Algorithm) {
    bench_generate(bencher, algorithm, 1000);
}

/// The row generators and the recursive backtracker at 4000×4000.
#[divan::bench(
    args = [Algorithm::Sidewinder, Algorithm::BinaryTree, Algorithm::Eller, Algorithm::Backtracker],
    sample_count = 3,
    sample_size = 1
)]
fn at_4000(bencher: Bencher, algorithm: Algorithm) {
    bench_generate(bencher, algorithm, 4000);
}

/// The generators that share their work out over the cores.
const SHARED: [Algorithm; 4] = [
    Algorithm::BinaryTree,
    Algorithm::Sidewinder,
    Algorithm::Kruskal,
    Algorithm::Prim,
];

/// [`SHARED`] at 4000×4000 on one thread (`--threads 1`): the yardstick for
/// [`shared_on_every_core`].
#[divan::bench(args = SHARED, sample_count = 5, sample_size = 1)]
fn shared_on_one_thread(bencher: Bencher, algorithm: Algorithm) {
    mazes::set_threads(std::num::NonZeroUsize::new(1));
    bench_generate(bencher, algorithm, 4000);
    mazes::set_threads(None);
}

/// [`SHARED`] at 4000×4000 on every core, the default.
#[divan::bench(args = SHARED, sample_count = 5, sample_size = 1)]
fn shared_on_every_core(bencher: Bencher, algorithm: Algorithm) {
    bench_generate(bencher, algorithm, 4000);
}
