//! The Maze Game behind a page: settings checked, moves and clock passed to `maze-classic`,
//! and the state as the page draws it.

use std::path::Path;
use std::time::Duration;

use maze_classic::{Board, Command, Config, Cut, Difficulty, Event, Game, HINT_STEPS, Mode};
use mazes::shape::{ShapeKind, Tiling};

use crate::protocol::classic::{
    AiLevel, BoardView, PathKind, Racer, Reply, Request, Stairs, View, Way,
};
use crate::protocol::{self, ServerMessage};
use crate::text::sentence;

/// The biggest Maze Game a page may ask for: a canvas still shows each cell.
const MAX_SIDE: u32 = 200;
/// The most cells of a page's maze on another board than plain squares: its picture is drawn
/// from path data and cell centres the page is sent whole.
const MAX_SHAPED_CELLS: usize = 12_000;

/// Why the page cannot play a maze of `size` on `board` (a new game's or a save's), if it
/// cannot: it draws every cell, and past these sizes the picture and each move grow too slow.
fn too_big(board: &Board, size: mazes::Size) -> Option<String> {
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        return Some(format!(
            "the page draws mazes up to {MAX_SIDE}×{MAX_SIDE}, not {size}"
        ));
    }
    let cells = board.shape(size).cell_count();
    (!board.is_plain() && cells > MAX_SHAPED_CELLS).then(|| {
        format!(
            "{} maze of {size} has {cells} cells; the page plays up to {MAX_SHAPED_CELLS} on boards other than plain squares",
            maze_classic::with_article(&board.describe())
        )
    })
}
/// The size a page plays a named difficulty at on `board`: words as wide as their letters
/// (a square board gives each letter a sliver), their letters' pixels 1.5, 2 and 3 cells tall
/// at easy, medium and hard, within the page's largest side. An explicit size, and every other
/// board, is played as asked.
fn fitted(difficulty: Difficulty, board: &Board) -> Difficulty {
    let scale = match difficulty {
        Difficulty::Easy => 1.5,
        Difficulty::Medium => 2.0,
        Difficulty::Hard => 3.0,
        Difficulty::Custom(_) => return difficulty,
    };
    let (Some(Cut::Text(text)), false) = (&board.cut, board.shape == ShapeKind::Polar) else {
        return difficulty;
    };
    let Ok(picture) = mazes::shape::mask::Picture::text(text) else {
        return difficulty;
    };
    let (wide, tall) = (
        picture.width() as f64 * scale,
        picture.height() as f64 * scale,
    );
    let shrink = (f64::from(MAX_SIDE) / wide).min(1.0);
    let side = |cells: f64| (cells * shrink).ceil().clamp(4.0, f64::from(MAX_SIDE)) as u32;
    Difficulty::Custom(mazes::Size::new(side(wide), side(tall)))
}

/// The most levels a page's maze has: side by side, each stays wide enough to play.
const MAX_LEVELS: u32 = 4;

/// What a page asks a new game to be.
#[derive(Clone, Debug)]
pub(crate) struct Settings {
    /// `easy`, `medium`, `hard` or `WxH`.
    pub difficulty: String,
    /// The cells' shape, levels, mask and weave.
    pub board: Board,
    /// Alone or racing the computer.
    pub mode: protocol::classic::Mode,
    /// The computer's level.
    pub ai: AiLevel,
    /// The seed, random if absent.
    pub seed: Option<u64>,
    /// Seconds between regenerations, 0 never, 60 if absent.
    pub regen: Option<u64>,
    /// Whether the game is played in fog.
    pub fog: bool,
}

/// The board a page's `new` names, or why it names none.
pub(crate) fn board(
    shape: Option<String>,
    levels: Option<u32>,
    mask: Option<String>,
    text: Option<String>,
    weave: bool,
) -> Result<Board, String> {
    let shape = match shape.as_deref() {
        None | Some("") => ShapeKind::Square,
        Some(name) => name.parse().map_err(|e| format!("{e}."))?,
    };
    let levels = levels.unwrap_or(1);
    if !(1..=MAX_LEVELS).contains(&levels) {
        return Err(format!(
            "The page plays 1 to {MAX_LEVELS} levels, not {levels}."
        ));
    }
    let cut = match mask.as_deref() {
        None | Some("" | "none") => None,
        Some("circle") => Some(Cut::Circle),
        Some("triangle") => Some(Cut::Triangle),
        Some("hexagon") => Some(Cut::Hexagon),
        Some("text") => Some(Cut::Text(text.unwrap_or_default().trim().to_owned())),
        Some(other) => {
            return Err(format!(
                "Unknown outline {other:?}: none, circle, triangle, hexagon or text."
            ));
        }
    };
    Ok(Board {
        shape,
        levels,
        cut,
        weave,
    })
}

