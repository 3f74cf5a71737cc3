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

use mazes::Maze;

use crate::AiLevel;
use crate::cells::CellSet;

/// The AI's memory between moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ai {
    level: AiLevel,
    /// The side of its cell it came in by: the wall follower keeps its right hand on the wall
    /// from there (on squares, facing away from it).
    entered: usize,
    /// Cells still to walk, the next one last, so that taking it is a pop (hard).
    plan: Vec<usize>,
    /// Where it has been, and the way back (medium).
    memory: Memory,
}

/// The medium AI's memory of the maze it explores.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Memory {
    /// The cells visited. Empty until it first moves.
    pub(crate) visited: CellSet,
    /// The cells it came through, from where it began exploring, the last the one it came
    /// from: walked back to leave a dead end.
    pub(crate) trail: Vec<usize>,
}

impl Ai {
    /// An AI of `level` that came in by side `entered`, with `plan` (next cell first) still to
    /// walk and `memory` of what it explored.
    pub(crate) fn new(level: AiLevel, entered: usize, mut plan: Vec<usize>, memory: Memory) -> Ai {
        plan.reverse();
        Ai {
            level,
            entered,
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

    /// The side it came in by.
    pub(crate) fn entered(&self) -> usize {
        self.entered
    }

    /// The cells it intends to walk, next first (empty but for the hard AI).
    pub(crate) fn plan(&self) -> impl Iterator<Item = usize> + '_ {
        self.plan.iter().rev().copied()
    }

    /// Forgets its plan and what it explored, after the maze changed.
    pub(crate) fn replan(&mut self) {
        self.plan.clear();
        self.memory = Memory::default();
    }

    /// The side of `at` to step through next towards `goal`, or `None` if it cannot move at
    /// all. It remembers the side it will come in by.
    pub(crate) fn next_step(&mut self, maze: &Maze, at: usize, goal: usize) -> Option<usize> {
        let side = match self.level {
            AiLevel::Easy => self.follow_wall(maze, at),
            AiLevel::Medium => self.explore(maze, at, goal),
            AiLevel::Hard => {
                let next = self.plan.last().copied();
                if next.and_then(|n| side_to(maze, at, n)).is_none() {
                    self.plan = mazes::solve::shortest_way(maze, at, goal)
                        .map(|cells| cells.into_iter().skip(1).rev().collect())
                        .unwrap_or_default();
                }
                let next = self.plan.pop()?;
                side_to(maze, at, next)
            }
        }?;
        self.entered = back_side(maze, at, side)?;
        Some(side)
    }

    /// Trémaux's exploration: the unexplored passage whose cell lies nearest the exit, along
    /// the picture's axes (ties to the first side), else a step back along the trail.
    fn explore(&mut self, maze: &Maze, at: usize, goal: usize) -> Option<usize> {
        let len = maze.cell_count();
        self.memory.visited.insert(len, at);
        let target = maze.centre(goal);
        let distance = |cell: usize| {
            let p = maze.centre(cell);
            (p.x - target.x).abs() + (p.y - target.y).abs()
        };
        let onward = (0..maze.side_count(at))
            .filter(|&side| maze.is_open_side(at, side))
            .filter_map(|side| Some((side, maze.across(at, side)?)))
            .filter(|&(_, next)| !self.memory.visited.contains(next))
            .min_by(|a, b| distance(a.1).total_cmp(&distance(b.1)).then(a.0.cmp(&b.0)));
        match onward {
            Some((side, next)) => {
                self.memory.visited.insert(len, next);
                self.memory.trail.push(at);
                Some(side)
            }
            None => {
                let back = self.memory.trail.pop()?;
                side_to(maze, at, back)
            }
        }
    }

    /// The right-hand rule: from the side it came in by, the first open side anticlockwise
    /// (on squares: right if open, else straight, else left, else back).
    fn follow_wall(&self, maze: &Maze, at: usize) -> Option<usize> {
        let sides = maze.side_count(at);
        (1..=sides)
            .map(|turn| (self.entered + sides * 2 - turn) % sides)
            .find(|&side| maze.is_open_side(at, side))
    }
}

/// The side of `at` with an open passage to `next`, if they are joined.
pub(crate) fn side_to(maze: &Maze, at: usize, next: usize) -> Option<usize> {
    (0..maze.side_count(at))
        .find(|&side| maze.across(at, side) == Some(next) && maze.is_open_side(at, side))
}

/// The side by which a step from `at` through `side` comes into the cell beyond.
pub(crate) fn back_side(maze: &Maze, at: usize, side: usize) -> Option<usize> {
    maze.back_side(at, side)
}

/// The side a racer coming in at `cell` from outside enters by: its door, else its first side.
pub(crate) fn entry_side(maze: &Maze, cell: usize) -> usize {
    maze.door(cell).unwrap_or(0)
}

/// The moves the computer player of `level` takes alone through `maze`, from its start to its
/// goal, coming in through the start's door (as in a game): what the levels cost on a maze,
/// for measuring how hard mazes are. `None` if the maze has no ends or the player has not
/// arrived after four moves a cell (it always arrives on a perfect maze).
///
/// ```
/// use maze_classic::{AiLevel, solo_moves};
///
/// let maze = mazes::MazeBuilder::new(mazes::Size::new(12, 12)).seed(2).build()?;
/// let (start, goal) = maze.ends().unwrap();
/// let shortest = mazes::solve::shortest_way(&maze, start, goal).unwrap();
/// assert_eq!(solo_moves(&maze, AiLevel::Hard), Some(shortest.len() as u64 - 1));
/// assert!(solo_moves(&maze, AiLevel::Medium) >= Some(shortest.len() as u64 - 1));
/// # Ok::<(), mazes::BuildError>(())
/// ```
pub fn solo_moves(maze: &Maze, level: AiLevel) -> Option<u64> {
    let (mut at, goal) = maze.ends()?;
    let mut ai = Ai::new(level, entry_side(maze, at), Vec::new(), Memory::default());
    for moves in 0..=4 * maze.cell_count() as u64 {
        if at == goal {
            return Some(moves);
        }
        let side = ai.next_step(maze, at, goal)?;
        at = maze.across(at, side)?;
    }
    None
}

#[cfg(test)]
mod tests {
    use mazes::{Direction, Grid, Pos, Size, Wrap};

