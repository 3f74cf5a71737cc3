//! The sets of a row of cells that paths above it have joined, two bits a cell: what Eller's
//! algorithm keeps while it makes a maze a row at a time, and what the perfectness check
//! keeps while it reads one.

use crate::bits::{OutOfMemory, try_filled};

/// A word with its lowest `count` bits set (all 64 for 64 or more).
pub(crate) fn low_bits(count: u32) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1 << count) - 1
    }
}

/// Word `w` of `words`, or 0 past the end (the cells beyond the row).
fn word(words: &[u64], w: usize) -> u64 {
    words.get(w).copied().unwrap_or(0)
}

/// Whether bit `x` of `words` is set.
pub(crate) fn bit(words: &[u64], x: u32) -> bool {
    words[x as usize / 64] >> (x % 64) & 1 == 1
}

/// Sets bit `x` of `words`.
fn set_bit(words: &mut [u64], x: u32) {
    words[x as usize / 64] |= 1 << (x % 64);
}

/// The sets of a row's cells, as two bits a cell: sets that never cross.
///
/// Sets of a row whose cells are joined by paths above it never cross (paths in a plane do
/// not cross, nor on a cylinder with the row at one end). List each set's cells in order and
/// draw an arc from each cell to the next: the arcs nest like parentheses, so a cell's two
/// bits, *has an earlier cell in its set* and *has a later one*, say the whole partition. Two
/// neighbours share a set exactly when the first has a later cell and the second an earlier
/// one, which is 64 questions in three instructions; nearly every join and every passage down
/// is such a word operation. Only a join that must find a far end of a set nested inside an
/// arc (half a per cent of cells in Eller's mazes) follows the arcs.
///
/// Eller's algorithm makes its rows with these sets, and the perfectness check reads rows
/// with them: the same joins and passages down, chosen by a coin or read from a file.
#[derive(Debug)]
pub(crate) struct RowSets {
    /// Bit `x`: a later cell of the row is in `x`'s set.
    later: Vec<u64>,
    /// Bit `x`: an earlier cell of the row is in `x`'s set.
    earlier: Vec<u64>,
    /// Scratch for the passages down: bit `x`, an earlier cell of `x`'s set goes down.
    down_before: Vec<u64>,
    /// The same for later cells, on the row mirrored (see [`RowSets::go_down`]).
    down_after: Vec<u64>,
    /// Scratch for the passes down: the cells under bridges (see [`bridges`]).
    bridges: Vec<u64>,
    /// The arcs that skip cells, open while a pass over the row is inside them.
    open: BitStack,
}

impl RowSets {
    /// A row of `width` cells, each in a set of its own.
    pub(crate) fn new(width: u32) -> Result<RowSets, OutOfMemory> {
        let words = u64::from(width).div_ceil(64);
        Ok(RowSets {
            later: try_filled(words, 0)?,
            earlier: try_filled(words, 0)?,
            down_before: try_filled(words, 0)?,
            down_after: try_filled(words, 0)?,
            bridges: try_filled(words, 0)?,
            open: BitStack::new(words)?,
        })
    }

    /// Joins each cell in `todo(w)` (word `w`'s cells, one bit each) to its east neighbour's
    /// set unless they share one already, in order from the row's first cell; writes the
    /// joins made into `east`. The last cell has no east neighbour here (see
    /// [`RowSets::join_ends`] for a row that wraps).
    pub(crate) fn join(
        &mut self,
        east: &mut [u64],
        width: u32,
        mut todo: impl FnMut(usize) -> u64,
    ) {
        let words = east.len();
        // What a word's joins carry into the next word's first cell, kept in registers rather
        // than written and read back.
        let mut carried = (0, 0);
        for (w, east_word) in east.iter_mut().enumerate() {
            let mut todo = todo(w);
            if w + 1 == words {
                // Only cells with a neighbour to the east can join it.
                todo &= low_bits(width - 1 - w as u32 * 64);
            }
            *east_word = 0;
            // At least once: a word with no joins still takes what the one before carried.
            loop {
                (todo, carried) = self.join_word(w, todo, east_word, carried);
                if todo == 0 {
                    break;
                }
            }
        }
    }

