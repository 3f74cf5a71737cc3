//! Laying words along the maze, giving the way from start to end a second route, and
//! filling the other cells with letters.

use std::collections::VecDeque;

use mazes::{Direction, Grid, Pos};
use rand::Rng;

use crate::config::Config;
use crate::dictionary::Dictionary;
use crate::word::{PlacedWord, random_letter};

/// Starting cells tried for each word, as in the seed.
const ATTEMPTS: usize = 10;
/// Cells a walk may try from one starting cell before giving it up.
const WALK_BUDGET: u32 = 256;
/// Walls one word may open.
const OPENINGS_PER_WORD: u32 = 2;
/// Marks a cell no word has claimed yet.
const FREE: u8 = 0;

/// What laying the words left: the claimed letters ([`FREE`] elsewhere), the words placed
/// and not, and how many walls the words opened.
pub(crate) struct Laid {
    pub(crate) letters: Vec<u8>,
    pub(crate) placed: Vec<PlacedWord>,
    pub(crate) unplaced: Vec<String>,
    pub(crate) walls_opened: u32,
}

/// Lays up to `config.words()` words, drawn at random from `dictionary`, along `grid`.
///
/// A word that cannot fit is set aside; at most four tries a word wanted are made, so a big
/// dictionary on a crowded board gives up rather than trying every word.
pub(crate) fn lay_words<R: Rng + ?Sized>(
    grid: &mut Grid,
    dictionary: &Dictionary,
    config: &Config,
    rng: &mut R,
) -> Laid {
    let target = config.words() as usize;
    let mut words: Vec<&str> = dictionary.words().iter().map(String::as_str).collect();
    shuffle(&mut words, rng);
    let mut layer = Layer {
        letters: vec![FREE; cell_total(grid)],
        // One loop is kept back for the second route from start to end.
        openings_left: config.loops().saturating_sub(1),
        walls_opened: 0,
    };
    let (mut placed, mut unplaced) = (Vec::new(), Vec::new());
    for word in words.into_iter().take(4 * target + 16) {
        if placed.len() == target {
            break;
        }
        match layer.place(grid, word.as_bytes(), rng) {
            Some(cells) => placed.push(PlacedWord {
                text: word.to_owned(),
                cells,
            }),
            None => unplaced.push(word.to_owned()),
        }
    }
    Laid {
        letters: layer.letters,
        placed,
        unplaced,
        walls_opened: layer.walls_opened,
    }
}

/// The number of cells, as an index bound (a board has at most 64 × 64).
pub(crate) fn cell_total(grid: &Grid) -> usize {
    grid.cell_count() as usize
}

/// The letters claimed so far and the walls words may still open.
struct Layer {
    letters: Vec<u8>,
    openings_left: u32,
    walls_opened: u32,
}

/// A cell of a walk being searched: where it is, the directions to try from it, how many
/// were tried, and the direction it was entered by if that opened a wall.
struct Frame {
    at: Pos,
    order: [Direction; 4],
    tried: usize,
    opened: Option<Direction>,
}

impl Layer {
    /// Lays `word` along a walk from one of a few random cells, opening walls it needs;
    /// its cells, or `None` if no walk was found.
    fn place<R: Rng + ?Sized>(
        &mut self,
        grid: &mut Grid,
        word: &[u8],
        rng: &mut R,
    ) -> Option<Vec<Pos>> {
        if word.len() > cell_total(grid) {
            return None;
        }
        for _ in 0..ATTEMPTS {
            let first = grid.pos(rng.random_range(0..cell_total(grid)));
            if let Some(walk) = self.walk(grid, word, first, rng) {
                return Some(self.claim(grid, word, walk));
            }
        }
        None
    }

