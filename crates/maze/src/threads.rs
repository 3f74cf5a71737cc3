//! Work shared out over the machine's cores.

/// How many threads to share work of `jobs` pieces over: one a core, no more than the pieces.
pub(crate) fn threads_for(jobs: usize) -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs)
        .max(1)
}

/// Runs `work` on each of `shares`, each on a thread of its own (on this one when there is
/// only one share), and returns the results in the shares' order. A panic in a share is passed
/// on.
pub(crate) fn on_threads<T: Send, R: Send>(shares: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
    if shares.len() <= 1 {
        return shares.into_iter().map(work).collect();
    }
    std::thread::scope(|scope| {
        let work = &work;
        let running: Vec<_> = shares
            .into_iter()
            .map(|share| scope.spawn(move || work(share)))
            .collect();
        running
            .into_iter()
            .map(|thread| {
                thread
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
            })
            .collect()
    })
}
