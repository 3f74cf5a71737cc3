//! The command line: one subcommand per job, each variant's doc comment its `--help` line.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use mazes::render::Paper;
use mazes::shape::ShapeKind;
use mazes::solve::Solver;
use mazes::{Algorithm, Pos, Wrap};

/// Moving Maze's text-mode commands, for `maze moving --help` and the text mode's own `help`.
macro_rules! moving_text_commands {
    () => {
        "  slide phase:  r / l          rotate the floating tile right / left
                n4 e2 s6 w2    slide in from that side, into that column (n, s) or row (e, w)
  move phase:   n e s w        step one tile
                3,1            walk to column 3, row 1 by any connected path
                done           end your turn
  any time:     quit
"
    };
}
pub(crate) use moving_text_commands;

/// Make, solve, measure, render and watch mazes, and play four maze games.
#[derive(Debug, Parser)]
#[command(
    name = "maze",
    version,
    about,
    propagate_version = true,
    arg_required_else_help = true,
    after_help = "Examples:\n\
\x20 maze play                                  play the Maze Game in this terminal\n\
\x20 maze generate -W 40 -H 20 --solve          a maze and its way out, as text\n\
\x20 maze generate --shape hex -o hex.png       a maze of hexagons, as a picture\n\
\x20 maze solve maze.json --solver astar        solve a saved maze\n\
\x20 maze watch --race bfs,astar                watch two solvers race\n\
\x20 maze gui                                   every game and the studio in the browser\n\n\
`maze COMMAND --help` explains a command; `maze man COMMAND` prints its manual page."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and
    /// true Prim, PNG compression, counts, checking a bin file (its two halves at once). The
    /// same seed makes the same maze on any number
    /// [default: one a core]
    #[arg(long, global = true, value_name = "N")]
    pub threads: Option<std::num::NonZeroUsize>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Generate a maze and print or save it.
    Generate(GenerateArgs),
    /// Solve a maze saved as JSON, ASCII or bin and show the path.
    Solve(SolveArgs),
    /// Measure a maze saved as JSON, ASCII or bin: dead ends, junctions, solution, diameter.
    Stats(StatsArgs),
    /// Check that a file holds a perfect maze: bin a row at a time (any size; a file's two
    /// halves at once, from either end), JSON of any shape and ASCII whole.
    Check(CheckArgs),
    /// Count exactly how many perfect mazes a grid, shape or mask has (its spanning trees).
    Count(CountArgs),
    /// Test whether a generator draws every perfect maze of a small grid equally often.
    Uniformity(UniformityArgs),
    /// Write a PDF booklet of mazes to print, a few to a page, with the answers at the back.
    Print(PrintArgs),
    /// List the generation algorithms and their character.
    Algorithms,
    /// Play the Maze Game: find the exit, alone or racing the computer.
    Play(PlayArgs),
    /// Watch a maze being carved and then solved, a step at a time.
    Watch(WatchArgs),
    /// Play Moving Maze, the four-player sliding-tile game, from a board file.
    #[command(long_about = MOVING_RULES)]
    Moving(MovingArgs),
    /// Print a random, valid Moving Maze board file.
    MovingBoard(MovingBoardArgs),
    /// Play many Moving Maze games between computer levels and compare their win rates.
    MovingArena(MovingArenaArgs),
    /// Play the treasure maze: gather gold, dodge thieves, reach the goal (or watch a demo).
    Treasure(TreasureArgs),
    /// Play the word maze: walk a path that spells words, then race the AI's.
    Words(WordsArgs),
    /// Play the endless maze: walk the maze of 2^64 × 2^64 cells to targets far away, with a
    /// compass, hints, a map, and a command that puts a friend where you stand.
    Endless(EndlessArgs),
    /// Draw any part of a maze of 2^64 × 2^64 cells, or measure the way between two cells of it.
    Infinite(InfiniteArgs),
    /// Play in the browser: start a local server for the games' pages and open it.
    Gui(GuiArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(CompletionsArgs),
    /// Print a manual page in roff: `maze man | man -l -`, `maze man generate > maze-generate.1`.
    Man(ManArgs),
}

/// Options of `maze man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print (`generate`, `play`, …); without one, the page of
    /// `maze` itself.
    pub command: Option<String>,
}

/// Options of `maze infinite`.
#[derive(Debug, Args)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "The plane is one perfect maze of 2^64 × 2^64 cells, made on demand from the seed: \
any window of it, anywhere, is drawn in about a millisecond, the same every time.\n\n\
Examples:\n  maze infinite --seed 1 -W 40 -H 12 --format unicode\n  \
maze infinite --seed 1 --at 0xFFFFFFFFFFFFFF00,12345678901234567890 -W 200 -H 100 -o far.png\n  \
maze infinite solve --seed 1 --from 0,0 --to 1000000000000000,0"
)]
pub struct InfiniteArgs {
    /// What to do instead of drawing a window.
    #[command(subcommand)]
    pub action: Option<InfiniteAction>,
    /// The window to draw.
    #[command(flatten)]
    pub window: InfiniteWindowArgs,
}

/// `maze infinite solve`.
#[derive(Debug, Subcommand)]
pub enum InfiniteAction {
    /// Find the one way between two cells: its exact length and its first and last steps,
    /// without visiting the cells between (and draw a window of it with --draw).
    Solve(InfiniteSolveArgs),
}

/// Options of `maze endless`.
#[derive(Debug, Args)]
#[command(
    after_help = "Keys: arrows or wasd walk, h shows the next steps, n sets a new target, ? helps, q quits.\n\n\
Examples:\n  maze endless\n  maze endless --seed 7 --reach 2000\n  \
maze endless --seed 7 --at 0,0 --to 500,500"
)]
pub struct EndlessArgs {
    /// Seed of the plane; random if not given.
    #[arg(short, long)]
    pub seed: Option<u64>,
    /// Where to start, X,Y [default: a cell the seed chooses, far from the plane's edges].
    #[arg(long)]
    pub at: Option<mazes::infinite::Cell>,
    /// How long the way to each target is, in passages (up to 1000000).
    #[arg(long, default_value = "300", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub reach: u64,
    /// The first target's cell, X,Y, instead of one --reach passages away.
    #[arg(long)]
    pub to: Option<mazes::infinite::Cell>,
    /// Play a line at a time (w a s d, hint, new, link, q), as when input or output is not a
    /// terminal: for scripts.
    #[arg(long)]
    pub plain: bool,
}