/// A Maze Game, its clock and what its page shows.
#[derive(Clone, Debug)]
pub(crate) struct Classic {
    game: Game,
    /// The game's clock, read at session times.
    clock: GameClock,
    /// Whether every state carries the hint and the whole way out.
    show: Shown,
    /// In fog, whether the player has seen each cell (kept over a regeneration, whose maze
    /// has the same cells).
    seen: Option<Vec<bool>>,
}

/// A game's clock: the game time `then` it read at session time `at`, running on from there.
/// Set again when the page comes back after a while away, it stood still meanwhile.
#[derive(Clone, Copy, Debug)]
struct GameClock {
    at: Duration,
    then: Duration,
}

impl GameClock {
    /// The game time at session time `now`.
    fn read(self, now: Duration) -> Duration {
        self.then + now.saturating_sub(self.at)
    }
}

/// The ways out a page keeps on screen.
#[derive(Clone, Copy, Debug, Default)]
struct Shown {
    hint: bool,
    solution: bool,
}

impl Classic {
    /// A Maze Game from a page's settings, its clock starting at session time `now`, or what
    /// is wrong with the settings.
    pub(crate) fn start(settings: Settings, now: Duration) -> Result<Classic, String> {
        let Settings {
            difficulty,
            board,
            mode,
            ai,
            seed,
            regen,
            fog,
        } = settings;
        let difficulty = fitted(difficulty.parse().map_err(|e| format!("{e}."))?, &board);
        if let Some(why) = too_big(&board, difficulty.size()) {
            return Err(sentence(&why));
        }
        let config = Config {
            difficulty,
            board,
            mode: mode.into(),
            ai: ai.into(),
            regenerate_every: match regen {
                None => Some(maze_classic::DEFAULT_PERIOD),
                Some(0) => None,
                Some(seconds) => Some(Duration::from_secs(seconds)),
            },
            seed: seed.unwrap_or_else(crate::random_seed),
            ..Config::new(0)
        };
        let game = Game::new(config).map_err(|e| format!("No game: {e}."))?;
        let classic = Classic::new(game, now);
        Ok(if fog { classic.in_fog() } else { classic })
    }

    /// This game played in fog, nothing seen yet but what is in sight.
    pub(crate) fn in_fog(mut self) -> Classic {
        self.seen = Some(Vec::new());
        self.look(&[]);
        self
    }

    /// Whether the game is played in fog.
    pub(crate) fn is_fogged(&self) -> bool {
        self.seen.is_some()
    }

    /// The game `start` made (or a save held), its clock going on at connection time `now`
    /// from the game time it has.
    pub(crate) fn new(game: Game, now: Duration) -> Classic {
        let clock = GameClock {
            at: now,
            then: game.elapsed(),
        };
        Classic {
            game,
            clock,
            show: Shown::default(),
            seen: None,
        }
    }

    /// In fog, marks what is in sight from the player's cell as seen, after `events`: a maze
    /// rebuilt (a regeneration) is another maze, whose fog comes back whole.
    fn look(&mut self, events: &[Event]) {
        let Some(seen) = self.seen.as_mut() else {
            return;
        };
        if regenerated(events) {
            seen.clear();
        }
        let maze = self.game.maze();
        seen.resize(maze.cell_count(), false);
        for cell in maze_classic::in_sight(maze, self.game.human().cell) {
            seen[cell] = true;
        }
    }

