//! `maze print`: a PDF booklet of mazes and their answers.

use anyhow::Context;
use mazes::render::BookletOptions;
use mazes::{Maze, MazeBuilder, Size};

use crate::activity::with_spinner;
use crate::cli::PrintArgs;

/// Makes the mazes, writes the booklet, and says where.
pub fn run(args: PrintArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let options = BookletOptions {
        paper: args.paper,
        per_page: args.per_page,
        title: args.title.clone(),
        answers: !args.no_answers,
    };
    if args.output.is_dir() {
        anyhow::bail!(
            "cannot write {}: it is a folder; name a file in it, such as {}",
            args.output.display(),
            args.output.join("mazes.pdf").display()
        );
    }
    if args.output.as_os_str() != "-" {
        crate::output::folder_exists(&args.output)?;
    }
    let mazes = mazes(&args, seed)?;
    let mut pdf = Vec::new();
    with_spinner("writing", || {
        mazes::render::write_pdf(&mut pdf, &mazes, &options)
    })?;
    crate::output::tell_seed(seed, args.seed);
    if args.output.as_os_str() == "-" {
        return crate::output::to_stdout(|out| out.write_all(&pdf));
    }
    // Whole or not at all: a full disk leaves the old booklet as it was.
    maze_store::write_atomically(&args.output, &pdf)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    let count = match args.count {
        1 => "1 maze".to_owned(),
        n => format!("{n} mazes"),
    };
    note!(
        "{count} in {} ({} KB)",
        args.output.display(),
        pdf.len().div_ceil(1024)
    );
    Ok(())
}

/// The mazes `args` ask for, of any shape, cut to a mask or not: seeds from `seed` on.
fn mazes(args: &PrintArgs, seed: u64) -> anyhow::Result<Vec<Maze>> {
    anyhow::ensure!(
        !args.masking.mask_apart,
        "a booklet holds one maze to a slot; join the mask's regions (--mask-join) instead of \
         --mask-apart"
    );
    let size = Size::new(args.width, args.height);
    let shape = crate::recipe::shape(args.shape, size, args.rings, mazes::Wrap::None);
    let mut builder = MazeBuilder::of_shape(shape.clone())
        .algorithm(args.algorithm)
        .join_regions(args.masking.joined());
    if let Some(source) = args.masking.source()? {
        builder = builder.mask(source.mask(&shape)?);
    }
    with_spinner("generating", || {
        (0..u64::from(args.count))
            .map(|n| builder.clone().seed(seed.wrapping_add(n)).build())
            .collect::<Result<Vec<_>, _>>()
    })
    .map_err(Into::into)
}
