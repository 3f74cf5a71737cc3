//! The word maze's terminal UI, drawn on ratatui's `TestBackend` and driven by the same key
//! handling the event loop uses.

use std::time::Duration;

use maze_words::{Config, Dictionary, Game, Level, Search, trace};
use mazes::{Direction, Pos, Size};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::App;
use super::app::{MenuItem, Screen, Then};

fn app(level: Level) -> App {
    let config = Config {
        size: Size::new(6, 5),
        level,
        budget: 10_000,
        ..Config::new(1)
    };
    let dictionary = Dictionary::english();
    let game = Game::new(config, dictionary.clone()).unwrap();
    let mut app = App::new(game, dictionary);
    app.color = false;
    app
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::from(code));
}

fn screen(app: &App, width: u16, height: u16) -> String {
    crate::screen::drawn(app, width, height).join("\n")
}

/// Walks `path` (its first cell is where the player stands) with arrow keys.
fn walk(app: &mut App, path: &[Pos]) {
    let grid = app.game.board().grid().clone();
    for &dir in mazes::Path::from_cells(&grid, path).unwrap().steps() {
        let key = match dir {
            Direction::North => KeyCode::Up,
            Direction::South => KeyCode::Down,
            Direction::West => KeyCode::Left,
            Direction::East => KeyCode::Right,
        };
        press(app, key);
    }
}

#[test]
fn the_walk_is_drawn_with_the_path_and_its_words() {
    // The snapshots live in `snapshots/`; `cargo insta review` accepts deliberate changes.
    let mut app = app(Level::Medium);
    insta::assert_snapshot!("start", screen(&app, 64, 16));
    // Along the top row, the path spells "sum" and the panel scores it.
    let top_row: Vec<Pos> = (0..5).map(|x| Pos::new(x, 0)).collect();
    walk(&mut app, &top_row);
    assert_eq!(app.game.words(), ["sum"]);
    assert_eq!(app.message, "New: sum +6!");
    insta::assert_snapshot!("walked", screen(&app, 64, 16));
}

#[test]
fn refusals_are_said_in_the_status_line() {
    let mut app = app(Level::Easy);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.message, "The board ends to the north.");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.message,
        "Your path has not reached the exit (bottom right) yet."
    );
    press(&mut app, KeyCode::Backspace);
    assert_eq!(app.message, "There is no step to take back.");
}

#[test]
fn handing_in_replays_the_ai_search_then_shows_both_paths() {
    let mut app = app(Level::Medium);
    let path = trace(app.game.board(), Search::Dfs).path;
    walk(&mut app, &path);
    press(&mut app, KeyCode::Enter);
    let Screen::Watching(replay) = &app.screen else {
        panic!("{:?} {}", app.screen, app.message)
    };
    assert_eq!((replay.cells_shown(), replay.then), (0, Then::Result));
    // Half a second at 20 cells a second shows 10 cells.
    app.tick(Duration::from_millis(500));
    let Screen::Watching(replay) = &app.screen else {
        panic!()
    };
    assert!(replay.explored.len() > 10);
    assert_eq!(replay.cells_shown(), 10);
    press(&mut app, KeyCode::Char('+'));
    assert_eq!(app.speed, 40);
    // Space skips to the end of the replay, and again goes on to the result.
    press(&mut app, KeyCode::Char(' '));
    let Screen::Watching(replay) = &app.screen else {
        panic!()
    };
    assert!(replay.finished());
    insta::assert_snapshot!("replayed", screen(&app, 64, 16));
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.screen, Screen::Result);
    insta::assert_snapshot!("result", screen(&app, 64, 26));
    // Too short for the whole page: it scrolls, and says so.
    insta::assert_snapshot!("result_compact", screen(&app, 64, 19));
    // Too narrow for two boards side by side: one board carries both paths.
    insta::assert_snapshot!("result_narrow", screen(&app, 52, 26));
}

#[test]
fn the_menu_changes_the_level_and_starts_a_new_board() {
    let mut app = app(Level::Medium);
    press(&mut app, KeyCode::Esc);
    insta::assert_snapshot!("menu", screen(&app, 64, 16));
    let level = MenuItem::ALL
        .iter()
        .position(|&i| i == MenuItem::Level)
        .unwrap();
    for _ in 0..level {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    assert_eq!(app.next_level, Level::Hard);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, Screen::Playing);
    assert_eq!(app.game.level(), Level::Hard);
    assert_eq!(app.game.board().config().seed, 2);
}

#[test]
fn a_search_can_be_watched_and_left() {
    let mut app = app(Level::Medium);
    press(&mut app, KeyCode::Char('2'));
    let Screen::Watching(replay) = &app.screen else {
        panic!()
    };
    assert_eq!(replay.then, Then::Play);
    assert_eq!(
        replay.explored,
        trace(app.game.board(), Search::Dfs).explored
    );
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, Screen::Playing);
}

