//! Rendering speed: a PNG of a 4000×4000 maze, `cargo bench -p maze --bench render`.

use divan::Bencher;
use maze::render::{Overlay, PngOptions};
use maze::{Algorithm, MazeBuilder, Size};

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
    let options = PngOptions { cell: 1, wall: 1 };
    bencher.bench(|| {
        let mut out = Vec::with_capacity(8 << 20);
        maze::render::write_png(&mut out, &maze, &overlay, options)
            .expect("writing to memory works");
        assert!(out.starts_with(b"\x89PNG"));
        out.len()
    });
}
