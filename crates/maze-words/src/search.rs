//! The three searches of the seed, each giving its path and the order it explored cells in,
//! so that a front end can replay the search cell by cell.

use mazes::solve::{SearchStep, Solver};
use mazes::{Path, Pos};

use crate::board::{Board, SEED_ORDER};

/// What a cell on a placed word costs Dijkstra's search to enter.
pub const WORD_CELL_COST: u32 = 1;
/// What any other cell costs: twice a word cell, so the search bends towards words.
pub const OTHER_CELL_COST: u32 = 2;

maze_named::named! {
    /// A search from the start to the end of a board.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Search("search") {
        /// Breadth-first: a shortest path.
        Bfs = "bfs",
        /// Depth-first, trying neighbours in the seed's order (up, left, right, down): the first
        /// path found.
        Dfs = "dfs",
        /// Dijkstra's, where cells on placed words cost half what other cells cost: the cheapest
        /// path, which takes a detour through words when they save enough.
        Dijkstra = "dijkstra",
    }
}

impl Search {
    /// The name people write: BFS, DFS, Dijkstra.
    pub const fn label(self) -> &'static str {
        match self {
            Search::Bfs => "BFS",
            Search::Dfs => "DFS",
            Search::Dijkstra => "Dijkstra",
        }
    }
}

/// A search's result: the cells in the order it explored them, and the path it found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Trace {
    /// Which search ran.
    pub search: Search,
    /// Every cell it explored, once each, in order.
    pub explored: Vec<Pos>,
    /// Its path from the start to the end, both included.
    pub path: Vec<Pos>,
}

/// Runs `search` from the board's start to its end.
///
/// ```
/// use maze_words::{Board, Config, Dictionary, Search, trace};
///
/// let board = Board::generate(&Config::new(1), &Dictionary::english())?;
/// let bfs = trace(&board, Search::Bfs);
/// let dfs = trace(&board, Search::Dfs);
/// assert!(bfs.path.len() <= dfs.path.len());
/// assert_eq!(bfs.explored[0], board.start());
/// # Ok::<(), maze_words::ConfigError>(())
/// ```
pub fn trace(board: &Board, search: Search) -> Trace {
    let grid = board.grid();
    let (from, to) = (board.start(), board.end());
    let mut explored = Vec::new();
    let mut watch = |step| {
        if let SearchStep::Explore(at) = step {
            explored.push(grid.pos(at));
        }
    };
    let path = match search {
        Search::Bfs => Solver::Bfs.search(grid, from, to, &mut watch),
        Search::Dfs => mazes::solve::dfs_ordered(grid, from, to, SEED_ORDER, &mut watch),
        Search::Dijkstra => {
            let weights: Vec<u32> = grid
                .cells()
                .map(|at| {
                    if board.is_on_word(at) {
                        WORD_CELL_COST
                    } else {
                        OTHER_CELL_COST
                    }
                })
                .collect();
            mazes::solve::dijkstra_watched(grid, &weights, from, to, &mut watch)
                .ok()
                .flatten()
                .map(|(path, _)| path)
        }
    };
    Trace {
        search,
        explored,
        path: path.map(|path| cells(board, &path)).unwrap_or_default(),
    }
}

/// The cells of `path`, its start first.
pub(crate) fn cells(board: &Board, path: &Path) -> Vec<Pos> {
    path.cells(board.grid()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Config, Dictionary};
    use mazes::Size;

    fn is_walk(board: &Board, path: &[Pos]) -> bool {
        let simple = {
            let mut cells = path.to_vec();
            cells.sort();
            cells.dedup();
            cells.len() == path.len()
        };
        simple
            && path.first() == Some(&board.start())
            && path.last() == Some(&board.end())
            && path
                .windows(2)
                .all(|pair| board.passages(pair[0]).any(|(_, next)| next == pair[1]))
    }

    #[test]
    fn every_search_finds_a_simple_walk_and_bfs_a_shortest_one() {
        for seed in 0..50 {
            let size = Size::new(3 + (seed % 10) as u32, 3 + (seed % 6) as u32);
            let board = Board::generate(
                &Config {
                    size,
                    ..Config::new(seed)
                },
                &Dictionary::english(),
            )
            .unwrap();
            let grid = board.grid();
            let shortest =
                mazes::solve::distances(&mazes::Maze::new(grid.clone()), grid.index(board.start()))
                    .get(grid.index(board.end()))
                    .unwrap();
            for search in Search::ALL {
                let trace = trace(&board, search);
                assert!(is_walk(&board, &trace.path), "seed {seed} {search}");
                let mut explored = trace.explored.clone();
                explored.sort();
                explored.dedup();
                assert_eq!(
                    explored.len(),
                    trace.explored.len(),
                    "{search} explores a cell twice"
                );
                assert!(trace.path.iter().all(|at| trace.explored.contains(at)));
                if search == Search::Bfs {
                    assert_eq!(trace.path.len(), shortest as usize + 1);
                }
            }
        }
    }

    #[test]
    fn dfs_tries_up_left_right_down() {
        // The seed's order shows on the first step out of a cell with passages every way.
        let board = Board::generate(&Config::new(4), &Dictionary::english()).unwrap();
        let trace = trace(&board, Search::Dfs);
        let first = board.passages(board.start()).next().unwrap().1;
        assert_eq!(trace.explored[1], first);
    }

    #[test]
    fn names_parse_in_any_case() {
        assert_eq!("DFS".parse(), Ok(Search::Dfs));
        assert_eq!(
            "astar".parse::<Search>().unwrap_err().to_string(),
            "unknown search \"astar\": expected bfs, dfs or dijkstra"
        );
    }
}
