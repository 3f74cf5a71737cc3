//! The deep searches over all four players: paranoid alpha-beta and Best-Reply Search, both
//! full width (every look of the floating tile, every slide, every tile the adventurer can
//! walk to), deepened one ply at a time until the budget is spent.
//!
//! - **Paranoid** assumes the three rivals play together against the searching player: plies
//!   follow the real turn order, the searcher maximising, every rival minimising its value.
//! - **Best-Reply Search** (Schadd and Winands) lets only the one rival whose reply hurts most
//!   move between two of the searcher's turns, the others passing: the searcher sees more of
//!   its own turns at the same depth, at the price of positions the rules would not reach.
//!
//! Both order each node's turns by a transposition table's best first (positions repeat:
//! different turns often leave the same board), then the mover's most promising (a relic
//! taken, then the tile nearest its goal). Values come from [`evaluate`](super::evaluate) at the
//! horizon; a win is worth more than any evaluation, sooner wins more.

use std::ops::ControlFlow;
use std::time::Instant;

use super::evaluate::{Weights, value};
use super::position::{FLOATING, Geometry, Place, Position, Slide, members};

/// A whole turn as the searches play it: the slide, then the tile walked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Move {
    pub slide: Slide,
    pub destination: Place,
}

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// Every rival against the searcher, in turn order.
    Paranoid,
    /// One rival's best reply between two of the searcher's turns.
    BestReply,
}

/// Where the search must stop.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Limits {
    /// Stop once this moment has passed.
    pub deadline: Option<Instant>,
    /// Stop after this many positions.
    pub nodes: Option<u64>,
    /// Deepen no further than this many plies.
    pub depth: Option<u8>,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// The turn to play.
    pub turn: Move,
    /// Plies of the deepest search finished.
    pub depth: u8,
    /// Positions visited in all.
    pub nodes: u64,
    /// The turn's value for the searcher at that depth.
    pub value: i32,
}

/// A value beyond every evaluation: a won game.
const WIN: i32 = 1 << 24;

/// Plies no search goes beyond (a won game is found well before).
const MAX_DEPTH: u8 = 32;

/// How often the clock is read, in positions.
const CLOCK_EVERY: u64 = 256;

/// The best turn for the player to move, or `None` when it has no goal (no relics) or the
/// game is over.
pub(crate) fn search(
    position: &Position,
    geometry: &Geometry,
    method: Method,
    limits: Limits,
) -> Option<Outcome> {
    if position.winner.is_some() {
        return None;
    }
    position.goal(geometry, position.current)?;
    let mut searcher = Searcher::new(geometry, method, limits, position.current);
    let mut found: Option<Outcome> = None;
    for depth in 1..=limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH) {
        let Some((turn, value)) = searcher.root(position, depth, found.map(|f| f.turn)) else {
            break;
        };
        found = Some(Outcome {
            turn,
            depth,
            nodes: searcher.nodes,
            value,
        });
        if value.abs() > WIN / 2 {
            break;
        }
    }
    found.map(|f| Outcome {
        nodes: searcher.nodes,
        ..f
    })
}

/// One search's state.
struct Searcher<'g> {
    geometry: &'g Geometry,
    method: Method,
    limits: Limits,
    /// The searching player.
    root: usize,
    weights: Weights,
    nodes: u64,
    /// The budget ran out: every value since is unfinished.
    stopped: bool,
    table: Table,
    /// One list of children per ply, kept to save allocations.
    buffers: Vec<Vec<Child>>,
}

/// A turn and the position it leads to.
#[derive(Clone, Copy, Debug)]
struct Child {
    turn: Move,
    position: Position,
    /// Higher is tried first.
    promise: i32,
}

impl<'g> Searcher<'g> {
    /// A search for `root` on `geometry`'s board, nothing visited yet.
    fn new(geometry: &'g Geometry, method: Method, limits: Limits, root: usize) -> Searcher<'g> {
        Searcher {
            geometry,
            method,
            limits,
            root,
            weights: Weights::EXPERT,
            nodes: 0,
            stopped: false,
            table: Table::new(),
            buffers: Vec::new(),
        }
    }

    /// Searches the root `depth` plies deep, `first` first; `None` when the budget ran out
    /// (a first iteration always finishes, so that some turn is chosen).
    fn root(&mut self, position: &Position, depth: u8, first: Option<Move>) -> Option<(Move, i32)> {
        let mut children = self.expand(position, 0, first);
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best: Option<(Move, i32)> = None;
        for child in &children {
            let value = self.value(&child.position, depth - 1, alpha, beta, 1);
            if self.stopped && depth > 1 {
                return None;
            }
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((child.turn, value));
                alpha = alpha.max(value);
            }
        }
        children.clear();
        self.buffers[0] = children;
        best
    }

