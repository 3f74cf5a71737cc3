//! How fast a maze was made: the line `maze generate --time` prints, on every board.

use std::time::Duration;

/// `generated N cells in T s (R M cells/s)`.
pub fn report(cells: u64, took: Duration) -> String {
    let secs = took.as_secs_f64();
    let rate = if secs > 0.0 {
        cells as f64 / secs / 1e6
    } else {
        f64::INFINITY
    };
    format!("generated {cells} cells in {secs:.3} s ({rate:.1} M cells/s)")
}
