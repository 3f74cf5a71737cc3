//! A small rasteriser for the PNG pictures of shaped mazes: round-capped strokes and discs,
//! smoothed by how much of each pixel they cover, laid in layers over a picture of palette
//! indices (so the file stays an indexed PNG, and small).
//!
//! A layer is painted as coverage first, each pixel keeping the most any stroke gave it, then
//! laid over the picture in one colour: strokes that meet or overlap never darken their joints.

use crate::bits::{OutOfMemory, try_filled};
use crate::render::Rgb;
use crate::shape::Point;

/// Coverage steps between none and all: blends are rounded to eighths, which the eye cannot
/// tell from finer ones on lines a few pixels wide and which keep the palette small.
pub(crate) const LEVELS: u8 = 8;

/// A picture being painted: one palette index a pixel.
pub(crate) struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
    palette: Vec<Rgb>,
    /// The layer being painted: coverage from 0 to [`LEVELS`] a pixel.
    coverage: Vec<u8>,
    /// The rows the layer touches, as a range (empty when nothing is painted).
    dirty: (usize, usize),
    /// Smooth edges; without, a pixel is all ink or none (crisper for tiny cells).
    smooth: bool,
}

impl Canvas {
    /// A `width`×`height` picture whose palette starts with `palette` (at most 256 colours,
    /// none twice), all in the first colour.
    pub(crate) fn new(
        width: usize,
        height: usize,
        palette: &[Rgb],
        smooth: bool,
    ) -> Result<Canvas, OutOfMemory> {
        debug_assert!(!palette.is_empty() && palette.len() <= 256);
        let len = width as u64 * height as u64;
        Ok(Canvas {
            width,
            height,
            pixels: try_filled(len, 0)?,
            palette: palette.to_vec(),
            coverage: try_filled(len, 0)?,
            dirty: (usize::MAX, 0),
            smooth,
        })
    }

    /// The pixels, one palette index each, row after row.
    pub(crate) fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    /// The pixels of row `y`, for painting by hand (the legend).
    pub(crate) fn row_mut(&mut self, y: usize) -> &mut [u8] {
        &mut self.pixels[y * self.width..(y + 1) * self.width]
    }

    /// The colours the pixels index.
    pub(crate) fn palette(&self) -> &[Rgb] {
        &self.palette
    }

    /// Paints, into the layer, every pixel within `half` of the segment from `a` to `b` (in
    /// pixels): a line of width `2·half` with round ends, or a disc when `a` is `b`.
    pub(crate) fn stroke(&mut self, a: Point, b: Point, half: f64) {
        // Pixels farther than this from the segment get nothing.
        let reach = half + 0.5;
        let Some((x0, x1)) = span(a.x.min(b.x) - reach, a.x.max(b.x) + reach, self.width) else {
            return;
        };
        let Some((y0, y1)) = span(a.y.min(b.y) - reach, a.y.max(b.y) + reach, self.height) else {
            return;
        };
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let length2 = dx * dx + dy * dy;
        let inverse = if length2 > 0.0 { 1.0 / length2 } else { 0.0 };
        for y in y0..y1 {
            let py = y as f64 + 0.5 - a.y;
            let row = &mut self.coverage[y * self.width..(y + 1) * self.width];
            for (x, cover) in (x0..x1).zip(&mut row[x0..x1]) {
                let px = x as f64 + 0.5 - a.x;
                let t = ((px * dx + py * dy) * inverse).clamp(0.0, 1.0);
                let (ex, ey) = (px - t * dx, py - t * dy);
                let distance2 = ex * ex + ey * ey;
                if distance2 < reach * reach {
                    let level = level(reach - distance2.sqrt(), self.smooth);
                    *cover = (*cover).max(level);
                }
            }
        }
        self.dirty = (self.dirty.0.min(y0), self.dirty.1.max(y1));
    }

