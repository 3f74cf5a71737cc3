//! Saves: the golden version-1 and version-2 files keep loading, and every kind of tampering is refused with
//! its reason, never a panic, a hang or a huge allocation.

use std::time::Duration;

use maze::{Direction, Pos, Size};
use maze_classic::save::{self, FORMAT, SaveError};
use maze_classic::{
    AiLevel, Command, Difficulty, Event, Game, Mode, Outcome, Problem, SavedGame, SavedRng, Who,
};

const GOLDEN: &str = include_str!("golden/save-v2.json");
const GOLDEN_V1: &str = include_str!("golden/save-v1.json");

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

#[test]
fn the_golden_version_1_save_loads_as_the_same_game_in_version_2() {
    let old = save::from_json(GOLDEN_V1).unwrap();
    assert_eq!(old, save::from_json(GOLDEN).unwrap());
    assert_eq!(save::to_json(&old).unwrap(), GOLDEN.trim_end());
}

#[test]
fn the_golden_version_2_save_loads_and_is_written_back_the_same() {
    let game = save::from_json(GOLDEN).unwrap();
    assert_eq!(game.config().seed, 11);
    assert_eq!(game.config().mode, Mode::Versus);
    assert_eq!(game.maze().grid().size(), Size::new(8, 6));
    assert_eq!(game.human().pos, Pos::new(0, 2));
    assert_eq!(game.ai().map(|ai| ai.moves), Some(1));
    assert_eq!(save::to_json(&game).unwrap(), GOLDEN.trim_end());
}

#[test]
fn the_golden_game_plays_on() {
    let mut game = save::from_json(GOLDEN).unwrap();
    let path = game.solution().unwrap();
    let mut events = Vec::new();
    for &dir in path.steps() {
        if game.outcome().is_some() {
            break;
        }
        events = game
            .apply(Command::Move(dir), Duration::from_secs(1))
            .unwrap();
    }
    assert!(matches!(events.last(), Some(Event::Ended(_))), "{events:?}");
}

#[test]
fn every_kind_of_tampering_is_named() {
    type Tamper = fn(&mut SavedGame);
    let far = Pos::new(40_000, 2);
    let cases: Vec<(&str, Tamper, Problem)> = vec![
        (
            "player off the grid",
            |s| s.human.pos = Pos::new(40_000, 2),
            Problem::OffGrid {
                who: Who::Human,
                pos: far,
            },
        ),
        (
            "AI off the grid",
            |s| s.ai.as_mut().unwrap().0.pos = Pos::new(3, 6),
            Problem::OffGrid {
                who: Who::Ai,
                pos: Pos::new(3, 6),
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
                let grid = s.maze.grid();
                let blocked = Direction::ALL
                    .into_iter()
                    .find(|&dir| !grid.is_open(racer.pos, dir.opposite()))
                    .unwrap();
                s.ai.as_mut().unwrap().1.trail = vec![blocked];
            },
            Problem::TrailThroughWalls,
        ),
        (
            "a plan longer than the maze",
            |s| s.ai.as_mut().unwrap().1.plan = vec![Direction::East; 49],
            Problem::PlanTooLong(49),
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
            |s| s.human.pos = s.maze.goal().unwrap(),
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
    saved.human.pos = Pos::new(40_000, 2);
    saved.rng = SavedRng::Stuck(0);
    saved.config.regenerate_every = Some(Duration::MAX);
    let text = FORMAT.to_json(&saved).unwrap();
    let err = save::from_json(&text).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "the saved game cannot be played: the maze regenerates every {} s, more than the limit of 86400 s; \
             the player stands at 40000,2, outside the maze; \
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
            GOLDEN.replacen("\"version\": 2", "\"version\": 3", 1),
            "is version 3",
        ),
        (
            GOLDEN.replacen("\"version\": 2", "\"version\": 0", 1),
            "is version 0",
        ),
        (
            GOLDEN.replacen("maze-classic-save", "moving-maze-save", 1),
            "not a Maze Game save",
        ),
        (GOLDEN[..GOLDEN.len() / 2].to_owned(), "damaged"),
        (GOLDEN.replace("\"width\": 8", "\"width\": 9"), "damaged"),
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
    let start = game.human().pos;
    assert!(game.visited(start));
    let step = game.solution().unwrap().steps()[0];
    game.apply(Command::Move(step), Duration::from_secs(1))
        .unwrap();
    let here = game.human().pos;
    game.apply(Command::Wait, Duration::from_secs(61)).unwrap();
    assert_eq!(game.generation(), 1);
    let loaded = save::from_json(&save::to_json(&game).unwrap()).unwrap();
    assert!(loaded.visited(start) && loaded.visited(here));
    let seen = loaded
        .maze()
        .grid()
        .cells()
        .filter(|&p| loaded.visited(p))
        .count();
    assert_eq!(seen, 2);
    assert_eq!(loaded, game);
}

#[test]
fn a_game_round_trips_through_serde_as_checked_state() {
    let game = save::from_json(GOLDEN).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), game);
    let off = json.replacen(
        "{\"pos\":{\"x\":0,\"y\":2}",
        "{\"pos\":{\"x\":400,\"y\":2}",
        1,
    );
    let err = serde_json::from_str::<Game>(&off).unwrap_err().to_string();
    assert!(err.contains("outside the maze"), "{err}");
}
