//! Runs the real `maze` binary.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

mod common;

use common::{fails_saying, generate_into, maze, stdout_of, success_stdout, temp_dir};
use predicates::prelude::*;

#[test]
fn generate_defaults_to_a_20_by_20_ascii_maze_and_prints_its_seed() {
    let assert = maze().arg("generate").assert().success();
    let output = assert.get_output();
    let text = String::from_utf8(output.stdout.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 41);
    assert!(lines.iter().all(|l| l.len() == 81));
    assert!(
        lines[0].starts_with("+   +---+"),
        "entrance at the top-left"
    );
    assert!(lines[40].ends_with("+   +"), "exit at the bottom-right");
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    let seed = stderr
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse::<u64>().ok())
        .expect("the seed is printed");
    assert_eq!(stdout_of(&["generate", "--seed", &seed.to_string()]), text);
}

#[test]
fn a_seed_reproduces_its_maze_and_another_seed_differs() {
    let args = [
        "generate", "-W", "15", "-H", "9", "-a", "wilson", "--seed", "5",
    ];
    assert_eq!(stdout_of(&args), stdout_of(&args));
    let other = [
        "generate", "-W", "15", "-H", "9", "-a", "wilson", "--seed", "6",
    ];
    assert_ne!(stdout_of(&args), stdout_of(&other));
}

#[test]
fn generate_writes_every_format() {
    let base = ["generate", "-W", "7", "-H", "5", "--seed", "2", "--solve"];
    let ascii = stdout_of(&[&base[..], &["--format", "ascii"]].concat());
    assert_eq!(ascii.lines().count(), 11);
    assert!(ascii.contains('S') && ascii.contains('G') && ascii.contains(" . "));

    let unicode = stdout_of(&[&base[..], &["--format", "unicode"]].concat());
    assert_eq!(unicode.lines().count(), 11);
    assert!(unicode.lines().all(|l| l.chars().count() == 15));
    assert!(unicode.contains('┼') || unicode.contains('┬') || unicode.contains('├'));
    assert!(!unicode.contains('\x1b'), "no colour when piped");

    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&[&base[..], &["--format", "json"]].concat())).unwrap();
    assert_eq!(json["version"], 1);
    assert_eq!(json["seed"], 2);
    assert_eq!(json["passages"].as_array().unwrap().len(), 5);

    let svg = stdout_of(&[&base[..], &["--format", "svg"]].concat());
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));

    let tmp = temp_dir();
    let dir = tmp.path();
    let png = dir.join("maze.png");
    maze()
        .args(base)
        .args(["--output", png.to_str().unwrap()])
        .assert()
        .success()
        .stdout("");
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "the format follows the extension"
    );
}

#[test]
fn colour_can_be_forced_and_is_off_by_default_when_piped() {
    let args = [
        "generate", "-W", "4", "-H", "3", "--seed", "1", "--solve", "--format", "unicode",
    ];
    assert!(stdout_of(&[&args[..], &["--color", "always"]].concat()).contains("\x1b[1;38;2"));
}

#[test]
fn solve_reads_a_saved_maze_from_a_file_or_stdin() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let file = dir.join("m.json");
    generate_into(
        &file,
        &["-W", "12", "-H", "12", "--seed", "9", "--loops", "10"],
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", file.to_str().unwrap()])).unwrap();
    let shortest = stats["solution_length"].as_u64().unwrap();
    assert_eq!(stats["passages"], 12 * 12 - 1 + 10);
    assert_eq!(stats["perfect"], false);

    for solver in ["bfs", "astar", "dijkstra", "dfs", "bidirectional"] {
        let json = stdout_of(&[
            "solve",
            file.to_str().unwrap(),
            "--solver",
            solver,
            "--format",
            "json",
        ]);
        let solution: serde_json::Value = serde_json::from_str(&json).unwrap();
        let steps = solution["steps"].as_u64().unwrap();
        assert_eq!(solution["moves"].as_str().unwrap().len() as u64, steps);
        // Every board's solution lists its cells, the start's first (row by row on squares).
        let cells = solution["cells"].as_array().unwrap();
        assert_eq!(cells.len() as u64, steps + 1);
        let start = &solution["from"];
        let first = start["y"].as_u64().unwrap() * 12 + start["x"].as_u64().unwrap();
        assert_eq!(cells[0].as_u64(), Some(first), "{solver}");
        let explored = solution["explored"].as_u64().unwrap();
        assert!(
            (steps + 1..=144).contains(&explored),
            "{solver} explored {explored}"
        );
        if solver == "dfs" {
            assert!(steps >= shortest);
        } else {
            assert_eq!(steps, shortest, "{solver}");
        }
    }
    let text = std::fs::read_to_string(&file).unwrap();
    let drawn = maze()
        .args(["solve", "-"])
        .write_stdin(text)
        .assert()
        .success();
    let drawn = String::from_utf8(drawn.get_output().stdout.clone()).unwrap();
    assert_eq!(
        drawn.matches(" . ").count() as u64,
        shortest - 1,
        "a dot on every cell between S and G"
    );
}

#[test]
fn solve_can_go_between_any_two_cells() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let file = dir.join("m.json");
    generate_into(&file, &["--seed", "1", "--openings", "none"]);
    maze()
        .args(["solve", file.to_str().unwrap()])
        .assert()
        .failure()
        .stderr("error: the maze has no start; give one with --from X,Y\n");
    let out = stdout_of(&[
        "solve",
        file.to_str().unwrap(),
        "--from",
        "3,3",
        "--to",
        "3,3",
        "--format",
        "json",
    ]);
    assert!(out.contains("\"steps\": 0"));
    let path = file.to_str().unwrap();
    fails_saying(
        maze().args(["solve", path, "--from", "0,0", "--to", "20,0"]),
        "--to 20,0 is outside the 20×20 maze",
    );
}

