//! Properties of mazes on every cell shape and mask: generators carve spanning trees, the
//! uniform ones draw every spanning tree equally often, solvers agree.

use mazes::Maze;
use mazes::render::write_png;
use mazes::render::{MarkKind, Overlay, PngOptions, Rgb, SvgOptions};
use mazes::shape::mask::{Outline, Picture};
use mazes::shape::{Lattice, Mask, Point, Shape, ShapeError, Square, Tiling};
use mazes::solve::{self, Promise, Solver, estimate};
use mazes::{Algorithm, GenerateError, Size, Wrap};
use proptest::prelude::*;

/// The generators that need only neighbours: they must work on every lattice.
const GRAPH_ALGORITHMS: [Algorithm; 11] = [
    Algorithm::Backtracker,
    Algorithm::Kruskal,
    Algorithm::Prim,
    Algorithm::PrimSimplified,
    Algorithm::Wilson,
    Algorithm::AldousBroder,
    Algorithm::HuntAndKill,
    Algorithm::GrowingTree(mazes::Pick::Mixed),
    Algorithm::GrowingTree(mazes::Pick::Newest),
    Algorithm::GrowingTree(mazes::Pick::Random),
    Algorithm::OriginShift,
];

/// Every shape kind at `w` × `h` (polar with `h` rings), square bounded and wrapping, and
/// squares and hexagons in levels.
fn shapes(w: u32, h: u32) -> Vec<Shape> {
    let size = Size::new(w, h);
    vec![
        Shape::square(size),
        Shape::Square(Square::new(Size::new(w.max(2), h.max(2)), Wrap::Both)),
        Shape::hex(size),
        Shape::triangle(Size::new(w.max(2), h)),
        Shape::polar(h),
        Shape::upsilon(size),
        Shape::levels(Shape::square(size), 2),
        Shape::levels(Shape::hex(size), 3),
    ]
}

/// A hole in the middle (a frame of cells around it stays), from a picture stretched over the
/// shape.
fn holed(shape: &Shape) -> Mask {
    let picture = Picture::parse("....\n.##.\n....\n....\n").expect("a picture");
    Mask::from_picture(shape, &picture)
}

/// The lattices a test runs on: each shape whole, with a hole, and cut to a circle (a ragged
/// outline), where the cut leaves one region.
fn lattices(w: u32, h: u32) -> Vec<Lattice> {
    let mut all = Vec::new();
    for shape in shapes(w, h) {
        all.push(Lattice::new(shape.clone()).expect("a whole shape"));
        for mask in [holed(&shape), Mask::outline(&shape, Outline::Circle)] {
            match Lattice::masked(shape.clone(), mask) {
                Ok(lattice) => all.push(lattice),
                Err(ShapeError::Regions { .. } | ShapeError::NothingLeft) => {}
                Err(e) => panic!("{shape:?}: {e}"),
            }
        }
    }
    all
}

