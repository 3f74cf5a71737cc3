//! Hard's search over all four players: max-n, one round deep, with each rival's turn cut to
//! the reply it would most likely make.
//!
//! Every turn hard can play (each look of the floating tile, each slide, each tile it can walk
//! to) is followed by the three rivals' replies, each the best single turn for that rival
//! (it takes its relic when it can, else walks nearest it). Hard then scores the position at
//! its own next turn: relics it gained, relics the rivals gained, and — the part single-player
//! searches cannot see — in how many ways the board the rivals leave lets it reach its goal in
//! that next turn. So it collects when it can, sets up the next relic where the rivals' slides
//! are least likely to undo it, and takes a rival's relic out of reach when that costs nothing.

use std::time::Instant;

use super::evaluate::ways;
use super::position::{FLOATING, Geometry, Place, Position, Slide, bit, members};

/// Where the search must stop: a clock, a count of positions, or both.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Limits {
    /// Stop choosing once this moment has passed.
    pub deadline: Option<Instant>,
    /// Stop after evaluating this many of hard's own turns (deterministic).
    pub turns: Option<u32>,
}

/// Hard's turn, or `None` when the player has no goal (a game without relics).
pub(crate) fn choose(
    position: &Position,
    geometry: &Geometry,
    limits: Limits,
) -> Option<(Slide, Place)> {
    let me = position.current;
    position.goal(geometry, me)?;
    let mut best: Option<(i64, Slide, Place)> = None;
    for (evaluated, (slide, destination)) in (0u32..).zip(turns(position, geometry)) {
        let out_of_time = limits.deadline.is_some_and(|d| Instant::now() >= d);
        let out_of_turns = limits.turns.is_some_and(|t| evaluated >= t);
        if best.is_some() && (out_of_time || out_of_turns) {
            break;
        }
        let score = score(position, geometry, slide, destination);
        if best.is_none_or(|(s, _, _)| score > s) {
            best = Some((score, slide, destination));
        }
    }
    best.map(|(_, slide, destination)| (slide, destination))
}

/// Every turn the player to move can make, the most promising first (collecting, then the
/// tiles nearest its goal), so that a search cut short has seen the likeliest.
fn turns(position: &Position, geometry: &Geometry) -> Vec<(Slide, Place)> {
    let me = position.current;
    let mut all = Vec::new();
    for slide in position.slides(geometry) {
        let mut next = *position;
        if next.slide(geometry, slide) {
            all.push((0, slide, next.players[me]));
            continue;
        }
        let goal = next.goal(geometry, me).unwrap_or(FLOATING);
        for tile in members(next.reach(geometry)) {
            all.push((distance(geometry, tile, goal) + 1, slide, tile));
        }
    }
    all.sort_by_key(|&(distance, _, _)| distance);
    all.into_iter()
        .map(|(_, slide, tile)| (slide, tile))
        .collect()
}

/// How far `tile` is from `goal` on the board (a floating goal counts as the board's width).
fn distance(geometry: &Geometry, tile: Place, goal: Place) -> usize {
    if goal == FLOATING {
        geometry.width
    } else {
        geometry.distance(tile, goal)
    }
}

/// Plays the turn, then the rivals' replies, and scores what hard faces at its next turn.
pub(super) fn score(
    position: &Position,
    geometry: &Geometry,
    slide: Slide,
    destination: Place,
) -> i64 {
    let me = position.current;
    let mut next = *position;
    play(&mut next, geometry, slide, destination);
    if next.winner == Some(me) {
        return i64::MAX;
    }
    let mine = i64::from(next.collected[me] - position.collected[me]);
    // The ways on as the board stands after this turn, in case the rivals play otherwise.
    let (ways_now, _) = ways_for(&next, geometry, me);
    for _ in next.rivals(me) {
        if next.winner.is_some() {
            break;
        }
        if let Some((slide, destination)) = reply(&next, geometry) {
            play(&mut next, geometry, slide, destination);
        } else {
            next.current = next.after(next.current);
        }
    }
    if next.winner.is_some() {
        return -1_000_000;
    }
    let gained = |colour: usize| i64::from(next.collected[colour] - position.collected[colour]);
    let rivals: i64 = next.rivals(me).map(gained).sum();
    // A relic the rivals' predicted slides would carry it onto is worth less than one in hand.
    let mut score =
        1000 * mine + 400 * (gained(me) - mine) - 150 * rivals + 6 * i64::from(ways_now);
    let (ways, goal) = ways_for(&next, geometry, me);
    score += if ways > 0 {
        200 + 5 * i64::from(ways)
    } else if super::solo::plan(&next, geometry, 2).is_some() {
        50
    } else {
        -10 * distance(geometry, next.players[me], goal) as i64
    };
    score
}

/// Slides beyond this many bringing a goal in reach add nothing to a score.
const WAYS_COUNTED: i32 = 20;

