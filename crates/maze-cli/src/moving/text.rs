//! The text mode on standard input and output, saving after every command when asked, with
//! computer players taking the seats given to them.

use std::io::{self, Write};
use std::path::Path;

use maze_moving::Colour;
use maze_moving::computer::{self, Level};
use maze_moving::text::{self, TextSession};

/// Computer turns in a row after which a game with no person left at the table is stopped.
const MOST_COMPUTER_TURNS: usize = 2000;

/// Runs the text mode until the game ends or input runs out.
///
/// Commands are words separated by any whitespace, as the course's Java `Scanner` read them:
/// one per line, or several on a line (the course's move files put them all on one). With
/// `save`, the game is saved after every command; a failed save is reported on standard error
/// and the game goes on. A colour in `seats` is played by the computer: each of its words is
/// shown after the prompt, as typing would show it, and answered exactly as a person's is.
pub fn play(
    mut session: TextSession,
    save: Option<&Path>,
    seats: &[(Colour, Level)],
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(session.opening().as_bytes())?;
    out.flush()?;
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
    save: Option<&Path>,
    out: &mut impl Write,
) -> io::Result<()> {
    out.write_all(session.respond(word).as_bytes())?;
    out.flush()?;
    if let Some(path) = save {
        let text = maze_moving::save::to_json(session.game());
        if let Err(err) = crate::saves::write(path, text) {
            note!("not saved: {err:#}");
        }
    }
    Ok(())
}

/// Plays the computers' turns while one of them is to play.
fn computers(
    session: &mut TextSession,
    save: Option<&Path>,
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
        for word in &words {
            // The word shows after the prompt, as a person's typing would.
            writeln!(out, "{word}")?;
            respond(session, word, save, out)?;
        }
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