/// The plane and the window of `maze infinite`.
#[derive(Debug, Args)]
pub struct InfiniteWindowArgs {
    /// Seed of the plane: the same seed gives the same maze everywhere. Random if not given.
    #[arg(short, long)]
    pub seed: Option<u64>,
    /// The window's top-left cell as X,Y, each from 0 to 2^64 - 1, in decimal or hexadecimal
    /// after 0x [default: 0,0; when solving, centred on both ends if they fit, else on --from].
    #[arg(long)]
    pub at: Option<mazes::infinite::Cell>,
    /// Width of the window in cells.
    #[arg(short = 'W', long, default_value = "40", value_parser = positive, allow_negative_numbers = true)]
    pub width: u32,
    /// Height of the window in cells.
    #[arg(short = 'H', long, default_value = "20", value_parser = positive, allow_negative_numbers = true)]
    pub height: u32,
    /// Where and how to write the picture.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Options of `maze infinite solve`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  maze infinite solve --seed 1 --from 0,0 --to 1000000000000000,0\n  \
maze infinite solve --seed 1 --from 5,5 --to 30,9 --draw --at 0,0 -W 40 -H 15 --format unicode"
)]
pub struct InfiniteSolveArgs {
    /// The cell the way starts from, X,Y.
    #[arg(long)]
    pub from: mazes::infinite::Cell,
    /// The cell the way leads to, X,Y.
    #[arg(long)]
    pub to: mazes::infinite::Cell,
    /// How many of the first and of the last steps to list (up to 1000000).
    #[arg(long, default_value = "10", value_parser = clap::value_parser!(u32).range(0..=1_000_000))]
    pub steps: u32,
    /// Draw the window (--at, -W, -H) with the parts of the way that cross it.
    #[arg(long)]
    pub draw: bool,
    /// The plane, and the window drawn with --draw.
    #[command(flatten)]
    pub window: InfiniteWindowArgs,
}

/// Options of `maze gui`.
#[derive(Debug, Args)]
#[command(
    after_help = "The server runs until Ctrl-C. Its pages need no network and nothing installed.\n\n\
Examples:\n  maze gui\n  maze gui --port 8080 --no-open"
)]
pub struct GuiArgs {
    /// Where to serve the pages.
    #[command(flatten)]
    pub serve: ServeArgs,
}

/// Options of `maze words`.
#[derive(Debug, Args)]
#[command(
    after_help = words_help()
)]
pub struct WordsArgs {
    /// Play in line mode: print the board, read commands line by line.
    #[arg(long)]
    pub plain: bool,
    /// COLUMNSxROWS (3 to 64 each way), or N for a square board.
    #[arg(long, default_value = "10x10", value_parser = board_size)]
    pub size: mazes::Size,
    /// Seed for the random numbers; random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// How the AI plays.
    #[arg(long, default_value = "medium", value_parser = named(maze_words::Level::ALL, maze_words::Level::name, maze_words::Level::describe))]
    pub ai: maze_words::Level,
    /// A word list to use instead of the shipped English one: one word a line, 3 to 24
    /// letters a to z; other lines are skipped and reported.
    #[arg(long)]
    pub dictionary: Option<PathBuf>,
    /// Extra passages beyond a perfect maze's, each making a loop [default: one per 20 cells]
    #[arg(long, allow_negative_numbers = true)]
    pub loops: Option<u32>,
    /// Words to place [default: one per 8 cells]
    #[arg(long, allow_negative_numbers = true)]
    pub words: Option<u32>,
    /// Maze generator (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// Steps the hard and best AIs may search before answering with the best path so far (at most
    /// 3000000, 25 times the default).
    #[arg(
        long,
        default_value_t = maze_words::DEFAULT_BUDGET,
        value_parser = clap::value_parser!(u64).range(1..=maze_words::MAX_BUDGET)
    )]
    pub budget: u64,
}

/// `maze words --help`'s closing text: the rules in the engine's words, then line mode.
fn words_help() -> String {
    let rule = maze_words::scoring_rule(None);
    let rules = format!(
        "The board is a maze of letters with dictionary words laid along its passages. Walk from \
         the top-left cell to the bottom-right one; {rule}. Then the AI walks its own path, and \
         the higher score wins."
    );
    format!(
        "{}\n\n\
Line mode (--plain, or when input or output is not a terminal) reads one command per line:\n\
\x20 w a s d                 step north, west, south, east (a word like ddsa steps four times);\n\
\x20                         a step back onto the cell you came from takes that step back\n\
\x20 undo                    take the last step back\n\
\x20 done                    hand in your path (at the bottom-right cell): the AI answers\n\
\x20 trace bfs|dfs|dijkstra  show a search's exploration order and path\n\
\x20 words, board, help, q\n\n\
Examples:\n  maze words\n  maze words --size 15x15 --ai hard\n  maze words --plain --seed 1 --dictionary my-words.txt",
        crate::screen::wrap(&rules, 94).join("\n")
    )
}

/// A parser for an engine's named values (`mazes::named!`), listing each in `--help` with the
/// engine's own description.
fn named<T, const N: usize>(
    all: [T; N],
    name: fn(T) -> &'static str,
    help: fn(T) -> &'static str,
) -> impl TypedValueParser<Value = T>
where
    T: std::str::FromStr + Copy + Send + Sync + 'static,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    let values = all.map(|value| PossibleValue::new(name(value)).help(help(value)));
    PossibleValuesParser::new(values).try_map(|name| name.parse::<T>())
}

/// The generators by name, for the parser and the shell's completions.
fn algorithm() -> impl TypedValueParser<Value = Algorithm> {
    named(Algorithm::ALL, Algorithm::name, Algorithm::description)
}

/// The solvers by name, for the parser and the shell's completions.
fn solver() -> impl TypedValueParser<Value = Solver> {
    named(Solver::ALL, Solver::name, Solver::description)
}

/// A parser that reads what `parser` reads and offers `values` to the shell's completions, for
/// options that take a few names or a free form (`easy` or `15x15`). Such options hide the
/// list in `--help`, whose text says what else they take.
#[derive(Clone)]
struct Suggesting<P> {
    parser: P,
    values: Vec<PossibleValue>,
}

/// Reads with `parser`, completing `values`.
fn suggesting<P>(parser: P, values: impl IntoIterator<Item = String>) -> Suggesting<P> {
    Suggesting {
        parser,
        values: values.into_iter().map(PossibleValue::new).collect(),
    }
}

impl<P: TypedValueParser + Clone + Send + Sync + 'static> TypedValueParser for Suggesting<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        self.parser.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// Reads `COLUMNSxROWS`, or `N` for N × N.
fn board_size(text: &str) -> Result<mazes::Size, String> {
    match text.trim().parse::<u32>() {
        Ok(side) => Ok(mazes::Size::new(side, side)),
        Err(_) => columns_by_rows(text),
    }
}