/// Each wall of `lattice` by its number: a cell and the side of it the wall lies on.
fn wall_sides(lattice: &Lattice) -> Vec<(usize, usize)> {
    let mut walls = vec![(0, 0); lattice.wall_count()];
    for cell in 0..lattice.len() {
        for (side, link) in lattice.links(cell).iter().enumerate() {
            if link.neighbour().is_some_and(|to| to >= cell) {
                walls[link.wall as usize] = (cell, side);
            }
        }
    }
    walls
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_graph_generator_carves_a_spanning_tree_of_every_lattice(
        w in 1..12u32, h in 1..12u32, seed: u64
    ) {
        for lattice in lattices(w, h) {
            for algorithm in GRAPH_ALGORITHMS {
                let maze = Maze::generate(lattice.clone(), algorithm, seed).unwrap();
                prop_assert!(maze.is_perfect(), "{algorithm} on {:?}", lattice.shape());
                prop_assert_eq!(maze.passage_count() + 1, lattice.len() as u64);
            }
        }
    }

    #[test]
    fn loops_add_exactly_their_passages_and_braiding_leaves_only_stuck_dead_ends(
        w in 1..10u32, h in 1..10u32, seed: u64, loops in 0..8u64
    ) {
        let mut rng = mazes::rng_from_seed(seed);
        for lattice in lattices(w, h) {
            let perfect = Maze::generate_with(lattice.clone(), Algorithm::Backtracker, &mut rng)
                .unwrap();
            let spare = lattice.wall_count() as u64 - perfect.passage_count();
            let mut looped = perfect.clone();
            match looped.add_loops(loops, &mut rng) {
                Ok(()) => {
                    prop_assert_eq!(looped.passage_count(), perfect.passage_count() + loops);
                    prop_assert!(solve::distances(&looped, 0).reached() == lattice.len());
                }
                Err(e) => {
                    prop_assert!(loops > spare, "{e}");
                    prop_assert_eq!(&looped, &perfect, "untouched");
                }
            }
            let mut braided = perfect.clone();
            let report = braided.braid(1.0, &mut rng).unwrap();
            prop_assert_eq!(report.after, report.stuck, "{:?} on {:?}", report, lattice.shape());
            prop_assert_eq!(report.chosen, report.before);
            prop_assert!(solve::distances(&braided, 0).reached() == lattice.len());
            for (cell, side) in wall_sides(&lattice) {
                let (was, is) = (perfect.is_open_side(cell, side), braided.is_open_side(cell, side));
                prop_assert!(!was || is, "only opens");
            }
        }
    }

    #[test]
    fn solvers_agree_on_the_shortest_length_even_with_loops(
        w in 1..10u32, h in 1..10u32, seed: u64, loops in 0..6usize
    ) {
        for lattice in lattices(w, h) {
            let mut maze = Maze::generate(lattice.clone(), Algorithm::Kruskal, seed).unwrap();
            for (cell, side) in wall_sides(&lattice).into_iter().step_by(7).take(loops) {
                maze.set_open_side(cell, side, true);
            }
            let (from, to) = maze.ends().expect("ends");
            let shortest = solve::shortest_way(&maze, from, to).expect("connected").len();
            let perfect = maze.is_perfect();
            for solver in Solver::ALL {
                // The square-only solvers run where the maze keeps its grid (whole squares).
                let runs = solver.on_every_shape() || maze.grid().is_some();
                let Some(path) = solver.way(&maze, from, to) else {
                    // Only the square-only solvers elsewhere, wall followers round a loop
                    // (their promise holds on perfect mazes), and Pledge and the chain on a
                    // wrapping maze, answer nothing here.
                    let wraps = matches!(maze.shape(), Shape::Square(s) if s.wrap() != Wrap::None);
                    let kept = match solver.promise() {
                        Promise::SameWall => perfect,
                        Promise::OuterWall | Promise::Unwrapped => !wraps,
                        _ => true,
                    };
                    let promised = runs && kept;
                    prop_assert!(!promised, "{} found no path", solver);
                    continue;
                };
                prop_assert!(runs, "{}", solver);
                prop_assert_eq!(path.first(), Some(&from));
                prop_assert_eq!(path.last(), Some(&to));
                for pair in path.windows(2) {
                    prop_assert!(maze.neighbours(pair[0]).any(|n| n == pair[1]));
                }
                let unique: std::collections::HashSet<_> = path.iter().collect();
                prop_assert_eq!(unique.len(), path.len(), "{} visits a cell twice", solver);
                // Shortest when promised; on a perfect maze every way is the one path.
                if solver.promise() == Promise::Shortest || (perfect && solver != Solver::Dfs) {
                    prop_assert_eq!(path.len(), shortest, "{} on {:?}", solver, lattice.shape());
                }
            }
            // The analysis: every cell has one kind, every passage lies in one corridor, and the
            // bottlenecks are the cells whose walling-up cuts the start from the goal.
            let a = mazes::metrics::Analysis::of(&maze);
            let dead_ends: u64 = a.dead_ends_by_length.iter().map(|b| b.count).sum();
            let kinds = a.isolated + a.straightaways + a.turns + a.t_junctions + a.crossroads;
            let ends = (0..lattice.len()).filter(|&c| maze.degree(c) == 1).count() as u64;
            prop_assert!(dead_ends == ends && kinds + ends == lattice.len() as u64);
            prop_assert!((a.river * a.corridors as f64 - maze.passage_count() as f64).abs() < 1e-6);
            let cuts = (0..lattice.len()).filter(|&v| v != from && v != to).filter(|&v| {
                let mut cut = maze.clone();
                for side in 0..cut.side_count(v) {
                    cut.set_open_side(v, side, false);
                }
                solve::shortest_way(&cut, from, to).is_none()
            }).count() as u64;
            prop_assert_eq!(a.bottlenecks, Some(cuts), "{:?}", lattice.shape());
            // The collision solver leaves exactly the cells on shortest paths.
            let (from_start, from_goal) = (solve::distances(&maze, from), solve::distances(&maze, to));
            let on_shortest: Vec<usize> = (0..lattice.len())
                .filter(|&c| from_start.get(c).zip(from_goal.get(c)).is_some_and(|(a, b)| (a + b) as usize + 1 == shortest))
                .collect();
            prop_assert_eq!(solve::shortest_cells(&maze, from, to), Some(on_shortest));
            let distances = solve::distances(&maze, to);
            for cell in 0..lattice.len() {
                let truth = distances.get(cell).expect("reached");
                prop_assert!(estimate(&maze, cell, to) <= truth);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every weaving generator makes a perfect maze at any density, which reads back from
    /// JSON unchanged and which every solver for all shapes solves by the one path.
    #[test]
    fn weave_mazes_are_perfect_and_every_solver_walks_their_one_path(
        w in 1..14u32, h in 1..14u32, seed: u64, density in 0.0..=1.0f64
    ) {
        let algorithms = [
            Algorithm::Kruskal,
            Algorithm::Backtracker,
            Algorithm::GrowingTree(mazes::Pick::Random),
            Algorithm::GrowingTree(mazes::Pick::Mixed),
        ];
        for algorithm in algorithms {
            let maze = mazes::MazeBuilder::of_shape(Shape::square(Size::new(w, h)))
                .weave(density)
                .algorithm(algorithm)
                .seed(seed)
                .build()
                .unwrap();
            prop_assert!(maze.is_perfect(), "{algorithm}");
            let json = mazes::format::to_json(&maze);
            prop_assert_eq!(&mazes::format::from_json(&json).unwrap(), &maze);
            let (from, to) = maze.ends().expect("ends");
            let shortest = solve::shortest_way(&maze, from, to).expect("connected");
            for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
                let path = solver.way(&maze, from, to);
                prop_assert_eq!(path.as_ref(), Some(&shortest), "{} {}", algorithm, solver);
            }
            let distances = solve::distances(&maze, to);
            for cell in 0..maze.lattice().len() {
                prop_assert!(estimate(&maze, cell, to) <= distances.get(cell).unwrap());
            }
        }
    }
}

/// A wall follower's left is the next side clockwise: every shape lists a cell's sides in
/// clockwise order round its outline (on screen, where y grows downwards).
#[test]
fn every_cells_sides_run_clockwise() {
    for shape in shapes(5, 4) {
        for cell in 0..shape.cell_count() {
            let centre = shape.centre(cell);
            let angles: Vec<f64> = shape
                .strokes(cell)
                .map(|stroke| {
                    let middle = stroke.middle();
                    (middle.y - centre.y).atan2(middle.x - centre.x)
                })
                .collect();
            // Clockwise on screen is increasing angle: going round once, the angle falls back
            // exactly once (where it passes from π to −π).
            let falls = (0..angles.len())
                .filter(|&i| angles[(i + 1) % angles.len()] < angles[i])
                .count();
            assert_eq!(falls, 1, "{shape:?} cell {cell}: {angles:?}");
        }
    }
}

#[test]
fn row_generators_refuse_other_shapes_and_masks_by_name() {
    let hex = Lattice::new(Shape::hex(Size::new(4, 4))).unwrap();
    let err = Maze::generate(hex, Algorithm::Eller, 1).unwrap_err();
    assert!(matches!(err, GenerateError::UnsupportedShape { .. }));
    assert_eq!(
        err.to_string(),
        "eller cannot generate a hex maze: it works along the rows and columns of a whole rectangle of square cells"
    );
    let triangle = Lattice::new(Shape::triangle(Size::new(4, 4))).unwrap();
    let err = Maze::generate(triangle, Algorithm::BinaryTree, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "binary-tree cannot generate a triangle maze: it joins each row to the row above, and half the triangles of a row have no neighbour there"
    );
    let polar = Lattice::new(Shape::polar(4)).unwrap();
    let err = Maze::generate(polar, Algorithm::Sidewinder, 1).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("it works along rows, and polar rings have none")
    );
    let square = Shape::square(Size::new(6, 6));
    let masked = Lattice::masked(square.clone(), holed(&square)).unwrap();
    let err = Maze::generate(masked, Algorithm::Eller, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "eller cannot generate a masked square maze: it works along whole rows, which a mask breaks apart"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn binary_tree_and_sidewinder_carve_hexagons_and_octagons_in_their_rows(
        w in 1..14u32, h in 1..14u32, seed: u64
    ) {
        for shape in [Shape::hex(Size::new(w, h)), Shape::upsilon(Size::new(w, h))] {
            let lattice = Lattice::new(shape.clone()).unwrap();
            for algorithm in [Algorithm::BinaryTree, Algorithm::Sidewinder] {
                let maze = Maze::generate(lattice.clone(), algorithm, seed).unwrap();
                prop_assert!(maze.is_perfect(), "{algorithm} on {shape:?}");
                // The top row is one corridor, as on square cells.
                for x in 1..w as usize {
                    prop_assert!(
                        maze.neighbours(x - 1).any(|n| n == x),
                        "{algorithm} on {shape:?}: the top row is open at {x}"
                    );
                }
            }
        }
    }
}

#[test]
fn square_cells_take_the_fast_lane_and_give_its_maze() {
    for algorithm in Algorithm::ALL {
        let size = Size::new(9, 7);
        let grid = algorithm
            .generate(size, Wrap::None, &mut mazes::rng_from_seed(5))
            .unwrap();
        let lattice = Lattice::new(Shape::square(size)).unwrap();
        let maze = Maze::generate(lattice, algorithm, 5).unwrap();
        for cell in 0..grid.cell_count() as usize {
            let pos = grid.pos(cell);
            let open: Vec<bool> = (0..maze.side_count(cell))
                .map(|side| maze.is_open_side(cell, side))
                .collect();
            let expected: Vec<bool> = mazes::Direction::ALL
                .iter()
                .map(|&d| grid.is_open(pos, d))
                .collect();
            assert_eq!(open, expected, "{algorithm} at {pos}");
        }
    }
}

#[test]
fn wilson_aldous_broder_and_origin_shift_draw_every_spanning_tree_equally_often() {
    let hex = Shape::hex(Size::new(3, 2));
    let square = Shape::square(Size::new(3, 3));
    let cases = [
        ("hex 3×2", Lattice::new(hex).unwrap()),
        (
            "triangle 4×2",
            Lattice::new(Shape::triangle(Size::new(4, 2))).unwrap(),
        ),
        ("polar 2 rings", Lattice::new(Shape::polar(2)).unwrap()),
        (
            "upsilon 3×2",
            Lattice::new(Shape::upsilon(Size::new(3, 2))).unwrap(),
        ),
        (
            "square 3×3 without its middle",
            Lattice::masked(square.clone(), Mask::from_fn(&square, |c| c != 4)).unwrap(),
        ),
        // The square lane's own generators.
        ("square 3×3, whole", Lattice::new(square.clone()).unwrap()),
    ];
    // Hex and upsilon counted by brute force over edge sets too; a 6-spoke wheel has L₁₂ − 2;
    // the 3×3 grid's count is OEIS A007341's.
    let expected_counts = [55, 6, 320, 55, 8, 192];
    for ((name, lattice), expected) in cases.into_iter().zip(expected_counts) {
        let trees = mazes::count::lattice_count(&lattice).unwrap().to_string();
        assert_eq!(trees, expected.to_string(), "{name}");
        let trees: u64 = trees.parse().unwrap();
        for algorithm in [
            Algorithm::Wilson,
            Algorithm::AldousBroder,
            Algorithm::OriginShift,
        ] {
            let mut counts = std::collections::HashMap::<Vec<bool>, u64>::new();
            let draws = 40 * trees;
            for seed in 0..draws {
                let maze = Maze::generate(lattice.clone(), algorithm, seed).unwrap();
                let walls = wall_sides(&lattice)
                    .into_iter()
                    .map(|(cell, side)| maze.is_open_side(cell, side))
                    .collect();
                *counts.entry(walls).or_default() += 1;
            }
            assert_eq!(
                counts.len() as u64,
                trees,
                "{algorithm} on {name} missed trees"
            );
            let counts: Vec<u64> = counts.into_values().collect();
            let test = mazes::count::ChiSquare::of(&counts, trees);
            assert!(
                test.passes(),
                "{algorithm} on {name}: χ² {:.1} over {:.1}",
                test.statistic,
                test.limit
            );
        }
    }
}

#[test]
fn masks_read_from_text_refuse_unknown_characters_with_their_place() {
    let err = Picture::parse("..#\n.?.\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 2, column 2 of the mask has '?': use '#' or 'X' for cells that are off, '.' or a space for cells that are on"
    );
    let picture = Picture::parse("X X\n   \nX\n").unwrap();
    let shape = Shape::square(Size::new(3, 3));
    let mask = Mask::from_picture(&shape, &picture);
    let on: Vec<bool> = (0..9).map(|c| mask.is_on(c)).collect();
    assert_eq!(
        on,
        [false, true, false, true, true, true, false, true, true]
    );
    assert_eq!(shape.cell_count(), 9);
}

#[test]
fn version_1_files_load_as_mazes_that_keep_their_grid() {
    let square = mazes::MazeBuilder::new(Size::new(7, 5))
        .seed(3)
        .build()
        .unwrap();
    let text = mazes::format::to_json(&square);
    assert!(text.contains("\"version\": 1"), "{text}");
    let read = mazes::format::from_json(&text).unwrap();
    assert_eq!(read, square);
    let grid = read.grid().expect("whole squares keep a grid");
    let (start, goal) = read.endpoints().map(|(s, g)| (s.cell, g.cell)).unwrap();
    assert_eq!(read.ends(), Some((grid.index(start), grid.index(goal))));
    let path = solve::shortest_way(&read, read.start().unwrap(), read.goal().unwrap()).unwrap();
    let square_path = solve::bfs(grid, start, goal).unwrap();
    assert_eq!(path.len(), square_path.len() + 1);
    assert_eq!(read.algorithm(), square.algorithm());
}

#[test]
fn version_2_files_with_bad_contents_are_refused_clearly() {
    let maze = Maze::generate(
        Lattice::new(Shape::hex(Size::new(3, 2))).unwrap(),
        Algorithm::Kruskal,
        1,
    )
    .unwrap();
    let good = mazes::format::to_json(&maze);
    let passages = good.find("\"passages\"").unwrap();
    let cases = [
        (
            good.replace("\"width\": 3", "\"width\": 4"),
            "row 0 of the passages has 6 characters, expected 8",
        ),
        (
            format!(
                "{}{}",
                &good[..passages],
                &good[passages..].replacen("0", "z", 1)
            ),
            "not two hex digits",
        ),
        (
            good.replace("\"kind\": \"hex\"", "\"kind\": \"star\""),
            "not a valid maze file",
        ),
        (
            good.replace("\"start\": 0", "\"start\": 99"),
            "the start is cell 99",
        ),
        (
            good.replace("\"version\": 2", "\"version\": 3"),
            "version 3",
        ),
    ];
    refused_saying(&cases);
    // Cell 3 (the second row's first) opening north, to cell 0: that passage is cell 0's.
    let mut file: serde_json::Value = serde_json::from_str(&good).unwrap();
    let row = file["passages"][1].as_str().unwrap().to_owned();
    file["passages"][1] = format!("10{}", &row[2..]).into();
    let err = mazes::format::from_json(&file.to_string()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid maze: cell 3 opens side 4, but that passage belongs to the cell across it"
    );
}

/// Each file text of `cases` is refused, saying what its case expects.
fn refused_saying(cases: &[(String, &str)]) {
    for (text, expected) in cases {
        let err = mazes::format::from_json(text).unwrap_err().to_string();
        assert!(err.contains(expected), "{err:?} lacks {expected:?}");
    }
}

/// A weave file whose crossings are out of place, drawn with unknown characters, or not
/// joined by all four passages is refused, saying where.
#[test]
fn weave_files_with_bad_crossings_are_refused_clearly() {
    let weave = mazes::shape::Weave::new(
        Size::new(3, 3),
        vec![mazes::shape::weave::Crossing {
            cell: 4,
            under: mazes::shape::weave::Under::EastWest,
        }],
    );
    let lattice = Lattice::new(Shape::Weave(weave)).unwrap();
    let maze = Maze::generate(lattice, Algorithm::Kruskal, 2).unwrap();
    let good = mazes::format::to_json(&maze);
    assert!(good.contains("\".-.\""), "{good}");
    assert_eq!(mazes::format::from_json(&good).unwrap(), maze);
    let cases = [
        (
            good.replace("\".-.\"", "\".x.\""),
            "row 1 of the crossings has 'x'",
        ),
        (
            good.replace("\".-.\"", "\".-\""),
            "row 1 of the crossings has 2 characters",
        ),
        // The passage under the crossing turned the other way: the file opens the bridge's
        // sides toward it.
        (
            good.replace("\".-.\"", "\".|.\""),
            "(the border, a masked-off cell, or the way under",
        ),
    ];
    refused_saying(&cases);
    // Every passage closed: the crossing's first is missed.
    let mut file: serde_json::Value = serde_json::from_str(&good).unwrap();
    let rows = file["passages"].as_array().unwrap().clone();
    let closed: Vec<String> = rows
        .iter()
        .map(|r| "0".repeat(r.as_str().unwrap().len()))
        .collect();
    file["passages"] = closed.into();
    let err = mazes::format::from_json(&file.to_string()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid maze: the crossing at cell 4 has its side 0 closed; a crossing's four passages \
         are open"
    );
}

#[test]
fn origin_shift_keeps_a_maze_perfect_at_every_step_and_refuses_loops() {
    let lattice = Lattice::new(Shape::hex(Size::new(7, 5))).unwrap();
    let start = Maze::generate(lattice.clone(), Algorithm::Wilson, 9).unwrap();
    let mut shift = start.origin_shift(3).expect("a perfect maze");
    assert_eq!(shift.root(), 3);
    let mut rng = mazes::rng_from_seed(4);
    let mut changed = 0;
    for _ in 0..500 {
        let (opened, closed) = shift.step(&lattice, &mut rng).expect("a neighbour");
        changed += usize::from(opened != closed);
        let mut maze = Maze::walled(lattice.clone());
        let sides = wall_sides(&lattice);
        for wall in shift.walls() {
            maze.set_open_side(sides[wall].0, sides[wall].1, true);
        }
        assert!(maze.is_perfect());
        let (cell, side) = sides[opened as usize];
        assert!(maze.is_open_side(cell, side));
    }
    assert!(changed > 100, "the maze changed {changed} times");
    let mut looped = start.clone();
    let (cell, side) = wall_sides(&lattice)
        .into_iter()
        .find(|&(cell, side)| !looped.is_open_side(cell, side))
        .unwrap();
    looped.set_open_side(cell, side, true);
    assert!(looped.origin_shift(0).is_none());
}

/// The picture's pixels as colours, row by row, and its width.
fn decoded(png: &[u8]) -> (Vec<[u8; 3]>, usize) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut buffer).expect("a frame");
    assert_eq!(frame.color_type, png::ColorType::Rgb);
    let pixels = buffer[..frame.buffer_size()]
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    (pixels, frame.width as usize)
}

