//! Streaming and the bin format: streamed mazes equal in-memory ones, and the streaming check
//! finds every flaw.

use mazes::format::bin::{self, CheckReport};
use mazes::render::{Overlay, PngOptions};
use mazes::stream::{StreamFormat, stream};
use mazes::{Algorithm, Direction, Maze, MazeBuilder, Pos, Progress, Size, Wrap};
use proptest::prelude::*;

const ROW_ALGORITHMS: [Algorithm; 3] = [
    Algorithm::Eller,
    Algorithm::Sidewinder,
    Algorithm::BinaryTree,
];

fn built(algorithm: Algorithm, size: Size, seed: u64) -> Maze {
    MazeBuilder::new(size)
        .algorithm(algorithm)
        .seed(seed)
        .build()
        .unwrap()
}

fn streamed(algorithm: Algorithm, size: Size, seed: u64, format: StreamFormat) -> Vec<u8> {
    let mut out = Vec::new();
    stream(
        &mut out,
        algorithm,
        size,
        seed,
        format,
        &mut Progress::none(),
    )
    .unwrap();
    out
}

fn check(bytes: &[u8]) -> Result<CheckReport, mazes::format::FormatError> {
    bin::check(bytes, &mut Progress::none())
}

fn to_bin(maze: &Maze) -> Vec<u8> {
    let mut out = Vec::new();
    bin::write_bin(&mut out, maze).unwrap();
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn streaming_writes_exactly_the_in_memory_maze(algorithm in proptest::sample::select(ROW_ALGORITHMS.to_vec()), w in 1..40u32, h in 1..25u32, seed: u64) {
        let size = Size::new(w, h);
        let maze = built(algorithm, size, seed);
        let overlay = Overlay::ends(&maze);
        let ascii = streamed(algorithm, size, seed, StreamFormat::Ascii);
        prop_assert_eq!(String::from_utf8(ascii).unwrap(), mazes::render::ascii(&maze, &overlay).unwrap());
        prop_assert_eq!(streamed(algorithm, size, seed, StreamFormat::Bin), to_bin(&maze));
        let options = PngOptions { cell: 3, wall: 1, ..PngOptions::default() };
        let mut png = Vec::new();
        mazes::render::write_png(&mut png, &maze, &overlay, options).unwrap();
        prop_assert_eq!(streamed(algorithm, size, seed, StreamFormat::Png(options)), png);
    }

    #[test]
    fn bin_files_round_trip_every_maze(algorithm in proptest::sample::select(Algorithm::ALL.to_vec()), w in 2..20u32, h in 2..20u32, wrap in proptest::sample::select(Wrap::ALL.to_vec()), seed: u64, loops in 0..4u64) {
        let Ok(maze) = MazeBuilder::new(Size::new(w, h)).algorithm(algorithm).wrap(wrap).seed(seed).loops(loops).build() else { return Ok(()) };
        let bytes = to_bin(&maze);
        prop_assert_eq!(bin::read_bin(bytes.as_slice()).unwrap(), maze.clone());
        let report = check(&bytes).unwrap();
        prop_assert_eq!(report.perfect, loops == 0);
        prop_assert_eq!(report.passages, maze.passage_count());
        prop_assert_eq!(report.regions, 1);
    }
}

/// A maze of one cell is its own start and goal, with both doors: the start's in the top wall
/// and the goal's in the bottom one, streamed or drawn from memory alike.
#[test]
fn a_one_cell_maze_has_both_doors() {
    let maze = built(Algorithm::Eller, Size::new(1, 1), 0);
    let expected = "+   +\n| G |\n+   +\n";
    let ascii = mazes::render::ascii(&maze, &Overlay::ends(&maze)).unwrap();
    assert_eq!(ascii, expected);
    let streamed = streamed(Algorithm::Eller, Size::new(1, 1), 0, StreamFormat::Ascii);
    assert_eq!(String::from_utf8(streamed).unwrap(), expected);
    let (start, goal) = maze.endpoints().unwrap();
    assert_eq!(
        (start.door, goal.door),
        (Some(Direction::North), Some(Direction::South))
    );
}

