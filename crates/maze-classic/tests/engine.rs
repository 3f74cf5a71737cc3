//! The Maze Game's rules, over many seeds.

use std::time::Duration;

use maze::{Direction, Size};
use maze_classic::save;
use maze_classic::{
    AiLevel, Command, Config, Difficulty, Event, Game, HINT_STEPS, Mode, RuleError, Who,
};
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

/// An open direction from the human's cell, chosen by `pick`.
fn open_step(game: &Game, pick: usize) -> Direction {
    let open: Vec<Direction> = game
        .maze()
        .grid()
        .open_directions(game.human().pos)
        .collect();
    open[pick % open.len()]
}

/// Moves the human one step at game time `now`.
fn step(game: &mut Game, dir: Direction, now: Duration) -> Result<Vec<Event>, RuleError> {
    game.apply(Command::Move(dir), now)
}

fn ai_level() -> impl Strategy<Value = AiLevel> {
    proptest::sample::select(vec![AiLevel::Easy, AiLevel::Medium, AiLevel::Hard])
}

#[test]
fn a_wall_blocks_and_changes_nothing() {
    let mut game = Game::new(config(1, Mode::Single, AiLevel::Easy)).unwrap();
    let before = game.clone();
    let blocked = Direction::ALL
        .into_iter()
        .find(|&d| !game.maze().grid().is_open(game.human().pos, d))
        .expect("the entrance cell has a wall somewhere");
    assert_eq!(
        step(&mut game, blocked, secs(1)),
        Err(RuleError::Wall(blocked))
    );
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
    let path = game.solution().unwrap();
    let mut last = Vec::new();
    for (i, &dir) in path.steps().iter().enumerate() {
        last = step(&mut game, dir, secs(i as u64 + 1)).unwrap();
    }
    let outcome = game.outcome().expect("the game is won");
    assert_eq!(outcome.winner, Who::Human);
    assert_eq!(outcome.human_moves, path.len() as u64);
    assert_eq!(outcome.elapsed, secs(path.len() as u64));
    assert_eq!(last.last(), Some(&Event::Ended(outcome)));
    assert_eq!(
        step(&mut game, Direction::North, secs(99)),
        Err(RuleError::Over)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_exit_is_on_another_side_and_far_from_the_entrance(seed: u64, level in 0usize..3) {
        let difficulty = Difficulty::LEVELS[level];
        let game = Game::new(Config { difficulty, ..Config::new(seed) }).unwrap();
        let (entrance, exit) = game.maze().ends().unwrap();
        prop_assert_ne!(entrance.door, exit.door);
        let size = difficulty.size();
        let apart = entrance.cell.x.abs_diff(exit.cell.x) + entrance.cell.y.abs_diff(exit.cell.y);
        prop_assert!(apart >= (size.width + size.height - 2) / 4, "{} steps apart", apart);
        prop_assert!(game.solution().unwrap().len() as u32 >= apart);
    }

    #[test]
    fn hints_are_the_first_steps_of_a_shortest_path(seed: u64, walk in proptest::collection::vec(any::<usize>(), 0..30)) {
        let mut game = Game::new(config(seed, Mode::Single, AiLevel::Easy)).unwrap();
        for (i, pick) in walk.into_iter().enumerate() {
            if game.outcome().is_some() { break; }
            let dir = open_step(&game, pick);
            step(&mut game, dir, secs(i as u64)).unwrap();
        }
        if game.outcome().is_none() {
            let shortest = maze::solve::bfs(game.maze().grid(), game.human().pos, game.exit()).unwrap();
            let hint = game.hint(HINT_STEPS).unwrap();
            prop_assert_eq!(hint.len(), shortest.len().min(HINT_STEPS));
            prop_assert!(hint.is_valid(game.maze().grid()));
            prop_assert_eq!(hint.start(), game.human().pos);
            let solution = game.solution().unwrap();
            prop_assert_eq!(solution.len(), shortest.len());
            prop_assert_eq!(&solution.steps()[..hint.len()], hint.steps());
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
        prop_assert!(maze::metrics::is_perfect(game.maze().grid()));
        for pos in [human.pos, ai_racer.pos] {
            prop_assert!(maze::solve::bfs(game.maze().grid(), pos, game.exit()).is_some());
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
            prop_assert_eq!(game.ai().unwrap().pos, game.exit());
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
            let dir = open_step(&game, pick);
            prop_assert_eq!(step(&mut game, dir, now), step(&mut loaded, dir, now));
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
        assert_eq!(
            events[1],
            Event::Moved {
                who: Who::Human,
                dir: open
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
        let Some(walled) = Direction::ALL
            .into_iter()
            .find(|&d| !regenerated.maze().grid().is_open(game.human().pos, d))
        else {
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
    let commands = [Command::Move(Direction::West), Command::Wait];
    for command in commands {
        let json = serde_json::to_string(&command).unwrap();
        assert_eq!(serde_json::from_str::<Command>(&json).unwrap(), command);
    }
    let mut game = Game::new(config(2, Mode::Versus, AiLevel::Hard)).unwrap();
    let mut events = game.apply(Command::Wait, secs(60)).unwrap();
    for &dir in game.solution().unwrap().steps() {
        events.extend(step(&mut game, dir, secs(61)).unwrap());
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
