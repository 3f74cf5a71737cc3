//! Saves: a game resumes exactly, the golden version-1, 2 and 3 saves keep loading (3 with its
//! seats and history), and every kind of
//! tampering is refused with its reason.

use maze_moving::save::{self, FORMAT};
use maze_moving::{
    Cell, Colour, Command, Event, Game, Insertion, Outcome, Phase, Problem, SaveError, SaveProblem,
    SavedGame, Side, parse_board,
};

const BOARD: &str = "5 5\n1\n0101xx\n0110xx 1010xx 0111g1 1010xx 0011xx\n0101xx 1110y1 1111xx 1011r1 0101xx\n1110xx 0101xx 1111b1 0101xx 1011xx\n0101xx 1010xx 1101xx 1010xx 0101xx\n1100xx 1010xx 1101xx 1010xx 1001xx\n";

/// A game a turn in: green has rotated, slid and ended the turn; yellow has rotated and slid.
fn game_in_progress() -> Game {
    let mut game = Game::new(parse_board(BOARD).unwrap());
    let slide = |side, index| Command::Slide(Insertion { side, index });
    for command in [
        Command::RotateRight,
        slide(Side::North, 1),
        Command::Done,
        Command::RotateLeft,
        slide(Side::West, 3),
    ] {
        game.apply(command).unwrap();
    }
    game
}

fn golden_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/save-v3.json")
}

/// What the full screen keeps beside `game_in_progress`: yellow is the computer's.
fn session() -> save::Session {
    save::Session {
        seats: vec![(Colour::Yellow, maze_moving::computer::Level::Hard)],
        history: vec!["Green ↻ ↓ column 2 · stayed".to_owned()],
    }
}

#[test]
fn the_golden_version_1_save_loads_as_the_game_it_was() {
    let golden = include_str!("golden/save-v1.json");
    assert_eq!(save::from_json(golden).unwrap(), game_in_progress());
}

#[test]
fn the_golden_version_2_save_loads_as_the_game_it_was_with_no_seats() {
    let golden = include_str!("golden/save-v2.json");
    let (game, kept) = save::from_json_with(golden).unwrap();
    assert_eq!(game, game_in_progress());
    assert_eq!(kept, save::Session::default());
}

#[test]
fn the_golden_version_3_save_keeps_the_seats_and_the_history() {
    let game = game_in_progress();
    let text = save::to_json_with(&game, &session()).unwrap();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(golden_path(), &text).unwrap();
    }
    let golden = std::fs::read_to_string(golden_path()).unwrap();
    assert_eq!(save::from_json_with(&golden).unwrap(), (game, session()));
    assert_eq!(
        text,
        golden,
        "the save format changed; see {}",
        golden_path().display()
    );
}

#[test]
fn a_seat_given_twice_or_a_history_too_long_is_refused() {
    let game = game_in_progress();
    let twice = save::Session {
        seats: vec![
            (Colour::Red, maze_moving::computer::Level::Easy),
            (Colour::Red, maze_moving::computer::Level::Hard),
        ],
        history: Vec::new(),
    };
    let text = save::to_json_with(&game, &twice).unwrap();
    let err = save::from_json_with(&text).unwrap_err().to_string();
    assert!(err.contains("red is given to the computer twice"), "{err}");
    let long = save::Session {
        seats: Vec::new(),
        history: vec!["x".repeat(save::MAX_HISTORY_LINE + 1)],
    };
    let text = save::to_json_with(&game, &long).unwrap();
    let err = save::from_json_with(&text).unwrap_err().to_string();
    assert!(err.contains("the history holds more than"), "{err}");
}

/// A game of two keeps who plays; a save whose absent colours leave fewer than two, or that
/// gives the turn or a seat to a colour that does not play, is refused with the reason.
#[test]
fn a_game_of_two_is_saved_and_absences_that_cannot_be_are_refused() {
    let game =
        Game::with_colours(parse_board(BOARD).unwrap(), &[Colour::Yellow, Colour::Blue]).unwrap();
    let text = save::to_json(&game).unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        doc["game"]["absent"],
        serde_json::json!(["green", "red"]),
        "{text}"
    );
    assert_eq!(save::from_json(&text).unwrap(), game);
    let tampered = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut doc["game"]);
        save::from_json(&doc.to_string()).unwrap_err().to_string()
    };
    let err = tampered(&|g| g["absent"] = serde_json::json!(["green", "red", "blue"]));
    assert!(err.contains("leave two to four that play"), "{err}");
    let err = tampered(&|g| g["absent"] = serde_json::json!(["green", "green"]));
    assert!(err.contains("each named once"), "{err}");
    let err = tampered(&|g| g["current"] = serde_json::json!("red"));
    assert!(err.contains("red does not play in this game"), "{err}");
    let seated = save::Session {
        seats: vec![(Colour::Green, maze_moving::computer::Level::Easy)],
        history: Vec::new(),
    };
    let err = save::from_json_with(&save::to_json_with(&game, &seated).unwrap())
        .unwrap_err()
        .to_string();
    assert!(err.contains("green does not play in this game"), "{err}");
}

