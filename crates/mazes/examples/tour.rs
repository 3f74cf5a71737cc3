//! Generates, solves and prints a small maze with every algorithm: `cargo run -p mazes --example tour`.

use mazes::render::{Overlay, UnicodeOptions};
use mazes::{Algorithm, MazeBuilder, Size};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for algorithm in Algorithm::ALL {
        let maze = MazeBuilder::new(Size::new(8, 5))
            .algorithm(algorithm)
            .seed(1)
            .build()?;
        let grid = maze.grid().ok_or("a square maze keeps its grid")?;
        let overlay = match maze.endpoints() {
            Some((start, goal)) => match mazes::solve::bfs(grid, start.cell, goal.cell) {
                Some(path) => Overlay::solution(&maze, &path),
                None => Overlay::ends(&maze),
            },
            None => Overlay::none(),
        };
        println!("{algorithm}: {}", algorithm.description());
        print!("{}", mazes::render::ascii(&maze, &overlay)?);
        print!(
            "{}",
            mazes::render::unicode(&maze, &overlay, UnicodeOptions::default())?
        );
    }
    Ok(())
}
