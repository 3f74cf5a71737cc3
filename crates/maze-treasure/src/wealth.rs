//! The wealthiest path: the simple path (no room twice) from one room to another that ends with
//! the most gold, thieves taking their share in walking order.
//!
//! On a perfect maze there is one path, and it is the answer. On a room maze the question is
//! hard in general (it contains the longest-path problem), and the seed answered it by trying
//! every path recursively. Here the search is cut down in three exact steps before any
//! searching:
//!
//! 1. **Dead branches go.** A simple path never enters a branch that it would have to leave the
//!    way it came, so rooms of degree one (other than the two ends) are pruned, repeatedly:
//!    what is left is the corridors and the loops between them.
//! 2. **Corridors become edges.** Rooms with two passages left are the inside of a corridor
//!    that a path walks whole or not at all; the search works on the junctions between them.
//! 3. **Bottlenecks split the search.** A junction that every path must cross cuts the problem
//!    in two, and because a purse that is larger on entering a stretch is never smaller on
//!    leaving it (gold adds, a thief takes a share rounded down), the best path is the best way
//!    through each stretch in turn, each started with the most gold the previous one can give.
//!
//! Each stretch is then searched depth-first with branch and bound: a partial path is dropped
//! when its gold plus all the gold left in the stretch cannot beat the best path found. The
//! search counts its steps and stops at a budget; the answer then says it is not proven, with
//! an upper bound on what the best path could hold.

use std::collections::{HashMap, HashSet, VecDeque};

use mazes::solve::{CellSet, Path};
use mazes::{Direction, Grid, Pos};

use crate::treasure::{Room, Treasure};

/// The search work [`wealthiest_path`] does at most unless told otherwise: a step of the
/// search, and each junction it looks at to bound the gold still within reach, count one
/// each. A third of a second on a small room maze on this project's test machine, under two
/// on a million rooms with 30,000 loops (whose larger junctions miss the cache more).
pub const DEFAULT_BUDGET: u64 = 25_000_000;

/// The wealthiest path found, and whether it is proven the wealthiest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wealthiest {
    /// The path.
    pub path: Path,
    /// The gold carried at its end, starting with none.
    pub gold: u64,
    /// Whether no path ends with more gold (the search finished within its budget).
    pub proven: bool,
    /// No path ends with more gold than this; equal to `gold` when proven.
    pub upper_bound: u64,
}

/// The simple path from `from` to `to` that ends with the most gold, starting with none, within
/// `budget` search steps; `None` if `to` cannot be reached.
pub fn wealthiest_path(treasure: &Treasure, from: Pos, to: Pos, budget: u64) -> Option<Wealthiest> {
    let none = CellSet::new(treasure.grid());
    wealthiest_on(treasure, from, to, 0, &none, budget)
}

/// The same search for a walk already under way: from `from` carrying `purse`, never entering
/// a room of `entered` (the rooms walked so far; `from` may be among them). The path starts at
/// `from`, and `gold` counts the purse carried into it.
pub(crate) fn wealthiest_on(
    treasure: &Treasure,
    from: Pos,
    to: Pos,
    purse: u64,
    entered: &CellSet,
    budget: u64,
) -> Option<Wealthiest> {
    let grid = treasure.grid();
    let blocked = |p: Pos| p != from && entered.contains(p);
    if blocked(to) {
        return None;
    }
    if from == to {
        let path = Path::new(from, Vec::new());
        return Some(Wealthiest {
            path,
            gold: purse,
            proven: true,
            upper_bound: purse,
        });
    }
    if mazes::metrics::is_perfect(grid) {
        // One path between any two rooms: it is the wealthiest, if it is still open.
        let shortest = mazes::solve::bfs(grid, from, to)?;
        if shortest.cells(grid).skip(1).any(blocked) {
            return None;
        }
        let gold = shortest
            .cells(grid)
            .skip(1)
            .fold(purse, |purse, at| treasure.loot(at, purse));
        return Some(Wealthiest {
            path: shortest,
            gold,
            proven: true,
            upper_bound: gold,
        });
    }
    let left = prune(grid, from, to, blocked);
    let graph = Junctions::new(treasure, &left, from, to);
    let (start, goal) = (graph.id(from)?, graph.id(to)?);
    let cuts = graph.bottlenecks(start, goal);
    let mut stretches = Stretches::new(&graph, &cuts);
    let mut search = Budget { left: budget };
    let (mut gold, mut upper, mut proven) = (purse, purse, true);
    let mut steps = Vec::new();
    for pair in cuts.windows(2) {
        // Each stretch is searched in a graph of its own junctions, so that its search costs
        // what the stretch holds, not what the maze does.
        let members = stretches.reach(&graph, pair[0], pair[1]);
        let (stretch, chains) = graph.within(&members);
        let local = |j: usize| members.binary_search(&j).ok();
        let (a, b) = (local(pair[0])?, local(pair[1])?);
        let allowed: Vec<bool> = (0..stretch.rooms.len())
            .map(|j| j < members.len())
            .collect();
        let found = stretch.best_through(a, b, &allowed, gold, upper, &mut search)?;
        for &(chain, forward) in &found.chains {
            steps.extend(graph.chains[chains[chain]].steps(forward));
        }
        (gold, upper) = (found.gold, found.upper_bound);
        proven &= found.proven;
    }
    Some(Wealthiest {
        path: Path::new(from, steps),
        gold,
        proven,
        upper_bound: upper.max(gold),
    })
}

