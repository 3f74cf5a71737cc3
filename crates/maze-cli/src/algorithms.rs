//! `maze algorithms`.

use mazes::shape::{Lattice, Shape, ShapeKind};
use mazes::{Algorithm, Size, Wrap};

/// Prints each generator with its character, and where it works: on every shape, mask and
/// wrapping, or on bounded square cells only.
pub fn run() -> anyhow::Result<()> {
    let width = Algorithm::ALL
        .iter()
        .map(|a| a.name().len())
        .max()
        .unwrap_or(0);
    let size = Size::new(2, 2);
    let others = [
        Shape::hex(size),
        Shape::triangle(size),
        Shape::polar(2),
        Shape::upsilon(size),
    ]
    .map(|shape| Lattice::new(shape).map(|lattice| (lattice.shape().kind(), lattice)));
    let others: Vec<(ShapeKind, Lattice)> = others.into_iter().collect::<Result<_, _>>()?;
    crate::output::to_stdout(|out| {
        for algorithm in Algorithm::ALL {
            let shapes: Vec<&str> = others
                .iter()
                .filter(|(_, lattice)| mazes::shape::generate::supports(algorithm, lattice).is_ok())
                .map(|(kind, _)| kind.name())
                .collect();
            let anywhere = algorithm.supports(Wrap::Both).is_ok() && shapes.len() == others.len();
            let only = match shapes.as_slice() {
                _ if anywhere => String::new(),
                [] => " (whole, bounded square grids only)".to_owned(),
                [some @ .., last] => {
                    let first: Vec<&str> = std::iter::once("square")
                        .chain(some.iter().copied())
                        .collect();
                    format!(
                        " (whole, bounded {} and {last} grids only)",
                        first.join(", ")
                    )
                }
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
