//! One page's session, and the one place that decides what each of its messages means: the
//! hello, tables, and every game's requests, each handed to that game's adapter. The socket
//! loop and the fuzz target both enter here.

use std::sync::Arc;
use std::time::Duration;

use crate::classic::Classic;
use crate::hub::Hub;
use crate::lobby::new_token;
use crate::moving::{Moving, Source};
use crate::playing::Playing;
use crate::protocol::{
    ClientMessage, ProtocolError, ServerMessage, classic, moving, parse, session, table, treasure,
    words,
};
use crate::tables::{Owner, Role, Table};
use crate::treasure::TreasureGame;
use crate::words::Words;

/// A page's session: its token, the game it plays on its own, the table it sits at.
///
/// Dropped (the page closed), its own game waits in the lobby for a reload.
#[derive(Debug)]
pub struct Session {
    hub: Arc<Hub>,
    token: Option<String>,
    playing: Option<Playing>,
    sitting: Option<Sitting>,
    /// Refusals this page may still have logged: a flooding page must not flood the log.
    log_budget: u32,
    /// Who this page is, as the owner of the tables it opens.
    owner: Owner,
}

/// The refusals of one page that are logged; the rest are counted out of the log.
const LOGGED_REFUSALS: u32 = 20;

/// What an answer is when it is not a message: why the request was refused.
type Answer = Result<Vec<ServerMessage>, String>;

impl Session {
    /// A session with no game yet, sharing `hub` with the others.
    pub fn new(hub: Arc<Hub>) -> Session {
        Session::from_client(hub, None)
    }

    /// A session for a page at `client`, an address told apart from others' (beyond
    /// loopback), for the limits on what one address may hold.
    pub fn from_client(hub: Arc<Hub>, client: Option<std::net::IpAddr>) -> Session {
        let owner = Owner {
            page: hub.page_number(),
            client,
        };
        Session {
            owner,
            hub,
            token: None,
            playing: None,
            sitting: None,
            log_budget: LOGGED_REFUSALS,
        }
    }

    /// Logs a refusal of this page's, within the page's budget: the reason is written escaped
    /// (`Debug`), so that a page's text cannot reach the server's terminal raw.
    pub fn log_refusal(&mut self, reason: &str) {
        match self.log_budget {
            0 => return,
            1 => {
                tracing::info!(?reason, "refused a message");
                tracing::info!("this page's further refusals are not logged");
            }
            _ => tracing::info!(?reason, "refused a message"),
        }
        self.log_budget -= 1;
    }

    /// The answers to the text frame `text`, received at `now`.
    pub fn handle(&mut self, text: &str, now: Duration) -> Vec<ServerMessage> {
        self.answer(parse(text), now)
    }

    /// The answers to a frame once read: a message, or why it is none.
    pub fn answer(
        &mut self,
        message: Result<ClientMessage, ProtocolError>,
        now: Duration,
    ) -> Vec<ServerMessage> {
        match message {
            Ok(message) => self.dispatch(message, now),
            Err(err) => {
                let reason = err.to_string();
                self.log_refusal(&reason);
                vec![ServerMessage::error(reason)]
            }
        }
    }

    /// The answers to `message`, received at `now`. Every message a page sends is decided
    /// here: a game's requests go to its adapter, and starting a game of its own takes the
    /// page away from the table it sat at.
    pub fn dispatch(&mut self, message: ClientMessage, now: Duration) -> Vec<ServerMessage> {
        let answer = match message {
            ClientMessage::Session(session::Request::Hello { resume }) => self.hello(resume, now),
            ClientMessage::Table(request) => self.table(request),
            ClientMessage::Moving(request) if self.sitting.is_some() && at_table(&request) => {
                self.at_table(request)
            }
            ClientMessage::Classic(request) => self.leave_table().classic(request, now),
            ClientMessage::Moving(request) => self.leave_table().moving(request, now),
            ClientMessage::Words(request) => self.leave_table().words(request, now),
            ClientMessage::Treasure(request) => self.leave_table().treasure(request, now),
        };
        answer.unwrap_or_else(|reason| {
            self.log_refusal(&reason);
            vec![ServerMessage::error(reason)]
        })
    }

