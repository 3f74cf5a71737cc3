//! Best scores: the highest score handed in on boards of each size and settings, with the
//! seed of the board it was made on, kept in the data directory (`words-records.json`, a
//! `maze-store` envelope) and reported when a path is handed in.

use std::path::{Path, PathBuf};

use maze_words::{Config, Dictionary};
use mazes::Algorithm;
use serde::{Deserialize, Serialize};

/// What a records file is, for the envelope's header check.
const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-words-records",
    version: 1,
    oldest: 1,
    what: "word maze records file",
};

/// The file's name in the data directory, without `.json`.
pub const NAME: &str = "words-records";

/// Where a session's best scores are kept, and the kind of board it plays (new boards of a
/// session change only the seed and the AI, so the kind stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The records file.
    path: PathBuf,
    /// The board kind, as [`key`] makes it.
    key: String,
}

impl Kept {
    /// The records at `path` of boards made by `config` with words from `dictionary` (a file
    /// and what it holds) or the built-in list.
    pub fn new(path: PathBuf, config: &Config, dictionary: Option<(&Path, &Dictionary)>) -> Kept {
        Kept {
            path,
            key: key(config, dictionary),
        }
    }

    /// Records `total`, handed in on the board of `seed`, and says how it stands.
    pub fn note(&self, total: i64, seed: u64) -> String {
        note(&self.path, &self.key, total, seed)
    }

    /// Every board kind's best, as a page shows them.
    pub fn lines(&self) -> Vec<String> {
        lines(&self.path)
    }
}

/// A best score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Best {
    /// The path's total.
    total: i64,
    /// The board it was walked on.
    seed: u64,
}

/// The file: a best score per board kind, keyed `10×10` for the default settings and
/// `10×10 (4 loops, prim, words of big.txt #1a2b3c)` for others. The AI's level is not part
/// of it: it does not change the board.
type Records = crate::records::Book<Best>;

/// The board kind `config` makes, in words: its size, and the settings that change the
/// board (`10×10`, `10×10 (4 loops, prim)`), as the title line and the records name it.
pub fn board_words(config: &Config) -> String {
    with_settings(config.size.to_string(), settings(config))
}

/// `size`, then `settings` in brackets if there are any.
fn with_settings(size: String, settings: Vec<String>) -> String {
    match settings.is_empty() {
        true => size,
        false => format!("{size} ({})", settings.join(", ")),
    }
}

/// The key of boards made by `config`, with words from the file `dictionary` (named, and
/// told apart from another of the same name by a hash of its words) or the built-in list.
fn key(config: &Config, dictionary: Option<(&Path, &Dictionary)>) -> String {
    let mut words = settings(config);
    if let Some((file, dictionary)) = dictionary {
        let name = file.file_name().unwrap_or(file.as_os_str());
        words.push(format!(
            "words of {} #{:06x}",
            name.to_string_lossy(),
            fingerprint(dictionary) & 0xff_ffff
        ));
    }
    with_settings(config.size.to_string(), words)
}

/// The settings of `config` that change the board, in words.
fn settings(config: &Config) -> Vec<String> {
    let mut words = Vec::new();
    if let Some(loops) = config.loops {
        words.push(format!("{loops} loop{}", super::plural(loops)));
    }
    if let Some(count) = config.words {
        words.push(format!("{count} word{}", super::plural(count)));
    }
    if config.algorithm != Algorithm::Backtracker {
        words.push(config.algorithm.name().to_owned());
    }
    words
}

/// A hash of a dictionary's words (64-bit FNV-1a): two files of one name hold different
/// words, and their boards are other boards.
fn fingerprint(dictionary: &Dictionary) -> u64 {
    dictionary
        .words()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, word| {
            word.bytes().chain([b'\n']).fold(hash, |h, byte| {
                (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
            })
        })
}

/// A key as a sentence names it: "10×10 boards", "10×10 boards (4 loops, prim)".
fn spoken(key: &str) -> String {
    match key.split_once(" (") {
        Some((size, rest)) => format!("{size} boards ({rest}"),
        None => format!("{key} boards"),
    }
}

