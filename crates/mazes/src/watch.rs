//! Watching an algorithm work: the steps generators and solvers report as they go.
//!
//! Generators report [`generate::Step`](crate::generate::Step)s and solvers
//! [`solve::SearchStep`](crate::solve::SearchStep)s to a [`Watcher`], which a front end uses
//! to animate them (`maze watch`), count them (`maze solve` says how many cells a solver
//! explored), or draw a progress bar. The watchers the fast paths use ([`Progress`] and `()`)
//! declare that they want no steps, and the algorithms then skip even describing them, so
//! watching costs nothing when nobody watches.

use crate::progress::Progress;

/// What an algorithm reports to as it works: its steps of type `S`, if the watcher wants them,
/// and how much work is done, for progress bars.
///
/// Closures `FnMut(S)` are watchers that take every step.
pub trait Watcher<S> {
    /// Whether [`Watcher::step`] wants to hear of steps. When false, algorithms do not even
    /// describe them: a watcher without steps costs nothing.
    const STEPS: bool;

    /// The algorithm took `step`.
    fn step(&mut self, step: S);

    /// `units` more units of work are done (cells joined to the maze, cells explored).
    fn advance(&mut self, units: u64);
}

impl<S> Watcher<S> for Progress<'_> {
    const STEPS: bool = false;

    #[inline]
    fn step(&mut self, _: S) {}

    #[inline]
    fn advance(&mut self, units: u64) {
        Progress::advance(self, units);
    }
}

/// Nobody watching.
impl<S> Watcher<S> for () {
    const STEPS: bool = false;

    #[inline]
    fn step(&mut self, _: S) {}

    #[inline]
    fn advance(&mut self, _: u64) {}
}

impl<S, F: FnMut(S)> Watcher<S> for F {
    const STEPS: bool = true;

    #[inline]
    fn step(&mut self, step: S) {
        self(step);
    }

    #[inline]
    fn advance(&mut self, _: u64) {}
}

/// The steps of one run of an algorithm, in order, and what the run produced (the maze, the
/// path found).
///
/// The steps are recorded as the algorithm runs, so this holds one small value per step (a
/// few per cell; Aldous–Broder's walk takes about `n (ln n)²` steps): it is meant for the
/// mazes people watch, not for mazes of billions of cells.
#[derive(Clone, Debug)]
pub struct Recording<S, T> {
    steps: std::vec::IntoIter<S>,
    outcome: T,
}

impl<S, T> Recording<S, T> {
    /// Runs `run` with a watcher that records every step.
    pub(crate) fn record<E>(
        run: impl FnOnce(&mut dyn FnMut(S)) -> Result<T, E>,
    ) -> Result<Recording<S, T>, E> {
        let mut steps = Vec::new();
        let outcome = run(&mut |step| steps.push(step))?;
        Ok(Recording {
            steps: steps.into_iter(),
            outcome,
        })
    }

    /// What the run produced: what all the steps lead to.
    pub fn outcome(&self) -> &T {
        &self.outcome
    }

    /// What the run produced, without the steps.
    pub fn into_outcome(self) -> T {
        self.outcome
    }
}

impl<S, T> Iterator for Recording<S, T> {
    type Item = S;

    fn next(&mut self) -> Option<S> {
        self.steps.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.steps.size_hint()
    }
}

impl<S, T> ExactSizeIterator for Recording<S, T> {}