    /// What time passing to `now` changed in the page's own game: a regenerated maze.
    pub fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        self.playing
            .as_mut()
            .map(|playing| playing.tick(now))
            .unwrap_or_default()
    }

    /// The next change at the page's table, pushed by another page or a computer: who is
    /// there, and the game; never, when the page sits at none.
    pub async fn next_change(&mut self) -> Vec<ServerMessage> {
        match &mut self.sitting {
            Some(sitting) => tokio::select! {
                Ok(()) = sitting.changes.changed() => {
                    vec![sitting.table.roster(), sitting.table.state()]
                }
                Ok(()) = sitting.presence.changed() => vec![sitting.table.roster()],
                else => std::future::pending().await,
            },
            None => std::future::pending().await,
        }
    }

    /// What a page needs to draw what it plays (its table's game, or its own) from nothing,
    /// as after the last change.
    pub fn opening(&self, now: Duration) -> Vec<ServerMessage> {
        match &self.sitting {
            Some(sitting) => vec![sitting.table.state()],
            None => self
                .playing
                .as_ref()
                .map(|playing| playing.opening(now))
                .unwrap_or_default(),
        }
    }

    /// The answer to `hello`: the page's token, and the game it had before a reload if that
    /// game is still waiting.
    fn hello(&mut self, resume: Option<String>, now: Duration) -> Answer {
        if self.token.is_some() {
            return Err("Say hello once, first.".to_owned());
        }
        let parked = resume.and_then(|token| {
            let playing = self.hub.lobby.take(&token)?;
            Some((token, playing))
        });
        let resumed = parked.is_some();
        let token = match parked {
            Some((token, playing)) => {
                self.playing = Some(playing);
                token
            }
            None => new_token(),
        };
        self.token = Some(token.clone());
        let welcome = ServerMessage::Session(session::Reply::Welcome { token, resumed });
        let game = self.playing.as_ref().filter(|_| resumed);
        Ok([welcome]
            .into_iter()
            .chain(game.map(|playing| playing.opening(now)).unwrap_or_default())
            .collect())
    }

    /// Opening or joining a table: the table as this page sees it, then its game.
    fn table(&mut self, request: table::Request) -> Answer {
        let hub = Arc::clone(&self.hub);
        let (table, role) = match request {
            table::Request::New { board, seats } => {
                let source = Source::of(&board, hub.preset.as_deref());
                let mut seats = seats;
                let table = Moving::for_table(source, &mut seats)
                    .and_then(|m| hub.tables.create(m, seats, self.owner))?;
                (table, Role::Creator)
            }
            table::Request::Join { table, token } => hub.tables.join(&table, token.as_deref())?,
            table::Request::TakeOver => {
                let sitting = self.sitting.as_mut().ok_or("This page sits at no table.")?;
                sitting.role = sitting.table.take_over(sitting.role)?;
                return Ok(vec![sitting.table.view(sitting.role)]);
            }
        };
        // Leave the old table before sitting at the new one.
        self.sitting = None;
        let answers = vec![table.view(role), table.roster(), table.state()];
        self.sitting = Some(Sitting::new(table, role));
        Ok(answers)
    }

    /// A Moving Maze request from a page sitting at a table: acted on by the table, whose
    /// change every page there is sent.
    fn at_table(&mut self, request: moving::Request) -> Answer {
        let Some(sitting) = &self.sitting else {
            return Err("This page sits at no table.".to_owned());
        };
        if request == moving::Request::Hint {
            return Ok(vec![sitting.table.hint(sitting.role)?]);
        }
        let command = crate::moving::command(&request).ok_or("That is not a move.")?;
        sitting.table.act(sitting.role, command)?;
        self.hub.tables.start_computers(&sitting.table);
        Ok(Vec::new())
    }

    /// The page leaves its table, if it sits at one, for a game of its own.
    fn leave_table(&mut self) -> &mut Session {
        self.sitting = None;
        self
    }

    /// Makes `playing` the page's game; what the page draws it from.
    fn begin(&mut self, playing: Playing, now: Duration) -> Vec<ServerMessage> {
        self.playing.insert(playing).opening(now)
    }

    fn classic(&mut self, request: classic::Request, now: Duration) -> Answer {
        let save_file = self.hub.save_file.clone();
        let no_saves = || "This server keeps no saves.".to_owned();
        match request {
            classic::Request::New {
                difficulty,
                mode,
                ai,
                seed,
                regen,
                shape,
                levels,
                mask,
                text,
                weave,
                fog,
            } => {
                let board = crate::classic::board(shape, levels, mask, text, weave)?;
                let settings = crate::classic::Settings {
                    difficulty,
                    board,
                    mode,
                    ai,
                    seed,
                    regen,
                    fog,
                };
                let game = Classic::start(settings, now)?;
                Ok(self.begin(Playing::Classic(Box::new(game)), now))
            }
            classic::Request::Load => {
                let game = Classic::load(save_file.as_deref().ok_or_else(no_saves)?, now)?;
                // A save keeps no fog: a game in fog loads into fog, as `maze play --fog` does.
                let fogged = matches!(&self.playing, Some(Playing::Classic(g)) if g.is_fogged());
                let game = if fogged { game.in_fog() } else { game };
                let mut answer = self.begin(Playing::Classic(Box::new(game)), now);
                answer.push(ServerMessage::info(
                    "Loaded the saved game: it goes on where it was saved.",
                ));
                Ok(answer)
            }
            classic::Request::Save if save_file.is_none() => Err(no_saves()),
            request => match &mut self.playing {
                Some(Playing::Classic(game)) => game.answer(request, now, save_file.as_deref()),
                _ => Err("There is no Maze Game here: start one first.".to_owned()),
            },
        }
    }

    fn moving(&mut self, request: moving::Request, now: Duration) -> Answer {
        if let moving::Request::New(board) = request {
            let source = Source::of(&board, self.hub.preset.as_deref());
            let game = Moving::start(source)?;
            return Ok(self.begin(Playing::Moving(Box::new(game)), now));
        }
        match &mut self.playing {
            Some(Playing::Moving(game)) => Ok(vec![game.answer(&request)?]),
            _ => Err("There is no Moving Maze game here: start one first.".to_owned()),
        }
    }

    fn words(&mut self, request: words::Request, now: Duration) -> Answer {
        if let words::Request::New {
            width,
            height,
            ai,
            seed,
            dictionary,
        } = request
        {
            let game = Words::start(width, height, ai, seed, dictionary.as_deref())?;
            return Ok(self.begin(Playing::Words(Box::new(game)), now));
        }
        match &mut self.playing {
            Some(Playing::Words(game)) => Ok(vec![game.answer(request)?]),
            _ => Err("There is no word maze here: start one first.".to_owned()),
        }
    }

    fn treasure(&mut self, request: treasure::Request, now: Duration) -> Answer {
        match request {
            treasure::Request::New(settings) => {
                let game = TreasureGame::start(&settings)?;
                Ok(self.begin(Playing::Treasure(Box::new(game)), now))
            }
            treasure::Request::Demo { demo, settings } => {
                Ok(vec![crate::treasure::demo(&settings, demo)?])
            }
            treasure::Request::Step { dir } => match &mut self.playing {
                Some(Playing::Treasure(game)) => Ok(vec![game.step(dir.into())?]),
                _ => Err("There is no treasure maze here: start one first.".to_owned()),
            },
        }
    }
}