#[test]
fn every_solver_answers_by_name_and_all_shortest_counts_the_paths() {
    let tmp = temp_dir();
    let file = tmp.path().join("m.json");
    generate_into(
        &file,
        &["--seed", "4", "-W", "9", "-H", "6", "--loops", "12"],
    );
    let path = file.to_str().unwrap();
    let json = |solver: &str| -> serde_json::Value {
        serde_json::from_str(&stdout_of(&[
            "solve", path, "--solver", solver, "-f", "json",
        ]))
        .unwrap()
    };
    let shortest = json("bfs")["steps"].as_u64().unwrap();
    for solver in mazes::solve::Solver::ALL {
        let answer = json(solver.name());
        assert_eq!(answer["solver"], solver.name());
        assert!(answer["steps"].as_u64().unwrap() >= shortest, "{solver}");
    }
    let all = json("all-shortest");
    assert_eq!(all["steps"].as_u64(), Some(shortest));
    let count: u128 = all["shortest_paths"].as_str().unwrap().parse().unwrap();
    assert!(count >= 1);
    assert!(json("bfs").get("shortest_paths").is_none());
}

#[test]
fn heat_maps_colour_pictures_and_say_which_formats_take_them() {
    let tmp = temp_dir();
    let file = tmp.path().join("m.json");
    generate_into(&file, &["--seed", "2", "-W", "12", "-H", "8"]);
    let path = file.to_str().unwrap();
    for heat in ["start", "goal", "solution"] {
        let svg = stdout_of(&["solve", path, "--heat", heat, "-f", "svg"]);
        assert!(svg.matches("<rect").count() > 1, "{heat}");
        let text = stdout_of(&["solve", path, "--heat", heat, "-f", "unicode"]);
        assert!(
            text.contains('▓'),
            "{heat}: the farthest cells are darkest\n{text}"
        );
    }
    let png = tmp.path().join("heat.png");
    maze()
        .args(["solve", path, "--heat", "goal", "-o", png.to_str().unwrap()])
        .assert()
        .success();
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    fails_saying(
        maze().args(["solve", path, "--heat", "start", "-f", "ascii"]),
        "--heat colours pictures: give --format svg, png or unicode",
    );
    // Refused before any solving: the error is the only line.
    let refused = maze()
        .args(["solve", path, "--heat", "start", "-f", "ascii"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&refused.stderr).lines().count(), 1);
}

/// The booklet's pages, counted in the PDF's own page objects (the PDF reader's checks are in
/// `tests/print.rs`).
#[test]
fn print_writes_a_pdf_of_a_page_a_pair_of_mazes_and_the_answers() {
    let tmp = temp_dir();
    let pdf = tmp.path().join("book.pdf");
    maze()
        .args([
            "print",
            "--count",
            "5",
            "-s",
            "1",
            "-o",
            pdf.to_str().unwrap(),
        ])
        .assert()
        .success();
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = String::from_utf8_lossy(&bytes);
    // Three pages of mazes, two at most to a page, and two of answers, four at most.
    assert_eq!(text.matches("/Type /Page\n").count(), 5, "{}", &text[..400]);
    fails_saying(
        maze().args(["print", "--count", "0", "-o", pdf.to_str().unwrap()]),
        "invalid value '0' for '--count <COUNT>': it takes at least 1, not 0",
    );
    // Issue 70, item 5: a booklet too large to build is refused before anything is built
    // (these reached 4 GB, aborted at 1.7 GB, and spent 22 s laying out three mazes), and
    // the booklet written before is kept.
    let kept = std::fs::read(&pdf).unwrap();
    for (args, says) in [
        (
            &["--count", "4294967295"][..],
            "a booklet holds up to 10000 mazes, not 4294967295",
        ),
        (
            &["-W", "4000", "-H", "4000", "--count", "4"],
            "4 mazes of 16000000 cells each are 64000000 cells, more than a booklet holds",
        ),
        (
            &["--per-page", "4294967295"],
            "a page holds up to 64 mazes, not 4294967295",
        ),
    ] {
        fails_saying(maze().arg("print").args(args).arg("-o").arg(&pdf), says);
        assert_eq!(std::fs::read(&pdf).unwrap(), kept);
    }
}

#[test]
fn plotter_svg_draws_walls_as_strokes_and_names_what_it_cannot_draw() {
    let svg = stdout_of(&[
        "generate",
        "-W",
        "9",
        "-H",
        "7",
        "-s",
        "2",
        "-f",
        "plotter-svg",
    ]);
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("<path") && !svg.contains("<circle") && !svg.contains("<rect"));
    fails_saying(
        maze().args(["generate", "--shape", "hex", "-f", "plotter-svg"]),
        "plotter-svg draws whole square mazes only, for now; write a hex maze as svg",
    );
}

#[test]
fn stl_files_hold_whole_triangles_of_the_walls() {
    let tmp = temp_dir();
    let file = tmp.path().join("maze.stl");
    maze()
        .args([
            "generate",
            "-W",
            "6",
            "-H",
            "4",
            "-s",
            "3",
            "-o",
            file.to_str().unwrap(),
        ])
        .assert()
        .success();
    let stl = std::fs::read(&file).unwrap();
    let triangles = u32::from_le_bytes(stl[80..84].try_into().unwrap()) as usize;
    assert_eq!(stl.len(), 84 + 50 * triangles);
    assert!(
        triangles >= 12 * 5 && triangles.is_multiple_of(12),
        "{triangles}"
    );
    fails_saying(
        maze().args(["generate", "--shape", "hex", "-o", "maze.stl"]),
        "stl draws whole square mazes only, for now; write a hex maze as svg",
    );
}

#[test]
fn count_prints_the_exact_number_of_perfect_mazes() {
    let count = |args: &[&str]| stdout_of(&[&["count"], args].concat()).trim().to_string();
    assert_eq!(count(&["-W", "5", "-H", "5"]), "557568000");
    assert_eq!(count(&["-W", "3", "-H", "3", "--wrap", "both"]), "11664");
    assert_eq!(count(&["--shape", "hex", "-W", "3", "-H", "2"]), "55");
    assert_eq!(count(&["-W", "64", "-H", "64"]).len(), 2025);
    fails_saying(
        maze().args(["count", "-W", "400", "-H", "400"]),
        "400×400 has 160000 cells; counts are made for grids of up to 131072",
    );
    fails_saying(
        maze().args(["count", "--shape", "hex", "--wrap", "both"]),
        "only square cells wrap",
    );
}

#[test]
fn uniformity_tells_a_uniform_generator_from_a_biased_one() {
    let wilson = stdout_of(&["uniformity", "wilson", "-W", "2", "-H", "3"]);
    assert!(
        wilson.contains("grid        2×3, 15 perfect mazes"),
        "{wilson}"
    );
    assert!(wilson.contains("verdict     uniform"), "{wilson}");
    let binary = stdout_of(&["uniformity", "binary-tree", "-W", "2", "-H", "3"]);
    assert!(binary.contains("verdict     not uniform"), "{binary}");
    fails_saying(
        maze().args(["uniformity", "wilson", "-W", "5", "-H", "5"]),
        "a 5×5 grid has 557568000 perfect mazes",
    );
}

