use super::*;
use crate::treasure::Room;

/// Every answer: Greg, a perfect 7 × 7 maze from corner to corner.
fn ready_answers() -> Answers {
    Answers {
        name: Some("Greg".into()),
        size: Some(Size::new(7, 7)),
        start: Some(Pos::new(0, 0)),
        goal: Some(Pos::new(6, 6)),
        loops: Some(0),
        wrap: Some(Wrap::None),
    }
}

/// A console with everything answered.
fn ready(seed: u64) -> Console {
    Console::new(Config::new(seed), ready_answers(), false).unwrap()
}

#[test]
fn the_setup_asks_the_seeds_questions_and_re_asks_bad_answers() {
    let mut console = Console::new(Config::new(3), Answers::default(), false).unwrap();
    let dashes = "-".repeat(52);
    assert_eq!(
        console.opening(),
        format!(
            "{dashes}\nThis is an INTERACTIVE demo of the maze program.\n{dashes}\nWhat is your name [Player]?\n"
        )
    );
    let script = [
        (
            "Greg",
            "Hello, Greg!\nConfigure your maze...\nEnter the number of columns [7]:\n",
        ),
        (
            "0",
            "A maze has 1 to 4096 columns, not 0.\nEnter the number of columns [7]:\n",
        ),
        (
            "ten",
            "'ten' is not a whole number.\nEnter the number of columns [7]:\n",
        ),
        ("10", "Enter the number of rows [7]:\n"),
        ("10", "Enter the start row index (starting at zero) [0]:\n"),
        (
            "10",
            "Row 10 is outside the maze: its rows are 0 to 9.\nEnter the start row index (starting at zero) [0]:\n",
        ),
        (
            "0",
            "Enter the start column index (starting at zero) [0]:\n",
        ),
        ("0", "Enter the goal row index (starting at zero) [9]:\n"),
        ("0", "Enter the goal column index (starting at zero) [9]:\n"),
        (
            "0",
            "The goal cannot be the start room (row 0, column 0).\nEnter the goal column index (starting at zero) [9]:\n",
        ),
        ("9", "Is it a room maze, with loops? (yes or no) [no]:\n"),
        (
            "maybe",
            "Please answer yes or no, not 'maybe'.\nIs it a room maze, with loops? (yes or no) [no]:\n",
        ),
        ("no", "Is it a wrapping maze? (no, x, y or both) [no]:\n"),
    ];
    for (answer, expected) in script {
        assert_eq!(console.respond(answer), expected, "answering {answer:?}");
    }
    let start = console.respond("no");
    assert!(start.starts_with(&format!(
        "{dashes}\nMAZE SUMMARY:\n10 rows X 10 columns\nStart: row 0, column 0\nGoal: row 0, column 9\nIs not a room maze\nIs not a wrapping maze\n"
    )), "{start}");
    assert!(
        start.ends_with(&format!(
            "{dashes}\nBuilding the maze...\nSetting up the game...\nReady to play!\n{dashes}\n\
         Player (Greg): location - (0, 0), gold count - 0\n{dashes}\n{MOVE_PROMPT}\n"
        )),
        "{start}"
    );
    assert!(console.game().is_some());
}

#[test]
fn empty_answers_take_the_defaults() {
    let mut console = Console::new(Config::new(3), Answers::default(), false).unwrap();
    console.opening();
    for _ in 0..10 {
        console.respond("");
    }
    let game = console.game().expect("the defaults make a maze");
    assert_eq!(game.player().name, "Player");
    assert_eq!(game.treasure().grid().size(), Size::new(7, 7));
    assert_eq!(game.treasure().goal(), Pos::new(6, 6));
}

#[test]
fn too_many_loops_are_asked_again_after_the_build_fails() {
    let answers = Answers {
        name: Some("Ada".into()),
        size: Some(Size::new(2, 2)),
        start: Some(Pos::new(0, 0)),
        goal: Some(Pos::new(1, 1)),
        wrap: Some(Wrap::None),
        ..Answers::default()
    };
    let mut console = Console::new(Config::new(1), answers, false).unwrap();
    assert!(console.opening().ends_with("(yes or no) [no]:\n"));
    assert_eq!(
        console.respond("yes"),
        "Enter the number of extra passages [5]:\n"
    );
    assert_eq!(
        console.respond("3"),
        "That maze cannot be built: 3 extra passages asked, but the maze has only 1 walls to open.\nEnter the number of extra passages [5]:\n"
    );
    assert!(
        console
            .respond("1")
            .contains("Is a room maze with 1 extra passage\n")
    );
}