impl Drop for Session {
    /// The page went: its own game waits in the lobby for a reload.
    fn drop(&mut self) {
        if let (Some(token), Some(playing)) = (self.token.take(), self.playing.take()) {
            self.hub.lobby.park(token, playing);
        }
    }
}

/// Whether answering `message` may take long: a search that can run for a second or more (the
/// hard AI's answer, a treasure maze's demo or its closing search for the wealthiest way, a
/// Moving Maze hint), or a new board or maze of the largest sizes.
pub fn is_heavy(message: &ClientMessage) -> bool {
    match message {
        ClientMessage::Session(_) => false,
        ClientMessage::Classic(request) => {
            matches!(
                request,
                classic::Request::New { .. } | classic::Request::Load
            )
        }
        ClientMessage::Moving(request) => {
            matches!(request, moving::Request::New(_) | moving::Request::Hint)
        }
        ClientMessage::Table(_) => true,
        ClientMessage::Words(request) => {
            matches!(request, words::Request::New { .. } | words::Request::Done)
        }
        ClientMessage::Treasure(_) => true,
    }
}

/// Whether a page sitting at a table sends `request` to the table: everything but a new game
/// of its own.
fn at_table(request: &moving::Request) -> bool {
    !matches!(request, moving::Request::New(_))
}

