//! The maze studio: a page where a person picks a cell shape, a mask, an algorithm and a size,
//! sees the maze drawn and solved in the style they choose (cell size, wall width, colours), and
//! downloads it as SVG, PNG, a PDF to print (through `maze print`'s writer) or JSON.
//!
//! Its requests are plain `GET`s whose query is the recipe, so the same query always draws
//! the same maze: the picture shown and the files downloaded agree. A query is read as the
//! page sent it ([`Query`], every field text), then checked into a [`Recipe`] within the
//! studio's limits, which keep every answer to milliseconds; anything else gets a
//! `400 Bad Request` saying what to change.

use std::sync::Arc;

use axum::Router;
use axum::extract::Query as QueryString;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use mazes::Maze;
use mazes::MazeBuilder;
use mazes::render::Drawing;
use mazes::render::Overlay;
use mazes::render::{BookletOptions, Colors, Paper, PngCompression, PngOptions, Rgb, SvgOptions};
use mazes::shape::mask::Outline;
use mazes::shape::{Mask, Shape, ShapeKind, Tiling};
use mazes::{Algorithm, Size};

use crate::Shared;
use crate::heavy::Weight;

/// The most cells a studio maze has: its SVG stays small enough for any phone.
pub const MAX_CELLS: usize = 40_000;
/// The most rings of a polar maze, and columns or rows of the others.
pub const MAX_SIDE: u32 = 400;
/// The longest text a mask may spell.
pub const MAX_TEXT: usize = 24;
/// The most levels of a 3-D maze.
pub const MAX_LEVELS: u32 = 8;
/// About how many pixels across a studio PNG is, unless a cell size is asked.
const PNG_TARGET: u32 = 1600;
/// The largest cell and wall a style may ask for, in pixels.
pub const MAX_CELL: u32 = 64;
/// The most pixels a studio PNG has (about 4,000 × 4,000): what a phone can show.
pub const MAX_PNG_PIXELS: f64 = 16_000_000.0;

/// A request's query as the page sent it: every field text, none checked.
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub struct Query {
    shape: Option<String>,
    width: Option<String>,
    height: Option<String>,
    rings: Option<String>,
    levels: Option<String>,
    weave: Option<String>,
    mask: Option<String>,
    text: Option<String>,
    algorithm: Option<String>,
    seed: Option<String>,
    loops: Option<String>,
    braid: Option<String>,
    solve: Option<String>,
    apart: Option<String>,
    download: Option<String>,
    theme: Option<String>,
    cell: Option<String>,
    wall: Option<String>,
    wall_color: Option<String>,
    floor_color: Option<String>,
    path_color: Option<String>,
    paper: Option<String>,
}

/// A query checked against the studio's limits: what to build and how to answer.
#[derive(Clone, Debug)]
pub struct Recipe {
    builder: MazeBuilder,
    kind: ShapeKind,
    size: String,
    levels: u32,
    woven: bool,
    algorithm: Algorithm,
    seed: u64,
    solve: bool,
    /// A maze in each region of the mask, rather than one maze through bridges.
    apart: bool,
    download: bool,
    /// The picture's look: its sizes and colours.
    style: Style,
    /// The paper of a PDF.
    paper: Paper,
}

/// How a picture looks: the sizes asked (the library's where none is) and its colours (those
/// asked, else the page's theme on screen and the library's in a download).
#[derive(Clone, Copy, Debug)]
struct Style {
    cell: Option<u32>,
    wall: Option<u32>,
    colors: Colors,
}

