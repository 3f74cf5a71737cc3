//! `maze watch`: the show's clock and keys, the maze it builds, and frames drawn exactly.

use std::time::Duration;

use mazes::solve::{Explored, Solver};
use mazes::{Algorithm, Pos, Size, Wrap};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action;
use super::show::{Action, Mark, SPEEDS, Show};
use super::ui::View;
use crate::screen::drawn;

fn show(algorithm: Algorithm, solver: Solver, size: Size, seed: u64) -> Show {
    Show::new(algorithm, &[solver], size, seed, Some(10), None).unwrap()
}

/// The frame's text without colour.
fn frame(show: &Show, width: u16, height: u16) -> Vec<String> {
    drawn(View { show, color: false }, width, height)
}

#[test]
fn every_algorithm_animates_to_the_maze_it_generates() {
    let size = Size::new(9, 6);
    for algorithm in Algorithm::ALL {
        for seed in 0..20 {
            let mut show = show(algorithm, Solver::Bfs, size, seed);
            show.act(Action::Skip).unwrap();
            let fast = algorithm
                .generate(size, Wrap::None, &mut mazes::rng_from_seed(seed))
                .unwrap();
            assert_eq!(show.grid().unwrap(), &fast, "{algorithm} seed {seed}");
            assert_eq!(show.progress().0, "solving");
            assert!(
                fast.cells().all(|pos| show.mark(pos) == Some(Mark::Carved)),
                "{algorithm} seed {seed}: every cell is carved"
            );
        }
    }
}

#[test]
fn a_masked_show_carves_only_the_cells_left_on_and_solves_them() {
    use crate::recipe::MaskSource;
    use mazes::shape::mask::Outline;
    let masking = super::show::Masking {
        source: MaskSource::Outline(Outline::Circle),
        join: false,
    };
    let size = Size::new(21, 11);
    let mut show = Show::new(
        Algorithm::Kruskal,
        &[Solver::Bfs],
        size,
        3,
        Some(10),
        Some(masking),
    )
    .unwrap();
    let off: Vec<Pos> = show
        .grid()
        .unwrap()
        .cells()
        .filter(|&p| show.mark(p) == Some(Mark::Off))
        .collect();
    assert!(off.contains(&Pos::new(0, 0)) && !off.is_empty());
    show.act(Action::Skip).unwrap();
    let grid = show.grid().unwrap().clone();
    let on = size.cells() - off.len() as u64;
    assert_eq!(
        grid.passage_count(),
        on - 1,
        "a spanning tree of the cells left on"
    );
    for &pos in &off {
        assert_eq!(grid.degree(pos), 0, "{pos:?} stays walled off");
    }
    show.act(Action::Skip).unwrap();
    assert!(
        show.result()
            .unwrap()
            .contains(&format!("of {on} cells explored")),
        "{:?}",
        show.result()
    );
    let picture = frame(&show, 60, 16);
    assert!(
        picture[1].starts_with("        "),
        "the corners are blank:\n{}",
        picture.join("\n")
    );
    // Other generators follow on, the row generators skipped.
    for _ in 0..12 {
        show.act(Action::NextAlgorithm).unwrap();
        assert!(!show.algorithm.needs_rows(), "{}", show.algorithm);
    }
}

#[test]
fn the_clock_takes_as_many_steps_as_the_speed_allows() {
    let mut show = show(Algorithm::Kruskal, Solver::Bfs, Size::new(10, 10), 1);
    assert_eq!(show.speed(), 10);
    show.tick(Duration::from_millis(450));
    assert_eq!(show.progress().1, 4);
    // The half step left over is kept for the next tick.
    show.tick(Duration::from_millis(150));
    assert_eq!(show.progress().1, 6);
    show.act(Action::Pause).unwrap();
    show.tick(Duration::from_secs(10));
    assert_eq!(show.progress().1, 6, "paused");
    show.act(Action::Pause).unwrap();
    show.act(Action::Faster).unwrap();
    assert_eq!(show.speed(), 20);
    show.tick(Duration::from_secs(1));
    assert_eq!(show.progress().1, 26);
}