#[test]
fn a_resumed_game_plays_on_identically() {
    let mut game = game_in_progress();
    let mut resumed = save::from_json(&save::to_json(&game).unwrap()).unwrap();
    assert_eq!(resumed.phase(), Phase::Move);
    for command in [
        Command::Done,
        Command::Slide(Insertion {
            side: Side::South,
            index: 1,
        }),
        Command::Quit,
    ] {
        assert_eq!(game.apply(command), resumed.apply(command));
    }
    assert_eq!(resumed.outcome(), Some(Outcome::Quit));
    let ended = save::from_json(&save::to_json(&resumed).unwrap()).unwrap();
    assert_eq!(ended.phase(), Phase::Over);
}

#[test]
fn commands_events_and_games_round_trip_through_serde() {
    let commands = [
        Command::RotateLeft,
        Command::Slide(Insertion {
            side: Side::East,
            index: 3,
        }),
        Command::Step(Side::West),
        Command::MoveTo(Cell::new(2, 0)),
        Command::Done,
        Command::Quit,
    ];
    let json = serde_json::to_string(&commands).unwrap();
    assert_eq!(
        serde_json::from_str::<Vec<Command>>(&json).unwrap(),
        commands
    );
    let events = [
        Event::Collected {
            colour: Colour::Red,
            all: true,
        },
        Event::TurnEnded(Colour::Blue),
        Event::Ended(Outcome::Won(Colour::Green)),
    ];
    let json = serde_json::to_string(&events).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Event>>(&json).unwrap(), events);
    let game = game_in_progress();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), game);
}

#[test]
fn every_kind_of_tampering_is_named() {
    type Tamper = fn(&mut SavedGame);
    let cases: Vec<(&str, Tamper, SaveProblem)> = vec![
        (
            "an adventurer off the board",
            |s| s.players[1].cell = Cell::new(40_000, 0),
            SaveProblem::OffBoard {
                colour: Colour::Yellow,
                cell: Cell::new(40_000, 0),
            },
        ),
        (
            "relics beyond the goal",
            |s| s.players[0].collected = u8::MAX,
            SaveProblem::TooManyCollected {
                colour: Colour::Green,
                collected: u8::MAX,
            },
        ),
        (
            "a fixed line as the last slide",
            |s| {
                s.last = Some(Insertion {
                    side: Side::North,
                    index: 2,
                })
            },
            SaveProblem::BadLastSlide(Insertion {
                side: Side::North,
                index: 2,
            }),
        ),
        (
            "a phase saved as over",
            |s| s.phase = Phase::Over,
            SaveProblem::OverPhase,
        ),
        (
            "a false winner",
            |s| s.outcome = Some(Outcome::Won(Colour::Red)),
            SaveProblem::FalseWin(Colour::Red),
        ),
        (
            "too many relics",
            |s| s.relics = 200,
            SaveProblem::Board(Problem::BadRelicCount {
                found: "200".into(),
            }),
        ),
        (
            "a missing relic",
            |s| s.relics = 2,
            SaveProblem::Board(Problem::MissingRelic {
                colour: Colour::Green,
                order: 2,
            }),
        ),
        (
            "an even board",
            |s| {
                for row in &mut s.rows {
                    row.pop();
                }
            },
            SaveProblem::Board(Problem::SizeOutOfRange {
                width: 4,
                height: 5,
            }),
        ),
        (
            "ragged rows",
            |s| {
                s.rows[2].pop();
            },
            SaveProblem::Ragged,
        ),
        (
            "a dead-end tile",
            |s| s.floating = "1000xx".parse().unwrap(),
            SaveProblem::TooFewOpenings("1000xx".parse().unwrap()),
        ),
    ];
    for (name, tamper, expected) in cases {
        let mut saved = SavedGame::from(game_in_progress());
        tamper(&mut saved);
        let text = FORMAT.to_json(&saved).unwrap();
        match save::from_json(&text) {
            Err(SaveError::Invalid(invalid)) => {
                assert!(invalid.problems.contains(&expected), "{name}: {invalid}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
}

#[test]
fn unknown_fields_versions_and_bad_tiles_are_refused() {
    let text = save::to_json(&game_in_progress()).unwrap();
    for (tampered, says) in [
        (
            text.replacen("\"relics\"", "\"cheat\": 1, \"relics\"", 1),
            "damaged",
        ),
        (
            text.replacen("\"version\": 3", "\"version\": 7", 1),
            "is version 7",
        ),
        (
            text.replacen("moving-maze-save", "maze-classic-save", 1),
            "not a Moving Maze save",
        ),
        (text.replacen("0110xx", "01q0xx", 1), "damaged"),
        (text[..text.len() / 3].to_owned(), "damaged"),
    ] {
        let err = save::from_json(&tampered).unwrap_err();
        assert!(matches!(err, SaveError::Envelope(_)), "{says}: {err:?}");
        assert!(err.to_string().contains(says), "{says}: {err}");
    }
}
