//! Computer players: a whole turn (rotation, slide, move) chosen for the player to move.
//!
//! - **Easy** plays the best single turn for itself: every orientation of the floating tile
//!   with every slide the rules allow, then the reachable tile nearest its target (its next
//!   relic, or its home corner once it has them all). A turn that reaches the target wins
//!   outright; otherwise the nearest approach does, ties going to the fewest rotations, then the
//!   first slide and tile in the board's order, so the same position always gets the same turn.
//! - **Medium** searches exactly for the fewest turns to its target, as if the board changed
//!   only by its own slides, up to [`MEDIUM_HORIZON`] turns ahead, and plays the first turn of
//!   the first shortest plan; beyond the horizon it plays as easy does. [`analyse`] gives the
//!   same search to front ends as a hint.
//! - **Hard** weighs each of its turns against the rivals' likeliest replies, one round deep.
//! - **Expert** thinks for [`EXPERT_BUDGET`] with a Monte Carlo tree search over every
//!   player's turns, each player choosing for itself, played on from each new position by the
//!   rivals' likeliest replies; when some turn takes a relic it weighs only those. [`think`]
//!   runs it, or one of the two alpha-beta searches over all four players (paranoid and
//!   Best-Reply Search, full width, deepening a ply at a time), with any [`Budget`].
//!
//! Every level but expert's timed search is deterministic: the same position always gets the
//! same turn (a node budget makes expert's so too).

mod evaluate;
mod mcts;
mod position;
mod rivals;
mod search;
mod solo;

use crate::Colour;
use crate::board::{Cell, Insertion};
use crate::game::{Command, Event, Game, Phase, start_corner};
use position::{Geometry, Place, Position, Slide};

/// Turns ahead medium looks for its target.
pub const MEDIUM_HORIZON: u8 = 3;

maze_named::named! {
    /// How well a computer plays.
    #[derive(
        Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
    )]
    #[serde(rename_all = "snake_case")]
    pub enum Level("computer level") {
        /// The best single turn for itself.
        Easy = "easy",
        /// The fewest turns to its target, several turns ahead.
        Medium = "medium",
        /// Its turns against the rivals' likeliest replies, one round deep.
        Hard = "hard",
        /// A deep search over every turn of all four players, within a time budget.
        Expert = "expert",
    }
}

impl Level {
    /// What the level does, in a few words (for help pages and menus).
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Easy => "the best single turn for itself",
            Level::Medium => "the fewest turns to its target, several turns ahead",
            Level::Hard => "its turns against the rivals' likeliest replies, one round deep",
            Level::Expert => "a deep search over every turn of all four players, within 1 s",
        }
    }
}

/// A whole turn: quarter turns clockwise, the slide, and the tile to walk to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Quarter turns clockwise before the slide (0 to 3).
    pub rotations: u8,
    /// Where the floating tile goes in.
    pub insertion: Insertion,
    /// The tile to end on (the adventurer's own when it stays).
    pub destination: Cell,
}

impl Turn {
    /// The commands that play the turn in `game` (at the start of its slide phase), as a
    /// player would give them: no walk when the slide already ended the turn by carrying the
    /// adventurer onto its relic, no `Done` when the walk collected one or won.
    pub fn commands(self, game: &Game) -> Vec<Command> {
        let me = game.current();
        let mut commands = vec![Command::RotateRight; usize::from(self.rotations)];
        commands.push(Command::Slide(self.insertion));
        let mut after = game.clone();
        for &command in &commands {
            if after.apply(command).is_err() {
                return commands;
            }
        }
        if after.current() != me || after.phase() != Phase::Move {
            return commands;
        }
        let walk = Command::MoveTo(self.destination);
        // Walking to its own tile matters only when that collects or wins.
        let stays = after.player(me).cell == self.destination;
        if after.apply(walk).is_ok()
            && (!stays || after.current() != me || after.phase() == Phase::Over)
        {
            commands.push(walk);
        }
        if after.current() == me && after.phase() == Phase::Move {
            commands.push(Command::Done);
        }
        commands
    }

    /// The turn a search chose, in the board's terms.
    fn of(geometry: &Geometry, slide: Slide, destination: Place) -> Turn {
        Turn {
            rotations: slide.rotations,
            insertion: geometry.insertion(slide),
            destination: cell(geometry, destination),
        }
    }
}

/// The cell of tile index `place`.
fn cell(geometry: &Geometry, place: Place) -> Cell {
    let place = usize::from(place);
    Cell::new(place % geometry.width, place / geometry.width)
}