#[test]
fn a_single_step_pauses_and_takes_one_step() {
    let mut show = show(Algorithm::Backtracker, Solver::Bfs, Size::new(6, 4), 3);
    show.act(Action::Step).unwrap();
    show.act(Action::Step).unwrap();
    assert!(show.paused);
    assert_eq!(show.progress().1, 2);
    assert!(show.cursor().is_some(), "the last step is shown");
}

#[test]
fn speeds_stop_at_both_ends() {
    let mut show = show(Algorithm::Eller, Solver::Bfs, Size::new(6, 4), 3);
    for _ in 0..40 {
        show.act(Action::Slower).unwrap();
    }
    assert_eq!(show.speed(), SPEEDS[0]);
    for _ in 0..40 {
        show.act(Action::Faster).unwrap();
    }
    assert_eq!(show.speed(), SPEEDS[SPEEDS.len() - 1]);
}

#[test]
fn the_first_speed_makes_carving_last_some_seconds() {
    let show = Show::new(
        Algorithm::Wilson,
        &[Solver::Bfs],
        Size::new(40, 12),
        5,
        None,
        None,
    )
    .unwrap();
    let seconds = show.progress().2 as f64 / f64::from(show.speed());
    assert!((5.0..=12.0).contains(&seconds), "{seconds} s");
}

#[test]
fn the_search_ends_on_the_path_and_counts_what_it_explored() {
    let size = Size::new(12, 8);
    for solver in Solver::ALL {
        let mut show = show(Algorithm::Prim, solver, size, 11);
        show.act(Action::Skip).unwrap();
        show.act(Action::Skip).unwrap();
        assert!(show.is_done());
        let grid = show.grid().unwrap();
        let (start, goal) = (Pos::new(0, 0), Pos::new(11, 7));
        let mut explored = Explored::default();
        let path = solver.search(grid, start, goal, &mut explored).unwrap();
        assert_eq!(
            show.result().unwrap(),
            format!(
                "{}: {} steps from start to goal, {} of 96 cells explored",
                solver.name(),
                path.len(),
                explored.cells()
            )
        );
        for pos in path.cells(grid) {
            assert_eq!(show.mark(pos), Some(Mark::Path));
        }
    }
}

#[test]
fn a_new_solver_searches_the_same_maze_and_a_new_algorithm_keeps_the_seed() {
    let mut show = show(Algorithm::HuntAndKill, Solver::Bfs, Size::new(8, 5), 9);
    show.act(Action::Skip).unwrap();
    show.act(Action::Skip).unwrap();
    let maze = show.maze().clone();
    show.act(Action::NextSolver).unwrap();
    assert_eq!(show.solver, Solver::Dfs);
    assert_eq!(show.progress().0, "solving");
    assert_eq!(show.maze(), &maze);
    show.act(Action::NextAlgorithm).unwrap();
    assert_eq!(show.algorithm, Algorithm::GrowingTree(mazes::Pick::Mixed));
    assert_eq!((show.seed, show.progress().0), (9, "carving"));
    show.act(Action::Restart).unwrap();
    assert_eq!(show.progress(), ("carving", 0, show.progress().2));
}

#[test]
fn keys_map_to_actions() {
    let key = |code| action(KeyEvent::from(code));
    assert_eq!(key(KeyCode::Char(' ')), Some(Action::Pause));
    assert_eq!(key(KeyCode::Char('+')), Some(Action::Faster));
    assert_eq!(key(KeyCode::Down), Some(Action::Slower));
    assert_eq!(key(KeyCode::Right), Some(Action::Step));
    assert_eq!(key(KeyCode::Enter), Some(Action::Skip));
    assert_eq!(key(KeyCode::Esc), Some(Action::Quit));
    assert_eq!(key(KeyCode::Char('x')), None);
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(action(ctrl_c), Some(Action::Quit));
}

