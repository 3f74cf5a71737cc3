//! The server without a browser: its routes, and its socket over a real loopback connection.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use futures_util::{SinkExt, StreamExt};
use http_body_util::BodyExt;
use maze_web::Server;
use maze_web::protocol::wire::{Cell, Dir};
use maze_web::protocol::{ServerMessage, classic, moving, session, treasure, words};
use mazes::Pos;
use tokio_tungstenite::tungstenite::{self, Message};
use tower::ServiceExt;

mod common;
use common::{Socket, bound, connect, own, receive, running, send, serving};

async fn get(server: &Server, path: &str) -> (StatusCode, String, String) {
    let host = server.local_addr().unwrap().to_string();
    get_from(server, path, &host).await
}

/// `path` asked of `server` by a browser that believes it is at `host`.
async fn get_from(server: &Server, path: &str, host: &str) -> (StatusCode, String, String) {
    let request = Request::get(path)
        .header(header::HOST, host)
        .body(Body::empty())
        .unwrap();
    let response = server.router().oneshot(request).await.unwrap();
    let status = response.status();
    let kind = response
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, kind, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn the_pages_and_their_assets_are_served() {
    let server = Server::bind("127.0.0.1".parse().unwrap(), 0).await.unwrap();
    let (status, kind, home) = get(&server, "/").await;
    assert_eq!(
        (status, kind.as_str()),
        (StatusCode::OK, "text/html; charset=utf-8")
    );
    for game in ["Maze Game", "Moving Maze", "Treasure maze", "Word maze"] {
        assert!(home.contains(game), "{game}");
    }
    let (status, _, page) = get(&server, "/classic").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("/assets/classic.js"));
    let (status, kind, _) = get(&server, "/assets/classic.js").await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "text/javascript"));
    let (status, kind, _) = get(&server, "/assets/style.css").await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "text/css"));
    let (_, _, words) = get(&server, "/words").await;
    let rule = maze_words::scoring_rule(None);
    assert!(
        words.contains(&rule[1..]),
        "the page states the engine's rule"
    );
    let (status, _, _) = get(&server, "/no/such/page").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// `path` asked of `server`: the status, the headers and the body's bytes.
async fn get_bytes(server: &Server, path: &str) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let request = Request::get(path)
        .header(header::HOST, server.local_addr().unwrap().to_string())
        .body(Body::empty())
        .unwrap();
    let response = server.router().oneshot(request).await.unwrap();
    let (parts, body) = response.into_parts();
    let body = body.collect().await.unwrap().to_bytes().to_vec();
    (parts.status, parts.headers, body)
}

