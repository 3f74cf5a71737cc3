//! The hard and best AIs: the path from start to end with the most words, then the best
//! score, then the fewest cells (the seed's order, [`Goal::MostWords`]), or with the highest
//! score, then the most words, then the fewest cells ([`Goal::HighestScore`]); by branch and
//! bound rather than by listing every path as the seed did. Either answer scores at least
//! what medium's path (a shortest path) scores: a path with more words but fewer points is
//! not taken, so hard never loses to a weaker level's answer on points.
//!
//! - **Words that can be read at all.** Before searching, every walk along passages (no
//!   cell twice) that spells a dictionary word is listed, with an anchored reading of the
//!   dictionary from each cell; a path can only read words from this list.
//! - **Where the path can still go.** At each step, the cells that lie on some simple way
//!   from the path's head to the end, avoiding the path, are one biconnected block once a
//!   virtual passage joins the head to the end: one depth-first pass (Tarjan's) finds it.
//!   Dead ends, and loops hanging off the way, drop out.
//! - **The bound.** A word not yet read can still be read only through a listed walk whose
//!   cells are in that block, or whose first cells are the path's last ones; the shortest
//!   way to the end inside the block bounds the cells from below. Together: at most so many
//!   words, so many points and so few cells. A branch whose bound does not beat the best
//!   path found is dropped.
//! - **Start and order.** The best path starts as the best of BFS's, DFS's and Dijkstra's,
//!   and each step tries the neighbours nearest the end first.
//! - **Budget.** Each step is one unit; when the budget runs out the best path so far comes
//!   back unproven, with the best rank any unexplored branch could still reach.

use mazes::Pos;

use crate::board::Board;
use crate::dictionary::{Dictionary, ReadState, WordId};
use crate::score::{Breakdown, Rank, length_bonus, score};
use crate::search::{Search, trace};

/// Cells the bound's depth-first pass may find for one unit of budget: a step costs one unit
/// and one more for each such share, so that a budget takes about the same time on every
/// board (a step that finds 1,900 cells takes eight times one that finds 80).
const CELLS_PER_UNIT: usize = 256;

/// Steps the hard AI may take by default: under a second on a 30 × 30 board (about 0.5 s on
/// the machine `docs/performance.md` names), and enough to prove every default 15 × 15 board.
pub const DEFAULT_BUDGET: u64 = 120_000;
/// The most steps anyone may give the hard AI: 25 times the default (about 0.5 s on 30 × 30,
/// so some seconds). Ten million did not answer within two minutes on 64 × 64, and no player
/// waits that long.
pub const MAX_BUDGET: u64 = 25 * DEFAULT_BUDGET;

/// What a best path is best at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The seed's order: the most words, then the highest score, then the fewest cells (among
    /// the paths scoring at least a shortest path's score).
    MostWords,
    /// The highest score, then the most words, then the fewest cells: the path no player
    /// can outscore.
    HighestScore,
}

impl Goal {
    /// `rank` as this goal compares ranks: a bigger key is better.
    fn key(self, rank: Rank) -> (i64, i64, std::cmp::Reverse<u32>) {
        match self {
            Goal::MostWords => (i64::from(rank.words), rank.score, rank.shortness),
            Goal::HighestScore => (rank.score, i64::from(rank.words), rank.shortness),
        }
    }

    /// Whether `a` is better than `b` by this goal.
    fn beats(self, a: Rank, b: Rank) -> bool {
        self.key(a) > self.key(b)
    }

    /// The better of two ranks, if any, by this goal.
    fn best(self, a: Option<Rank>, b: Option<Rank>) -> Option<Rank> {
        match (a, b) {
            (Some(a), Some(b)) => Some(if self.beats(b, a) { b } else { a }),
            (a, b) => a.or(b),
        }
    }
}

/// The hard and best AIs' answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    /// The best path found, start first.
    pub path: Vec<Pos>,
    /// Its score.
    pub breakdown: Breakdown,
    /// Whether no path ranks higher (by the goal): the search finished within its budget.
    pub proven: bool,
    /// No path ranks higher than this (by the goal); equal to the path's rank when proven.
    pub bound: Rank,
    /// The cells in the order the search first entered them.
    pub explored: Vec<Pos>,
    /// The steps the search took.
    pub steps: u64,
}