    /// Joins the cells of word `w` in `todo` to their east neighbours, in order, up to and
    /// including the first join that must follow arcs to a far end of a set; returns the cells
    /// left to do, and, once none are, what the joins carry into the next word's first cell
    /// (its later and earlier bits). `carried` is what the word before carried into this one.
    #[inline(always)]
    fn join_word(
        &mut self,
        w: usize,
        todo: u64,
        east: &mut u64,
        carried: (u64, u64),
    ) -> (u64, (u64, u64)) {
        let later = self.later[w] | carried.0;
        let earlier = self.earlier[w] | carried.1;
        // For each cell x: what x + 1 has.
        let next_earlier = earlier >> 1 | word(&self.earlier, w + 1) << 63;
        let next_later = later >> 1 | word(&self.later, w + 1) << 63;
        let next_alone = !(next_earlier | next_later);
        // A cell with a later cell y beyond x + 1, joining x + 1 alone, puts x + 1 between
        // them: x + 1 now has y after it, and if x + 1 joins x + 2 next, whether they already
        // share a set depends on that. An addition carries it along such a run of joins.
        let chain = todo & next_alone;
        let (sum, carry) = chain.overflowing_add(later & chain);
        let handed = sum ^ chain;
        let has_later = later | handed;
        let carve = todo & !(has_later & next_earlier);
        // Joins that must find the far end of a set: x + 1's set, not alone, nested inside
        // x's arc (it must hand that arc on from its last cell).
        let far = carve & has_later & !next_earlier & !next_alone;
        // Joins into a set that reaches past x + 1 on the west: x's set, nested inside the
        // arc into x + 1, takes that arc over from its first cell. Where x's set is a run of
        // the word's cells (as the joins before x leave them), that cell is the run's first,
        // found for all such joins at once; any other must be found by following arcs.
        let takes = carve & !has_later & next_earlier;
        let linked = ((later & earlier >> 1) | (carve & !takes)) << 1;
        let firsts = West::spread(takes, linked >> 1) & !linked;
        let tangled = East::spread(firsts & earlier, linked) & takes;
        let stop = far | tangled;
        let (before, through) = if stop == 0 {
            (u64::MAX, u64::MAX)
        } else {
            let lowest = stop & stop.wrapping_neg();
            (lowest - 1, lowest | (lowest - 1))
        };
        let near = carve & before;
        let firsts = if stop == 0 {
            firsts
        } else {
            // Only the runs of the joins made now (another's may reach below the stop).
            West::spread(takes & before, linked >> 1) & !linked
        };
        self.later[w] = later | (handed & through) | near;
        self.earlier[w] = earlier | near << 1 | firsts;
        *east |= near;
        if stop == 0 {
            return (0, (u64::from(carry), near >> 63));
        }
        self.far_join(w as u32 * 64 + stop.trailing_zeros());
        *east |= through & !before;
        (todo & !through, (0, 0))
    }

    /// Joins `x` to `x + 1` where that must follow arcs to a far end of a set (kept out of
    /// line: half a per cent of cells).
    #[inline(never)]
    fn far_join(&mut self, x: u32) {
        if bit(&self.later, x) {
            let end = self.last_of_set(x + 1);
            set_bit(&mut self.later, end);
            set_bit(&mut self.earlier, x + 1);
        } else {
            let start = self.first_of_set(x);
            set_bit(&mut self.earlier, start);
            set_bit(&mut self.later, x);
        }
    }

    /// The last cell of `x`'s set.
    fn last_of_set(&self, x: u32) -> u32 {
        end_of_set::<East>(x, &self.later, &self.earlier)
    }

    /// The first cell of `x`'s set.
    fn first_of_set(&self, x: u32) -> u32 {
        end_of_set::<West>(x, &self.earlier, &self.later)
    }

