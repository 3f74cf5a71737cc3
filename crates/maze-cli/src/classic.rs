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
use mazes::shape::Shape;
use mazes::shape::weave::Under;
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
            cut,
            weave: args.weave,
            ..Board::default()
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
    let save_file = args
        .save_file
        .clone()
        .unwrap_or_else(|| maze_store::default_path(SAVE_NAME));
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        if args.fog {
            bail!(
                "fog is played full screen: run `maze play --fog` in a terminal, without --plain"
            );
        }
        if !config.board.is_plain() {
            bail!(
                "{} maze is played full screen: run `maze play` in a terminal, without --plain",
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

/// Loads the game saved at `path`: one on a single level (the terminal draws no stairs yet).
fn load(path: &Path) -> anyhow::Result<Game> {
    let game = crate::saves::read(path, maze_classic::save::from_json)?;
    let board = &game.config().board;
    if board.levels > 1 {
        bail!(
            "the save is of {} maze, which the terminal does not draw",
            maze_classic::with_article(&board.describe())
        );
    }
    Ok(game)
}

/// `maze` on a square grid, for the terminal's pictures: square cells (the cells a mask
/// switches off walled in) and weave mazes (each square open on a side where a passage leaves
/// it, over or under); `None` for other shapes. The start and goal keep their doors where those
/// lie on the grid's border.
fn on_grid(maze: &Maze) -> Option<Maze> {
    use mazes::{Endpoint, Grid, Wrap};
    if maze.grid().is_some() {
        return Some(maze.clone());
    }
    let pos = |cell: usize| {
        let (x, y) = maze.column_row(cell).unwrap_or_default();
        Pos::new(x, y)
    };
    let (size, wrap) = match maze.shape() {
        Shape::Square(s) => (s.size(), s.wrap()),
        Shape::Weave(w) => (w.size(), Wrap::None),
        _ => return None,
    };
    let mut grid = Grid::new(size, wrap).ok()?;
    for cell in 0..maze.cell_count() {
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
    // A masked maze's door may face a switched-off cell inside the grid: no door then.
    walled
        .clone()
        .with_endpoints(
            end(start, maze.start_door(), true),
            end(goal, maze.goal_door(), true),
        )
        .or_else(|_| {
            walled.with_endpoints(
                end(start, maze.start_door(), false),
                end(goal, maze.goal_door(), false),
            )
        })
        .ok()
}

/// A game's maze as the terminal draws it: square cells on a grid (each open on a side where
/// a passage leaves it, over or under a weave's bridge), and the cells a mask leaves on.
#[derive(Clone, Debug)]
pub struct View {
    /// The maze on the grid.
    pub maze: Maze,
    /// For each cell of the grid, row by row, the game's cell there; `None` where a mask
    /// switched it off. Empty when every cell is on.
    cells: Vec<Option<usize>>,
}

impl View {
    /// The view of `game`'s maze, if its cells are squares on one level.
    pub fn of(game: &Game) -> Option<View> {
        let shaped = game.maze();
        let maze = on_grid(shaped)?;
        let cells = match shaped.mask() {
            None => Vec::new(),
            Some(mask) => (0..mask.len())
                .map(|c| shaped.lattice().cell_of(c))
                .collect(),
        };
        Some(View { maze, cells })
    }

    /// Whether the cell at `pos` is drawn (a mask leaves it on).
    pub fn is_on(&self, pos: Pos) -> bool {
        self.cells.is_empty() || self.cell_at(pos).is_some()
    }

    /// Whether a mask switched cells off.
    pub fn masked(&self) -> bool {
        !self.cells.is_empty()
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
}

/// Where the game's `cell` is on the grid.
pub(crate) fn pos_of(game: &Game, cell: usize) -> Pos {
    let (x, y) = game.maze().column_row(cell).unwrap_or_default();
    Pos::new(x, y)
}

/// The compass steps along `cells` (a way such as the game's solution), from its first cell.
pub(crate) fn path_of(game: &Game, cells: &[usize]) -> Option<mazes::Path> {
    let start = pos_of(game, *cells.first()?);
    let steps = game.sides_along(cells)?;
    let dirs = steps.into_iter().map(Direction::from_index).collect();
    Some(mazes::Path::new(start, dirs))
}

/// The overlay of a game drawn as `view`: entrance, exit, a weave's bridges, the AI, the human
/// on top, and an optional path.
fn overlay(game: &Game, view: &View, path: Option<&mazes::Path>) -> Overlay {
    let maze = &view.maze;
    // The game's cell's number on the view's grid.
    let width = maze.grid().map_or(0, |grid| grid.width() as usize);
    let at = |cell: usize| {
        let pos = pos_of(game, cell);
        pos.y as usize * width + pos.x as usize
    };
    let mut overlay = Overlay::ends(maze);
    if let Some(path) = path {
        overlay = overlay.with_path(maze, path);
    }
    if let Shape::Weave(weave) = game.maze().shape() {
        for crossing in weave.crossings() {
            let symbol = match crossing.under {
                Under::EastWest => '║',
                Under::NorthSouth => '═',
            };
            overlay = overlay.with_mark(
                at(crossing.cell),
                MarkKind::Item {
                    symbol,
                    color: Rgb::WALL,
                },
            );
        }
    }
    if let Some(ai) = game.ai() {
        overlay = overlay.with_mark(
            at(ai.cell),
            MarkKind::Player {
                symbol: 'A',
                color: Rgb::RED,
            },
        );
    }
    overlay.with_mark(
        at(game.human().cell),
        MarkKind::Player {
            symbol: 'P',
            color: Rgb::BLUE,
        },
    )
}