    /// The value of `position` for the searcher, `depth` plies on, within (alpha, beta).
    fn value(&mut self, position: &Position, depth: u8, alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(winner) = position.winner {
            let sooner = ply as i32;
            return if winner == self.root {
                WIN - sooner
            } else {
                sooner - WIN
            };
        }
        self.count();
        if depth == 0 || (self.stopped && ply > 0) {
            return value(position, self.geometry, self.root, &self.weights);
        }
        let key = position.key();
        let remembered = self.table.get(key);
        if let Some(entry) = remembered.filter(|e| e.depth >= depth) {
            match entry.bound {
                Bound::Exact => return entry.value,
                Bound::Lower if entry.value >= beta => return entry.value,
                Bound::Upper if entry.value <= alpha => return entry.value,
                _ => {}
            }
        }
        let mut choice = Choice::new(position.current == self.root, alpha, beta);
        if depth == 1 {
            self.last_ply(position, &mut choice, ply);
        } else {
            let children = self.expand(position, ply, remembered.and_then(|e| e.turn));
            for child in &children {
                let value = self.value(
                    &child.position,
                    depth - 1,
                    choice.alpha,
                    choice.beta,
                    ply + 1,
                );
                if self.stopped || choice.offer(value, child.turn) {
                    break;
                }
            }
            self.give_back(ply, children);
        }
        if self.stopped {
            return choice.best;
        }
        let bound = if choice.best <= alpha {
            Bound::Upper
        } else if choice.best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry {
            key,
            value: choice.best,
            depth,
            bound,
            turn: choice.turn,
        });
        choice.best
    }

    /// Offers `choice` every turn from `position` whose position is at the horizon, in the
    /// order the rules list them, without listing or ordering them first.
    ///
    /// A turn that only walked (no relic, no win) is worth what the other such turns with
    /// the same slide are: the walls are the same, the mover's reach is the same region (it
    /// walked within it), and every other standing depends on the walls and on adventurers
    /// that did not move. Nor does it matter which rival moved, under Best-Reply Search: a
    /// walk within one's region changes no standing. So a slide is evaluated once, not once
    /// a tile, and every position is still counted.
    fn last_ply(&mut self, position: &Position, choice: &mut Choice, ply: usize) {
        for mover in self.movers(position) {
            // The value of the turns with the latest slide that only walked.
            let mut walked_only: Option<(Slide, i32)> = None;
            let geometry = self.geometry;
            let flow = each_turn(&mover, geometry, |turn, slid, _| {
                let mut after = walk(slid, geometry, turn, mover.current);
                self.hand_back(position, &mut after);
                let value = if !only_walked(&mover, &after) {
                    self.value(&after, 0, choice.alpha, choice.beta, ply + 1)
                } else if let Some((_, known)) = walked_only.filter(|&(s, _)| s == turn.slide) {
                    self.count();
                    known
                } else {
                    self.count();
                    let worth = value(&after, geometry, self.root, &self.weights);
                    walked_only = Some((turn.slide, worth));
                    worth
                };
                match self.stopped || choice.offer(value, turn) {
                    true => ControlFlow::Break(()),
                    false => ControlFlow::Continue(()),
                }
            });
            if flow.is_break() {
                return;
            }
        }
    }

    /// Counts a position and notes when the budget has run out.
    fn count(&mut self) {
        self.nodes += 1;
        let out_of_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
        let out_of_time = self.nodes.is_multiple_of(CLOCK_EVERY)
            && self.limits.deadline.is_some_and(|d| Instant::now() >= d);
        self.stopped |= out_of_nodes || out_of_time;
    }

    /// The children of `position`, best first: `first` (when it is among them), then by
    /// promise. Under Best-Reply Search a rival's node holds every rival's turns, each
    /// handing the turn straight back to the searcher.
    fn expand(&mut self, position: &Position, ply: usize, first: Option<Move>) -> Vec<Child> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.buffers[ply]);
        children.clear();
        for mover in self.movers(position) {
            let from = children.len();
            successors(&mover, self.geometry, &mut children);
            for child in &mut children[from..] {
                self.hand_back(position, &mut child.position);
            }
        }
        children.sort_by_key(|c| (Some(c.turn) != first, -c.promise));
        children
    }

    /// Whether `position` is a rival's node under Best-Reply Search, which holds every rival's
    /// turns, each handing the turn straight back to the searcher.
    fn every_rival(&self, position: &Position) -> bool {
        self.method == Method::BestReply && position.current != self.root
    }

    /// `position` as each player whose turns its node holds is to move: the one to move, or
    /// at a rival's node under Best-Reply Search every rival.
    fn movers(&self, position: &Position) -> impl Iterator<Item = Position> + use<> {
        let (position, root) = (*position, self.root);
        let movers: Vec<usize> = match self.every_rival(&position) {
            true => position.rivals(root).collect(),
            false => vec![position.current],
        };
        movers.into_iter().map(move |current| Position {
            current,
            ..position
        })
    }

    /// Gives the turn in `child`, a position after a turn from `parent`, straight back to the
    /// searcher where `parent` is a rival's node under Best-Reply Search (unless it was won).
    fn hand_back(&self, parent: &Position, child: &mut Position) {
        if self.every_rival(parent) && child.winner.is_none() {
            child.current = self.root;
        }
    }

    /// Returns a ply's list of children for reuse.
    fn give_back(&mut self, ply: usize, children: Vec<Child>) {
        self.buffers[ply] = children;
    }
}

