//! Seed 001's four scripted demos: a walk through every room, the way through a perfect maze,
//! the wealthiest path through a room maze, and a random path through a wrapping maze, each
//! told a step at a time with the room, what happened there and the gold count.

use mazes::solve::{CellSet, Path};
use mazes::{MazeRng, Pos, Size, Wrap};

use crate::config::Config;
use crate::queries::{explore_to, random_path};
use crate::treasure::{Room, Treasure};
use crate::wealth::{DEFAULT_BUDGET, wealthiest_path};

maze_named::named! {
    /// One of the demos.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Demo("demo") {
        /// A walk that enters every room and ends at the goal (the seed's `ExploreDemo`).
        Explore = "explore",
        /// The way from the start to the goal of a perfect maze (`PerfectMazeDemo`).
        Perfect = "perfect",
        /// The path to the goal that ends with the most gold (`WealthiestPathDemo`).
        Wealthiest = "wealthiest",
        /// A random path to the goal of a maze whose edges wrap (`WrappingMazeDemo`).
        Wrapping = "wrapping",
    }
}

/// The extra passages the wealthiest-path demo makes when none are asked for: with none, a
/// perfect maze has a single path and nothing to choose.
pub const WEALTHIEST_LOOPS: u64 = 8;

impl Demo {
    /// What the demo shows, in a line.
    pub const fn description(self) -> &'static str {
        match self {
            Demo::Explore => "a walk that enters every room, ending at the goal",
            Demo::Perfect => "the one path from the start to the goal of a perfect maze",
            Demo::Wealthiest => "the path to the goal that ends with the most gold",
            Demo::Wrapping => "a random path to the goal of a maze whose edges wrap",
        }
    }

    /// The extra passages the demo's maze has unless told otherwise.
    pub const fn default_loops(self) -> u64 {
        match self {
            Demo::Wealthiest => WEALTHIEST_LOOPS,
            _ => 0,
        }
    }

    /// The wrapping of the demo's maze unless told otherwise.
    pub const fn default_wrap(self) -> Wrap {
        match self {
            Demo::Wrapping => Wrap::Both,
            _ => Wrap::None,
        }
    }

    /// The goal of the demo's `size` maze unless told otherwise: the default goal
    /// ([`Config::default_goal`]) of a maze wrapping as the demo's does.
    pub const fn default_goal(self, size: Size) -> Pos {
        Config::default_goal(size, self.default_wrap())
    }

    /// Runs the demo on `treasure`: the path from the start to the goal and its story, or
    /// `None` if the goal cannot be reached. `rng` draws the wrapping demo's random path. The
    /// story is a line a step: for a maze of millions of rooms, [`Demo::walk`] and
    /// [`Walk::tell`] write it as it is told instead of holding it.
    pub fn run(self, treasure: &Treasure, rng: &mut MazeRng) -> Option<(Path, String)> {
        let walk = self.walk(treasure, rng)?;
        let mut text = Vec::new();
        walk.tell(treasure, &mut text).ok()?;
        Some((walk.path, String::from_utf8_lossy(&text).into_owned()))
    }

    /// Runs the demo on `treasure`: its path and the words its story ends with, or `None` if
    /// the goal cannot be reached. `rng` draws the wrapping demo's random path.
    pub fn walk(self, treasure: &Treasure, rng: &mut MazeRng) -> Option<Walk> {
        let (start, goal) = (treasure.start(), treasure.goal());
        let (path, ending) = match self {
            Demo::Explore => {
                let walk = explore_to(treasure, start, goal)?;
                let rooms = treasure.grid().cell_count();
                (walk, format!("The walk entered all {rooms} rooms."))
            }
            Demo::Perfect => {
                let path = mazes::solve::bfs(treasure.grid(), start, goal)?;
                let only = if treasure.loops() == 0 {
                    "This is the only path to the goal: the maze is perfect."
                } else {
                    "This is a shortest path to the goal; the maze has loops, so there are others."
                };
                (path, only.to_owned())
            }
            Demo::Wealthiest => {
                let best = wealthiest_path(treasure, start, goal, DEFAULT_BUDGET)?;
                let verdict = if best.proven {
                    "No path to the goal ends with more gold (proven).".to_owned()
                } else {
                    format!(
                        "The search stopped at its budget: no path ends with more than {} gold pieces, but none better than this was found.",
                        best.upper_bound
                    )
                };
                (best.path, verdict)
            }
            Demo::Wrapping => {
                let path = random_path(treasure, start, goal, rng)?;
                let crossings = crossings(treasure, &path);
                (
                    path,
                    match crossings {
                        0 => "The path crosses none of the maze's edges.".to_owned(),
                        1 => "The path crosses the maze's edges once.".to_owned(),
                        n => format!("The path crosses the maze's edges {n} times."),
                    },
                )
            }
        };
        Some(Walk {
            demo: self,
            path,
            ending,
        })
    }

    /// The title, the maze and the number of steps.
    fn header(self, treasure: &Treasure, path: &Path) -> String {
        let grid = treasure.grid();
        let size = grid.size();
        let kind = match treasure.loops() {
            0 => "a perfect maze".to_owned(),
            n => format!("a room maze with {n} extra passages"),
        };
        let wrap = match grid.wrap() {
            Wrap::None => String::new(),
            wrap => format!(", wrapping {wrap}"),
        };
        let seed = treasure
            .maze()
            .seed()
            .map(|s| format!(", seed {s}"))
            .unwrap_or_default();
        format!(
            "{} DEMO: {}\n{} rows X {} columns, {kind}{wrap}{seed}: {} steps\n{RULE}\n",
            self.name().to_ascii_uppercase(),
            self.description(),
            size.height,
            size.width,
            path.len(),
        )
    }
}

