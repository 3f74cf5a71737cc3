//! Work shared out over the machine's cores, and how many threads it may take.
//!
//! A caller chooses per call with [`Threads::install`] (or [`MazeBuilder::threads`]
//! (crate::MazeBuilder::threads)): everything the library runs inside it, on this thread and
//! on the threads it starts for the work, takes that many threads at most. [`set_threads`] sets
//! the default for the whole process, for a command line's `--threads`.

use std::cell::Cell;
use std::num::NonZeroUsize;
use std::sync::PoisonError;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The most threads work may use, for the whole process; 0 for one a core.
static LIMIT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// The most threads work started on this thread may use, inside [`Threads::install`];
    /// 0 for the process's limit.
    static INSTALLED: Cell<usize> = const { Cell::new(0) };
}

/// How many threads the library's parallel work may use (generation in bands, Kruskal and true
/// Prim, PNG compression, counting): a budget the caller owns, for the work run inside
/// [`Threads::install`]. The same seed makes the same maze and picture whatever the number.
///
/// The work shared out runs on that many threads at most. Where the calling thread feeds
/// helpers rather than sharing their work (PNG rows to compress, Kruskal's tiles to gather),
/// the helpers number the budget and the caller is one more.
///
/// ```
/// use mazes::{Algorithm, Size, Threads, Wrap, rng_from_seed};
///
/// let make = || Algorithm::BinaryTree.generate(Size::new(1200, 1000), Wrap::None, &mut rng_from_seed(3));
/// let one = Threads::ONE.install(make)?;
/// let all = Threads::per_core().install(make)?;
/// assert_eq!(one, all);
/// # Ok::<(), mazes::GenerateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threads(NonZeroUsize);

impl Threads {
    /// One thread: bands and counts run on the calling thread alone, PNG compression and
    /// Kruskal's tiles on one helper beside it (for a server answering many callers at once,
    /// say).
    pub const ONE: Threads = Threads(NonZeroUsize::MIN);

    /// At most `count` threads for the shared work.
    pub const fn new(count: NonZeroUsize) -> Threads {
        Threads(count)
    }

    /// One a core, as the machine reports them (one where it cannot tell).
    pub fn per_core() -> Threads {
        Threads(std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
    }

    /// How many threads.
    pub const fn get(self) -> NonZeroUsize {
        self.0
    }

    /// Runs `work` on this thread, the library's parallel work inside it taking at most this
    /// many threads; the budget before is back when `work` returns or panics.
    pub fn install<R>(self, work: impl FnOnce() -> R) -> R {
        /// Puts the budget before back, however `work` ends.
        struct Restore(usize);
        impl Drop for Restore {
            fn drop(&mut self) {
                INSTALLED.set(self.0);
            }
        }
        let _restore = Restore(INSTALLED.replace(self.0.get()));
        work()
    }
}

/// Sets how many threads the library's parallel work may use for the whole process, where no
/// [`Threads::install`] says otherwise; `None`, the default, is one a core. For a program's
/// `--threads` option; a library choosing for one call uses [`Threads::install`].
///
/// ```
/// mazes::set_threads(std::num::NonZeroUsize::new(1));
/// let one = mazes::Algorithm::BinaryTree.generate(mazes::Size::new(1200, 1000), mazes::Wrap::None, &mut mazes::rng_from_seed(3)).unwrap();
/// mazes::set_threads(None);
/// let all = mazes::Algorithm::BinaryTree.generate(mazes::Size::new(1200, 1000), mazes::Wrap::None, &mut mazes::rng_from_seed(3)).unwrap();
/// assert_eq!(one, all);
/// ```
pub fn set_threads(threads: Option<NonZeroUsize>) {
    LIMIT.store(threads.map_or(0, NonZeroUsize::get), Ordering::Relaxed);
}

/// The threads work may use: the budget installed on this thread, else the limit
/// [`set_threads`] set, else one a core.
pub(crate) fn cores() -> usize {
    match (INSTALLED.get(), LIMIT.load(Ordering::Relaxed)) {
        (0, 0) => Threads::per_core().get().get(),
        (0, limit) => limit,
        (installed, _) => installed,
    }
}

/// How many threads to share work of `jobs` pieces over: one a core, no more than the pieces.
pub(crate) fn threads_for(jobs: usize) -> usize {
    cores().min(jobs).max(1)
}

/// Runs `work` on each of `shares`, on this thread and on up to one thread more a share (each
/// with this thread's budget), and returns the results in the shares' order. A panic in a
/// share is passed on. A thread that cannot be started (a process at its limit of threads or
/// memory) leaves its shares to the others: the work is done, only slower.
///
/// The calling thread works rather than waits: a thread started here begins about 0.1 ms
/// late (docs/performance.md), so sleeping in a join would add that to every share.
pub(crate) fn on_threads<T: Send, R: Send>(shares: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
    use std::sync::Mutex;
    let count = shares.len();
    let shares: Vec<Mutex<Option<T>>> = shares.into_iter().map(|s| Mutex::new(Some(s))).collect();
    let results: Vec<Mutex<Option<R>>> = (0..count).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    // Takes shares in turn until none is left.
    let take_shares = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(share) = shares.get(i) else {
                return;
            };
            let share = share.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some(share) = share {
                let done = work(share);
                *results[i].lock().unwrap_or_else(PoisonError::into_inner) = Some(done);
            }
        }
    };
    let budget = INSTALLED.get();
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..count)
            .map_while(|_| {
                let started = std::thread::Builder::new().spawn_scoped(scope, || {
                    INSTALLED.set(budget);
                    take_shares();
                });
                started.ok()
            })
            .collect();
        take_shares();
        for helper in helpers {
            helper
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
        }
    });
    results
        .into_iter()
        .map(|done| {
            (done.into_inner().unwrap_or_else(PoisonError::into_inner))
                .expect("every share was taken and done, or its panic passed on")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_holds_inside_install_and_on_the_threads_it_starts_then_goes() {
        let before = cores();
        let three = Threads::new(NonZeroUsize::new(3).unwrap());
        let seen = three.install(|| on_threads(vec![(); 4], |()| cores()));
        assert_eq!(seen, [3; 4]);
        assert_eq!(cores(), before);
        let nested = three.install(|| (cores(), Threads::ONE.install(cores), cores()));
        assert_eq!(nested, (3, 1, 3));
    }

    #[test]
    fn a_panic_inside_install_puts_the_budget_back() {
        let before = cores();
        let caught = std::panic::catch_unwind(|| Threads::ONE.install(|| panic!("inside")));
        assert!(caught.is_err());
        assert_eq!(cores(), before);
    }
}