/// Every turn the player to move can make, the most promising for it first.
pub(crate) fn ordered_turns(position: &Position, geometry: &Geometry) -> Vec<Move> {
    let mut turns = Vec::new();
    let _ = each_turn(position, geometry, |turn, _, promise| {
        turns.push((promise, turn));
        ControlFlow::Continue(())
    });
    turns.sort_by_key(|&(promise, _)| -promise);
    turns.into_iter().map(|(_, turn)| turn).collect()
}

/// Every turn the player to move can make, with the position each leads to and how promising
/// it looks to that player, appended to `out`.
fn successors(position: &Position, geometry: &Geometry, out: &mut Vec<Child>) {
    let _ = each_turn(position, geometry, |turn, slid, promise| {
        out.push(Child {
            turn,
            position: walk(slid, geometry, turn, position.current),
            promise,
        });
        ControlFlow::Continue(())
    });
}

/// The position after `turn` by player `me`, from `slid`, the position after its slide: the
/// walk to its destination, unless the slide ended the turn (and passed it on).
fn walk(slid: &Position, geometry: &Geometry, turn: Move, me: usize) -> Position {
    let mut walked = *slid;
    if walked.current == me {
        walked.arrive(geometry, turn.destination);
    }
    walked
}

/// Calls `visit` with every turn the player to move can make, the position after its slide
/// (after the whole turn where the slide ended it) and how promising the turn looks to that
/// player (a win or a relic first, then nearness to its goal). Turns that lead to the same
/// position come once: a symmetric floating tile's looks are tried once, and a slide that ends
/// the turn (carrying the adventurer onto its relic) has no walk. Turns of one slide come
/// together. Stops when `visit` says so, and says whether it did.
fn each_turn(
    position: &Position,
    geometry: &Geometry,
    mut visit: impl FnMut(Move, &Position, i32) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let me = position.current;
    for slide in position.slides(geometry) {
        let mut slid = *position;
        if slid.slide(geometry, slide) {
            let turn = Move {
                slide,
                destination: slid.players[me],
            };
            visit(turn, &slid, i32::MAX)?;
            continue;
        }
        let goal = slid.goal(geometry, me).unwrap_or(FLOATING);
        // Arriving on the goal takes the relic, or wins once every relic is taken.
        let on_goal = if slid.collected[me] == slid.goal_count {
            i32::MAX
        } else {
            1000
        };
        for tile in members(slid.reach(geometry)) {
            let promise = if tile == goal {
                on_goal
            } else if goal == FLOATING {
                -(geometry.width as i32)
            } else {
                -(geometry.distance(tile, goal) as i32)
            };
            let turn = Move {
                slide,
                destination: tile,
            };
            visit(turn, &slid, promise)?;
        }
    }
    ControlFlow::Continue(())
}

/// Whether `after`, a position after a turn from `before`, differs from it only by where the
/// adventurer that moved stands (and who is to move): no relic taken, no game won.
fn only_walked(before: &Position, after: &Position) -> bool {
    after.winner.is_none() && after.collected == before.collected
}

