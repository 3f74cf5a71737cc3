//! The state of `maze watch`: a maze being generated and then solved, a step at a time, at a
//! speed the viewer sets; or solved by several solvers racing, a move each in turn. Pure: time
//! comes in as durations, keys as actions; drawing is in `ui`.

use std::time::Duration;

use mazes::generate::{Step, Steps};
use mazes::render::Overlay;
use mazes::shape::{Lattice, Shape, ShapeError};
use mazes::solve::{SearchStep, SearchSteps, Solver};
use mazes::{Algorithm, Endpoint, Grid, Maze, Openings, Path, Pos, Size, Wrap};

use crate::recipe::MaskSource;

/// Steps per second the viewer can choose among.
pub const SPEEDS: [u32; 16] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

/// How long the first generation should take at the speed chosen for it.
const FIRST_RUN: f64 = 12.0;

/// What the viewer asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Pause, or go on.
    Pause,
    /// The next speed up.
    Faster,
    /// The next speed down.
    Slower,
    /// One step, pausing first.
    Step,
    /// Finish the current phase at once.
    Skip,
    /// A new maze with a new seed.
    Restart,
    /// The next generator, on the same seed.
    NextAlgorithm,
    /// The next solver, on the same maze.
    NextSolver,
    /// Leave.
    Quit,
}

/// What a cell looks like at this moment of the show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Switched off by the mask: never part of the maze.
    Off,
    /// Not yet part of the maze: no passage reaches it.
    Untouched,
    /// Part of the maze; not yet seen by the solver.
    Carved,
    /// On the solver's frontier.
    Reached,
    /// Explored by the solver.
    Explored,
    /// Backed out of by a depth-first search.
    Left,
    /// On the path found.
    Path,
}

/// Where the show is.
#[derive(Debug)]
enum Phase {
    /// Carving, with the steps still to come.
    Generating(Steps),
    /// Searching: the racers are under way.
    Solving,
    /// Finished: every racer has its answer.
    Done,
}

/// The most solvers that race at once: side by side, a terminal has room for no more.
pub const MAX_RACERS: usize = 4;

/// One solver searching the finished maze, with what it has done to each cell.
#[derive(Debug)]
pub struct Racer {
    /// The solver.
    pub solver: Solver,
    marks: Vec<Mark>,
    steps: SearchSteps,
    /// The cell its last step was about.
    cursor: Option<Pos>,
    /// Steps taken of its search, and their total.
    taken: usize,
    total: usize,
    /// Its moves so far: cells explored, or entered by a walker, counting each entry.
    pub moves: u64,
    /// Distinct cells it has explored so far.
    pub explored: u64,
    /// Its answer once it has finished: the path, if it found one.
    pub found: Option<Option<Path>>,
}

impl Racer {
    /// Takes the racer's steps up to and including its next move (an explored cell), or to its
    /// end.
    fn advance(&mut self, grid: &Grid) {
        if self.found.is_some() {
            return;
        }
        for step in self.steps.by_ref() {
            self.taken += 1;
            let (cell, mark) = match step {
                SearchStep::Reach(cell) => (cell, Mark::Reached),
                SearchStep::Explore(cell) => (cell, Mark::Explored),
                SearchStep::Leave(cell) => (cell, Mark::Left),
            };
            let pos = grid.pos(cell);
            let before = mark_at(&self.marks, grid, pos);
            set_mark(&mut self.marks, grid, pos, mark);
            self.cursor = Some(pos);
            if mark == Mark::Explored {
                self.moves += 1;
                // A walker enters again the cells it cut out of its way: counted once.
                if before != Some(Mark::Left) && before != Some(Mark::Explored) {
                    self.explored += 1;
                }
                return;
            }
        }
        let path = self.steps.outcome().clone();
        for pos in path.iter().flat_map(|path| path.cells(grid)) {
            set_mark(&mut self.marks, grid, pos, Mark::Path);
        }
        self.cursor = None;
        self.found = Some(path);
    }

    /// What cell `pos` looks like to this racer; `None` outside the maze.
    pub fn mark(&self, grid: &Grid, pos: Pos) -> Option<Mark> {
        mark_at(&self.marks, grid, pos)
    }

    /// The cell its last step was about, while it searches.
    pub fn cursor(&self) -> Option<Pos> {
        self.cursor
    }
}

/// A mask the show carves within, stretched over each new maze's size.
#[derive(Clone, Debug)]
pub struct Masking {
    /// Where the mask comes from.
    pub source: MaskSource,
    /// Whether its separate regions are joined by bridges.
    pub join: bool,
}