/// The turn a computer at `level` plays for the player to move, or `None` when the game is
/// over or the turn is already past its slide.
///
/// ```
/// use maze_moving::computer::{Level, choose};
///
/// use rand::SeedableRng;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(4);
/// let mut game = maze_moving::Game::new(maze_moving::random_board(7, 7, 3, &mut rng)?);
/// let turn = choose(&game, Level::Easy).unwrap();
/// for command in turn.commands(&game) {
///     game.apply(command)?;
/// }
/// assert_eq!(game.current(), maze_moving::Colour::Yellow);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn choose(game: &Game, level: Level) -> Option<Turn> {
    match level {
        Level::Easy => best_single_turn(game),
        Level::Medium => analyse(game, MEDIUM_HORIZON).map(|analysis| analysis.turn),
        Level::Hard => choose_within(game, HARD_BUDGET),
        Level::Expert => think(game, EXPERT_SEARCH, Budget::time(EXPERT_BUDGET)).map(|t| t.turn),
    }
}

/// Expert's time budget for a turn.
pub const EXPERT_BUDGET: std::time::Duration = std::time::Duration::from_secs(1);

/// The deep search expert plays: the tree search beat both alpha-beta searches in arena runs
/// against hard (docs/performance.md).
pub const EXPERT_SEARCH: Search = Search::Mcts;

maze_named::named! {
    /// A deep search over all four players' turns.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Search("search") {
        /// Alpha-beta with the three rivals playing together against the searcher.
        Paranoid = "paranoid",
        /// Alpha-beta where only the rival whose reply hurts most moves between two of the
        /// searcher's turns (Best-Reply Search).
        BestReply = "best-reply",
        /// Monte Carlo tree search, every player choosing for itself (max-n).
        Mcts = "mcts",
    }
}

impl Search {
    /// What the search does, in a few words (for help pages).
    pub const fn describe(self) -> &'static str {
        match self {
            Search::Paranoid => "alpha-beta, the three rivals playing together against it",
            Search::BestReply => {
                "alpha-beta, only the most harmful rival replying (Best-Reply Search)"
            }
            Search::Mcts => "Monte Carlo tree search, each player playing for itself (max-n)",
        }
    }
}

/// When a deep search must answer: after a time, after visiting a number of positions (the
/// same turn on every machine), or at whichever comes first. A budget of neither (the
/// default) is expert's, [`EXPERT_BUDGET`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// The longest the search may think.
    pub time: Option<std::time::Duration>,
    /// The most positions it may visit.
    pub nodes: Option<u64>,
}

impl Budget {
    /// At most `time`.
    pub const fn time(time: std::time::Duration) -> Budget {
        Budget {
            time: Some(time),
            nodes: None,
        }
    }

    /// At most `nodes` positions.
    pub const fn nodes(nodes: u64) -> Budget {
        Budget {
            time: None,
            nodes: Some(nodes),
        }
    }
}

/// What a deep search chose, and how far it saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The turn to play.
    pub turn: Turn,
    /// Plies (players' turns) seen: for the alpha-beta searches, of the deepest full-width
    /// search finished (1 weighs the turn alone, 4 sees every player move once; under
    /// Best-Reply Search each rivals' ply holds one rival's turn); for the tree search, of its
    /// deepest line.
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
}

/// A deep search's turn for the player to move within `budget`, or `None` when the game is
/// over or the turn is past its slide. The first ply is always searched whole, so that even a
/// spent budget gets a considered turn.
///
/// ```
/// use maze_moving::computer::{Budget, Search, think};
/// use rand::SeedableRng;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
/// let game = maze_moving::Game::new(maze_moving::random_board(7, 7, 3, &mut rng)?);
/// let thought = think(&game, Search::Paranoid, Budget::nodes(20_000)).unwrap();
/// assert!(thought.depth >= 2);
/// assert!(game.is_legal(maze_moving::Command::Slide(thought.turn.insertion)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn think(game: &Game, search: Search, budget: Budget) -> Option<Thought> {
    let geometry = Geometry::of(game);
    let position = Position::of(game, &geometry)?;
    let time = match budget {
        Budget {
            time: None,
            nodes: None,
        } => Some(EXPERT_BUDGET),
        Budget { time, .. } => time,
    };
    let limits = search::Limits {
        deadline: time.and_then(|t| std::time::Instant::now().checked_add(t)),
        nodes: budget.nodes,
        depth: None,
    };
    let found = match search {
        Search::Paranoid => search::search(&position, &geometry, search::Method::Paranoid, limits),
        Search::BestReply => {
            search::search(&position, &geometry, search::Method::BestReply, limits)
        }
        Search::Mcts => mcts::search(&position, &geometry, limits),
    };
    match found {
        Some(found) => Some(Thought {
            turn: Turn::of(&geometry, found.turn.slide, found.turn.destination),
            depth: found.depth,
            nodes: found.nodes,
        }),
        // No relics, so no goal to search for.
        None => best_single_turn(game).map(|turn| Thought {
            turn,
            depth: 1,
            nodes: 0,
        }),
    }
}

