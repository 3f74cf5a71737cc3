//! The ways on from a cell, and where each points on the picture. Keys choose among them by
//! heading, on every cell shape: the terminal by the screen's directions
//! ([`side_toward`]), the pages by their own key maps, fed the headings these give.

use mazes::Maze;
use mazes::shape::{Shape, Tiling};

/// A neighbour of a cell: a step on its level, or the stairs to another.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Way {
    /// The side of the cell it is across.
    pub side: usize,
    /// The neighbouring cell.
    pub cell: usize,
    /// Whether a passage leads there.
    pub open: bool,
    /// For stairs, whether they lead up a level (`Some(true)`) or down; `None` for a step.
    pub stairs: Option<bool>,
    /// For a step, where the neighbour's centre lies from the cell's on the picture, in
    /// degrees clockwise from east (the picture's `y` grows downwards), from -180 to 180.
    pub heading: Option<f64>,
}

/// Every neighbour of `cell`, in the order of its sides.
pub fn ways(maze: &Maze, cell: usize) -> Vec<Way> {
    let flat = maze.shape().flat_sides(maze.shape_cell(cell));
    (0..maze.side_count(cell))
        .filter_map(|side| {
            let across = maze.across(cell, side)?;
            let stairs = side.checked_sub(flat).map(|above| above == 0);
            Some(Way {
                side,
                cell: across,
                open: maze.is_open_side(cell, side),
                stairs,
                heading: stairs.is_none().then(|| degrees(maze, cell, across)),
            })
        })
        .collect()
}

/// The heading "up" means at `cell`, in degrees clockwise from east: straight out from the
/// centre of its rings on a polar maze (where the pages' keys turn with the rings), the top of
/// the screen elsewhere and at the rings' centre.
pub fn up_heading(maze: &Maze, cell: usize) -> f64 {
    let shape_cell = maze.shape_cell(cell);
    let centre = match maze.shape() {
        Shape::Polar(_) => Some(maze.shape().centre(0)),
        Shape::Levels(levels) if matches!(levels.base(), Shape::Polar(_)) => {
            let (_, level) = levels.split(shape_cell);
            Some(maze.shape().centre(levels.cell_at(0, level)))
        }
        _ => None,
    };
    let here = maze.shape().centre(shape_cell);
    match centre {
        Some(c) if (here.x - c.x).hypot(here.y - c.y) > 1e-9 => {
            (here.y - c.y).atan2(here.x - c.x).to_degrees()
        }
        _ => -90.0,
    }
}

/// The side of `cell` whose neighbour lies nearest `heading` (degrees clockwise from east on
/// screen), within 70 degrees of it; `None` when no neighbour lies that way (the maze's edge).
/// Of two neighbours as near (→ on a hexagon, between up-right and down-right), an open one.
/// Stairs, whose neighbours are drawn on another level, are never chosen.
pub fn side_toward(maze: &Maze, cell: usize, heading: f64) -> Option<usize> {
    let near: Vec<(f64, Way)> = ways(maze, cell)
        .into_iter()
        .filter_map(|way| Some((turn(way.heading?, heading), way)))
        .filter(|&(off, _)| off <= 70.0)
        .collect();
    let nearest = near
        .iter()
        .map(|&(off, _)| off)
        .fold(f64::INFINITY, f64::min);
    let tied = near.iter().filter(|&&(off, _)| off <= nearest + 1.0);
    let mut tied = tied.map(|&(_, way)| way).collect::<Vec<_>>();
    tied.sort_by_key(|way| !way.open);
    tied.first().map(|way| way.side)
}

