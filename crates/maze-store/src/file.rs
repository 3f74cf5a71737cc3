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
    #[error("{} is {kind}, not a file to replace", path.display())]
    NotAFile {
        /// The path, after following symbolic links.
        path: PathBuf,
        /// What it is instead, with its article ("a directory").
        kind: &'static str,
    },
    /// The folder the file would go in does not exist: it is not made unasked, since a
    /// mistyped folder would otherwise leave the file where nobody looks (see
    /// [`create_folder_for`] for files that belong in a folder of the program's own).
    #[error("cannot write {}: the folder {} does not exist", path.display(), folder.display())]
    NoFolder {
        /// The file asked for.
        path: PathBuf,
        /// Its missing folder.
        folder: PathBuf,
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
    #[error("there is no file at {}", path.display())]
    Missing {
        /// The path asked for.
        path: PathBuf,
    },
    /// The path names a directory, a device, a FIFO or a socket.
    #[error("{} is {kind}, not a file to read", path.display())]
    NotAFile {
        /// The path asked for.
        path: PathBuf,
        /// What it is instead.
        kind: &'static str,
    },
    /// Larger than [`MAX_SAVE_BYTES`]: no save of ours is.
    #[error("{} is larger than {MAX_SAVE_BYTES} bytes, too large to read", path.display())]
    TooLarge {
        /// The path asked for.
        path: PathBuf,
    },
    /// The file holds bytes that are not UTF-8 text: no save or maze file of ours.
    #[error("{} is not a text file (its bytes are not UTF-8)", path.display())]
    NotText {
        /// The path asked for.
        path: PathBuf,
    },
    /// The file system refused.
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
#[cfg(feature = "save-dirs")]
pub fn default_path(game: &str) -> PathBuf {
    directories::ProjectDirs::from("", "", "maze").map_or_else(
        || PathBuf::from(format!("maze-{game}-save.json")),
        |dirs| dirs.data_dir().join(format!("{game}.json")),
    )
}

/// Reads the save at `path` as text, at most [`MAX_SAVE_BYTES`] of it, from a regular file or a
/// FIFO (read as a pipe, as every reader of the command line reads one); a directory, a device
/// or a socket is refused. The file is never changed.
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
    // A FIFO is read as a pipe is, as every reader of the command line reads one (`<(…)`).
    if let Some(kind) = not_a_file(&metadata).filter(|&kind| kind != "a FIFO") {
        return Err(ReadError::NotAFile {
            path: path.to_owned(),
            kind,
        });
    }
    let mut text = String::new();
    match File::open(path).and_then(|file| file.take(MAX_SAVE_BYTES + 1).read_to_string(&mut text))
    {
        Err(err) if err.kind() == ErrorKind::InvalidData => {
            return Err(ReadError::NotText {
                path: path.to_owned(),
            });
        }
        other => other.map_err(io)?,
    };
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
/// FIFO) is refused. The old file's permissions are kept.
///
/// The temporary file is created exclusively (never through a link someone planted) under a
/// name nobody can guess (`.NAME.PID.RANDOM.tmp`), and is renamed only if it is still the
/// file written: someone who can write the folder cannot redirect the save into another file
/// or turn the save into a link. Temporary files that saves of the same file left behind when
/// their process died (`kill -9`, say) are removed; those of saves still running, in this
/// process or another, are not, so many writers may save one file at once: the last rename
/// wins, and nothing is lost.
pub fn write_atomically(path: &Path, contents: &[u8]) -> Result<(), WriteError> {
    let mut attempts = 0;
    loop {
        let mut file = AtomicFile::create(path)?;
        file.write_all(contents)
            .map_err(|source| file.error(source))?;
        match file.commit() {
            Err(WriteError::Io { source, .. })
                if source.kind() == ErrorKind::Interrupted && attempts + 1 < TEMPORARY_ATTEMPTS =>
            {
                attempts += 1;
            }
            done => return done,
        }
    }
}

/// Creates the folders `path` goes in, when they are missing: for a file the program keeps
/// in a folder of its own (a game's save in the data directory), which
/// [`write_atomically`] alone would refuse as [`WriteError::NoFolder`].
pub fn create_folder_for(path: &Path) -> Result<(), WriteError> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => {
            fs::create_dir_all(dir).map_err(|source| WriteError::Io {
                path: path.to_owned(),
                source,
            })
        }
        _ => Ok(()),
    }
}

