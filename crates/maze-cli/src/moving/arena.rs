//! `maze moving-arena`: many seeded games between computer levels, and how each level fared.
//!
//! Seats are rotated through every distinct arrangement of the levels on each board, so a
//! level's win rate is not a gift of playing first. Games run on every core; the report is the
//! same however many there are, except for the times.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{LineWriter, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use maze_moving::computer::{self, Level};
use maze_moving::{Colour, Game, Outcome, Setup};

use crate::activity::LazyBar;
use crate::cli::MovingArenaArgs;

mod log;

/// How one game went.
#[derive(Clone, Debug, Default)]
struct GameReport {
    /// The game's number in the run.
    index: u32,
    /// The level of the winning seat, if someone won within the turn limit.
    winner: Option<Level>,
    /// Turns played.
    turns: u32,
    /// Relics each seat collected, green first.
    collected: [u8; 4],
    /// The turn after which a relic was last taken (0 if none was).
    last_relic: u32,
    /// Each level's moves: the time each took to choose.
    moves: BTreeMap<Level, Vec<Duration>>,
    /// The plies each of expert's searches finished.
    depths: Vec<u8>,
}

/// How expert seats think.
#[derive(Clone, Copy, Debug)]
struct Expert {
    search: computer::Search,
    budget: computer::Budget,
}

/// Plays the arena and prints its report (or reports on logged games, with `--merge`).
pub fn run(args: MovingArenaArgs) -> anyhow::Result<()> {
    if !args.merge.is_empty() {
        let merged = log::merge(&args.merge, args.max_turns)?;
        return crate::output::to_stdout(|out| report_merged(out, &merged, args.merge.len()));
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let seatings = seatings(&args.levels)?;
    let boards = boards(&args.boards)?;
    let board_files = args
        .boards
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    let seed = args.seed.unwrap_or_else(rand::random);
    if boards.is_empty() {
        crate::output::tell_seed(seed, args.seed);
    }
    if boards.is_empty() {
        // Refuse a bad size or relic count before any game starts.
        maze_moving::random_board(
            args.size,
            args.size,
            args.relics,
            &mut mazes::rng_from_seed(0),
        )?;
    }
    let table = Table {
        seatings,
        boards,
        board_files,
        seed,
        size: args.size,
        relics: args.relics,
        max_turns: args.max_turns.unwrap_or(400),
        expert: Expert {
            search: args.expert_search,
            budget: computer::Budget {
                time: Some(Duration::from_millis(args.expert_ms)),
                nodes: args.expert_nodes,
            },
        },
    };
    let jobs = args
        .jobs
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, |n| n.get());
    let log = args.log.as_ref().map(|path| open_log(path)).transpose()?;
    let reports = play_all(&table, args.games, jobs, log)?;
    crate::output::to_stdout(|out| report(out, &table, &args.levels, &reports))
}

/// What every game of the arena shares.
struct Table {
    /// Every arrangement of the levels on the four seats, green first.
    seatings: Vec<[Level; 4]>,
    /// Given boards, used in turn; random ones when empty.
    boards: Vec<Setup>,
    /// The given boards' files, as given.
    board_files: Vec<String>,
    seed: u64,
    size: usize,
    relics: u8,
    max_turns: u32,
    expert: Expert,
}

impl Table {
    /// The board of game `index` (each board is played once in every seating) and its seating.
    fn board(&self, index: u32) -> (usize, [Level; 4]) {
        let index = index as usize;
        let rotations = self.seatings.len();
        (index / rotations, self.seatings[index % rotations])
    }

    /// The game `index` starts, and its seating.
    fn game(&self, index: u32) -> anyhow::Result<(Game, [Level; 4])> {
        let (board, seating) = self.board(index);
        let setup = if self.boards.is_empty() {
            let mut rng = mazes::rng_from_seed(self.board_seed(board));
            maze_moving::random_board(self.size, self.size, self.relics, &mut rng)?
        } else {
            self.boards[board % self.boards.len()].clone()
        };
        Ok((Game::new(setup), seating))
    }

    /// The seed random board `board` is made from.
    fn board_seed(&self, board: usize) -> u64 {
        self.seed.wrapping_add(board as u64)
    }

    /// The boards, in words: "random 7×7 boards with 3 relics each" or "2 board file(s)".
    fn boards_words(&self) -> String {
        if self.boards.is_empty() {
            let relics = match self.relics {
                1 => "1 relic".to_owned(),
                n => format!("{n} relics"),
            };
            format!("random {0}×{0} boards with {relics} each", self.size)
        } else {
            format!("{} board file(s)", self.boards.len())
        }
    }

