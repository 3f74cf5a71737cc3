//! Save files for every game: written atomically by `maze-store`, read with its size cap,
//! with messages that name the file.

use std::path::Path;

use anyhow::Context;

/// Writes a game's save document `text` (or the error of making it) to `path`, replacing the
/// earlier save only once the new one is safely on disk. The save's folder is made if it is
/// missing: saves live in the data directory, made on the first save.
pub fn write<E>(path: &Path, text: Result<String, E>) -> anyhow::Result<()>
where
    E: std::error::Error + Send + Sync + 'static,
{
    let text = text.with_context(|| format!("could not save to {}", path.display()))?;
    maze_store::create_folder_for(path)?;
    Ok(maze_store::write_atomically(path, text.as_bytes())?)
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
