//! One page's connection: the game it plays and the answers to its messages. Time is passed
//! in as the time since the connection opened; nothing here touches the socket, and the only
//! file touched is the Maze Game's save, when the page asks.

use std::sync::Arc;
use std::time::Duration;

use crate::classic::{self, Classic};
use crate::moving::{Moving, Source};
use crate::protocol::{ClientMessage, PathKind, ServerMessage, parse};
use crate::treasure::{self, Settings, TreasureGame};
use crate::words::Words;

/// A connection's state: the game it plays, if it has started one.
#[derive(Clone, Debug, Default)]
pub struct Connection {
    playing: Option<Playing>,
    preset: Option<Arc<moving_maze::Game>>,
    save_file: Option<Arc<std::path::Path>>,
}

/// The game a connection plays.
#[derive(Clone, Debug)]
enum Playing {
    Classic(Box<Classic>),
    Moving(Box<Moving>),
    Words(Box<Words>),
    Treasure(Box<TreasureGame>),
}

impl Playing {
    /// The game's state as a message.
    fn state(&self, now: Duration) -> ServerMessage {
        match self {
            Playing::Classic(classic) => ServerMessage::ClassicState(Box::new(classic.view(now))),
            Playing::Moving(moving) => moving.state(),
            Playing::Words(words) => words.state(),
            Playing::Treasure(treasure) => treasure.state(),
        }
    }
}

impl Connection {
    /// A connection with no game yet.
    pub fn new() -> Connection {
        Connection::default()
    }

    /// A connection whose Moving Maze games start, unless the page says otherwise, from
    /// `preset` (the board `maze moving BOARD gui` was given), and whose Maze Game saves go
    /// to `save_file` (none: saving is refused).
    pub fn with(
        preset: Option<Arc<moving_maze::Game>>,
        save_file: Option<Arc<std::path::Path>>,
    ) -> Connection {
        Connection {
            playing: None,
            preset,
            save_file,
        }
    }

    /// The answers to the text frame `text`, received at `now`.
    pub fn handle(&mut self, text: &str, now: Duration) -> Vec<ServerMessage> {
        match parse(text) {
            Ok(message) => self.respond(message, now),
            Err(err) => vec![error(err.to_string())],
        }
    }

    /// Whether a game has been started here.
    pub fn has_game(&self) -> bool {
        self.playing.is_some()
    }

    /// The game's state as a message, as after its last change.
    pub fn state(&self, now: Duration) -> Option<ServerMessage> {
        self.playing.as_ref().map(|playing| playing.state(now))
    }

    /// Makes `playing` this connection's game; its first state.
    fn begin(&mut self, playing: Playing, now: Duration) -> ServerMessage {
        self.playing.insert(playing).state(now)
    }

    /// The answers to `message`, received at `now`.
    pub fn respond(&mut self, message: ClientMessage, now: Duration) -> Vec<ServerMessage> {
        let answer = match message {
            ClientMessage::Hello { .. } => Err("Say hello once, first.".to_owned()),
            ClientMessage::NewClassic {
                difficulty,
                mode,
                ai,
                seed,
                regen,
            } => classic::start(&difficulty, &mode, &ai, seed, regen)
                .map(|game| self.begin(Playing::Classic(Box::new(Classic::new(game, now))), now)),
            ClientMessage::NewMoving { board, random } => {
                let source = match (&board, random) {
                    (Some(text), _) => Source::File(text),
                    (None, Some(shape)) => Source::Random(shape),
                    (None, None) => Source::Preset(self.preset.as_deref()),
                };
                Moving::start(source)
                    .map(|moving| self.begin(Playing::Moving(Box::new(moving)), now))
            }
            ClientMessage::Move { dir } => self.classic(|c| c.step(dir, now)),
            ClientMessage::Hint => self.classic(|c| Ok(c.path(PathKind::Hint))),
            ClientMessage::Solution => self.classic(|c| Ok(c.path(PathKind::Solution))),
            ClientMessage::ClassicSave => match self.save_file.clone() {
                Some(path) => self.classic(|c| c.save(&path, now)),
                None => Err("This server keeps no saves.".to_owned()),
            },
            ClientMessage::ClassicLoad => match self.save_file.clone() {
                Some(path) => Classic::load(&path, now)
                    .map(|classic| self.begin(Playing::Classic(Box::new(classic)), now)),
                None => Err("This server keeps no saves.".to_owned()),
            },
            ClientMessage::Rotate { .. }
            | ClientMessage::Slide { .. }
            | ClientMessage::Step { .. }
            | ClientMessage::WalkTo { .. }
            | ClientMessage::EndMove
            | ClientMessage::Quit => match moving_command(&message) {
                Some(Ok(command)) => self.moving(command),
                Some(Err(err)) => Err(err),
                None => Err("That is not a Moving Maze command.".to_owned()),
            },
            ClientMessage::MovingHint => match &self.playing {
                Some(Playing::Moving(moving)) => moving.hint(),
                _ => Err("There is no Moving Maze game here: start one first.".to_owned()),
            },
            ClientMessage::NewTable { .. } | ClientMessage::Join { .. } => {
                Err("Tables are opened by the server, not here.".to_owned())
            }
            ClientMessage::NewWords {
                width,
                height,
                ai,
                seed,
                dictionary,
            } => Words::start(width, height, &ai, seed, dictionary.as_deref())
                .map(|game| self.begin(Playing::Words(Box::new(game)), now)),
            ClientMessage::WordsStep { dir } => {
                self.words(|w| w.apply(maze_words::Command::Move(dir)))
            }
            ClientMessage::WordsBack => self.words(|w| w.apply(maze_words::Command::Back)),
            ClientMessage::WordsDone => self.words(|w| w.apply(maze_words::Command::Done)),
            ClientMessage::WordsTrace { search } => self.words(|w| Ok(w.trace(search))),
            ClientMessage::NewTreasure(settings) => TreasureGame::start(&settings_of(&settings))
                .map(|game| self.begin(Playing::Treasure(Box::new(game)), now)),
            ClientMessage::TreasureStep { dir } => match &mut self.playing {
                Some(Playing::Treasure(game)) => game.step(dir),
                _ => Err("There is no treasure maze here: start one first.".to_owned()),
            },
            ClientMessage::TreasureDemo { demo, settings } => {
                match demo.parse::<maze_treasure::demo::Demo>() {
                    Ok(kind) => treasure::demo(&settings_of(&settings), kind),
                    Err(err) => Err(sentence(&err.to_string())),
                }
            }
        };
        vec![answer.unwrap_or_else(error)]
    }

