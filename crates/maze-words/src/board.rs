//! A board: a maze with a letter in every cell and dictionary words along its passages.

use mazes::{Direction, Grid, Pos, Wrap};

use crate::config::{Config, ConfigError, Problem};
use crate::dictionary::Dictionary;
use crate::place;
use crate::word::PlacedWord;

/// The board of a word maze.
#[derive(Clone, Debug)]
pub struct Board {
    grid: Grid,
    letters: Vec<u8>,
    placed: Vec<PlacedWord>,
    unplaced: Vec<String>,
    on_word: Vec<bool>,
    loops: u32,
    config: Config,
}

impl Board {
    /// Builds the board `config` describes with words from `dictionary`; every random
    /// choice is drawn from the config's seed.
    ///
    /// 1. The maze is carved (by default a depth-first search from a random cell).
    /// 2. Words, drawn at random, are laid along walks from random cells: a walk follows
    ///    passages where it can and opens a wall where it must, as long as the board's loops
    ///    last; a cell may be shared by two words that want the same letter there.
    /// 3. The loops left are opened at random, the first of them (if no word opened one) so
    ///    that the way from start to end gets a second route.
    /// 4. The other cells get letters drawn by English letter frequency, redrawn wherever
    ///    they would spell a second copy of a placed word.
    ///
    /// ```
    /// use maze_words::{Board, Config, Dictionary};
    ///
    /// let board = Board::generate(&Config::new(7), &Dictionary::english())?;
    /// assert_eq!(board.placed().len(), 12);
    /// let word = &board.placed()[0];
    /// let letters: String = word.cells.iter().map(|&at| board.letter(at) as char).collect();
    /// assert_eq!(letters, word.text);
    /// # Ok::<(), maze_words::ConfigError>(())
    /// ```
    pub fn generate(config: &Config, dictionary: &Dictionary) -> Result<Board, ConfigError> {
        config.check()?;
        let mut rng = mazes::rng_from_seed(config.seed);
        let mut grid = config
            .algorithm
            .generate(config.size, Wrap::None, &mut rng)
            .map_err(|error| ConfigError {
                problems: vec![Problem::Maze(error.to_string())],
            })?;
        let start = Pos::new(0, 0);
        let end = Pos::new(config.size.width - 1, config.size.height - 1);
        let laid = place::lay_words(&mut grid, dictionary, config, &mut rng);
        let mut loops_left = config.loops() - laid.walls_opened;
        if loops_left > 0 && !place::has_second_route(&grid, start, end) {
            place::open_bypass(&mut grid, start, end, &mut rng);
            loops_left -= 1;
        }
        // `Config::check` allowed at most the walls a perfect maze keeps, and every wall
        // opened so far counts against them.
        mazes::transmute::add_loops(&mut grid, u64::from(loops_left), &mut rng).map_err(|_| {
            ConfigError {
                problems: vec![Problem::TooManyLoops {
                    asked: config.loops(),
                    walls: config.loops() - loops_left,
                }],
            }
        })?;
        let letters = place::fill(&grid, laid.letters, &laid.placed, &mut rng);
        let mut on_word = vec![false; letters.len()];
        for word in &laid.placed {
            for &at in &word.cells {
                on_word[grid.index(at)] = true;
            }
        }
        let board = Board {
            grid,
            letters,
            placed: laid.placed,
            unplaced: laid.unplaced,
            on_word,
            loops: config.loops(),
            config: config.clone(),
        };
        Ok(board)
    }

    /// The maze.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The settings the board was built from (its seed among them).
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Where every path starts: the top-left cell.
    pub fn start(&self) -> Pos {
        Pos::new(0, 0)
    }

    /// Where every path ends: the bottom-right cell.
    pub fn end(&self) -> Pos {
        Pos::new(self.grid.width() - 1, self.grid.height() - 1)
    }

    /// The letter in cell `at` (a lower-case ASCII letter).
    pub fn letter(&self, at: Pos) -> u8 {
        self.letters[self.grid.index(at)]
    }

    /// The letters in row-major order.
    pub fn letters(&self) -> &[u8] {
        &self.letters
    }