/// Options of `maze completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Options of `maze play`.
#[derive(Debug, Args)]
#[command(
    after_help = "Line mode (--plain, or when input or output is not a terminal) reads one command per line:\n\
\x20 w a s d     move north, west, south, east (a word like ddsa makes several moves)\n\
\x20 next        show the next 10 steps of a shortest path\n\
\x20 solve       show the whole way out: `Solution (N moves): <letters>`\n\
\x20 save, load  save the game, or load the saved one\n\
\x20 q           quit\n\n\
Examples:\n  maze play\n  maze play --size hard --mode versus --ai hard\n  maze play --mask-text HI --size 40x12\n  maze play --weave --size 15x15\n  maze play --plain --size 8x6 --seed 1 --regen 0"
)]
pub struct PlayArgs {
    /// Play in line mode: print the maze, read commands line by line.
    #[arg(long)]
    pub plain: bool,
    /// easy (10×10), medium (20×20), hard (30×30) or WxH.
    #[arg(long, default_value = "medium", hide_possible_values = true,
        value_parser = suggesting(|text: &str| text.parse::<maze_classic::Difficulty>(), ["easy", "medium", "hard"].map(String::from)))]
    pub size: maze_classic::Difficulty,
    /// Play alone, or race the computer.
    #[arg(long, default_value = "single", value_parser = named(maze_classic::Mode::ALL, maze_classic::Mode::name, maze_classic::Mode::description))]
    pub mode: maze_classic::Mode,
    /// How the computer plays in versus mode.
    #[arg(long, default_value = "medium", value_parser = named(maze_classic::AiLevel::ALL, maze_classic::AiLevel::name, maze_classic::AiLevel::description))]
    pub ai: maze_classic::AiLevel,
    /// Maze generator (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// Seed for the random numbers; random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Seconds between maze regenerations, up to a day (86400); 0 never regenerates.
    #[arg(
        long,
        default_value_t = maze_classic::DEFAULT_PERIOD.as_secs(),
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(0..=maze_classic::MAX_PERIOD.as_secs())
    )]
    pub regen: u64,
    /// Where to save and load the game (default: in your data directory).
    #[arg(long)]
    pub save_file: Option<PathBuf>,
    /// Cut the maze to an outline: circle, triangle or hexagon (full screen only).
    #[arg(long, value_parser = ["circle", "triangle", "hexagon"], conflicts_with = "weave")]
    pub mask: Option<String>,
    /// Play a maze in the shape of these words, its letters joined (full screen only).
    #[arg(long, value_name = "TEXT", conflicts_with_all = ["mask", "weave"])]
    pub mask_text: Option<String>,
    /// Weave the maze: passages run under crossing corridors, shown as bridges ║ and ═ (full
    /// screen only; by kruskal, backtracker or growing-tree).
    #[arg(long)]
    pub weave: bool,
    /// Play in fog: you see only down the corridors from where you stand, and remember what
    /// you have seen (full screen, square cells on one level; best times in fog are kept apart).
    #[arg(long)]
    pub fog: bool,
    /// The cells' shape: square, hex, triangle, polar (rings: half the size's height) or
    /// upsilon (full screen only, drawn in Braille dots; the keypad's 7 9 1 3 move between the
    /// arrows' directions).
    #[arg(long, default_value = "square", conflicts_with = "weave", value_parser = named(ShapeKind::ALL, ShapeKind::name, ShapeKind::describe))]
    pub shape: ShapeKind,
    /// Levels stacked and joined by stairs, 1 to 8 (full screen only: one level is drawn at a
    /// time, `<` and `>` take the stairs).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=i64::from(maze_classic::MAX_LEVELS)))]
    pub levels: u32,
    /// Whether the command line chose the game (a size, seed, board, mode, computer,
    /// generator or regeneration): then the start menu offers a new game first, even when a
    /// save could be continued.
    #[arg(skip)]
    pub chosen: bool,
}

impl PlayArgs {
    /// The options that describe a game, for [`PlayArgs::chosen`].
    pub const GAME_OPTIONS: [&'static str; 12] = [
        "size",
        "mode",
        "ai",
        "algorithm",
        "seed",
        "regen",
        "mask",
        "mask_text",
        "weave",
        "fog",
        "shape",
        "levels",
    ];
}

/// `maze moving --help`: the rules in brief.
const MOVING_RULES: &str = "Play Moving Maze, the four-player sliding-tile game, from a board file.\n\n\
Green, yellow, red and blue take turns. Each turn has two phases:\n\
\x20 1. Slide: rotate the floating tile and push it into an even row or column, shifting that line\n\
\x20    and pushing out the tile at the other end, which becomes the new floating tile. You may not\n\
\x20    undo the previous slide. Adventurers pushed off re-enter on the inserted tile.\n\
\x20 2. Move: walk your adventurer along connected pathways, or end the turn.\n\
Collect your relics in order (only the next one is shown); reaching it ends your turn. Whoever\n\
holds all their relics and returns to their starting corner wins.";

/// Options of `maze moving`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!(
        "Full screen (the default at a terminal, or --full-screen): r and l turn the floating tile, the\n\
arrows choose a slot on the border and Enter slides the tile in; then the arrows step, Tab picks a\n\
tile and Enter walks there, Space ends the turn; ? shows every key.\n\n\
Text mode input, one command per line:\n",
        moving_text_commands!(),
        "  with seats:   help           list these commands\n\n\
Board files: `maze moving-board > board.txt` makes one.\n\
Saving: `--save game.json` saves the game after every command, with its computer seats;\n\
`maze moving game.json text` resumes it where it stood."
    )
)]
pub struct MovingArgs {
    /// The game board file, or a game saved with --save to resume.
    pub board: PathBuf,
    /// `text` (the specification's text mode) or `gui` (a page in the browser); without one,
    /// full screen when input and output are a terminal, else text mode. Any other word is
    /// refused, as the specification says.
    #[arg(value_parser = modes(), hide_possible_values = true)]
    pub mode: Option<String>,
    /// Play full screen, as at a terminal without a mode.
    #[arg(long, conflicts_with = "mode")]
    pub full_screen: bool,
    /// Save the game to this file after every command (replacing it safely each time).
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Full screen and in text mode, a colour played by the computer, as COLOUR=LEVEL (levels: easy,
    /// medium, hard, expert); repeat for more seats. Without seats, text mode is exactly the specification's.
    #[arg(long = "seat", value_parser = seats(), hide_possible_values = true)]
    pub seats: Vec<(maze_moving::Colour, maze_moving::computer::Level)>,
    /// Full screen and on the page (`gui`), a game of 2 or 3 players as the board game is
    /// played by fewer: 2 plays green and blue (opposite corners), 3 green, yellow and red; the
    /// others' relics stay out of the game. Text mode is always the specification's four.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: Option<u8>,
    /// In `gui` mode: where to serve the page.
    #[command(flatten)]
    pub serve: ServeArgs,
}

/// The parser of Moving Maze's mode: any text (an unknown mode gets the specification's
/// message, not clap's), completing the two modes.
fn modes() -> impl TypedValueParser<Value = String> {
    let all = ["text", "gui"].map(str::to_owned);
    suggesting(clap::builder::StringValueParser::new(), all)
}

/// The parser of `--seat`, completing every colour with every level.
fn seats() -> impl TypedValueParser<Value = (maze_moving::Colour, maze_moving::computer::Level)> {
    use maze_moving::{Colour, computer::Level};
    let all = Colour::ALL.into_iter().flat_map(|colour| {
        Level::ALL
            .map(move |level| format!("{}={}", colour.name().to_ascii_lowercase(), level.name()))
    });
    suggesting(seat, all)
}

/// Reads `COLOUR=LEVEL`, such as `yellow=easy`.
fn seat(text: &str) -> Result<(maze_moving::Colour, maze_moving::computer::Level), String> {
    let (colour, level) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not a seat: write COLOUR=LEVEL, like yellow=easy"))?;
    let colour = maze_moving::Colour::ALL
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(colour.trim()))
        .ok_or_else(|| format!("{colour:?} is not a colour: green, yellow, red or blue"))?;
    let level = level
        .parse()
        .map_err(|e: mazes::ParseNameError| e.to_string())?;
    Ok((colour, level))
}

