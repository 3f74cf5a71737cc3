//! `maze generate`, `stats` and `solve` on other cell shapes and masks, through the real binary.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

mod common;

use common::{fails_saying, generate_into, maze, stdout_of, temp_dir};

#[test]
fn every_shape_generates_an_svg_picture_by_default() {
    for shape in ["hex", "triangle", "polar", "upsilon"] {
        let svg = stdout_of(&[
            "generate", "--shape", shape, "-W", "8", "-H", "6", "--seed", "3", "--solve",
        ]);
        assert!(svg.starts_with("<svg "), "{shape}: {svg:.60}");
        assert!(
            svg.contains("solution, "),
            "{shape} has its solution in the legend"
        );
        assert!(svg.trim_end().ends_with("</svg>"));
    }
    let polar = stdout_of(&[
        "generate", "--shape", "polar", "--rings", "4", "--seed", "1",
    ]);
    let arcs = polar
        .split('A')
        .skip(1)
        .filter(|s| s.starts_with(|c: char| c.is_ascii_digit()));
    assert!(arcs.count() > 10, "polar walls are drawn as arcs");
}

#[test]
fn every_shape_and_a_word_mask_draw_as_png_files() {
    let dir = temp_dir();
    let runs: [&[&str]; 5] = [
        &["--shape", "hex", "-W", "8", "-H", "6"],
        &["--shape", "triangle", "-W", "8", "-H", "6"],
        &["--shape", "polar", "--rings", "6"],
        &["--shape", "upsilon", "-W", "8", "-H", "6"],
        &["-W", "30", "-H", "10", "--mask-text", "HI"],
    ];
    for (i, args) in runs.into_iter().enumerate() {
        let file = dir.path().join(format!("{i}.png"));
        generate_into(&file, &[args, &["-s", "4", "--solve"]].concat());
        let png = std::fs::read(&file).unwrap();
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{args:?}");
        let (width, height) = (
            u32::from_be_bytes(png[16..20].try_into().unwrap()),
            u32::from_be_bytes(png[20..24].try_into().unwrap()),
        );
        assert!(width >= 150 && height >= 100, "{args:?}: {width}×{height}");
    }
}

#[test]
fn a_maze_in_the_shape_of_a_word_prints_in_the_terminal() {
    let ascii = stdout_of(&[
        "generate",
        "-W",
        "24",
        "-H",
        "9",
        "--mask-text",
        "HI",
        "-s",
        "3",
    ]);
    let lines: Vec<&str> = ascii.lines().collect();
    assert_eq!(
        lines.len(),
        2 * 9 + 1,
        "ASCII by default, as for square mazes"
    );
    assert!(lines.iter().all(|l| l.len() == 4 * 24 + 1));
    assert!(lines[1].starts_with("  S "), "{ascii}");
    assert!(
        lines.iter().any(|l| l.contains("            ")),
        "cells between the letters are blank:\n{ascii}"
    );
    let unicode = stdout_of(&[
        "generate",
        "-W",
        "24",
        "-H",
        "9",
        "--mask-text",
        "HI",
        "-s",
        "3",
        "-f",
        "unicode",
        "--solve",
    ]);
    assert!(unicode.contains('·') && unicode.contains('┘'), "{unicode}");
}

