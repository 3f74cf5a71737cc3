//! Pages' own games written down as they are played, so that a server started again gives
//! each page its game back.
//!
//! A game is a file in the server's folder of live games, named after its page's token
//! (`TOKEN.jsonl`): its first line says how the game began (a new game's request with its
//! seed chosen, or the save it was loaded from) and each further line a request it accepted,
//! with the server time it came at. The engines are deterministic, so replaying the lines
//! gives the game back exactly, clock included. The first line replaces the file atomically;
//! each further one is appended in a single write, so a server killed mid-game loses at most
//! the request it was answering, and a line torn by a full disk is left out with what follows.
//! Files untouched for [`KEPT_FOR`] go, and the oldest go beyond [`MOST_KEPT`].

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

use crate::protocol::ClientMessage;

/// How long a page's game waits on disk for its page to come back.
pub(crate) const KEPT_FOR: Duration = Duration::from_secs(7 * 24 * 60 * 60);
/// The most games kept on disk; beyond them the oldest go.
pub(crate) const MOST_KEPT: usize = 1024;
/// The longest journal kept: a game past it is no longer written down (a person's game is
/// far shorter; a script's is not worth the disk).
const MOST_BYTES: u64 = 4 * 1024 * 1024;

/// One line of a game's journal; `at` is the server's time, in milliseconds, when it happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub(crate) enum Line {
    /// The game began with `request`, a new game's, its seed chosen.
    Began {
        /// When.
        at: u64,
        /// The request.
        request: ClientMessage,
    },
    /// A Maze Game began from a save, as the save held it, in fog or not.
    Loaded {
        /// When.
        at: u64,
        /// The save's text.
        save: String,
        /// Whether the game is played in fog.
        fog: bool,
    },
    /// A Moving Maze game began as the server's own game, which a save holds.
    Preset {
        /// When.
        at: u64,
        /// The save's text.
        save: String,
    },
    /// The game accepted `request`.
    Asked {
        /// When.
        at: u64,
        /// The request.
        request: ClientMessage,
    },
    /// Time passing changed the game (a Maze Game's maze regenerated).
    Ticked {
        /// When.
        at: u64,
    },
    /// The page went at `since` and came back at `at` (a reload, a lost connection, a server
    /// started again): the game's clock stood still between.
    Back {
        /// When it came back.
        at: u64,
        /// When it went.
        since: u64,
    },
}

impl Line {
    /// The server time this line happened at.
    pub(crate) fn at(&self) -> Duration {
        let (Line::Began { at, .. }
        | Line::Loaded { at, .. }
        | Line::Preset { at, .. }
        | Line::Asked { at, .. }
        | Line::Ticked { at }
        | Line::Back { at, .. }) = self;
        Duration::from_millis(*at)
    }

    /// Whether this line begins a game (and so a journal).
    fn begins(&self) -> bool {
        matches!(
            self,
            Line::Began { .. } | Line::Loaded { .. } | Line::Preset { .. }
        )
    }
}

/// Milliseconds of `time`, as lines hold them.
pub(crate) fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// A folder the server keeps live games in: pages' journals (`TOKEN.jsonl`), or Moving Maze
/// tables (`ID.json`, each the whole table).
#[derive(Debug)]
pub(crate) struct Shelf {
    folder: PathBuf,
    /// What its files' names end with.
    extension: &'static str,
}

