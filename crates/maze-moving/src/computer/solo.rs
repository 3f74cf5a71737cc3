//! The exact single-player search behind medium and the hint: the fewest turns in which the
//! player to move can reach its goal if the board changed only by its own slides.
//!
//! The search follows slide sequences, not walks: after each slide it keeps the *set* of tiles
//! the adventurer could stand on (everything reachable from the last set, carried along by the
//! slide), so a sequence costs one flood fill a turn however many tiles there are to walk to.
//! The first turn's destination is then found by replaying the winning sequence from single
//! tiles. Later turns may undo any slide, since the other players slide in between.

use super::position::{FLOATING, Geometry, Place, Position, Slide, Tiles, Walls, bit, members};

/// The search's answer: the first turn of a shortest plan and its length in turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Turns the plan takes, from 1.
    pub turns: u8,
    /// The slide of the first turn.
    pub slide: Slide,
    /// The tile to walk to in the first turn.
    pub destination: Place,
}

/// The shortest plan of at most `horizon` turns to the goal of the player to move, the first
/// one in slide order; `None` when there is none (or no goal).
pub(crate) fn plan(position: &Position, geometry: &Geometry, horizon: u8) -> Option<Plan> {
    let me = position.current;
    let goal = position.goal(geometry, me)?;
    let start = bit(usize::from(position.players[me]));
    let slides: Vec<Slide> = position.slides(geometry).collect();
    let mut sequence = Vec::with_capacity(usize::from(horizon));
    for turns in 1..=horizon {
        for &slide in &slides {
            sequence.clear();
            sequence.push(slide);
            if reaches(position.walls, geometry, start, goal, turns, &mut sequence) {
                let destination =
                    first_destination(position.walls, geometry, start, goal, &sequence)?;
                return Some(Plan {
                    turns,
                    slide,
                    destination,
                });
            }
        }
    }
    None
}

/// Medium's choice among the first turns of shortest plans: the one that leaves the most
/// ways on. After a one-turn plan that is the most slides reaching the *next* goal from the
/// relic; for a two-turn plan, the most slides finishing it from where the first turn ends.
/// Longer plans keep the first found.
pub(crate) fn choose(position: &Position, geometry: &Geometry, horizon: u8) -> Option<Plan> {
    let found = plan(position, geometry, horizon)?;
    if found.turns > 2 {
        return Some(found);
    }
    let me = position.current;
    let goal = position.goal(geometry, me)?;
    let start = bit(usize::from(position.players[me]));
    let mut best = (0, found);
    for slide in position.slides(geometry) {
        let mut walls = position.walls;
        let (tiles, goal) = super::position::slide_solo(&mut walls, geometry, slide, start, goal);
        if goal == FLOATING {
            continue;
        }
        let reached = walls.reach(geometry, tiles);
        if found.turns == 1 {
            if reached & bit(usize::from(goal)) == 0 {
                continue;
            }
            let next = next_goal(position, geometry, slide);
            let ways = next.map_or(0, |next| {
                ways_on(walls, geometry, bit(usize::from(goal)), next)
            });
            if ways > best.0 {
                best = (
                    ways,
                    Plan {
                        turns: 1,
                        slide,
                        destination: goal,
                    },
                );
            }
        } else {
            for destination in members(reached) {
                let ways = ways_on(walls, geometry, bit(usize::from(destination)), goal);
                if ways > best.0 {
                    best = (
                        ways,
                        Plan {
                            turns: 2,
                            slide,
                            destination,
                        },
                    );
                }
            }
        }
    }
    Some(best.1)
}

/// Where the player's goal after the present one lies once `slide` is made: its next relic,
/// or its corner after the last; `None` when the present goal is its corner.
fn next_goal(position: &Position, geometry: &Geometry, slide: Slide) -> Option<Place> {
    let me = position.current;
    let collected = position.collected[me] + 1;
    if collected > position.goal_count {
        return None;
    }
    if collected == position.goal_count {
        return Some(geometry.corner(me));
    }
    let mut after = *position;
    after.slide(geometry, slide);
    Some(after.relics[me][usize::from(collected)])
}