/// A file being replaced atomically, written as a stream: what [`write_atomically`] does for
/// contents in memory, for contents too large to hold (a maze picture of gigabytes). Write to
/// it, then [`AtomicFile::commit`]; dropped without a commit, the old file is untouched and
/// the temporary file removed.
///
/// ```
/// use std::io::Write;
///
/// let dir = std::env::temp_dir().join(format!("maze-store-doc-{}", std::process::id()));
/// let path = dir.join("out.txt");
/// std::fs::create_dir_all(&dir)?;
/// let mut file = maze_store::AtomicFile::create(&path)?;
/// file.write_all(b"whole")?;
/// file.commit()?;
/// assert_eq!(std::fs::read_to_string(&path)?, "whole");
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct AtomicFile {
    target: PathBuf,
    dir: PathBuf,
    temp: PathBuf,
    file: Option<io::BufWriter<File>>,
    existing: Option<Metadata>,
}

impl AtomicFile {
    /// Starts replacing `path` (following its links; refusing a directory, a device or a
    /// FIFO): a temporary file beside it, created exclusively under an unguessable name.
    pub fn create(path: &Path) -> Result<AtomicFile, WriteError> {
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
        match fs::metadata(&dir) {
            Err(err) if err.kind() == ErrorKind::NotFound => {
                return Err(WriteError::NoFolder {
                    path: target.clone(),
                    folder: dir,
                });
            }
            Err(err) => return Err(io(err)),
            Ok(_) => {}
        }
        let name = target.file_name().unwrap_or(target.as_os_str());
        remove_stale_temporaries(&dir, name);
        let (temp, file) = create_temporary(&dir, name).map_err(io)?;
        Ok(AtomicFile {
            target,
            dir,
            temp,
            file: Some(io::BufWriter::new(file)),
            existing,
        })
    }

    /// The error `source` met writing this file, naming it.
    pub fn error(&self, source: io::Error) -> WriteError {
        WriteError::Io {
            path: self.target.clone(),
            source,
        }
    }

    /// Syncs the new contents, with the old file's permissions, and renames them over the old
    /// file. When something planted in the folder took the temporary file's place before the
    /// rename, it is undone and the error is `Interrupted`: the contents must be written again.
    pub fn commit(mut self) -> Result<(), WriteError> {
        let Some(buffered) = self.file.take() else {
            return Err(self.error(io::Error::other("the file was already committed")));
        };
        let file = buffered
            .into_inner()
            .map_err(|err| self.error(err.into_error()))?;
        let written = finish(&file, self.existing.as_ref())
            .and_then(|()| still_ours(&self.temp, &file))
            .and_then(|()| fs::rename(&self.temp, &self.target));
        if let Err(err) = written {
            let _ = remove_if_ours(&self.temp, &file);
            return Err(self.error(err));
        }
        // Between the check and the rename, a planted link may have taken the temporary
        // file's place and so the target's: the link is removed (its own target untouched:
        // nothing was written through it). A regular file in place of ours is another
        // writer's, renamed after ours: the last rename wins.
        let now = fs::symlink_metadata(&self.target).map_err(|err| self.error(err))?;
        if !now.file_type().is_file() {
            fs::remove_file(&self.target).map_err(|err| self.error(err))?;
            return Err(self.error(io::Error::new(
                ErrorKind::Interrupted,
                "the temporary file was replaced before it was renamed",
            )));
        }
        // Make the rename itself durable where the platform allows syncing a directory.
        if let Ok(folder) = File::open(&self.dir) {
            let _ = folder.sync_all();
        }
        Ok(())
    }
}

