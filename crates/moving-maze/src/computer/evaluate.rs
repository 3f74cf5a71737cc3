//! How good a position is for one player, as the deep searches see it at their horizon.
//!
//! Each player's *standing* counts what decides the race: relics collected (the corner counts
//! as one more), then how near the next goal is in turns. The player to move is weighed by
//! how many of its slides bring its goal within reach this very turn (the exact one-turn
//! search medium starts with); the others, whose turns come after boards the rest will change,
//! by whether their goal is reachable from where they stand now, else by how far the nearest
//! tile they can reach is from it. A position's value for the searching player is its own
//! standing less the best rival's: the leader is the threat.

use super::position::{FLOATING, Geometry, Place, Position, Tiles, bit};

/// The weights of a standing, in points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Weights {
    /// A relic collected (or the corner reached with all of them).
    pub relic: i32,
    /// The player to move can reach its goal this turn.
    pub in_reach: i32,
    /// Each further slide that would bring the goal in reach (up to [`WAYS_COUNTED`]).
    pub way: i32,
    /// A player not to move can walk to its goal on the board as it stands.
    pub open: i32,
    /// Each step between the nearest tile a player can reach and its goal.
    pub step: i32,
}

/// Slides beyond this many bringing a goal in reach add nothing.
const WAYS_COUNTED: i32 = 12;

impl Weights {
    /// The weights the expert plays with (chosen by arena runs: docs/performance.md).
    pub const EXPERT: Weights = Weights {
        relic: 1000,
        in_reach: 600,
        way: 15,
        open: 250,
        step: 25,
    };
}

/// The value of `position` for player `me`: its standing less the best rival's.
pub(crate) fn value(position: &Position, geometry: &Geometry, me: usize, weights: &Weights) -> i32 {
    let rivals = (0..4)
        .filter(|&colour| colour != me)
        .map(|colour| standing(position, geometry, colour, weights))
        .max()
        .unwrap_or(0);
    standing(position, geometry, me, weights) - rivals
}

/// How far `colour` has come and how near its next goal is.
pub(crate) fn standing(
    position: &Position,
    geometry: &Geometry,
    colour: usize,
    weights: &Weights,
) -> i32 {
    let Some(goal) = position.goal(geometry, colour) else {
        return 0;
    };
    let mut points = weights.relic * i32::from(position.collected[colour]);
    let here = bit(usize::from(position.players[colour]));
    if colour == position.current {
        let ways = ways(position, geometry, here, goal);
        if ways > 0 {
            return points + weights.in_reach + weights.way * ways.min(WAYS_COUNTED);
        }
    }
    if goal == FLOATING {
        // Whoever slides next decides where it comes in: as far as half the board.
        return points - weights.step * geometry.width as i32 / 2;
    }
    let reach = position.walls.reach(geometry, here);
    if reach & bit(usize::from(goal)) != 0 {
        points += weights.open;
    } else {
        points -= weights.step * geometry.nearest(reach, goal).0 as i32;
    }
    points
}

/// How many slides the player to move can make that bring tiles `from` to `goal`.
pub(crate) fn ways(position: &Position, geometry: &Geometry, from: Tiles, goal: Place) -> i32 {
    let mut count = 0;
    for slide in position.slides(geometry) {
        let mut walls = position.walls;
        let (tiles, goal) = super::position::slide_solo(&mut walls, geometry, slide, from, goal);
        if goal != FLOATING && walls.reach(geometry, tiles) & bit(usize::from(goal)) != 0 {
            count += 1;
        }
    }
    count
}