/// How many slides of the next turn bring tiles `from` to `goal`.
fn ways_on(walls: Walls, geometry: &Geometry, from: Tiles, goal: Place) -> usize {
    let mut ways = 0;
    for rotations in walls.orientations() {
        for insertion in 0..geometry.insertions.len() as u8 {
            let slide = Slide {
                rotations,
                insertion,
            };
            ways += usize::from(follows(walls, geometry, from, goal, &[slide]));
        }
    }
    ways
}

/// Whether the slides in `sequence` (its last one just chosen), followed by `turns - len`
/// more of any kind, can bring tiles `from` to `goal`; on success `sequence` holds them all.
fn reaches(
    mut walls: Walls,
    geometry: &Geometry,
    from: Tiles,
    goal: Place,
    turns: u8,
    sequence: &mut Vec<Slide>,
) -> bool {
    let Some(&slide) = sequence.last() else {
        return false;
    };
    let (tiles, goal) = super::position::slide_solo(&mut walls, geometry, slide, from, goal);
    let reached = walls.reach(geometry, tiles);
    if goal != FLOATING && reached & bit(usize::from(goal)) != 0 {
        return true;
    }
    sequence.len() < usize::from(turns) && deeper(walls, geometry, reached, goal, turns, sequence)
}

/// Tries every slide for the next turn of a sequence.
fn deeper(
    walls: Walls,
    geometry: &Geometry,
    tiles: Tiles,
    goal: Place,
    turns: u8,
    sequence: &mut Vec<Slide>,
) -> bool {
    for rotations in walls.orientations() {
        for insertion in 0..geometry.insertions.len() as u8 {
            sequence.push(Slide {
                rotations,
                insertion,
            });
            if reaches(walls, geometry, tiles, goal, turns, sequence) {
                return true;
            }
            sequence.pop();
        }
    }
    false
}

/// The tile to walk to in the first turn of `sequence`, which reaches `goal` from `start`:
/// the goal itself for a one-turn plan, else the tile nearest the goal from which the rest
/// of the sequence still works.
fn first_destination(
    walls: Walls,
    geometry: &Geometry,
    start: Tiles,
    goal: Place,
    sequence: &[Slide],
) -> Option<Place> {
    let (first, rest) = sequence.split_first()?;
    let mut after = walls;
    let (tiles, goal) = super::position::slide_solo(&mut after, geometry, *first, start, goal);
    let reached = after.reach(geometry, tiles);
    if goal != FLOATING && reached & bit(usize::from(goal)) != 0 {
        return Some(goal);
    }
    let mut candidates: Vec<Place> = members(reached).collect();
    if goal != FLOATING {
        candidates.sort_by_key(|&c| geometry.distance(c, goal));
    }
    candidates
        .into_iter()
        .find(|&c| follows(after, geometry, bit(usize::from(c)), goal, rest))
}

