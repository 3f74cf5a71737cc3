//! Moving Maze tables: one game shared by several pages. Each colour is played at the
//! creator's page, by a computer, or by a person elsewhere who holds that seat's link.
//!
//! A link carries a secret token (128 random bits). The table acts on a command only when it
//! comes from the page holding the colour whose turn it is; anything else is refused (and
//! logged by the page's session) and changes nothing. Every change is pushed to every page at the table.
//! A table nobody watches is freed once it is over, or after the grace period.
//!
//! Where the server keeps live games, each table is also written down whole after every
//! change (`ID.json` in the folder's `tables`), so that a server started again gives a table
//! back to the first page that opens one of its links.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use maze_moving::computer::{self, Level};
use maze_moving::{Colour, Command, Phase};
use tokio::sync::watch;

use crate::clock::Clock;
use crate::journal::{Shelf, is_token};
use crate::lobby::new_token;
use crate::moving::{self, Moving};
use crate::protocol::ServerMessage;
use crate::protocol::table::{Links, Reply, SeatChoice, SeatLink, View};

/// The most tables at once; creating another first frees abandoned ones.
pub(crate) const MAX_TABLES: usize = 64;
/// The most tables one page may have open at once (a table it left waits for a reload).
pub(crate) const TABLES_PER_PAGE: usize = 2;
/// The most tables the pages of one client address may have open at once, when the server
/// listens beyond loopback.
pub(crate) const TABLES_PER_CLIENT: usize = 8;

/// Why a tab whose seat another tab took may not play it.
pub(crate) const TAKEN: &str =
    "Your seat is played in another tab now: this one watches. Reload it to play here again.";

/// Who opened a table: the page (its session's number) and, beyond loopback, its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Owner {
    /// The creating page's session.
    pub(crate) page: u64,
    /// Its client address, where the server tells clients apart.
    pub(crate) client: Option<std::net::IpAddr>,
}

/// Every open table, by id.
#[derive(Debug)]
pub(crate) struct Tables {
    open: Mutex<HashMap<String, Arc<Table>>>,
    grace: Duration,
    /// How long a computer waits before its turn, so that people can follow it.
    pause: Duration,
    /// The server's time, by which a table left empty is freed.
    clock: Clock,
    /// Where tables are written down, if anywhere.
    shelf: Option<Arc<Shelf>>,
}

/// Who a page is at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// The creator: it plays the seats marked `here`, and may end the game.
    Creator,
    /// A person elsewhere, playing one colour.
    Seat(Colour),
    /// A watcher.
    Spectator,
}

/// One shared game.
#[derive(Debug)]
pub(crate) struct Table {
    id: String,
    inner: Mutex<Inner>,
    /// Bumped after every change, so that each page sends the new state.
    changes: watch::Sender<u64>,
    /// Bumped whenever a page joins or leaves, so that each page sends who is there.
    presence: watch::Sender<u64>,
    /// The server's time, which says when the last page left.
    clock: Clock,
    /// Where the table is written down after every change, if anywhere.
    shelf: Option<Arc<Shelf>>,
}

/// A table as its file keeps it: everything but who is at it now.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Kept {
    seats: [SeatChoice; 4],
    creator: String,
    tokens: [Option<String>; 4],
    moving: moving::Kept,
    first: moving::Kept,
}

#[derive(Debug)]
struct Inner {
    owner: Owner,
    moving: Moving,
    /// The game as it began, which a rematch on a board file plays again.
    first: Moving,
    seats: [SeatChoice; 4],
    creator: String,
    /// The remote seats' tokens.
    tokens: [Option<String>; 4],
    /// Pages sitting at the table now.
    watchers: usize,
    /// Creators' pages at the table now (a creator may open the table in two tabs).
    creators: usize,
    /// Pages playing each remote seat now.
    seated: [usize; 4],
    /// The page (by its session's number) that plays each remote seat: the newest to open
    /// the seat's link, so that a seat is played in one tab (the one before watches).
    holders: [Option<u64>; 4],
    /// When the last page left, in the server's time.
    empty_since: Option<Duration>,
    /// Whether a task is playing the computers' turns.
    computers_playing: bool,
}