#[test]
fn png_pictures_draw_every_wall_and_leave_every_passage_open_on_every_shape() {
    let rgb = |c: Rgb| [c.0, c.1, c.2];
    for lattice in lattices(7, 5) {
        let maze = Maze::generate(lattice, Algorithm::Kruskal, 11).expect("a maze");
        let path = solve::shortest_way(&maze, maze.start().unwrap(), maze.goal().unwrap())
            .expect("a path");
        let overlay = Overlay::ends(&maze).with_way(&maze, path);
        let options = PngOptions {
            cell: 16,
            wall: 4,
            ..PngOptions::default()
        };
        // Drawn from the cells' strokes on every lattice, whole squares' too.
        let mut png = Vec::new();
        mazes::render::write_png_all(&mut png, &[(&maze, &overlay)], options).expect("a picture");
        let (pixels, width) = decoded(&png);
        let lattice = maze.lattice();
        let shape = lattice.shape();
        // A maze narrower than its legend is drawn in the middle above it.
        let drawn = (shape.extent().x * 20.0 + 8.0).ceil();
        let shift = ((width as f64 - drawn) / 2.0).floor();
        let at = |p: Point| {
            pixels[(4.0 + p.y * 20.0) as usize * width + (shift + 4.0 + p.x * 20.0) as usize]
        };
        let name = format!("{:?}", shape);
        for cell in 0..lattice.len() {
            let shape_cell = lattice.shape_cell(cell);
            let flat = shape.flat_sides(shape_cell);
            for side in 0..flat {
                let middle = at(shape.stroke(shape_cell, side).middle());
                let open = maze.is_open_side(cell, side) || maze.is_door(cell, side);
                assert_eq!(
                    middle == rgb(Rgb::WALL),
                    !open,
                    "{name}: cell {cell}, side {side}"
                );
            }
        }
        assert_eq!(
            at(lattice.centre(maze.start().unwrap())),
            rgb(Rgb::GREEN),
            "{name}"
        );
        assert_eq!(
            at(lattice.centre(maze.goal().unwrap())),
            rgb(Rgb::RED),
            "{name}"
        );
        assert!(pixels.contains(&rgb(Rgb::PATH)), "{name}");
    }
}

