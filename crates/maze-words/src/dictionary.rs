//! The words a board hides and a path is scored on: the shipped English list, or the
//! player's own file.
//!
//! A dictionary keeps its words sorted, once each, and an Aho–Corasick automaton over them,
//! so that a path can be read one cell at a time: [`Dictionary::read`] takes the next letter
//! and [`Dictionary::words_ending`] names every word that ends on it. Nothing is re-scanned,
//! which is what lets a search score a path as it walks.

use std::fmt;
use std::sync::{Arc, OnceLock};

use aho_corasick::automaton::{Automaton, StateID};
use aho_corasick::nfa::contiguous::NFA;
use aho_corasick::{Anchored, MatchKind};

/// The shipped list: common English words (SCOWL sizes 10 and 20), see `data/README.md`.
const ENGLISH: &str = include_str!("../data/words.txt");

/// Words shorter than this are not words here (the seed places "words longer than 2 letters").
pub const MIN_WORD_LEN: usize = 3;
/// Longer lines are skipped: no board could hold them along a useful path.
pub const MAX_WORD_LEN: usize = 24;
/// A dictionary file bigger than this is refused before it is read.
pub const MAX_FILE_BYTES: u64 = 16 << 20;
/// A dictionary with more words than this is refused.
pub const MAX_WORDS: usize = 1_000_000;

/// A word's number in its dictionary: its place in the sorted list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WordId(u32);

impl WordId {
    /// The index of the word in [`Dictionary::words`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where a reading of letters stands: the automaton's state after the letters so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReadState(StateID);

/// A list of words and the automaton that finds them.
#[derive(Clone, Debug)]
pub struct Dictionary {
    words: Vec<String>,
    automaton: NFA,
}

/// Why a line of a dictionary file was skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadWord {
    /// It holds something other than the letters a to z.
    NotLetters,
    /// It has fewer than [`MIN_WORD_LEN`] letters.
    TooShort,
    /// It has more than [`MAX_WORD_LEN`] letters.
    TooLong,
}

impl fmt::Display for BadWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadWord::NotLetters => write!(f, "not only letters a to z"),
            BadWord::TooShort => write!(f, "shorter than {MIN_WORD_LEN} letters"),
            BadWord::TooLong => write!(f, "longer than {MAX_WORD_LEN} letters"),
        }
    }
}

/// A skipped line of a dictionary file: its number (from 1), its start, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// The line's number, counting from 1.
    pub line: usize,
    /// The line, cut to its first 20 characters.
    pub text: String,
    /// Why it is not a word.
    pub reason: BadWord,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} {:?}: {}", self.line, self.text, self.reason)
    }
}

/// Why a dictionary file cannot be used at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DictionaryError {
    /// The file is bigger than [`MAX_FILE_BYTES`].
    #[error("it is {bytes} bytes long; a dictionary may be at most {MAX_FILE_BYTES} bytes")]
    TooBig {
        /// The file's length.
        bytes: u64,
    },
    /// The file is not UTF-8 text.
    #[error("it is not text (line {line} is not UTF-8)")]
    NotText {
        /// The first line that is not UTF-8, counting from 1.
        line: usize,
    },
    /// The file holds more than [`MAX_WORDS`] words.
    #[error("it holds more than {MAX_WORDS} words")]
    TooMany,
    /// No line of the file is a usable word.
    #[error(
        "it holds no word of {MIN_WORD_LEN} to {MAX_WORD_LEN} letters a to z ({skipped} lines skipped)"
    )]
    NoWords {
        /// The lines that were not words.
        skipped: usize,
    },
    /// A word given to [`Dictionary::new`] is not a word (its "line" is its place, from 1).
    #[error("{0}")]
    NotAWord(BadLine),
    /// The automaton over the words could not be built (too many, too long).
    #[error("its words are too many to search: {0}")]
    Automaton(String),
}

/// A dictionary read from a file, with the lines that were not words.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The words.
    pub dictionary: Dictionary,
    /// The lines skipped, in order.
    pub skipped: Vec<BadLine>,
}

impl Dictionary {
    /// The shipped English list (10,852 common words), built once per process and shared.
    pub fn english() -> Arc<Dictionary> {
        static ENGLISH_DICTIONARY: OnceLock<Arc<Dictionary>> = OnceLock::new();
        ENGLISH_DICTIONARY
            .get_or_init(|| {
                let loaded = Dictionary::parse(ENGLISH.as_bytes());
                let english = loaded.map(|loaded| loaded.dictionary);
                Arc::new(english.unwrap_or_else(|e| unreachable!("the shipped list is valid: {e}")))
            })
            .clone()
    }

