//! Versus: the player walks a path from start to end, then the AI answers with its own, and
//! the better score wins.

use std::sync::Arc;

use mazes::{Direction, Pos};

use crate::best::{Goal, best_path_by};
use crate::board::Board;
use crate::config::{Config, ConfigError, Level};
use crate::dictionary::Dictionary;
use crate::score::{Breakdown, Rank, Reading};
use crate::search::{Search, trace};

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Step to the neighbouring cell in this direction; towards the cell the path came
    /// from, take the last step back.
    Move(Direction),
    /// Take the last step back.
    Back,
    /// Hand in the path, which must have reached the end: the AI answers.
    Done,
}

/// What happened, in order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The path grew by a cell.
    Moved {
        /// The cell entered.
        to: Pos,
        /// Words the path holds now and did not before, shortest first.
        words: Vec<String>,
    },
    /// The path's last cell was taken back.
    SteppedBack {
        /// The cell the path ends on now.
        to: Pos,
    },
    /// The path was handed in and the AI answered: the game is over. (Boxed: an outcome holds
    /// both paths and scores, far more than the other events.)
    Ended(Box<Outcome>),
}

/// A path handed in, and its score.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// The cells, start first.
    pub path: Vec<Pos>,
    /// The score, term by term.
    pub breakdown: Breakdown,
}

/// The AI's answer: its path and score, and how it searched.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Answer {
    /// The level it played at.
    pub level: Level,
    /// Its path and score.
    pub entry: Entry,
    /// The cells its search explored, in order, for front ends to replay.
    pub explored: Vec<Pos>,
    /// Whether the path is the best its level looks for: always at easy and medium (a first
    /// path, a shortest path); at hard, whether the search finished within its budget.
    pub proven: bool,
    /// At hard, the best rank any path could have, when the search ran out of budget.
    pub bound: Option<Rank>,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The player scored more.
    Player,
    /// The AI scored more.
    Ai,
    /// The scores are equal.
    Tie,
}

impl Winner {
    /// The rule: the higher total wins; equal totals tie.
    pub fn of(player_total: i64, ai_total: i64) -> Winner {
        match player_total.cmp(&ai_total) {
            std::cmp::Ordering::Greater => Winner::Player,
            std::cmp::Ordering::Less => Winner::Ai,
            std::cmp::Ordering::Equal => Winner::Tie,
        }
    }
}

/// How a game ended: both paths, both scores, the winner.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The player's path.
    pub player: Entry,
    /// The AI's.
    pub ai: Answer,
    /// The higher total wins.
    pub winner: Winner,
}

/// Why a command was refused; the game is exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// A wall stands that way.
    #[error("a wall blocks the way {0}")]
    Wall(Direction),
    /// The board ends that way.
    #[error("the board ends to the {0}")]
    Edge(Direction),
    /// The path already goes through that cell (other than the one it came from).
    #[error("the path already crosses the cell to the {0}")]
    Crossing(Direction),
    /// The path has reached the end: it can only step back or be handed in.
    #[error("the path is at the end: step back or hand it in")]
    AtEnd,
    /// The path has not reached the end yet.
    #[error("the path has not reached the end yet")]
    NotAtEnd,
    /// The path is only the start cell.
    #[error("there is no step to take back")]
    NothingToTakeBack,
    /// The game is over.
    #[error("the game is over")]
    Over,
}

/// A game of word maze: a board, the player's path so far, and the AI waiting to answer.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    dictionary: Arc<Dictionary>,
    level: Level,
    budget: u64,
    path: Vec<Pos>,
    reading: Reading,
    outcome: Option<Outcome>,
}

