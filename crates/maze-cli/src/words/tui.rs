//! The full-screen terminal UI of `maze words`: state and keys ([`app`]), drawing ([`ui`]),
//! and the event loop here. The rules live in `maze-words`; this turns keys into commands
//! and draws.

mod app;
mod ui;

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event};

pub use app::App;

#[cfg(test)]
mod tests;

/// How often a replay advances without input.
const FRAME: Duration = Duration::from_millis(40);

/// Runs the full-screen game until the player quits.
pub fn run(mut app: App) -> anyhow::Result<()> {
    app.color = crate::screen::color_wanted();
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> anyhow::Result<()> {
    let started = Instant::now();
    while !app.quit {
        app.tick(started.elapsed());
        terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        if event::poll(FRAME)? {
            // A resize needs nothing but the redraw at the top of the loop.
            if let Event::Key(key) = event::read()? {
                app.handle_key(key);
            }
        }
    }
    Ok(())
}
