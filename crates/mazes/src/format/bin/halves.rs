//! The check of a bin file on two threads: its top half read down from the first row while
//! its bottom half is read up from the last, the two meeting in the middle.
//!
//! Sets of cells that paths join never cross, read from either end ([`RowChecker`]), so each
//! half keeps only its current row's sets; where the halves meet, the top half's last passages
//! south join the sets above the seam to those below it, or close cycles. The answer is the
//! one a check read from the top down gives, to the cell where the first cycle closes.

use std::io::{self, Read, Seek, SeekFrom};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::{CheckReport, Header, border_error, check, read_exact};
use crate::format::{FormatError, Problem};
use crate::metrics::checker::{BorderPassage, Meeting, Reading, RowChecker, meet};
use crate::progress::Progress;

/// Mazes smaller than this are checked on one thread: a thread costs more than it saves.
const FEWEST_CELLS: u64 = 1 << 20;

/// The widest rows checked in halves: where the halves meet, a union–find takes 8 bytes a
/// column and the labels up to 8 more, beside the two checkers' 3 bytes.
const WIDEST: u32 = 1 << 22;

/// Bytes of rows read at a time.
const CHUNK_BYTES: usize = 1 << 20;

/// Checks a bin file as [`check`] does, the top and bottom halves on two threads when the
/// machine has two cores to spare and the file is a megacell or more of rows (a file that
/// wraps top to bottom, is truncated or runs on is checked from the top down, so that the
/// error is the same). `open` opens the file afresh, once for each half: each reader must
/// start at the file's first byte and seek (a regular file; a pipe cannot be read twice, and
/// is for [`check`]).
///
/// ```
/// let maze = mazes::MazeBuilder::new(mazes::Size::new(1200, 1000)).seed(7).build().unwrap();
/// let mut file = Vec::new();
/// mazes::format::bin::write_bin(&mut file, &maze).unwrap();
/// let open = || Ok(std::io::Cursor::new(&file[..]));
/// let report = mazes::format::bin::check_file(open, &mut mazes::Progress::none()).unwrap();
/// assert!(report.perfect);
/// assert_eq!(report.passages, 1200 * 1000 - 1);
/// ```
pub fn check_file<R, F>(open: F, progress: &mut Progress<'_>) -> Result<CheckReport, FormatError>
where
    R: Read + Seek,
    F: Fn() -> io::Result<R> + Sync,
{
    let mut file = open()?;
    let header = Header::read(&mut file)?;
    let rows_at = file.stream_position()?;
    let row_bytes = header.row_bytes() as u64;
    let height = header.size.height;
    let whole = file.seek(SeekFrom::End(0))? == rows_at + row_bytes * u64::from(height);
    let halves = whole
        && !header.wrap.y()
        && height >= 2
        && header.size.width <= WIDEST
        && header.size.cells() >= FEWEST_CELLS
        && crate::threads::cores() >= 2;
    if !halves {
        file.seek(SeekFrom::Start(0))?;
        return check(file, progress);
    }
    let rows = Rows {
        at: rows_at,
        row_bytes: row_bytes as usize,
        header: &header,
    };
    in_halves(file, open, rows, progress)
}

/// Where a file's rows are and what they hold.
#[derive(Clone, Copy)]
struct Rows<'a> {
    /// Where the first row starts.
    at: u64,
    row_bytes: usize,
    header: &'a Header,
}

impl Rows<'_> {
    /// Rows read at a time.
    fn per_chunk(&self) -> u32 {
        (CHUNK_BYTES / self.row_bytes.max(1)).clamp(1, 1 << 20) as u32
    }

    /// A checker that reads the rows in the order `reading` says.
    fn checker(&self, reading: Reading) -> Result<RowChecker, FormatError> {
        let (width, wrap_x) = (self.header.size.width, self.header.wrap.x());
        RowChecker::reading(width, wrap_x, reading).map_err(|e| {
            Problem::TooWideToCheck {
                width,
                bytes: e.bytes,
            }
            .into()
        })
    }

    /// Reads rows `first..first + count` into `buf`.
    fn read(
        &self,
        file: &mut impl ReadSeek,
        first: u32,
        count: u32,
        buf: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        buf.resize(count as usize * self.row_bytes, 0);
        file.seek(SeekFrom::Start(
            self.at + u64::from(first) * self.row_bytes as u64,
        ))?;
        let height = self.header.size.height;
        read_exact(file, buf, &format!("row {first} of {height}"))
    }

    /// The cells in `count` rows.
    fn cells(&self, count: u32) -> u64 {
        u64::from(count) * u64::from(self.header.size.width)
    }
}

/// A reader that can jump.
trait ReadSeek: Read + Seek {}
impl<T: Read + Seek> ReadSeek for T {}