/// Hard's time budget for a turn.
pub const HARD_BUDGET: std::time::Duration = std::time::Duration::from_secs(1);

/// Hard's turn within `budget`: the search stops once the budget is spent (it checks the
/// clock after each of its own turns it weighs, which take microseconds) and plays the best
/// found so far. `None` when the game is over or the turn is past its slide.
pub fn choose_within(game: &Game, budget: std::time::Duration) -> Option<Turn> {
    let limits = rivals::Limits {
        deadline: std::time::Instant::now().checked_add(budget),
        turns: None,
    };
    hard(game, limits)
}

/// Hard's turn after weighing at most `turns` of its own turns, most promising first: the
/// same position always gets the same turn, whatever the machine's speed.
pub fn choose_counted(game: &Game, turns: u32) -> Option<Turn> {
    hard(
        game,
        rivals::Limits {
            deadline: None,
            turns: Some(turns),
        },
    )
}

fn hard(game: &Game, limits: rivals::Limits) -> Option<Turn> {
    let geometry = Geometry::of(game);
    let position = Position::of(game, &geometry)?;
    match rivals::choose(&position, &geometry, limits) {
        Some((slide, destination)) => Some(Turn::of(&geometry, slide, destination)),
        None => best_single_turn(game),
    }
}

/// A hint for the player to move: the turn to play and how far its target is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The first turn of a shortest plan (easy's turn when no plan fits the horizon).
    pub turn: Turn,
    /// The fewest turns to the player's next relic (or home corner), if at most the horizon,
    /// counting only the player's own slides.
    pub turns: Option<u8>,
}

/// Medium's search as a hint: the best turn for the player to move, looking up to `horizon`
/// turns ahead, or `None` when the game is over or the turn is past its slide.
///
/// ```
/// use maze_moving::computer::analyse;
/// use rand::SeedableRng;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// let game = maze_moving::Game::new(maze_moving::random_board(7, 7, 2, &mut rng)?);
/// let hint = analyse(&game, 3).unwrap();
/// assert!(game.is_legal(maze_moving::Command::Slide(hint.turn.insertion)));
/// println!("slide {:?} and walk to {:?}: {:?} turns", hint.turn.insertion, hint.turn.destination, hint.turns);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn analyse(game: &Game, horizon: u8) -> Option<Analysis> {
    let geometry = Geometry::of(game);
    let position = Position::of(game, &geometry)?;
    match solo::choose(&position, &geometry, horizon) {
        Some(plan) => Some(Analysis {
            turn: Turn::of(&geometry, plan.slide, plan.destination),
            turns: Some(plan.turns),
        }),
        None => Some(Analysis {
            turn: best_single_turn(game)?,
            turns: None,
        }),
    }
}

/// Easy's turn: every orientation and slide, then the reachable tile nearest the target.
fn best_single_turn(game: &Game) -> Option<Turn> {
    if game.phase() != Phase::Slide {
        return None;
    }
    let me = game.current();
    let mut best: Option<((bool, usize), Turn)> = None;
    let mut seen_orientations = Vec::new();
    let mut turned = game.clone();
    for rotations in 0..4u8 {
        if rotations > 0 {
            turned.apply(Command::RotateRight).ok()?;
        }
        // A symmetric tile looks the same after some turns: try each look once.
        if seen_orientations.contains(&turned.floating().sides()) {
            continue;
        }
        seen_orientations.push(turned.floating().sides());
        for insertion in game.maze().insertions() {
            let mut slid = turned.clone();
            let Ok(events) = slid.apply(Command::Slide(insertion)) else {
                continue;
            };
            let collected = events
                .iter()
                .any(|e| matches!(e, Event::Collected { colour, .. } if *colour == me));
            let (score, destination) = if collected || slid.current() != me {
                // The slide itself carried the adventurer onto its relic.
                ((false, 0), slid.player(me).cell)
            } else {
                nearest(&slid, me)
            };
            let turn = Turn {
                rotations,
                insertion,
                destination,
            };
            if best.as_ref().is_none_or(|(s, _)| score < *s) {
                best = Some((score, turn));
            }
        }
    }
    best.map(|(_, turn)| turn)
}

