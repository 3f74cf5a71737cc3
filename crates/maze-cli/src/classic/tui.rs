//! The full-screen terminal UI of `maze play`: state, keys, drawing and the terminal, each in
//! its own file. Rules live in `maze-classic`; this only turns keys into moves and draws.

mod app;
mod fog;
mod keys;
mod terminal;
mod ui;

pub use app::App;
pub use terminal::run;

#[cfg(test)]
mod tests;