/// The check proper: the bottom half on a thread of its own, the top half on this one.
fn in_halves<R, F>(
    mut file: R,
    open: F,
    rows: Rows<'_>,
    progress: &mut Progress<'_>,
) -> Result<CheckReport, FormatError>
where
    R: Read + Seek,
    F: Fn() -> io::Result<R> + Sync,
{
    let height = rows.header.size.height;
    let seam = height / 2;
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let bottom_of = || {
        let mut file = open()?;
        bottom_half(&mut file, rows, seam, &done, &stop)
    };
    let (top, bottom) = std::thread::scope(|scope| {
        // A thread that cannot be started (a process at its limit) leaves the bottom half to
        // this one, after the top.
        let bottom = std::thread::Builder::new().spawn_scoped(scope, bottom_of);
        let top = top_half(&mut file, rows, seam, &done, progress);
        if top.is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        let bottom = match bottom {
            Ok(running) => running
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
            Err(_) => bottom_of(),
        };
        (top, bottom)
    });
    progress.advance(done.into_inner().saturating_sub(progress.done()));
    let mut top = top?;
    let bottom = bottom?;
    if let Some(BorderPassage { pos, dir }) = bottom.border {
        return Err(border_error(pos.x, pos.y, dir));
    }
    let Meeting {
        passages,
        regions,
        cycle,
    } = meet(&top, &bottom.checker).map_err(|e| Problem::TooWideToCheck {
        width: rows.header.size.width,
        bytes: e.bytes,
    })?;
    if cycle && top.first_cycle().is_none() {
        read_on_to_first_cycle(&mut file, rows, seam, &mut top)?;
    }
    let first_cycle = top.first_cycle();
    Ok(CheckReport {
        cells: rows.header.size.cells(),
        passages,
        regions,
        first_cycle,
        perfect: first_cycle.is_none() && regions == 1,
    })
}

/// Checks rows `0..seam` from the top down, reporting both halves' progress.
fn top_half(
    file: &mut impl ReadSeek,
    rows: Rows<'_>,
    seam: u32,
    done: &AtomicU64,
    progress: &mut Progress<'_>,
) -> Result<RowChecker, FormatError> {
    let mut checker = rows.checker(Reading::Down)?;
    let mut buf = Vec::new();
    let mut first = 0;
    while first < seam {
        let count = rows.per_chunk().min(seam - first);
        rows.read(file, first, count, &mut buf)?;
        for (y, bytes) in (first..).zip(buf.chunks_exact(rows.row_bytes)) {
            checker
                .row(bytes, y, false)
                .map_err(|BorderPassage { pos, dir }| border_error(pos.x, pos.y, dir))?;
        }
        first += count;
        let both = done.fetch_add(rows.cells(count), Ordering::Relaxed) + rows.cells(count);
        progress.advance(both.saturating_sub(progress.done()));
    }
    Ok(checker)
}

/// What the bottom half showed.
struct BottomHalf {
    /// Its checker, read up to the row below the seam.
    checker: RowChecker,
    /// Its first passage through the outer wall in reading order, if any.
    border: Option<BorderPassage>,
}

/// Checks rows `seam..height` from the bottom up, until `stop` (the top half has failed).
fn bottom_half(
    file: &mut impl ReadSeek,
    rows: Rows<'_>,
    seam: u32,
    done: &AtomicU64,
    stop: &AtomicBool,
) -> Result<BottomHalf, FormatError> {
    let height = rows.header.size.height;
    let mut checker = rows.checker(Reading::Up)?;
    let mut border = None;
    let mut buf = Vec::new();
    let mut end = height;
    while end > seam && !stop.load(Ordering::Relaxed) {
        let count = rows.per_chunk().min(end - seam);
        let first = end - count;
        rows.read(file, first, count, &mut buf)?;
        for (y, bytes) in (first..end).zip(buf.chunks_exact(rows.row_bytes)).rev() {
            let last = y + 1 == height;
            // After a passage through the border only an earlier one matters.
            let found = match border {
                None => checker.row(bytes, y, last).err(),
                Some(_) => checker.border_passage(bytes, y, last),
            };
            border = found.or(border);
        }
        end = first;
        done.fetch_add(rows.cells(count), Ordering::Relaxed);
    }
    Ok(BottomHalf { checker, border })
}

