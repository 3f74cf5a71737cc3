//! How fair the Maze Game is: the length of the way out over 1000 seeds per difficulty, and
//! how often each AI level beats a player who knows the way and one who follows a wall.
//! `cargo run --release -p maze-classic --example fairness`.

use std::time::Duration;

use maze_classic::{AiLevel, Command, Config, Difficulty, Game, Mode, Who};
use mazes::Direction;

fn main() -> Result<(), maze_classic::ConfigError> {
    println!("Steps from entrance to exit over 1000 seeds:");
    println!("difficulty        min   p10   median   p90   max");
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
    println!();
    println!("AI wins over 500 medium games each (the player moves first):");
    println!("AI level   vs a player who knows the way   vs a player following the right wall");
    for level in AiLevel::ALL {
        let wins = |player: Player| -> Result<usize, maze_classic::ConfigError> {
            let mut wins = 0;
            for seed in 0..500 {
                wins += usize::from(ai_wins(level, seed, player)?);
            }
            Ok(wins)
        };
        println!(
            "{:<10} {:>16.1} %              {:>16.1} %",
            level.name(),
            wins(Player::KnowsTheWay)? as f64 / 5.0,
            wins(Player::FollowsTheWall)? as f64 / 5.0
        );
    }
    Ok(())
}

/// How the simulated person plays.
#[derive(Clone, Copy)]
enum Player {
    /// Always a step of a shortest path.
    KnowsTheWay,
    /// The right-hand rule.
    FollowsTheWall,
}

/// Plays one medium versus game without regeneration; whether the AI reached the exit first.
fn ai_wins(level: AiLevel, seed: u64, player: Player) -> Result<bool, maze_classic::ConfigError> {
    let mut game = Game::new(Config {
        difficulty: Difficulty::Medium,
        mode: Mode::Versus,
        ai: level,
        regenerate_every: None,
        ..Config::new(seed)
    })?;
    let mut heading = Direction::South;
    while game.outcome().is_none() {
        let at = game.human().cell;
        let dir = match player {
            Player::KnowsTheWay => game
                .solution()
                .and_then(|way| game.sides_along(&way[..2.min(way.len())]))
                .and_then(|sides| sides.first().copied())
                .map(Direction::from_index),
            Player::FollowsTheWall => right_hand(&game, at, &mut heading),
        };
        let Some(dir) = dir else { break };
        if game.apply(Command::Move(dir), Duration::ZERO).is_err() {
            break;
        }
    }
    Ok(game.outcome().is_some_and(|o| o.winner == Who::Ai))
}

/// The right-hand rule from the cell `at`, facing `heading`.
fn right_hand(game: &Game, at: usize, heading: &mut Direction) -> Option<Direction> {
    let ahead = heading.index();
    let dir = [1, 0, 3, 2]
        .into_iter()
        .map(|turn| Direction::from_index(ahead + turn))
        .find(|&d| game.maze().is_open_side(at, d.index()))?;
    *heading = dir;
    Some(dir)
}