/// Records `total`, handed in on the board of `seed` of the kind `key` names, at `path`, and
/// says how it stands against the best so far. A damaged records file is left as it is and
/// says so.
fn note(path: &Path, key: &str, total: i64, seed: u64) -> String {
    let mut records: Records = match crate::records::read(path, &FORMAT) {
        Ok(records) => records,
        Err(why) => return format!("Best scores not kept: {why}."),
    };
    let board = spoken(key);
    let message = match records.get(key) {
        Some(best) if best.total == total => {
            return format!(
                "You matched your best on {board}: {total} (first on the board of seed {}).",
                best.seed
            );
        }
        Some(best) if best.total > total => {
            return format!(
                "Best on {board}: {}, on the board of seed {}.",
                best.total, best.seed
            );
        }
        Some(best) => format!(
            "A new best on {board}: {total}, past {} (seed {})!",
            best.total, best.seed
        ),
        None => format!("Your first score on {board}: {total}, the score to beat."),
    };
    records.insert(key.to_owned(), Best { total, seed });
    let saved = crate::records::write(path, &FORMAT, &records);
    crate::records::kept(message, saved)
}

/// The best scores at `path` as a page shows them: a line a board kind, or why there are none.
fn lines(path: &Path) -> Vec<String> {
    let records: Records = match crate::records::read(path, &FORMAT) {
        Ok(records) => records,
        Err(why) => return vec![format!("Unreadable: {why}.")],
    };
    if records.is_empty() {
        return vec!["No best scores yet: hand in a path to set one.".to_owned()];
    }
    let rows = records
        .iter()
        .map(|(key, best)| [key.clone(), best.total.to_string(), best.seed.to_string()])
        .collect();
    crate::records::page(path, ["Board", "Score", "Seed"], rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_score_per_board_kind_is_kept_with_its_seed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("words-records.json");
        let say = |total, seed| note(&path, "10×10", total, seed);
        assert_eq!(
            say(30, 7),
            "Your first score on 10×10 boards: 30, the score to beat."
        );
        assert_eq!(
            say(20, 8),
            "Best on 10×10 boards: 30, on the board of seed 7."
        );
        assert_eq!(
            say(30, 9),
            "You matched your best on 10×10 boards: 30 (first on the board of seed 7)."
        );
        assert_eq!(
            say(42, 9),
            "A new best on 10×10 boards: 42, past 30 (seed 7)!"
        );
        assert_eq!(
            note(&path, "10×10 (4 loops)", -3, 1),
            "Your first score on 10×10 boards (4 loops): -3, the score to beat."
        );
        assert_eq!(
            lines(&path)[..3],
            [
                "Board            Score    Seed",
                "10×10               42       9",
                "10×10 (4 loops)     -3       1"
            ]
        );
    }

    #[test]
    fn a_board_kind_is_its_size_and_the_settings_that_change_the_board() {
        let config = Config {
            size: mazes::Size::new(12, 8),
            ..Config::new(5)
        };
        assert_eq!(key(&config, None), "12×8");
        assert_eq!(board_words(&config), "12×8");
        let other = Config {
            loops: Some(1),
            words: Some(6),
            algorithm: Algorithm::Prim,
            level: maze_words::Level::Best,
            ..config
        };
        assert_eq!(board_words(&other), "12×8 (1 loop, 6 words, prim)");
        let english = Dictionary::english();
        let mine = Dictionary::new(["cat", "dog", "maze"]).unwrap();
        let of = |dictionary: &Dictionary| {
            key(&other, Some((Path::new("/home/me/big.txt"), dictionary)))
        };
        assert!(
            of(&english).starts_with("12×8 (1 loop, 6 words, prim, words of big.txt #"),
            "{}",
            of(&english)
        );
        // Two files of one name, other words: other boards, other records.
        assert_ne!(of(&english), of(&mine));
        assert_eq!(
            of(&mine),
            of(&Dictionary::new(["cat", "dog", "maze"]).unwrap())
        );
    }

    #[test]
    fn a_damaged_records_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("words-records.json");
        std::fs::write(&path, "{ not json").unwrap();
        let said = note(&path, "10×10", 5, 1);
        assert!(
            said.starts_with("Best scores not kept: the word maze records file is damaged"),
            "{said}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not json");
        assert!(lines(&path)[0].starts_with("Unreadable: the word maze records file"));
    }
}