#[tokio::test]
async fn the_studio_draws_every_shape_as_svg_png_and_json_and_refuses_what_it_cannot() {
    let server = Server::bind("127.0.0.1".parse().unwrap(), 0).await.unwrap();
    let (status, _, page) = get(&server, "/studio").await;
    assert_eq!(status, StatusCode::OK);
    for algorithm in mazes::Algorithm::ALL {
        let option = format!("<option value=\"{}\">", algorithm.name());
        assert!(page.contains(&option), "the studio offers {algorithm}");
    }
    for shape in ["square", "hex", "triangle", "polar", "upsilon"] {
        let query = format!("shape={shape}&width=9&height=7&rings=5&seed=3&mask=circle&solve=on");
        let (status, kind, svg) = get(&server, &format!("/studio/maze.svg?{query}")).await;
        assert_eq!(
            (status, kind.as_str()),
            (StatusCode::OK, "image/svg+xml"),
            "{shape}"
        );
        assert!(
            svg.starts_with("<svg ") && svg.contains("solution, "),
            "{shape}"
        );
        let (status, headers, png) =
            get_bytes(&server, &format!("/studio/maze.png?{query}&download=1")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(png.starts_with(b"\x89PNG"), "{shape}");
        let disposition = headers[header::CONTENT_DISPOSITION].to_str().unwrap();
        assert!(
            disposition.starts_with(&format!("attachment; filename=\"maze-{shape}-")),
            "{disposition}"
        );
        let (_, _, json) = get(&server, &format!("/studio/maze.json?{query}")).await;
        let maze = mazes::format::from_json(&json).unwrap();
        assert!(
            maze.is_perfect() && maze.lattice().mask().is_some(),
            "{shape}"
        );
        assert_eq!(maze.seed(), Some(3));
        let (_, _, stats) = get(&server, &format!("/studio/stats?{query}")).await;
        let stats: serde_json::Value = serde_json::from_str(&stats).unwrap();
        assert_eq!(stats["cells"], maze.lattice().len() as u64, "{shape}");
        assert_eq!(stats["perfect"], true);
    }
    let refusals = [
        (
            "shape=hex&width=400&height=400",
            "has 160000 cells; the studio draws up to 40000",
        ),
        (
            "shape=polar&algorithm=sidewinder",
            "sidewinder cannot generate a polar maze",
        ),
        ("width=ten", "the width \"ten\" is not understood"),
        (
            "mask=text&text=ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "the studio spells up to 24",
        ),
    ];
    for (query, why) in refusals {
        let path = if query.contains("apart") {
            format!("/studio/maze.json?{query}")
        } else {
            format!("/studio/stats?{query}")
        };
        let (status, kind, said) = get(&server, &path).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        assert_eq!(kind, "text/plain; charset=utf-8");
        // Said in a sentence: a capital first.
        assert!(said.to_lowercase().contains(why), "{query}: {said}");
        assert!(said.starts_with(char::is_uppercase), "{query}: {said}");
    }
}

/// A page of another site whose name was made to point at this machine (DNS rebinding) asks
/// under its own name: refused. The server's own names, and `localhost` on loopback, answer.
#[tokio::test]
async fn only_the_servers_own_names_are_answered_and_pages_send_no_referrer() {
    let server = Server::bind("127.0.0.1".parse().unwrap(), 0).await.unwrap();
    let port = server.local_addr().unwrap().port();
    for host in [
        "evil.example".to_owned(),
        format!("evil.example:{port}"),
        String::new(),
    ] {
        let (status, _, _) = get_from(&server, "/", &host).await;
        assert_eq!(status, StatusCode::MISDIRECTED_REQUEST, "{host:?}");
        let (status, _, _) = get_from(&server, "/ws", &host).await;
        assert_eq!(status, StatusCode::MISDIRECTED_REQUEST, "{host:?}");
    }
    for host in [format!("127.0.0.1:{port}"), format!("localhost:{port}")] {
        let (status, _, _) = get_from(&server, "/", &host).await;
        assert_eq!(status, StatusCode::OK, "{host:?}");
    }
    let request = Request::get("/classic")
        .header(header::HOST, format!("127.0.0.1:{port}"))
        .body(Body::empty())
        .unwrap();
    let response = server.router().oneshot(request).await.unwrap();
    assert_eq!(
        response.headers().get(header::REFERRER_POLICY).unwrap(),
        "no-referrer"
    );
}

async fn state(socket: &mut Socket) -> classic::View {
    match receive(socket).await {
        ServerMessage::Classic(classic::Reply::State(view)) => *view,
        other => panic!("{other:?}"),
    }
}

/// The board and the state a Maze Game opens with (a new game, a load, a reload).
async fn opening(socket: &mut Socket) -> (classic::BoardView, classic::View) {
    let board = match receive(socket).await {
        ServerMessage::Classic(classic::Reply::Board(board)) => *board,
        other => panic!("{other:?}"),
    };
    (board, state(socket).await)
}

/// A step to `cell`.
fn go(cell: usize) -> String {
    format!(r#"{{"v":3,"game":"classic","type":"go","cell":{cell}}}"#)
}

const NEW_GAME: &str = r#"{"v":3,"game":"classic","type":"new","difficulty":"12x8","mode":"versus","ai":"easy","seed":5,"regen":0}"#;
/// The same maze alone, where hints may be asked for.
const SOLO_GAME: &str = r#"{"v":3,"game":"classic","type":"new","difficulty":"12x8","mode":"single","ai":"easy","seed":5,"regen":0}"#;

#[tokio::test]
async fn a_maze_game_is_won_through_the_socket() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(&mut socket, NEW_GAME).await;
    let (board, start) = opening(&mut socket).await;
    assert_eq!((board.extent, board.centres.len()), ([12.0, 8.0], 96));
    assert!(start.ai.is_some());
    // A race shows no way out (issue 41, defect 2): the test finds it with the engine.
    send(&mut socket, r#"{"v":3,"game":"classic","type":"solution"}"#).await;
    let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
    else {
        panic!("a race showed the way out")
    };
    assert_eq!(
        message,
        "No hint or solution in a race: the AI has none either."
    );
    let engine = maze_classic::Game::new(maze_classic::Config {
        difficulty: maze_classic::Difficulty::Custom(mazes::Size::new(12, 8)),
        mode: maze_classic::Mode::Versus,
        ai: maze_classic::AiLevel::Easy,
        regenerate_every: None,
        ..maze_classic::Config::new(5)
    })
    .unwrap();
    let cells = engine.solution().unwrap();
    assert_eq!(cells.first(), Some(&start.human.cell));
    assert_eq!(cells.last(), Some(&board.exit));
    let mut last = start.clone();
    for &cell in &cells[1..] {
        send(&mut socket, &go(cell)).await;
        last = state(&mut socket).await;
        if last.winner.is_some() {
            break;
        }
    }
    // The easy AI follows a wall; the shortest way wins the race on this maze.
    assert_eq!(last.winner, Some(classic::Winner::Human));
    assert_eq!(last.human.cell, board.exit);
    assert_eq!(last.human.moves, cells.len() as u64 - 1);
}

/// A Maze Game on hexagons in three levels, through the socket: the board carries the maze's
/// picture, the state the player's ways, a step goes to a neighbouring cell by number, a wall or a
/// cell out of reach is refused, and the whole way out, walked cell by cell, wins.
#[tokio::test]
async fn a_maze_game_on_levels_of_hexagons_is_won_cell_by_cell() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(
        &mut socket,
        r#"{"v":3,"game":"classic","type":"new","difficulty":"6x5","mode":"single","ai":"easy","seed":4,"regen":0,"shape":"hex","levels":3}"#,
    )
    .await;
    let (board, start) = opening(&mut socket).await;
    assert_eq!((board.shape.as_str(), board.levels), ("hex", 3));
    assert_eq!(board.centres.len(), 90);
    assert!(board.walls.starts_with('M'));
    assert!(start.settings.starts_with("3-level hex, custom (6×5)"));
    let walled = start.ways.iter().find(|w| !w.open).map(|w| w.cell);
    if let Some(cell) = walled {
        send(&mut socket, &go(cell)).await;
        let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
        else {
            panic!("a walled step was taken")
        };
        assert_eq!(message, "A wall blocks the way.");
    }
    send(
        &mut socket,
        r#"{"v":3,"game":"classic","type":"go","cell":89}"#,
    )
    .await;
    let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
    else {
        panic!("a far cell was reached")
    };
    assert_eq!(message, "That is not a way out of the player's cell.");
    send(
        &mut socket,
        r#"{"v":3,"game":"classic","type":"show","hint":false,"solution":true}"#,
    )
    .await;
    let shown = state(&mut socket).await;
    let way = shown.solution.expect("the way out");
    let mut last = None;
    for &cell in &way[1..] {
        send(&mut socket, &go(cell)).await;
        let now = state(&mut socket).await;
        assert_eq!(now.human.cell, cell);
        last = Some(now);
    }
    let last = last.expect("a way of steps");
    assert_eq!(last.winner, Some(classic::Winner::Human));
    assert_eq!(last.human.moves, way.len() as u64 - 1);
}

#[tokio::test]
async fn bad_messages_get_an_error_and_change_nothing() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(&mut socket, SOLO_GAME).await;
    let (_, before) = opening(&mut socket).await;
    let oversized = format!(
        r#"{{"v":3,"game":"classic","type":"hint","pad":"{}"}}"#,
        "x".repeat(20_000)
    );
    for bad in [
        "not json",
        r#"{"v":7,"type":"hint"}"#,
        r#"{"v":1,"type":"teleport"}"#,
        r#"{"v":3,"game":"classic","type":"move","dir":"north"}"#,
        r#"{"v":3,"game":"classic","type":"go","cell":"north"}"#,
        r#"{"v":3,"game":"classic","type":"new","difficulty":"9999x9999","mode":"single","ai":"easy"}"#,
        oversized.as_str(),
    ] {
        send(&mut socket, bad).await;
        let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
        else {
            panic!("{bad} was not refused")
        };
        assert!(!message.is_empty());
    }
    socket.send(Message::binary(vec![1, 2, 3])).await.unwrap();
    assert!(matches!(
        receive(&mut socket).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
    // The game is as it was: the same maze, the player where they stood.
    send(&mut socket, r#"{"v":3,"game":"classic","type":"hint"}"#).await;
    let ServerMessage::Classic(classic::Reply::Path { cells, .. }) = receive(&mut socket).await
    else {
        panic!()
    };
    assert_eq!(cells.first(), Some(&before.human.cell));
}

#[tokio::test]
async fn other_origins_cannot_open_a_game() {
    let addr = running().await;
    for origin in [Some("http://evil.example"), Some("null"), None] {
        match connect(addr, origin).await {
            Err(tungstenite::Error::Http(response)) => {
                assert_eq!(response.status(), StatusCode::FORBIDDEN, "{origin:?}");
            }
            Ok(_) => panic!("{origin:?} was let in"),
            Err(other) => panic!("{origin:?}: {other}"),
        }
    }
    let localhost = format!("http://localhost:{}", addr.port());
    assert!(connect(addr, Some(&localhost)).await.is_ok());
}

#[tokio::test]
async fn open_games_are_bounded_and_a_closed_tab_frees_its_place() {
    let addr = running().await;
    let mut open = Vec::new();
    for _ in 0..maze_web::MAX_CONNECTIONS {
        open.push(own(addr).await);
    }
    let origin = format!("http://{addr}");
    match connect(addr, Some(&origin)).await {
        Err(tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        }
        other => panic!("one too many was let in: {:?}", other.is_ok()),
    }
    let mut closed = open.pop().unwrap();
    closed.close(None).await.unwrap();
    // The server frees the place when it sees the close; give it a moment.
    let mut admitted = false;
    for _ in 0..50 {
        if connect(addr, Some(&origin)).await.is_ok() {
            admitted = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(admitted);
}

/// A text-mode word as the page would send it.
fn moving_message(word: &str) -> String {
    let body = match word {
        "r" | "l" => format!(r#""type":"rotate","clockwise":{}"#, word == "r"),
        "done" => r#""type":"end_move""#.to_owned(),
        "quit" => r#""type":"quit""#.to_owned(),
        "n" | "e" | "s" | "w" => format!(r#""type":"step","side":"{}""#, side_name(word)),
        _ if word.contains(',') => {
            let (x, y) = word.split_once(',').unwrap();
            format!(
                r#""type":"walk_to","x":{},"y":{}"#,
                zero_based(x),
                zero_based(y)
            )
        }
        _ if word.len() > 1 && "nesw".contains(&word[..1]) => {
            format!(
                r#""type":"slide","side":"{}","index":{}"#,
                side_name(&word[..1]),
                zero_based(&word[1..])
            )
        }
        _ => format!(r#""type":"{word}""#),
    };
    format!(r#"{{"v":3,"game":"moving",{body}}}"#)
}

/// A text-mode number (counted from 1) counted from 0; -1, which no message accepts, for
/// what is not a number.
fn zero_based(number: &str) -> i64 {
    number.parse::<i64>().map_or(-1, |n| n - 1)
}

fn side_name(letter: &str) -> &'static str {
    match letter {
        "n" => "north",
        "e" => "east",
        "s" => "south",
        _ => "west",
    }
}

/// Every case (board and moves) in a directory laid out as the course's: `boards/boardN.txt`
/// and `moves/movesN.txt`.
fn cases(dir: &std::path::Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir.join("boards")) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(n) = name
            .strip_prefix("board")
            .and_then(|r| r.strip_suffix(".txt"))
        else {
            continue;
        };
        let board = std::fs::read(entry.path()).unwrap();
        let Ok(moves) = std::fs::read_to_string(dir.join(format!("moves/moves{n}.txt"))) else {
            continue;
        };
        // A board that is not text is the text mode's business alone: no page can send it.
        if let Ok(board) = String::from_utf8(board) {
            found.push((board, moves));
        }
    }
    found
}

/// Replays one case through the socket and through text mode, and compares the games.
async fn replay_case(addr: SocketAddr, board: &str, moves: &str) {
    let mut socket = own(addr).await;
    let new =
        serde_json::json!({"v": maze_web::protocol::VERSION, "game": "moving", "type": "new", "board": board}).to_string();
    send(&mut socket, &new).await;
    let first = receive(&mut socket).await;
    let Ok(setup) = maze_moving::parse_board(board) else {
        let ServerMessage::Session(session::Reply::Error { message }) = first else {
            panic!("{first:?}")
        };
        assert!(
            message.starts_with("The game board file is inconsistent."),
            "{message}"
        );
        return;
    };
    let ServerMessage::Moving(moving::Reply::State(mut shown)) = first else {
        panic!("{first:?}")
    };
    let mut text = maze_moving::text::TextSession::new(setup);
    for word in moves.split_whitespace() {
        text.respond(word);
        send(&mut socket, &moving_message(word)).await;
        if let ServerMessage::Moving(moving::Reply::State(view)) = receive(&mut socket).await {
            shown = view;
        }
    }
    let game = text.game();
    let tiles: Vec<[bool; 4]> = game.maze().tiles().map(|(_, tile)| tile.sides()).collect();
    let page: Vec<[bool; 4]> = shown.tiles.iter().map(|tile| tile.open).collect();
    assert_eq!(page, tiles, "{board}");
    assert_eq!(shown.floating.open, game.floating().sides(), "{board}");
    for (player, colour) in shown.players.iter().zip(maze_moving::Colour::ALL) {
        let engine = game.player(colour);
        assert_eq!(
            (player.at, player.collected),
            (Cell::from(engine.cell), engine.collected),
            "{board}"
        );
    }
    assert_eq!(shown.current, game.current().into(), "{board}");
    assert_eq!(shown.phase, moving::Phase::from(game.phase()), "{board}");
    // The log holds every turn, numbered from 1; a state's history is its end.
    send(&mut socket, &moving_message("log")).await;
    let ServerMessage::Moving(moving::Reply::Log { turns }) = receive(&mut socket).await else {
        panic!("no log")
    };
    let numbers: Vec<u32> = turns.iter().map(|turn| turn.number).collect();
    assert_eq!(
        numbers,
        (1..=turns.len() as u32).collect::<Vec<_>>(),
        "{board}"
    );
    assert!(turns.ends_with(&shown.history), "{board}");
}

#[tokio::test]
async fn moving_maze_games_through_the_socket_end_as_in_text_mode() {
    // The project's own cases, and the course's where `MOVING_MAZE_SHARED_CASES` points
    // (as on CI).
    let own_cases =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../maze-cli/tests/moving-cases");
    let mut all = cases(&own_cases);
    assert!(all.len() >= 15);
    if let Some(shared) = std::env::var_os("MOVING_MAZE_SHARED_CASES") {
        let shared = cases(std::path::Path::new(&shared));
        assert!(!shared.is_empty(), "no cases in MOVING_MAZE_SHARED_CASES");
        all.extend(shared);
    }
    let addr = running().await;
    for (board, moves) in &all {
        replay_case(addr, board, moves).await;
    }
}

#[tokio::test]
async fn moving_maze_refuses_bad_boards_and_out_of_turn_commands() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(
        &mut socket,
        r#"{"v":3,"game":"moving","type":"rotate","clockwise":true}"#,
    )
    .await;
    assert!(matches!(
        receive(&mut socket).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
    let bad =
        serde_json::json!({"v": maze_web::protocol::VERSION, "game": "moving", "type": "new", "board": "5 5\n1\nnonsense"})
            .to_string();
    send(&mut socket, &bad).await;
    let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
    else {
        panic!()
    };
    assert!(
        message.starts_with("The game board file is inconsistent."),
        "{message}"
    );
    send(
        &mut socket,
        r#"{"v":3,"game":"moving","type":"new","random":{"width":5,"height":5,"relics":1,"seed":3}}"#,
    )
    .await;
    let ServerMessage::Moving(moving::Reply::State(start)) = receive(&mut socket).await else {
        panic!()
    };
    assert_eq!(start.phase, moving::Phase::Slide);
    // Moving before sliding, ending a move not begun, a fixed line: refused, nothing changed.
    for refused in [
        r#"{"v":3,"game":"moving","type":"step","side":"east"}"#,
        r#"{"v":3,"game":"moving","type":"end_move"}"#,
        r#"{"v":3,"game":"moving","type":"slide","side":"north","index":2}"#,
        r#"{"v":3,"game":"moving","type":"walk_to","x":99,"y":0}"#,
    ] {
        send(&mut socket, refused).await;
        assert!(
            matches!(
                receive(&mut socket).await,
                ServerMessage::Session(session::Reply::Error { .. })
            ),
            "{refused}"
        );
    }
    send(
        &mut socket,
        r#"{"v":3,"game":"moving","type":"slide","side":"north","index":1}"#,
    )
    .await;
    let ServerMessage::Moving(moving::Reply::State(after)) = receive(&mut socket).await else {
        panic!()
    };
    assert_eq!(after.phase, moving::Phase::Move);
    assert_eq!(after.tiles.len(), start.tiles.len());
    let reverse = after.insertions.iter().find(|i| i.undoes_last).unwrap();
    assert_eq!((reverse.side, reverse.index), (Dir::South, 1));
}

#[tokio::test]
async fn a_word_maze_through_the_socket_ends_as_the_engine_says() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(&mut socket, r#"{"v":3,"game":"words","type":"done"}"#).await;
    assert!(matches!(
        receive(&mut socket).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
    send(
        &mut socket,
        r#"{"v":3,"game":"words","type":"new","width":6,"height":5,"ai":"hard","seed":4}"#,
    )
    .await;
    let ServerMessage::Words(words::Reply::State(start)) = receive(&mut socket).await else {
        panic!()
    };
    assert_eq!((start.width, start.height, start.letters.len()), (6, 5, 30));
    let config = maze_words::Config {
        size: mazes::Size::new(6, 5),
        level: maze_words::Level::Hard,
        ..maze_words::Config::new(4)
    };
    let mut game = maze_words::Game::new(config, maze_words::Dictionary::english()).unwrap();
    assert_eq!(start.letters.as_bytes(), game.board().letters());
    // Handing in before the exit is refused; a trace answers with the engine's exploration.
    send(&mut socket, r#"{"v":3,"game":"words","type":"done"}"#).await;
    let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
    else {
        panic!()
    };
    assert_eq!(
        message,
        "Your path has not reached the exit (bottom right) yet."
    );
    send(
        &mut socket,
        r#"{"v":3,"game":"words","type":"trace","search":"dijkstra"}"#,
    )
    .await;
    let ServerMessage::Words(words::Reply::Trace(trace)) = receive(&mut socket).await else {
        panic!()
    };
    assert_eq!(
        trace.explored,
        maze_web::protocol::wire::cells(
            maze_words::trace(game.board(), maze_words::Search::Dijkstra).explored
        )
    );
    let path = maze_words::trace(game.board(), maze_words::Search::Bfs).path;
    let walk = mazes::Path::from_cells(game.board().grid(), &path).unwrap();
    let mut last = *start;
    for &dir in walk.steps() {
        game.apply(maze_words::Command::Move(dir)).unwrap();
        send(
            &mut socket,
            &format!(
                r#"{{"v":3,"game":"words","type":"step","dir":"{}"}}"#,
                dir.name()
            ),
        )
        .await;
        let ServerMessage::Words(words::Reply::State(view)) = receive(&mut socket).await else {
            panic!()
        };
        last = *view;
    }
    assert_eq!(last.breakdown, game.breakdown().into());
    assert_eq!(last.word_cells, game.word_cells());
    send(&mut socket, r#"{"v":3,"game":"words","type":"done"}"#).await;
    let ServerMessage::Words(words::Reply::State(done)) = receive(&mut socket).await else {
        panic!()
    };
    let maze_words::Event::Ended(expected) =
        game.apply(maze_words::Command::Done).unwrap().remove(0)
    else {
        panic!()
    };
    assert_eq!(done.outcome, Some((*expected).clone().into()));
}

#[tokio::test]
async fn a_treasure_maze_through_the_socket_follows_the_engine_and_runs_the_demos() {
    let addr = running().await;
    let mut socket = own(addr).await;
    send(
        &mut socket,
        r#"{"v":3,"game":"treasure","type":"new","width":6,"height":4,"seed":9}"#,
    )
    .await;
    let ServerMessage::Treasure(treasure::Reply::State(start)) = receive(&mut socket).await else {
        panic!()
    };
    // Without loops asked for, a room maze: about one loop a nine rooms.
    let size = mazes::Size::new(6, 4);
    assert_eq!(start.loops, maze_treasure::Config::fair_loops(size));
    assert!(start.loops > 0);
    let config = maze_treasure::Config {
        size,
        goal: Pos::new(5, 3),
        loops: start.loops,
        ..maze_treasure::Config::new(9)
    };
    let mut game = maze_treasure::Game::new(config).unwrap();
    assert_eq!(start.at, game.player().pos.into());
    let grid = game.treasure().grid().clone();
    let walk = mazes::solve::bfs(&grid, start.start.into(), start.goal.into()).unwrap();
    let mut last = *start;
    for &dir in walk.steps() {
        game.apply(maze_treasure::Command::Move(dir)).unwrap();
        send(
            &mut socket,
            &format!(
                r#"{{"v":3,"game":"treasure","type":"step","dir":"{}"}}"#,
                dir.name()
            ),
        )
        .await;
        let ServerMessage::Treasure(treasure::Reply::State(view)) = receive(&mut socket).await
        else {
            panic!()
        };
        last = *view;
    }
    assert_eq!(
        (last.at, last.gold),
        (game.player().pos.into(), game.player().gold)
    );
    assert_eq!(last.over, Some(treasure::End::Goal));
    assert!(
        last.said.contains("You reached the goal with"),
        "{}",
        last.said
    );
    // The game is over: a step is refused.
    send(
        &mut socket,
        r#"{"v":3,"game":"treasure","type":"step","dir":"north"}"#,
    )
    .await;
    assert!(matches!(
        receive(&mut socket).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
    for demo in ["explore", "perfect", "wealthiest", "wrapping"] {
        send(
            &mut socket,
            &format!(
                r#"{{"v":3,"game":"treasure","type":"demo","demo":"{demo}","width":5,"height":5,"seed":2}}"#
            ),
        )
        .await;
        let ServerMessage::Treasure(treasure::Reply::Demo {
            maze, path, story, ..
        }) = receive(&mut socket).await
        else {
            panic!("{demo}")
        };
        assert_eq!(path.first(), Some(&maze.start), "{demo}");
        assert_eq!(path.last(), Some(&maze.goal), "{demo}");
        assert!(story.len() >= path.len(), "{demo}: {story:?}");
    }
    send(
        &mut socket,
        r#"{"v":3,"game":"treasure","type":"demo","demo":"fly"}"#,
    )
    .await;
    assert!(matches!(
        receive(&mut socket).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
}

#[tokio::test]
async fn a_maze_game_saved_from_the_page_loads_back() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("classic.json");
    let addr = serving(bound().await.with_save_file(save.clone()));
    let mut socket = own(addr).await;
    send(&mut socket, r#"{"v":3,"game":"classic","type":"load"}"#).await;
    let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut socket).await
    else {
        panic!()
    };
    assert!(
        message.starts_with("Not loaded: nothing is saved yet"),
        "{message}"
    );
    let folder = dir.path().to_string_lossy().into_owned();
    assert!(
        !message.contains(&folder),
        "the page sees the server's files: {message}"
    );
    send(&mut socket, SOLO_GAME).await;
    let (board, start) = opening(&mut socket).await;
    send(&mut socket, r#"{"v":3,"game":"classic","type":"save"}"#).await;
    let ServerMessage::Session(session::Reply::Info { message }) = receive(&mut socket).await
    else {
        panic!()
    };
    assert!(message.starts_with("Game saved:"), "{message}");
    assert!(
        !message.contains(&folder),
        "the page sees the server's files: {message}"
    );
    // The save is the terminal's format: maze-classic reads it.
    let saved = maze_classic::save::from_json(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved.human().cell, start.human.cell);
    send(&mut socket, r#"{"v":3,"game":"classic","type":"hint"}"#).await;
    let ServerMessage::Classic(classic::Reply::Path { cells, .. }) = receive(&mut socket).await
    else {
        panic!()
    };
    send(&mut socket, &go(cells[1])).await;
    let moved = state(&mut socket).await;
    assert_ne!(moved.human.cell, start.human.cell);
    send(&mut socket, r#"{"v":3,"game":"classic","type":"load"}"#).await;
    let (loaded_board, loaded) = opening(&mut socket).await;
    assert_eq!(
        (loaded.human.cell, loaded_board.walls),
        (start.human.cell, board.walls)
    );
}

/// A reload through the sockets gets the game back under the page's token (the lobby's grace
/// period, by the server's clock, is tested in `session.rs`), once: a second hello and a
/// second taker are refused.
#[tokio::test]
async fn a_reload_gets_the_game_back_once() {
    let addr = running().await;
    let mut first = own(addr).await;
    send(&mut first, &hello(None)).await;
    let ServerMessage::Session(session::Reply::Welcome {
        token,
        resumed: false,
    }) = receive(&mut first).await
    else {
        panic!()
    };
    assert_eq!(token.len(), 32, "128 bits in hex");
    send(&mut first, NEW_GAME).await;
    let (_, started) = opening(&mut first).await;
    first.close(None).await.unwrap();
    // The reload: the same token, once the server has seen the first page go.
    let mut second = None;
    for _ in 0..250 {
        let mut page = own(addr).await;
        send(&mut page, &hello(Some(&token))).await;
        match receive(&mut page).await {
            ServerMessage::Session(session::Reply::Welcome {
                resumed: true,
                token: again,
            }) => {
                assert_eq!(again, token);
                second = Some(page);
                break;
            }
            ServerMessage::Session(session::Reply::Welcome { resumed: false, .. }) => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            other => panic!("{other:?}"),
        }
    }
    let mut second = second.expect("the game came back");
    let (_, back) = opening(&mut second).await;
    assert_eq!(
        (back.seed, back.human.cell),
        (started.seed, started.human.cell)
    );
    // A second hello on the same socket is refused; a token cannot be taken twice.
    send(&mut second, &hello(Some(&token))).await;
    assert!(matches!(
        receive(&mut second).await,
        ServerMessage::Session(session::Reply::Error { .. })
    ));
    let mut thief = own(addr).await;
    send(&mut thief, &hello(Some(&token))).await;
    let ServerMessage::Session(session::Reply::Welcome { resumed: false, .. }) =
        receive(&mut thief).await
    else {
        panic!()
    };
}

/// The token a hello on `socket` was welcomed with, and whether it took a game back.
async fn welcome(socket: &mut Socket, resume: Option<&str>) -> (String, bool) {
    send(socket, &hello(resume)).await;
    match receive(socket).await {
        ServerMessage::Session(session::Reply::Welcome { token, resumed }) => (token, resumed),
        other => panic!("{other:?}"),
    }
}

/// A game outlives its server: a server started again on the same folder gives a page its
/// game back as it was, moves and all. A second page with the same token (a duplicated tab)
/// takes the game over and the first page's socket is closed with the code that tells it not
/// to reconnect.
#[tokio::test]
async fn a_game_outlives_its_server_and_moves_to_the_newest_tab() {
    let folder = tempfile::tempdir().unwrap();
    let keeping = || async {
        serving(
            bound()
                .await
                .with_allowance(u32::MAX, u32::MAX)
                .with_live_games(folder.path().to_owned()),
        )
    };
    let first_server = keeping().await;
    let mut page = own(first_server).await;
    let (token, _) = welcome(&mut page, None).await;
    send(&mut page, SOLO_GAME).await;
    let (_, view) = opening(&mut page).await;
    let open = view.ways.iter().find(|w| w.open).unwrap().cell;
    send(&mut page, &go(open)).await;
    let moved = state(&mut page).await;
    assert_eq!(moved.human.moves, 1);

    // Another server on the same folder: the server started again.
    let second_server = keeping().await;
    let mut back = own(second_server).await;
    assert_eq!(
        welcome(&mut back, Some(&token)).await,
        (token.clone(), true)
    );
    let (_, resumed) = opening(&mut back).await;
    assert_eq!((resumed.human, resumed.seed), (moved.human, moved.seed));

    // A duplicated tab on the second server takes the game over.
    let mut twin = own(second_server).await;
    assert_eq!(
        welcome(&mut twin, Some(&token)).await,
        (token.clone(), true)
    );
    assert_eq!(opening(&mut twin).await.1.human, moved.human);
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match back.next().await {
                Some(Ok(Message::Close(frame))) => break frame,
                Some(Ok(_)) => {}
                other => panic!("{other:?}"),
            }
        }
    })
    .await
    .expect("closed within 5 s");
    assert_eq!(closed.map(|f| u16::from(f.code)), Some(4000));
}

/// A page's hello, taking back the game of `resume`'s page if given.
fn hello(resume: Option<&str>) -> String {
    match resume {
        Some(token) => format!(r#"{{"v":3,"game":"session","type":"hello","resume":"{token}"}}"#),
        None => r#"{"v":3,"game":"session","type":"hello"}"#.to_owned(),
    }
}

/// Pages of one server all save to one file: each save gets its own temporary file, so none
/// deletes another's, and every save succeeds.
#[tokio::test]
async fn many_pages_save_at_once_and_every_save_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("classic.json");
    let addr = serving(bound().await.with_save_file(save.clone()));
    let mut pages = Vec::new();
    for _ in 0..16 {
        let mut socket = own(addr).await;
        send(&mut socket, NEW_GAME).await;
        opening(&mut socket).await;
        pages.push(socket);
    }
    let saves = pages.into_iter().map(|mut socket| async move {
        for _ in 0..10 {
            send(&mut socket, r#"{"v":3,"game":"classic","type":"save"}"#).await;
            match receive(&mut socket).await {
                ServerMessage::Session(session::Reply::Info { .. }) => {}
                other => panic!("a save failed: {other:?}"),
            }
        }
    });
    futures_util::future::join_all(saves).await;
    assert!(maze_classic::save::from_json(&std::fs::read_to_string(&save).unwrap()).is_ok());
}

/// A message far over the protocol's limit is not buffered: the socket is closed.
#[tokio::test]
async fn a_huge_message_closes_the_socket() {
    use futures_util::StreamExt;
    let addr = running().await;
    let mut socket = own(addr).await;
    let huge = format!(
        r#"{{"v":3,"game":"classic","type":"hint","pad":"{}"}}"#,
        "x".repeat(100_000)
    );
    // The server may close before the whole frame is sent.
    let _ = socket.send(Message::text(huge)).await;
    let next = tokio::time::timeout(Duration::from_secs(5), socket.next())
        .await
        .expect("an answer within 5 s");
    assert!(
        matches!(next, None | Some(Err(_)) | Some(Ok(Message::Close(_)))),
        "{next:?}"
    );
}

/// Pages asking for seconds of search (the treasure maze's wealthiest demo) do not stall the
/// others: a hint asked after them is answered before any of them, while every search still
/// runs (debug builds search for seconds here).
#[tokio::test]
async fn a_light_request_is_answered_while_heavy_ones_run() {
    use futures_util::{FutureExt, StreamExt};
    let addr = running().await;
    let mut light = own(addr).await;
    send(&mut light, SOLO_GAME).await;
    opening(&mut light).await;
    let demo = r#"{"v":3,"game":"treasure","type":"demo","demo":"wealthiest","width":14,"height":14,"loops":120,"seed":1}"#;
    let mut heavy = Vec::new();
    for _ in 0..3 {
        let mut socket = own(addr).await;
        send(&mut socket, demo).await;
        heavy.push(socket);
    }
    send(&mut light, r#"{"v":3,"game":"classic","type":"hint"}"#).await;
    let answer = receive(&mut light).await;
    assert!(
        matches!(answer, ServerMessage::Classic(classic::Reply::Path { .. })),
        "{answer:?}"
    );
    for socket in &mut heavy {
        let early = socket.next().now_or_never();
        assert!(
            early.is_none(),
            "a demo answered before the hint: {early:?}"
        );
    }
    for mut socket in heavy {
        let frame = tokio::time::timeout(Duration::from_secs(300), socket.next())
            .await
            .expect("the demos end")
            .unwrap()
            .unwrap();
        assert!(
            frame.to_text().unwrap().contains(r#""type":"demo""#),
            "{frame:?}"
        );
    }
}

/// Issue 68 (Deliver 6): fog on the page. Each state names the cells in sight (the engine's
/// `in_sight`), the board the cells seen so far, and a reload gets back all that was seen.
#[tokio::test]
async fn a_maze_game_in_fog_shows_what_is_in_sight_and_a_reload_keeps_what_was_seen() {
    let addr = running().await;
    let mut page = own(addr).await;
    send(&mut page, &hello(None)).await;
    let ServerMessage::Session(session::Reply::Welcome { token, .. }) = receive(&mut page).await
    else {
        panic!()
    };
    send(
        &mut page,
        r#"{"v":3,"game":"classic","type":"new","difficulty":"12x8","mode":"single","ai":"easy","seed":5,"regen":0,"fog":true}"#,
    )
    .await;
    let (board, start) = opening(&mut page).await;
    assert!(start.settings.ends_with(", in fog"), "{}", start.settings);
    let engine = maze_classic::Game::new(maze_classic::Config {
        difficulty: maze_classic::Difficulty::Custom(mazes::Size::new(12, 8)),
        regenerate_every: None,
        ..maze_classic::Config::new(5)
    })
    .unwrap();
    let sight = |cell| maze_classic::in_sight(engine.maze(), cell);
    assert_eq!(start.in_sight, Some(sight(start.human.cell)));
    let mut seen: std::collections::BTreeSet<usize> = board.seen.unwrap().into_iter().collect();
    assert_eq!(seen, sight(start.human.cell).into_iter().collect());
    // Five steps along the way out: each state's sight is the engine's, and adds to the seen.
    let way = engine.solution().unwrap();
    for &cell in &way[1..6] {
        send(&mut page, &go(cell)).await;
        let now = state(&mut page).await;
        assert_eq!(now.in_sight, Some(sight(cell)));
        seen.extend(sight(cell));
    }
    // Without fog, nothing of it is sent.
    let mut clear = own(addr).await;
    send(&mut clear, SOLO_GAME).await;
    let (plain, plain_state) = opening(&mut clear).await;
    assert_eq!((plain.seen, plain_state.in_sight), (None, None));
    // A reload gets back everything seen.
    page.close(None).await.unwrap();
    for _ in 0..250 {
        let mut again = own(addr).await;
        send(&mut again, &hello(Some(&token))).await;
        match receive(&mut again).await {
            ServerMessage::Session(session::Reply::Welcome { resumed: true, .. }) => {
                let (board, back) = opening(&mut again).await;
                let kept: std::collections::BTreeSet<usize> =
                    board.seen.unwrap().into_iter().collect();
                assert_eq!(kept, seen);
                assert_eq!(back.human.cell, way[5]);
                return;
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    panic!("the game in fog did not come back");
}
