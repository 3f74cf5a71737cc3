//! Exact counts of perfect mazes: how many spanning trees a grid or a lattice has.
//!
//! A perfect maze is a spanning tree of its cells, so the count is Kirchhoff's: the determinant
//! of the graph's Laplacian with one row and column struck out. The counts grow fast (a 64×64
//! grid has about 2,000 digits), so they are worked out modulo many primes near 2⁶² and put
//! together by the Chinese remainder theorem, with enough primes that their product exceeds
//! the largest count the graph could have (the product of its cells' degrees).
//!
//! - **Rectangles** (bounded, cylinders, tori): the grid is the product of two paths or cycles,
//!   whose Laplacian eigenvalues add, so the count is the product of the two factors' own counts
//!   and of `μ + λ` over their nonzero eigenvalues μ and λ. That product is the resultant of two
//!   integer polynomials (the factors' characteristic polynomials), which a Euclidean algorithm
//!   finds modulo each prime in time quadratic in the side: 64×64 in milliseconds.
//! - **Any lattice** (other shapes, masks): Gaussian elimination modulo each prime, cubic in the
//!   cells, for lattices of up to [`MAX_LATTICE_CELLS`] cells.
//!
//! [`uniformity`] samples a generator on a small grid and tests the sample against the count:
//! Wilson's and Aldous–Broder's mazes are drawn uniformly, the others are not.
//!
//! The rectangles' counts are OEIS A007341 (bounded squares: 1, 4, 192, 100352, …), A212800
//! (square tori) and A212796 (tori), checked in the tests against the published terms.

mod uniformity;

pub use uniformity::{ChiSquare, MAX_MAZES, Uniformity, UniformityError, uniformity};

use num_bigint::BigUint;

use crate::shape::Lattice;
use crate::{size::Size, topology::Wrap};

/// The most cells [`lattice_count`] takes: its elimination is cubic in them.
pub const MAX_LATTICE_CELLS: usize = 1000;

/// The most cells [`grid_count`] takes (about 360×360, some seconds): the number of primes
/// grows with the cells, and the work with the primes times the side squared.
pub const MAX_GRID_CELLS: u64 = 1 << 17;

/// The longest side [`grid_count`] takes (but for a grid one cell across, a path or a cycle,
/// counted at once): a thin grid's work grows with the square of its long side. Measured in a
/// release build: 362×362 in 10.8 s, 512×256 in 12.7 s, 1024×128 in 29 s, 2048×64 in 104 s.
pub const MAX_GRID_SIDE: u32 = 512;

/// Why a count was not made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CountError {
    /// The grid is bigger than [`MAX_GRID_CELLS`].
    #[error("{size} has {cells} cells; counts are made for grids of up to {MAX_GRID_CELLS}")]
    GridTooBig {
        /// The size asked for.
        size: Size,
        /// Its cells.
        cells: u64,
    },
    /// A side of the grid is longer than [`MAX_GRID_SIDE`].
    #[error(
        "{size} is {side} cells long; counts are made for grids of up to {MAX_GRID_SIDE} a side \
         (a thin grid's work grows with the square of its long side)"
    )]
    SideTooLong {
        /// The size asked for.
        size: Size,
        /// Its longer side.
        side: u32,
    },
    /// The lattice has more cells than [`MAX_LATTICE_CELLS`].
    #[error(
        "the lattice has {0} cells; counts of shapes and masks are made up to {MAX_LATTICE_CELLS}"
    )]
    LatticeTooBig(usize),
    /// The grid is empty, or wraps an axis shorter than 2 cells.
    #[error("{0}")]
    Grid(#[from] crate::grid::GridError),
}

