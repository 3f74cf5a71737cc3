//! Recursive backtracker: a randomized depth-first search, without the recursion.
//!
//! 1. Start at a random cell and mark it visited.
//! 2. If the current cell has unvisited neighbours, carve to a random one and move there.
//! 3. Otherwise step back the way you came; when back at the start, stop.
//!
//! **Result:** perfect; long, winding corridors with few dead ends and a long solution.
//! **Memory:** one visited bit per cell beside the grid's two: the way back from each cell is
//! written into the grid's own bits while the search runs (see `tree`), so there is no stack,
//! and the directions become passages at the end. A ring of the latest 2¹¹ cells the search
//! left with other ways still open (32 KiB) lets it go straight back to the latest, not walk
//! there. **Time:** linear. Works on every topology.

use rand::Rng;

use super::space::{Framed, Space, Wrapped};
use super::steps::{self, Step};
use super::tree;
use super::walk::random_choice;
use crate::bits::OutOfMemory;
use crate::rng::{BitPool, below};
use crate::watch::Watcher;
use crate::{grid::Grid, topology::Wrap};

/// Carves a perfect maze into `grid`, whose walls must all be up.
pub fn generate<R: Rng + ?Sized, W: Watcher<Step>>(
    grid: &mut Grid,
    rng: &mut R,
    watcher: &mut W,
) -> Result<(), OutOfMemory> {
    let root = below(rng, grid.len());
    if grid.wrap() == Wrap::None {
        search::<_, _, _, FORKS>(grid, Framed::new(grid)?, root, rng, watcher);
    } else {
        search::<_, _, _, FORKS>(grid, Wrapped::new(grid)?, root, rng, watcher);
    }
    tree::into_passages(grid, root);
    Ok(())
}

/// The depth-first search from `root`, leaving each cell's way back in the grid; it keeps
/// the latest `N` forks.
fn search<S: Space, R: Rng + ?Sized, W: Watcher<Step>, const N: usize>(
    grid: &mut Grid,
    mut space: S,
    root: usize,
    rng: &mut R,
    watcher: &mut W,
) {
    let mut bits = BitPool::default();
    let mut at = space.at(root);
    let mut forks = Forks::<_, N>::new(at);
    space.visit(at);
    steps::visited(watcher, grid, root);
    watcher.advance(1);
    loop {
        let fresh = space.unvisited(at);
        if fresh != 0 {
            // A watched search walks every step back, to show it; so it keeps no forks.
            forks.push_if(at, !W::STEPS & (fresh & (fresh - 1) != 0));
            let from = space.index(at);
            let dir;
            (at, dir) = space.step_among(at, fresh, random_choice(&mut bits, rng));
            space.visit(at);
            tree::set_first_parent(grid, space.index(at), dir.opposite());
            steps::opened(watcher, grid, from, dir);
            watcher.advance(1);
        } else if let Some(fork) = forks.pop() {
            at = fork;
        } else if space.index(at) == root {
            break;
        } else {
            at = space.step(at, tree::parent(grid, space.index(at)));
            steps::visited(watcher, grid, space.index(at));
        }
    }
}

/// How many forks the search remembers: 2¹¹ cells, 32 KiB, within what the memory promises
/// allow beyond the bits per cell.
const FORKS: usize = 1 << 11;

/// The latest `N` cells the search left with more than one unvisited neighbour: the only
/// cells where a way back can find somewhere new to go, since a cell left by its one way on
/// has none when the search returns. Going back to the latest fork at once skips the walk
/// through the cells between.
///
/// The oldest forks are forgotten: a search with none left walks its way back cell by cell,
/// as it would with no forks at all, and meets them on the way. The search visits the same
/// cells in the same order either way.
struct Forks<A, const N: usize> {
    ring: Vec<A>,
    /// Forks pushed, and how many of the latest are still kept (at most `N`).
    top: usize,
    kept: usize,
}

impl<A: Copy, const N: usize> Forks<A, N> {
    /// No forks, and room for `N` of them (`filler` fills the room).
    fn new(filler: A) -> Self {
        Forks {
            ring: vec![filler; N],
            top: 0,
            kept: 0,
        }
    }

    /// Remembers `at` if `fork`, without a branch on it: which cells are forks is as good as
    /// random.
    #[inline]
    fn push_if(&mut self, at: A, fork: bool) {
        self.ring[self.top % N] = at;
        self.top += usize::from(fork);
        self.kept = (self.kept + usize::from(fork)).min(N);
    }

    /// The latest fork kept, forgotten now.
    #[inline]
    fn pop(&mut self) -> Option<A> {
        (self.kept > 0).then(|| {
            self.kept -= 1;
            self.top -= 1;
            self.ring[self.top % N]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{rng::rng_from_seed, size::Size};

    /// The search from `root` of a `size` grid that keeps `N` forks, or none if `watched`.
    fn searched<const N: usize>(size: Size, wrap: Wrap, seed: u64, watched: bool) -> Grid {
        let mut grid = Grid::new(size, wrap).unwrap();
        let mut rng = rng_from_seed(seed);
        let root = below(&mut rng, grid.len());
        if wrap == Wrap::None {
            let space = Framed::new(&grid).unwrap();
            run::<_, N>(&mut grid, space, root, &mut rng, watched);
        } else {
            let space = Wrapped::new(&grid).unwrap();
            run::<_, N>(&mut grid, space, root, &mut rng, watched);
        }
        tree::into_passages(&mut grid, root);
        grid
    }

    /// [`search`] watched (keeping no forks) or not.
    fn run<S: Space, const N: usize>(
        grid: &mut Grid,
        space: S,
        root: usize,
        rng: &mut crate::rng::MazeRng,
        watched: bool,
    ) {
        if watched {
            search::<_, _, _, N>(grid, space, root, rng, &mut |_| {});
        } else {
            search::<_, _, _, N>(grid, space, root, rng, &mut ());
        }
    }

    #[test]
    fn forks_forgotten_or_not_the_search_is_the_same() {
        // Each of these searches has more than 2¹¹ forks pending at once (checked when this was
        // written), so every ring here forgets some.
        let size = Size::new(300, 200);
        for (seed, wrap) in [
            (0, Wrap::None),
            (1, Wrap::None),
            (2, Wrap::Both),
            (3, Wrap::X),
        ] {
            let walked = searched::<FORKS>(size, wrap, seed, true);
            assert_eq!(searched::<FORKS>(size, wrap, seed, false), walked);
            assert_eq!(searched::<64>(size, wrap, seed, false), walked);
            assert_eq!(searched::<2>(size, wrap, seed, false), walked);
        }
    }
}