/// Where `maze gui` and `maze moving BOARD gui` serve their pages.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on; 0 picks a free one.
    #[arg(long, default_value_t = 0)]
    pub port: u16,
    /// The address to listen on. Anything but loopback lets other machines play (and see
    /// your games): you are warned.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: std::net::IpAddr,
    /// Print the address without opening a browser.
    #[arg(long)]
    pub no_open: bool,
    /// The most games open at once (pages beyond it are refused until one closes).
    #[arg(long, default_value_t = maze_web::MAX_CONNECTIONS, value_parser = clap::value_parser!(u16).range(1..).map(usize::from))]
    pub max_games: usize,
}

/// Options of `maze moving-board`.
#[derive(Debug, Args)]
pub struct MovingBoardArgs {
    /// Width in tiles: odd, 3 to 9.
    #[arg(short = 'W', long, default_value = "7", allow_negative_numbers = true)]
    pub width: usize,
    /// Height in tiles: odd, 3 to 9.
    #[arg(short = 'H', long, default_value = "7", allow_negative_numbers = true)]
    pub height: usize,
    /// Relics per colour (K), 0 to 9 and at most a quarter of the non-corner tiles.
    #[arg(short = 'k', long, default_value = "3", allow_negative_numbers = true)]
    pub relics: u8,
    /// Seed for the random numbers; random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
}

/// Options of `maze moving-arena`.
#[derive(Debug, Args)]
#[command(
    after_help = "Two levels take two seats each; the seating rotates through every arrangement,\n\
each on the same board, so neither level gains from playing first. Four levels take one seat\n\
each, rotated the same way.\n\n\
Examples:\n  maze moving-arena --games 600 --levels medium,easy --seed 1\n\
A run of 600 games in two parts (300 games are 50 boards), then its report:\n\
\x20 maze moving-arena --games 300 --levels medium,easy --seed 1 --log one.jsonl\n\
\x20 maze moving-arena --games 300 --levels medium,easy --seed 51 --log two.jsonl\n\
\x20 maze moving-arena --merge one.jsonl two.jsonl"
)]
pub struct MovingArenaArgs {
    /// Games to play.
    #[arg(short = 'n', long, default_value = "120")]
    pub games: u32,
    /// The levels at the table: one, two or four levels, separated by commas.
    #[arg(long, value_delimiter = ',', default_value = "medium,easy", num_args = 1..=4,
        value_parser = named(maze_moving::computer::Level::ALL, maze_moving::computer::Level::name, maze_moving::computer::Level::describe))]
    pub levels: Vec<maze_moving::computer::Level>,
    /// Width and height of the random boards: odd, 3 to 9.
    #[arg(long, default_value = "7", allow_negative_numbers = true)]
    pub size: usize,
    /// Relics per colour on the random boards.
    #[arg(short = 'k', long, default_value = "3", allow_negative_numbers = true)]
    pub relics: u8,
    /// Play on these board files, in turn, instead of random boards (repeat for more).
    #[arg(long = "board")]
    pub boards: Vec<PathBuf>,
    /// A game still going after this many turns is counted as unfinished [default: 400; with
    /// `--merge`, the logged runs' own].
    #[arg(long)]
    pub max_turns: Option<u32>,
    /// Seed for the random boards; random if not given. Board k of a run is made from seed + k
    /// and played once in every seating, so the same game comes back in runs whose seeds are
    /// near: to split a long run, give each part the seed where the last part's boards ended
    /// (e.g. 102 games of two levels are 17 boards: seeds 2026, 2043, 2060, …).
    #[arg(short, long)]
    pub seed: Option<u64>,
    /// Games played at once; the default is one per core.
    #[arg(short, long)]
    pub jobs: Option<std::num::NonZeroUsize>,
    /// The deep search expert seats use.
    #[arg(long, default_value_t = maze_moving::computer::EXPERT_SEARCH,
        value_parser = named(maze_moving::computer::Search::ALL, maze_moving::computer::Search::name, maze_moving::computer::Search::describe))]
    pub expert_search: maze_moving::computer::Search,
    /// Expert's thinking time a turn, in milliseconds.
    #[arg(long, default_value = "1000", value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub expert_ms: u64,
    /// Expert visits at most this many positions a turn (as well as the time): the same games
    /// on every machine when the time is ample.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub expert_nodes: Option<u64>,
    /// Also write each game to this file as it ends, one line of JSON a game (its number, the
    /// table, board, seating, winner, turns, the turn cap, each seat's relics and the turn the
    /// last relic was taken): a long run keeps what it played if stopped, and its parts can be
    /// merged or looked into. A file that holds games already is refused, not overwritten.
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
    /// Play nothing: report on the games of these logs (written by `--log`), the parts of one
    /// run played apart; a game found twice, or logs of different tables, are refused.
    #[arg(long, value_name = "LOG", num_args = 1.., conflicts_with_all = [
        "games", "levels", "size", "relics", "boards", "seed", "jobs", "expert_search",
        "expert_ms", "expert_nodes", "log",
    ])]
    pub merge: Vec<PathBuf>,
}

