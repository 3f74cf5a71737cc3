//! The word maze: dictionary files and the game's commands.

use std::sync::LazyLock;

use maze_words::{
    BadWord, Breakdown, Command, Config, Dictionary, Game, Level, MAX_WORD_LEN, MIN_WORD_LEN,
    Outcome, Winner,
};
use mazes::{Direction, Pos};

/// A word maze's dictionary file: the words it keeps make the same dictionary again; every line
/// that is not blank or a comment is kept as a word or listed as skipped, for a reason that
/// holds; and reading any kept word letter by letter ends on that word.
pub fn words_dictionary(data: &[u8]) {
    let Ok(loaded) = Dictionary::parse(data) else {
        return;
    };
    let dictionary = &loaded.dictionary;
    let words = dictionary.words();
    let again = Dictionary::new(words.iter().map(String::as_str))
        .expect("a dictionary's own words are words");
    assert_eq!(again.words(), words);
    let mut skipped = loaded.skipped.iter().peekable();
    let text = std::str::from_utf8(data).expect("a dictionary that loads is text");
    for (number, line) in (1..).zip(text.split('\n').map(str::trim)) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match skipped.next_if(|bad| bad.line == number) {
            Some(bad) => assert!(skipped_rightly(line, bad.reason), "{bad}"),
            None => assert!(
                dictionary.find(&line.to_ascii_lowercase()).is_some(),
                "{line:?}"
            ),
        }
    }
    assert!(
        skipped.next().is_none(),
        "a skipped line that is not in the file"
    );
    for word in words {
        let end = word.bytes().fold(dictionary.start(), |state, letter| {
            dictionary.read(state, letter)
        });
        let found: Vec<&str> = dictionary
            .words_ending(end)
            .map(|id| dictionary.word(id))
            .collect();
        assert!(found.contains(&word.as_str()), "{word} is not found");
    }
}

/// Whether `reason` is true of `line`.
fn skipped_rightly(line: &str, reason: BadWord) -> bool {
    let letters = line.bytes().all(|b| b.is_ascii_alphabetic());
    match reason {
        BadWord::NotLetters => !letters,
        BadWord::TooShort => letters && line.len() < MIN_WORD_LEN,
        BadWord::TooLong => letters && line.len() > MAX_WORD_LEN,
    }
}

/// The games the command target plays: two boards, each against the three levels. Built once,
/// since laying words is the slow part and the commands are what is fuzzed.
static GAMES: LazyLock<Vec<Game>> = LazyLock::new(|| {
    let dictionary = Dictionary::english();
    let mut games = Vec::new();
    for seed in [1, 2] {
        for level in Level::ALL {
            let config = Config {
                level,
                budget: 20_000,
                ..Config::new(seed)
            };
            let game = Game::new(config, dictionary.clone());
            games.push(game.expect("the fuzz boards build"));
        }
    }
    games
});

/// What a player sees of a game: the path, its score and the outcome.
fn seen(game: &Game) -> (Vec<Pos>, Breakdown, Option<Outcome>) {
    (
        game.path().to_vec(),
        game.breakdown(),
        game.outcome().cloned(),
    )
}

/// The game's commands as line mode reads them, a word each (the first byte picks the board and
/// the AI's level): `w a s d` words step a cell a letter, stopping at the first refused; `undo`
/// takes a step back; `done` hands the path in; `q` quits. A refused command changes nothing
/// the player sees; a command is refused exactly when `legal_commands` leaves it out; the path
/// is always a walk along open passages that never crosses itself, and its score as the game
/// kept it is the score read afresh; a finished game's winner is the higher total.
pub fn words_game(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let mut game = GAMES[usize::from(choice) % GAMES.len()].clone();
    for word in crate::words(rest, 200) {
        let commands: Vec<Command> = match word.as_str() {
            "q" | "quit" => return,
            "undo" | "back" => vec![Command::Back],
            "done" => vec![Command::Done],
            letters => letters
                .chars()
                .map_while(Direction::from_wasd)
                .map(Command::Move)
                .collect(),
        };
        for command in commands {
            let refused = !apply(&mut game, command);
            check_path(&game);
            if refused {
                break;
            }
        }
    }
}

/// Carries out `command` and checks what it did; whether it was accepted.
fn apply(game: &mut Game, command: Command) -> bool {
    let before = seen(game);
    let legal = game.legal_commands();
    let outcome = game.apply(command);
    assert_eq!(
        outcome.is_ok(),
        legal.contains(&command),
        "{command:?}: {outcome:?}"
    );
    match outcome {
        Ok(_) => true,
        Err(refusal) => {
            assert_eq!(seen(game), before, "{refusal} changed the game");
            false
        }
    }
}

/// The path's walk, its score, and a finished game's winner.
fn check_path(game: &Game) {
    let board = game.board();
    let path = game.path();
    assert_eq!(path.first(), Some(&board.start()));
    let walk = mazes::Path::from_cells(board.grid(), path);
    assert!(walk.is_some_and(|walk| walk.is_valid(board.grid())));
    let distinct: std::collections::HashSet<_> = path.iter().collect();
    assert_eq!(distinct.len(), path.len(), "the path crosses itself");
    let scored = maze_words::score(board, game.dictionary(), path);
    let expected = if path.last() == Some(&board.end()) {
        scored
    } else {
        scored.unfinished()
    };
    assert_eq!(game.breakdown(), expected);
    if let Some(outcome) = game.outcome() {
        let (player, ai) = (
            outcome.player.breakdown.total,
            outcome.ai.entry.breakdown.total,
        );
        assert_eq!(outcome.winner, Winner::of(player, ai));
        assert_eq!(outcome.ai.entry.path.last(), Some(&board.end()));
    }
}