/// The number of perfect mazes on a `size` grid with `wrap`: its spanning trees.
///
/// ```
/// use mazes::{Size, Wrap};
///
/// // OEIS A007341: 1, 4, 192, 100352, 557568000, …
/// let counts: Vec<String> = (1..=5)
///     .map(|n| mazes::count::grid_count(Size::new(n, n), Wrap::None).unwrap().to_string())
///     .collect();
/// assert_eq!(counts, ["1", "4", "192", "100352", "557568000"]);
/// # Ok::<(), mazes::count::CountError>(())
/// ```
pub fn grid_count(size: Size, wrap: Wrap) -> Result<BigUint, CountError> {
    crate::grid::Grid::check_shape(size, wrap)?;
    let cells = size.cells();
    if cells > MAX_GRID_CELLS {
        return Err(CountError::GridTooBig { size, cells });
    }
    // A grid one cell across is a path, with one spanning tree, or a cycle of `n` cells, with
    // `n` (its wrap is along its length: one cell cannot wrap).
    if size.width == 1 || size.height == 1 {
        let (long, wraps) = match size.width {
            1 => (size.height, wrap.y()),
            _ => (size.width, wrap.x()),
        };
        return Ok(BigUint::from(if wraps { long } else { 1 }));
    }
    let side = size.width.max(size.height);
    if side > MAX_GRID_SIDE {
        return Err(CountError::SideTooLong { size, side });
    }
    let across = Factor::new(size.width as usize, wrap.x());
    let down = Factor::new(size.height as usize, wrap.y());
    // Each cell's degree is at most 4: the count is below 4^cells.
    let bound_bits = 2 * cells + 1;
    Ok(by_residues(bound_bits, |p| {
        let m = Modulus(p);
        let trees = m.mul(across.trees(m), down.trees(m));
        m.mul(trees, m.resultant(across.roots(m), down.shifted(m)))
    }))
}

/// The number of perfect mazes on `lattice` (any shape, masked or not): its spanning trees.
pub fn lattice_count(lattice: &Lattice) -> Result<BigUint, CountError> {
    let n = lattice.len();
    if n > MAX_LATTICE_CELLS {
        return Err(CountError::LatticeTooBig(n));
    }
    let degrees: Vec<usize> = (0..n)
        .map(|c| lattice.neighbours(c).iter().count())
        .collect();
    let bound_bits = degrees
        .iter()
        .map(|&d| u64::from((d.max(1) as u64).ilog2()) + 1)
        .sum::<u64>()
        + 1;
    Ok(by_residues(bound_bits, |p| {
        let m = Modulus(p);
        // The Laplacian without the last cell's row and column.
        let size = n.saturating_sub(1);
        let mut matrix = vec![vec![0u64; size]; size];
        for (cell, row) in matrix.iter_mut().enumerate() {
            row[cell] = degrees[cell] as u64 % p;
            for (_, next) in lattice.neighbours(cell).iter() {
                if next < size {
                    row[next] = m.sub(row[next], 1);
                }
            }
        }
        m.determinant(matrix)
    }))
}

