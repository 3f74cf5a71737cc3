//! Setting up the terminal, the event loop, and restoring the terminal on every exit path
//! (ratatui's `init` also restores it if the program panics).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use maze_classic::Config;
use ratatui::crossterm::event::{self, Event};

use super::App;

/// How often the clock and countdown redraw without input.
const FRAME: Duration = Duration::from_millis(250);

/// Runs the full-screen game until the player quits.
pub fn run(template: Config, save_file: PathBuf) -> anyhow::Result<()> {
    let mut app = App::new(template, save_file);
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
                app.handle_key(key, started.elapsed());
            }
        }
    }
    Ok(())
}