    /// The answer to a request on this game (a new game and a load replace it, and are the
    /// session's to make); `save_file` is where a save goes.
    pub(crate) fn answer(
        &mut self,
        request: Request,
        now: Duration,
        save_file: Option<&Path>,
    ) -> Result<Vec<ServerMessage>, String> {
        let asks_help = match request {
            Request::Hint | Request::Solution => true,
            Request::Show { hint, solution } => hint || solution,
            _ => false,
        };
        if asks_help && !self.game.may_show_help() {
            return Err(Game::HELP_REFUSED.to_owned());
        }
        if asks_help {
            // A save keeps it: a win after help sets no best time, wherever it is played.
            self.game.note_help();
        }
        match request {
            Request::Go { cell } => self.step(Command::Go(cell), now),
            Request::Hint => Ok(vec![self.path(PathKind::Hint)]),
            Request::Solution => Ok(vec![self.path(PathKind::Solution)]),
            Request::Show { hint, solution } => {
                self.show = Shown { hint, solution };
                Ok(vec![self.state(now)])
            }
            Request::Save => match save_file {
                Some(path) => self.save(path, now).map(|saved| vec![saved]),
                None => Err("This server keeps no saves.".to_owned()),
            },
            Request::New { .. } | Request::Load => {
                Err("A new or loaded game replaces this one.".to_owned())
            }
        }
    }

    /// Writes the game, as it stands at `now`, to `path`, replacing the earlier save only once
    /// the new one is safely on disk.
    fn save(&mut self, path: &Path, now: Duration) -> Result<ServerMessage, String> {
        // Letting time pass first puts the clock in the save.
        let _ = self.game.apply(Command::Wait, self.game_time(now));
        let not_saved = |why: String| format!("Not saved: {why}.");
        let text = maze_classic::save::to_json(&self.game).map_err(|e| not_saved(e.to_string()))?;
        maze_store::create_folder_for(path)
            .and_then(|()| maze_store::write_atomically(path, text.as_bytes()))
            .map_err(|e| not_saved(write_cause(&e)))?;
        Ok(ServerMessage::info(
            "Game saved: maze play in a terminal loads it too.",
        ))
    }

    /// The game saved at `path`, or why it cannot be loaded (the current game goes on).
    pub(crate) fn load(path: &Path, now: Duration) -> Result<Classic, String> {
        let not_loaded = |why: String| format!("Not loaded: {why}. Your game goes on.");
        let text = maze_store::read(path).map_err(|e| not_loaded(read_cause(&e)))?;
        Classic::from_save(&text, now).map_err(not_loaded)
    }

    /// The game a save's `text` holds, its clock going on at session time `now`, or why the
    /// page cannot play it.
    pub(crate) fn from_save(text: &str, now: Duration) -> Result<Classic, String> {
        let game = maze_classic::save::from_json(text).map_err(|e| e.to_string())?;
        let config = game.config();
        if let Some(why) = too_big(&config.board, config.difficulty.size()) {
            return Err(format!("the save's maze is too big: {why}"));
        }
        Ok(Classic::new(game, now))
    }

    /// The new maze and state if time passing to `now` regenerated the maze; nothing
    /// otherwise.
    pub(crate) fn tick(&mut self, now: Duration) -> Vec<ServerMessage> {
        let events = self
            .game
            .apply(Command::Wait, self.game_time(now))
            .unwrap_or_default();
        match regenerated(&events) {
            true => {
                self.look(&events);
                self.after(&events, now)
            }
            false => Vec::new(),
        }
    }

    /// Everything a page needs to draw this game from nothing (a new game, a load, a reload):
    /// the maze, then the state.
    pub(crate) fn opening(&self, now: Duration) -> Vec<ServerMessage> {
        vec![self.board(false), self.state(now)]
    }

    /// What the page is sent after `events` at `now`: the state, after the new maze when the
    /// maze regenerated.
    fn after(&self, events: &[Event], now: Duration) -> Vec<ServerMessage> {
        let board = regenerated(events).then(|| self.board(true));
        board.into_iter().chain([self.state(now)]).collect()
    }

    /// Game time at connection time `now`.
    fn game_time(&self, now: Duration) -> Duration {
        self.clock.read(now)
    }

    /// The game's clock stood still from session time `since`, when its page went, to `now`,
    /// when it came back: a game is not lost to the time a page was away.
    pub(crate) fn rebase(&mut self, since: Duration, now: Duration) {
        self.clock = GameClock {
            at: now,
            then: self.game_time(since),
        };
    }

    /// The game as a save holds it (for a page's journal: the game it loaded).
    pub(crate) fn saved(&self) -> Result<String, String> {
        maze_classic::save::to_json(&self.game).map_err(|e| e.to_string())
    }

    fn step(&mut self, command: Command, now: Duration) -> Result<Vec<ServerMessage>, String> {
        let time = self.game_time(now);
        let events = self
            .game
            .apply(command, time)
            .map_err(|e| sentence(&e.to_string()))?;
        self.look(&events);
        Ok(self.after(&events, now))
    }