/// A demo's path through a maze, and the words its story ends with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    demo: Demo,
    path: Path,
    ending: String,
}

impl Walk {
    /// The path, from the start to the goal.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the story to `out` a line at a time: the title, each step with what happened
    /// and the gold count, and the ending. Nothing but the path is held.
    pub fn tell(
        &self,
        treasure: &Treasure,
        out: &mut (impl std::io::Write + ?Sized),
    ) -> std::io::Result<()> {
        out.write_all(self.demo.header(treasure, &self.path).as_bytes())?;
        steps(treasure, &self.path, out)?;
        writeln!(out, "{}", self.ending)
    }
}

/// The seed's separator line.
const RULE: &str = "----------------------------------------------------";

/// One line per room the path enters, written to `out`: its number, the room as (row, column),
/// what happened, and the gold count; then a rule and the gold at the end.
fn steps(
    treasure: &Treasure,
    path: &Path,
    out: &mut (impl std::io::Write + ?Sized),
) -> std::io::Result<()> {
    let grid = treasure.grid();
    let width = path.len().to_string().len();
    let size = grid.size();
    let room_width = format!("({}, {})", size.height - 1, size.width - 1).len();
    let mut looted = CellSet::new(grid);
    let mut gold = 0;
    for (step, pos) in path.cells(grid).enumerate() {
        let what = if step == 0 {
            "start".to_owned()
        } else if looted.contains(pos) {
            "visited before".to_owned()
        } else if pos == treasure.goal() {
            "goal".to_owned()
        } else {
            let before = gold;
            gold = treasure.loot(pos, gold);
            match treasure.room(pos) {
                Some(Room::Gold(pieces)) => format!("gold: found {pieces}"),
                Some(Room::Thief) => format!("thief: took {}", before - gold),
                _ => "empty room".to_owned(),
            }
        };
        looted.insert(pos);
        let room = format!("({}, {})", pos.y, pos.x);
        writeln!(
            out,
            "Step {step:>width$}: {room:<room_width$}  {what:<16} gold count - {gold}"
        )?;
    }
    writeln!(
        out,
        "{RULE}\nThe path ends at the goal with {gold} gold pieces after {} steps.",
        path.len()
    )
}

/// How many steps of `path` go across a wrapping edge.
fn crossings(treasure: &Treasure, path: &Path) -> usize {
    let cells: Vec<Pos> = path.cells(treasure.grid()).collect();
    cells
        .windows(2)
        .filter(|pair| pair[0].x.abs_diff(pair[1].x) + pair[0].y.abs_diff(pair[1].y) != 1)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;

    fn treasure(demo: Demo, seed: u64) -> Treasure {
        let config = Config {
            goal: demo.default_goal(Size::new(7, 7)),
            loops: demo.default_loops(),
            wrap: demo.default_wrap(),
            ..Config::new(seed)
        };
        Treasure::build(&config).unwrap().0
    }

    #[test]
    fn every_demo_tells_each_step_and_ends_at_the_goal() {
        for demo in Demo::ALL {
            for seed in 0..20 {
                let treasure = treasure(demo, seed);
                let mut rng = mazes::rng_from_seed(seed);
                let (path, text) = demo.run(&treasure, &mut rng).unwrap();
                assert!(path.is_valid(treasure.grid()));
                assert_eq!(path.end(treasure.grid()), Some(treasure.goal()));
                let steps = text.lines().filter(|l| l.starts_with("Step ")).count();
                assert_eq!(steps, path.len() + 1, "{text}");
                // The last step's gold count is the gold the game would give.
                let mut gold = 0;
                let mut seen = CellSet::new(treasure.grid());
                for pos in path.cells(treasure.grid()) {
                    if !seen.contains(pos) {
                        gold = treasure.loot(pos, gold);
                    }
                    seen.insert(pos);
                }
                assert!(
                    text.contains(&format!("ends at the goal with {gold} gold pieces")),
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn the_wealthiest_demo_is_at_least_as_rich_as_the_shortest_path() {
        for seed in 0..20 {
            let treasure = treasure(Demo::Wealthiest, seed);
            let mut rng = mazes::rng_from_seed(seed);
            let gold_of = |demo: Demo, rng: &mut MazeRng| {
                let (_, text) = demo.run(&treasure, rng).unwrap();
                let line = text
                    .lines()
                    .find(|l| l.starts_with("The path ends"))
                    .unwrap();
                let gold: u64 = line.split_whitespace().nth(7).unwrap().parse().unwrap();
                gold
            };
            assert!(gold_of(Demo::Wealthiest, &mut rng) >= gold_of(Demo::Perfect, &mut rng));
        }
    }
}
