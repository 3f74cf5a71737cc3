//! The letters of PNG legends and captions: DejaVu Sans, the sans-serif face SVG viewers most
//! often show for the SVG pictures' `sans-serif`, drawn with smooth edges in the walls' colour.
//!
//! The face is embedded, cut to the characters pictures write (printable ASCII, Latin-1,
//! dashes, quotes, arrows and `×`; see `assets/COPYING-DejaVu` for how and its licence), so
//! a picture looks the same on every machine and nothing is read at run time.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use super::Rgb;
use super::strokes::raster::{LEVELS, blend};

/// DejaVu Sans, cut to the characters pictures use.
const FACE: &[u8] = include_bytes!("../../assets/DejaVuSans-subset.ttf");

/// A line of text drawn as coverage, from 0 to [`LEVELS`] a pixel.
#[derive(Debug, Default)]
pub(crate) struct Line {
    /// Pixels across: the text's advance, rounded up.
    pub(crate) width: usize,
    /// Pixel rows: from the face's ascent to its descent.
    pub(crate) height: usize,
    /// Coverage, row after row.
    coverage: Vec<u8>,
}

impl Line {
    /// `text` set in letters `size` pixels high from the face's ascent to its descent (about
    /// 1.16 em: capitals take 0.63 of it), without kerning (the face's pairs are for larger
    /// type than a legend's).
    pub(crate) fn new(text: &str, size: f32) -> Line {
        let face = face();
        let scaled = face.as_scaled(PxScale::from(size));
        let ascent = scaled.ascent();
        // ab_glyph scales the face so that its ascent to descent is `size`.
        let height = size.ceil().max(1.0) as usize;
        let mut glyphs = Vec::new();
        let mut x = 0.0f32;
        for c in text.chars() {
            let id = glyph_id(&face, c);
            glyphs.push(id.with_scale_and_position(size, point(x, ascent)));
            x += scaled.h_advance(id);
        }
        let width = x.ceil().max(0.0) as usize;
        let mut coverage = vec![0; width * height];
        for glyph in glyphs {
            let Some(outline) = face.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            let (left, top) = (bounds.min.x as i64, bounds.min.y as i64);
            outline.draw(|dx, dy, cover| {
                let (x, y) = (left + i64::from(dx), top + i64::from(dy));
                if (0..width as i64).contains(&x) && (0..height as i64).contains(&y) {
                    let at = y as usize * width + x as usize;
                    let level = (cover.clamp(0.0, 1.0) * f32::from(LEVELS)).round() as u8;
                    coverage[at] = coverage[at].max(level);
                }
            });
        }
        Line {
            width,
            height,
            coverage,
        }
    }

    /// The coverage of pixel row `row`, or nothing past the last.
    pub(crate) fn row(&self, row: usize) -> Option<&[u8]> {
        (row < self.height).then(|| &self.coverage[row * self.width..(row + 1) * self.width])
    }

    /// Paints pixel row `row` of the line into `pixels` from pixel `x` on, in `ink`'s shades
    /// (a pixel with no coverage is left as it is; letters past the row's end are cut).
    pub(crate) fn paint_row(&self, row: usize, pixels: &mut [u8], x: usize, ink: &Ink) {
        let Some(cover) = self.row(row) else {
            return;
        };
        let from = x.min(pixels.len());
        for (pixel, &level) in pixels[from..].iter_mut().zip(cover) {
            if level > 0 {
                *pixel = ink.0[usize::from(level)];
            }
        }
    }
}

/// The palette indices of the letters' shades: index `k` is the walls' colour laid over the
/// floor at `k` eighths.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Ink([u8; LEVELS as usize + 1]);

impl Ink {
    /// The shades between `floor` and `wall`, each given its palette index by `index`.
    pub(crate) fn new(floor: Rgb, wall: Rgb, mut index: impl FnMut(Rgb) -> u8) -> Ink {
        let mut shades = [0; LEVELS as usize + 1];
        for (level, shade) in (0..=LEVELS).zip(&mut shades) {
            *shade = index(blend(floor, wall, level));
        }
        Ink(shades)
    }
}

/// The embedded face.
fn face() -> FontRef<'static> {
    // The face is part of the library, and a test reads it.
    FontRef::try_from_slice(FACE).expect("the embedded DejaVu Sans is a valid font")
}

/// The glyph of `c`, or of `?` for a character the cut face lacks.
fn glyph_id(face: &FontRef<'_>, c: char) -> GlyphId {
    match face.glyph_id(c) {
        GlyphId(0) => face.glyph_id('?'),
        id => id,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inked(line: &Line) -> usize {
        (0..line.height)
            .filter_map(|r| line.row(r))
            .flatten()
            .filter(|&&c| c > 0)
            .count()
    }

    #[test]
    fn the_embedded_face_sets_every_character_pictures_use() {
        let face = face();
        for c in (' '..='~').chain(['×', '–', '—', '…', '→', 'é', 'ü']) {
            assert_ne!(face.glyph_id(c), GlyphId(0), "{c:?} is in the face");
        }
    }

    #[test]
    fn a_line_is_as_wide_as_its_letters_and_has_smooth_edges() {
        let line = Line::new("level 2", 13.0);
        assert!((35..60).contains(&line.width), "{}", line.width);
        assert_eq!(
            line.height, 13,
            "the size is the height from ascent to descent"
        );
        let levels: std::collections::BTreeSet<u8> = (0..line.height)
            .filter_map(|r| line.row(r))
            .flatten()
            .copied()
            .collect();
        assert!(levels.contains(&LEVELS), "some pixels are all ink");
        assert!(levels.len() > 4, "edges are blended: {levels:?}");
        assert!(Line::new("ll", 13.0).width < Line::new("WW", 13.0).width);
    }

    #[test]
    fn a_missing_character_is_drawn_as_a_question_mark() {
        let ask = Line::new("?", 20.0);
        let missing = Line::new("漢", 20.0);
        assert_eq!(missing.width, ask.width);
        assert_eq!(inked(&missing), inked(&ask));
        assert!(inked(&ask) > 0);
    }

    #[test]
    fn painting_a_row_uses_the_shades_and_stops_at_the_edge() {
        let line = Line::new("H", 20.0);
        let ink = Ink::new(Rgb(255, 255, 255), Rgb(0, 0, 0), |c| c.0 / 32);
        let row = line.height / 2;
        let mut pixels = vec![99; 4];
        line.paint_row(row, &mut pixels, 1, &ink);
        assert_eq!(pixels[0], 99, "left of the text is untouched");
        assert!(
            pixels[1..].contains(&0),
            "the H's stem is the wall's colour: {pixels:?}"
        );
        let painted = pixels.clone();
        line.paint_row(row, &mut pixels, 10, &ink);
        line.paint_row(line.height, &mut pixels, 0, &ink);
        assert_eq!(
            pixels, painted,
            "past the row's end and the line's last row: nothing"
        );
    }
}
