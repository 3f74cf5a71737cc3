//! The computer player: how it chooses its next step at each difficulty.

use maze::{Direction, Grid, Pos};
use serde::{Deserialize, Serialize};

use crate::AiLevel;

/// The AI's memory between moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ai {
    level: AiLevel,
    /// The way it faces, for the wall follower.
    heading: Direction,
    /// Steps still to take, next first, for the planners.
    plan: Vec<Direction>,
}

impl Ai {
    /// An AI of `level` facing `heading` (into the maze from its entrance).
    pub fn new(level: AiLevel, heading: Direction) -> Ai {
        Ai {
            level,
            heading,
            plan: Vec::new(),
        }
    }

    /// Its difficulty.
    pub fn level(&self) -> AiLevel {
        self.level
    }

    /// Forgets its plan, after the maze changed.
    pub fn replan(&mut self) {
        self.plan.clear();
    }

    /// The steps it intends to take, next first (empty for the wall follower).
    pub fn plan(&self) -> &[Direction] {
        &self.plan
    }

    /// The next step from `at` towards `goal`, or `None` if it cannot move at all.
    pub fn next_step(&mut self, grid: &Grid, at: Pos, goal: Pos) -> Option<Direction> {
        match self.level {
            AiLevel::Easy => self.follow_wall(grid, at),
            AiLevel::Medium | AiLevel::Hard => {
                let still_good = self.plan.first().is_some_and(|&d| grid.is_open(at, d));
                if !still_good {
                    let path = match self.level {
                        AiLevel::Medium => maze::solve::dfs(grid, at, goal),
                        _ => maze::solve::bfs(grid, at, goal),
                    };
                    self.plan = path.map(|p| p.steps().to_vec()).unwrap_or_default();
                }
                if self.plan.is_empty() {
                    return None;
                }
                Some(self.plan.remove(0))
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
