//! Binary tree and sidewinder on the shapes whose cells sit in rows that chain into one maze
//! (hexagons and upsilon's octagons and squares): every cell has a neighbour labelled one
//! column on (`east`) in its row and one labelled one row up (`north`) in its column, as a
//! square cell has.
//!
//! Triangles do not chain so (half of them have no neighbour in the row above), and polar
//! rings have no rows; masks break rows apart.

use rand::Rng;

use super::{Carving, Cells};
use crate::rng::below;
use crate::shape::Tiling;

/// The side of `cell` across which lies the cell `dx` columns right and `dy` rows down, if
/// they are neighbours.
fn toward<C: Cells>(c: &Carving<'_, C>, cell: usize, dx: i64, dy: i64) -> Option<usize> {
    let shape = c.lattice.shape();
    let label = |cell: usize| {
        shape
            .column_row(c.lattice.shape_cell(cell))
            .map(|(x, y)| (i64::from(x), i64::from(y)))
    };
    let (x, y) = label(cell)?;
    let around = c.neighbours(cell);
    around
        .iter()
        .find(|&(_, n)| label(n) == Some((x + dx, y + dy)))
        .map(|(side, _)| side)
}

/// Binary tree: every cell opens north or east at random (north in the last column, east in
/// the top row); the top-right cell is the root.
pub(super) fn binary_tree<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    for cell in 0..c.len() {
        let choices = [toward(c, cell, 0, -1), toward(c, cell, 1, 0)];
        let side = match choices {
            [Some(north), Some(east)] => Some(if rng.random::<bool>() { north } else { east }),
            [one, None] | [None, one] => one,
        };
        if let Some(side) = side {
            c.open(cell, side);
        }
    }
}

/// Sidewinder: along each row, runs of cells joined east, each run closed at random (always at
/// the end of the row) by one passage north from a random cell of it; the top row is one
/// corridor.
pub(super) fn sidewinder<C: Cells, R: Rng + ?Sized>(c: &mut Carving<'_, C>, rng: &mut R) {
    let mut run = Vec::new();
    for cell in 0..c.len() {
        run.push(cell);
        let east = toward(c, cell, 1, 0);
        let top = toward(c, cell, 0, -1).is_none();
        match east {
            Some(side) if top || rng.random::<bool>() => c.open(cell, side),
            _ => {
                let from = run[below(rng, run.len())];
                if let Some(north) = toward(c, from, 0, -1) {
                    c.open(from, north);
                }
                run.clear();
            }
        }
    }
}
