//! Line mode of the endless game, for scripts and pipes: one command a line, the cells around
//! the player and a status line after each.

use std::io::{self, Write};

use maze_classic::endless::{Command, Event, Game, RuleError};
use mazes::infinite::Cell;
use mazes::render::{MarkKind, Overlay, Rgb};
use mazes::{Direction, Size};

use crate::input::{Flow, command_loop};

/// What `help` prints.
const HELP: &str = "\
Commands, one a line:
  w a s d     step up, left, down or right (several at once: ddsa)
  hint        the next 10 steps of the way to the target
  new         a new target as far away, from where you stand
  link        the command that puts someone where you stand
  help        this list; q: quit";

/// The cells shown around the player.
const VIEW: Size = Size::new(21, 9);
/// Steps a hint shows.
const HINT: usize = 10;

/// Plays `game` on standard input and output, setting new targets `reach` passages away.
pub fn run(game: Game, reach: u64) -> anyhow::Result<()> {
    let mut line = Line { game, reach };
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "The endless maze, seed {}: walk to the target (G); you are @.",
        line.game.config().seed
    )?;
    writeln!(
        out,
        "Commands: w a s d to step (ddsa steps four times), hint, new, link, help, q."
    )?;
    line.print(&mut out)?;
    command_loop(&mut out, |command, out| line.handle(command, out))
}

struct Line {
    game: Game,
    reach: u64,
}

impl Line {
    fn handle(&mut self, command: &str, out: &mut impl Write) -> io::Result<Flow> {
        match command {
            "q" | "quit" => return Ok(Flow::Stop),
            "help" => writeln!(out, "{HELP}")?,
            "hint" => {
                let steps: Vec<&str> = self.game.hint(HINT).iter().map(|d| d.name()).collect();
                writeln!(out, "Next steps: {}", steps.join(" "))?;
            }
            "link" => writeln!(out, "{}", link(&self.game))?,
            "new" => self.new_target(out)?,
            moves if moves.chars().all(|c| "wasd".contains(c)) => self.walk(moves, out)?,
            other => writeln!(out, "Unknown command {other:?}: type help for the list.")?,
        }
        Ok(Flow::Continue)
    }

    /// Steps `moves` (w a s d letters), stopping at the first one refused.
    fn walk(&mut self, moves: &str, out: &mut impl Write) -> io::Result<()> {
        for letter in moves.chars() {
            let dir = match letter {
                'w' => Direction::North,
                'a' => Direction::West,
                's' => Direction::South,
                _ => Direction::East,
            };
            match self
                .game
                .apply(Command::Move(dir), std::time::Duration::ZERO)
            {
                Ok(events) => {
                    for event in events {
                        if let Event::Ended(outcome) = event {
                            self.print(out)?;
                            return writeln!(
                                out,
                                "Target reached in {} moves (the fewest: {}). new: another target; q: quit.",
                                outcome.moves, outcome.shortest
                            );
                        }
                    }
                }
                Err(RuleError::Wall) => {
                    self.print(out)?;
                    return writeln!(out, "A wall stands {}.", dir.name());
                }
                Err(_) => return writeln!(out, "You are on the target: new sets another."),
            }
        }
        self.print(out)
    }

    fn new_target(&mut self, out: &mut impl Write) -> io::Result<()> {
        match self.game.next_target(self.reach) {
            Ok(game) => {
                self.game = game;
                writeln!(out, "A new target, {} passages away.", self.reach)?;
                self.print(out)
            }
            Err(err) => writeln!(out, "No new target: {err}."),
        }
    }

    /// The cells around the player, and where everything stands.
    fn print(&self, out: &mut impl Write) -> io::Result<()> {
        let Ok((maze, corner)) = self.game.view(VIEW) else {
            return Ok(());
        };
        let local = |cell: Cell| {
            let dx = u32::try_from(cell.x.checked_sub(corner.x)?).ok()?;
            let dy = u32::try_from(cell.y.checked_sub(corner.y)?).ok()?;
            (dx < VIEW.width && dy < VIEW.height)
                .then(|| dy as usize * VIEW.width as usize + dx as usize)
        };
        let mut overlay = Overlay::none();
        if let Some(target) = local(self.game.target()) {
            overlay = overlay.with_mark(target, MarkKind::Goal);
        }
        if let Some(player) = local(self.game.player()) {
            let you = MarkKind::Player {
                symbol: '@',
                color: Rgb(37, 99, 235),
            };
            overlay = overlay.with_mark(player, you);
        }
        mazes::render::write_ascii(out, &maze, &overlay)?;
        let bearing = self.game.bearing();
        writeln!(
            out,
            "You {} · target {} ({}, {:.0} cells) · way left {} · moves {}",
            self.game.player(),
            self.game.target(),
            bearing.point(),
            bearing.distance(),
            self.game.way_left(),
            self.game.moves()
        )
    }
}

/// The command that puts someone where the player stands, with the same target.
pub fn link(game: &Game) -> String {
    format!(
        "maze endless --seed {} --at {} --to {}",
        game.config().seed,
        game.player(),
        game.target()
    )
}