    /// Paints, into the layer, every pixel whose centre lies inside `polygon` (in pixels; its
    /// last point joins its first, and it may not cross itself): a filled cell. Neighbouring
    /// polygons share no pixel and leave none between them.
    pub(crate) fn fill(&mut self, polygon: &[Point]) {
        let (top, bottom) = polygon
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                (lo.min(p.y), hi.max(p.y))
            });
        let Some((y0, y1)) = span(top, bottom, self.height) else {
            return;
        };
        let mut crossings = Vec::new();
        for y in y0..y1 {
            let py = y as f64 + 0.5;
            crossings.clear();
            for (i, &a) in polygon.iter().enumerate() {
                let b = polygon[(i + 1) % polygon.len()];
                if (a.y <= py) != (b.y <= py) {
                    crossings.push(a.x + (py - a.y) * (b.x - a.x) / (b.y - a.y));
                }
            }
            crossings.sort_by(f64::total_cmp);
            let row = &mut self.coverage[y * self.width..(y + 1) * self.width];
            for pair in crossings.chunks_exact(2) {
                if let Some((x0, x1)) = span(pair[0], pair[1], self.width) {
                    row[x0..x1].fill(LEVELS);
                }
            }
        }
        self.dirty = (self.dirty.0.min(y0), self.dirty.1.max(y1));
    }

    /// Lays the layer painted so far over the picture in `ink`, and starts a new layer.
    pub(crate) fn lay(&mut self, ink: Rgb) {
        let (y0, y1) = self.dirty;
        if y0 >= y1 {
            return;
        }
        // The index of each (pixel's colour, coverage) blend, found once.
        let mut blends = vec![u16::MAX; 256 * (usize::from(LEVELS) + 1)];
        let range = y0 * self.width..y1 * self.width;
        for i in range {
            let level = std::mem::take(&mut self.coverage[i]);
            if level == 0 {
                continue;
            }
            let under = self.pixels[i];
            let slot = usize::from(under) * (usize::from(LEVELS) + 1) + usize::from(level);
            if blends[slot] == u16::MAX {
                let colour = blend(self.palette[usize::from(under)], ink, level);
                blends[slot] = u16::from(self.index_of(colour));
            }
            // Indices stay below 256.
            self.pixels[i] = blends[slot] as u8;
        }
        self.dirty = (usize::MAX, 0);
    }

    /// The palette index of `colour`, added if there is room, else the nearest there is.
    pub(crate) fn index_of(&mut self, colour: Rgb) -> u8 {
        index_in(&mut self.palette, colour)
    }
}

/// The index of `colour` in `palette`, added if there is room (256 colours), else the nearest
/// there is.
pub(crate) fn index_in(palette: &mut Vec<Rgb>, colour: Rgb) -> u8 {
    if let Some(i) = palette.iter().position(|&c| c == colour) {
        return i as u8;
    }
    if palette.len() < 256 {
        palette.push(colour);
        return (palette.len() - 1) as u8;
    }
    let distance = |c: &Rgb| {
        let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
        d(c.0, colour.0) + d(c.1, colour.1) + d(c.2, colour.2)
    };
    (0..palette.len())
        .min_by_key(|&i| distance(&palette[i]))
        .unwrap_or(0) as u8
}

/// The pixels whose centres lie between `from` and `to` and in `0..len`, if any.
fn span(from: f64, to: f64, len: usize) -> Option<(usize, usize)> {
    let start = (from - 0.5).ceil().max(0.0);
    let end = ((to - 0.5).floor() + 1.0).min(len as f64);
    (start < end).then_some((start as usize, end as usize))
}

/// The coverage level of a pixel `inside` (in pixels, negative outside) the edge of a shape.
fn level(inside: f64, smooth: bool) -> u8 {
    if smooth {
        (inside.clamp(0.0, 1.0) * f64::from(LEVELS)).round() as u8
    } else if inside >= 0.5 {
        LEVELS
    } else {
        0
    }
}