impl Style {
    /// The style `query` asks for.
    fn check(query: &Query) -> Result<Style, String> {
        let size = |field: &Option<String>, name: &str| -> Result<Option<u32>, String> {
            match field.as_deref().map(str::trim) {
                None | Some("") => Ok(None),
                Some(_) => side(field, name, 1, MAX_CELL).map(Some),
            }
        };
        let base = if flag(&query.download) {
            Colors::default()
        } else {
            theme_colors(&query.theme)?
        };
        let colour = |field: &Option<String>, fallback: Rgb| -> Result<Rgb, String> {
            match field.as_deref().map(str::trim) {
                None | Some("") => Ok(fallback),
                Some(text) => text
                    .parse()
                    .map_err(|e: mazes::render::ParseRgbError| e.to_string()),
            }
        };
        Ok(Style {
            cell: size(&query.cell, "cell size")?,
            wall: size(&query.wall, "wall width")?,
            colors: Colors {
                wall: colour(&query.wall_color, base.wall)?,
                floor: colour(&query.floor_color, base.floor)?,
                path: colour(&query.path_color, base.path)?,
            },
        })
    }

    /// The SVG options: 16-unit cells and 2-unit walls unless asked.
    fn svg(self) -> SvgOptions {
        let default = SvgOptions::default();
        SvgOptions {
            cell: self.cell.map_or(default.cell, f64::from),
            wall: self.wall.map_or(default.wall, f64::from),
            colors: self.colors,
        }
    }

    /// The PNG options for `maze`: about [`PNG_TARGET`] pixels across unless sizes are asked,
    /// and never more than [`MAX_PNG_PIXELS`].
    fn png(self, maze: &Maze) -> Result<PngOptions, String> {
        let fitted = PngOptions::fit_maze(maze, PNG_TARGET);
        let options = PngOptions {
            cell: self.cell.unwrap_or(fitted.cell),
            wall: self.wall.unwrap_or(fitted.wall),
            compression: PngCompression::Fast,
            colors: self.colors,
        };
        let extent = maze.shape().extent();
        let unit = f64::from(options.cell + options.wall);
        let pixels = extent.x * unit * extent.y * unit;
        if pixels > MAX_PNG_PIXELS {
            return Err(format!(
                "a PNG of {}-pixel cells would have about {:.0} million pixels; the studio makes up \
                 to {:.0} million (choose smaller cells, or `maze generate -f png` has no such limit)",
                options.cell,
                pixels / 1e6,
                MAX_PNG_PIXELS / 1e6
            ));
        }
        Ok(options)
    }
}

impl Recipe {
    /// Checks `query` into a recipe, or says what is wrong with it.
    pub fn check(query: &Query) -> Result<Recipe, String> {
        let kind = parse(&query.shape, "shape", ShapeKind::Hex)?;
        let algorithm = parse(&query.algorithm, "algorithm", Algorithm::Backtracker)?;
        let number =
            |field: &Option<String>, name: &str, default: u32| side(field, name, default, MAX_SIDE);
        let (shape, size) = if kind == ShapeKind::Polar {
            let rings = number(&query.rings, "rings", 10)?;
            (Shape::polar(rings), format!("{rings} rings"))
        } else {
            let size = Size::new(
                number(&query.width, "width", 20)?,
                number(&query.height, "height", 14)?,
            );
            (Shape::of_kind(kind, size, 0), size.to_string())
        };
        let levels = side(&query.levels, "levels", 1, MAX_LEVELS)?;
        let shape = match levels {
            1 => shape,
            _ => Shape::levels(shape, levels),
        };
        shape.check().map_err(|e| e.to_string())?;
        let cells = shape.cell_count();
        if cells > MAX_CELLS {
            return Err(format!(
                "{} maze of {size} has {cells} cells; the studio draws up to {MAX_CELLS} \
                 (the command line, `maze generate`, has no such limit)",
                maze_classic::with_article(&shape.describe())
            ));
        }
        let seed = seed(&query.seed)?;
        let mut builder = MazeBuilder::of_shape(shape.clone())
            .algorithm(algorithm)
            .seed(seed);
        if let Some(mask) = mask(query, &shape)? {
            builder = builder.mask(mask).join_regions(!flag(&query.apart));
        }
        let weave: f64 = parse(&query.weave, "weave density", 0.0)?;
        if weave != 0.0 {
            builder = builder.weave(weave);
        }
        let loops: u64 = parse(&query.loops, "loops", 0)?;
        let braid: f64 = parse(&query.braid, "braid", 0.0)?;
        if loops > 0 && braid > 0.0 {
            return Err("loops or braiding, not both".to_owned());
        }
        if loops > 0 {
            builder = builder.loops(loops);
        } else if braid != 0.0 {
            builder = builder.braid(braid);
        }
        Ok(Recipe {
            builder,
            kind,
            size,
            levels,
            woven: weave != 0.0,
            algorithm,
            seed,
            solve: flag(&query.solve),
            apart: flag(&query.apart),
            download: flag(&query.download),
            style: Style::check(query)?,
            paper: parse(&query.paper, "paper", Paper::A4)?,
        })
    }

