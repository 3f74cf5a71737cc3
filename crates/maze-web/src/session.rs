//! One page's session, and the one place that decides what each of its messages means: the
//! hello, tables, and every game's requests, each handed to that game's adapter. The socket
//! loop and the fuzz target both enter here.

use std::sync::Arc;
use std::time::Duration;

use crate::classic::Classic;
use crate::hub::Hub;
use crate::journal::{Journal, Line, millis};
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
    /// Where the page's own game is written down as it is played.
    journal: Journal,
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
            journal: Journal::none(),
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
    /// page away from the table it sat at. What changed the page's own game is written down
    /// in its journal.
    pub fn dispatch(&mut self, mut message: ClientMessage, now: Duration) -> Vec<ServerMessage> {
        // What time did comes first, on its own (and in the journal): a request then meets
        // the game as it stands, and a refused one changes nothing.
        let mut answers = self.tick(now);
        choose_seed(&mut message, self.hub.preset.is_some());
        let kept = self.kept(&message);
        let answer = self.act(message.clone(), now);
        if answer.is_ok() {
            self.write_down(kept, message, now);
        }
        answers.extend(answer.unwrap_or_else(|reason| {
            self.log_refusal(&reason);
            vec![ServerMessage::error(reason)]
        }));
        answers
    }

    /// The answers to `message`, received at `now`, or why it was refused.
    fn act(&mut self, message: ClientMessage, now: Duration) -> Answer {
        match message {
            ClientMessage::Session(session::Request::Hello { resume }) => self.hello(resume, now),
            ClientMessage::Table(request) => self.table(request),
            ClientMessage::Moving(request) if self.sitting.is_some() && at_table(&request) => {
                self.at_table(request)
            }
            ClientMessage::Classic(request) => self.leave_table().classic(request, now),
            ClientMessage::Moving(request) => self.leave_table().moving(request, now),
            ClientMessage::Words(request) => self.leave_table().words(request, now),
            ClientMessage::Treasure(request) => self.leave_table().treasure(request, now),
        }
    }

    /// What `message`, once accepted, does to the page's own game's journal.
    fn kept(&self, message: &ClientMessage) -> Kept {
        use ClientMessage as M;
        match message {
            M::Session(_) | M::Table(_) => Kept::Nothing,
            M::Moving(request) if self.sitting.is_some() && at_table(request) => Kept::Nothing,
            M::Classic(classic::Request::New { .. })
            | M::Words(words::Request::New { .. })
            | M::Treasure(treasure::Request::New(_)) => Kept::Begins,
            M::Moving(moving::Request::New(board)) => {
                match Source::of(board, self.hub.preset.as_deref()) {
                    Source::Preset(Some(_)) => Kept::Saved,
                    _ => Kept::Begins,
                }
            }
            M::Classic(classic::Request::Load) => Kept::Saved,
            M::Classic(classic::Request::Save)
            | M::Moving(moving::Request::Hint | moving::Request::Log)
            | M::Words(words::Request::Trace { .. })
            | M::Treasure(treasure::Request::Demo { .. }) => Kept::Nothing,
            M::Classic(_) | M::Moving(_) | M::Words(_) | M::Treasure(_) => Kept::Continues,
        }
    }

    /// Writes down in the journal what the accepted `message` did at `now`, as `kept` says,
    /// while this page holds its game.
    fn write_down(&mut self, kept: Kept, message: ClientMessage, now: Duration) {
        let at = millis(now);
        let (Some(shelf), Some(token)) = (&self.hub.shelf, &self.token) else {
            return;
        };
        let line = match (kept, &self.playing) {
            (Kept::Nothing, _) | (_, None) => return,
            (Kept::Continues, _) => Ok(Line::Asked {
                at,
                request: message,
            }),
            (Kept::Begins, _) => Ok(Line::Began {
                at,
                request: message,
            }),
            (Kept::Saved, Some(Playing::Classic(game))) => game.saved().map(|save| Line::Loaded {
                at,
                save,
                fog: game.is_fogged(),
            }),
            (Kept::Saved, Some(Playing::Moving(game))) => {
                game.saved().map(|save| Line::Preset { at, save })
            }
            (Kept::Saved, Some(_)) => return,
        };
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                tracing::warn!(%why, "cannot keep a page's game on disk");
                self.journal = Journal::none();
                return;
            }
        };
        let journal = &mut self.journal;
        self.hub
            .while_holding(token, self.owner.page, || match kept {
                Kept::Continues => journal.add(&line),
                _ => *journal = shelf.begin(token, &line),
            });
    }

    /// Whether another page took this page's game over (a duplicated tab, a reconnection
    /// before this socket was seen to end): this page's socket is then closed.
    pub fn superseded(&self) -> bool {
        self.token
            .as_ref()
            .is_some_and(|token| self.hub.held_elsewhere(token, self.owner.page))
    }

    /// What time passing to `now` changed in the page's own game: a regenerated maze, which
    /// the journal notes (what the player sees in fog depends on where they stood then).
    pub fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        let changed = self
            .playing
            .as_mut()
            .map(|playing| playing.tick(now))
            .unwrap_or_default();
        if let (false, Some(token)) = (changed.is_empty(), &self.token) {
            let journal = &mut self.journal;
            let line = Line::Ticked { at: millis(now) };
            self.hub
                .while_holding(token, self.owner.page, || journal.add(&line));
        }
        changed
    }

    /// The next change at the page's table, pushed by another page or a computer: who is
    /// there, and the game; never, when the page sits at none.
    pub async fn next_change(&mut self) -> Vec<ServerMessage> {
        let page = self.owner.page;
        match &mut self.sitting {
            Some(sitting) => tokio::select! {
                Ok(()) = sitting.changes.changed() => {
                    vec![sitting.table.roster(), sitting.table.state()]
                }
                Ok(()) = sitting.presence.changed() => sitting.presence_changed(page),
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
    /// game is still waiting, in the lobby or (the server started again) on disk.
    fn hello(&mut self, resume: Option<String>, now: Duration) -> Answer {
        if self.token.is_some() {
            return Err("Say hello once, first.".to_owned());
        }
        let back = resume.and_then(|token| {
            let playing = self.take_back(&token, now)?;
            Some((token, playing))
        });
        let resumed = back.is_some();
        let token = match back {
            Some((token, playing)) => {
                self.playing = Some(playing);
                token
            }
            None => {
                let token = new_token();
                self.hub.hold(&token, self.owner.page);
                token
            }
        };
        self.token = Some(token.clone());
        let welcome = ServerMessage::Session(session::Reply::Welcome { token, resumed });
        let game = self.playing.as_ref().filter(|_| resumed);
        Ok([welcome]
            .into_iter()
            .chain(game.map(|playing| playing.opening(now)).unwrap_or_default())
            .collect())
    }

    /// The game of the page that held `token`, back at `now`: from the lobby if it waits
    /// there, else replayed from its journal (also when another page holds it still: this one
    /// takes it over). Its clock stood still while the page was away.
    fn take_back(&mut self, token: &str, now: Duration) -> Option<Playing> {
        let page = self.owner.page;
        let parked = match self.hub.held_elsewhere(token, page) {
            true => None,
            false => self.hub.lobby.take(token),
        };
        let (mut playing, since) = match parked {
            Some(parked) => {
                self.hub.hold(token, page);
                parked
            }
            None => {
                let shelf = self.hub.shelf.as_ref()?;
                // Held before the journal is read: the page that held the game writes no more.
                let before = self.hub.hold(token, page);
                let replayed = shelf.lines(token).and_then(|lines| self.replay(lines));
                let Some(last) = replayed else {
                    self.hub.give_back(token, page, before);
                    return None;
                };
                // Taken from a page still playing it, the game was never away: its clock ran
                // on (the journal's times are this server's). After a restart it stood still
                // from the last line.
                let since = if before.is_some() { now } else { last };
                (self.playing.take()?, since)
            }
        };
        playing.rebase(since, now);
        if let Some(shelf) = &self.hub.shelf {
            self.journal = shelf.reopen(token);
            self.journal.add(&Line::Back {
                at: millis(now),
                since: millis(since),
            });
        }
        Some(playing)
    }

    /// Plays a journal's `lines` again, each at the time it was played: the page's game as it
    /// was after the last, and that time. A line the game refuses now (an engine changed since)
    /// ends the replay there.
    fn replay(&mut self, lines: Vec<Line>) -> Option<Duration> {
        let mut last = None;
        for line in lines {
            let at = line.at();
            let replayed = match line {
                Line::Began { request, .. } | Line::Asked { request, .. } => {
                    self.act(request, at).map(drop)
                }
                Line::Loaded { save, fog, .. } => Classic::from_save(&save, at).map(|game| {
                    let game = if fog { game.in_fog() } else { game };
                    self.playing = Some(Playing::Classic(Box::new(game)));
                }),
                Line::Preset { save, .. } => Moving::from_save(&save).map(|game| {
                    self.playing = Some(Playing::Moving(Box::new(game)));
                }),
                Line::Ticked { .. } => {
                    if let Some(playing) = &mut self.playing {
                        playing.tick(at);
                    }
                    Ok(())
                }
                Line::Back { since, .. } => {
                    if let Some(playing) = &mut self.playing {
                        playing.rebase(Duration::from_millis(since), at);
                    }
                    Ok(())
                }
            };
            if let Err(why) = replayed {
                tracing::warn!(%why, "a kept game was replayed only in part");
                break;
            }
            last = Some(at);
        }
        last.filter(|_| self.playing.is_some())
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
            table::Request::Join { table, token } => {
                hub.tables.join(&table, token.as_deref(), self.owner.page)?
            }
            table::Request::TakeOver => {
                let sitting = self.sitting.as_mut().ok_or("This page sits at no table.")?;
                sitting.role = sitting.table.take_over(sitting.role)?;
                return Ok(vec![sitting.table.view(sitting.role)]);
            }
            table::Request::Rematch => {
                let sitting = self.sitting.as_ref().ok_or("This page sits at no table.")?;
                sitting.table.rematch(sitting.role)?;
                hub.tables.start_computers(&sitting.table);
                return Ok(Vec::new());
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
        match request {
            moving::Request::Hint => return Ok(vec![sitting.table.hint(sitting.role)?]),
            moving::Request::Log => return Ok(vec![sitting.table.log()]),
            _ => {}
        }
        let command = crate::moving::command(&request).ok_or("That is not a move.")?;
        sitting.table.act(sitting.role, self.owner.page, command)?;
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
    /// The page went: its own game waits in the lobby for a reload (unless another page took
    /// it over).
    fn drop(&mut self) {
        let Some(token) = self.token.take() else {
            return;
        };
        // A game another page took over is that page's now.
        if let (true, Some(playing)) = (
            self.hub.let_go(&token, self.owner.page),
            self.playing.take(),
        ) {
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

/// What an accepted request does to the page's own game's journal.
#[derive(Clone, Copy, Debug)]
enum Kept {
    /// Nothing: it changed no game of the page's own.
    Nothing,
    /// It began a game, which its request makes again.
    Begins,
    /// It began a game from a save (a Maze Game loaded, the server's own Moving Maze game),
    /// which the journal keeps.
    Saved,
    /// It changed the game, which it does again when replayed.
    Continues,
}

/// Chooses the seed of a new game of the page's own that asks for none, so that its
/// request, written down, makes the same game again. A Moving Maze game naming no board is on
/// a default random board when the server has no board of its own (`preset`).
fn choose_seed(message: &mut ClientMessage, preset: bool) {
    let seed = match message {
        ClientMessage::Classic(classic::Request::New { seed, .. })
        | ClientMessage::Words(words::Request::New { seed, .. }) => seed,
        ClientMessage::Treasure(treasure::Request::New(settings)) => &mut settings.seed,
        ClientMessage::Moving(moving::Request::New(board)) if board.board.is_none() => {
            if board.random.is_none() && preset {
                return;
            }
            &mut board
                .random
                .get_or_insert(crate::moving::DEFAULT_BOARD)
                .seed
        }
        _ => return,
    };
    seed.get_or_insert_with(crate::random_seed);
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

    /// What page `page` is sent when someone came or went: who is there, and if its seat's
    /// link was opened in another tab (which plays it now), that this page watches.
    fn presence_changed(&mut self, page: u64) -> Vec<ServerMessage> {
        if self.table.holds(self.role, page) {
            return vec![self.table.roster()];
        }
        self.table.demote(self.role);
        self.role = Role::Spectator;
        vec![
            self.table.view(Role::Spectator),
            self.table.roster(),
            ServerMessage::info(crate::tables::TAKEN),
        ]
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

    /// The token a hello at the hub's time answered with, and whether it took a game back.
    fn hello(session: &mut Session, resume: Option<&str>) -> (String, bool) {
        let resume = resume.map_or("null".to_owned(), |token| format!("\"{token}\""));
        let text = format!(r#"{{"v":3,"game":"session","type":"hello","resume":{resume}}}"#);
        let now = session.hub.now();
        match &session.handle(&text, now)[..] {
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

    /// A hub keeping pages' games in `folder`, on a clock that moves only when stepped.
    fn keeping_hub(folder: &std::path::Path) -> (Arc<Hub>, crate::clock::Stepper) {
        let (clock, stepper) = crate::clock::Clock::stepped();
        let settings = Settings {
            clock,
            live_games: Some(folder.to_owned()),
            ..Settings::default()
        };
        (Hub::new(&settings), stepper)
    }

    /// A race in fog with regenerations, played with the clock's pushes between the steps and a
    /// reload in the middle, comes back whole from its journal to a server started again (its
    /// clock reading less than the game's time), the game's clock going on from the last
    /// request; the clock stood still while the page was away.
    #[test]
    fn a_game_comes_back_from_its_journal_after_a_restart() {
        let folder = tempfile::tempdir().unwrap();
        let (hub, stepper) = keeping_hub(folder.path());
        let mut page = Session::new(Arc::clone(&hub));
        let (token, _) = hello(&mut page, None);
        let new = r#"{"v":3,"game":"classic","type":"new","difficulty":"8x8","mode":"versus","ai":"medium","regen":3,"fog":true}"#;
        opening(&page.handle(new, hub.now()));
        let mut last = hub.now();
        for i in 0..60usize {
            stepper.advance(Duration::from_millis(350));
            if i == 30 {
                let away = hub.now();
                drop(page);
                stepper.advance(Duration::from_secs(20));
                page = Session::new(Arc::clone(&hub));
                assert_eq!(hello(&mut page, Some(&token)), (token.clone(), true));
                let view = opening(&page.opening(hub.now())).1;
                let before = opening(&page.opening(away)).1;
                assert_eq!(view.elapsed_ms, before.elapsed_ms, "the clock stood still");
                continue;
            }
            if i % 4 == 0 {
                if !page.tick(hub.now()).is_empty() {
                    last = hub.now();
                }
                continue;
            }
            let view = match &page.opening(hub.now())[..] {
                [_, ServerMessage::Classic(Reply::State(view))] => view.clone(),
                other => panic!("{other:?}"),
            };
            if view.winner.is_some() {
                break;
            }
            let open: Vec<usize> = view
                .ways
                .iter()
                .filter(|w| w.open)
                .map(|w| w.cell)
                .collect();
            if !page.handle(&go(open[i % open.len()]), hub.now())[0].is_error() {
                last = hub.now();
            }
        }
        let played = page.opening(last);
        drop(page);
        let (restarted, stepper) = keeping_hub(folder.path());
        stepper.advance(Duration::from_secs(2));
        let mut back = Session::new(Arc::clone(&restarted));
        assert_eq!(hello(&mut back, Some(&token)), (token.clone(), true));
        assert_eq!(back.opening(restarted.now()), played);
        // The game goes on, and a second restart gets the move made since.
        let view = opening(&back.opening(restarted.now())).1;
        if view.winner.is_none() {
            let open = view.ways.iter().find(|w| w.open).unwrap().cell;
            stepper.advance(Duration::from_secs(1));
            back.handle(&go(open), restarted.now());
            let played = back.opening(restarted.now());
            drop(back);
            let (again, _) = keeping_hub(folder.path());
            let mut page = Session::new(Arc::clone(&again));
            assert_eq!(hello(&mut page, Some(&token)), (token, true));
            assert_eq!(page.opening(again.now()), played);
        }
    }

    /// Every game of a page's own comes back from its journal as it was: a treasure maze, a
    /// word maze and Moving Maze, each with moves made and a refused one (left out).
    #[test]
    fn every_game_of_a_pages_own_comes_back_after_a_restart() {
        let games: [&[&str]; 3] = [
            &[
                r#"{"v":3,"game":"treasure","type":"new","width":5,"height":5,"seed":11}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"east"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"south"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"east"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"south"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"west"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"south"}"#,
                r#"{"v":3,"game":"treasure","type":"step","dir":"east"}"#,
            ],
            &[
                r#"{"v":3,"game":"words","type":"new","width":6,"ai":"easy","seed":5}"#,
                r#"{"v":3,"game":"words","type":"step","dir":"east"}"#,
                r#"{"v":3,"game":"words","type":"step","dir":"south"}"#,
                r#"{"v":3,"game":"words","type":"back"}"#,
            ],
            &[
                r#"{"v":3,"game":"moving","type":"new"}"#,
                r#"{"v":3,"game":"moving","type":"rotate","clockwise":true}"#,
                r#"{"v":3,"game":"moving","type":"slide","side":"north","index":1}"#,
                r#"{"v":3,"game":"moving","type":"end_move"}"#,
                r#"{"v":3,"game":"moving","type":"slide","side":"west","index":3}"#,
            ],
        ];
        for requests in games {
            let folder = tempfile::tempdir().unwrap();
            let (hub, _) = keeping_hub(folder.path());
            let mut page = Session::new(Arc::clone(&hub));
            let (token, _) = hello(&mut page, None);
            let mut accepted = 0;
            for request in requests {
                let answer = page.handle(request, hub.now());
                accepted += usize::from(!answer.iter().any(ServerMessage::is_error));
            }
            assert!(accepted >= 3, "{requests:?}");
            let played = page.opening(hub.now());
            drop(page);
            let (restarted, _) = keeping_hub(folder.path());
            let mut back = Session::new(Arc::clone(&restarted));
            assert_eq!(hello(&mut back, Some(&token)), (token, true));
            assert_eq!(back.opening(restarted.now()), played, "{requests:?}");
        }
    }

    /// A page of `hub` that said hello, began the small game and took one step through an
    /// open way; its token, and the game's first view.
    fn stepped_once(hub: &Arc<Hub>) -> (Session, String, View) {
        let mut page = Session::new(Arc::clone(hub));
        let (token, _) = hello(&mut page, None);
        let (_, view) = opening(&page.handle(NEW, hub.now()));
        let open = view.ways.iter().find(|w| w.open).unwrap().cell;
        page.handle(&go(open), hub.now());
        (page, token, view)
    }

    /// A second page with a live page's token (a duplicated tab, a reconnection before the
    /// first socket was seen to end) takes the game over from the journal: the first page is
    /// superseded, writes nothing more and parks nothing when it goes; without a journal the
    /// second page starts afresh and the first keeps its game.
    #[test]
    fn a_second_page_with_the_same_token_takes_the_game_over() {
        let folder = tempfile::tempdir().unwrap();
        let (hub, stepper) = keeping_hub(folder.path());
        let (mut first, token, view) = stepped_once(&hub);
        let played = first.opening(hub.now());
        let mut second = Session::new(Arc::clone(&hub));
        assert_eq!(hello(&mut second, Some(&token)), (token.clone(), true));
        assert_eq!(second.opening(hub.now()), played);
        assert!(first.superseded() && !second.superseded());
        // Taken over from a page still playing, the game's clock runs on.
        stepper.advance(Duration::from_secs(5));
        let clock = |page: &Session| opening(&page.opening(page.hub.now())).1.elapsed_ms;
        assert_eq!(clock(&second), clock(&first));
        // The first page's moves are its own now: the journal keeps the second's game.
        first.handle(&go(view.human.cell), hub.now());
        drop(first);
        let mut third = Session::new(Arc::clone(&hub));
        let (fresh, resumed) = hello(&mut third, Some(&token));
        assert!(resumed && fresh == token, "the journal gave it back");
        assert_eq!(third.opening(hub.now()), second.opening(hub.now()));
        assert!(second.superseded());

        let (memory, _) = stepped_hub();
        let mut first = Session::new(Arc::clone(&memory));
        let (token, _) = hello(&mut first, None);
        opening(&first.handle(NEW, Duration::ZERO));
        let mut second = Session::new(Arc::clone(&memory));
        let (fresh, resumed) = hello(&mut second, Some(&token));
        assert!(!resumed && fresh != token);
        assert!(!first.superseded());
    }

    /// A journal's torn last line (a full disk) is left out, a token that is not the server's
    /// names no file, and a page without a journal starts afresh.
    #[test]
    fn a_torn_journal_gives_back_what_is_whole_and_strange_tokens_touch_no_file() {
        let folder = tempfile::tempdir().unwrap();
        let (hub, _) = keeping_hub(folder.path());
        let (page, token, _) = stepped_once(&hub);
        let played = page.opening(hub.now());
        drop(page);
        let path = folder.path().join(format!("{token}.jsonl"));
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str(r#"{"line":"asked","at":5,"request":{"game":"cla"#);
        std::fs::write(&path, text).unwrap();
        let (restarted, _) = keeping_hub(folder.path());
        let mut back = Session::new(Arc::clone(&restarted));
        assert_eq!(hello(&mut back, Some(&token)), (token, true));
        assert_eq!(back.opening(restarted.now()), played);
        for strange in ["../../etc/passwd", "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345", ""] {
            let mut page = Session::new(Arc::clone(&restarted));
            let (fresh, resumed) = hello(&mut page, Some(strange));
            assert!(!resumed && fresh != strange);
        }
        let files = std::fs::read_dir(folder.path()).unwrap().count();
        assert_eq!(files, 1, "only the page that played has a journal");
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

    /// The join request for `link`'s table, as a page sends it: `/moving?table=ID#seat=TOKEN`.
    fn join_of(link: &str) -> String {
        let table = link
            .split("table=")
            .nth(1)
            .unwrap()
            .split('#')
            .next()
            .unwrap();
        let token = link.split("seat=").nth(1).unwrap();
        format!(r#"{{"v":3,"game":"table","type":"join","table":"{table}","token":"{token}"}}"#)
    }

    /// The first slide the state in `answers` allows, and ending the move there.
    fn a_turn(answers: &[ServerMessage]) -> [String; 2] {
        let view = answers
            .iter()
            .find_map(|answer| match answer {
                ServerMessage::Moving(moving::Reply::State(view)) => Some(view),
                _ => None,
            })
            .expect("a state");
        let slot = view.insertions.iter().find(|slot| slot.allowed).unwrap();
        let side = serde_json::to_string(&slot.side).unwrap();
        [
            format!(
                r#"{{"v":3,"game":"moving","type":"slide","side":{side},"index":{}}}"#,
                slot.index
            ),
            r#"{"v":3,"game":"moving","type":"end_move"}"#.to_owned(),
        ]
    }

    /// A table played by its creator and a friend comes back whole to a server started again
    /// (its folder of live games kept): the friend's link gets the same game and log, the
    /// creator's its seats, and the game goes on. A file that does not hold a whole table,
    /// or one whose tokens were changed, brings no table back.
    #[tokio::test]
    async fn a_table_comes_back_after_a_restart() {
        let folder = tempfile::tempdir().unwrap();
        let keeping = || {
            Hub::new(&Settings {
                live_games: Some(folder.path().to_owned()),
                ..Settings::default()
            })
        };
        let hub = keeping();
        let mut creator = Session::new(Arc::clone(&hub));
        let opened = creator.handle(TABLE, Duration::ZERO);
        let [ServerMessage::Table(table::Reply::Seated(view)), ..] = &opened[..] else {
            panic!("no table: {opened:?}")
        };
        let links = view.links.clone().unwrap();
        let (own, yellow) = (join_of(&links.own), join_of(&links.seats[0].path));
        let mut friend = Session::new(Arc::clone(&hub));
        let mut answers = friend.handle(&yellow, Duration::ZERO);
        for turn in 0..3 {
            let page = if turn == 1 { &mut friend } else { &mut creator };
            for request in a_turn(&answers) {
                let said = page.handle(&request, Duration::ZERO);
                assert!(said.iter().all(|m| !m.is_error()), "{said:?}");
            }
            answers = vec![page.sitting.as_ref().unwrap().table.state()];
        }
        let table = &creator.sitting.as_ref().unwrap().table;
        let (state, log) = (table.state(), table.log());
        drop((creator, friend, hub));

        let hub = keeping();
        let mut friend = Session::new(Arc::clone(&hub));
        let back = friend.handle(&yellow, Duration::ZERO);
        assert!(
            matches!(&back[..], [ServerMessage::Table(_), _, _]),
            "{back:?}"
        );
        assert_eq!(back[2], state);
        assert_eq!(friend.sitting.as_ref().unwrap().table.log(), log);
        let mut creator = Session::new(Arc::clone(&hub));
        let [ServerMessage::Table(table::Reply::Seated(seated)), ..] =
            &creator.handle(&own, Duration::ZERO)[..]
        else {
            panic!("the creator's link did not bring the seats back")
        };
        assert_eq!(seated.you, [Colour::Green, Colour::Red, Colour::Blue]);
        let said = creator.handle(&a_turn(&back)[0], Duration::ZERO);
        assert!(
            said.iter().all(|m| !m.is_error()),
            "the game goes on: {said:?}"
        );
        drop((creator, friend, hub));

        let file = std::fs::read_dir(folder.path().join("tables"))
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        let text = std::fs::read_to_string(&file).unwrap();
        for broken in [
            text[..text.len() / 2].to_owned(),
            text.replacen(r#""creator":""#, r#""creator":"x"#, 1),
        ] {
            std::fs::write(&file, broken).unwrap();
            let mut late = Session::new(keeping());
            let refused = late.handle(&yellow, Duration::ZERO);
            assert!(
                matches!(
                    &refused[..],
                    [ServerMessage::Session(session::Reply::Error { message })]
                        if message == "There is no such table: it may have ended."
                ),
                "{refused:?}"
            );
        }
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