/// Whether `token` is one the server could have given (32 hexadecimal digits).
pub(crate) fn is_token(token: &str) -> bool {
    token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

impl Shelf {
    /// A shelf of pages' journals in `folder`, made when the first game is written. Games
    /// too old or too many are cleared from it now.
    pub(crate) fn new(folder: PathBuf) -> Shelf {
        Shelf::with_extension(folder, "jsonl")
    }

    /// A shelf of Moving Maze tables in `folder`, cleared as [`Shelf::new`]'s is.
    pub(crate) fn of_tables(folder: PathBuf) -> Shelf {
        Shelf::with_extension(folder, "json")
    }

    fn with_extension(folder: PathBuf, extension: &'static str) -> Shelf {
        let shelf = Shelf { folder, extension };
        shelf.clear_old();
        shelf
    }

    /// The file of `token`'s game, if the token is one the server could have given: nothing a
    /// page sends names another file.
    fn path(&self, token: &str) -> Option<PathBuf> {
        is_token(token).then(|| self.folder.join(format!("{token}.{}", self.extension)))
    }

    /// Keeps `text` as `token`'s game, replacing the file atomically. A file that cannot be
    /// written is logged and left as it was: the game goes on in memory.
    pub(crate) fn put(&self, token: &str, text: &str) {
        let Some(path) = self.path(token) else {
            return;
        };
        let written = maze_store::create_folder_for(&path)
            .and_then(|()| maze_store::write_atomically(&path, text.as_bytes()));
        if let Err(why) = written {
            tracing::warn!(%why, "cannot keep a table's game on disk");
        }
    }

    /// The text kept as `token`'s game, if there is any.
    pub(crate) fn get(&self, token: &str) -> Option<String> {
        maze_store::read(&self.path(token)?).ok()
    }

    /// Forgets `token`'s game.
    pub(crate) fn remove(&self, token: &str) {
        if let Some(path) = self.path(token) {
            let _ = std::fs::remove_file(path);
        }
    }

    /// A new journal for `token`'s page, whose game began as `first` says; the page's earlier
    /// game's journal is replaced. A journal that cannot be written is none: the game is
    /// played on, kept only in memory.
    pub(crate) fn begin(&self, token: &str, first: &Line) -> Journal {
        let Some(path) = self.path(token) else {
            return Journal::none();
        };
        self.clear_old();
        let written = encode(first).and_then(|text| {
            maze_store::create_folder_for(&path)
                .and_then(|()| maze_store::write_atomically(&path, text.as_bytes()))
                .map_err(|e| e.to_string())?;
            Ok(text.len() as u64)
        });
        match written {
            Ok(bytes) => Journal::open(path, bytes),
            Err(why) => {
                tracing::warn!(%why, "cannot keep a page's game on disk");
                Journal::none()
            }
        }
    }

    /// The journal of `token`'s page to go on with, if it has one.
    pub(crate) fn reopen(&self, token: &str) -> Journal {
        let Some(path) = self.path(token) else {
            return Journal::none();
        };
        match std::fs::metadata(&path) {
            Ok(metadata) => Journal::open(path, metadata.len()),
            Err(_) => Journal::none(),
        }
    }

    /// The lines of `token`'s page's journal, from its first (which begins a game) to the last
    /// whole one; none if it has no journal worth replaying.
    pub(crate) fn lines(&self, token: &str) -> Option<Vec<Line>> {
        let text = maze_store::read(&self.path(token)?).ok()?;
        let lines: Vec<Line> = text
            .split_inclusive('\n')
            .map_while(|line| {
                let whole = line.strip_suffix('\n')?;
                serde_json::from_str(whole).ok()
            })
            .collect();
        lines.first().is_some_and(Line::begins).then_some(lines)
    }

    /// Removes games untouched for [`KEPT_FOR`], and the oldest beyond [`MOST_KEPT`].
    pub(crate) fn clear_old(&self) {
        let Ok(entries) = std::fs::read_dir(&self.folder) else {
            return;
        };
        let now = SystemTime::now();
        let mut kept: Vec<(SystemTime, PathBuf)> = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != self.extension) {
                continue;
            }
            let touched = entry.metadata().and_then(|m| m.modified());
            match touched {
                Ok(time) if now.duration_since(time).unwrap_or_default() < KEPT_FOR => {
                    kept.push((time, path));
                }
                _ => {
                    let _ = std::fs::remove_file(&path);
                }
            }
        }
        if kept.len() > MOST_KEPT {
            kept.sort();
            for (_, path) in &kept[..kept.len() - MOST_KEPT] {
                let _ = std::fs::remove_file(path);
            }
        }
    }
}

/// A line as it is written: its JSON and a newline.
fn encode(line: &Line) -> Result<String, String> {
    let mut text = serde_json::to_string(line).map_err(|e| e.to_string())?;
    text.push('\n');
    Ok(text)
}

/// One page's game's journal, open for lines to be added.
#[derive(Debug)]
pub(crate) struct Journal {
    file: Option<(File, PathBuf)>,
    bytes: u64,
}

impl Journal {
    /// No journal: nothing is written.
    pub(crate) fn none() -> Journal {
        Journal {
            file: None,
            bytes: 0,
        }
    }

    fn open(path: PathBuf, bytes: u64) -> Journal {
        match OpenOptions::new().append(true).open(&path) {
            Ok(file) => Journal {
                file: Some((file, path)),
                bytes,
            },
            Err(why) => {
                tracing::warn!(%why, "cannot go on keeping a page's game on disk");
                Journal::none()
            }
        }
    }

    /// Adds `line`, in one write. A journal that cannot take it is given up: a game past
    /// [`MOST_BYTES`] is removed from disk (a restart would give back an earlier state), a
    /// failed write keeps what was written (a restart gives back the game as it was then).
    pub(crate) fn add(&mut self, line: &Line) {
        let Some((file, path)) = &mut self.file else {
            return;
        };
        let written = encode(line).and_then(|text| {
            if self.bytes + text.len() as u64 > MOST_BYTES {
                let _ = std::fs::remove_file(&*path);
                return Err(format!("the game's journal reached {MOST_BYTES} bytes"));
            }
            file.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
            Ok(text.len() as u64)
        });
        match written {
            Ok(bytes) => self.bytes += bytes,
            Err(why) => {
                tracing::warn!(%why, "stopped keeping a page's game on disk");
                self.file = None;
            }
        }
    }
}
