//! `maze algorithms`.

use maze::shape::{Lattice, Shape};
use maze::{Algorithm, Size, Wrap};

/// Prints each generator with its character, and where it works: on every shape, mask and
/// wrapping, or on bounded square cells only.
pub fn run() -> anyhow::Result<()> {
    let width = Algorithm::ALL
        .iter()
        .map(|a| a.name().len())
        .max()
        .unwrap_or(0);
    let hex = Lattice::new(Shape::hex(Size::new(2, 2)))?;
    crate::output::to_stdout(|out| {
        for algorithm in Algorithm::ALL {
            let anywhere = algorithm.supports(Wrap::Both).is_ok()
                && maze::shape::generate::supports(algorithm, &hex).is_ok();
            let only = if anywhere {
                ""
            } else {
                " (whole, bounded square grids only)"
            };
            writeln!(
                out,
                "{:width$}  {}{only}",
                algorithm.name(),
                algorithm.description()
            )?;
        }
        writeln!(
            out,
            "\nThe others work on every --shape and --mask, and on square grids that --wrap."
        )
    })
}
