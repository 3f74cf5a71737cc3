//! The arena's log: each game as a line of JSON, written as it ends, and read back to report
//! on a run played in parts (`--merge`).

use std::collections::HashMap;
use std::path::PathBuf;

use anyhow::{Context, bail};
use maze_moving::computer::Level;
use serde::{Deserialize, Serialize};

use super::GameReport;

/// A game as the log keeps it: one line of JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Logged {
    /// The game's number in its run.
    pub game: u32,
    /// What the run played on and how expert thought: the parts of one run share it.
    pub table: String,
    /// The seed of the game's random board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_seed: Option<u64>,
    /// The game's board file, as it was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_file: Option<String>,
    /// The seats' levels, green first.
    pub seating: [Level; 4],
    /// The winning seat's level, if someone won within the run's turn cap.
    pub winner: Option<Level>,
    pub turns: u32,
    /// The run's turn cap.
    pub max_turns: u32,
    /// Relics each seat collected, green first.
    pub collected: [u8; 4],
    /// The turn after which a relic was last taken (0 if none was).
    pub last_relic: u32,
}

impl Logged {
    /// The game as the report counts it.
    fn report(&self) -> GameReport {
        GameReport {
            index: self.game,
            winner: self.winner,
            turns: self.turns,
            collected: self.collected,
            last_relic: self.last_relic,
            ..GameReport::default()
        }
    }
}

/// What makes two logged games of one table the same game: the board and the seating.
type GameKey = (Option<u64>, Option<String>, [Level; 4]);

/// The games of several logs, checked to be parts of one run.
#[derive(Debug)]
pub(super) struct Merged {
    /// The table they were played at.
    pub table: String,
    /// Every level seated.
    pub levels: Vec<Level>,
    /// How many boards the games were played on, and the lowest and highest random board's
    /// seed.
    pub boards: usize,
    pub seeds: Option<(u64, u64)>,
    pub games: Vec<GameReport>,
    /// The turn cap they are counted at.
    pub max_turns: u32,
}