#[test]
fn frames_mid_carving_and_at_the_end_are_drawn_exactly() {
    let mut show = show(Algorithm::Kruskal, Solver::AStar, Size::new(12, 6), 7);
    for _ in 0..40 {
        show.step();
    }
    insta::assert_snapshot!("carving_80x24", frame(&show, 80, 24).join("\n"));
    show.act(Action::Skip).unwrap();
    for _ in 0..30 {
        show.step();
    }
    insta::assert_snapshot!("solving_60x20", frame(&show, 60, 20).join("\n"));
    show.act(Action::Skip).unwrap();
    insta::assert_snapshot!("done_60x20", frame(&show, 60, 20).join("\n"));
}

#[test]
fn the_status_bar_fits_80_and_60_columns() {
    let mut show = show(
        Algorithm::GrowingTree(mazes::Pick::Random),
        Solver::Dijkstra,
        Size::new(30, 8),
        u64::MAX,
    );
    show.act(Action::Pause).unwrap();
    for width in [80, 60] {
        let lines = frame(&show, width, 20);
        let status = &lines[17];
        assert!(
            status.starts_with(" growing-tree:random → dijkstra │ PAUSED │ carving 0/"),
            "{status}"
        );
        assert!(!status.trim_end().ends_with('│'), "{status}");
        assert!(
            lines[19].starts_with(" q quit  space pause"),
            "{}",
            lines[19]
        );
    }
}

#[test]
fn tiny_terminals_get_a_notice() {
    let show = show(Algorithm::Backtracker, Solver::Bfs, Size::new(5, 5), 1);
    let lines = frame(&show, 30, 6);
    assert!(
        lines
            .join(" ")
            .contains("Terminal too small: 30×6, maze watch needs 40×8.")
    );
}

#[test]
fn a_new_maze_fits_the_terminal_as_it_is_now() {
    use crate::screen::FullScreen;
    let mut running = super::Running {
        show: show(Algorithm::Backtracker, Solver::Bfs, Size::new(39, 10), 1),
        color: false,
        given: (None, Some(10)),
        panes: 1,
        screen: std::cell::Cell::new((80, 24)),
        last: Duration::ZERO,
        failed: None,
    };
    // The terminal grows to 120 columns: the next maze is wider, its given height kept.
    drawn(&running, 120, 40);
    running.key(KeyEvent::from(KeyCode::Char('r')), Duration::ZERO);
    assert_eq!(running.show.grid().unwrap().size(), Size::new(59, 10));
    drawn(&running, 60, 20);
    running.key(KeyEvent::from(KeyCode::Char('a')), Duration::ZERO);
    assert_eq!(running.show.grid().unwrap().size(), Size::new(29, 10));
    // Another solver keeps the maze.
    drawn(&running, 120, 40);
    running.key(KeyEvent::from(KeyCode::Char('s')), Duration::ZERO);
    assert_eq!(running.show.grid().unwrap().size(), Size::new(29, 10));
}

fn race(solvers: &[Solver], size: Size, seed: u64) -> Show {
    Show::new(Algorithm::Kruskal, solvers, size, seed, Some(10), None).unwrap()
}

