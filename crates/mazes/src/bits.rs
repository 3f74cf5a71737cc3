//! A fixed-size set of bits whose allocation fails with an error instead of aborting.

/// The memory a request would have needed, when the allocator refused it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not enough memory: {bytes} bytes were needed")]
pub struct OutOfMemory {
    /// Bytes the refused allocation asked for (saturating at `u64::MAX`).
    pub bytes: u64,
}

impl From<OutOfMemory> for std::io::Error {
    /// For buffers of writers, whose failures are I/O errors.
    fn from(err: OutOfMemory) -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::OutOfMemory, err)
    }
}

/// Allocates a vector of `len` copies of `value`, or reports the bytes it needed.
pub(crate) fn try_filled<T: Clone>(len: u64, value: T) -> Result<Vec<T>, OutOfMemory> {
    let bytes = len.saturating_mul(size_of::<T>() as u64);
    let too_big = OutOfMemory { bytes };
    let len = usize::try_from(len).map_err(|_| too_big)?;
    let mut vec = Vec::new();
    vec.try_reserve_exact(len).map_err(|_| too_big)?;
    vec.resize(len, value);
    Ok(vec)
}

/// The positions of the set bits of `word`, lowest first.
#[inline]
pub(crate) fn set_bits(mut word: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (word != 0).then(|| {
            let bit = word.trailing_zeros();
            word &= word - 1;
            bit
        })
    })
}

/// The 32 bits of `bits` moved to the even bits of a word: bit `i` to bit `2i`.
#[inline]
pub(crate) fn spread(bits: u32) -> u64 {
    let mut x = u64::from(bits);
    x = (x | x << 16) & 0x0000_FFFF_0000_FFFF;
    x = (x | x << 8) & 0x00FF_00FF_00FF_00FF;
    x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F;
    x = (x | x << 2) & 0x3333_3333_3333_3333;
    (x | x << 1) & 0x5555_5555_5555_5555
}

/// Sets the bits of `value` at bit `at` of `words` (spanning two words when not aligned);
/// bits beyond the last word are dropped (they are zero: rows are trimmed).
#[inline]
pub(crate) fn or_bits(words: &mut [u64], at: usize, value: u64) {
    let (word, shift) = (at / 64, at % 64);
    if let Some(w) = words.get_mut(word) {
        *w |= value << shift;
    }
    if shift != 0
        && let Some(w) = words.get_mut(word + 1)
    {
        *w |= value >> (64 - shift);
    }
}

/// Sets, from bit `at` of `words` on, the pairs of bits of 64 cells: bit `2i` from bit `i` of
/// `even`, bit `2i + 1` from bit `i` of `odd` (a grid's east and south edge bits); bits
/// beyond the last word are dropped.
#[inline]
pub(crate) fn or_pairs(words: &mut [u64], at: usize, even: u64, odd: u64) {
    let pairs = |half: u32| spread((even >> half) as u32) | spread((odd >> half) as u32) << 1;
    or_bits(words, at, pairs(0));
    or_bits(words, at + 64, pairs(32));
}

/// Sets, from bit `at` of `words` on, the pairs of bits of a row of cells: [`or_pairs`] for
/// word after word of `even` and `odd` (`odd` may be short: the missing words are 0). Each
/// word of the grid is read and written once, not twice as word-by-word pairs would.
pub(crate) fn or_row(words: &mut [u64], at: usize, even: &[u64], odd: &[u64]) {
    let (start, shift) = (at / 64, (at % 64) as u32);
    let mut out = words.iter_mut().skip(start);
    let mut carry = 0;
    for (w, &even) in even.iter().enumerate() {
        let odd = odd.get(w).copied().unwrap_or(0);
        for half in [0, 32] {
            let pairs = spread((even >> half) as u32) | spread((odd >> half) as u32) << 1;
            // Past the last word only zeros are left (rows are trimmed).
            let Some(word) = out.next() else { return };
            if shift == 0 {
                *word |= pairs;
            } else {
                *word |= pairs << shift | carry;
                carry = pairs >> (64 - shift);
            }
        }
    }
    if let Some(word) = out.next() {
        *word |= carry;
    }
}

/// A set of bits `0..len`, all clear at first, stored 64 to a word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BitSet {
    words: Vec<u64>,
    len: usize,
}

impl BitSet {
    /// A set of `len` clear bits.
    pub(crate) fn new(len: u64) -> Result<BitSet, OutOfMemory> {
        let words = try_filled(len.div_ceil(64), 0u64)?;
        let len = usize::try_from(len).map_err(|_| OutOfMemory { bytes: len / 8 })?;
        Ok(BitSet { words, len })
    }

    /// The set of `len` bits held in `words` (least significant bit first), which must be
    /// exactly enough words for them, with nothing set past `len`.
    #[cfg(feature = "files")]
    pub(crate) fn from_words(words: Vec<u64>, len: usize) -> BitSet {
        debug_assert_eq!(words.len(), len.div_ceil(64));
        BitSet { words, len }
    }

    /// A set of `len` clear bits, for working sets no bigger than a grid that already exists
    /// (allocation failure aborts, as for any `Vec`).
    pub(crate) fn with_len(len: usize) -> BitSet {
        BitSet {
            words: vec![0; len.div_ceil(64)],
            len,
        }
    }