    /// Takes the sets one row down: the cells in `down` keep their sets (without the row's
    /// other cells), every other cell starts a set of its own. A set with no cell in `down`
    /// ends there, unless `force`, Eller's rule, sends its last cell down anyway (adding it to
    /// `down`). Returns how many sets had no cell in `down`.
    ///
    /// A cell's new bits need to know whether any earlier cell of its set goes down, and any
    /// later one: [`wanted_before`] answers the first, and the second on the row mirrored.
    pub(crate) fn go_down(&mut self, down: &mut [u64], width: u32, force: bool) -> u64 {
        let words = down.len();
        for (w, wanted) in down.iter_mut().enumerate() {
            *wanted &= low_bits(width - w as u32 * 64);
            self.bridges[w] = bridges(self.later[w], self.earlier[w]);
        }
        let row = |w: usize| Word {
            later: self.later[w],
            earlier: self.earlier[w],
            wanted: down[w],
            bridges: self.bridges[w],
        };
        wanted_before::<East>(words, row, &mut self.open, &mut self.down_before);
        // Mirrored, the last word comes first, and earlier and later swap.
        let mirrored = |m: usize| {
            let word = row(words - 1 - m);
            Word {
                later: word.earlier,
                earlier: word.later,
                ..word
            }
        };
        wanted_before::<West>(words, mirrored, &mut self.open, &mut self.down_after);
        let mut ended = 0;
        for (w, wanted) in down.iter_mut().enumerate() {
            let before = self.down_before[w];
            let after = self.down_after[words - 1 - w];
            // The last cells of sets with no cell going down.
            let ends = !self.later[w] & !before & !*wanted & low_bits(width - w as u32 * 64);
            ended += u64::from(ends.count_ones());
            self.earlier[w] = *wanted & before;
            self.later[w] = *wanted & after;
            if force {
                *wanted |= ends;
            }
        }
        ended
    }

    /// Joins the sets of the row's first and last cells, as a passage across a border that
    /// wraps does; false if they were one set already.
    pub(crate) fn join_ends(&mut self, width: u32) -> bool {
        let last = width - 1;
        let end_of_first = self.last_of_set(0);
        if end_of_first == last {
            return false;
        }
        // The first cell's set lies wholly before the last cell's (sets do not cross).
        let start_of_last = self.first_of_set(last);
        set_bit(&mut self.later, end_of_first);
        set_bit(&mut self.earlier, start_of_last);
        true
    }

    /// Each cell's label, the first cell of its set, in the row's order.
    #[cfg_attr(not(feature = "files"), allow(dead_code))]
    pub(crate) fn first_cells(&self, width: u32) -> impl Iterator<Item = u32> + '_ {
        // The sets whose arcs are open, innermost last: an arc that ends at a cell is the
        // innermost open one, as arcs nest.
        let mut open = Vec::new();
        (0..width).map(move |x| {
            let first = if bit(&self.earlier, x) {
                open.pop().unwrap_or(x)
            } else {
                x
            };
            if bit(&self.later, x) {
                open.push(first);
            }
            first
        })
    }

    /// How many sets the row's `width` cells are in.
    pub(crate) fn count(&self, width: u32) -> u64 {
        self.earlier
            .iter()
            .enumerate()
            .map(|(w, earlier)| {
                u64::from((!earlier & low_bits(width - w as u32 * 64)).count_ones())
            })
            .sum()
    }
}

/// A word of a row as a pass down reads it: bit `x` of each field is cell `x`'s.
#[derive(Clone, Copy, Default)]
struct Word {
    /// A later cell of the row (in the pass's order) is in the cell's set.
    later: u64,
    /// An earlier cell is.
    earlier: u64,
    /// The cell wants to go down.
    wanted: u64,
    /// The cell lies under a bridge (see [`bridges`]).
    bridges: u64,
}