/// The best value a node has found among its turns so far, within its window.
struct Choice {
    /// The searcher is to move: higher is better (else lower).
    maximising: bool,
    best: i32,
    turn: Option<Move>,
    alpha: i32,
    beta: i32,
}

impl Choice {
    fn new(maximising: bool, alpha: i32, beta: i32) -> Choice {
        Choice {
            maximising,
            best: if maximising { -WIN - 1 } else { WIN + 1 },
            turn: None,
            alpha,
            beta,
        }
    }

    /// Weighs `turn`, worth `value`; true when the window has closed and no other turn can
    /// matter.
    fn offer(&mut self, value: i32, turn: Move) -> bool {
        if self.maximising {
            if value > self.best {
                (self.best, self.turn) = (value, Some(turn));
            }
            self.alpha = self.alpha.max(value);
        } else {
            if value < self.best {
                (self.best, self.turn) = (value, Some(turn));
            }
            self.beta = self.beta.min(value);
        }
        self.alpha >= self.beta
    }
}

/// What a remembered value says of the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The true value is at least this (a cut-off above).
    Lower,
    /// The true value is at most this.
    Upper,
}

/// A remembered position.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    turn: Option<Move>,
}

/// The transposition table: positions by key, a deeper search replacing a shallower one.
struct Table {
    slots: Vec<Option<Entry>>,
}

/// Slots in the table (a power of two): about 6 MB.
const TABLE_SLOTS: usize = 1 << 17;

impl Table {
    fn new() -> Table {
        Table {
            slots: vec![None; TABLE_SLOTS],
        }
    }

