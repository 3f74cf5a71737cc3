//! The streaming pipe's two ends at 4000×4000: the row generators writing bin rows, and the
//! perfectness check reading them back, on mazes of several kinds (their nesting of sets is
//! what the check's time depends on): `cargo bench -p mazes --bench stream`.

use divan::Bencher;
use mazes::format::bin;
use mazes::stream::{StreamFormat, stream};
use mazes::{Algorithm, MazeBuilder, Progress, Size};

fn main() {
    divan::main();
}

const SIDE: u32 = 4000;

/// Streams a maze by a row generator as a bin file into nothing.
#[divan::bench(args = [Algorithm::Eller, Algorithm::Sidewinder, Algorithm::BinaryTree], sample_count = 5, sample_size = 1)]
fn generate_bin(bencher: Bencher, algorithm: Algorithm) {
    let size = Size::new(SIDE, SIDE);
    bencher
        .counter(divan::counter::ItemsCount::new(size.cells()))
        .bench(|| {
            let mut out = std::io::sink();
            stream(
                &mut out,
                algorithm,
                size,
                1,
                StreamFormat::Bin,
                &mut Progress::none(),
            )
            .expect("a sink takes everything");
        });
}

/// A 4000×4000 maze by `algorithm` as a bin file in memory.
fn bin_file(algorithm: Algorithm) -> Vec<u8> {
    let maze = MazeBuilder::new(Size::new(SIDE, SIDE))
        .algorithm(algorithm)
        .seed(1)
        .build()
        .expect("the maze fits");
    let mut file = Vec::new();
    bin::write_bin(&mut file, &maze).expect("memory takes everything");
    file
}

const CHECKED: [Algorithm; 4] = [
    Algorithm::Eller,
    Algorithm::BinaryTree,
    Algorithm::Kruskal,
    Algorithm::Backtracker,
];

/// Checks a bin file held in memory (read as from a pipe, a row at a time).
#[divan::bench(args = CHECKED, sample_count = 5, sample_size = 1)]
fn check_bin(bencher: Bencher, algorithm: Algorithm) {
    let file = bin_file(algorithm);
    bencher
        .counter(divan::counter::ItemsCount::new(u64::from(SIDE).pow(2)))
        .bench(|| {
            let report = bin::check(file.as_slice(), &mut Progress::none()).expect("a good file");
            assert!(report.perfect);
        });
}

/// Checks the same file as a file (`check_file`): its halves read from either end at once
/// when there are two cores (`--threads 1` of the CLI, `mazes::set_threads`, makes it one).
#[divan::bench(args = CHECKED, sample_count = 5, sample_size = 1)]
fn check_file_in_halves(bencher: Bencher, algorithm: Algorithm) {
    let file = bin_file(algorithm);
    bencher
        .counter(divan::counter::ItemsCount::new(u64::from(SIDE).pow(2)))
        .bench(|| {
            let open = || Ok(std::io::Cursor::new(file.as_slice()));
            let report = bin::check_file(open, &mut Progress::none()).expect("a good file");
            assert!(report.perfect);
        });
}