/// The cells under the word's *bridges*: arcs within the word that skip cells but no arc
/// inside them does, so the cells under a bridge are in sets of consecutive cells wholly
/// under it. A pass treats a bridge as a join, the cells under it as passing on what they are
/// given (and works out their own bits apart), so it needs no stack. Nearly four in five arcs
/// that skip cells are bridges (simulated at 4000 cells a row).
fn bridges(later: u64, earlier: u64) -> u64 {
    // The ends of arcs that skip cells; a plain cell is the end of none.
    let enter = earlier & !(later << 1);
    let leave = later & !(earlier >> 1);
    let plain = !(enter | leave);
    // Each arc leaving x carries from x + 1 over the plain cells to the first cell that is
    // not; the arc is a bridge if that cell is where an arc enters (it can only be x's).
    let carried = plain.wrapping_add(leave << 1);
    let under = (carried ^ plain) & plain;
    let landed = carried & !plain & enter;
    West::spread(landed >> 1 & under, under)
}

/// For each cell of a row given by `row(w)` (word `w`): whether an earlier cell of its set is
/// wanted, into `out`.
///
/// Within a *run* (neighbours joined by arcs of one step) that is a prefix sum of bits; a
/// bridge joins the runs at its ends as if they were one. Any other arc that skips cells
/// carries the answer from the run it leaves to the run it enters; such arcs nest, so a
/// stack of bits carries them.
fn wanted_before<D: Way>(
    words: usize,
    row: impl Fn(usize) -> Word,
    open: &mut BitStack,
    out: &mut [u64],
) {
    // A local stack, which the loop below can keep in registers.
    let mut stack = std::mem::take(open);
    let (mut wanted_carry, mut later_carry) = (0u64, 0u64);
    let mut next = if words == 0 { Word::default() } else { row(0) };
    for (w, out) in out.iter_mut().enumerate().take(words) {
        let Word {
            later,
            earlier,
            wanted,
            bridges,
        } = next;
        next = if w + 1 < words {
            row(w + 1)
        } else {
            Word::default()
        };
        let joined_back = (D::on(later) | D::enter(later_carry)) & earlier;
        let next_earlier = D::back(earlier) | D::last_from_next(next.earlier);
        // Bridges: where they land, where they leave from, and the runs they join.
        let landing = D::on(bridges) & !bridges;
        let leaving = D::back(bridges) & !bridges;
        let joined = joined_back | bridges | landing;
        // The cells under bridges pass bits on, and must add none of their own.
        let wanted_outside = wanted & !bridges;
        let mut seeds = (D::on(wanted_outside) | D::enter(wanted_carry)) & joined;
        let enter = earlier & !joined_back & !landing;
        let leave = later & !next_earlier & !leaving;
        // Where a run leaves by an arc that skips cells, whether any of its cells are wanted,
        // or any before it in its set: the run's own cells, and what the arc into the run's
        // first cell brought (the last bit taken off the stack).
        let runs = D::runs(joined);
        let own = D::spread_along(seeds | wanted_outside, runs);
        let entered = D::spread_along(enter, runs);
        let mut brought = 0;
        let mut events = enter | leave;
        while events != 0 {
            let b = D::first(events);
            let popped = stack.pop_if(enter >> b & 1);
            brought = brought & !(enter >> b & 1) | popped;
            seeds |= popped << b;
            let pushed = own >> b & 1 | entered >> b & brought;
            stack.push_if(leave >> b & 1, pushed);
            events &= !(1 << b);
        }
        // Under bridges, the runs are whole sets: their own prefix sums.
        let under_joined = joined_back & bridges;
        let under = D::spread(D::on(wanted & bridges) & under_joined, under_joined);
        let before = (D::spread_along(seeds, runs) & !bridges | under) & earlier;
        *out = before;
        wanted_carry = D::carry_out(before | wanted);
        later_carry = D::carry_out(later);
    }
    debug_assert!(stack.is_empty());
    *open = stack;
}

