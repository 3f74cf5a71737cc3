//! Rendering speed: a PNG of a 4000×4000 maze, and a terminal frame of a 1000×1000 one,
//! `cargo bench -p mazes --bench render`.

use divan::Bencher;
use mazes::render::{Overlay, PngOptions};
use mazes::{Algorithm, MazeBuilder, Size};

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 3, sample_size = 1)]
fn png_4000(bencher: Bencher) {
    let maze = MazeBuilder::new(Size::new(4000, 4000))
        .algorithm(Algorithm::Sidewinder)
        .seed(1)
        .build()
        .expect("the maze fits");
    let overlay = Overlay::ends(&maze);
    let options = PngOptions {
        cell: 1,
        wall: 1,
        ..PngOptions::default()
    };
    bencher.bench(|| {
        let mut out = Vec::with_capacity(8 << 20);
        mazes::render::write_png(&mut out, &maze, &overlay, options)
            .expect("writing to memory works");
        assert!(out.starts_with(b"\x89PNG"));
        out.len()
    });
}

/// A 1000×1000 maze with its solution drawn, as the Maze Game's terminal UI shows it.
fn game_maze() -> (mazes::Maze, Overlay) {
    let maze = MazeBuilder::new(Size::new(1000, 1000))
        .seed(1)
        .build()
        .expect("the maze fits");
    let path = mazes::solve::bfs(
        maze.grid().unwrap(),
        mazes::Pos::new(0, 0),
        mazes::Pos::new(999, 999),
    )
    .expect("a perfect maze has a way");
    let overlay = Overlay::solution(&maze, &path);
    (maze, overlay)
}

/// What a terminal UI frame cost when it rendered the whole maze to a string and cut its
/// window out: the Unicode picture of a 1000×1000 maze.
#[divan::bench(sample_count = 10)]
fn unicode_whole_1000(bencher: Bencher) {
    let (maze, overlay) = game_maze();
    bencher.bench(|| mazes::render::unicode(&maze, &overlay, Default::default()).map(|t| t.len()));
}

/// What a terminal UI frame costs now: the 80×24 window of it, point by point.
#[divan::bench(sample_count = 100)]
fn unicode_window_80x24_of_1000(bencher: Bencher) {
    let (maze, overlay) = game_maze();
    bencher.bench(|| {
        let mut walls = 0;
        for y in 900..924 {
            for x in 900..980 {
                let glyph = mazes::render::unicode_glyph(&maze, &overlay, x, y);
                walls += usize::from(matches!(glyph, Some(mazes::render::Glyph::Wall(_))));
            }
        }
        walls
    });
}
