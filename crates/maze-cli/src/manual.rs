//! `maze completions` and `maze man`: the command line described for shells and for `man`,
//! both made from the same clap definition as `--help`, so they never disagree with it.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::Cli;

/// Prints the completion script for `shell`.
pub fn completions(shell: Shell) -> anyhow::Result<()> {
    let script = script(shell);
    crate::output::to_stdout(|out| out.write_all(&script))
}

/// The completion script for `shell`. Into memory first: clap_complete panics when its output
/// cannot be written (a full device); standard output's errors are then ours to report.
fn script(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "maze", &mut script);
    script
}

/// Prints the manual page of `maze`, or of one of its commands, in roff.
pub fn man_page(command: Option<&str>) -> anyhow::Result<()> {
    let page = page(command)?;
    crate::output::to_stdout(|out| out.write_all(page.as_bytes()))
}

/// The page of `maze` (no `command`) or of `maze COMMAND`: name, synopsis, description and
/// options from the command line's own definition, then its examples and notes, the files, the
/// environment and the exit status.
fn page(command: Option<&str>) -> anyhow::Result<String> {
    let root = Cli::command();
    let (cmd, name) = match command {
        None => (root.clone(), "maze".to_owned()),
        Some(wanted) => {
            let Some(sub) = root.find_subcommand(wanted) else {
                let names: Vec<&str> = root.get_subcommands().map(|c| c.get_name()).collect();
                anyhow::bail!("there is no command {wanted:?}: try {}", names.join(", "));
            };
            (sub.clone(), format!("maze {}", sub.get_name()))
        }
    };
    let about = plain(&cmd.get_about().map(ToString::to_string).unwrap_or_default());
    let cmd = cmd
        .bin_name(name.clone())
        .about(about.clone())
        .mut_args(|mut arg| {
            if let Some(help) = arg.get_help().map(|h| plain(&h.to_string())) {
                arg = arg.help(help);
            }
            if let Some(long) = arg.get_long_help().map(|h| plain(&h.to_string())) {
                arg = arg.long_help(long);
            }
            arg
        });
    let man = clap_mangen::Man::new(cmd.clone())
        .title(name.replace(' ', "-"))
        .section("1")
        .source(concat!("maze ", env!("CARGO_PKG_VERSION")))
        .manual("maze manual");
    let mut roff = Vec::new();
    man.render_title(&mut roff)?;
    let mut text = String::from_utf8(roff)?;
    // The NAME line is what `apropos` lists: for `maze` itself, its jobs without the
    // sentence `--help` opens with.
    let summary = match command {
        None => ROOT_SUMMARY,
        Some(_) => about.trim_end_matches('.'),
    };
    text.push_str(&format!(
        ".SH NAME\n{} \\- {}\n",
        escape(&name),
        escape(summary)
    ));
    let mut rest = Vec::new();
    man.render_synopsis_section(&mut rest)?;
    text.push_str(&String::from_utf8(std::mem::take(&mut rest))?);
    let description = match (command, cmd.get_long_about()) {
        (_, Some(long)) => Some(plain(&long.to_string())),
        (None, None) => Some(about.clone()),
        (Some(_), None) => None,
    };
    if let Some(description) = description {
        text.push_str(&format!(".SH DESCRIPTION\n{}\n", escape(&description)));
    }
    man.render_options_section(&mut rest)?;
    text.push_str(&String::from_utf8(rest)?);
    if command.is_none() {
        text.push_str(&commands(&root));
    }
    if let Some(after) = cmd.get_after_help() {
        text.push_str(&format!(
            ".SH NOTES AND EXAMPLES\n.nf\n{}\n.fi\n",
            escape(&plain(&after.to_string()))
        ));
    }
    text.push_str(COMMON);
    Ok(text)
}

/// The COMMANDS section of `maze`'s page: each command, what it does, and its own page.
fn commands(root: &clap::Command) -> String {
    let mut text = String::from(".SH COMMANDS\n");
    for sub in root.get_subcommands() {
        let about = plain(&sub.get_about().map(ToString::to_string).unwrap_or_default());
        text.push_str(&format!(
            ".TP\n\\fBmaze {}\\fR\n{}\n",
            escape(sub.get_name()),
            escape(&about)
        ));
    }
    text.push_str(".PP\nEach command has a page of its own: \\fBmaze man generate\\fR, \\fBmaze man play\\fR and so on.\n");
    text
}

/// What `maze` does, for its page's NAME line.
const ROOT_SUMMARY: &str = "make, solve, measure, render and watch mazes, and play four maze games";

