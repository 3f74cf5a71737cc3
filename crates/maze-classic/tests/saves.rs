//! Saves: the golden version-1, version-2 and version-3 files keep loading, and every kind of
//! tampering is refused with its reason, never a panic, a hang or a huge allocation.

use std::time::Duration;

use maze_classic::save::{self, FORMAT, SaveError};
use maze_classic::{
    AiLevel, Board, Command, Config, Difficulty, Event, Game, Mode, Outcome, Problem, SavedGame,
    SavedRng, Who,
};
use mazes::Size;
use mazes::shape::ShapeKind;

const GOLDEN: &str = include_str!("golden/save-v3.json");
/// The same game as `GOLDEN`, saved while saves embedded every maze as version 2 of the maze
/// format (square boards are now embedded as version 1, as `maze generate` writes them).
const GOLDEN_MAZE_V2: &str = include_str!("golden/save-v3-maze-v2.json");
const GOLDEN_V2: &str = include_str!("golden/save-v2.json");
const GOLDEN_V1: &str = include_str!("golden/save-v1.json");
const GOLDEN_HEX: &str = include_str!("golden/save-v3-hex-levels.json");

fn golden() -> SavedGame {
    FORMAT.from_json(GOLDEN).unwrap()
}

/// The problems found loading `saved` after a trip through a file.
fn problems_of(saved: &SavedGame) -> Vec<Problem> {
    let text = FORMAT.to_json(saved).unwrap();
    match save::from_json(&text) {
        Err(SaveError::Invalid(invalid)) => invalid.problems,
        other => panic!("expected an invalid save, got {other:?}"),
    }
}

/// Checks `text` against the golden file `name`, rewriting it under `UPDATE_GOLDEN`.
fn golden_file(name: &str, text: &str) {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&file, format!("{text}\n")).unwrap();
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_default();
    assert_eq!(text, expected.trim_end(), "{name} changed");
}

#[test]
fn the_golden_version_1_and_2_saves_load_as_the_same_game_in_version_3() {
    let old = save::from_json(GOLDEN_V2).unwrap();
    assert_eq!(save::from_json(GOLDEN_V1).unwrap(), old);
    golden_file("save-v3.json", &save::to_json(&old).unwrap());
    assert_eq!(save::from_json(GOLDEN).unwrap(), old);
    assert_eq!(save::from_json(GOLDEN_MAZE_V2).unwrap(), old);
}

#[test]
fn the_golden_version_3_save_loads_and_is_written_back_the_same() {
    let game = save::from_json(GOLDEN).unwrap();
    assert_eq!(game.config().seed, 11);
    assert_eq!(game.config().mode, Mode::Versus);
    assert_eq!(game.maze().cell_count(), 48);
    // The version 2 file's player at x 0, y 2 of an 8-wide maze.
    assert_eq!(game.human().cell, 16);
    assert_eq!(game.ai().map(|ai| ai.moves), Some(1));
    assert_eq!(save::to_json(&game).unwrap(), GOLDEN.trim_end());
}

/// A save remembers that help was shown, so that a win after loading it sets no best time; a
/// save from before (no such field) is of a game without help.
#[test]
fn help_shown_is_kept_by_the_save() {
    let mut game = save::from_json(GOLDEN).unwrap();
    assert!(!game.helped());
    game.note_help();
    let text = save::to_json(&game).unwrap();
    assert!(text.contains("\"helped\": true"), "{text}");
    let loaded = save::from_json(&text).unwrap();
    assert!(loaded.helped());
    assert_eq!(loaded, game);
}

/// A game of three levels of hexagons, saved after a few moves and a regeneration.
#[test]
fn a_golden_game_of_levels_of_hexagons_keeps_its_save() {
    let config = Config {
        difficulty: Difficulty::Custom(Size::new(5, 4)),
        board: Board {
            shape: ShapeKind::Hex,
            levels: 3,
            ..Board::default()
        },
        mode: Mode::Versus,
        ai: AiLevel::Medium,
        ..Config::new(5)
    };
    let mut game = Game::new(config).unwrap();
    for t in 0..3 {
        let now = Duration::from_secs(t * 30);
        game.apply(Command::Wait, now).unwrap();
        let cell = game.solution().unwrap()[1];
        game.apply(Command::Go(cell), now).unwrap();
    }
    assert_eq!(game.generation(), 1);
    golden_file("save-v3-hex-levels.json", &save::to_json(&game).unwrap());
    assert_eq!(save::from_json(GOLDEN_HEX).unwrap(), game);
}

