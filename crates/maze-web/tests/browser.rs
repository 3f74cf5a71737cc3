//! The pages in a real browser: Debian's Chromium driven by `browser/play.mjs` (Playwright's
//! library, pointed at the system's browser; nothing downloads one). Screenshots land in
//! `target/browser-screenshots/` for a person to look at.
//!
//! Needs `chromium` (or `CHROMIUM=/path`) and `npm ci` in `crates/maze-web/browser`;
//! `.ci/run` sets both up. Without them the test is reported as ignored (run with `--ignored`
//! it fails, saying what is missing), except under CI, where it fails.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::path::{Path, PathBuf};

use maze_classic::{Config, Difficulty, Game, Mode};
use maze_moving::{Colour, Command, Phase};

/// What the browser test needs that this machine lacks, if anything.
fn missing(browser_dir: &Path) -> Option<String> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned());
    if !Path::new(&chromium).exists() {
        return Some(format!("{chromium} (apt-get install chromium)"));
    }
    if !browser_dir.join("node_modules/playwright-core").exists() {
        return Some(format!(
            "playwright-core (npm ci in {})",
            browser_dir.display()
        ));
    }
    None
}

/// The `wasd` keys of the shortest way out of the easy single-player game of `seed`.
fn way_out(seed: u64) -> String {
    let config = Config {
        difficulty: Difficulty::Easy,
        mode: Mode::Single,
        seed,
        ..Config::new(seed)
    };
    let game = Game::new(config).unwrap();
    let sides = game.sides_along(&game.solution().unwrap()).unwrap();
    sides
        .into_iter()
        .map(|side| mazes::Direction::from_index(side).wasd())
        .collect()
}

/// The `wasd` keys from the start to the goal of the page's 7 × 7 treasure maze of `seed`: on
/// a perfect maze, the only way, which enters no room twice.
fn treasure_way(seed: u64) -> String {
    let size = mazes::Size::new(7, 7);
    let config = maze_treasure::Config {
        size,
        goal: maze_treasure::Config::default_goal(size, mazes::Wrap::None),
        player: "you".to_owned(),
        ..maze_treasure::Config::new(seed)
    };
    let game = maze_treasure::Game::new(config).unwrap();
    let treasure = game.treasure();
    mazes::solve::bfs(treasure.grid(), treasure.start(), treasure.goal())
        .unwrap()
        .to_wasd()
}

/// What the watch page says at the end of its test race (a 16 × 10 Kruskal maze of seed 4,
/// corner to corner): the solvers by their moves, the fewest first, as the engine counts them.
fn watch_standings() -> String {
    use mazes::solve::{SearchStep, Solver};
    let size = mazes::Size::new(16, 10);
    let grid = mazes::Algorithm::Kruskal
        .generate(size, mazes::Wrap::None, &mut mazes::rng_from_seed(4))
        .unwrap();
    let (start, goal) = (mazes::Pos::new(0, 0), mazes::Pos::new(15, 9));
    let mut moves: Vec<(usize, &str)> = ["bfs", "astar", "tremaux", "chain"]
        .into_iter()
        .map(|name| {
            let solver: Solver = name.parse().unwrap();
            let steps = solver.steps(&grid, start, goal);
            let moves = steps
                .into_iter()
                .filter(|step| matches!(step, SearchStep::Explore(_)))
                .count();
            (moves, name)
        })
        .collect();
    moves.sort_by_key(|&(moves, _)| moves);
    let parts: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, (moves, name))| match i {
            0 => format!("{name} {moves} moves"),
            _ => format!("{name} {moves}"),
        })
        .collect();
    format!("Finished: {}.", parts.join(", "))
}

/// The Moving Maze game the server offers: a random 7 × 7 board whose floating tile changes
/// when turned.
fn moving_game() -> maze_moving::Game {
    (0..)
        .map(|seed| {
            let mut rng = mazes::rng_from_seed(seed);
            maze_moving::Game::new(maze_moving::random_board(7, 7, 2, &mut rng).unwrap())
        })
        .find(|game| game.floating().open_count() < 4)
        .unwrap()
}

