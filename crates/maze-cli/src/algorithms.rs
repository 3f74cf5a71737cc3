//! `maze algorithms`.

use maze::{Algorithm, Wrap};

/// Prints each generator with its character and whether it can wrap.
pub fn run() -> anyhow::Result<()> {
    let width = Algorithm::ALL
        .iter()
        .map(|a| a.name().len())
        .max()
        .unwrap_or(0);
    crate::output::to_stdout(|out| {
        for algorithm in Algorithm::ALL {
            let wraps = if algorithm.supports(Wrap::Both).is_ok() {
                ""
            } else {
                " (bounded only)"
            };
            writeln!(
                out,
                "{:width$}  {}{wraps}",
                algorithm.name(),
                algorithm.description()
            )?;
        }
        Ok::<(), std::io::Error>(())
    })
}
