//! `maze watch`: a generator carving a maze and a solver searching it, animated in the terminal
//! from the steps the library reports (see `maze::watch`).

mod show;
mod ui;

use std::time::{Duration, Instant};

use anyhow::bail;
use maze::Size;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::cli::WatchArgs;
use show::{Action, Show};
use ui::View;

/// The largest side `maze watch` draws: its steps are recorded, a few per cell, and no
/// terminal shows more.
pub const MAX_SIDE: u32 = 300;

/// How often the screen is redrawn.
const FRAME: Duration = Duration::from_millis(33);

/// Runs the show until the viewer quits.
pub fn run(args: WatchArgs) -> anyhow::Result<()> {
    let size = Size::new(
        args.width.unwrap_or_else(|| fitting(Axis::Width)),
        args.height.unwrap_or_else(|| fitting(Axis::Height)),
    );
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        bail!(
            "maze watch draws mazes up to {MAX_SIDE}×{MAX_SIDE}, not {size}; `maze generate` makes bigger ones"
        );
    }
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut show = Show::new(args.algorithm, args.solver.into(), size, seed, args.speed)?;
    let color = crate::screen::color_wanted();
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, &mut show, color);
    ratatui::restore();
    result
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    show: &mut Show,
    color: bool,
) -> anyhow::Result<()> {
    let mut last = Instant::now();
    while !show.quit {
        let now = Instant::now();
        show.tick(now - last);
        last = now;
        terminal.draw(|frame| frame.render_widget(View { show, color }, frame.area()))?;
        if event::poll(FRAME)?
            && let Event::Key(key) = event::read()?
            && let Some(action) = action(key)
        {
            show.act(action)?;
        }
    }
    Ok(())
}

/// The action a key asks for, if any.
fn action(key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    Some(match key.code {
        KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => Action::Quit,
        KeyCode::Char('q') | KeyCode::Esc => Action::Quit,
        KeyCode::Char(' ' | 'p') => Action::Pause,
        KeyCode::Char('+' | '=') | KeyCode::Up => Action::Faster,
        KeyCode::Char('-' | '_') | KeyCode::Down => Action::Slower,
        KeyCode::Char('.' | 'n') | KeyCode::Right => Action::Step,
        KeyCode::Enter => Action::Skip,
        KeyCode::Char('r') => Action::Restart,
        KeyCode::Char('a') => Action::NextAlgorithm,
        KeyCode::Char('s') => Action::NextSolver,
        _ => return None,
    })
}

/// An axis of the terminal.
#[derive(Clone, Copy)]
enum Axis {
    Width,
    Height,
}

/// The most cells along `axis` that fit the terminal at one character a cell (the picture has
/// a wall between cells and at both ends; three lines below it are the status bars).
fn fitting(axis: Axis) -> u32 {
    let (columns, lines) = ratatui::crossterm::terminal::size().unwrap_or((80, 24));
    let (columns, lines) = (columns.max(ui::MIN_SIZE.0), lines.max(ui::MIN_SIZE.1));
    let cells = match axis {
        Axis::Width => (columns - 1) / 2,
        Axis::Height => (lines - 3 - 1) / 2,
    };
    u32::from(cells).clamp(2, MAX_SIDE)
}

#[cfg(test)]
mod tests;
