//! `maze count`: how many perfect mazes a grid, shape or mask has; `maze uniformity`: whether
//! a generator draws them all equally often.

use std::time::Instant;

use anyhow::bail;
use mazes::Size;
use mazes::shape::{Lattice, ShapeError, ShapeKind};

use crate::activity::with_spinner;
use crate::cli::{CountArgs, UniformityArgs};

/// Counts and prints the number, with its digits and the time taken on standard error.
pub fn run(args: CountArgs) -> anyhow::Result<()> {
    let size = Size::new(args.width, args.height);
    if args.shape != ShapeKind::Square && args.wrap != mazes::Wrap::None {
        bail!(
            "only square cells wrap; --wrap cannot go with --shape {}",
            args.shape.name()
        );
    }
    let started = Instant::now();
    let count = if args.shape == ShapeKind::Square && !args.masking.any() {
        with_spinner("counting", || mazes::count::grid_count(size, args.wrap))?
    } else {
        let shape = crate::recipe::shape(args.shape, size, args.rings, args.wrap);
        shape.check()?;
        // A mask may leave few of a shape's cells on, but a shape of millions is not worth
        // building to find out.
        let cells = mazes::shape::Tiling::cell_count(&shape);
        if cells > 1 << 22 {
            bail!(
                "the {} shape has {cells} cells; counts of shapes and masks are made up to {} \
                 cells (after the mask)",
                args.shape.name(),
                mazes::count::MAX_LATTICE_CELLS
            );
        }
        let lattice = match args.masking.source()? {
            Some(source) => Lattice::masked(shape.clone(), source.mask(&shape)?),
            None => Lattice::new(shape),
        };
        let lattice = match lattice {
            Err(ShapeError::Regions { sizes, more }) => {
                // No tree spans cells that fall apart.
                let more = if more { " and more" } else { "" };
                note!(
                    "the mask leaves {} separate regions{more}: no perfect maze spans them",
                    sizes.len()
                );
                return crate::output::to_stdout(|out| writeln!(out, "0"));
            }
            other => other?,
        };
        with_spinner("counting", || mazes::count::lattice_count(&lattice))?
    };
    let digits = count.to_string();
    note!(
        "{} digits, counted in {:.3} s",
        digits.len(),
        started.elapsed().as_secs_f64()
    );
    crate::output::to_stdout(|out| writeln!(out, "{digits}"))
}

/// Samples a generator on a small grid and prints the test against equal odds.
pub fn uniformity(args: UniformityArgs) -> anyhow::Result<()> {
    let size = Size::new(args.width, args.height);
    let mazes = mazes::count::grid_count(size, args.wrap)?;
    let samples = match args.samples {
        Some(n) => u64::from(n),
        None => u64::try_from(&mazes).unwrap_or(u64::MAX).saturating_mul(40),
    };
    let found = with_spinner("sampling", || {
        mazes::count::uniformity(args.algorithm, size, args.wrap, samples)
    })?;
    let test = found.test;
    let verdict = if test.passes() {
        "uniform: every perfect maze as likely as the others"
    } else {
        "not uniform: some perfect mazes come up more often than others"
    };
    crate::output::to_stdout(|out| {
        writeln!(out, "grid        {size}, {} perfect mazes", found.mazes)?;
        writeln!(
            out,
            "samples     {} ({}), seeds 0 to {}",
            found.samples,
            args.algorithm,
            found.samples - 1
        )?;
        writeln!(
            out,
            "seen        {} of the {} mazes, each {} to {} times",
            found.seen, found.mazes, found.least, found.most
        )?;
        writeln!(
            out,
            "chi-squared {:.1} with {} degrees of freedom (the 0.1 % limit is {:.1})",
            test.statistic, test.freedom, test.limit
        )?;
        writeln!(out, "verdict     {verdict}")
    })
}