/// The show: settings, the maze as built so far, what each cell looks like, and the clock.
#[derive(Debug)]
pub struct Show {
    /// The generator.
    pub algorithm: Algorithm,
    /// The solver, or the first of those racing.
    pub solver: Solver,
    /// The solvers racing, when more than one.
    race: Vec<Solver>,
    /// The solvers searching the finished maze: the solver alone, or those racing.
    racers: Vec<Racer>,
    /// The seed of the maze.
    pub seed: u64,
    size: Size,
    masking: Option<Masking>,
    maze: Maze,
    overlay: Overlay,
    marks: Vec<Mark>,
    phase: Phase,
    /// The cell the last step was about.
    cursor: Option<Pos>,
    /// Steps taken of the carving, and their total.
    taken: usize,
    total: usize,
    speed: usize,
    /// Whether the clock is stopped.
    pub paused: bool,
    /// Steps the clock allows and not yet taken (a fraction between ticks).
    owed: f64,
    /// Whether the viewer asked to leave.
    pub quit: bool,
}

impl Show {
    /// A show of a `size` maze by `algorithm` from `seed`, carved within `masking` when given,
    /// solved by `solvers` (one, or up to [`MAX_RACERS`] racing a move each in turn), at `speed`
    /// steps a second (the nearest offered; one that makes the first maze take some seconds if
    /// none).
    pub fn new(
        algorithm: Algorithm,
        solvers: &[Solver],
        size: Size,
        seed: u64,
        speed: Option<u32>,
        masking: Option<Masking>,
    ) -> anyhow::Result<Show> {
        let Some(&solver) = solvers.first() else {
            anyhow::bail!("a race needs at least one solver");
        };
        if solvers.len() > MAX_RACERS {
            anyhow::bail!(
                "at most {MAX_RACERS} solvers race side by side, not {}",
                solvers.len()
            );
        }
        let mut show = Show {
            algorithm,
            solver,
            race: if solvers.len() > 1 {
                solvers.to_vec()
            } else {
                Vec::new()
            },
            racers: Vec::new(),
            seed,
            size,
            masking,
            maze: Maze::new(Grid::new(size, Wrap::None)?),
            overlay: Overlay::none(),
            marks: Vec::new(),
            phase: Phase::Done,
            cursor: None,
            taken: 0,
            total: 0,
            speed: 0,
            paused: false,
            owed: 0.0,
            quit: false,
        };
        show.generate()?;
        let wanted = speed.map_or(show.total as f64 / FIRST_RUN, f64::from);
        show.speed = SPEEDS
            .iter()
            .position(|&s| f64::from(s) >= wanted)
            .unwrap_or(SPEEDS.len() - 1);
        Ok(show)
    }

    /// Starts generating the maze of the current settings from all walls up.
    fn generate(&mut self) -> anyhow::Result<()> {
        let mut rng = mazes::rng_from_seed(self.seed);
        let grid = Grid::new(self.size, Wrap::None)?;
        let (steps, ends) = match &self.masking {
            None => {
                let steps = self.algorithm.steps(self.size, Wrap::None, &mut rng)?;
                self.marks = vec![Mark::Untouched; grid.cells().count()];
                (steps, Openings::Corners.place(&grid, &mut rng)?)
            }
            Some(masking) => {
                let lattice = self.lattice(masking)?;
                let steps =
                    mazes::shape::generate::square_steps(&lattice, self.algorithm, &mut rng)?;
                let pos = |cell: usize| grid.pos(lattice.shape_cell(cell));
                self.marks = (0..grid.cells().count())
                    .map(|i| match lattice.cell_of(i) {
                        Some(_) => Mark::Untouched,
                        None => Mark::Off,
                    })
                    .collect();
                let (start, goal) = lattice.default_ends();
                let end = |cell| Endpoint::new(pos(cell), None);
                (steps, Some((end(start), end(goal))))
            }
        };
        let maze = Maze::new(grid);
        self.maze = match ends {
            Some((start, goal)) => maze.with_endpoints(start, goal)?,
            None => maze,
        };
        self.overlay = Overlay::ends(&self.maze);
        self.racers.clear();
        self.taken = 0;
        self.total = steps.len();
        self.cursor = None;
        self.phase = Phase::Generating(steps);
        Ok(())
    }

    /// The cells of the show's size that `masking` leaves on.
    fn lattice(&self, masking: &Masking) -> anyhow::Result<Lattice> {
        let shape = Shape::square(self.size);
        let mut mask = masking.source.mask(&shape)?;
        if masking.join {
            mask = mask.bridged(&shape)?;
        }
        Lattice::masked(shape, mask).map_err(|e| match e {
            ShapeError::Regions { .. } => anyhow::anyhow!("{e} (--mask-join)"),
            other => other.into(),
        })
    }

