//! Writing a maze in the chosen format to a file or standard output.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use mazes::Maze;
use mazes::render::Drawing;
use mazes::render::{Colors, Overlay, PngCompression, PngOptions, SvgOptions, UnicodeOptions};

use crate::cli::{ColorArg, Format, OutputArgs, PngCompressionArg};

/// Runs `write` on standard output (locked and buffered) and flushes it, so that a closed pipe
/// or a full device is an error with its cause (`main` ends quietly on a closed pipe), never a
/// panic as `println!` would make it.
pub fn to_stdout<E>(write: impl FnOnce(&mut dyn Write) -> Result<(), E>) -> anyhow::Result<()>
where
    anyhow::Error: From<E>,
{
    let mut out = BufWriter::new(io::stdout().lock());
    write(&mut out)
        .map_err(anyhow::Error::from)
        .and_then(|()| Ok(out.flush()?))
        .context("could not write to standard output")
}

/// Refuses `file` if its folder does not exist: before any work, as writing would refuse it
/// after (folders are never made unasked).
pub fn folder_exists(file: &Path) -> anyhow::Result<()> {
    match file.parent() {
        Some(folder) if !folder.as_os_str().is_empty() && !folder.exists() => bail!(
            "cannot write {}: the folder {} does not exist",
            file.display(),
            folder.display()
        ),
        _ => Ok(()),
    }
}

/// The most pixels a PNG of a shaped maze is drawn with: it is painted whole in memory, about
/// 2 bytes a pixel (square mazes are written a row at a time, and take any size).
const MAX_SHAPED_PIXELS: u64 = 1 << 28;

/// About how many pixels across a PNG picture is, unless its maze is too big for that.
pub const PNG_TARGET: u32 = 1600;

/// Where and how to write.
#[derive(Debug)]
pub struct Output {
    /// The format.
    pub format: Format,
    file: Option<PathBuf>,
    color: bool,
    png: PngCompression,
    /// `--cell-size`, when given.
    cell: Option<u32>,
    /// `--wall-width`, when given.
    wall: Option<u32>,
    /// The colours asked for, the others the defaults.
    colors: Colors,
}

