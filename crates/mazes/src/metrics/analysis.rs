//! A closer look at a maze's passages: what each cell looks like, how long corridors run, how
//! long its dead ends are, and what a solver has to get right between start and goal.
//!
//! The passages split into *corridors*: stretches whose inner cells have exactly two passages,
//! running between cells that have any other number (dead ends, junctions) or round a loop of
//! their own. Every passage lies in exactly one corridor. Linear time; memory: a byte a cell
//! for the passages and a bit a cell for the corridors walked, plus, on a maze that is not
//! perfect, twelve bytes a cell for the search for bottlenecks.

use crate::bits::BitSet;
use crate::maze::Maze;
use crate::network::{Network, Straight, follow};
use crate::solve::bfs;

/// What `maze stats` adds about a maze's passages, on every shape.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Analysis {
    /// Cells with no passage.
    pub isolated: u64,
    /// Cells with two passages in a straight line.
    pub straightaways: u64,
    /// Cells with two passages at a right angle.
    pub turns: u64,
    /// Cells with three passages.
    pub t_junctions: u64,
    /// Cells with four passages or more (a hexagon may have six).
    pub crossroads: u64,
    /// How many dead ends lead, through a corridor of each length (in steps), to a junction:
    /// buckets of lengths that double (1, 2, 3–4, 5–8, …), empty ones left out.
    pub dead_ends_by_length: Vec<LengthBucket>,
    /// The number of corridors (see the module's documentation).
    pub corridors: u64,
    /// The longest corridor, in steps.
    pub longest_corridor: u64,
    /// The river factor: the mean length of a corridor in steps (passages ÷ corridors), how
    /// far a passage runs before it branches or ends. Long in mazes that flow (the
    /// backtracker), short in branchy ones (Prim).
    pub river: f64,
    /// Cells other than the start and the goal that every way from start to goal crosses; on
    /// a perfect maze, the solution's inner cells. `None` without a start and a goal that
    /// connect.
    pub bottlenecks: Option<u64>,
    /// Cells of the shortest solution, goal aside, where a walker has a choice to make (three
    /// or more passages): the decisions it must get right. `None` as for `bottlenecks`.
    pub decisions: Option<u64>,
    /// Those decisions as a percentage of the solution's cells, goal aside.
    pub decision_percent: Option<f64>,
}

/// Dead ends whose corridors are `from` to `to` steps long (both included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LengthBucket {
    /// The shortest length in the bucket.
    pub from: u64,
    /// The longest length in the bucket.
    pub to: u64,
    /// How many dead ends.
    pub count: u64,
}

impl Analysis {
    /// Analyses `maze`, of any shape (see the module's documentation for the cost). A cell
    /// with two passages is straight when they leave by opposite sides (never, on triangles).
    ///
    /// ```
    /// use mazes::metrics::Analysis;
    /// use mazes::shape::{Lattice, Shape};
    ///
    /// let maze = mazes::MazeBuilder::new(mazes::Size::new(30, 20)).seed(3).build()?;
    /// let a = Analysis::of(&maze);
    /// let cells = a.isolated + a.straightaways + a.turns + a.t_junctions + a.crossroads;
    /// let dead_ends: u64 = a.dead_ends_by_length.iter().map(|b| b.count).sum();
    /// assert_eq!(cells + dead_ends, 600);
    /// // A perfect maze: every inner cell of the solution is a bottleneck.
    /// let (start, goal) = maze.ends().unwrap();
    /// let solution = mazes::solve::shortest_way(&maze, start, goal).unwrap();
    /// assert_eq!(a.bottlenecks, Some(solution.len() as u64 - 2));
    ///
    /// let hex = Lattice::new(Shape::hex(mazes::Size::new(9, 7)))?;
    /// let a = Analysis::of(&mazes::Maze::generate(hex, mazes::Algorithm::Kruskal, 1)?);
    /// let dead_ends: u64 = a.dead_ends_by_length.iter().map(|b| b.count).sum();
    /// let cells = a.isolated + a.straightaways + a.turns + a.t_junctions + a.crossroads;
    /// assert_eq!(cells + dead_ends, 63);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(maze: &Maze) -> Analysis {
        let Some(grid) = maze.grid() else {
            let path = maze
                .ends()
                .and_then(|(start, goal)| crate::solve::shortest_way(maze, start, goal));
            return analyse(maze, path.as_deref(), || maze.is_perfect());
        };
        let solution = maze.endpoints().and_then(|(start, goal)| {
            let path = bfs(grid, start.cell, goal.cell)?;
            Some(
                path.cells(grid)
                    .map(|pos| grid.index(pos))
                    .collect::<Vec<_>>(),
            )
        });
        analyse(grid, solution.as_deref(), || {
            crate::metrics::is_perfect(grid)
        })
    }
}

