//! Line mode: seed 000's console game, made scriptable. One command per line, one line per
//! result, the board reprinted after every change.

use std::io::{self, Write};
use std::path::PathBuf;

use maze_classic::{Command, Config, Event, Game, HINT_STEPS, Mode, Outcome, RuleError, Who};
use mazes::Direction;

use super::{View, overlay, path_of};
use crate::clock::{GameClock, Session};
use crate::input::{Flow, command_loop};

/// What `help` prints: every command, and the rules that bind them.
const HELP: &str = "\
Commands, one a line:
  w a s d     move up, left, down or right (several at once: ddsa)
  next        show the next 10 steps of a shortest way out (alone only)
  solve       show the whole way out (alone only)
  save        save the game; load: go back to the saved game
  help        this list; q: quit
The maze regenerates every so often; everyone keeps their place. A win with a hint or the
solution shown sets no best time, and piped commands set none either.";

/// Plays a new game of `config` on standard input and output.
pub fn run(config: Config, save_file: PathBuf) -> anyhow::Result<()> {
    let game = Game::new(config)?;
    let time = Session::start();
    let mut session = Line {
        clock: GameClock::resume(game.elapsed(), time.now()),
        time,
        game,
        save_file,
        // Piped commands are no race against the clock: their wins set no best time.
        timed: std::io::IsTerminal::is_terminal(&io::stdin()),
    };
    let mut out = io::stdout().lock();
    session.introduce(&mut out)?;
    command_loop(&mut out, |command, out| session.handle(command, out))
}

/// A game in line mode.
struct Line {
    game: Game,
    clock: GameClock,
    time: Session,
    save_file: PathBuf,
    /// Whether a person types the commands, so that a win's time is theirs.
    timed: bool,
}

impl Line {
    /// Game time now.
    fn now(&self) -> std::time::Duration {
        self.clock.at(self.time.now())
    }

    fn introduce(&self, out: &mut impl Write) -> io::Result<()> {
        let config = self.game.config();
        let who = match config.mode {
            Mode::Single => "single player".to_owned(),
            Mode::Versus => format!("you (P) against the {} AI (A)", config.ai.name()),
        };
        writeln!(
            out,
            "Welcome to the Maze Game! {}, {who}, seed {}.",
            config.difficulty, config.seed
        )?;
        writeln!(
            out,
            "Find the way from the entrance (S) to the exit (G); you are P."
        )?;
        writeln!(
            out,
            "Commands: w a s d to move (ddsa moves four times), next, solve, save, load, help, q."
        )?;
        self.print_board(out, None)
    }

    fn handle(&mut self, command: &str, out: &mut impl Write) -> io::Result<Flow> {
        // Time passes before each command, so a regeneration is shown before it is judged.
        let passed = self
            .game
            .apply(Command::Wait, self.now())
            .unwrap_or_default();
        if passed
            .iter()
            .any(|e| matches!(e, Event::Regenerated { .. }))
        {
            writeln!(
                out,
                "The maze regenerated! Everyone keeps their place; keep going."
            )?;
            self.print_board(out, None)?;
        }
        match command {
            "q" | "quit" => {
                writeln!(out, "Goodbye.")?;
                return Ok(Flow::Stop);
            }
            "help" | "?" => writeln!(out, "{HELP}"),
            "next" | "solve" if !self.game.may_show_help() => {
                writeln!(out, "{}", Game::HELP_REFUSED)
            }
            "next" => {
                self.game.note_help();
                let way = self.game.hint(HINT_STEPS);
                self.show_path(out, way, "Next")
            }
            "solve" => {
                self.game.note_help();
                let way = self.game.solution();
                self.show_path(out, way, "Solution")
            }
            "save" => match super::save(&self.save_file, &self.game) {
                Ok(()) => writeln!(out, "Game saved to {}.", self.save_file.display()),
                Err(err) => writeln!(out, "Not saved: {err:#}."),
            },
            "load" => match super::load(&self.save_file) {
                Ok(game) if !game.config().board.is_plain() => writeln!(
                    out,
                    "Not loaded: the save is of {} maze, which is played full screen. Your game goes on.",
                    maze_classic::with_article(&game.config().board.describe())
                ),
                Ok(game) => {
                    self.clock = GameClock::resume(game.elapsed(), self.time.now());
                    self.game = game;
                    writeln!(out, "Game loaded from {}.", self.save_file.display())?;
                    self.print_board(out, None)
                }
                Err(err) => writeln!(out, "Not loaded: {err:#}. Your game goes on."),
            },
            word => match moves(word) {
                Some(dirs) => return self.walk(&dirs, out),
                None => writeln!(
                    out,
                    "Unknown command {word:?}: use w a s d to move, next, solve, save, load, help or q."
                ),
            },
        }?;
        Ok(Flow::Continue)
    }

