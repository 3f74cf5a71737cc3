//! Pictures drawn from the strokes of a maze's cells (lines and true arcs): every shape, mask,
//! weave and level count, several mazes of one shape in one picture (a maze in each region
//! of a mask), and the text pictures of squares cut to a mask and of weaves. A whole
//! rectangle of squares is drawn from its grid instead, by the square writers; the entry points
//! in `draw.rs` choose.

#[cfg(feature = "png")]
pub(crate) mod png;
#[cfg(feature = "png")]
pub(crate) mod raster;
pub(crate) mod svg;
pub(crate) mod text;