/// A page's seat at a table, while it sits at one.
#[derive(Debug)]
struct Sitting {
    table: Arc<Table>,
    role: Role,
    changes: tokio::sync::watch::Receiver<u64>,
    presence: tokio::sync::watch::Receiver<u64>,
}

impl Sitting {
    fn new(table: Arc<Table>, role: Role) -> Sitting {
        let mut changes = table.changes();
        changes.mark_unchanged();
        let mut presence = table.presence();
        presence.mark_unchanged();
        Sitting {
            table,
            role,
            changes,
            presence,
        }
    }
}

impl Drop for Sitting {
    fn drop(&mut self) {
        self.table.leave(self.role);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::classic::{BoardView, Reply, View, Winner};
    use crate::settings::Settings;

    fn session() -> Session {
        Session::new(Hub::new(&Settings::default()))
    }

    const NEW: &str = r#"{"v":3,"game":"classic","type":"new","difficulty":"6x4","mode":"single","ai":"easy","seed":3,"regen":0}"#;

    /// A step to `cell`.
    fn go(cell: usize) -> String {
        format!(r#"{{"v":3,"game":"classic","type":"go","cell":{cell}}}"#)
    }

    /// The one state among `messages`.
    fn state(messages: &[ServerMessage]) -> &View {
        match messages {
            [ServerMessage::Classic(Reply::State(view))] => view,
            other => panic!("{other:?}"),
        }
    }

    /// The board and the state a game opens with.
    fn opening(messages: &[ServerMessage]) -> (BoardView, View) {
        match messages {
            [
                ServerMessage::Classic(Reply::Board(board)),
                ServerMessage::Classic(Reply::State(view)),
            ] => (*board.clone(), *view.clone()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_game_is_won_by_following_the_solution() {
        let mut session = session();
        let (board, _) = opening(&session.handle(NEW, Duration::ZERO));
        assert_eq!((board.shape.as_str(), board.centres.len()), ("square", 24));
        assert_eq!(board.extent, [6.0, 4.0]);
        let solution = r#"{"v":3,"game":"classic","type":"solution"}"#;
        let [ServerMessage::Classic(Reply::Path { cells, .. })] =
            &session.handle(solution, Duration::ZERO)[..]
        else {
            panic!()
        };
        let mut last = None;
        for (i, &cell) in cells[1..].iter().enumerate() {
            let now = Duration::from_secs(1 + i as u64);
            last = Some(state(&session.handle(&go(cell), now)).clone());
        }
        let last = last.unwrap();
        assert_eq!(last.human.cell, board.exit);
        assert_eq!(last.winner, Some(Winner::Human));
    }

    #[test]
    fn shown_ways_out_come_with_every_step() {
        let mut session = session();
        let view = opening(&session.handle(NEW, Duration::ZERO)).1;
        assert_eq!((view.hint.as_ref(), view.solution.as_ref()), (None, None));
        assert_eq!((view.difficulty.as_str(), view.seed), ("6x4", 3));
        let show = r#"{"v":3,"game":"classic","type":"show","hint":true,"solution":true}"#;
        let shown = state(&session.handle(show, Duration::ZERO)).clone();
        let solution = shown.solution.unwrap();
        let hint = shown.hint.unwrap();
        assert_eq!(solution[0], view.human.cell);
        assert_eq!(hint[..], solution[..hint.len()]);
        let after = state(&session.handle(&go(solution[1]), Duration::ZERO)).clone();
        assert_eq!(after.solution.as_deref(), Some(&solution[1..]));
        let hide = r#"{"v":3,"game":"classic","type":"show","hint":false,"solution":false}"#;
        let hidden = state(&session.handle(hide, Duration::ZERO)).clone();
        assert_eq!((hidden.hint, hidden.solution), (None, None));
    }

    #[test]
    fn refusals_change_nothing() {
        let mut session = session();
        let hello = r#"{"v":3,"game":"session","type":"hello"}"#;
        session.handle(hello, Duration::ZERO);
        let hint = r#"{"v":3,"game":"classic","type":"hint"}"#;
        assert!(session.handle(hint, Duration::ZERO)[0].is_error());
        let view = opening(&session.handle(NEW, Duration::ZERO)).1;
        let before = session.opening(Duration::ZERO);
        let walled = view.ways.iter().find(|way| !way.open).unwrap().cell;
        let far = go(view.human.cell + 2);
        for bad in [
            go(walled).as_str(),
            far.as_str(),
            "{",
            r#"{"v":9,"game":"classic","type":"hint"}"#,
            r#"{"v":2,"game":"classic","type":"hint"}"#,
            r#"{"v":3,"game":"classic","type":"move","dir":"north"}"#,
            r#"{"v":3,"game":"classic","type":"jump"}"#,
            hello,
            r#"{"v":3,"game":"classic","type":"new","difficulty":"huge","mode":"single","ai":"easy"}"#,
            r#"{"v":3,"game":"words","type":"back"}"#,
            r#"{"v":3,"game":"table","type":"join","table":"none"}"#,
        ] {
            let reply = session.handle(bad, Duration::ZERO);
            assert!(
                matches!(&reply[..], [only] if only.is_error()),
                "{bad}: {reply:?}"
            );
            assert_eq!(session.opening(Duration::ZERO), before, "{bad}");
        }
    }

    /// A regeneration sends the new maze, marked as one, and then the state; a step sends the
    /// state alone.
    #[test]
    fn regeneration_is_pushed_when_its_time_comes() {
        let mut session = session();
        let new = NEW.replace(r#""regen":0"#, r#""regen":2"#);
        let (board, view) = opening(&session.handle(&new, Duration::ZERO));
        assert!(!board.regenerated);
        assert_eq!(view.regenerate_in_ms, Some(2000));
        assert!(session.tick(Duration::from_secs(1)).is_empty());
        let (board, view) = opening(&session.tick(Duration::from_millis(2100)));
        assert!(board.regenerated);
        assert_eq!((board.generation, view.generation), (1, 1));
        let open = view.ways.iter().find(|way| way.open).unwrap().cell;
        state(&session.handle(&go(open), Duration::from_millis(2200)));
    }

    /// A hub whose time moves only when the test steps it.
    fn stepped_hub() -> (Arc<Hub>, crate::clock::Stepper) {
        let (clock, stepper) = crate::clock::Clock::stepped();
        let settings = Settings {
            clock,
            ..Settings::default()
        };
        (Hub::new(&settings), stepper)
    }

    /// The token a hello answered with, and whether it took a game back.
    fn hello(session: &mut Session, resume: Option<&str>) -> (String, bool) {
        let resume = resume.map_or("null".to_owned(), |token| format!("\"{token}\""));
        let text = format!(r#"{{"v":3,"game":"session","type":"hello","resume":{resume}}}"#);
        match &session.handle(&text, Duration::ZERO)[..] {
            [
                ServerMessage::Session(session::Reply::Welcome { token, resumed }),
                ..,
            ] => (token.clone(), *resumed),
            other => panic!("{other:?}"),
        }
    }

    /// A closed page's game waits the grace period, by the hub's clock, and no longer: a
    /// reload just within it gets the game back, one just after it a fresh start.
    #[test]
    fn a_closed_pages_game_waits_the_grace_period_and_no_longer() {
        let (hub, stepper) = stepped_hub();
        let grace = Settings::default().grace;
        let mut first = Session::new(Arc::clone(&hub));
        let (token, _) = hello(&mut first, None);
        opening(&first.handle(NEW, Duration::ZERO));
        drop(first);
        stepper.advance(grace - Duration::from_millis(1));
        let mut second = Session::new(Arc::clone(&hub));
        assert_eq!(hello(&mut second, Some(&token)), (token.clone(), true));
        assert_eq!(second.opening(Duration::ZERO).len(), 2);
        drop(second);
        stepper.advance(grace);
        let mut late = Session::new(hub);
        let (fresh, resumed) = hello(&mut late, Some(&token));
        assert!(!resumed && fresh != token);
        assert!(late.opening(Duration::ZERO).is_empty());
    }

    #[tokio::test]
    async fn a_page_says_hello_once_sits_at_a_table_and_leaves_it_for_a_game_of_its_own() {
        let mut session = session();
        let hello = r#"{"v":3,"game":"session","type":"hello"}"#;
        let welcome = session.handle(hello, Duration::ZERO);
        assert!(matches!(
            &welcome[..],
            [ServerMessage::Session(session::Reply::Welcome {
                resumed: false,
                ..
            })]
        ));
        assert!(session.handle(hello, Duration::ZERO)[0].is_error());
        let table = r#"{"v":3,"game":"table","type":"new","random":{"width":5,"height":5,"relics":1,"seed":4},"seats":["here","remote","here","here"]}"#;
        let seated = session.handle(table, Duration::ZERO);
        assert!(matches!(
            &seated[..],
            [
                ServerMessage::Table(_),
                ServerMessage::Table(_),
                ServerMessage::Moving(_)
            ]
        ));
        // A move at the table answers nothing here: its change is pushed to every page.
        let rotate = r#"{"v":3,"game":"moving","type":"rotate","clockwise":true}"#;
        assert!(session.handle(rotate, Duration::ZERO).is_empty());
        let pushed = session.next_change().await;
        assert!(matches!(
            &pushed[0],
            ServerMessage::Table(table::Reply::Roster {
                present: [true, false, true, true],
                creator_present: true
            })
        ));
        assert_eq!(pushed[1..], session.opening(Duration::ZERO));
        // A game of its own takes the page away from the table.
        let own = session.handle(NEW, Duration::ZERO);
        assert!(matches!(
            &own[..],
            [ServerMessage::Classic(_), ServerMessage::Classic(_)]
        ));
        assert!(session.sitting.is_none());
    }
}

#[cfg(test)]
mod table_tests {
    use crate::protocol::moving::Colour;

    use super::*;
    use crate::settings::Settings;
    use crate::tables::TABLES_PER_PAGE;

    const TABLE: &str = r#"{"v":3,"game":"table","type":"new","random":{"width":5,"height":5,"relics":1,"seed":4},"seats":["here","remote","here","here"]}"#;

    /// One page opening tables as fast as it can gets its share, and the next page still gets
    /// a table (one page took all 64 before).
    #[tokio::test]
    async fn a_page_opens_only_its_share_of_tables() {
        let hub = Hub::new(&Settings::default());
        let mut greedy = Session::new(Arc::clone(&hub));
        for _ in 0..TABLES_PER_PAGE {
            let answers = greedy.handle(TABLE, Duration::ZERO);
            assert!(
                matches!(&answers[..], [ServerMessage::Table(_), _, _]),
                "{answers:?}"
            );
        }
        for _ in 0..10 {
            let answers = greedy.handle(TABLE, Duration::ZERO);
            assert!(
                matches!(&answers[..], [only] if only.is_error()),
                "{answers:?}"
            );
        }
        let mut other = Session::new(hub);
        let answers = other.handle(TABLE, Duration::ZERO);
        assert!(
            matches!(&answers[..], [ServerMessage::Table(_), _, _]),
            "{answers:?}"
        );
    }

    /// A table nobody watches waits the grace period, by the hub's clock: its creator's link
    /// brings the seats back within it, and after it the table is gone.
    #[tokio::test]
    async fn a_table_nobody_watches_is_freed_after_the_grace_period() {
        let (clock, stepper) = crate::clock::Clock::stepped();
        let hub = Hub::new(&Settings {
            clock,
            ..Settings::default()
        });
        let grace = Settings::default().grace;
        let mut creator = Session::new(Arc::clone(&hub));
        let [ServerMessage::Table(table::Reply::Seated(view)), ..] =
            &creator.handle(TABLE, Duration::ZERO)[..]
        else {
            panic!("no table")
        };
        let own = &view.links.as_ref().unwrap().own;
        let (table, token) = (&view.table, own.split("seat=").nth(1).unwrap());
        let join = format!(
            r#"{{"v":3,"game":"table","type":"join","table":"{table}","token":"{token}"}}"#
        );
        drop(creator);
        stepper.advance(grace - Duration::from_millis(1));
        let mut back = Session::new(Arc::clone(&hub));
        let [ServerMessage::Table(table::Reply::Seated(seated)), ..] =
            &back.handle(&join, Duration::ZERO)[..]
        else {
            panic!("the creator's link did not bring the seats back")
        };
        assert_eq!(seated.you, [Colour::Green, Colour::Red, Colour::Blue]);
        drop(back);
        stepper.advance(grace);
        let mut late = Session::new(hub);
        let refused = late.handle(&join, Duration::ZERO);
        assert!(matches!(
            &refused[..],
            [ServerMessage::Session(session::Reply::Error { message })]
                if message == "There is no such table: it may have ended."
        ));
    }

    /// Beyond loopback, the pages of one address together get their share.
    #[tokio::test]
    async fn an_address_opens_only_its_share_of_tables() {
        let hub = Hub::new(&Settings::default());
        let client = Some(std::net::IpAddr::from([10, 0, 0, 7]));
        let mut opened = 0;
        for _ in 0..20 {
            let mut page = Session::from_client(Arc::clone(&hub), client);
            if !page.handle(TABLE, Duration::ZERO)[0].is_error() {
                opened += 1;
            }
        }
        assert_eq!(opened, crate::tables::TABLES_PER_CLIENT);
        let mut elsewhere = Session::from_client(hub, Some(std::net::IpAddr::from([10, 0, 0, 8])));
        assert!(!elsewhere.handle(TABLE, Duration::ZERO)[0].is_error());
    }
}

#[cfg(test)]
mod log_tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::settings::Settings;

    /// A log writer into memory.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A page flooding the server with refused messages that carry terminal control sequences
    /// (clear the screen, set the title): the log never holds them raw, and holds a bounded
    /// number of lines however many messages come.
    #[test]
    fn a_pages_refusals_are_logged_escaped_and_bounded() {
        let captured = Captured::default();
        let writer = captured.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        tracing::subscriber::with_default(subscriber, || {
            let mut session = Session::new(Hub::new(&Settings::default()));
            for i in 0..500 {
                let hostile = format!(
                    "{{\"v\":3,\"game\":\"classic\",\"type\":\"\\u001b[2J\\u001b]0;owned\\u0007{i}\"}}"
                );
                assert!(session.handle(&hostile, Duration::ZERO)[0].is_error());
            }
        });
        let log = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
        assert!(!log.contains('\u{1b}') && !log.contains('\u{7}'), "{log}");
        let lines = log.lines().count();
        assert!(
            (1..=LOGGED_REFUSALS as usize + 1).contains(&lines),
            "{lines} lines"
        );
    }
}
