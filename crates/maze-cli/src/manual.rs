//! `maze completions` and `maze man`: the command line described for shells and for `man`,
//! both made from the same clap definition as `--help`, so they never disagree with it.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::Cli;

/// Prints the completion script for `shell`.
pub fn completions(shell: Shell) -> anyhow::Result<()> {
    let mut command = Cli::command();
    // Into memory first: clap_complete panics when its output cannot be written (a full
    // device); standard output's errors are then ours to report.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "maze", &mut script);
    crate::output::to_stdout(|out| out.write_all(&script))
}

/// Prints the manual page, in roff.
pub fn man_page() -> anyhow::Result<()> {
    let page = clap_mangen::Man::new(Cli::command());
    crate::output::to_stdout(|out| page.render(out))
}
