//! One page's connection: the game it plays and the answers to its messages. Pure: time is
//! passed in as the time since the connection opened, and nothing here touches the socket.

use std::time::Duration;

use maze::Direction;
use maze_classic::{AiLevel, Command, Config, Difficulty, Event, Game, HINT_STEPS, Mode, Who};

use crate::protocol::{ClassicView, ClientMessage, PathKind, RacerView, ServerMessage, parse};

/// Regeneration period when a page does not say: seed 000's minute.
const DEFAULT_REGEN: u64 = 60;
/// The biggest Maze Game a page may ask for: a canvas still shows each cell.
const MAX_SIDE: u32 = 200;

/// A connection's state.
#[derive(Debug, Default)]
pub struct Connection {
    classic: Option<Classic>,
}

/// A Maze Game and the connection time it started at.
#[derive(Debug)]
struct Classic {
    game: Game,
    started: Duration,
}

impl Connection {
    /// A connection with no game yet.
    pub fn new() -> Connection {
        Connection::default()
    }

    /// The answers to the text frame `text`, received at `now`.
    pub fn handle(&mut self, text: &str, now: Duration) -> Vec<ServerMessage> {
        let message = match parse(text) {
            Ok(message) => message,
            Err(err) => return vec![error(err.to_string())],
        };
        match message {
            ClientMessage::NewClassic {
                difficulty,
                mode,
                ai,
                seed,
                regen,
            } => match start(&difficulty, &mode, &ai, seed, regen) {
                Ok(game) => {
                    let classic = Classic { game, started: now };
                    let view = classic.view(now);
                    self.classic = Some(classic);
                    vec![ServerMessage::ClassicState(Box::new(view))]
                }
                Err(message) => vec![error(message)],
            },
            ClientMessage::Move { dir } => self.with_classic(|classic| classic.step(dir, now)),
            ClientMessage::Hint => {
                self.with_classic(|classic| Ok(vec![classic.path(PathKind::Hint)]))
            }
            ClientMessage::Solution => {
                self.with_classic(|classic| Ok(vec![classic.path(PathKind::Solution)]))
            }
        }
    }

    /// What time passing to `now` changed, if anything: a regenerated maze.
    pub fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        let Some(classic) = &mut self.classic else {
            return Vec::new();
        };
        let events = classic.game.apply(Command::Wait, classic.game_time(now));
        let changed = events
            .unwrap_or_default()
            .iter()
            .any(|event| matches!(event, Event::Regenerated { .. }));
        if changed {
            vec![ServerMessage::ClassicState(Box::new(classic.view(now)))]
        } else {
            Vec::new()
        }
    }

    fn with_classic(
        &mut self,
        act: impl FnOnce(&mut Classic) -> Result<Vec<ServerMessage>, String>,
    ) -> Vec<ServerMessage> {
        match &mut self.classic {
            Some(classic) => act(classic).unwrap_or_else(|message| vec![error(message)]),
            None => vec![error("There is no game yet: start one first.".to_owned())],
        }
    }
}

/// A Maze Game from a page's settings, or what is wrong with them.
fn start(
    difficulty: &str,
    mode: &str,
    ai: &str,
    seed: Option<u64>,
    regen: Option<u64>,
) -> Result<Game, String> {
    let difficulty: Difficulty = difficulty.parse().map_err(|e| format!("{e}."))?;
    let size = difficulty.size();
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        return Err(format!(
            "The page draws mazes up to {MAX_SIDE}×{MAX_SIDE}, not {size}."
        ));
    }
    let regen = regen.unwrap_or(DEFAULT_REGEN);
    let config = Config {
        difficulty,
        mode: mode.parse::<Mode>().map_err(|e| format!("{e}."))?,
        ai: ai.parse::<AiLevel>().map_err(|e| format!("{e}."))?,
        regenerate_every: (regen > 0).then(|| Duration::from_secs(regen)),
        // Pages keep numbers as doubles: a random seed stays below 2⁵³ so that the page can
        // show it and send it back exactly.
        seed: seed.unwrap_or_else(|| rand::random::<u64>() >> 11),
        ..Config::new(0)
    };
    Game::new(config).map_err(|e| format!("No game: {e}."))
}

impl Classic {
    /// Game time at connection time `now`.
    fn game_time(&self, now: Duration) -> Duration {
        now.saturating_sub(self.started)
    }

    fn step(&mut self, dir: Direction, now: Duration) -> Result<Vec<ServerMessage>, String> {
        let time = self.game_time(now);
        self.game
            .apply(Command::Move(dir), time)
            .map_err(|e| sentence(&e.to_string()))?;
        Ok(vec![ServerMessage::ClassicState(Box::new(self.view(now)))])
    }

    fn path(&self, kind: PathKind) -> ServerMessage {
        let path = match kind {
            PathKind::Hint => self.game.hint(HINT_STEPS),
            PathKind::Solution => self.game.solution(),
        };
        let grid = self.game.maze().grid();
        let cells = path.map(|p| p.cells(grid).collect()).unwrap_or_default();
        ServerMessage::Path { kind, cells }
    }

