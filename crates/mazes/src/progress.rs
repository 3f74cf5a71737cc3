//! Progress reporting for long work, cheap enough to call once per cell.

/// Counts work done and calls a reporter now and then, so a front end can draw a progress bar.
///
/// The library never draws anything itself; [`Progress::none`] reports nowhere.
pub struct Progress<'a> {
    total: u64,
    done: u64,
    next_report: u64,
    step: u64,
    report: Option<&'a mut dyn FnMut(u64, u64)>,
}

impl<'a> Progress<'a> {
    /// A progress counter that reports nowhere.
    pub fn none() -> Progress<'static> {
        Progress {
            total: 0,
            done: 0,
            next_report: u64::MAX,
            step: u64::MAX,
            report: None,
        }
    }

    /// A counter for `total` units of work that calls `report(done, total)` about every 0.1 %.
    pub fn new(total: u64, report: &'a mut dyn FnMut(u64, u64)) -> Progress<'a> {
        let step = (total / 1000).max(4096);
        Progress {
            total,
            done: 0,
            next_report: step,
            step,
            report: Some(report),
        }
    }

    /// Records `units` more units of work done.
    #[inline]
    pub fn advance(&mut self, units: u64) {
        self.done += units;
        if self.done >= self.next_report {
            self.flush();
        }
    }

    /// Units of work recorded so far.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// Reports the current count now.
    pub fn flush(&mut self) {
        self.next_report = self.done.saturating_add(self.step);
        if let Some(report) = self.report.as_mut() {
            report(self.done.min(self.total), self.total);
        }
    }
}

impl std::fmt::Debug for Progress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Progress")
            .field("total", &self.total)
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_are_spaced_and_capped_at_the_total() {
        let mut seen = Vec::new();
        let mut report = |done, total| seen.push((done, total));
        let mut progress = Progress::new(10_000, &mut report);
        for _ in 0..10_001 {
            progress.advance(1);
        }
        progress.flush();
        assert_eq!(seen, vec![(4096, 10_000), (8192, 10_000), (10_000, 10_000)]);
    }
}