/// Reads the logs at `paths` and counts their games at `max_turns` (by default the runs' own
/// cap): a game that went on longer is unfinished.
pub(super) fn merge(paths: &[PathBuf], max_turns: Option<u32>) -> anyhow::Result<Merged> {
    let mut logged: Vec<(Logged, String)> = Vec::new();
    for path in paths {
        let text = maze_store::read(path)?;
        let lines: Vec<&str> = text.lines().collect();
        for (number, line) in lines
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let game = match serde_json::from_str::<Logged>(line) {
                Ok(game) => game,
                // The last line cut short (a run stopped mid-write, a full disk) is left out,
                // and said: the games before it are whole.
                Err(_) if number + 1 == lines.len() && !text.ends_with('\n') => {
                    note!(
                        "{}, line {}: cut short (the run stopped while writing it), left out",
                        path.display(),
                        number + 1
                    );
                    continue;
                }
                Err(e) => {
                    return Err(e).with_context(|| {
                        format!(
                            "{}, line {}: not a game of the arena's log",
                            path.display(),
                            number + 1
                        )
                    });
                }
            };
            logged.push((game, format!("{}, line {}", path.display(), number + 1)));
        }
    }
    let Some((first, _)) = logged.first() else {
        bail!("the logs hold no games");
    };
    let table = first.table.clone();
    let cap = max_turns.unwrap_or(first.max_turns);
    let mut seen: HashMap<GameKey, &str> = HashMap::new();
    for (game, place) in &logged {
        if game.table != table {
            bail!(
                "{place} was played at another table ({}) than the first game ({table})",
                game.table
            );
        }
        if game
            .winner
            .is_some_and(|winner| !game.seating.contains(&winner))
        {
            bail!("{place}: the winner has no seat at the table");
        }
        if game.winner.is_none() && game.max_turns < cap {
            bail!(
                "{place} was stopped at its run's cap of {} turns, short of {cap}",
                game.max_turns
            );
        }
        let key = (game.board_seed, game.board_file.clone(), game.seating);
        if let Some(before) = seen.insert(key, place) {
            bail!(
                "{place} plays the board and seating of {before} again (runs on neighbouring \
                 seeds share boards)"
            );
        }
    }
    let mut boards: Vec<(Option<u64>, Option<&str>)> = logged
        .iter()
        .map(|(g, _)| (g.board_seed, g.board_file.as_deref()))
        .collect();
    boards.sort_unstable();
    boards.dedup();
    let seeds = logged.iter().filter_map(|(g, _)| g.board_seed);
    let seeds = seeds.clone().min().zip(seeds.max());
    let mut levels: Vec<Level> = logged.iter().flat_map(|(g, _)| g.seating).collect();
    levels.sort_unstable();
    levels.dedup();
    let games = logged
        .iter()
        .map(|(game, _)| {
            let mut report = game.report();
            if report.turns > cap {
                (report.winner, report.turns) = (None, cap);
            }
            report
        })
        .collect();
    Ok(Merged {
        table,
        levels,
        boards: boards.len(),
        seeds,
        games,
        max_turns: cap,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(seed: u64, seating: [Level; 4], winner: Option<Level>, turns: u32) -> Logged {
        Logged {
            game: 0,
            table: "random 5×5 boards with 1 relic each".to_owned(),
            board_seed: Some(seed),
            board_file: None,
            seating,
            winner,
            turns,
            max_turns: 400,
            collected: [0; 4],
            last_relic: 0,
        }
    }

    fn write(dir: &tempfile::TempDir, name: &str, games: &[Logged]) -> PathBuf {
        let path = dir.path().join(name);
        let lines: Vec<String> = games
            .iter()
            .map(|g| serde_json::to_string(g).unwrap())
            .collect();
        std::fs::write(&path, lines.join("\n")).unwrap();
        path
    }

    const SEATS: [Level; 4] = [Level::Easy, Level::Easy, Level::Hard, Level::Hard];
    const OTHER: [Level; 4] = [Level::Hard, Level::Hard, Level::Easy, Level::Easy];

    #[test]
    fn parts_of_a_run_merge_and_a_lower_cap_ends_the_long_games() {
        let dir = tempfile::tempdir().unwrap();
        let a = write(&dir, "a", &[game(1, SEATS, Some(Level::Hard), 90)]);
        let b = write(&dir, "b", &[game(1, OTHER, Some(Level::Easy), 150)]);
        let merged = merge(&[a.clone(), b.clone()], None).unwrap();
        assert_eq!(merged.levels, vec![Level::Easy, Level::Hard]);
        assert_eq!((merged.boards, merged.seeds), (1, Some((1, 1))));
        assert_eq!(merged.games.len(), 2);
        assert_eq!(merged.max_turns, 400);
        let merged = merge(&[a, b], Some(100)).unwrap();
        let winners: Vec<_> = merged.games.iter().map(|g| g.winner).collect();
        assert_eq!(winners, vec![Some(Level::Hard), None]);
    }

    #[test]
    fn a_game_twice_another_table_or_a_cap_past_the_runs_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let a = write(&dir, "a", &[game(1, SEATS, None, 400)]);
        let again = write(&dir, "again", &[game(1, SEATS, Some(Level::Easy), 80)]);
        let err = merge(&[a.clone(), again], None).unwrap_err().to_string();
        assert!(
            err.contains("seating of") && err.contains("a, line 1 again"),
            "{err}"
        );
        let mut elsewhere = game(2, SEATS, None, 400);
        elsewhere.table = "random 7×7 boards with 3 relics each".to_owned();
        let other = write(&dir, "other", &[elsewhere]);
        let err = merge(&[a.clone(), other], None).unwrap_err().to_string();
        assert!(err.contains("another table"), "{err}");
        let err = merge(std::slice::from_ref(&a), Some(1000))
            .unwrap_err()
            .to_string();
        assert!(err.contains("cap of 400 turns, short of 1000"), "{err}");
        let seatless = write(&dir, "seatless", &[game(3, SEATS, Some(Level::Expert), 50)]);
        let err = merge(&[seatless], None).unwrap_err().to_string();
        assert!(err.contains("the winner has no seat"), "{err}");
        let bad = dir.path().join("bad");
        std::fs::write(&bad, "{\"game\": 1}\n").unwrap();
        let err = merge(&[bad], None).unwrap_err().to_string();
        assert!(err.contains("bad, line 1: not a game"), "{err}");
    }
}