#[test]
fn flags_that_cannot_make_a_maze_name_the_flag() {
    let bad = |answers: Answers, base: Config| Console::new(base, answers, false).unwrap_err();
    let start = bad(
        Answers {
            size: Some(Size::new(5, 5)),
            start: Some(Pos::new(0, 5)),
            ..Answers::default()
        },
        Config::new(1),
    );
    assert_eq!(
        start.to_string(),
        "--start: row 5 is outside the maze: its rows are 0 to 4"
    );
    let gold = bad(
        Answers::default(),
        Config {
            gold_frequency: 1.5,
            ..Config::new(1)
        },
    );
    assert_eq!(gold.flag, "--gold");
    let loops = bad(
        Answers {
            name: Some("A".into()),
            size: Some(Size::new(2, 2)),
            start: Some(Pos::new(0, 0)),
            goal: Some(Pos::new(1, 1)),
            loops: Some(9),
            wrap: Some(Wrap::None),
        },
        Config::new(1),
    );
    assert_eq!(loops.flag, "--loops");
}

/// The first direction from the player's room that `accept`s the rule's answer.
fn find_move(console: &Console, accept: impl Fn(Result<(), RuleError>) -> bool) -> Direction {
    let game = console.game().unwrap();
    Direction::ALL
        .into_iter()
        .find(|&dir| {
            let mut copy = game.clone();
            accept(copy.apply(Command::Move(dir)).map(drop))
        })
        .expect("some direction gives that answer")
}

#[test]
fn moves_are_told_in_the_seeds_words() {
    // A maze whose start room has a wall on its east or south side.
    let mut console = (0..)
        .map(ready)
        .find(|c| c.game().unwrap().legal_commands().len() == 1)
        .unwrap();
    console.opening();
    let dir = find_move(&console, |r| r == Err(RuleError::Edge(Direction::North)));
    assert_eq!(
        console.respond(dir.name()),
        format!(
            "Moving NORTH\nCannot move NORTH. Edge of the maze blocking the player!\n\
             Player (Greg): location - (0, 0), gold count - 0\n{RULE}\n{MOVE_PROMPT}\n"
        )
    );
    let wall = find_move(&console, |r| matches!(r, Err(RuleError::Wall(_))));
    let loud = wall.name().to_ascii_uppercase();
    assert!(console.respond(&wall.name()[..1]).starts_with(&format!(
        "Moving {loud}\nCannot move {loud}. Wall blocking the player!\n"
    )));
    let open = find_move(&console, |r| r.is_ok());
    let moved = console.respond(&open.name().to_ascii_uppercase());
    assert!(moved.starts_with(&format!("Moving {}\n", open.name().to_ascii_uppercase())));
    let back = open.opposite();
    let loud = back.name().to_ascii_uppercase();
    assert!(console.respond(back.name()).starts_with(&format!(
        "Moving {loud}\nCannot move {loud}. The player has already visited that room!\n"
    )));
    assert!(
        console
            .respond("up")
            .starts_with("'up' is not a move: type north, south, east or west")
    );
}

#[test]
fn gold_and_thieves_are_announced_with_the_new_count() {
    // Wander until a gold room and a thief's room have been entered.
    let (mut gold, mut thief) = (false, false);
    for seed in 0..200 {
        let mut console = ready(seed);
        console.opening();
        while !console.is_over() {
            let dir = find_move(&console, |r| r.is_ok());
            let game = console.game().unwrap();
            let to = game
                .treasure()
                .grid()
                .neighbor(game.player().pos, dir)
                .unwrap();
            let room = game.treasure().room(to).unwrap();
            let out = console.respond(dir.name());
            let purse = console.game().unwrap().player().gold;
            let count = format!("Gold count is now: {purse} gold pieces\n");
            match room {
                Room::Gold(_) => {
                    gold = true;
                    assert!(out.contains(&format!("Player entered a room with gold!\n{count}")));
                }
                Room::Thief => {
                    thief = true;
                    assert!(out.contains(&format!("Player encountered a thief!\n{count}")));
                }
                Room::Standard => assert!(!out.contains("Gold count")),
            }
            if console.is_over() {
                assert!(out.contains("Game over: Greg "), "{out}");
                assert!(
                    out.contains("The wealthiest way from the start to the goal ends with")
                        || out.contains("a perfect run!")
                        || out.contains("No way from the start to the goal keeps any gold.")
                );
            }
        }
        if gold && thief {
            return;
        }
    }
    panic!("no walk met both gold and a thief");
}

#[test]
fn reaching_the_goal_ends_the_program() {
    let mut console = ready(8);
    console.opening();
    let treasure = console.game().unwrap().treasure().clone();
    let path = mazes::solve::bfs(treasure.grid(), treasure.start(), treasure.goal()).unwrap();
    let mut last = String::new();
    for dir in path.steps() {
        assert!(!console.is_over());
        last = console.respond(dir.name());
    }
    assert!(console.is_over());
    assert!(
        last.contains(
            "Player reached the goal node of the maze!\nPlayer (Greg): location - (6, 6)"
        )
    );
    assert!(!last.contains(MOVE_PROMPT));
    assert_eq!(console.respond("north"), "");
}