impl Tables {
    /// No tables yet; abandoned ones wait `grace` as `clock` tells time, computers `pause`
    /// before each turn. Tables are written down in `shelf`, if there is one, and taken back
    /// from it.
    pub(crate) fn new(
        grace: Duration,
        pause: Duration,
        clock: Clock,
        shelf: Option<Shelf>,
    ) -> Tables {
        Tables {
            open: Mutex::new(HashMap::new()),
            grace,
            pause,
            clock,
            shelf: shelf.map(Arc::new),
        }
    }

    /// Frees the tables nobody needs any more (see [`Table::abandoned`]), forgetting their
    /// files.
    fn free_abandoned(&self, open: &mut HashMap<String, Arc<Table>>) {
        open.retain(|id, table| {
            let gone = table.abandoned(self.grace);
            if gone && let Some(shelf) = &self.shelf {
                shelf.remove(id);
            }
            !gone
        });
    }

    /// A table `id` as its file keeps it, back at the server after a restart, if its file
    /// holds a whole table; `page` is counted as its creator's page.
    fn restore(&self, id: &str, page: u64) -> Option<Arc<Table>> {
        let text = self.shelf.as_ref()?.get(id)?;
        let restored = serde_json::from_str::<Kept>(&text)
            .map_err(|e| e.to_string())
            .and_then(|kept| {
                let owner = Owner { page, client: None };
                Inner::from_kept(kept, owner, self.clock.now())
            });
        match restored {
            Ok(inner) => Some(self.table(id.to_owned(), inner)),
            Err(why) => {
                tracing::warn!(%why, "a kept table cannot be taken back");
                None
            }
        }
    }

    /// A table `id` holding `inner`, written down where tables are kept.
    fn table(&self, id: String, inner: Inner) -> Arc<Table> {
        let table = Arc::new(Table {
            id,
            inner: Mutex::new(inner),
            changes: watch::Sender::new(0),
            presence: watch::Sender::new(0),
            clock: self.clock.clone(),
            shelf: self.shelf.clone(),
        });
        table.keep(&table.lock());
        table
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Arc<Table>>> {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Opens a table for `moving` with these seats; the creator, `owner`, sits at it. A page
    /// may have [`TABLES_PER_PAGE`] open at once, a client address [`TABLES_PER_CLIENT`], so
    /// that no page takes every table.
    pub(crate) fn create(
        self: &Arc<Tables>,
        moving: Moving,
        seats: [SeatChoice; 4],
        owner: Owner,
    ) -> Result<Arc<Table>, String> {
        let mut open = self.lock();
        self.free_abandoned(&mut open);
        if open.len() >= MAX_TABLES {
            return Err("Too many tables are open; try again later.".to_owned());
        }
        let owners: Vec<Owner> = open.values().map(|table| table.lock().owner).collect();
        if owners.iter().filter(|o| o.page == owner.page).count() >= TABLES_PER_PAGE {
            return Err(format!(
                "This page has {TABLES_PER_PAGE} tables open already; a table left empty closes after its grace period."
            ));
        }
        let same_client = |o: &&Owner| owner.client.is_some() && o.client == owner.client;
        if owners.iter().filter(same_client).count() >= TABLES_PER_CLIENT {
            return Err(format!(
                "Your address has {TABLES_PER_CLIENT} tables open already; try again when one closes."
            ));
        }
        if let Some(shelf) = &self.shelf {
            shelf.clear_old();
        }
        let id = new_token();
        let kept = Kept {
            seats,
            creator: new_token(),
            tokens: seats.map(|seat| (seat == SeatChoice::Remote).then(new_token)),
            moving: moving.kept()?,
            first: moving.kept()?,
        };
        let mut inner = Inner::from_kept(kept, owner, self.clock.now())?;
        inner.arrive(Role::Creator);
        let table = self.table(id.clone(), inner);
        open.insert(id, Arc::clone(&table));
        drop(open);
        self.start_computers(&table);
        Ok(table)
    }

    /// Sits page `page` at table `id`: as the seat `token` opens (taking it from a tab that
    /// played it), or as a spectator without one. A table the server had before it was
    /// started again is taken back from its file, if there is room for it.
    pub(crate) fn join(
        self: &Arc<Tables>,
        id: &str,
        token: Option<&str>,
        page: u64,
    ) -> Result<(Arc<Table>, Role), String> {
        let table = {
            let mut open = self.lock();
            self.free_abandoned(&mut open);
            match open.get(id) {
                Some(table) => Some(Arc::clone(table)),
                None if open.len() < MAX_TABLES => self.restore(id, page).inspect(|table| {
                    open.insert(id.to_owned(), Arc::clone(table));
                }),
                None => None,
            }
        };
        let Some(table) = table else {
            return Err("There is no such table: it may have ended.".to_owned());
        };
        let role = {
            let mut inner = table.lock();
            let role = match token {
                None => Role::Spectator,
                Some(token) if token == inner.creator => Role::Creator,
                Some(token) => match inner
                    .tokens
                    .iter()
                    .position(|t| t.as_deref() == Some(token))
                {
                    Some(seat) => Role::Seat(Colour::ALL[seat]),
                    None => return Err("That link opens no seat at this table.".to_owned()),
                },
            };
            inner.arrive(role);
            if let Role::Seat(colour) = role {
                inner.holders[colour.index()] = Some(page);
            }
            role
        };
        table.presence.send_modify(|n| *n += 1);
        self.start_computers(&table);
        Ok((table, role))
    }

    /// Plays the computers' turns in a task of their own, if one is to play and none is.
    pub(crate) fn start_computers(self: &Arc<Tables>, table: &Arc<Table>) {
        {
            let mut inner = table.lock();
            if inner.computers_playing || inner.computer_to_play().is_none() {
                return;
            }
            inner.computers_playing = true;
        }
        let table = Arc::clone(table);
        let pause = self.pause;
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(pause).await;
                let next = {
                    let mut inner = table.lock();
                    let next = inner.computer_to_play().filter(|_| inner.watchers > 0);
                    if next.is_none() {
                        inner.computers_playing = false;
                    }
                    next
                };
                let Some((level, game)) = next else {
                    return;
                };
                let before = game.clone();
                let chosen =
                    tokio::task::spawn_blocking(move || computer::choose(&game, level)).await;
                let mut inner = table.lock();
                match chosen {
                    // Only the computer moves on its turn, but the creator may have quit.
                    Ok(Some(turn)) if *inner.moving.game() == before => {
                        inner.moving.play(turn);
                        table.changed(inner);
                    }
                    _ => {
                        inner.computers_playing = false;
                        return;
                    }
                }
            }
        });
    }
}

