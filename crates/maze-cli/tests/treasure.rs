//! `maze treasure`, the interactive program and its demos, through the real binary.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::Path;

use maze_treasure::{Command, Game, RuleError, Treasure};
use mazes::Direction;

mod common;

/// The flags that answer every question but the name.
const SETTINGS: [&str; 12] = [
    "--size", "8x6", "--start", "0,0", "--goal", "5,7", "--loops", "0", "--wrap", "no", "--seed",
    "21",
];

fn run(args: &[&str], input: &str) -> String {
    common::success_stdout(
        common::maze()
            .arg("treasure")
            .args(args)
            .write_stdin(input.to_owned()),
    )
}

/// The treasure maze the settings make, written by the binary and read back.
fn built(dir: &Path) -> Treasure {
    let file = dir.join("maze.json");
    common::maze()
        .args(["treasure", "demo", "perfect"])
        .args(SETTINGS)
        .arg("-o")
        .arg(&file)
        .assert()
        .success();
    maze_treasure::file::from_json(&std::fs::read_to_string(file).unwrap()).unwrap()
}

#[test]
fn a_whole_game_reaches_the_goal() {
    let dir = common::temp_dir();
    let treasure = built(dir.path());
    let path = mazes::solve::bfs(treasure.grid(), treasure.start(), treasure.goal()).unwrap();
    let mut input = String::from("Greg\n");
    for dir in path.steps() {
        input.push_str(dir.name());
        input.push('\n');
    }
    let out = run(&SETTINGS, &input);
    let dashes = "-".repeat(52);
    assert!(out.starts_with(&format!(
        "{dashes}\nThis is an INTERACTIVE demo of the maze program.\n{dashes}\nWhat is your name [Player]?\nHello, Greg!\nConfigure your maze...\n{dashes}\nMAZE SUMMARY:\n6 rows X 8 columns\nStart: row 0, column 0\nGoal: row 5, column 7\nIs not a room maze\nIs not a wrapping maze\n"
    )), "{out}");
    assert!(out.contains(&format!(
        "Ready to play!\n{dashes}\nPlayer (Greg): location - (0, 0), gold count - 0\n{dashes}\nMove the player (type 'north', 'south', 'east', or 'west'):\n"
    )));
    assert_eq!(out.matches("Moving ").count(), path.len());
    assert!(out.contains(
        "Player reached the goal node of the maze!\nPlayer (Greg): location - (5, 7), gold count - "
    ));
    assert!(out.contains("Game over: Greg reached the goal with "));
    // The same game played by the engine ends with the same gold.
    let mut game = Game::on(treasure, "Greg", mazes::rng_from_seed(0));
    for &dir in path.steps() {
        game.apply(Command::Move(dir)).unwrap();
    }
    let gold = game.player().gold;
    assert!(out.contains(&format!("location - (5, 7), gold count - {gold}\n")));
}

#[test]
fn every_refusal_is_told_and_the_game_goes_on() {
    let dir = common::temp_dir();
    let treasure = built(dir.path());
    let game = Game::on(treasure, "Ann", mazes::rng_from_seed(0));
    let answer = |game: &Game, want: fn(&Result<Vec<maze_treasure::Event>, RuleError>) -> bool| {
        Direction::ALL
            .into_iter()
            .find(|&d| want(&game.clone().apply(Command::Move(d))))
    };
    let open = answer(&game, |r| r.is_ok()).unwrap();
    let mut moved = game.clone();
    moved.apply(Command::Move(open)).unwrap();
    let back = open.opposite();
    let mut input = format!("Ann\nnorth\n{}\n{}\n", open.name(), &back.name()[..1]);
    let mut expected = vec![
        "Cannot move NORTH. Edge of the maze blocking the player!".to_owned(),
        format!(
            "Cannot move {}. The player has already visited that room!",
            back.name().to_uppercase()
        ),
    ];
    if let Some(wall) = answer(&moved, |r| matches!(r, Err(RuleError::Wall(_)))) {
        input.push_str(&format!("{}\n", wall.name().to_uppercase()));
        expected.push(format!(
            "Cannot move {}. Wall blocking the player!",
            wall.name().to_uppercase()
        ));
    }
    input.push_str("jump\nquit\n");
    let out = run(&SETTINGS, &input);
    for line in expected {
        assert!(
            out.contains(&format!("{line}\nPlayer (Ann): location - ")),
            "{line}\n{out}"
        );
    }
    assert!(out.contains("'jump' is not a move: type north, south, east or west"));
    let gold = moved.player().gold;
    assert!(
        out.ends_with(&format!(
            "Goodbye, Ann! You leave the maze with {gold} gold pieces.\n"
        )),
        "{out}"
    );
}

#[test]
fn bad_answers_are_asked_again_and_end_of_input_is_quiet() {
    let out = run(&["--seed", "1"], "Greg\n0\nten\n5\n");
    assert!(out.contains(
        "Enter the number of columns [7]:\nA maze has 1 to 4096 columns, not 0.\nEnter the number of columns [7]:\n'ten' is not a whole number.\nEnter the number of columns [7]:\nEnter the number of rows [7]:\n"
    ), "{out}");
    assert!(out.ends_with("Enter the number of rows [7]:\n"));
}