#[test]
fn png_pictures_of_tiny_cells_are_crisp_and_big_mazes_fit() {
    let lattice = Lattice::new(Shape::polar(30)).expect("a lattice");
    let maze = Maze::generate(lattice, Algorithm::Backtracker, 2).expect("a maze");
    let options = mazes::render::PngOptions::fit_maze(&maze, 200);
    assert_eq!(
        (options.cell, options.wall),
        (2, 1),
        "the smallest: a pixel of floor and one of wall"
    );
    let mut png = Vec::new();
    write_png(&mut png, &maze, &Overlay::none(), options).expect("a picture");
    let (pixels, width) = decoded(&png);
    let height = pixels.len() / width;
    assert!(
        width.abs_diff(height) <= 1 && width > 150,
        "{width}×{height}"
    );
    let colours: std::collections::HashSet<[u8; 3]> = pixels.into_iter().collect();
    let expected = [Rgb::FLOOR, Rgb::WALL].map(|c| [c.0, c.1, c.2]);
    assert_eq!(colours, expected.into_iter().collect(), "no blends");
}

/// Whether the ASCII `picture` shows a wall on `side` (north, east, south, west) of the cell at
/// column `x`, row `y`.
fn ascii_wall(picture: &[&str], x: usize, y: usize, side: usize) -> bool {
    let (line, column) = match side {
        0 => (2 * y, 4 * x + 2),
        1 => (2 * y + 1, 4 * x + 4),
        2 => (2 * y + 2, 4 * x + 2),
        _ => (2 * y + 1, 4 * x),
    };
    picture[line].as_bytes()[column] != b' '
}