#[test]
fn a_maze_in_each_region_of_a_mask_when_asked() {
    let ascii = stdout_of(&[
        "generate",
        "-W",
        "40",
        "-H",
        "9",
        "--mask-text",
        "HIM",
        "--mask-apart",
        "-s",
        "3",
    ]);
    assert_eq!(
        ascii.matches('S').count(),
        3,
        "a start in each letter:\n{ascii}"
    );
    assert_eq!(ascii.matches('G').count(), 3, "{ascii}");
    fails_saying(
        maze().args([
            "generate",
            "--mask-text",
            "HI",
            "--mask-apart",
            "-f",
            "json",
        ]),
        "a JSON file holds one maze, not 2; a maze in each region is drawn as svg, png, ascii or unicode",
    );
    fails_saying(
        maze().args(["watch", "--mask-text", "HI", "--mask-apart"]),
        "maze watch carves one maze; --mask-apart is for maze generate",
    );
    // Issue 70, item 8: a mask file is read no further than a mask can take (an endless
    // one, once 128 MiB are in).
    #[cfg(target_os = "linux")]
    fails_saying(
        maze().args([
            "generate",
            "-W",
            "10",
            "-H",
            "10",
            "--mask",
            "/dev/zero",
            "-f",
            "none",
        ]),
        "the mask \"/dev/zero\" is larger than 128 MiB, more than a mask of 2²⁶ pixels takes",
    );
    let dir = temp_dir();
    let two = dir.path().join("two.txt");
    std::fs::write(&two, "..##..\n..##..\n").unwrap();
    fails_saying(
        maze()
            .args(["generate", "-W", "6", "-H", "2", "--mask"])
            .arg(&two),
        "(--mask-join), or make a maze in each (--mask-apart)",
    );
    // Issue 70, item 1: a checkerboard of 125,000 regions is refused at once, apart or
    // joined (it took 3.9 GB and 36 s apart, hours joined).
    let checkers = dir.path().join("checkers.txt");
    let row = |y: usize| -> String {
        (0..500)
            .map(|x| if (x + y).is_multiple_of(2) { '.' } else { '#' })
            .collect()
    };
    let board: Vec<String> = (0..500).map(row).collect();
    std::fs::write(&checkers, board.join("\n")).unwrap();
    for how in ["--mask-apart", "--mask-join"] {
        fails_saying(
            maze()
                .args([
                    "generate", "-W", "500", "-H", "500", how, "-f", "none", "--mask",
                ])
                .arg(&checkers),
            "the mask leaves 125000 separate regions over 250000 cells",
        );
    }
}

#[test]
fn a_bad_file_is_refused_saying_why_once() {
    let dir = temp_dir();
    let file = dir.path().join("empty-hex.json");
    let text = r#"{"format":"maze","version":2,"shape":{"kind":"hex","width":0,"height":3},"start":0,"goal":1,"passages":["00"]}"#;
    std::fs::write(&file, text).unwrap();
    let output = maze().arg("stats").arg(&file).output().unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    let why = "a hex maze needs at least one cell each way, not 0×3";
    assert_eq!(said.matches(why).count(), 1, "{said}");
    assert!(said.contains(&format!("invalid maze: {why}")), "{said}");
}

#[test]
fn check_reads_mazes_of_every_shape() {
    let dir = temp_dir();
    let perfect = dir.path().join("hex.json");
    generate_into(
        &perfect,
        &["--shape", "hex", "-W", "9", "-H", "7", "-s", "2"],
    );
    let said = stdout_of(&["check", perfect.to_str().unwrap()]);
    assert_eq!(
        said,
        "perfect: 63 cells, 62 passages, one region, no cycles\n"
    );
    let looped = dir.path().join("polar.json");
    generate_into(
        &looped,
        &[
            "--shape", "polar", "--rings", "5", "--loops", "3", "-s", "2",
        ],
    );
    maze()
        .arg("check")
        .arg(&looped)
        .assert()
        .failure()
        .stdout("not perfect: 67 cells, 69 passages, one region, 3 cycles\n");
}