#[test]
fn the_map_draws_the_maze_with_a_legend() {
    let out = run(&[&SETTINGS[..], &["--name", "Lu"]].concat(), "map\n");
    let map: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with('┌'))
        .take(14)
        .collect();
    assert_eq!(map.len(), 14, "{out}");
    assert_eq!(map[1].chars().nth(1), Some('P'));
    assert!(map[13].starts_with("P you   S start   G goal   $ gold   T thief"));
}

#[test]
fn flags_that_cannot_make_a_maze_are_refused_in_one_line() {
    let refuse = |args: &[&str], says: &str| {
        common::fails_saying(
            common::maze().arg("treasure").args(args).write_stdin(""),
            says,
        );
    };
    refuse(
        &["--size", "5x5", "--start", "9,0"],
        "--start: row 9 is outside the maze: its rows are 0 to 4",
    );
    refuse(&["--size", "0x5"], "a maze has 1 to 4096 columns, not 0");
    refuse(
        &["--gold", "2"],
        "--gold: the gold frequency must be between 0 and 1, not 2",
    );
    refuse(
        &["--gold-per-room", "9-2"],
        "--gold-per-room: gold per room must be a range",
    );
    refuse(&["--start", "a,b"], "is not a room: write ROW,COLUMN");
    refuse(&["--maze", "no-such-file.json"], "no-such-file.json");
    refuse(
        &["demo", "explore", "--size", "4x4", "--loops", "100"],
        "100 extra passages asked, but the maze has only 9 walls to open",
    );
}

#[test]
fn a_maze_written_by_a_demo_plays_again() {
    let dir = common::temp_dir();
    let file = dir.path().join("maze.json");
    common::maze()
        .args(["treasure", "demo", "wealthiest", "--seed", "4", "-o"])
        .arg(&file)
        .assert()
        .success();
    let out = run(
        &["--maze", file.to_str().unwrap(), "--name", "Bo"],
        "quit\n",
    );
    assert!(
        out.contains("Is a room maze with 8 extra passages\n"),
        "{out}"
    );
    assert!(out.contains("Seed 4 (play this maze again with --seed 4)\n"));
    std::fs::write(&file, "{\"format\":\"maze\",\"version\":1}").unwrap();
    common::fails_saying(
        common::maze().args(["treasure", "--maze"]).arg(&file),
        "this is not a treasure maze file",
    );
}

/// Each demo's whole output for a fixed seed, against its golden file (regenerate them with
/// `UPDATE_GOLDEN=1 cargo test -p maze-cli --test treasure`).
#[test]
fn demos_print_their_golden_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/treasure-demos");
    for demo in ["explore", "perfect", "wealthiest", "wrapping"] {
        let out = common::stdout_of(&[
            "treasure", "demo", demo, "--seed", "5", "--format", "unicode",
        ]);
        let golden = dir.join(format!("{demo}.txt"));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&golden, &out).unwrap();
        }
        let expected = std::fs::read_to_string(&golden).unwrap();
        assert_eq!(out, expected, "{demo}: see {}", golden.display());
    }
}

#[test]
fn demo_pictures_go_to_their_files_with_a_legend() {
    let dir = common::temp_dir();
    for ext in ["svg", "png"] {
        let file = dir.path().join(format!("demo.{ext}"));
        let out = common::success_stdout(
            common::maze()
                .args(["treasure", "demo", "wrapping", "--seed", "2", "-o"])
                .arg(&file),
        );
        assert!(out.starts_with("WRAPPING DEMO: "), "{out}");
        let bytes = std::fs::read(&file).unwrap();
        if ext == "svg" {
            let svg = String::from_utf8(bytes).unwrap();
            for label in ["start", "goal", "gold", "thief"] {
                assert!(svg.contains(&format!(">{label}</text>")), "{label}");
            }
        } else {
            assert!(bytes.starts_with(b"\x89PNG"));
        }
    }
    common::fails_saying(
        common::maze().args(["treasure", "demo", "explore", "--format", "bin"]),
        "a treasure maze is written as json",
    );
}

/// A demo on millions of rooms tells its story as it walks: some 135 MB of story under a
/// 250 MB memory limit (the story was held whole, 4.1 GB at 4096 × 4096).
#[cfg(target_os = "linux")]
#[test]
fn a_huge_demo_streams_its_story() {
    let maze_bin = assert_cmd::cargo::cargo_bin("maze");
    let script = "ulimit -v 250000; \"$0\" treasure demo explore --size 1500x1500 --seed 1 \
                  --format none | wc -c";
    let run = std::process::Command::new("sh")
        .args(["-c", script])
        .arg(&maze_bin)
        .output()
        .unwrap();
    let bytes: u64 = String::from_utf8_lossy(&run.stdout).trim().parse().unwrap();
    assert!(bytes > 100_000_000, "{bytes} bytes: {run:?}");
}
