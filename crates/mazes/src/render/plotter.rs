//! SVG for pen plotters: the walls as few continuous strokes, so the pen lifts as seldom as it
//! can.
//!
//! The walls are a graph on the corners of the cells. A stroke can draw a set of walls without
//! lifting the pen exactly when they form a trail, and a connected graph with `2k` corners where
//! an odd number of walls meet needs `k` trails (one if there is none), no fewer. Pairing those
//! corners by pretend walls makes every corner even; a walk that uses every wall once (found by
//! Hierholzer's algorithm) then falls apart at the pretend walls into exactly those trails.
//! Straight runs within a stroke are written as one `H` or `V` command.

use std::fmt::Write as _;

use super::{SvgOptions, WallSource, Walls};
use crate::{maze::Maze, maze::SquaresOnly};

/// The plotter SVG of `maze`'s walls: one `<path>` a stroke, nothing filled, no marks.
///
/// ```
/// let maze = mazes::MazeBuilder::new(mazes::Size::new(8, 6)).seed(5).build()?;
/// let svg = mazes::render::plotter_svg(&maze, Default::default())?;
/// assert!(svg.starts_with("<svg") && svg.matches("<path").count() >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A maze that is not a whole rectangle of squares is refused.
pub fn plotter_svg(maze: &Maze, options: SvgOptions) -> Result<String, SquaresOnly> {
    let walls = Walls::new(maze, "a plotter SVG")?;
    let strokes = strokes(&walls);
    let SvgOptions { cell, wall, colors } = options;
    let (width, height) = (walls.width(), walls.height());
    let px = |n: u32| wall + f64::from(n) * cell;
    let (w, h) = (px(width) + wall, px(height) + wall);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n"
    );
    for stroke in &strokes {
        let _ = write!(
            svg,
            "<path fill=\"none\" stroke=\"{}\" stroke-width=\"{wall}\" stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"",
            colors.wall.hex()
        );
        let (x0, y0) = stroke[0];
        let _ = write!(svg, "M{} {}", px(x0), px(y0));
        for ((x, y), vertical) in straight_runs(stroke) {
            let _ = if vertical {
                write!(svg, "V{}", px(y))
            } else {
                write!(svg, "H{}", px(x))
            };
        }
        svg.push_str("\"/>\n");
    }
    svg.push_str("</svg>\n");
    Ok(svg)
}

/// The corners where `stroke` turns, and its last: the ends of its straight runs, each with
/// whether its run goes up or down (rather than across).
fn straight_runs(stroke: &[(u32, u32)]) -> Vec<((u32, u32), bool)> {
    // Step `i` (from corner `i − 1` to corner `i`) runs up or down when it keeps the column.
    let vertical = |i: usize| stroke[i - 1].0 == stroke[i].0;
    (1..stroke.len())
        .filter(|&k| k + 1 == stroke.len() || vertical(k) != vertical(k + 1))
        .map(|k| (stroke[k], vertical(k)))
        .collect()
}

/// The walls of `walls` as the fewest trails: each a list of corners (column, row), one wall
/// between each two in a row.
pub(crate) fn strokes<S: WallSource>(walls: &S) -> Vec<Vec<(u32, u32)>> {
    let mut graph = Corners::of(walls);
    graph.pair_odd_corners();
    let mut strokes = Vec::new();
    for start in 0..graph.sides.len() {
        while graph.degree(start) > 0 {
            let circuit = graph.circuit_from(start);
            strokes.extend(split_at_pretend(circuit));
        }
    }
    strokes
        .into_iter()
        .map(|stroke| stroke.into_iter().map(|c| graph.point(c)).collect())
        .collect()
}

