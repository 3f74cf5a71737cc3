//! `maze play` in line mode, through the real binary.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::PathBuf;

mod common;

fn play(args: &[&str], input: &str) -> String {
    common::success_stdout(
        common::maze()
            .arg("play")
            .args(args)
            .write_stdin(input.to_owned()),
    )
}

/// The arguments of the test game, saving to `save`.
fn game_args(save: &std::path::Path) -> Vec<&str> {
    GAME.iter()
        .copied()
        .chain([save.to_str().unwrap()])
        .collect()
}

/// A save file path in a fresh directory, which lives as long as the guard returned with it.
fn temp_save() -> (tempfile::TempDir, PathBuf) {
    let dir = common::temp_dir();
    let save = dir.path().join("save.json");
    (dir, save)
}

const GAME: [&str; 8] = [
    "--plain",
    "--size",
    "9x7",
    "--seed",
    "11",
    "--regen",
    "0",
    "--save-file",
];

/// The letters of the `Solution (N moves): <letters>` line.
fn solution_of(output: &str) -> String {
    let line = output
        .lines()
        .find(|l| l.starts_with("Solution ("))
        .expect("a solution line");
    let (count, letters) = line.split_once("): ").unwrap();
    let count: usize = count
        .trim_start_matches("Solution (")
        .trim_end_matches(" moves")
        .parse()
        .unwrap();
    assert_eq!(letters.len(), count);
    letters.to_owned()
}

/// A direction letter blocked by a wall or the border around P in the first board printed
/// (ASCII format); the entrance is on the border, so there always is one.
fn blocked_letter(output: &str) -> char {
    let board: Vec<&str> = output
        .lines()
        .skip(3)
        .take_while(|l| l.starts_with('+') || l.starts_with('|') || l.starts_with(' '))
        .collect();
    let (row, col) = board
        .iter()
        .enumerate()
        .find_map(|(i, l)| l.find(" P ").map(|c| (i, c)))
        .expect("P is on the board");
    let at = |r: usize, c: usize| board[r].as_bytes()[c];
    // A wall, or the outer border (where a door is a gap but no way to move).
    let (last_row, last_col) = (board.len() - 1, board[row].len() - 1);
    [
        ('w', at(row - 1, col + 1) == b'-' || row - 1 == 0),
        ('s', at(row + 1, col + 1) == b'-' || row + 1 == last_row),
        ('a', at(row, col - 1) == b'|' || col - 1 == 0),
        ('d', at(row, col + 3) == b'|' || col + 3 == last_col),
    ]
    .into_iter()
    .find_map(|(letter, wall)| wall.then_some(letter))
    .expect("the entrance is on the border")
}

#[test]
fn feeding_the_games_own_solution_wins_it() {
    let (_dir, save) = temp_save();
    let args = game_args(&save);
    let letters = solution_of(&play(&args, "solve\nq\n"));
    let output = play(&args, &format!("{letters}\nq\n"));
    assert!(
        output.contains(&format!(
            "You win! You reached the exit in {} moves and",
            letters.len()
        )),
        "{output}"
    );
    assert!(
        !output.contains("Goodbye."),
        "the game ends at the win, before reading q"
    );
    // Piped commands are no race against the clock: no best time (issue 41, defect 3).
    assert!(!output.contains("win on 9×7"), "{output}");
    assert!(!save.with_file_name("classic-records.json").exists());
}

#[test]
fn a_wall_blocks_the_move_and_says_so() {
    let (_dir, save) = temp_save();
    let args = game_args(&save);
    let first = play(&args, "q\n");
    let letter = blocked_letter(&first);
    let output = play(&args, &format!("{letter}\nq\n"));
    assert!(output.contains("A wall blocks the way"), "{output}");
    assert!(output.contains("Moves: 0 |"));
}

#[test]
fn a_game_saved_in_one_process_loads_in_another() {
    let (_dir, save) = temp_save();
    let args = game_args(&save);
    let letters = solution_of(&play(&args, "solve\nq\n"));
    let (first, rest) = letters.split_at(letters.len() / 2);
    let saved = play(&args, &format!("{first}\nsave\nq\n"));
    assert!(saved.contains("Game saved to"));
    // A different seed: the loaded game replaces it entirely.
    let mut other: Vec<&str> = args.clone();
    other[4] = "99";
    let output = play(&other, &format!("load\n{rest}\n"));
    assert!(output.contains("Game loaded from"));
    assert!(
        output.contains(&format!(
            "You win! You reached the exit in {} moves",
            letters.len()
        )),
        "{output}"
    );
}

