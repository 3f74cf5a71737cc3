//! Moving Maze's terminal UI, drawn on ratatui's `TestBackend` and driven by the same key
//! handling and ticks the event loop uses.

use std::time::Duration;

use maze_moving::computer::{self, Level};
use maze_moving::{Colour, Command, Game, Insertion, Phase, Side};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::App;
use super::app::{Screen, slots};

/// A 7 × 7 board with three relics each, the same on every run.
fn game() -> Game {
    let mut rng = mazes::rng_from_seed(3);
    Game::new(maze_moving::random_board(7, 7, 3, &mut rng).unwrap())
}

fn app(seats: Vec<(Colour, Level)>) -> App {
    let mut app = App::new(game(), seats, None);
    app.color = false;
    app
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::from(code));
}

fn screen(app: &App, width: u16, height: u16) -> String {
    crate::screen::drawn(app, width, height).join("\n")
}

/// Ticks the app through `seconds` of time from `from`, 40 ms a frame.
fn run_for(app: &mut App, from: Duration, seconds: u64) -> Duration {
    let mut now = from;
    let end = from + Duration::from_secs(seconds);
    while now < end && app.game.outcome().is_none() {
        now += Duration::from_millis(40);
        app.tick(now);
    }
    now
}

/// Issue 68, item 12: a 9 × 9 board fits 80 × 24 in the compact style, two lines a tile,
/// every adventurer drawn; at 120 × 40 it takes larger tiles.
#[test]
fn a_nine_by_nine_board_fits_80_by_24_in_compact_tiles() {
    let mut rng = mazes::rng_from_seed(4);
    let game = Game::new(maze_moving::random_board(9, 9, 3, &mut rng).unwrap());
    let mut app = App::new(game, Vec::new(), None);
    app.color = false;
    let text = screen(&app, 80, 24);
    insta::assert_snapshot!("nine_80x24", text);
    assert!(!text.contains("Terminal too small"));
    let board: String = text
        .lines()
        .map(|l| l.chars().take(38).collect::<String>())
        .collect();
    for initial in ['G', 'Y', 'R', 'B'] {
        assert!(board.contains(initial), "{initial}: {text}");
    }
    assert!(!screen(&app, 120, 40).contains("Terminal too small"));
    assert_eq!(app.min_size(), (9 * 4 + 2 + 36, 9 * 2 + 2 + 1));
}

#[test]
fn a_seven_by_seven_board_fits_80_by_24_and_grows_at_120_by_40() {
    let app = app(vec![(Colour::Yellow, Level::Medium)]);
    insta::assert_snapshot!("start_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("start_120x40", screen(&app, 120, 40));
    let small = screen(&app, 40, 12)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        small.contains("Terminal too small: 40×12, a 7×7 Moving Maze board needs 66×17."),
        "{small}"
    );
}

#[test]
fn the_arrows_choose_allowed_slots_and_the_reverse_of_the_last_slide_is_skipped() {
    let mut app = app(Vec::new());
    let north = |index| Insertion {
        side: Side::North,
        index,
    };
    assert_eq!(app.slot, north(1));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.slot, north(3));
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    // Past the top right, the right side's first slot.
    assert_eq!(
        app.slot,
        Insertion {
            side: Side::East,
            index: 1
        }
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(app.slot, north(5));
    // Space hurries computers; in a person's slide phase it does nothing.
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.game.phase(), Phase::Slide);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game.phase(), Phase::Move);
    press(&mut app, KeyCode::Char(' '));
    // Yellow may not push the tile back in from the south of column 6.
    let allowed = app.allowed_slots();
    assert_eq!(allowed.len(), slots(&app.game).len() - 1);
    assert!(!allowed.contains(&north(5).reverse()));
    for _ in 0..slots(&app.game).len() {
        press(&mut app, KeyCode::Tab);
        assert_ne!(app.slot, north(5).reverse());
    }
    assert!(screen(&app, 80, 24).contains('×'));
}

#[test]
fn a_person_rotates_slides_picks_a_tile_walks_and_ends_the_turn() {
    let mut app = app(Vec::new());
    let floating = app.game.floating();
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.game.floating(), floating.rotated_right());
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.game.floating(), floating);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.message, "Green slid the tile in ↓ column 2.");
    let targets = app.targets();
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.pick, targets.first().copied());
    if let Some(target) = app.pick {
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.game.player(Colour::Green).cell, target);
        let (walker, trail) = app.trail.clone().unwrap();
        assert_eq!((walker, trail.last()), (Colour::Green, Some(&target)));
    }
    if app.game.current() == Colour::Green {
        press(&mut app, KeyCode::Char(' '));
    }
    assert_eq!(app.game.current(), Colour::Yellow);
    assert!(
        app.history[0].starts_with("Green ↓ column 2 · "),
        "{:?}",
        app.history
    );
}