/// After a slide: the reachable tile nearest `me`'s target, and how good it is (not reaching
/// the target, then the distance left; smaller is better).
fn nearest(game: &Game, me: Colour) -> ((bool, usize), Cell) {
    let target = target(game, me);
    let score = |cell: Cell| {
        let distance = target.map_or(usize::MAX, |t| t.x.abs_diff(cell.x) + t.y.abs_diff(cell.y));
        (distance != 0, distance)
    };
    // Staying put is the fallback (and the choice while the relic floats).
    let from = game.player(me).cell;
    let mut best = (score(from), from);
    for cell in game.reachable() {
        if score(cell) < best.0 {
            best = (score(cell), cell);
        }
    }
    best
}

/// Where `me` is heading: the tile of its next relic (none while that tile floats), or its
/// home corner once it has every relic.
fn target(game: &Game, me: Colour) -> Option<Cell> {
    let player = game.player(me);
    if player.collected >= game.relic_goal() {
        return Some(start_corner(game.maze(), me));
    }
    game.maze()
        .tiles()
        .find(|(_, tile)| {
            tile.relic()
                .is_some_and(|r| r.colour == me && r.order == player.collected + 1)
        })
        .map(|(cell, _)| cell)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn game(seed: u64, side: usize, relics: u8) -> Game {
        let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(seed);
        Game::new(crate::random_board(side, side, relics, &mut rng).unwrap())
    }

    /// Plays `turn` for the player to move; every command must be accepted.
    fn play(game: &mut Game, turn: Turn) -> Result<(), crate::RuleError> {
        for command in turn.commands(game) {
            game.apply(command)?;
        }
        Ok(())
    }

    /// A turn at `level`; hard and expert weigh a fixed number of turns or positions, so
    /// that the test is deterministic and quick in a debug build.
    fn turn_at(game: &Game, level: Level) -> Option<Turn> {
        match level {
            Level::Hard => choose_counted(game, 24),
            Level::Expert => think(game, EXPERT_SEARCH, Budget::nodes(3_000)).map(|t| t.turn),
            other => choose(game, other),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn every_computer_turn_is_legal(seed in any::<u64>(), side in prop::sample::select(vec![3usize, 5, 7, 9]), turns in 1usize..40) {
            let mut game = game(seed, side, 1.min(u8::try_from((side * side - 4) / 4).unwrap()));
            for n in 0..turns {
                if game.phase() == Phase::Over {
                    break;
                }
                let level = Level::ALL[(seed as usize + n) % Level::ALL.len()];
                let turn = turn_at(&game, level).unwrap();
                let me = game.current();
                play(&mut game, turn).unwrap();
                prop_assert!(game.phase() == Phase::Over || game.current() == me.next());
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn every_deep_search_plays_legal_turns_and_the_same_for_the_same_budget(seed in any::<u64>(), side in prop::sample::select(vec![3usize, 5, 7, 9]), turns in 0usize..30) {
            let mut game = game(seed, side, 1 + u8::from(side > 3));
            for n in 0..turns {
                if game.phase() == Phase::Over {
                    break;
                }
                let turn = turn_at(&game, Level::ALL[n % 3]).unwrap();
                play(&mut game, turn).unwrap();
            }
            prop_assume!(game.phase() != Phase::Over);
            for search in Search::ALL {
                let thought = think(&game, search, Budget::nodes(1_500)).unwrap();
                prop_assert_eq!(think(&game, search, Budget::nodes(1_500)), Some(thought));
                let me = game.current();
                let mut after = game.clone();
                play(&mut after, thought.turn).unwrap();
                prop_assert!(after.phase() == Phase::Over || after.current() == me.next());
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Issue 68: in a game of two or three colours the computer plays legal turns, the turn
        /// passes to the next colour that plays, the others' adventurers never move or
        /// collect, and a save keeps who plays.
        #[test]
        fn games_of_two_and_three_pass_the_turn_among_those_who_play(seed in any::<u64>(), side in prop::sample::select(vec![5usize, 7]), three in any::<bool>(), turns in 1usize..30) {
            let colours: &[Colour] = match three {
                true => &[Colour::Green, Colour::Yellow, Colour::Red],
                false => &[Colour::Yellow, Colour::Blue],
            };
            let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(seed);
            let board = crate::random_board(side, side, 2, &mut rng).unwrap();
            let mut game = Game::with_colours(board, colours).unwrap();
            prop_assert_eq!(game.current(), colours[0]);
            let absent: Vec<Colour> = Colour::ALL.into_iter().filter(|c| !colours.contains(c)).collect();
            for n in 0..turns {
                if game.phase() == Phase::Over {
                    break;
                }
                let me = game.current();
                let turn = turn_at(&game, Level::ALL[(seed as usize + n) % Level::ALL.len()]).unwrap();
                play(&mut game, turn).unwrap();
                let at = colours.iter().position(|&c| c == me).unwrap();
                let next = colours[(at + 1) % colours.len()];
                prop_assert!(game.phase() == Phase::Over || game.current() == next);
                for &colour in &absent {
                    prop_assert_eq!(game.player(colour).cell, start_corner(game.maze(), colour));
                    prop_assert_eq!(game.player(colour).collected, 0);
                    prop_assert!(!game.maze().tiles().any(|(_, t)| game.is_active(t) && t.relic().unwrap().colour == colour));
                }
            }
            let saved = crate::save::to_json(&game).unwrap();
            prop_assert_eq!(crate::save::from_json(&saved).unwrap(), game);
        }
    }

    #[test]
    fn a_game_needs_two_colours_each_named_once() {
        let board = || {
            let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(1);
            crate::random_board(5, 5, 1, &mut rng).unwrap()
        };
        assert_eq!(
            Game::with_colours(board(), &[Colour::Red]),
            Err(crate::ColoursError::TooFew)
        );
        assert_eq!(
            Game::with_colours(board(), &[Colour::Red, Colour::Red]),
            Err(crate::ColoursError::Twice(Colour::Red))
        );
    }

    #[test]
    fn an_empty_budget_is_experts_second_not_forever() {
        let game = game(2, 5, 1);
        for search in Search::ALL {
            let thought = think(&game, search, Budget::default()).unwrap();
            play(&mut game.clone(), thought.turn).unwrap();
        }
    }

    #[test]
    fn every_level_reaches_its_relic_when_one_turn_can() {
        // Over many positions: whenever some turn ends on the relic, each level's does.
        let mut checked = 0;
        for seed in 0..60 {
            let game = game(seed, 5, 1);
            let me = game.current();
            let possible = (0..4u8).any(|rotations| {
                game.maze().insertions().into_iter().any(|insertion| {
                    let mut slid = game.clone();
                    (0..rotations).for_each(|_| {
                        let _ = slid.apply(Command::RotateRight);
                    });
                    if slid.apply(Command::Slide(insertion)).is_err() {
                        return false;
                    }
                    slid.player(me).collected == 1
                        || target(&slid, me).is_some_and(|t| slid.reachable().contains(&t))
                })
            });
            for level in Level::ALL {
                let mut after = game.clone();
                play(&mut after, turn_at(&game, level).unwrap()).unwrap();
                let got_it = after.player(me).collected == 1;
                assert_eq!(got_it, possible, "seed {seed}, {level}");
            }
            checked += usize::from(possible);
        }
        assert!(
            checked > 5,
            "too few positions where the relic was in reach: {checked}"
        );
    }

    #[test]
    fn the_same_position_gets_the_same_turn() {
        let game = game(11, 7, 3);
        for level in [Level::Easy, Level::Medium] {
            assert_eq!(choose(&game, level), choose(&game, level));
        }
        assert_eq!(choose_counted(&game, 100), choose_counted(&game, 100));
    }

    #[test]
    fn hard_stops_when_its_budget_is_spent() {
        // With no time at all it still plays a legal turn: the most promising, weighed alone.
        let game = game(5, 9, 3);
        let turn = choose_within(&game, std::time::Duration::ZERO).unwrap();
        assert_eq!(Some(turn), choose_counted(&game, 1));
        play(&mut game.clone(), turn).unwrap();
    }

    #[test]
    fn a_computer_wins_when_it_can() {
        // Four computers of each level play games to the end: someone wins every one.
        for level in Level::ALL {
            for seed in 0..3 {
                let mut game = game(seed, 5, 1);
                for _ in 0..200 {
                    if game.phase() == Phase::Over {
                        break;
                    }
                    let turn = turn_at(&game, level).unwrap();
                    play(&mut game, turn).unwrap();
                }
                assert!(
                    matches!(game.outcome(), Some(crate::Outcome::Won(_))),
                    "{level}, seed {seed}"
                );
            }
        }
    }

    #[test]
    fn levels_parse_by_name() {
        assert_eq!("EASY".parse(), Ok(Level::Easy));
        assert_eq!("Hard".parse(), Ok(Level::Hard));
        assert_eq!(
            "master".parse::<Level>().unwrap_err().to_string(),
            "unknown computer level \"master\": expected easy, medium, hard or expert"
        );
    }
}
