//! How well each measure of a maze predicts the moves the Maze Game's three computer players
//! take through it: Spearman's rank correlation over many mazes, as `docs/difficulty.md`
//! reports it.
//!
//! `cargo run --release -p maze-classic --example difficulty_table [MAZES] [SIDE]`: MAZES mazes
//! (default 300) of SIDE × SIDE cells (default 20) for each of six generators, with the
//! entrance and exit on random sides as in the game.

use maze_classic::{AiLevel, solo_moves};
use mazes::metrics::{Analysis, Difficulty, Metrics};
use mazes::{Algorithm, MazeBuilder, Openings, Size};

/// The measures compared, each a number per maze.
const MEASURES: [&str; 8] = [
    "difficulty (expected steps)",
    "the same, explorer blind (bias 1)",
    "the same, explorer keen (bias 10)",
    "difficulty ÷ solution",
    "solution length",
    "dead ends",
    "decisions on the solution",
    "river (steps a corridor)",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mazes: u64 = args.next().map_or(Ok(300), |a| a.parse())?;
    let side: u32 = args.next().map_or(Ok(20), |a| a.parse())?;
    let generators = [
        Algorithm::Backtracker,
        Algorithm::Wilson,
        Algorithm::Kruskal,
        Algorithm::Prim,
        Algorithm::HuntAndKill,
        Algorithm::Sidewinder,
    ];
    let (mut measures, mut moves) = (vec![Vec::new(); MEASURES.len()], vec![Vec::new(); 3]);
    for algorithm in generators {
        for seed in 0..mazes {
            let maze = MazeBuilder::new(Size::new(side, side))
                .algorithm(algorithm)
                .seed(seed)
                .openings(Openings::Sides)
                .build()?;
            let (metrics, analysis) = (Metrics::of(&maze), Analysis::of(&maze));
            let difficulty = Difficulty::of(&maze).ok_or("generated mazes are perfect")?;
            let (start, goal) = maze.endpoints().ok_or("generated mazes have ends")?;
            let grid = maze.grid().ok_or("square mazes keep their grid")?;
            let biased = |towards| {
                Difficulty::with_bias(grid, start.cell, goal.cell, towards)
                    .map_or(0.0, |d| d.expected_steps)
            };
            let row = [
                difficulty.expected_steps,
                biased(1.0),
                biased(10.0),
                difficulty.ratio(),
                difficulty.solution_steps as f64,
                metrics.dead_ends as f64,
                analysis.decisions.unwrap_or(0) as f64,
                analysis.river,
            ];
            for (column, value) in measures.iter_mut().zip(row) {
                column.push(value);
            }
            for (column, level) in moves.iter_mut().zip(AiLevel::ALL) {
                column.push(solo_moves(&maze, level).ok_or("every level arrives")? as f64);
            }
        }
    }
    println!(
        "Spearman's ρ over {} mazes of {side}×{side} ({mazes} from each of {}):\n",
        measures[0].len(),
        generators.map(Algorithm::name).join(", ")
    );
    println!("| measure | easy (wall follower) | medium (explorer) | hard (shortest path) |");
    println!("|---|---|---|---|");
    for (name, column) in MEASURES.iter().zip(&measures) {
        let rhos: Vec<String> = moves
            .iter()
            .map(|m| format!("{:.2}", spearman(column, m)))
            .collect();
        println!("| {name} | {} |", rhos.join(" | "));
    }
    Ok(())
}

/// Spearman's rank correlation: Pearson's correlation of the ranks (ties share their mean
/// rank).
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&i, &j| values[i].total_cmp(&values[j]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && values[order[end]] == values[order[start]] {
            end += 1;
        }
        let mean = (start + end - 1) as f64 / 2.0;
        for &i in &order[start..end] {
            ranks[i] = mean;
        }
        start = end;
    }
    ranks
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    sab / (saa * sbb).sqrt()
}