    /// Starts solving the finished maze with the current solver, or the solvers racing.
    fn solve(&mut self) {
        self.cursor = None;
        let Some((start, goal)) = self.maze.endpoints().map(|(s, g)| (s.cell, g.cell)) else {
            self.phase = Phase::Done;
            return;
        };
        for mark in self.marks.iter_mut().filter(|m| **m != Mark::Off) {
            *mark = Mark::Carved;
        }
        let solvers = if self.race.is_empty() {
            vec![self.solver]
        } else {
            self.race.clone()
        };
        // A show's maze is made from a grid: it keeps one.
        let Some(grid) = self.maze.grid() else {
            self.phase = Phase::Done;
            return;
        };
        self.racers = solvers
            .into_iter()
            .map(|solver| {
                let steps = solver.steps(grid, start, goal);
                Racer {
                    solver,
                    marks: self.marks.clone(),
                    total: steps.len(),
                    steps,
                    cursor: None,
                    taken: 0,
                    moves: 0,
                    explored: 0,
                    found: None,
                }
            })
            .collect();
        self.phase = Phase::Solving;
    }

    /// Lets `elapsed` pass: the steps the speed allows are taken, unless paused.
    pub fn tick(&mut self, elapsed: Duration) {
        if self.paused || self.is_done() {
            return;
        }
        // At most a second's worth at once: a stalled terminal does not make the show jump.
        let speed = f64::from(self.speed());
        self.owed = (self.owed + elapsed.as_secs_f64() * speed).min(speed.max(1.0));
        while self.owed >= 1.0 && !self.is_done() {
            self.step();
            self.owed -= 1.0;
        }
    }

    /// Does what the viewer asked.
    pub fn act(&mut self, action: Action) -> anyhow::Result<()> {
        match action {
            Action::Pause => self.paused = !self.paused,
            Action::Faster => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => self.speed = self.speed.saturating_sub(1),
            Action::Step => {
                self.paused = true;
                self.step();
            }
            Action::Skip => {
                let phase = std::mem::discriminant(&self.phase);
                while std::mem::discriminant(&self.phase) == phase && !self.is_done() {
                    self.step();
                }
            }
            Action::Restart => {
                self.seed = rand::random();
                self.generate()?;
            }
            Action::NextAlgorithm => {
                // Within a mask, only the generators that carve one.
                let masked = self.masking.is_some();
                let offered: Vec<Algorithm> = Algorithm::ALL
                    .into_iter()
                    .filter(|a| !(masked && a.needs_rows()))
                    .collect();
                self.algorithm = next(&offered, self.algorithm);
                self.generate()?;
            }
            // A race keeps its solvers.
            Action::NextSolver if self.is_race() => {}
            Action::NextSolver => {
                self.solver = next(&Solver::ALL, self.solver);
                if !matches!(self.phase, Phase::Generating(_)) {
                    self.solve();
                }
            }
            Action::Quit => self.quit = true,
        }
        Ok(())
    }

    /// Makes the next maze (after a restart or another generator) `size` cells.
    pub fn resize(&mut self, size: Size) {
        self.size = size;
    }

    /// Takes the next step of the show, moving on to the next phase when one ends.
    pub fn step(&mut self) {
        match &mut self.phase {
            Phase::Generating(steps) => match steps.next() {
                Some(step) => self.carve(step),
                None => self.solve(),
            },
            Phase::Solving => {
                if let Some(grid) = self.maze.grid() {
                    for racer in &mut self.racers {
                        racer.advance(grid);
                    }
                }
                if self.racers.iter().all(|r| r.found.is_some()) {
                    self.phase = Phase::Done;
                }
            }
            Phase::Done => {}
        }
    }

    fn carve(&mut self, step: Step) {
        self.taken += 1;
        let Some(grid) = self.maze.grid_mut() else {
            return;
        };
        // The steps come from a generator on a grid of this size: they fit it.
        let _ = step.apply(grid);
        let (mut touched, mut cursor) = ([None, None], None);
        match step {
            Step::Open { at, dir } => {
                let beyond = grid.neighbor(at, dir);
                (touched, cursor) = ([Some(at), beyond], beyond);
            }
            Step::Close { at, .. } | Step::Visit(at) => cursor = Some(at),
            Step::OpenAll => {
                for mark in self.marks.iter_mut().filter(|m| **m != Mark::Off) {
                    *mark = Mark::Carved;
                }
            }
            // A kind of step this show does not mark: the grid has it all the same.
            _ => {}
        }
        for pos in touched.into_iter().flatten() {
            self.set_mark(pos, Mark::Carved);
        }
        self.cursor = cursor;
    }

