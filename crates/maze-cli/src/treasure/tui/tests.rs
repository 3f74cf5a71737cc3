//! The treasure maze's terminal UI, drawn on ratatui's `TestBackend` and driven by the same key
//! handling the event loop uses.

use std::time::Duration;

use maze_treasure::demo::Demo;
use maze_treasure::{Command, Config, Outcome, wealthiest_path};
use mazes::{Direction, Pos};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::App;
use super::app::Screen;

fn settings(seed: u64) -> Config {
    Config {
        player: "You".into(),
        loops: 4,
        ..Config::new(seed)
    }
}

fn app(seed: u64) -> App {
    let mut app = App::new(settings(seed)).unwrap();
    app.color = false;
    app
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::from(code));
}

fn screen(app: &App, width: u16, height: u16) -> String {
    crate::screen::drawn(app, width, height).join("\n")
}

fn arrow(dir: Direction) -> KeyCode {
    match dir {
        Direction::North => KeyCode::Up,
        Direction::South => KeyCode::Down,
        Direction::West => KeyCode::Left,
        Direction::East => KeyCode::Right,
    }
}

#[test]
fn the_maze_shows_the_rooms_you_may_enter_and_the_panel_your_purse() {
    let app = app(1);
    insta::assert_snapshot!("start_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("start_120x40", screen(&app, 120, 40));
    let enterable = app.enterable();
    assert!(!enterable.is_empty());
    assert!(
        screen(&app, 80, 24).contains('◦')
            || enterable
                .iter()
                .all(|&p| app.game.treasure().room(p) != Some(maze_treasure::Room::Standard))
    );
}

#[test]
fn walking_the_wealthiest_way_ends_at_the_goal_with_the_best_purse() {
    let mut app = app(2);
    let treasure = app.game.treasure().clone();
    let best = wealthiest_path(&treasure, treasure.start(), treasure.goal(), 1_000_000).unwrap();
    for &dir in best.path.steps() {
        press(&mut app, arrow(dir));
    }
    assert_eq!(
        app.game.outcome(),
        Some(Outcome::ReachedGoal { gold: best.gold })
    );
    assert_eq!(app.game.player().gold, best.gold);
    let over = screen(&app, 80, 24);
    assert!(over.contains("You reached the goal with"), "{over}");
    assert!(
        over.contains(&format!("{} is the best purse", best.gold)),
        "{over}"
    );
    // b plays that way on this maze.
    press(&mut app, KeyCode::Char('b'));
    let Screen::Watching(show) = &app.screen else {
        panic!("no demo: {:?}", app.screen);
    };
    assert_eq!(show.cells.last(), Some(&treasure.goal()));
    insta::assert_snapshot!("over_80x24", {
        press(&mut app, KeyCode::Char(' '));
        press(&mut app, KeyCode::Char(' '));
        screen(&app, 80, 24)
    });
}

#[test]
fn a_refused_move_is_said_and_changes_nothing() {
    let mut app = app(3);
    let before = app.game.clone();
    // The start is the top-left room: the maze ends to the north.
    press(&mut app, KeyCode::Up);
    assert_eq!(app.game, before);
    assert_eq!(app.message, "The maze ends to the north.");
    let Command::Move(dir) = app.game.legal_commands()[0];
    press(&mut app, arrow(dir));
    press(&mut app, arrow(dir.opposite()));
    assert!(
        app.message.contains("no room is entered twice"),
        "{}",
        app.message
    );
}

#[test]
fn a_walk_into_a_dead_end_ends_stuck_and_says_so() {
    // Walk always the first open way: on a perfect maze that ends in a dead end or the goal.
    for seed in 0..20 {
        let mut app = App::new(Config {
            loops: 0,
            ..settings(seed)
        })
        .unwrap();
        app.color = false;
        while app.game.outcome().is_none() {
            let Command::Move(dir) = app.game.legal_commands()[0];
            press(&mut app, arrow(dir));
        }
        if let Some(Outcome::Stuck { gold }) = app.game.outcome() {
            let over = screen(&app, 80, 24);
            assert!(over.contains("Stuck: every room beside you"), "{over}");
            assert!(over.contains(&format!("You carry {gold} gold")), "{over}");
            return;
        }
    }
    panic!("no walk got stuck in 20 mazes");
}

#[test]
fn each_demo_walks_step_by_step_with_its_story() {
    for (key, demo) in ['1', '2', '3', '4'].into_iter().zip(Demo::ALL) {
        let mut app = app(4);
        press(&mut app, KeyCode::Char(key));
        let Screen::Watching(show) = &app.screen else {
            panic!("{demo:?}: no demo");
        };
        assert_eq!(show.shown(), 1);
        let total = show.cells.len();
        assert_eq!(show.lines.len(), total);
        let name = demo.name().to_ascii_uppercase();
        assert!(screen(&app, 100, 30).contains(&name), "{demo:?}");
        // A second at the starting speed walks six more rooms.
        app.tick(Duration::from_secs(1));
        let Screen::Watching(show) = &app.screen else {
            panic!("{demo:?}: the demo stopped");
        };
        assert_eq!(show.shown(), (1 + 6).min(total), "{demo:?}");
        press(&mut app, KeyCode::Char(' '));
        let end = screen(&app, 100, 30);
        assert!(
            end.contains("The path ends at the goal with"),
            "{demo:?}: {end}"
        );
        press(&mut app, KeyCode::Char(' '));
        assert!(matches!(app.screen, Screen::Playing));
    }
}

#[test]
fn a_new_maze_takes_the_next_seed_and_quitting_asks() {
    let mut app = app(5);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game.treasure().maze().seed(), Some(6));
    assert_eq!(app.game.player().pos, Pos::new(0, 0));
    assert_eq!(app.message, "A new maze, seed 6.");
    press(&mut app, KeyCode::Char('?'));
    assert!(screen(&app, 80, 24).contains("demo: the wealthiest path"));
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.screen, Screen::ConfirmQuit(_)));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.quit);
}

