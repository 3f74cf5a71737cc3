//! `maze watch`: a generator carving a maze and a solver searching it, animated in the terminal
//! from the steps the library reports (see `mazes::watch`).

mod show;
mod ui;

use std::time::Duration;

use anyhow::bail;
use mazes::Size;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::cli::WatchArgs;
use crate::keys::Binding;
use crate::screen::FullScreen;
use show::{Action, Masking, Show};
use ui::View;

/// The largest side `maze watch` draws: its steps are recorded, a few per cell, and no
/// terminal shows more.
pub const MAX_SIDE: u32 = 300;

/// How often the screen is redrawn.
const FRAME: Duration = Duration::from_millis(33);

/// Runs the show until the viewer quits.
pub fn run(args: WatchArgs) -> anyhow::Result<()> {
    let terminal = ratatui::crossterm::terminal::size().unwrap_or((80, 24));
    let given = (args.width, args.height);
    let solvers = match args.race.as_slice() {
        [] => vec![args.solver],
        race => race.to_vec(),
    };
    if solvers.len() > show::MAX_RACERS {
        bail!(
            "--race takes up to {} solvers side by side, not {}",
            show::MAX_RACERS,
            solvers.len()
        );
    }
    let panes = u16::try_from(solvers.len()).unwrap_or(u16::MAX);
    let size = fitting(given, terminal, panes);
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        bail!(
            "maze watch draws mazes up to {MAX_SIDE}×{MAX_SIDE}, not {size}; `maze generate` makes bigger ones"
        );
    }
    if args.masking.mask_apart {
        bail!(
            "maze watch carves one maze; --mask-apart is for maze generate (or join the regions with --mask-join)"
        );
    }
    let seed = args.seed.unwrap_or_else(rand::random);
    let masking = args.masking.source()?.map(|source| Masking {
        source,
        join: args.masking.joined(),
    });
    let show = Show::new(args.algorithm, &solvers, size, seed, args.speed, masking)?;
    let mut running = Running {
        show,
        color: crate::screen::color_wanted(),
        given,
        panes,
        screen: std::cell::Cell::new(terminal),
        last: Duration::ZERO,
        failed: None,
    };
    crate::screen::run_full_screen(&mut running, FRAME)?;
    running.failed.map_or(Ok(()), Err)
}

/// The show in the event loop the full-screen front ends share.
struct Running {
    show: Show,
    color: bool,
    /// The sides given on the command line; the others fit the terminal, anew for each maze.
    given: (Option<u32>, Option<u32>),
    /// How many pictures of the maze share the terminal's width (one a racer).
    panes: u16,
    /// The terminal's size at the last frame.
    screen: std::cell::Cell<(u16, u16)>,
    /// When time was last let pass.
    last: Duration,
    /// What stopped the show, if something went wrong (a maze that could not be made).
    failed: Option<anyhow::Error>,
}

impl FullScreen for Running {
    fn min_size(&self) -> (u16, u16) {
        ui::MIN_SIZE
    }

    fn tick(&mut self, now: Duration) {
        self.show.tick(now.saturating_sub(self.last));
        self.last = now;
    }

    fn key(&mut self, key: KeyEvent, _now: Duration) {
        let Some(action) = action(key) else {
            return;
        };
        // A new maze fits the terminal as it is now, which may have grown or shrunk.
        if matches!(action, Action::Restart | Action::NextAlgorithm) {
            self.show
                .resize(fitting(self.given, self.screen.get(), self.panes));
        }
        if let Err(err) = self.show.act(action) {
            self.failed = Some(err);
        }
    }

    fn done(&self) -> bool {
        self.show.quit || self.failed.is_some()
    }
}

impl Widget for &Running {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.screen.set((area.width, area.height));
        View {
            show: &self.show,
            color: self.color,
        }
        .render(area, buf);
    }
}

/// The keys of the show, as data: the handler and the help bar read this table.
pub const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char('q'), KeyCode::Esc],
        label: "q",
        does: "quit",
        help: "quit",
        action: Action::Quit,
    },
    Binding {
        keys: &[KeyCode::Char(' '), KeyCode::Char('p')],
        label: "space",
        does: "pause",
        help: "pause, or go on",
        action: Action::Pause,
    },
    Binding {
        keys: &[KeyCode::Char('+'), KeyCode::Char('='), KeyCode::Up],
        label: "+-",
        does: "speed",
        help: "faster",
        action: Action::Faster,
    },
    Binding {
        keys: &[KeyCode::Char('-'), KeyCode::Char('_'), KeyCode::Down],
        label: "",
        does: "",
        help: "slower",
        action: Action::Slower,
    },
    Binding {
        keys: &[KeyCode::Char('.'), KeyCode::Char('n'), KeyCode::Right],
        label: ".",
        does: "step",
        help: "one step, paused",
        action: Action::Step,
    },
    Binding {
        keys: &[KeyCode::Enter],
        label: "⏎",
        does: "skip",
        help: "finish the carving or the search at once",
        action: Action::Skip,
    },
    Binding {
        keys: &[KeyCode::Char('r')],
        label: "r",
        does: "new",
        help: "a new maze, with a new seed",
        action: Action::Restart,
    },
    Binding {
        keys: &[KeyCode::Char('a')],
        label: "a",
        does: "algorithm",
        help: "the next generator, on the same seed",
        action: Action::NextAlgorithm,
    },
    Binding {
        keys: &[KeyCode::Char('s')],
        label: "s",
        does: "solver",
        help: "the next solver, on the same maze",
        action: Action::NextSolver,
    },
];

/// The action a key asks for, if any.
fn action(key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
        return Some(Action::Quit);
    }
    crate::keys::action(KEYS, key.code)
}

/// The maze's size: the sides `given`, and for the others the most cells that fit a terminal
/// of `columns` × `lines` shared by `panes` pictures side by side, at one character a cell
/// (each picture has a wall between cells and at both ends, and a gap between pictures; three
/// lines below them are the status bars, and a race gives each picture a title line).
fn fitting(given: (Option<u32>, Option<u32>), (columns, lines): (u16, u16), panes: u16) -> Size {
    let (columns, lines) = (columns.max(ui::MIN_SIZE.0), lines.max(ui::MIN_SIZE.1));
    let panes = panes.max(1);
    let pane = (columns + 1) / panes - 1;
    let titles = u16::from(panes > 1);
    let fit = |cells: u16| u32::from(cells).clamp(2, MAX_SIDE);
    Size::new(
        given.0.unwrap_or_else(|| fit(pane.saturating_sub(1) / 2)),
        given.1.unwrap_or_else(|| fit((lines - 3 - titles - 1) / 2)),
    )
}

#[cfg(test)]
mod tests;
