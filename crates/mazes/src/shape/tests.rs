use super::weave::Under;
use super::*;

/// Small shapes of every kind, with odd and even sizes.
pub(crate) fn small_shapes() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for (w, h) in [(1, 1), (2, 3), (5, 4), (6, 7)] {
        let size = Size::new(w, h);
        shapes.extend([
            Shape::square(size),
            Shape::hex(size),
            Shape::triangle(size),
            Shape::upsilon(size),
        ]);
    }
    shapes.push(Shape::Square(Square::new(Size::new(2, 3), Wrap::Both)));
    shapes.push(Shape::Square(Square::new(Size::new(5, 4), Wrap::X)));
    shapes.extend((1..=6).map(Shape::polar));
    shapes.extend([
        Shape::levels(Shape::square(Size::new(3, 2)), 3),
        Shape::levels(Shape::hex(Size::new(2, 3)), 2),
        Shape::levels(Shape::triangle(Size::new(5, 4)), 2),
        Shape::levels(Shape::polar(3), 3),
        Shape::levels(Shape::Square(Square::new(Size::new(4, 3), Wrap::X)), 2),
        Shape::levels(Shape::square(Size::new(1, 1)), 1),
    ]);
    // Crossings each way, side by side, and one whose passage under runs into another's.
    let crossings = [
        (6, Under::EastWest),
        (8, Under::NorthSouth),
        (13, Under::EastWest),
    ];
    let crossings = crossings.map(|(cell, under)| weave::Crossing { cell, under });
    shapes.push(Shape::Weave(Weave::new(
        Size::new(5, 4),
        crossings.to_vec(),
    )));
    let chained = [
        (6, Under::EastWest),
        (7, Under::EastWest),
        (8, Under::NorthSouth),
    ];
    let chained = chained.map(|(cell, under)| weave::Crossing { cell, under });
    shapes.push(Shape::Weave(Weave::new(Size::new(5, 3), chained.to_vec())));
    shapes
}

#[test]
fn every_side_leads_to_a_neighbour_that_leads_back() {
    for shape in small_shapes() {
        for cell in 0..shape.cell_count() {
            for side in 0..shape.side_count(cell) {
                let Some(a) = shape.across(cell, side) else {
                    continue;
                };
                assert!(a.cell < shape.cell_count(), "{shape:?} {cell} {side}");
                assert_ne!(a.cell, cell, "{shape:?}: {cell} is its own neighbour");
                let back = shape.across(a.cell, a.side).expect("a way back");
                assert_eq!((back.cell, back.side), (cell, side), "{shape:?}");
            }
        }
    }
}

#[test]
fn a_cells_neighbours_are_the_cells_across_its_sides() {
    for shape in small_shapes() {
        for cell in 0..shape.cell_count() {
            let around = shape.neighbours(cell);
            assert!(shape.side_count(cell) <= MAX_SIDES, "{shape:?} {cell}");
            assert_eq!(around.sides(), shape.side_count(cell), "{shape:?} {cell}");
            for side in 0..around.sides() {
                let across = shape.across(cell, side).map(|a| a.cell);
                assert_eq!(around.get(side), across, "{shape:?} {cell} {side}");
            }
        }
    }
}

#[test]
fn neighbours_share_the_stroke_between_them() {
    for shape in small_shapes() {
        for cell in 0..shape.cell_count() {
            for side in 0..shape.flat_sides(cell) {
                let Some(a) = shape.across(cell, side).filter(|a| !a.seam) else {
                    continue;
                };
                let (mine, theirs) = (shape.stroke(cell, side), shape.stroke(a.cell, a.side));
                // Drawn around each cell clockwise, a shared side runs opposite ways.
                assert!(
                    mine.start().distance(theirs.end()) < 1e-9
                        && mine.end().distance(theirs.start()) < 1e-9,
                    "{shape:?}: cell {cell} side {side} {mine:?} against {theirs:?}"
                );
            }
        }
    }
}

#[test]
fn strokes_join_into_each_cells_outline_around_its_centre() {
    for shape in small_shapes() {
        for cell in 0..shape.cell_count() {
            let strokes: Vec<Stroke> = shape.strokes(cell).collect();
            for (i, s) in strokes.iter().enumerate() {
                let next = strokes[(i + 1) % strokes.len()];
                assert!(
                    s.end().distance(next.start()) < 1e-9,
                    "{shape:?} {cell} {i}"
                );
            }
            let c = shape.centre(cell);
            let e = shape.extent();
            assert!((0.0..=e.x).contains(&c.x) && (0.0..=e.y).contains(&c.y));
        }
    }
}

