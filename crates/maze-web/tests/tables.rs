//! Moving Maze tables through real sockets: seats with their own links, computers, spectators,
//! and every way a page might try to play for someone else.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a test fails by panicking"
)]

use std::net::SocketAddr;
use std::time::Duration;

use maze_web::protocol::moving::{Colour, Phase};
use maze_web::protocol::{ServerMessage, moving, session, table};

mod common;
use common::{Socket, bound, own, receive, send, serving};

/// A server whose computers do not pause. (How long a table nobody watches waits, by the
/// server's clock, is tested in `session.rs`.)
async fn running() -> SocketAddr {
    serving(bound().await.with_timing(maze_web::GRACE, Duration::ZERO))
}

const NEW_TABLE: &str = r#"{"v":3,"game":"table","type":"new","random":{"width":5,"height":5,"relics":1,"seed":3},
    "seats":["here","remote",{"computer":"easy"},"here"]}"#;

/// The next message that is not a roster (rosters come with every change, and whenever a
/// page joins or leaves).
async fn next(socket: &mut Socket) -> ServerMessage {
    loop {
        match receive(socket).await {
            ServerMessage::Table(table::Reply::Roster { .. }) => {}
            other => return other,
        }
    }
}

/// The next roster.
async fn roster(socket: &mut Socket) -> ([bool; 4], bool) {
    loop {
        if let ServerMessage::Table(table::Reply::Roster {
            present,
            creator_present,
        }) = receive(socket).await
        {
            return (present, creator_present);
        }
    }
}

async fn table(socket: &mut Socket) -> table::View {
    match next(socket).await {
        ServerMessage::Table(table::Reply::Seated(view)) => *view,
        other => panic!("{other:?}"),
    }
}

async fn moving(socket: &mut Socket) -> moving::View {
    match next(socket).await {
        ServerMessage::Moving(moving::Reply::State(view)) => *view,
        other => panic!("{other:?}"),
    }
}

async fn refused(socket: &mut Socket, text: &str) -> String {
    send(socket, text).await;
    match next(socket).await {
        ServerMessage::Session(session::Reply::Error { message }) => message,
        other => panic!("{other:?}"),
    }
}

/// States until one where `colour` is to slide.
async fn until_turn_of(socket: &mut Socket, colour: Colour) -> moving::View {
    loop {
        let view = moving(socket).await;
        if view.current == colour && view.phase == Phase::Slide {
            return view;
        }
    }
}