    /// A walk from `first` whose cells can take `word`'s letters in order: passages first,
    /// then walls while the word may still open them.
    fn walk<R: Rng + ?Sized>(
        &self,
        grid: &Grid,
        word: &[u8],
        first: Pos,
        rng: &mut R,
    ) -> Option<Vec<Frame>> {
        if !self.fits(grid, first, word[0]) {
            return None;
        }
        let may_open = self.openings_left.min(OPENINGS_PER_WORD);
        let mut frames = vec![Frame::new(grid, first, None, rng)];
        let mut budget = WALK_BUDGET;
        while frames.len() < word.len() {
            let top = frames.last_mut()?;
            if top.tried == 4 {
                frames.pop();
                continue;
            }
            let (from, dir) = (top.at, top.order[top.tried]);
            top.tried += 1;
            let Some(next) = grid.neighbor(from, dir) else {
                continue;
            };
            let opens = !grid.is_open(from, dir);
            let opened = frames.iter().filter(|f| f.opened.is_some()).count() as u32;
            if (opens && opened >= may_open)
                || frames.iter().any(|f| f.at == next)
                || !self.fits(grid, next, word[frames.len()])
            {
                continue;
            }
            budget = budget.checked_sub(1)?;
            frames.push(Frame::new(grid, next, opens.then_some(dir), rng));
        }
        Some(frames)
    }

    /// Writes `word` into the walk's cells and opens the walls it crosses.
    fn claim(&mut self, grid: &mut Grid, word: &[u8], walk: Vec<Frame>) -> Vec<Pos> {
        for (i, frame) in walk.iter().enumerate() {
            self.letters[grid.index(frame.at)] = word[i];
            if let (Some(dir), Some(prev)) = (frame.opened, i.checked_sub(1)) {
                // The wall lies between two cells of the grid, so it can be opened.
                let _ = grid.carve(walk[prev].at, dir);
                self.openings_left -= 1;
                self.walls_opened += 1;
            }
        }
        walk.into_iter().map(|frame| frame.at).collect()
    }

    /// Whether `at` is free or already holds `letter`.
    fn fits(&self, grid: &Grid, at: Pos, letter: u8) -> bool {
        let claimed = self.letters[grid.index(at)];
        claimed == FREE || claimed == letter
    }
}

impl Frame {
    /// A frame for `at` that tries its passages in random order, then its walls.
    fn new<R: Rng + ?Sized>(grid: &Grid, at: Pos, opened: Option<Direction>, rng: &mut R) -> Frame {
        let mut order = Direction::ALL;
        shuffle(&mut order, rng);
        order.sort_by_key(|&dir| !grid.is_open(at, dir));
        Frame {
            at,
            order,
            tried: 0,
            opened,
        }
    }
}

/// Whether the passages give more than one simple route from `start` to `end`.
pub(crate) fn has_second_route(grid: &Grid, start: Pos, end: Pos) -> bool {
    let Some(labels) = RouteLabels::new(grid, start, end) else {
        return false;
    };
    grid.cells().any(|at| {
        grid.open_directions(at)
            .filter_map(|dir| grid.neighbor(at, dir))
            .any(|next| labels.bypassed_by(grid, at, next))
    })
}

/// Opens one wall, picked at random, that gives the way from `start` to `end` a second
/// route; false if no wall can.
pub(crate) fn open_bypass<R: Rng + ?Sized>(
    grid: &mut Grid,
    start: Pos,
    end: Pos,
    rng: &mut R,
) -> bool {
    let Some(labels) = RouteLabels::new(grid, start, end) else {
        return false;
    };
    let walls: Vec<(Pos, Direction)> = grid
        .cells()
        .flat_map(|at| [Direction::East, Direction::South].map(|dir| (at, dir)))
        .filter(|&(at, dir)| !grid.is_open(at, dir))
        .filter(|&(at, dir)| {
            grid.neighbor(at, dir)
                .is_some_and(|next| labels.bypassed_by(grid, at, next))
        })
        .collect();
    if walls.is_empty() {
        return false;
    }
    let (at, dir) = walls[rng.random_range(0..walls.len())];
    grid.carve(at, dir).is_ok()
}

/// For every cell, the cell of the shortest route from start to end that it hangs from:
/// a passage between cells hanging from different route cells (other than the route's own
/// steps) is a way around part of the route.
struct RouteLabels {
    label: Vec<usize>,
    on_route: Vec<bool>,
}

