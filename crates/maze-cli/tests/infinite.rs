//! `maze infinite`: windows of the plane of 2^64 × 2^64 cells and the ways across it, run on
//! the real binary.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

mod common;

use common::{fails_saying, maze, stdout_of, temp_dir};

#[test]
fn a_window_anywhere_is_drawn_the_same_every_time() {
    let args = [
        "infinite",
        "--seed",
        "9",
        "--at",
        "0xFFFFFFFFFFFFFFF0,123456789012345678",
        "-W",
        "16",
        "-H",
        "5",
    ];
    let picture = stdout_of(&args);
    let lines: Vec<&str> = picture.lines().collect();
    assert_eq!(lines.len(), 2 * 5 + 1);
    assert!(lines.iter().all(|line| line.len() == 4 * 16 + 1));
    assert_eq!(stdout_of(&args), picture);
    // The same cells, written in decimal, are the same maze.
    let decimal = ["--at", "18446744073709551600,123456789012345678"];
    let again = stdout_of(&[&args[..3], &decimal, &args[5..]].concat());
    assert_eq!(again, picture);
}

#[test]
fn a_window_in_json_is_a_maze_file_the_other_commands_read() {
    let dir = temp_dir();
    let file = dir.path().join("window.json");
    maze()
        .args(["infinite", "--seed", "4", "--at", "1000,2000", "-W", "30"])
        .args(["-H", "12", "-o"])
        .arg(&file)
        .assert()
        .success();
    let stats = common::success_stdout(maze().arg("stats").arg(&file));
    assert!(stats.contains("30×12"), "{stats}");
}

#[test]
fn the_way_between_far_cells_has_an_exact_length_and_both_ends() {
    let text = stdout_of(&[
        "infinite",
        "solve",
        "--seed",
        "1",
        "--from",
        "0,0",
        "--to",
        "1000000000000000,0",
        "--steps",
        "5",
    ]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].starts_with("the way from 0,0 to 1000000000000000,0 (seed 1): "));
    let length: u128 = lines[0]
        .split(": ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("a length");
    assert!(length >= 1_000_000_000_000_000, "{length}");
    assert!(lines[0].ends_with(&format!("(about {:.1e})", length as f64)));
    assert_eq!(lines[1].split(": ").nth(1).unwrap().split(' ').count(), 5);
    assert!(lines[2].starts_with("last 5 steps: "));
}

#[test]
fn a_short_way_is_listed_whole_and_drawn_on_its_window() {
    let short = stdout_of(&[
        "infinite", "solve", "--seed", "1", "--from", "3,3", "--to", "3,3",
    ]);
    assert_eq!(
        short,
        "the way from 3,3 to 3,3 (seed 1): 0 passages\nevery step: \n"
    );
    let dir = temp_dir();
    let file = dir.path().join("way.svg");
    let summary = common::success_stdout(
        maze()
            .args([
                "infinite", "solve", "--seed", "1", "--from", "5,5", "--to", "30,9",
            ])
            .args(["--draw", "--at", "0,0", "-W", "40", "-H", "15", "-o"])
            .arg(&file),
    );
    assert!(summary.starts_with("the way from 5,5 to 30,9 (seed 1): "));
    let svg = std::fs::read_to_string(&file).unwrap();
    // The walls are one path; the way adds another.
    assert_eq!(svg.matches("<path").count(), 2, "{svg}");
    let plain = stdout_of(&[
        "infinite", "--seed", "1", "-W", "40", "-H", "15", "-f", "svg",
    ]);
    assert_eq!(plain.matches("<path").count(), 1);
}

#[test]
fn cells_and_windows_outside_the_plane_are_refused_clearly() {
    fails_saying(
        maze().args(["infinite", "--at", "18446744073709551616,0"]),
        "each a whole number from 0 to 18446744073709551615",
    );
    fails_saying(
        maze().args([
            "infinite",
            "--seed",
            "1",
            "--at",
            "18446744073709551615,0",
            "-W",
            "2",
        ]),
        "reaches past the plane's edge",
    );
    fails_saying(maze().args(["infinite", "solve", "--from", "1,2"]), "--to");
    fails_saying(
        maze().args(["infinite", "--seed", "1", "-W", "100000", "-H", "100000"]),
        "draw a smaller window",
    );
    fails_saying(
        maze().args([
            "infinite", "solve", "--from", "1,2", "--to", "3,4", "--steps", "1000001",
        ]),
        "--steps",
    );
}

#[test]
fn the_endless_game_refuses_reaches_it_cannot_set() {
    fails_saying(maze().args(["endless", "--reach", "0"]), "--reach");
    fails_saying(maze().args(["endless", "--reach", "1000001"]), "--reach");
}

#[test]
fn the_endless_game_plays_a_line_at_a_time_to_its_target() {
    use maze_classic::endless::{Config, Game, Target};
    let config = Config {
        target: Target::Away(25),
        ..Config::new(3)
    };
    let game = Game::new(config).unwrap();
    let way: String = game.hint(100).iter().map(|dir| dir.wasd()).collect();
    assert_eq!(way.len(), 25);
    let input = format!("hint\nx\n{}\n{}\nlink\nq\n", &way[..5], &way[5..]);
    let text = common::success_stdout(
        maze()
            .args(["endless", "--seed", "3", "--reach", "25"])
            .write_stdin(input),
    );
    assert!(text.starts_with("The endless maze, seed 3: walk to the target (G); you are @."));
    assert!(text.contains("way left 25 · moves 0"), "{text}");
    assert!(text.contains("way left 20 · moves 5"), "{text}");
    assert!(text.contains("Unknown command \"x\""), "{text}");
    assert!(
        text.contains("Target reached in 25 moves (the fewest: 25)."),
        "{text}"
    );
    let target = game.target();
    assert!(text.contains(&format!(
        "maze endless --seed 3 --at {target} --to {target}"
    )));
    // The first hint is the first ten steps of that way.
    let names: Vec<&str> = game.hint(10).iter().map(|d| d.name()).collect();
    assert!(text.contains(&format!("Next steps: {}", names.join(" "))));
}

#[test]
fn a_step_into_a_wall_is_refused_in_the_line_mode() {
    use maze_classic::endless::{Config, Game};
    let game = Game::new(Config::new(5)).unwrap();
    let open: Vec<char> = game
        .legal_commands()
        .iter()
        .map(|maze_classic::endless::Command::Move(dir)| dir.wasd())
        .collect();
    let wall = ['w', 'a', 's', 'd']
        .into_iter()
        .find(|c| !open.contains(c))
        .expect("a cell with a wall");
    let text = common::success_stdout(
        maze()
            .args(["endless", "--seed", "5", "--plain"])
            .write_stdin(format!("{wall}\nq\n")),
    );
    assert!(text.contains("A wall stands "), "{text}");
    assert!(text.contains("moves 0"), "{text}");
}
