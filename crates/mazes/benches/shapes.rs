//! Mazes on other cell shapes: `cargo bench -p mazes --bench shapes`.
//!
//! Every graph generator on about a million cells of each shape (square cells through the
//! general lane too, masked with every cell on, to compare like with like), the lattice build,
//! BFS and the SVG picture, and generation with a PNG picture. Each generation checks it made a
//! spanning tree.

use divan::Bencher;
use mazes::Maze;
use mazes::render::Overlay;
use mazes::render::SvgOptions;
use mazes::render::svg;
use mazes::shape::{Lattice, Mask, Shape};
use mazes::{Algorithm, Pick, Size};

fn main() {
    divan::main();
}

const ALGORITHMS: [Algorithm; 9] = [
    Algorithm::Backtracker,
    Algorithm::Kruskal,
    Algorithm::Prim,
    Algorithm::PrimSimplified,
    Algorithm::Wilson,
    Algorithm::HuntAndKill,
    Algorithm::GrowingTree(Pick::Mixed),
    Algorithm::GrowingTree(Pick::Random),
    Algorithm::AldousBroder,
];

/// About a million cells of `name`'s shape; square cells come masked (all on) so that they
/// take the general lane.
fn lattice(name: &str) -> Lattice {
    let size = Size::new(1000, 1000);
    match name {
        "square" => {
            let shape = Shape::square(size);
            let all = Mask::from_fn(&shape, |_| true);
            Lattice::masked(shape, all).expect("one region")
        }
        "hex" => Lattice::new(Shape::hex(size)).expect("fits"),
        "triangle" => Lattice::new(Shape::triangle(size)).expect("fits"),
        "upsilon" => Lattice::new(Shape::upsilon(size)).expect("fits"),
        // 565 rings make 1 003 585 cells.
        _ => Lattice::new(Shape::polar(565)).expect("fits"),
    }
}

const SHAPES: [&str; 5] = ["square", "hex", "triangle", "polar", "upsilon"];

#[divan::bench(args = SHAPES, sample_count = 3, sample_size = 1)]
fn build_lattice(bencher: Bencher, name: &str) {
    bencher.bench(|| lattice(name));
}

#[divan::bench(consts = [0, 1, 2, 3, 4], args = ALGORITHMS, sample_count = 3, sample_size = 1)]
fn generate<const SHAPE: usize>(bencher: Bencher, algorithm: Algorithm) {
    let lattice = lattice(SHAPES[SHAPE]);
    let cells = lattice.len() as u64;
    bencher
        .counter(divan::counter::ItemsCount::new(cells))
        .with_inputs(|| lattice.clone())
        .bench_values(|lattice| {
            let maze = Maze::generate(lattice, algorithm, 1).expect("generates");
            assert_eq!(maze.passage_count() + 1, cells);
            maze
        });
}

#[divan::bench(args = SHAPES, sample_count = 3, sample_size = 1)]
fn bfs_and_svg(bencher: Bencher, name: &str) {
    let maze = Maze::generate(lattice(name), Algorithm::Kruskal, 1).expect("generates");
    bencher.bench(|| {
        let (start, goal) = maze.ends().expect("ends");
        let path = mazes::solve::shortest_way(&maze, start, goal);
        svg(
            &maze,
            &Overlay::ends(&maze).with_way(&maze, path.into_iter().flatten()),
            SvgOptions::default(),
        )
        .len()
    });
}

/// The picture target: a 1000×1000 maze generated (backtracker) and drawn as a PNG
/// picture of about 1600 pixels across, as `maze generate --shape hex -o maze.png` does.
#[divan::bench(args = SHAPES, sample_count = 3, sample_size = 1)]
fn generate_and_png(bencher: Bencher, name: &str) {
    let lattice = lattice(name);
    bencher
        .with_inputs(|| lattice.clone())
        .bench_values(|lattice| {
            let maze = Maze::generate(lattice, Algorithm::Backtracker, 1).expect("generates");
            let mut png = Vec::new();
            let options = mazes::render::PngOptions::fit_maze(&maze, 1600);
            mazes::render::write_png(&mut png, &maze, &Overlay::none(), options).expect("draws");
            png.len()
        });
}