#[test]
fn racers_move_in_step_and_finish_in_the_order_of_their_moves() {
    let solvers = [Solver::Bfs, Solver::Dfs, Solver::Tremaux];
    let mut show = race(&solvers, Size::new(12, 8), 4);
    show.act(Action::Skip).unwrap();
    assert_eq!(show.progress().0, "solving");
    for k in 1..=20u64 {
        show.step();
        for racer in show.racers() {
            // A move each a step, until a racer has finished.
            assert!(
                racer.found.is_some() || racer.moves == k,
                "{}",
                racer.solver
            );
        }
    }
    show.act(Action::Skip).unwrap();
    assert!(show.is_done());
    let grid = show.grid().unwrap().clone();
    let (start, goal) = (Pos::new(0, 0), Pos::new(11, 7));
    let mut finished = Vec::new();
    for (racer, &solver) in show.racers().iter().zip(&solvers) {
        assert_eq!(racer.solver, solver);
        let steps = solver.steps(&grid, start, goal);
        let path = steps.outcome().clone().unwrap();
        let moves = steps
            .into_iter()
            .filter(|s| matches!(s, mazes::solve::SearchStep::Explore(_)))
            .count() as u64;
        assert_eq!(
            (racer.moves, racer.found.clone()),
            (moves, Some(Some(path.clone())))
        );
        for pos in path.cells(&grid) {
            assert_eq!(racer.mark(&grid, pos), Some(Mark::Path));
        }
        finished.push((moves, solver.name()));
    }
    finished.sort();
    let order: Vec<String> = finished
        .into_iter()
        .enumerate()
        .map(|(i, (moves, name))| match i {
            0 => format!("{name} {moves} moves"),
            _ => format!("{name} {moves}"),
        })
        .collect();
    assert_eq!(
        show.result().unwrap(),
        format!("finished: {}", order.join(", "))
    );
    // A race keeps its solvers.
    show.act(Action::NextSolver).unwrap();
    assert_eq!(show.racers().len(), 3);
}

#[test]
fn a_race_of_more_than_four_is_refused() {
    let err = Show::new(
        Algorithm::Kruskal,
        &[Solver::Bfs; 5],
        Size::new(5, 5),
        1,
        None,
        None,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "at most 4 solvers race side by side, not 5"
    );
}

#[test]
fn a_race_is_drawn_side_by_side_with_running_counts() {
    let mut show = race(
        &[Solver::Bfs, Solver::AStar, Solver::WallFollower],
        Size::new(12, 8),
        7,
    );
    show.act(Action::Skip).unwrap();
    for _ in 0..25 {
        show.step();
    }
    insta::assert_snapshot!("race_80x24", frame(&show, 80, 24).join("\n"));
    show.act(Action::Skip).unwrap();
    insta::assert_snapshot!("race_done_80x24", frame(&show, 80, 24).join("\n"));
}

#[test]
fn racing_panes_share_the_terminals_width() {
    // 80 columns: one picture 39 cells wide; three side by side, 12 each with a title line.
    assert_eq!(super::fitting((None, None), (80, 24), 1), Size::new(39, 10));
    assert_eq!(super::fitting((None, None), (80, 24), 3), Size::new(12, 9));
    assert_eq!(
        super::fitting((Some(20), None), (80, 24), 4),
        Size::new(20, 9)
    );
}

/// Issue 68, item 15: every finished racer's title gives its way's length; a narrow pane
/// drops the moves, and then every title does, so that they read alike (one pane a column
/// narrower than the rest once said "218 ·" where the others said "moves").
#[test]
fn every_finished_title_gives_the_ways_length() {
    let solvers = [Solver::Bfs, Solver::AStar, Solver::Tremaux, Solver::Chain];
    // 14 × 17: three-figure lengths, which once cut tremaux's title to its name at 80 columns.
    for (size, width) in [
        (Size::new(14, 8), 80),
        (Size::new(14, 8), 120),
        (Size::new(14, 17), 80),
    ] {
        let mut show = race(&solvers, size, 3);
        show.act(Action::Skip).unwrap();
        show.act(Action::Skip).unwrap();
        let frame = frame(&show, width, 40);
        let title = &frame[0];
        for solver in solvers {
            let name = format!("{} ✓", solver.name());
            let at = title
                .find(&name)
                .unwrap_or_else(|| panic!("{name}: {title}"));
            let rest = &title[at + name.len()..];
            let words: Vec<&str> = rest.split_whitespace().take(4).collect();
            assert!(words.contains(&"steps"), "{width}: {name}: {title}");
        }
        let moves = title.matches("moves").count();
        assert!(
            moves == 0 || moves == solvers.len(),
            "{width}: one form for all: {title}"
        );
    }
}