    fn get(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & (TABLE_SLOTS - 1)].filter(|e| e.key == key)
    }

    fn put(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & (TABLE_SLOTS - 1)];
        if slot.is_none_or(|old| old.key == entry.key || old.depth <= entry.depth) {
            *slot = Some(entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Turn;
    use crate::game::{Game, Phase};
    use crate::{Command, Outcome as GameOutcome};
    use rand::SeedableRng;
    use std::collections::BTreeSet;

    /// A random board after `turns` of easy's play, at the start of a turn.
    /// The positions of games on every board size with one to three relics, played on by
    /// easy for up to `plies` − 1 turns, one a seed below `seeds` (seeds whose game ended give
    /// none), with each seed.
    fn varied_positions(seeds: u64, plies: u64) -> impl Iterator<Item = (u64, Geometry, Position)> {
        (0..seeds).filter_map(move |seed| {
            let side = [3, 5, 7, 9][seed as usize % 4];
            let relics = if side == 3 { 1 } else { 1 + (seed % 3) as u8 };
            let game = game(seed, side, relics, seed % plies);
            if game.outcome().is_some() {
                return None;
            }
            let geometry = Geometry::of(&game);
            let position = Position::of(&game, &geometry).unwrap();
            Some((seed, geometry, position))
        })
    }

    fn game(seed: u64, side: usize, relics: u8, turns: u64) -> Game {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let mut game = Game::new(crate::random_board(side, side, relics, &mut rng).unwrap());
        for _ in 0..turns {
            if game.outcome().is_some() {
                break;
            }
            let turn = crate::computer::choose(&game, crate::computer::Level::Easy).unwrap();
            for command in turn.commands(&game) {
                game.apply(command).unwrap();
            }
        }
        game
    }

    /// Every whole turn the rules allow the player to move, played through the game's own
    /// commands: each rotation, each insertion, each tile reachable after the slide.
    fn every_turn(game: &Game) -> Vec<Game> {
        let mut all = Vec::new();
        for rotations in 0..4 {
            for insertion in game.maze().insertions() {
                let mut slid = game.clone();
                for _ in 0..rotations {
                    slid.apply(Command::RotateRight).unwrap();
                }
                if slid.apply(Command::Slide(insertion)).is_err() {
                    continue;
                }
                if slid.phase() != Phase::Move || slid.current() != game.current() {
                    all.push(slid);
                    continue;
                }
                for destination in slid.reachable() {
                    let turn = Turn {
                        rotations,
                        insertion,
                        destination,
                    };
                    let mut walked = game.clone();
                    for command in turn.commands(game) {
                        walked.apply(command).unwrap();
                    }
                    all.push(walked);
                }
            }
        }
        all
    }

    /// What a game after a turn is, for comparing with the searches' positions.
    fn summary(game: &Game, geometry: &Geometry) -> (Option<usize>, u64) {
        match game.outcome() {
            Some(GameOutcome::Won(colour)) => (Some(colour.index()), 0),
            _ => (None, Position::of(game, geometry).unwrap().key()),
        }
    }

    #[test]
    fn the_searches_see_every_turn_the_rules_allow_and_no_other() {
        for seed in 0..40 {
            let side = [3, 5, 7, 9][seed as usize % 4];
            let game = game(seed, side, 1 + u8::from(side > 3), seed % 7);
            if game.outcome().is_some() {
                continue;
            }
            let geometry = Geometry::of(&game);
            let position = Position::of(&game, &geometry).unwrap();
            let mut children = Vec::new();
            successors(&position, &geometry, &mut children);
            let ours: BTreeSet<_> = children
                .iter()
                .map(|c| match c.position.winner {
                    Some(w) => (Some(w), 0),
                    None => (None, c.position.key()),
                })
                .collect();
            let rules: BTreeSet<_> = every_turn(&game)
                .iter()
                .map(|g| summary(g, &geometry))
                .collect();
            assert_eq!(ours, rules, "seed {seed}");
            // Each turn once: no two children are the same position.
            assert_eq!(ours.len(), children.len(), "seed {seed}");
        }
    }

    /// Paranoid minimax by brute force over the game's own rules: no pruning, no table.
    fn paranoid_by_rules(
        game: &Game,
        geometry: &Geometry,
        root: usize,
        depth: u8,
        ply: i32,
    ) -> i32 {
        if let Some(GameOutcome::Won(colour)) = game.outcome() {
            return if colour.index() == root {
                WIN - ply
            } else {
                ply - WIN
            };
        }
        let position = Position::of(game, geometry).unwrap();
        if depth == 0 {
            return value(&position, geometry, root, &Weights::EXPERT);
        }
        let values = every_turn(game)
            .into_iter()
            .map(|next| paranoid_by_rules(&next, geometry, root, depth - 1, ply + 1));
        if position.current == root {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    /// Best-Reply Search by brute force on positions: no pruning, no table.
    fn best_reply_plainly(
        position: &Position,
        geometry: &Geometry,
        root: usize,
        depth: u8,
        ply: i32,
    ) -> i32 {
        if let Some(winner) = position.winner {
            return if winner == root { WIN - ply } else { ply - WIN };
        }
        if depth == 0 {
            return value(position, geometry, root, &Weights::EXPERT);
        }
        let mut children = Vec::new();
        if position.current == root {
            successors(position, geometry, &mut children);
            return children
                .iter()
                .map(|c| best_reply_plainly(&c.position, geometry, root, depth - 1, ply + 1))
                .max()
                .unwrap();
        }
        let mut worst = i32::MAX;
        for rival in position.rivals(root) {
            let mut mover = *position;
            mover.current = rival;
            children.clear();
            successors(&mover, geometry, &mut children);
            for child in &mut children {
                if child.position.winner.is_none() {
                    child.position.current = root;
                }
                worst = worst.min(best_reply_plainly(
                    &child.position,
                    geometry,
                    root,
                    depth - 1,
                    ply + 1,
                ));
            }
        }
        worst
    }

    fn searched(game: &Game, method: Method, depth: u8) -> Outcome {
        let geometry = Geometry::of(game);
        let position = Position::of(game, &geometry).unwrap();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let found = search(&position, &geometry, method, limits).unwrap();
        // Deepening stops early only at a forced result.
        assert!(
            found.depth == depth || found.value.abs() > WIN / 2,
            "{found:?}"
        );
        found
    }

    #[test]
    fn paranoid_alpha_beta_finds_the_value_brute_force_finds() {
        let mut decided = 0;
        for seed in 0..16 {
            let (side, depth) = [(5, 2), (3, 2), (3, 2), (7, 1)][seed as usize % 4];
            let game = game(seed, side, 1, seed % 5);
            if game.outcome().is_some() {
                continue;
            }
            let geometry = Geometry::of(&game);
            let root = game.current().index();
            let expected = paranoid_by_rules(&game, &geometry, root, depth, 0);
            let found = searched(&game, Method::Paranoid, depth);
            assert_eq!(found.value, expected, "seed {seed}");
            decided += usize::from(expected.abs() > WIN / 2);
            // The turn chosen is worth what the search says.
            let mut next = game.clone();
            let turn = Turn::of(&geometry, found.turn.slide, found.turn.destination);
            for command in turn.commands(&game) {
                next.apply(command).unwrap();
            }
            assert_eq!(
                paranoid_by_rules(&next, &geometry, root, depth - 1, 1),
                expected,
                "seed {seed}"
            );
        }
        assert!(decided > 0, "no position had a forced result");
    }

    #[test]
    fn best_reply_search_finds_the_value_brute_force_finds() {
        for seed in 0..8 {
            // One case three plies deep: the searcher's, a rival's and its own again.
            let (side, depth) = match seed {
                1 => (3, 3),
                _ => [(5, 2), (3, 2), (7, 2)][seed as usize % 3],
            };
            let game = game(seed, side, 1, seed % 5);
            if game.outcome().is_some() {
                continue;
            }
            let geometry = Geometry::of(&game);
            let position = Position::of(&game, &geometry).unwrap();
            let expected = best_reply_plainly(&position, &geometry, position.current, depth, 0);
            assert_eq!(
                searched(&game, Method::BestReply, depth).value,
                expected,
                "seed {seed}"
            );
        }
    }

    /// A turn's promise is what it achieves: the most for a win or a slide that ends the turn,
    /// a thousand for a relic, else minus the distance left to the goal (the board's width
    /// while the goal is the floating tile), as the walked position shows.
    #[test]
    fn promises_are_what_the_turns_achieve() {
        let mut seen = [0; 3];
        for (seed, geometry, position) in varied_positions(60, 13) {
            let me = position.current;
            let mut children = Vec::new();
            successors(&position, &geometry, &mut children);
            for child in &children {
                let mut slid = position;
                let expected = if slid.slide(&geometry, child.turn.slide) {
                    i32::MAX
                } else {
                    let walked = &child.position;
                    let goal = slid.goal(&geometry, me).unwrap_or(FLOATING);
                    let near = match goal {
                        FLOATING => geometry.width,
                        _ => geometry.distance(child.turn.destination, goal),
                    };
                    let gained = i32::from(walked.collected[me] - position.collected[me]);
                    match walked.winner {
                        Some(_) => i32::MAX,
                        None => 1000 * gained - near as i32,
                    }
                };
                assert_eq!(child.promise, expected, "seed {seed} {:?}", child.turn);
                seen[usize::from(expected >= 1000) + usize::from(expected == i32::MAX)] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }

    /// What the last ply's shortcut rests on: turns with the same slide that only walked are
    /// worth the same to the searcher, for the searcher's own turns, a rival's (paranoid) and
    /// every rival's at once (Best-Reply Search, across rivals too).
    #[test]
    fn turns_that_only_walked_after_one_slide_are_worth_the_same() {
        let (mut shared, mut alone) = (0, 0);
        for (seed, geometry, position) in varied_positions(60, 11) {
            for (method, k) in [
                (Method::Paranoid, 0),
                (Method::Paranoid, 1),
                (Method::BestReply, 1),
            ] {
                let root = (position.current + k) % 4;
                let mut searcher = Searcher::new(&geometry, method, Limits::default(), root);
                let children = searcher.expand(&position, 0, None);
                let mut values = std::collections::HashMap::new();
                for child in &children {
                    let worth = value(&child.position, &geometry, root, &Weights::EXPERT);
                    match only_walked(&position, &child.position) {
                        true => {
                            let first = *values.entry(child.turn.slide).or_insert(worth);
                            assert_eq!(worth, first, "seed {seed} {method:?} {:?}", child.turn);
                            shared += 1;
                        }
                        false => alone += 1,
                    }
                }
            }
        }
        assert!(
            shared > 10_000 && alone > 50,
            "{shared} shared, {alone} alone"
        );
    }

    #[test]
    fn a_node_budget_is_kept_and_gives_the_same_turn_every_time() {
        let game = game(9, 7, 3, 4);
        let geometry = Geometry::of(&game);
        let position = Position::of(&game, &geometry).unwrap();
        for method in [Method::Paranoid, Method::BestReply] {
            let limits = Limits {
                nodes: Some(30_000),
                ..Limits::default()
            };
            let first = search(&position, &geometry, method, limits).unwrap();
            assert!(first.depth >= 2, "{method:?}: {first:?}");
            assert!(first.nodes <= 30_000 + u64::from(MAX_DEPTH), "{first:?}");
            assert_eq!(search(&position, &geometry, method, limits), Some(first));
        }
        // With nothing to spend, the first ply is still weighed whole.
        let spent = Limits {
            nodes: Some(1),
            ..Limits::default()
        };
        let found = search(&position, &geometry, Method::Paranoid, spent).unwrap();
        assert_eq!(found.depth, 1);
    }
}