#[test]
fn text_pictures_of_masked_squares_draw_the_walls_of_the_cells_that_are_on_only() {
    let size = Size::new(13, 9);
    for wrap in [Wrap::None, Wrap::Both] {
        let shape = Shape::Square(Square::new(size, wrap));
        for mask in [holed(&shape), Mask::outline(&shape, Outline::Circle)] {
            let lattice = Lattice::masked(shape.clone(), mask.clone()).expect("one region");
            let maze = Maze::generate(lattice, Algorithm::Wilson, 5).expect("a maze");
            let path = solve::shortest_way(&maze, maze.start().unwrap(), maze.goal().unwrap())
                .expect("a path");
            let overlay = Overlay::ends(&maze).with_way(&maze, path.clone());
            let text = mazes::render::ascii(&maze, &overlay).expect("square cells");
            let picture: Vec<&str> = text.lines().collect();
            assert_eq!(picture.len(), 2 * 9 + 1);
            assert!(picture.iter().all(|l| l.len() == 4 * 13 + 1));
            let lattice = maze.lattice();
            for shape_cell in 0..shape.cell_count() {
                let (x, y) = (shape_cell % 13, shape_cell / 13);
                let Some(cell) = lattice.cell_of(shape_cell) else {
                    let centre = picture[2 * y + 1].as_bytes()[4 * x + 2];
                    assert_eq!(centre, b' ', "an off cell is blank");
                    continue;
                };
                for side in 0..lattice.links(cell).len() {
                    let open = maze.is_open_side(cell, side) || maze.is_door(cell, side);
                    assert_eq!(
                        ascii_wall(&picture, x, y, side),
                        !open,
                        "{wrap:?}: ({x}, {y}) side {side}\n{text}"
                    );
                }
            }
            let dots = text.matches('.').count();
            assert_eq!(dots + 2, path.len(), "the path's cells but the ends");
            let unicode =
                mazes::render::unicode(&maze, &overlay, Default::default()).expect("square cells");
            assert_eq!(unicode.matches('·').count(), dots);
            assert_eq!(unicode.lines().count(), picture.len());
        }
    }
    let hex = Maze::generate(
        Lattice::new(Shape::hex(size)).expect("a lattice"),
        Algorithm::Kruskal,
        1,
    )
    .expect("a maze");
    let refused = mazes::render::ascii(&hex, &Overlay::none()).unwrap_err();
    assert!(
        refused
            .to_string()
            .starts_with("a hex maze has no text picture")
    );
}

#[test]
fn text_pictures_of_whole_square_mazes_are_the_square_lanes_inside_the_frame() {
    for wrap in [Wrap::None, Wrap::Both] {
        let size = Size::new(11, 7);
        let shaped = Maze::generate(
            Lattice::new(Shape::Square(Square::new(size, wrap))).expect("a lattice"),
            Algorithm::Backtracker,
            9,
        )
        .expect("a maze");
        let fast = mazes::MazeBuilder::new(size)
            .wrap(wrap)
            .algorithm(Algorithm::Backtracker)
            .seed(9)
            .build()
            .expect("a maze");
        let ours = mazes::render::ascii(&shaped, &Overlay::none()).expect("square");
        let theirs = mazes::render::ascii(&fast, &mazes::render::Overlay::none()).unwrap();
        let inside = |text: &str| -> Vec<String> {
            let lines: Vec<&str> = text.lines().collect();
            lines[1..lines.len() - 1]
                .iter()
                .map(|l| l[1..l.len() - 1].to_owned())
                .collect()
        };
        assert_eq!(inside(&ours), inside(&theirs), "{wrap:?}");
    }
}