impl Write for AtomicFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match &mut self.file {
            Some(file) => file.write(bytes),
            None => Err(io::Error::other("the file was already committed")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.file {
            Some(file) => file.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for AtomicFile {
    /// Not committed: the temporary file goes, and the old file stays.
    fn drop(&mut self) {
        if let Some(buffered) = self.file.take() {
            let file = buffered.get_ref();
            let _ = remove_if_ours(&self.temp, file);
        }
    }
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

/// How many temporary names, and how many saves in a row undone by a planted link, before a
/// save gives up: each name is a fresh 64-bit draw, so only someone planting files in the
/// folder as fast as it is saved to makes one fail.
const TEMPORARY_ATTEMPTS: usize = 8;

/// Creates the temporary file a save of `name` writes before renaming it, exclusively: an
/// existing file or link of that name (planted, or left) makes the attempt fail, not follow.
fn create_temporary(dir: &Path, name: &std::ffi::OsStr) -> io::Result<(PathBuf, File)> {
    let mut last = io::Error::other("no name for a temporary file");
    for _ in 0..TEMPORARY_ATTEMPTS {
        let temp = dir.join(temporary_name(name, std::process::id(), unguessable()));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(file) => return Ok((temp, file)),
            Err(err) if err.kind() == ErrorKind::AlreadyExists => last = err,
            Err(err) => return Err(err),
        }
    }
    Err(last)
}

/// The temporary file of a save of `name` by process `pid`: `.NAME.PID.RANDOM.tmp`.
fn temporary_name(name: &std::ffi::OsStr, pid: u32, random: u64) -> OsString {
    let mut temp = OsString::from(".");
    temp.push(name);
    temp.push(format!(".{pid}.{random:016x}.tmp"));
    temp
}

/// 64 bits no other process can guess: the standard library's per-process random hash keys,
/// over the time, a counter and the thread.
fn unguessable() -> u64 {
    use std::hash::{BuildHasher, Hash, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    COUNT.fetch_add(1, Ordering::Relaxed).hash(&mut hasher);
    std::time::SystemTime::now().hash(&mut hasher);
    std::thread::current().id().hash(&mut hasher);
    hasher.finish()
}

/// An error unless `path` is still the file `file` was opened as: someone who can write the
/// folder may have put something else in its place, which must not be renamed over the save.
fn still_ours(path: &Path, file: &File) -> io::Result<()> {
    if same_file(&fs::symlink_metadata(path)?, &file.metadata()?) {
        Ok(())
    } else {
        Err(io::Error::other(
            "the temporary file was replaced while the save was written",
        ))
    }
}

/// Removes `path` if it is still `file`: a planted replacement is not ours to delete.
fn remove_if_ours(path: &Path, file: &File) -> io::Result<()> {
    still_ours(path, file)?;
    fs::remove_file(path)
}

#[cfg(unix)]
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.file_type().is_file() && a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(a: &Metadata, _: &Metadata) -> bool {
    a.file_type().is_file()
}

/// Removes the temporary files of earlier saves of `name` in `dir` whose process is gone
/// (killed before its rename): those of this process, and of processes still running, may be
/// saves in progress. Names of the earlier form, `.NAME.PID.tmp`, count too. Failures are
/// ignored: a leftover costs disk space, never a save.
fn remove_stale_temporaries(dir: &Path, name: &std::ffi::OsStr) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        let pid = file_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(temporary_pid);
        if pid.is_some_and(|pid| !process_may_run(pid)) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The process of a temporary file's name between the save's name and `.tmp`: `PID` or
/// `PID.RANDOM`, digits then sixteen hex digits.
fn temporary_pid(middle: &str) -> Option<u32> {
    let (pid, random) = middle
        .split_once('.')
        .unwrap_or((middle, "0000000000000000"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let hex = random.len() == 16 && random.bytes().all(|b| b.is_ascii_hexdigit());
    (digits(pid) && hex).then(|| pid.parse().ok()).flatten()
}

/// Whether process `pid` may still be running (and saving): this process, or one the system
/// lists. Where the system lists none (`/proc` missing), only this process is known to run.
fn process_may_run(pid: u32) -> bool {
    pid == std::process::id() || Path::new("/proc").join(pid.to_string()).exists()
}

/// Gives the written temporary `file` the permissions of the file it will replace, and syncs
/// it to disk.
fn finish(file: &File, replacing: Option<&Metadata>) -> io::Result<()> {
    if let Some(old) = replacing {
        file.set_permissions(old.permissions())?;
    }
    file.sync_all()
}