/// Options of `maze treasure`.
#[derive(Debug, Args)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "Questions not answered by a flag are asked; an empty answer takes the default.\n\
During the game, one command a line:\n\
\x20 north south east west (or n s e w)   move one room\n\
\x20 map                                  draw the maze around you\n\
\x20 help, quit\n\n\
Examples:\n  maze treasure\n  maze treasure --name Greg --size 10x10 --start 0,0 --goal 9,0 --loops 0 --wrap no\n\
\x20 maze treasure demo wealthiest --seed 3 --format unicode"
)]
pub struct TreasureArgs {
    /// A demo instead of a game.
    #[command(subcommand)]
    pub command: Option<TreasureCommand>,
    /// Your name [asked if not given]
    #[arg(long)]
    pub name: Option<String>,
    /// Play the treasure maze in this file (written by `maze treasure demo … --format json`)
    /// instead of building one.
    #[arg(long, conflicts_with_all = ["size", "start", "goal", "loops", "wrap", "seed"])]
    pub maze: Option<PathBuf>,
    /// The maze's settings.
    #[command(flatten)]
    pub settings: TreasureSettings,
    /// Play the seed's console program (typed directions and questions) even at a terminal;
    /// it is also what runs when input or output is not a terminal.
    #[arg(long)]
    pub plain: bool,
    /// Colour the map (of the console program; the full screen follows NO_COLOR).
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorArg,
}

/// `maze treasure`'s subcommands.
#[derive(Debug, Subcommand)]
pub enum TreasureCommand {
    /// Run one of the seed's scripted demos: build a maze, find a path, tell it step by step,
    /// and draw it.
    Demo(TreasureDemoArgs),
}

/// Options of `maze treasure demo`.
#[derive(Debug, Args)]
#[command(
    after_help = "`--format json` writes the maze with its rooms, which `maze treasure --maze FILE` plays.\n\n\
Examples:\n  maze treasure demo explore --seed 1\n  maze treasure demo wealthiest --size 20x10 --loops 30 --output rich.svg"
)]
pub struct TreasureDemoArgs {
    /// The demo (the wealthiest one makes a room maze with 8 loops unless --loops says
    /// otherwise; the wrapping one wraps both ways, to the middle room, unless --wrap and --goal
    /// say otherwise).
    #[arg(value_parser = named(
        maze_treasure::demo::Demo::ALL,
        maze_treasure::demo::Demo::name,
        maze_treasure::demo::Demo::description
    ))]
    pub demo: maze_treasure::demo::Demo,
    /// The maze's settings [default: 7x7 from the top-left room to the bottom-right one]
    #[command(flatten)]
    pub settings: TreasureSettings,
    /// How to draw the maze.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The settings of a treasure maze.
#[derive(Debug, Args)]
pub struct TreasureSettings {
    /// COLUMNSxROWS, such as 10x10 (1 to 4096 each way).
    #[arg(long, value_parser = columns_by_rows)]
    pub size: Option<mazes::Size>,
    /// The start room as ROW,COLUMN, counting from 0: row first, as the game names rooms
    /// (`maze generate --start` takes X,Y, the column first).
    #[arg(long, value_parser = row_column, value_name = "ROW,COLUMN")]
    pub start: Option<Pos>,
    /// The goal room as ROW,COLUMN, counting from 0.
    #[arg(long, value_parser = row_column, value_name = "ROW,COLUMN")]
    pub goal: Option<Pos>,
    /// Extra passages: 0 makes a perfect maze (one way to the goal), more a room maze with
    /// that many loops [full screen: one a nine rooms; the console program asks; a demo: its
    /// own].
    #[arg(long, allow_negative_numbers = true)]
    pub loops: Option<u64>,
    /// Which edges wrap around: no, x (east-west), y (north-south) or both.
    #[arg(long, value_parser = suggesting(wrap_answer, ["no", "x", "y", "both"].map(String::from)), hide_possible_values = true)]
    pub wrap: Option<Wrap>,
    /// The share of rooms holding gold, 0 to 1.
    #[arg(long, default_value = "0.2", allow_negative_numbers = true)]
    pub gold: f64,
    /// The share of rooms holding a thief, 0 to 1.
    #[arg(long, default_value = "0.1", allow_negative_numbers = true)]
    pub thieves: f64,
    /// Gold in each gold room: N, or MIN-MAX for a random amount.
    #[arg(long, default_value = "10", value_parser = gold_amount)]
    pub gold_per_room: maze_treasure::GoldAmount,
    /// The percentage of the player's gold a thief takes, rounded down.
    #[arg(long, default_value = "10", allow_negative_numbers = true)]
    pub thief_share: u8,
    /// Maze generator (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// Seed for the random numbers; random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
}

/// Reads `COLUMNSxROWS`.
fn columns_by_rows(text: &str) -> Result<mazes::Size, String> {
    text.parse()
        .map_err(|e: mazes::ParseSizeError| e.to_string())
}

/// Reads `ROW,COLUMN` into a cell.
fn row_column(text: &str) -> Result<Pos, String> {
    let bad = || format!("{text:?} is not a room: write ROW,COLUMN, like 0,3");
    let (row, column) = text.split_once(',').ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    Ok(Pos::new(number(column)?, number(row)?))
}

/// Reads `no`, `x`, `y` or `both`, as the program's question takes them.
fn wrap_answer(text: &str) -> Result<Wrap, String> {
    if text.eq_ignore_ascii_case("no") {
        return Ok(Wrap::None);
    }
    text.parse()
        .map_err(|_| format!("{text:?} is not a wrapping: write no, x, y or both"))
}

/// Reads `N` or `MIN-MAX`.
fn gold_amount(text: &str) -> Result<maze_treasure::GoldAmount, String> {
    use maze_treasure::GoldAmount;
    let bad = || format!("{text:?} is not an amount of gold: write N, or MIN-MAX like 5-20");
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    match text.split_once('-') {
        Some((min, max)) => Ok(GoldAmount::Range {
            min: number(min)?,
            max: number(max)?,
        }),
        None => Ok(GoldAmount::Fixed(number(text)?)),
    }
}