#[test]
fn loops_and_braiding_work_on_every_shape() {
    let dir = temp_dir();
    let looped = dir.path().join("looped.json");
    generate_into(
        &looped,
        &[
            "--shape", "triangle", "-W", "10", "-H", "6", "--loops", "7", "-s", "1",
        ],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", looped.to_str().unwrap()])).unwrap();
    assert_eq!(stats["passages"], 60 - 1 + 7);
    assert_eq!(stats["perfect"], false);
    assert_eq!(stats["connected"], true);
    let braided = dir.path().join("braided.json");
    generate_into(
        &braided,
        &[
            "--shape", "polar", "--rings", "6", "--braid", "1", "-s", "1",
        ],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", braided.to_str().unwrap()])).unwrap();
    assert_eq!(stats["dead_ends"], 0);
    fails_saying(
        maze().args([
            "generate", "--shape", "hex", "-W", "2", "-H", "2", "--loops", "9",
        ]),
        "cannot add 9 loops: only 2 interior walls are left to open",
    );
}

#[test]
fn a_shaped_maze_round_trips_through_json_into_stats_and_solve() {
    let dir = temp_dir();
    let file = dir.path().join("hex.json");
    generate_into(
        &file,
        &[
            "--shape", "hex", "-W", "9", "-H", "7", "-s", "5", "-a", "wilson",
        ],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", file.to_str().unwrap()])).unwrap();
    assert_eq!(stats["shape"], "hex");
    assert_eq!(stats["cells"], 63);
    assert_eq!(stats["passages"], 62);
    assert_eq!(stats["perfect"], true);
    assert_eq!(stats["algorithm"], "wilson");
    let steps = stats["solution_length"].as_u64().unwrap();
    assert!(stats["difficulty"]["expected_steps"].as_f64().unwrap() >= steps as f64);
    // On a perfect maze every solver that works on every shape finds the one path.
    let shaped = mazes::solve::Solver::ALL
        .into_iter()
        .filter(|s| s.on_every_shape())
        .map(|s| s.name());
    for solver in shaped {
        let solution: serde_json::Value = serde_json::from_str(&stdout_of(&[
            "solve",
            file.to_str().unwrap(),
            "--solver",
            solver,
            "-f",
            "json",
        ]))
        .unwrap();
        assert_eq!(solution["steps"].as_u64(), Some(steps), "{solver}");
    }
    let text = stdout_of(&["stats", file.to_str().unwrap()]);
    assert!(
        text.starts_with("size        hex 9×7, 63 cells\n"),
        "{text}"
    );
    // Heat maps colour every cell, coolest at the start, warmest farthest from it.
    let svg = stdout_of(&["solve", file.to_str().unwrap(), "--heat", "start"]);
    for level in [0, 15] {
        let colour = mazes::render::Heat::colour(level).hex();
        assert!(svg.contains(&format!("fill=\"{colour}\"")), "level {level}");
    }
    let png = maze()
        .args([
            "solve",
            file.to_str().unwrap(),
            "--heat",
            "goal",
            "-f",
            "png",
        ])
        .output()
        .unwrap();
    assert!(png.status.success() && png.stdout.starts_with(b"\x89PNG"));
    fails_saying(
        maze().args([
            "solve",
            file.to_str().unwrap(),
            "--heat",
            "goal",
            "-f",
            "json",
        ]),
        "--heat colours pictures: give --format svg or png",
    );
    fails_saying(
        maze().args(["solve", file.to_str().unwrap(), "--solver", "pledge"]),
        "pledge walks whole rectangles of squares only (no mask, levels or weave); a hex maze \
         takes bfs, dfs, astar, dijkstra, bidirectional, wall-follower",
    );
}

#[test]
fn masks_cut_the_maze_and_words_are_joined_into_one_maze() {
    let dir = temp_dir();
    let mask = dir.path().join("mask.txt");
    std::fs::write(&mask, "........\n..####..\n..####..\n........\n").unwrap();
    let file = dir.path().join("holed.json");
    generate_into(
        &file,
        &[
            "-W",
            "8",
            "-H",
            "4",
            "--mask",
            mask.to_str().unwrap(),
            "-s",
            "1",
        ],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", file.to_str().unwrap()])).unwrap();
    assert_eq!(
        (stats["shape"].as_str(), stats["masked"].as_bool()),
        (Some("square"), Some(true))
    );
    assert_eq!(stats["cells"], 32 - 8);
    assert_eq!(stats["perfect"], true);
    // Issue 68, item 10: the compass solvers say why a masked square maze is not theirs.
    for solver in ["pledge", "chain"] {
        fails_saying(
            maze().args(["solve", file.to_str().unwrap(), "--solver", solver]),
            &format!(
                "{solver} walks whole rectangles of squares only (no mask, levels or weave); a \
                 masked square maze takes bfs"
            ),
        );
    }

    let words = dir.path().join("words.json");
    generate_into(
        &words,
        &[
            "--shape",
            "hex",
            "-W",
            "60",
            "-H",
            "14",
            "--mask-text",
            "MAZE",
            "-s",
            "2",
        ],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", words.to_str().unwrap()])).unwrap();
    assert_eq!(stats["perfect"], true);
    assert!(
        stats["cells"].as_u64().unwrap() < 60 * 14 * 3 / 4,
        "only the letters' cells"
    );
}

#[test]
fn shaped_mazes_refuse_what_they_cannot_do_by_name() {
    fails_saying(
        maze().args(["generate", "--shape", "hex", "-f", "ascii"]),
        "a hex maze has no ascii picture (only square cells on one level sit on a grid of \
         characters); -f unicode draws it in Braille dots, or write it as svg, png or json",
    );
    fails_saying(
        maze().args(["generate", "--mask", "circle", "-f", "bin", "-o", "x.bin"]),
        "the bin format holds whole square mazes only; write a masked square maze as json",
    );
    fails_saying(
        maze().args(["generate", "--shape", "polar", "--wrap", "x"]),
        "polar mazes cannot wrap",
    );
    fails_saying(
        maze().args(["generate", "--shape", "triangle", "-a", "eller"]),
        "eller cannot generate a triangle maze: it works along the rows and columns",
    );
    fails_saying(
        maze().args(["generate", "--shape", "triangle", "-W", "1", "-H", "4"]),
        "needs at least 2 triangles a row",
    );
    fails_saying(
        maze()
            .args(["generate", "-W", "6", "-H", "1", "--mask-text", "."])
            .arg("--mask")
            .arg("circle"),
        "cannot be used with",
    );
    let dir = temp_dir();
    let split = dir.path().join("split.txt");
    std::fs::write(&split, "..#..\n..#..\n").unwrap();
    fails_saying(
        maze().args([
            "generate",
            "-W",
            "5",
            "-H",
            "2",
            "--mask",
            split.to_str().unwrap(),
        ]),
        "the mask leaves 2 separate regions (of 4 and 4 cells)",
    );
    let joined = stdout_of(&[
        "generate",
        "-W",
        "5",
        "-H",
        "2",
        "--mask",
        split.to_str().unwrap(),
        "--mask-join",
        "-f",
        "json",
    ]);
    assert!(joined.contains("\"version\": 2"));
}

#[test]
fn algorithms_says_which_generators_work_on_every_shape() {
    let text = stdout_of(&["algorithms"]);
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with("The others"))
    {
        let squares_only = ["eller", "division"]
            .iter()
            .any(|name| line.starts_with(name));
        let rows = ["sidewinder", "binary-tree"]
            .iter()
            .any(|name| line.starts_with(name));
        assert_eq!(
            line.ends_with("(whole, bounded square grids only)"),
            squares_only,
            "{line}"
        );
        assert_eq!(
            line.ends_with("(whole, bounded square, hex and upsilon grids only)"),
            rows,
            "{line}"
        );
    }
    assert!(text.ends_with(
        "The others work on every --shape and --mask, and on square grids that --wrap.\n"
    ));
}

#[test]
fn a_maze_of_levels_draws_side_by_side_and_round_trips_through_json() {
    let dir = temp_dir();
    let file = dir.path().join("levels.json");
    generate_into(
        &file,
        &[
            "--levels", "3", "--shape", "hex", "-W", "6", "-H", "5", "-s", "2", "-a", "kruskal",
        ],
    );
    let path = file.to_str().unwrap();
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", path])).unwrap();
    assert_eq!(stats["shape"], "hex");
    assert_eq!(
        (stats["width"].as_u64(), stats["levels"].as_u64()),
        (Some(6), Some(3))
    );
    assert_eq!(stats["cells"], 90);
    assert_eq!(stats["perfect"], true);
    let text = stdout_of(&["stats", path]);
    assert!(
        text.starts_with("size        3-level hex 6×5, 90 cells\n"),
        "{text}"
    );
    assert!(stdout_of(&["check", path]).starts_with("perfect: 90 cells"));
    let steps = stats["solution_length"].as_u64().unwrap();
    for solver in ["bfs", "astar", "wall-follower", "bidirectional"] {
        let solution: serde_json::Value = serde_json::from_str(&stdout_of(&[
            "solve", path, "--solver", solver, "-f", "json",
        ]))
        .unwrap();
        assert_eq!(solution["steps"].as_u64(), Some(steps), "{solver}");
    }
    // Three levels side by side, each six hexagons wide, with a cell's gap between them.
    let svg_width = |svg: String| -> f64 {
        let after = svg.split("width=\"").nth(1).unwrap();
        after.split('"').next().unwrap().parse().unwrap()
    };
    let width = svg_width(stdout_of(&["solve", path]));
    let one_width = svg_width(stdout_of(&[
        "generate", "--shape", "hex", "-W", "6", "-H", "5", "-s", "2",
    ]));
    assert!(width > 2.2 * one_width, "{width} against {one_width}");
    // Levels have a text picture in Braille dots: the levels side by side.
    let picture = stdout_of(&[
        "generate", "--levels", "2", "-W", "6", "-H", "4", "-s", "1", "-f", "unicode",
    ]);
    assert!(
        picture
            .chars()
            .any(|c| ('\u{2801}'..='\u{28ff}').contains(&c)),
        "{picture}"
    );
    assert!(picture.contains('S') && picture.contains('G'), "{picture}");
    fails_saying(
        maze().args(["generate", "--levels", "2", "-a", "sidewinder"]),
        "sidewinder cannot generate a 2-level square maze: it works along the rows of one \
         level, and never climbs stairs",
    );
    fails_saying(
        maze().args(["generate", "--levels", "2", "--shape", "upsilon"]),
        "upsilon mazes cannot be stacked in levels",
    );
}

#[test]
fn a_weave_maze_prints_its_bridges_and_round_trips_through_json() {
    let unicode = stdout_of(&[
        "generate", "--weave", "-W", "10", "-H", "6", "-s", "3", "-a", "kruskal",
    ]);
    assert_eq!(
        unicode.lines().count(),
        2 * 6 + 1,
        "unicode by default:\n{unicode}"
    );
    assert!(unicode.contains('║') || unicode.contains('═'), "{unicode}");
    let ascii = stdout_of(&[
        "generate", "--weave", "1", "-W", "10", "-H", "6", "-s", "3", "-a", "kruskal", "-f",
        "ascii",
    ]);
    assert!(ascii.contains('H') || ascii.contains('='), "{ascii}");
    let dir = temp_dir();
    let file = dir.path().join("weave.json");
    generate_into(
        &file,
        &[
            "--weave",
            "0.7",
            "-W",
            "10",
            "-H",
            "6",
            "-s",
            "3",
            "-a",
            "growing-tree",
        ],
    );
    let path = file.to_str().unwrap();
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", path])).unwrap();
    let crossings = stats["crossings"].as_u64().unwrap();
    assert_eq!(stats["cells"].as_u64(), Some(60 + crossings));
    assert_eq!(stats["perfect"], true);
    // Issue 68, item 14: the cells under bridges are counted and said to be.
    let under = match crossings {
        1 => "1 of them a passage under a bridge".to_owned(),
        n => format!("{n} of them passages under bridges"),
    };
    let size_line = format!(
        "size        woven square 10×6, {} cells ({under})\n",
        60 + crossings
    );
    assert!(stdout_of(&["stats", path]).starts_with(&size_line));
    assert!(stdout_of(&["check", path]).starts_with("perfect: "));
    let solved = stdout_of(&["solve", path, "-f", "unicode"]);
    assert!(solved.contains('·'), "{solved}");
    fails_saying(
        maze().args(["generate", "--weave", "--shape", "hex"]),
        "only bounded square cells with no mask weave, not a hex maze",
    );
    fails_saying(
        maze().args(["generate", "--weave", "--wrap", "x"]),
        "not a wrapping square maze",
    );
    fails_saying(
        maze().args(["generate", "--weave", "-a", "wilson"]),
        "wilson cannot generate a woven square maze: weaving needs crossings placed before \
         carving (kruskal) or tunnels dug while carving (backtracker, growing-tree)",
    );
    fails_saying(
        maze().args(["generate", "--weave", "2"]),
        "the weave density must be a number from 0 to 1, not 2",
    );
}

/// Issue 68 (Deliver 4): every shape has a text picture in Braille dots, with its ends and the
/// way shown, each line ending in no blanks.
#[test]
fn every_shape_has_a_braille_text_picture() {
    for shape in ["hex", "triangle", "polar", "upsilon"] {
        let picture = stdout_of(&[
            "generate", "--shape", shape, "-W", "8", "-H", "6", "--rings", "5", "-s", "2", "-f",
            "unicode", "--solve",
        ]);
        let braille = picture
            .chars()
            .filter(|c| ('\u{2801}'..='\u{28ff}').contains(c))
            .count();
        assert!(braille > 50, "{shape}: {picture}");
        assert!(
            picture.contains('S') && picture.contains('G') && picture.contains('·'),
            "{shape}: {picture}"
        );
        assert!(picture.lines().all(|l| !l.ends_with(' ')), "{shape}");
    }
}