    /// Builds the maze (or one in each region of the mask), with its solution when asked.
    fn mazes(&self) -> Result<Vec<(Maze, Overlay)>, String> {
        let mazes = if self.apart {
            self.builder.build_apart()
        } else {
            self.builder.build().map(|maze| vec![maze])
        };
        let mazes = mazes.map_err(|e| e.to_string())?;
        Ok(mazes
            .into_iter()
            .map(|maze| {
                let way = |(start, goal)| mazes::solve::shortest_way(&maze, start, goal);
                let path = maze.ends().filter(|_| self.solve).and_then(way);
                let overlay = Overlay::ends(&maze).with_way(&maze, path.into_iter().flatten());
                (maze, overlay)
            })
            .collect())
    }

    /// The name a downloaded file gets: `maze-hex-20x14-wilson-seed7.svg`.
    fn file_name(&self, extension: &str) -> String {
        let size: String = self
            .size
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let algorithm = self.algorithm.name().replace(':', "-");
        let levels = match self.levels {
            1 => String::new(),
            levels => format!("-{levels}-levels"),
        };
        let woven = if self.woven { "woven-" } else { "" };
        format!(
            "maze-{woven}{}-{size}{levels}-{algorithm}-seed{}.{extension}",
            self.kind, self.seed
        )
    }
}

/// The colours of a picture shown on a page of `theme` (`light` or `dark`): the page's own
/// walls, floor and solution, which stands out on either (the library's light green is
/// 1.7 : 1 on white); the library's without a theme.
fn theme_colors(theme: &Option<String>) -> Result<Colors, String> {
    match theme.as_deref() {
        None => Ok(Colors::default()),
        Some("light") => Ok(Colors {
            wall: Rgb(0x27, 0x30, 0x4a),
            floor: Rgb(0xff, 0xfd, 0xf8),
            path: Rgb(0x0f, 0x76, 0x6e),
        }),
        Some("dark") => Ok(Colors {
            wall: Rgb(0xcd, 0xd5, 0xe6),
            floor: Rgb(0x14, 0x1b, 0x2b),
            path: Rgb(0x2d, 0xd4, 0xbf),
        }),
        Some(other) => Err(format!("the theme is light or dark, not {other:?}")),
    }
}

/// The mask `query` asks for, made for `shape`.
fn mask(query: &Query, shape: &Shape) -> Result<Option<Mask>, String> {
    let name = query.mask.as_deref().map(str::trim).unwrap_or("none");
    match name {
        "" | "none" => Ok(None),
        "text" => {
            let text = query.text.as_deref().unwrap_or("").trim();
            let length = text.chars().count();
            if length == 0 {
                return Err("type the text the maze should spell".to_owned());
            }
            if length > MAX_TEXT {
                return Err(format!(
                    "the text has {length} characters; the studio spells up to {MAX_TEXT}"
                ));
            }
            Mask::text(shape, text).map(Some).map_err(|e| e.to_string())
        }
        outline => outline
            .parse::<Outline>()
            .map(|outline| Some(Mask::outline(shape, outline)))
            .map_err(|_| {
                format!("unknown mask {outline:?}; the studio knows none, circle, triangle, hexagon and text")
            }),
    }
}