    use super::*;

    /// Three cells across, two down: from the top-left the exit at the bottom-right is reached
    /// by going down, while the way east, which looks as good, is a dead end.
    fn tempting_dead_end() -> Maze {
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
        mazes::Maze::new(grid)
    }

    /// The sides the AI of `level` steps through from the top-left to the bottom-right,
    /// having come in from the north.
    fn walk(level: AiLevel, maze: &Maze) -> Vec<usize> {
        let (mut at, goal) = (0, 5);
        let mut ai = Ai::new(level, 0, Vec::new(), Memory::default());
        let mut steps = Vec::new();
        while at != goal && steps.len() < 20 {
            let side = ai.next_step(maze, at, goal).unwrap();
            at = maze.across(at, side).unwrap();
            steps.push(side);
        }
        steps
    }

    #[test]
    fn every_level_arrives_alone_and_none_beats_the_shortest_path() {
        for seed in 0..200 {
            let maze = mazes::MazeBuilder::new(Size::new(9, 7))
                .seed(seed)
                .openings(mazes::Openings::Sides)
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

    /// On hexagons, triangles, polar rings, octagons, levels and a weave, every level arrives,
    /// none sooner than the shortest way.
    #[test]
    fn every_level_arrives_on_every_shape() {
        use mazes::MazeBuilder;
        use mazes::shape::{Lattice, Shape};
        let size = Size::new(9, 7);
        let shapes = [
            Shape::hex(size),
            Shape::triangle(size),
            Shape::polar(5),
            Shape::upsilon(size),
            Shape::levels(Shape::hex(size), 3),
        ];
        for seed in 0..20 {
            let mut mazes: Vec<Maze> = shapes
                .iter()
                .map(|shape| {
                    let lattice = Lattice::new(shape.clone()).unwrap();
                    Maze::generate(lattice, mazes::Algorithm::Wilson, seed).unwrap()
                })
                .collect();
            let woven = MazeBuilder::of_shape(Shape::square(size))
                .weave(1.0)
                .seed(seed)
                .build();
            mazes.push(woven.unwrap());
            for maze in &mazes {
                let hard = solo_moves(maze, AiLevel::Hard).unwrap();
                let passages = maze.passage_count();
                for level in [AiLevel::Easy, AiLevel::Medium] {
                    let moves = solo_moves(maze, level).unwrap();
                    assert!(moves >= hard && moves <= 2 * passages, "{level:?} {moves}");
                }
            }
        }
    }

    #[test]
    fn the_levels_differ_in_what_they_know() {
        let (north, east, south, west) = (0, 1, 2, 3);
        let maze = tempting_dead_end();
        // Hard knows the map; medium tries the dead end east first and walks back out of it.
        assert_eq!(walk(AiLevel::Hard, &maze), [south, east, east]);
        assert_eq!(
            walk(AiLevel::Medium, &maze),
            [east, east, west, west, south, east, east]
        );
        // Easy keeps its right hand on the wall, come in from the north: west is blocked, so
        // south.
        let easy = walk(AiLevel::Easy, &maze);
        assert_eq!(easy.first(), Some(&south));
        assert!(!easy.contains(&north) || easy.len() > 3);
    }
}
