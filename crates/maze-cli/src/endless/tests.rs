//! The endless game's terminal UI, drawn on ratatui's `TestBackend` and driven by the same key
//! handling the event loop uses.

use std::time::Duration;

use maze_classic::endless::{Config, Game, Target};
use mazes::Direction;
use mazes::infinite::Cell;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::App;
use super::app::Screen;

fn app(seed: u64, reach: u64) -> App {
    let config = Config {
        target: Target::Away(reach),
        ..Config::new(seed)
    };
    let mut app = App::new(Game::new(config).unwrap(), reach);
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
fn the_view_the_panel_and_the_map_show_where_you_stand() {
    let mut app = app(7, 40);
    insta::assert_snapshot!("start_100x30", screen(&app, 100, 30));
    press(&mut app, KeyCode::Char('h'));
    let hinted = screen(&app, 100, 30);
    assert!(hinted.contains('•'), "{hinted}");
    assert!(hinted.contains("40 passages left"));
    let start = maze_classic::endless::start_of(7);
    assert!(hinted.contains(&format!("x {}", start.x)));
    // The link, wrapped in the panel.
    assert!(hinted.contains("maze endless --seed 7 --at"));
    assert!(
        app.link()
            .starts_with(&format!("maze endless --seed 7 --at {start} --to "))
    );
}

#[test]
fn following_the_hint_reaches_the_target_and_n_sets_another() {
    let mut app = app(3, 25);
    let way = app.game.hint(usize::MAX);
    assert_eq!(way.len(), 25);
    for (i, dir) in way.into_iter().enumerate() {
        app.now = Duration::from_secs(i as u64);
        press(&mut app, arrow(dir));
    }
    assert_eq!(app.reached, 1);
    assert!(
        app.message
            .starts_with("Target reached in 25 moves (the fewest: 25)")
    );
    let over = screen(&app, 100, 30);
    assert!(over.contains("Target reached"), "{over}");
    // A move now is refused, and says why.
    press(&mut app, KeyCode::Up);
    assert!(app.message.contains("n sets a new one") || app.message.contains("wall"));
    let here = app.game.player();
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game.config().start, here);
    assert_eq!(app.game.way_left(), 25);
    assert!(app.game.outcome().is_none());
    assert!(
        app.farewell()
            .starts_with("25 moves, 1 target reached. To stand here again: maze endless --seed 3")
    );
}

#[test]
fn walls_refuse_and_help_and_quit_ask_first() {
    let mut app = app(5, 10);
    let closed = Direction::ALL
        .into_iter()
        .find(|&dir| !app.game.plane().is_open(app.game.player(), dir))
        .expect("a cell with four passages is rare; seed 5's start has a wall");
    let before: Cell = app.game.player();
    press(&mut app, arrow(closed));
    assert_eq!(app.game.player(), before);
    assert_eq!(app.message, "A wall stands that way.");
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.screen, Screen::Help);
    assert!(screen(&app, 100, 30).contains("How to play"));
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.screen, Screen::Playing);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen, Screen::ConfirmQuit);
    press(&mut app, KeyCode::Char('n'));
    assert!(!app.quit);
    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.quit);
}

#[test]
fn ctrl_c_asks_like_q_and_a_second_one_quits() {
    let mut app = app(5, 10);
    app.handle_key(crate::keys::ctrl_c());
    assert_eq!(app.screen, Screen::ConfirmQuit);
    assert!(screen(&app, 100, 30).contains("y or Ctrl-C: quit"));
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.screen, Screen::Playing);
    app.handle_key(crate::keys::ctrl_c());
    assert!(!app.quit);
    app.handle_key(crate::keys::ctrl_c());
    assert!(app.quit);
}

/// Review of issue 68: while the terminal is too small to show the game, its clock stands
/// still, as the Maze Game's does.
#[test]
fn the_clock_stands_still_while_the_game_is_hidden() {
    use crate::screen::FullScreen;
    let mut app = app(5, 10);
    let secs = Duration::from_secs;
    app.tick(secs(2));
    assert_eq!(app.elapsed(), secs(2));
    app.shown(false, secs(3));
    app.tick(secs(9));
    assert_eq!(app.elapsed(), secs(3), "the clock ran while hidden");
    app.shown(true, secs(10));
    app.tick(secs(11));
    assert_eq!(app.elapsed(), secs(4));
}