/// Options of `maze generate`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  maze generate\n  maze generate -W 40 -H 20 --algorithm wilson --solve\n  maze generate --wrap both --loops 10 --format unicode\n  maze generate -W 200 -H 200 --output maze.png"
)]
pub struct GenerateArgs {
    /// Width in cells.
    #[arg(short = 'W', long, default_value = "20", value_parser = positive, allow_negative_numbers = true)]
    pub width: u32,
    /// Height in cells.
    #[arg(short = 'H', long, default_value = "20", value_parser = positive, allow_negative_numbers = true)]
    pub height: u32,
    /// Generation algorithm (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// Seed for the random numbers; the same seed gives the same maze. Random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Which edges wrap around to the other side.
    #[arg(long, default_value = "none", value_parser = named(Wrap::ALL, Wrap::name, Wrap::describe))]
    pub wrap: Wrap,
    /// The cells' shape; every shape but square is drawn as svg (or stored as json, or
    /// drawn in Braille dots with -f unicode).
    #[arg(long, default_value = "square", value_parser = named(ShapeKind::ALL, ShapeKind::name, ShapeKind::describe))]
    pub shape: ShapeKind,
    /// Rings of a polar maze, the centre counted (the size of `--shape polar`).
    #[arg(long, default_value = "10", value_parser = positive)]
    pub rings: u32,
    /// Weave the maze: passages run under perpendicular corridors (square cells, by kruskal,
    /// backtracker or growing-tree). DENSITY, 0 to 1, is the chance of a crossing wherever one
    /// can go; 0.5 when not given.
    #[arg(long, value_name = "DENSITY", num_args = 0..=1, default_missing_value = "0.5", value_parser = density, allow_negative_numbers = true)]
    pub weave: Option<f64>,
    /// Stack this many levels joined by stairs (a 3-D maze of square, hex, triangle or polar
    /// cells), drawn side by side with up and down marks.
    #[arg(long, default_value = "1", value_parser = positive)]
    pub levels: u32,
    /// Cells switched off.
    #[command(flatten)]
    pub masking: MaskArgs,
    /// Open this many extra walls, making loops (a "room maze").
    #[arg(long, conflicts_with = "braid", allow_negative_numbers = true)]
    pub loops: Option<u64>,
    /// Remove this fraction (0 to 1) of the dead ends.
    #[arg(long, allow_negative_numbers = true, value_parser = fraction)]
    pub braid: Option<f64>,
    /// Pick a maze this hard to solve: easy, medium, hard, or a percentile from 0 (the
    /// easiest) to 100 (the hardest) of 32 mazes built from the seed on, ranked by the steps
    /// an explorer is expected to take (the `difficulty` line of `maze stats`).
    #[arg(long, value_parser = difficulty, conflicts_with = "stream", value_name = "easy|medium|hard|N")]
    pub difficulty: Option<u8>,
    /// Where the entrance and exit go.
    #[arg(long, value_enum, default_value = "corners", conflicts_with_all = ["start", "goal"])]
    pub openings: OpeningsArg,
    /// Start cell as X,Y (0-based, y downwards), instead of openings.
    #[arg(long, requires = "goal", value_name = "X,Y")]
    pub start: Option<Pos>,
    /// Goal cell as X,Y (0-based, y downwards), instead of openings.
    #[arg(long, requires = "start", value_name = "X,Y")]
    pub goal: Option<Pos>,
    /// Overlay the shortest path from the start to the goal.
    #[arg(long)]
    pub solve: bool,
    /// Report the generation time and rate on standard error.
    #[arg(long)]
    pub time: bool,
    /// Write the maze even when its output would pass 1 GB (without --stream such mazes are
    /// refused, with the size they would take).
    #[arg(long)]
    pub force: bool,
    /// Write the maze a row at a time without holding it (eller, sidewinder, binary-tree;
    /// ascii, png or bin): for mazes bigger than memory.
    #[arg(long, conflicts_with_all = ["wrap", "loops", "braid", "start", "goal", "solve", "shape", "levels", "weave", "mask", "mask_text"])]
    pub stream: bool,
    /// How to draw or store the maze.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Options of `maze solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// A maze in JSON, ASCII or bin, as `maze generate` writes them; `-` reads standard input.
    pub file: PathBuf,
    /// The solver to run: a search, a walker or a filler.
    #[arg(long, default_value = "bfs", value_parser = solver(), ignore_case = true)]
    pub solver: Solver,
    /// Solve from this cell (X,Y) instead of the maze's start.
    #[arg(long)]
    pub from: Option<Pos>,
    /// Solve to this cell (X,Y) instead of the maze's goal.
    #[arg(long)]
    pub to: Option<Pos>,
    /// Colour every cell by its distance from the start, the goal or the solution (svg, png;
    /// unicode shades it).
    #[arg(long, value_enum)]
    pub heat: Option<HeatArg>,
    /// How to draw the solved maze (`json` prints the solution as data).
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Options of `maze watch`.
#[derive(Debug, Args)]
#[command(after_help = "Keys while watching:\n\
\x20 space, p       pause or go on\n\
\x20 + -, up down   faster, slower\n\
\x20 . n, right     one step (pauses)\n\
\x20 enter          finish carving, or solving, at once\n\
\x20 r              a new maze with a new seed\n\
\x20 a              the next algorithm, on the same seed\n\
\x20 s              the next solver, on the same maze\n\
\x20 q, esc         quit\n\n\
Colours: grey not yet carved, yellow the step just taken, cyan the solver's frontier, blue\n\
explored, magenta a dead end a search backed out of (a walker's detour, a filler's\n\
filling), green the path found.\n\n\
Examples:\n  maze watch\n  maze watch -a wilson --solver astar\n  maze watch -W 30 -H 12 -a division --speed 20\n  maze watch --mask-text HI -a kruskal")]
pub struct WatchArgs {
    /// Width in cells [default: as many as fit the terminal]
    #[arg(short = 'W', long, value_parser = positive, allow_negative_numbers = true)]
    pub width: Option<u32>,
    /// Height in cells [default: as many as fit the terminal]
    #[arg(short = 'H', long, value_parser = positive, allow_negative_numbers = true)]
    pub height: Option<u32>,
    /// Generation algorithm (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// The solver to watch once the maze is made (the list is in `maze solve --help`).
    #[arg(long, default_value = "bfs", value_parser = solver(), ignore_case = true, hide_possible_values = true)]
    pub solver: Solver,
    /// Race up to four solvers side by side on the same maze, a move each in turn, with a
    /// running count (for example `bfs,astar,tremaux`).
    #[arg(long, value_parser = solver(), value_delimiter = ',', ignore_case = true, hide_possible_values = true, conflicts_with = "solver", value_name = "SOLVER,SOLVER,…")]
    pub race: Vec<Solver>,
    /// Seed for the random numbers; the same seed gives the same maze. Random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Steps a second to start at [default: so that carving takes about 12 seconds]
    #[arg(long, value_parser = positive, allow_negative_numbers = true)]
    pub speed: Option<u32>,
    /// Cells switched off: the maze is carved in the rest.
    #[command(flatten)]
    pub masking: MaskArgs,
}

/// Cells switched off by a mask, for `maze generate` and `maze watch`.
#[derive(Debug, Args)]
pub struct MaskArgs {
    /// Switch cells off: a text file (# or X off; . or space on), a PNG (dark pixels off),
    /// or an outline: circle, triangle or hexagon.
    #[arg(long, value_name = "FILE|OUTLINE")]
    pub mask: Option<String>,
    /// Keep only the cells under these words, in an 8×8 bitmap font stretched over the maze.
    #[arg(long, value_name = "TEXT", conflicts_with = "mask")]
    pub mask_text: Option<String>,
    /// Join the mask's separate regions by the shortest bridges of cells, making one maze
    /// (words from --mask-text are, unless --mask-apart).
    #[arg(long)]
    pub mask_join: bool,
    /// Make a maze of its own in each of the mask's separate regions (a letter each, for
    /// words), each with its start and goal.
    #[arg(long, conflicts_with = "mask_join")]
    pub mask_apart: bool,
}

/// Options of `maze check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// A maze in the bin format (checked a row at a time), or in JSON of any shape or ASCII;
    /// `-` reads standard input.
    pub file: PathBuf,
    /// Print the findings as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Options of `maze count`.
#[derive(Debug, Args)]
#[command(
    after_help = "The count is exact (Kirchhoff's matrix-tree theorem, worked out modulo many primes):
whole rectangles of square cells, bounded or wrapping, up to 2^17 cells and 512 a side (one
cell across, any length up to 2^17); other shapes and masks up to 1000 cells.

Examples:
  maze count -W 3 -H 3          # 192
  maze count -W 64 -H 64        # 2,070 digits
  maze count -W 4 -H 4 --wrap both
  maze count --shape hex -W 4 -H 3"
)]
pub struct CountArgs {
    /// Width in cells.
    #[arg(short = 'W', long, default_value = "3", value_parser = positive, allow_negative_numbers = true)]
    pub width: u32,
    /// Height in cells.
    #[arg(short = 'H', long, default_value = "3", value_parser = positive, allow_negative_numbers = true)]
    pub height: u32,
    /// Which edges wrap around to the other side.
    #[arg(long, default_value = "none", value_parser = named(Wrap::ALL, Wrap::name, Wrap::describe))]
    pub wrap: Wrap,
    /// The cells' shape.
    #[arg(long, default_value = "square", value_parser = named(ShapeKind::ALL, ShapeKind::name, ShapeKind::describe))]
    pub shape: ShapeKind,
    /// Rings of a polar maze, the centre counted (the size of `--shape polar`).
    #[arg(long, default_value = "3", value_parser = positive)]
    pub rings: u32,
    /// Cells switched off.
    #[command(flatten)]
    pub masking: MaskArgs,
}