/// Reads on from the seam down with the top half's checker until a passage closes a cycle,
/// so that the cycle reported is the first in reading order, as a check from the top finds.
fn read_on_to_first_cycle(
    file: &mut impl ReadSeek,
    rows: Rows<'_>,
    seam: u32,
    top: &mut RowChecker,
) -> Result<(), FormatError> {
    let height = rows.header.size.height;
    let mut buf = Vec::new();
    let mut first = seam;
    while first < height && top.first_cycle().is_none() {
        let count = rows.per_chunk().min(height - first);
        rows.read(file, first, count, &mut buf)?;
        for (y, bytes) in (first..).zip(buf.chunks_exact(rows.row_bytes)) {
            // Both halves were read without a passage through the border: it cannot fail.
            top.row(bytes, y, y + 1 == height).ok();
            if top.first_cycle().is_some() {
                break;
            }
        }
        first += count;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use proptest::prelude::*;
    use rand::Rng;

    use super::*;
    use crate::{build::MazeBuilder, generate::Algorithm, size::Size, topology::Wrap};

    /// What the check from the top and the check in halves say of `file`, as text.
    fn both(file: &[u8]) -> (String, String) {
        let open = || Ok(Cursor::new(file));
        let mut top = open().unwrap();
        let header = Header::read(&mut top).unwrap();
        let rows = Rows {
            at: top.position(),
            row_bytes: header.row_bytes(),
            header: &header,
        };
        let halves = in_halves(top, open, rows, &mut Progress::none());
        let whole = check(file, &mut Progress::none());
        (format!("{whole:?}"), format!("{halves:?}"))
    }

    /// A bin file of `size` whose cells open east and south at random, `open_percent` in a
    /// hundred; with `flaws` walls of the outer border flipped.
    fn random_file(size: Size, wrap_x: bool, open_percent: u32, flaws: u32, seed: u64) -> Vec<u8> {
        let mut rng = crate::rng::rng_from_seed(seed);
        let wrap = if wrap_x { Wrap::X } else { Wrap::None };
        let header = Header {
            size,
            wrap,
            algorithm: None,
            seed: None,
            ends: None,
        };
        let mut file = Vec::new();
        header.write(&mut file).unwrap();
        let (w, h) = (size.width, size.height);
        file.resize(file.len() + header.row_bytes() * h as usize, 0);
        for y in 0..h {
            for x in 0..w {
                for south in [false, true] {
                    if inside(&header, x, y, south) && rng.random_range(0..100) < open_percent {
                        flip(&mut file, &header, x, y, south);
                    }
                }
            }
        }
        for _ in 0..flaws {
            match rng.random_range(0..2) {
                0 => flip(&mut file, &header, w - 1, rng.random_range(0..h), false),
                _ => flip(&mut file, &header, rng.random_range(0..w), h - 1, true),
            }
        }
        file
    }

    /// Whether the wall east (or south) of (`x`, `y`) lies between two cells of `header`'s maze.
    fn inside(header: &Header, x: u32, y: u32, south: bool) -> bool {
        if south {
            y + 1 < header.size.height
        } else {
            x + 1 < header.size.width || header.wrap.x()
        }
    }

    /// Opens the wall east (or south) of (`x`, `y`) in a bin file with `header`, or closes it.
    fn flip(file: &mut [u8], header: &Header, x: u32, y: u32, south: bool) {
        let rows_at = file.len() - header.row_bytes() * header.size.height as usize;
        let at = rows_at + y as usize * header.row_bytes() + x as usize / 4;
        file[at] ^= 1 << (2 * (x % 4) + u32::from(south));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Passages at random: regions, cycles (and the first one's cell) and passages through
        /// the border come out as the check from the top finds them.
        #[test]
        fn halves_agree_on_random_rows(w in 1..150u32, h in 2..30u32, wrap_x: bool, open_percent in 0..=100u32, flaws in 0..3u32, seed: u64) {
            let file = random_file(Size::new(w, h), wrap_x && w > 1, open_percent, flaws, seed);
            let (whole, halves) = both(&file);
            prop_assert_eq!(whole, halves);
        }

        /// Real mazes, with a few passages opened or closed.
        #[test]
        fn halves_agree_on_damaged_mazes(algorithm in proptest::sample::select(Algorithm::ALL.to_vec()), w in 1..150u32, h in 2..50u32, wrap_x: bool, seed: u64, flips in proptest::collection::vec((any::<u32>(), any::<u32>(), any::<bool>()), 0..3)) {
            let wrap = if wrap_x { Wrap::X } else { Wrap::None };
            let Ok(maze) = MazeBuilder::new(Size::new(w, h)).algorithm(algorithm).wrap(wrap).seed(seed).build() else { return Ok(()) };
            let mut file = Vec::new();
            super::super::write_bin(&mut file, &maze).unwrap();
            let header = Header::of(&maze).unwrap();
            for (x, y, south) in flips {
                let (x, y) = (x % w, y % h);
                if inside(&header, x, y, south) {
                    flip(&mut file, &header, x, y, south);
                }
            }
            let (whole, halves) = both(&file);
            prop_assert_eq!(whole, halves);
        }
    }

    #[test]
    fn a_big_file_is_checked_in_halves_and_agrees() {
        let maze = MazeBuilder::new(Size::new(1100, 1000))
            .algorithm(Algorithm::Backtracker)
            .seed(5)
            .build()
            .unwrap();
        let mut file = Vec::new();
        super::super::write_bin(&mut file, &maze).unwrap();
        let mut seen = Vec::new();
        let mut report = |done, total| seen.push((done, total));
        let open = || Ok(Cursor::new(&file[..]));
        let halves = check_file(open, &mut Progress::new(1_100_000, &mut report)).unwrap();
        assert_eq!(halves, check(&file[..], &mut Progress::none()).unwrap());
        assert!(halves.perfect);
        // Both halves' cells are counted, in order.
        assert_eq!(seen.last(), Some(&(1_100_000, 1_100_000)));
        assert!(seen.windows(2).all(|p| p[0].0 <= p[1].0));
    }
}
