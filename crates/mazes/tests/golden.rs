//! The exact mazes a few (algorithm, size, seed) triples make, so that any change to the RNG or
//! an algorithm that changes what users see is noticed. Regenerate with `UPDATE_GOLDEN=1`
//! after a deliberate change, and say so in the commit.

use mazes::render::{Overlay, ascii};
use mazes::{Algorithm, MazeBuilder, Size, Wrap};

fn check(name: &str, algorithm: Algorithm, size: Size, wrap: Wrap, seed: u64) {
    let maze = MazeBuilder::new(size)
        .algorithm(algorithm)
        .wrap(wrap)
        .seed(seed)
        .build()
        .unwrap();
    let path = mazes::solve::bfs(
        maze.grid().unwrap(),
        maze.endpoints().unwrap().0.cell,
        maze.endpoints().unwrap().1.cell,
    )
    .unwrap();
    let picture = ascii(&maze, &Overlay::solution(&maze, &path)).unwrap();
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&file, &picture).unwrap();
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_default();
    assert_eq!(picture, expected, "{name} changed; see {}", file.display());
}

#[test]
fn every_algorithm_makes_its_golden_maze() {
    for algorithm in Algorithm::ALL {
        let name = format!("{}-12x8-seed7", algorithm.name().replace(':', "-"));
        check(&name, algorithm, Size::new(12, 8), Wrap::None, 7);
    }
}

#[test]
fn wrapping_mazes_keep_their_golden_form() {
    check(
        "backtracker-10x6-torus-seed3",
        Algorithm::Backtracker,
        Size::new(10, 6),
        Wrap::Both,
        3,
    );
    check(
        "wilson-9x5-wrap-x-seed11",
        Algorithm::Wilson,
        Size::new(9, 5),
        Wrap::X,
        11,
    );
}

#[test]
fn the_ascii_format_matches_its_specification() {
    // The 2×2 example of the format's definition.
    let mut grid = mazes::Grid::new(Size::new(2, 2), Wrap::None).unwrap();
    use mazes::{Direction::*, Pos};
    grid.carve(Pos::new(0, 0), East).unwrap();
    grid.carve(Pos::new(1, 0), South).unwrap();
    grid.carve(Pos::new(0, 1), East).unwrap();
    let maze = mazes::Maze::new(grid)
        .with_endpoints(
            mazes::Endpoint::new(Pos::new(0, 0), Some(North)),
            mazes::Endpoint::new(Pos::new(1, 1), Some(South)),
        )
        .unwrap();
    let expected = "\
+   +---+
| S     |
+---+   +
|     G |
+---+   +
";
    assert_eq!(ascii(&maze, &Overlay::ends(&maze)).unwrap(), expected);
}

/// The SVG picture and the JSON of a small maze of each shape, and of a masked one: version 2,
/// but version 1 for whole square cells (whose version 2 file, written before, still reads as
/// the same maze).
#[test]
fn every_shape_keeps_its_golden_picture_and_file() {
    use mazes::Maze;
    use mazes::render::Overlay;
    use mazes::render::SvgOptions;
    use mazes::shape::mask::Outline;
    use mazes::shape::{Lattice, Mask, Shape};
    // Every picture drawn from its cells' strokes, the whole squares' too (`render::svg` draws
    // those from their grid, as `maze generate` does).
    let svg = |maze: &Maze, overlay: &Overlay, options| {
        let mut out = Vec::new();
        mazes::render::write_svg_all(&mut out, &[(maze, overlay)], options).unwrap();
        String::from_utf8(out).unwrap()
    };

    let hex = Shape::hex(Size::new(9, 8));
    let lattices = [
        ("hex-6x5", Lattice::new(Shape::hex(Size::new(6, 5)))),
        (
            "triangle-8x4",
            Lattice::new(Shape::triangle(Size::new(8, 4))),
        ),
        ("polar-4", Lattice::new(Shape::polar(4))),
        ("upsilon-5x4", Lattice::new(Shape::upsilon(Size::new(5, 4)))),
        ("square-5x4", Lattice::new(Shape::square(Size::new(5, 4)))),
        (
            "hex-9x8-circle",
            Lattice::masked(hex.clone(), Mask::outline(&hex, Outline::Circle)),
        ),
        (
            "square-5x4-3-levels",
            Lattice::new(Shape::levels(Shape::square(Size::new(5, 4)), 3)),
        ),
        (
            "polar-3-2-levels",
            Lattice::new(Shape::levels(Shape::polar(3), 2)),
        ),
    ];
    for (name, lattice) in lattices {
        let maze = Maze::generate(lattice.unwrap(), Algorithm::Wilson, 7).unwrap();
        let (start, goal) = maze.ends().unwrap();
        let path = mazes::solve::shortest_way(&maze, start, goal);
        let picture = svg(
            &maze,
            &Overlay::ends(&maze).with_way(&maze, path.into_iter().flatten()),
            SvgOptions::default(),
        );
        let json = mazes::format::to_json(&maze);
        assert_eq!(mazes::format::from_json(&json).unwrap(), maze, "{name}");
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/shapes");
        if let Ok(old) =
            std::fs::read_to_string(folder.join(format!("wilson-{name}-seed7.v2.json")))
        {
            assert!(json.contains("\"version\": 1"), "{name} writes version 1");
            assert_eq!(mazes::format::from_json(&old).unwrap(), maze, "{name}");
        }
        for (text, extension) in [(picture, "svg"), (json, "json")] {
            let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/golden/shapes")
                .join(format!("wilson-{name}-seed7.{extension}"));
            if std::env::var_os("UPDATE_GOLDEN").is_some() {
                std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                std::fs::write(&file, &text).unwrap();
            }
            let expected = std::fs::read_to_string(&file).unwrap_or_default();
            assert_eq!(text, expected, "{name} changed; see {}", file.display());
        }
    }
}