/// Options of `maze print`.
#[derive(Debug, Args)]
#[command(
    after_help = "Maze n has seed S + n - 1 (S given by --seed, else random): the same command with the same\n\
seed prints the same booklet.\n\n\
Examples:\n  maze print -o mazes.pdf\n  maze print --count 20 -W 40 -H 40 --per-page 1 --title \"Rainy day\" -o book.pdf\n  maze print --count 12 -W 12 -H 12 --per-page 6 --paper letter -o class.pdf"
)]
pub struct PrintArgs {
    /// How many mazes (up to 10,000, and 16 million cells in all).
    #[arg(long, default_value = "10", value_parser = how_many)]
    pub count: u32,
    /// Width of each maze in cells.
    #[arg(short = 'W', long, default_value = "20", value_parser = positive, allow_negative_numbers = true)]
    pub width: u32,
    /// Height of each maze in cells.
    #[arg(short = 'H', long, default_value = "20", value_parser = positive, allow_negative_numbers = true)]
    pub height: u32,
    /// Generation algorithm (see `maze algorithms`).
    #[arg(short, long, default_value = "backtracker", value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// The cells' shape.
    #[arg(long, default_value = "square", value_parser = named(ShapeKind::ALL, ShapeKind::name, ShapeKind::describe))]
    pub shape: ShapeKind,
    /// Rings of a polar maze, the centre counted (the size of `--shape polar`).
    #[arg(long, default_value = "10", value_parser = positive)]
    pub rings: u32,
    /// Cells switched off.
    #[command(flatten)]
    pub masking: MaskArgs,
    /// The first maze's seed; the others follow it. Random if not given.
    #[arg(short, long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Mazes a page, up to 64 (the answers go twice as many to a page).
    #[arg(long, default_value = "2", value_parser = how_many)]
    pub per_page: u32,
    /// The paper.
    #[arg(long, default_value = "a4", value_parser = named(Paper::ALL, Paper::name, Paper::describe))]
    pub paper: Paper,
    /// The heading of every page.
    #[arg(long, default_value = "Mazes")]
    pub title: String,
    /// Leave the answers out.
    #[arg(long)]
    pub no_answers: bool,
    /// The PDF file to write (`-` for standard output).
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Options of `maze uniformity`.
#[derive(Debug, Args)]
#[command(
    after_help = "Draws mazes with seeds 0, 1, 2, … and compares how often each perfect maze of the grid\n\
came up with equal odds (Pearson's chi-squared test at the 0.1 % level).\n\n\
Examples:\n  maze uniformity wilson\n  maze uniformity kruskal -W 4 -H 3\n  maze uniformity binary-tree"
)]
pub struct UniformityArgs {
    /// The generator to test (see `maze algorithms`).
    #[arg(value_parser = algorithm(), ignore_case = true, hide_possible_values = true)]
    pub algorithm: Algorithm,
    /// Width in cells.
    #[arg(short = 'W', long, default_value = "3", value_parser = positive, allow_negative_numbers = true)]
    pub width: u32,
    /// Height in cells.
    #[arg(short = 'H', long, default_value = "3", value_parser = positive, allow_negative_numbers = true)]
    pub height: u32,
    /// Which edges wrap around to the other side.
    #[arg(long, default_value = "none", value_parser = named(Wrap::ALL, Wrap::name, Wrap::describe))]
    pub wrap: Wrap,
    /// Mazes to draw [default: 40 for each perfect maze of the grid]
    #[arg(long, value_parser = how_many)]
    pub samples: Option<u32>,
}

/// Options of `maze stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// A maze in JSON, ASCII or bin; `-` reads standard input.
    pub file: PathBuf,
    /// Print the measurements as JSON.
    #[arg(long)]
    pub json: bool,
}

/// What a heat map measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HeatArg {
    /// Steps from the start.
    Start,
    /// Steps from the goal.
    Goal,
    /// Steps from the nearest cell of the solution: how far a wrong turn leads.
    Solution,
}