#[test]
fn quitting_asks_first() {
    let mut app = app(Level::Medium);
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
    let mut app = app(Level::Medium);
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
fn a_tiny_terminal_gets_a_notice() {
    let app = app(Level::Medium);
    assert!(screen(&app, 30, 8).starts_with("Terminal too small: 30×8"));
}

/// Issue 41, defect 1: on a 10 × 10 board the result lists every term of both scores, and
/// at 80 × 24 it scrolls to the board's last row.
#[test]
fn the_result_lists_every_term_and_scrolls_to_the_whole_board() {
    let config = Config {
        size: Size::new(10, 10),
        level: Level::Hard,
        ..Config::new(1)
    };
    let dictionary = Dictionary::english();
    let mut app = App::new(Game::new(config, dictionary.clone()).unwrap(), dictionary);
    app.color = false;
    let path = trace(app.game.board(), Search::Dfs).path;
    walk(&mut app, &path);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char(' '));
    // Defect 9: the replay counts out of the board's cells.
    let replayed = screen(&app, 80, 24);
    assert!(replayed.contains(" of the 100 cells"), "{replayed}");
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.screen, Screen::Result);
    let outcome = app.outcome.clone().unwrap();
    insta::assert_snapshot!("result_10x10_120x40", screen(&app, 120, 40));
    let top = screen(&app, 80, 24);
    insta::assert_snapshot!("result_10x10_80x24", top);
    for word in &outcome.ai.entry.breakdown.words {
        assert!(
            top.contains(&format!("  {:<14}{:>+5}", word.word, word.points)),
            "{top}"
        );
    }
    assert!(top.contains("↑/↓ scroll"), "{top}");
    for _ in 0..30 {
        press(&mut app, KeyCode::Down);
    }
    let bottom = screen(&app, 80, 24);
    insta::assert_snapshot!("result_10x10_80x24_scrolled", bottom);
    assert!(bottom.lines().any(|l| l.starts_with("└───")), "{bottom}");
    press(&mut app, KeyCode::PageUp);
    press(&mut app, KeyCode::PageUp);
    assert_eq!(screen(&app, 80, 24), top);
}

#[test]
fn walls_are_drawn_in_grey_not_the_dark_blue_dark_terminals_hide() {
    let mut app = app(Level::Medium);
    app.color = true;
    let area = ratatui::layout::Rect::new(0, 0, 64, 16);
    let mut buffer = ratatui::buffer::Buffer::empty(area);
    ratatui::widgets::Widget::render(&app, area, &mut buffer);
    let walls: Vec<_> = buffer
        .content()
        .iter()
        .filter(|cell| {
            let box_drawing = '\u{2500}'..='\u{257f}';
            cell.symbol()
                .chars()
                .next()
                .is_some_and(|c| box_drawing.contains(&c))
        })
        .map(|cell| cell.fg)
        .collect();
    assert!(!walls.is_empty(), "the board has walls");
    assert!(walls.iter().all(|&fg| fg == ratatui::style::Color::Gray));
}

/// Issue 68, item 7: a board wider than the room beside the panel scrolls, keeps a blank
/// column before the panel, and points to the exit out of view.
#[test]
fn a_wide_board_is_clipped_beside_the_panel_and_points_to_the_exit() {
    let config = Config {
        size: Size::new(15, 15),
        level: Level::Medium,
        budget: 10_000,
        ..Config::new(3)
    };
    let dictionary = Dictionary::english();
    let game = Game::new(config, dictionary.clone()).unwrap();
    let mut app = App::new(game, dictionary);
    app.color = false;
    let text = screen(&app, 80, 24);
    assert!(text.contains("exit ↘"), "{text}");
    let score = text.lines().find(|l| l.contains("Score")).unwrap();
    let at = score.find("Score").unwrap();
    assert_eq!(&score[at - 1..at], " ", "a gap before the panel: {score}");
}

#[test]
fn a_handed_in_path_is_weighed_against_the_best_score_and_the_menu_lists_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(Level::Easy);
    let config = app.game.board().config().clone();
    app.records = Some(crate::words::records::Kept::new(
        dir.path().join("words-records.json"),
        &config,
        None,
    ));
    let hand_in = |app: &mut App| {
        let path = trace(app.game.board(), Search::Dfs).path;
        walk(app, &path);
        press(app, KeyCode::Enter);
        // Space shows the whole replay, and again goes on to the result.
        press(app, KeyCode::Char(' '));
        press(app, KeyCode::Char(' '));
        assert_eq!(app.screen, Screen::Result);
        app.outcome.as_ref().unwrap().player.breakdown.total
    };
    let first = hand_in(&mut app);
    let said = format!("Your first score on 6×5 boards: {first}, the score to beat.");
    assert_eq!(app.best.as_deref(), Some(said.as_str()));
    assert!(
        screen(&app, 64, 40).contains(&said),
        "{}",
        screen(&app, 64, 40)
    );
    // A new board of the same kind is weighed against it, and its line goes with the old one.
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.best, None);
    let second = hand_in(&mut app);
    let expected = match second.cmp(&first) {
        std::cmp::Ordering::Greater => {
            format!("A new best on 6×5 boards: {second}, past {first} (seed 1)!")
        }
        std::cmp::Ordering::Equal => {
            format!("You matched your best on 6×5 boards: {first} (first on the board of seed 1).")
        }
        std::cmp::Ordering::Less => {
            format!("Best on 6×5 boards: {first}, on the board of seed 1.")
        }
    };
    assert_eq!(app.best, Some(expected));
    press(&mut app, KeyCode::Esc);
    let bests = MenuItem::ALL
        .iter()
        .position(|&i| i == MenuItem::Bests)
        .unwrap();
    for _ in 0..bests {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, Screen::Bests);
    let page = screen(&app, 64, 20);
    let best = first.max(second);
    assert!(page.contains("Best scores"), "{page}");
    assert!(
        page.contains(&format!(
            "6×5        {best:>6}  {:>6}",
            if second > first { 2 } else { 1 }
        )),
        "{page}"
    );
    // The result stays drawn under the page.
    assert!(page.contains("Your score"), "{page}");
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.screen, Screen::Result);
}
