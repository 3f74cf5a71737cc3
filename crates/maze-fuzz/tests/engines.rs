//! The one engine shape, checked once over every engine: `legal_commands` lists exactly
//! what `apply` accepts now, and a refused command leaves the game as it was.
//!
//! Each engine is seen through [`Engine`], a trait for this test only: the engines share a
//! shape, not a trait, since their commands, times and outcomes differ.

use std::fmt::Debug;

use mazes::{Direction, Pos, Size};
use proptest::prelude::*;

/// What this test needs of a game engine.
trait Engine: Clone + Debug {
    /// What a player can do.
    type Command: Copy + Debug + PartialEq;
    /// What a refusal must leave unchanged (the whole game where it can be compared).
    type State: Debug + PartialEq;

    /// A game started from `seed`.
    fn start(seed: u64) -> Self;
    /// Every command the game knows of on this board, accepted now or not.
    fn every_command(&self) -> Vec<Self::Command>;
    /// The engine's own list of what it accepts now.
    fn legal_commands(&self) -> Vec<Self::Command>;
    /// Carries out `command`; whether it was accepted.
    fn apply(&mut self, command: Self::Command) -> bool;
    /// What a refusal must not change.
    fn state(&self) -> Self::State;
}

impl Engine for maze_classic::Game {
    type Command = maze_classic::Command;
    type State = maze_classic::Game;

    /// A race on square cells, on hexagons, or on two levels of hexagons joined by stairs, as
    /// the seed says: every spelling of a move (by direction, by side, by cell) is fed on
    /// each.
    fn start(seed: u64) -> Self {
        let shape = match seed % 3 {
            0 => mazes::shape::ShapeKind::Square,
            _ => mazes::shape::ShapeKind::Hex,
        };
        let config = maze_classic::Config {
            difficulty: maze_classic::Difficulty::Custom(Size::new(5, 4)),
            board: maze_classic::Board {
                shape,
                levels: if seed % 3 == 2 { 2 } else { 1 },
                ..maze_classic::Board::default()
            },
            mode: maze_classic::Mode::Versus,
            ai: maze_classic::AiLevel::ALL[(seed / 3 % 3) as usize],
            ..maze_classic::Config::new(seed)
        };
        maze_classic::Game::new(config).expect("the settings are valid")
    }

    /// Waiting; a move each way by direction; a step through every side, and one past the
    /// last; a step to every neighbouring cell, the player's own, a far one and one beyond
    /// the maze.
    fn every_command(&self) -> Vec<Self::Command> {
        use maze_classic::Command;
        let maze = self.maze();
        let at = self.human().cell;
        let links = maze.lattice().links(at);
        let neighbours = links.iter().filter_map(|link| link.neighbour());
        let others = [at, (at + 7) % maze.lattice().len(), usize::MAX];
        let mut cells: Vec<usize> = Vec::new();
        for cell in neighbours.chain(others) {
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        [Command::Wait]
            .into_iter()
            .chain(Direction::ALL.map(Command::Move))
            .chain((0..=links.len()).map(Command::Step))
            .chain(cells.into_iter().map(Command::Go))
            .collect()
    }

    fn legal_commands(&self) -> Vec<Self::Command> {
        maze_classic::Game::legal_commands(self)
    }

    fn apply(&mut self, command: Self::Command) -> bool {
        // At the game's own time: what `legal_commands` describes.
        let now = self.elapsed();
        maze_classic::Game::apply(self, command, now).is_ok()
    }

    fn state(&self) -> Self::State {
        self.clone()
    }
}

impl Engine for maze_classic::endless::Game {
    type Command = maze_classic::endless::Command;
    /// The player's cell, moves, way left and outcome: all a game's state that changes.
    type State = (
        mazes::infinite::Cell,
        u64,
        u128,
        Option<maze_classic::endless::Outcome>,
    );

    fn start(seed: u64) -> Self {
        use maze_classic::endless::{Config, Target};
        // A near target, so that random moves sometimes reach it.
        let config = Config {
            target: Target::Away(1 + seed % 4),
            ..Config::new(seed)
        };
        maze_classic::endless::Game::new(config).expect("the settings are valid")
    }

    fn every_command(&self) -> Vec<Self::Command> {
        Direction::ALL
            .map(maze_classic::endless::Command::Move)
            .to_vec()
    }

    fn legal_commands(&self) -> Vec<Self::Command> {
        maze_classic::endless::Game::legal_commands(self)
    }

    fn apply(&mut self, command: Self::Command) -> bool {
        maze_classic::endless::Game::apply(self, command, std::time::Duration::ZERO).is_ok()
    }

    fn state(&self) -> Self::State {
        (self.player(), self.moves(), self.way_left(), self.outcome())
    }
}

impl Engine for maze_moving::Game {
    type Command = maze_moving::Command;
    type State = maze_moving::Game;

    fn start(seed: u64) -> Self {
        let mut rng = mazes::rng_from_seed(seed);
        let setup = maze_moving::random_board(5, 5, 1, &mut rng).expect("the shape is valid");
        maze_moving::Game::new(setup)
    }