/// The best path on `board` by the seed's order (see [`Rank`]), searching at most `budget`
/// steps.
///
/// ```
/// use maze_words::{Board, Config, Dictionary, Search, best_path, score, trace};
///
/// let board = Board::generate(&Config::new(5), &Dictionary::english())?;
/// let best = best_path(&board, &Dictionary::english(), maze_words::DEFAULT_BUDGET);
/// assert!(best.proven);
/// let bfs = score(&board, &Dictionary::english(), &trace(&board, Search::Bfs).path);
/// assert!(best.breakdown.rank() >= bfs.rank());
/// # Ok::<(), maze_words::ConfigError>(())
/// ```
pub fn best_path(board: &Board, dictionary: &Dictionary, budget: u64) -> Best {
    best_path_by(board, dictionary, Goal::MostWords, budget)
}

/// The best path on `board` by `goal`, searching at most `budget` steps.
///
/// ```
/// use maze_words::{Board, Config, Dictionary, Goal, best_path, best_path_by};
///
/// let board = Board::generate(&Config::new(5), &Dictionary::english())?;
/// let dictionary = &Dictionary::english();
/// let top = best_path_by(&board, dictionary, Goal::HighestScore, maze_words::DEFAULT_BUDGET);
/// let most_words = best_path(&board, dictionary, maze_words::DEFAULT_BUDGET);
/// assert!(top.proven);
/// assert!(top.breakdown.total >= most_words.breakdown.total);
/// # Ok::<(), maze_words::ConfigError>(())
/// ```
pub fn best_path_by(board: &Board, dictionary: &Dictionary, goal: Goal, budget: u64) -> Best {
    let mut search = BranchAndBound::new(board, dictionary, goal);
    search.run(budget)
}

/// A walk along passages that spells a word.
struct Spelling {
    /// The word's place among the words that can be read.
    word: usize,
    cells: Vec<usize>,
}

/// The state of the search: the board as indices, the words that can be read, the path
/// so far with its reading, and the best path found.
struct BranchAndBound<'a> {
    goal: Goal,
    board: &'a Board,
    dictionary: &'a Dictionary,
    /// The open neighbours of each cell.
    neighbours: Vec<Vec<usize>>,
    letters: Vec<u8>,
    end: usize,
    par: u32,
    /// Points of each readable word.
    points: Vec<i64>,
    /// The readable word of each dictionary word, if it is readable.
    readable: Vec<Option<usize>>,
    spellings: Vec<Spelling>,
    // The path.
    path: Vec<usize>,
    on_path: Vec<bool>,
    states: Vec<ReadState>,
    ends: Vec<Vec<usize>>,
    counts: Vec<u32>,
    words: u32,
    word_points: i64,
    // Scratch for the block and distances, reused every step.
    block: Block,
    /// The round in which each readable word was last counted by the bound.
    counted: Vec<u32>,
    round: u32,
    // What the search has found.
    best: Option<(Rank, Vec<usize>)>,
    /// The least score a path may have to be taken: a shortest path's (medium's answer).
    floor: i64,
    explored: Vec<usize>,
    entered: Vec<bool>,
    steps: u64,
    /// Budget spent: a unit a step, and one more for every [`CELLS_PER_UNIT`] cells its
    /// bound's depth-first pass found.
    spent: u64,
}