/// Joins table `id` with `token`: the page's view of the table and the game.
async fn join(
    addr: SocketAddr,
    id: &str,
    token: Option<&str>,
) -> (Socket, table::View, moving::View) {
    let mut page = own(addr).await;
    let token = token.map_or(String::new(), |t| format!(r#","token":"{t}""#));
    send(
        &mut page,
        &format!(r#"{{"v":3,"game":"table","type":"join","table":"{id}"{token}}}"#),
    )
    .await;
    let view = table(&mut page).await;
    let state = moving(&mut page).await;
    (page, view, state)
}

/// A creator's page at a new 5 × 5 table of one relic each (seed 3) with `seats`, as JSON,
/// and the table as it sees it.
async fn small_table(addr: SocketAddr, seats: &str) -> (Socket, table::View) {
    let mut creator = own(addr).await;
    let new = format!(
        r#"{{"v":3,"game":"table","type":"new","random":{{"width":5,"height":5,"relics":1,"seed":3}},"seats":{seats}}}"#
    );
    send(&mut creator, &new).await;
    let made = table(&mut creator).await;
    (creator, made)
}

/// The token in a link such as `/moving?table=…#seat=…`.
fn token_of(path: &str) -> &str {
    path.split("seat=").nth(1).unwrap()
}

const SLIDE: &str = r#"{"v":3,"game":"moving","type":"slide","side":"north","index":1}"#;
const END: &str = r#"{"v":3,"game":"moving","type":"end_move"}"#;

#[tokio::test]
async fn each_seat_plays_only_its_own_turns() {
    let addr = running().await;
    let mut creator = own(addr).await;
    send(&mut creator, NEW_TABLE).await;
    let made = table(&mut creator).await;
    assert_eq!(made.you, vec![Colour::Green, Colour::Blue]);
    let links = made.links.clone().unwrap();
    assert_eq!(links.seats.len(), 1);
    assert_eq!(links.seats[0].colour, Colour::Yellow);
    let yellow_token = token_of(&links.seats[0].path);
    assert_eq!(yellow_token.len(), 32, "128 bits in hex");
    let start = moving(&mut creator).await;
    assert_eq!((start.current, start.phase), (Colour::Green, Phase::Slide));

    let (mut friend, seen, _) = join(addr, &made.table, Some(yellow_token)).await;
    assert_eq!((seen.you, seen.links), (vec![Colour::Yellow], None));
    let (mut watcher, watching, _) = join(addr, &made.table, None).await;
    assert!(watching.you.is_empty());

    // A guessed token, someone else's turn, a watcher's move: each refused, nothing changes.
    let mut stranger = own(addr).await;
    let guess = format!(
        r#"{{"v":3,"game":"table","type":"join","table":"{}","token":"{:032x}"}}"#,
        made.table, 7
    );
    assert_eq!(
        refused(&mut stranger, &guess).await,
        "That link opens no seat at this table."
    );
    assert_eq!(
        refused(&mut friend, SLIDE).await,
        "It is Green's turn, not yours."
    );
    assert_eq!(
        refused(&mut watcher, SLIDE).await,
        "You are watching this game."
    );
    assert_eq!(
        refused(&mut friend, r#"{"v":3,"game":"moving","type":"quit"}"#).await,
        "Only the table's creator can end the game."
    );

    // A hint is for the page whose colour is to play.
    send(&mut creator, r#"{"v":3,"game":"moving","type":"hint"}"#).await;
    let ServerMessage::Moving(moving::Reply::Hint(hint)) = next(&mut creator).await else {
        panic!("no hint")
    };
    assert!(hint.said.starts_with("Hint: "), "{}", hint.said);
    assert_eq!(
        refused(&mut friend, r#"{"v":3,"game":"moving","type":"hint"}"#).await,
        "It is Green's turn, not yours."
    );

    // Green slides and ends: every page sees it.
    send(&mut creator, SLIDE).await;
    for page in [&mut creator, &mut friend, &mut watcher] {
        assert_eq!(moving(page).await.phase, Phase::Move);
    }
    send(&mut creator, END).await;
    for page in [&mut creator, &mut friend, &mut watcher] {
        assert_eq!(moving(page).await.current, Colour::Yellow);
    }
    assert_eq!(
        refused(&mut creator, SLIDE).await,
        "It is Yellow's turn, not yours."
    );

    // Yellow plays from its own page; then red, a computer, plays by itself.
    send(&mut friend, SLIDE).await;
    assert_eq!(moving(&mut friend).await.phase, Phase::Move);
    send(&mut friend, END).await;
    let blue = until_turn_of(&mut creator, Colour::Blue).await;
    assert!(blue.said.contains("Red"), "{}", blue.said);

    // A friend who reloads gets the game as it stands.
    drop(friend);
    let (_, again, state) = join(addr, &made.table, Some(yellow_token)).await;
    assert_eq!(again.you, vec![Colour::Yellow]);
    assert_eq!((state.current, state.tiles), (Colour::Blue, blue.tiles));
}

#[tokio::test]
async fn friends_see_who_is_there_and_take_over_when_the_creator_leaves() {
    let addr = running().await;
    let mut creator = own(addr).await;
    send(&mut creator, NEW_TABLE).await;
    let made = table(&mut creator).await;
    let yellow_token = token_of(&made.links.as_ref().unwrap().seats[0].path).to_owned();
    assert_eq!(
        roster(&mut creator).await,
        ([true, false, true, true], true)
    );
    let (mut friend, _, _) = join(addr, &made.table, Some(&yellow_token)).await;
    // The creator sees the friend arrive.
    loop {
        if roster(&mut creator).await == ([true, true, true, true], true) {
            break;
        }
    }
    let take_over = r#"{"v":3,"game":"table","type":"take_over"}"#;
    assert_eq!(
        refused(&mut friend, take_over).await,
        "The table's creator is still here."
    );
    drop(creator);
    // The friend is told the creator left, takes over, and may end the game.
    loop {
        if roster(&mut friend).await == ([false, true, true, false], false) {
            break;
        }
    }
    send(&mut friend, take_over).await;
    let taken = table(&mut friend).await;
    assert_eq!(taken.you, vec![Colour::Green, Colour::Yellow, Colour::Blue]);
    assert!(taken.links.is_some());
    send(&mut friend, r#"{"v":3,"game":"moving","type":"quit"}"#).await;
    loop {
        if moving(&mut friend).await.phase == Phase::Over {
            break;
        }
    }
}

#[tokio::test]
async fn a_flood_of_messages_is_refused() {
    let addr = running().await;
    let mut page = own(addr).await;
    let rotate = r#"{"v":3,"game":"moving","type":"rotate","clockwise":true}"#;
    for _ in 0..100 {
        send(&mut page, rotate).await;
    }
    let mut slowed = 0;
    for _ in 0..100 {
        if let ServerMessage::Session(session::Reply::Error { message }) = receive(&mut page).await
        {
            slowed += usize::from(message == "Too many messages: slow down.");
        }
    }
    assert!(slowed >= 50, "only {slowed} of 100 refused");
}

#[tokio::test]
async fn an_expert_seat_plays_its_turn_by_itself() {
    let addr = running().await;
    let mut creator = own(addr).await;
    send(
        &mut creator,
        r#"{"v":3,"game":"table","type":"new","random":{"width":7,"height":7,"relics":2,"seed":5},
        "seats":["here",{"computer":"expert"},"here","here"]}"#,
    )
    .await;
    assert_eq!(
        table(&mut creator).await.you,
        vec![Colour::Green, Colour::Red, Colour::Blue]
    );
    assert_eq!(moving(&mut creator).await.current, Colour::Green);
    send(&mut creator, SLIDE).await;
    assert_eq!(moving(&mut creator).await.phase, Phase::Move);
    send(&mut creator, END).await;
    let red = until_turn_of(&mut creator, Colour::Red).await;
    assert!(red.said.contains("Yellow"), "{}", red.said);
}

/// Issue 68: a table of two or three, its other colours seated nobody: only those who play
/// are in the state, turns pass among them, no link opens an absent seat, and fewer than two
/// are refused. On the server's own board of two, the colours it leaves out are absent.
#[tokio::test]
async fn a_table_of_two_plays_only_its_two_and_a_server_game_of_two_keeps_them() {
    let addr = running().await;
    let mut creator = own(addr).await;
    send(
        &mut creator,
        r#"{"v":3,"game":"table","type":"new","random":{"width":5,"height":5,"relics":1,"seed":3},
        "seats":["here","absent",{"computer":"easy"},"absent"]}"#,
    )
    .await;
    let made = table(&mut creator).await;
    assert_eq!(made.you, vec![Colour::Green]);
    assert!(made.links.as_ref().unwrap().seats.is_empty());
    assert_eq!(
        roster(&mut creator).await,
        ([true, false, true, false], true)
    );
    let start = moving(&mut creator).await;
    let playing: Vec<Colour> = start.players.iter().map(|p| p.colour).collect();
    assert_eq!(playing, [Colour::Green, Colour::Red]);
    assert!(
        start
            .tiles
            .iter()
            .filter_map(|t| t.relic)
            .all(|r| playing.contains(&r.colour)),
        "an absent colour's relic shows"
    );
    send(&mut creator, SLIDE).await;
    assert_eq!(moving(&mut creator).await.phase, Phase::Move);
    send(&mut creator, END).await;
    // Red, the computer, plays; then it is green's turn again: yellow and blue never play.
    let again = until_turn_of(&mut creator, Colour::Green).await;
    assert!(again.said.contains("Red"), "{}", again.said);
    assert!(
        again.history.iter().all(|t| playing.contains(&t.colour)),
        "{:?}",
        again.history
    );
    let one = r#"{"v":3,"game":"table","type":"new","random":{"width":5,"height":5,"relics":1},
        "seats":["here","absent","absent","absent"]}"#;
    assert_eq!(
        refused(&mut creator, one).await,
        "Seat at least two colours: a game of Moving Maze needs two to four players."
    );

    // The server's own board, a game of green and blue: the seats it leaves out are absent
    // whatever a page asks, and leaving out one it plays is refused.
    let setup = maze_moving::random_board(5, 5, 1, &mut mazes::rng_from_seed(4)).unwrap();
    let game = maze_moving::Game::with_colours(
        setup,
        &[maze_moving::Colour::Green, maze_moving::Colour::Blue],
    )
    .unwrap();
    let addr = serving(
        bound()
            .await
            .with_timing(maze_web::GRACE, Duration::ZERO)
            .with_moving_game(game),
    );
    let mut page = own(addr).await;
    send(
        &mut page,
        r#"{"v":3,"game":"table","type":"new","seats":["here","here",{"computer":"easy"},"remote"]}"#,
    )
    .await;
    let made = table(&mut page).await;
    assert_eq!(made.you, vec![Colour::Green]);
    assert_eq!(made.seats[1], table::SeatChoice::Absent);
    assert_eq!(made.links.as_ref().unwrap().seats[0].colour, Colour::Blue);
    let state = moving(&mut page).await;
    let colours: Vec<Colour> = state.players.iter().map(|p| p.colour).collect();
    assert_eq!(colours, [Colour::Green, Colour::Blue]);
    assert_eq!(
        refused(
            &mut page,
            r#"{"v":3,"game":"table","type":"new","seats":["here","here","here","absent"]}"#
        )
        .await,
        "This server's board is played by Green and Blue: leave none of them out, or start a random board."
    );
}

/// A rematch at the same table (issue 69, item 9): once the game is over, the creator plays
/// again with the same seats and links on a new random board of the same shape; a friend may
/// not start it, nor anyone while the game is on.
#[tokio::test]
async fn the_creator_starts_a_rematch_at_the_same_table() {
    let addr = running().await;
    let (mut creator, made) = small_table(addr, r#"["here","remote","absent","absent"]"#).await;
    roster(&mut creator).await;
    let first = moving(&mut creator).await;
    let rematch = r#"{"v":3,"game":"table","type":"rematch"}"#;
    assert_eq!(
        refused(&mut creator, rematch).await,
        "The game is still on: a rematch begins once it is over."
    );
    let links = made.links.unwrap();
    let (mut friend, _, _) = join(addr, &made.table, Some(token_of(&links.seats[0].path))).await;
    assert_eq!(
        refused(&mut friend, rematch).await,
        "Only the table's creator can start a rematch."
    );
    send(&mut creator, r#"{"v":3,"game":"moving","type":"quit"}"#).await;
    assert_eq!(moving(&mut creator).await.phase, Phase::Over);
    send(&mut creator, rematch).await;
    let again = moving(&mut creator).await;
    assert_eq!((again.width, again.height, again.relic_goal), (5, 5, 1));
    assert_eq!(again.phase, Phase::Slide);
    assert!(again.history.is_empty());
    assert_ne!(again.seed, first.seed, "a new board");
    let players: Vec<Colour> = again.players.iter().map(|p| p.colour).collect();
    assert_eq!(players, [Colour::Green, Colour::Yellow]);
    // The friend, at the same table with the same link, is sent the new game.
    loop {
        if let ServerMessage::Moving(moving::Reply::State(view)) = next(&mut friend).await
            && view.history.is_empty()
            && view.phase == Phase::Slide
        {
            break;
        }
    }
}

/// One live tab a seat (issue 69, item 9): a seat's link opened in a second tab plays there,
/// and the first tab is told it watches now, its moves refused.
#[tokio::test]
async fn a_seat_opened_in_a_second_tab_moves_there_and_the_first_watches() {
    let addr = running().await;
    let (_creator, made) = small_table(addr, r#"["remote","here","absent","absent"]"#).await;
    let token = token_of(&made.links.unwrap().seats[0].path).to_owned();
    let (mut first, seated, _) = join(addr, &made.table, Some(&token)).await;
    assert_eq!(seated.you, vec![Colour::Green]);
    let (mut second, seated, _) = join(addr, &made.table, Some(&token)).await;
    assert_eq!(seated.you, vec![Colour::Green]);
    // The first tab learns it watches.
    let mut told = false;
    let mut watching = false;
    while !(told && watching) {
        match next(&mut first).await {
            ServerMessage::Table(table::Reply::Seated(view)) => watching = view.you.is_empty(),
            ServerMessage::Session(session::Reply::Info { message }) => {
                told = message.starts_with("Your seat is played in another tab now");
            }
            _ => {}
        }
    }
    assert_eq!(
        refused(&mut first, SLIDE).await,
        "You are watching this game."
    );
    send(&mut second, SLIDE).await;
    assert_eq!(moving(&mut second).await.phase, Phase::Move);
}