    /// The words laid along the maze, in the order they were placed.
    pub fn placed(&self) -> &[PlacedWord] {
        &self.placed
    }

    /// The words drawn for the board that found no room on it, in the order tried.
    pub fn unplaced(&self) -> &[String] {
        &self.unplaced
    }

    /// Whether cell `at` holds a letter of a placed word.
    pub fn is_on_word(&self, at: Pos) -> bool {
        self.on_word[self.grid.index(at)]
    }

    /// The extra passages the board has beyond a perfect maze's.
    pub fn loops(&self) -> u32 {
        self.loops
    }

    /// The path length the length bonus counts down from: half the cells (50 on the
    /// default 10 × 10 board, the seed's figure).
    pub fn par(&self) -> u32 {
        let cells = self.grid.width() * self.grid.height();
        cells / 2
    }

    /// The cells next to `at` that a passage leads to, in the seed's order (the index
    /// order of its adjacency matrix: up, left, right, down).
    pub fn passages(&self, at: Pos) -> impl Iterator<Item = (Direction, Pos)> + '_ {
        SEED_ORDER.into_iter().filter_map(move |dir| {
            self.grid
                .is_open(at, dir)
                .then(|| self.grid.neighbor(at, dir))
                .flatten()
                .map(|next| (dir, next))
        })
    }
}

/// The order the seed's searches try neighbours in: by cell index, so up, left, right, down.
pub const SEED_ORDER: [Direction; 4] = [
    Direction::North,
    Direction::West,
    Direction::East,
    Direction::South,
];

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::Size;

    fn boards() -> impl Iterator<Item = Board> {
        (0..40).map(|seed| {
            let size = Size::new(3 + (seed % 9) as u32, 3 + (seed % 7) as u32);
            let config = Config {
                size,
                ..Config::new(seed)
            };
            Board::generate(&config, &Dictionary::english()).unwrap()
        })
    }

    #[test]
    fn every_placed_word_reads_in_order_along_passages() {
        for board in boards() {
            for word in board.placed() {
                let text: String = word
                    .cells
                    .iter()
                    .map(|&at| board.letter(at) as char)
                    .collect();
                assert_eq!(text, word.text);
                for pair in word.cells.windows(2) {
                    assert!(
                        board.passages(pair[0]).any(|(_, next)| next == pair[1]),
                        "{} breaks between {} and {}",
                        word.text,
                        pair[0],
                        pair[1]
                    );
                }
                let mut cells = word.cells.clone();
                cells.sort();
                cells.dedup();
                assert_eq!(
                    cells.len(),
                    word.cells.len(),
                    "{} repeats a cell",
                    word.text
                );
            }
        }
    }

    #[test]
    fn the_maze_stays_connected_and_gets_exactly_its_loops() {
        for board in boards() {
            let grid = board.grid();
            let reached = mazes::solve::reachable(grid, board.start());
            assert_eq!(reached.len(), grid.cell_count());
            let tree = grid.cell_count() - 1;
            assert_eq!(grid.passage_count(), tree + u64::from(board.loops()));
            assert!(place::has_second_route(grid, board.start(), board.end()));
        }
    }

    #[test]
    fn every_cell_holds_a_letter() {
        for board in boards() {
            assert!(board.letters().iter().all(u8::is_ascii_lowercase));
        }
    }

    #[test]
    fn the_same_seed_builds_the_same_board() {
        let config = Config::new(99);
        let a = Board::generate(&config, &Dictionary::english()).unwrap();
        let b = Board::generate(&config, &Dictionary::english()).unwrap();
        assert_eq!(
            (a.grid(), a.letters(), a.placed()),
            (b.grid(), b.letters(), b.placed())
        );
    }

    #[test]
    fn a_small_dictionary_reports_the_words_that_did_not_fit() {
        let dictionary = Dictionary::new(["abcdefghijklmnop", "cat", "dog"]).unwrap();
        let config = Config {
            size: Size::new(3, 3),
            words: Some(3),
            ..Config::new(5)
        };
        let board = Board::generate(&config, &dictionary).unwrap();
        assert!(board.unplaced().contains(&"abcdefghijklmnop".to_owned()));
        assert!(board.placed().len() + board.unplaced().len() == 3);
    }
}