/// The rooms left once dead branches are pruned: the `blocked` rooms go first, then every room
/// of degree one but `from` and `to`, and again, until none is left.
fn prune(grid: &Grid, from: Pos, to: Pos, blocked: impl Fn(Pos) -> bool) -> Vec<bool> {
    let mut left: Vec<bool> = grid.cells().map(|p| !blocked(p)).collect();
    let open_to = |p: Pos, left: &[bool]| {
        grid.open_directions(p)
            .filter_map(|d| grid.neighbor(p, d))
            .filter(|&n| n != p && left[grid.index(n)])
            .count()
    };
    let mut degree: Vec<usize> = grid.cells().map(|p| open_to(p, &left)).collect();
    let keep = |p: Pos| p == from || p == to;
    let mut queue: VecDeque<Pos> = grid
        .cells()
        .filter(|&p| left[grid.index(p)] && degree[grid.index(p)] <= 1 && !keep(p))
        .collect();
    while let Some(at) = queue.pop_front() {
        left[grid.index(at)] = false;
        for dir in grid.open_directions(at).collect::<Vec<_>>() {
            let Some(next) = grid.neighbor(at, dir) else {
                continue;
            };
            let i = grid.index(next);
            if left[i] && next != at {
                degree[i] = degree[i].saturating_sub(1);
                if degree[i] == 1 && !keep(next) {
                    queue.push_back(next);
                }
            }
        }
    }
    left
}

/// A corridor between two junctions: the rooms inside it, walked whole.
struct Chain {
    ends: [usize; 2],
    /// The directions from `ends[0]` to `ends[1]`.
    forward: Vec<Direction>,
    /// The rooms strictly inside, from `ends[0]` to `ends[1]`.
    inside: Vec<Room>,
    /// All the gold inside.
    gold: u64,
}

impl Chain {
    /// The directions walked, from `ends[0]` when `forward`, else from `ends[1]`.
    fn steps(&self, forward: bool) -> Vec<Direction> {
        if forward {
            self.forward.clone()
        } else {
            self.forward.iter().rev().map(|d| d.opposite()).collect()
        }
    }

    /// The purse after walking the inside rooms, from `ends[0]` when `forward`.
    fn walk(&self, forward: bool, purse: u64, share: u8) -> u64 {
        let loot = |purse, room: &Room| room.loot(purse, share);
        if forward {
            self.inside.iter().fold(purse, loot)
        } else {
            self.inside.iter().rev().fold(purse, loot)
        }
    }

    fn other(&self, end: usize) -> (usize, bool) {
        if self.ends[0] == end {
            (self.ends[1], true)
        } else {
            (self.ends[0], false)
        }
    }
}

/// The junctions left after pruning (rooms with other than two passages, and the two ends),
/// and the corridors between them.
struct Junctions {
    rooms: Vec<Room>,
    chains: Vec<Chain>,
    /// Per junction, the chains that leave it.
    touching: Vec<Vec<usize>>,
    ids: HashMap<Pos, usize>,
    share: u8,
}

/// What the search of one stretch found.
struct Found {
    chains: Vec<(usize, bool)>,
    gold: u64,
    proven: bool,
    upper_bound: u64,
}

