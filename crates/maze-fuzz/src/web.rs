//! Messages from a page to the server.

use std::time::Duration;

use maze_web::connection::Connection;
use maze_web::protocol::ServerMessage;

/// Messages from a page, one a line, to one connection that starts with a small Maze Game:
/// each gets at least one answer; every answer reads back from its JSON as itself; and a
/// message answered with an error alone left the game as it was.
pub fn web_message(data: &[u8]) {
    let mut connection = Connection::new();
    let start = r#"{"v":1,"type":"new_classic","difficulty":"easy","mode":"versus","ai":"hard","seed":1,"regen":0}"#;
    connection.handle(start, Duration::ZERO);
    let text = String::from_utf8_lossy(data);
    for (i, line) in text.lines().take(50).enumerate() {
        let now = Duration::from_millis(10 * i as u64);
        // A copy, not the page's view of the game: building the view for every line was a
        // third of the target's time, and it is only needed when the answer is an error.
        let before = connection.clone();
        let answers = connection.handle(line, now);
        assert!(!answers.is_empty(), "no answer to {line:?}");
        for answer in &answers {
            let json = serde_json::to_string(answer).expect("an answer serialises");
            let again: ServerMessage = serde_json::from_str(&json).expect("an answer reads back");
            assert_eq!(&again, answer);
        }
        if let [ServerMessage::Error { message }] = answers.as_slice() {
            assert_eq!(
                connection.state(now),
                before.state(now),
                "{line:?} was refused ({message})"
            );
        }
    }
}