    fn view(&self, now: Duration) -> ClassicView {
        let game = &self.game;
        let grid = game.maze().grid();
        let passages = grid
            .cells()
            .map(|at| {
                let bits = Direction::ALL
                    .iter()
                    .enumerate()
                    .filter(|&(_, &dir)| grid.is_open(at, dir))
                    .fold(0u32, |bits, (i, _)| bits | 1 << i);
                char::from_digit(bits, 16).unwrap_or('0')
            })
            .collect();
        let racer = |r: maze_classic::Racer| RacerView {
            pos: r.pos,
            moves: r.moves,
        };
        let time = self.game_time(now);
        let config = game.config();
        ClassicView {
            width: grid.width(),
            height: grid.height(),
            passages,
            entrance: game.entrance(),
            exit: game.exit(),
            human: racer(game.human()),
            ai: game.ai().map(racer),
            elapsed_ms: millis(game.outcome().map_or(time, |o| o.elapsed)),
            regenerate_in_ms: game
                .next_regeneration()
                .map(|at| millis(at.saturating_sub(time))),
            generation: game.generation(),
            winner: game.outcome().map(|o| match o.winner {
                Who::Human => "human".to_owned(),
                Who::Ai => "ai".to_owned(),
            }),
            seed: config.seed,
            settings: settings(config),
        }
    }
}

fn settings(config: &Config) -> String {
    match config.mode {
        Mode::Single => format!("{}, single player", config.difficulty),
        Mode::Versus => format!("{}, versus the {} AI", config.difficulty, config.ai.name()),
    }
}

fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// `text` with a capital and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    format!("{first}{}.", chars.as_str())
}

fn error(message: String) -> ServerMessage {
    ServerMessage::Error { message }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Pos;

    /// The cells of a way, for tests that walk it.
    fn steps_between(cells: &[Pos]) -> Vec<Direction> {
        cells
            .windows(2)
            .filter_map(|pair| {
                Direction::ALL.into_iter().find(|&d| {
                    let (a, b) = (pair[0], pair[1]);
                    match d {
                        Direction::North => b.x == a.x && b.y + 1 == a.y,
                        Direction::South => b.x == a.x && a.y + 1 == b.y,
                        Direction::East => b.y == a.y && a.x + 1 == b.x,
                        Direction::West => b.y == a.y && b.x + 1 == a.x,
                    }
                })
            })
            .collect()
    }

    const NEW: &str = r#"{"v":1,"type":"new_classic","difficulty":"6x4","mode":"single","ai":"easy","seed":3,"regen":0}"#;

    fn state(messages: &[ServerMessage]) -> &ClassicView {
        match messages {
            [ServerMessage::ClassicState(view)] => view,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_game_is_won_by_following_the_solution() {
        let mut connection = Connection::new();
        let view = state(&connection.handle(NEW, Duration::ZERO)).clone();
        assert_eq!((view.width, view.height, view.passages.len()), (6, 4, 24));
        let [ServerMessage::Path { cells, .. }] =
            &connection.handle(r#"{"v":1,"type":"solution"}"#, Duration::ZERO)[..]
        else {
            panic!()
        };
        let mut last = None;
        for (i, dir) in steps_between(cells).into_iter().enumerate() {
            let text = format!(r#"{{"v":1,"type":"move","dir":"{}"}}"#, dir.name());
            let now = Duration::from_secs(1 + i as u64);
            last = Some(state(&connection.handle(&text, now)).clone());
        }
        let last = last.unwrap();
        assert_eq!(last.human.pos, view.exit);
        assert_eq!(last.winner.as_deref(), Some("human"));
    }

    #[test]
    fn refusals_change_nothing() {
        let mut connection = Connection::new();
        let reply = connection.handle(r#"{"v":1,"type":"hint"}"#, Duration::ZERO);
        assert!(matches!(&reply[..], [ServerMessage::Error { .. }]));
        let before = state(&connection.handle(NEW, Duration::ZERO)).clone();
        let at = before.human.pos;
        let cell = usize::try_from(at.y * before.width + at.x).unwrap();
        let open = before.passages[cell..=cell]
            .chars()
            .next()
            .and_then(|c| c.to_digit(16))
            .unwrap();
        let blocked = Direction::ALL
            .into_iter()
            .find(|d| open & (1 << d.index()) == 0)
            .unwrap();
        let text = format!(r#"{{"v":1,"type":"move","dir":"{}"}}"#, blocked.name());
        let reply = connection.handle(&text, Duration::ZERO);
        assert!(
            matches!(&reply[..], [ServerMessage::Error { .. }]),
            "{reply:?}"
        );
        for bad in ["{", r#"{"v":9,"type":"hint"}"#, r#"{"v":1,"type":"jump"}"#] {
            assert!(matches!(
                &connection.handle(bad, Duration::ZERO)[..],
                [ServerMessage::Error { .. }]
            ));
        }
        let bad_settings =
            r#"{"v":1,"type":"new_classic","difficulty":"huge","mode":"single","ai":"easy"}"#;
        assert!(matches!(
            &connection.handle(bad_settings, Duration::ZERO)[..],
            [ServerMessage::Error { .. }]
        ));
        let [ServerMessage::Path { .. }] =
            &connection.handle(r#"{"v":1,"type":"hint"}"#, Duration::ZERO)[..]
        else {
            panic!("the game survived the bad messages")
        };
    }

    #[test]
    fn regeneration_is_pushed_when_its_time_comes() {
        let mut connection = Connection::new();
        let new = NEW.replace(r#""regen":0"#, r#""regen":2"#);
        let view = state(&connection.handle(&new, Duration::ZERO)).clone();
        assert_eq!(view.regenerate_in_ms, Some(2000));
        assert!(connection.tick(Duration::from_secs(1)).is_empty());
        let pushed = connection.tick(Duration::from_millis(2100));
        assert_eq!(state(&pushed).generation, 1);
    }
}
