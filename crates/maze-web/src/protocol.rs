//! The messages between the pages and the server, version 3: JSON text frames, each an object
//! with the protocol version `v`, the `game` the message belongs to and its `type` within that
//! game, such as `{"v":3,"game":"classic","type":"go","cell":1}`. `docs/protocol.md`
//! describes them for people writing a page.
//!
//! Each game's messages, and every type they carry, are in a module of their own ([`session`]
//! for the hello and the answers any message may get, [`classic`], [`moving`], [`table`],
//! [`words`], [`treasure`]); [`wire`] holds the words they share. None of them is an engine's
//! type, so that nothing renamed in an engine changes what pages read: the adapters turn one
//! into the other.

pub mod classic;
pub mod moving;
pub mod session;
pub mod table;
pub mod treasure;
pub mod wire;
pub mod words;

use serde::{Deserialize, Serialize};

/// The protocol version this server speaks.
pub const VERSION: u32 = 3;
/// The longest message the server reads; longer ones get an error and change nothing.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// What a page can ask, by game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The page's session: its hello.
    Session(session::Request),
    /// The Maze Game.
    Classic(classic::Request),
    /// Moving Maze, at this page or at the table it sits at.
    Moving(moving::Request),
    /// Moving Maze tables.
    Table(table::Request),
    /// The word maze.
    Words(words::Request),
    /// The treasure maze.
    Treasure(treasure::Request),
}

/// What the server sends, by game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The page's session: the welcome, information, refusals.
    Session(session::Reply),
    /// The Maze Game.
    Classic(classic::Reply),
    /// Moving Maze.
    Moving(moving::Reply),
    /// Moving Maze tables.
    Table(table::Reply),
    /// The word maze.
    Words(words::Reply),
    /// The treasure maze.
    Treasure(treasure::Reply),
}

impl ServerMessage {
    /// A refusal: `message` says why, in words for the player; nothing changed.
    pub fn error(message: impl Into<String>) -> ServerMessage {
        ServerMessage::Session(session::Reply::Error {
            message: message.into(),
        })
    }

    /// Something done that changed nothing on the board, in words.
    pub fn info(message: impl Into<String>) -> ServerMessage {
        ServerMessage::Session(session::Reply::Info {
            message: message.into(),
        })
    }

    /// Whether this is a refusal.
    pub fn is_error(&self) -> bool {
        matches!(self, ServerMessage::Session(session::Reply::Error { .. }))
    }
}

/// A message with the version, as it travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope<M> {
    /// The protocol version.
    pub v: u32,
    /// The message.
    #[serde(flatten)]
    pub message: M,
}

/// Why a text frame is not a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// Longer than [`MAX_MESSAGE_BYTES`].
    #[error("the message is {0} bytes long; messages may be at most {MAX_MESSAGE_BYTES}")]
    TooLong(usize),
    /// Not JSON, or not an object with a version.
    #[error("the message is not JSON with a version: {0}")]
    NotJson(String),
    /// Another version.
    #[error("the message speaks protocol version {0}; this server speaks {VERSION}")]
    Version(u64),
    /// A game, type or fields this version does not know.
    #[error("the message is not one this server knows: {0}")]
    Unknown(String),
}

/// Reads a text frame into a message.
pub fn parse(text: &str) -> Result<ClientMessage, ProtocolError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::TooLong(text.len()));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ProtocolError::NotJson(e.to_string()))?;
    let version = value
        .get("v")
        .and_then(serde_json::Value::as_u64)
        .ok_or_else(|| ProtocolError::NotJson("no \"v\" field".to_owned()))?;
    if version != u64::from(VERSION) {
        return Err(ProtocolError::Version(version));
    }
    serde_json::from_value(value).map_err(|e| ProtocolError::Unknown(e.to_string()))
}