#[test]
fn a_refused_step_is_said_and_changes_nothing() {
    let mut app = app(Vec::new());
    press(&mut app, KeyCode::Enter);
    let before = app.game.clone();
    // Green stands in the top-left corner: the board ends to the north.
    press(&mut app, KeyCode::Up);
    assert_eq!(app.game, before);
    assert!(
        app.message == "The board ends to the north." || app.message.starts_with("No pathway"),
        "{}",
        app.message
    );
}

#[test]
fn computers_play_their_turns_at_a_readable_pace_and_the_same_turns_as_the_engine() {
    let seats: Vec<_> = Colour::ALL.iter().map(|&c| (c, Level::Easy)).collect();
    let mut app = app(seats);
    let mut expected = game();
    // Green's turn as the engine plays it.
    let turn = computer::choose(&expected, Level::Easy).unwrap();
    for command in turn.commands(&expected) {
        expected.apply(command).unwrap();
    }
    // Nothing happens in the first half second: a person sees the turn begin.
    let now = run_for(&mut app, Duration::ZERO, 0);
    app.tick(now + Duration::from_millis(500));
    assert_eq!(app.game.current(), Colour::Green);
    assert_eq!(app.game.phase(), Phase::Slide);
    let mut now = now + Duration::from_millis(500);
    let mut saw_walk = false;
    while app.game.current() == Colour::Green {
        now += Duration::from_millis(40);
        app.tick(now);
        saw_walk |= app.walk.is_some();
        assert!(now < Duration::from_secs(30), "Green's turn never ended");
    }
    assert!(now > Duration::from_secs(1), "the turn took only {now:?}");
    assert_eq!(app.game, expected);
    assert_eq!(app.history.len(), 1);
    let walked = expected.player(Colour::Green).cell != game().player(Colour::Green).cell;
    assert!(saw_walk || !walked);
}

#[test]
fn four_computers_play_a_whole_game_and_space_hurries_them() {
    let seats: Vec<_> = Colour::ALL.iter().map(|&c| (c, Level::Medium)).collect();
    let mut app = app(seats);
    let mut turns = 0;
    while app.game.outcome().is_none() {
        press(&mut app, KeyCode::Char(' '));
        turns += 1;
        assert!(turns < 2000, "no winner after {turns} turns");
    }
    let over = screen(&app, 80, 24);
    assert!(over.contains("Game over"), "{over}");
    assert!(app.history.last().unwrap().ends_with("wins!"));
    // The same game, played by the engine alone.
    let mut expected = game();
    while expected.outcome().is_none() {
        let turn = computer::choose(&expected, Level::Medium).unwrap();
        for command in turn.commands(&expected) {
            expected.apply(command).unwrap();
        }
    }
    assert_eq!(app.game, expected);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game, game());
    assert!(app.history.is_empty());
}

/// Issue 68 (Deliver 5): a game of two, green and blue on opposite corners, is played to its
/// end by two computers as the engine plays it; the others are not drawn or listed, and a new
/// game is of the same two.
#[test]
fn a_game_of_two_is_played_to_its_end_and_shows_only_its_two() {
    let two = || {
        let mut rng = mazes::rng_from_seed(3);
        let board = maze_moving::random_board(7, 7, 2, &mut rng).unwrap();
        Game::with_colours(board, &[Colour::Green, Colour::Blue]).unwrap()
    };
    let seats = vec![(Colour::Green, Level::Medium), (Colour::Blue, Level::Easy)];
    let mut app = App::new(two(), seats, None);
    app.color = false;
    let start = screen(&app, 80, 24);
    assert!(start.contains("Green") && start.contains("Blue"), "{start}");
    assert!(
        !start.contains("Yellow") && !start.contains("Red "),
        "{start}"
    );
    let mut turns = 0;
    while app.game.outcome().is_none() {
        press(&mut app, KeyCode::Char(' '));
        turns += 1;
        assert!(turns < 2000, "no winner after {turns} turns");
    }
    let mut expected = two();
    while expected.outcome().is_none() {
        let level = match expected.current() {
            Colour::Green => Level::Medium,
            _ => Level::Easy,
        };
        let turn = computer::choose(&expected, level).unwrap();
        for command in turn.commands(&expected) {
            expected.apply(command).unwrap();
        }
    }
    assert_eq!(app.game, expected);
    let over = screen(&app, 80, 24);
    assert!(over.contains("Game over"), "{over}");
    // Only the two took turns, alternately.
    let movers: Vec<&str> = app
        .history
        .iter()
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert!(
        movers.iter().all(|m| *m == "Green" || *m == "Blue"),
        "{movers:?}"
    );
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game, two());
}

