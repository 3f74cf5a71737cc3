//! The chain algorithm: follow a straight line to the goal, and go round each wall it crosses
//! with two wall-following robots.
//!
//! The guiding line is the staircase of cells closest to the straight line from the start to
//! the goal (each step east or west, or north or south, never doubling back), drawn through
//! walls. The walker follows it while the way along it is open. At a wall it sends two robots
//! from where it stands, one with its left hand on that wall and one with its right, a step
//! each in turn; the first to stand on the line again *nearer the goal* than where they set
//! off wins, and the walker goes the way it went. The maze is solved as a chain of small mazes,
//! one between each two points where the way meets the line.
//!
//! **What it promises.** In a maze that does not wrap it reaches the goal whenever the goal can
//! be reached, loops and islands included. The two sides of the wall that blocks the line
//! bound the same open region exactly when the cells on either side of it are joined; a robot
//! walks all round the connected wall it holds, so it comes to the far side, or to a later
//! point of the line where the line comes back into the region, and both robots come back to
//! where they began only when the rest of the line, the goal included, lies out of reach. On a
//! wrapping maze a wall can run round the maze without bounding a region, and a robot may
//! miss the line: it may answer `None` for a goal it could reach.
//!
//! It answers the way it walked with its detours cut out (see `walk.rs`): on a perfect maze the
//! one path. Each robot stops after walking round its wall once (it comes back to its first
//! step), so a race costs at most the length of that wall; the whole walk is short in practice
//! but not linear in the worst case. Memory: the way, the line, and the robots' routes.

use super::steps::SearchStep;
use super::walk::{Hand, Walk};
use super::{Path, endpoints};
use crate::watch::Watcher;
use crate::{direction::Direction, grid::Grid, pos::Pos};

/// The way the chain algorithm finds from `from` to `to`, or `None` if its robots find the
/// rest of the line out of reach.
pub(crate) fn chain<W: Watcher<SearchStep>>(
    grid: &Grid,
    from: Pos,
    to: Pos,
    watcher: &mut W,
) -> Option<Path> {
    let (start, _) = endpoints(grid, from, to)?;
    let line = Line::between(from, to);
    let mut way = Walk::new(grid, start, watcher);
    let mut at = 0;
    while at < line.last() {
        let ahead = line.direction(at);
        if grid.is_open_at(way.at(), ahead) {
            way.step(ahead.index(), watcher);
            at += 1;
            continue;
        }
        for dir in race(grid, &line, at, ahead, &mut way, watcher)? {
            way.step(dir.index(), watcher);
        }
        at = line.place(grid.pos(way.at()))?;
    }
    Some(way.into_path())
}

/// The guiding line: the cells from one point to another closest to the straight line between
/// them, each next to the one before.
struct Line {
    from: Pos,
    /// The step from each cell of the line to the next.
    steps: Vec<Direction>,
    /// Each step's cell, so that a cell's place is found from its coordinates.
    cells: Vec<Pos>,
}

impl Line {
    fn between(from: Pos, to: Pos) -> Line {
        let (dx, dy) = (to.x.abs_diff(from.x), to.y.abs_diff(from.y));
        let across = if to.x >= from.x {
            Direction::East
        } else {
            Direction::West
        };
        let down = if to.y >= from.y {
            Direction::South
        } else {
            Direction::North
        };
        let (mut xs, mut ys) = (0u64, 0u64);
        let mut steps = Vec::new();
        let mut cells = vec![from];
        let mut at = from;
        while xs < u64::from(dx) || ys < u64::from(dy) {
            // Step across while the middle of that step stays nearer the line than the middle
            // of a step down: (xs + ½)·dy < (ys + ½)·dx.
            let step_across = ys == u64::from(dy)
                || (xs < u64::from(dx)
                    && (2 * xs + 1) * u64::from(dy) < (2 * ys + 1) * u64::from(dx));
            let dir = if step_across { across } else { down };
            if step_across {
                xs += 1;
            } else {
                ys += 1;
            }
            at = neighbour(at, dir);
            steps.push(dir);
            cells.push(at);
        }
        Line { from, steps, cells }
    }

    /// The place of the goal on the line.
    fn last(&self) -> usize {
        self.steps.len()
    }

    /// The step from the line's cell at `place` to the next.
    fn direction(&self, place: usize) -> Direction {
        self.steps[place]
    }

    /// Where `pos` lies on the line, if it does: a line never doubles back, so a cell's place
    /// is its distance from the line's start.
    fn place(&self, pos: Pos) -> Option<usize> {
        let place = (pos.x.abs_diff(self.from.x) + pos.y.abs_diff(self.from.y)) as usize;
        (self.cells.get(place) == Some(&pos)).then_some(place)
    }
}

/// The cell next to `at` towards `dir`, on a line that stays between two cells of the grid.
fn neighbour(at: Pos, dir: Direction) -> Pos {
    match dir {
        Direction::North => Pos::new(at.x, at.y - 1),
        Direction::South => Pos::new(at.x, at.y + 1),
        Direction::East => Pos::new(at.x + 1, at.y),
        Direction::West => Pos::new(at.x - 1, at.y),
    }
}

/// A robot walking with one hand on a wall.
struct Robot {
    hand: Hand,
    at: usize,
    heading: Direction,
    /// Its first step (where it went, and which way): coming to it again, it has been all round
    /// its wall.
    first: Option<(usize, Direction)>,
    route: Vec<Direction>,
    done: bool,
}

impl Robot {
    /// A robot at `at` facing the wall towards `wall`, turning so that the wall is at `hand`.
    fn new(at: usize, wall: Direction, hand: Hand) -> Robot {
        Robot {
            hand,
            at,
            heading: hand.tries(wall)[2].0,
            first: None,
            route: Vec::new(),
            done: false,
        }
    }

    /// One step along the wall: the cell it comes to, or `None` (and done) once it is back at
    /// its first step or cannot move.
    fn step(&mut self, grid: &Grid) -> Option<usize> {
        let Some((dir, _)) = self
            .hand
            .tries(self.heading)
            .into_iter()
            .find(|&(dir, _)| grid.is_open_at(self.at, dir))
        else {
            self.done = true;
            return None;
        };
        let next = grid.through(self.at, dir);
        match self.first {
            Some(first) if first == (next, dir) => {
                self.done = true;
                return None;
            }
            Some(_) => {}
            None => self.first = Some((next, dir)),
        }
        self.at = next;
        self.heading = dir;
        self.route.push(dir);
        Some(next)
    }
}

/// Sends two robots from where the walker stands, at `place` on the line, along the wall
/// towards `wall`: the route of the first to stand on the line nearer its end, or `None` if
/// both come round without. `way` is told of the cells they find.
fn race<W: Watcher<SearchStep>>(
    grid: &Grid,
    line: &Line,
    place: usize,
    wall: Direction,
    way: &mut Walk<'_, Grid>,
    watcher: &mut W,
) -> Option<Vec<Direction>> {
    let mut robots = [Hand::Left, Hand::Right].map(|hand| Robot::new(way.at(), wall, hand));
    while robots.iter().any(|robot| !robot.done) {
        for robot in &mut robots {
            if robot.done {
                continue;
            }
            let Some(cell) = robot.step(grid) else {
                continue;
            };
            way.scout(cell, watcher);
            if line.place(grid.pos(cell)).is_some_and(|p| p > place) {
                return Some(std::mem::take(&mut robot.route));
            }
        }
    }
    None
}
