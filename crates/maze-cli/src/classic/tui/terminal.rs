//! Running the game full screen, in the event loop the full-screen front ends share.

use std::path::PathBuf;
use std::time::Duration;

use maze_classic::Config;
use ratatui::crossterm::event::KeyEvent;

use super::App;
use crate::screen::FullScreen;

/// How often the clock and countdown redraw without input.
const FRAME: Duration = Duration::from_millis(250);

/// Runs the full-screen game until the player quits; `chosen` when the command line chose the
/// game, which the menu then offers first; `fog` to play in fog.
pub fn run(template: Config, save_file: PathBuf, chosen: bool, fog: bool) -> anyhow::Result<()> {
    let mut app = App::new(template, save_file);
    if fog {
        app.in_fog();
    }
    if chosen {
        app.offer_new_game();
    }
    app.color = crate::screen::color_wanted();
    crate::screen::run_full_screen(&mut app, FRAME)
}

impl FullScreen for App {
    fn min_size(&self) -> (u16, u16) {
        super::ui::MIN_SIZE
    }

    fn tick(&mut self, now: Duration) {
        App::tick(self, now);
    }

    fn key(&mut self, key: KeyEvent, now: Duration) {
        self.handle_key(key, now);
    }

    fn done(&self) -> bool {
        self.quit
    }

    fn shown(&mut self, shown: bool, now: Duration) {
        self.set_shown(shown, now);
    }
}
