//! Generates, solves and prints a small maze with every algorithm: `cargo run -p maze --example tour`.

use maze::render::{Overlay, UnicodeOptions};
use maze::{Algorithm, MazeBuilder, Size};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for algorithm in Algorithm::ALL {
        let maze = MazeBuilder::new(Size::new(8, 5))
            .algorithm(algorithm)
            .seed(1)
            .build()?;
        let grid = maze.grid().ok_or("a square maze keeps its grid")?;
        let overlay = match maze.endpoints() {
            Some((start, goal)) => match maze::solve::bfs(grid, start.cell, goal.cell) {
                Some(path) => Overlay::solution(&maze, &path),
                None => Overlay::ends(&maze),
            },
            None => Overlay::none(),
        };
        println!("{algorithm}: {}", algorithm.description());
        print!("{}", maze::render::ascii(&maze, &overlay)?);
        print!(
            "{}",
            maze::render::unicode(&maze, &overlay, UnicodeOptions::default())?
        );
    }
    Ok(())
}