    fn path(&self, kind: PathKind) -> ServerMessage {
        let cells = self.way_out(kind);
        ServerMessage::Classic(Reply::Path { kind, cells })
    }

    /// The cells of a way out from the player's cell: the hint's or the whole way's.
    fn way_out(&self, kind: PathKind) -> Vec<usize> {
        let path = match kind {
            PathKind::Hint => self.game.hint(HINT_STEPS),
            PathKind::Solution => self.game.solution(),
        };
        path.unwrap_or_default()
    }

    /// The game as it stands, at session time `now`.
    pub(crate) fn state(&self, now: Duration) -> ServerMessage {
        ServerMessage::Classic(Reply::State(Box::new(self.view(now))))
    }

    /// The maze to draw; `regenerated` when it replaces the game's earlier one.
    fn board(&self, regenerated: bool) -> ServerMessage {
        ServerMessage::Classic(Reply::Board(Box::new(self.board_view(regenerated))))
    }

    fn view(&self, now: Duration) -> View {
        let game = &self.game;
        let racer = |r: maze_classic::Racer| Racer {
            cell: r.cell,
            moves: r.moves,
        };
        let time = self.game_time(now);
        let config = game.config();
        let help = game.may_show_help();
        View {
            human: racer(game.human()),
            ai: game.ai().map(racer),
            elapsed_ms: millis(game.outcome().map_or(time, |o| o.elapsed)),
            regenerate_in_ms: game
                .next_regeneration()
                .map(|at| millis(at.saturating_sub(time))),
            generation: game.generation(),
            winner: game.outcome().map(|o| o.winner.into()),
            seed: config.seed,
            settings: match self.seen {
                Some(_) => format!("{}, in fog", settings(config)),
                None => settings(config),
            },
            difficulty: difficulty_name(config.difficulty),
            mode: config.mode.into(),
            ai_level: config.ai.into(),
            ways: self.ways(),
            up: maze_classic::up_heading(game.maze(), game.human().cell),
            hint: (self.show.hint && help).then(|| self.way_out(PathKind::Hint)),
            solution: (self.show.solution && help).then(|| self.way_out(PathKind::Solution)),
            in_sight: self
                .seen
                .is_some()
                .then(|| maze_classic::in_sight(game.maze(), game.human().cell)),
        }
    }

    /// The neighbours of the player's cell, open or walled, stairs marked, steps with their
    /// headings.
    fn ways(&self) -> Vec<Way> {
        let maze = self.game.maze();
        maze_classic::ways(maze, self.game.human().cell)
            .into_iter()
            .map(|way| Way {
                cell: way.cell,
                open: way.open,
                stairs: way
                    .stairs
                    .map(|up| if up { Stairs::Up } else { Stairs::Down }),
                heading: way.heading,
            })
            .collect()
    }

    /// The maze as the page draws it.
    fn board_view(&self, regenerated: bool) -> BoardView {
        let game = &self.game;
        let maze = game.maze();
        let round = |v: f64| (v * 1000.0).round() / 1000.0;
        let extent = maze.shape().extent();
        let centres = (0..maze.cell_count())
            .map(|cell| {
                let c = maze.centre(cell);
                [round(c.x), round(c.y)]
            })
            .collect();
        let board = &game.config().board;
        let (mask, text) = match &board.cut {
            None => ("none", None),
            Some(Cut::Circle) => ("circle", None),
            Some(Cut::Triangle) => ("triangle", None),
            Some(Cut::Hexagon) => ("hexagon", None),
            Some(Cut::Text(text)) => ("text", Some(text.clone())),
        };
        BoardView {
            regenerated,
            generation: game.generation(),
            board: board.describe(),
            shape: board.shape.name().to_owned(),
            levels: board.levels,
            mask: mask.to_owned(),
            text,
            weave: board.weave,
            extent: [round(extent.x), round(extent.y)],
            walls: mazes::render::wall_path(maze),
            centres,
            entrance: game.entrance(),
            exit: game.exit(),
            seen: self.seen.as_ref().map(|seen| {
                let cells = seen.iter().enumerate();
                cells
                    .filter(|&(_, &seen)| seen)
                    .map(|(cell, _)| cell)
                    .collect()
            }),
        }
    }
}

/// Whether the maze regenerated among `events`.
fn regenerated(events: &[Event]) -> bool {
    events
        .iter()
        .any(|event| matches!(event, Event::Regenerated { .. }))
}

