//! The infinite maze: `cargo bench -p mazes --bench infinite`.
//!
//! Targets: one cell's passages under 1 µs, any 100 × 100 window under 1 ms, the length of the
//! way between two cells 10¹⁵ apart under 10 ms (a fresh maze each time: nothing remembered).

use divan::Bencher;
use mazes::Size;
use mazes::infinite::{Cell, InfiniteMaze};

fn main() {
    divan::main();
}

/// Cells spread over the whole plane, a new one each call.
fn cells(count: usize) -> Vec<Cell> {
    let mut state = 0x1234_5678_9abc_def0u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count).map(|_| Cell::new(next(), next())).collect()
}

/// One cell's four passages, at a random place.
#[divan::bench]
fn cell_passages(bencher: Bencher) {
    let plane = InfiniteMaze::new(1);
    let cells = cells(4096);
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % cells.len();
        plane.passages(cells[i])
    });
}

/// A window at a random place.
#[divan::bench(args = [100, 1000])]
fn window(bencher: Bencher, side: u32) {
    let plane = InfiniteMaze::new(1);
    let cells = cells(256);
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % cells.len();
        let at = Cell::new(cells[i].x >> 1, cells[i].y >> 1);
        plane
            .window(at, Size::new(side, side))
            .expect("inside the plane")
    });
}

/// The length of the way between two cells 10¹⁵ apart, by a fresh maze (cold) or by one that
/// already measured other ways (warm).
#[divan::bench(args = ["cold", "warm"])]
fn distance_1e15(bencher: Bencher, memory: &str) {
    let ends: Vec<(Cell, Cell)> = cells(64)
        .into_iter()
        .map(|c| {
            let from = Cell::new(c.x >> 2, c.y >> 2);
            (
                from,
                Cell::new(from.x + 1_000_000_000_000_000, from.y + 12_345),
            )
        })
        .collect();
    let mut warm = InfiniteMaze::new(1);
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % ends.len();
        let (from, to) = ends[i];
        if memory == "cold" {
            InfiniteMaze::new(1).distance(from, to)
        } else {
            warm.distance(from, to)
        }
    });
}