/// Up, right, down, left: the bits of a corner's walls.
const STEPS: [(i64, i64); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

/// The walls as a graph on the corners.
struct Corners {
    /// Corners in a row: the width plus one.
    across: usize,
    /// Each corner's walls not yet drawn, a bit a direction (see [`STEPS`]).
    sides: Vec<u8>,
    /// Each corner's pretend partner, if its pretend wall is not yet walked.
    pretend: Vec<Option<usize>>,
}

/// A step of a walk: to `corner`, by a real wall or a pretend one.
#[derive(Clone, Copy)]
struct Step {
    corner: usize,
    pretend: bool,
}

impl Corners {
    fn of<S: WallSource>(walls: &S) -> Corners {
        let (width, height) = (walls.width() as usize, walls.height() as usize);
        let across = width + 1;
        let mut sides = vec![0u8; across * (height + 1)];
        for y in 0..=height {
            for x in 0..=width {
                let corner = y * across + x;
                if x < width && walls.horizontal(x as u32, y as u32) {
                    sides[corner] |= 2;
                    sides[corner + 1] |= 8;
                }
                if y < height && walls.vertical(x as u32, y as u32) {
                    sides[corner] |= 4;
                    sides[corner + across] |= 1;
                }
            }
        }
        let pretend = vec![None; sides.len()];
        Corners {
            across,
            sides,
            pretend,
        }
    }

    fn point(&self, corner: usize) -> (u32, u32) {
        ((corner % self.across) as u32, (corner / self.across) as u32)
    }

    /// Walls (real and pretend) not yet walked at `corner`.
    fn degree(&self, corner: usize) -> u32 {
        self.sides[corner].count_ones() + u32::from(self.pretend[corner].is_some())
    }

    /// Joins the corners with an odd number of walls two by two, in order, by pretend walls.
    fn pair_odd_corners(&mut self) {
        let odd: Vec<usize> = (0..self.sides.len())
            .filter(|&c| self.sides[c].count_ones() % 2 == 1)
            .collect();
        for pair in odd.chunks(2) {
            if let [a, b] = *pair {
                self.pretend[a] = Some(b);
                self.pretend[b] = Some(a);
            }
        }
    }

    /// Takes a wall not yet walked from `corner` (real ones first), and where it leads.
    fn take(&mut self, corner: usize) -> Option<Step> {
        let sides = self.sides[corner];
        if sides != 0 {
            let d = sides.trailing_zeros() as usize;
            let (dx, dy) = STEPS[d];
            let next = (corner as i64 + dy * self.across as i64 + dx) as usize;
            self.sides[corner] &= !(1 << d);
            self.sides[next] &= !(1 << ((d + 2) % 4));
            return Some(Step {
                corner: next,
                pretend: false,
            });
        }
        let next = self.pretend[corner].take()?;
        self.pretend[next] = None;
        Some(Step {
            corner: next,
            pretend: true,
        })
    }

    /// A closed walk from `start` using every wall not yet walked that it can reach, each
    /// once (Hierholzer's algorithm), as steps in order (the first from nowhere).
    fn circuit_from(&mut self, start: usize) -> Vec<Step> {
        let mut stack = vec![Step {
            corner: start,
            pretend: false,
        }];
        let mut circuit = Vec::new();
        while let Some(&top) = stack.last() {
            match self.take(top.corner) {
                Some(step) => stack.push(step),
                None => {
                    if let Some(step) = stack.pop() {
                        circuit.push(step);
                    }
                }
            }
        }
        circuit.reverse();
        circuit
    }
}

/// `circuit`'s corners, cut wherever it steps along a pretend wall: the strokes. (In the order
/// the circuit is read, each step's flag tells of the wall from the corner before.)
fn split_at_pretend(circuit: Vec<Step>) -> Vec<Vec<usize>> {
    {
        let mut strokes = vec![Vec::new()];
        for (k, step) in circuit.iter().enumerate() {
            if k > 0 && step.pretend {
                strokes.push(Vec::new());
            }
            if let Some(stroke) = strokes.last_mut() {
                stroke.push(step.corner);
            }
        }
        // The circuit ends where it began: unless a pretend wall cuts it there, its last piece
        // runs on into its first.
        if strokes.len() > 1 {
            let first = strokes.remove(0);
            if let Some(last) = strokes.last_mut() {
                last.extend(first.into_iter().skip(1));
            }
        }
        strokes.retain(|s| s.len() > 1);
        strokes
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use super::*;
    use crate::{build::MazeBuilder, generate::Algorithm, size::Size, topology::Wrap};

    type Segment = ((u32, u32), (u32, u32));

    fn segment(a: (u32, u32), b: (u32, u32)) -> Segment {
        if a <= b { (a, b) } else { (b, a) }
    }

    /// The unit walls a plotter SVG draws, read back from its paths, and how many paths.
    fn read_back(svg: &str, options: SvgOptions) -> (Vec<Segment>, usize) {
        let corner = |v: f64| ((v - options.wall) / options.cell).round() as u32;
        let mut segments = Vec::new();
        let mut paths = 0;
        for d in svg.split(" d=\"").skip(1) {
            paths += 1;
            let d = &d[..d.find('"').unwrap()];
            let mut at = (0, 0);
            let mut i = 0;
            let chars: Vec<char> = d.chars().collect();
            while i < chars.len() {
                let command = chars[i];
                let end = (i + 1..chars.len())
                    .find(|&j| "MHV".contains(chars[j]))
                    .unwrap_or(chars.len());
                let numbers: Vec<f64> = chars[i + 1..end]
                    .iter()
                    .collect::<String>()
                    .split_whitespace()
                    .map(|n| n.parse().unwrap())
                    .collect();
                let to = match command {
                    'M' => (corner(numbers[0]), corner(numbers[1])),
                    'H' => (corner(numbers[0]), at.1),
                    'V' => (at.0, corner(numbers[0])),
                    other => panic!("unexpected {other}"),
                };
                if command != 'M' {
                    let (mut x, mut y) = at;
                    while (x, y) != to {
                        let next = (
                            (i64::from(x) + (i64::from(to.0) - i64::from(x)).signum()) as u32,
                            (i64::from(y) + (i64::from(to.1) - i64::from(y)).signum()) as u32,
                        );
                        segments.push(segment((x, y), next));
                        (x, y) = next;
                    }
                }
                at = to;
                i = end;
            }
        }
        (segments, paths)
    }

    /// The fewest strokes the walls could take: in each connected group of walls, half its
    /// corners where an odd number meet, or one.
    fn fewest_strokes(walls: &[Segment]) -> usize {
        let mut parent: HashMap<(u32, u32), (u32, u32)> = HashMap::new();
        fn root(parent: &mut HashMap<(u32, u32), (u32, u32)>, c: (u32, u32)) -> (u32, u32) {
            let p = *parent.entry(c).or_insert(c);
            if p == c {
                c
            } else {
                let r = root(parent, p);
                parent.insert(c, r);
                r
            }
        }
        let mut degree: HashMap<(u32, u32), usize> = HashMap::new();
        for &(a, b) in walls {
            *degree.entry(a).or_default() += 1;
            *degree.entry(b).or_default() += 1;
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent.insert(ra, rb);
        }
        let mut odd: HashMap<(u32, u32), usize> = HashMap::new();
        let corners: Vec<(u32, u32)> = degree.keys().copied().collect();
        for c in corners {
            let r = root(&mut parent, c);
            *odd.entry(r).or_default() += degree[&c] % 2;
        }
        odd.values().map(|&n| (n / 2).max(1)).sum()
    }

    /// A stroke may pass a corner twice, arriving across the first time and up the second:
    /// each run keeps its own direction.
    #[test]
    fn runs_through_a_corner_met_twice_keep_their_directions() {
        let stroke = [
            (0, 1),
            (1, 1),
            (1, 0),
            (2, 0),
            (2, 1),
            (2, 2),
            (1, 2),
            (1, 1),
            (2, 1),
        ];
        let runs = straight_runs(&stroke);
        assert_eq!(
            runs,
            [
                ((1, 1), false),
                ((1, 0), true),
                ((2, 0), false),
                ((2, 2), true),
                ((1, 2), false),
                ((1, 1), true),
                ((2, 1), false),
            ]
        );
    }

    #[test]
    fn the_strokes_draw_every_wall_once_in_the_fewest_strokes() {
        let options = SvgOptions::default();
        for (algorithm, seed, wrap, loops) in [
            (Algorithm::Backtracker, 1, Wrap::None, 0),
            (Algorithm::Kruskal, 2, Wrap::None, 0),
            (Algorithm::Prim, 3, Wrap::None, 30),
            (Algorithm::Wilson, 4, Wrap::Both, 0),
            (Algorithm::Kruskal, 5, Wrap::X, 10),
            (Algorithm::Eller, 6, Wrap::None, 0),
        ] {
            // Odd seeds with doors, even ones walled all round (every corner of the border
            // then even, so that circuits start away from the pretend walls).
            let openings = if seed % 2 == 0 {
                crate::openings::Openings::None
            } else {
                crate::openings::Openings::default()
            };
            let mut builder = MazeBuilder::new(Size::new(17, 11))
                .algorithm(algorithm)
                .seed(seed)
                .wrap(wrap)
                .openings(openings);
            if loops > 0 {
                builder = builder.loops(loops);
            }
            let maze = builder.build().unwrap();
            let svg = plotter_svg(&maze, options).unwrap();
            let (drawn, paths) = read_back(&svg, options);
            let walls = Walls::new(&maze, "").unwrap();
            let mut expected = Vec::new();
            for y in 0..=walls.height() {
                for x in 0..walls.width() {
                    if walls.horizontal(x, y) {
                        expected.push(segment((x, y), (x + 1, y)));
                    }
                }
            }
            for x in 0..=walls.width() {
                for y in 0..walls.height() {
                    if walls.vertical(x, y) {
                        expected.push(segment((x, y), (x, y + 1)));
                    }
                }
            }
            let unique: HashSet<Segment> = drawn.iter().copied().collect();
            assert_eq!(unique.len(), drawn.len(), "{algorithm}: a wall drawn twice");
            assert_eq!(unique, expected.iter().copied().collect(), "{algorithm}");
            assert_eq!(paths, fewest_strokes(&expected), "{algorithm}");
        }
    }
}
