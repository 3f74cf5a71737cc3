//! The `maze` command: make, solve, measure, render and watch mazes, and play four maze games
//! (the Maze Game, Moving Maze, the treasure maze and the word maze) in the terminal or the
//! browser.

/// Like `eprintln!`, but a standard error that cannot be written (closed, or a full device)
/// costs the message, never a panic.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// Like `println!` for a line that is a courtesy (an address shown): a standard output that
/// cannot be written costs the line, never a panic.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

mod activity;
mod algorithms;
mod canvas;
mod check;
mod classic;
mod cli;
mod clock;
mod count;
mod endless;
mod generate;
mod gui;
mod infinite;
mod input;
mod keys;
mod manual;
mod memory;
mod moving;
mod output;
mod pipe;
mod print;
mod rate;
mod recipe;
mod records;
mod saves;
mod screen;
mod solve;
mod stats;
mod treasure;
mod watch;
mod words;

use std::io::{self, ErrorKind};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

use crate::cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = match parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err(err) => {
            // clap's own words: its suggestions ("a similar subcommand exists") and usage line
            // are worth more than one folded line. Help and version go to standard output.
            let _ = err.print();
            return if err.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            note!("error: {}", message(&err));
            ExitCode::FAILURE
        }
    }
}

/// The command line `args` as the program's options, with what only clap's matches know:
/// which options were typed rather than defaulted.
fn parse(
    args: impl IntoIterator<Item = impl Into<std::ffi::OsString> + Clone>,
) -> Result<Cli, clap::Error> {
    let matches = Cli::command().try_get_matches_from(args)?;
    let mut cli = Cli::from_arg_matches(&matches)?;
    if let (Command::Play(args), Some(("play", play))) = (&mut cli.command, matches.subcommand()) {
        args.chosen = cli::PlayArgs::GAME_OPTIONS
            .iter()
            .any(|&id| play.value_source(id) == Some(clap::parser::ValueSource::CommandLine));
    }
    Ok(cli)
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let done = |result: anyhow::Result<()>| result.map(|()| ExitCode::SUCCESS);
    mazes::set_threads(cli.threads);
    match cli.command {
        Command::Generate(args) => done(generate::run(args)),
        Command::Solve(args) => done(solve::run(args)),
        Command::Stats(args) => done(stats::run(args)),
        Command::Check(args) => check::run(args),
        Command::Count(args) => done(count::run(args)),
        Command::Uniformity(args) => done(count::uniformity(args)),
        Command::Print(args) => done(print::run(args)),
        Command::Algorithms => done(algorithms::run()),
        Command::Play(args) => done(classic::run(args)),
        Command::Watch(args) => done(watch::run(args)),
        Command::Moving(args) => moving::play(args),
        Command::MovingBoard(args) => done(moving::board(args)),
        Command::MovingArena(args) => done(moving::arena::run(args)),
        Command::Treasure(args) => done(treasure::run(args)),
        Command::Words(args) => done(words::run(args)),
        Command::Endless(args) => done(endless::run(&args)),
        Command::Infinite(args) => done(infinite::run(args)),
        Command::Gui(args) => done(gui::run(args)),
        Command::Completions(args) => done(manual::completions(args.shell)),
        Command::Man(args) => done(manual::man_page(args.command.as_deref())),
    }
}

/// The error and its causes, joined by colons, each said once: a cause whose words its parent
/// already ends with (a message that quotes its source) is not repeated.
fn message(err: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in err.chain() {
        let part = cause.to_string();
        if text.ends_with(&part) {
            continue;
        }
        if !text.is_empty() {
            text.push_str(": ");
        }
        text.push_str(&part);
    }
    text
}

/// A reader of our output went away (`maze generate | head`): not worth an error. The
/// library's errors hold their I/O error transparently (their source is its source), so the
/// chain is looked into through them too.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(io_error)
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}

/// The I/O error `err` is or holds.
fn io_error<'a>(err: &'a (dyn std::error::Error + 'static)) -> Option<&'a io::Error> {
    if let Some(io) = err.downcast_ref::<io::Error>() {
        return Some(io);
    }
    match err.downcast_ref::<mazes::format::FormatError>() {
        Some(mazes::format::FormatError::Io(io)) => return Some(io),
        Some(_) => return None,
        None => {}
    }
    match err.downcast_ref::<mazes::stream::StreamError>() {
        Some(mazes::stream::StreamError::Io(io)) => Some(io),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(args: &[&str]) -> bool {
        match parse(args) {
            Ok(Cli {
                command: Command::Play(play),
                ..
            }) => play.chosen,
            _ => panic!("{args:?} is `maze play`"),
        }
    }

    #[test]
    fn a_game_is_chosen_by_typed_game_options_only() {
        assert!(!chosen(&["maze", "play"]));
        assert!(!chosen(&[
            "maze",
            "play",
            "--save-file",
            "x.json",
            "--plain"
        ]));
        assert!(chosen(&["maze", "play", "--size", "easy"]));
        assert!(chosen(&["maze", "play", "--seed", "5"]));
        assert!(
            chosen(&["maze", "play", "--size", "medium"]),
            "even the default, typed"
        );
        assert!(chosen(&["maze", "play", "--weave"]));
    }
}