#[test]
fn neighbour_centres_are_never_farther_apart_than_the_longest_step() {
    for shape in small_shapes() {
        let Some(step) = shape.longest_step() else {
            continue;
        };
        for cell in 0..shape.cell_count() {
            for side in 0..shape.flat_sides(cell) {
                if let Some(a) = shape.across(cell, side) {
                    let d = shape.centre(cell).distance(shape.centre(a.cell));
                    assert!(d <= step + 1e-9, "{shape:?}: {d} > {step}");
                }
            }
        }
    }
}

#[test]
fn polar_rings_split_outward_as_in_the_book() {
    let polar = Polar::new(7);
    let lens: Vec<usize> = (0..7).map(|r| polar.ring_len(r)).collect();
    assert_eq!(lens, [1, 6, 12, 24, 24, 24, 48]);
    assert_eq!(polar.cell_count(), 139);
    assert_eq!(polar.ring_of(7), (2, 0));
}

#[test]
fn shapes_refuse_empty_and_oversized_sizes() {
    assert!(matches!(
        Shape::hex(Size::new(0, 3)).check(),
        Err(ShapeError::Empty { .. })
    ));
    assert_eq!(Shape::polar(0).check(), Err(ShapeError::NoRings));
    let err = Shape::polar(u32::MAX).check().unwrap_err();
    assert!(err.to_string().contains("more than"), "{err}");
    assert!(matches!(
        Shape::triangle(Size::new(1 << 16, 1 << 16)).check(),
        Err(ShapeError::TooLarge { .. })
    ));
}

#[test]
fn a_mask_that_splits_the_cells_names_the_regions() {
    let shape = Shape::square(Size::new(6, 2));
    let picture = mask::Picture::parse(".#..#.\n.#..#.\n").unwrap();
    let mask = Mask::from_picture(&shape, &picture);
    let err = Lattice::masked(shape, mask).unwrap_err();
    assert_eq!(
        err,
        ShapeError::Regions {
            sizes: vec![4, 2, 2],
            more: false
        }
    );
    assert!(
        err.to_string()
            .starts_with("the mask leaves 3 separate regions (of 4, 2 and 2 cells)")
    );
}