impl<'a> BranchAndBound<'a> {
    fn new(board: &'a Board, dictionary: &'a Dictionary, goal: Goal) -> BranchAndBound<'a> {
        let grid = board.grid();
        let neighbours: Vec<Vec<usize>> = grid
            .cells()
            .map(|at| {
                board
                    .passages(at)
                    .map(|(_, next)| grid.index(next))
                    .collect()
            })
            .collect();
        let letters = board.letters().to_vec();
        let (start, end) = (grid.index(board.start()), grid.index(board.end()));
        // Only the cells on some simple way from start to end matter: drop the rest once.
        let mut block = Block::new(neighbours.len());
        block.find(&neighbours, &vec![false; neighbours.len()], start, end);
        let neighbours: Vec<Vec<usize>> = neighbours
            .into_iter()
            .enumerate()
            .map(|(cell, mut next)| {
                next.retain(|&n| block.contains(n) && block.contains(cell));
                next
            })
            .collect();
        let mut readable = vec![None; dictionary.words().len()];
        let mut points = Vec::new();
        let mut spellings = Vec::new();
        for (id, cells) in all_spellings(dictionary, &neighbours, &letters) {
            let word = *readable[id.index()].get_or_insert_with(|| {
                points.push(2 * dictionary.word(id).len() as i64);
                points.len() - 1
            });
            spellings.push(Spelling { word, cells });
        }
        spellings.sort_by_key(|spelling| spelling.word);
        let cells = neighbours.len();
        BranchAndBound {
            board,
            dictionary,
            end,
            par: board.par(),
            counts: vec![0; points.len()],
            points,
            readable,
            spellings,
            path: Vec::new(),
            on_path: vec![false; cells],
            states: Vec::new(),
            ends: Vec::new(),
            words: 0,
            word_points: 0,
            block,
            counted: vec![0; 0],
            round: 0,
            best: None,
            floor: i64::MIN,
            explored: Vec::new(),
            entered: vec![false; cells],
            steps: 0,
            spent: 0,
            neighbours,
            letters,
            goal,
        }
    }

    fn run(&mut self, budget: u64) -> Best {
        let shortest = trace(self.board, Search::Bfs).path;
        self.floor = score(self.board, self.dictionary, &shortest).total;
        for search in Search::ALL {
            let path = trace(self.board, search).path;
            let indices: Vec<usize> = path.iter().map(|&at| self.board.grid().index(at)).collect();
            self.offer(score(self.board, self.dictionary, &path).rank(), indices);
        }
        let start = self.board.grid().index(self.board.start());
        self.push(start);
        // Each frame: the children of a path cell still to try, nearest the end last.
        let mut frames: Vec<Vec<usize>> = vec![self.expand()];
        let mut open_bound: Option<Rank> = None;
        while let Some(frame) = frames.last_mut() {
            let Some(next) = frame.pop() else {
                frames.pop();
                self.pop();
                continue;
            };
            if self.spent >= budget {
                open_bound = self.bound_of_unexplored(&mut frames, next);
                break;
            }
            self.steps += 1;
            self.spent += 1;
            self.push(next);
            let children = self.expand();
            frames.push(children);
        }
        self.finish(open_bound)
    }

    /// Steps onto `cell`, reading its letter.
    fn push(&mut self, cell: usize) {
        let state = self
            .states
            .last()
            .copied()
            .unwrap_or_else(|| self.dictionary.start());
        let state = self.dictionary.read(state, self.letters[cell]);
        let mut ends = Vec::new();
        for id in self.dictionary.words_ending(state) {
            if let Some(word) = self.readable[id.index()] {
                self.counts[word] += 1;
                if self.counts[word] == 1 {
                    self.words += 1;
                    self.word_points += self.points[word];
                }
                ends.push(word);
            }
        }
        self.path.push(cell);
        self.on_path[cell] = true;
        self.states.push(state);
        self.ends.push(ends);
        if !self.entered[cell] {
            self.entered[cell] = true;
            self.explored.push(cell);
        }
    }

    /// Steps back off the path's last cell.
    fn pop(&mut self) {
        if let Some(cell) = self.path.pop() {
            self.on_path[cell] = false;
        }
        self.states.pop();
        for word in self.ends.pop().unwrap_or_default() {
            self.counts[word] -= 1;
            if self.counts[word] == 0 {
                self.words -= 1;
                self.word_points -= self.points[word];
            }
        }
    }

    /// At the path's head: records the path if it reached the end, else the neighbours
    /// worth trying (none when the bound says the branch cannot win), nearest the end last.
    fn expand(&mut self) -> Vec<usize> {
        let Some(&head) = self.path.last() else {
            return Vec::new();
        };
        if head == self.end {
            let rank = self.rank(self.words, self.word_points, self.path.len());
            self.offer(rank, self.path.clone());
            return Vec::new();
        }
        match self.bound() {
            Some(bound)
                if self
                    .best
                    .as_ref()
                    .is_none_or(|(best, _)| self.goal.beats(bound, *best)) => {}
            _ => return Vec::new(),
        }
        let mut children: Vec<usize> = self.neighbours[head]
            .iter()
            .copied()
            .filter(|&next| self.block.contains(next))
            .collect();
        children.sort_by_key(|&next| std::cmp::Reverse(self.block.distance(next)));
        children
    }

    /// The best rank any way on from the path's head could reach, or `None` if the end
    /// cannot be reached.
    fn bound(&mut self) -> Option<Rank> {
        let head = *self.path.last()?;
        let distance = self
            .block
            .find(&self.neighbours, &self.on_path, head, self.end)?;
        let (mut words, mut points) = (self.words, self.word_points);
        self.round += 1;
        if self.counted.len() != self.points.len() {
            self.counted = vec![0; self.points.len()];
        }
        for spelling in &self.spellings {
            let word = spelling.word;
            if self.counts[word] == 0
                && self.counted[word] != self.round
                && self.still_readable(spelling)
            {
                self.counted[word] = self.round;
                words += 1;
                points += self.points[word];
            }
        }
        self.spent += (self.block.visited / CELLS_PER_UNIT) as u64;
        Some(self.rank(words, points, self.path.len() + distance))
    }

    /// Whether the path could still go on to read `spelling`: its cells are in the block
    /// ahead, except for a first few that are the path's last ones.
    fn still_readable(&self, spelling: &Spelling) -> bool {
        let behind = spelling
            .cells
            .iter()
            .take_while(|&&cell| self.on_path[cell])
            .count();
        behind <= self.path.len()
            && spelling.cells[..behind]
                .iter()
                .zip(&self.path[self.path.len() - behind..])
                .all(|(a, b)| a == b)
            && spelling.cells[behind..]
                .iter()
                .all(|&cell| self.block.contains(cell) && !self.on_path[cell])
    }

    fn rank(&self, words: u32, points: i64, cells: usize) -> Rank {
        let cells = u32::try_from(cells).unwrap_or(u32::MAX);
        Rank {
            words,
            score: points - i64::from(cells) + length_bonus(cells, self.par),
            shortness: std::cmp::Reverse(cells),
        }
    }

    fn offer(&mut self, rank: Rank, path: Vec<usize>) {
        if path.last() == Some(&self.end)
            && rank.score >= self.floor
            && self
                .best
                .as_ref()
                .is_none_or(|(best, _)| self.goal.beats(rank, *best))
        {
            self.best = Some((rank, path));
        }
    }

    /// The best bound among the branches the budget left untried: `next`, the rest of each
    /// frame, bounded by stepping into each.
    fn bound_of_unexplored(&mut self, frames: &mut [Vec<usize>], next: usize) -> Option<Rank> {
        let mut best: Option<Rank> = None;
        let goal = self.goal;
        let mut consider = |bound: Option<Rank>| best = goal.best(best, bound);
        // The frames run from the root; the path has one cell per frame, so frame `i`'s
        // children hang from path cell `i`: unwind the path frame by frame.
        for depth in (0..frames.len()).rev() {
            let waiting: Vec<usize> = if depth + 1 == frames.len() {
                frames[depth].iter().copied().chain([next]).collect()
            } else {
                frames[depth].clone()
            };
            for child in waiting {
                self.push(child);
                consider(self.bound_or_rank());
                self.pop();
            }
            self.pop();
        }
        best
    }

    /// The bound at the head, or the path's own rank if the head is the end.
    fn bound_or_rank(&mut self) -> Option<Rank> {
        if self.path.last() == Some(&self.end) {
            Some(self.rank(self.words, self.word_points, self.path.len()))
        } else {
            self.bound()
        }
    }

    fn finish(&mut self, open_bound: Option<Rank>) -> Best {
        let grid = self.board.grid();
        let (rank, path) = match self.best.clone() {
            Some(best) => best,
            // Never on a connected board: the searches run first always find a path.
            None => (score(self.board, self.dictionary, &[]).rank(), Vec::new()),
        };
        let path: Vec<Pos> = path.iter().map(|&cell| grid.pos(cell)).collect();
        let breakdown = score(self.board, self.dictionary, &path);
        debug_assert_eq!(breakdown.rank(), rank);
        Best {
            proven: open_bound.is_none_or(|open| !self.goal.beats(open, rank)),
            bound: self.goal.best(open_bound, Some(rank)).unwrap_or(rank),
            breakdown,
            path,
            explored: self.explored.iter().map(|&cell| grid.pos(cell)).collect(),
            steps: self.steps,
        }
    }
}

