//! Reading mazes from files or standard input.

use std::fs::File;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::path::Path;

use anyhow::{Context, bail};
use maze::Maze;

/// Opens `path` for reading, or standard input if `path` is `-`.
pub fn open(path: &Path) -> anyhow::Result<Box<dyn BufRead>> {
    if path == Path::new("-") {
        return Ok(Box::new(BufReader::new(std::io::stdin())));
    }
    if path.is_dir() {
        bail!("{} is a directory, not a maze file", path.display());
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

/// The formats a maze can be read back from, told apart by their first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Bin,
    Json,
    Ascii,
}

/// What the first bytes of a file say it holds, or why it cannot be read back.
fn kind_of(start: &[u8]) -> Result<Kind, &'static str> {
    if maze::format::bin::is_bin(start) {
        return Ok(Kind::Bin);
    }
    let text = String::from_utf8_lossy(&start[..start.len().min(64)]);
    match text.trim_start().chars().next() {
        Some('{') => Ok(Kind::Json),
        Some('+') => Ok(Kind::Ascii),
        Some('┌' | '╷' | '╶' | '│' | '├' | '─' | '╵' | '└' | '┐' | '┬') => Err(
            "it is a Unicode picture, which cannot be read back: write the maze with --format json, ascii or bin",
        ),
        Some('<') => Err(
            "it looks like an SVG picture, which cannot be read back: write the maze with --format json, ascii or bin",
        ),
        _ if start.starts_with(b"\x89PNG") => Err(
            "it is a PNG picture, which cannot be read back: write the maze with --format json, ascii or bin",
        ),
        None => Err("it is empty"),
        _ => Err("it is not a maze in JSON, ASCII or bin, the formats this toolkit reads back"),
    }
}

/// Reads a maze in JSON, ASCII or bin (told apart by their first bytes) from `path`, or from
/// standard input if `path` is `-`.
pub fn read_maze(path: &Path) -> anyhow::Result<Maze> {
    let mut input = open(path)?;
    let start = input
        .fill_buf()
        .with_context(|| format!("cannot read {}", describe(path)))?;
    let kind =
        kind_of(start).map_err(|why| anyhow::anyhow!("cannot read {}: {why}", describe(path)))?;
    if kind == Kind::Bin {
        if let Ok(header) = maze::format::bin::Header::read(&mut input.fill_buf()?) {
            // The header's size is only a claim: check it fits before allocating the grid.
            let size = header.size;
            crate::memory::ensure_available(
                size.cells() as f64 * 0.3,
                &format!("reading a {size} maze"),
            )?;
        }
    }
    let read = match kind {
        Kind::Bin => maze::format::bin::read_bin(input),
        Kind::Json => maze::format::read_json(input),
        Kind::Ascii => {
            let mut text = String::new();
            input
                .read_to_string(&mut text)
                .with_context(|| format!("cannot read {}", describe(path)))?;
            maze::format::ascii::from_ascii(&text)
        }
    };
    read.with_context(|| format!("cannot read {}", describe(path)))
}
