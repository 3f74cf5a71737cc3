//! Monte Carlo tree search with max-n back-ups (Nijssen's MCTS for multi-player games).
//!
//! Each simulation walks down the tree, every player choosing at its own nodes the turn best
//! for itself (upper confidence bounds on its own mean reward), adds one position, plays a few
//! turns on from there by the rule hard expects of its rivals (its relic if any slide brings it
//! in reach, else the tile nearest it), and scores the end for all four players at once. Unlike
//! the alpha-beta searches, the rivals are modelled as chasing their own relics, not as
//! plotting against the searcher. A node widens progressively: its turns are tried in order of
//! promise (at the root, hard's ranking of them), one more each time its visits pass the next
//! square, so the best-looking of the hundreds of turns a node has are weighed first and
//! deepest.

use std::time::Instant;

use super::evaluate::{Weights, standing};
use super::position::{Geometry, Position};
use super::search::{Limits, Move, Outcome, ordered_turns};

/// Turns played on from a new node before it is scored. Short playouts leave the budget to
/// the tree: two turns won 42.5 % against three hard seats where eight won 33.8 % (arena
/// runs on the same seeds: docs/performance.md).
const PLAYOUT_TURNS: u32 = 2;

/// The exploration constant of the upper confidence bound.
const EXPLORATION: f32 = 0.35;

/// Standing points of lead over the best rival that make the lead's part of a reward about
/// three quarters.
const SCALE: f32 = 700.0;

/// How much of a reward is the lead over the best rival; the rest is the player's own
/// progress. Leads alone made experts block more than race (arena runs: docs/performance.md).
const LEAD_SHARE: f32 = 0.5;

/// One position of the tree.
struct Node {
    position: Position,
    /// The player's turns from here, most promising first (filled on the first visit).
    turns: Vec<Move>,
    /// The nodes of the turns tried so far, in the order of `turns`.
    children: Vec<usize>,
    visits: u32,
    /// Each player's summed reward.
    rewards: [f32; 4],
}

impl Node {
    fn new(position: Position) -> Node {
        Node {
            position,
            turns: Vec::new(),
            children: Vec::new(),
            visits: 0,
            rewards: [0.0; 4],
        }
    }
}

/// The most visited turn after simulating until `limits` are spent (one simulation at least),
/// or `None` when the player has no goal.
pub(crate) fn search(position: &Position, geometry: &Geometry, limits: Limits) -> Option<Outcome> {
    if position.winner.is_some() {
        return None;
    }
    position.goal(geometry, position.current)?;
    let weights = Weights::EXPERT;
    let mut root = Node::new(*position);
    root.turns = worth_weighing(position, geometry);
    let mut tree = vec![root];
    let mut nodes = 0u64;
    let mut deepest = 0u8;
    let mut path = Vec::new();
    for simulation in 0u64.. {
        let out_of_nodes = limits.nodes.is_some_and(|n| nodes >= n);
        let out_of_time =
            simulation.is_multiple_of(16) && limits.deadline.is_some_and(|d| Instant::now() >= d);
        if simulation >= 1 && (out_of_nodes || out_of_time) {
            break;
        }
        path.clear();
        let leaf = descend(&mut tree, geometry, &mut path);
        deepest = deepest.max(u8::try_from(path.len()).unwrap_or(u8::MAX));
        let (rewards, turns) = playout(tree[leaf].position, geometry, &weights);
        nodes += path.len() as u64 + u64::from(turns) + 1;
        for &index in &path {
            let node = &mut tree[index];
            node.visits += 1;
            for (sum, reward) in node.rewards.iter_mut().zip(rewards) {
                *sum += reward;
            }
        }
    }
    let root = &tree[0];
    let (at, &best) = root
        .children
        .iter()
        .enumerate()
        .max_by_key(|&(at, &child)| (tree[child].visits, std::cmp::Reverse(at)))?;
    let mover = position.current;
    let value = tree[best].rewards[mover] / tree[best].visits.max(1) as f32;
    Some(Outcome {
        turn: root.turns[at],
        depth: deepest,
        nodes,
        value: (value * 1000.0) as i32,
    })
}

