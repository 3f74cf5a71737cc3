//! A 3-D model of a maze for printing: its walls standing on a base plate, as binary STL.
//!
//! Each straight run of wall is one box (12 triangles) and the base one more; boxes overlap at
//! the corners, which slicers join. Sizes are in millimetres, `y` turned up so that the print
//! is not the maze's mirror image.

use std::io::{self, Write};

use super::svg::runs;
use super::{WallSource, Walls};
use crate::maze::Maze;

/// The sizes of a printed maze, in millimetres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StlOptions {
    /// From one wall's middle to the next.
    pub cell: f32,
    /// A wall's thickness.
    pub wall: f32,
    /// How high walls stand above the base.
    pub height: f32,
    /// The base plate's thickness.
    pub base: f32,
}

impl Default for StlOptions {
    fn default() -> Self {
        StlOptions {
            cell: 6.0,
            wall: 1.2,
            height: 5.0,
            base: 1.5,
        }
    }
}

/// Writes `maze` as a binary STL model to `out`.
///
/// ```
/// let maze = mazes::MazeBuilder::new(mazes::Size::new(5, 4)).seed(1).build()?;
/// let mut stl = Vec::new();
/// mazes::render::write_stl(&mut stl, &maze, Default::default())?;
/// let triangles = u32::from_le_bytes(stl[80..84].try_into()?);
/// assert_eq!(stl.len(), 84 + 50 * triangles as usize);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A maze that is not a whole rectangle of squares is an error of kind
/// [`io::ErrorKind::Unsupported`].
pub fn write_stl<W: Write>(mut out: W, maze: &Maze, options: StlOptions) -> io::Result<()> {
    let walls = Walls::new(maze, "an STL model").map_err(super::unsupported)?;
    let (width, height) = (walls.width(), walls.height());
    let StlOptions {
        cell,
        wall,
        height: tall,
        base,
    } = options;
    let half = wall / 2.0;
    // Corner (x, y) of the maze stands at (x·cell, (height − y)·cell).
    let at = |x: u32, y: u32| (x as f32 * cell, (height - y) as f32 * cell);
    let mut boxes = vec![Cuboid {
        min: [-half, -half, 0.0],
        max: [
            width as f32 * cell + half,
            height as f32 * cell + half,
            base,
        ],
    }];
    for y in 0..=height {
        for (from, to) in runs(width, |x| walls.horizontal(x, y)) {
            let ((x0, y0), (x1, _)) = (at(from, y), at(to, y));
            boxes.push(Cuboid {
                min: [x0 - half, y0 - half, base],
                max: [x1 + half, y0 + half, base + tall],
            });
        }
    }
    for x in 0..=width {
        for (from, to) in runs(height, |y| walls.vertical(x, y)) {
            // Rows run down the maze and up the model.
            let ((x0, top), (_, bottom)) = (at(x, from), at(x, to));
            boxes.push(Cuboid {
                min: [x0 - half, bottom - half, base],
                max: [x0 + half, top + half, base + tall],
            });
        }
    }
    let mut header = [b' '; 80];
    let title = b"maze: walls on a base plate, millimetres";
    header[..title.len()].copy_from_slice(title);
    out.write_all(&header)?;
    let triangles = u32::try_from(boxes.len() * 12).map_err(io::Error::other)?;
    out.write_all(&triangles.to_le_bytes())?;
    for cuboid in &boxes {
        for triangle in cuboid.triangles() {
            write_triangle(&mut out, triangle)?;
        }
    }
    Ok(())
}

/// A box with sides along the axes.
struct Cuboid {
    min: [f32; 3],
    max: [f32; 3],
}

/// A triangle: its outward normal and its corners, counter-clockwise seen from outside.
type Triangle = ([f32; 3], [[f32; 3]; 3]);

