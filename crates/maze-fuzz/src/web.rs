//! Messages from a page to the server.

use std::time::Duration;

/// Messages from a page, one a line, to one connection that starts with a small Maze Game:
/// each gets at least one answer.
pub fn web_message(data: &[u8]) {
    let mut connection = maze_web::connection::Connection::new();
    let start = r#"{"v":1,"type":"new_classic","difficulty":"easy","mode":"versus","ai":"hard","seed":1,"regen":0}"#;
    connection.handle(start, Duration::ZERO);
    let text = String::from_utf8_lossy(data);
    for (i, line) in text.lines().take(50).enumerate() {
        let now = Duration::from_millis(10 * i as u64);
        let answers = connection.handle(line, now);
        assert!(!answers.is_empty(), "no answer to {line:?}");
    }
}
