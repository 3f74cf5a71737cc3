//! `maze print`: a PDF booklet of mazes and their answers.

use anyhow::Context;
use mazes::render::BookletOptions;
use mazes::shape::Tiling as _;
use mazes::{Maze, MazeBuilder, Size};

use crate::activity::with_spinner;
use crate::cli::PrintArgs;

/// The most mazes a booklet holds: 5,000 pages of two.
pub const MAX_MAZES: u32 = 10_000;
/// The most mazes a page holds: at 64 an A4 slot is about 25 mm wide.
pub const MAX_PER_PAGE: u32 = 64;
/// The most cells of all a booklet's mazes together: a booklet is built whole in memory (about
/// 55 bytes a cell at its peak: four 1000×1000 mazes took 217 MB, so about 0.9 GB at this
/// limit), and no printed page shows more.
pub const MAX_CELLS: u64 = 16_000_000;

/// Makes the mazes, writes the booklet, and says where.
pub fn run(args: PrintArgs) -> anyhow::Result<()> {
    check_size(&args)?;
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

/// Refuses a booklet too large to build before anything is built: too many mazes, too many a
/// page, or too many cells in all.
fn check_size(args: &PrintArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.count <= MAX_MAZES,
        "a booklet holds up to {MAX_MAZES} mazes, not {} (print several booklets)",
        args.count
    );
    anyhow::ensure!(
        args.per_page <= MAX_PER_PAGE,
        "a page holds up to {MAX_PER_PAGE} mazes, not {} (smaller ones would not show)",
        args.per_page
    );
    let shape = crate::recipe::shape(
        args.shape,
        Size::new(args.width, args.height),
        args.rings,
        mazes::Wrap::None,
    );
    let each = shape.cell_count() as u64;
    let cells = u64::from(args.count).saturating_mul(each);
    if cells > MAX_CELLS {
        match args.count {
            1 => anyhow::bail!(
                "a maze of {each} cells is more than a booklet holds ({MAX_CELLS} cells in all); \
                 print a smaller one (no printed page shows more)"
            ),
            n => anyhow::bail!(
                "{n} mazes of {each} cells each are {cells} cells, more than a booklet holds \
                 ({MAX_CELLS} in all); print fewer or smaller mazes (no printed page shows more)"
            ),
        }
    }
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