impl Cuboid {
    /// Its six faces, two triangles each.
    fn triangles(&self) -> Vec<Triangle> {
        let corner = |i: usize| {
            [
                if i & 1 == 0 { self.min[0] } else { self.max[0] },
                if i & 2 == 0 { self.min[1] } else { self.max[1] },
                if i & 4 == 0 { self.min[2] } else { self.max[2] },
            ]
        };
        // Each face: its normal and its corners (by index bits x, y, z) counter-clockwise.
        let faces: [([f32; 3], [usize; 4]); 6] = [
            ([-1.0, 0.0, 0.0], [0, 4, 6, 2]),
            ([1.0, 0.0, 0.0], [1, 3, 7, 5]),
            ([0.0, -1.0, 0.0], [0, 1, 5, 4]),
            ([0.0, 1.0, 0.0], [2, 6, 7, 3]),
            ([0.0, 0.0, -1.0], [0, 2, 3, 1]),
            ([0.0, 0.0, 1.0], [4, 5, 7, 6]),
        ];
        faces
            .iter()
            .flat_map(|&(normal, [a, b, c, d])| {
                [
                    (normal, [corner(a), corner(b), corner(c)]),
                    (normal, [corner(a), corner(c), corner(d)]),
                ]
            })
            .collect()
    }
}

fn write_triangle<W: Write>(out: &mut W, (normal, corners): Triangle) -> io::Result<()> {
    for value in normal.iter().chain(corners.iter().flatten()) {
        out.write_all(&value.to_le_bytes())?;
    }
    out.write_all(&[0, 0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{build::MazeBuilder, size::Size};

    /// Reads a binary STL back: its triangles.
    fn read(stl: &[u8]) -> Vec<Triangle> {
        let count = u32::from_le_bytes(stl[80..84].try_into().unwrap()) as usize;
        assert_eq!(stl.len(), 84 + 50 * count);
        let float = |at: usize| f32::from_le_bytes(stl[at..at + 4].try_into().unwrap());
        (0..count)
            .map(|t| {
                let at = 84 + 50 * t;
                let v = |k: usize| {
                    [
                        float(at + 12 * k),
                        float(at + 12 * k + 4),
                        float(at + 12 * k + 8),
                    ]
                };
                (v(0), [v(1), v(2), v(3)])
            })
            .collect()
    }

    #[test]
    fn the_model_is_closed_boxes_the_size_of_the_maze() {
        let maze = MazeBuilder::new(Size::new(7, 5)).seed(3).build().unwrap();
        let options = StlOptions::default();
        let mut stl = Vec::new();
        write_stl(&mut stl, &maze, options).unwrap();
        let triangles = read(&stl);
        assert_eq!(triangles.len() % 12, 0);
        let walls = Walls::new(&maze, "").unwrap();
        let runs_of = |horizontal: bool| -> usize {
            if horizontal {
                (0..=5)
                    .map(|y| runs(7, |x| walls.horizontal(x, y)).len())
                    .sum()
            } else {
                (0..=7)
                    .map(|x| runs(5, |y| walls.vertical(x, y)).len())
                    .sum()
            }
        };
        assert_eq!(triangles.len(), 12 * (1 + runs_of(true) + runs_of(false)));
        let (mut min, mut max) = ([f32::MAX; 3], [f32::MIN; 3]);
        for (normal, corners) in &triangles {
            for corner in corners {
                for k in 0..3 {
                    min[k] = min[k].min(corner[k]);
                    max[k] = max[k].max(corner[k]);
                }
            }
            // The normal is a unit vector that agrees with the corners' winding.
            let e1: Vec<f32> = (0..3).map(|k| corners[1][k] - corners[0][k]).collect();
            let e2: Vec<f32> = (0..3).map(|k| corners[2][k] - corners[0][k]).collect();
            let cross = [
                e1[1] * e2[2] - e1[2] * e2[1],
                e1[2] * e2[0] - e1[0] * e2[2],
                e1[0] * e2[1] - e1[1] * e2[0],
            ];
            let dot: f32 = (0..3).map(|k| cross[k] * normal[k]).sum();
            assert!(dot > 0.0, "{normal:?} {corners:?}");
            assert_eq!(normal.iter().map(|n| n * n).sum::<f32>(), 1.0);
        }
        let half = options.wall / 2.0;
        assert_eq!(min, [-half, -half, 0.0]);
        assert_eq!(
            max,
            [
                7.0 * options.cell + half,
                5.0 * options.cell + half,
                options.base + options.height
            ]
        );
    }
}