/// Every walk along passages, no cell twice, that spells a dictionary word, with the word.
fn all_spellings(
    dictionary: &Dictionary,
    neighbours: &[Vec<usize>],
    letters: &[u8],
) -> Vec<(WordId, Vec<usize>)> {
    let mut found = Vec::new();
    for first in 0..neighbours.len() {
        let Some(state) = dictionary.prefix_read(dictionary.prefix_start(), letters[first]) else {
            continue;
        };
        // Each frame: a cell, the reading up to it, and the next neighbour to try.
        let mut walk: Vec<(usize, ReadState, usize)> = vec![(first, state, 0)];
        while let Some(&(cell, state, tried)) = walk.last() {
            if tried == 0
                && let Some(id) = dictionary.prefix_word(state, walk.len())
            {
                found.push((id, walk.iter().map(|&(cell, _, _)| cell).collect()));
            }
            let Some(&next) = neighbours[cell].get(tried) else {
                walk.pop();
                continue;
            };
            if let Some(top) = walk.last_mut() {
                top.2 += 1;
            }
            if walk.iter().any(|&(on, _, _)| on == next) {
                continue;
            }
            if let Some(state) = dictionary.prefix_read(state, letters[next]) {
                walk.push((next, state, 0));
            }
        }
    }
    found
}

