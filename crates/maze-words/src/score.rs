//! Scoring a path: the words read along it, its length, and the bonus for being short.
//!
//! **The rule.** Read the path's letters in walking order. Every dictionary word that
//! appears in them scores 2 points a letter, once however often it appears (words inside
//! words count: "there" also holds "the", "her", "here" and "ere"). Every cell of the path
//! costs 1 point. A path shorter than the board's par (half its cells: 50 on the default
//! 10 × 10 board, the seed's figure) earns 2 points for every cell it is under par.
//!
//! ```text
//! total = Σ 2 × letters(word)  −  cells  +  2 × max(0, par − cells)
//! ```
//!
//! The seed's own example, "HELLO" on a 5-cell path, scores 10 − 5 + 90 = 95; the seed
//! printed 85, having added 80 for (50 − 5) × 2. [`Breakdown`] lists every term, and its
//! total is their sum.

use std::fmt;

use mazes::Pos;

use crate::board::Board;
use crate::dictionary::{Dictionary, ReadState, WordId};

/// Points for each letter of a word found.
pub const POINTS_PER_LETTER: i64 = 2;
/// Points for each cell under par.
pub const POINTS_PER_CELL_UNDER_PAR: i64 = 2;
/// Points each cell of a path costs.
pub const POINTS_PER_CELL: i64 = 1;

/// The rule in plain lower-case words, from the constants, for every front end to show: the
/// board's `par` in cells where one board is meant, "half the cells" otherwise.
///
/// ```
/// let rule = maze_words::scoring_rule(Some(24));
/// assert!(rule.contains("2 points a letter") && rule.contains("under par (24 cells)"));
/// ```
pub fn scoring_rule(par: Option<u32>) -> String {
    let par = par.map_or_else(|| "half the cells".to_owned(), |par| format!("{par} cells"));
    let costs = match POINTS_PER_CELL {
        1 => "1 point".to_owned(),
        n => format!("{n} points"),
    };
    format!(
        "every word your path spells, in walking order, scores {POINTS_PER_LETTER} points a \
         letter, once each (words inside words count); every cell costs {costs}; a path under \
         par ({par}) earns {POINTS_PER_CELL_UNDER_PAR} points a cell under it"
    )
}

/// The letters of a path read so far, and the words in them, one cell at a time: a step
/// forward costs the automaton one transition, a step back undoes exactly one.
#[derive(Clone, Debug)]
pub struct Reading {
    states: Vec<ReadState>,
    /// The words that end at each cell of the path.
    ends: Vec<Vec<WordId>>,
    /// How many times each word has been read.
    counts: std::collections::HashMap<WordId, u32>,
    /// The distinct words read, in the order first read.
    order: Vec<WordId>,
}

impl Reading {
    /// Nothing read yet.
    pub fn new() -> Reading {
        Reading {
            states: Vec::new(),
            ends: Vec::new(),
            counts: std::collections::HashMap::new(),
            order: Vec::new(),
        }
    }

    /// Reads `letter`; the words the path holds now and did not before, shortest first.
    pub fn push(&mut self, dictionary: &Dictionary, letter: u8) -> Vec<WordId> {
        let state = self
            .states
            .last()
            .copied()
            .unwrap_or_else(|| dictionary.start());
        let state = dictionary.read(state, letter);
        let mut ends: Vec<WordId> = dictionary.words_ending(state).collect();
        ends.sort_by_key(|&id| (dictionary.word(id).len(), id));
        let mut new = Vec::new();
        for &id in &ends {
            let count = self.counts.entry(id).or_insert(0);
            *count += 1;
            if *count == 1 {
                new.push(id);
            }
        }
        self.order.extend(&new);
        self.states.push(state);
        self.ends.push(ends);
        new
    }

    /// Takes back the last letter read.
    pub fn pop(&mut self) {
        self.states.pop();
        for id in self.ends.pop().unwrap_or_default() {
            if let Some(count) = self.counts.get_mut(&id) {
                *count -= 1;
                if *count == 0 {
                    self.counts.remove(&id);
                    self.order.retain(|&w| w != id);
                }
            }
        }
    }

    /// The distinct words read, in the order first read.
    pub fn words(&self) -> &[WordId] {
        &self.order
    }

    /// The number of letters read.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether nothing has been read.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }
}

impl Default for Reading {
    fn default() -> Reading {
        Reading::new()
    }
}

/// One word's share of a score.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct WordPoints {
    /// The word.
    pub word: String,
    /// 2 points a letter.
    pub points: i64,
}

/// A path's score, term by term; `total` is always their sum.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Breakdown {
    /// The distinct words read along the path, in the order first read.
    pub words: Vec<WordPoints>,
    /// The path's cells, start and end included.
    pub cells: u32,
    /// The board's par.
    pub par: u32,
    /// −1 a cell.
    pub length: i64,
    /// 2 points for every cell under par.
    pub bonus: i64,
    /// The score.
    pub total: i64,
}

impl Breakdown {
    /// The score of a path of `cells` cells that read `words`, on a board with `par`.
    pub fn new(dictionary: &Dictionary, words: &[WordId], cells: u32, par: u32) -> Breakdown {
        let words: Vec<WordPoints> = words
            .iter()
            .map(|&id| {
                let word = dictionary.word(id).to_owned();
                let points = POINTS_PER_LETTER * word.len() as i64;
                WordPoints { word, points }
            })
            .collect();
        let length = -POINTS_PER_CELL * i64::from(cells);
        let bonus = length_bonus(cells, par);
        let total = words.iter().map(|w| w.points).sum::<i64>() + length + bonus;
        Breakdown {
            words,
            cells,
            par,
            length,
            bonus,
            total,
        }
    }

