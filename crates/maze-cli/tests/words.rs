//! `maze words` in line mode, through the real binary: whole games, traces, refusals and bad
//! input.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use maze_words::{Command, Config, Dictionary, Event, Game, Level, Search, Winner, trace};
use mazes::{Direction, Pos, Size};

mod common;

/// The game `maze words --size 8x6 --seed SEED --ai LEVEL` plays, built by the library.
fn game(seed: u64, level: Level) -> Game {
    let config = Config {
        size: Size::new(8, 6),
        level,
        ..Config::new(seed)
    };
    Game::new(config, Dictionary::english()).unwrap()
}

fn play(seed: u64, level: &str, input: &str) -> String {
    common::success_stdout(
        common::maze()
            .args(["words", "--plain", "--size", "8x6", "--ai", level, "--seed"])
            .arg(seed.to_string())
            .write_stdin(input.to_owned()),
    )
}

/// The `wasd` letters that walk `path`.
fn wasd(game: &Game, path: &[Pos]) -> String {
    mazes::Path::from_cells(game.board().grid(), path)
        .unwrap()
        .to_wasd()
}

#[test]
fn a_whole_game_ends_with_both_paths_both_scores_and_the_winner() {
    for (seed, level) in [(3, Level::Easy), (4, Level::Medium), (5, Level::Hard)] {
        let mut game = game(seed, level);
        let path = trace(game.board(), Search::Dfs).path;
        let out = play(
            seed,
            level.name(),
            &format!("{}\ndone\n", wasd(&game, &path)),
        );
        for dir in wasd(&game, &path).chars() {
            game.apply(Command::Move(Direction::from_wasd(dir).unwrap()))
                .unwrap();
        }
        let Event::Ended(outcome) = game.apply(Command::Done).unwrap().remove(0) else {
            panic!()
        };
        assert!(
            out.starts_with(&format!("Word maze, 8×6, seed {seed}: ")),
            "{out}"
        );
        assert!(
            out.contains(&format!("Your path, {} cells:", path.len())),
            "{out}"
        );
        let ai = format!(
            "The AI's path ({level}), {} cells:",
            outcome.ai.entry.path.len()
        );
        assert!(out.contains(&ai), "{out}");
        let (me, it) = (
            outcome.player.breakdown.total,
            outcome.ai.entry.breakdown.total,
        );
        let verdict = match outcome.winner {
            Winner::Player => format!("You win by {} point", me - it),
            Winner::Ai => format!("The AI wins by {} point", it - me),
            Winner::Tie => format!("A tie, {me} points each."),
        };
        assert!(out.contains(&verdict), "{out}");
        assert!(out.contains(&format!("  total        {:>5}", me)), "{out}");
    }
}

/// A walk from the start along a shortest way to a placed word, then along the word, on
/// the first board from `seed` on where that walk never crosses itself.
fn walk_to_a_word(mut seed: u64) -> (u64, Game, String, Vec<Pos>) {
    loop {
        let game = game(seed, Level::Medium);
        let board = game.board();
        for word in board.placed() {
            let to_first = mazes::solve::bfs(board.grid(), board.start(), word.cells[0]).unwrap();
            let mut cells: Vec<Pos> = to_first.cells(board.grid()).collect();
            cells.extend(&word.cells[1..]);
            let mut unique = cells.clone();
            unique.sort();
            unique.dedup();
            if unique.len() == cells.len() && !cells[..cells.len() - 1].contains(&board.end()) {
                let text = word.text.clone();
                return (seed, game, text, cells);
            }
        }
        seed += 1;
    }
}

#[test]
fn words_are_announced_as_the_path_forms_them() {
    let (seed, game, word, cells) = walk_to_a_word(6);
    let out = play(seed, "medium", &format!("{}\nwords\n", wasd(&game, &cells)));
    assert!(out.contains("New word"), "{out}");
    assert!(
        out.contains(&format!("{word} (+{})", 2 * word.len())),
        "{out}"
    );
    assert!(out.contains("Words so far: "), "{out}");
}

