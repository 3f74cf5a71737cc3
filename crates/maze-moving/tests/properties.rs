//! Properties of the Moving Maze engine over many random boards and inputs.

use maze_moving::text::TextSession;
use maze_moving::{
    Cell, Command, Game, Insertion, Phase, Setup, Side, board_file, find_path, parse_board,
    random_board,
};
use proptest::prelude::*;
use rand::SeedableRng;

fn odd_side() -> impl Strategy<Value = usize> {
    proptest::sample::select(vec![3usize, 5, 7, 9])
}

/// A random valid board (any odd size, any relic count that fits).
fn setup() -> impl Strategy<Value = Setup> {
    (odd_side(), odd_side(), any::<u64>(), 0..10u8).prop_map(|(w, h, seed, k)| {
        let most = ((w * h - 4) / 4).min(9) as u8;
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        random_board(w, h, k.min(most), &mut rng).expect("sizes and relics fit")
    })
}

fn command() -> impl Strategy<Value = Command> {
    let side = proptest::sample::select(Side::ALL.to_vec());
    prop_oneof![
        Just(Command::RotateRight),
        Just(Command::RotateLeft),
        (side.clone(), 0..11u32)
            .prop_map(|(side, index)| Command::Slide(Insertion { side, index })),
        side.prop_map(Command::Step),
        (0..11usize, 0..11usize).prop_map(|(x, y)| Command::MoveTo(Cell::new(x, y))),
        Just(Command::Done),
        Just(Command::Quit),
    ]
}

/// Every cell reachable from `from`, by relaxing until nothing changes (no search order at all).
fn brute_force_reachable(game: &Game, from: Cell) -> Vec<Vec<bool>> {
    let maze = game.maze();
    let mut seen = vec![vec![false; maze.width()]; maze.height()];
    seen[from.y][from.x] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for (cell, _) in maze.tiles() {
            if seen[cell.y][cell.x] {
                continue;
            }
            let joined = Side::ALL.iter().any(|&side| {
                maze.neighbor(cell, side)
                    .is_some_and(|n| seen[n.y][n.x] && maze.can_step(cell, side))
            });
            if joined {
                seen[cell.y][cell.x] = true;
                changed = true;
            }
        }
    }
    seen
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn generated_boards_pass_the_validator_and_round_trip(setup in setup()) {
        let text = board_file(&setup);
        prop_assert_eq!(parse_board(&text), Ok(setup));
    }

    #[test]
    fn a_slide_followed_by_the_opposite_slide_restores_the_board(setup in setup(), turns in 0..4usize, pick: prop::sample::Index) {
        let mut maze = setup.maze.clone();
        let floating = (0..turns).fold(setup.floating, |t, _| t.rotated_right());
        let sliding: Vec<Insertion> = Side::ALL
            .into_iter()
            .flat_map(|side| (1..=8).step_by(2).map(move |index| Insertion { side, index }))
            .filter(|&i| maze.check(i).is_ok())
            .collect();
        let insertion = sliding[pick.index(sliding.len())];
        let out = maze.slide(insertion, floating).unwrap();
        let back = maze.slide(insertion.reverse(), out).unwrap();
        prop_assert_eq!(back, floating);
        prop_assert_eq!(maze, setup.maze);
    }

    #[test]
    fn pathfinding_finds_a_path_exactly_when_one_exists(setup in setup(), slides in proptest::collection::vec(command(), 0..6)) {
        let mut game = Game::new(setup);
        for command in slides {
            let _ = game.apply(command);
        }
        let maze = game.maze().clone();
        for (from, _) in maze.tiles() {
            let truth = brute_force_reachable(&game, from);
            for (to, _) in maze.tiles() {
                let path = find_path(&maze, from, to);
                prop_assert_eq!(path.is_some(), truth[to.y][to.x], "{:?} → {:?}", from, to);
                if let Some(steps) = path {
                    let mut at = from;
                    for side in steps {
                        prop_assert!(maze.can_step(at, side));
                        at = maze.neighbor(at, side).unwrap();
                    }
                    prop_assert_eq!(at, to);
                }
            }
        }
    }

    #[test]
    fn refused_commands_change_nothing_and_the_state_stays_sound(setup in setup(), commands in proptest::collection::vec(command(), 0..60)) {
        let mut game = Game::new(setup);
        for command in commands {
            let before = game.clone();
            match game.apply(command) {
                Ok(events) => prop_assert!(!events.is_empty()),
                Err(_) => prop_assert_eq!(&game, &before),
            }
            for colour in maze_moving::Colour::ALL {
                let player = game.player(colour);
                prop_assert!(game.maze().get(player.cell).is_some());
                prop_assert!(player.collected <= game.relic_goal());
            }
            if game.phase() == Phase::Over {
                prop_assert!(game.apply(Command::Quit).is_err());
                break;
            }
        }
    }

    #[test]
    fn no_input_makes_the_text_mode_panic(setup in setup(), words in proptest::collection::vec("[a-z0-9,]{0,4}|r|l|n2|e2|s4|w2|n|e|s|w|done|1,1|3,3", 0..80)) {
        let mut session = TextSession::new(setup);
        prop_assert!(session.opening().ends_with(": \n> "));
        for word in words {
            let out = session.respond(&word);
            if session.is_over() {
                prop_assert!(out.contains("Relics collected"));
                break;
            }
            prop_assert!(out.ends_with(": \n> "), "{}", out);
        }
    }
}