/// The cells on some simple way from a head to the end avoiding the path, and their
/// distances to the end, found again at every step into reused buffers.
struct Block {
    /// The order in which the depth-first pass found each cell; not found this round if
    /// not above the clock the round started with.
    found: Vec<u32>,
    clock: u32,
    /// The earliest-found cell each cell's subtree reaches back to.
    low: Vec<u32>,
    /// The round each cell was last put in the block.
    member: Vec<u32>,
    distance: Vec<u32>,
    round: u32,
    stack: Vec<usize>,
    cells: Vec<usize>,
    /// Cells the last depth-first pass found.
    visited: usize,
}

impl Block {
    fn new(cells: usize) -> Block {
        Block {
            found: vec![0; cells],
            clock: 0,
            low: vec![0; cells],
            member: vec![0; cells],
            distance: vec![0; cells],
            round: 0,
            stack: Vec::new(),
            cells: Vec::new(),
            visited: 0,
        }
    }

    fn contains(&self, cell: usize) -> bool {
        self.member[cell] == self.round
    }

    fn distance(&self, cell: usize) -> u32 {
        self.distance[cell]
    }

    /// Finds the block for `head` and `end` (cells on `on_path` other than `head` are
    /// walls) and the distances to `end` inside it; the head's distance, or `None` if the
    /// end cannot be reached.
    fn find(
        &mut self,
        neighbours: &[Vec<usize>],
        on_path: &[bool],
        head: usize,
        end: usize,
    ) -> Option<usize> {
        self.round += 1;
        let clock = self.clock;
        self.biconnect(neighbours, on_path, head, end);
        self.visited = (self.clock - clock) as usize;
        for &cell in &self.cells {
            self.distance[cell] = u32::MAX;
        }
        self.distance[end] = 0;
        let mut queue = std::collections::VecDeque::from([end]);
        while let Some(cell) = queue.pop_front() {
            for &next in &neighbours[cell] {
                if self.contains(next) && self.distance[next] == u32::MAX {
                    self.distance[next] = self.distance[cell] + 1;
                    queue.push_back(next);
                }
            }
        }
        let distance = self.distance[head];
        (distance != u32::MAX).then_some(distance as usize)
    }