#[test]
fn square_steps_replay_into_the_maze_the_generator_makes_and_never_touch_masked_cells() {
    let shape = Shape::square(Size::new(11, 8));
    let lattices = [
        Lattice::masked(shape.clone(), holed(&shape)).expect("one region"),
        Lattice::masked(shape.clone(), Mask::outline(&shape, Outline::Circle)).expect("one region"),
        Lattice::new(shape.clone()).expect("whole"),
    ];
    for lattice in lattices {
        for algorithm in GRAPH_ALGORITHMS {
            let steps = mazes::shape::generate::square_steps(
                &lattice,
                algorithm,
                &mut mazes::rng_from_seed(4),
            )
            .expect("square cells");
            let maze =
                Maze::generate_with(lattice.clone(), algorithm, &mut mazes::rng_from_seed(4))
                    .expect("a maze");
            let mut grid = mazes::Grid::new(Size::new(11, 8), Wrap::None).expect("a grid");
            let on = |pos: mazes::Pos| {
                lattice
                    .cell_of(pos.y as usize * 11 + pos.x as usize)
                    .is_some()
            };
            for step in steps.clone() {
                if let mazes::generate::Step::Open { at, .. }
                | mazes::generate::Step::Close { at, .. } = step
                {
                    assert!(on(at), "{algorithm}: a step at masked-off {at:?}");
                }
                step.apply(&mut grid).expect("fits");
            }
            assert_eq!(&grid, steps.outcome());
            for cell in 0..lattice.len() {
                let shape_cell = lattice.shape_cell(cell);
                let at = mazes::Pos::new((shape_cell % 11) as u32, (shape_cell / 11) as u32);
                for dir in mazes::Direction::ALL {
                    assert_eq!(
                        grid.is_open(at, dir),
                        maze.is_open_side(cell, dir.index()),
                        "{algorithm}"
                    );
                }
            }
        }
    }
    let hex = Lattice::new(Shape::hex(Size::new(3, 3))).expect("a lattice");
    let refused = mazes::shape::generate::square_steps(
        &hex,
        Algorithm::Kruskal,
        &mut mazes::rng_from_seed(1),
    );
    assert!(refused.is_err());
}

#[test]
fn wall_steps_replay_into_the_maze_the_generator_makes_on_every_lattice() {
    use mazes::shape::generate::{WallStep, wall_steps};
    for lattice in lattices(7, 5) {
        for algorithm in GRAPH_ALGORITHMS {
            let (steps, maze) = wall_steps(&lattice, algorithm, &mut mazes::rng_from_seed(6))
                .expect("a graph generator carves every lattice");
            let made =
                Maze::generate_with(lattice.clone(), algorithm, &mut mazes::rng_from_seed(6))
                    .expect("a maze");
            assert_eq!(maze, made, "{algorithm} on {:?}", lattice.shape());
            let mut replayed = Maze::walled(lattice.clone());
            for step in steps {
                match step {
                    WallStep::Open { cell, side } => {
                        assert!(replayed.set_open_side(cell, side, true), "{algorithm}");
                    }
                    WallStep::Close { cell, side } => {
                        assert!(replayed.set_open_side(cell, side, false), "{algorithm}");
                    }
                    _ => {}
                }
            }
            for cell in 0..made.cell_count() {
                for side in 0..made.side_count(cell) {
                    assert_eq!(
                        replayed.is_open_side(cell, side),
                        made.is_open_side(cell, side),
                        "{algorithm} on {:?}: cell {cell} side {side}",
                        lattice.shape()
                    );
                }
            }
        }
    }
    let woven = mazes::MazeBuilder::of_shape(Shape::square(Size::new(6, 6)))
        .weave(0.5)
        .seed(2)
        .build()
        .expect("a woven maze");
    let refused = wall_steps(
        woven.lattice(),
        Algorithm::Kruskal,
        &mut mazes::rng_from_seed(1),
    );
    assert!(matches!(
        refused,
        Err(GenerateError::UnsupportedShape { .. })
    ));
}

#[test]
fn a_watched_way_is_the_way_and_its_steps_stay_on_the_maze() {
    for lattice in lattices(6, 4) {
        let maze = Maze::generate(lattice, Algorithm::Kruskal, 8).expect("a maze");
        let (start, goal) = maze.ends().expect("ends");
        for solver in Solver::ALL.into_iter().filter(|s| s.on_every_shape()) {
            let steps = solver.way_steps(&maze, start, goal);
            assert_eq!(steps.outcome(), &solver.way(&maze, start, goal), "{solver}");
            let mut explored = 0;
            for step in steps {
                let (solve::SearchStep::Reach(cell)
                | solve::SearchStep::Explore(cell)
                | solve::SearchStep::Leave(cell)) = step;
                assert!(cell < maze.cell_count(), "{solver}");
                explored += usize::from(matches!(step, solve::SearchStep::Explore(_)));
            }
            assert!(
                explored > 0,
                "{solver} on {:?} explored nothing",
                maze.shape()
            );
        }
    }
}

