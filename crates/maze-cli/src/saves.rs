//! Save files that never lose a game: written beside the old one, synced, then renamed over it.

use std::fs::{self, File};
use std::io::{self, ErrorKind, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use maze_classic::Game;

/// Where the Maze Game saves by default: `classic.json` in the user's data directory for `maze`.
pub fn default_path() -> PathBuf {
    directories::ProjectDirs::from("", "", "maze")
        .map(|dirs| dirs.data_dir().join("classic.json"))
        .unwrap_or_else(|| PathBuf::from("maze-classic-save.json"))
}

/// Saves `game` to `path`, replacing any earlier save only once the new one is safely on disk.
pub fn save(path: &Path, game: &Game) -> anyhow::Result<()> {
    write_atomically(path, maze_classic::save::to_json(game).as_bytes())
        .with_context(|| format!("could not save to {}", path.display()))
}

/// Loads the game saved at `path`; the file is never changed.
pub fn load(path: &Path) -> anyhow::Result<Game> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) if err.kind() == ErrorKind::NotFound => {
            return Err(anyhow!("there is no saved game at {}", path.display()));
        }
        Err(err) => return Err(err).with_context(|| format!("could not read {}", path.display())),
    };
    maze_classic::save::from_json(&text)
        .with_context(|| format!("could not load {}", path.display()))
}

/// Writes `contents` to a temporary file in `path`'s folder, syncs it, and renames it over
/// `path`, so a crash or a full disk leaves either the old file or the new one, never half.
fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = File::create(&temp).and_then(|mut file| {
        file.write_all(contents)?;
        file.sync_all()
    });
    if let Err(err) = written.and_then(|()| fs::rename(&temp, path)) {
        let _ = fs::remove_file(&temp);
        return Err(err);
    }
    // Make the rename itself durable where the platform allows syncing a directory.
    if let Ok(folder) = File::open(&dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}
