//! The text mode on standard input and output, saving after every command when asked.

use std::io::{self, BufRead, Write};
use std::path::Path;

use moving_maze::text::TextSession;

/// Runs the text mode until the game ends or input runs out.
///
/// Commands are words separated by any whitespace, as the course's Java `Scanner` read them:
/// one per line, or several on a line (the course's move files put them all on one). With
/// `save`, the game is saved after every command; a failed save is reported on standard error
/// and the game goes on.
pub fn play(mut session: TextSession, save: Option<&Path>) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(session.opening().as_bytes())?;
    out.flush()?;
    for line in io::stdin().lock().split(b'\n') {
        let line = line?;
        for word in String::from_utf8_lossy(&line).split_whitespace() {
            out.write_all(session.respond(word).as_bytes())?;
            out.flush()?;
            if let Some(path) = save {
                let text = moving_maze::save::to_json(session.game());
                if let Err(err) = crate::saves::write(path, text) {
                    eprintln!("not saved: {err:#}");
                }
            }
            if session.is_over() {
                return Ok(());
            }
        }
    }
    Ok(())
}