/// The root's turns to weigh: those that take a relic (or win) when there are any, since a
/// relic left on the board is one a rival's slide may carry away; else every turn. They come
/// in the order hard's one-round search ranks them, so the tree widens first where hard would
/// play.
fn worth_weighing(position: &Position, geometry: &Geometry) -> Vec<Move> {
    let me = position.current;
    let mut turns = ordered_turns(position, geometry);
    let gains = |turn: &Move| {
        let mut after = *position;
        play(&mut after, geometry, *turn);
        after.winner == Some(me) || after.collected[me] > position.collected[me]
    };
    if turns.iter().any(gains) {
        turns.retain(gains);
    }
    turns.sort_by_cached_key(|turn| {
        std::cmp::Reverse(super::rivals::score(
            position,
            geometry,
            turn.slide,
            turn.destination,
        ))
    });
    turns
}

/// Walks from the root to a new node (or a finished game), every player picking its own best;
/// `path` gets every node passed, the root first. Returns the last.
fn descend(tree: &mut Vec<Node>, geometry: &Geometry, path: &mut Vec<usize>) -> usize {
    let mut at = 0;
    loop {
        path.push(at);
        let node = &tree[at];
        if node.position.winner.is_some() || (node.visits == 0 && at != 0) {
            return at;
        }
        if node.turns.is_empty() {
            let turns = ordered_turns(&node.position, geometry);
            if turns.is_empty() {
                return at;
            }
            tree[at].turns = turns;
        }
        let node = &tree[at];
        let widest = (node.visits as f32).sqrt() as usize + 1;
        if node.children.len() < widest.min(node.turns.len()) {
            let turn = node.turns[node.children.len()];
            let mut next = node.position;
            play(&mut next, geometry, turn);
            let child = tree.len();
            tree.push(Node::new(next));
            tree[at].children.push(child);
            path.push(child);
            return child;
        }
        at = choose(tree, at);
    }
}

/// The child of `at` with the highest upper confidence bound for the player to move there.
fn choose(tree: &[Node], at: usize) -> usize {
    let node = &tree[at];
    let mover = node.position.current;
    let log = (node.visits.max(1) as f32).ln();
    let bound = |child: usize| {
        let c = &tree[child];
        let visits = c.visits.max(1) as f32;
        c.rewards[mover] / visits + EXPLORATION * (log / visits).sqrt()
    };
    node.children
        .iter()
        .copied()
        .max_by(|&a, &b| bound(a).total_cmp(&bound(b)))
        .unwrap_or(at)
}

/// Plays a whole turn.
fn play(position: &mut Position, geometry: &Geometry, turn: Move) {
    if !position.slide(geometry, turn.slide) {
        position.arrive(geometry, turn.destination);
    }
}

/// Plays up to [`PLAYOUT_TURNS`] turns by the rivals' likeliest-reply rule and scores the end
/// for every player: 1 to a winner, else half by its lead over the best of the others and half
/// by its own progress towards winning.
fn playout(mut position: Position, geometry: &Geometry, weights: &Weights) -> ([f32; 4], u32) {
    let mut turns = 0;
    while position.winner.is_none() && turns < PLAYOUT_TURNS {
        let Some((slide, destination)) = super::rivals::reply(&position, geometry) else {
            break;
        };
        play(&mut position, geometry, Move { slide, destination });
        turns += 1;
    }
    if let Some(winner) = position.winner {
        let mut rewards = [0.0; 4];
        rewards[winner] = 1.0;
        return (rewards, turns);
    }
    let standings: [i32; 4] = std::array::from_fn(|c| standing(&position, geometry, c, weights));
    let most = (weights.relic * (i32::from(position.goal_count) + 1)) as f32;
    let rewards = std::array::from_fn(|c| {
        let others = position.rivals(c).map(|o| standings[o] as f32);
        let best_other = others.clone().fold(f32::MIN, f32::max);
        let lead = (standings[c] as f32 - best_other) / SCALE;
        let own = (standings[c] as f32 / most).clamp(0.0, 1.0);
        LEAD_SHARE / (1.0 + (-lead).exp()) + (1.0 - LEAD_SHARE) * own
    });
    (rewards, turns)
}
