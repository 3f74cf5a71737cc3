//! What a player sees in fog: down each open corridor from where they stand, as far as it
//! runs straight, on every shape of cell. Front ends draw these cells and dim the ones seen
//! before; the rule is written once, here.

use mazes::Maze;
use mazes::shape::Tiling;

/// How nearly a step must keep the corridor's first heading to stay in sight: the cosine of
/// the angle between them (about 14°). Square and hexagonal corridors run exactly straight;
/// a ring's corridor curves out of sight within a few cells, as a curved wall would hide it;
/// triangles' corridors zigzag, so on triangles only the cells next door are in sight.
const STRAIGHT: f64 = 0.97;

/// The cells seen from `from` on `maze`: `from`, then along each open side of it every cell
/// the corridor reaches while it keeps that side's heading (stairs lead out of sight). A cell
/// is listed once.
pub fn in_sight(maze: &Maze, from: usize) -> Vec<usize> {
    let mut seen = vec![from];
    if from >= maze.cell_count() {
        return seen;
    }
    for side in open_flat_sides(maze, from) {
        let Some(first) = maze.across(from, side) else {
            continue;
        };
        let heading = unit(maze, from, first);
        let mut here = first;
        // A corridor that comes round (on a torus) is seen once.
        for _ in 0..maze.cell_count() {
            if here == from {
                break;
            }
            if !seen.contains(&here) {
                seen.push(here);
            }
            let ahead = open_flat_sides(maze, here)
                .filter_map(|side| maze.across(here, side))
                .find(|&next| dot(unit(maze, here, next), heading) >= STRAIGHT);
            match ahead {
                Some(next) => here = next,
                None => break,
            }
        }
    }
    seen
}

/// The open sides of `cell` in its own level (not its stairs).
fn open_flat_sides(maze: &Maze, cell: usize) -> impl Iterator<Item = usize> + '_ {
    let flat = maze.shape().flat_sides(maze.shape_cell(cell));
    (0..flat).filter(move |&side| maze.is_open_side(cell, side))
}

/// The unit vector from `a`'s centre to `b`'s (zero where they meet).
fn unit(maze: &Maze, a: usize, b: usize) -> (f64, f64) {
    let (p, q) = (maze.centre(a), maze.centre(b));
    let (dx, dy) = (q.x - p.x, q.y - p.y);
    let length = dx.hypot(dy);
    if length == 0.0 {
        (0.0, 0.0)
    } else {
        (dx / length, dy / length)
    }
}

fn dot(a: (f64, f64), b: (f64, f64)) -> f64 {
    a.0 * b.0 + a.1 * b.1
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::shape::{Lattice, Shape};
    use mazes::{Algorithm, Direction, Grid, Pos, Size, Wrap};

    /// Whether `to` lies straight from `at` down an open corridor, by the square grid's own
    /// moves: the rule fog had in the terminal, which the general one must keep on squares.
    fn down_a_corridor(grid: &Grid, at: Pos, to: Pos) -> bool {
        Direction::ALL.into_iter().any(|dir| {
            let mut here = at;
            while let Some(next) = grid.neighbor(here, dir).filter(|_| grid.is_open(here, dir)) {
                if next == to {
                    return true;
                }
                here = next;
            }
            false
        })
    }

    #[test]
    fn on_squares_the_player_sees_down_each_open_corridor_to_its_first_wall() {
        for seed in 0..30 {
            let grid = Algorithm::Backtracker
                .generate(Size::new(9, 7), Wrap::None, &mut mazes::rng_from_seed(seed))
                .unwrap();
            let at = Pos::new(4, 3);
            let maze = Maze::new(grid.clone());
            let seen = in_sight(&maze, grid.index(at));
            for pos in grid.cells() {
                let expected = pos == at || down_a_corridor(&grid, at, pos);
                let cell = grid.index(pos);
                assert_eq!(seen.contains(&cell), expected, "seed {seed}, {pos:?}");
            }
        }
    }

    #[test]
    fn down_a_long_corridor_of_hexagons_or_octagons_more_than_the_next_cell_is_seen() {
        for shape in [
            Shape::hex(Size::new(12, 10)),
            Shape::upsilon(Size::new(9, 7)),
        ] {
            let lattice = Lattice::new(shape).unwrap();
            let maze = Maze::generate(lattice, Algorithm::Kruskal, 3).unwrap();
            let farthest = (0..maze.cell_count())
                .map(|from| {
                    let seen = in_sight(&maze, from);
                    let near = maze.neighbours(from).count() + 1;
                    seen.len().saturating_sub(near)
                })
                .max()
                .unwrap();
            assert!(
                farthest >= 2,
                "{}: no cell sees past its neighbours",
                maze.shape().describe()
            );
        }
    }

    #[test]
    fn on_every_shape_sight_runs_along_open_sides_and_lists_each_cell_once() {
        let shapes = [
            Shape::hex(Size::new(9, 7)),
            Shape::triangle(Size::new(10, 6)),
            Shape::polar(5),
            Shape::upsilon(Size::new(7, 5)),
            Shape::levels(Shape::square(Size::new(5, 4)), 2),
        ];
        for shape in shapes {
            let lattice = Lattice::new(shape).unwrap();
            let maze = Maze::generate(lattice, Algorithm::Kruskal, 3).unwrap();
            for from in 0..maze.cell_count() {
                let seen = in_sight(&maze, from);
                assert_eq!(seen[0], from);
                let mut sorted = seen.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), seen.len(), "a cell listed twice");
                // Every cell in sight but the first is an open neighbour of one seen before
                // it, on the same level.
                for (i, &cell) in seen.iter().enumerate().skip(1) {
                    assert!(
                        seen[..i]
                            .iter()
                            .any(|&earlier| maze.neighbours(earlier).any(|n| n == cell)),
                        "{}: cell {cell} seen from {from} out of the blue",
                        maze.shape().describe()
                    );
                }
                // Stairs lead out of sight: every cell seen is on the player's level.
                if let Shape::Levels(levels) = maze.shape() {
                    let level = |cell: usize| levels.split(maze.shape_cell(cell)).1;
                    assert!(seen.iter().all(|&cell| level(cell) == level(from)));
                }
            }
        }
    }
}