    /// What time passing to `now` changed, if anything: a regenerated maze.
    pub fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        match &mut self.playing {
            Some(Playing::Classic(classic)) => classic.tick(now).into_iter().collect(),
            _ => Vec::new(),
        }
    }

    fn classic(
        &mut self,
        act: impl FnOnce(&mut Classic) -> Result<ServerMessage, String>,
    ) -> Result<ServerMessage, String> {
        match &mut self.playing {
            Some(Playing::Classic(classic)) => act(classic),
            _ => Err("There is no Maze Game here: start one first.".to_owned()),
        }
    }

    fn words(
        &mut self,
        act: impl FnOnce(&mut Words) -> Result<ServerMessage, String>,
    ) -> Result<ServerMessage, String> {
        match &mut self.playing {
            Some(Playing::Words(game)) => act(game),
            _ => Err("There is no word maze here: start one first.".to_owned()),
        }
    }

    fn moving(&mut self, command: moving_maze::Command) -> Result<ServerMessage, String> {
        match &mut self.playing {
            Some(Playing::Moving(moving)) => moving.apply(command),
            _ => Err("There is no Moving Maze game here: start one first.".to_owned()),
        }
    }
}

/// The Moving Maze command a message asks for: `None` for other messages, an error for a tile
/// that cannot exist.
pub(crate) fn moving_command(
    message: &ClientMessage,
) -> Option<Result<moving_maze::Command, String>> {
    use moving_maze::Command;
    Some(Ok(match *message {
        ClientMessage::Rotate { clockwise: true } => Command::RotateRight,
        ClientMessage::Rotate { clockwise: false } => Command::RotateLeft,
        ClientMessage::Slide { side, index } => {
            // Protocol version 1 numbers lines from 1; line 0 is past every board's end.
            let index = index.checked_sub(1).unwrap_or(u32::MAX);
            Command::Slide(moving_maze::Insertion { side, index })
        }
        ClientMessage::Step { side } => Command::Step(side),
        ClientMessage::WalkTo { x, y } => Command::MoveTo(moving_maze::Cell::new(x, y)),
        ClientMessage::EndMove => Command::Done,
        ClientMessage::Quit => Command::Quit,
        _ => return None,
    }))
}

/// The settings a page sent, with their defaults.
fn settings_of(settings: &crate::protocol::TreasureSettings) -> Settings<'_> {
    Settings {
        width: settings.width.unwrap_or(7),
        height: settings.height.unwrap_or(7),
        loops: settings.loops.unwrap_or(0),
        wrap: settings.wrap.as_deref().unwrap_or("no"),
        seed: settings.seed,
    }
}

/// `text` with a capital and a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let text = text.trim_end_matches('.');
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
    use crate::protocol::ClassicView;
    use maze::{Direction, Pos};

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
