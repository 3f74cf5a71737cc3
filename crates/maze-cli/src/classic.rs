//! `maze play`: the Maze Game, full screen on a terminal ([`tui`]), or in line mode ([`line`]).

mod line;
mod records;
mod tui;

use std::io::{self, IsTerminal};
use std::path::Path;
use std::time::Duration;

use anyhow::bail;
use maze_classic::{Board, Config, Cut, Game};
use mazes::render::{MarkKind, Overlay, Rgb};
use mazes::shape::weave::Under;
use mazes::shape::{Shape, Tiling};
use mazes::{Direction, Maze, Pos};

use crate::cli::PlayArgs;

/// The name of the Maze Game's save, in the user's data directory.
pub(crate) const SAVE_NAME: &str = "classic";

/// Starts the game the arguments describe.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let cut = match (&args.mask, &args.mask_text) {
        (_, Some(text)) => Some(Cut::Text(text.clone())),
        (Some(outline), None) => Some(match outline.as_str() {
            "triangle" => Cut::Triangle,
            "hexagon" => Cut::Hexagon,
            _ => Cut::Circle,
        }),
        (None, None) => None,
    };
    let config = Config {
        difficulty: args.size,
        board: Board {
            shape: args.shape,
            levels: args.levels,
            cut,
            weave: args.weave,
        },
        algorithm: args.algorithm,
        mode: args.mode,
        ai: args.ai,
        regenerate_every: (args.regen > 0).then(|| Duration::from_secs(args.regen)),
        seed,
    };
    let problems = config.problems();
    if !problems.is_empty() {
        bail!("{}", maze_classic::Invalid { problems });
    }
    if args.fog && !(config.board.is_square() && config.board.levels == 1) {
        bail!(
            "fog is played on square cells on one level, not on {} maze",
            maze_classic::with_article(&config.board.describe())
        );
    }
    let save_file = args
        .save_file
        .clone()
        .unwrap_or_else(|| maze_store::default_path(SAVE_NAME));
    crate::saves::check_folder(&save_file)?;
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        if args.fog {
            bail!(
                "fog is played full screen: run `maze play --fog` in a terminal (not with --plain or through a pipe)"
            );
        }
        if !config.board.is_plain() {
            bail!(
                "{} maze is played full screen: run `maze play` in a terminal (not with --plain or through a pipe)",
                maze_classic::with_article(&config.board.describe())
            );
        }
        return line::run(config, save_file);
    }
    tui::run(config, save_file, args.chosen, args.fog)
}

/// Saves `game` to `path`.
fn save(path: &Path, game: &Game) -> anyhow::Result<()> {
    crate::saves::write(path, maze_classic::save::to_json(game))
}

/// Loads the game saved at `path`.
fn load(path: &Path) -> anyhow::Result<Game> {
    crate::saves::read(path, maze_classic::save::from_json)
}

/// The square shape under `maze`'s cells, on one level of a maze of levels: its size and its
/// wrap (a weave's squares never wrap); `None` for other cells.
fn squares_of(maze: &Maze) -> Option<(mazes::Size, mazes::Wrap)> {
    match maze.shape() {
        Shape::Square(s) => Some((s.size(), s.wrap())),
        Shape::Weave(w) => Some((w.size(), mazes::Wrap::None)),
        Shape::Levels(levels) => match levels.base() {
            Shape::Square(s) => Some((s.size(), s.wrap())),
            _ => None,
        },
        _ => None,
    }
}

/// Where `maze`'s `cell` is on its grid (on a maze of levels, on its level's).
fn grid_pos(maze: &Maze, cell: usize) -> Pos {
    let column_row = match maze.shape() {
        Shape::Levels(levels) => {
            let (base_cell, _) = levels.split(maze.shape_cell(cell));
            levels.base().column_row(base_cell)
        }
        _ => maze.column_row(cell),
    };
    let (x, y) = column_row.unwrap_or_default();
    Pos::new(x, y)
}

