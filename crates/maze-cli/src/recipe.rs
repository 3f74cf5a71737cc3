//! The maze a command asks for: its cells (shape, levels, mask, weave), its recipe, and the
//! formats those cells have (whole squares every one; other cells no bin, plotter or STL, and
//! text pictures only for squares cut to a mask and weaves).

use anyhow::{Context, bail};
use mazes::shape::mask::{Outline, Picture};
use mazes::shape::{Mask, Shape, ShapeError, ShapeKind, Square};
use mazes::{Maze, MazeBuilder, Openings, Size, Wrap};

use crate::activity::with_spinner;
use crate::cli::{Format, GenerateArgs, MaskArgs, OpeningsArg, OutputArgs};
use crate::output::Output;

/// Whether `args` ask for a whole rectangle of square cells (bounded or wrapping, one level,
/// no mask, no weave): the mazes that keep a grid and take every option and format.
pub fn whole_squares(args: &GenerateArgs) -> bool {
    args.shape == ShapeKind::Square
        && !args.masking.any()
        && args.levels == 1
        && args.weave.is_none()
}

/// The cells `args` ask for: the shape and its levels, checked against a lattice's limits
/// unless they are whole squares (which keep a grid, and whose generators check their size).
pub fn cells(args: &GenerateArgs) -> anyhow::Result<Shape> {
    let size = Size::new(args.width, args.height);
    let mut shape = shape(args.shape, size, args.rings, args.wrap);
    if args.levels > 1 {
        shape = Shape::levels(shape, args.levels);
    }
    if !whole_squares(args) {
        shape.check()?;
    }
    Ok(shape)
}

/// The recipe `args` ask for, of `shape`, from `seed`.
pub fn builder(args: &GenerateArgs, shape: Shape, seed: u64) -> anyhow::Result<MazeBuilder> {
    let mut builder = MazeBuilder::of_shape(shape.clone())
        .algorithm(args.algorithm)
        .seed(seed)
        .join_regions(args.masking.joined());
    if let Some(source) = args.masking.source()? {
        builder = builder.mask(source.mask(&shape)?);
    }
    if let Some(count) = args.loops {
        builder = builder.loops(count);
    }
    if let Some(fraction) = args.braid {
        builder = builder.braid(fraction);
    }
    if let Some(density) = args.weave {
        builder = builder.weave(density);
    }
    if whole_squares(args) {
        let openings = match (args.start, args.goal) {
            (Some(start), Some(goal)) => Openings::Cells { start, goal },
            _ => match args.openings {
                OpeningsArg::Corners => Openings::Corners,
                OpeningsArg::Sides => Openings::Sides,
                OpeningsArg::None => Openings::None,
            },
        };
        builder = builder.openings(openings);
        if let Some(percentile) = args.difficulty {
            builder = builder.difficulty(percentile);
        }
    }
    Ok(builder)
}

/// The options only whole squares take, refused by name for other cells; the format to write
/// those in (see [`format`]).
pub fn format_for_cells(
    args: &GenerateArgs,
    shape: &Shape,
    output: &Output,
) -> anyhow::Result<Format> {
    anyhow::ensure!(
        args.difficulty.is_none(),
        "--difficulty picks among square mazes only, for now"
    );
    refuse_square_only_options(args)?;
    let text = match args.weave {
        Some(_) => Text::Woven,
        None => Text::of(shape),
    };
    format(text, &shape_words(args), &args.output, output)
}

/// The mazes of `builder`: one, or one in each region of the mask with `--mask-apart`.
pub fn build(args: &GenerateArgs, builder: &MazeBuilder) -> anyhow::Result<Vec<Maze>> {
    with_spinner("generating", || {
        if args.masking.mask_apart {
            builder.build_apart()
        } else {
            builder.build().map(|maze| vec![maze])
        }
    })
    .map_err(|e| match e {
        mazes::BuildError::Shape(ShapeError::Regions { .. }) => {
            anyhow::anyhow!("{e} (--mask-join), or make a maze in each (--mask-apart)")
        }
        other => other.into(),
    })
}

/// The shape of `kind`: `size` cells across and down, or `rings` rings for polar cells (only
/// square cells wrap).
pub fn shape(kind: ShapeKind, size: Size, rings: u32, wrap: Wrap) -> Shape {
    match kind {
        ShapeKind::Square => Shape::Square(Square::new(size, wrap)),
        other => Shape::of_kind(other, size, rings),
    }
}

/// Where a mask comes from, read once and stretched over any shape.
#[derive(Clone, Debug)]
pub enum MaskSource {
    /// A built-in outline.
    Outline(Outline),
    /// A picture from a text or PNG file.
    Picture(Picture),
    /// Words in the bitmap font.
    Text(String),
}

impl MaskSource {
    /// The mask over `shape`.
    pub fn mask(&self, shape: &Shape) -> anyhow::Result<Mask> {
        Ok(match self {
            MaskSource::Outline(outline) => Mask::outline(shape, *outline),
            MaskSource::Picture(picture) => Mask::from_picture(shape, picture),
            MaskSource::Text(text) => Mask::text(shape, text)?,
        })
    }
}

impl MaskArgs {
    /// Whether any mask is asked for.
    pub fn any(&self) -> bool {
        self.mask.is_some() || self.mask_text.is_some()
    }

    /// Whether the mask's regions are to be joined (words are, unless made apart).
    pub fn joined(&self) -> bool {
        self.mask_join || (self.mask_text.is_some() && !self.mask_apart)
    }

