//! What each fuzz target checks. The fuzzers (`fuzz/`, cargo-fuzz on nightly) hand their inputs
//! to these functions, and `tests/corpus.rs` replays the committed corpora and every input that
//! ever crashed through them on stable, so CI keeps them.
//!
//! Each function takes any bytes and panics only when the code under test breaks a promise:
//! a parsed value that does not survive writing and reading back, a refused command that
//! changed the game, a check that disagrees with the in-memory test. Bad input itself must get
//! an error, never a panic.

mod classic;
mod mazes;
mod moving;
mod treasure;
mod web;
mod words;

pub use classic::{classic_line, classic_save};
pub use mazes::{ascii_maze, bin_maze, json_maze, shape_json_maze};
pub use moving::{moving_board, moving_save, moving_text};
pub use treasure::{treasure_console, treasure_file};
pub use web::web_message;
pub use words::{words_dictionary, words_game};

/// A target's checks: any bytes in, a panic only for a broken promise.
pub type Check = fn(&[u8]);

/// The targets by name, as `fuzz/fuzz_targets/` and `fuzz/corpus/` name them.
pub const TARGETS: [(&str, Check); 14] = [
    ("bin_maze", bin_maze),
    ("json_maze", json_maze),
    ("shape_json_maze", shape_json_maze),
    ("ascii_maze", ascii_maze),
    ("moving_board", moving_board),
    ("moving_save", moving_save),
    ("moving_text", moving_text),
    ("classic_save", classic_save),
    ("classic_line", classic_line),
    ("web_message", web_message),
    ("words_dictionary", words_dictionary),
    ("words_game", words_game),
    ("treasure_file", treasure_file),
    ("treasure_console", treasure_console),
];

/// The words of an input, as the line modes split them, at most `most` of them.
fn words(data: &[u8], most: usize) -> Vec<String> {
    String::from_utf8_lossy(data)
        .split_whitespace()
        .take(most)
        .map(str::to_owned)
        .collect()
}

/// Text that loads as a value saves back to text that loads to the same value: the value and
/// the text it saved, for a target's own further checks; `None` if `data` does not load.
fn reloads<T: PartialEq + std::fmt::Debug, E: std::fmt::Debug>(
    data: &[u8],
    load: impl Fn(&str) -> Result<T, E>,
    save: impl Fn(&T) -> String,
) -> Option<(T, String)> {
    let value = load(std::str::from_utf8(data).ok()?).ok()?;
    let saved = save(&value);
    let again = load(&saved).expect("what was saved loads");
    assert_eq!(again, value);
    Some((again, saved))
}