    /// A dictionary from the words in `words`, ignoring case; each must be 3 to 24 letters
    /// a to z.
    ///
    /// ```
    /// let dictionary = maze_words::Dictionary::new(["cat", "Dog", "cat"])?;
    /// assert_eq!(dictionary.words(), ["cat", "dog"]);
    /// assert!(maze_words::Dictionary::new(["it's"]).is_err());
    /// # Ok::<(), maze_words::DictionaryError>(())
    /// ```
    pub fn new<'a>(
        words: impl IntoIterator<Item = &'a str>,
    ) -> Result<Dictionary, DictionaryError> {
        let text = words.into_iter().collect::<Vec<_>>().join("\n");
        let loaded = Dictionary::parse(text.as_bytes())?;
        match loaded.skipped.into_iter().next() {
            Some(bad) => Err(DictionaryError::NotAWord(bad)),
            None => Ok(loaded.dictionary),
        }
    }

    /// Reads a dictionary file's bytes: one word a line, any case; blank lines and lines
    /// starting with `#` are ignored; other lines that are not words are skipped and listed.
    pub fn parse(bytes: &[u8]) -> Result<Loaded, DictionaryError> {
        let len = bytes.len() as u64;
        if len > MAX_FILE_BYTES {
            return Err(DictionaryError::TooBig { bytes: len });
        }
        let mut words = Vec::new();
        let mut skipped = Vec::new();
        for (number, line) in bytes.split(|&b| b == b'\n').enumerate() {
            let line = std::str::from_utf8(line)
                .map_err(|_| DictionaryError::NotText { line: number + 1 })?
                .trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match check_word(line) {
                Ok(word) if words.len() < MAX_WORDS => words.push(word),
                Ok(_) => return Err(DictionaryError::TooMany),
                Err(reason) => skipped.push(BadLine {
                    line: number + 1,
                    text: line.chars().take(20).collect(),
                    reason,
                }),
            }
        }
        if words.is_empty() {
            return Err(DictionaryError::NoWords {
                skipped: skipped.len(),
            });
        }
        words.sort_unstable();
        words.dedup();
        let automaton = NFA::builder()
            .match_kind(MatchKind::Standard)
            .build(&words)
            .map_err(|error| DictionaryError::Automaton(error.to_string()))?;
        Ok(Loaded {
            dictionary: Dictionary { words, automaton },
            skipped,
        })
    }

    /// The words, sorted, each once.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// The word numbered `id`.
    pub fn word(&self, id: WordId) -> &str {
        &self.words[id.index()]
    }

    /// The number of `word` (lower case), if it is in the dictionary.
    pub fn find(&self, word: &str) -> Option<WordId> {
        let index = self.words.binary_search_by(|w| w.as_str().cmp(word)).ok()?;
        Some(WordId(u32::try_from(index).ok()?))
    }

    /// The state before any letter is read, for finding words anywhere in what follows.
    pub fn start(&self) -> ReadState {
        ReadState(self.state_at_start(Anchored::No))
    }

    /// The state after reading `letter` in state `state`.
    pub fn read(&self, state: ReadState, letter: u8) -> ReadState {
        ReadState(self.automaton.next_state(Anchored::No, state.0, letter))
    }

    /// Every word that ends with the last letter read to reach `state`.
    pub fn words_ending(&self, state: ReadState) -> impl Iterator<Item = WordId> + '_ {
        let count = if self.automaton.is_match(state.0) {
            self.automaton.match_len(state.0)
        } else {
            0
        };
        (0..count).map(move |i| WordId(self.automaton.match_pattern(state.0, i).as_u32()))
    }

    /// The state before any letter, for reading words that start at the first letter.
    pub(crate) fn prefix_start(&self) -> ReadState {
        ReadState(self.state_at_start(Anchored::Yes))
    }

    /// The state after `letter` if the letters so far, and it, begin some word.
    pub(crate) fn prefix_read(&self, state: ReadState, letter: u8) -> Option<ReadState> {
        let next = self.automaton.next_state(Anchored::Yes, state.0, letter);
        (!self.automaton.is_dead(next)).then_some(ReadState(next))
    }

    /// The word the `length` letters read from the prefix start spell, if they spell one.
    pub(crate) fn prefix_word(&self, state: ReadState, length: usize) -> Option<WordId> {
        self.words_ending(state)
            .find(|&id| self.words[id.index()].len() == length)
    }

    fn state_at_start(&self, anchored: Anchored) -> StateID {
        self.automaton
            .start_state(anchored)
            .unwrap_or_else(|error| unreachable!("built with both start kinds: {error}"))
    }
}

