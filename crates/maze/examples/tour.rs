//! Generates, solves and prints a small maze with every algorithm: `cargo run -p maze --example tour`.

use maze::render::{Overlay, UnicodeOptions};
use maze::{Algorithm, MazeBuilder, Size};

fn main() -> Result<(), maze::BuildError> {
    for algorithm in Algorithm::ALL {
        let maze = MazeBuilder::new(Size::new(8, 5))
            .algorithm(algorithm)
            .seed(1)
            .build()?;
        let overlay = match (maze.start(), maze.goal()) {
            (Some(start), Some(goal)) => match maze::solve::bfs(maze.grid(), start, goal) {
                Some(path) => Overlay::solution(&maze, &path),
                None => Overlay::ends(&maze),
            },
            _ => Overlay::none(),
        };
        println!("{algorithm}: {}", algorithm.description());
        print!("{}", maze::render::ascii(&maze, &overlay));
        print!(
            "{}",
            maze::render::unicode(&maze, &overlay, UnicodeOptions::default())
        );
    }
    Ok(())
}
