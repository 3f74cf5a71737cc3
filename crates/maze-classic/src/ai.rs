//! The computer player: how it chooses its next step at each difficulty.
//!
//! The levels differ in what they know, not only in how they search:
//! - easy follows the wall on its right hand, knowing nothing of the map;
//! - medium knows only where the exit is and where it has been: it explores, taking the
//!   unexplored passage that points most towards the exit and walking back out of dead ends
//!   (Trémaux's method), so every dead end it tries costs it moves;
//! - hard knows the map and walks a shortest path.
//!
//! A regenerated maze is a new, unknown maze: the medium AI forgets what it explored, the hard
//! one plans again.

use maze::{Direction, Grid, Maze, Pos};

use crate::AiLevel;
use crate::cells::CellSet;

/// The AI's memory between moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ai {
    level: AiLevel,
    /// The way it faces, for the wall follower.
    heading: Direction,
    /// Steps still to take, the next one last, so that taking it is a pop (hard).
    plan: Vec<Direction>,
    /// Where it has been, and the way back (medium).
    memory: Memory,
}

/// The medium AI's memory of the maze it explores.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Memory {
    /// The cells visited. Empty until it first moves.
    pub(crate) visited: CellSet,
    /// The steps that led from where it began to where it is, undone to leave a dead end.
    pub(crate) trail: Vec<Direction>,
}

impl Memory {
    fn seen(&self, grid: &Grid, pos: Pos) -> bool {
        self.visited.contains(grid, pos)
    }

    fn see(&mut self, grid: &Grid, pos: Pos) {
        self.visited.insert(grid, pos);
    }
}

impl Ai {
    /// An AI of `level` facing `heading`, with `plan` (next step first) still to take and
    /// `memory` of what it explored.
    pub(crate) fn new(
        level: AiLevel,
        heading: Direction,
        mut plan: Vec<Direction>,
        memory: Memory,
    ) -> Ai {
        plan.reverse();
        Ai {
            level,
            heading,
            plan,
            memory,
        }
    }

    /// What it remembers of the maze (the medium AI).
    pub(crate) fn memory(&self) -> &Memory {
        &self.memory
    }

    /// Its difficulty.
    pub(crate) fn level(&self) -> AiLevel {
        self.level
    }

    /// The way it faces.
    pub(crate) fn heading(&self) -> Direction {
        self.heading
    }

    /// The steps it intends to take, next first (empty for the wall follower).
    pub(crate) fn plan(&self) -> impl Iterator<Item = Direction> + '_ {
        self.plan.iter().rev().copied()
    }

    /// Forgets its plan and what it explored, after the maze changed.
    pub(crate) fn replan(&mut self) {
        self.plan.clear();
        self.memory = Memory::default();
    }

    /// The next step from `at` towards `goal`, or `None` if it cannot move at all.
    pub(crate) fn next_step(&mut self, grid: &Grid, at: Pos, goal: Pos) -> Option<Direction> {
        match self.level {
            AiLevel::Easy => self.follow_wall(grid, at),
            AiLevel::Medium => self.explore(grid, at, goal),
            AiLevel::Hard => {
                let still_good = self.plan.last().is_some_and(|&d| grid.is_open(at, d));
                if !still_good {
                    self.plan = maze::solve::bfs(grid, at, goal)
                        .map(|p| p.steps().iter().rev().copied().collect())
                        .unwrap_or_default();
                }
                self.plan.pop()
            }
        }
    }

    /// Trémaux's exploration: the unexplored passage that points most towards the exit (ties in
    /// the order north, east, south, west), else a step back along the trail.
    fn explore(&mut self, grid: &Grid, at: Pos, goal: Pos) -> Option<Direction> {
        self.memory.see(grid, at);
        let distance = |p: Pos| p.x.abs_diff(goal.x) + p.y.abs_diff(goal.y);
        let onward = grid
            .open_directions(at)
            .filter_map(|d| Some((d, grid.neighbor(at, d)?)))
            .filter(|&(_, next)| !self.memory.seen(grid, next))
            .min_by_key(|&(d, next)| (distance(next), d.index()));
        match onward {
            Some((dir, next)) => {
                self.memory.see(grid, next);
                self.memory.trail.push(dir);
                Some(dir)
            }
            None => self.memory.trail.pop().map(Direction::opposite),
        }
    }

    /// The right-hand rule: turn right if open, else straight, else left, else back.
    fn follow_wall(&mut self, grid: &Grid, at: Pos) -> Option<Direction> {
        let ahead = self.heading.index();
        let dir = [1, 0, 3, 2]
            .into_iter()
            .map(|turn| Direction::from_index(ahead + turn))
            .find(|&d| grid.is_open(at, d))?;
        self.heading = dir;
        Some(dir)
    }
}

