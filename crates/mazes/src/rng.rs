//! Seeds and the portable random number generator every algorithm draws from.
//!
//! Algorithms take any [`rand::Rng`], but draw from it only through helpers that sample
//! fixed-width integers, so the same seed gives the same maze on 32- and 64-bit machines.

use rand::{Rng, SeedableRng};

/// The generator behind [`rng_from_seed`]: PCG 64-bit MCG, small, fast and portable.
pub type MazeRng = rand_pcg::Pcg64Mcg;

/// The random number generator for `seed`: the same seed gives the same numbers everywhere.
///
/// ```
/// use rand::Rng;
/// let a: u64 = mazes::rng_from_seed(7).random();
/// let b: u64 = mazes::rng_from_seed(7).random();
/// assert_eq!(a, b);
/// ```
pub fn rng_from_seed(seed: u64) -> MazeRng {
    MazeRng::seed_from_u64(seed)
}

/// A seed nobody chose, for a maze made without one: different on every call.
///
/// It comes from the random keys the standard library gives each hash map (drawn from the
/// operating system once a thread, then stepped), so the library needs no generator of its
/// own for it; a seed is not a secret, so that is enough.
///
/// ```
/// assert_ne!(mazes::random_seed(), mazes::random_seed());
/// ```
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
}

/// A uniform index in `0..n`; `n` must be positive.
#[inline]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    debug_assert!(n > 0);
    rng.random_range(0..n as u64) as usize
}

/// Shuffles `items` uniformly (Fisher–Yates), portably.
pub(crate) fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

/// The 16 random bits `bits` scaled to `0..n` by Lemire's multiply-and-shift, or `None` for
/// the few draws (fewer than `n` in 2¹⁶) that would make some numbers likelier than others:
/// drawing again on `None` is exactly uniform, and the test that needs a division is reached
/// only in those rare cases, so it costs nothing when the processor guesses it is not.
#[inline]
fn scale_16(bits: u32, n: u32) -> Option<u32> {
    let product = bits * n;
    let low = product & 0xFFFF;
    // 2¹⁶ mod n: the products whose low half is below it are the surplus.
    (low >= n || low >= (1 << 16) % n).then_some(product >> 16)
}

/// Hands out random bits a few at a time, drawing a fresh 64-bit word only when it runs out.
///
/// Random walks need two bits per step; asking the generator for each one would cost a
/// full draw per step.
#[derive(Debug, Default)]
pub(crate) struct BitPool {
    word: u64,
    left: u32,
}

impl BitPool {
    /// The next `count` random bits (1 to 32) as a number.
    #[inline]
    pub(crate) fn take<R: Rng + ?Sized>(&mut self, rng: &mut R, count: u32) -> u64 {
        if self.left < count {
            self.word = rng.next_u64();
            self.left = 64;
        }
        let bits = self.word & ((1 << count) - 1);
        self.word >>= count;
        self.left -= count;
        bits
    }

    /// A uniform number in `0..n` for a positive `n` up to 2¹⁶, from 16 of the pool's bits
    /// at a time (see [`scale_16`]).
    #[inline]
    pub(crate) fn below<R: Rng + ?Sized>(&mut self, rng: &mut R, n: u32) -> u32 {
        debug_assert!(n > 0 && n <= 1 << 16);
        loop {
            if let Some(pick) = scale_16(self.take(rng, 16) as u32, n) {
                return pick;
            }
        }
    }

    /// One random bit if `wanted`, else false and nothing consumed: the same bits as
    /// `take(rng, 1)` called only when wanted, without a branch on `wanted` (generators call
    /// it where that branch would be unpredictable).
    #[inline]
    pub(crate) fn take_bit_if<R: Rng + ?Sized>(&mut self, rng: &mut R, wanted: bool) -> bool {
        if wanted & (self.left == 0) {
            self.word = rng.next_u64();
            self.left = 64;
        }
        let used = u32::from(wanted);
        let bit = self.word & u64::from(used);
        self.word >>= used;
        self.left -= used;
        bit == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = rng_from_seed(1);
        let mut items: Vec<u32> = (0..100).collect();
        shuffle(&mut rng, &mut items);
        assert_ne!(items, (0..100).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..100).collect::<Vec<_>>());
    }

    #[test]
    fn bit_pool_gives_every_two_bit_value() {
        let mut rng = rng_from_seed(2);
        let mut pool = BitPool::default();
        let mut seen = [0u32; 4];
        for _ in 0..400 {
            seen[pool.take(&mut rng, 2) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 50), "{seen:?}");
    }

    #[test]
    fn scaled_bits_name_every_number_below_n_equally_often() {
        for n in (1..=70).chain([1000, 65_535, 65_536]) {
            let mut times = vec![0u32; n as usize];
            for bits in 0..1 << 16 {
                if let Some(pick) = scale_16(bits, n) {
                    times[pick as usize] += 1;
                }
            }
            assert!(times.iter().all(|&t| t == times[0]), "{n}: {times:?}");
            assert_eq!(times[0], (1 << 16) / n, "{n}");
        }
    }

    #[test]
    fn small_numbers_below_n_come_evenly() {
        let mut rng = rng_from_seed(5);
        let mut pool = BitPool::default();
        for n in 1..=8u32 {
            let mut seen = [0u32; 8];
            for _ in 0..800 * n {
                seen[pool.below(&mut rng, n) as usize] += 1;
            }
            // 800 expected each: four standard deviations either way.
            assert!(
                seen[..n as usize].iter().all(|&k| (690..=910).contains(&k)),
                "{n}: {seen:?}"
            );
            assert!(seen[n as usize..].iter().all(|&k| k == 0), "{n}: {seen:?}");
        }
    }

    #[test]
    fn a_bit_taken_if_wanted_is_the_bit_take_gives() {
        use rand::RngCore;
        let (mut rng, mut reference) = (rng_from_seed(3), rng_from_seed(3));
        let (mut pool, mut plain) = (BitPool::default(), BitPool::default());
        let mut wants = rng_from_seed(4);
        for _ in 0..1000 {
            let wanted = wants.next_u64().is_multiple_of(3);
            let bit = pool.take_bit_if(&mut rng, wanted);
            let expected = wanted && plain.take(&mut reference, 1) == 1;
            assert_eq!(bit, expected);
        }
        assert_eq!(rng.next_u64(), reference.next_u64(), "the same draws");
    }
}
