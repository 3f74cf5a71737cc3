//! `maze print`: a PDF booklet of mazes and their answers.

use anyhow::Context;
use maze::render::BookletOptions;
use maze::{Maze, MazeBuilder, Size};

use crate::activity::with_spinner;
use crate::cli::PrintArgs;

/// Makes the mazes, writes the booklet, and says where.
pub fn run(args: PrintArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let size = Size::new(args.width, args.height);
    let mazes: Vec<Maze> = with_spinner("generating", || {
        (0..u64::from(args.count))
            .map(|n| {
                MazeBuilder::new(size)
                    .algorithm(args.algorithm)
                    .seed(seed.wrapping_add(n))
                    .build()
            })
            .collect::<Result<_, _>>()
    })?;
    let options = BookletOptions {
        paper: args.paper,
        per_page: args.per_page,
        title: args.title.clone(),
        answers: !args.no_answers,
    };
    let mut pdf = Vec::new();
    with_spinner("writing", || {
        maze::render::write_pdf(&mut pdf, &mazes, &options)
    })?;
    crate::output::tell_seed(seed, args.seed);
    if args.output.as_os_str() == "-" {
        return crate::output::to_stdout(|out| out.write_all(&pdf));
    }
    std::fs::write(&args.output, &pdf)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    note!(
        "{} mazes in {} ({} KB)",
        mazes.len(),
        args.output.display(),
        pdf.len().div_ceil(1024)
    );
    Ok(())
}
