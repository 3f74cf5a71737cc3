//! Line mode: one command a line, the board reprinted after every change, for people at a
//! plain terminal and for scripts.

use std::io::{self, Write};

use maze_words::{Command, Event, Game, Outcome, Search, Winner, score, trace};
use mazes::Direction;

use super::text::{self, Mark, breakdown_lines, letters, path_marks, plain_board, side_by_side};
use super::{plural, refusal, sentence};
use crate::input::{Flow, command_loop};

/// The commands, for the welcome and for `help`.
const COMMANDS: &str = "Commands: w a s d to step (ddsa steps four times; a step back onto the cell \
you came from takes it back), undo, done, trace bfs|dfs|dijkstra, words, board, help, q.";

/// Plays `game` on standard input and output until it ends, the player quits, or input
/// runs out.
pub fn run(game: Game) -> anyhow::Result<()> {
    let mut session = Line { game };
    let mut out = io::stdout().lock();
    session.introduce(&mut out)?;
    command_loop(&mut out, |command, out| session.handle(command, out))
}

/// A game in line mode.
struct Line {
    game: Game,
}

impl Line {
    fn introduce(&self, out: &mut impl Write) -> io::Result<()> {
        let board = self.game.board();
        let config = board.config();
        let level = self.game.level();
        writeln!(
            out,
            "Word maze, {}, seed {}: {} word{} along the passages, {} loop{}. The AI plays {level}: it {}.",
            config.size,
            config.seed,
            board.placed().len(),
            plural(board.placed().len()),
            board.loops(),
            plural(board.loops() as usize),
            level.describe()
        )?;
        if !board.unplaced().is_empty() {
            let shown: Vec<&str> = board
                .unplaced()
                .iter()
                .take(10)
                .map(String::as_str)
                .collect();
            let more = board.unplaced().len() - shown.len();
            let more = if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            };
            writeln!(out, "Did not fit on the board: {}{more}.", shown.join(", "))?;
        }
        writeln!(
            out,
            "Walk from the entrance (top left) to the exit (bottom right). {}",
            sentence(&maze_words::scoring_rule(Some(board.par())))
        )?;
        writeln!(out, "{COMMANDS}")?;
        self.print_board(out)
    }

    fn handle(&mut self, command: &str, out: &mut impl Write) -> io::Result<Flow> {
        let mut words = command.split_whitespace();
        match (words.next().unwrap_or_default(), words.next()) {
            ("q" | "quit", None) => {
                writeln!(out, "Goodbye.")?;
                return Ok(Flow::Stop);
            }
            ("undo" | "back", None) => self.undo(out),
            ("done", None) => return self.done(out),
            ("words", None) => self.words(out),
            ("board", None) => self.print_board(out),
            ("help", None) => writeln!(out, "{COMMANDS}"),
            ("trace", Some(name)) => match name.parse::<Search>() {
                Ok(search) => self.trace(search, out),
                Err(err) => writeln!(out, "{}", sentence(&err.to_string())),
            },
            ("trace", None) => writeln!(
                out,
                "Trace which search? trace bfs, trace dfs or trace dijkstra."
            ),
            (word, None) => match word
                .chars()
                .map(Direction::from_wasd)
                .collect::<Option<Vec<_>>>()
            {
                Some(dirs) => self.walk(&dirs, out),
                None => unknown(command, out),
            },
            _ => unknown(command, out),
        }?;
        Ok(Flow::Continue)
    }

    /// Takes the steps in turn, stopping at the first refused.
    fn walk(&mut self, dirs: &[Direction], out: &mut impl Write) -> io::Result<()> {
        let mut found = Vec::new();
        let mut refused = None;
        let mut taken = 0;
        for &dir in dirs {
            match self.game.apply(Command::Move(dir)) {
                Ok(events) => {
                    taken += 1;
                    for event in events {
                        if let Event::Moved { words, .. } = event {
                            found.extend(words);
                        }
                    }
                }
                Err(err) => {
                    refused = Some((dir, err));
                    break;
                }
            }
        }
        if let Some((dir, err)) = refused {
            let step = dir.wasd();
            match taken {
                0 => writeln!(out, "Cannot step {step}: {err}.")?,
                n => writeln!(out, "Stopped after {n} step{}: {err}.", plural(n))?,
            }
        }
        // A word read then stepped back over in the same command is not new.
        found.retain(|word| self.game.words().contains(&word.as_str()));
        if !found.is_empty() {
            let listed: Vec<String> = found
                .iter()
                .map(|w| format!("{w} (+{})", 2 * w.len()))
                .collect();
            writeln!(
                out,
                "New word{}: {}!",
                plural(found.len()),
                listed.join(", ")
            )?;
        }
        if taken > 0 {
            self.print_board(out)?;
        }
        Ok(())
    }

    fn undo(&mut self, out: &mut impl Write) -> io::Result<()> {
        match self.game.apply(Command::Back) {
            Ok(_) => {
                writeln!(out, "Stepped back to {}.", self.game.head())?;
                self.print_board(out)
            }
            Err(err) => writeln!(out, "{}", refusal(err)),
        }
    }

    fn done(&mut self, out: &mut impl Write) -> io::Result<Flow> {
        match self.game.apply(Command::Done) {
            Ok(events) => {
                for event in events {
                    if let Event::Ended(outcome) = event {
                        self.print_outcome(&outcome, out)?;
                    }
                }
                Ok(Flow::Stop)
            }
            Err(err) => {
                writeln!(out, "{}", refusal(err))?;
                Ok(Flow::Continue)
            }
        }
    }

    fn words(&self, out: &mut impl Write) -> io::Result<()> {
        let words = self.game.words();
        let total = self.game.breakdown().total;
        if words.is_empty() {
            writeln!(out, "No words yet (score {total}).")
        } else {
            writeln!(out, "Words so far: {} (score {total}).", words.join(", "))
        }
    }

    /// A search's exploration order and path, the board with both, and the path's score.
    fn trace(&self, search: Search, out: &mut impl Write) -> io::Result<()> {
        let board = self.game.board();
        let trace = trace(board, search);
        let order: Vec<String> = trace.explored.iter().map(ToString::to_string).collect();
        writeln!(
            out,
            "{search} explored {} cell{}, in order (x,y): {}",
            trace.explored.len(),
            plural(trace.explored.len()),
            order.join(" ")
        )?;
        writeln!(
            out,
            "{search} path, {} cells ({}): reads \"{}\"",
            trace.path.len(),
            text::wasd(board, &trace.path),
            letters(board, &trace.path)
        )?;
        let marks = path_marks(&trace.path, false);
        let lines = plain_board(board, |at| match marks(at) {
            Mark::None if trace.explored.contains(&at) => Mark::Explored,
            mark => mark,
        });
        for line in lines {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "Its score:")?;
        let breakdown = score(board, self.game.dictionary(), &trace.path);
        writeln!(out, "{breakdown}")
    }

    fn print_board(&self, out: &mut impl Write) -> io::Result<()> {
        for line in plain_board(self.game.board(), path_marks(self.game.path(), true)) {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "{}", self.status())
    }

    /// The path's length, words and score, and what to do at the exit.
    fn status(&self) -> String {
        let words = self.game.words();
        let cells = self.game.path().len();
        let mut line = format!(
            "Path: {cells} cell{}, {} word{}, score {}.",
            plural(cells),
            words.len(),
            plural(words.len()),
            self.game.breakdown().total
        );
        if self.game.head() == self.game.board().end() {
            line.push_str(" You are at the exit: say done to hand in your path, or step back.");
        }
        line
    }

    /// Both paths side by side, both scores, and the winner.
    fn print_outcome(&self, outcome: &Outcome, out: &mut impl Write) -> io::Result<()> {
        let board = self.game.board();
        let ai = &outcome.ai;
        let mine = plain_board(board, path_marks(&outcome.player.path, false));
        let theirs = plain_board(board, path_marks(&ai.entry.path, false));
        let mut left = vec![format!("Your path, {} cells:", outcome.player.path.len())];
        left.extend(mine);
        left.push("Your score:".to_owned());
        left.extend(breakdown_lines(&outcome.player.breakdown));
        let mut right = vec![format!(
            "The AI's path ({}), {} cells:",
            ai.level,
            ai.entry.path.len()
        )];
        right.extend(theirs);
        right.push("The AI's score:".to_owned());
        right.extend(breakdown_lines(&ai.entry.breakdown));
        let width = left
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or_default()
            + 4;
        for line in side_by_side(&left, &right, width) {
            writeln!(out, "{line}")?;
        }
        if let Some(bound) = ai.bound {
            writeln!(
                out,
                "(The AI's search ran out of budget: no path reads more than {} words or scores more than {}.)",
                bound.words, bound.score
            )?;
        }
        let (me, it) = (outcome.player.breakdown.total, ai.entry.breakdown.total);
        let margin = me.abs_diff(it);
        match outcome.winner {
            Winner::Player => writeln!(out, "You win by {margin} point{}!", plural(margin)),
            Winner::Ai => writeln!(out, "The AI wins by {margin} point{}.", plural(margin)),
            Winner::Tie => writeln!(out, "A tie, {me} points each."),
        }
    }
}

fn unknown(command: &str, out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "Unknown command {command:?}: use w a s d to step, undo, done, trace bfs|dfs|dijkstra, words, board, help or q."
    )
}