#[test]
fn difficulty_picks_harder_mazes_whose_seed_rebuilds_them() {
    let tmp = temp_dir();
    let expected_steps = |level: &str| {
        let file = tmp.path().join(format!("{level}.json"));
        let output = maze()
            .args([
                "generate",
                "-W",
                "16",
                "-H",
                "12",
                "-s",
                "9",
                "--difficulty",
                level,
            ])
            .args(["-f", "json", "-o", file.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(output.status.success());
        let said = String::from_utf8(output.stderr).unwrap();
        assert!(said.contains("of seeds 9–40: seed "), "{said}");
        let stats: serde_json::Value =
            serde_json::from_str(&stdout_of(&["stats", "--json", file.to_str().unwrap()])).unwrap();
        let seed = stats["seed"].as_u64().unwrap_or_else(|| panic!("{stats}"));
        // The seed it names builds the same maze without --difficulty.
        let again = stdout_of(&[
            "generate",
            "-W",
            "16",
            "-H",
            "12",
            "-s",
            &seed.to_string(),
            "-f",
            "json",
        ]);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), again);
        stats["difficulty"]["expected_steps"].as_f64().unwrap()
    };
    let levels = ["0", "easy", "medium", "hard", "100"].map(expected_steps);
    assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
    assert!(levels[0] < levels[4]);
    fails_saying(
        maze().args(["generate", "--difficulty", "101"]),
        "a difficulty is easy, medium, hard or a percentile from 0 to 100, not 101",
    );
    fails_saying(
        maze().args(["generate", "--difficulty", "hard", "--openings", "none"]),
        "picking a maze by difficulty needs a start and a goal",
    );
}

#[test]
fn stats_describes_a_maze_in_words() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let file = dir.join("m.json");
    generate_into(
        &file,
        &["-W", "10", "-H", "10", "--seed", "4", "-a", "kruskal"],
    );
    let text = stdout_of(&["stats", file.to_str().unwrap()]);
    for expected in [
        "10×10, 100 cells, bounded",
        "kruskal, seed 4",
        "passages    99",
        "perfect     yes",
        "diameter",
        "  by length ",
        "cell kinds  ",
        "corridors   ",
        "bottlenecks ",
        "decisions   ",
        "difficulty  ",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from\n{text}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--json", file.to_str().unwrap()])).unwrap();
    let count = |key: &str| {
        json[key]
            .as_u64()
            .unwrap_or_else(|| panic!("{key}: {json}"))
    };
    let kinds = [
        "straightaways",
        "turns",
        "t_junctions",
        "crossroads",
        "isolated",
        "dead_ends",
    ];
    assert_eq!(kinds.iter().map(|k| count(k)).sum::<u64>(), 100);
    let by_length: u64 = json["dead_ends_by_length"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["count"].as_u64().unwrap())
        .sum();
    assert_eq!(by_length, count("dead_ends"));
    // A perfect maze: every inner cell of the solution is a bottleneck.
    assert_eq!(count("bottlenecks") + 1, count("solution_length"));
    assert!(json["river"].as_f64().unwrap() >= 1.0);
}

/// Every name `--algorithm` accepts, written out so that a rename is noticed.
const ALGORITHMS: [&str; 15] = [
    "backtracker",
    "kruskal",
    "prim",
    "prim-simplified",
    "wilson",
    "aldous-broder",
    "hunt-and-kill",
    "growing-tree",
    "growing-tree:newest",
    "growing-tree:random",
    "eller",
    "sidewinder",
    "binary-tree",
    "division",
    "origin-shift",
];

#[test]
fn algorithms_lists_every_generator() {
    let text = stdout_of(&["algorithms"]);
    for name in ALGORITHMS {
        assert!(text.lines().any(|l| l.starts_with(name)), "{name}");
    }
}

#[test]
fn every_algorithm_generates_from_the_command_line() {
    for name in ALGORITHMS {
        let out = stdout_of(&[
            "generate", "-W", "9", "-H", "4", "-a", name, "--seed", "1", "--solve",
        ]);
        assert_eq!(out.lines().count(), 9, "{name}");
    }
    let torus = stdout_of(&[
        "generate", "-W", "6", "-H", "6", "--wrap", "both", "--seed", "1",
    ]);
    assert!(
        torus.lines().next().unwrap().contains("+   +"),
        "wrapped passages show as border gaps"
    );
}

#[test]
fn given_start_and_goal_are_marked() {
    let out = stdout_of(&[
        "generate", "-W", "5", "-H", "5", "--seed", "1", "--start", "2,2", "--goal", "4,0",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[5][9..12], " S ");
    assert_eq!(&lines[1][17..20], " G ");
    assert!(lines[0].starts_with("+---+"), "given cells have no doors");
}

#[test]
fn bad_input_gets_one_clear_line_and_a_failure_status() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let truncated = dir.join("truncated.json");
    let full = stdout_of(&[
        "generate", "-W", "5", "-H", "5", "--seed", "1", "--format", "json",
    ]);
    std::fs::write(&truncated, &full[..full.len() / 2]).unwrap();
    let future = dir.join("future.json");
    std::fs::write(&future, full.replace("\"version\": 1", "\"version\": 9")).unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["generate", "-W", "0"], "at least 1 cell"),
        (vec!["generate", "-H", "-2"], "not -2"),
        (
            vec!["generate", "-a", "bogus"],
            "invalid value 'bogus' for '--algorithm <ALGORITHM>'\n  [possible values: backtracker, kruskal",
        ),
        (vec!["generate", "--braid", "2"], "from 0 to 1"),
        (
            vec!["generate", "-W", "2", "-H", "2", "--loops", "5"],
            "cannot add 5 loops: only 1 interior walls",
        ),
        (
            vec!["generate", "--wrap", "y", "-a", "sidewinder"],
            "sidewinder cannot generate a maze that wraps in y",
        ),
        (
            vec![
                "generate",
                "-W",
                "4000000000",
                "-H",
                "4000000000",
                "-f",
                "none",
            ],
            "needs about",
        ),
        (
            vec!["generate", "--wrap", "both", "--openings", "sides"],
            "need two borders",
        ),
        (vec!["generate", "--start", "1,1"], "--goal"),
        (
            vec!["generate", "--start", "1,1", "--goal", "99,0"],
            "outside",
        ),
        (
            vec!["generate", "--openings", "none", "--solve"],
            "--solve needs a start and a goal",
        ),
        (vec!["solve", "/no/such/maze.json"], "does not exist"),
        (
            vec!["watch", "--race", "bfs,dfs,astar,tremaux,pledge"],
            "--race takes up to 4 solvers side by side, not 5",
        ),
        (
            vec!["watch", "--race", "bfs,nope"],
            "invalid value 'nope' for '--race <SOLVER,SOLVER,…>'",
        ),
        (
            vec!["solve", truncated.to_str().unwrap()],
            "the maze file is damaged: EOF while parsing",
        ),
        (
            vec!["stats", future.to_str().unwrap()],
            "version 9, but this program reads versions 1 to 2",
        ),
    ];
    for (args, says) in cases {
        fails_saying(maze().args(&args), says);
    }
}

