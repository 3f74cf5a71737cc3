//! Exact counts of perfect mazes: `cargo bench -p mazes --bench count`.
//!
//! The target: a 64×64 grid's count (2,025 digits) in under a second.

use divan::Bencher;
use mazes::{Size, Wrap};

fn main() {
    divan::main();
}

/// Square grids, bounded, by the resultant of their sides' characteristic polynomials.
#[divan::bench(args = [64, 128, 256], sample_count = 5, sample_size = 1)]
fn square(bencher: Bencher, side: u32) {
    bencher.bench(|| mazes::count::grid_count(Size::new(side, side), Wrap::None).expect("fits"));
}

/// Square tori.
#[divan::bench(args = [64, 128], sample_count = 5, sample_size = 1)]
fn torus(bencher: Bencher, side: u32) {
    bencher.bench(|| mazes::count::grid_count(Size::new(side, side), Wrap::Both).expect("fits"));
}

/// Other shapes, by elimination: a hexagonal lattice of 600 cells.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn hex_600(bencher: Bencher) {
    let lattice =
        mazes::shape::Lattice::new(mazes::shape::Shape::hex(Size::new(24, 25))).expect("a lattice");
    bencher.bench(|| mazes::count::lattice_count(&lattice).expect("small enough"));
}
