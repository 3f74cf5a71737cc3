//! The order Kruskal takes the walls in: random weights, hashed from the seed and the wall,
//! and the sort that puts a band's walls in that order.

/// The walls' random weights: the order Kruskal's algorithm takes them in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    seed: u64,
}

impl Weights {
    /// The weights that `seed` picks.
    pub(crate) fn new(seed: u64) -> Weights {
        Weights { seed }
    }

    /// The weight of wall `wall` (an edge bit of a grid, or a wall's number on a lattice):
    /// SplitMix64's output for position `wall` of the seed's stream. Every step of it is a
    /// bijection, so no two walls weigh the same and the weights alone fix the order.
    #[inline]
    pub(crate) fn of(self, wall: usize) -> u64 {
        let mut z = self
            .seed
            .wrapping_add((wall as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Puts `keys` in order (by `before`) into `sorted`, using `starts` as work space.
///
/// The keys' top bits are as good as random (they are a weight's), so a counting sort on
/// their top `bits` bits, into about as many buckets as there are keys, leaves only a key or
/// two in each bucket, near their places; an insertion sort then finishes. `before` must
/// order keys as their top `bits` bits do where those differ.
pub(crate) fn sort_spread(
    keys: &[u64],
    bits: u32,
    starts: &mut Vec<u32>,
    sorted: &mut Vec<u64>,
    before: impl Fn(u64, u64) -> bool,
) {
    debug_assert!((1..=32).contains(&bits));
    let bucket = |key: u64| (key >> (64 - bits)) as usize;
    starts.clear();
    starts.resize(1 << bits, 0);
    for &key in keys {
        starts[bucket(key)] += 1;
    }
    let mut sum = 0;
    for start in starts.iter_mut() {
        (*start, sum) = (sum, sum + *start);
    }
    sorted.resize(keys.len(), 0);
    for &key in keys {
        let start = &mut starts[bucket(key)];
        sorted[*start as usize] = key;
        *start += 1;
    }
    insertion_sort(sorted, before);
}

/// Sorts `keys` by `before`, fast when each is near its place.
fn insertion_sort(keys: &mut [u64], before: impl Fn(u64, u64) -> bool) {
    for i in 1..keys.len() {
        let key = keys[i];
        let mut j = i;
        while j > 0 && before(key, keys[j - 1]) {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = key;
    }
}