impl RouteLabels {
    fn new(grid: &Grid, start: Pos, end: Pos) -> Option<RouteLabels> {
        let route = mazes::solve::bfs(grid, start, end)?;
        let mut label = vec![usize::MAX; cell_total(grid)];
        let mut on_route = vec![false; cell_total(grid)];
        let mut queue = VecDeque::new();
        for (i, at) in route.cells(grid).enumerate() {
            label[grid.index(at)] = i;
            on_route[grid.index(at)] = true;
            queue.push_back(at);
        }
        while let Some(at) = queue.pop_front() {
            let here = label[grid.index(at)];
            for dir in grid.open_directions(at) {
                if let Some(next) = grid.neighbor(at, dir) {
                    let slot = &mut label[grid.index(next)];
                    if *slot == usize::MAX {
                        *slot = here;
                        queue.push_back(next);
                    }
                }
            }
        }
        Some(RouteLabels { label, on_route })
    }

    /// Whether a passage between `a` and `b` leads around part of the route.
    fn bypassed_by(&self, grid: &Grid, a: Pos, b: Pos) -> bool {
        let (a, b) = (grid.index(a), grid.index(b));
        let (la, lb) = (self.label[a], self.label[b]);
        let route_step = self.on_route[a] && self.on_route[b] && la.abs_diff(lb) == 1;
        la != lb && !route_step
    }
}

/// The board's letters: `letters` where words claimed cells, English-frequency letters in
/// the others, redrawn until no walk through one of them spells a placed word again.
pub(crate) fn fill<R: Rng + ?Sized>(
    grid: &Grid,
    mut letters: Vec<u8>,
    placed: &[PlacedWord],
    rng: &mut R,
) -> Vec<u8> {
    let filler: Vec<bool> = letters.iter().map(|&l| l == FREE).collect();
    for (letter, _) in letters.iter_mut().zip(&filler).filter(|(_, free)| **free) {
        *letter = random_letter(rng);
    }
    let mut speller = Speller::new(grid, letters);
    loop {
        let mut redrawn = false;
        for word in placed {
            let own = sorted(word.cells.iter().map(|&at| grid.index(at)).collect());
            for copy in speller.spellings(word.text.as_bytes()) {
                if sorted(copy.clone()) == own {
                    continue;
                }
                if let Some(&cell) = copy.iter().find(|&&cell| filler[cell]) {
                    speller.redraw(cell, rng);
                    redrawn = true;
                }
            }
        }
        if !redrawn {
            return speller.letters;
        }
    }
}

/// A board's letters, indexed for finding words spelled along its passages: the filler is
/// checked against every placed word, several times over, while only a few of its letters
/// change.
pub(crate) struct Speller {
    letters: Vec<u8>,
    /// Each cell's neighbours through open passages, in [`Direction::ALL`] order.
    neighbours: Vec<Vec<usize>>,
    /// The cells holding each letter, in index order.
    holding: Vec<Vec<usize>>,
    /// Each cell's neighbours' letters, as [`letter_bit`]s: a walk starts only from a cell
    /// with the word's second letter next door.
    next_door: Vec<u32>,
    /// The walk being searched: each cell and the next neighbour to try from it.
    walk: Vec<(usize, usize)>,
}

impl Speller {
    /// `letters`, one a cell of `grid`, indexed for [`Speller::spellings`].
    pub(crate) fn new(grid: &Grid, letters: Vec<u8>) -> Speller {
        let neighbours: Vec<Vec<usize>> = grid
            .cells()
            .map(|at| {
                grid.open_directions(at)
                    .filter_map(|dir| grid.neighbor(at, dir))
                    .map(|next| grid.index(next))
                    .collect()
            })
            .collect();
        let mut holding = vec![Vec::new(); 256];
        for (cell, &letter) in letters.iter().enumerate() {
            holding[usize::from(letter)].push(cell);
        }
        let mut speller = Speller {
            next_door: vec![0; letters.len()],
            letters,
            neighbours,
            holding,
            walk: Vec::new(),
        };
        for cell in 0..speller.letters.len() {
            speller.see_next_door(cell);
        }
        speller
    }

    /// Gives `cell` a new random letter, other than the one it has.
    fn redraw<R: Rng + ?Sized>(&mut self, cell: usize, rng: &mut R) {
        let old = self.letters[cell];
        let mut new = old;
        while new == old {
            new = random_letter(rng);
        }
        let was = &mut self.holding[usize::from(old)];
        if let Ok(i) = was.binary_search(&cell) {
            was.remove(i);
        }
        let now = &mut self.holding[usize::from(new)];
        if let Err(i) = now.binary_search(&cell) {
            now.insert(i, cell);
        }
        self.letters[cell] = new;
        for i in 0..self.neighbours[cell].len() {
            self.see_next_door(self.neighbours[cell][i]);
        }
    }