#[test]
fn lattices_number_each_wall_once() {
    for shape in small_shapes() {
        let lattice = Lattice::new(shape.clone()).unwrap();
        let mut seen = vec![0; lattice.wall_count()];
        for cell in 0..lattice.len() {
            for link in lattice.links(cell).iter().filter(|l| l.to != Link::NONE) {
                seen[link.wall as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 2), "{shape:?}: {seen:?}");
    }
}

#[test]
fn a_polar_cells_ring_is_the_ring_its_number_falls_in() {
    for rings in [1, 2, 3, 7, 40, 300] {
        let polar = Polar::new(rings);
        for cell in 0..polar.cell_count() {
            let (ring, place) = polar.ring_of(cell);
            let first = polar.cells_in(ring as u32) as usize;
            assert_eq!(first + place, cell, "{rings} rings, cell {cell}");
            assert!(place < polar.ring_len(ring), "{rings} rings, cell {cell}");
        }
    }
}

/// The ends a lattice finds while it builds are those a scan of its cells finds: the border
/// cells (or any, with no border) nearest the top-left and bottom-right along the diagonal,
/// the first of the nearest and the last of the farthest.
#[test]
fn default_ends_are_the_border_cells_nearest_the_corners() {
    let scanned = |lattice: &Lattice| {
        let flat = |c: usize| lattice.shape().flat_sides(lattice.shape_cell(c));
        let border: Vec<usize> = (0..lattice.len())
            .filter(|&c| {
                lattice.links(c)[..flat(c)]
                    .iter()
                    .any(|l| l.to == Link::NONE)
            })
            .collect();
        let cells = match border.is_empty() {
            true => (0..lattice.len()).collect(),
            false => border,
        };
        let along = |c: &usize| {
            let centre = lattice.centre(*c);
            centre.x + centre.y * (1.0 + 1e-9)
        };
        let order = |a: &usize, b: &usize| along(a).total_cmp(&along(b));
        let start = cells.iter().copied().min_by(order).unwrap();
        (start, cells.iter().copied().max_by(order).unwrap())
    };
    let mut lattices: Vec<Lattice> = small_shapes()
        .into_iter()
        .map(|shape| Lattice::new(shape).unwrap())
        .collect();
    for shape in [
        Shape::hex(Size::new(9, 8)),
        Shape::polar(5),
        Shape::square(Size::new(8, 8)),
        Shape::levels(Shape::hex(Size::new(9, 8)), 3),
    ] {
        for outline in [mask::Outline::Circle, mask::Outline::Hexagon] {
            let mask = Mask::outline(&shape, outline);
            lattices.push(Lattice::masked(shape.clone(), mask).unwrap());
        }
    }
    for lattice in lattices {
        assert_eq!(
            lattice.default_ends(),
            scanned(&lattice),
            "{:?}",
            lattice.shape()
        );
    }
}

/// Every cell away from the edges steps to its neighbours by the offsets its shape gives, side
/// by side, on hexagons, triangles, octagons with squares and polar rings.
#[test]
fn inland_offsets_lead_to_the_neighbours() {
    fn agree<T: Inland>(tiling: &T) -> usize {
        let mut inland = 0;
        for cell in 0..tiling.cell_count() {
            let Some(offsets) = tiling.inland(cell) else {
                continue;
            };
            inland += 1;
            let around = tiling.neighbours(cell);
            assert_eq!(offsets.sides, tiling.side_count(cell), "cell {cell}");
            for side in 0..offsets.sides {
                let next = cell.checked_add_signed(offsets.steps[side]);
                assert_eq!(next, around.get(side), "cell {cell}, side {side}");
            }
        }
        inland
    }
    for (w, h) in [(3, 3), (6, 7), (9, 4), (10, 11)] {
        let size = Size::new(w, h);
        let inland =
            agree(&Hex::new(size)) + agree(&Triangle::new(size)) + agree(&Upsilon::new(size));
        assert!(inland > 0, "{size}");
    }
    // Rings that split outward and rings that do not (three rings have no inland cell).
    let inland: usize = [3, 8, 20, 40]
        .map(|rings| agree(&Polar::new(rings)))
        .iter()
        .sum();
    assert!(inland > 0);
}

/// Stairs join each cell to the same cell of the levels above and below, and nothing else;
/// level 0 lies leftmost.
#[test]
fn stairs_join_the_same_cell_on_the_next_levels() {
    let base = Shape::hex(Size::new(4, 3));
    let Shape::Levels(levels) = Shape::levels(base.clone(), 3) else {
        unreachable!()
    };
    let floor = base.cell_count();
    assert_eq!(levels.cell_count(), 3 * floor);
    for cell in 0..levels.cell_count() {
        let (b, level) = levels.split(cell);
        assert_eq!(levels.cell_at(b, level), cell);
        let up = levels.up_side(cell);
        assert_eq!((levels.side_count(cell), levels.flat_sides(cell)), (8, 6));
        let above = levels.across(cell, up).map(|a| (a.cell, a.side));
        let below = levels.across(cell, up + 1).map(|a| (a.cell, a.side));
        assert_eq!(above, (level < 2).then(|| (cell + floor, up + 1)), "{cell}");
        assert_eq!(below, (level > 0).then(|| (cell - floor, up)), "{cell}");
        let shift = f64::from(level) * (base.extent().x + 1.0);
        assert!((levels.centre(cell).x - base.centre(b).x - shift).abs() < 1e-9);
    }
}

#[test]
fn shapes_that_cannot_be_stacked_are_refused() {
    let upsilon = Shape::levels(Shape::upsilon(Size::new(3, 3)), 2);
    assert!(matches!(
        upsilon.check(),
        Err(ShapeError::Unstackable { .. })
    ));
    let twice = Shape::levels(Shape::levels(Shape::square(Size::new(2, 2)), 2), 2);
    assert!(matches!(twice.check(), Err(ShapeError::Unstackable { .. })));
    let none = Shape::levels(Shape::square(Size::new(2, 2)), 0);
    assert_eq!(none.check(), Err(ShapeError::NoLevels));
    let huge = Shape::levels(Shape::square(Size::new(1 << 14, 1 << 14)), 2);
    assert!(matches!(huge.check(), Err(ShapeError::TooLarge { .. })));
    assert!(Shape::levels(Shape::polar(4), 5).check().is_ok());
}

/// A lattice's links lead where its shape's sides do: the stacked levels' copied links too.
#[test]
fn lattice_links_lead_across_the_shapes_sides() {
    for shape in small_shapes() {
        let lattice = Lattice::new(shape.clone()).unwrap();
        for cell in 0..lattice.len() {
            let links = lattice.links(cell);
            assert_eq!(links.len(), shape.side_count(cell), "{shape:?} {cell}");
            for (side, link) in links.iter().enumerate() {
                let across = shape.across(cell, side).map(|a| a.cell);
                assert_eq!(link.neighbour(), across, "{shape:?} {cell} {side}");
            }
        }
    }
}