/// Weave mazes by Kruskal's algorithm and the backtracker: their SVG, Unicode and ASCII
/// pictures and their JSON, which reads back to the same maze.
#[test]
fn weave_mazes_keep_their_golden_pictures_and_files() {
    use mazes::MazeBuilder;
    use mazes::render::Overlay;
    use mazes::render::{SvgOptions, UnicodeOptions};
    use mazes::render::{ascii, svg, unicode};
    for algorithm in [Algorithm::Kruskal, Algorithm::Backtracker] {
        let maze = MazeBuilder::of_shape(mazes::shape::Shape::square(Size::new(10, 7)))
            .weave(0.8)
            .algorithm(algorithm)
            .seed(7)
            .build()
            .unwrap();
        let (start, goal) = maze.ends().unwrap();
        let path = mazes::solve::shortest_way(&maze, start, goal);
        let overlay = Overlay::ends(&maze).with_way(&maze, path.into_iter().flatten());
        let json = mazes::format::to_json(&maze);
        assert_eq!(mazes::format::from_json(&json).unwrap(), maze);
        let pictures = [
            (svg(&maze, &overlay, SvgOptions::default()), "svg"),
            (json, "json"),
            (
                unicode(&maze, &overlay, UnicodeOptions::default()).unwrap(),
                "unicode.txt",
            ),
            (ascii(&maze, &overlay).unwrap(), "ascii.txt"),
        ];
        for (text, extension) in pictures {
            let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/golden/shapes")
                .join(format!("weave-{}-10x7-seed7.{extension}", algorithm.name()));
            if std::env::var_os("UPDATE_GOLDEN").is_some() {
                std::fs::write(&file, &text).unwrap();
            }
            let expected = std::fs::read_to_string(&file).unwrap_or_default();
            assert_eq!(text, expected, "changed; see {}", file.display());
        }
    }
}

/// Windows of the infinite maze at the origin and at the far corner, with the way between two
/// of their cells and the exact length of a way across the plane: the same on every machine.
#[test]
fn the_infinite_maze_keeps_its_golden_windows() {
    use mazes::infinite::{Cell, InfiniteMaze};
    let mut plane = InfiniteMaze::new(2026);
    let mut text = String::new();
    let size = Size::new(20, 10);
    for at in [Cell::new(0, 0), Cell::new(u64::MAX - 19, u64::MAX - 9)] {
        let window = plane.window(at, size).unwrap();
        let (from, to) = (
            Cell::new(at.x + 1, at.y + 1),
            Cell::new(at.x + 18, at.y + 8),
        );
        let mut overlay = Overlay::none();
        for way in plane.way_in_window(from, to, at, size).unwrap() {
            overlay = overlay.with_path(&window, &way);
        }
        text += &format!("window at {at}, way from {from} to {to}\n");
        text += &ascii(&window, &overlay).unwrap();
    }
    let far = Cell::new(u64::MAX, u64::MAX);
    let length = plane.distance(Cell::new(0, 0), far);
    text += &format!("from 0,0 to {far}: {length} passages\n");
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/infinite-seed2026.txt");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&file, &text).unwrap();
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_default();
    assert_eq!(
        text,
        expected,
        "the infinite maze changed; see {}",
        file.display()
    );
}