    /// Works out `cell`'s [`Speller::next_door`] letters again.
    fn see_next_door(&mut self, cell: usize) {
        self.next_door[cell] = self.neighbours[cell]
            .iter()
            .fold(0, |bits, &next| bits | letter_bit(self.letters[next]));
    }

    /// Every walk along passages, no cell twice, whose letters spell `word`, as cell
    /// indices, by first cell and then by direction tried.
    pub(crate) fn spellings(&mut self, word: &[u8]) -> Vec<Vec<usize>> {
        let Speller {
            letters,
            neighbours,
            holding,
            next_door,
            walk,
        } = self;
        let mut found = Vec::new();
        let second = word.get(1).map_or(u32::MAX, |&letter| letter_bit(letter));
        for &first in &holding[usize::from(word[0])] {
            if next_door[first] & second == 0 {
                continue;
            }
            walk.clear();
            walk.push((first, 0));
            while let Some(&(cell, tried)) = walk.last() {
                if walk.len() == word.len() {
                    found.push(walk.iter().map(|&(cell, _)| cell).collect());
                    walk.pop();
                    continue;
                }
                let Some(&next) = neighbours[cell].get(tried) else {
                    walk.pop();
                    continue;
                };
                if let Some(top) = walk.last_mut() {
                    top.1 += 1;
                }
                if letters[next] == word[walk.len()] && walk.iter().all(|&(on, _)| on != next) {
                    walk.push((next, 0));
                }
            }
        }
        found
    }
}

/// A letter as one bit of a set of letters (bytes 32 apart share a bit, which only lets
/// [`Speller::spellings`] try a walk it need not).
fn letter_bit(letter: u8) -> u32 {
    1 << (letter % 32)
}

fn sorted(mut cells: Vec<usize>) -> Vec<usize> {
    cells.sort_unstable();
    cells
}

/// Shuffles `items` (Fisher–Yates), drawing fixed-width numbers so every platform agrees.
pub(crate) fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i as u64) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use mazes::Size;

    #[test]
    fn filler_never_spells_a_second_copy_of_a_placed_word() {
        for seed in 0..60 {
            let size = Size::new(4 + (seed % 8) as u32, 4 + (seed % 5) as u32);
            let config = Config {
                size,
                ..Config::new(seed)
            };
            let board = Board::generate(&config, &Dictionary::english()).unwrap();
            let grid = board.grid();
            let mut speller = Speller::new(grid, board.letters().to_vec());
            for word in board.placed() {
                let own = sorted(word.cells.iter().map(|&at| grid.index(at)).collect());
                for copy in speller.spellings(word.text.as_bytes()) {
                    let copy = sorted(copy);
                    if copy != own {
                        assert!(
                            copy.iter().all(|&cell| board.is_on_word(grid.pos(cell))),
                            "seed {seed}: {} spelled again through filler at {copy:?}",
                            word.text
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_tree_has_one_route_and_a_bypass_gives_it_a_second() {
        for seed in 0..30 {
            let mut rng = mazes::rng_from_seed(seed);
            let size = Size::new(3 + (seed % 6) as u32, 3 + (seed % 4) as u32);
            let mut grid = mazes::Algorithm::Kruskal
                .generate(size, mazes::Wrap::None, &mut rng)
                .unwrap();
            let (start, end) = (Pos::new(0, 0), Pos::new(size.width - 1, size.height - 1));
            assert!(!has_second_route(&grid, start, end));
            assert!(open_bypass(&mut grid, start, end, &mut rng));
            assert!(has_second_route(&grid, start, end));
            // A second route means some step of the shortest one can be done without.
            let route: Vec<Pos> = mazes::solve::bfs(&grid, start, end)
                .unwrap()
                .cells(&grid)
                .collect();
            let avoidable = route.windows(2).any(|step| {
                let mut cut = grid.clone();
                let dir = grid.direction_to(step[0], step[1]).unwrap();
                cut.wall_up(step[0], dir).unwrap();
                mazes::solve::bfs(&cut, start, end).is_some()
            });
            assert!(avoidable, "seed {seed}");
        }
    }
}