/// The sections every page ends with.
const COMMON: &str = r#".SH FILES
.TP
\fI~/.local/share/maze/classic.json\fR
The Maze Game's save (\fBmaze play\fR and the browser's Maze Game), unless \fB\-\-save\-file\fR names another. On other systems, the platform's data directory for maze; where there is none, \fImaze\-classic\-save.json\fR in the working directory.
.TP
\fIclassic\-records.json\fR
The Maze Game's best times, beside its save: one a maze size, set by single\-player wins played at a terminal with no hint or solution shown.
.TP
\fBmaze moving\fR \fB\-\-save\fR \fIFILE\fR
Moving Maze saves only where asked, after every command; \fBmaze moving\fR \fIFILE\fR resumes one, full screen or in text mode.
.PP
Saves are written whole or not at all (a new save replaces the old one only once it is on disk), and checked when loaded: a damaged or edited save is refused with its reasons.
.SH ENVIRONMENT
.TP
\fBNO_COLOR\fR
When set to anything, pictures and the full\-screen games use no colour (https://no\-color.org).
.TP
\fBDISPLAY\fR, \fBWAYLAND_DISPLAY\fR
Without either, \fBmaze gui\fR prints the address instead of opening a browser.
.SH EXIT STATUS
.TP
0
Success, including a game left with q.
.TP
1
An error, said in one line on standard error; \fBmaze check\fR also exits 1 when a maze fails a check.
.TP
2
The command line was not understood (clap's message, with its usage).
.SH SEE ALSO
\fBmaze man\fR \fICOMMAND\fR for each command's page; \fBmaze\fR \fICOMMAND\fR \fB\-\-help\fR for the same in the terminal.
"#;

/// Help text as a page reads it: without the Markdown backticks of `--help`.
fn plain(text: &str) -> String {
    text.replace('`', "")
}

/// Text made safe for roff: backslashes and hyphens escaped, and no line that starts like a
/// request.
fn escape(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = line.replace('\\', "\\e").replace('-', "\\-");
            if line.starts_with('.') || line.starts_with('\'') {
                format!("\\&{line}")
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    /// What the Debian package installs from `dist/` (`[package.metadata.deb]`), each file
    /// with what `maze man` and `maze completions` write today.
    fn packaged() -> Vec<(String, Vec<u8>)> {
        let mut files = vec![("man/maze.1".to_owned(), page(None).unwrap().into_bytes())];
        for sub in Cli::command().get_subcommands() {
            let name = sub.get_name();
            let text = page(Some(name)).unwrap();
            files.push((format!("man/maze-{name}.1"), text.into_bytes()));
        }
        for (shell, file) in [
            (Shell::Bash, "maze.bash"),
            (Shell::Zsh, "_maze"),
            (Shell::Fish, "maze.fish"),
        ] {
            files.push((format!("completions/{file}"), script(shell)));
        }
        files
    }

    /// Every page, the top one too, ends with examples (issue 68, item 20).
    #[test]
    fn every_manual_page_has_examples() {
        let names = Cli::command()
            .get_subcommands()
            .filter(|sub| sub.get_after_help().is_some())
            .map(|sub| sub.get_name().to_owned())
            .collect::<Vec<_>>();
        assert!(names.len() > 10, "{names:?}");
        for name in std::iter::once(None).chain(names.iter().map(|n| Some(n.as_str()))) {
            let text = page(name).unwrap();
            assert!(text.contains(".SH NOTES AND EXAMPLES"), "{name:?}");
            assert!(text.contains("maze "), "{name:?}");
        }
    }

    /// The manual pages and completion scripts in `dist/` are what the command writes, and
    /// nothing else is there: `UPDATE_DIST=1 cargo test -p maze-cli packaged` rewrites them
    /// after a change to the command line.
    #[test]
    fn the_packaged_manual_and_completions_are_what_the_command_writes() {
        let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
        let files = packaged();
        if std::env::var_os("UPDATE_DIST").is_some() {
            for folder in ["man", "completions"] {
                let _ = std::fs::remove_dir_all(dist.join(folder));
                std::fs::create_dir_all(dist.join(folder)).unwrap();
            }
            for (name, bytes) in &files {
                std::fs::write(dist.join(name), bytes).unwrap();
            }
        }
        for (name, bytes) in &files {
            let held = std::fs::read(dist.join(name))
                .unwrap_or_else(|e| panic!("dist/{name}: {e} (UPDATE_DIST=1 writes it)"));
            assert!(
                held == *bytes,
                "dist/{name} is not what the command writes now: UPDATE_DIST=1 rewrites it"
            );
        }
        let mut held: Vec<String> = ["man", "completions"]
            .into_iter()
            .flat_map(|folder| {
                std::fs::read_dir(dist.join(folder))
                    .unwrap()
                    .map(move |entry| format!("{folder}/{}", entry.unwrap().file_name().display()))
            })
            .collect();
        let mut made: Vec<String> = files.into_iter().map(|(name, _)| name).collect();
        held.sort();
        made.sort();
        assert_eq!(
            held, made,
            "dist/ holds a file the command no longer writes"
        );
    }
}
