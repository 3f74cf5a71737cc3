//! Reading mazes from files or standard input.

use std::fs::File;
use std::io::ErrorKind;
use std::path::Path;

use anyhow::{Context, bail};
use maze::Maze;

/// Reads a JSON maze from `path`, or from standard input if `path` is `-`.
pub fn read_maze(path: &Path) -> anyhow::Result<Maze> {
    if path == Path::new("-") {
        return maze::format::read_json(std::io::stdin().lock())
            .context("cannot read the maze from standard input");
    }
    let file = match File::open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == ErrorKind::NotFound => {
            bail!("{} does not exist", path.display())
        }
        Err(err) => return Err(err).with_context(|| format!("cannot open {}", path.display())),
    };
    maze::format::read_json(file).with_context(|| format!("cannot read {}", path.display()))
}
