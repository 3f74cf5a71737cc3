//! Memory bounds on reading and measuring mazes, measured by counting every allocation (dhat), so
//! the figures are exact. A file's header only claims a size: reading it must not take memory
//! for the claim before the rows are there. Measuring a maze (`maze stats`) must stay within a
//! few bits a cell beyond the grid.
//!
//! One test in this file on purpose: dhat counts the whole process, and tests in the same
//! binary would run at the same time.

use mazes::format::{FormatError, bin};
use mazes::{Algorithm, Maze, Progress, Size, Wrap};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

/// A bin header claiming `width × height` cells (wrapping code `wrap`), and no rows.
fn header(width: u32, height: u32, wrap: u8) -> Vec<u8> {
    let mut bytes = b"MAZE-BIN".to_vec();
    bytes.extend(1u16.to_le_bytes());
    bytes.extend([wrap, 0]);
    bytes.extend(width.to_le_bytes());
    bytes.extend(height.to_le_bytes());
    bytes.extend([0; 8 + 9 + 9 + 1]);
    bytes
}

/// The peak heap while `work` runs, and what it returned.
fn peak_of<T>(work: impl FnOnce() -> T) -> (usize, T) {
    let profiler = dhat::Profiler::builder().testing().build();
    let value = work();
    let peak = dhat::HeapStats::get().max_bytes;
    drop(profiler);
    (peak, value)
}

/// The peak heap while `read` runs, and its error message.
fn peak_and_error<T>(read: impl FnOnce() -> Result<T, FormatError>) -> (usize, String) {
    let (peak, read) = peak_of(read);
    (
        peak,
        read.map_or_else(|e| e.to_string(), |_| "read".to_owned()),
    )
}

#[test]
fn reading_and_measuring_stay_within_their_memory() {
    // 8·10⁹ cells: 2 GB of passages, claimed by 47 bytes. (The readers buffer up to 1 MiB.)
    let mut file = header(100_000, 80_000, 0);
    assert_eq!(file.len(), 47);
    let (peak, error) = peak_and_error(|| bin::read_bin(file.as_slice()));
    assert!(error.contains("truncated in row 0"), "{error}");
    assert!(peak < 2 << 20, "reading took {peak} bytes");

    // Wrapping top to bottom, which `check` reads whole.
    let wrapping = header(100_000, 80_000, 2);
    let (peak, error) = peak_and_error(|| bin::check(wrapping.as_slice(), &mut Progress::none()));
    assert!(error.contains("truncated in row 0"), "{error}");
    assert!(peak < 2 << 20, "checking took {peak} bytes");

    // Rows of 4·10⁹ cells, a gigabyte each, claimed: nothing is taken for the width either.
    let wide = header(4_000_000_000, 2, 0);
    let (peak, error) = peak_and_error(|| bin::read_bin(wide.as_slice()));
    assert!(error.contains("truncated in row 0"), "{error}");
    assert!(peak < 2 << 20, "reading took {peak} bytes");
    let (peak, error) = peak_and_error(|| bin::check(wide.as_slice(), &mut Progress::none()));
    assert!(error.contains("truncated in row 0"), "{error}");
    assert!(peak < 2 << 20, "checking took {peak} bytes");

    // A thousand real rows of the claimed width: memory follows them, not the claim.
    file.resize(47 + 1000 * 25_000, 0);
    let (peak, error) = peak_and_error(|| bin::read_bin(file.as_slice()));
    assert!(error.contains("truncated in row 1000"), "{error}");
    assert!(peak < 3 * 25_000_000, "reading took {peak} bytes");

    // Measuring a perfect 1024×1024 maze: the grid is there already; the searches keep a few
    // bits a cell and their frontiers (the diameter once kept eight bytes a cell).
    let size = Size::new(1024, 1024);
    let grid = Algorithm::Backtracker
        .generate(size, Wrap::None, &mut mazes::rng_from_seed(1))
        .expect("the maze fits");
    let maze = Maze::new(grid);
    let (peak, metrics) = peak_of(|| mazes::metrics::Metrics::of(&maze));
    assert_eq!(metrics.diameter.map(|d| d > 1000), Some(true));
    let bytes_per_cell = peak as f64 / size.cells() as f64;
    assert!(
        bytes_per_cell < 0.5,
        "measuring took {bytes_per_cell:.3} bytes a cell"
    );
    // The closer look: a byte a cell for the passages, a bit for the corridors walked.
    let (peak, analysis) = peak_of(|| mazes::metrics::Analysis::of(&maze));
    assert!(analysis.corridors > 0);
    let bytes_per_cell = peak as f64 / size.cells() as f64;
    assert!(
        bytes_per_cell < 1.5,
        "analysing took {bytes_per_cell:.3} bytes a cell"
    );
}
