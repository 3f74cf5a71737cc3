//! How the infinite maze's texture compares with Wilson's, Eller's and others' mazes:
//! `cargo run --release -p mazes --example infinite_texture` (a few seconds).
//!
//! Prints, as a Markdown table, the share of each kind of cell, the mean corridor length (the
//! river factor), dead ends, and how often a wall is open where it lies on the border of an
//! 8 × 8 leaf, of a block of 16 to 128 cells a side, or inside a leaf (docs/infinite.md).

use mazes::infinite::{Cell, InfiniteMaze};
use mazes::metrics::{Analysis, Metrics};
use mazes::{Algorithm, Direction, Grid, Maze, MazeBuilder, Size};

/// The side of every maze measured.
const SIDE: u32 = 1024;
/// Where the infinite maze's windows are taken, one per seed: far from the origin, not aligned
/// to any block.
const PLACES: [(u64, u64); 4] = [
    (0x9e37_79b9_7f4a_7c15, 0x1234_5678_9abc_def3),
    (123_456_789_012_345, 987_654_321_098_765),
    (1 << 40, (1 << 50) + 5),
    (u64::MAX - 5000, 77),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!(
        "| maze | dead ends | straight | turns | T | crossroads | river | leaf borders open | \
         16–128 borders open | inside leaves open |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut windows = Vec::new();
    for (seed, &(x, y)) in PLACES.iter().enumerate() {
        let plane = InfiniteMaze::new(seed as u64);
        windows.push((
            plane.window(Cell::new(x, y), Size::new(SIDE, SIDE))?,
            (x, y),
        ));
    }
    row("infinite (4 windows)", &windows);
    for algorithm in [
        Algorithm::Wilson,
        Algorithm::Eller,
        Algorithm::Kruskal,
        Algorithm::Backtracker,
        Algorithm::Division,
    ] {
        let mazes: Vec<(Maze, (u64, u64))> = (0..4)
            .map(|seed| {
                let maze = MazeBuilder::new(Size::new(SIDE, SIDE))
                    .algorithm(algorithm)
                    .seed(seed)
                    .build()?;
                Ok((maze, (0, 0)))
            })
            .collect::<Result<_, mazes::BuildError>>()?;
        row(&algorithm.to_string(), &mazes);
    }
    Ok(())
}

/// One line of the table: the measures summed over `mazes`, each with its place in the plane.
fn row(name: &str, mazes: &[(Maze, (u64, u64))]) {
    let (mut cells, mut dead, mut passages) = (0u64, 0u64, 0u64);
    let (mut straight, mut turns, mut tees, mut crosses, mut corridors) = (0, 0, 0, 0, 0);
    let mut walls = Walls::default();
    for (maze, at) in mazes {
        let metrics = Metrics::of(maze);
        let analysis = Analysis::of(maze);
        cells += metrics.cells;
        dead += metrics.dead_ends;
        passages += metrics.passages;
        straight += analysis.straightaways;
        turns += analysis.turns;
        tees += analysis.t_junctions;
        crosses += analysis.crossroads;
        corridors += analysis.corridors;
        walls.count(maze.grid().unwrap(), *at);
    }
    let share = |n: u64| format!("{:.1} %", 100.0 * n as f64 / cells as f64);
    println!(
        "| {name} | {} | {} | {} | {} | {} | {:.2} | {} | {} | {} |",
        share(dead),
        share(straight),
        share(turns),
        share(tees),
        share(crosses),
        passages as f64 / corridors as f64,
        walls.leaf.percent(),
        walls.blocks.percent(),
        walls.inside.percent(),
    );
}

/// Walls between two cells of a maze, open or not, by where they lie in the plane.
#[derive(Default)]
struct Walls {
    leaf: Tally,
    blocks: Tally,
    inside: Tally,
}

#[derive(Default)]
struct Tally {
    open: u64,
    all: u64,
}

impl Tally {
    fn percent(&self) -> String {
        format!("{:.1} %", 100.0 * self.open as f64 / self.all as f64)
    }
}

impl Walls {
    /// Counts the walls east and south of every cell of `grid`, placed at `at` in the plane.
    fn count(&mut self, grid: &Grid, at: (u64, u64)) {
        for pos in grid.cells() {
            for dir in [Direction::East, Direction::South] {
                if grid.neighbor(pos, dir).is_none() {
                    continue;
                }
                let along = match dir {
                    Direction::East => at.0.wrapping_add(pos.x.into()),
                    _ => at.1.wrapping_add(pos.y.into()),
                };
                // The wall after coordinate `along` is on the border of blocks of side 2^k for
                // every k up to the number of trailing ones of `along`.
                let level = (along.trailing_ones()).min(8);
                let tally = match level {
                    0..=2 => &mut self.inside,
                    3 => &mut self.leaf,
                    _ => &mut self.blocks,
                };
                tally.all += 1;
                tally.open += u64::from(grid.is_open(pos, dir));
            }
        }
    }
}
