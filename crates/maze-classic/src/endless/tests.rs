use proptest::prelude::*;

use super::*;

fn cell() -> impl Strategy<Value = Cell> {
    let coordinate = prop_oneof![0u64..20, (u64::MAX - 20)..=u64::MAX, any::<u64>()];
    (coordinate.clone(), coordinate).prop_map(|(x, y)| Cell::new(x, y))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The target's way from the start is exactly `reach` passages long.
    #[test]
    fn targets_are_set_at_their_distance(seed: u64, start in cell(), reach in 1u64..400) {
        let config = Config { seed, start, target: Target::Away(reach) };
        let game = Game::new(config)?;
        prop_assert_eq!(game.way_left(), u128::from(reach));
    }

    /// Following the hints wins in exactly the way's length; every move changes the way left
    /// by one, and a refused move changes nothing.
    #[test]
    fn hints_lead_to_the_target_in_the_fewest_moves(seed: u64, start in cell(), reach in 1u64..300) {
        let config = Config { seed, start, target: Target::Away(reach) };
        let mut game = Game::new(config)?;
        let shortest = game.way_left();
        let mut now = Duration::ZERO;
        // A detour first: a step off the way and back.
        let legal = game.legal_commands();
        let hint = game.hint(1);
        if let Some(&Command::Move(off)) = legal.iter().find(|c| **c != Command::Move(hint[0])) {
            game.apply(Command::Move(off), now)?;
            prop_assert_eq!(game.way_left(), shortest + 1);
            game.apply(Command::Move(off.opposite()), now)?;
            prop_assert_eq!(game.way_left(), shortest);
        }
        let detour = game.moves();
        for dir in Direction::ALL {
            if !legal.contains(&Command::Move(dir)) {
                let before = (game.player(), game.moves(), game.way_left());
                prop_assert_eq!(game.apply(Command::Move(dir), now), Err(RuleError::Wall));
                prop_assert_eq!(before, (game.player(), game.moves(), game.way_left()));
            }
        }
        for dir in game.hint(MAX_HINT) {
            now += Duration::from_millis(250);
            let left = game.way_left();
            game.apply(Command::Move(dir), now)?;
            prop_assert_eq!(game.way_left(), left - 1);
        }
        let outcome = game.outcome().expect("arrived");
        prop_assert_eq!(u128::from(outcome.moves - detour), shortest);
        prop_assert_eq!(outcome.shortest, shortest);
        prop_assert_eq!(outcome.elapsed, now);
        prop_assert!(game.legal_commands().is_empty());
        prop_assert_eq!(game.apply(Command::Move(Direction::North), now), Err(RuleError::Over));
    }
}

#[test]
fn games_start_in_the_middle_half_of_the_plane() {
    for seed in 0..100 {
        let start = start_of(seed);
        for v in [start.x, start.y] {
            assert!((1 << 62..=(1 << 62) + (u64::MAX >> 1)).contains(&v));
        }
    }
    assert_ne!(start_of(1), start_of(2));
}

#[test]
fn a_link_puts_a_friend_in_the_same_place() {
    let config = Config::new(11);
    let mut game = Game::new(config).unwrap();
    for dir in game.hint(5) {
        game.apply(Command::Move(dir), Duration::ZERO).unwrap();
    }
    let friend = Game::resume(config, game.player()).unwrap();
    let linked = Game::from_link(11, game.player(), game.target());
    assert_eq!(
        (linked.player(), linked.way_left()),
        (game.player(), game.way_left())
    );
    // A link from the target itself opens a finished game.
    let there = Game::from_link(11, game.target(), game.target());
    assert_eq!(there.way_left(), 0);
    assert!(there.outcome().is_some() && there.legal_commands().is_empty());
    // The next target is set from where the player stands, as far away.
    let next = there.next_target(40).unwrap();
    assert_eq!(next.config().start, game.target());
    assert_eq!((next.way_left(), next.config().seed), (40, 11));
    assert!(next.outcome().is_none());
    assert_eq!(friend.player(), game.player());
    assert_eq!(friend.target(), game.target());
    assert_eq!(friend.way_left(), game.way_left());
    assert_eq!(friend.hint(20), game.hint(20));
}

#[test]
fn the_compass_names_the_nearest_point() {
    let cases = [
        ((0, -10), "N", '↑'),
        ((10, -10), "NE", '↗'),
        ((10, -3), "E", '→'),
        ((3, 10), "S", '↓'),
        ((-8, 7), "SW", '↙'),
        ((-1, 0), "W", '←'),
        ((-5, -6), "NW", '↖'),
        ((0, 0), "here", '•'),
    ];
    for ((dx, dy), point, arrow) in cases {
        let bearing = Bearing { dx, dy };
        assert_eq!(
            (bearing.point(), bearing.arrow()),
            (point, arrow),
            "{dx},{dy}"
        );
    }
}

#[test]
fn a_target_too_far_is_refused() {
    let config = Config {
        target: Target::Away(MAX_REACH + 1),
        ..Config::new(1)
    };
    assert_eq!(
        Game::new(config).err(),
        Some(ConfigError::TooFar(MAX_REACH + 1))
    );
}

#[test]
fn a_target_on_the_start_is_refused() {
    let start = start_of(1);
    let config = Config {
        seed: 1,
        start,
        target: Target::At(start),
    };
    assert_eq!(
        Game::new(config).err(),
        Some(ConfigError::TargetIsStart(start))
    );
}

#[test]
fn the_view_keeps_the_player_in_its_middle_and_inside_the_plane() {
    let size = Size::new(21, 11);
    let middle = Cell::new(1 << 63, 1 << 63);
    for start in [middle, Cell::new(0, 0), Cell::new(u64::MAX, 3)] {
        let config = Config {
            start,
            ..Config::new(2)
        };
        let game = Game::new(config).unwrap();
        let (maze, corner) = game.view(size).unwrap();
        assert_eq!(maze.grid().unwrap().size(), size);
        let (dx, dy) = (start.x - corner.x, start.y - corner.y);
        assert!(dx < 21 && dy < 11);
        if start == middle {
            assert_eq!((dx, dy), (10, 5));
        }
    }
}