/// The far end of `x`'s set in a pass's direction: its last cell going east, given the cells
/// with a later cell of their set as `ahead` and those with an earlier one as `back` (going
/// west, the other way round).
///
/// A set nested inside `x`'s lies wholly between two of its cells, so the walk from `x` counts
/// how many nested sets it is inside: their first cells (ahead, not back) open one, their last
/// cells (back, not ahead) close one, and the first cell that closes one at depth 0 is the end
/// of `x`'s set. A word with no more closing cells than the depth cannot hold the end and is
/// passed whole; in the others the walk goes from one opening or closing cell to the next.
fn end_of_set<D: Way>(x: u32, ahead: &[u64], back: &[u64]) -> u32 {
    let (mut w, b) = (x as usize / 64, x % 64);
    if ahead[w] >> b & 1 == 0 {
        return x;
    }
    // The cells of word `w` past `x` in the pass's order.
    let mut todo = D::past(b);
    let mut depth = 0u32;
    loop {
        let opens = ahead[w] & !back[w] & todo;
        let closes = back[w] & !ahead[w] & todo;
        if closes.count_ones() <= depth {
            depth = depth + opens.count_ones() - closes.count_ones();
        } else {
            let mut events = opens | closes;
            while events != 0 {
                let b = D::first(events);
                if closes >> b & 1 == 0 {
                    depth += 1;
                } else if depth == 0 {
                    return 64 * w as u32 + b;
                } else {
                    depth -= 1;
                }
                events &= !(1 << b);
            }
        }
        w = D::next_word(w);
        todo = u64::MAX;
    }
}

/// Which way a pass over the row goes: [`East`] from bit 0 of word 0 up, [`West`] from the
/// top bit of the last word down. "On" is the way the pass goes, "back" the other.
trait Way {
    /// Moves each bit one cell on.
    fn on(word: u64) -> u64;
    /// Moves each bit one cell back.
    fn back(word: u64) -> u64;
    /// The last cell of a word, as 0 or 1: what moving on carries out of it.
    fn carry_out(word: u64) -> u64;
    /// A carried bit (0 or 1) where it enters a word: at its first cell.
    fn enter(bit: u64) -> u64;
    /// The first cell of the next word, moved back to the last cell of this one.
    fn last_from_next(next: u64) -> u64;
    /// The first set bit of a word in the pass's order.
    fn first(word: u64) -> u32;
    /// The cells of a word after cell `b` in the pass's order.
    fn past(b: u32) -> u64;
    /// The word after word `w` in the pass's order.
    fn next_word(w: usize) -> usize;
    /// The runs of a `joined` word as [`Way::spread_along`] reads them: worked out once for
    /// several spreads along the same runs.
    type Runs: Copy;
    /// Spreads each bit of `seeds` on through the bits whose `joined` bit says they continue
    /// the run of the bit before.
    #[inline(always)]
    fn spread(seeds: u64, joined: u64) -> u64 {
        Self::spread_along(seeds, Self::runs(joined))
    }
    /// The runs of cells whose `joined` bit says they continue the run of the bit before.
    fn runs(joined: u64) -> Self::Runs;
    /// [`Way::spread`] along runs already worked out.
    fn spread_along(seeds: u64, runs: Self::Runs) -> u64;
}

/// From the first cell of the row to the last.
struct East;

/// From the last cell of the row to the first.
struct West;

impl Way for East {
    fn on(word: u64) -> u64 {
        word << 1
    }
    fn back(word: u64) -> u64 {
        word >> 1
    }
    fn carry_out(word: u64) -> u64 {
        word >> 63
    }
    fn enter(bit: u64) -> u64 {
        bit
    }
    fn last_from_next(next: u64) -> u64 {
        next << 63
    }
    fn first(word: u64) -> u32 {
        word.trailing_zeros()
    }
    fn past(b: u32) -> u64 {
        u64::MAX << b << 1
    }
    fn next_word(w: usize) -> usize {
        w + 1
    }
    type Runs = u64;
    fn runs(joined: u64) -> u64 {
        joined
    }
    /// By subtraction: a run's first cell is a 1 among 0s, and a borrow from the cell after
    /// each seed runs up to the next run's first cell, setting the cells between.
    fn spread_along(seeds: u64, joined: u64) -> u64 {
        let starts = !joined;
        let from = seeds << 1 & joined;
        seeds | ((starts ^ starts.wrapping_sub(from)) | from) & joined
    }
}