#[test]
fn a_mask_falls_apart_into_its_regions_and_a_maze_is_made_in_each() {
    let mut apart = 0;
    for shape in shapes(24, 9) {
        let mask = Mask::text(&shape, "HI").expect("a mask");
        let regions = mask.regions(&shape).expect("two letters are few regions");
        assert_eq!(regions.len(), mask.region_count(&shape), "{shape:?}");
        apart += usize::from(regions.len() > 1);
        // The regions cover the mask's cells exactly once, and each is one region.
        let total: usize = regions.iter().map(Mask::count_on).sum();
        assert_eq!(total, mask.count_on(), "{shape:?}");
        for cell in 0..mask.len() {
            let owners = regions.iter().filter(|r| r.is_on(cell)).count();
            assert_eq!(owners, usize::from(mask.is_on(cell)), "{shape:?}");
        }
        for region in &regions {
            assert!(
                Lattice::masked(shape.clone(), region.clone()).is_ok(),
                "{shape:?}"
            );
        }
        let mazes = mazes::MazeBuilder::of_shape(shape.clone())
            .mask(mask)
            .algorithm(Algorithm::Wilson)
            .seed(8)
            .build_apart()
            .expect("a maze in each region");
        assert_eq!(mazes.len(), regions.len());
        assert!(mazes.iter().all(Maze::is_perfect));
        let svg = {
            let overlays: Vec<Overlay> = mazes
                .iter()
                .map(|m| {
                    Overlay::ends(m).with_way(
                        m,
                        solve::shortest_way(m, m.start().unwrap(), m.goal().unwrap())
                            .into_iter()
                            .flatten(),
                    )
                })
                .collect();
            let drawings: Vec<_> = mazes.iter().zip(&overlays).collect();
            let mut out = Vec::new();
            mazes::render::write_svg_all(&mut out, &drawings, Default::default()).unwrap();
            String::from_utf8(out).unwrap()
        };
        assert_eq!(svg.matches("<title>S</title>").count(), mazes.len());
        let label = if mazes.len() == 1 {
            "solution, "
        } else {
            "solutions, "
        };
        assert!(svg.contains(label), "{shape:?}");
    }
    assert!(apart >= 4, "the letters fall apart on most shapes: {apart}");
}

