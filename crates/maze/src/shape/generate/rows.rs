//! Binary tree and sidewinder on the shapes whose cells sit in rows that chain into one maze
//! (hexagons and upsilon's octagons and squares): every cell has a neighbour labelled one
//! column on (`east`) in its row and one labelled one row up (`north`) in its column, as a
//! square cell has.
//!
//! Triangles do not chain so (half of them have no neighbour in the row above), and polar
//! rings have no rows; masks break rows apart.

use rand::Rng;

use super::{Carving, Link};
use crate::rng::below;
use crate::shape::Tiling;

/// The link from `cell` to the cell `dx` columns right and `dy` rows down, if they are
/// neighbours.
fn toward(c: &Carving<'_>, cell: usize, dx: i64, dy: i64) -> Option<Link> {
    let shape = c.lattice.shape();
    let label = |cell: usize| {
        shape
            .column_row(c.lattice.shape_cell(cell))
            .map(|(x, y)| (i64::from(x), i64::from(y)))
    };
    let (x, y) = label(cell)?;
    c.links(cell).iter().copied().find(|l| {
        l.neighbour()
            .is_some_and(|n| label(n) == Some((x + dx, y + dy)))
    })
}

/// Binary tree: every cell opens north or east at random (north in the last column, east in
/// the top row); the top-right cell is the root.
pub(super) fn binary_tree<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    for cell in 0..c.len() {
        let choices = [toward(c, cell, 0, -1), toward(c, cell, 1, 0)];
        let link = match choices {
            [Some(north), Some(east)] => Some(if rng.random::<bool>() { north } else { east }),
            [one, None] | [None, one] => one,
        };
        if let Some(link) = link {
            c.open(link);
        }
    }
}

/// Sidewinder: along each row, runs of cells joined east, each run closed at random (always at
/// the end of the row) by one passage north from a random cell of it; the top row is one
/// corridor.
pub(super) fn sidewinder<R: Rng + ?Sized>(c: &mut Carving<'_>, rng: &mut R) {
    let mut run = Vec::new();
    for cell in 0..c.len() {
        run.push(cell);
        let east = toward(c, cell, 1, 0);
        let top = toward(c, cell, 0, -1).is_none();
        match east {
            Some(link) if top || rng.random::<bool>() => c.open(link),
            _ => {
                let from = run[below(rng, run.len())];
                if let Some(north) = toward(c, from, 0, -1) {
                    c.open(north);
                }
                run.clear();
            }
        }
    }
}