/// The number below `2^bound_bits` whose residue modulo each prime `residue` gives: the
/// residues are worked out on every core, then put together.
fn by_residues(bound_bits: u64, residue: impl Fn(u64) -> u64 + Sync) -> BigUint {
    // Each prime is above 2⁶¹: these many make a product above the bound.
    let wanted = (bound_bits / 61 + 1) as usize;
    let primes: Vec<u64> = primes().take(wanted).collect();
    let chunk = primes
        .len()
        .div_ceil(crate::threads::threads_for(primes.len()));
    let shares: Vec<&[u64]> = primes.chunks(chunk.max(1)).collect();
    let residues: Vec<u64> = crate::threads::on_threads(shares, |share| {
        share.iter().map(|&p| residue(p)).collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    let mut value = BigUint::from(0u32);
    let mut product = BigUint::from(1u32);
    for (&p, &r) in primes.iter().zip(&residues) {
        // Garner's step: add the multiple of the product so far that fixes the residue mod p.
        let m = Modulus(p);
        let low = |n: &BigUint| (n % p).to_u64_digits().first().copied().unwrap_or(0);
        let step = m.mul(m.sub(r, low(&value)), m.inverse(low(&product)));
        value += &product * step;
        product *= p;
    }
    value
}

/// Primes just below 2⁶², largest first.
fn primes() -> impl Iterator<Item = u64> {
    ((1u64 << 61)..(1u64 << 62))
        .rev()
        .step_by(2)
        .filter(|&n| is_prime(n))
}

/// Whether `n` (odd, above 37) is prime: Miller–Rabin with the bases that decide every 64-bit
/// number.
fn is_prime(n: u64) -> bool {
    let m = Modulus(n);
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
        .iter()
        .all(|&a| {
            let mut x = m.pow(a, d);
            if x == 1 || x == n - 1 {
                return true;
            }
            for _ in 1..s {
                x = m.mul(x, x);
                if x == n - 1 {
                    return true;
                }
            }
            false
        })
}

/// A path or a cycle of cells: one axis of a grid.
struct Factor {
    len: usize,
    cycle: bool,
}

impl Factor {
    fn new(len: usize, cycle: bool) -> Factor {
        Factor { len, cycle }
    }

    /// Its own number of spanning trees: 1 for a path, `len` for a cycle (two cells joined
    /// twice, across the wrap and not, count as a cycle of 2).
    fn trees(&self, m: Modulus) -> u64 {
        if self.cycle { self.len as u64 % m.0 } else { 1 }
    }

    /// The monic polynomial whose roots are its Laplacian's nonzero eigenvalues
    /// (coefficients from the constant up): its characteristic polynomial divided by `y`.
    fn roots(&self, m: Modulus) -> Vec<u64> {
        let mut characteristic = if self.cycle {
            self.cycle_characteristic(m)
        } else {
            self.path_characteristic(m)
        };
        // Zero is an eigenvalue: the constant term is 0.
        characteristic.remove(0);
        characteristic
    }

    /// `Π (t + λ)` over the nonzero eigenvalues λ: [`roots`](Factor::roots) at `-t`, times
    /// `(-1)^degree`.
    fn shifted(&self, m: Modulus) -> Vec<u64> {
        let roots = self.roots(m);
        let degree = roots.len() - 1;
        roots
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                if (degree - i) % 2 == 1 {
                    m.sub(0, c)
                } else {
                    c
                }
            })
            .collect()
    }

    /// `det(yI − L)` of a path: a tridiagonal matrix (diagonal `y − 1, y − 2, …, y − 2, y − 1`,
    /// ones beside it), by the three-term recurrence of its leading minors.
    fn path_characteristic(&self, m: Modulus) -> Vec<u64> {
        let n = self.len;
        let degree = |i: usize| {
            if n == 1 {
                0
            } else if i == 0 || i + 1 == n {
                1
            } else {
                2
            }
        };
        let (mut before, mut minor) = (vec![1], vec![1]);
        for i in 0..n {
            // minor_i = (y − d_i)·minor_{i−1} − minor_{i−2}
            let mut next = m.times_y_minus(&minor, degree(i));
            if i > 0 {
                m.sub_assign(&mut next, &before);
            }
            before = std::mem::replace(&mut minor, next);
        }
        minor
    }

    /// `det(yI − L)` of a cycle: `tr(Tⁿ) − 2(−1)ⁿ` with `T = [[y − 2, −1], [1, 0]]`, the
    /// transfer matrix of a periodic tridiagonal matrix with ones beside the diagonal.
    fn cycle_characteristic(&self, m: Modulus) -> Vec<u64> {
        let identity = [vec![1], vec![0], vec![0], vec![1]];
        let step = [
            m.times_y_minus(&[1], 2),
            vec![m.sub(0, 1)],
            vec![1],
            vec![0],
        ];
        let mut power = identity;
        for _ in 0..self.len {
            power = m.mat_mul(&power, &step);
        }
        let mut trace = power[0].clone();
        m.add_assign(&mut trace, &power[3]);
        let two = if self.len.is_multiple_of(2) {
            m.sub(0, 2)
        } else {
            2
        };
        m.add_assign(&mut trace, &[two]);
        trace
    }
}

/// Arithmetic modulo a prime below 2⁶³.
#[derive(Clone, Copy)]
struct Modulus(u64);

impl Modulus {
    fn mul(self, a: u64, b: u64) -> u64 {
        (u128::from(a) * u128::from(b) % u128::from(self.0)) as u64
    }

    fn add(self, a: u64, b: u64) -> u64 {
        (a + b) % self.0
    }

    fn sub(self, a: u64, b: u64) -> u64 {
        (a + self.0 - b % self.0) % self.0
    }

    fn pow(self, mut base: u64, mut exp: u64) -> u64 {
        let mut result = 1;
        base %= self.0;
        while exp > 0 {
            if exp & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exp >>= 1;
        }
        result
    }

    /// `a⁻¹` (Fermat), for `a` not a multiple of the prime.
    fn inverse(self, a: u64) -> u64 {
        self.pow(a, self.0 - 2)
    }