fn settings(config: &Config) -> String {
    let board = match config.board.is_plain() {
        true => String::new(),
        false => format!("{}, ", config.board.describe()),
    };
    match config.mode {
        Mode::Single => format!("{board}{}, single player", config.difficulty),
        Mode::Versus => format!(
            "{board}{}, versus the {} AI",
            config.difficulty,
            config.ai.name()
        ),
    }
}

/// A difficulty as [`Request::New`](crate::protocol::classic::Request::New) reads it back.
fn difficulty_name(difficulty: Difficulty) -> String {
    match difficulty {
        Difficulty::Easy => "easy".to_owned(),
        Difficulty::Medium => "medium".to_owned(),
        Difficulty::Hard => "hard".to_owned(),
        Difficulty::Custom(size) => format!("{}x{}", size.width, size.height),
    }
}

fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// Why a save failed, for the page: the cause, but not where the server keeps its files.
fn write_cause(err: &maze_store::WriteError) -> String {
    match err {
        maze_store::WriteError::NotAFile { kind, .. } => format!("the save file is {kind}"),
        maze_store::WriteError::Io { source, .. } => source.to_string(),
        other => other.to_string(),
    }
}

/// Why a load failed, for the page: the cause, but not where the server keeps its files.
fn read_cause(err: &maze_store::ReadError) -> String {
    match err {
        maze_store::ReadError::Missing { .. } => "nothing is saved yet".to_owned(),
        maze_store::ReadError::NotAFile { kind, .. } => format!("the save file is {kind}"),
        maze_store::ReadError::TooLarge { .. } => "the save file is too large".to_owned(),
        maze_store::ReadError::Io { source, .. } => source.to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words are played on a board as wide as their letters, each pixel of a letter 2 cells
    /// at medium, 3 at hard; the longest words within the page's side; an explicit size, and
    /// other outlines, as asked.
    #[test]
    fn words_get_a_board_of_their_proportions() {
        let words = |text: &str| board(None, None, Some("text".into()), Some(text.into()), false);
        let size = |difficulty: Difficulty, text: &str| {
            fitted(difficulty, &words(text).expect("a board")).size()
        };
        let maze = mazes::shape::mask::Picture::text("MAZE").expect("a picture");
        let (wide, tall) = (maze.width() as u32, maze.height() as u32);
        assert!(wide > 3 * tall, "{wide}×{tall}");
        assert_eq!(
            size(Difficulty::Medium, "MAZE"),
            mazes::Size::new(2 * wide, 2 * tall)
        );
        assert_eq!(
            size(Difficulty::Hard, "MAZE"),
            mazes::Size::new(3 * wide, 3 * tall)
        );
        let long = size(Difficulty::Hard, "ABCDEFGHIJKLMNOPQRSTUVWX");
        assert_eq!(long.width, MAX_SIDE);
        assert!(long.height >= 7, "{long}");
        let asked = Difficulty::Custom(mazes::Size::new(30, 30));
        assert_eq!(size(asked, "MAZE"), mazes::Size::new(30, 30));
        let circle = board(None, None, Some("circle".into()), None, false).expect("a board");
        assert_eq!(fitted(Difficulty::Medium, &circle), Difficulty::Medium);
    }

    /// A save the terminal made of a maze too big for the page is refused by name, and the
    /// page's game goes on; one the page can draw loads.
    #[test]
    fn saves_too_big_for_the_page_are_refused_in_words() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("classic.json");
        for (side, loads) in [(MAX_SIDE + 1, false), (MAX_SIDE, true)] {
            let config = Config {
                difficulty: Difficulty::Custom(mazes::Size::new(side, side)),
                ..Config::new(9)
            };
            let game = Game::new(config).expect("a game");
            let text = maze_classic::save::to_json(&game).expect("saves");
            maze_store::write_atomically(&path, text.as_bytes()).expect("written");
            match Classic::load(&path, Duration::ZERO) {
                Ok(_) => assert!(loads, "{side}×{side} loaded"),
                Err(why) => {
                    assert!(!loads, "{side}×{side}: {why}");
                    assert_eq!(
                        why,
                        format!(
                            "Not loaded: the save's maze is too big: the page draws mazes up to \
                             200×200, not {side}×{side}. Your game goes on."
                        )
                    );
                }
            }
        }
    }
}