/// The moves the computer player of `level` takes alone through `maze`, from its start to its
/// goal, facing in through the start's door (as in a game): what the levels cost on a maze,
/// for measuring how hard mazes are. `None` if the maze lacks a start or a goal, or the
/// player has not arrived after four moves a cell (it always arrives on a perfect maze).
///
/// ```
/// use maze_classic::{AiLevel, solo_moves};
///
/// let maze = maze::MazeBuilder::new(maze::Size::new(12, 12)).seed(2).build()?;
/// let shortest = maze::solve::bfs(maze.grid(), maze.start().unwrap(), maze.goal().unwrap()).unwrap();
/// assert_eq!(solo_moves(&maze, AiLevel::Hard), Some(shortest.len() as u64));
/// assert!(solo_moves(&maze, AiLevel::Medium) >= Some(shortest.len() as u64));
/// # Ok::<(), maze::BuildError>(())
/// ```
pub fn solo_moves(maze: &Maze, level: AiLevel) -> Option<u64> {
    let (entrance, exit) = maze.ends()?;
    let grid = maze.grid();
    let heading = entrance.door.map_or(Direction::South, Direction::opposite);
    let mut ai = Ai::new(level, heading, Vec::new(), Memory::default());
    let (mut at, goal) = (entrance.cell, exit.cell);
    for moves in 0..=4 * grid.cell_count() {
        if at == goal {
            return Some(moves);
        }
        at = grid.neighbor(at, ai.next_step(grid, at, goal)?)?;
    }
    None
}

#[cfg(test)]
mod tests {
    use maze::{Grid, Size, Wrap};

    use super::*;

    /// Three cells across, two down: from the top-left the exit at the bottom-right is reached
    /// by going down, while the way east, which looks as good, is a dead end.
    fn tempting_dead_end() -> Grid {
        let mut grid = Grid::new(Size::new(3, 2), Wrap::None).unwrap();
        for (pos, dir) in [
            (Pos::new(0, 0), Direction::East),
            (Pos::new(1, 0), Direction::East),
            (Pos::new(0, 0), Direction::South),
            (Pos::new(0, 1), Direction::East),
            (Pos::new(1, 1), Direction::East),
        ] {
            grid.carve(pos, dir).unwrap();
        }
        grid
    }

    fn walk(level: AiLevel, grid: &Grid) -> Vec<Direction> {
        let (mut at, goal) = (Pos::new(0, 0), Pos::new(2, 1));
        let mut ai = Ai::new(level, Direction::South, Vec::new(), Memory::default());
        let mut steps = Vec::new();
        while at != goal && steps.len() < 20 {
            let dir = ai.next_step(grid, at, goal).unwrap();
            at = grid.neighbor(at, dir).unwrap();
            steps.push(dir);
        }
        steps
    }

    #[test]
    fn every_level_arrives_alone_and_none_beats_the_shortest_path() {
        for seed in 0..200 {
            let maze = maze::MazeBuilder::new(Size::new(9, 7))
                .seed(seed)
                .openings(maze::Openings::Sides)
                .build()
                .unwrap();
            let hard = solo_moves(&maze, AiLevel::Hard).unwrap();
            for level in [AiLevel::Easy, AiLevel::Medium] {
                let moves = solo_moves(&maze, level).unwrap();
                // At most every passage there and back.
                assert!(moves >= hard && moves <= 2 * 62, "{level:?} {moves}");
            }
        }
    }

    #[test]
    fn the_levels_differ_in_what_they_know() {
        use Direction::{East as E, North as N, South as S, West as W};
        let grid = tempting_dead_end();
        // Hard knows the map; medium tries the dead end east first and walks back out of it.
        assert_eq!(walk(AiLevel::Hard, &grid), [S, E, E]);
        assert_eq!(walk(AiLevel::Medium, &grid), [E, E, W, W, S, E, E]);
        // Easy keeps its right hand on the wall, facing south: west is blocked, so south.
        let easy = walk(AiLevel::Easy, &grid);
        assert_eq!(easy.first(), Some(&S));
        assert!(!easy.contains(&N) || easy.len() > 3);
    }
}