/// A weave maze's picture: at each crossing the bridge's walls run on unbroken across the
/// passage under it, whose own walls stop short of them; elsewhere every corridor is open
/// to the cell's edge where a passage leaves and walled across where none does.
#[test]
fn png_pictures_of_weave_mazes_show_bridges_over_passages() {
    use mazes::MazeBuilder;
    use mazes::shape::weave::Under;
    let rgb = |c: Rgb| [c.0, c.1, c.2];
    for algorithm in [
        Algorithm::Kruskal,
        Algorithm::GrowingTree(mazes::Pick::Random),
    ] {
        let maze = MazeBuilder::of_shape(Shape::square(Size::new(9, 8)))
            .weave(1.0)
            .algorithm(algorithm)
            .seed(5)
            .build()
            .expect("a weave maze");
        let Shape::Weave(weave) = maze.lattice().shape() else {
            panic!("not woven")
        };
        assert!(!weave.crossings().is_empty(), "{algorithm}");
        let options = PngOptions {
            cell: 36,
            wall: 4,
            ..PngOptions::default()
        };
        let mut png = Vec::new();
        write_png(&mut png, &maze, &Overlay::none(), options).expect("a picture");
        let (pixels, width) = decoded(&png);
        let wall_at = |x: f64, y: f64| {
            pixels[(4.0 + y * 40.0) as usize * width + (4.0 + x * 40.0) as usize] == rgb(Rgb::WALL)
        };
        let w = 9;
        for crossing in weave.crossings() {
            let (x, y) = ((crossing.cell % w) as f64, (crossing.cell / w) as f64);
            // The bridge's walls, the lower passage's gap between its stubs, and a stub.
            let (bridge, gap, stub) = match crossing.under {
                Under::EastWest => ((x + 0.8, y + 0.5), (x + 1.0, y + 0.5), (x + 0.9, y + 0.2)),
                Under::NorthSouth => ((x + 0.5, y + 0.8), (x + 0.5, y + 1.0), (x + 0.2, y + 0.9)),
            };
            assert!(
                wall_at(bridge.0, bridge.1),
                "{algorithm}: bridge at {crossing:?}"
            );
            assert!(
                !wall_at(gap.0, gap.1),
                "{algorithm}: passage under {crossing:?}"
            );
            assert!(wall_at(stub.0, stub.1), "{algorithm}: stub at {crossing:?}");
        }
        for cell in 0..weave.squares() {
            if weave.crossing_at(cell).is_some() {
                continue;
            }
            let (x, y) = ((cell % w) as f64 + 0.5, (cell / w) as f64 + 0.5);
            for side in 0..4 {
                let (dx, dy) = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)][side];
                let open = maze.is_open_side(cell, side) || maze.is_door(cell, side);
                // Across the corridor's end, at the inner square's side.
                assert_eq!(wall_at(x + dx * 0.3, y + dy * 0.3), !open, "{cell} {side}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A recipe of whole square cells builds the same maze, and writes the same file, on the
    /// shape lane (the studio, `--shape square --mask …` without a mask) as `maze generate`'s
    /// square lane: perfect, with loops or braided.
    #[test]
    fn whole_squares_make_the_same_file_whichever_builder(
        seed: u64,
        // Three by three or more: two walls are left to open for loops.
        w in 3u32..12,
        h in 3u32..12,
        wrap in prop::sample::select(Wrap::ALL.to_vec()),
        extra in 0usize..3,
    ) {
        let size = Size::new(w, h);
        let square = mazes::MazeBuilder::new(size).wrap(wrap).seed(seed);
        let shaped = mazes::MazeBuilder::of_shape(Shape::Square(Square::new(size, wrap))).seed(seed);
        let (square, shaped) = match extra {
            0 => (square, shaped),
            1 => (square.loops(2), shaped.loops(2)),
            _ => (square.braid(0.5), shaped.braid(0.5)),
        };
        let square = square.build().expect("a square maze");
        let shaped = shaped.build().expect("the same recipe");
        prop_assert_eq!(
            mazes::format::to_json(&shaped),
            mazes::format::to_json(&square)
        );
    }
}

/// One set of pictures for every maze: `render::svg`, `write_png` and the text pictures draw a
/// maze of any cells (a lattice's mazes as the shape pictures do, a grid's from the grid), with
/// one overlay whose marks land on cells by number, players as well as the ends.
#[test]
fn the_one_set_of_pictures_draws_every_maze_with_one_overlay() {
    let options = PngOptions {
        cell: 3,
        wall: 1,
        ..PngOptions::default()
    };
    let player = MarkKind::Player {
        symbol: 'P',
        color: Rgb::BLUE,
    };
    for lattice in lattices(7, 5) {
        let maze = Maze::generate(lattice, Algorithm::Kruskal, 3).expect("a maze");
        let (start, goal) = maze.ends().expect("ends");
        let way = solve::shortest_way(&maze, start, goal).expect("a way");
        let overlay = Overlay::ends(&maze)
            .with_way(&maze, way.clone())
            .with_mark(way[way.len() / 2], player);
        assert_eq!(overlay.ways(), std::slice::from_ref(&way));
        assert!(overlay.on_path(way[0]) && overlay.marks_ends());
        let picture = mazes::render::svg(&maze, &overlay, SvgOptions::default());
        assert!(picture.contains(&Rgb::BLUE.hex()), "the player is drawn");
        let (mut one, mut other) = (Vec::new(), Vec::new());
        mazes::render::write_png(&mut one, &maze, &overlay, options).expect("a picture");
        write_png(&mut other, &maze, &overlay, options).expect("a picture");
        // A grid's picture is drawn from the grid, a lattice's as the shape pictures draw it.
        if maze.grid().is_none() {
            let shaped = mazes::render::svg(&maze, &overlay, SvgOptions::default());
            assert_eq!(picture, shaped);
            assert_eq!(one, other);
        }
        let text = mazes::render::ascii(&maze, &overlay);
        match maze.shape() {
            Shape::Square(_) => assert!(text.expect("squares have text").contains('P')),
            _ => assert!(
                text.is_err(),
                "{} has no text picture",
                maze.shape().describe()
            ),
        }
    }
}

/// Issue 68, item 19: a maze narrower than its legend stands in the middle of the picture.
#[test]
fn a_maze_narrower_than_its_legend_is_centred_above_it() {
    let lattice = Lattice::new(Shape::polar(3)).unwrap();
    let maze = Maze::generate(lattice, Algorithm::Kruskal, 2).expect("a maze");
    let way = solve::shortest_way(&maze, maze.start().unwrap(), maze.goal().unwrap()).unwrap();
    let overlay = Overlay::ends(&maze).with_way(&maze, way);
    let options = PngOptions {
        cell: 16,
        wall: 4,
        ..PngOptions::default()
    };
    let mut png = Vec::new();
    mazes::render::write_png_all(&mut png, &[(&maze, &overlay)], options).expect("a picture");
    let (pixels, width) = decoded(&png);
    let wall = [Rgb::WALL.0, Rgb::WALL.1, Rgb::WALL.2];
    // The maze's rows: above the legend, which starts below its last wall.
    let drawn = (maze.shape().extent().y * 20.0) as usize;
    let pixels = &pixels;
    let columns: Vec<usize> = (0..drawn)
        .flat_map(|y| (0..width).filter(move |&x| pixels[y * width + x] == wall))
        .collect();
    let (left, right) = (
        *columns.iter().min().unwrap(),
        width - 1 - *columns.iter().max().unwrap(),
    );
    assert!(
        left > 40,
        "a legend wider than the maze: {left} px to its left"
    );
    assert!(
        left.abs_diff(right) <= 2,
        "{left} px left, {right} px right"
    );
}

/// Issue 68, item 19: a picture of levels names each level under it, and the legend's swatches
/// are discs, as the marks are.
#[test]
fn levels_are_named_under_their_pictures_and_the_legend_shows_discs() {
    let lattice = Lattice::new(Shape::levels(Shape::square(Size::new(6, 5)), 3)).unwrap();
    let maze = Maze::generate(lattice, Algorithm::Kruskal, 3).expect("a maze");
    let overlay = Overlay::ends(&maze);
    let options = PngOptions {
        cell: 16,
        wall: 4,
        ..PngOptions::default()
    };
    let mut png = Vec::new();
    mazes::render::write_png_all(&mut png, &[(&maze, &overlay)], options).expect("a picture");
    let (pixels, width) = decoded(&png);
    let height = pixels.len() / width;
    let rgb = |c: Rgb| [c.0, c.1, c.2];
    let maze_bottom = (maze.shape().extent().y * 20.0 + 8.0).ceil() as usize;
    // The captions' row: letters in the walls' colour, in three runs, one under each level.
    let lettered: Vec<usize> = (0..width)
        .filter(|&x| {
            (maze_bottom..maze_bottom + 24).any(|y| pixels[y * width + x] == rgb(Rgb::WALL))
        })
        .collect();
    let runs: Vec<(usize, usize)> = lettered.iter().fold(Vec::new(), |mut runs, &x| {
        match runs.last_mut() {
            Some((_, end)) if x <= *end + 24 => *end = x,
            _ => runs.push((x, x)),
        }
        runs
    });
    let level_width = 6.0 * 20.0;
    let centres: Vec<f64> = (0..3)
        .map(|l| 4.0 + (f64::from(l) * 7.0) * 20.0 + level_width / 2.0)
        .collect();
    assert_eq!(runs.len(), 3, "{runs:?}");
    for ((start, end), centre) in runs.iter().zip(&centres) {
        let middle = (start + end) as f64 / 2.0;
        assert!(
            (middle - centre).abs() <= 8.0,
            "a caption at {middle}, its level's middle at {centre}"
        );
    }
    // The legend's first swatch, the start's, is a disc: green in the middle, floor at its corner.
    let swatch = (0..height)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .filter(|&(x, y)| y > maze_bottom + 24 && pixels[y * width + x] == rgb(Rgb::GREEN));
    let (xs, ys): (Vec<usize>, Vec<usize>) = swatch.unzip();
    let (left, top) = (*xs.iter().min().unwrap(), *ys.iter().min().unwrap());
    let (right, bottom) = (*xs.iter().max().unwrap(), *ys.iter().max().unwrap());
    assert_eq!((right - left, bottom - top), (15, 15), "a 16-pixel swatch");
    assert_eq!(
        pixels[top * width + left],
        rgb(Rgb::FLOOR),
        "a corner outside the disc"
    );
    assert_eq!(pixels[(top + 8) * width + left + 8], rgb(Rgb::GREEN));
    // SVG names the levels under their middles too.
    let mut svg = Vec::new();
    mazes::render::write_svg_all(
        &mut svg,
        &[(&maze, &overlay)],
        mazes::render::SvgOptions::default(),
    )
    .expect("a picture");
    let svg = String::from_utf8(svg).unwrap();
    for level in 1..=3 {
        let x = 2.0 + f64::from(level - 1) * 7.0 * 16.0 + 3.0 * 16.0;
        assert!(
            svg.contains(&format!(r#"<text x="{x}" "#))
                && svg.contains(&format!(">level {level}</text>")),
            "level {level} at {x}: {svg}"
        );
    }
}