/// `line` as a lower-case word, or why it is not one.
fn check_word(line: &str) -> Result<String, BadWord> {
    if !line.bytes().all(|b| b.is_ascii_alphabetic()) {
        return Err(BadWord::NotLetters);
    }
    match line.len() {
        n if n < MIN_WORD_LEN => Err(BadWord::TooShort),
        n if n > MAX_WORD_LEN => Err(BadWord::TooLong),
        _ => Ok(line.to_ascii_lowercase()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words_in(dictionary: &Dictionary, text: &str) -> Vec<String> {
        let mut state = dictionary.start();
        let mut found = Vec::new();
        for &letter in text.as_bytes() {
            state = dictionary.read(state, letter);
            found.extend(
                dictionary
                    .words_ending(state)
                    .map(|id| dictionary.word(id).to_owned()),
            );
        }
        found
    }

    #[test]
    fn the_shipped_list_is_common_lower_case_words() {
        let english = &Dictionary::english();
        assert!(english.words().len() > 10_000);
        for word in english.words() {
            assert!(
                word.len() >= 3 && word.bytes().all(|b| b.is_ascii_lowercase()),
                "{word}"
            );
        }
        for word in ["house", "maze", "word", "there"] {
            assert!(english.find(word).is_some(), "{word}");
        }
        for word in ["sex", "damn", "aaron"] {
            assert!(english.find(word).is_none(), "{word}");
        }
    }

    #[test]
    fn reading_finds_every_word_ending_at_each_letter_even_inside_others() {
        let dictionary = Dictionary::new(["the", "there", "her", "here", "ere"]).unwrap();
        let mut found = words_in(&dictionary, "xthere");
        found.sort();
        assert_eq!(found, ["ere", "her", "here", "the", "there"]);
    }

    #[test]
    fn prefixes_die_where_no_word_continues() {
        let dictionary = Dictionary::new(["cat", "cart"]).unwrap();
        let c = dictionary
            .prefix_read(dictionary.prefix_start(), b'c')
            .unwrap();
        let a = dictionary.prefix_read(c, b'a').unwrap();
        assert!(dictionary.prefix_read(a, b'x').is_none());
        let t = dictionary.prefix_read(a, b't').unwrap();
        assert_eq!(dictionary.prefix_word(t, 3), dictionary.find("cat"));
        assert_eq!(dictionary.prefix_word(a, 2), None);
    }

    #[test]
    fn a_file_skips_bad_lines_by_number_and_keeps_the_rest() {
        let text = b"# my words\nApple\n\nit's\nab\nbanana  \nx1y\n";
        let loaded = Dictionary::parse(text).unwrap();
        assert_eq!(loaded.dictionary.words(), ["apple", "banana"]);
        let lines: Vec<String> = loaded.skipped.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                "line 4 \"it's\": not only letters a to z",
                "line 5 \"ab\": shorter than 3 letters",
                "line 7 \"x1y\": not only letters a to z",
            ]
        );
    }

    #[test]
    fn files_that_hold_no_words_are_refused_with_a_reason() {
        assert_eq!(
            Dictionary::parse(b"").unwrap_err(),
            DictionaryError::NoWords { skipped: 0 }
        );
        assert_eq!(
            Dictionary::parse(b"ok\nfine\n\xff\xfe\n").unwrap_err(),
            DictionaryError::NotText { line: 3 }
        );
        let huge = vec![b'a'; (MAX_FILE_BYTES + 1) as usize];
        assert!(matches!(
            Dictionary::parse(&huge),
            Err(DictionaryError::TooBig { .. })
        ));
        let long = "a".repeat(MAX_WORD_LEN + 1);
        assert_eq!(
            Dictionary::parse(long.as_bytes()).unwrap_err(),
            DictionaryError::NoWords { skipped: 1 }
        );
    }
}
