//! `maze moving` and `maze moving-board`: Moving Maze's front ends: full screen ([`tui`]), the
//! specification's text mode, and the page in the browser.
//!
//! The messages for a missing file, an unknown mode and an inconsistent board are the
//! specification's, on standard output, each followed by a failure status. A file holding a
//! saved game (JSON, from `--save`) resumes that game instead of starting from a board.

pub mod arena;
mod text;
mod tui;

use std::io::{self, ErrorKind, IsTerminal, Read};
use std::process::ExitCode;

use maze_moving::Game;
use maze_moving::text::TextSession;

use crate::cli::{MovingArgs, MovingBoardArgs};

/// Plays a game from a board file (or a saved game) in the mode asked.
pub fn play(args: MovingArgs) -> anyhow::Result<ExitCode> {
    // A save keeps each colour's seat once: two for one colour would make a save that cannot
    // be loaded.
    for (i, (colour, _)) in args.seats.iter().enumerate() {
        if args.seats[..i].iter().any(|(c, _)| c == colour) {
            anyhow::bail!(
                "{} is given two seats; give each colour one --seat",
                colour.name().to_lowercase()
            );
        }
    }
    if let Some(save) = &args.save {
        crate::saves::check_folder(save)?;
    }
    let text = match read_within(&args.board, MAX_FILE_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => {
            note!(
                "{}: more than {MAX_FILE_BYTES} bytes, too big for a board or a saved game",
                args.board.display()
            );
            return refuse("The game board file is inconsistent.");
        }
        Err(err) if err.kind() == ErrorKind::NotFound => {
            return refuse("The game board file does not exist.");
        }
        Err(err) => {
            note!("cannot read {}: {err}", args.board.display());
            return refuse("The game board file does not exist.");
        }
    };
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    // The specification allows exactly `text` and `gui`; full screen is asked by flag, or
    // given at a terminal when no mode is.
    let mode = match args.mode.as_deref() {
        Some(mode @ ("text" | "gui")) => mode,
        Some(_) => {
            note!("the visual modes are text and gui; --full-screen asks for the full screen");
            return refuse("Unknown visual mode.");
        }
        None if interactive || args.full_screen => "tui",
        None => "text",
    };
    // A saved game is JSON; a board file starts with its size.
    let saved = text.trim_ascii_start().starts_with(b"{");
    let Some((session, kept)) = session(&args, text) else {
        return refuse("The game board file is inconsistent.");
    };
    let session = match fewer_players(&args, mode, saved, session) {
        Ok(session) => session,
        Err(why) => anyhow::bail!("{why}"),
    };
    // Seats on the command line take the table; without them a save's seats do.
    let seats = match args.seats.is_empty() {
        true => kept.seats,
        false => args.seats.clone(),
    };
    if mode == "tui" {
        let game = session.game().clone();
        let mut app = tui::App::new(game, seats, args.save);
        app.history = kept.history;
        tui::run(app)?;
        return Ok(ExitCode::SUCCESS);
    }
    if mode == "gui" {
        if !args.seats.is_empty() {
            note!(
                "--seat is for the full screen and text mode: on the page, choose who plays each colour under New game"
            );
        }
        crate::gui::serve(&args.serve, Some(session.game().clone()))?;
        return Ok(ExitCode::SUCCESS);
    }
    text::play(session, args.save.as_deref(), &seats)?;
    Ok(ExitCode::SUCCESS)
}

/// `session` with the game of `--players` colours, if asked: refused in text mode, which
/// plays the specification's four, for a `saved` game (which says who plays), and with a
/// seat for a colour out of the game. A saved game of fewer than four is refused in text
/// mode too.
fn fewer_players(
    args: &MovingArgs,
    mode: &str,
    saved: bool,
    session: TextSession,
) -> Result<TextSession, String> {
    use maze_moving::Colour;
    let game = session.game();
    let saved_fewer = game.colours().count() < 4;
    if mode == "text" {
        let why = "text mode plays the specification's four players";
        return match (args.players, saved_fewer) {
            (Some(n), _) if n < 4 => Err(format!(
                "--players {n} is played full screen or in the browser: {why} (run it without a mode, at a terminal, or with gui)"
            )),
            (_, true) => Err(format!(
                "the save is of a game of {}, played full screen or in the browser: {why}",
                game.colours().count()
            )),
            _ => Ok(session),
        };
    }
    let colours: &[Colour] = match args.players {
        Some(_) if saved => {
            return Err("a saved game already says who plays: leave out --players".to_owned());
        }
        None | Some(4) => return check_seats(args, session),
        Some(2) => &[Colour::Green, Colour::Blue],
        Some(_) => &[Colour::Green, Colour::Yellow, Colour::Red],
    };
    let setup = maze_moving::Setup {
        maze: game.maze().clone(),
        floating: game.floating(),
        relics: game.relic_goal(),
    };
    let game = Game::with_colours(setup, colours).map_err(|e| e.to_string())?;
    check_seats(args, TextSession::resume(game))
}

/// `session`, if every `--seat` names a colour in its game.
fn check_seats(args: &MovingArgs, session: TextSession) -> Result<TextSession, String> {
    let game = session.game();
    match args.seats.iter().find(|(c, _)| !game.plays(*c)) {
        Some((colour, _)) => Err(format!(
            "--seat {}: {} does not play in this game of {} ({})",
            colour.name().to_lowercase(),
            colour.name().to_lowercase(),
            game.colours().count(),
            game.colours()
                .map(|c| c.name().to_lowercase())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        None => Ok(session),
    }
}

/// The most bytes a board file or a saved game is read to: a 9×9 board takes a few hundred,
/// a save a few kilobytes; endless files (`/dev/zero`) stop here.
const MAX_FILE_BYTES: u64 = 1 << 20;

/// The bytes of the file at `path`, or `None` if it holds more than `most`.
fn read_within(path: &std::path::Path, most: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(most + 1)
        .read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= most).then_some(bytes))
}

/// The session the file starts: a new game on its board, or the saved game it holds with the
/// seats and history kept beside it. Every problem is reported on standard error, naming the
/// file.
fn session(args: &MovingArgs, bytes: Vec<u8>) -> Option<(TextSession, maze_moving::save::Session)> {
    let name = args.board.display();
    let Ok(text) = String::from_utf8(bytes) else {
        note!("{name}: not UTF-8 text");
        return None;
    };
    if text.trim_start().starts_with('{') {
        return match maze_moving::save::from_json_with(&text) {
            Ok((game, kept)) => Some((TextSession::resume(game), kept)),
            Err(err) => {
                note!("{name}: {:#}", anyhow::Error::from(err));
                None
            }
        };
    }
    match maze_moving::parse_board(&text) {
        Ok(setup) => Some((TextSession::resume(Game::new(setup)), Default::default())),
        Err(err) => {
            for problem in &err.problems {
                note!("{name}: {problem}");
            }
            None
        }
    }
}

/// Prints a specified message on standard output and fails.
fn refuse(message: &str) -> anyhow::Result<ExitCode> {
    crate::output::to_stdout(|out| writeln!(out, "{message}"))?;
    Ok(ExitCode::FAILURE)
}

/// Prints a random board file.
pub fn board(args: MovingBoardArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = mazes::rng_from_seed(seed);
    let setup = maze_moving::random_board(args.width, args.height, args.relics, &mut rng)?;
    // Told once the board is made: a refused size has no seed worth reproducing.
    crate::output::tell_seed(seed, args.seed);
    let text = maze_moving::board_file(&setup);
    crate::output::to_stdout(|out| out.write_all(text.as_bytes()))
}