    /// The mask asked for, if any, its file read.
    pub fn source(&self) -> anyhow::Result<Option<MaskSource>> {
        if let Some(text) = &self.mask_text {
            return Ok(Some(MaskSource::Text(text.clone())));
        }
        let Some(name) = &self.mask else {
            return Ok(None);
        };
        if let Ok(outline) = name.parse::<Outline>() {
            return Ok(Some(MaskSource::Outline(outline)));
        }
        let bytes = read_mask(name)?;
        let picture = if bytes.starts_with(b"\x89PNG") {
            Picture::from_png(&bytes)
        } else {
            Picture::parse(&String::from_utf8_lossy(&bytes))
        };
        let picture = picture.with_context(|| format!("cannot use the mask {name:?}"))?;
        Ok(Some(MaskSource::Picture(picture)))
    }
}

/// The most bytes a mask file may hold: a text mask of the most pixels a mask may have (2²⁶),
/// its line ends included, with room to spare.
const MAX_MASK_BYTES: u64 = 128 << 20;

/// The bytes of the mask file `name`, read no further than [`MAX_MASK_BYTES`]: a larger file
/// (or an endless one, `/dev/zero`) is refused once that much is read.
fn read_mask(name: &str) -> anyhow::Result<Vec<u8>> {
    use std::io::Read as _;
    let cannot = || {
        format!(
            "cannot read the mask {name:?}; a mask is a text or PNG file, or circle, triangle or hexagon"
        )
    };
    let mut bytes = Vec::new();
    std::fs::File::open(name)
        .and_then(|file| file.take(MAX_MASK_BYTES + 1).read_to_end(&mut bytes))
        .with_context(cannot)?;
    if bytes.len() as u64 > MAX_MASK_BYTES {
        anyhow::bail!(
            "the mask {name:?} is larger than {} MiB, more than a mask of 2²⁶ pixels takes",
            MAX_MASK_BYTES >> 20
        );
    }
    Ok(bytes)
}

/// Which text pictures a maze has.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Text {
    /// Square cells on one level (cut to a mask or not): ascii and unicode, ascii by default.
    Square,
    /// A weave maze: ascii and unicode, unicode (the clearer) by default.
    Woven,
    /// Other shapes (hexagons, triangles, rings, octagons, levels): unicode only, in Braille
    /// dots; svg by default.
    Braille,
}

impl Text {
    /// The text pictures of a maze of `shape`.
    pub fn of(shape: &Shape) -> Text {
        match shape {
            Shape::Square(_) => Text::Square,
            Shape::Weave(_) => Text::Woven,
            _ => Text::Braille,
        }
    }
}

/// The format to write a `what` maze with `text` pictures in: square cells on one level (cut
/// to a mask) and weave mazes take every format but bin, a text picture when none is named;
/// other shapes svg, png, json or unicode (in Braille), svg when none is named.
pub fn format(
    text: Text,
    what: &str,
    args: &OutputArgs,
    output: &Output,
) -> anyhow::Result<Format> {
    let named = args.format.is_some()
        || args
            .output
            .as_ref()
            .is_some_and(|file| crate::output::format_of(file).is_some());
    match output.format {
        _ if !named && text == Text::Woven => Ok(Format::Unicode),
        _ if !named && text == Text::Braille => Ok(Format::Svg),
        Format::Ascii if text == Text::Braille => bail!(
            "a {what} maze has no ascii picture (only square cells on one level sit on a grid \
             of characters); -f unicode draws it in Braille dots, or write it as svg, png or json"
        ),
        Format::Bin => {
            bail!("the bin format holds whole square mazes only; write a {what} maze as json")
        }
        Format::PlotterSvg | Format::Stl => bail!(
            "{} draws whole square mazes only, for now; write a {what} maze as svg",
            output.format.name()
        ),
        format => Ok(format),
    }
}

/// The format to write `maze` in: the one asked for on a whole rectangle of squares, which
/// has every format; on other mazes as [`format`] settles it.
pub fn format_of(maze: &Maze, args: &OutputArgs, output: &Output) -> anyhow::Result<Format> {
    if maze.grid().is_some() {
        return Ok(output.format);
    }
    let what = match maze.mask() {
        Some(_) => format!("masked {}", maze.shape().describe()),
        None => maze.shape().describe(),
    };
    format(Text::of(maze.shape()), &what, args, output)
}

/// `hex`, `masked square`, …: the maze's kind in words.
pub fn shape_words(args: &GenerateArgs) -> String {
    let masked = if args.masking.any() { "masked " } else { "" };
    if args.weave.is_some() && args.shape == ShapeKind::Square && !args.masking.any() {
        return "woven square".to_owned();
    }
    match args.levels {
        1 => format!("{masked}{}", args.shape),
        levels => format!("{masked}{levels}-level {}", args.shape),
    }
}

/// Refuses, by name, the options only square mazes without a mask take for now.
fn refuse_square_only_options(args: &GenerateArgs) -> anyhow::Result<()> {
    let what = shape_words(args);
    if args.wrap != Wrap::None && args.shape != ShapeKind::Square {
        bail!(
            "--wrap joins the borders of square cells; {} mazes cannot wrap",
            args.shape
        );
    }
    if args.start.is_some() || args.openings != OpeningsArg::Corners {
        bail!(
            "a {what} maze always starts at the border cell nearest the top left and ends at the \
             one nearest the bottom right; --start, --goal and --openings are for square mazes"
        );
    }
    Ok(())
}