/// Binary tree and sidewinder make big mazes in bands of rows, one a thread: the maze is the
/// same on any number of threads, and the same as streamed a row at a time.
#[test]
fn bands_of_rows_make_the_same_maze_on_any_number_of_threads() {
    for algorithm in [Algorithm::BinaryTree, Algorithm::Sidewinder] {
        for (w, h) in [(1100, 1000), (3, 350_000)] {
            let size = Size::new(w, h);
            let streamed = streamed(algorithm, size, 9, StreamFormat::Bin);
            for threads in [1, 2] {
                let budget = mazes::Threads::new(std::num::NonZeroUsize::new(threads).unwrap());
                let maze = budget.install(|| built(algorithm, size, 9));
                assert!(
                    mazes::metrics::is_perfect(maze.grid().unwrap()),
                    "{algorithm} {size}"
                );
                assert!(
                    to_bin(&maze) == streamed,
                    "{algorithm} {size} on {threads} threads"
                );
            }
        }
    }
}

/// A grid whose passages are each open with probability `open_percent` %, made up of many
/// regions and cycles.
fn random_passages(size: Size, wrap: Wrap, open_percent: u32, seed: u64) -> mazes::Grid {
    use rand::Rng;
    let mut rng = mazes::rng_from_seed(seed);
    let mut grid = mazes::Grid::new(size, wrap).unwrap();
    for pos in grid.cells().collect::<Vec<_>>() {
        for dir in [Direction::East, Direction::South] {
            if grid.neighbor(pos, dir).is_some() && rng.random_range(0..100) < open_percent {
                grid.carve(pos, dir).unwrap();
            }
        }
    }
    grid
}

/// The connected regions of `grid`, counted by flood fill.
fn regions_by_flood_fill(grid: &mazes::Grid) -> u64 {
    let mut seen = mazes::solve::CellSet::new(grid);
    let mut regions = 0;
    for pos in grid.cells() {
        if seen.contains(pos) {
            continue;
        }
        regions += 1;
        seen.insert(pos);
        let mut todo = vec![pos];
        while let Some(cell) = todo.pop() {
            for dir in grid.open_directions(cell).collect::<Vec<_>>() {
                let next = grid.neighbor(cell, dir).unwrap();
                if !seen.contains(next) {
                    seen.insert(next);
                    todo.push(next);
                }
            }
        }
    }
    regions
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn the_check_counts_regions_and_cycles_of_any_grid(w in 1..140u32, h in 1..7u32, wrap_x: bool, open_percent in 0..=100u32, seed: u64) {
        let wrap = if wrap_x && w > 1 { Wrap::X } else { Wrap::None };
        let grid = random_passages(Size::new(w, h), wrap, open_percent, seed);
        let report = check(&to_bin(&Maze::new(grid.clone()))).unwrap();
        let regions = regions_by_flood_fill(&grid);
        prop_assert_eq!(report.regions, regions);
        prop_assert_eq!(report.passages, grid.passage_count());
        let has_cycle = grid.passage_count() + regions > grid.cell_count();
        prop_assert_eq!(report.first_cycle.is_some(), has_cycle);
        prop_assert_eq!(report.perfect, regions == 1 && !has_cycle);
        prop_assert_eq!(mazes::metrics::is_perfect(&grid), report.perfect);
    }
}