/// `level` of `maze` on a square grid, for the terminal's pictures: square cells (the cells a
/// mask switches off, or another level holds, walled in) and weave mazes (each square open on
/// a side where a passage leaves it, over or under); `None` for other shapes. The start and
/// goal keep their doors where those lie on the grid's border and both are on `level`.
fn on_grid(maze: &Maze, level: u32) -> Option<Maze> {
    use mazes::{Endpoint, Grid};
    if maze.grid().is_some() {
        return Some(maze.clone());
    }
    let (size, wrap) = squares_of(maze)?;
    let pos = |cell: usize| grid_pos(maze, cell);
    let on_level = |cell: usize| crate::canvas::level_of(maze, cell) == level;
    let mut grid = Grid::new(size, wrap).ok()?;
    for cell in (0..maze.cell_count()).filter(|&cell| on_level(cell)) {
        for side in [1, 2]
            .into_iter()
            .filter(|&side| maze.is_open_side(cell, side))
        {
            grid.carve(pos(cell), Direction::from_index(side)).ok()?;
        }
    }
    let end = |cell: usize, side: Option<usize>, door: bool| {
        let door = side.filter(|_| door).map(Direction::from_index);
        Endpoint::new(pos(cell), door)
    };
    let walled = Maze::new(grid).with_provenance(maze.algorithm(), maze.seed());
    let Some((start, goal)) = maze.ends() else {
        return Some(walled);
    };
    // The doors of the ends on this level; a level with one end (a maze of levels enters on
    // the first and leaves from the last) holds that end's door alone, on both ends.
    let (start, start_door, goal, goal_door) = match (on_level(start), on_level(goal)) {
        (true, true) => (start, maze.start_door(), goal, maze.goal_door()),
        (true, false) => (start, maze.start_door(), start, None),
        (false, true) => (goal, None, goal, maze.goal_door()),
        (false, false) => return Some(walled),
    };
    // A masked maze's door may face a switched-off cell inside the grid: no door then.
    walled
        .clone()
        .with_endpoints(end(start, start_door, true), end(goal, goal_door, true))
        .or_else(|_| {
            walled.with_endpoints(end(start, start_door, false), end(goal, goal_door, false))
        })
        .ok()
}

/// A game's maze as the terminal draws it: square cells on a grid (each open on a side where
/// a passage leaves it, over or under a weave's bridge), and the cells a mask leaves on; of a
/// maze of levels, the player's level.
#[derive(Clone, Debug)]
pub struct View {
    /// The maze on the grid.
    pub maze: Maze,
    /// The level drawn (0 on a flat maze).
    pub level: u32,
    /// For each cell of the grid, row by row, the game's cell there; `None` where a mask
    /// switched it off. Empty on a flat maze with every cell on.
    cells: Vec<Option<usize>>,
    /// Whether a mask switched cells off.
    masked: bool,
}

impl View {
    /// The view of `game`'s maze, if its cells are squares: the level the player is on.
    pub fn of(game: &Game) -> Option<View> {
        let shaped = game.maze();
        let level = crate::canvas::level_of(shaped, game.human().cell);
        let maze = on_grid(shaped, level)?;
        let cells = match (shaped.shape(), shaped.mask()) {
            (Shape::Levels(levels), _) => (0..levels.base().cell_count())
                .map(|c| shaped.cell_of(levels.cell_at(c, level)))
                .collect(),
            (_, Some(mask)) => (0..mask.len()).map(|c| shaped.cell_of(c)).collect(),
            (_, None) => Vec::new(),
        };
        Some(View {
            maze,
            level,
            masked: shaped.mask().is_some(),
            cells,
        })
    }

    /// Whether the cell at `pos` is drawn (a mask leaves it on).
    pub fn is_on(&self, pos: Pos) -> bool {
        self.cells.is_empty() || self.cell_at(pos).is_some()
    }

    /// Whether a mask switched cells off.
    pub fn masked(&self) -> bool {
        self.masked
    }

