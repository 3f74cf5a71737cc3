//! The Maze Game's rules, over many seeds, on plain squares and on every board.

use std::time::Duration;

use maze_classic::save;
use maze_classic::{
    AiLevel, Board, Command, Config, Cut, Difficulty, Event, Game, HINT_STEPS, Mode, RuleError, Who,
};
use mazes::shape::ShapeKind;
use mazes::{Direction, Size};
use proptest::prelude::*;

fn config(seed: u64, mode: Mode, ai: AiLevel) -> Config {
    Config {
        difficulty: Difficulty::Custom(Size::new(12, 9)),
        mode,
        ai,
        ..Config::new(seed)
    }
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// The sides of the human's cell a passage leads through.
fn open_sides(game: &Game) -> Vec<usize> {
    let maze = game.maze();
    let at = game.human().cell;
    (0..maze.side_count(at))
        .filter(|&side| maze.is_open_side(at, side))
        .collect()
}

/// An open side of the human's cell, chosen by `pick`.
fn open_step(game: &Game, pick: usize) -> usize {
    let open = open_sides(game);
    open[pick % open.len()]
}

/// A side of the human's cell with no passage through it, if there is one.
fn walled_side(game: &Game) -> Option<usize> {
    let sides = game.maze().lattice().links(game.human().cell).len();
    (0..sides).find(|side| !open_sides(game).contains(side))
}

/// Moves the human one step at game time `now`.
fn step(game: &mut Game, side: usize, now: Duration) -> Result<Vec<Event>, RuleError> {
    game.apply(Command::Step(side), now)
}

/// Every kind of board a game is played on besides plain squares.
fn boards() -> Vec<Board> {
    let board = |shape| Board {
        shape,
        ..Board::default()
    };
    vec![
        board(ShapeKind::Hex),
        board(ShapeKind::Triangle),
        board(ShapeKind::Polar),
        board(ShapeKind::Upsilon),
        Board {
            levels: 3,
            ..board(ShapeKind::Hex)
        },
        Board {
            levels: 2,
            ..Board::default()
        },
        Board {
            weave: true,
            ..Board::default()
        },
        Board {
            cut: Some(Cut::Circle),
            ..Board::default()
        },
        Board {
            cut: Some(Cut::Text("HI".to_owned())),
            ..Board::default()
        },
    ]
}

fn board() -> impl Strategy<Value = Board> {
    proptest::sample::select(boards())
}

fn ai_level() -> impl Strategy<Value = AiLevel> {
    proptest::sample::select(vec![AiLevel::Easy, AiLevel::Medium, AiLevel::Hard])
}

#[test]
fn a_wall_blocks_and_changes_nothing() {
    let mut game = Game::new(config(1, Mode::Single, AiLevel::Easy)).unwrap();
    let before = game.clone();
    let blocked = walled_side(&game).expect("the entrance cell has a wall somewhere");
    assert_eq!(
        step(&mut game, blocked, secs(1)),
        Err(RuleError::Wall(blocked))
    );
    let dir = Direction::from_index(blocked);
    assert_eq!(
        game.apply(Command::Move(dir), secs(1)),
        Err(RuleError::Wall(blocked))
    );
    assert_eq!(game.direction(blocked), Some(dir));
    for refused in [Command::Step(9), Command::Go(game.exit())] {
        assert_eq!(game.apply(refused, secs(1)), Err(RuleError::NoSuchWay));
    }
    assert_eq!(game, before);
}

#[test]
fn the_entrance_and_the_exit_are_different_cells() {
    // Regression (issue 4): two random sides could pick the same corner cell for both, and the
    // game then started on its own exit. Seed 8518332658869995385 did so on a 12×9 maze.
    for seed in [8518332658869995385, 0, 1, 2, 3] {
        let game = Game::new(config(seed, Mode::Single, AiLevel::Easy)).unwrap();
        assert_ne!(game.entrance(), game.exit(), "seed {seed}");
    }
}

#[test]
fn reaching_the_exit_wins_with_moves_and_time() {
    let mut game = Game::new(config(2, Mode::Single, AiLevel::Easy)).unwrap();
    let way = game.solution().unwrap();
    let steps = way.len() as u64 - 1;
    let mut last = Vec::new();
    for (i, &cell) in way.iter().skip(1).enumerate() {
        last = game.apply(Command::Go(cell), secs(i as u64 + 1)).unwrap();
    }
    let outcome = game.outcome().expect("the game is won");
    assert_eq!(outcome.winner, Who::Human);
    assert_eq!(outcome.human_moves, steps);
    assert_eq!(outcome.elapsed, secs(steps));
    assert_eq!(last.last(), Some(&Event::Ended(outcome)));
    assert_eq!(
        game.apply(Command::Move(Direction::North), secs(99)),
        Err(RuleError::Over)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_exit_is_on_another_side_and_far_from_the_entrance(seed: u64, level in 0usize..3) {
        let difficulty = Difficulty::LEVELS[level];
        let game = Game::new(Config { difficulty, ..Config::new(seed) }).unwrap();
        let size = difficulty.size();
        let (w, h) = (size.width as usize, size.height as usize);
        let (a, b) = (game.entrance(), game.exit());
        // The sides of the grid a cell lies on: north, east, south, west.
        let sides = |c: usize| [c / w == 0, c % w == w - 1, c / w == h - 1, c.is_multiple_of(w)];
        let (on_a, on_b) = (sides(a), sides(b));
        let apart_sides = (0..4).any(|i| (0..4).any(|j| i != j && on_a[i] && on_b[j]));
        prop_assert!(apart_sides, "both ends on one side only");
        let apart = (a % w).abs_diff(b % w) + (a / w).abs_diff(b / w);
        prop_assert!(apart as u32 >= (size.width + size.height - 2) / 4, "{} steps apart", apart);
        prop_assert!(game.solution().unwrap().len() > apart);
    }

    #[test]
    fn hints_are_the_first_steps_of_a_shortest_path(seed: u64, walk in proptest::collection::vec(any::<usize>(), 0..30)) {
        let mut game = Game::new(config(seed, Mode::Single, AiLevel::Easy)).unwrap();
        for (i, pick) in walk.into_iter().enumerate() {
            if game.outcome().is_some() { break; }
            let side = open_step(&game, pick);
            step(&mut game, side, secs(i as u64)).unwrap();
        }
        if game.outcome().is_none() {
            let shortest = mazes::solve::shortest_way(game.maze(), game.human().cell, game.exit()).unwrap();
            let hint = game.hint(HINT_STEPS).unwrap();
            prop_assert_eq!(hint.len(), shortest.len().min(HINT_STEPS + 1));
            prop_assert_eq!(hint[0], game.human().cell);
            prop_assert!(game.sides_along(&hint).is_some(), "the hint goes through open passages");
            let solution = game.solution().unwrap();
            prop_assert_eq!(solution.len(), shortest.len());
            prop_assert_eq!(&solution[..hint.len()], &hint[..]);
        }
    }

    #[test]
    fn regeneration_keeps_everyone_in_place_and_the_exit_reachable(seed: u64, ai in ai_level(), walk in proptest::collection::vec(any::<usize>(), 0..20)) {
        let mut game = Game::new(config(seed, Mode::Versus, ai)).unwrap();
        for (i, pick) in walk.into_iter().enumerate() {
            if game.outcome().is_some() { return Ok(()); }
            let dir = open_step(&game, pick);
            step(&mut game, dir, secs(i as u64)).unwrap();
        }
        if game.outcome().is_some() { return Ok(()); }
        let (human, ai_racer) = (game.human(), game.ai().unwrap());
        let old = game.maze().clone();
        let events = game.apply(Command::Wait, secs(60)).unwrap();
        prop_assert_eq!(events, vec![Event::Regenerated { generation: 1 }]);
        prop_assert_eq!(game.human(), human);
        prop_assert_eq!(game.ai(), Some(ai_racer));
        prop_assert_eq!(game.maze().ends(), old.ends());
        prop_assert_eq!(Some((game.entrance(), game.exit())), old.ends());
        prop_assert!(game.maze().is_perfect());
        for cell in [human.cell, ai_racer.cell] {
            prop_assert!(mazes::solve::shortest_way(game.maze(), cell, game.exit()).is_some());
        }
        prop_assert_eq!(game.next_regeneration(), Some(secs(120)));
        prop_assert_eq!(game.apply(Command::Wait, secs(119)), Ok(vec![]));
    }

    #[test]
    fn turns_alternate_and_every_ai_reaches_the_exit(seed: u64, ai in ai_level()) {
        let mut game = Game::new(Config { regenerate_every: None, ..config(seed, Mode::Versus, ai) }).unwrap();
        let cells = 12 * 9;
        // The human paces back and forth near the entrance, so only the AI can finish.
        let mut t = 0;
        while game.outcome().is_none() {
            prop_assert!(t < 8 * cells, "the {:?} AI never arrived", ai);
            let back_and_forth = open_step(&game, 0);
            let events = step(&mut game, back_and_forth, secs(t)).unwrap();
            t += 1;
            prop_assert_eq!(game.human().moves, t);
            if game.outcome().is_none() || game.outcome().unwrap().winner == Who::Ai {
                prop_assert_eq!(game.ai().unwrap().moves, t, "the AI moves once after each human move");
                let ai_moves = events.iter().filter(|e| matches!(e, Event::Moved { who: Who::Ai, .. })).count();
                prop_assert_eq!(ai_moves, 1);
            }
        }
        let outcome = game.outcome().unwrap();
        if outcome.winner == Who::Ai {
            prop_assert_eq!(game.ai().unwrap().cell, game.exit());
            prop_assert_eq!(outcome.ai_moves, Some(t));
        }
    }

    #[test]
    fn a_saved_game_loads_identical_and_continues_identically(seed: u64, ai in ai_level(), walk in proptest::collection::vec(any::<usize>(), 0..40)) {
        let mut game = Game::new(config(seed, Mode::Versus, ai)).unwrap();
        let (before, after) = walk.split_at(walk.len() / 2);
        for (i, &pick) in before.iter().enumerate() {
            if game.outcome().is_some() { break; }
            game.apply(Command::Wait, secs(i as u64 * 7)).unwrap();
            let dir = open_step(&game, pick);
            step(&mut game, dir, secs(i as u64 * 7)).unwrap();
        }
        let mut loaded = save::from_json(&save::to_json(&game).unwrap()).unwrap();
        prop_assert_eq!(&loaded, &game);
        for (i, &pick) in after.iter().enumerate() {
            if game.outcome().is_some() { break; }
            let now = secs(200 + i as u64 * 7);
            prop_assert_eq!(game.apply(Command::Wait, now), loaded.apply(Command::Wait, now));
            let side = open_step(&game, pick);
            prop_assert_eq!(step(&mut game, side, now), step(&mut loaded, side, now));
        }
        prop_assert_eq!(loaded, game);
    }
}

#[test]
fn the_easy_ai_can_be_beaten_and_the_hard_one_is_fastest() {
    // Over many seeds, the wall follower needs more moves on average than the shortest path.
    let mut totals = [0u64; 3];
    for seed in 0..40 {
        for (slot, ai) in [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard]
            .into_iter()
            .enumerate()
        {
            let mut game = Game::new(Config {
                regenerate_every: None,
                ..config(seed, Mode::Versus, ai)
            })
            .unwrap();
            let mut t = 0;
            while game.outcome().is_none() && t < 2000 {
                let dir = open_step(&game, 0);
                step(&mut game, dir, secs(t)).unwrap();
                t += 1;
            }
            totals[slot] += game.ai().unwrap().moves;
        }
    }
    assert!(
        totals[0] > totals[2],
        "easy {} vs hard {}",
        totals[0],
        totals[2]
    );
    assert!(
        totals[1] >= totals[2],
        "medium {} vs hard {}",
        totals[1],
        totals[2]
    );
}

#[test]
fn an_overdue_regeneration_happens_inside_the_next_command() {
    for seed in 0..10 {
        let mut game = Game::new(config(seed, Mode::Versus, AiLevel::Hard)).unwrap();
        let old = game.maze().clone();
        let mut future = game.clone();
        future.apply(Command::Wait, secs(61)).unwrap();
        let open = open_step(&future, 0);
        // No front end calls anything but `apply`: the move at 61 s is made in the new maze.
        let events = step(&mut game, open, secs(61)).unwrap();
        assert_eq!(events[0], Event::Regenerated { generation: 1 });
        let to = future.maze().lattice().links(future.human().cell)[open].to as usize;
        assert_eq!(
            events[1],
            Event::Moved {
                who: Who::Human,
                side: open,
                to
            }
        );
        assert_eq!(game.maze(), future.maze());
        assert_ne!(game.maze(), &old);
    }
}

#[test]
fn a_refused_move_leaves_even_a_due_regeneration_undone() {
    for seed in 0..20 {
        let mut game = Game::new(config(seed, Mode::Single, AiLevel::Easy)).unwrap();
        let mut regenerated = game.clone();
        regenerated.apply(Command::Wait, secs(60)).unwrap();
        let Some(walled) = walled_side(&regenerated) else {
            continue;
        };
        let before = game.clone();
        assert_eq!(
            step(&mut game, walled, secs(60)),
            Err(RuleError::Wall(walled))
        );
        assert_eq!(game, before, "seed {seed}");
        assert_eq!(game.elapsed(), Duration::ZERO);
    }
}

#[test]
fn the_clock_stops_at_a_year_and_never_overflows() {
    let mut game = Game::new(config(9, Mode::Single, AiLevel::Easy)).unwrap();
    let events = game.apply(Command::Wait, Duration::MAX).unwrap();
    assert_eq!(events, vec![Event::Regenerated { generation: 1 }]);
    assert_eq!(game.elapsed(), maze_classic::MAX_GAME_TIME);
    let next = game.next_regeneration().unwrap();
    assert!(next > game.elapsed() && next <= game.elapsed() + secs(60));
    assert_eq!(game.apply(Command::Wait, Duration::MAX), Ok(vec![]));
}

#[test]
fn commands_and_events_round_trip_through_serde() {
    let commands = [
        Command::Move(Direction::West),
        Command::Step(4),
        Command::Go(17),
        Command::Wait,
    ];
    for command in commands {
        let json = serde_json::to_string(&command).unwrap();
        assert_eq!(serde_json::from_str::<Command>(&json).unwrap(), command);
    }
    let mut game = Game::new(config(2, Mode::Versus, AiLevel::Hard)).unwrap();
    let mut events = game.apply(Command::Wait, secs(60)).unwrap();
    for &cell in &game.solution().unwrap()[1..] {
        events.extend(game.apply(Command::Go(cell), secs(61)).unwrap());
    }
    assert!(matches!(events.last(), Some(Event::Ended(_))));
    let json = serde_json::to_string(&events).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Event>>(&json).unwrap(), events);
}

#[test]
fn settings_beyond_the_limits_are_refused_before_any_maze_is_made() {
    let huge = Config {
        difficulty: Difficulty::Custom(Size::new(100_000, 100_000)),
        ..Config::new(1)
    };
    let err = Game::new(huge).unwrap_err().to_string();
    assert!(err.contains("outside the sizes a game allows"), "{err}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// On every board, the rules hold as on squares: the AI reaches the exit, the maze
    /// regenerates keeping everyone's cell (a weave's under-passages come up onto their
    /// squares), hints lead out, and a save loads as the same game that plays on the same.
    #[test]
    fn every_board_plays_by_the_same_rules(
        seed: u64, board in board(), ai in ai_level(), walk in proptest::collection::vec(any::<usize>(), 0..24)
    ) {
        let config = Config {
            difficulty: Difficulty::Custom(Size::new(9, 7)),
            board: board.clone(),
            ..config(seed, Mode::Versus, ai)
        };
        let mut game = Game::new(config).unwrap();
        prop_assert!(game.maze().is_perfect());
        prop_assert_ne!(game.entrance(), game.exit());
        for (i, &pick) in walk.iter().enumerate() {
            if game.outcome().is_some() { break; }
            let side = open_step(&game, pick);
            step(&mut game, side, secs(i as u64)).unwrap();
        }
        let loaded = save::from_json(&save::to_json(&game).unwrap()).unwrap();
        prop_assert_eq!(&loaded, &game, "{:?}", board);
        if game.outcome().is_none() {
            let (human, ai_racer) = (game.human(), game.ai().unwrap());
            // Under a weave's crossing, a racer comes up on its square.
            let (h, a) = match game.maze().lattice().shape() {
                mazes::shape::Shape::Weave(w) => (w.square_of(human.cell), w.square_of(ai_racer.cell)),
                _ => (human.cell, ai_racer.cell),
            };
            let events = game.apply(Command::Wait, secs(60)).unwrap();
            prop_assert_eq!(events, vec![Event::Regenerated { generation: 1 }]);
            prop_assert_eq!((game.human().cell, game.ai().unwrap().cell), (h, a));
            prop_assert!(game.maze().is_perfect());
            let hint = game.hint(HINT_STEPS).unwrap();
            prop_assert!(game.sides_along(&hint).is_some());
        }
        // The human paces, the AI arrives.
        let mut t = 100;
        while game.outcome().is_none() {
            prop_assert!(t < 100 + 8 * game.maze().lattice().len() as u64, "{:?} AI lost on {:?}", ai, board);
            // Time first, so that the side is chosen in the maze the move is made in.
            game.apply(Command::Wait, secs(t)).unwrap();
            if game.outcome().is_some() { break; }
            let side = open_step(&game, 0);
            step(&mut game, side, secs(t)).unwrap();
            t += 1;
        }
    }
}

#[test]
fn boards_that_cannot_be_played_are_refused_with_their_reasons() {
    let with = |board: Board| {
        let config = Config {
            board,
            ..Config::new(1)
        };
        Game::new(config).unwrap_err().to_string()
    };
    let cases = [
        (
            Board {
                levels: 9,
                ..Board::default()
            },
            "outside the 1 to 8 levels",
        ),
        (
            Board {
                weave: true,
                shape: ShapeKind::Hex,
                ..Board::default()
            },
            "a weave takes square cells on one level, with no mask",
        ),
        (
            Board {
                levels: 2,
                shape: ShapeKind::Upsilon,
                ..Board::default()
            },
            "cannot be stacked in levels",
        ),
        (
            Board {
                cut: Some(Cut::Text(String::new())),
                ..Board::default()
            },
            "the mask's words have 0 characters",
        ),
    ];
    for (board, why) in cases {
        let said = with(board.clone());
        assert!(said.contains(why), "{board:?}: {said}");
    }
    let eller = Config {
        board: Board {
            shape: ShapeKind::Hex,
            ..Board::default()
        },
        algorithm: mazes::Algorithm::Eller,
        ..Config::new(1)
    };
    let said = Game::new(eller).unwrap_err().to_string();
    assert!(said.contains("eller cannot generate a hex maze"), "{said}");
}