impl Table {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Writes the table down where tables are kept (holding its lock, so the newest state is
    /// written last), then tells every page that it changed.
    fn changed(&self, inner: MutexGuard<'_, Inner>) {
        self.keep(&inner);
        drop(inner);
        self.changes.send_modify(|n| *n += 1);
    }

    /// Writes `inner` down as this table's file, if tables are kept; a table that cannot be
    /// written is played on in memory.
    fn keep(&self, inner: &Inner) {
        let Some(shelf) = &self.shelf else {
            return;
        };
        let text = inner
            .kept()
            .and_then(|kept| serde_json::to_string(&kept).map_err(|e| e.to_string()));
        match text {
            Ok(text) => shelf.put(&self.id, &text),
            Err(why) => tracing::warn!(%why, "cannot write a table down"),
        }
    }

    /// Whether nobody watches and the game is over or was left longer than `grace`.
    fn abandoned(&self, grace: Duration) -> bool {
        let inner = self.lock();
        inner.watchers == 0
            && (inner.moving.game().phase() == Phase::Over
                || inner
                    .empty_since
                    .is_some_and(|since| self.clock.now().saturating_sub(since) >= grace))
    }

    /// A receiver that wakes on every change.
    pub(crate) fn changes(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
    }

    /// A receiver that wakes whenever a page joins or leaves.
    pub(crate) fn presence(&self) -> watch::Receiver<u64> {
        self.presence.subscribe()
    }

    /// The game as it stands.
    pub(crate) fn state(&self) -> ServerMessage {
        self.lock().moving.state()
    }

    /// Every turn played at the table so far.
    pub(crate) fn log(&self) -> ServerMessage {
        self.lock().moving.log()
    }

    /// The table as `role` sees it: the creator also gets the links.
    pub(crate) fn view(&self, role: Role) -> ServerMessage {
        let inner = self.lock();
        // The seat's token rides in the fragment, which browsers never send to a server.
        let link = |token: &str| format!("/moving?table={}#seat={token}", self.id);
        let you = match role {
            Role::Creator => Colour::ALL
                .into_iter()
                .filter(|c| inner.seats[c.index()] == SeatChoice::Here)
                .map(Into::into)
                .collect(),
            Role::Seat(colour) => vec![colour.into()],
            Role::Spectator => Vec::new(),
        };
        let links = (role == Role::Creator).then(|| Links {
            own: link(&inner.creator),
            seats: Colour::ALL
                .into_iter()
                .filter_map(|colour| {
                    let token = inner.tokens[colour.index()].as_deref()?;
                    Some(SeatLink {
                        colour: colour.into(),
                        path: link(token),
                    })
                })
                .collect(),
            spectator: format!("/moving?table={}", self.id),
        });
        ServerMessage::Table(Reply::Seated(Box::new(View {
            table: self.id.clone(),
            seats: inner.seats,
            you,
            links,
        })))
    }

    /// The hint for the player to move, for the page that plays it.
    pub(crate) fn hint(&self, role: Role) -> Result<ServerMessage, String> {
        let inner = self.lock();
        let current = inner.moving.game().current();
        let allowed = match role {
            Role::Spectator => Err("You are watching this game.".to_owned()),
            Role::Seat(colour) if colour != current => Err(waiting(current)),
            Role::Creator if inner.seats[current.index()] != SeatChoice::Here => {
                Err(waiting(current))
            }
            _ => Ok(()),
        };
        allowed.and_then(|()| inner.moving.hint())
    }

    /// Carries out `command` for a page of `role`, if that page may give it now.
    pub(crate) fn act(&self, role: Role, page: u64, command: Command) -> Result<(), String> {
        let mut inner = self.lock();
        let current = inner.moving.game().current();
        if !inner.holds(role, page) {
            return Err(TAKEN.to_owned());
        }
        let allowed = match (role, command) {
            (Role::Creator, Command::Quit) => Ok(()),
            (Role::Seat(_), Command::Quit) if inner.creators == 0 => Ok(()),
            (_, Command::Quit) => Err("Only the table's creator can end the game.".to_owned()),
            (Role::Spectator, _) => Err("You are watching this game.".to_owned()),
            (Role::Seat(colour), _) if colour != current => Err(waiting(current)),
            (Role::Creator, _) if inner.seats[current.index()] != SeatChoice::Here => {
                Err(waiting(current))
            }
            _ => Ok(()),
        };
        allowed?;
        inner.moving.apply(command)?;
        self.changed(inner);
        Ok(())
    }

    /// Plays again, once the game is over: the same seats and links on the next board (see
    /// [`Moving::rematch`]); only the creator may start it. Every page is sent the new game.
    pub(crate) fn rematch(&self, role: Role) -> Result<(), String> {
        let mut inner = self.lock();
        if role != Role::Creator {
            return Err("Only the table's creator can start a rematch.".to_owned());
        }
        if inner.moving.game().outcome().is_none() {
            return Err("The game is still on: a rematch begins once it is over.".to_owned());
        }
        inner.moving = inner.moving.rematch(&inner.first)?;
        self.changed(inner);
        Ok(())
    }

    /// Whether page `page`, sitting as `role`, still plays it (a seat's link opened in
    /// another tab takes the seat there).
    pub(crate) fn holds(&self, role: Role, page: u64) -> bool {
        self.lock().holds(role, page)
    }

    /// Page of `role` no longer plays its seat, which another tab took: it watches on.
    pub(crate) fn demote(&self, role: Role) {
        if let Role::Seat(colour) = role {
            let mut inner = self.lock();
            let seated = &mut inner.seated[colour.index()];
            *seated = seated.saturating_sub(1);
        }
    }

    /// A page of `role` left the table; the others are told.
    pub(crate) fn leave(&self, role: Role) {
        let mut inner = self.lock();
        inner.watchers = inner.watchers.saturating_sub(1);
        match role {
            Role::Creator => inner.creators = inner.creators.saturating_sub(1),
            Role::Seat(colour) => {
                let seated = &mut inner.seated[colour.index()];
                *seated = seated.saturating_sub(1);
            }
            Role::Spectator => {}
        }
        if inner.watchers == 0 {
            inner.empty_since = Some(self.clock.now());
        }
        drop(inner);
        self.presence.send_modify(|n| *n += 1);
    }

    /// A friend's page (`role`) takes the place of the creator, who left: its colour becomes
    /// one played here. Its new role, or why not.
    pub(crate) fn take_over(&self, role: Role) -> Result<Role, String> {
        let mut inner = self.lock();
        let Role::Seat(colour) = role else {
            return Err("Only a player at this table can take it over.".to_owned());
        };
        if inner.creators > 0 {
            return Err("The table's creator is still here.".to_owned());
        }
        inner.seats[colour.index()] = SeatChoice::Here;
        inner.tokens[colour.index()] = None;
        inner.seated[colour.index()] = inner.seated[colour.index()].saturating_sub(1);
        inner.creators += 1;
        self.keep(&inner);
        drop(inner);
        self.presence.send_modify(|n| *n += 1);
        Ok(Role::Creator)
    }

    /// Who is at the table now.
    pub(crate) fn roster(&self) -> ServerMessage {
        let inner = self.lock();
        let present = Colour::ALL.map(|colour| match inner.seats[colour.index()] {
            SeatChoice::Computer(_) => true,
            SeatChoice::Here => inner.creators > 0,
            SeatChoice::Remote => inner.seated[colour.index()] > 0,
            SeatChoice::Absent => false,
        });
        ServerMessage::Table(Reply::Roster {
            present,
            creator_present: inner.creators > 0,
        })
    }
}

impl Inner {
    /// A table as `kept`, with nobody at it yet since `now`, opened by `owner`; or why
    /// `kept` is no table (a token the server could not have given, a seat that does not
    /// match the game).
    fn from_kept(kept: Kept, owner: Owner, now: Duration) -> Result<Inner, String> {
        let moving = Moving::from_kept(kept.moving)?;
        let first = Moving::from_kept(kept.first)?;
        let tokens_ok = is_token(&kept.creator)
            && Colour::ALL.into_iter().all(|colour| {
                let token = kept.tokens[colour.index()].as_deref();
                let remote = kept.seats[colour.index()] == SeatChoice::Remote;
                token.is_none_or(is_token) && token.is_some() == remote
            });
        let seats_ok = Colour::ALL.into_iter().all(|colour| {
            moving.game().plays(colour) == (kept.seats[colour.index()] != SeatChoice::Absent)
        });
        if !tokens_ok || !seats_ok {
            return Err("its seats do not match its tokens and its game".to_owned());
        }
        Ok(Inner {
            owner,
            moving,
            first,
            seats: kept.seats,
            creator: kept.creator,
            tokens: kept.tokens,
            watchers: 0,
            creators: 0,
            seated: [0; 4],
            holders: [None; 4],
            empty_since: Some(now),
            computers_playing: false,
        })
    }

