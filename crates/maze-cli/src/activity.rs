//! Progress bars and spinners on standard error, only for work long enough to need them and
//! only when standard error is a terminal (so piped or redirected output stays clean).

use std::io::{self, IsTerminal};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// Work shorter than this shows nothing.
const PATIENCE: Duration = Duration::from_millis(500);

/// A progress bar that appears only once the work has taken longer than [`PATIENCE`].
pub struct LazyBar {
    label: &'static str,
    unit: &'static str,
    started: Instant,
    bar: Option<ProgressBar>,
    enabled: bool,
}

impl LazyBar {
    /// A bar for the work called `label`, counted in cells, not yet shown.
    pub fn new(label: &'static str) -> LazyBar {
        LazyBar::with_unit(label, "cells")
    }

    /// A bar for the work called `label`, counted in `unit`, not yet shown.
    pub fn with_unit(label: &'static str, unit: &'static str) -> LazyBar {
        LazyBar {
            label,
            unit,
            started: Instant::now(),
            bar: None,
            enabled: io::stderr().is_terminal(),
        }
    }

    /// The bar, kept hidden when `hide` holds.
    pub fn hidden_if(mut self, hide: bool) -> LazyBar {
        self.enabled &= !hide;
        self
    }

    /// Records `done` of `total` units; shows the bar once the work is slow enough.
    pub fn update(&mut self, done: u64, total: u64) {
        if !self.enabled {
            return;
        }
        if self.bar.is_none() && self.started.elapsed() >= PATIENCE {
            let bar = ProgressBar::new(total).with_style(bar_style(self.unit));
            bar.set_message(self.label);
            self.bar = Some(bar);
        }
        if let Some(bar) = &self.bar {
            bar.set_position(done);
        }
    }

    /// Removes the bar, if shown.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
    }
}

fn bar_style(unit: &str) -> ProgressStyle {
    ProgressStyle::with_template(&format!(
        "{{msg:>10}} [{{bar:40}}] {{percent:>3}}% {{human_pos}}/{{human_len}} {unit}, {{eta}} left"
    ))
    .unwrap_or_else(|_| ProgressStyle::default_bar())
    .progress_chars("=> ")
}

/// Whether standard output goes into a pipe. A command feeding another (`maze generate
/// --stream … | maze check -`) leaves the progress bar to the reader: two processes drawing bars
/// on one terminal would overwrite each other.
pub fn stdout_is_pipe() -> bool {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::FileTypeExt;
        io::stdout()
            .as_fd()
            .try_clone_to_owned()
            .ok()
            .map(std::fs::File::from)
            .and_then(|file| file.metadata().ok())
            .is_some_and(|meta| meta.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// Runs `work`, showing a spinner labelled `label` if it takes longer than [`PATIENCE`].
pub fn with_spinner<T>(label: &'static str, work: impl FnOnce() -> T) -> T {
    if !io::stderr().is_terminal() {
        return work();
    }
    let (done, wait) = mpsc::channel::<()>();
    let spinner = thread::spawn(move || {
        if wait.recv_timeout(PATIENCE) != Err(RecvTimeoutError::Timeout) {
            return;
        }
        let bar = ProgressBar::new_spinner();
        bar.set_message(label);
        bar.enable_steady_tick(Duration::from_millis(100));
        let _ = wait.recv();
        bar.finish_and_clear();
    });
    let result = work();
    let _ = done.send(());
    let _ = spinner.join();
    result
}