    /// The number of bits the set can hold.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether bit `i` is set.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> bool {
        self.bit(i) == 1
    }

    /// Bit `i` as 0 or 1, for combining several bits arithmetically.
    #[inline]
    pub(crate) fn bit(&self, i: usize) -> u64 {
        debug_assert!(i < self.len);
        self.words[i / 64] >> (i % 64) & 1
    }

    /// Sets bit `i`.
    #[inline]
    pub(crate) fn set(&mut self, i: usize) {
        debug_assert!(i < self.len);
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Sets bit `i` if `on`, without a branch on it.
    #[inline]
    pub(crate) fn set_if(&mut self, i: usize, on: bool) {
        debug_assert!(i < self.len);
        self.words[i / 64] |= u64::from(on) << (i % 64);
    }

    /// Clears bit `i`.
    #[inline]
    pub(crate) fn clear(&mut self, i: usize) {
        debug_assert!(i < self.len);
        self.words[i / 64] &= !(1 << (i % 64));
    }

    /// Sets or clears bit `i`, returning whether it was set before.
    #[inline]
    pub(crate) fn replace(&mut self, i: usize, on: bool) -> bool {
        let was = self.get(i);
        if on {
            self.set(i)
        } else {
            self.clear(i)
        }
        was
    }

    /// Bits `2 * i` and `2 * i + 1` as a number (0 to 3): the `i`-th pair of a set used two
    /// bits at a time.
    #[inline]
    pub(crate) fn pair(&self, i: usize) -> u64 {
        debug_assert!(2 * i + 1 < self.len);
        self.words[i / 32] >> (2 * (i % 32)) & 3
    }

    /// Replaces the `i`-th pair of bits with `value` (0 to 3).
    #[inline]
    pub(crate) fn set_pair(&mut self, i: usize, value: u64) {
        debug_assert!(2 * i + 1 < self.len && value < 4);
        let shift = 2 * (i % 32);
        let word = &mut self.words[i / 32];
        *word = *word & !(3 << shift) | value << shift;
    }

    /// Sets pair `i`, which must be zero, to `value` (0 to 3): one OR, for pairs written once.
    #[inline]
    pub(crate) fn fill_pair(&mut self, i: usize, value: u64) {
        debug_assert!(2 * i + 1 < self.len && value < 4 && self.pair(i) == 0);
        self.words[i / 32] |= value << (2 * (i % 32));
    }

    /// Field `i` of a set used `width` bits at a time (2 or 4, so that no field straddles two
    /// words), as a number.
    #[inline]
    pub(crate) fn field(&self, i: usize, width: u32) -> u64 {
        let per_word = (64 / width) as usize;
        debug_assert!((i + 1) * width as usize <= self.len);
        self.words[i / per_word] >> ((i % per_word) as u32 * width) & ((1 << width) - 1)
    }

    /// Replaces field `i` of a set used `width` bits at a time with `value`.
    #[inline]
    pub(crate) fn set_field(&mut self, i: usize, width: u32, value: u64) {
        let per_word = (64 / width) as usize;
        debug_assert!((i + 1) * width as usize <= self.len && value < 1 << width);
        let shift = (i % per_word) as u32 * width;
        let word = &mut self.words[i / per_word];
        *word = *word & !(((1 << width) - 1) << shift) | value << shift;
    }

    /// The bits, 64 to a word, least significant first.
    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    /// The words holding the bits, 64 to a word, lowest bit first.
    #[inline]
    pub(crate) fn words_mut(&mut self) -> &mut [u64] {
        &mut self.words
    }

    /// Copies bits `start..start + 8 * out.len()` into `out`, least significant bit first.
    pub(crate) fn copy_bytes(&self, start: usize, out: &mut [u8]) {
        let (word, shift) = (start / 64, start % 64);
        for (i, chunk) in out.chunks_mut(8).enumerate() {
            let low = self.words.get(word + i).copied().unwrap_or(0) >> shift;
            let high = match shift {
                0 => 0,
                _ => self.words.get(word + i + 1).copied().unwrap_or(0) << (64 - shift),
            };
            let bytes = (low | high).to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }

    /// The number of set bits.
    pub(crate) fn count_ones(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// The bytes of memory the set occupies.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.words.len() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_interleave_from_any_bit() {
        let (even, odd) = (0x8000_0000_0000_0005, 0x0000_0001_0000_0002);
        for at in [0, 1, 63, 64, 70] {
            let mut words = [0; 4];
            or_pairs(&mut words, at, even, odd);
            let set: Vec<usize> = (0..256)
                .filter(|&i| words[i / 64] >> (i % 64) & 1 == 1)
                .collect();
            let expected: Vec<usize> = [0, 3, 4, 65, 126].iter().map(|i| at + i).collect();
            assert_eq!(set, expected, "from bit {at}");
        }
    }

    #[test]
    fn bits_set_and_clear_independently() {
        let mut bits = BitSet::new(130).unwrap();
        for i in [0, 63, 64, 129] {
            bits.set(i);
        }
        assert_eq!(bits.count_ones(), 4);
        assert!(bits.get(64) && !bits.get(65));
        assert!(bits.replace(64, false));
        assert!(!bits.get(64));
        assert_eq!(bits.count_ones(), 3);
    }

    #[test]
    fn pairs_are_two_bits_each() {
        let mut bits = BitSet::new(130).unwrap();
        bits.set_pair(31, 3);
        bits.set_pair(32, 2);
        bits.set_pair(31, 1);
        assert_eq!((bits.pair(31), bits.pair(32), bits.pair(0)), (1, 2, 0));
        assert!(bits.get(62) && !bits.get(63) && !bits.get(64) && bits.get(65));
    }

    #[test]
    fn absurd_sizes_are_an_error_not_an_abort() {
        let err = BitSet::new(u64::MAX).unwrap_err();
        assert!(err.bytes > 1 << 60);
    }
}
