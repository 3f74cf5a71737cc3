//! One entry point for each picture, for every maze: a whole rectangle of squares is drawn
//! from its grid by the square writers (`ascii`, `unicode`, `svg`, `png`), any other maze from
//! its cells by the strokes' writers (true arcs, masks, weaves, levels). Both kinds of writer sit
//! below this file, so neither needs the other.

use std::io::{self, Write};

#[cfg(feature = "png")]
use super::PngOptions;
use super::strokes::text::NotSquare;
use super::{Overlay, SvgOptions, UnicodeOptions, Walls};
use crate::maze::Maze;

/// The ASCII picture of `maze`, each line ending in a newline: a whole rectangle of squares
/// from its grid, squares cut to a mask and weave mazes from their cells (no walls between cells a mask
/// switches off, a crossing marked by its bridge);
/// other cells have no text picture.
pub fn ascii(maze: &Maze, overlay: &Overlay) -> Result<String, NotSquare> {
    let Some(walls) = Walls::of(maze) else {
        return super::strokes::text::ascii(maze, overlay);
    };
    let mut out = Vec::new();
    // Writing to a Vec cannot fail, and the renderer writes only ASCII and mark symbols.
    let _ = super::ascii::write_walls(&mut out, &walls, overlay);
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Writes the ASCII picture of `maze` to `out`, a line at a time; a maze with no text
/// picture (see [`ascii`]) is an error of kind [`io::ErrorKind::Unsupported`].
pub fn write_ascii<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
) -> io::Result<()> {
    match Walls::of(maze) {
        Some(walls) => super::ascii::write_walls(out, &walls, overlay),
        None => super::strokes::text::write_ascii(out, maze, overlay),
    }
}

/// The Unicode picture of `maze`, each line ending in a newline; which mazes have one, as for
/// [`ascii`].
pub fn unicode(
    maze: &Maze,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> Result<String, NotSquare> {
    let Some(walls) = Walls::of(maze) else {
        return super::strokes::text::unicode(maze, overlay, options);
    };
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = super::unicode::write_walls(&mut out, &walls, overlay, options);
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Writes the Unicode picture of `maze` to `out`, a line at a time; a maze with no text
/// picture is an error of kind [`io::ErrorKind::Unsupported`].
pub fn write_unicode<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: UnicodeOptions,
) -> io::Result<()> {
    match Walls::of(maze) {
        Some(walls) => super::unicode::write_walls(out, &walls, overlay, options),
        None => super::strokes::text::write_unicode(out, maze, overlay, options),
    }
}

/// The SVG document of `maze`, of any shape.
pub fn svg(maze: &Maze, overlay: &Overlay, options: SvgOptions) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_svg(&mut out, maze, overlay, options);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the SVG document of `maze`, of any shape, to `out`: a whole rectangle of squares as
/// runs of straight walls from its grid, any other maze as its cells' strokes (lines and true
/// arcs).
pub fn write_svg<W: Write + ?Sized>(
    out: &mut W,
    maze: &Maze,
    overlay: &Overlay,
    options: SvgOptions,
) -> io::Result<()> {
    match Walls::of(maze) {
        Some(walls) => super::svg::write_walls(out, &walls, overlay, options),
        None => super::strokes::svg::write_svg(out, maze, overlay, options),
    }
}

#[cfg(feature = "png")]
/// Writes `maze`, of any shape, as a PNG image to `out`: a whole rectangle of squares a band
/// of rows at a time from its grid, any other maze painted from its cells' strokes
/// (lines and true arcs, smoothed).
///
/// Fails with [`io::ErrorKind::InvalidInput`] if the picture would be wider or taller than a
/// PNG allows (2³¹ − 1 pixels).
pub fn write_png<W: Write>(
    out: W,
    maze: &Maze,
    overlay: &Overlay,
    options: PngOptions,
) -> io::Result<()> {
    match Walls::of(maze) {
        Some(walls) => super::png::write_walls(out, &walls, overlay, options),
        None => super::strokes::png::write_png(out, maze, overlay, options),
    }
}