/// `field` of a page's query read as a `T`, `default` when absent or blank.
pub(crate) fn parse<T: std::str::FromStr>(
    field: &Option<String>,
    name: &str,
    default: T,
) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    match field.as_deref().map(str::trim) {
        None | Some("") => Ok(default),
        Some(text) => text
            .parse()
            .map_err(|e| format!("the {name} {text:?} is not understood: {e}")),
    }
}

/// `field` of a page's query read as a side of a maze, from 1 to `max`, `default` when absent.
pub(crate) fn side(
    field: &Option<String>,
    name: &str,
    default: u32,
    max: u32,
) -> Result<u32, String> {
    let value: u32 = parse(field, name, default)?;
    if (1..=max).contains(&value) {
        Ok(value)
    } else {
        Err(format!("the {name} must be from 1 to {max}, not {value}"))
    }
}

/// The seed a page's query gives, or a random one when it gives none.
pub(crate) fn seed(field: &Option<String>) -> Result<u64, String> {
    match field {
        Some(text) if !text.trim().is_empty() => parse(field, "seed", 0),
        _ => Ok(crate::random_seed()),
    }
}

/// A page's request refused: `400 Bad Request`, saying `why` in a sentence to show.
pub(crate) fn refused(why: String) -> Response {
    (
        StatusCode::BAD_REQUEST,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        crate::text::sentence(&why),
    )
        .into_response()
}

/// Whether a checkbox-like field is set.
fn flag(field: &Option<String>) -> bool {
    matches!(field.as_deref(), Some("1" | "true" | "on" | "yes"))
}

/// The studio's routes (its page is served with the others).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/studio/maze.svg", get(|s, q| answer(s, q, Kind::Svg)))
        .route("/studio/maze.png", get(|s, q| answer(s, q, Kind::Png)))
        .route("/studio/maze.json", get(|s, q| answer(s, q, Kind::Json)))
        .route("/studio/maze.pdf", get(|s, q| answer(s, q, Kind::Pdf)))
        .route("/studio/stats", get(|s, q| answer(s, q, Kind::Stats)))
}

/// What a request asks for.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Svg,
    Png,
    Pdf,
    Json,
    Stats,
}

/// Builds the maze the query asks for, off the server's async threads, and answers in `kind`.
async fn answer(
    State(shared): State<Arc<Shared>>,
    QueryString(query): QueryString<Query>,
    kind: Kind,
) -> Response {
    let work = move || draw(&query, kind);
    shared.answers.answer(Weight::Heavy, work).await
}

/// The answer to `query` in `kind`, or why there is none.
fn draw(query: &Query, kind: Kind) -> Result<Response, String> {
    let recipe = Recipe::check(query)?;
    let (body, content_type, extension) = render(&recipe, kind)?;
    let mut response = ([(header::CONTENT_TYPE, content_type)], body).into_response();
    if recipe.download && !extension.is_empty() {
        let disposition = format!("attachment; filename=\"{}\"", recipe.file_name(extension));
        if let Ok(value) = disposition.parse() {
            response
                .headers_mut()
                .insert(header::CONTENT_DISPOSITION, value);
        }
    }
    Ok(response)
}

