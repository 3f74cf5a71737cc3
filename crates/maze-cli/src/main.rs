//! The `maze` command: generate, solve, measure and render mazes.

mod activity;
mod algorithms;
mod cli;
mod generate;
mod input;
mod memory;
mod output;
mod solve;
mod stats;

use std::io::{self, ErrorKind};
use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => {
            // --help and --version: print them as clap formats them.
            let _ = err.print();
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            // One line: clap's message without its usage block.
            let text = err.to_string();
            let message: Vec<&str> = text
                .lines()
                .map(str::trim)
                .take_while(|line| !line.is_empty())
                .collect();
            eprintln!("{} (see --help)", message.join(" "));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Generate(args) => generate::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Algorithms => algorithms::run(),
    }
}

/// A reader of our output went away (`maze generate | head`): not worth an error.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|e| e.downcast_ref::<io::Error>())
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}