#[test]
fn streaming_writes_the_same_maze_as_generating_in_memory() {
    let tmp = temp_dir();
    let dir = tmp.path();
    for algorithm in ["eller", "sidewinder", "binary-tree"] {
        let base = [
            "generate", "-W", "23", "-H", "17", "--seed", "8", "-a", algorithm,
        ];
        assert_eq!(
            stdout_of(&[&base[..], &["--stream"]].concat()),
            stdout_of(&base),
            "{algorithm} ascii"
        );
        for ext in ["bin", "png"] {
            let (streamed, held) = (dir.join(format!("s.{ext}")), dir.join(format!("h.{ext}")));
            maze()
                .args(base)
                .arg("--stream")
                .arg("-o")
                .arg(&streamed)
                .assert()
                .success();
            maze().args(base).arg("-o").arg(&held).assert().success();
            assert_eq!(
                std::fs::read(&streamed).unwrap(),
                std::fs::read(&held).unwrap(),
                "{algorithm} {ext}"
            );
        }
    }
}

#[test]
fn bin_files_are_read_by_stats_solve_and_check() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let file = dir.join("m.bin");
    generate_into(
        &file,
        &["-W", "30", "-H", "20", "--seed", "5", "-a", "wilson"],
    );
    assert!(stdout_of(&["stats", file.to_str().unwrap()]).contains("wilson, seed 5"));
    assert!(
        stdout_of(&["solve", file.to_str().unwrap(), "--format", "json"]).contains("\"steps\"")
    );
    maze()
        .args(["check", file.to_str().unwrap()])
        .assert()
        .success()
        .stdout("perfect: 600 cells, 599 passages, one region, no cycles\n");

    let loopy = dir.join("loops.bin");
    generate_into(
        &loopy,
        &["-W", "30", "-H", "20", "--seed", "5", "--loops", "2"],
    );
    maze()
        .args(["check", loopy.to_str().unwrap()])
        .assert()
        .failure()
        .stdout(predicate::str::starts_with(
            "not perfect: 600 cells, 601 passages, one region, a cycle closes at",
        ));

    let bytes = std::fs::read(&file).unwrap();
    let truncated = dir.join("truncated.bin");
    std::fs::write(&truncated, &bytes[..bytes.len() - 3]).unwrap();
    fails_saying(
        maze().args(["check", truncated.to_str().unwrap()]),
        "the file is truncated in row 19",
    );
    let json = dir.join("m.json");
    generate_into(&json, &["--seed", "1"]);
    let said = stdout_of(&["check", json.to_str().unwrap()]);
    assert_eq!(
        said,
        "perfect: 400 cells, 399 passages, one region, no cycles\n"
    );
    let junk = dir.join("junk.txt");
    std::fs::write(&junk, "no maze here\n").unwrap();
    fails_saying(
        maze().args(["check", junk.to_str().unwrap()]),
        "cannot read",
    );
}

/// A file of a megacell or more is checked from both ends at once on two threads; what it
/// says is what one thread, or a pipe, says, to the cell where the first cycle closes.
#[test]
fn a_big_file_says_the_same_on_one_thread_or_two() {
    let tmp = temp_dir();
    let file = tmp.path().join("big.bin");
    let size = [
        "-W",
        "1100",
        "-H",
        "1000",
        "--seed",
        "3",
        "-a",
        "backtracker",
    ];
    for loops in ["0", "4"] {
        generate_into(&file, &[&size[..], &["--loops", loops]].concat());
        let path = file.to_str().unwrap();
        let said: Vec<String> = [vec!["--threads", "1"], vec!["--threads", "2"]]
            .into_iter()
            .map(|threads| {
                let out = maze().args(threads).args(["check", path]).output().unwrap();
                String::from_utf8(out.stdout).unwrap()
            })
            .collect();
        let piped = maze()
            .args(["check", "-"])
            .pipe_stdin(&file)
            .unwrap()
            .output()
            .unwrap();
        // A path that is a pipe is read once, in order, as standard input is.
        let piped_path = maze()
            .args(["check", "/dev/stdin"])
            .write_stdin(std::fs::read(&file).unwrap())
            .output()
            .unwrap();
        assert_eq!(said[0], said[1]);
        assert_eq!(said[0], String::from_utf8(piped.stdout).unwrap());
        assert_eq!(said[0], String::from_utf8(piped_path.stdout).unwrap());
        let expected = if loops == "0" {
            "perfect: 1100000 cells"
        } else {
            "not perfect: 1100000 cells, 1100003 passages, one region, a cycle closes at"
        };
        assert!(said[0].starts_with(expected), "{}", said[0]);
    }
}

#[test]
fn format_none_generates_silently_and_time_reports_the_rate() {
    let assert = maze()
        .args([
            "generate", "-W", "300", "-H", "200", "--seed", "1", "--format", "none", "--time",
        ])
        .assert()
        .success()
        .stdout("");
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("generated 60000 cells in") && stderr.contains("M cells/s"),
        "{stderr}"
    );
}