    /// What the games are played on, and how expert thinks if it plays: what the parts of
    /// one run share.
    fn describe(&self) -> String {
        let boards = self.boards_words();
        if self.seatings[0].contains(&Level::Expert) {
            let (search, budget) = (self.expert.search, budget_words(self.expert.budget));
            format!("{boards}; expert: {search}, {budget}")
        } else {
            boards
        }
    }

    /// Game `report` as a line of the log.
    fn logged(&self, report: &GameReport) -> log::Logged {
        let (board, seating) = self.board(report.index);
        let file = (!self.boards.is_empty()).then(|| board % self.boards.len());
        log::Logged {
            game: report.index,
            table: self.describe(),
            board_seed: self.boards.is_empty().then(|| self.board_seed(board)),
            board_file: file.map(|file| self.board_files[file].clone()),
            seating,
            winner: report.winner,
            turns: report.turns,
            max_turns: self.max_turns,
            collected: report.collected,
            last_relic: report.last_relic,
        }
    }
}

/// Every distinct arrangement of `levels` on four seats: two levels take two seats each, one
/// or four take all or one each.
fn seatings(levels: &[Level]) -> anyhow::Result<Vec<[Level; 4]>> {
    let seats: [Level; 4] = match *levels {
        [a] => [a; 4],
        [a, b] => [a, a, b, b],
        [a, b, c, d] => [a, b, c, d],
        _ => bail!(
            "--levels takes one, two or four levels, not {}",
            levels.len()
        ),
    };
    let mut all: Vec<[Level; 4]> = Vec::new();
    for order in permutations() {
        let seating = order.map(|i| seats[i]);
        if !all.contains(&seating) {
            all.push(seating);
        }
    }
    Ok(all)
}

/// The 24 orders of four seats.
fn permutations() -> Vec<[usize; 4]> {
    let mut all = Vec::new();
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                all.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    all
}

/// Reads and checks the given board files, naming any that is not a valid board.
fn boards(paths: &[impl AsRef<Path>]) -> anyhow::Result<Vec<Setup>> {
    paths
        .iter()
        .map(|path| {
            let path = path.as_ref();
            let text = maze_store::read(path)?;
            maze_moving::parse_board(&text).map_err(|err| {
                let problems: Vec<String> = err.problems.iter().map(ToString::to_string).collect();
                anyhow::anyhow!("{}: {}", path.display(), problems.join("; "))
            })
        })
        .collect()
}

/// Opens the log a run writes to: a new file, or an empty one. A log that holds games is a
/// part played already (rerunning it would destroy them): it is refused.
fn open_log(path: &std::path::Path) -> anyhow::Result<LineWriter<File>> {
    let held = std::fs::metadata(path).map_or(0, |meta| meta.len());
    if held > 0 {
        bail!(
            "{} holds games already (a part played before?): write to another file, or remove \
             it to play the part again; `--merge` reports on parts together",
            path.display()
        );
    }
    File::create(path)
        .map(LineWriter::new)
        .with_context(|| format!("could not create {}", path.display()))
}

/// Plays every game on `jobs` threads, showing progress, and writes each to `log` as it ends.
fn play_all(
    table: &Table,
    games: u32,
    jobs: usize,
    mut log: Option<LineWriter<File>>,
) -> anyhow::Result<Vec<GameReport>> {
    let next = AtomicU32::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..jobs.min(games as usize) {
            let sender = sender.clone();
            let next = &next;
            let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= games {
                        return;
                    }
                    let report = table.game(index).map(|(game, seating)| GameReport {
                        index,
                        ..play(game, seating, table)
                    });
                    if sender.send(report).is_err() {
                        return;
                    }
                }
            });
            // A thread that cannot be started (a process at its limit) leaves its games to
            // the others.
            if spawned.is_err() {
                break;
            }
            started += 1;
        }
        drop(sender);
        if started == 0 {
            anyhow::bail!(
                "could not start a thread to play on: try fewer --threads, or more memory"
            );
        }
        let mut bar = LazyBar::with_unit("arena", "games");
        let mut reports = Vec::with_capacity(games as usize);
        for report in receiver {
            let report = report?;
            if let Some(log) = &mut log {
                let line = serde_json::to_string(&table.logged(&report))?;
                writeln!(log, "{line}").context("could not write the log")?;
            }
            reports.push(report);
            bar.update(reports.len() as u64, u64::from(games));
        }
        bar.finish();
        Ok(reports)
    })
}

