//! How good a position is for one player, as the deep searches see it at their horizon.
//!
//! Each player's *standing* counts what decides the race: relics collected (the corner counts
//! as one more), then how near the next goal is in turns. The player to move is weighed by
//! how many of its slides bring its goal within reach this very turn (the exact one-turn
//! search medium starts with); the others, whose turns come after boards the rest will change,
//! by whether their goal is reachable from where they stand now, else by how far the nearest
//! tile they can reach is from it. A position's value for the searching player is its own
//! standing less the best rival's: the leader is the threat.

use super::position::{FLOATING, Geometry, Place, Position, Slide, Tiles, bit};

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
    let rivals = position
        .rivals(me)
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
        let ways = ways(position, geometry, here, goal, WAYS_COUNTED);
        if ways > 0 {
            return points + weights.in_reach + weights.way * ways;
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

/// How many slides the player to move can make that bring tiles `from` to `goal`, counted up
/// to `cap` (the count stops there).
///
/// Each insertion is first tried with the floating tile open on all four sides and with it
/// closed on all four: every look of the real tile opens no more than the first and no less
/// than the second, so where both agree they answer for every look, and only the rest are
/// tried one by one.
pub(crate) fn ways(
    position: &Position,
    geometry: &Geometry,
    from: Tiles,
    goal: Place,
    cap: i32,
) -> i32 {
    let floating = position.walls.floating;
    let looks = position.walls.orientations().count() as i32;
    let mut count = 0;
    for insertion in 0..geometry.insertions.len() as u8 {
        if count >= cap {
            return cap;
        }
        if !position.allows(geometry, insertion) {
            continue;
        }
        let in_reach = |sides: u8, rotations: u8| {
            let mut walls = position.walls;
            walls.floating = sides;
            let slide = Slide {
                rotations,
                insertion,
            };
            let (tiles, goal) =
                super::position::slide_solo(&mut walls, geometry, slide, from, goal);
            goal != FLOATING && walls.reach(geometry, tiles) & bit(usize::from(goal)) != 0
        };
        count += if !in_reach(0b1111, 0) {
            0
        } else if in_reach(0, 0) {
            looks
        } else {
            let works = position
                .walls
                .orientations()
                .filter(|&r| in_reach(floating, r));
            works.count() as i32
        };
    }
    count.min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::computer::position::{members, slide_solo};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    /// Every slide tried on its own, as the rules list them.
    fn ways_one_by_one(position: &Position, geometry: &Geometry, from: Tiles, goal: Place) -> i32 {
        let mut count = 0;
        for slide in position.slides(geometry) {
            let mut walls = position.walls;
            let (tiles, goal) = slide_solo(&mut walls, geometry, slide, from, goal);
            if goal != FLOATING && walls.reach(geometry, tiles) & bit(usize::from(goal)) != 0 {
                count += 1;
            }
        }
        count
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Counting by the open and closed tile's bounds finds what trying every slide finds,
        /// from any tile to any goal (the floating tile's place included), up to any cap.
        #[test]
        fn ways_agree_with_every_slide_tried(seed in any::<u64>(), side in prop::sample::select(vec![3usize, 5, 7, 9]), turns in 0usize..30) {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let game = Game::new(crate::random_board(side, side, 1, &mut rng).unwrap());
            let geometry = Geometry::of(&game);
            let mut position = Position::of(&game, &geometry).unwrap();
            for _ in 0..turns {
                let slides: Vec<Slide> = position.slides(&geometry).collect();
                let slide = slides[rng.random_range(0..slides.len())];
                if !position.slide(&geometry, slide) {
                    let reach: Vec<Place> = members(position.reach(&geometry)).collect();
                    position.arrive(&geometry, reach[rng.random_range(0..reach.len())]);
                }
                if position.winner.is_some() {
                    return Ok(());
                }
            }
            let tiles = side * side;
            let from = bit(rng.random_range(0..tiles));
            for goal in (0..tiles as u8).chain([FLOATING]) {
                let all = ways_one_by_one(&position, &geometry, from, goal);
                for cap in [1, 12, 48] {
                    prop_assert_eq!(ways(&position, &geometry, from, goal, cap), all.min(cap));
                }
            }
        }
    }
}
