//! The text mode on standard input and output, saving after every command when asked, with
//! computer players taking the seats given to them.

use std::io::{self, Write};
use std::path::Path;

use maze_moving::Colour;
use maze_moving::computer::{self, Level};
use maze_moving::text::{self, TextSession};

/// Computer turns in a row after which a game with no person left at the table is stopped.
const MOST_COMPUTER_TURNS: usize = 2000;

/// Where the game is saved after every command, with the seats the save keeps.
#[derive(Clone, Copy)]
struct SaveTo<'a> {
    path: &'a Path,
    seats: &'a [(Colour, Level)],
}

/// What `help` says in a game with computer seats (the specification's text mode, without
/// seats, knows no `help`: it is invalid input there).
const HELP: &str = concat!(
    "Commands, one a line or several on a line:\n",
    crate::cli::moving_text_commands!(),
    "  help          this list\n"
);

/// Runs the text mode until the game ends or input runs out.
///
/// Commands are words separated by any whitespace, as the course's Java `Scanner` read them:
/// one per line, or several on a line (the course's move files put them all on one). With
/// `save`, the game is saved after every command; a failed save is reported on standard error
/// and the game goes on. A colour in `seats` is played by the computer: its turn's words are
/// shown after the prompt in one line, as typing would show them, and answered exactly as a
/// person's are; the board it leaves is shown once. With seats, `help` lists the commands.
pub fn play(
    mut session: TextSession,
    save: Option<&Path>,
    seats: &[(Colour, Level)],
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(session.opening().as_bytes())?;
    out.flush()?;
    let save = save.map(|path| SaveTo { path, seats });
    computers(&mut session, save, seats, &mut out)?;
    if session.is_over() {
        return Ok(());
    }
    // The course's move files put a whole game on one line: lines are kept whole, up to the
    // longest read at all.
    let mut input = io::stdin().lock();
    while let Some(line) = crate::input::next_line_within(&mut input, crate::input::MAX_READ_LINE)?
    {
        for word in line.split_whitespace() {
            if word == "help" && !seats.is_empty() {
                out.write_all(HELP.as_bytes())?;
                continue;
            }
            respond(&mut session, word, save, &mut out)?;
            computers(&mut session, save, seats, &mut out)?;
            if session.is_over() {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// Answers one word, and saves when asked.
fn respond(
    session: &mut TextSession,
    word: &str,
    save: Option<SaveTo>,
    out: &mut impl Write,
) -> io::Result<()> {
    let answer = answer(session, word, save);
    out.write_all(answer.as_bytes())?;
    out.flush()
}

/// Answers one word and saves when asked, returning what the text mode says.
fn answer(session: &mut TextSession, word: &str, save: Option<SaveTo>) -> String {
    let answer = session.respond(word);
    if let Some(SaveTo { path, seats }) = save {
        let kept = maze_moving::save::Session {
            seats: seats.to_vec(),
            history: Vec::new(),
        };
        let text = maze_moving::save::to_json_with(session.game(), &kept);
        if let Err(err) = crate::saves::write(path, text) {
            note!("not saved: {err:#}");
        }
    }
    answer
}

/// Plays the computers' turns while one of them is to play: each turn in one line of its
/// words, then the board as it leaves it (the answer to its last word), so that three
/// computers between two of a person's turns print three boards, not one a word. A relic
/// collected on an earlier word is still told, before that board.
fn computers(
    session: &mut TextSession,
    save: Option<SaveTo>,
    seats: &[(Colour, Level)],
    out: &mut impl Write,
) -> io::Result<()> {
    for _ in 0..MOST_COMPUTER_TURNS {
        let game = session.game();
        let current = game.current();
        let Some(&(_, level)) = seats.iter().find(|(colour, _)| *colour == current) else {
            return Ok(());
        };
        if session.is_over() {
            return Ok(());
        }
        let Some(turn) = computer::choose(game, level) else {
            return Ok(());
        };
        let words: Vec<String> = turn.commands(game).into_iter().map(text::word).collect();
        // The words show after the prompt, as a person's typing would.
        writeln!(out, "{}", words.join(" "))?;
        let mut last = String::new();
        for word in &words {
            let said = std::mem::replace(&mut last, answer(session, word, save));
            for line in said.lines().filter(|line| is_relic_news(line)) {
                writeln!(out, "{line}")?;
            }
        }
        out.write_all(last.as_bytes())?;
        out.flush()?;
    }
    if !session.is_over() {
        writeln!(
            out,
            "The computers stop after {MOST_COMPUTER_TURNS} turns in a row."
        )?;
        respond(session, "quit", save, out)?;
    }
    Ok(())
}

/// Whether `line` of an answer tells of a relic collected (which a computer's turn tells even
/// from a word whose board it does not print).
fn is_relic_news(line: &str) -> bool {
    line.ends_with(" has collected a relic.") || line.ends_with(" has all their relics.")
}