/// How many slides (up to [`WAYS_COUNTED`]) bring `colour`'s goal in its reach, and the goal.
fn ways_for(position: &Position, geometry: &Geometry, colour: usize) -> (i32, Place) {
    let goal = position.goal(geometry, colour).unwrap_or(FLOATING);
    let here = bit(usize::from(position.players[colour]));
    (ways(position, geometry, here, goal, WAYS_COUNTED), goal)
}

/// Plays a whole turn for the player to move.
fn play(position: &mut Position, geometry: &Geometry, slide: Slide, destination: Place) {
    if !position.slide(geometry, slide) {
        position.arrive(geometry, destination);
    }
}

/// A rival's likeliest turn: its relic when some slide brings it in reach (the first such),
/// else the slide and tile that leave it nearest (the first such). Only the walls, the rival
/// and its goal are slid while choosing (a slide that carries it onto its relic brings the
/// relic in reach).
///
/// An insertion with the floating tile open on all four sides reaches at least as far as with
/// any look of the real tile, so once a slide has left the rival some distance away, every
/// look of an insertion whose open tile gets no nearer is passed over untried.
pub(super) fn reply(position: &Position, geometry: &Geometry) -> Option<(Slide, Place)> {
    let me = position.current;
    let goal = position.goal(geometry, me)?;
    let here = bit(usize::from(position.players[me]));
    let slid = |slide: Slide, floating: u8| {
        let mut walls = position.walls;
        walls.floating = floating;
        let (tiles, goal) = super::position::slide_solo(&mut walls, geometry, slide, here, goal);
        (walls.reach(geometry, tiles), goal)
    };
    // Per insertion, the nearest its open tile gets (`UNKNOWN` until first wanted).
    const UNKNOWN: usize = usize::MAX;
    let mut open_nearest = [UNKNOWN; 32];
    let mut best: Option<(usize, Slide, Place)> = None;
    for slide in position.slides(geometry) {
        if let (Some((nearest, ..)), Some(bound)) =
            (best, open_nearest.get_mut(usize::from(slide.insertion)))
        {
            if *bound == UNKNOWN {
                let open = Slide {
                    rotations: 0,
                    ..slide
                };
                let (reach, goal) = slid(open, 0b1111);
                *bound = geometry.nearest(reach, goal).0;
            }
            if *bound >= nearest {
                continue;
            }
        }
        let (reach, goal) = slid(slide, position.walls.floating);
        if goal != FLOATING && reach & bit(usize::from(goal)) != 0 {
            return Some((slide, goal));
        }
        let (d, tile) = geometry.nearest(reach, goal);
        if best.is_none_or(|(b, _, _)| d < b) {
            best = Some((d, slide, tile));
        }
    }
    best.map(|(_, slide, tile)| (slide, tile))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::computer::position::slide_solo;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    /// The likeliest reply with every slide tried.
    fn reply_plainly(position: &Position, geometry: &Geometry) -> Option<(Slide, Place)> {
        let me = position.current;
        let goal = position.goal(geometry, me)?;
        let here = bit(usize::from(position.players[me]));
        let mut best: Option<(usize, Slide, Place)> = None;
        for slide in position.slides(geometry) {
            let mut walls = position.walls;
            let (tiles, goal) = slide_solo(&mut walls, geometry, slide, here, goal);
            let reach = walls.reach(geometry, tiles);
            if goal != FLOATING && reach & bit(usize::from(goal)) != 0 {
                return Some((slide, goal));
            }
            let (d, tile) = geometry.nearest(reach, goal);
            if best.is_none_or(|(b, _, _)| d < b) {
                best = Some((d, slide, tile));
            }
        }
        best.map(|(_, slide, tile)| (slide, tile))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Passing over the insertions whose open tile gets no nearer changes no reply, for
        /// any player to move, on boards of every size played on for a while.
        #[test]
        fn replies_are_those_every_slide_tried_gives(seed in any::<u64>(), side in prop::sample::select(vec![3usize, 5, 7, 9]), turns in 0usize..40) {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let relics = if side == 3 { 1 } else { rng.random_range(1..=3) };
            let game = Game::new(crate::random_board(side, side, relics, &mut rng).unwrap());
            let geometry = Geometry::of(&game);
            let mut position = Position::of(&game, &geometry).unwrap();
            for _ in 0..turns {
                if position.winner.is_some() {
                    return Ok(());
                }
                for colour in 0..4 {
                    let mut mover = position;
                    mover.current = colour;
                    prop_assert_eq!(reply(&mover, &geometry), reply_plainly(&mover, &geometry));
                }
                let slides: Vec<Slide> = position.slides(&geometry).collect();
                let slide = slides[rng.random_range(0..slides.len())];
                if !position.slide(&geometry, slide) {
                    let reach: Vec<Place> = members(position.reach(&geometry)).collect();
                    position.arrive(&geometry, reach[rng.random_range(0..reach.len())]);
                }
            }
        }
    }
}