impl Game {
    /// Builds the board `config` describes from `dictionary`'s words and puts the player on
    /// its start; the AI answers at the config's level. (The dictionary is not a setting but
    /// a loaded resource, shared by every game that uses it.)
    ///
    /// ```
    /// use maze_words::{Command, Config, Dictionary, Event, Game, Level};
    ///
    /// let mut game = Game::new(Config::new(2), Dictionary::english())?;
    /// let mut events = Vec::new();
    /// let path = maze_words::trace(game.board(), maze_words::Search::Dfs).path;
    /// let walk = mazes::Path::from_cells(game.board().grid(), &path).unwrap();
    /// for &dir in walk.steps() {
    ///     events.extend(game.apply(Command::Move(dir)).unwrap());
    /// }
    /// let Event::Ended(outcome) = &game.apply(Command::Done).unwrap()[0] else { panic!() };
    /// assert!(outcome.ai.entry.path.len() <= outcome.player.path.len());
    /// # Ok::<(), maze_words::ConfigError>(())
    /// ```
    pub fn new(config: Config, dictionary: Arc<Dictionary>) -> Result<Game, ConfigError> {
        let board = Board::generate(&config, &dictionary)?;
        let budget = config.budget.min(crate::MAX_BUDGET);
        Ok(Game::on(board, dictionary, config.level, budget))
    }

    /// A game on a built `board`, whose words came from `dictionary`.
    fn on(board: Board, dictionary: Arc<Dictionary>, level: Level, budget: u64) -> Game {
        let mut reading = Reading::new();
        reading.push(&dictionary, board.letter(board.start()));
        Game {
            path: vec![board.start()],
            board,
            dictionary,
            level,
            budget,
            reading,
            outcome: None,
        }
    }

