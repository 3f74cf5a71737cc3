//! Fog: the player sees only what stands in sight (every cell down each open corridor from
//! where they stand, as far as it runs straight: [`maze_classic::in_sight`]) and remembers
//! what they have seen, a flag a cell of the view's grid.

use mazes::{Grid, Pos};

/// How much of a cell the player sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sight {
    /// Never seen: drawn blank.
    Never,
    /// Seen before, not in sight now: drawn dim, without the computer.
    Seen,
    /// In sight now.
    Now,
}

/// What the player has seen and sees, a flag a cell of the view's grid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fog {
    width: u32,
    seen: Vec<bool>,
    now: Vec<bool>,
}

impl Fog {
    /// Sees the cells `in_sight` ([`maze_classic::in_sight`]'s, on `grid`): they are in
    /// sight, and seen from now on. A grid of another size (a new game) starts unseen.
    pub fn look(&mut self, grid: &Grid, in_sight: impl IntoIterator<Item = Pos>) {
        let cells = usize::try_from(grid.cell_count()).unwrap_or(0);
        if self.seen.len() != cells || self.width != grid.width() {
            *self = Fog {
                width: grid.width(),
                seen: vec![false; cells],
                now: vec![false; cells],
            };
        }
        self.now.fill(false);
        for pos in in_sight {
            self.mark(grid, pos);
        }
    }

    fn mark(&mut self, grid: &Grid, at: Pos) {
        if grid.contains(at) {
            let i = grid.index(at);
            self.now[i] = true;
            self.seen[i] = true;
        }
    }

    /// How much of the cell at `pos` the player sees (`Never` off the grid).
    pub fn sight(&self, pos: Pos) -> Sight {
        let i = pos.y as usize * self.width as usize + pos.x as usize;
        match (pos.x < self.width, self.now.get(i), self.seen.get(i)) {
            (true, Some(true), _) => Sight::Now,
            (true, _, Some(true)) => Sight::Seen,
            _ => Sight::Never,
        }
    }

    /// How much of the lattice point (`x`, `y`) of the picture the player sees: a cell's own
    /// sight, a wall's the better of the cells beside it, a corner's the best of four.
    pub fn sight_at(&self, x: u64, y: u64) -> Sight {
        let columns = |v: u64| -> Vec<u64> {
            match v % 2 {
                1 => vec![v / 2],
                _ => [v / 2, (v / 2).wrapping_sub(1)]
                    .into_iter()
                    .filter(|&c| c != u64::MAX)
                    .collect(),
            }
        };
        let mut best = Sight::Never;
        for cx in columns(x) {
            for cy in columns(y) {
                if let (Ok(cx), Ok(cy)) = (u32::try_from(cx), u32::try_from(cy)) {
                    best = best.max(self.sight(Pos::new(cx, cy)));
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mazes::{Algorithm, Direction, Maze, Size, Wrap};

    /// Looks from `at` on `grid` as the game does.
    fn look(fog: &mut Fog, grid: &Grid, at: Pos) {
        let maze = Maze::new(grid.clone());
        let seen = maze_classic::in_sight(&maze, grid.index(at));
        fog.look(grid, seen.into_iter().map(|cell| grid.pos(cell)));
    }

    #[test]
    fn what_is_in_sight_is_seen_now_and_remembered_after() {
        for seed in 0..30 {
            let grid = Algorithm::Backtracker
                .generate(Size::new(9, 7), Wrap::None, &mut mazes::rng_from_seed(seed))
                .unwrap();
            let at = Pos::new(4, 3);
            let mut fog = Fog::default();
            look(&mut fog, &grid, at);
            assert_eq!(fog.sight(at), Sight::Now);
            let before: Vec<Pos> = grid
                .cells()
                .filter(|&p| fog.sight(p) == Sight::Now)
                .collect();
            // Stepping on, what was in sight is remembered.
            let step = Direction::ALL
                .into_iter()
                .find(|&d| grid.is_open(at, d))
                .unwrap();
            let next = grid.neighbor(at, step).unwrap();
            look(&mut fog, &grid, next);
            for pos in before {
                assert_ne!(
                    fog.sight(pos),
                    Sight::Never,
                    "seed {seed}: {pos:?} forgotten"
                );
            }
            assert_eq!(fog.sight(next), Sight::Now);
            assert_eq!(fog.sight(Pos::new(9, 0)), Sight::Never, "off the grid");
        }
    }

    #[test]
    fn a_wall_is_seen_from_either_side_and_a_corner_from_any() {
        let grid = Grid::new(Size::new(3, 1), Wrap::None).unwrap();
        let mut fog = Fog::default();
        look(&mut fog, &grid, Pos::new(0, 0));
        // Cell (0, 0) is lattice (1, 1); the wall east of it (2, 1); cell (1, 0) unseen.
        assert_eq!(fog.sight_at(1, 1), Sight::Now);
        assert_eq!(fog.sight_at(2, 1), Sight::Now);
        assert_eq!(fog.sight_at(0, 0), Sight::Now);
        assert_eq!(fog.sight_at(3, 1), Sight::Never);
        assert_eq!(fog.sight_at(4, 0), Sight::Never);
    }
}