    /// The table as its file keeps it.
    fn kept(&self) -> Result<Kept, String> {
        Ok(Kept {
            seats: self.seats,
            creator: self.creator.clone(),
            tokens: self.tokens.clone(),
            moving: self.moving.kept()?,
            first: self.first.kept()?,
        })
    }

    /// Whether page `page` plays `role` here (a seat is the newest tab's).
    fn holds(&self, role: Role, page: u64) -> bool {
        match role {
            Role::Seat(colour) => self.holders[colour.index()] == Some(page),
            Role::Creator | Role::Spectator => true,
        }
    }

    /// Counts a page of `role` in.
    fn arrive(&mut self, role: Role) {
        self.watchers += 1;
        self.empty_since = None;
        match role {
            Role::Creator => self.creators += 1,
            Role::Seat(colour) => self.seated[colour.index()] += 1,
            Role::Spectator => {}
        }
    }

    /// The computer to play now and the game it sees, if it is a computer's turn.
    fn computer_to_play(&self) -> Option<(Level, maze_moving::Game)> {
        let game = self.moving.game();
        match self.seats[game.current().index()] {
            SeatChoice::Computer(level) if game.phase() == Phase::Slide => {
                Some((level.into(), game.clone()))
            }
            _ => None,
        }
    }
}

/// The refusal for a move out of turn.
fn waiting(current: Colour) -> String {
    format!("It is {}'s turn, not yours.", crate::moving::name(current))
}