    fn set_mark(&mut self, pos: Pos, mark: Mark) {
        if let Some(grid) = self.maze.grid() {
            set_mark(&mut self.marks, grid, pos, mark);
        }
    }

    /// Whether the maze is made and solved.
    pub fn is_done(&self) -> bool {
        matches!(self.phase, Phase::Done)
    }

    /// Whether several solvers race.
    pub fn is_race(&self) -> bool {
        !self.race.is_empty()
    }

    /// The solvers racing; empty when one solver searches alone.
    pub fn racing(&self) -> &[Solver] {
        &self.race
    }

    /// The solvers searching the finished maze (none while it is carved).
    pub fn racers(&self) -> &[Racer] {
        &self.racers
    }

    /// The maze as built so far.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// The grid of the maze as built so far (a show's maze is made from one).
    pub fn grid(&self) -> Option<&Grid> {
        self.maze.grid()
    }

    /// The start and goal marks.
    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }

    /// Whether the show carves within a mask.
    pub fn is_masked(&self) -> bool {
        self.masking.is_some()
    }

    /// What cell `pos` looks like now (to the first solver, once the maze is carved); `None`
    /// outside the maze.
    pub fn mark(&self, pos: Pos) -> Option<Mark> {
        let grid = self.maze.grid()?;
        match self.racers.first() {
            Some(racer) => racer.mark(grid, pos),
            None => mark_at(&self.marks, grid, pos),
        }
    }

    /// The cell the last step was about (the first solver's, once the maze is carved), if the
    /// show is under way.
    pub fn cursor(&self) -> Option<Pos> {
        match self.racers.first() {
            Some(racer) => racer.cursor,
            None => self.cursor,
        }
    }

    /// The speed in steps a second.
    pub fn speed(&self) -> u32 {
        SPEEDS[self.speed]
    }

    /// The phase in a word, with the steps taken of the phase's total (the first solver's,
    /// once the maze is carved).
    pub fn progress(&self) -> (&'static str, usize, usize) {
        let word = match self.phase {
            Phase::Generating(_) => "carving",
            Phase::Solving => "solving",
            Phase::Done => "done",
        };
        match self.racers.first() {
            Some(racer) => (word, racer.taken, racer.total),
            None => (word, self.taken, self.total),
        }
    }

    /// What the finished search found, in a sentence, or the race's order of finishing;
    /// `None` before the end.
    pub fn result(&self) -> Option<String> {
        if !self.is_done() {
            return None;
        }
        if self.is_race() {
            return Some(standings(&self.racers));
        }
        let cells = self.marks.iter().filter(|&&m| m != Mark::Off).count();
        let racer = self.racers.first()?;
        Some(match racer.found.as_ref()? {
            Some(path) => format!(
                "{}: {} steps from start to goal, {} of {cells} cells explored",
                racer.solver.name(),
                path.len(),
                racer.explored
            ),
            None => format!("{}: no way from start to goal", racer.solver.name()),
        })
    }
}

/// The racers in the order they finished (fewest moves first), each with its moves (the
/// first says "moves"; each pane shows its path's length), and those that found no way last.
fn standings(racers: &[Racer]) -> String {
    let mut order: Vec<&Racer> = racers.iter().collect();
    order.sort_by_key(|r| (!matches!(r.found, Some(Some(_))), r.moves));
    let parts: Vec<String> = order
        .iter()
        .enumerate()
        .map(|(i, r)| match (&r.found, i) {
            (Some(Some(_)), 0) => format!("{} {} moves", r.solver.name(), r.moves),
            (Some(Some(_)), _) => format!("{} {}", r.solver.name(), r.moves),
            _ => format!("{} found no way", r.solver.name()),
        })
        .collect();
    format!("finished: {}", parts.join(", "))
}

/// What `marks` say of cell `pos` of `grid`; `None` outside it.
fn mark_at(marks: &[Mark], grid: &Grid, pos: Pos) -> Option<Mark> {
    grid.contains(pos).then(|| marks[grid.index(pos)])
}

/// Sets what `marks` say of cell `pos` of `grid`, if it lies inside.
fn set_mark(marks: &mut [Mark], grid: &Grid, pos: Pos, mark: Mark) {
    if grid.contains(pos) {
        marks[grid.index(pos)] = mark;
    }
}

/// The item after `current` in `all`, round to the first.
fn next<T: Copy + PartialEq>(all: &[T], current: T) -> T {
    let at = all.iter().position(|&x| x == current).unwrap_or(0);
    all[(at + 1) % all.len()]
}