#[test]
fn streaming_refuses_what_it_cannot_do() {
    for (args, says) in [
        (
            &["-a", "kruskal"][..],
            "--stream needs an algorithm that works a row at a time",
        ),
        (&["-a", "eller", "--wrap", "x"], "cannot be used with"),
        (
            &["-a", "eller", "--format", "svg"],
            "--stream writes ascii, png or bin",
        ),
    ] {
        fails_saying(maze().args(["generate", "--stream"]).args(args), says);
    }
}

#[test]
fn a_bin_header_claiming_an_absurd_size_is_refused_before_allocating() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let file = dir.join("absurd.bin");
    let mut header = b"MAZE-BIN".to_vec();
    header.extend(1u16.to_le_bytes());
    header.extend([0u8, 0]);
    header.extend(4_000_000_000u32.to_le_bytes());
    header.extend(4_000_000_000u32.to_le_bytes());
    header.extend([0u8; 8 + 18 + 1]);
    std::fs::write(&file, header).unwrap();
    // `stats` reads mazes whole: the memory they would take is refused. `check` needs 1.5 bytes
    // a column, which may well be there, but reads the first row before making its sets.
    for (command, or_else) in [
        ("stats", "more than can be allocated"),
        ("check", "the file is truncated in row 0"),
    ] {
        maze()
            .args([command, file.to_str().unwrap()])
            .assert()
            .failure()
            .stderr(predicate::str::contains("needs about").or(predicate::str::contains(or_else)));
    }
}