/// Tiles as the page writes them: "1010" for open north and south.
fn open(tile: maze_moving::Tile) -> String {
    tile.sides()
        .iter()
        .map(|&open| if open { '1' } else { '0' })
        .collect()
}

/// Plays what the page reported doing on the engine, and checks the page showed the result.
fn check_moving_turn(reported: &str) {
    let shown: serde_json::Value = serde_json::from_str(reported).unwrap();
    let mut game = moving_game();
    game.apply(Command::RotateRight).unwrap();
    let slot = shown["slot"].as_str().unwrap();
    let insertion = maze_moving::text::parse_indicator(slot).unwrap();
    game.apply(Command::Slide(insertion)).unwrap();
    if let Some(walked) = shown["walked"].as_array() {
        let at = |i: usize| usize::try_from(walked[i].as_u64().unwrap()).unwrap();
        game.apply(Command::MoveTo(maze_moving::Cell::new(at(0), at(1))))
            .unwrap();
    }
    if game.phase() == Phase::Move {
        game.apply(Command::Done).unwrap();
    }
    let tiles: Vec<String> = game.maze().tiles().map(|(_, tile)| open(tile)).collect();
    let page_tiles: Vec<String> = shown["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(page_tiles, tiles, "the page's board is not the engine's");
    assert_eq!(shown["floating"].as_str().unwrap(), open(game.floating()));
    for colour in Colour::ALL {
        let cell = game.player(colour).cell;
        let page = &shown["players"][colour.name().to_ascii_lowercase()];
        assert_eq!(
            (page[0].as_u64().unwrap(), page[1].as_u64().unwrap()),
            (cell.x as u64, cell.y as u64),
            "{colour}"
        );
    }
    assert_eq!(game.current(), Colour::Yellow);
}

/// A colour as the page names it: `Green`.
fn title(colour: Colour) -> String {
    let name = colour.name();
    name[..1].to_ascii_uppercase() + &name[1..]
}

/// The random Moving Maze board the page opens for `/moving?width=5&height=5&relics=1&seed=…`.
fn small_moving_game(seed: u64) -> maze_moving::Game {
    let mut rng = mazes::rng_from_seed(seed);
    maze_moving::Game::new(maze_moving::random_board(5, 5, 1, &mut rng).unwrap())
}

/// A whole game of the small board of `seed`, every seat played by the medium computer, as
/// the page must play it: per turn the colour, the quarter turns, the floating tile after
/// them, the slide, the tile walked to (if any) and whether the move is ended by hand; and
/// the winner. `None` when nobody has won within `limit` turns.
fn moving_win(seed: u64, limit: usize) -> Option<(serde_json::Value, String)> {
    let mut game = small_moving_game(seed);
    let mut turns = Vec::new();
    for _ in 0..limit {
        let colour = title(game.current());
        let turn = maze_moving::computer::choose(&game, maze_moving::computer::Level::Medium)?;
        let (mut walk, mut done, mut open_after) = (None, false, None);
        let mut slot = String::new();
        for command in turn.commands(&game) {
            game.apply(command).unwrap();
            match command {
                Command::Slide(insertion) => slot = maze_moving::text::indicator(insertion),
                Command::MoveTo(cell) => walk = Some([cell.x, cell.y]),
                Command::Done => done = true,
                _ => open_after = Some(open(game.floating())),
            }
        }
        turns.push(serde_json::json!({
            "colour": colour, "rotations": turn.rotations, "open": open_after,
            "slot": slot, "walk": walk, "done": done,
        }));
        if let Some(maze_moving::Outcome::Won(winner)) = game.outcome() {
            return Some((turns.into(), title(winner)));
        }
    }
    None
}

/// The word maze the page plays: 8 × 8 from `seed` against the medium AI.
fn word_game(seed: u64) -> maze_words::Game {
    let config = maze_words::Config {
        size: mazes::Size::new(8, 8),
        level: maze_words::Level::Medium,
        ..maze_words::Config::new(seed)
    };
    maze_words::Game::new(config, maze_words::Dictionary::english()).unwrap()
}

/// The depth-first path of the word maze as `wasd` keys, and the verdict the page must show
/// when the player walks it against the medium AI.
fn word_turn(seed: u64) -> (String, String) {
    let mut game = word_game(seed);
    let path = maze_words::trace(game.board(), maze_words::Search::Dfs).path;
    let mut keys = String::new();
    let grid = game.board().grid().clone();
    for &dir in mazes::Path::from_cells(&grid, &path).unwrap().steps() {
        keys.push(dir.wasd());
        game.apply(maze_words::Command::Move(dir)).unwrap();
    }
    let events = game.apply(maze_words::Command::Done).unwrap();
    let maze_words::Event::Ended(outcome) = &events[0] else {
        panic!("{events:?}")
    };
    let (mine, theirs) = (
        outcome.player.breakdown.total,
        outcome.ai.entry.breakdown.total,
    );
    let verdict = match outcome.winner {
        maze_words::Winner::Player => format!("You win by {}!", mine - theirs),
        maze_words::Winner::Ai => format!("The AI wins by {}.", theirs - mine),
        maze_words::Winner::Tie => "A tie!".to_owned(),
    };
    (keys, verdict)
}

/// Runs the one test, or reports it ignored when this machine cannot run it.
fn main() -> std::process::ExitCode {
    let arguments = libtest_mimic::Arguments::from_args();
    let lacking = missing(&browser_dir());
    let ignored = lacking.is_some() && std::env::var_os("CI").is_none();
    let trial = libtest_mimic::Trial::test("the_pages_play_in_chromium", || {
        match missing(&browser_dir()) {
            Some(what) => Err(format!("this machine lacks {what}").into()),
            None => {
                the_pages_play_in_chromium();
                Ok(())
            }
        }
    })
    .with_ignored_flag(ignored);
    libtest_mimic::run(&arguments, vec![trial]).exit_code()
}

/// A server the script may stop and start again (it asks on a line of its output, `RESTART
/// stop` or `RESTART start`, and is answered on its input once done): its games kept in a
/// folder, it gives a page its game back when started again on the same port. Stopped, its
/// runtime goes at once with every socket, as a server killed does.
struct Restartable {
    folder: PathBuf,
    port: u16,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Restartable {
    /// A server keeping games in `folder`, serving on a free port.
    fn new(folder: &Path) -> Restartable {
        let mut server = Restartable {
            folder: folder.to_owned(),
            port: 0,
            runtime: None,
        };
        server.start();
        server
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn start(&mut self) {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let server = runtime
            .block_on(maze_web::Server::bind(
                "127.0.0.1".parse().unwrap(),
                self.port,
            ))
            .unwrap()
            .with_live_games(self.folder.clone());
        self.port = server.local_addr().unwrap().port();
        runtime.spawn(server.serve(std::future::pending()));
        self.runtime = Some(runtime);
    }

    fn stop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }

    /// Reads `node`'s output to its end, stopping and starting the server as it asks; the
    /// output.
    fn serve(&mut self, node: &mut std::process::Child) -> String {
        use std::io::{BufRead, Write};
        let mut answers = node.stdin.take().unwrap();
        let mut said = String::new();
        for line in std::io::BufReader::new(node.stdout.take().unwrap()).lines() {
            let line = line.unwrap();
            match line.as_str() {
                "RESTART stop" => self.stop(),
                "RESTART start" => self.start(),
                _ => {}
            }
            if line.starts_with("RESTART ") {
                writeln!(answers, "done").unwrap();
            }
            said.push_str(&line);
            said.push('\n');
        }
        said
    }
}

/// Where the test script and its Node packages live.
fn browser_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("browser")
}

/// Serves the games, has Chromium play them (`browser/play.mjs`), and checks what the pages
/// report against the engines.
fn the_pages_play_in_chromium() {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let browser_dir = browser_dir();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let saves = tempfile::tempdir().unwrap();
    let server = runtime
        .block_on(maze_web::Server::bind("127.0.0.1".parse().unwrap(), 0))
        .unwrap()
        .with_moving_game(moving_game())
        .with_save_file(saves.path().join("maze-save.json"))
        .with_live_games(saves.path().join("live-pages"));
    let base = server.url().trim_end_matches('/').to_owned();
    runtime.spawn(server.serve(std::future::pending()));
    let shots = manifest.join("../../target/browser-screenshots");
    let seed = 7;
    let words_seed = 3;
    let (word_keys, verdict) = word_turn(words_seed);
    let moving_seed = 12;
    let (turns, winner) = moving_win(moving_seed, 40).expect("someone wins");
    let won = format!(
        "MOVING WON {winner} wins! after {} turns",
        turns.as_array().unwrap().len()
    );
    let moving = serde_json::json!({ "seed": moving_seed, "turns": turns });
    let live = tempfile::tempdir().unwrap();
    let mut restartable = Restartable::new(live.path());
    let mut node = std::process::Command::new("node")
        .arg(browser_dir.join("play.mjs"))
        .args([&base, &seed.to_string(), &way_out(seed)])
        .arg(&shots)
        .args([&words_seed.to_string(), &word_keys, &treasure_way(4)])
        .arg(moving.to_string())
        .arg(watch_standings())
        .arg(restartable.url())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("node runs");
    let errors = node.stderr.take().unwrap();
    let errors = std::thread::spawn(move || std::io::read_to_string(errors).unwrap());
    let mut said = restartable.serve(&mut node);
    let status = node.wait().unwrap();
    said.push_str(&errors.join().unwrap());
    assert!(status.success(), "{said}");
    assert!(said.contains("won in"), "{said}");
    assert!(said.contains("PAGES every page"), "{said}");
    assert!(said.contains("TREASURE explore demo"), "{said}");
    assert!(said.contains("TREASURE reached the goal"), "{said}");
    assert!(said.contains(&won), "{said}");
    assert!(said.contains("CLASSIC both pieces show"), "{said}");
    assert_eq!(said.matches("FOG ").count(), 2, "{said}");
    let weights: Vec<&str> = said.lines().filter(|l| l.starts_with("WEIGHT ")).collect();
    assert_eq!(weights.len(), 6, "{said}");
    println!("{}", weights.join("\n"));
    assert!(said.contains("STUDIO drew hex and polar mazes"), "{said}");
    assert!(
        said.contains("WATCH carved, raced in step and ranked as the engine does"),
        "{said}"
    );
    assert!(
        said.contains("ENDLESS reached the target by keys, pad and swipes"),
        "{said}"
    );
    let reported = said
        .lines()
        .find_map(|line| line.strip_prefix("MOVING "))
        .unwrap_or_else(|| panic!("no Moving Maze report: {said}"));
    check_moving_turn(reported);
    let shown = said.lines().find_map(|line| line.strip_prefix("WORDS "));
    assert_eq!(shown, Some(verdict.as_str()), "{said}");
    assert!(
        said.contains("TABLE two seats played, a wrong token refused"),
        "{said}"
    );
    assert!(
        said.contains("TWO PLAYERS green and blue played, yellow and red out"),
        "{said}"
    );
    assert!(
        said.contains("OFFLINE the server killed and started again twice"),
        "{said}"
    );
    assert!(
        said.contains("TABLE BACK a table survived the server started again"),
        "{said}"
    );
    assert!(
        said.contains("CONTINUE home offered the game under way"),
        "{said}"
    );
}