impl Way for West {
    fn on(word: u64) -> u64 {
        word >> 1
    }
    fn back(word: u64) -> u64 {
        word << 1
    }
    fn carry_out(word: u64) -> u64 {
        word & 1
    }
    fn enter(bit: u64) -> u64 {
        bit << 63
    }
    fn last_from_next(next: u64) -> u64 {
        next >> 63
    }
    fn first(word: u64) -> u32 {
        63 - word.leading_zeros()
    }
    fn past(b: u32) -> u64 {
        (1 << b) - 1
    }
    fn next_word(w: usize) -> usize {
        w - 1
    }
    /// By doubling (no arithmetic carries toward the low bits): `runs[k]` holds the cells
    /// whose run goes back 2^k cells or more before them, in the pass's order.
    type Runs = [u64; 6];
    #[inline(always)]
    fn runs(joined: u64) -> [u64; 6] {
        let mut runs = [joined; 6];
        for k in 1..6 {
            runs[k] = runs[k - 1] & runs[k - 1] >> (1 << (k - 1));
        }
        runs
    }
    #[inline(always)]
    fn spread_along(mut seeds: u64, runs: [u64; 6]) -> u64 {
        for (k, joined) in runs.into_iter().enumerate() {
            seeds |= seeds >> (1 << k) & joined;
        }
        seeds
    }
}

/// A stack of bits, as deep as a row has cells at most: the top 64 in a register (a row's
/// arcs seldom nest more than three deep), the rest in memory.
#[derive(Debug, Default)]
struct BitStack {
    top: u64,
    len: usize,
    spilled: Vec<u64>,
}

impl BitStack {
    /// A stack with room for `words` × 64 bits.
    fn new(words: u64) -> Result<BitStack, OutOfMemory> {
        Ok(BitStack {
            top: 0,
            len: 0,
            spilled: try_filled(words, 0)?,
        })
    }

    /// Pushes `bit` (0 or 1) when `when` is 1, and does nothing when it is 0.
    #[inline]
    fn push_if(&mut self, when: u64, bit: u64) {
        if self.len >= 64 {
            self.spill(when);
        }
        self.top = self.top << when | (bit & when);
        self.len += when as usize;
    }

    /// Pops the top bit when `when` is 1 (the stack must not be empty) and returns it;
    /// returns 0 when `when` is 0.
    #[inline]
    fn pop_if(&mut self, when: u64) -> u64 {
        let bit = self.top & when;
        self.top >>= when;
        self.len -= when as usize;
        if self.len >= 64 {
            self.unspill(when);
        }
        bit
    }

    /// Before a push onto a full register: moves its oldest bit to memory.
    #[cold]
    fn spill(&mut self, when: u64) {
        if when == 1 {
            let at = self.len - 64;
            let word = &mut self.spilled[at / 64];
            *word = *word & !(1 << (at % 64)) | (self.top >> 63) << (at % 64);
        }
    }

