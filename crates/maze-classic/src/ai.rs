//! The computer player: how it chooses its next step at each difficulty.

use maze::{Direction, Grid, Pos};

use crate::AiLevel;

/// The AI's memory between moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ai {
    level: AiLevel,
    /// The way it faces, for the wall follower.
    heading: Direction,
    /// Steps still to take, the next one last, so that taking it is a pop.
    plan: Vec<Direction>,
}

impl Ai {
    /// An AI of `level` facing `heading`, with `plan` (next step first) still to take.
    pub(crate) fn new(level: AiLevel, heading: Direction, mut plan: Vec<Direction>) -> Ai {
        plan.reverse();
        Ai {
            level,
            heading,
            plan,
        }
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

    /// Forgets its plan, after the maze changed.
    pub(crate) fn replan(&mut self) {
        self.plan.clear();
    }

    /// The next step from `at` towards `goal`, or `None` if it cannot move at all.
    pub(crate) fn next_step(&mut self, grid: &Grid, at: Pos, goal: Pos) -> Option<Direction> {
        match self.level {
            AiLevel::Easy => self.follow_wall(grid, at),
            AiLevel::Medium | AiLevel::Hard => {
                let still_good = self.plan.last().is_some_and(|&d| grid.is_open(at, d));
                if !still_good {
                    let path = match self.level {
                        AiLevel::Medium => maze::solve::dfs(grid, at, goal),
                        _ => maze::solve::bfs(grid, at, goal),
                    };
                    self.plan = path
                        .map(|p| p.steps().iter().rev().copied().collect())
                        .unwrap_or_default();
                }
                self.plan.pop()
            }
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