#[test]
fn the_help_page_lists_every_key_and_scrolls() {
    let mut app = app(Vec::new());
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.screen, Screen::Help);
    let first = screen(&app, 80, 24);
    assert!(
        first.contains("turn the floating tile clockwise"),
        "{first}"
    );
    assert!(first.contains('▼'), "{first}");
    for _ in 0..40 {
        press(&mut app, KeyCode::Down);
    }
    let last = screen(&app, 80, 24);
    assert!(last.contains("a new game on the same board"), "{last}");
    assert!(last.contains("Not saved: start with --save FILE"), "{last}");
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.screen, Screen::Playing);
    insta::assert_snapshot!("help_120x40", {
        press(&mut app, KeyCode::Char('?'));
        screen(&app, 120, 40)
    });
}

#[test]
fn quitting_asks_first() {
    let mut app = app(Vec::new());
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen, Screen::ConfirmQuit);
    press(&mut app, KeyCode::Char('n'));
    assert!(!app.quit);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('y'));
    assert!(app.quit);
}

#[test]
fn ctrl_c_asks_like_q_and_a_second_one_quits() {
    let mut app = app(Vec::new());
    app.handle_key(crate::keys::ctrl_c());
    assert_eq!(app.screen, Screen::ConfirmQuit);
    assert!(screen(&app, 80, 24).contains("y or Ctrl-C: quit"));
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.screen, Screen::Playing);
    app.handle_key(crate::keys::ctrl_c());
    assert!(!app.quit);
    app.handle_key(crate::keys::ctrl_c());
    assert!(app.quit);
}

#[test]
fn every_command_is_saved_and_the_save_resumes_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let mut app = App::new(game(), Vec::new(), Some(path.clone()));
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Enter);
    let saved = std::fs::read_to_string(&path).unwrap();
    let resumed = maze_moving::save::from_json(&saved).unwrap();
    assert_eq!(resumed, app.game);
    assert_eq!(resumed.phase(), Phase::Move);
    // A resumed game mid-turn goes on in its phase.
    let mut again = App::new(resumed, Vec::new(), None);
    press(&mut again, KeyCode::Char(' '));
    assert_eq!(again.game.current(), Colour::Yellow);
    assert!(again.game.is_legal(Command::RotateRight));
}

/// Issue 68 (Deliver 5): before Enter, the tiles the slide would let the player reach are
/// marked where they stand now; after the slide, exactly those tiles, carried one step along
/// the slid line, are reachable, with the tile pushed in if it is.
#[test]
fn the_slide_preview_marks_the_tiles_reachable_after_it() {
    let mut app = app(Vec::new());
    let (width, height) = (app.game.maze().width(), app.game.maze().height());
    let mut shown = 0;
    for _ in 0..slots(&app.game).len() {
        let ghost = app.ghost();
        let mut after = app.game.clone();
        after.apply(Command::Slide(app.slot)).unwrap();
        if after.phase() == Phase::Move {
            let (side, line) = (app.slot.side, app.slot.index as usize);
            // Where a tile standing at (x, y) before the slide stands after it; the tile pushed
            // out has no place (None), and nor has any tile the preview should not hold.
            let carried = |(x, y): (usize, usize)| -> Option<(usize, usize)> {
                match side {
                    Side::North if x == line => (y + 1 < height).then_some((x, y + 1)),
                    Side::South if x == line => y.checked_sub(1).map(|y| (x, y)),
                    Side::West if y == line => (x + 1 < width).then_some((x + 1, y)),
                    Side::East if y == line => x.checked_sub(1).map(|x| (x, y)),
                    _ => Some((x, y)),
                }
            };
            let pushed_in = match side {
                Side::North => (line, 0),
                Side::South => (line, height - 1),
                Side::West => (0, line),
                Side::East => (width - 1, line),
            };
            let mut expected: Vec<(usize, usize)> =
                ghost.iter().map(|c| carried((c.x, c.y)).unwrap()).collect();
            let mut reachable: Vec<(usize, usize)> =
                after.reachable().iter().map(|c| (c.x, c.y)).collect();
            reachable.retain(|&c| c != pushed_in);
            expected.sort_unstable();
            reachable.sort_unstable();
            assert_eq!(expected, reachable, "slot {:?}", app.slot);
            shown += usize::from(screen(&app, 80, 24).contains('∘'));
        } else {
            assert!(ghost.is_empty(), "no preview when the slide ends the turn");
        }
        press(&mut app, KeyCode::Tab);
    }
    assert!(shown > 0, "some slot's preview is drawn");
}

