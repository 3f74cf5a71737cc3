//! `maze treasure`: seed 001's game full screen at a terminal ([`tui`]), its interactive
//! program on standard input and output (`--plain`, or piped), and its scripted demos.

mod tui;

use std::io::{self, IsTerminal, Write};

use anyhow::{Context, bail};
use maze_treasure::console::{Answers, Console};
use maze_treasure::{Config, Treasure, marks};
use mazes::{Pos, Size};

use crate::cli::{
    ColorArg, Format, TreasureArgs, TreasureCommand, TreasureDemoArgs, TreasureSettings,
};
use crate::input::next_line;
use crate::output::Output;

/// Plays the game, or runs the demo asked for.
pub fn run(args: TreasureArgs) -> anyhow::Result<()> {
    match args.command {
        Some(TreasureCommand::Demo(demo_args)) => demo(demo_args),
        None => play(args),
    }
}

/// The settings the program never asks about, from the flags.
fn base(settings: &TreasureSettings) -> Config {
    Config {
        gold_frequency: settings.gold,
        thief_frequency: settings.thieves,
        gold: settings.gold_per_room,
        thief_share: settings.thief_share,
        algorithm: settings.algorithm,
        ..Config::new(settings.seed.unwrap_or_else(rand::random))
    }
}

/// The game full screen at a terminal, else the seed's program.
fn play(args: TreasureArgs) -> anyhow::Result<()> {
    let interactive = io::stdin().is_terminal() && io::stdout().is_terminal();
    if args.plain || !interactive {
        return console(args);
    }
    let settings = &args.settings;
    let base = Config {
        player: args.name.clone().unwrap_or_else(|| "You".to_owned()),
        ..base(settings)
    };
    let app = match &args.maze {
        Some(path) => {
            let treasure =
                crate::saves::read_a("treasure maze file", path, maze_treasure::file::from_json)?;
            let seed = treasure.maze().seed().unwrap_or(base.seed);
            let settings = Config {
                size: treasure.grid().size(),
                seed,
                ..base
            };
            let game = maze_treasure::Game::on(
                treasure,
                settings.player.clone(),
                mazes::rng_from_seed(seed),
            );
            tui::App::on(game, settings)
        }
        None => {
            let size = settings.size.unwrap_or(base.size);
            let wrap = settings.wrap.unwrap_or(base.wrap);
            let config = Config {
                size,
                start: settings.start.unwrap_or(Pos::new(0, 0)),
                goal: settings.goal.unwrap_or(Config::default_goal(size, wrap)),
                loops: settings.loops.unwrap_or(Config::fair_loops(size)),
                wrap,
                ..base
            };
            tui::App::new(config)?
        }
    };
    tui::run(app)
}

/// The seed's interactive program, until the game ends or input runs out.
fn console(args: TreasureArgs) -> anyhow::Result<()> {
    let color = match args.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => io::stdout().is_terminal() && crate::screen::color_wanted(),
    };
    let mut console = match &args.maze {
        Some(path) => {
            let treasure =
                crate::saves::read_a("treasure maze file", path, maze_treasure::file::from_json)?;
            Console::with_treasure(treasure, args.name, color)
        }
        None => {
            let settings = &args.settings;
            let answers = Answers {
                name: args.name,
                size: settings.size,
                start: settings.start,
                goal: settings.goal,
                loops: settings.loops,
                wrap: settings.wrap,
            };
            Console::new(base(settings), answers, color)?
        }
    };
    let mut out = io::stdout().lock();
    out.write_all(console.opening().as_bytes())?;
    out.flush()?;
    let mut input = io::stdin().lock();
    while !console.is_over() {
        let Some(line) = next_line(&mut input)? else {
            break;
        };
        out.write_all(console.respond(&line).as_bytes())?;
        out.flush()?;
    }
    Ok(())
}

/// Builds the demo's maze, tells its path step by step and draws it.
fn demo(args: TreasureDemoArgs) -> anyhow::Result<()> {
    let demo = args.demo;
    let settings = &args.settings;
    let size = settings.size.unwrap_or(Size::new(7, 7));
    let config = Config {
        size,
        start: settings.start.unwrap_or(Pos::new(0, 0)),
        goal: settings.goal.unwrap_or(demo.default_goal(size)),
        loops: settings.loops.unwrap_or(demo.default_loops()),
        wrap: settings.wrap.unwrap_or(demo.default_wrap()),
        ..base(settings)
    };
    let output = Output::new(&args.output)?;
    if output.format == Format::Bin {
        bail!("a treasure maze is written as json, or drawn as ascii, unicode, svg or png");
    }
    let (treasure, mut rng) = Treasure::build(&config)?;
    let walk = demo
        .walk(&treasure, &mut rng)
        .context("the goal cannot be reached from the start")?;
    // The story is written as it is told, a line a step: a maze of millions of rooms tells
    // gigabytes of it.
    let picture_is_text = matches!(output.format, Format::Ascii | Format::Unicode);
    if picture_is_text || args.output.output.is_some() || output.format == Format::None {
        crate::output::to_stdout(|out| walk.tell(&treasure, out))?;
    } else {
        // The picture takes standard output; the story goes beside it (and a standard error
        // that cannot be written costs the story, not the picture).
        let mut err = io::BufWriter::new(io::stderr().lock());
        let _ = walk.tell(&treasure, &mut err).and_then(|()| err.flush());
    }
    if output.format == Format::Json {
        let text = maze_treasure::file::to_json(&treasure)?;
        return output.write_with(|out| Ok(out.write_all(text.as_bytes())?));
    }
    let overlay = marks::overlay(&treasure, marks::Area::whole(&treasure), |_| false)
        .with_path(treasure.maze(), walk.path());
    output.write_maze(treasure.maze(), &overlay)
}