/// A command of every family, with files made for it in `dir`.
fn commands_of_every_family(dir: &std::path::Path) -> Vec<Vec<String>> {
    let json = dir.join("maze.json");
    let bin = dir.join("maze.bin");
    generate_into(&json, &["-W", "60", "-H", "40", "--seed", "3"]);
    generate_into(&bin, &["-W", "60", "-H", "40", "--seed", "3"]);
    let board = dir.join("board.txt");
    std::fs::write(&board, stdout_of(&["moving-board", "--seed", "1"])).unwrap();
    let path = |p: &std::path::Path| p.to_str().unwrap().to_owned();
    [
        vec!["generate", "-W", "60", "-H", "40", "--seed", "3"],
        vec![
            "generate", "-W", "60", "-H", "40", "--seed", "3", "-f", "json",
        ],
        vec![
            "generate", "-W", "60", "-H", "40", "--seed", "3", "-f", "png",
        ],
        vec!["solve", &path(&json)],
        vec!["solve", &path(&json), "-f", "json"],
        vec!["solve", &path(&json), "-f", "png"],
        vec!["stats", &path(&json)],
        vec!["check", &path(&bin)],
        vec!["algorithms"],
        vec!["moving-board", "--seed", "1"],
        vec!["moving", &path(&board), "text"],
        vec!["play", "--plain", "--size", "8x6", "--seed", "1"],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(str::to_owned).collect())
    .collect()
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let tmp = temp_dir();
    for args in commands_of_every_family(tmp.path()) {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_maze"))
            .args(&args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Close the reading end before the command writes anything.
        drop(child.stdout.take());
        if let Some(mut stdin) = child.stdin.take() {
            use std::io::Write;
            let _ = stdin.write_all(b"solve\nq\n");
        }
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{args:?}: {stderr}");
        let noise: Vec<&str> = stderr
            .lines()
            .filter(|l| !l.starts_with("seed ") && !l.starts_with("bfs: "))
            .collect();
        assert!(noise.is_empty(), "{args:?}: {stderr}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_device_is_one_error_line() {
    let tmp = temp_dir();
    for args in commands_of_every_family(tmp.path()) {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_maze"))
            .args(&args)
            .stdin(std::process::Stdio::piped())
            .stdout(full)
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        if let Some(mut stdin) = child.stdin.take() {
            use std::io::Write;
            let _ = stdin.write_all(b"solve\nq\n");
        }
        let output = child.wait_with_output().unwrap();
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error")).collect();
        assert_eq!(errors.len(), 1, "{args:?}: {stderr}");
        assert!(
            errors[0].contains("No space left on device"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn completions_and_the_man_page_know_every_command() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = stdout_of(&["completions", shell]);
        for command in ["generate", "solve", "play", "moving-board", "completions"] {
            assert!(script.contains(command), "{shell} lacks {command}");
        }
    }
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH maze 1"), "{page}");
    assert!(page.contains("moving\\-board"), "{page}");
    // Issue 41, defect 5: a whole page, and one a command, with no Markdown and no pages
    // that do not exist.
    for section in [
        ".SH NAME\nmaze \\- make",
        ".SH COMMANDS",
        ".SH FILES",
        ".SH ENVIRONMENT",
        "NO_COLOR",
        ".SH EXIT STATUS",
    ] {
        assert!(page.contains(section), "{section}: {page}");
    }
    for command in ["generate", "play", "moving", "treasure", "words", "watch"] {
        let sub = stdout_of(&["man", command]);
        assert!(sub.contains(&format!(".TH maze-{command} 1")), "{sub}");
        assert!(
            sub.contains(".SH OPTIONS") && sub.contains(".SH EXIT STATUS"),
            "{sub}"
        );
        assert!(!sub.contains('`'), "{command}: {sub}");
    }
    assert!(!page.contains('`') && !page.contains("(1)"), "{page}");
    assert!(stdout_of(&["man", "generate"]).contains("EXAMPLES"));
    fails_saying(maze().args(["man", "nope"]), "there is no command \"nope\"");
    fails_saying(maze().args(["completions", "tcsh"]), "invalid value 'tcsh'");
}

/// Options that take names complete those names, not file names (issue 41, defect 10).
#[test]
fn completions_offer_every_enumerated_value() {
    let bash = stdout_of(&["completions", "bash"]);
    let offered = |option: &str| -> Vec<String> {
        bash.split(&format!("                {option})\n"))
            .skip(1)
            .map(|rest| rest.lines().next().unwrap_or_default().trim().to_owned())
            .collect()
    };
    let algorithms = mazes::Algorithm::ALL.map(mazes::Algorithm::name).join(" ");
    for option in ["--algorithm", "-a"] {
        let lines = offered(option);
        assert!(!lines.is_empty(), "{option}");
        for line in lines {
            assert!(line.contains(&algorithms), "{option}: {line}");
        }
    }
    for (option, words) in [
        ("--levels", "easy medium hard expert"),
        (
            "--seat",
            "green=easy green=medium green=hard green=expert yellow=easy",
        ),
        ("--ai", "easy medium hard"),
        ("--mode", "single versus"),
    ] {
        let lines = offered(option);
        assert!(
            lines.iter().any(|l| l.contains(words)),
            "{option}: {lines:?}"
        );
    }
    for line in offered("--wrap") {
        assert!(line.contains(" x y both"), "--wrap: {line}");
    }
}

#[test]
fn output_past_a_gigabyte_needs_stream_or_force() {
    fails_saying(
        maze().args(["generate", "-W", "100000", "-H", "100000"]),
        "would take about 74.51 GiB; use --stream",
    );
    fails_saying(
        maze().args([
            "generate", "-W", "30000", "-H", "30000", "-f", "svg", "-o", "x.svg",
        ]),
        "in svg would take about",
    );
    // Issue 70, item 11: a plotter SVG of 7000² (1.29 GB written) is refused, offered no
    // --stream, which cannot write it.
    fails_saying(
        maze().args([
            "generate",
            "-W",
            "7000",
            "-H",
            "7000",
            "-f",
            "plotter-svg",
            "-o",
            "x.svg",
        ]),
        "in plotter-svg would take about 1.51 GiB; choose a smaller size, or --force (only \
         ascii, png and bin are written a row at a time, with --stream)",
    );
    // A bin file of the same maze is small enough, and --force lets anything through the guard.
    let tmp = temp_dir();
    maze()
        .current_dir(tmp.path())
        .args([
            "generate",
            "-W",
            "3000",
            "-H",
            "3000",
            "-a",
            "sidewinder",
            "-f",
            "unicode",
        ])
        .args(["-o", "big.txt", "--force"])
        .assert()
        .success();
}

#[test]
fn solve_and_stats_read_every_format_that_holds_a_maze_and_name_the_others() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let args = ["-W", "9", "-H", "6", "--seed", "5", "--wrap", "x"];
    let mut stats = Vec::new();
    for name in ["maze.json", "maze.bin", "maze.txt"] {
        generate_into(&dir.join(name), &args);
        let file = dir.join(name);
        let out = stdout_of(&["stats", file.to_str().unwrap()]);
        // The ASCII picture does not record how the maze was made; all else must agree.
        stats.push(
            out.lines()
                .filter(|l| !l.starts_with("made by"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    assert!(stats.windows(2).all(|w| w[0] == w[1]), "{stats:#?}");
    let ascii = std::fs::read_to_string(dir.join("maze.txt")).unwrap();
    success_stdout(maze().args(["solve", "-"]).write_stdin(ascii));
    for (name, says) in [
        ("maze.svg", "SVG picture"),
        ("maze.png", "PNG picture"),
        ("garbage.txt", "not a maze in JSON, ASCII or bin"),
        ("empty.txt", "it is empty"),
    ] {
        let file = dir.join(name);
        match name {
            "garbage.txt" => std::fs::write(&file, "hello, maze").unwrap(),
            "empty.txt" => std::fs::write(&file, "").unwrap(),
            _ => generate_into(&file, &args),
        }
        fails_saying(maze().args(["stats", file.to_str().unwrap()]), says);
    }
    let unicode = stdout_of(&[
        "generate", "-W", "4", "-H", "3", "--seed", "1", "-f", "unicode",
    ]);
    fails_saying(
        maze().args(["solve", "-"]).write_stdin(unicode),
        "Unicode picture",
    );
}

#[test]
fn help_pages_keep_their_rules_and_their_columns() {
    let moving = stdout_of(&["moving", "--help"]);
    assert!(
        moving.contains("Each turn has two phases:\n  1. Slide"),
        "{moving}"
    );
    assert!(moving.contains("\n  slide phase:  r / l "), "{moving}");
    assert!(
        moving.contains("\n                n4 e2 s6 w2 "),
        "{moving}"
    );
    let arena = stdout_of(&["moving-arena", "--help"]);
    for level in maze_moving::computer::Level::NAMES {
        assert!(moving.contains(level), "{level}: {moving}");
        assert!(arena.contains(&format!("- {level}:")), "{level}: {arena}");
    }
    let play = stdout_of(&["play", "--help"]);
    assert!(play.contains("\n  w a s d     move"), "{play}");
    assert!(play.contains("\n  maze play --plain"), "{play}");
}

#[test]
fn directories_are_named_and_nothing_is_printed_before_an_error() {
    let tmp = temp_dir();
    let dir = tmp.path().to_str().unwrap();
    for command in ["stats", "solve", "check"] {
        fails_saying(
            maze().args([command, dir]),
            "is a directory, not a maze file",
        );
    }
    let assert = maze()
        .args(["generate", "--start", "1,1", "--goal", "99,0"])
        .assert()
        .failure();
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert_eq!(
        stderr,
        "error: the goal cell 99,0 is outside the 20×20 maze\n"
    );
}

#[test]
fn watch_refuses_mazes_too_big_to_watch_before_taking_the_terminal() {
    fails_saying(
        maze().args(["watch", "-W", "301", "-H", "10"]),
        "maze watch draws mazes up to 300×300, not 301×10",
    );
    fails_saying(maze().args(["watch", "-W", "0"]), "at least 1 cell");
}

/// Issue 70, item 10: more `--threads` than the memory can start (200 stacks under a 1 GB
/// address-space limit) do the work on the threads that started: the same count, and the
/// same maze, as on one thread.
#[cfg(target_os = "linux")]
#[test]
fn more_threads_than_can_start_do_the_work_on_those_that_did() {
    let maze = assert_cmd::cargo::cargo_bin("maze");
    for args in [
        "count -W 60 -H 60",
        "generate -W 3000 -H 3000 -a binary-tree --seed 5 -f json",
    ] {
        let run = |threads: u32| {
            let command = format!(
                "ulimit -v 1000000; exec {} {args} --threads {threads}",
                maze.display()
            );
            let out = std::process::Command::new("sh")
                .args(["-c", &command])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(out.status.success(), "{args} --threads {threads}: {stderr}");
            out.stdout
        };
        assert!(run(200) == run(1), "{args}");
    }
}

/// Issue 70, item 6: a shaped maze too large for the memory at hand is refused in words before
/// anything is built (under a 2 GB limit a hex maze of 8000² aborted, rc 134), as a square
/// one is, and so is a maze file whose cells cannot be held.
#[cfg(target_os = "linux")]
#[test]
fn a_shaped_maze_too_large_for_memory_is_refused_not_an_abort() {
    let maze = assert_cmd::cargo::cargo_bin("maze");
    let tmp = temp_dir();
    let file = tmp.path().join("hex.json");
    let made = std::process::Command::new(&maze)
        .args([
            "generate", "--shape", "hex", "-W", "2000", "-H", "2000", "--seed", "1", "-o",
        ])
        .arg(&file)
        .output()
        .unwrap();
    assert!(made.status.success());
    for (limit, args) in [
        (
            "2000000",
            "generate --shape hex -W 8000 -H 8000 -f none".to_owned(),
        ),
        ("300000", format!("solve {} -f none", file.display())),
    ] {
        let command = format!("ulimit -v {limit}; exec {} {args}", maze.display());
        let out = std::process::Command::new("sh")
            .args(["-c", &command])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args}: {stderr}");
        assert!(
            stderr.contains("more than can be allocated"),
            "{args}: {stderr}"
        );
    }
}

/// Rows too wide for the memory at hand are refused with a message, not an abort: under a 1 GB
/// address-space limit (`ulimit -v`), rows of 10⁹ cells and more cannot be had in any format.
#[cfg(target_os = "linux")]
#[test]
fn streaming_rows_too_wide_for_memory_fails_with_a_message() {
    let maze = assert_cmd::cargo::cargo_bin("maze");
    for (algorithm, format, width, says) in [
        ("sidewinder", "ascii", 3_000_000_000u32, "not enough memory"),
        ("sidewinder", "bin", 3_000_000_000, "not enough memory"),
        ("binary-tree", "png", 1_000_000_000, "not enough memory"),
        (
            "eller",
            "bin",
            3_000_000_000,
            "eller needs 12000000000 bytes of working memory",
        ),
    ] {
        let command = format!(
            "ulimit -v 1000000; exec {} generate --stream -a {algorithm} -W {width} -H 2 \
             -f {format} --seed 1 -o /dev/null",
            maze.display()
        );
        let out = std::process::Command::new("sh")
            .args(["-c", &command])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{algorithm} {format}: {stderr}");
        // A machine with less memory than the rows need refuses before trying.
        let refused_before = stderr.contains("of memory, but only");
        assert!(
            stderr.contains(says) || refused_before,
            "{algorithm} {format}: {stderr}"
        );
        assert!(
            !stderr.contains("panicked"),
            "{algorithm} {format}: {stderr}"
        );
    }
}

/// Every way of writing a maze to a file, run out of room part way (a file-size limit stands
/// in for a full disk, its signal ignored as a full disk raises none): the error names the
/// write, and the old file is left whole, with no temporary beside it.
#[cfg(target_os = "linux")]
#[test]
fn an_output_that_runs_out_of_room_leaves_the_old_file_whole() {
    let dir = common::temp_dir();
    let maze_bin = assert_cmd::cargo::cargo_bin("maze");
    let runs: [&[&str]; 8] = [
        &["-f", "ascii"],
        &["-f", "unicode"],
        &["-f", "json"],
        &["-f", "svg"],
        &["-f", "png", "--png-compression", "fast"],
        &["-f", "bin"],
        &["--stream", "-f", "bin", "--algorithm", "eller"],
        &["--stream", "-f", "ascii", "--algorithm", "sidewinder"],
    ];
    for args in runs {
        let out = dir.path().join("old.out");
        std::fs::write(&out, "the old file").unwrap();
        let script = format!(
            "trap '' XFSZ; ulimit -f 16; exec \"$0\" generate -W 400 -H 400 --seed 2 --force -o {} {}",
            out.display(),
            args.join(" ")
        );
        let run = std::process::Command::new("sh")
            .arg("-c")
            .arg(&script)
            .arg(&maze_bin)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{args:?} succeeded: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("not a valid maze file"),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains("too large"), "{args:?}: {stderr}");
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            "the old file",
            "{args:?}"
        );
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(left.is_empty(), "{args:?} left {left:?}");
    }
}

/// A standard output or error that cannot be written (a full device) is an error, never a
/// panic.
#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_output_or_error_is_an_error_not_a_panic() {
    let full = || std::process::Stdio::from(std::fs::File::create("/dev/full").unwrap());
    let maze_bin = assert_cmd::cargo::cargo_bin("maze");
    let runs: [(&[&str], bool); 6] = [
        (&["completions", "bash"], true),
        (&["man"], true),
        (&["generate", "-W", "5", "-H", "5", "--seed", "1"], true),
        (&["algorithms"], true),
        (&["stats", "/nonexistent"], false),
        (&["generate", "-W", "0", "-H", "5"], false),
    ];
    for (args, stdout_full) in runs {
        let mut command = std::process::Command::new(&maze_bin);
        command.args(args);
        if stdout_full {
            command.stdout(full()).stderr(std::process::Stdio::piped());
        } else {
            command.stderr(full()).stdout(std::process::Stdio::piped());
        }
        let run = command.output().unwrap();
        // 1 for a failed run, 2 for a refused command line: never 101, a panic's.
        assert!(
            matches!(run.status.code(), Some(1 | 2)),
            "{args:?}: {:?}",
            run
        );
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

/// Issue 68, item 11: `-o` into a folder that does not exist says so and makes nothing.
#[test]
fn an_output_into_a_missing_folder_is_refused_and_nothing_is_made() {
    let tmp = temp_dir();
    let folder = tmp.path().join("no-such-folder");
    for name in ["x.png", "x.json", "x.txt"] {
        let file = folder.join(name);
        fails_saying(
            maze()
                .args(["generate", "-W", "5", "-H", "4", "-s", "1", "-o"])
                .arg(&file),
            &format!("the folder {} does not exist", folder.display()),
        );
        assert!(!folder.exists(), "{name}: the folder was made");
    }
}

/// Issue 68, item 18: errors name what was asked for, and come before any seed line.
#[test]
fn refusals_name_what_was_asked_and_tell_no_seed() {
    let tmp = temp_dir();
    let missing = tmp.path().join("missing.json");
    let nowhere = tmp.path().join("no-such-folder").join("book.pdf");
    let save = tmp.path().join("no-such-folder").join("game.json");
    let board = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/moving-cases/boards/board1.txt"
    );
    let folder_missing = format!(
        "the folder {} does not exist",
        save.parent().unwrap().display()
    );
    let cases: [(Vec<&str>, String); 6] = [
        (
            vec!["play", "--plain", "--save-file", save.to_str().unwrap()],
            folder_missing.clone(),
        ),
        (
            vec!["moving", board, "text", "--save", save.to_str().unwrap()],
            folder_missing,
        ),
        (
            vec!["print", "--count", "400", "-o", nowhere.to_str().unwrap()],
            format!(
                "cannot write {}: the folder {} does not exist",
                nowhere.display(),
                nowhere.parent().unwrap().display()
            ),
        ),
        (
            vec!["treasure", "--plain", "--maze", missing.to_str().unwrap()],
            format!("there is no treasure maze file at {}", missing.display()),
        ),
        (
            vec!["moving-board", "-W", "4"],
            "width and height must be odd numbers from 3 to 9, not 4×7".to_owned(),
        ),
        (
            vec!["print", "-o", tmp.path().to_str().unwrap()],
            format!("cannot write {}: it is a folder", tmp.path().display()),
        ),
    ];
    for (args, says) in cases {
        let output = maze().args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?}");
        assert!(stderr.contains(&says), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("seed "),
            "{args:?}: a seed told before the refusal: {stderr}"
        );
    }
}

/// Fog is drawn full screen: line mode refuses it by name.
#[test]
fn fog_in_line_mode_is_refused() {
    fails_saying(
        maze().args(["play", "--plain", "--fog", "--size", "5x5", "--seed", "1"]),
        "fog is played full screen",
    );
}

/// Issue 68, item 19: `--cell-size` and `--wall-width` size SVG and PNG pictures, square and
/// shaped, and other formats refuse them by name.
#[test]
fn pictures_take_the_cell_and_wall_sizes_asked() {
    let dir = temp_dir();
    let png = dir.path().join("big.png");
    let sized = ["-W", "8", "-H", "6", "-s", "3", "--cell-size", "30"];
    maze()
        .args(["generate", "--wall-width", "6", "-o"])
        .arg(&png)
        .args(sized)
        .assert()
        .success();
    let bytes = std::fs::read(&png).unwrap();
    let side = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    // Eight floors of 30 pixels and nine walls of 6 across, six and seven down.
    assert_eq!((side(16), side(20)), (8 * 30 + 9 * 6, 6 * 30 + 7 * 6));
    let svg = stdout_of(&[&["generate", "-f", "svg", "--wall-width", "6"], &sized[..]].concat());
    assert!(
        svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="252" height="192""#),
        "{svg}"
    );
    assert!(svg.contains(r#"stroke-width="6""#), "{svg}");
    // A hex maze's cells grow with the size asked.
    let hex = |cell: &str| {
        let svg = stdout_of(&[
            "generate",
            "--shape",
            "hex",
            "-W",
            "8",
            "-H",
            "6",
            "-s",
            "3",
            "-f",
            "svg",
            "--cell-size",
            cell,
        ]);
        let width = svg.split('"').nth(3).unwrap().to_owned();
        width.parse::<f64>().unwrap()
    };
    assert!(
        (hex("32") / hex("16") - 2.0).abs() < 0.05,
        "{} {}",
        hex("32"),
        hex("16")
    );
    fails_saying(
        maze().args(["generate", "-f", "unicode", "--cell-size", "4"]),
        "--cell-size is for svg and png pictures, not unicode",
    );
    fails_saying(
        maze().args(["generate", "--wall-width", "2"]),
        "--wall-width is for svg and png pictures, not ascii",
    );
    fails_saying(
        maze().args(["generate", "-o", "x.png", "--cell-size", "0"]),
        "1..=100",
    );
    // A shaped maze's picture is painted whole in memory: a size that would take gigabytes
    // is refused before any is allocated.
    fails_saying(
        maze().args([
            "generate",
            "--shape",
            "hex",
            "-W",
            "400",
            "-H",
            "400",
            "--cell-size",
            "100",
            "-f",
            "png",
        ]),
        "ask for a smaller --cell-size",
    );
}

/// Issue 68, item 19: `--wall-color`, `--floor-color` and `--path-color` paint SVG and PNG
/// pictures, square and shaped, the legend's solution swatch with the path; a colour that is
/// not one is refused in words.
#[test]
fn pictures_take_the_colours_asked() {
    let colours = [
        "--wall-color",
        "#123456",
        "--floor-color",
        "fed",
        "--path-color",
        "#ff00ff",
    ];
    for shape in ["square", "hex"] {
        let base = [
            "generate", "-W", "8", "-H", "6", "-s", "3", "--solve", "--shape", shape,
        ];
        let svg = stdout_of(&[&base[..], &["-f", "svg"], &colours[..]].concat());
        for painted in [
            r##"stroke="#123456""##,
            r##"fill="#ffeedd""##,
            r##"stroke="#ff00ff""##,
        ] {
            assert!(svg.contains(painted), "{shape}: no {painted} in {svg}");
        }
        // A legend (drawn on shaped mazes) shows the solution in the path's colour.
        if shape == "hex" {
            assert!(svg.contains(r##"fill="#ff00ff"/><text"##), "{svg}");
        }
        assert!(
            !svg.contains("#222222") && !svg.contains("#86d98f"),
            "{shape}: {svg}"
        );
        let dir = temp_dir();
        let png = dir.path().join("painted.png");
        maze()
            .args(&base[..])
            .args(colours)
            .arg("-o")
            .arg(&png)
            .assert()
            .success();
        let bytes = std::fs::read(&png).unwrap();
        let at = bytes.windows(4).position(|w| w == b"PLTE").unwrap() + 4;
        let length = u32::from_be_bytes(bytes[at - 8..at - 4].try_into().unwrap()) as usize;
        let palette: Vec<&[u8]> = bytes[at..at + length].chunks(3).collect();
        for colour in [[0x12, 0x34, 0x56], [0xff, 0xee, 0xdd], [0xff, 0x00, 0xff]] {
            assert!(
                palette.contains(&&colour[..]),
                "{shape}: {colour:?} not in {palette:?}"
            );
        }
    }
    fails_saying(
        maze().args(["generate", "-f", "svg", "--wall-color", "red"]),
        "write a colour as #rrggbb or #rgb (hex digits), not \"red\"",
    );
    fails_saying(
        maze().args(["generate", "--floor-color", "#000"]),
        "--floor-color is for svg and png pictures, not ascii",
    );
}