/// How far apart two headings are, in degrees from 0 to 180.
pub fn turn(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// The heading from `from`'s centre to `to`'s, rounded to a thousandth of a degree (so that the
/// page and the tests see the same numbers).
fn degrees(maze: &Maze, from: usize, to: usize) -> f64 {
    let (a, b) = (maze.centre(from), maze.centre(to));
    let angle = (b.y - a.y).atan2(b.x - a.x).to_degrees();
    (angle * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::Size;
    use mazes::shape::Lattice;

    fn walled(shape: Shape) -> Maze {
        Maze::walled(Lattice::new(shape).unwrap())
    }

    #[test]
    fn square_sides_point_along_the_compass() {
        let maze = walled(Shape::square(Size::new(3, 3)));
        let mut headings: Vec<f64> = ways(&maze, 4).iter().filter_map(|w| w.heading).collect();
        headings.sort_by(f64::total_cmp);
        assert_eq!(headings, [-90.0, 0.0, 90.0, 180.0]);
        assert_eq!(up_heading(&maze, 4), -90.0);
        let north = side_toward(&maze, 4, -80.0).unwrap();
        assert_eq!(maze.across(4, north), Some(1));
        assert_eq!(
            side_toward(&maze, 0, -90.0),
            None,
            "the top row has nothing above"
        );
    }

    #[test]
    fn on_rings_up_is_straight_out_from_the_centre() {
        let maze = walled(Shape::polar(4));
        assert_eq!(up_heading(&maze, 0), -90.0, "the centre has no outward");
        for cell in 1..maze.cell_count() {
            let up = up_heading(&maze, cell);
            // The neighbours farther from the centre lie within 60° of up; the one nearer
            // (the cell's parent) lies within 60° of down.
            let centre = maze.centre(0);
            let distance = |c: usize| {
                let p = maze.centre(c);
                (p.x - centre.x).hypot(p.y - centre.y)
            };
            for way in ways(&maze, cell) {
                let heading = way.heading.unwrap();
                if distance(way.cell) > distance(cell) + 0.5 {
                    assert!(
                        turn(heading, up) < 60.0,
                        "cell {cell}: out {heading} vs {up}"
                    );
                } else if distance(way.cell) < distance(cell) - 0.5 {
                    assert!(
                        turn(heading, up) > 120.0,
                        "cell {cell}: in {heading} vs {up}"
                    );
                }
            }
        }
    }

    #[test]
    fn stairs_have_no_heading_and_rings_on_each_level_their_own_centre() {
        let maze = walled(Shape::levels(Shape::polar(3), 2));
        let per_level = maze.cell_count() / 2;
        let stairs: Vec<Way> = ways(&maze, 1)
            .into_iter()
            .filter(|w| w.stairs.is_some())
            .collect();
        assert_eq!(stairs.len(), 1, "the lowest level's stairs lead up only");
        assert_eq!(stairs[0].stairs, Some(true));
        assert_eq!(stairs[0].heading, None);
        assert_eq!(up_heading(&maze, 1), up_heading(&maze, per_level + 1));
    }

    #[test]
    fn of_two_neighbours_as_near_the_open_one_is_taken() {
        use mazes::{Algorithm, MazeBuilder};
        let maze = MazeBuilder::of_shape(Shape::hex(Size::new(8, 6)))
            .algorithm(Algorithm::Backtracker)
            .seed(5)
            .build()
            .unwrap();
        let mut ties = 0;
        for cell in 0..maze.cell_count() {
            for heading in [0.0, 180.0] {
                let near: Vec<Way> = ways(&maze, cell)
                    .into_iter()
                    .filter(|w| w.heading.is_some_and(|h| turn(h, heading) < 31.0))
                    .collect();
                if near.len() == 2 && near.iter().filter(|w| w.open).count() == 1 {
                    ties += 1;
                    let side = side_toward(&maze, cell, heading).unwrap();
                    assert!(
                        maze.is_open_side(cell, side),
                        "cell {cell} toward {heading}"
                    );
                }
            }
        }
        assert!(ties > 10, "{ties} ties of an open and a walled side");
    }

    #[test]
    fn turns_wrap_round() {
        assert_eq!(turn(170.0, -170.0), 20.0);
        assert_eq!(turn(-90.0, 90.0), 180.0);
        assert_eq!(turn(10.0, 10.0), 0.0);
    }
}
