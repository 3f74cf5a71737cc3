//! Best times: the fastest single-player win on each board and maze size, kept beside the save file
//! (`classic-records.json`, a `maze-store` envelope) and reported when a game is won.

use std::path::{Path, PathBuf};
use std::time::Duration;

use maze_classic::{Config, Outcome, Who};
use serde::{Deserialize, Serialize};

/// What a records file is, for the envelope's header check.
const FORMAT: maze_store::Format = maze_store::Format {
    id: "maze-classic-records",
    version: 1,
    oldest: 1,
    what: "Maze Game records file",
};

/// A best single-player win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Best {
    /// Game time, in milliseconds.
    millis: u64,
    /// Moves made.
    moves: u64,
}

/// The file: a best win per board and maze size, keyed `20×20` for plain square cells and
/// `woven square 20×20` or `square cut to a circle 30×30` for others; `square in fog 20×20`,
/// `woven square in fog 20×20` for games in fog.
type Records = crate::records::Book<Best>;

/// The key of games with `config`'s board and size, played in `fog` or not.
pub fn key(config: &Config, fog: bool) -> String {
    let size = config.difficulty.size();
    let fog = if fog { " in fog" } else { "" };
    match (config.board.is_plain(), fog.is_empty()) {
        (true, true) => size.to_string(),
        (true, false) => format!("square{fog} {size}"),
        (false, _) => format!("{}{fog} {size}", config.board.describe()),
    }
}

/// A records key as a sentence names the board: "5×3" as it is, "hex 12×8" as "the 12×8
/// hex" (a key is the board's words, then its size).
fn spoken(key: &str) -> String {
    match key.rsplit_once(' ') {
        Some((board, size)) => format!("the {size} {board}"),
        None => key.to_owned(),
    }
}

/// Where the records live: beside the save file.
pub fn path_beside(save_file: &Path) -> PathBuf {
    save_file.with_file_name("classic-records.json")
}

/// Records a single-player win of `outcome` on the board and size `key` names at `path`, and
/// says how it stands against the best so far; a win with a hint or the solution shown (`helped`) is no record,
/// and says so. A damaged records file is left as it is and says so.
pub fn note_win(path: &Path, key: &str, outcome: &Outcome, helped: bool) -> Option<String> {
    if outcome.winner != Who::Human || outcome.ai_moves.is_some() {
        return None;
    }
    if helped {
        return Some("Won with help shown: a best time needs a win without it.".to_owned());
    }
    let mut records: Records = match crate::records::read(path, &FORMAT) {
        Ok(records) => records,
        Err(why) => return Some(format!("Best times not kept: {why}.")),
    };
    let millis = u64::try_from(outcome.elapsed.as_millis()).unwrap_or(u64::MAX);
    let this = Best {
        millis,
        moves: outcome.human_moves,
    };
    let board = spoken(key);
    let key = key.to_owned();
    let message = match records.get(&key) {
        Some(best) if (best.millis, best.moves) <= (this.millis, this.moves) => {
            return Some(format!(
                "Best on {board}: {} in {} moves.",
                clock(best.millis),
                best.moves
            ));
        }
        Some(_) => format!("A new best on {board}!"),
        None => format!("Your first win on {board}: the time to beat."),
    };
    records.insert(key, this);
    let saved = crate::records::write(path, &FORMAT, &records);
    Some(crate::records::kept(message, saved))
}

/// The best times at `path` as a page shows them: a line a maze size, or why there are none.
pub fn lines(path: &Path) -> Vec<String> {
    let records: Records = match crate::records::read(path, &FORMAT) {
        Ok(records) => records,
        Err(why) => return vec![format!("Unreadable: {why}.")],
    };
    if records.is_empty() {
        return vec![
            "No best times yet: win a single-player game".to_owned(),
            "without a hint or the solution to set one.".to_owned(),
        ];
    }
    let rows = records
        .iter()
        .map(|(size, best)| [size.clone(), clock(best.millis), best.moves.to_string()])
        .collect();
    crate::records::page(path, ["Size", "Time", "Moves"], rows)
}

/// `m:ss` of a count of milliseconds.
fn clock(millis: u64) -> String {
    let secs = Duration::from_millis(millis).as_secs();
    format!("{}:{:02}", secs / 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(secs: u64, moves: u64) -> Outcome {
        Outcome {
            winner: Who::Human,
            human_moves: moves,
            ai_moves: None,
            elapsed: Duration::from_secs(secs),
        }
    }

    #[test]
    fn the_best_win_per_size_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("classic-records.json");
        let size = "10×10";
        let say = |outcome| note_win(&path, size, &outcome, false).unwrap();
        assert_eq!(
            say(win(90, 40)),
            "Your first win on 10×10: the time to beat."
        );
        assert_eq!(say(win(95, 30)), "Best on 10×10: 1:30 in 40 moves.");
        assert_eq!(say(win(60, 50)), "A new best on 10×10!");
        assert_eq!(say(win(61, 10)), "Best on 10×10: 1:00 in 50 moves.");
        let versus = Outcome {
            ai_moves: Some(3),
            ..win(1, 1)
        };
        assert_eq!(note_win(&path, size, &versus, false), None);
        let shaped = note_win(
            &path.with_file_name("other-records.json"),
            "square cut to the words \"HI\" 40×12",
            &win(5, 5),
            false,
        );
        assert_eq!(
            shaped.unwrap(),
            "Your first win on the 40×12 square cut to the words \"HI\": the time to beat."
        );
        assert_eq!(
            note_win(&path, size, &win(1, 1), true).unwrap(),
            "Won with help shown: a best time needs a win without it."
        );
        let page = lines(&path);
        assert_eq!(
            page[..2],
            ["Size         Time   Moves", "10×10        1:00      50"]
        );
    }

    #[test]
    fn a_damaged_records_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("classic-records.json");
        std::fs::write(&path, "{ not json").unwrap();
        let said = note_win(&path, "10×10", &win(5, 5), false).unwrap();
        assert!(
            said.starts_with("Best times not kept: the Maze Game records file is damaged"),
            "{said}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not json");
    }
}
