//! The treasure maze behind a page: a maze of gold and thieves from the page's settings, the
//! player's moves passed to `maze-treasure`, and the seed's demos.

use maze_treasure::demo::Demo;
use maze_treasure::{Config, Event, Game, Outcome, Room, Treasure};
use mazes::{Direction, Pos, Size, Wrap};

use crate::protocol::ServerMessage;
use crate::protocol::treasure::{Reply, Settings, View};
use crate::protocol::wire::{Cell, cells, passages};
use crate::text::sentence;

/// The biggest treasure maze a page may ask for: a canvas still shows each room.
const MAX_SIDE: u32 = 60;

/// A treasure maze game and what its last move did, in words.
#[derive(Clone, Debug)]
pub(crate) struct TreasureGame {
    game: Game,
    said: String,
}

/// The maze a page's settings describe, from the top-left room to the engine's default goal,
/// with [`Config::fair_loops`] unless loops are asked for. For a demo, settings left at their
/// defaults (no loops, no wrapping) take the demo's own.
fn config(settings: &Settings, demo: Option<Demo>) -> Result<Config, String> {
    let size = Size::new(settings.width.unwrap_or(7), settings.height.unwrap_or(7));
    if size.width > MAX_SIDE || size.height > MAX_SIDE {
        return Err(format!(
            "The page draws treasure mazes up to {MAX_SIDE}×{MAX_SIDE}."
        ));
    }
    let wrap = settings.wrap.map_or(Wrap::None, Wrap::from);
    let (wrap, loops, goal) = match demo {
        Some(demo) => (
            if wrap == Wrap::None {
                demo.default_wrap()
            } else {
                wrap
            },
            match settings.loops {
                None | Some(0) => demo.default_loops(),
                Some(loops) => loops,
            },
            demo.default_goal(size),
        ),
        // A game without loops asked for gets about one a nine rooms: several ways to the
        // goal, so that gold against thieves is a choice.
        None => (
            wrap,
            settings.loops.unwrap_or(Config::fair_loops(size)),
            Config::default_goal(size, wrap),
        ),
    };
    Ok(Config {
        size,
        goal,
        loops,
        wrap,
        player: "you".to_owned(),
        ..Config::new(settings.seed.unwrap_or_else(crate::random_seed))
    })
}

impl TreasureGame {
    /// A game on the maze `settings` describe, or what is wrong with them.
    pub(crate) fn start(settings: &Settings) -> Result<TreasureGame, String> {
        let config = config(settings, None)?;
        let game = Game::new(config).map_err(|e| sentence(&e.to_string()))?;
        let said = "Walk to the goal (the flag) without entering a room twice: gold is yours, thieves take a share.".to_owned();
        Ok(TreasureGame { game, said })
    }

    /// Steps the player; the new state, or why the step was refused (nothing changed).
    pub(crate) fn step(&mut self, dir: Direction) -> Result<ServerMessage, String> {
        let events = self
            .game
            .apply(maze_treasure::Command::Move(dir))
            .map_err(|e| sentence(&e.to_string()))?;
        self.said = events
            .into_iter()
            .filter_map(|event| self.describe(event))
            .collect::<Vec<_>>()
            .join(" ");
        Ok(self.state())
    }

    fn describe(&self, event: Event) -> Option<String> {
        match event {
            Event::Moved { .. } => None,
            Event::FoundGold { amount, purse } => {
                Some(format!("Gold! {amount} pieces: you carry {purse}."))
            }
            Event::Robbed { stolen, purse } => {
                Some(format!("A thief took {stolen}: you carry {purse}."))
            }
            Event::Ended(Outcome::ReachedGoal { gold }) => {
                let treasure = self.game.treasure();
                let best = maze_treasure::wealthiest_path(
                    treasure,
                    treasure.start(),
                    treasure.goal(),
                    SEARCH_BUDGET,
                );
                let richest = richest(gold, best);
                Some(format!("You reached the goal with {gold} gold.{richest}"))
            }
            Event::Ended(Outcome::Stuck { gold }) => Some(format!(
                "Stuck: every room next to you has been visited. You keep {gold} gold."
            )),
        }
    }