#[test]
fn the_golden_game_plays_on() {
    let mut game = save::from_json(GOLDEN).unwrap();
    let way = game.solution().unwrap();
    let mut events = Vec::new();
    for &cell in &way[1..] {
        if game.outcome().is_some() {
            break;
        }
        events = game
            .apply(Command::Go(cell), Duration::from_secs(1))
            .unwrap();
    }
    assert!(matches!(events.last(), Some(Event::Ended(_))), "{events:?}");
}

#[test]
fn every_kind_of_tampering_is_named() {
    type Tamper = fn(&mut SavedGame);
    let cases: Vec<(&str, Tamper, Problem)> = vec![
        (
            "player off the grid",
            |s| s.human.cell = 40_000,
            Problem::OffGrid {
                who: Who::Human,
                cell: 40_000,
            },
        ),
        (
            "AI off the grid",
            |s| s.ai.as_mut().unwrap().0.cell = 48,
            Problem::OffGrid {
                who: Who::Ai,
                cell: 48,
            },
        ),
        (
            "moves at the maximum",
            |s| s.human.moves = u64::MAX,
            Problem::TooManyMoves(Who::Human),
        ),
        (
            "game time at the maximum",
            |s| s.elapsed = Duration::MAX,
            Problem::TimeTooLate {
                what: "game time",
                time: Duration::MAX,
            },
        ),
        (
            "period at the maximum",
            |s| s.config.regenerate_every = Some(Duration::MAX),
            Problem::PeriodTooLong(Duration::MAX),
        ),
        (
            "next regeneration far away",
            |s| s.next_regeneration = Some(Duration::from_secs(1 << 40)),
            Problem::Schedule,
        ),
        (
            "difficulty against the size",
            |s| s.config.difficulty = Difficulty::Easy,
            Problem::SizeMismatch {
                difficulty: Size::new(10, 10),
                maze: Size::new(8, 6),
            },
        ),
        (
            "difficulty beyond the limit",
            |s| s.config.difficulty = Difficulty::Custom(Size::new(100_000, 100_000)),
            Problem::SizeOutOfRange(Size::new(100_000, 100_000)),
        ),
        (
            "an RNG state that cannot advance",
            |s| s.rng = SavedRng::Stuck(0),
            Problem::StuckRng,
        ),
        (
            "single mode with an AI",
            |s| s.config.mode = Mode::Single,
            Problem::ModeMismatch(Mode::Single),
        ),
        (
            "versus mode without its AI",
            |s| s.ai = None,
            Problem::ModeMismatch(Mode::Versus),
        ),
        (
            "an AI of another level",
            |s| s.ai.as_mut().unwrap().1.level = AiLevel::Easy,
            Problem::AiLevelMismatch {
                config: AiLevel::Hard,
                ai: AiLevel::Easy,
            },
        ),
        (
            "a trail that leads back through a wall",
            |s| {
                let (racer, _) = s.ai.as_ref().unwrap();
                let far = (racer.cell + 20) % 48;
                s.ai.as_mut().unwrap().1.trail = vec![far];
            },
            Problem::TrailThroughWalls,
        ),
        (
            "a trail from outside the maze",
            |s| s.ai.as_mut().unwrap().1.trail = vec![usize::MAX],
            Problem::TrailThroughWalls,
        ),
        (
            // Issue 70, item 4: a cell off the maze past the trail's first crashed the loader.
            "a trail that leaves the maze after its first cell",
            |s| s.ai.as_mut().unwrap().1.trail = vec![0, usize::MAX],
            Problem::TrailThroughWalls,
        ),
        (
            "a plan longer than the maze",
            |s| s.ai.as_mut().unwrap().1.plan = vec![3; 49],
            Problem::PlanTooLong(49),
        ),
        (
            "a maze of other cells than the board's",
            |s| {
                s.config.board = Board {
                    shape: ShapeKind::Hex,
                    ..Board::default()
                }
            },
            Problem::BoardMismatch,
        ),
        (
            "an outcome on a running game",
            |s| {
                s.outcome = Some(Outcome {
                    winner: Who::Human,
                    human_moves: 1,
                    ai_moves: Some(1),
                    elapsed: Duration::ZERO,
                })
            },
            Problem::FalseOutcome,
        ),
        (
            "the AI's memory a word short",
            |s| s.ai.as_mut().unwrap().1.visited = "0".repeat(16 * 2),
            Problem::Memory,
        ),
        (
            "the player's visited cells not hex",
            |s| s.visited = "x".repeat(16),
            Problem::Visited,
        ),
        (
            "a player on the exit without an outcome",
            |s| s.human.cell = s.maze.goal().unwrap(),
            Problem::MissingOutcome(Who::Human),
        ),
    ];
    for (name, tamper, expected) in cases {
        let mut saved = golden();
        tamper(&mut saved);
        let found = problems_of(&saved);
        assert!(found.contains(&expected), "{name}: {found:?}");
    }
}