/// Whether `pos` lies on a cycle: one of its passages leaves its ends connected without it.
fn on_a_cycle(grid: &mut mazes::Grid, pos: Pos) -> bool {
    for dir in grid.open_directions(pos).collect::<Vec<_>>() {
        let next = grid.neighbor(pos, dir).unwrap();
        grid.wall_up(pos, dir).unwrap();
        let regions = regions_by_flood_fill(grid);
        grid.carve(pos, dir).unwrap();
        if regions == regions_by_flood_fill(grid) || next == pos {
            return true;
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Real mazes, deep enough for sets nested many arcs deep, with a few passages opened or
    /// closed: the regions and cycles are found, and a cycle where it is.
    #[test]
    fn the_check_finds_the_flaws_of_damaged_mazes(algorithm in proptest::sample::select(Algorithm::ALL.to_vec()), w in 1..160u32, h in 1..40u32, wrap_x: bool, seed: u64, toggles in proptest::collection::vec((any::<u32>(), any::<u32>(), any::<bool>()), 0..4)) {
        let wrap = if wrap_x { Wrap::X } else { Wrap::None };
        let Ok(mut maze) = MazeBuilder::new(Size::new(w, h)).algorithm(algorithm).wrap(wrap).seed(seed).build() else { return Ok(()) };
        let grid = maze.grid_mut().unwrap();
        for (x, y, east) in toggles {
            let (pos, dir) = (Pos::new(x % w, y % h), if east { Direction::East } else { Direction::South });
            if grid.neighbor(pos, dir).is_some() {
                if grid.is_open(pos, dir) { grid.wall_up(pos, dir).unwrap(); } else { grid.carve(pos, dir).unwrap(); }
            }
        }
        let report = check(&to_bin(&maze)).unwrap();
        let grid = maze.grid_mut().unwrap();
        let regions = regions_by_flood_fill(grid);
        prop_assert_eq!(report.regions, regions);
        prop_assert_eq!(report.passages, grid.passage_count());
        let has_cycle = grid.passage_count() + regions > grid.cell_count();
        prop_assert_eq!(report.first_cycle.is_some(), has_cycle);
        if let Some(pos) = report.first_cycle {
            prop_assert!(on_a_cycle(grid, pos), "{pos} is on no cycle");
        }
    }
}

#[test]
fn the_check_finds_a_cycle_where_it_closes() {
    let mut maze = built(Algorithm::Kruskal, Size::new(6, 5), 1);
    let grid = maze.grid_mut().unwrap();
    let (pos, dir) = grid
        .cells()
        .flat_map(|p| [(p, Direction::East), (p, Direction::South)])
        .find(|&(p, d)| grid.neighbor(p, d).is_some() && !grid.is_open(p, d))
        .unwrap();
    grid.carve(pos, dir).unwrap();
    let report = check(&to_bin(&maze)).unwrap();
    assert!(!report.perfect);
    assert!(report.first_cycle.is_some());
    assert_eq!(report.regions, 1);
}

#[test]
fn the_check_counts_disconnected_regions() {
    let mut maze = built(Algorithm::Sidewinder, Size::new(7, 6), 2);
    let grid = maze.grid_mut().unwrap();
    let (pos, dir) = grid
        .cells()
        .flat_map(|p| [(p, Direction::East), (p, Direction::South)])
        .find(|&(p, d)| grid.is_open(p, d))
        .unwrap();
    grid.wall_up(pos, dir).unwrap();
    let report = check(&to_bin(&maze)).unwrap();
    assert_eq!(
        (report.perfect, report.regions, report.first_cycle),
        (false, 2, None)
    );
}

#[test]
fn damaged_files_are_refused_with_a_clear_reason() {
    let good = to_bin(&built(Algorithm::Eller, Size::new(9, 9), 3));
    let says = |bytes: &[u8]| check(bytes).unwrap_err().to_string();
    assert!(
        says(&good[..good.len() - 1]).contains("truncated in row 8"),
        "{}",
        says(&good[..good.len() - 1])
    );
    assert!(says(&good[..20]).contains("truncated in the header"));
    let mut magic = good.clone();
    magic[0] = b'X';
    assert!(says(&magic).contains("not a maze bin file"));
    let mut version = good.clone();
    version[8] = 9;
    assert!(says(&version).contains("version 9"));
    let mut extra = good.clone();
    extra.push(0);
    assert!(says(&extra).contains("bytes after the last row"));
    // Open the east side of the last cell of the first row: a hole in the outer wall.
    let mut hole = good.clone();
    let first_row = hole.len() - 9 * 3;
    hole[first_row + 2] |= 1 << 0;
    assert!(
        says(&hole).contains("opens east, through the outer wall"),
        "{}",
        says(&hole)
    );
}

#[test]
fn a_tall_streamed_maze_checks_perfect_with_little_memory() {
    let bytes = streamed(
        Algorithm::Eller,
        Size::new(50, 20_000),
        9,
        StreamFormat::Bin,
    );
    let report = check(&bytes).unwrap();
    assert!(report.perfect);
    assert_eq!(report.passages, 50 * 20_000 - 1);
    assert_eq!(
        Pos::new(0, 0),
        bin::read_bin(bytes.as_slice())
            .unwrap()
            .endpoints()
            .unwrap()
            .0
            .cell
    );
}