    /// The state as a message.
    pub(crate) fn state(&self) -> ServerMessage {
        let player = self.game.player();
        let over = self.game.outcome();
        let grid = self.game.treasure().grid();
        let trail = player.trail().cells(grid).collect();
        ServerMessage::Treasure(Reply::State(Box::new(view(
            self.game.treasure(),
            player.pos,
            player.gold,
            trail,
            over,
            self.said.clone(),
        ))))
    }
}

/// One of the seed's demos on a maze of `settings`: the maze, the path and the story.
pub(crate) fn demo(
    settings: &Settings,
    wire: crate::protocol::treasure::Demo,
) -> Result<ServerMessage, String> {
    let demo = Demo::from(wire);
    let config = config(settings, Some(demo))?;
    let (treasure, mut rng) = Treasure::build(&config).map_err(|e| sentence(&e.to_string()))?;
    let (path, story) = demo
        .run(&treasure, &mut rng)
        .ok_or_else(|| "The goal cannot be reached on this maze.".to_owned())?;
    let start = treasure.start();
    let view = view(&treasure, start, 0, vec![start], None, String::new());
    Ok(ServerMessage::Treasure(Reply::Demo {
        demo: wire,
        maze: Box::new(view),
        path: cells(path.cells(treasure.grid())),
        story: story.lines().map(str::to_owned).collect(),
    }))
}

fn view(
    treasure: &Treasure,
    at: Pos,
    gold: u64,
    trail: Vec<Pos>,
    over: Option<Outcome>,
    said: String,
) -> View {
    let grid = treasure.grid();
    let rooms = grid
        .cells()
        .map(|pos| match treasure.room(pos) {
            Some(Room::Gold(amount)) => i64::from(amount),
            Some(Room::Thief) => -1,
            _ => 0,
        })
        .collect();
    View {
        width: grid.width(),
        height: grid.height(),
        passages: passages(grid),
        rooms,
        start: treasure.start().into(),
        goal: treasure.goal().into(),
        at: Cell::from(at),
        gold,
        trail: cells(trail),
        thief_share: treasure.thief_share(),
        seed: treasure.maze().seed().unwrap_or_default(),
        loops: treasure.loops(),
        wrap: grid.wrap().into(),
        over: over.map(Into::into),
        said,
    }
}

/// The steps the search for the wealthiest way takes at most when a game ends: a tenth of the
/// program's (about 0.1 s), since it runs on the page's socket task and holds a server thread
/// while it does.
const SEARCH_BUDGET: u64 = maze_treasure::DEFAULT_BUDGET / 10;

/// What the wealthiest way says of a run that reached the goal with `gold`: a search cut short
/// by its budget proves nothing about the paths it did not try.
fn richest(gold: u64, best: Option<maze_treasure::Wealthiest>) -> String {
    match best {
        Some(best) if best.gold == 0 && best.proven => {
            " No path to the goal keeps any gold.".to_owned()
        }
        Some(best) if gold >= best.gold && best.proven => {
            " No path to the goal holds more: a perfect run!".to_owned()
        }
        Some(best) if gold >= best.gold => {
            " No richer path was found, though the search could not try them all.".to_owned()
        }
        Some(best) if best.proven => format!(" The richest path held {}.", best.gold),
        Some(best) => format!(" A richer path holds at least {}.", best.gold),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(gold: u64, proven: bool) -> Option<maze_treasure::Wealthiest> {
        Some(maze_treasure::Wealthiest {
            path: mazes::Path::new(Pos::new(0, 0), Vec::new()),
            gold,
            proven,
            upper_bound: if proven { gold } else { gold + 50 },
        })
    }

    #[test]
    fn only_a_finished_search_calls_a_run_perfect() {
        assert!(richest(40, best(40, true)).contains("a perfect run"));
        assert_eq!(
            richest(0, best(0, true)),
            " No path to the goal keeps any gold."
        );
        assert!(richest(40, best(30, false)).contains("could not try them all"));
        assert!(richest(20, best(40, true)).contains("The richest path held 40."));
        assert!(richest(20, best(40, false)).contains("holds at least 40."));
        assert_eq!(richest(20, None), "");
    }
}