/// Reused memory for the reach computed at every step of the search.
#[derive(Default)]
struct Scratch {
    /// The epoch in which each junction was last marked.
    marks: Vec<u32>,
    epoch: u32,
    queue: VecDeque<usize>,
    /// The junctions the last reach looked at.
    looked: u64,
}

impl Scratch {
    fn begin(&mut self, junctions: usize) {
        self.marks.resize(junctions, 0);
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.marks.fill(0);
            self.epoch = 1;
        }
        self.queue.clear();
    }

    /// Marks `j`; false if it was marked already.
    fn mark(&mut self, j: usize) -> bool {
        let fresh = self.marks[j] != self.epoch;
        self.marks[j] = self.epoch;
        fresh
    }
}

/// The junctions between each two bottlenecks in a row, found once each.
struct Stretches {
    /// The stretch that last reached each junction (a number, so that nothing needs clearing).
    reached: Vec<u32>,
    /// The stretches found so far.
    count: u32,
    /// The bottlenecks, marked.
    cut: Vec<bool>,
}

impl Stretches {
    fn new(graph: &Junctions, cuts: &[usize]) -> Stretches {
        let mut cut = vec![false; graph.rooms.len()];
        for &j in cuts {
            cut[j] = true;
        }
        Stretches {
            reached: vec![u32::MAX; graph.rooms.len()],
            count: 0,
            cut,
        }
    }

    /// The junctions a path from the bottleneck `a` to the next one, `b`, can use, in
    /// increasing order: `a`, those it reaches without crossing another bottleneck, and `b`. A
    /// junction lies beside two bottlenecks at most, so finding every stretch in turn looks at
    /// each junction twice.
    fn reach(&mut self, graph: &Junctions, a: usize, b: usize) -> Vec<usize> {
        let id = self.count;
        self.count += 1;
        self.reached[a] = id;
        let mut members = vec![a];
        let mut at = 0;
        while let Some(&j) = members.get(at) {
            at += 1;
            for &c in &graph.touching[j] {
                let (k, _) = graph.chains[c].other(j);
                if self.reached[k] != id && !self.cut[k] {
                    self.reached[k] = id;
                    members.push(k);
                }
            }
        }
        members.push(b);
        members.sort_unstable();
        members
    }
}

/// Search steps still allowed.
struct Budget {
    left: u64,
}

impl Junctions {
    /// The junctions reachable from `from` among the rooms `left` (`from` and `to` among them),
    /// and their corridors.
    fn new(treasure: &Treasure, left: &[bool], from: Pos, to: Pos) -> Junctions {
        let grid = treasure.grid();
        let stays = |p: Pos| left[grid.index(p)];
        let ways = |p: Pos| -> Vec<(Direction, Pos)> {
            grid.open_directions(p)
                .filter_map(|d| grid.neighbor(p, d).filter(|&n| stays(n)).map(|n| (d, n)))
                .collect()
        };
        let is_junction = |p: Pos| p == from || p == to || ways(p).len() != 2;
        let mut graph = Junctions {
            rooms: Vec::new(),
            chains: Vec::new(),
            touching: Vec::new(),
            ids: HashMap::new(),
            share: treasure.thief_share(),
        };
        let mut walked: HashSet<(Pos, Direction)> = HashSet::new();
        let mut queue = VecDeque::from([from]);
        graph.add(treasure, from);
        while let Some(at) = queue.pop_front() {
            let a = graph.ids[&at];
            for (dir, mut cur) in ways(at) {
                if !walked.insert((at, dir)) {
                    continue;
                }
                let (mut forward, mut inside, mut entered) = (vec![dir], Vec::new(), dir);
                while !is_junction(cur) {
                    let Some((d, next)) = ways(cur)
                        .into_iter()
                        .find(|&(d, _)| d != entered.opposite())
                    else {
                        break;
                    };
                    inside.push(treasure.room(cur).unwrap_or(Room::Standard));
                    forward.push(d);
                    (cur, entered) = (next, d);
                }
                walked.insert((cur, entered.opposite()));
                if cur == at {
                    continue; // a loop back to the same junction: no simple path uses it
                }
                let b = match graph.ids.get(&cur) {
                    Some(&b) => b,
                    None => {
                        queue.push_back(cur);
                        graph.add(treasure, cur)
                    }
                };
                let gold = inside.iter().map(|r| gold_of(*r)).sum();
                graph.touching[a].push(graph.chains.len());
                graph.touching[b].push(graph.chains.len());
                graph.chains.push(Chain {
                    ends: [a, b],
                    forward,
                    inside,
                    gold,
                });
            }
        }
        graph
    }