    /// Tarjan's biconnected blocks, depth first from `end` as if a passage joined it to
    /// `head`: the block holding that passage is the one sought.
    fn biconnect(&mut self, neighbours: &[Vec<usize>], on_path: &[bool], head: usize, end: usize) {
        // Found orders start above the last round's, so older ones read as "not found".
        if self.clock > u32::MAX / 2 {
            self.found.fill(0);
            self.clock = 0;
        }
        let base = self.clock;
        self.stack.clear();
        self.found[head] = base + 1;
        self.low[head] = base + 1;
        let mut clock = base + 2;
        self.found[end] = clock;
        self.low[end] = clock;
        self.stack.push(end);
        // Each frame: a cell, its parent, and the next neighbour to look at.
        let mut frames: Vec<(usize, usize, usize)> = vec![(end, head, 0)];
        while let Some(&(cell, parent, tried)) = frames.last() {
            if let Some(&next) = neighbours[cell].get(tried) {
                if let Some(top) = frames.last_mut() {
                    top.2 += 1;
                }
                // The end's link to the head is the virtual passage, so its real passage
                // to the head, if any, counts as a second one.
                let tree_edge = next == parent && cell != end;
                if (on_path[next] && next != head) || tree_edge {
                    continue;
                }
                if self.found[next] <= base {
                    clock += 1;
                    self.found[next] = clock;
                    self.low[next] = clock;
                    self.stack.push(next);
                    frames.push((next, cell, 0));
                } else {
                    self.low[cell] = self.low[cell].min(self.found[next]);
                }
                continue;
            }
            frames.pop();
            if parent == head {
                break;
            }
            self.low[parent] = self.low[parent].min(self.low[cell]);
            if self.low[cell] >= self.found[parent] {
                // A block hanging off `parent`: no simple way to the end passes through it.
                while self.stack.pop().is_some_and(|top| top != cell) {}
            }
        }
        self.clock = clock;
        // The block of the virtual passage: the head and everything still stacked.
        self.cells.clear();
        self.cells.push(head);
        self.cells.append(&mut self.stack);
        for &cell in &self.cells {
            self.member[cell] = self.round;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;
    use mazes::Size;
    use proptest::prelude::*;

    /// The score of medium's path (a shortest path).
    fn medium(board: &Board, dictionary: &Dictionary) -> i64 {
        score(board, dictionary, &trace(board, Search::Bfs).path).total
    }

    /// The best rank by `goal` over every simple path from start to end scoring at least
    /// `floor`, listed one by one.
    fn brute_force(board: &Board, dictionary: &Dictionary, goal: Goal, floor: i64) -> (Rank, u64) {
        let mut best: Option<Rank> = None;
        let mut paths = 0;
        let mut path = vec![board.start()];
        let mut tried = vec![0usize];
        while let Some(&at) = path.last() {
            if at == board.end() {
                paths += 1;
                let rank = score(board, dictionary, &path).rank();
                if rank.score >= floor {
                    best = goal.best(best, Some(rank));
                }
                path.pop();
                tried.pop();
                continue;
            }
            let options: Vec<Pos> = board.passages(at).map(|(_, next)| next).collect();
            let Some(top) = tried.last_mut() else { break };
            let Some(&next) = options.get(*top) else {
                path.pop();
                tried.pop();
                continue;
            };
            *top += 1;
            if !path.contains(&next) {
                path.push(next);
                tried.push(0);
            }
        }
        (best.unwrap(), paths)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        #[test]
        fn hard_equals_brute_force_on_small_boards(
            seed in any::<u64>(),
            width in 3u32..=6,
            height in 3u32..=5,
            loops in 1u32..=6,
        ) {
            let config = Config {
                size: Size::new(width, height),
                loops: Some(loops.min((width - 1) * (height - 1))),
                words: Some(width * height / 4),
                ..Config::new(seed)
            };
            let dictionary = &Dictionary::english();
            let board = Board::generate(&config, dictionary).unwrap();
            let best = best_path(&board, dictionary, DEFAULT_BUDGET);
            prop_assert!(best.proven);
            let (rank, _) = brute_force(&board, dictionary, Goal::MostWords, medium(&board, dictionary));
            prop_assert_eq!(best.breakdown.rank(), rank);
            prop_assert_eq!(best.bound, rank);
            // Never below medium's score; above every other level's path that scores as much.
            let medium = medium(&board, dictionary);
            prop_assert!(best.breakdown.total >= medium);
            for search in Search::ALL {
                let other = score(&board, dictionary, &trace(&board, search).path);
                prop_assert!(best.breakdown.rank() >= other.rank() || other.total < medium);
            }
            let top = best_path_by(&board, dictionary, Goal::HighestScore, DEFAULT_BUDGET);
            prop_assert!(top.proven);
            let (rank, _) = brute_force(&board, dictionary, Goal::HighestScore, i64::MIN);
            prop_assert_eq!(top.breakdown.rank(), rank);
            prop_assert!(top.breakdown.total >= best.breakdown.total);
        }
    }

    #[test]
    fn hard_never_takes_more_words_for_fewer_points_than_medium_scores() {
        // Boards where the path with the most words scores below a shortest path: hard takes
        // the most words among the paths scoring at least as much.
        let dictionary = &Dictionary::english();
        let mut binding = 0;
        for seed in 0..200 {
            let config = Config {
                size: Size::new(5, 4),
                loops: Some(6),
                words: Some(6),
                ..Config::new(seed)
            };
            let board = Board::generate(&config, dictionary).unwrap();
            let floor = medium(&board, dictionary);
            let (unbound, _) = brute_force(&board, dictionary, Goal::MostWords, i64::MIN);
            if unbound.score >= floor {
                continue;
            }
            binding += 1;
            let best = best_path(&board, dictionary, DEFAULT_BUDGET);
            assert!(best.proven);
            assert!(best.breakdown.total >= floor, "seed {seed}");
            assert_eq!(
                best.breakdown.rank(),
                brute_force(&board, dictionary, Goal::MostWords, floor).0
            );
            assert!(
                best.breakdown.words.len() < unbound.words as usize,
                "seed {seed}"
            );
        }
        assert!(binding >= 3, "only {binding} boards where the floor binds");
    }

    #[test]
    fn out_of_budget_it_says_so_and_bounds_what_it_missed() {
        let config = Config {
            size: Size::new(10, 10),
            loops: Some(12),
            ..Config::new(8)
        };
        let dictionary = &Dictionary::english();
        let board = Board::generate(&config, dictionary).unwrap();
        let full = best_path(&board, dictionary, u64::MAX);
        assert!(full.proven);
        let cut = best_path(&board, dictionary, 3);
        assert!(!cut.proven);
        assert_eq!(cut.steps, 3);
        assert!(cut.breakdown.rank() <= full.breakdown.rank());
        assert!(cut.bound >= full.breakdown.rank());
    }

    #[test]
    fn the_path_is_a_simple_walk_from_start_to_end() {
        for seed in 0..20 {
            let board = Board::generate(&Config::new(seed), &Dictionary::english()).unwrap();
            let best = best_path(&board, &Dictionary::english(), DEFAULT_BUDGET);
            assert_eq!(best.path.first(), Some(&board.start()));
            assert_eq!(best.path.last(), Some(&board.end()));
            for pair in best.path.windows(2) {
                assert!(board.passages(pair[0]).any(|(_, next)| next == pair[1]));
            }
            let mut cells = best.path.clone();
            cells.sort();
            cells.dedup();
            assert_eq!(cells.len(), best.path.len());
        }
    }
}
