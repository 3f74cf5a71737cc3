//! Save files on disk: where they live, reading them with a size cap, and replacing them so
//! that no crash, kill or full disk ever loses the last good save.

use std::ffi::OsString;
use std::fs::{self, File, Metadata};
use std::io::{self, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};

/// The largest save file read: far above any game's save (a 1000×1000 Maze Game with a long AI
/// plan is about 30 MB), far below what would strain memory.
pub const MAX_SAVE_BYTES: u64 = 256 * 1024 * 1024;

/// How many symbolic links in a row are followed before giving up (as Linux does).
const MAX_LINKS: usize = 40;

/// Why a save could not be written; the previous save, if any, is untouched.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// The path names a directory, a device, a FIFO or a socket: replacing it would destroy it.
    #[error("{} is {kind}, not a save file", path.display())]
    NotAFile {
        /// The path, after following symbolic links.
        path: PathBuf,
        /// What it is instead, with its article ("a directory").
        kind: &'static str,
    },
    /// The file system refused.
    #[error("could not write {}", path.display())]
    Io {
        /// The file that was being written.
        path: PathBuf,
        /// Why.
        #[source]
        source: io::Error,
    },
}

/// Why a save could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// Nothing is saved there yet.
    #[error("there is no saved game at {}", path.display())]
    Missing {
        /// The path asked for.
        path: PathBuf,
    },
    /// The path names a directory, a device, a FIFO or a socket.
    #[error("{} is {kind}, not a save file", path.display())]
    NotAFile {
        /// The path asked for.
        path: PathBuf,
        /// What it is instead.
        kind: &'static str,
    },
    /// Larger than [`MAX_SAVE_BYTES`]: no save of ours is.
    #[error("{} is larger than {MAX_SAVE_BYTES} bytes, too large to be a save", path.display())]
    TooLarge {
        /// The path asked for.
        path: PathBuf,
    },
    /// The file system refused, or the file is not UTF-8 text.
    #[error("could not read {}", path.display())]
    Io {
        /// The path asked for.
        path: PathBuf,
        /// Why.
        #[source]
        source: io::Error,
    },
}

/// Where `game` saves by default: `<game>.json` in the user's data directory for `maze`
/// (`~/.local/share/maze` on Linux), or `maze-<game>-save.json` in the working directory
/// where the platform names no such directory.
pub fn default_path(game: &str) -> PathBuf {
    directories::ProjectDirs::from("", "", "maze").map_or_else(
        || PathBuf::from(format!("maze-{game}-save.json")),
        |dirs| dirs.data_dir().join(format!("{game}.json")),
    )
}

/// Reads the save at `path` as text, refusing anything but a regular file of at most
/// [`MAX_SAVE_BYTES`]; the file is never changed.
pub fn read(path: &Path) -> Result<String, ReadError> {
    let io = |source| ReadError::Io {
        path: path.to_owned(),
        source,
    };
    let metadata = match fs::metadata(path) {
        Err(err) if err.kind() == ErrorKind::NotFound => {
            return Err(ReadError::Missing {
                path: path.to_owned(),
            });
        }
        other => other.map_err(io)?,
    };
    if let Some(kind) = not_a_file(&metadata) {
        return Err(ReadError::NotAFile {
            path: path.to_owned(),
            kind,
        });
    }
    let mut text = String::new();
    File::open(path)
        .and_then(|file| file.take(MAX_SAVE_BYTES + 1).read_to_string(&mut text))
        .map_err(io)?;
    if text.len() as u64 > MAX_SAVE_BYTES {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
        });
    }
    Ok(text)
}

/// Replaces the file at `path` with `contents`, atomically: the new contents go to a
/// temporary file in the same directory, which is synced and renamed over the old file, and
/// the directory is synced. A crash at any moment leaves the old file or the new one whole.
///
/// A symbolic link is followed and its target replaced, so the link keeps working. A path
/// naming something other than a regular file (a directory, a device such as `/dev/null`, a
/// FIFO) is refused. The old file's permissions are kept. Temporary files left by earlier
/// saves of the same file that were interrupted (by `kill -9`, say) are removed; two programs
/// saving to one file at the same instant may make one of them fail, never lose the file.
pub fn write_atomically(path: &Path, contents: &[u8]) -> Result<(), WriteError> {
    let target = resolve_links(path).map_err(|source| WriteError::Io {
        path: path.to_owned(),
        source,
    })?;
    let io = |source| WriteError::Io {
        path: target.clone(),
        source,
    };
    let existing = match fs::metadata(&target) {
        Ok(metadata) => Some(metadata),
        Err(err) if err.kind() == ErrorKind::NotFound => None,
        Err(err) => return Err(io(err)),
    };
    if let Some(kind) = existing.as_ref().and_then(not_a_file) {
        return Err(WriteError::NotAFile {
            path: target.clone(),
            kind,
        });
    }
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(io)?;
    let name = target.file_name().unwrap_or(target.as_os_str());
    remove_stale_temporaries(&dir, name);
    let temp = dir.join(temporary_name(name, std::process::id()));
    let written =
        write_synced(&temp, contents, existing.as_ref()).and_then(|()| fs::rename(&temp, &target));
    if let Err(err) = written {
        let _ = fs::remove_file(&temp);
        return Err(io(err));
    }
    // Make the rename itself durable where the platform allows syncing a directory.
    if let Ok(folder) = File::open(&dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// `path` with every symbolic link along its last component followed, even to a target that
/// does not exist yet (a save about to be made for the first time).
fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(parent) => parent.join(target),
                    None => target,
                };
            }
            Ok(_) => return Ok(current),
            Err(err) if err.kind() == ErrorKind::NotFound => return Ok(current),
            Err(err) => return Err(err),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// What a path is, when it is not a regular file: its kind with an article.
fn not_a_file(metadata: &Metadata) -> Option<&'static str> {
    let kind = metadata.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_char_device() || kind.is_block_device() {
            return Some("a device");
        }
        if kind.is_fifo() {
            return Some("a FIFO");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// The temporary file a process writes before renaming it over `name`.
fn temporary_name(name: &std::ffi::OsStr, pid: u32) -> OsString {
    let mut temp = OsString::from(".");
    temp.push(name);
    temp.push(format!(".{pid}.tmp"));
    temp
}

/// Removes the temporary files of earlier saves of `name` in `dir` that never reached their
/// rename. Failures are ignored: a leftover costs disk space, never a save.
fn remove_stale_temporaries(dir: &Path, name: &std::ffi::OsStr) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        let stale = file_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
        if stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes `contents` to a new file at `temp` with the permissions of the file it will
/// replace, and syncs it to disk.
fn write_synced(temp: &Path, contents: &[u8], replacing: Option<&Metadata>) -> io::Result<()> {
    let mut file = File::create(temp)?;
    file.write_all(contents)?;
    if let Some(old) = replacing {
        file.set_permissions(old.permissions())?;
    }
    file.sync_all()
}
