//! The randomness of the infinite maze: a hash of a few words, and a stream of draws from it.
//!
//! Everything is 64-bit wrapping arithmetic, so a seed gives the same maze on every machine.

/// SplitMix64's finaliser: every input bit affects every output bit.
#[inline]
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Added between words so that a zero word still changes the state.
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// A hash of `words`, in order.
#[inline]
pub(crate) fn hash(words: &[u64]) -> u64 {
    words.iter().fold(GOLDEN, |state, &word| {
        mix(state ^ word).wrapping_add(GOLDEN)
    })
}

/// A stream of random 64-bit numbers (SplitMix64) from a hash, and of 2-bit numbers cut
/// from them.
pub(crate) struct Draws {
    state: u64,
    quarters: u64,
    left: u32,
}

impl Draws {
    /// The stream starting from `seed`.
    pub(crate) fn new(seed: u64) -> Draws {
        Draws {
            state: seed,
            quarters: 0,
            left: 0,
        }
    }

    /// The next number.
    #[inline]
    pub(crate) fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN);
        mix(self.state)
    }

    /// The next number from 0 to 3: a 64-bit number makes 32 of them.
    #[inline]
    pub(crate) fn quarter(&mut self) -> u8 {
        if self.left == 0 {
            self.quarters = self.next();
            self.left = 32;
        }
        let quarter = (self.quarters & 3) as u8;
        self.quarters >>= 2;
        self.left -= 1;
        quarter
    }

    /// A number in `0..n` (`n` at most 2³²; the bias is below n/2⁶⁴).
    #[inline]
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(n)) >> 64) as u64
    }
}
