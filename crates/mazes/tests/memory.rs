//! Peak heap while generating, measured by counting every allocation (dhat).
//!
//! Two promises are checked at 1024×1024: every generator but Kruskal and true Prim stays
//! within 4 bits per cell, the grid's 2 included (Origin Shift within 5: each cell's way to the
//! root takes two); and no generator needs more than
//! [`Algorithm::bytes_per_cell`] says, which is what the command line uses to refuse sizes
//! that cannot fit. Allocation counting is deterministic, so these are exact, not timed.
//!
//! One test in this file on purpose: dhat counts the whole process, and tests in the same
//! binary would run at the same time.

use mazes::{Algorithm, Size, Wrap};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

/// Room for fixed-size tables and per-column state, beyond the per-cell figures.
const SLACK_BYTES: usize = 64 << 10;

/// The peak heap, in bytes, while `algorithm` makes a `size` maze.
fn peak_bytes(algorithm: Algorithm, size: Size) -> usize {
    let profiler = dhat::Profiler::builder().testing().build();
    let grid = algorithm
        .generate(size, Wrap::None, &mut mazes::rng_from_seed(1))
        .expect("the maze fits");
    let peak = dhat::HeapStats::get().max_bytes;
    drop(grid);
    drop(profiler);
    peak
}

#[test]
fn generators_stay_within_their_memory_promises() {
    let size = Size::new(1024, 1024);
    let cells = size.cells() as f64;
    let mut report = String::new();
    let mut broken = Vec::new();
    for algorithm in Algorithm::ALL {
        let peak = peak_bytes(algorithm, size);
        let bits_per_cell = peak as f64 * 8.0 / cells;
        report += &format!(
            "{:20} {peak:>10} bytes {bits_per_cell:7.3} bits/cell\n",
            algorithm.name()
        );
        let estimate = cells * (0.25 + algorithm.bytes_per_cell()) + SLACK_BYTES as f64;
        if peak as f64 > estimate {
            broken.push(format!("{algorithm}: {peak} bytes, estimated {estimate}"));
        }
        let union_find_or_weights = matches!(algorithm, Algorithm::Kruskal | Algorithm::Prim);
        let promise = if algorithm == Algorithm::OriginShift {
            5.0
        } else {
            4.0
        };
        if !union_find_or_weights && bits_per_cell > promise {
            broken.push(format!("{algorithm}: {bits_per_cell:.3} bits per cell"));
        }
    }
    assert!(broken.is_empty(), "{}\n{report}", broken.join("\n"));
}