    fn add(&mut self, treasure: &Treasure, at: Pos) -> usize {
        let id = self.rooms.len();
        self.ids.insert(at, id);
        self.rooms.push(treasure.room(at).unwrap_or(Room::Standard));
        self.touching.push(Vec::new());
        id
    }

    fn id(&self, at: Pos) -> Option<usize> {
        self.ids.get(&at).copied()
    }

    /// The junctions every path from `start` to `goal` crosses, in the order it crosses them,
    /// `start` and `goal` included: one depth-first search over the junctions.
    fn bottlenecks(&self, start: usize, goal: usize) -> Vec<usize> {
        let joined = |j: usize| {
            self.touching[j]
                .iter()
                .map(move |&c| self.chains[c].other(j).0)
        };
        let mut order = vec![start];
        order.extend(mazes::metrics::separators(
            self.rooms.len(),
            joined,
            start,
            goal,
        ));
        order.push(goal);
        order
    }

    /// Breadth-first over the corridors from junction `from`, entering each junction once and
    /// only where `may_enter` allows; `entered(j, k, (chain, forward))` hears of each junction
    /// `k` entered from `j`.
    fn breadth_first(
        &self,
        from: usize,
        may_enter: impl Fn(usize) -> bool,
        mut entered: impl FnMut(usize, usize, (usize, bool)),
    ) {
        let mut seen = vec![false; self.rooms.len()];
        seen[from] = true;
        let mut queue = VecDeque::from([from]);
        while let Some(j) = queue.pop_front() {
            for &c in &self.touching[j] {
                let (k, forward) = self.chains[c].other(j);
                if !seen[k] && may_enter(k) {
                    seen[k] = true;
                    entered(j, k, (c, forward));
                    queue.push_back(k);
                }
            }
        }
    }

    /// The graph of one stretch: the junctions `members` (in increasing order), renumbered in
    /// that order, with every corridor that leaves them, in the same order at each junction; a
    /// corridor to a junction outside leads to one more junction, past the members, that no
    /// path may enter. With it, the chains' numbers in `self`.
    fn within(&self, members: &[usize]) -> (Junctions, Vec<usize>) {
        let outside = members.len();
        let local = |j: usize| members.binary_search(&j).unwrap_or(outside);
        let mut stretch = Junctions {
            rooms: members.iter().map(|&j| self.rooms[j]).collect(),
            chains: Vec::new(),
            touching: vec![Vec::new(); outside + 1],
            ids: HashMap::new(),
            share: self.share,
        };
        stretch.rooms.push(Room::Standard);
        let mut numbered: HashMap<usize, usize> = HashMap::new();
        let mut global = Vec::new();
        for (lj, &j) in members.iter().enumerate() {
            for &c in &self.touching[j] {
                let lc = *numbered.entry(c).or_insert_with(|| {
                    let chain = &self.chains[c];
                    stretch.chains.push(Chain {
                        ends: chain.ends.map(local),
                        forward: chain.forward.clone(),
                        inside: chain.inside.clone(),
                        gold: chain.gold,
                    });
                    global.push(c);
                    stretch.chains.len() - 1
                });
                stretch.touching[lj].push(lc);
            }
        }
        (stretch, global)
    }