/// `recipe`'s mazes in `kind`: the bytes, their type, and a download's file extension (none
/// for the numbers).
fn render(recipe: &Recipe, kind: Kind) -> Result<(Vec<u8>, &'static str, &'static str), String> {
    let mazes = recipe.mazes()?;
    let drawings: Vec<Drawing<'_>> = mazes
        .iter()
        .map(|(maze, overlay)| (maze, overlay))
        .collect();
    let (body, content_type, extension): (Vec<u8>, &str, &str) = match kind {
        Kind::Svg => {
            // One maze is written as `maze generate` writes it (a whole rectangle of squares
            // from its grid), so that the command shown makes the same file.
            let mut svg = Vec::new();
            let options = recipe.style.svg();
            match drawings.as_slice() {
                [(maze, overlay)] => mazes::render::write_svg(&mut svg, maze, overlay, options),
                _ => mazes::render::write_svg_all(&mut svg, &drawings, options),
            }
            .map_err(|e| e.to_string())?;
            (svg, "image/svg+xml", "svg")
        }
        Kind::Png => {
            let mut png = Vec::new();
            let options = recipe.style.png(&mazes[0].0)?;
            match drawings.as_slice() {
                [(maze, overlay)] => mazes::render::write_png(&mut png, maze, overlay, options),
                _ => mazes::render::write_png_all(&mut png, &drawings, options),
            }
            .map_err(|e| e.to_string())?;
            (png, "image/png", "png")
        }
        Kind::Pdf => {
            // The pages `maze print` makes: each maze on a page of its own, with its answer
            // after when the solution is asked for.
            let mut pdf = Vec::new();
            let options = BookletOptions {
                paper: recipe.paper,
                per_page: 1,
                title: "Maze".to_owned(),
                answers: recipe.solve,
            };
            let alone: Vec<Maze> = mazes.iter().map(|(maze, _)| maze.clone()).collect();
            mazes::render::write_pdf(&mut pdf, &alone, &options).map_err(|e| e.to_string())?;
            (pdf, "application/pdf", "pdf")
        }
        Kind::Json => match mazes.as_slice() {
            [(maze, _)] => (
                mazes::format::to_json(maze).into_bytes(),
                "application/json",
                "json",
            ),
            _ => {
                return Err(format!(
                    "a JSON file holds one maze, not {}; download the picture, or join the regions",
                    mazes.len()
                ));
            }
        },
        Kind::Stats => {
            let stats = Stats::of(recipe, &mazes);
            let json = serde_json::to_vec(&stats).map_err(|e| e.to_string())?;
            (json, "application/json", "")
        }
    };
    Ok((body, content_type, extension))
}

/// What the page shows beside the picture: the recipe's settings and the mazes' numbers (the
/// sums over a maze in each region, whose longest path is the longest of any).
#[derive(serde::Serialize)]
struct Stats<'a> {
    seed: u64,
    algorithm: &'static str,
    shape: ShapeKind,
    size: &'a str,
    /// Levels joined by stairs (1: a flat maze).
    levels: u32,
    /// Crossings, in a weave maze.
    crossings: usize,
    mazes: usize,
    cells: u64,
    passages: u64,
    dead_ends: u64,
    junctions: u64,
    perfect: bool,
    solution_length: Option<u64>,
    diameter: Option<u64>,
    /// Why the PNG download cannot be made in this style, if it cannot.
    png_refused: Option<String>,
}