    /// `(y − d)·poly`.
    fn times_y_minus(self, poly: &[u64], d: u64) -> Vec<u64> {
        let mut out = vec![0; poly.len() + 1];
        for (i, &c) in poly.iter().enumerate() {
            out[i + 1] = self.add(out[i + 1], c);
            out[i] = self.sub(out[i], self.mul(c, d));
        }
        out
    }

    fn add_assign(self, a: &mut Vec<u64>, b: &[u64]) {
        if a.len() < b.len() {
            a.resize(b.len(), 0);
        }
        for (x, &y) in a.iter_mut().zip(b) {
            *x = self.add(*x, y);
        }
    }

    fn sub_assign(self, a: &mut Vec<u64>, b: &[u64]) {
        if a.len() < b.len() {
            a.resize(b.len(), 0);
        }
        for (x, &y) in a.iter_mut().zip(b) {
            *x = self.sub(*x, y);
        }
    }

    fn poly_mul(self, a: &[u64], b: &[u64]) -> Vec<u64> {
        let mut out = vec![0; a.len() + b.len() - 1];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                out[i + j] = self.add(out[i + j], self.mul(x, y));
            }
        }
        out
    }

    /// The product of two 2×2 matrices of polynomials, row by row.
    fn mat_mul(self, a: &[Vec<u64>; 4], b: &[Vec<u64>; 4]) -> [Vec<u64>; 4] {
        let entry = |i: usize, j: usize| {
            let mut sum = self.poly_mul(&a[2 * i], &b[j]);
            self.add_assign(&mut sum, &self.poly_mul(&a[2 * i + 1], &b[2 + j]));
            sum
        };
        [entry(0, 0), entry(0, 1), entry(1, 0), entry(1, 1)]
    }

    /// The resultant of `a` (monic) and `b`: the product of `b` at `a`'s roots.
    fn resultant(self, a: Vec<u64>, b: Vec<u64>) -> u64 {
        let (mut a, mut b) = (trim(a), trim(b));
        let mut result = 1;
        loop {
            let (da, db) = (a.len() - 1, b.len() - 1);
            if b.len() == 1 {
                // Res(a, c) = c^deg(a) for a constant c.
                return self.mul(result, self.pow(b[0], da as u64));
            }
            if b.iter().all(|&c| c == 0) {
                return 0;
            }
            // Res(a, b) = (−1)^(da·db) · Res(b, a), and
            // Res(b, a) = lc(b)^(da − deg r) · Res(b, r) with r = a mod b.
            let r = trim(self.remainder(&a, &b));
            let lead = b[db];
            if da * db % 2 == 1 {
                result = self.sub(0, result);
            }
            if r.iter().all(|&c| c == 0) {
                return 0;
            }
            result = self.mul(result, self.pow(lead, (da - (r.len() - 1)) as u64));
            a = b;
            b = r;
        }
    }

    /// `a mod b` (`b`'s leading coefficient nonzero).
    fn remainder(self, a: &[u64], b: &[u64]) -> Vec<u64> {
        let mut r = a.to_vec();
        let db = b.len() - 1;
        let inverse = self.inverse(b[db]);
        while r.len() > db && !r.is_empty() {
            let top = r.len() - 1;
            let factor = self.mul(r[top], inverse);
            for (i, &c) in b.iter().enumerate() {
                let at = top - db + i;
                r[at] = self.sub(r[at], self.mul(factor, c));
            }
            r.pop();
        }
        if r.is_empty() { vec![0] } else { r }
    }

    /// The determinant of a square matrix, by elimination.
    fn determinant(self, mut matrix: Vec<Vec<u64>>) -> u64 {
        let n = matrix.len();
        let mut det = 1;
        for k in 0..n {
            let Some(pivot) = (k..n).find(|&r| matrix[r][k] != 0) else {
                return 0;
            };
            if pivot != k {
                matrix.swap(pivot, k);
                det = self.sub(0, det);
            }
            det = self.mul(det, matrix[k][k]);
            let inverse = self.inverse(matrix[k][k]);
            let (upper, lower) = matrix.split_at_mut(k + 1);
            let row_k = &upper[k];
            for row in lower {
                let factor = self.mul(row[k], inverse);
                if factor == 0 {
                    continue;
                }
                for j in k..n {
                    row[j] = self.sub(row[j], self.mul(factor, row_k[j]));
                }
            }
        }
        det
    }
}

