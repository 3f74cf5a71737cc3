//! `maze words`: seed 002's word maze, full screen on a terminal ([`tui`]), or in line mode
//! ([`line`]). The rules, the searches and the AI live in `maze-words`.

mod line;
mod records;
mod text;
mod tui;

use std::io::{self, IsTerminal, Read};
use std::path::Path;
use std::sync::Arc;

use anyhow::{Context, bail};
use maze_words::{Config, Dictionary, Game, MAX_FILE_BYTES};

use crate::cli::WordsArgs;

/// Starts the game the arguments describe.
pub fn run(args: WordsArgs) -> anyhow::Result<()> {
    let dictionary = match &args.dictionary {
        Some(path) => load_dictionary(path)?,
        None => Dictionary::english(),
    };
    let config = Config {
        size: args.size,
        seed: args.seed.unwrap_or_else(rand::random),
        algorithm: args.algorithm,
        loops: args.loops,
        words: args.words,
        level: args.ai,
        budget: args.budget,
    };
    let game = Game::new(config, dictionary.clone())?;
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        return line::run(game);
    }
    let kept = records::Kept::new(
        maze_store::default_path(records::NAME),
        game.board().config(),
        args.dictionary.as_deref().map(|file| (file, &*dictionary)),
    );
    let mut app = tui::App::new(game, dictionary);
    app.records = Some(kept);
    tui::run(app)
}

/// Reads a dictionary file, reporting the lines it skipped on standard error in one line.
fn load_dictionary(path: &Path) -> anyhow::Result<Arc<Dictionary>> {
    let name = path.display();
    if path.is_dir() {
        bail!("cannot use {name} as a dictionary: it is a directory");
    }
    let file = std::fs::File::open(path).with_context(|| format!("cannot open {name}"))?;
    let mut bytes = Vec::new();
    // One byte past the cap is enough to know the file is too big, whatever it claims.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    let loaded =
        Dictionary::parse(&bytes).with_context(|| format!("cannot use {name} as a dictionary"))?;
    if let Some(first) = loaded.skipped.first() {
        let more = match loaded.skipped.len() - 1 {
            0 => String::new(),
            n => format!(" (and {n} more)"),
        };
        note!(
            "{name}: skipped {} line{} that {} not words: {first}{more}",
            loaded.skipped.len(),
            plural(loaded.skipped.len()),
            if loaded.skipped.len() == 1 {
                "is"
            } else {
                "are"
            }
        );
    }
    Ok(Arc::new(loaded.dictionary))
}

/// A refused command as a sentence: the engine's words, capitalised, with a full stop.
fn refusal(err: maze_words::RuleError) -> String {
    match err {
        maze_words::RuleError::NotAtEnd => {
            sentence("your path has not reached the exit (bottom right) yet")
        }
        other => sentence(&other.to_string()),
    }
}

/// Plain lower-case words as a sentence: capitalised, with a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    format!("{first}{}.", chars.as_str())
}

/// "s" unless there is exactly one.
fn plural(count: impl TryInto<u64>) -> &'static str {
    if count.try_into().is_ok_and(|n| n == 1) {
        ""
    } else {
        "s"
    }
}