    fn every_command(&self) -> Vec<Self::Command> {
        use maze_moving::{Cell, Command, Insertion, Side};
        let (width, height) = (self.maze().width(), self.maze().height());
        let slides = Side::ALL
            .into_iter()
            .flat_map(|side| (0..7).map(move |index| Command::Slide(Insertion { side, index })));
        let walks = (0..width + 1)
            .flat_map(|x| (0..height + 1).map(move |y| Command::MoveTo(Cell::new(x, y))));
        [Command::RotateRight, Command::RotateLeft, Command::Done]
            .into_iter()
            .chain(slides)
            .chain(Side::ALL.map(Command::Step))
            .chain(walks)
            .chain([Command::Quit])
            .collect()
    }

    fn legal_commands(&self) -> Vec<Self::Command> {
        maze_moving::Game::legal_commands(self)
    }

    fn apply(&mut self, command: Self::Command) -> bool {
        maze_moving::Game::apply(self, command).is_ok()
    }

    fn state(&self) -> Self::State {
        self.clone()
    }
}

impl Engine for maze_treasure::Game {
    type Command = maze_treasure::Command;
    type State = maze_treasure::Game;

    fn start(seed: u64) -> Self {
        let config = maze_treasure::Config {
            size: Size::new(5, 5),
            goal: Pos::new(4, 4),
            loops: seed % 4,
            ..maze_treasure::Config::new(seed)
        };
        maze_treasure::Game::new(config).expect("the settings are valid")
    }

    fn every_command(&self) -> Vec<Self::Command> {
        Direction::ALL.map(maze_treasure::Command::Move).to_vec()
    }

    fn legal_commands(&self) -> Vec<Self::Command> {
        maze_treasure::Game::legal_commands(self)
    }

    fn apply(&mut self, command: Self::Command) -> bool {
        maze_treasure::Game::apply(self, command).is_ok()
    }

    fn state(&self) -> Self::State {
        self.clone()
    }
}

impl Engine for maze_words::Game {
    type Command = maze_words::Command;
    /// The path, its score and the outcome: all a word maze game holds that changes.
    type State = (Vec<Pos>, maze_words::Breakdown, Option<maze_words::Outcome>);

    fn start(seed: u64) -> Self {
        let config = maze_words::Config {
            size: Size::new(5, 4),
            level: maze_words::Level::ALL[(seed % 3) as usize],
            budget: 2_000,
            ..maze_words::Config::new(seed)
        };
        maze_words::Game::new(config, maze_words::Dictionary::english())
            .expect("the settings are valid")
    }

    fn every_command(&self) -> Vec<Self::Command> {
        use maze_words::Command;
        let moves = Direction::ALL.map(Command::Move);
        moves
            .into_iter()
            .chain([Command::Back, Command::Done])
            .collect()
    }

    fn legal_commands(&self) -> Vec<Self::Command> {
        maze_words::Game::legal_commands(self)
    }

    fn apply(&mut self, command: Self::Command) -> bool {
        maze_words::Game::apply(self, command).is_ok()
    }

    fn state(&self) -> Self::State {
        (
            self.path().to_vec(),
            self.breakdown(),
            self.outcome().cloned(),
        )
    }
}

/// Plays `picks` on the game of `seed`, checking the shape before every command. An even pick
/// plays one of the legal commands, so that games get somewhere; an odd one any command.
fn check<E: Engine>(seed: u64, picks: &[usize]) {
    let mut game = E::start(seed);
    for &pick in picks {
        let legal = game.legal_commands();
        for command in game.every_command() {
            let mut trial = game.clone();
            let accepted = trial.apply(command);
            assert_eq!(
                accepted,
                legal.contains(&command),
                "{command:?} (legal: {legal:?})"
            );
            if !accepted {
                assert_eq!(trial.state(), game.state(), "{command:?} left a trace");
            }
        }
        for &command in &legal {
            assert!(game.every_command().contains(&command), "{command:?}");
        }
        let choices = if pick % 2 == 0 && !legal.is_empty() {
            legal
        } else {
            game.every_command()
        };
        game.apply(choices[(pick / 2) % choices.len()]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_maze_game_lists_what_it_accepts(seed: u64, picks in prop::collection::vec(any::<usize>(), 0..30)) {
        check::<maze_classic::Game>(seed, &picks);
    }

    #[test]
    fn the_endless_maze_game_lists_what_it_accepts(seed: u64, picks in prop::collection::vec(any::<usize>(), 0..30)) {
        check::<maze_classic::endless::Game>(seed, &picks);
    }

    #[test]
    fn moving_maze_lists_what_it_accepts(seed: u64, picks in prop::collection::vec(any::<usize>(), 0..30)) {
        check::<maze_moving::Game>(seed, &picks);
    }

    #[test]
    fn the_treasure_maze_lists_what_it_accepts(seed: u64, picks in prop::collection::vec(any::<usize>(), 0..30)) {
        check::<maze_treasure::Game>(seed, &picks);
    }

    #[test]
    fn the_word_maze_lists_what_it_accepts(seed: u64, picks in prop::collection::vec(any::<usize>(), 0..30)) {
        check::<maze_words::Game>(seed, &picks);
    }
}