/// `poly` without its zero leading coefficients (at least the constant kept).
fn trim(mut poly: Vec<u64>) -> Vec<u64> {
    while poly.len() > 1 && poly.last() == Some(&0) {
        poly.pop();
    }
    if poly.is_empty() {
        poly.push(0);
    }
    poly
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Lattice, Shape, Square};

    #[test]
    fn square_grids_count_as_oeis_a007341_lists() {
        // A007341, n = 1..=8.
        let terms = [
            "1",
            "4",
            "192",
            "100352",
            "557568000",
            "32565539635200",
            "19872369301840986112",
            "126231322912498539682594816",
        ];
        for (n, term) in (1..).zip(terms) {
            let count = grid_count(Size::new(n, n), Wrap::None).unwrap();
            assert_eq!(count.to_string(), term, "{n}×{n}");
        }
    }

    #[test]
    fn every_grid_counts_as_its_laplacian_determinant_says() {
        for (w, h) in [
            (1, 1),
            (1, 5),
            (7, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 4),
            (5, 3),
            (2, 2),
            (6, 2),
        ] {
            for wrap in Wrap::ALL {
                let Ok(count) = grid_count(Size::new(w, h), wrap) else {
                    continue;
                };
                let shape = Shape::Square(Square::new(Size::new(w, h), wrap));
                let lattice = Lattice::new(shape).unwrap();
                let by_elimination = lattice_count(&lattice).unwrap();
                assert_eq!(count, by_elimination, "{w}×{h} {wrap:?}");
            }
        }
    }

    /// Issue 70, item 7: a thin grid's work grew with the cube of its long side (10000×1 took
    /// 96 s): one cell across, it is a path or a cycle, counted at once; beyond
    /// [`MAX_GRID_SIDE`] a side, it is refused in words.
    #[test]
    fn thin_grids_are_counted_at_once_or_refused() {
        let path = grid_count(Size::new(131_072, 1), Wrap::None).unwrap();
        assert_eq!(path.to_string(), "1");
        let cycle = grid_count(Size::new(1, 100_000), Wrap::Y).unwrap();
        assert_eq!(cycle.to_string(), "100000");
        let long = grid_count(Size::new(2048, 64), Wrap::None).unwrap_err();
        assert_eq!(
            long,
            CountError::SideTooLong {
                size: Size::new(2048, 64),
                side: 2048
            }
        );
        assert!(
            long.to_string().starts_with("2048×64 is 2048 cells long"),
            "{long}"
        );
    }

    #[test]
    fn tori_count_as_oeis_a212800_and_a212796_list() {
        // A212800, n = 2..=6 (the 2×2 torus joins each pair of cells twice).
        let terms = [
            "32",
            "11664",
            "42467328",
            "1562500000000",
            "587312954081280000",
        ];
        for (n, term) in (2..).zip(terms) {
            let count = grid_count(Size::new(n, n), Wrap::Both).unwrap();
            assert_eq!(count.to_string(), term, "{n}×{n} torus");
        }
        // A212796, C_m × C_n off the diagonal.
        for (m, n, term) in [
            (2, 3, "294"),
            (3, 4, "367500"),
            (2, 7, "799694"),
            (4, 6, "428652000000"),
        ] {
            let count = grid_count(Size::new(m, n), Wrap::Both).unwrap();
            assert_eq!(count.to_string(), term, "{m}×{n} torus");
        }
    }

    #[test]
    fn the_longest_published_square_terms_come_out_exactly() {
        let terms = [
            (9, "8326627661691818545121844900397056"),
            (
                12,
                "2954540993952788006228764987084443226815814190099484786032640000",
            ),
        ];
        for (n, term) in terms {
            assert_eq!(
                grid_count(Size::new(n, n), Wrap::None).unwrap().to_string(),
                term
            );
        }
    }

    #[test]
    fn primes_are_prime() {
        let first: Vec<u64> = primes().take(3).collect();
        assert!(first.windows(2).all(|w| w[0] > w[1]));
        for p in first {
            assert!((2..1000u64).all(|d| p % d != 0));
        }
        // 2⁶² − 1 = 3 · 715827883 · 2147483647 · …
        assert!(!is_prime((1u64 << 62) - 1));
    }
}