/// Plays one game to its end or the turn limit.
fn play(mut game: Game, seating: [Level; 4], table: &Table) -> GameReport {
    let mut report = GameReport::default();
    while report.turns < table.max_turns && game.outcome().is_none() {
        let level = seating[game.current().index()];
        let clock = Instant::now();
        let turn = if level == Level::Expert {
            computer::think(&game, table.expert.search, table.expert.budget).map(|thought| {
                report.depths.push(thought.depth);
                thought.turn
            })
        } else {
            computer::choose(&game, level)
        };
        let Some(turn) = turn else {
            break;
        };
        report.moves.entry(level).or_default().push(clock.elapsed());
        for command in turn.commands(&game) {
            if game.apply(command).is_err() {
                break;
            }
        }
        report.turns += 1;
        let collected = Colour::ALL.map(|colour| game.player(colour).collected);
        if collected != report.collected {
            (report.collected, report.last_relic) = (collected, report.turns);
        }
    }
    if let Some(Outcome::Won(colour)) = game.outcome() {
        report.winner = Some(seating[colour.index()]);
    }
    report
}

/// The 95 % Wilson score interval of `wins` out of `games`, as fractions.
fn wilson(wins: usize, games: usize) -> (f64, f64) {
    let (n, p, z) = (games as f64, wins as f64 / games as f64, 1.96);
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z * z / n;
    (
        ((centre - spread) / scale).max(0.0),
        ((centre + spread) / scale).min(1.0),
    )
}

/// Writes the arena's report.
fn report(
    out: &mut dyn std::io::Write,
    table: &Table,
    levels: &[Level],
    reports: &[GameReport],
) -> std::io::Result<()> {
    let games = reports.len();
    let mut boards = table.boards_words();
    if table.boards.is_empty() {
        // Board k is made from seed + k: naming them shows when two runs share boards.
        let last = table.board_seed(games.div_ceil(table.seatings.len()) - 1);
        if last == table.seed {
            boards += &format!(" (seed {last})");
        } else {
            boards += &format!(" (seeds {} to {last})", table.seed);
        }
    }
    let seats: Vec<&str> = table.seatings[0].iter().map(|l| l.name()).collect();
    writeln!(out, "{games} games on {boards}")?;
    writeln!(
        out,
        "seats {} (green, yellow, red, blue){}\n",
        seats.join(", "),
        match table.seatings.len() {
            1 => String::new(),
            n => format!(", rotated through {n} arrangements"),
        }
    )?;
    level_rows(out, levels, reports, true)?;
    let mut depths: Vec<u8> = reports
        .iter()
        .flat_map(|r| r.depths.iter().copied())
        .collect();
    if !depths.is_empty() {
        depths.sort_unstable();
        let deep = depths.iter().filter(|&&d| d >= 3).count();
        writeln!(
            out,
            "\nexpert ({}, {}): plies searched min {}, median {}, max {}; 3 or more on {:.1}% of {} turns",
            table.expert.search,
            budget_words(table.expert.budget),
            depths[0],
            depths[depths.len() / 2],
            depths[depths.len() - 1],
            100.0 * deep as f64 / depths.len() as f64,
            depths.len()
        )?;
    }
    endings(out, reports, table.max_turns)
}

/// Writes the report on the logged games of a run played in parts, from `logs` logs.
fn report_merged(
    out: &mut dyn std::io::Write,
    merged: &log::Merged,
    logs: usize,
) -> std::io::Result<()> {
    let games = merged.games.len();
    writeln!(out, "{games} games from {logs} log(s): {}", merged.table)?;
    let seeds = match merged.seeds {
        Some((low, high)) if low == high => format!(" (seed {low})"),
        Some((low, high)) => format!(" (seeds {low} to {high})"),
        None => String::new(),
    };
    writeln!(out, "played on {} board(s){seeds}\n", merged.boards)?;
    level_rows(out, &merged.levels, &merged.games, false)?;
    endings(out, &merged.games, merged.max_turns)
}

