//! Moving Maze: board files, save files and text-mode commands.

/// A Moving Maze board file: one that parses starts a game whose save reads back to it.
pub fn moving_board(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = maze_moving::parse_board(text) else {
        return;
    };
    let game = maze_moving::Game::new(setup);
    assert_eq!(saved_and_loaded(&game), game);
}

/// A Moving Maze save file: one that loads saves back to the same game, in the same words.
pub fn moving_save(data: &[u8]) {
    let save = |game: &maze_moving::Game| maze_moving::save::to_json(game).expect("a game saves");
    if let Some((game, saved)) = crate::reloads(data, maze_moving::save::from_json, save) {
        assert_eq!(save(&game), saved);
    }
}

/// A Moving Maze game's save written and read back.
fn saved_and_loaded(game: &maze_moving::Game) -> maze_moving::Game {
    let json = maze_moving::save::to_json(game).expect("a game saves");
    maze_moving::save::from_json(&json).expect("a saved game loads")
}

/// The board the text-mode target plays on.
const BOARD: &str = include_str!("../../../fuzz/board.txt");

/// Text-mode commands on a valid board, a word at a time: every answer ends with a prompt or
/// the game's end, a refused word leaves the game as it was, and the save of the game the
/// words end with reads back to it (the game after each word is where a shorter input ends).
pub fn moving_text(data: &[u8]) {
    let setup = maze_moving::parse_board(BOARD).expect("the fuzz board is valid");
    let mut session = maze_moving::text::TextSession::new(setup);
    for word in crate::words(data, 200) {
        let word = word.as_str();
        if session.is_over() {
            break;
        }
        let before = session.game().clone();
        let refused = match maze_moving::text::parse_command(before.phase(), word) {
            Ok(command) => before.clone().apply(command).is_err(),
            Err(_) => true,
        };
        let answer = session.respond(word);
        if refused {
            assert_eq!(session.game(), &before, "{word:?} was refused: {answer}");
        }
        assert!(session.is_over() || answer.ends_with(": \n> "), "{answer}");
    }
    let game = session.game();
    assert_eq!(&saved_and_loaded(game), game);
}
