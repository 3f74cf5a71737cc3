//! How fair the Maze Game's starts are: the length of the way out over 1000 seeds per
//! difficulty. `cargo run --release -p maze-classic --example fairness`.

use maze_classic::{Config, Difficulty, Game};

fn main() -> Result<(), maze_classic::StartError> {
    println!("difficulty        min   p10   median   p90   max   (steps from entrance to exit)");
    for difficulty in Difficulty::LEVELS {
        let mut lengths = Vec::new();
        for seed in 0..1000 {
            let game = Game::new(Config {
                difficulty,
                ..Config::new(seed)
            })?;
            lengths.push(game.solution().map_or(0, |path| path.len()));
        }
        lengths.sort_unstable();
        let at = |q: usize| lengths[(lengths.len() - 1) * q / 100];
        println!(
            "{:<16} {:>4}  {:>4}  {:>7}  {:>4}  {:>4}",
            difficulty.to_string(),
            at(0),
            at(10),
            at(50),
            at(90),
            at(100)
        );
    }
    Ok(())
}
