//! `maze check`: a streaming perfectness check of a bin file, at any size; JSON (of any
//! shape) and ASCII mazes are read whole and checked the same way.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use mazes::Progress;
use mazes::format::bin::CheckReport;

use crate::activity::LazyBar;
use crate::cli::CheckArgs;
use crate::input::{describe, open};

/// The longest a bin header can be: its fixed part and an algorithm name of up to 255 bytes.
const HEADER_MOST: u64 = 47 + 255;

/// Checks the file; succeeds only for a perfect maze.
pub fn run(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mut input = open(&args.file)?;
    // The header is read ahead (and given back to the check) to size the memory and the
    // progress bar; from a pipe, reading it whole may take several reads.
    let mut head = Vec::new();
    (&mut input)
        .take(HEADER_MOST)
        .read_to_end(&mut head)
        .with_context(|| format!("cannot read {}", describe(&args.file)))?;
    if !mazes::format::bin::is_bin(&head) {
        return finish(&args, loaded_report(&args)?);
    }
    // A regular file can be read from both ends at once, on two threads.
    let two_ended = is_regular_file(&args.file);
    let mut cells = 0;
    if let Ok(header) = mazes::format::bin::Header::read(&mut &head[..]) {
        // Memory grows with the width only: ten bits a column for the row's passages and its
        // sets (`mazes::metrics`), and a row of the file, two bits a column; for a file read
        // from both ends, twice that and up to 16 bytes a column (64 MiB at most) where the
        // two halves meet.
        let width = f64::from(header.size.width);
        let halves = if two_ended {
            1.5 * width + 16.0 * width.min(f64::from(1 << 22))
        } else {
            0.0
        };
        crate::memory::ensure_available(
            width * 1.5 + halves,
            &format!("checking rows {} cells wide", header.size.width),
        )?;
        cells = header.size.cells();
    }
    let mut bar = LazyBar::new("checking");
    let checked = {
        let mut report = |done, total| bar.update(done, total);
        let mut progress = Progress::new(cells, &mut report);
        if two_ended {
            drop(input);
            mazes::format::bin::check_file(|| File::open(&args.file), &mut progress)
        } else {
            // A pipe (standard input, `/dev/stdin`, a process substitution) once, in order.
            let input = io::Cursor::new(head).chain(input);
            mazes::format::bin::check(input, &mut progress)
        }
    };
    bar.finish();
    let report = checked.with_context(|| format!("cannot check {}", describe(&args.file)))?;
    finish(&args, report)
}

/// Whether `path` names a regular file (which can be read from either end), not standard
/// input or a pipe.
fn is_regular_file(path: &Path) -> bool {
    path != Path::new("-") && std::fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// The check of a maze read whole (JSON of any shape, or ASCII): square ones through the bin
/// check itself, so that both say the same of the same maze.
fn loaded_report(args: &CheckArgs) -> anyhow::Result<CheckReport> {
    let maze = crate::input::read_maze(&args.file)?;
    match maze.grid() {
        Some(_) => {
            let mut bin = Vec::new();
            mazes::format::bin::write_bin(&mut bin, &maze)?;
            Ok(mazes::format::bin::check(&bin[..], &mut Progress::none())?)
        }
        None => {
            let cells = maze.cell_count() as u64;
            let passages = maze.passage_count();
            let regions = maze.regions();
            Ok(CheckReport {
                cells,
                passages,
                regions,
                first_cycle: None,
                perfect: regions == 1 && passages + 1 == cells,
            })
        }
    }
}

/// Prints `report` as asked; succeeds only for a perfect maze.
fn finish(args: &CheckArgs, report: CheckReport) -> anyhow::Result<ExitCode> {
    let json = if args.json {
        Some(serde_json::to_string_pretty(&report)?)
    } else {
        None
    };
    crate::output::to_stdout(|out| match json {
        Some(json) => writeln!(out, "{json}"),
        None => write_text(out, &report),
    })?;
    Ok(if report.perfect {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The findings as a line of text.
fn write_text(out: &mut dyn Write, report: &CheckReport) -> io::Result<()> {
    if report.perfect {
        writeln!(
            out,
            "perfect: {} cells, {} passages, one region, no cycles",
            report.cells, report.passages
        )
    } else {
        // A forest of r regions has r passages fewer than cells; each more closes a cycle.
        let cycles = (report.passages + report.regions).saturating_sub(report.cells);
        let cycle = match (report.first_cycle, cycles) {
            (Some(pos), _) => format!("a cycle closes at {pos}"),
            (None, 0) => "no cycles".to_owned(),
            (None, 1) => "a cycle".to_owned(),
            (None, n) => format!("{n} cycles"),
        };
        let regions = match report.regions {
            1 => "one region".to_owned(),
            n => format!("{n} separate regions"),
        };
        writeln!(
            out,
            "not perfect: {} cells, {} passages, {regions}, {cycle}",
            report.cells, report.passages
        )
    }
}