/// Issue 68 (Deliver 5): `h` suggests the medium computer's turn and chooses its slot; the
/// suggested walk is open once the tile is in.
#[test]
fn the_hint_key_suggests_a_turn_that_can_be_played() {
    let mut app = app(Vec::new());
    let plan = maze_moving::computer::analyse(&app.game, maze_moving::computer::MEDIUM_HORIZON)
        .unwrap()
        .turn;
    press(&mut app, KeyCode::Char('h'));
    assert!(app.message.starts_with("Hint: "), "{}", app.message);
    assert!(
        app.message.contains(&format!(
            "walk to column {}, row {}",
            plan.destination.x + 1,
            plan.destination.y + 1
        )),
        "{}",
        app.message
    );
    assert_eq!(app.slot, plan.insertion);
    for _ in 0..plan.rotations {
        press(&mut app, KeyCode::Char('r'));
    }
    press(&mut app, KeyCode::Enter);
    let here = app.game.player(Colour::Green).cell;
    if app.game.phase() == Phase::Move && here != plan.destination {
        assert!(app.game.is_legal(Command::MoveTo(plan.destination)));
    }
    // In the move phase the hint picks the reachable tile nearest the goal.
    if app.game.phase() == Phase::Move {
        press(&mut app, KeyCode::Char('h'));
        assert!(app.pick.is_some(), "{}", app.message);
    }
}

/// Issue 68, item 6: the save keeps the computer's seats and the history shown.
#[test]
fn the_save_keeps_the_seats_and_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let seats = vec![(Colour::Yellow, Level::Hard)];
    let mut app = App::new(game(), seats.clone(), Some(path.clone()));
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.history.len(), 1, "green's turn is in the history");
    let saved = std::fs::read_to_string(&path).unwrap();
    let (game, kept) = maze_moving::save::from_json_with(&saved).unwrap();
    assert_eq!(game, app.game);
    assert_eq!(kept.seats, seats);
    assert_eq!(kept.history, app.history);
}

#[test]
fn an_expert_thinks_while_the_screen_stays_live() {
    let mut app = app(vec![(Colour::Green, Level::Expert)]);
    // The first ticks start it thinking and return with the board as it was (a tick that
    // waited for the search would come back with the move played).
    let now = run_for(&mut app, Duration::ZERO, 1);
    assert_eq!(app.game, game());
    assert!(
        screen(&app, 120, 40).contains("Green (expert) is thinking…"),
        "{}",
        screen(&app, 120, 40)
    );
    // Space waits for its turn and plays it whole.
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.game.current(), Colour::Yellow);
    assert_eq!(app.history.len(), 1);
    assert!(now >= Duration::from_secs(1));
}

#[test]
fn the_first_hint_is_shown_whole_at_80_columns() {
    let app = app(vec![]);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("(--seat yellow=medium seats a computer). ? help"),
        "{shown}"
    );
}

/// Play-test of issue 68: a game of two names its own two, lights the tiles in the mover's
/// colour, and a game resumed part way starts again on a fresh board of its size, everyone at
/// their corners with nothing collected (the first board is not in the save).
#[test]
fn a_game_of_two_speaks_of_its_two_and_a_resumed_game_starts_again_fresh() {
    let mut rng = mazes::rng_from_seed(3);
    let board = maze_moving::random_board(7, 7, 2, &mut rng).unwrap();
    let mut game = Game::with_colours(board, &[Colour::Green, Colour::Blue]).unwrap();
    let app = App::new(game.clone(), Vec::new(), None);
    assert_eq!(
        app.message,
        "Two players take turns here (--seat blue=medium seats a computer). ? help"
    );
    assert!(
        screen(&app, 120, 40).contains("(lit: where you could walk"),
        "{}",
        screen(&app, 120, 40)
    );
    // Two turns played, then the game is "resumed" there.
    for _ in 0..2 {
        let turn = computer::choose(&game, Level::Easy).unwrap();
        for command in turn.commands(&game) {
            game.apply(command).unwrap();
        }
    }
    let seats = vec![(Colour::Green, Level::Easy), (Colour::Blue, Level::Easy)];
    let mut app = App::new(game.clone(), seats, None);
    while app.game.outcome().is_none() {
        press(&mut app, KeyCode::Char(' '));
    }
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(
        app.message,
        "A new random board of the same size: a resumed game's first board is not kept."
    );
    let fresh = &app.game;
    assert_eq!(
        fresh.colours().collect::<Vec<_>>(),
        [Colour::Green, Colour::Blue]
    );
    assert_eq!((fresh.maze().width(), fresh.relic_goal()), (7, 2));
    assert_eq!(
        (fresh.current(), fresh.last_insertion()),
        (Colour::Green, None)
    );
    for colour in [Colour::Green, Colour::Blue] {
        let player = fresh.player(colour);
        assert_eq!(player.collected, 0);
        assert_eq!(player.cell, maze_moving::start_corner(fresh.maze(), colour));
    }
    assert!(app.history.is_empty());
}