impl<'a> Stats<'a> {
    fn of(recipe: &'a Recipe, mazes: &[(Maze, Overlay)]) -> Stats<'a> {
        let metrics: Vec<mazes::metrics::Metrics> = mazes
            .iter()
            .map(|(maze, _)| mazes::metrics::Metrics::of(maze))
            .collect();
        let sum = |f: fn(&mazes::metrics::Metrics) -> u64| metrics.iter().map(f).sum();
        Stats {
            seed: recipe.seed,
            algorithm: recipe.algorithm.name(),
            shape: recipe.kind,
            size: &recipe.size,
            levels: recipe.levels,
            crossings: mazes
                .iter()
                .map(|(maze, _)| match maze.shape() {
                    Shape::Weave(weave) => weave.crossings().len(),
                    _ => 0,
                })
                .sum(),
            mazes: mazes.len(),
            cells: sum(|m| m.cells),
            passages: sum(|m| m.passages),
            dead_ends: sum(|m| m.dead_ends),
            junctions: sum(|m| m.junctions),
            perfect: metrics.iter().all(|m| m.perfect),
            solution_length: metrics.iter().map(|m| m.solution_length).sum(),
            diameter: metrics.iter().map(|m| m.diameter).max().flatten(),
            png_refused: (mazes.first())
                .and_then(|(maze, _)| recipe.style.png(maze).err())
                .map(|why| crate::text::sentence(&why)),
        }
    }
}

#[cfg(test)]
#[allow(clippy::panic, reason = "a test fails by panicking")]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> Query {
        let text: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        parsed(&text.join("&"))
    }

    /// The query as axum would read it.
    fn parsed(text: &str) -> Query {
        let uri: axum::http::Uri = format!("/studio/stats?{text}").parse().unwrap_or_default();
        QueryString::try_from_uri(&uri)
            .map(|q| q.0)
            .unwrap_or_default()
    }

    /// Issue 69, item 10: a picture on a dark page is dark, its solution stands out on either
    /// theme, and a download keeps the library's colours.
    #[test]
    fn pictures_take_the_pages_theme_but_downloads_keep_the_librarys() {
        let svg = |pairs: &[(&str, &str)]| {
            String::from_utf8(answer_of(pairs, Kind::Svg)).unwrap_or_default()
        };
        let base = [
            ("shape", "square"),
            ("width", "6"),
            ("height", "4"),
            ("solve", "1"),
        ];
        let dark = svg(&[base.as_slice(), &[("theme", "dark")]].concat());
        assert!(
            dark.contains("#141b2b") && dark.contains("#2dd4bf"),
            "{dark}"
        );
        let light = svg(&[base.as_slice(), &[("theme", "light")]].concat());
        assert!(light.contains("#0f766e"), "{light}");
        let download = svg(&[base.as_slice(), &[("theme", "dark"), ("download", "1")]].concat());
        assert!(!download.contains("#141b2b"), "{download}");
        let bad = Recipe::check(&query(&[("theme", "pink")]));
        assert!(bad.is_err_and(|why| why.contains("light or dark")));
    }

    /// What the studio answers to `pairs` in `kind`.
    fn answer_of(pairs: &[(&str, &str)], kind: Kind) -> Vec<u8> {
        let recipe = Recipe::check(&query(pairs)).unwrap_or_else(|e| panic!("{e}"));
        render(&recipe, kind).unwrap_or_else(|e| panic!("{e}")).0
    }

    /// Issue 69, items 13 and Deliver 7: a download is the file the command shown beside it
    /// writes (`maze generate` draws one maze with `write_svg` and `write_png`), in the style
    /// asked; the PDF is `maze print`'s.
    #[test]
    fn a_download_is_the_file_its_command_writes_in_the_style_asked() {
        // As a page sends them: `#` escaped.
        let style = [
            ("cell", "12"),
            ("wall", "3"),
            ("wall_color", "%23aa2200"),
            ("floor_color", "%23ffeecc"),
            ("path_color", "%230044ff"),
        ];
        for shape in ["square", "hex"] {
            let pairs = [
                &[
                    ("shape", shape),
                    ("width", "9"),
                    ("height", "7"),
                    ("seed", "3"),
                ][..],
                &[("algorithm", "wilson"), ("solve", "1"), ("download", "1")],
                &style,
            ]
            .concat();
            let maze = MazeBuilder::of_shape(Shape::of_kind(
                shape.parse().unwrap_or(ShapeKind::Square),
                Size::new(9, 7),
                0,
            ))
            .algorithm(Algorithm::Wilson)
            .seed(3)
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
            let (start, goal) = maze.ends().unwrap_or_default();
            let way = mazes::solve::shortest_way(&maze, start, goal).unwrap_or_default();
            let overlay = Overlay::ends(&maze).with_way(&maze, way);
            let colors = Colors {
                wall: Rgb(0xaa, 0x22, 0x00),
                floor: Rgb(0xff, 0xee, 0xcc),
                path: Rgb(0x00, 0x44, 0xff),
            };
            let mut svg = Vec::new();
            let options = SvgOptions {
                cell: 12.0,
                wall: 3.0,
                colors,
            };
            mazes::render::write_svg(&mut svg, &maze, &overlay, options).unwrap_or_default();
            let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap_or_default();
            assert_eq!(text(answer_of(&pairs, Kind::Svg)), text(svg), "{shape}");
            let mut png = Vec::new();
            let options = PngOptions {
                cell: 12,
                wall: 3,
                compression: PngCompression::Fast,
                colors,
            };
            mazes::render::write_png(&mut png, &maze, &overlay, options).unwrap_or_default();
            assert_eq!(answer_of(&pairs, Kind::Png), png, "{shape}");
            assert!(answer_of(&pairs, Kind::Pdf).starts_with(b"%PDF-"));
        }
        let too_big = [
            ("shape", "square"),
            ("width", "200"),
            ("height", "100"),
            ("cell", "64"),
        ];
        let recipe = Recipe::check(&query(&too_big)).unwrap_or_else(|e| panic!("{e}"));
        let refused = render(&recipe, Kind::Png).err().unwrap_or_default();
        assert!(
            refused.contains("the studio makes up to 16 million"),
            "{refused}"
        );
        let bad = Recipe::check(&query(&[("wall_color", "teal")]))
            .err()
            .unwrap_or_default();
        assert!(bad.starts_with("write a colour as #rrggbb"), "{bad}");
    }

    #[test]
    fn recipes_within_the_limits_build_and_others_say_why_not() {
        let ok = Recipe::check(&query(&[
            ("shape", "polar"),
            ("rings", "12"),
            ("seed", "5"),
        ]));
        let recipe = ok.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            recipe.file_name("svg"),
            "maze-polar-12-rings-backtracker-seed5.svg"
        );
        let refusals = [
            (
                vec![("shape", "hex"), ("width", "400"), ("height", "400")],
                "the studio draws up to 40000",
            ),
            (
                vec![("shape", "cube")],
                "the shape \"cube\" is not understood",
            ),
            (
                vec![("width", "0")],
                "the width must be from 1 to 400, not 0",
            ),
            (vec![("mask", "text"), ("text", "")], "type the text"),
            (vec![("mask", "star")], "unknown mask \"star\""),
            (
                vec![("loops", "3"), ("braid", "0.5")],
                "loops or braiding, not both",
            ),
            (
                vec![("algorithm", "eller")],
                "eller cannot generate a hex maze",
            ),
            (
                vec![("braid", "2")],
                "the braid fraction must be between 0 and 1",
            ),
            (
                vec![("levels", "9")],
                "the levels must be from 1 to 8, not 9",
            ),
            (
                vec![("levels", "3"), ("width", "120"), ("height", "120")],
                "a 3-level hex maze of 120×120 has 43200 cells",
            ),
            (
                vec![("weave", "0.5")],
                "only bounded square cells with no mask weave, not a hex maze",
            ),
            (
                vec![
                    ("shape", "square"),
                    ("weave", "0.5"),
                    ("algorithm", "wilson"),
                ],
                "wilson cannot generate a woven square maze",
            ),
        ];
        let woven = Recipe::check(&query(&[
            ("shape", "square"),
            ("weave", "1"),
            ("seed", "2"),
        ]));
        let woven = woven.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            woven.file_name("png"),
            "maze-woven-square-20-14-backtracker-seed2.png"
        );
        let stacked = Recipe::check(&query(&[("levels", "3"), ("seed", "2")]));
        let stacked = stacked.unwrap_or_else(|e| panic!("{e}"));
        let mazes = stacked.mazes().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(mazes[0].0.cell_count(), 3 * 20 * 14);
        for (pairs, why) in refusals {
            let said = Recipe::check(&query(&pairs)).and_then(|r| r.mazes().map(drop));
            match said {
                Err(e) => assert!(e.contains(why), "{pairs:?}: {e}"),
                Ok(()) => panic!("{pairs:?} was accepted"),
            }
        }
    }
}