/// Writes each level's wins with their interval, and with the times its turns took if `timed`.
fn level_rows(
    out: &mut dyn std::io::Write,
    levels: &[Level],
    reports: &[GameReport],
    timed: bool,
) -> std::io::Result<()> {
    let games = reports.len();
    write!(out, "{:<8} {:>6} {:>7}  ", "level", "wins", "rate")?;
    if timed {
        let (median, p99, slowest) = ("median", "p99", "slowest");
        writeln!(
            out,
            "{:<19} {median:>10} {p99:>10} {slowest:>10}",
            "95% interval"
        )?;
    } else {
        writeln!(out, "95% interval")?;
    }
    let mut distinct: Vec<Level> = levels.to_vec();
    distinct.sort();
    distinct.dedup();
    for level in distinct {
        let wins = reports.iter().filter(|r| r.winner == Some(level)).count();
        let (low, high) = wilson(wins, games);
        write!(
            out,
            "{:<8} {wins:>6} {:>6.1}%  {:>5.1}% to {:>5.1}%",
            level.name(),
            100.0 * wins as f64 / games as f64,
            100.0 * low,
            100.0 * high,
        )?;
        if timed {
            let mut times: Vec<Duration> = reports
                .iter()
                .filter_map(|r| r.moves.get(&level))
                .flatten()
                .copied()
                .collect();
            times.sort_unstable();
            write!(
                out,
                "  {:>10} {:>10} {:>10}",
                milliseconds(quantile(&times, 500)),
                milliseconds(quantile(&times, 990)),
                milliseconds(quantile(&times, 1000)),
            )?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Writes how long the won games took, and how many were still going at `max_turns`.
fn endings(
    out: &mut dyn std::io::Write,
    reports: &[GameReport],
    max_turns: u32,
) -> std::io::Result<()> {
    let finished: Vec<&GameReport> = reports.iter().filter(|r| r.winner.is_some()).collect();
    let unfinished = reports.len() - finished.len();
    if !finished.is_empty() {
        // Summed wide: merged logs may hold any turn counts.
        let turns: u64 = finished.iter().map(|r| u64::from(r.turns)).sum();
        let mean = turns as f64 / finished.len() as f64;
        writeln!(
            out,
            "\nmean game: {mean:.1} turns ({:.1} rounds) to a win",
            mean / 4.0
        )?;
    }
    if unfinished > 0 {
        writeln!(
            out,
            "unfinished: {unfinished} game(s) still going after {max_turns} turns"
        )?;
    }
    Ok(())
}

/// The quantile of sorted `times` at `per_mille` thousandths (nearest rank), zero when there
/// are none.
fn quantile(times: &[Duration], per_mille: usize) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    let rank = (per_mille * times.len()).div_ceil(1000);
    times[rank.clamp(1, times.len()) - 1]
}

/// An expert budget in words.
fn budget_words(budget: computer::Budget) -> String {
    let time = budget.time.map(|t| format!("{} ms a turn", t.as_millis()));
    let nodes = budget.nodes.map(|n| format!("{n} positions"));
    match (time, nodes) {
        (Some(t), Some(n)) => format!("{t}, at most {n}"),
        (Some(t), None) => t,
        (None, Some(n)) => n,
        (None, None) => "no budget".to_owned(),
    }
}

/// A time as milliseconds, to three significant places or so.
fn milliseconds(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{ms:.3} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_levels_sit_in_six_arrangements_each_level_twice() {
        let all = seatings(&[Level::Medium, Level::Easy]).unwrap();
        assert_eq!(all.len(), 6);
        for seating in &all {
            assert_eq!(seating.iter().filter(|&&l| l == Level::Easy).count(), 2);
        }
        // Every seat is each level's equally often.
        for seat in 0..4 {
            assert_eq!(all.iter().filter(|s| s[seat] == Level::Easy).count(), 3);
        }
        assert_eq!(seatings(&[Level::Easy]).unwrap(), vec![[Level::Easy; 4]]);
        assert!(seatings(&[Level::Easy; 3]).is_err());
    }

    #[test]
    fn quantiles_take_the_nearest_rank() {
        let times: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(quantile(&times, 500), Duration::from_millis(50));
        assert_eq!(quantile(&times, 990), Duration::from_millis(99));
        assert_eq!(quantile(&times, 1000), Duration::from_millis(100));
        assert_eq!(quantile(&times[..1], 990), Duration::from_millis(1));
        assert_eq!(quantile(&[], 500), Duration::ZERO);
    }

    #[test]
    fn the_wilson_interval_brackets_the_rate() {
        let (low, high) = wilson(70, 100);
        assert!((low - 0.604).abs() < 0.001 && (high - 0.781).abs() < 0.001);
        assert_eq!(wilson(0, 10).0, 0.0);
        assert_eq!(wilson(10, 10).1, 1.0);
    }
}
