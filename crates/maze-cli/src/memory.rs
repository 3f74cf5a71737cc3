//! Refusing sizes that cannot fit in memory, before trying.

use anyhow::bail;
use mazes::stream::StreamFormat;
use mazes::{Algorithm, Size};

/// Bytes per cell beyond the generator's needs: the grid (2 bits) and room for a solution
/// overlay and for rendering.
const BASE_BYTES_PER_CELL: f64 = 0.25;
/// Bytes per cell a BFS solution and its overlay need.
const SOLVE_BYTES_PER_CELL: f64 = 1.5 + 8.0 * 0.05;

/// Fails with the memory needed if a `size` maze by `algorithm` cannot fit in this machine.
pub fn check_fits(size: Size, algorithm: Algorithm, solve: bool) -> anyhow::Result<()> {
    let per_cell = BASE_BYTES_PER_CELL
        + algorithm.bytes_per_cell()
        + if solve { SOLVE_BYTES_PER_CELL } else { 0.0 };
    let what = format!(
        "a {size} maze ({} cells) with {algorithm}{}",
        size.cells(),
        if solve { " and its solution" } else { "" }
    );
    ensure_available(size.cells() as f64 * per_cell, &what)
}

/// Fails with the memory needed if rows `width` cells wide cannot be streamed with
/// `algorithm` in `format` on this machine: two rows of two bits a cell, the algorithm's
/// state for a row, and the format's buffers for one.
pub fn check_stream_fits(
    width: u32,
    algorithm: Algorithm,
    format: StreamFormat,
) -> anyhow::Result<()> {
    let state = if algorithm == Algorithm::Eller {
        8.125
    } else {
        0.0
    };
    let buffers = match format {
        StreamFormat::Ascii => 4.0,
        // A byte a pixel across, then packed and deflated: about twice the pixels.
        StreamFormat::Png(options) => {
            2.0 * f64::from(options.cell.max(1) + options.wall.max(1)) + 5.0
        }
        _ => 0.375,
    };
    ensure_available(
        f64::from(width) * (0.5 + state + buffers),
        &format!("streaming rows {width} cells wide with {algorithm}"),
    )
}

/// Fails with a clear message if `needed` bytes for `what` exceed the memory available.
pub fn ensure_available(needed: f64, what: &str) -> anyhow::Result<()> {
    let available = available_bytes().unwrap_or(usize::MAX as u64) as f64;
    if needed > available.min(usize::MAX as f64) {
        bail!(
            "{what} needs about {} of memory, but only {} is available",
            human_bytes(needed),
            human_bytes(available)
        );
    }
    Ok(())
}

/// Memory the system can still give us, if it says (Linux).
fn available_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// `bytes` for people, in binary units like `3.50 GiB` (beyond 16 EiB it says 16 EiB).
pub fn human_bytes(bytes: f64) -> indicatif::HumanBytes {
    // `as` saturates a float: negative to 0, beyond u64::MAX to u64::MAX.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a float-to-integer cast saturates, which is what is wanted here"
    )]
    let whole = bytes as u64;
    indicatif::HumanBytes(whole)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_billion_billion_cells_is_refused_with_the_memory_it_needs() {
        let err = check_fits(Size::new(u32::MAX, u32::MAX), Algorithm::Kruskal, false).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("needs about") && text.contains("EiB"),
            "{text}"
        );
    }

    #[test]
    fn small_mazes_fit() {
        assert!(check_fits(Size::new(100, 100), Algorithm::Kruskal, true).is_ok());
    }

    #[test]
    fn bytes_read_like_a_person_writes_them() {
        assert_eq!(human_bytes(512.0).to_string(), "512 B");
        assert_eq!(human_bytes(1536.0).to_string(), "1.50 KiB");
        assert_eq!(
            human_bytes(3.0 * 1024.0 * 1024.0 * 1024.0).to_string(),
            "3.00 GiB"
        );
        assert_eq!(human_bytes(1e30).to_string(), "16.00 EiB");
    }
}
