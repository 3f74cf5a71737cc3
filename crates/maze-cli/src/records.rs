//! Personal bests kept in a small file in the data directory: a `maze-store` envelope holding
//! a map from a board's words (its size and settings) to the best played on it. Each game
//! says what its best is and how one compares; this reads and writes the file.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The bests of one game, keyed by the board's words.
pub type Book<T> = BTreeMap<String, T>;

/// The bests at `path`: none when there is no file yet, else what is wrong with it (a damaged
/// file is never overwritten: its bests are the player's).
pub fn read<T: DeserializeOwned>(
    path: &Path,
    format: &maze_store::Format,
) -> Result<Book<T>, String> {
    match maze_store::read(path) {
        Ok(text) => format
            .from_json(&text)
            .map_err(|err| anyhow::Error::from(err).to_string()),
        Err(maze_store::ReadError::Missing { .. }) => Ok(Book::new()),
        Err(err) => Err(err.to_string()),
    }
}

/// Writes `book` to `path`, whole or not at all.
pub fn write<T: Serialize>(
    path: &Path,
    format: &maze_store::Format,
    book: &Book<T>,
) -> anyhow::Result<()> {
    crate::saves::write(path, format.to_json(book))
}

/// The page of a game's bests at `path`: a head line of `heads`, a line a board (its words
/// padded to the longest, then two columns), and where the file lies.
pub fn page(path: &Path, heads: [&str; 3], rows: Vec<[String; 3]>) -> Vec<String> {
    let wide = rows
        .iter()
        .map(|[board, ..]| board.chars().count())
        .chain([heads[0].chars().count()])
        .max()
        .unwrap_or(0)
        .max(10)
        + 1;
    let line = |[board, a, b]: [&str; 3]| format!("{board:<wide$}{a:>6}  {b:>6}");
    let mut lines = vec![line(heads)];
    lines.extend(rows.iter().map(|[board, a, b]| line([board, a, b])));
    lines.push(String::new());
    lines.push(format!("Kept in {}", path.display()));
    lines
}

/// `message`, or `message` and why the best it announces was not kept.
pub fn kept(message: String, saved: anyhow::Result<()>) -> String {
    match saved {
        Ok(()) => message,
        Err(err) => format!("{message} (not kept: {err:#})"),
    }
}
