//! The treasure maze: its files and the interactive program's lines.

use maze_treasure::console::{Answers, Console};
use maze_treasure::{Command, Config, Game};
use mazes::{Direction, Size};

/// A treasure maze file: one that reads writes back to the same maze, in the same words.
pub fn treasure_file(data: &[u8]) {
    let write = |treasure: &maze_treasure::Treasure| {
        maze_treasure::file::to_json(treasure).expect("a treasure maze writes")
    };
    if let Some((treasure, written)) = crate::reloads(data, maze_treasure::file::from_json, write) {
        assert_eq!(write(&treasure), written);
    }
}

/// The steps the closing search for the wealthiest way may take: its default, about a second,
/// would make each finished game a second long.
const SEARCH_BUDGET: u64 = 10_000;

/// Lines typed to the interactive program, which asks for everything but the maze's size
/// (the first byte picks one up to 10 × 10, so each input stays quick): every answer ends with
/// a question or the move prompt until the program is over; a refused move leaves the game as
/// it was; the player's trail is always a walk along open passages that never enters a room
/// twice.
pub fn treasure_console(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let size = Size::new(3 + u32::from(choice & 7), 3 + u32::from(choice >> 5));
    let answers = Answers {
        size: Some(size),
        ..Answers::default()
    };
    let mut console = Console::new(Config::new(u64::from(choice)), answers, choice & 8 != 0)
        .expect("the fuzz settings are valid")
        .with_budget(SEARCH_BUDGET);
    assert!(asks(&console.opening()));
    for line in String::from_utf8_lossy(rest).lines().take(100) {
        let before = console.game().cloned();
        let answer = console.respond(line);
        if console.is_over() {
            break;
        }
        assert!(asks(&answer), "{line:?} got {answer:?}");
        let (Some(before), Some(game)) = (before, console.game()) else {
            continue;
        };
        if let Ok(dir) = line.trim().to_ascii_lowercase().parse::<Direction>()
            && before.clone().apply(Command::Move(dir)).is_err()
        {
            assert_eq!(game, &before, "a refused {dir} changed the game");
        }
        check_trail(game);
    }
}

/// Whether `text` ends by asking something: a question or the move prompt.
fn asks(text: &str) -> bool {
    text.ends_with(":\n") || text.ends_with("?\n")
}

/// The player's trail: open passages from the start, no room twice, every room it entered
/// counted as visited.
fn check_trail(game: &Game) {
    let grid = game.treasure().grid();
    let trail = game.player().trail();
    assert!(trail.is_valid(grid), "the trail crosses a wall");
    let rooms: Vec<_> = trail.cells(grid).collect();
    let distinct: std::collections::HashSet<_> = rooms.iter().collect();
    assert_eq!(distinct.len(), rooms.len(), "a room entered twice");
    assert_eq!(rooms.len() as u64, game.player().rooms_visited());
    assert_eq!(rooms.last(), Some(&game.player().pos));
}
