//! Reading mazes from files or standard input.

use std::fs::File;
use std::io::{BufRead, BufReader, ErrorKind};
use std::path::Path;

use anyhow::{Context, bail};
use maze::Maze;

/// Opens `path` for reading, or standard input if `path` is `-`.
pub fn open(path: &Path) -> anyhow::Result<Box<dyn BufRead>> {
    if path == Path::new("-") {
        return Ok(Box::new(BufReader::new(std::io::stdin())));
    }
    match File::open(path) {
        Ok(file) => Ok(Box::new(BufReader::with_capacity(1 << 20, file))),
        Err(err) if err.kind() == ErrorKind::NotFound => bail!("{} does not exist", path.display()),
        Err(err) => Err(err).with_context(|| format!("cannot open {}", path.display())),
    }
}

/// The name of `path` in messages.
pub fn describe(path: &Path) -> String {
    if path == Path::new("-") {
        "standard input".to_owned()
    } else {
        path.display().to_string()
    }
}

/// Reads a maze in JSON or bin (told apart by the bin format's magic bytes) from `path`, or
/// from standard input if `path` is `-`.
pub fn read_maze(path: &Path) -> anyhow::Result<Maze> {
    let mut input = open(path)?;
    let is_bin = maze::format::bin::is_bin(input.fill_buf()?);
    if is_bin {
        if let Ok(header) = maze::format::bin::Header::read(&mut input.fill_buf()?) {
            // The header's size is only a claim: check it fits before allocating the grid.
            let size = header.size;
            crate::memory::ensure_available(
                size.cells() as f64 * 0.3,
                &format!("reading a {size} maze"),
            )?;
        }
    }
    let read = if is_bin {
        maze::format::bin::read_bin(input)
    } else {
        maze::format::read_json(input)
    };
    read.with_context(|| format!("cannot read {}", describe(path)))
}