#[test]
fn trace_prints_the_exploration_order_and_the_path() {
    let game = game(7, Level::Medium);
    for search in Search::ALL {
        let trace = trace(game.board(), search);
        let out = play(7, "medium", &format!("trace {}\nq\n", search.name()));
        let order: Vec<String> = trace.explored.iter().map(ToString::to_string).collect();
        assert!(
            out.contains(&format!(
                "{search} explored {} cells, in order (x,y): {}\n",
                trace.explored.len(),
                order.join(" ")
            )),
            "{out}"
        );
        let letters: String = trace
            .path
            .iter()
            .map(|&at| game.board().letter(at) as char)
            .collect();
        assert!(
            out.contains(&format!(
                "{search} path, {} cells ({}): reads \"{letters}\"\n",
                trace.path.len(),
                wasd(&game, &trace.path)
            )),
            "{out}"
        );
    }
}

#[test]
fn refusals_and_unknown_commands_get_one_line_and_change_nothing() {
    let out = play(8, "easy", "w\nundo\ndone\ntrace astar\nfly\nq\n");
    for line in [
        "Cannot step w: the board ends to the north.",
        "There is no step to take back.",
        "Your path has not reached the exit (bottom right) yet.",
        "Unknown search \"astar\": expected bfs, dfs or dijkstra.",
        "Unknown command \"fly\": use w a s d to step, undo, done, trace bfs|dfs|dijkstra, words, board, help or q.",
        "Goodbye.",
    ] {
        assert!(out.contains(&format!("{line}\n")), "{line}\n{out}");
    }
}

#[test]
fn the_end_of_input_ends_quietly_and_a_long_line_is_cut() {
    let long = "d".repeat(100_000);
    let out = play(9, "easy", &long);
    assert!(out.contains("Path: "), "{out}");
    play(9, "easy", "");
}

#[test]
fn a_dictionary_file_is_used_and_its_bad_lines_reported_by_number() {
    let dir = common::temp_dir();
    let file = dir.path().join("words.txt");
    std::fs::write(&file, "# mine\ncat\ndog\nit's\nox\nbird\n").unwrap();
    let assert = common::maze()
        .args([
            "words",
            "--plain",
            "--size",
            "5x5",
            "--seed",
            "1",
            "--dictionary",
        ])
        .arg(&file)
        .write_stdin("q\n")
        .assert()
        .success();
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("skipped 2 lines that are not words: line 4 \"it's\": not only letters a to z (and 1 more)"),
        "{stderr}"
    );
    let stdout = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(stdout.contains("3 words along the passages"), "{stdout}");
}

#[test]
fn bad_settings_and_dictionaries_get_one_clear_error() {
    let dir = common::temp_dir();
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    let empty = write("empty.txt", b"");
    let binary = write("binary.bin", &[0xff, 0xfe, 0x00, 0x12]);
    let symbols = write("symbols.txt", b"1234\n$$$\n");
    let huge = write(
        "huge.txt",
        &vec![b'a'; usize::try_from(maze_words::MAX_FILE_BYTES).unwrap() + 1],
    );
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec!["--size".into(), "2x3".into()],
            "the width must be 3 to 64, not 2",
        ),
        (vec!["--size".into(), "tall".into()], "is not a size"),
        (
            vec!["--loops".into(), "500".into()],
            "500 loops asked for, but the maze has only 81 walls",
        ),
        (vec!["--words".into(), "-1".into()], "invalid value '-1'"),
        (
            vec!["--ai".into(), "expert".into()],
            "invalid value 'expert'",
        ),
        (vec!["--seed".into(), "x".into()], "invalid value 'x'"),
        (
            vec!["--dictionary".into(), empty.display().to_string()],
            "holds no word of 3 to 24 letters a to z (0 lines skipped)",
        ),
        (
            vec!["--dictionary".into(), binary.display().to_string()],
            "it is not text (line 1 is not UTF-8)",
        ),
        (
            vec!["--dictionary".into(), symbols.display().to_string()],
            "holds no word of 3 to 24 letters a to z (2 lines skipped)",
        ),
        (
            vec!["--dictionary".into(), huge.display().to_string()],
            "a dictionary may be at most 16777216 bytes",
        ),
        (
            vec!["--dictionary".into(), dir.path().display().to_string()],
            "it is a directory",
        ),
        (
            vec!["--dictionary".into(), "/no/such/file".into()],
            "cannot open /no/such/file",
        ),
    ];
    for (args, says) in cases {
        common::fails_saying(
            common::maze()
                .args(["words", "--plain"])
                .args(&args)
                .write_stdin("q\n"),
            says,
        );
    }
}

#[test]
fn the_ai_budget_has_a_ceiling() {
    common::fails_saying(
        common::maze().args(["words", "--plain", "--budget", "10000000"]),
        "10000000 is not in 1..=3000000",
    );
}