#[test]
fn a_corrupt_save_is_reported_and_left_untouched() {
    let (_dir, save) = temp_save();
    std::fs::write(
        &save,
        "{ \"format\": \"maze-classic-save\", \"version\": 1, \"game\": {",
    )
    .unwrap();
    let before = std::fs::read(&save).unwrap();
    let args: Vec<&str> = GAME
        .iter()
        .copied()
        .chain([save.to_str().unwrap()])
        .collect();
    let output = play(&args, "load\nq\n");
    assert!(output.contains("Not loaded: could not load"), "{output}");
    assert!(output.contains("the Maze Game save is damaged"));
    assert!(
        output.contains("Goodbye."),
        "the game goes on after a failed load"
    );
    assert_eq!(std::fs::read(&save).unwrap(), before);
    std::fs::write(
        &save,
        "{ \"format\": \"maze-classic-save\", \"version\": 7 }",
    )
    .unwrap();
    assert!(play(&args, "load\nq\n").contains("version 7"));
}

#[test]
fn the_end_of_input_ends_the_game_quietly() {
    let (_dir, save) = temp_save();
    let args = game_args(&save);
    let output = play(&args, "next\n");
    assert!(output.contains("Next "));
    assert!(output.trim_end().ends_with("Seed: 11"));
}

#[test]
fn versus_mode_reports_both_players() {
    let (_dir, save) = temp_save();
    let mut args = game_args(&save);
    // The same seed makes the same maze alone, where the solution may be shown.
    let letters = solution_of(&play(&args, "solve\nq\n"));
    args.extend(["--mode", "versus", "--ai", "hard"]);
    let refused = play(&args, "solve\nq\n");
    assert!(
        refused.contains("No hint or solution in a race"),
        "{refused}"
    );
    let output = play(&args, &format!("{letters}\n"));
    assert!(output.contains("Moves: you 0, AI 0"));
    // The human moves first, so following a shortest path beats the hard AI to the exit.
    assert!(
        output.contains("You win! You reached the exit first"),
        "{output}"
    );
}

#[test]
fn the_maze_regenerates_at_the_first_command_after_the_deadline() {
    let (_dir, save) = temp_save();
    let args = [
        "--plain",
        "--size",
        "9x7",
        "--seed",
        "5",
        "--regen",
        "1",
        "--save-file",
        save.to_str().unwrap(),
    ];
    assert!(play(&args, "save\nq\n").contains("Game saved to"));
    // The saved game's clock moved on to its regeneration's time, as if a second had passed
    // in play: the load resumes the clock there, without the test waiting for it.
    let format = maze_classic::save::FORMAT;
    let text = std::fs::read_to_string(&save).unwrap();
    let mut saved: maze_classic::SavedGame = format.from_json(&text).unwrap();
    saved.elapsed = saved.next_regeneration.unwrap();
    assert_eq!(saved.elapsed, std::time::Duration::from_secs(1));
    std::fs::write(&save, format.to_json(&saved).unwrap()).unwrap();
    let text = play(&args, "load\nnext\nq\n");
    let loaded = text
        .find("Game loaded from")
        .unwrap_or_else(|| panic!("no load: {text}"));
    let regenerated = text
        .find("The maze regenerated!")
        .expect("a regeneration message");
    assert!(
        loaded < regenerated && regenerated < text.find("Next ").unwrap(),
        "after the load, before the command is carried out: {text}"
    );
}

#[test]
fn bad_play_options_get_one_clear_line() {
    for (args, says) in [
        (vec!["--size", "huge"], "unknown size"),
        (
            vec!["--size", "0x5"],
            "a 0×5 maze cannot be played: each side must be from 2 to 1000",
        ),
        (vec!["--mode", "duel"], "invalid value 'duel'"),
        (vec!["--ai", "godlike"], "invalid value 'godlike'"),
        (
            vec!["-a", "bogus"],
            "invalid value 'bogus' for '--algorithm <ALGORITHM>'",
        ),
        (vec!["--levels", "9"], "9 is not in 1..=8"),
        (
            vec!["--levels", "2", "--fog"],
            "fog is played on square cells on one level, not on a 2-level square maze",
        ),
        (
            vec!["--shape", "hex", "--fog"],
            "fog is played on square cells on one level, not on a hex maze",
        ),
        // One level is the default, so fog takes it (and asks for the full screen).
        (
            vec!["--levels", "1", "--fog", "--shape", "square"],
            "fog is played full screen",
        ),
        (
            vec!["--levels", "3", "--plain"],
            "a 3-level square maze is played full screen",
        ),
    ] {
        common::fails_saying(common::maze().arg("play").args(&args), says);
    }
}

#[test]
fn endless_input_without_newlines_ends_with_a_message() {
    common::fails_saying(
        common::maze()
            .args(["play", "--plain"])
            .write_stdin(vec![0u8; (1 << 20) + 1]),
        "a line of input is longer than 1048576 bytes",
    );
}