    /// The game's cell at `pos` (the square itself at a weave's crossing).
    pub fn cell_at(&self, pos: Pos) -> Option<usize> {
        let grid = self.maze.grid()?;
        let index = grid.contains(pos).then(|| grid.index(pos))?;
        match self.cells.is_empty() {
            true => Some(index),
            false => self.cells.get(index).copied().flatten(),
        }
    }

    /// Whether the game's `cell` is on the level drawn.
    pub fn shows(&self, game: &Game, cell: usize) -> bool {
        crate::canvas::level_of(game.maze(), cell) == self.level
    }
}

/// Where the game's `cell` is on the grid (on a maze of levels, on its level's).
pub(crate) fn pos_of(game: &Game, cell: usize) -> Pos {
    grid_pos(game.maze(), cell)
}

/// The compass steps along `cells` (a way such as the game's solution), from its first cell.
pub(crate) fn path_of(game: &Game, cells: &[usize]) -> Option<mazes::Path> {
    let start = pos_of(game, *cells.first()?);
    let steps = game.sides_along(cells)?;
    let dirs = steps.into_iter().map(Direction::from_index).collect();
    Some(mazes::Path::new(start, dirs))
}

/// The overlay of a game drawn as `view`: entrance, exit, a weave's bridges, stairs, the AI,
/// the human on top, and an optional way (cells of the game's maze). Of a maze of levels only
/// what is on the level drawn.
fn overlay(game: &Game, view: &View, way: Option<&[usize]>) -> Overlay {
    let maze = &view.maze;
    // The game's cell's number on the view's grid, if it is on the level drawn.
    let width = maze.grid().map_or(0, |grid| grid.width() as usize);
    let at = |cell: usize| {
        let pos = pos_of(game, cell);
        view.shows(game, cell)
            .then(|| pos.y as usize * width + pos.x as usize)
    };
    let mut overlay = Overlay::none();
    // A way over several levels is drawn a stretch a level.
    for stretch in way
        .into_iter()
        .flatten()
        .map(|&cell| at(cell))
        .collect::<Vec<_>>()
        .split(Option::is_none)
    {
        overlay = overlay.with_way(maze, stretch.iter().flatten().copied());
    }
    if let Shape::Weave(weave) = game.maze().shape() {
        for crossing in weave.crossings() {
            let symbol = match crossing.under {
                Under::EastWest => '║',
                Under::NorthSouth => '═',
            };
            let Some(at) = at(crossing.cell) else {
                continue;
            };
            overlay = overlay.with_mark(
                at,
                MarkKind::Item {
                    symbol,
                    color: Rgb::WALL,
                },
            );
        }
    }
    for cell in 0..game.maze().cell_count() {
        let Some(at) = at(cell) else { continue };
        let (up, down) = crate::canvas::stairs(game.maze(), cell);
        if let Some(symbol) = stairs_symbol(up, down) {
            overlay = overlay.with_mark(
                at,
                MarkKind::Item {
                    symbol,
                    color: STAIRS,
                },
            );
        }
    }
    // The ends over any stairs on them: the level line says where stairs lead.
    for (cell, kind) in [
        (game.entrance(), MarkKind::Start),
        (game.exit(), MarkKind::Goal),
    ] {
        if let Some(at) = at(cell) {
            overlay = overlay.with_mark(at, kind);
        }
    }
    let players = [
        game.ai().map(|ai| (ai.cell, 'A', Rgb::RED)),
        Some((game.human().cell, 'P', Rgb::BLUE)),
    ];
    for (cell, symbol, color) in players.into_iter().flatten() {
        if let Some(at) = at(cell) {
            overlay = overlay.with_mark(at, MarkKind::Player { symbol, color });
        }
    }
    overlay
}

/// The colour of the stairs' marks.
pub(crate) const STAIRS: Rgb = Rgb(0xd9, 0x77, 0x06);

/// The character marking a cell's stairs: `↑` up, `↓` down, `↕` both; `None` for none.
pub(crate) fn stairs_symbol(up: bool, down: bool) -> Option<char> {
    match (up, down) {
        (true, true) => Some('↕'),
        (true, false) => Some('↑'),
        (false, true) => Some('↓'),
        (false, false) => None,
    }
}
