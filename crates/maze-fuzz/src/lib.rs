//! What each fuzz target checks. The fuzzers (`fuzz/`, cargo-fuzz on nightly) hand their inputs
//! to these functions, and `tests/corpus.rs` replays the committed corpora and every input that
//! ever crashed through them on stable, so CI keeps them.
//!
//! Each function takes any bytes and panics only when the code under test breaks a promise:
//! a parsed value that does not survive writing and reading back, a refused command that
//! changed the game, a check that disagrees with the in-memory test. Bad input itself must get
//! an error, never a panic.

use std::time::Duration;

use maze::format::{self, bin};
use maze::render::Overlay;

/// A target's checks: any bytes in, a panic only for a broken promise.
pub type Check = fn(&[u8]);

/// The targets by name, as `fuzz/fuzz_targets/` and `fuzz/corpus/` name them.
pub const TARGETS: [(&str, Check); 8] = [
    ("bin_maze", bin_maze),
    ("json_maze", json_maze),
    ("ascii_maze", ascii_maze),
    ("moving_board", moving_board),
    ("moving_text", moving_text),
    ("classic_save", classic_save),
    ("web_message", web_message),
    ("words_dictionary", words_dictionary),
];

/// The most cells a target builds a maze of: bigger claims are for the resource tests.
const MOST_CELLS: u64 = 1 << 16;

/// A bin file: one that reads writes back to the same maze, and `check` agrees with the
/// in-memory perfectness test on it.
pub fn bin_maze(data: &[u8]) {
    let Ok(header) = bin::Header::read(&mut &data[..]) else {
        return;
    };
    if header.size.cells() > MOST_CELLS {
        return;
    }
    let Ok(maze) = bin::read_bin(data) else {
        return;
    };
    let mut written = Vec::new();
    bin::write_bin(&mut written, &maze).expect("writing to memory works");
    let again = bin::read_bin(written.as_slice()).expect("a written bin file reads back");
    assert_eq!(again, maze);
    let report = bin::check(data, &mut maze::Progress::none()).expect("a file that reads checks");
    let grid = maze.grid();
    assert_eq!(report.perfect, maze::metrics::is_perfect(grid));
    assert_eq!(report.passages, grid.passage_count());
    assert_eq!(report.cells, grid.cell_count());
}

/// A JSON maze: one that reads writes back to the same maze.
pub fn json_maze(data: &[u8]) {
    let Ok(maze) = format::read_json(data) else {
        return;
    };
    let mut written = Vec::new();
    format::write_json(&mut written, &maze).expect("writing to memory works");
    let again = format::read_json(written.as_slice()).expect("written JSON reads back");
    assert_eq!(again, maze);
}

/// An ASCII maze: one that reads draws back (with its ends) to the same walls and ends.
pub fn ascii_maze(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(maze) = format::ascii::from_ascii(text) else {
        return;
    };
    let mut drawn = Vec::new();
    maze::render::write_ascii(&mut drawn, &maze, &Overlay::ends(&maze)).expect("drawing works");
    let drawn = String::from_utf8(drawn).expect("ASCII is text");
    let again = format::ascii::from_ascii(&drawn).expect("a drawn maze reads back");
    assert_eq!(again.grid(), maze.grid());
    assert_eq!(again.ends(), maze.ends());
}

/// A Moving Maze board file: one that parses starts a game whose save reads back to it.
pub fn moving_board(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = moving_maze::parse_board(text) else {
        return;
    };
    let game = moving_maze::Game::new(setup);
    assert_eq!(saved_and_loaded(&game), game);
}

/// A Moving Maze game's save written and read back.
fn saved_and_loaded(game: &moving_maze::Game) -> moving_maze::Game {
    let json = moving_maze::save::to_json(game).expect("a game saves");
    moving_maze::save::from_json(&json).expect("a saved game loads")
}

/// The board the text-mode target plays on.
const BOARD: &str = include_str!("../../../fuzz/board.txt");

/// Text-mode commands on a valid board, a word at a time: every answer ends with a prompt or
/// the game's end, a refused word leaves the game as it was, and the game's save reads back to
/// it after every word.
pub fn moving_text(data: &[u8]) {
    let setup = moving_maze::parse_board(BOARD).expect("the fuzz board is valid");
    let mut session = moving_maze::text::TextSession::new(setup);
    for word in String::from_utf8_lossy(data).split_whitespace().take(200) {
        if session.is_over() {
            break;
        }
        let before = session.game().clone();
        let refused = match moving_maze::text::parse_command(before.phase(), word) {
            Some(command) => before.clone().apply(command).is_err(),
            None => true,
        };
        let answer = session.respond(word);
        if refused {
            assert_eq!(session.game(), &before, "{word:?} was refused: {answer}");
        }
        assert!(session.is_over() || answer.ends_with(": \n> "), "{answer}");
        let game = session.game();
        assert_eq!(&saved_and_loaded(game), game);
    }
}

/// A Maze Game save: one that loads saves back to the same game.
pub fn classic_save(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = maze_classic::save::from_json(text) else {
        return;
    };
    let json = maze_classic::save::to_json(&game).expect("a game saves");
    let again = maze_classic::save::from_json(&json).expect("a saved game loads");
    assert_eq!(again, game);
}

/// Messages from a page, one a line, to one connection that starts with a small Maze Game:
/// each gets at least one answer.
pub fn web_message(data: &[u8]) {
    let mut connection = maze_web::connection::Connection::new();
    let start = r#"{"v":1,"type":"new_classic","difficulty":"easy","mode":"versus","ai":"hard","seed":1,"regen":0}"#;
    connection.handle(start, Duration::ZERO);
    let text = String::from_utf8_lossy(data);
    for (i, line) in text.lines().take(50).enumerate() {
        let now = Duration::from_millis(10 * i as u64);
        let answers = connection.handle(line, now);
        assert!(!answers.is_empty(), "no answer to {line:?}");
    }
}

/// A word maze's dictionary file: the words it keeps make the same dictionary again, every
/// one of them a word, and the lines it skipped are listed.
pub fn words_dictionary(data: &[u8]) {
    let Ok(loaded) = maze_words::Dictionary::parse(data) else {
        return;
    };
    let words = loaded.dictionary.words();
    let again = maze_words::Dictionary::new(words.iter().map(String::as_str))
        .expect("a dictionary's own words are words");
    assert_eq!(again.words(), words);
}