/// Whether the given slides, one a turn, bring tiles `from` to `goal` by the last of them.
fn follows(
    mut walls: Walls,
    geometry: &Geometry,
    from: Tiles,
    goal: Place,
    slides: &[Slide],
) -> bool {
    let (mut tiles, mut goal) = (from, goal);
    for &slide in slides {
        (tiles, goal) = super::position::slide_solo(&mut walls, geometry, slide, tiles, goal);
        tiles = walls.reach(geometry, tiles);
    }
    goal != FLOATING && tiles & bit(usize::from(goal)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Insertion, TileMaze};
    use crate::game::Game;
    use crate::{Tile, reachable, start_corner};
    use rand::SeedableRng;

    /// The board as the brute force plays it: tiles, the floating tile and the player's cell.
    #[derive(Clone)]
    struct Board {
        maze: TileMaze,
        floating: Tile,
        at: Cell,
    }

    impl Board {
        /// Whether the player's goal, with `collected` relics so far, is reachable now.
        fn done(&self, game: &Game, collected: u8) -> bool {
            let me = game.current();
            let goal = if collected < game.relic_goal() {
                self.maze.tiles().find_map(|(cell, tile)| {
                    tile.relic()
                        .filter(|r| r.colour == me && r.order == collected + 1)
                        .map(|_| cell)
                })
            } else {
                Some(start_corner(&self.maze, me))
            };
            goal.is_some_and(|g| reachable(&self.maze, self.at).contains(&g))
        }

        /// The board after turning the floating tile and sliding it in at `insertion`.
        fn slid(&self, rotations: u8, insertion: Insertion) -> Board {
            let mut next = self.clone();
            let tile = (0..rotations).fold(self.floating, |t, _| t.rotated_right());
            let line = next.maze.line(insertion);
            next.floating = next.maze.slide(insertion, tile).unwrap();
            if let Some(i) = line.iter().position(|&c| c == self.at) {
                next.at = *line.get(i + 1).unwrap_or(&line[0]);
            }
            next
        }
    }

    /// The fewest turns to the goal within `depth`, trying every rotation, slide and walk.
    fn brute_force(game: &Game, board: &Board, depth: u8, first: bool) -> Option<u8> {
        if depth == 0 {
            return None;
        }
        let collected = game.player(game.current()).collected;
        let mut best: Option<u8> = None;
        for rotations in 0..4 {
            for insertion in board.maze.insertions() {
                if first && game.last_insertion() == Some(insertion.reverse()) {
                    continue;
                }
                let slid = board.slid(rotations, insertion);
                if slid.done(game, collected) {
                    return Some(1);
                }
                for to in reachable(&slid.maze, slid.at) {
                    let walked = Board {
                        at: to,
                        ..slid.clone()
                    };
                    if let Some(more) = brute_force(game, &walked, depth - 1, false) {
                        best = Some(best.map_or(more + 1, |b| b.min(more + 1)));
                    }
                }
            }
        }
        best
    }

    fn board_of(game: &Game) -> Board {
        Board {
            maze: game.maze().clone(),
            floating: game.floating(),
            at: game.player(game.current()).cell,
        }
    }

    #[test]
    fn plans_are_as_short_as_brute_force_finds_and_work() {
        let mut lengths = [0usize; 3];
        for seed in 0..120 {
            let side = [3, 5, 7][seed as usize % 3];
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut game = Game::new(crate::random_board(side, side, 1, &mut rng).unwrap());
            // Move on a few turns, so that players stand elsewhere and slides are barred.
            for _ in 0..seed % 5 {
                let turn = crate::computer::choose(&game, crate::computer::Level::Easy).unwrap();
                for command in turn.commands(&game) {
                    game.apply(command).unwrap();
                }
            }
            if game.outcome().is_some() {
                continue;
            }
            let geometry = Geometry::of(&game);
            let position = Position::of(&game, &geometry).unwrap();
            let found = plan(&position, &geometry, 2);
            let expected = brute_force(&game, &board_of(&game), 2, true);
            assert_eq!(found.map(|p| p.turns), expected, "seed {seed}");
            lengths[usize::from(expected.unwrap_or(0))] += 1;
            if let Some(plan) = found {
                // The first turn leaves the rest of the plan possible.
                let turn = crate::computer::Turn::of(&geometry, plan.slide, plan.destination);
                let mut board = board_of(&game).slid(turn.rotations, turn.insertion);
                let collected = game.player(game.current()).collected;
                if plan.turns == 1 {
                    assert!(board.done(&game, collected) || board.at == turn.destination);
                } else {
                    assert!(reachable(&board.maze, board.at).contains(&turn.destination));
                    board.at = turn.destination;
                    assert_eq!(
                        brute_force(&game, &board, plan.turns - 1, false),
                        Some(plan.turns - 1),
                        "seed {seed}"
                    );
                }
            }
        }
        // The cases cover every answer: in one turn, in two, and not within two.
        assert!(lengths.iter().all(|&n| n >= 5), "{lengths:?}");
    }
}