impl Output {
    /// Settles the format (flag, else the file's extension, else ASCII) and colouring.
    pub fn new(args: &OutputArgs) -> anyhow::Result<Output> {
        let format = match (args.format, &args.output) {
            (Some(format), _) => format,
            (None, Some(file)) => format_of(file).unwrap_or(Format::Ascii),
            (None, None) => Format::Ascii,
        };
        if format == Format::Png && args.output.is_none() && io::stdout().is_terminal() {
            bail!(
                "a PNG is binary data and would garble the terminal; add --output FILE.png or pipe it"
            );
        }
        if let Some(file) = &args.output {
            folder_exists(file)?;
        }
        if let Some(flag) = args.picture_flag()
            && !matches!(format, Format::Svg | Format::PlotterSvg | Format::Png)
        {
            bail!("{flag} is for svg and png pictures, not {}", format.name());
        }
        let fallback = Colors::default();
        let color = match args.color {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                args.output.is_none() && io::stdout().is_terminal() && crate::screen::color_wanted()
            }
        };
        Ok(Output {
            format,
            file: args.output.clone(),
            color,
            png: match args.png_compression {
                PngCompressionArg::Fast => PngCompression::Fast,
                PngCompressionArg::Best => PngCompression::Best,
            },
            cell: args.cell_size,
            wall: args.wall_width,
            colors: Colors {
                wall: args.wall_color.unwrap_or(fallback.wall),
                floor: args.floor_color.unwrap_or(fallback.floor),
                path: args.path_color.unwrap_or(fallback.path),
            },
        })
    }

    /// How a PNG of a `width`×`height` maze is drawn: about [`PNG_TARGET`] pixels across, down
    /// to one pixel a floor and a wall, unless sizes were asked; compressed as asked.
    pub fn png_options(&self, width: u32, height: u32) -> PngOptions {
        self.png(PngOptions::fit(width, height, PNG_TARGET))
    }

    /// `fitted` with the sizes and the compression asked.
    fn png(&self, fitted: PngOptions) -> PngOptions {
        PngOptions {
            cell: self.cell.unwrap_or(fitted.cell),
            wall: self.wall.unwrap_or(fitted.wall),
            compression: self.png,
            colors: self.colors,
        }
    }

    /// How a PNG of the shaped `maze` is drawn, or why not: its picture is painted whole in
    /// memory (a byte and a coverage byte a pixel), so a size asked that would take more than
    /// [`MAX_SHAPED_PIXELS`] is refused before any is allocated.
    fn shaped_png(&self, maze: &Maze) -> anyhow::Result<PngOptions> {
        let options = self.png(PngOptions::fit_maze(maze, PNG_TARGET));
        let extent = mazes::shape::Tiling::extent(maze.shape());
        let unit = f64::from(options.cell + options.wall);
        let pixels = (extent.x * unit + 4.0 * unit) * (extent.y * unit + 4.0 * unit);
        if pixels > MAX_SHAPED_PIXELS as f64 {
            bail!(
                "a picture of this {} maze at {} pixels a cell would take about {:.0} MB to                  draw; ask for a smaller --cell-size",
                maze.shape().describe(),
                options.cell,
                pixels * 2.0 / 1e6
            );
        }
        Ok(options)
    }

    /// How an SVG is drawn: the default sizes, or those asked.
    fn svg(&self) -> SvgOptions {
        let fallback = SvgOptions::default();
        SvgOptions {
            cell: self.cell.map_or(fallback.cell, f64::from),
            wall: self.wall.map_or(fallback.wall, f64::from),
            colors: self.colors,
        }
    }

    /// Writes `maze` with `overlay` in the chosen format.
    pub fn write_maze(&self, maze: &Maze, overlay: &Overlay) -> anyhow::Result<()> {
        self.write_in(self.format, maze, overlay)
    }

    /// Writes `maze`, of any shape, with `overlay` in `format` (a format a maze of other cells
    /// than whole squares lacks is refused by its writer; [`crate::recipe::format`] names them
    /// first).
    pub fn write_in(&self, format: Format, maze: &Maze, overlay: &Overlay) -> anyhow::Result<()> {
        self.write_with(|out| {
            match format {
                Format::Ascii => mazes::render::write_ascii(out, maze, overlay)?,
                Format::Unicode
                    if crate::recipe::Text::of(maze.shape()) == crate::recipe::Text::Braille =>
                {
                    crate::canvas::write_braille(out, maze, overlay)?;
                }
                Format::Unicode => {
                    let options = UnicodeOptions { color: self.color };
                    mazes::render::write_unicode(out, maze, overlay, options)?;
                }
                Format::Json => mazes::format::write_json(out, maze)?,
                Format::Svg => mazes::render::write_svg(out, maze, overlay, self.svg())?,
                Format::PlotterSvg => {
                    out.write_all(mazes::render::plotter_svg(maze, self.svg())?.as_bytes())?;
                }
                Format::Stl => mazes::render::write_stl(out, maze, Default::default())?,
                Format::Png => {
                    let options = match maze.grid() {
                        Some(grid) => self.png_options(grid.width(), grid.height()),
                        None => self.shaped_png(maze)?,
                    };
                    mazes::render::write_png(out, maze, overlay, options)?;
                }
                Format::Bin => mazes::format::bin::write_bin(out, maze)?,
                Format::None => {}
            }
            Ok(())
        })
    }

    /// Writes the pictures in `format`: one maze as [`Output::write_in`] does, several mazes
    /// of one shape (cut to different masks) in one picture.
    pub fn write_pictures(&self, format: Format, pictures: &[Drawing<'_>]) -> anyhow::Result<()> {
        if let [(maze, overlay)] = pictures {
            return self.write_in(format, maze, overlay);
        }
        if let ([], _) | ([_, _, ..], Format::Json) = (pictures, format) {
            anyhow::bail!(
                "a JSON file holds one maze, not {}; a maze in each region is drawn as svg, png, \
                 ascii or unicode",
                pictures.len()
            );
        }
        self.write_with(|out| {
            match format {
                Format::Ascii => mazes::render::write_ascii_all(out, pictures)?,
                Format::Unicode => {
                    let options = UnicodeOptions { color: self.color };
                    mazes::render::write_unicode_all(out, pictures, options)?;
                }
                Format::Svg => {
                    mazes::render::write_svg_all(out, pictures, self.svg())?;
                }
                Format::Png => {
                    let options = self.shaped_png(pictures[0].0)?;
                    mazes::render::write_png_all(out, pictures, options)?;
                }
                Format::Json => out.write_all(mazes::format::to_json(pictures[0].0).as_bytes())?,
                // Refused for shaped mazes by `crate::recipe::format`.
                Format::Bin | Format::PlotterSvg | Format::Stl | Format::None => {}
            }
            Ok(())
        })
    }

    /// Runs `write` on the output stream, then flushes it.
    pub fn write_with(
        &self,
        write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        if self.format == Format::None {
            return Ok(());
        }
        match &self.file {
            // A device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written as it
            // is: there is nothing to replace.
            Some(path) if is_special(path) => {
                let file = std::fs::OpenOptions::new()
                    .write(true)
                    .open(path)
                    .with_context(|| format!("cannot open {}", path.display()))?;
                let mut out = BufWriter::new(file);
                write(&mut out)
                    .and_then(|()| Ok(out.flush()?))
                    .with_context(|| format!("cannot write {}", path.display()))
            }
            // A file is written beside the old one and renamed over it only when whole: a full
            // disk or an error part way leaves the old file as it was.
            Some(path) => {
                let mut out = maze_store::AtomicFile::create(path)?;
                write(&mut out).with_context(|| format!("cannot write {}", path.display()))?;
                Ok(out.commit()?)
            }
            None => to_stdout(write),
        }
    }
}