/// Output options shared by the commands that draw a maze.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Output format; guessed from the --output file's extension, else ascii.
    #[arg(short, long, value_enum)]
    pub format: Option<Format>,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Colour the path and marks in unicode output.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorArg,
    /// How hard to compress PNG output: fast, or best (the smallest file, several times slower).
    #[arg(long, value_enum, default_value = "fast")]
    pub png_compression: PngCompressionArg,
    /// The side of a cell in SVG and PNG pictures, in pixels (a PNG's floor between walls);
    /// unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell.
    #[arg(long, value_name = "PIXELS", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub cell_size: Option<u32>,
    /// The thickness of walls in SVG and PNG pictures, in pixels.
    #[arg(long, value_name = "PIXELS", value_parser = clap::value_parser!(u32).range(1..=50))]
    pub wall_width: Option<u32>,
    /// The walls' colour in SVG and PNG pictures (and the legend's letters), as #rrggbb or
    /// #rgb; near-black unset.
    #[arg(long, value_name = "COLOUR", value_parser = colour)]
    pub wall_color: Option<mazes::render::Rgb>,
    /// The floor's colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset.
    #[arg(long, value_name = "COLOUR", value_parser = colour)]
    pub floor_color: Option<mazes::render::Rgb>,
    /// The solution's colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset.
    #[arg(long, value_name = "COLOUR", value_parser = colour)]
    pub path_color: Option<mazes::render::Rgb>,
}

impl OutputArgs {
    /// The first picture option given (sizes and colours), by its flag: they apply to SVG and
    /// PNG pictures only.
    pub fn picture_flag(&self) -> Option<&'static str> {
        [
            (self.cell_size.is_some(), "--cell-size"),
            (self.wall_width.is_some(), "--wall-width"),
            (self.wall_color.is_some(), "--wall-color"),
            (self.floor_color.is_some(), "--floor-color"),
            (self.path_color.is_some(), "--path-color"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }
}

/// A colour as `#rrggbb` or `#rgb` (the `#` may be left out).
fn colour(text: &str) -> Result<mazes::render::Rgb, String> {
    text.parse()
        .map_err(|e: mazes::render::ParseRgbError| e.to_string())
}

/// `--png-compression`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PngCompressionArg {
    /// Fast and still small.
    Fast,
    /// The smallest file.
    Best,
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The exact text format: walls drawn with + - and |, 4 characters per cell.
    Ascii,
    /// Box-drawing characters, 2 characters per cell.
    Unicode,
    /// The versioned JSON format (docs/json-format.md).
    Json,
    /// A vector picture.
    Svg,
    /// The walls alone as the fewest pen strokes, for pen plotters (SVG).
    PlotterSvg,
    /// A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres).
    Stl,
    /// A bitmap picture.
    Png,
    /// The compact binary format, two bits per cell (docs/bin-format.md).
    Bin,
    /// Nothing: generate (or solve) and discard, for timing.
    None,
}

impl Format {
    /// The name `--format` takes.
    pub fn name(self) -> &'static str {
        match self {
            Format::Ascii => "ascii",
            Format::Unicode => "unicode",
            Format::Json => "json",
            Format::Svg => "svg",
            Format::PlotterSvg => "plotter-svg",
            Format::Stl => "stl",
            Format::Png => "png",
            Format::Bin => "bin",
            Format::None => "none",
        }
    }
}

/// When to colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// When writing to a terminal and NO_COLOR is not set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Opening placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OpeningsArg {
    /// Entrance at the top-left, exit at the bottom-right.
    Corners,
    /// Entrance and exit on two different random sides.
    Sides,
    /// No entrance or exit.
    None,
}

/// A size in cells: a whole number from 1 on.
fn positive(text: &str) -> Result<u32, String> {
    at_least_one(text, |n| {
        format!("a maze needs at least 1 cell in each direction, not {n}")
    })
}

/// A number of things (mazes, samples, mazes a page): a whole number from 1 on.
fn how_many(text: &str) -> Result<u32, String> {
    at_least_one(text, |n| format!("it takes at least 1, not {n}"))
}

/// A whole number from 1 to `u32::MAX`; `too_few` says why a smaller one will not do.
fn at_least_one(text: &str, too_few: impl Fn(i64) -> String) -> Result<u32, String> {
    match text.trim().parse::<i64>() {
        Ok(n) if n >= 1 => {
            u32::try_from(n).map_err(|_| format!("{n} is too large (at most {})", u32::MAX))
        }
        Ok(n) => Err(too_few(n)),
        Err(_) => Err(format!("{text:?} is not a whole number")),
    }
}

/// A difficulty: a named level's percentile, or a percentile from 0 to 100.
fn difficulty(text: &str) -> Result<u8, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "easy" => Ok(10),
        "medium" => Ok(50),
        "hard" => Ok(90),
        number => match number.parse::<u8>() {
            Ok(percentile) if percentile <= 100 => Ok(percentile),
            _ => Err(format!(
                "a difficulty is easy, medium, hard or a percentile from 0 to 100, not {text}"
            )),
        },
    }
}

fn density(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(f) if (0.0..=1.0).contains(&f) => Ok(f),
        _ => Err(format!(
            "the weave density must be a number from 0 to 1, not {text}"
        )),
    }
}

fn fraction(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(f) if (0.0..=1.0).contains(&f) => Ok(f),
        _ => Err(format!(
            "the braid fraction must be a number from 0 to 1, not {text}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn format_names_are_the_ones_the_flag_takes() {
        for format in Format::value_variants() {
            let value = format.to_possible_value().unwrap();
            assert_eq!(value.get_name(), format.name());
        }
    }

    #[test]
    fn treasure_flags_read_rows_before_columns() {
        assert_eq!(row_column("2, 5"), Ok(Pos::new(5, 2)));
        assert!(row_column("2").is_err());
        assert_eq!(columns_by_rows("10x4"), Ok(mazes::Size::new(10, 4)));
        assert_eq!(columns_by_rows("3×2"), Ok(mazes::Size::new(3, 2)));
        assert!(columns_by_rows("10").is_err());
        assert_eq!(
            gold_amount("5-20"),
            Ok(maze_treasure::GoldAmount::Range { min: 5, max: 20 })
        );
        assert!(gold_amount("-3").is_err());
        assert_eq!(wrap_answer("Both"), Ok(Wrap::Both));
    }

    #[test]
    fn sizes_must_be_positive_whole_numbers() {
        assert_eq!(positive("3"), Ok(3));
        assert!(positive("0").unwrap_err().contains("at least 1"));
        assert!(positive("-4").unwrap_err().contains("not -4"));
        assert!(positive("x").is_err());
        assert!(positive("99999999999").unwrap_err().contains("too large"));
    }
}
