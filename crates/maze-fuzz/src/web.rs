//! Messages from a page to the server.

use std::time::Duration;

use maze_web::hub::Hub;
use maze_web::protocol::ServerMessage;
use maze_web::{Session, Settings};

/// Messages from a page, one a line, to one session, entering where the server's socket loop
/// enters (`Session::handle`), so hellos, tables and every game are reached: each message gets
/// an answer, unless it was a move at a table (whose change is pushed); every answer reads
/// back from its JSON as itself; and a message answered with an error alone left what the page
/// plays as it was. The session starts with a small Maze Game.
pub fn web_message(data: &[u8]) {
    // Tables play their computers' turns in tasks: a runtime holds them (they never run here).
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
    else {
        return;
    };
    let _inside = runtime.enter();
    let hub = Hub::new(&Settings::default());
    let mut session = Session::new(hub);
    let start = r#"{"v":3,"game":"classic","type":"new","difficulty":"easy","mode":"versus","ai":"hard","seed":1,"regen":0}"#;
    session.handle(start, Duration::ZERO);
    let text = String::from_utf8_lossy(data);
    for (i, line) in text.lines().take(50).enumerate() {
        let now = Duration::from_millis(10 * i as u64);
        let before = session.opening(now);
        let answers = session.handle(line, now);
        for answer in &answers {
            let json = serde_json::to_string(answer).expect("an answer serialises");
            let again: ServerMessage = serde_json::from_str(&json).expect("an answer reads back");
            assert_eq!(&again, answer);
        }
        match answers.as_slice() {
            [] => assert!(line.contains(r#""game":"moving""#), "no answer to {line:?}"),
            [only] if only.is_error() => {
                assert_eq!(
                    session.opening(now),
                    before,
                    "{line:?} was refused: {only:?}"
                );
            }
            _ => {}
        }
    }
}