/// Whether `path` names something that is neither a regular file nor a directory: a device or
/// a FIFO, written in place.
fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| !meta.is_file() && !meta.is_dir())
}

/// Output beyond this many bytes needs `--stream` or `--force`: a gigabyte of text is rarely
/// what anyone meant.
pub const LARGE_OUTPUT: f64 = 1e9;

/// About how many bytes a `size` maze takes in `format` (PNG pictures are scaled to fit
/// 1600 pixels, so they stay small).
pub fn estimated_bytes(format: Format, size: mazes::Size) -> f64 {
    let (w, h) = (f64::from(size.width), f64::from(size.height));
    match format {
        Format::Ascii => (4.0 * w + 2.0) * (2.0 * h + 1.0),
        // Box-drawing characters are three bytes each in UTF-8.
        Format::Unicode => 3.0 * (2.0 * w + 1.0) * (2.0 * h + 1.0),
        Format::Json => (w + 8.0) * h,
        // Wall runs as path data, a coordinate's digits each: measured at 6.0–8.6 bytes a cell
        // over nine generators at 200² and 1000², a byte more for each digit more.
        Format::Svg => (5.5 + w.max(h).log10().ceil().max(1.0)) * w * h,
        // A pen's strokes along the wall runs: measured at 25–37 bytes a cell over six
        // generators at 100², 300² and 1000² (backtracker's long corridors the fewest), a byte
        // more for each digit more.
        Format::PlotterSvg => (29.0 + w.max(h).log10().ceil().max(1.0)) * w * h,
        // A box of 12 triangles (600 bytes) for about every other cell's wall run: measured
        // at 258–325 bytes a cell over the same.
        Format::Stl => 300.0 * w * h,
        Format::Bin => w * h / 4.0,
        Format::Png | Format::None => 0.0,
    }
}

/// The format a file name's extension asks for.
pub fn format_of(path: &Path) -> Option<Format> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "png" => Format::Png,
        "svg" => Format::Svg,
        "json" => Format::Json,
        "txt" => Format::Ascii,
        "bin" => Format::Bin,
        "stl" => Format::Stl,
        _ => return None,
    })
}

/// Tells on standard error the seed a random run drew, and how to make the same again: a
/// run with `--seed` needs no reminder (`given`), so nothing is said.
pub fn tell_seed(seed: u64, given: Option<u64>) {
    if given.is_none() {
        note!("seed {seed} (reproduce with --seed {seed})");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG estimate is within 1.5× of what a maze takes (the guard refused 4000² mazes of
    /// 138 MB as "about 1.19 GiB" when it counted 80 bytes a cell): above it for the maze
    /// alone, the sparse walls of recursive division included, and close with a solution drawn.
    #[test]
    fn the_svg_estimate_is_within_half_again_of_the_truth() {
        for (algorithm, side, solved) in [
            (mazes::Algorithm::Kruskal, 300, false),
            (mazes::Algorithm::Wilson, 120, false),
            (mazes::Algorithm::Division, 300, false),
            (mazes::Algorithm::Backtracker, 300, true),
        ] {
            let size = mazes::Size::new(side, side);
            let maze = mazes::MazeBuilder::new(size)
                .algorithm(algorithm)
                .seed(1)
                .build()
                .unwrap_or_else(|e| panic!("{e}"));
            let overlay = if solved {
                let path = maze
                    .endpoints()
                    .and_then(|(s, g)| mazes::solve::bfs(maze.grid().unwrap(), s.cell, g.cell))
                    .unwrap_or_else(|| panic!("a way"));
                mazes::render::Overlay::solution(&maze, &path)
            } else {
                mazes::render::Overlay::ends(&maze)
            };
            let bytes = mazes::render::svg(&maze, &overlay, Default::default()).len() as f64;
            let estimate = estimated_bytes(Format::Svg, size);
            let ratio = estimate / bytes;
            assert!(
                ratio <= 1.5 && ratio >= if solved { 1.0 / 1.5 } else { 1.0 },
                "{algorithm}: {bytes} against {estimate}"
            );
        }
    }
}