#[test]
fn problems_are_all_listed_in_plain_words() {
    let mut saved = golden();
    saved.human.cell = 40_000;
    saved.rng = SavedRng::Stuck(0);
    saved.config.regenerate_every = Some(Duration::MAX);
    let text = FORMAT.to_json(&saved).unwrap();
    let err = save::from_json(&text).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "the saved game cannot be played: the maze regenerates every {} s, more than the limit of 86400 s; \
             the player stands on cell 40000, outside the maze; \
             the random number generator's state is even, which no generator reaches",
            u64::MAX
        )
    );
}

#[test]
fn unknown_fields_wrong_versions_and_foreign_files_are_refused() {
    let cases = [
        (
            GOLDEN.replacen("\"seed\": 11", "\"seed\": 11, \"cheat\": true", 1),
            "damaged",
        ),
        (
            GOLDEN.replacen("\"moves\": 1", "\"moves\": 1, \"x\": 0", 1),
            "damaged",
        ),
        (
            GOLDEN.replacen("\"version\": 3", "\"version\": 4", 1),
            "is version 4",
        ),
        (
            GOLDEN.replacen("\"version\": 3", "\"version\": 0", 1),
            "is version 0",
        ),
        (
            GOLDEN.replacen("maze-classic-save", "moving-maze-save", 1),
            "not a Maze Game save",
        ),
        (GOLDEN[..GOLDEN.len() / 2].to_owned(), "damaged"),
        (GOLDEN.replace("\"width\": 8", "\"width\": 9"), "damaged"),
        (GOLDEN_V2.replace("\"width\": 8", "\"width\": 9"), "damaged"),
    ];
    for (text, says) in cases {
        let err = save::from_json(&text).unwrap_err();
        assert!(matches!(err, SaveError::Envelope(_)), "{says}: {err:?}");
        assert!(err.to_string().contains(says), "{says}: {err}");
    }
}

/// The cells the player has visited survive a save and a regeneration (issue 41, defect 11).
#[test]
fn the_visited_cells_are_saved() {
    let config = maze_classic::Config {
        mode: Mode::Single,
        ..maze_classic::Config::new(3)
    };
    let mut game = Game::new(config).unwrap();
    let start = game.human().cell;
    assert!(game.visited(start));
    let next = game.solution().unwrap()[1];
    game.apply(Command::Go(next), Duration::from_secs(1))
        .unwrap();
    let here = game.human().cell;
    game.apply(Command::Wait, Duration::from_secs(61)).unwrap();
    assert_eq!(game.generation(), 1);
    let loaded = save::from_json(&save::to_json(&game).unwrap()).unwrap();
    assert!(loaded.visited(start) && loaded.visited(here));
    let seen = (0..loaded.maze().lattice().len())
        .filter(|&cell| loaded.visited(cell))
        .count();
    assert_eq!(seen, 2);
    assert_eq!(loaded, game);
}

#[test]
fn a_game_round_trips_through_serde_as_checked_state() {
    let game = save::from_json(GOLDEN).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), game);
    let off = json.replacen("{\"cell\":16", "{\"cell\":400", 1);
    let err = serde_json::from_str::<Game>(&off).unwrap_err().to_string();
    assert!(err.contains("outside the maze"), "{err}");
}
