//! Save files for every game: written atomically by `maze-store`, read with its size cap,
//! with messages that name the file.

use std::path::Path;

use anyhow::Context;

/// Writes a game's save document `text` (or the error of making it) to `path`, replacing the
/// earlier save only once the new one is safely on disk. In the data directory, where saves
/// live by default, the folder is made on the first save; a folder the player named must
/// exist, as for every `-o` ([`check_folder`] says so before a game begins).
pub fn write<E>(path: &Path, text: Result<String, E>) -> anyhow::Result<()>
where
    E: std::error::Error + Send + Sync + 'static,
{
    let text = text.with_context(|| format!("could not save to {}", path.display()))?;
    match in_data_dir(path) {
        true => maze_store::create_folder_for(path)?,
        false => crate::output::folder_exists(path)?,
    }
    Ok(maze_store::write_atomically(path, text.as_bytes())?)
}

/// Refuses a save file the player named whose folder does not exist, before a game begins
/// (the data directory's own folder is made on the first save).
pub fn check_folder(path: &Path) -> anyhow::Result<()> {
    match in_data_dir(path) {
        true => Ok(()),
        false => crate::output::folder_exists(path),
    }
}

/// Whether `path` lies in the data directory where saves go by default.
fn in_data_dir(path: &Path) -> bool {
    maze_store::default_path("save")
        .parent()
        .is_some_and(|dir| !dir.as_os_str().is_empty() && path.starts_with(dir))
}

/// Reads the save at `path` and turns it into a game with `parse`; the file is never changed.
pub fn read<T, E>(path: &Path, parse: impl FnOnce(&str) -> Result<T, E>) -> anyhow::Result<T>
where
    E: std::error::Error + Send + Sync + 'static,
{
    read_a("saved game", path, parse)
}

/// Reads the file at `path`, `what` the player asked for ("saved game", "treasure maze"), and
/// turns it into a game with `parse`; the file is never changed.
pub fn read_a<T, E>(
    what: &str,
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> anyhow::Result<T>
where
    E: std::error::Error + Send + Sync + 'static,
{
    let text = match maze_store::read(path) {
        Err(maze_store::ReadError::Missing { .. }) => {
            anyhow::bail!("there is no {what} at {}", path.display())
        }
        read => read?,
    };
    parse(&text).with_context(|| format!("could not load {}", path.display()))
}