/// Review of issue 68: while the terminal is too small to show the board, the computers
/// wait; once it shows again they play on.
#[test]
fn computers_wait_while_the_board_is_hidden() {
    use crate::screen::FullScreen;
    let seats = vec![(Colour::Green, Level::Easy), (Colour::Yellow, Level::Easy)];
    let mut app = app(seats);
    app.shown(false, Duration::ZERO);
    let later = run_for(&mut app, Duration::ZERO, 20);
    assert_eq!(app.game, game(), "a computer played unseen");
    assert!(app.history.is_empty());
    app.shown(true, later);
    run_for(&mut app, later, 20);
    assert!(!app.history.is_empty(), "the computers never went on");
}

/// Issue 68: the welcome and the hints take one line at 80 columns, so that a 7×7 board at
/// 80×24 keeps its bottom row of slots where it is (a message of two lines took that row, and
/// the slots' arrows moved up onto the tiles).
#[test]
fn the_welcome_and_the_hints_leave_a_7x7_board_whole_at_80x24() {
    for seed in 0..12 {
        let mut rng = mazes::rng_from_seed(seed);
        let board = maze_moving::random_board(7, 7, 3, &mut rng).unwrap();
        let mut app = App::new(Game::new(board), Vec::new(), None);
        let mut messages = vec![app.message.clone()];
        press(&mut app, KeyCode::Char('h'));
        messages.push(app.message.clone());
        press(&mut app, KeyCode::Enter);
        if app.game.phase() == Phase::Move {
            press(&mut app, KeyCode::Char('h'));
            messages.push(app.message.clone());
        }
        for message in &messages {
            assert_eq!(crate::screen::message_rows(message, 80), 1, "{message}");
        }
        let shown = screen(&app, 80, 24);
        let rows: Vec<&str> = shown.lines().collect();
        assert!(
            rows[22].contains('▲') || rows[22].contains('×'),
            "the bottom slots have their own row:\n{shown}"
        );
    }
}

/// Play-test of issue 68: the walk-phase hint keeps to the slide-phase hint's plan once its
/// slide is played, and a hint does not outlive its turn.
#[test]
fn the_walk_hint_keeps_to_the_slide_hint_and_ends_with_the_turn() {
    let mut kept = 0;
    for seed in 0..12 {
        let mut rng = mazes::rng_from_seed(seed);
        let board = maze_moving::random_board(7, 7, 3, &mut rng).unwrap();
        let mut app = App::new(Game::new(board), Vec::new(), None);
        let plan = computer::analyse(&app.game, computer::MEDIUM_HORIZON)
            .unwrap()
            .turn;
        press(&mut app, KeyCode::Char('h'));
        for _ in 0..plan.rotations {
            press(&mut app, KeyCode::Char('r'));
        }
        press(&mut app, KeyCode::Enter);
        if app.game.phase() != Phase::Move {
            continue;
        }
        press(&mut app, KeyCode::Char('h'));
        let walk = format!(
            "Enter walks to column {}, row {}, as planned",
            plan.destination.x + 1,
            plan.destination.y + 1
        );
        assert!(app.message.contains(&walk), "{} / {walk}", app.message);
        assert_eq!(app.pick, Some(plan.destination));
        kept += 1;
        press(&mut app, KeyCode::Char(' '));
        assert!(!app.message.starts_with("Hint"), "{}", app.message);
    }
    assert!(kept > 6, "{kept} of 12 boards walked the plan");
}
