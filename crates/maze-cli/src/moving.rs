//! `maze moving` and `maze moving-board`: Moving Maze's front end.
//!
//! The messages for a missing file, an unknown mode and an inconsistent board are the
//! specification's, on standard output, each followed by a failure status.

use std::io::{self, BufRead, ErrorKind, Write};
use std::process::ExitCode;

use moving_maze::text::TextSession;

use crate::cli::{MovingArgs, MovingBoardArgs};

/// Plays a game from a board file in the mode asked.
pub fn play(args: MovingArgs) -> anyhow::Result<ExitCode> {
    let text = match std::fs::read(&args.board) {
        Ok(bytes) => bytes,
        Err(err) if err.kind() == ErrorKind::NotFound => {
            return refuse("The game board file does not exist.");
        }
        Err(err) => {
            eprintln!("cannot read {}: {err}", args.board.display());
            return refuse("The game board file does not exist.");
        }
    };
    if !matches!(args.mode.as_str(), "text" | "gui") {
        return refuse("Unknown visual mode.");
    }
    let setup = match String::from_utf8(text).map(|t| moving_maze::parse_board(&t)) {
        Ok(Ok(setup)) => setup,
        Ok(Err(err)) => {
            for problem in &err.problems {
                eprintln!("{}: {problem}", args.board.display());
            }
            return refuse("The game board file is inconsistent.");
        }
        Err(_) => {
            eprintln!("{}: not UTF-8 text", args.board.display());
            return refuse("The game board file is inconsistent.");
        }
    };
    if args.mode == "gui" {
        return refuse("The GUI is not available in this build yet; play with `text` mode.");
    }
    play_text(TextSession::new(setup))?;
    Ok(ExitCode::SUCCESS)
}

/// Prints a specified message on standard output and fails.
fn refuse(message: &str) -> anyhow::Result<ExitCode> {
    println!("{message}");
    Ok(ExitCode::FAILURE)
}

/// Runs the text mode on standard input and output until the game ends or input runs out.
///
/// Commands are words separated by any whitespace, as the course's Java `Scanner` read them:
/// one per line, or several on a line (the course's move files put them all on one).
fn play_text(mut session: TextSession) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(session.opening().as_bytes())?;
    out.flush()?;
    for line in io::stdin().lock().split(b'\n') {
        let line = line?;
        for word in String::from_utf8_lossy(&line).split_whitespace() {
            out.write_all(session.respond(word).as_bytes())?;
            out.flush()?;
            if session.is_over() {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// Prints a random board file.
pub fn board(args: MovingBoardArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    if args.seed.is_none() {
        eprintln!("seed {seed} (reproduce with --seed {seed})");
    }
    let mut rng = maze::rng_from_seed(seed);
    let setup = moving_maze::random_board(args.width, args.height, args.relics, &mut rng)?;
    print!("{}", moving_maze::board_file(&setup));
    Ok(())
}