#[test]
fn quitting_from_a_demo_asks_over_the_demo_and_stays_in_it() {
    let mut app = app(4);
    press(&mut app, KeyCode::Char('1'));
    press(&mut app, KeyCode::Char('q'));
    assert!(
        matches!(&app.screen, Screen::ConfirmQuit(back) if matches!(**back, Screen::Watching(_)))
    );
    let text = screen(&app, 100, 30);
    assert!(
        text.contains("EXPLORE") && text.contains("Quit the treasure maze?"),
        "{text}"
    );
    press(&mut app, KeyCode::Char('x'));
    assert!(
        matches!(app.screen, Screen::Watching(_)),
        "back in the demo"
    );
    app.handle_key(crate::keys::ctrl_c());
    assert!(matches!(app.screen, Screen::ConfirmQuit(_)));
    assert!(!app.quit);
    app.handle_key(crate::keys::ctrl_c());
    assert!(app.quit);
}

#[test]
fn undo_takes_a_step_back_and_the_panel_follows_the_best_from_here() {
    let mut app = app(3);
    let treasure = app.game.treasure().clone();
    let best = wealthiest_path(&treasure, treasure.start(), treasure.goal(), u64::MAX).unwrap();
    let text = screen(&app, 80, 24);
    assert!(
        text.contains(&format!("Best   {} gold at the goal", best.gold)),
        "{text}"
    );
    // Step off the best way where one can: the readout says what is still possible.
    let Command::Move(dir) = app.game.legal_commands()[0];
    press(&mut app, arrow(dir));
    let ahead = app.game.best_from_here(u64::MAX);
    let text = screen(&app, 80, 24);
    match ahead {
        Some(ahead) => assert!(
            text.contains(&format!("Best   {} gold at the goal", ahead.gold)),
            "{text}"
        ),
        None => assert!(text.contains("Best   the goal is cut off"), "{text}"),
    }
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game.player().pos, treasure.start());
    assert_eq!(app.game.player().gold, 0);
    assert_eq!(app.message, "Step taken back: you carry 0.");
    assert!(screen(&app, 80, 24).contains(&format!("Best   {} gold at the goal", best.gold)));
    press(&mut app, KeyCode::Backspace);
    assert_eq!(app.message, "There is no move to take back.");
}

#[test]
fn a_walk_that_ended_can_be_taken_back() {
    let mut app = App::new(Config {
        loops: 0,
        ..settings(2)
    })
    .unwrap();
    app.color = false;
    while app.game.outcome().is_none() {
        let Command::Move(dir) = app.game.legal_commands()[0];
        press(&mut app, arrow(dir));
    }
    let steps = app.game.player().trail().steps().len();
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game.outcome(), None);
    assert_eq!(app.game.player().trail().steps().len(), steps - 1);
    assert!(!screen(&app, 80, 24).contains("The walk is over"));
}