    /// Carries out `command`: the events it caused, or why it was refused (and nothing
    /// changed).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::Over);
        }
        match command {
            Command::Move(dir) => self.step(dir),
            Command::Back => self.back(),
            Command::Done => self.done(),
        }
    }

    fn step(&mut self, dir: Direction) -> Result<Vec<Event>, RuleError> {
        let head = self.head();
        let grid = self.board.grid();
        let to = grid.neighbor(head, dir).ok_or(RuleError::Edge(dir))?;
        if !grid.is_open(head, dir) {
            return Err(RuleError::Wall(dir));
        }
        if self.previous() == Some(to) {
            return self.back();
        }
        if head == self.board.end() {
            return Err(RuleError::AtEnd);
        }
        if self.path.contains(&to) {
            return Err(RuleError::Crossing(dir));
        }
        self.path.push(to);
        let new = self.reading.push(&self.dictionary, self.board.letter(to));
        let words = new
            .iter()
            .map(|&id| self.dictionary.word(id).to_owned())
            .collect();
        Ok(vec![Event::Moved { to, words }])
    }

    fn back(&mut self) -> Result<Vec<Event>, RuleError> {
        if self.path.len() < 2 {
            return Err(RuleError::NothingToTakeBack);
        }
        self.path.pop();
        self.reading.pop();
        Ok(vec![Event::SteppedBack { to: self.head() }])
    }

    fn done(&mut self) -> Result<Vec<Event>, RuleError> {
        if self.head() != self.board.end() {
            return Err(RuleError::NotAtEnd);
        }
        let player = Entry {
            path: self.path.clone(),
            breakdown: self.breakdown(),
        };
        let ai = self.answer();
        let winner = Winner::of(player.breakdown.total, ai.entry.breakdown.total);
        let outcome = Outcome { player, ai, winner };
        self.outcome = Some(outcome.clone());
        Ok(vec![Event::Ended(Box::new(outcome))])
    }

    /// The AI's path at this game's level.
    fn answer(&self) -> Answer {
        let entry = |path: Vec<Pos>| Entry {
            breakdown: crate::score::score(&self.board, &self.dictionary, &path),
            path,
        };
        let searched = |search| {
            let trace = trace(&self.board, search);
            (entry(trace.path), trace.explored)
        };
        let (entry, explored, proven, bound) = match self.level {
            Level::Easy | Level::Medium => {
                let search = if self.level == Level::Easy {
                    Search::Dfs
                } else {
                    Search::Bfs
                };
                let (entry, explored) = searched(search);
                (entry, explored, true, None)
            }
            Level::Hard | Level::Best => {
                let goal = if self.level == Level::Hard {
                    Goal::MostWords
                } else {
                    Goal::HighestScore
                };
                let best = best_path_by(&self.board, &self.dictionary, goal, self.budget);
                let bound = (!best.proven).then_some(best.bound);
                let entry = Entry {
                    path: best.path,
                    breakdown: best.breakdown,
                };
                (entry, best.explored, best.proven, bound)
            }
        };
        Answer {
            level: self.level,
            entry,
            explored,
            proven,
            bound,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The dictionary the board's words came from and paths are scored on.
    pub fn dictionary(&self) -> &Dictionary {
        &self.dictionary
    }

    /// The AI's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The player's path so far, start first.
    pub fn path(&self) -> &[Pos] {
        &self.path
    }

    /// The cell the player's path ends on.
    pub fn head(&self) -> Pos {
        self.path
            .last()
            .copied()
            .unwrap_or_else(|| self.board.start())
    }

    /// The cell before the head, if the path has left the start.
    fn previous(&self) -> Option<Pos> {
        self.path.len().checked_sub(2).map(|i| self.path[i])
    }

    /// The words the path holds so far, in the order first read.
    pub fn words(&self) -> Vec<&str> {
        self.reading
            .words()
            .iter()
            .map(|&id| self.dictionary.word(id))
            .collect()
    }

    /// For each cell of the path, whether it is a letter of a word the path reads: what
    /// front ends highlight as words form.
    pub fn word_cells(&self) -> Vec<bool> {
        let mut marks = vec![false; self.path.len()];
        let mut state = self.dictionary.start();
        for (i, &at) in self.path.iter().enumerate() {
            state = self.dictionary.read(state, self.board.letter(at));
            for id in self.dictionary.words_ending(state) {
                let first = (i + 1).saturating_sub(self.dictionary.word(id).len());
                marks[first..=i].fill(true);
            }
        }
        marks
    }

    /// The path's score as it stands. The bonus for a short path counts only once the path
    /// reaches the end: a path that has just left the start is not short, only unfinished.
    pub fn breakdown(&self) -> Breakdown {
        let cells = u32::try_from(self.path.len()).unwrap_or(u32::MAX);
        let breakdown = Breakdown::new(
            &self.dictionary,
            self.reading.words(),
            cells,
            self.board.par(),
        );
        if self.head() == self.board.end() {
            breakdown
        } else {
            breakdown.unfinished()
        }
    }

    /// How the game ended, once the path is handed in.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Every command [`Game::apply`] accepts now: a step each way the path may grow or step
    /// back, `Back` once the path has left the start, `Done` at the end; none once over.
    pub fn legal_commands(&self) -> Vec<Command> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let moves = Direction::ALL
            .into_iter()
            .filter(|&dir| self.accepts_move(dir))
            .map(Command::Move);
        let back = (self.path.len() >= 2).then_some(Command::Back);
        let done = (self.head() == self.board.end()).then_some(Command::Done);
        moves.chain(back).chain(done).collect()
    }

    /// Whether `Command::Move(dir)` would be accepted, without changing anything.
    fn accepts_move(&self, dir: Direction) -> bool {
        let head = self.head();
        let grid = self.board.grid();
        let Some(to) = grid.neighbor(head, dir).filter(|_| grid.is_open(head, dir)) else {
            return false;
        };
        self.previous() == Some(to) || (head != self.board.end() && !self.path.contains(&to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::Size;

    fn game(seed: u64, level: Level) -> Game {
        let config = Config {
            size: Size::new(6, 6),
            level,
            ..Config::new(seed)
        };
        Game::new(config, Dictionary::english()).unwrap()
    }

    fn walk(game: &mut Game, path: &[Pos]) {
        let walk = mazes::Path::from_cells(game.board().grid(), path).unwrap();
        for &dir in walk.steps() {
            game.apply(Command::Move(dir)).unwrap();
        }
    }

    #[test]
    fn the_short_path_bonus_counts_only_at_the_end() {
        let mut game = game(4, Level::Easy);
        let start = game.breakdown();
        assert_eq!((start.bonus, start.total), (0, -1));
        let path = trace(game.board(), Search::Bfs).path;
        walk(&mut game, &path);
        let end = game.breakdown();
        assert!(end.bonus > 0);
        assert_eq!(
            end,
            crate::score::score(game.board(), game.dictionary(), &path)
        );
    }

    #[test]
    fn refusals_leave_the_game_unchanged() {
        let mut game = game(3, Level::Easy);
        let blocked = Direction::ALL
            .into_iter()
            .find(|&dir| !game.legal_commands().contains(&Command::Move(dir)))
            .unwrap();
        let before = (game.path().to_vec(), game.breakdown());
        assert!(game.apply(Command::Move(blocked)).is_err());
        assert_eq!(game.apply(Command::Back), Err(RuleError::NothingToTakeBack));
        assert_eq!(game.apply(Command::Done), Err(RuleError::NotAtEnd));
        assert_eq!((game.path().to_vec(), game.breakdown()), before);
    }

    #[test]
    fn stepping_towards_the_previous_cell_takes_the_step_back() {
        let mut game = game(4, Level::Easy);
        let Command::Move(dir) = game.legal_commands()[0] else {
            panic!("the start has a way out")
        };
        game.apply(Command::Move(dir)).unwrap();
        let events = game.apply(Command::Move(dir.opposite())).unwrap();
        assert_eq!(
            events,
            [Event::SteppedBack {
                to: game.board().start()
            }]
        );
        assert_eq!(game.path(), [game.board().start()]);
    }

    #[test]
    fn words_appear_as_they_form_and_go_when_stepped_back() {
        let mut game = game(6, Level::Easy);
        let bfs = trace(game.board(), Search::Bfs).path;
        walk(&mut game, &bfs);
        let whole = crate::score::score(game.board(), game.dictionary(), &bfs);
        assert_eq!(game.breakdown(), whole);
        game.apply(Command::Back).unwrap();
        let shorter = crate::score::score(game.board(), game.dictionary(), &bfs[..bfs.len() - 1]);
        assert_eq!(game.breakdown(), shorter);
    }

    #[test]
    fn word_cells_mark_the_letters_of_the_words_read() {
        for seed in 0..10 {
            let mut game = game(seed, Level::Easy);
            let dfs = trace(game.board(), Search::Dfs).path;
            walk(&mut game, &dfs);
            let marks = game.word_cells();
            assert_eq!(marks.len(), game.path().len());
            let marked = marks.iter().filter(|&&m| m).count();
            let longest = game.words().iter().map(|w| w.len()).max().unwrap_or(0);
            assert!(
                marked >= longest && (longest > 0 || marked == 0),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn the_path_never_crosses_itself_and_stops_at_the_end() {
        for seed in 0..20 {
            let mut game = game(seed, Level::Medium);
            let dfs = trace(game.board(), Search::Dfs).path;
            walk(&mut game, &dfs);
            assert_eq!(game.head(), game.board().end());
            for dir in Direction::ALL {
                let result = game.clone().apply(Command::Move(dir));
                let back = game.path()[game.path().len() - 2];
                let to_back = game.board().grid().direction_to(game.head(), back) == Some(dir);
                assert_eq!(result.is_ok(), to_back, "seed {seed} {dir}");
            }
        }
    }

    #[test]
    fn the_ai_answers_at_its_level_and_the_higher_score_wins() {
        for level in Level::ALL {
            let mut game = game(9, level);
            let dfs = trace(game.board(), Search::Dfs).path;
            walk(&mut game, &dfs);
            let events = game.apply(Command::Done).unwrap();
            let Event::Ended(outcome) = &events[0] else {
                panic!("{events:?}")
            };
            let expected = match level {
                Level::Easy => trace(game.board(), Search::Dfs).path,
                Level::Medium => trace(game.board(), Search::Bfs).path,
                Level::Hard => {
                    crate::best_path(game.board(), game.dictionary(), crate::DEFAULT_BUDGET).path
                }
                Level::Best => {
                    let goal = Goal::HighestScore;
                    best_path_by(game.board(), game.dictionary(), goal, crate::DEFAULT_BUDGET).path
                }
            };
            assert_eq!(outcome.ai.entry.path, expected);
            let (mine, theirs) = (
                outcome.player.breakdown.total,
                outcome.ai.entry.breakdown.total,
            );
            assert_eq!(outcome.winner, Winner::of(mine, theirs));
            assert!(match outcome.winner {
                Winner::Player => mine > theirs,
                Winner::Ai => mine < theirs,
                Winner::Tie => mine == theirs,
            });
            assert_eq!(game.apply(Command::Back), Err(RuleError::Over));
        }
    }
}
