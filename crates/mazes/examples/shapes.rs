//! Draws a solved maze of every cell shape, and a masked one, as SVG files in a folder:
//! `cargo run -p mazes --example shapes -- FOLDER`.

use std::error::Error;

use mazes::Maze;
use mazes::render::Overlay;
use mazes::render::SvgOptions;
use mazes::render::svg;
use mazes::shape::mask::Outline;
use mazes::shape::{Lattice, Mask, Shape};
use mazes::{Algorithm, Size};

fn main() -> Result<(), Box<dyn Error>> {
    let folder = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "shapes".to_owned());
    std::fs::create_dir_all(&folder)?;
    let size = Size::new(16, 12);
    let circle = Mask::outline(&Shape::hex(Size::new(24, 20)), Outline::Circle);
    let lattices = [
        ("square", Lattice::new(Shape::square(size))?),
        ("hex", Lattice::new(Shape::hex(size))?),
        (
            "triangle",
            Lattice::new(Shape::triangle(Size::new(24, 12)))?,
        ),
        ("polar", Lattice::new(Shape::polar(10))?),
        ("upsilon", Lattice::new(Shape::upsilon(size))?),
        (
            "hex-circle",
            Lattice::masked(Shape::hex(Size::new(24, 20)), circle)?,
        ),
    ];
    for (name, lattice) in lattices {
        let maze = Maze::generate(lattice, Algorithm::Backtracker, 1)?;
        let way = |(start, goal)| mazes::solve::shortest_way(&maze, start, goal);
        let path = maze.ends().and_then(way);
        let picture = svg(
            &maze,
            &Overlay::ends(&maze).with_way(&maze, path.into_iter().flatten()),
            SvgOptions::default(),
        );
        let file = format!("{folder}/{name}.svg");
        std::fs::write(&file, picture)?;
        println!("{file}");
    }
    Ok(())
}