    /// The best way from `a` to `b` through the `allowed` junctions, entered with `purse`
    /// (and with at most `purse_bound` on the best path so far), by branch and bound.
    fn best_through(
        &self,
        a: usize,
        b: usize,
        allowed: &[bool],
        purse: u64,
        purse_bound: u64,
        budget: &mut Budget,
    ) -> Option<Found> {
        let gold_left: u64 = (0..self.rooms.len())
            .filter(|&j| allowed[j] && j != a)
            .map(|j| gold_of(self.rooms[j]))
            .chain(
                self.chains
                    .iter()
                    .filter(|c| allowed[c.ends[0]] && allowed[c.ends[1]])
                    .map(|c| c.gold),
            )
            .sum();
        let first = self.first_path(a, b, allowed)?;
        let mut best = (self.purse_along(&first, a, purse), first);
        let mut visited = vec![false; self.rooms.len()];
        visited[a] = true;
        let mut path: Vec<(usize, bool)> = Vec::new();
        let mut complete = true;
        let mut scratch = Scratch::default();
        // Each junction of the current path with its purse, the gold still unused on the way,
        // and the next chain to try.
        let mut stack = vec![(a, purse, gold_left, 0usize)];
        while let Some(frame) = stack.last_mut() {
            let (j, gold, left) = (frame.0, frame.1, frame.2);
            let Some(&c) = self.touching[j].get(frame.3) else {
                stack.pop();
                if let Some((c, forward)) = path.pop() {
                    visited[self.chains[c].ends[usize::from(forward)]] = false;
                }
                continue;
            };
            frame.3 += 1;
            if gold.saturating_add(left) <= best.0 {
                continue;
            }
            if budget.left == 0 {
                complete = false;
                break;
            }
            budget.left -= 1;
            let (k, forward) = self.chains[c].other(j);
            if !allowed[k] || visited[k] {
                continue;
            }
            let chain = &self.chains[c];
            let after = self.rooms[k].loot(chain.walk(forward, gold, self.share), self.share);
            path.push((c, forward));
            if k == b {
                if after > best.0 {
                    best = (after, path.clone());
                }
                path.pop();
                continue;
            }
            visited[k] = true;
            // The gold still within reach: a tighter bound than all that is unused, and none at
            // all when the way on to `b` is cut off.
            let reach = self.gold_within_reach(k, b, allowed, &visited, &mut scratch);
            // The reach looked at every junction it found: that is search work too, so that
            // the budget bounds the time a stretch takes however large it is.
            budget.left = budget.left.saturating_sub(scratch.looked);
            match reach {
                Some(left) => stack.push((k, after, left, 0)),
                None => {
                    visited[k] = false;
                    path.pop();
                }
            }
        }
        let (gold, chains) = best;
        let exact = complete && purse_bound <= purse;
        // Entered with at most `purse_bound`, no path through the stretch gains more than all
        // the gold in it.
        let upper_bound = if exact {
            gold
        } else {
            gold.max(purse_bound.saturating_add(gold_left))
        };
        Some(Found {
            chains,
            gold,
            proven: complete,
            upper_bound,
        })
    }

    /// The gold in the junctions and corridors a path on from `at` could still enter (through
    /// `allowed` junctions not `visited`), or `None` if it can no longer reach `b`.
    fn gold_within_reach(
        &self,
        at: usize,
        b: usize,
        allowed: &[bool],
        visited: &[bool],
        scratch: &mut Scratch,
    ) -> Option<u64> {
        scratch.begin(self.rooms.len());
        scratch.mark(at);
        scratch.queue.push_back(at);
        let (mut gold, mut found) = (0, false);
        scratch.looked = 0;
        while let Some(j) = scratch.queue.pop_front() {
            scratch.looked += 1;
            for &c in &self.touching[j] {
                let (k, _) = self.chains[c].other(j);
                if !allowed[k] || visited[k] {
                    continue;
                }
                // Each usable corridor is met from both ends; count it from the lower one.
                if j < k || j == at {
                    gold += self.chains[c].gold;
                }
                if scratch.mark(k) {
                    found |= k == b;
                    gold += gold_of(self.rooms[k]);
                    scratch.queue.push_back(k);
                }
            }
        }
        found.then_some(gold)
    }

    /// A path from `a` to `b` through the `allowed` junctions with the fewest corridors.
    fn first_path(&self, a: usize, b: usize, allowed: &[bool]) -> Option<Vec<(usize, bool)>> {
        let mut came: Vec<Option<(usize, bool)>> = vec![None; self.rooms.len()];
        self.breadth_first(a, |k| allowed[k], |_, k, way| came[k] = Some(way));
        let mut path = Vec::new();
        let mut at = b;
        while at != a {
            let (c, forward) = came[at]?;
            path.push((c, forward));
            at = self.chains[c].ends[usize::from(!forward)];
        }
        path.reverse();
        Some(path)
    }

    /// The purse at the end of `path` from `a`, entered with `purse`.
    fn purse_along(&self, path: &[(usize, bool)], a: usize, purse: u64) -> u64 {
        let mut at = a;
        path.iter().fold(purse, |purse, &(c, forward)| {
            let chain = &self.chains[c];
            at = chain.other(at).0;
            self.rooms[at].loot(chain.walk(forward, purse, self.share), self.share)
        })
    }
}

fn gold_of(room: Room) -> u64 {
    match room {
        Room::Gold(n) => u64::from(n),
        _ => 0,
    }
}

#[cfg(test)]
mod tests;
