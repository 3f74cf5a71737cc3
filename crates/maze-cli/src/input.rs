//! Reading mazes from files or standard input.

use std::fs::File;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::path::Path;

use anyhow::{Context, bail};
use mazes::Maze;

/// Opens `path` for reading, or standard input if `path` is `-`.
pub fn open(path: &Path) -> anyhow::Result<Box<dyn BufRead>> {
    if path == Path::new("-") {
        crate::pipe::widen_stdin();
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
    if mazes::format::bin::is_bin(start) {
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

/// Reads a maze in JSON, ASCII or bin (told apart by their first bytes) from `input`, opened
/// from `path`.
fn read_maze_from(path: &Path, mut input: Box<dyn BufRead>) -> anyhow::Result<Maze> {
    let start = input
        .fill_buf()
        .with_context(|| format!("cannot read {}", describe(path)))?;
    let kind =
        kind_of(start).map_err(|why| anyhow::anyhow!("cannot read {}: {why}", describe(path)))?;
    if kind == Kind::Bin
        && let Ok(header) = mazes::format::bin::Header::read(&mut input.fill_buf()?)
    {
        // The header's size is only a claim: check it fits before allocating the grid.
        let size = header.size;
        crate::memory::ensure_available(
            size.cells() as f64 * 0.3,
            &format!("reading a {size} maze"),
        )?;
    }
    let read = match kind {
        Kind::Bin => mazes::format::bin::read_bin(input),
        Kind::Json => mazes::format::read_json(input),
        Kind::Ascii => {
            let mut text = String::new();
            input
                .read_to_string(&mut text)
                .with_context(|| format!("cannot read {}", describe(path)))?;
            mazes::format::ascii::from_ascii(&text)
        }
    };
    read.with_context(|| format!("cannot read {}", describe(path)))
}

/// Reads a maze of any shape from `path` (or standard input for `-`): JSON of either version,
/// ASCII or bin, told apart by their first bytes.
pub fn read_maze(path: &Path) -> anyhow::Result<Maze> {
    read_maze_from(path, open(path)?)
}

/// The longest input line the line modes keep, in bytes: far more than any command. The rest
/// of a longer line is skipped.
pub const MAX_LINE: usize = 4096;

/// The longest line read at all, in bytes: endless input without newlines (`/dev/zero`) ends
/// here with an error instead of being read forever.
pub const MAX_READ_LINE: usize = 1 << 20;

/// The next line of `input` without its line ending, or `None` at the end of input: at most
/// [`MAX_LINE`] bytes of it, and an error for a line longer than [`MAX_READ_LINE`].
pub fn next_line(input: &mut impl BufRead) -> std::io::Result<Option<String>> {
    next_line_within(input, MAX_LINE)
}

/// [`next_line`] keeping up to `keep` bytes of a line (at most [`MAX_READ_LINE`]).
pub fn next_line_within(input: &mut impl BufRead, keep: usize) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let (mut read_any, mut length) = (false, 0);
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(read_any.then(|| text_of(&line)));
        }
        read_any = true;
        let newline = buffer.iter().position(|&b| b == b'\n');
        let chunk = &buffer[..newline.unwrap_or(buffer.len())];
        length += chunk.len();
        if length > MAX_READ_LINE {
            return Err(std::io::Error::new(
                ErrorKind::InvalidData,
                format!("a line of input is longer than {MAX_READ_LINE} bytes"),
            ));
        }
        let room = keep.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = newline.map_or(buffer.len(), |at| at + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(text_of(&line)));
        }
    }
}

/// Whether a line-mode program reads another command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// Stop reading: the game ended or the player quit.
    Stop,
}

/// The line modes' loop: reads standard input a line at a time (capped, see [`next_line`]),
/// skips blank lines, and hands each command, trimmed, to `handle` with `out`, flushing after
/// each, until `handle` says stop or input ends.
pub fn command_loop<W: std::io::Write>(
    out: &mut W,
    mut handle: impl FnMut(&str, &mut W) -> std::io::Result<Flow>,
) -> anyhow::Result<()> {
    let mut input = std::io::stdin().lock();
    while let Some(line) = next_line(&mut input)? {
        let command = line.trim();
        if command.is_empty() {
            continue;
        }
        if handle(command, out)? == Flow::Stop {
            break;
        }
        out.flush()?;
    }
    Ok(())
}

/// A line's bytes as text, without a carriage return at its end.
fn text_of(line: &[u8]) -> String {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    String::from_utf8_lossy(line).into_owned()
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test fails by panicking")]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_endless_ones_refused() {
        let long = "x".repeat(MAX_LINE + 100);
        let endless = "z".repeat(MAX_READ_LINE + 1);
        let text = format!("north\r\n{long}\nsouth\n{endless}\nwest");
        let mut input = std::io::BufReader::with_capacity(64, text.as_bytes());
        assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("north"));
        assert_eq!(
            next_line(&mut input).unwrap().map(|l| l.len()),
            Some(MAX_LINE)
        );
        assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("south"));
        let error = next_line(&mut input).unwrap_err();
        assert_eq!(
            error.to_string(),
            "a line of input is longer than 1048576 bytes"
        );
    }

    #[test]
    fn endless_input_without_newlines_ends_with_an_error() {
        let mut zeros = std::io::BufReader::new(std::io::repeat(0));
        assert!(next_line(&mut zeros).is_err());
    }
}
