use proptest::prelude::*;

use super::*;
use crate::solve;

/// A coordinate near 0, near 2⁶⁴ − 1, or just before a block border of some level.
fn coordinate() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..40,
        (u64::MAX - 40)..=u64::MAX,
        (4u32..64, 1u64..40, any::<u64>()).prop_map(|(level, back, high)| {
            let border = (high >> level << level) | (1 << level);
            border.wrapping_sub(back)
        }),
        any::<u64>(),
    ]
}

fn cell() -> impl Strategy<Value = Cell> {
    (coordinate(), coordinate()).prop_map(|(x, y)| Cell::new(x, y))
}

/// The window of `size` at `at`, moved back inside the plane if it would reach past it.
fn window_at(at: Cell, size: Size) -> Cell {
    let fit = |v: u64, len: u32| v.min(u64::MAX - u64::from(len) + 1);
    Cell::new(fit(at.x, size.width), fit(at.y, size.height))
}

fn passages(grid: &Grid) -> u64 {
    grid.cells()
        .flat_map(|pos| [Direction::East, Direction::South].map(move |dir| (pos, dir)))
        .filter(|&(pos, dir)| grid.is_open(pos, dir))
        .count() as u64
}

fn is_spanning_tree(grid: &Grid) -> bool {
    let reached = solve::reachable(grid, Pos::new(0, 0)).len();
    reached == grid.cell_count() && passages(grid) == grid.cell_count() - 1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn overlapping_windows_agree(seed: u64, at in cell(), dx in 0u32..30, dy in 0u32..30) {
        let plane = InfiniteMaze::new(seed);
        let size = Size::new(40, 30);
        let first = window_at(at, size);
        let second = window_at(
            Cell::new(first.x.saturating_add(dx.into()), first.y.saturating_add(dy.into())),
            size,
        );
        let (a, b) = (plane.window(first, size)?, plane.window(second, size)?);
        for pos in b.grid().unwrap().cells() {
            let cell = Cell::new(second.x + u64::from(pos.x), second.y + u64::from(pos.y));
            let passages = plane.passages(cell);
            for dir in Direction::ALL {
                if let Some(next) = b.grid().unwrap().neighbor(pos, dir) {
                    prop_assert_eq!(b.grid().unwrap().is_open(pos, dir), passages[dir.index()]);
                    let _ = next;
                }
            }
            if cell.x >= first.x && cell.y >= first.y {
                let in_a = Pos::new((cell.x - first.x) as u32, (cell.y - first.y) as u32);
                if a.grid().unwrap().contains(in_a) {
                    for dir in [Direction::East, Direction::South] {
                        if a.grid().unwrap().neighbor(in_a, dir).is_some()
                            && b.grid().unwrap().neighbor(pos, dir).is_some()
                        {
                            prop_assert_eq!(a.grid().unwrap().is_open(in_a, dir), b.grid().unwrap().is_open(pos, dir));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_aligned_block_is_a_spanning_tree(seed: u64, at in cell(), level in 3u32..=6) {
        let plane = InfiniteMaze::new(seed);
        let side = 1u32 << level;
        let corner = Cell::new(at.x >> level << level, at.y >> level << level);
        let block = plane.window(corner, Size::new(side, side))?;
        prop_assert!(is_spanning_tree(block.grid().unwrap()));
    }

    #[test]
    fn windows_are_forests(seed: u64, at in cell()) {
        let plane = InfiniteMaze::new(seed);
        let size = Size::new(37, 23);
        let window = plane.window(window_at(at, size), size)?;
        let grid = window.grid().unwrap();
        // A forest has as many passages as cells less trees.
        let mut trees = 0;
        let mut seen = vec![false; grid.len()];
        for pos in grid.cells() {
            if !seen[grid.index(pos)] {
                trees += 1;
                let reached = solve::reachable(grid, pos);
                for other in grid.cells() {
                    if reached.contains(other) {
                        seen[grid.index(other)] = true;
                    }
                }
            }
        }
        prop_assert_eq!(passages(grid), grid.cell_count() - trees);
    }

    #[test]
    fn ways_within_a_window_are_those_a_search_finds(
        seed: u64,
        at in cell(),
        a in (0u32..48, 0u32..48),
        b in (0u32..48, 0u32..48),
    ) {
        let mut plane = InfiniteMaze::new(seed);
        let size = Size::new(48, 48);
        let corner = window_at(at, size);
        let window = plane.window(corner, size)?;
        let (a, b) = (Pos::new(a.0, a.1), Pos::new(b.0, b.1));
        let cell = |pos: Pos| Cell::new(corner.x + u64::from(pos.x), corner.y + u64::from(pos.y));
        let length = plane.distance(cell(a), cell(b));
        prop_assert_eq!(length, plane.distance(cell(b), cell(a)));
        let search = solve::bfs(window.grid().unwrap(), a, b);
        // Two cells of a window can be joined the long way round, through blocks far larger
        // than the window: such ways are checked step by step in the test below.
        if length > 5_000 {
            prop_assert!(search.is_none());
            return Ok(());
        }
        let steps = plane.steps(cell(a), cell(b), 5_000);
        prop_assert_eq!(steps.len() as u128, length);
        if let Some(path) = search {
            prop_assert_eq!(path.steps(), &steps[..]);
        }
        // The parts of the way inside the window are exactly the cells the walk passes there.
        let mut walked = std::collections::BTreeSet::from([a]);
        let mut at = cell(a);
        for &dir in &steps {
            at = at.neighbor(dir).unwrap();
            if at.x >= corner.x && at.y >= corner.y {
                let pos = Pos::new((at.x - corner.x) as u32, (at.y - corner.y) as u32);
                if window.grid().unwrap().contains(pos) {
                    walked.insert(pos);
                }
            }
        }
        let ways = plane.way_in_window(cell(a), cell(b), corner, size)?;
        let mut shown = std::collections::BTreeSet::new();
        for way in &ways {
            prop_assert!(way.is_valid(window.grid().unwrap()));
            shown.extend(way.cells(window.grid().unwrap()));
        }
        prop_assert_eq!(shown, walked);
    }

    #[test]
    fn far_ways_add_up_step_by_step(seed: u64, from in cell(), to in cell()) {
        let mut plane = InfiniteMaze::new(seed);
        let length = plane.distance(from, to);
        prop_assert_eq!(length, plane.distance(to, from));
        let mut at = from;
        for (taken, dir) in plane.steps(from, to, 20).into_iter().enumerate() {
            prop_assert!(plane.is_open(at, dir));
            at = at.neighbor(dir).unwrap();
            prop_assert_eq!(plane.distance(at, to) + taken as u128 + 1, length);
        }
        // Remembered lengths are bounded by levels × genes × pairs of ports, wherever the cells.
        prop_assert!(plane.remembered() <= 61 * 32 * 496);
    }
}

#[test]
fn a_cell_and_its_neighbour_agree_on_their_passage() {
    let plane = InfiniteMaze::new(3);
    for at in [
        Cell::new(0, 0),
        Cell::new(7, 7),
        Cell::new(u64::MAX, u64::MAX),
    ] {
        for dir in Direction::ALL {
            match at.neighbor(dir) {
                Some(next) => {
                    assert_eq!(plane.is_open(at, dir), plane.is_open(next, dir.opposite()));
                }
                None => assert!(!plane.is_open(at, dir)),
            }
        }
    }
}

#[test]
fn cells_read_decimal_and_hexadecimal() {
    assert_eq!("3,4".parse(), Ok(Cell::new(3, 4)));
    assert_eq!(
        "0xFFFF_FFFF_FFFF_FFFF, 1_000".parse(),
        Ok(Cell::new(u64::MAX, 1000))
    );
    for bad in ["", "3", "3,", "-1,2", "18446744073709551616,0", "0xg,1"] {
        assert!(bad.parse::<Cell>().is_err(), "{bad}");
    }
}

#[test]
fn windows_past_the_edge_are_refused() {
    let plane = InfiniteMaze::new(0);
    let edge = Cell::new(u64::MAX, 0);
    assert!(plane.window(edge, Size::new(1, 1)).is_ok());
    assert!(matches!(
        plane.window(edge, Size::new(2, 1)),
        Err(WindowError::BeyondEdge { .. })
    ));
    assert!(plane.window(edge, Size::new(0, 1)).is_err());
}