    /// This score for a path still on its way: the bonus for a short path counts only once
    /// the path reaches the end (a path that has just left the start is not short, only
    /// unfinished).
    pub fn unfinished(mut self) -> Breakdown {
        self.total -= self.bonus;
        self.bonus = 0;
        self
    }

    /// How paths are ranked, best first by `Ord`: more words, then a higher score, then
    /// fewer cells (the seed's order).
    pub fn rank(&self) -> Rank {
        Rank {
            words: self.words.len() as u32,
            score: self.total,
            shortness: std::cmp::Reverse(self.cells),
        }
    }
}

/// A path's place in the seed's order: compared field by field, a bigger rank is better.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Rank {
    /// Distinct words read.
    pub words: u32,
    /// The score.
    pub score: i64,
    /// The path's cells, fewer being better.
    pub shortness: std::cmp::Reverse<u32>,
}

/// 2 points for every cell of `cells` under `par`.
pub(crate) fn length_bonus(cells: u32, par: u32) -> i64 {
    POINTS_PER_CELL_UNDER_PAR * i64::from(par.saturating_sub(cells))
}

/// The score of walking `path` (its cells, start first) on `board`.
///
/// ```
/// use maze_words::{Board, Config, Dictionary, score};
///
/// let board = Board::generate(&Config::new(3), &Dictionary::english())?;
/// let word = &board.placed()[0];
/// let breakdown = score(&board, &Dictionary::english(), &word.cells);
/// assert!(breakdown.words.iter().any(|found| found.word == word.text));
/// assert_eq!(breakdown.total,
///            breakdown.words.iter().map(|w| w.points).sum::<i64>() + breakdown.length + breakdown.bonus);
/// # Ok::<(), maze_words::ConfigError>(())
/// ```
pub fn score(board: &Board, dictionary: &Dictionary, path: &[Pos]) -> Breakdown {
    let mut reading = Reading::new();
    for &at in path {
        reading.push(dictionary, board.letter(at));
    }
    let cells = u32::try_from(path.len()).unwrap_or(u32::MAX);
    Breakdown::new(dictionary, reading.words(), cells, board.par())
}

impl fmt::Display for Breakdown {
    /// One term a line, then the total.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for word in &self.words {
            let letters = word.word.len();
            writeln!(
                f,
                "  {:<12} {:>+5}  ({letters} letters × 2)",
                word.word, word.points
            )?;
        }
        if self.words.is_empty() {
            writeln!(f, "  (no words)")?;
        }
        writeln!(
            f,
            "  {:<12} {:>+5}  ({} cells × −1)",
            "length", self.length, self.cells
        )?;
        let under = self.par.saturating_sub(self.cells);
        writeln!(
            f,
            "  {:<12} {:>+5}  ({under} cells under par {} × 2)",
            "bonus", self.bonus, self.par
        )?;
        write!(f, "  {:<12} {:>5}", "total", self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(dictionary: &Dictionary, letters: &str) -> Breakdown {
        let mut reading = Reading::new();
        for &letter in letters.as_bytes() {
            reading.push(dictionary, letter);
        }
        Breakdown::new(dictionary, reading.words(), letters.len() as u32, 50)
    }

    #[test]
    fn the_seeds_example_adds_up() {
        let dictionary = Dictionary::new(["hello", "word"]).unwrap();
        let hello = read(&dictionary, "hello");
        assert_eq!(
            (hello.words[0].points, hello.length, hello.bonus),
            (10, -5, 90)
        );
        assert_eq!(hello.total, 95);
        assert_eq!(read(&dictionary, "word").total, 8 - 4 + 92);
    }

    #[test]
    fn a_repeated_word_counts_once_and_words_inside_words_count() {
        let dictionary = Dictionary::new(["the", "there", "her", "here", "ere", "cat"]).unwrap();
        let found = read(&dictionary, "catthereecat");
        let words: Vec<&str> = found.words.iter().map(|w| w.word.as_str()).collect();
        assert_eq!(words, ["cat", "the", "her", "ere", "here", "there"]);
        assert_eq!(found.total, 2 * (3 + 3 + 3 + 3 + 4 + 5) - 12 + 2 * 38);
    }

    #[test]
    fn a_long_path_earns_no_bonus_and_never_a_negative_one() {
        let dictionary = Dictionary::new(["cat"]).unwrap();
        let long = read(&dictionary, &"x".repeat(60));
        assert_eq!((long.bonus, long.total), (0, -60));
    }

    #[test]
    fn stepping_back_forgets_exactly_the_last_letter() {
        let dictionary =
            Dictionary::new(["cat", "at", "cart"].into_iter().filter(|w| w.len() > 2)).unwrap();
        let mut reading = Reading::new();
        for &letter in b"cat" {
            reading.push(&dictionary, letter);
        }
        assert_eq!(reading.words().len(), 1);
        reading.pop();
        assert!(reading.words().is_empty());
        for &letter in b"rt" {
            reading.push(&dictionary, letter);
        }
        assert_eq!(dictionary.word(reading.words()[0]), "cart");
    }

    #[test]
    fn the_breakdown_prints_every_term_and_the_total() {
        let dictionary = Dictionary::new(["hello"]).unwrap();
        assert_eq!(
            read(&dictionary, "hello").to_string(),
            "  hello          +10  (5 letters × 2)\n  \
             length          -5  (5 cells × −1)\n  \
             bonus          +90  (45 cells under par 50 × 2)\n  \
             total           95"
        );
    }
}
