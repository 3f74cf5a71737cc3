//! Maze Game: save files and line-mode commands.

use std::time::Duration;

use maze_classic::{Command, Game, HINT_STEPS, RuleError};
use mazes::Direction;

/// A Maze Game save: one that loads saves back to the same game.
pub fn classic_save(data: &[u8]) {
    crate::reloads(data, maze_classic::save::from_json, |game| {
        maze_classic::save::to_json(game).expect("a game saves")
    });
}

/// The settings a line-mode input plays: its first byte picks the mode, the AI's level and
/// whether the maze regenerates (every 5 s, a word being a second), on an easy maze.
fn line_config(choice: u8) -> maze_classic::Config {
    use maze_classic::{AiLevel, Mode};
    maze_classic::Config {
        mode: Mode::ALL[usize::from(choice & 1)],
        ai: AiLevel::ALL[usize::from(choice >> 1) % AiLevel::ALL.len()],
        regenerate_every: (choice & 0x80 != 0).then_some(Duration::from_secs(5)),
        ..maze_classic::Config::new(u64::from(choice))
    }
}

/// Line-mode commands, a word each, to a Maze Game: time passes a second before each word as
/// the line mode lets it; `w a s d` words move a step a letter, `next` and `solve` ask for the
/// way, `q` quits. A regeneration leaves everyone in place; a refused step leaves the game as it
/// was and an accepted one moves the player one open step; the hint and the solution follow
/// open passages from the player to the exit; the save of the game the words end with loads
/// back to it (the game after each word is where a shorter input ends).
pub fn classic_line(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let mut game = Game::new(line_config(choice)).expect("the fuzz settings are valid");
    for (second, word) in (1..).zip(crate::words(rest, 200)) {
        let now = Duration::from_secs(second);
        let (human, ai) = (game.human(), game.ai());
        let _ = game.apply(Command::Wait, now);
        assert_eq!(game.human(), human, "time moved the player");
        assert_eq!(game.ai(), ai, "time moved the AI");
        match word.as_str() {
            "q" | "quit" => break,
            "next" => check_way(&game, game.hint(HINT_STEPS), Some(HINT_STEPS)),
            "solve" => check_way(&game, game.solution(), None),
            letters => {
                for dir in letters.chars().map_while(Direction::from_wasd) {
                    step(&mut game, dir, now);
                }
            }
        }
    }
    let json = maze_classic::save::to_json(&game).expect("a game saves");
    let loaded = maze_classic::save::from_json(&json).expect("a saved game loads");
    assert_eq!(loaded, game);
}

/// One step of the player's, checked.
fn step(game: &mut Game, dir: Direction, now: Duration) {
    let before = game.clone();
    let (at, side) = (before.human().cell, dir.index());
    let open = before.maze().is_open_side(at, side);
    match game.apply(Command::Move(dir), now) {
        Ok(_) => {
            assert!(open, "walked through a wall");
            assert_eq!(before.maze().across(at, side), Some(game.human().cell));
        }
        Err(refusal) => {
            assert_eq!(*game, before, "{refusal} changed the game");
            let blocked = matches!(refusal, RuleError::Wall(_)) && !open;
            assert!(blocked || before.outcome().is_some(), "{refusal} is wrong");
        }
    }
}

/// A way the game showed: from the player, along open passages, to the exit, no longer than
/// `most` steps when it is a hint, else all the way. Every maze of the game has one.
fn check_way(game: &Game, way: Option<Vec<usize>>, most: Option<usize>) {
    let way = way.expect("a Maze Game's maze always has a way out");
    assert_eq!(way.first(), Some(&game.human().cell));
    assert!(game.sides_along(&way).is_some(), "the way crosses a wall");
    match most {
        Some(most) => assert!(way.len() <= most + 1),
        None => assert_eq!(way.last(), Some(&game.exit())),
    }
}
