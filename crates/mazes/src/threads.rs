//! Work shared out over the machine's cores.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The most threads work may use; 0 for one a core.
static LIMIT: AtomicUsize = AtomicUsize::new(0);

/// Sets how many threads the library's parallel work may use (generation in bands, Kruskal
/// and true Prim, PNG compression, counting), for the whole process; `None`, the default, is
/// one a core. The same seed makes the same maze and picture whatever the number.
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

/// The threads work may use: the limit [`set_threads`] set, else one a core.
pub(crate) fn cores() -> usize {
    match LIMIT.load(Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
        limit => limit,
    }
}

/// How many threads to share work of `jobs` pieces over: one a core, no more than the pieces.
pub(crate) fn threads_for(jobs: usize) -> usize {
    cores().min(jobs).max(1)
}

/// Runs `work` on each of `shares`, the first on this thread and each other on a thread of its
/// own, and returns the results in the shares' order. A panic in a share is passed on.
///
/// The calling thread works rather than waits: a thread started here begins about 0.1 ms
/// late (docs/performance.md), so sleeping in a join would add that to every share.
pub(crate) fn on_threads<T: Send, R: Send>(shares: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
    let mut shares = shares.into_iter();
    let Some(first) = shares.next() else {
        return Vec::new();
    };
    std::thread::scope(|scope| {
        let work = &work;
        let running: Vec<_> = shares
            .map(|share| scope.spawn(move || work(share)))
            .collect();
        let mut done = vec![work(first)];
        done.extend(running.into_iter().map(|thread| {
            thread
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e))
        }));
        done
    })
}