/// A message as a text frame.
pub fn encode(message: ServerMessage) -> String {
    let envelope = Envelope {
        v: VERSION,
        message,
    };
    // Every server message is plain data (strings, numbers, cells): it always encodes.
    serde_json::to_string(&envelope).unwrap_or_else(|e| {
        format!(
            "{{\"v\":{VERSION},\"game\":\"session\",\"type\":\"error\",\"message\":\"cannot encode: {e}\"}}"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_parse_with_their_version_and_game() {
        assert_eq!(
            parse(r#"{"v":3,"game":"classic","type":"go","cell":1}"#),
            Ok(ClientMessage::Classic(classic::Request::Go { cell: 1 }))
        );
        assert_eq!(
            parse(
                r#"{"v":3,"game":"classic","type":"new","difficulty":"easy","mode":"single","ai":"hard"}"#
            ),
            Ok(ClientMessage::Classic(classic::Request::New {
                difficulty: "easy".into(),
                mode: classic::Mode::Single,
                ai: classic::AiLevel::Hard,
                seed: None,
                regen: None,
                shape: None,
                levels: None,
                mask: None,
                text: None,
                weave: false,
                fog: false,
            }))
        );
        assert_eq!(
            parse(r#"{"v":3,"game":"classic","type":"go","cell":17}"#),
            Ok(ClientMessage::Classic(classic::Request::Go { cell: 17 }))
        );
        assert_eq!(
            parse(r#"{"v":3,"game":"moving","type":"hint"}"#),
            Ok(ClientMessage::Moving(moving::Request::Hint))
        );
        assert_eq!(
            parse(
                r#"{"v":3,"game":"treasure","type":"demo","demo":"perfect","width":5,"wrap":"no"}"#
            ),
            Ok(ClientMessage::Treasure(treasure::Request::Demo {
                demo: treasure::Demo::Perfect,
                settings: treasure::Settings {
                    width: Some(5),
                    height: None,
                    loops: None,
                    wrap: Some(treasure::Wrap::None),
                    seed: None,
                },
            }))
        );
        assert_eq!(
            parse(r#"{"v":3,"game":"session","type":"hello","resume":null}"#),
            Ok(ClientMessage::Session(session::Request::Hello {
                resume: None
            }))
        );
    }

    #[test]
    fn bad_frames_are_named() {
        assert!(matches!(
            parse("move north"),
            Err(ProtocolError::NotJson(_))
        ));
        assert!(matches!(
            parse(r#"{"game":"classic","type":"hint"}"#),
            Err(ProtocolError::NotJson(_))
        ));
        assert_eq!(
            parse(r#"{"v":1,"type":"hint"}"#),
            Err(ProtocolError::Version(1))
        );
        for unknown in [
            r#"{"v":3,"game":"classic","type":"fly"}"#,
            r#"{"v":3,"game":"chess","type":"move"}"#,
            r#"{"v":3,"type":"hint"}"#,
            r#"{"v":3,"game":"classic","type":"move","dir":"up"}"#,
            r#"{"v":3,"game":"classic","type":"new","difficulty":"easy","mode":"solo","ai":"hard"}"#,
        ] {
            assert!(
                matches!(parse(unknown), Err(ProtocolError::Unknown(_))),
                "{unknown}"
            );
        }
        let long = format!(
            r#"{{"v":3,"game":"classic","type":"hint","pad":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(matches!(parse(&long), Err(ProtocolError::TooLong(_))));
    }

    #[test]
    fn the_examples_of_the_protocol_page_parse() {
        let page = include_str!("../../../docs/protocol.md");
        let examples = page
            .split("## Examples")
            .nth(1)
            .expect("the page has examples");
        let lines: Vec<&str> = examples.lines().filter(|l| l.starts_with('{')).collect();
        assert!(lines.len() >= 8);
        for line in lines {
            assert!(parse(line).is_ok(), "{line}: {:?}", parse(line));
        }
    }

    #[test]
    fn server_messages_carry_the_version_and_the_game() {
        assert_eq!(
            encode(ServerMessage::error("no")),
            r#"{"v":3,"game":"session","type":"error","message":"no"}"#
        );
        let path = ServerMessage::Classic(classic::Reply::Path {
            kind: classic::PathKind::Hint,
            cells: vec![1, 2],
        });
        assert_eq!(
            encode(path),
            r#"{"v":3,"game":"classic","type":"path","kind":"hint","cells":[1,2]}"#
        );
    }
}