/// The analysis of `net`, with the cells of its solution from start to goal if it has one;
/// `perfect` says whether it is (which makes the bottlenecks the solution's inner cells).
fn analyse<N: Straight>(
    net: &N,
    solution: Option<&[usize]>,
    perfect: impl FnOnce() -> bool,
) -> Analysis {
    let mut analysis = Analysis {
        isolated: 0,
        straightaways: 0,
        turns: 0,
        t_junctions: 0,
        crossroads: 0,
        dead_ends_by_length: Vec::new(),
        corridors: 0,
        longest_corridor: 0,
        river: 0.0,
        bottlenecks: None,
        decisions: None,
        decision_percent: None,
    };
    for cell in 0..net.cells() {
        match net.degree(cell) {
            0 => analysis.isolated += 1,
            2 if net.straight(cell) => analysis.straightaways += 1,
            2 => analysis.turns += 1,
            3 => analysis.t_junctions += 1,
            4.. => analysis.crossroads += 1,
            _ => {}
        }
    }
    let corridors = Corridors::walk(net);
    analysis.corridors = corridors.count;
    analysis.longest_corridor = corridors.longest;
    analysis.river = match corridors.count {
        0 => 0.0,
        n => net.passages() as f64 / n as f64,
    };
    analysis.dead_ends_by_length = buckets(&corridors.dead_ends);
    if let Some(cells) = solution
        && let (Some(&from), Some(&to)) = (cells.first(), cells.last())
    {
        let steps = cells.len() - 1;
        let choices = cells[..steps]
            .iter()
            .filter(|&&cell| net.degree(cell) >= 3)
            .count() as u64;
        analysis.decisions = Some(choices);
        analysis.decision_percent = Some(choices as f64 * 100.0 / steps.max(1) as f64);
        analysis.bottlenecks = Some(if perfect() {
            steps.saturating_sub(1) as u64
        } else {
            super::bottlenecks::count(net, from, to)
        });
    }
    analysis
}

/// What walking every corridor found.
struct Corridors {
    count: u64,
    longest: u64,
    /// How many dead ends' corridors fall in each bucket of lengths (see [`bucket`]).
    dead_ends: Vec<u64>,
}

impl Corridors {
    /// Walks every corridor of `net` once.
    fn walk<N: Network>(net: &N) -> Corridors {
        let mut walked = BitSet::with_len(net.cells());
        let mut corridors = Corridors {
            count: 0,
            longest: 0,
            dead_ends: Vec::new(),
        };
        let dead_end = |c: usize| net.degree(c) == 1;
        // From every cell that is not inside a corridor, along each passage.
        for cell in (0..net.cells()).filter(|&c| net.degree(c) != 2) {
            for first in net.links(cell) {
                let (end, length, last) = follow(net, cell, first, |c| walked.set(c));
                // Each corridor is walked from both of its ends: count it from one, the one
                // with the lower number, or, for a loop back to the same cell, the way out
                // whose passage has the lower number.
                if (cell, first.0) > (end, last) {
                    continue;
                }
                corridors.add(length);
                if dead_end(cell) {
                    corridors.dead_end(length);
                }
                if dead_end(end) && end != cell {
                    corridors.dead_end(length);
                }
            }
        }
        // What is left unwalked are loops of two-passage cells only.
        for cell in 0..net.cells() {
            if net.degree(cell) == 2 && !walked.get(cell) {
                walked.set(cell);
                if let Some(first) = net.links(cell).next() {
                    let (_, length, _) = follow(net, cell, first, |c| walked.set(c));
                    corridors.add(length);
                }
            }
        }
        corridors
    }