#[test]
fn quitting_says_goodbye() {
    let mut console = ready(2);
    console.opening();
    assert_eq!(
        console.respond("quit"),
        "Goodbye, Greg! You leave the maze with 0 gold pieces.\n"
    );
    assert!(console.is_over());
}

#[test]
fn the_map_shows_the_player_the_rooms_and_a_legend() {
    let mut console = ready(4);
    console.opening();
    let out = console.respond("map");
    let lines: Vec<&str> = out.lines().collect();
    // 7 rooms each way: 15 lines of 15 characters, then the legend, then the prompt.
    assert_eq!(lines.len(), 17);
    assert!(lines[..15].iter().all(|l| l.chars().count() == 15));
    assert_eq!(lines[1].chars().nth(1), Some('P'));
    assert_eq!(lines[13].chars().nth(13), Some('G'));
    assert_eq!(
        lines[15],
        "P you   S start   G goal   $ gold   T thief   · your way so far"
    );
    let game = console.game().unwrap();
    let treasure = game.treasure();
    let marks = |symbol| {
        lines[..15]
            .iter()
            .map(|l| l.matches(symbol).count())
            .sum::<usize>()
    };
    let rooms = |want: fn(Room) -> bool| {
        treasure
            .grid()
            .cells()
            .filter(|&p| treasure.room(p).is_some_and(want))
            .count()
    };
    assert_eq!(marks('$'), rooms(|r| matches!(r, Room::Gold(_))));
    assert_eq!(marks('T'), rooms(|r| r == Room::Thief));
}

#[test]
fn the_map_of_a_big_maze_is_the_block_around_the_player() {
    let answers = Answers {
        name: Some("Big".into()),
        size: Some(Size::new(100, 60)),
        start: Some(Pos::new(50, 30)),
        goal: Some(Pos::new(0, 0)),
        loops: Some(0),
        wrap: Some(Wrap::None),
    };
    let mut console = Console::new(Config::new(1), answers, false).unwrap();
    console.opening();
    let out = console.respond("m");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2 * 12 + 1 + 3);
    assert_eq!(
        lines[26],
        "Rows 24 to 35 and columns 35 to 64 of 60 rows X 100 columns, around you."
    );
    assert_eq!(lines[2 * 6 + 1].chars().nth(2 * 15 + 1), Some('P'));
}

#[test]
fn a_maze_from_a_file_asks_only_for_the_name() {
    let (treasure, _) = Treasure::build(&Config::new(6)).unwrap();
    let mut console = Console::with_treasure(treasure.clone(), None, false);
    assert!(console.opening().ends_with("What is your name [Player]?\n"));
    let start = console.respond("Lin");
    assert!(start.contains("Hello, Lin!\nConfigure your maze...\n"));
    assert!(start.contains("Seed 6 (play this maze again with --seed 6)\n"));
    assert!(start.ends_with(&format!("{MOVE_PROMPT}\n")));
    assert_eq!(console.game().unwrap().treasure(), &treasure);
}

#[test]
fn a_search_cut_short_never_calls_the_run_perfect() {
    let finish = |console: Console| {
        let mut console = console.with_budget(1);
        console.opening();
        let treasure = console.game().unwrap().treasure().clone();
        let path = mazes::solve::bfs(treasure.grid(), treasure.start(), treasure.goal()).unwrap();
        path.steps()
            .iter()
            .map(|dir| console.respond(dir.name()))
            .last()
            .unwrap()
    };
    let rooms = Answers {
        loops: Some(12),
        ..ready_answers()
    };
    // The player's gold matches the best the search found, but the search was cut short: it
    // cannot call the run perfect.
    let last = finish(Console::new(Config::new(8), rooms, false).unwrap());
    assert!(last.contains("could not try them all"), "{last}");
    assert!(!last.contains("perfect run"), "{last}");
}

/// Issue 68, item 1: a maze whose every way to the goal keeps no gold is not a "perfect run".
#[test]
fn a_run_with_no_gold_to_keep_is_not_called_perfect() {
    let config = Config {
        gold_frequency: 0.0,
        ..Config::new(3)
    };
    let mut console = Console::new(config, ready_answers(), false).unwrap();
    console.opening();
    let treasure = console.game().unwrap().treasure().clone();
    let path = mazes::solve::bfs(treasure.grid(), treasure.start(), treasure.goal()).unwrap();
    let last = path
        .steps()
        .iter()
        .map(|dir| console.respond(dir.name()))
        .last()
        .unwrap();
    assert!(
        last.contains("No way from the start to the goal keeps any gold."),
        "{last}"
    );
    assert!(!last.contains("perfect run"), "{last}");
    assert!(
        last.lines().all(|line| line.chars().count() <= 80),
        "{last}"
    );
}