    /// After a pop from a full register: brings back the bit below from memory.
    #[cold]
    fn unspill(&mut self, when: u64) {
        if when == 1 {
            let at = self.len - 64;
            self.top |= (self.spilled[at / 64] >> (at % 64) & 1) << 63;
        }
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::*;

    /// A random partition of `width` cells into sets that never cross, nested deep (a stack of
    /// open sets), as each cell's set number.
    fn nested_sets(width: usize, rng: &mut impl RngCore) -> Vec<usize> {
        let (mut sets, mut open, mut made) = (Vec::new(), Vec::new(), 0);
        for _ in 0..width {
            let roll = rng.next_u64() % 8;
            let set = match open.last() {
                Some(&top) if roll < 3 => top,
                Some(_) if roll < 5 => open.pop().unwrap(),
                _ if roll < 7 => {
                    open.push(made);
                    made += 1;
                    made - 1
                }
                _ => {
                    made += 1;
                    made - 1
                }
            };
            sets.push(set);
        }
        sets
    }

    #[test]
    fn the_ends_of_sets_are_found_through_nested_sets() {
        let mut rng = crate::rng::rng_from_seed(8);
        for width in [1, 2, 63, 64, 65, 200, 700] {
            for _ in 0..30 {
                let sets = nested_sets(width, &mut rng);
                let mut row = RowSets::new(width as u32).unwrap();
                for (x, set) in sets.iter().enumerate() {
                    if sets[x + 1..].contains(set) {
                        set_bit(&mut row.later, x as u32);
                    }
                    if sets[..x].contains(set) {
                        set_bit(&mut row.earlier, x as u32);
                    }
                }
                for (x, set) in sets.iter().enumerate() {
                    let first = sets.iter().position(|s| s == set).unwrap();
                    let last = sets.iter().rposition(|s| s == set).unwrap();
                    assert_eq!(
                        row.first_of_set(x as u32),
                        first as u32,
                        "width {width}, cell {x}"
                    );
                    assert_eq!(
                        row.last_of_set(x as u32),
                        last as u32,
                        "width {width}, cell {x}"
                    );
                }
            }
        }
    }

    #[test]
    fn bridges_are_the_arcs_with_no_skipping_arc_inside() {
        // The set {0, 4, 9}, under its arc 0-4 the set {1, 2} and 3 alone, under 4-9 the set
        // {5, 7} (over 6, alone) and 8 alone: bridges 0-4 and 5-7, not 4-9 (5-7 is inside).
        let cells = |xs: &[u32]| xs.iter().fold(0u64, |word, x| word | 1 << x);
        let later = cells(&[0, 1, 4, 5]);
        let earlier = cells(&[2, 4, 7, 9]);
        assert_eq!(bridges(later, earlier), cells(&[1, 2, 3, 6]));
        // An arc out of the word is no bridge, even over cells alone.
        assert_eq!(bridges(1 << 61, 0), 0);
        // Nor is one into it.
        assert_eq!(bridges(0, 1 << 2), 0);
    }

    /// [`Way::spread`] cell by cell: `on(x)` is the cell after `x` in the pass's order.
    fn spread_cell_by_cell(seeds: u64, joined: u64, on: impl Fn(u32) -> Option<u32>) -> u64 {
        let mut spread = seeds;
        for x in (0..64).filter(|x| seeds >> x & 1 == 1) {
            let mut at = x;
            while let Some(next) = on(at).filter(|next| joined >> next & 1 == 1) {
                spread |= 1 << next;
                at = next;
            }
        }
        spread
    }

    #[test]
    fn spreads_go_along_runs_both_ways() {
        let mut rng = crate::rng::rng_from_seed(5);
        for _ in 0..2000 {
            // Runs of every length: joined bits mostly set, or mostly clear, or even.
            let seeds = rng.next_u64() & rng.next_u64() & rng.next_u64();
            let joined = match rng.next_u64() % 3 {
                0 => rng.next_u64() | rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                _ => rng.next_u64(),
            };
            let east = spread_cell_by_cell(seeds, joined, |x| (x < 63).then_some(x + 1));
            let west = spread_cell_by_cell(seeds, joined, |x| x.checked_sub(1));
            assert_eq!(East::spread(seeds, joined), east, "{seeds:x} {joined:x}");
            assert_eq!(West::spread(seeds, joined), west, "{seeds:x} {joined:x}");
        }
    }

    #[test]
    fn the_bit_stack_keeps_bits_past_its_register() {
        let mut stack = BitStack::new(5).unwrap();
        let bit = |i: u64| (i * 7 + i / 3) % 5 % 2;
        let mut pushed = Vec::new();
        for i in 0..300 {
            // Every third call is told not to push, and must not.
            let when = u64::from(i % 3 != 0);
            stack.push_if(when, bit(i));
            if when == 1 {
                pushed.push(bit(i));
            }
        }
        assert_eq!(stack.len, 200);
        for i in 0..300 {
            let when = u64::from(i % 3 != 1);
            let got = stack.pop_if(when);
            let want = if when == 1 { pushed.pop().unwrap() } else { 0 };
            assert_eq!(got, want, "pop {i}");
        }
        assert!(stack.is_empty());
    }
}