/// `ink` laid over `under` at `level` eighths.
pub(crate) fn blend(under: Rgb, ink: Rgb, level: u8) -> Rgb {
    let (a, levels) = (u16::from(level), u16::from(LEVELS));
    let mix = |u: u8, i: u8| {
        ((u16::from(u) * (levels - a) + u16::from(i) * a + levels / 2) / levels) as u8
    };
    Rgb(
        mix(under.0, ink.0),
        mix(under.1, ink.1),
        mix(under.2, ink.2),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canvas(smooth: bool) -> Canvas {
        Canvas::new(12, 8, &[Rgb::FLOOR, Rgb::WALL], smooth).unwrap()
    }

    #[test]
    fn a_crisp_line_covers_the_pixels_within_its_width() {
        let mut c = canvas(false);
        c.stroke(Point::new(2.0, 4.0), Point::new(10.0, 4.0), 1.0);
        c.lay(Rgb::WALL);
        let rows: Vec<&[u8]> = c.pixels().chunks(12).collect();
        assert!(rows[3][2..10].iter().all(|&p| p == 1));
        assert!(rows[4][2..10].iter().all(|&p| p == 1));
        assert!(rows[2].iter().chain(rows[5]).all(|&p| p == 0));
        assert_eq!(c.palette(), [Rgb::FLOOR, Rgb::WALL]);
    }

    #[test]
    fn neighbouring_polygons_cover_every_pixel_once() {
        // Two triangles splitting the picture along its diagonal, in two colours.
        let mut c = Canvas::new(12, 8, &[Rgb::FLOOR, Rgb::WALL, Rgb::PATH], false).unwrap();
        let corners =
            [(0.0, 0.0), (12.0, 0.0), (12.0, 8.0), (0.0, 8.0)].map(|(x, y)| Point::new(x, y));
        c.fill(&[corners[0], corners[1], corners[2]]);
        c.lay(Rgb::WALL);
        c.fill(&[corners[0], corners[2], corners[3]]);
        c.lay(Rgb::PATH);
        assert!(
            c.pixels().iter().all(|&p| p == 1 || p == 2),
            "{:?}",
            c.pixels()
        );
        let rows: Vec<&[u8]> = c.pixels().chunks(12).collect();
        assert_eq!((rows[0][11], rows[7][0]), (1, 2));
        assert_eq!(
            c.palette().len(),
            3,
            "no blends: each pixel painted once, fully"
        );
    }

    #[test]
    fn smooth_edges_blend_and_overlaps_do_not_darken() {
        let painted = |times: usize| {
            let mut c = canvas(true);
            for _ in 0..times {
                c.stroke(Point::new(2.0, 4.2), Point::new(10.0, 4.2), 1.0);
            }
            c.lay(Rgb::WALL);
            c
        };
        let (once, twice) = (painted(1), painted(2));
        assert_eq!(once.pixels(), twice.pixels());
        // Row 5's centres lie 1.3 pixels from the line, 0.2 inside its smoothed edge.
        let edge = once.palette()[usize::from(once.pixels()[5 * 12 + 6])];
        assert_eq!(edge, blend(Rgb::FLOOR, Rgb::WALL, 2));
        assert_eq!(edge, Rgb(200, 200, 200));
    }

    #[test]
    fn strokes_outside_the_picture_are_clipped() {
        let mut c = canvas(true);
        c.stroke(Point::new(-50.0, -3.0), Point::new(-1.0, 40.0), 2.0);
        c.stroke(Point::new(100.0, 4.0), Point::new(100.0, 4.0), 5.0);
        c.lay(Rgb::WALL);
        assert!(c.pixels().iter().all(|&p| p == 0));
    }

    #[test]
    fn a_full_palette_falls_back_to_the_nearest_colour() {
        let mut c = canvas(true);
        for i in 0..=255u8 {
            c.index_of(Rgb(i, 0, 0));
        }
        assert_eq!(c.palette().len(), 256);
        let near = c.index_of(Rgb(0, 0, 250));
        assert_eq!(c.palette()[usize::from(near)], Rgb::WALL);
    }
}