    fn add(&mut self, length: u64) {
        self.count += 1;
        self.longest = self.longest.max(length);
    }

    /// Counts a dead end whose corridor is `length` steps long.
    fn dead_end(&mut self, length: u64) {
        let bucket = bucket(length);
        if self.dead_ends.len() <= bucket {
            self.dead_ends.resize(bucket + 1, 0);
        }
        self.dead_ends[bucket] += 1;
    }
}

/// The bucket of lengths that `length` falls in: 1 → 0, 2 → 1, 3–4 → 2, 5–8 → 3, …
fn bucket(length: u64) -> usize {
    if length <= 1 {
        0
    } else {
        (length - 1).ilog2() as usize + 1
    }
}

/// The non-empty buckets of `counts` (one a bucket, in order), with the lengths each spans.
fn buckets(counts: &[u64]) -> Vec<LengthBucket> {
    counts
        .iter()
        .enumerate()
        .filter(|&(_, &count)| count > 0)
        .map(|(bucket, &count)| {
            let (from, to) = match bucket {
                0 => (1, 1),
                b => ((1u64 << (b - 1)) + 1, 1u64 << b),
            };
            LengthBucket { from, to, count }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::ascii::from_ascii;

    #[test]
    fn buckets_double() {
        let mut counts = vec![0; 6];
        for length in [1, 1, 2, 3, 4, 5, 9, 16, 17] {
            counts[bucket(length)] += 1;
        }
        let counted = buckets(&counts);
        let spans: Vec<(u64, u64, u64)> = counted.iter().map(|b| (b.from, b.to, b.count)).collect();
        assert_eq!(
            spans,
            [
                (1, 1, 2),
                (2, 2, 1),
                (3, 4, 2),
                (5, 8, 1),
                (9, 16, 2),
                (17, 32, 1)
            ]
        );
    }

    /// A maze whose every measure can be counted by eye.
    #[test]
    fn a_drawn_maze_is_analysed_as_counted_by_eye() {
        let maze = from_ascii(
            "\
+---+---+---+---+
| S             |
+---+---+   +   +
|       |   |   |
+   +   +   +   +
|   | G         |
+---+---+---+---+
",
        )
        .expect("a maze");
        let a = Analysis::of(&maze);
        // Dead ends: S and the cell below-left. Straight: (1,0), (2,1), (3,1). T: (2,0), (2,2).
        // Turns: the other five.
        let kinds = (
            a.isolated,
            a.straightaways,
            a.turns,
            a.t_junctions,
            a.crossroads,
        );
        assert_eq!(kinds, (0, 3, 5, 2, 0));
        // Corridors between the dead ends and the two junctions: S–(2,0) 2 steps, (2,0)–(2,2)
        // straight down 2 and round the right 4, the lower-left dead end–(2,2) 4.
        assert_eq!((a.corridors, a.longest_corridor), (4, 4));
        assert_eq!(a.river, 3.0);
        let by_length: Vec<(u64, u64, u64)> = a
            .dead_ends_by_length
            .iter()
            .map(|b| (b.from, b.to, b.count))
            .collect();
        assert_eq!(by_length, [(2, 2, 1), (3, 4, 1)]);
        // The solution S, (1,0), (2,0), (2,1), (2,2), G: choices at the two junctions; every
        // way crosses (1,0), (2,0) and (2,2).
        assert_eq!(a.decisions, Some(2));
        assert_eq!(a.decision_percent, Some(40.0));
        assert_eq!(a.bottlenecks, Some(3));
    }

    #[test]
    fn a_ring_of_two_passage_cells_is_one_corridor() {
        let maze = from_ascii(
            "\
+---+---+
|       |
+   +   +
|       |
+---+---+
",
        )
        .expect("a maze");
        let a = Analysis::of(&maze);
        assert_eq!((a.turns, a.corridors, a.longest_corridor), (4, 1, 4));
        assert_eq!((a.bottlenecks, a.decisions), (None, None));
    }
}