    /// Prints a path as letters and the board with it drawn.
    /// Shows `way`, cells of the maze, in letters and on the board.
    fn show_path(
        &self,
        out: &mut impl Write,
        way: Option<Vec<usize>>,
        label: &str,
    ) -> io::Result<()> {
        let (Some(way), Some(path)) = (
            way.as_ref(),
            way.as_ref().and_then(|w| path_of(&self.game, w)),
        ) else {
            return writeln!(out, "There is no way to the exit from here.");
        };
        let letters = path.to_wasd();
        match label {
            "Next" => writeln!(out, "Next {} steps: {letters}", path.len())?,
            _ => writeln!(out, "Solution ({} moves): {letters}", path.len())?,
        }
        self.print_board(out, Some(way))
    }

    /// Makes the moves in turn, stopping at a wall or the end of the game.
    fn walk(&mut self, dirs: &[Direction], out: &mut impl Write) -> io::Result<Flow> {
        let mut made = 0;
        let mut ai_moves = Vec::new();
        let mut blocked = None;
        let mut outcome = None;
        let mut regenerated = false;
        for &dir in dirs {
            match self.game.apply(Command::Move(dir), self.now()) {
                Ok(events) => {
                    made += 1;
                    for event in events {
                        match event {
                            Event::Moved {
                                who: Who::Ai, side, ..
                            } => ai_moves.extend(self.game.direction(side)),
                            Event::Regenerated { .. } => regenerated = true,
                            Event::Ended(won) => outcome = Some(won),
                            _ => {}
                        }
                    }
                }
                Err(RuleError::Wall(_)) => {
                    blocked = Some(dir);
                    break;
                }
                Err(RuleError::Over | RuleError::NoSuchWay) => break,
            }
            if outcome.is_some() {
                break;
            }
        }
        let mut line = match made {
            0 => String::new(),
            1 => format!("You moved {}", dirs[0]),
            n => format!(
                "You moved {n} steps ({})",
                dirs[..n].iter().map(|d| d.wasd()).collect::<String>()
            ),
        };
        match ai_moves.as_slice() {
            [] => {}
            [one] => line.push_str(&format!("; the AI moved {one}")),
            many => line.push_str(&format!("; the AI made {} moves", many.len())),
        }
        if let Some(dir) = blocked {
            if line.is_empty() {
                line = format!("A wall blocks the way {dir}");
            } else {
                line.push_str(&format!("; then a wall blocks the way {dir}"));
            }
        }
        writeln!(out, "{line}.")?;
        if regenerated {
            writeln!(
                out,
                "The maze regenerated on the way; everyone kept their place."
            )?;
        }
        if made > 0 {
            self.print_board(out, None)?;
        }
        if let Some(outcome) = outcome {
            writeln!(out, "{}", victory(&outcome))?;
            let key = super::records::key(self.game.config(), false);
            let records = super::records::path_beside(&self.save_file);
            if self.timed
                && let Some(said) =
                    super::records::note_win(&records, &key, &outcome, self.game.helped())
            {
                writeln!(out, "{said}")?;
            }
            return Ok(Flow::Stop);
        }
        Ok(Flow::Continue)
    }

    fn print_board(&self, out: &mut impl Write, way: Option<&[usize]>) -> io::Result<()> {
        // Line mode plays square cells with no mask, which always have a view.
        if let Some(view) = View::of(&self.game) {
            let overlay = overlay(&self.game, &view, way);
            mazes::render::write_ascii(out, &view.maze, &overlay)?;
        }
        writeln!(out, "{}", status(&self.game, self.now()))
    }
}

/// The moves a word of `wasd` letters means, if it is one.
fn moves(word: &str) -> Option<Vec<Direction>> {
    word.chars().map(Direction::from_wasd).collect()
}

/// The status line: moves, time, the next regeneration and the seed.
fn status(game: &Game, now: std::time::Duration) -> String {
    let moves = match game.ai() {
        Some(ai) => format!("Moves: you {}, AI {}", game.human().moves, ai.moves),
        None => format!("Moves: {}", game.human().moves),
    };
    let mut line = format!("{moves} | Time: {} s", now.as_secs());
    if let Some(at) = game.next_regeneration() {
        line.push_str(&format!(
            " | New maze in {} s",
            at.saturating_sub(now).as_secs()
        ));
    }
    line.push_str(&format!(" | Seed: {}", game.config().seed));
    line
}

/// The closing line of a finished game.
pub fn victory(outcome: &Outcome) -> String {
    let secs = outcome.elapsed.as_secs();
    match (outcome.winner, outcome.ai_moves) {
        (Who::Human, None) => format!(
            "You win! You reached the exit in {} moves and {secs} seconds.",
            outcome.human_moves
        ),
        (Who::Human, Some(ai)) => format!(
            "You win! You reached the exit first: {} moves to the AI's {ai}, in {secs} seconds.",
            outcome.human_moves
        ),
        (Who::Ai, ai) => format!(
            "The AI wins: it reached the exit first, in {} moves to your {}, after {secs} seconds.",
            ai.unwrap_or(0),
            outcome.human_moves
        ),
    }
}
