//! The last step of every banded Kruskal here: one union–find over the bands' *ends* (cells
//! with a neighbour in another band) settles what no band could settle alone.
//!
//! A band (of square tiles, or of a lattice's cells) runs Kruskal's algorithm on its own
//! walls. A wall it leaves standing closes a loop of lighter walls inside it, so it stands in
//! the whole maze too. A wall it takes stays taken unless it joined two parts of the band that
//! both hold ends: a loop through other bands might make it redundant, so the band hands it
//! on as a *link* between one end of each part, taken for now. The walls between bands are
//! handed on too. Here the links and the walls between bands are taken lightest first: a
//! wall between bands that joins two sets is opened, a link that joins none is put back.
//!
//! That decides as Kruskal's algorithm over the whole maze would: below any weight, two ends
//! of a band are joined by its lighter walls exactly when its lighter links join them (each
//! link joins the ends of two parts as its wall joins the parts, and its wall is the heaviest
//! on the way between them), and a part's cells reach the other bands only through its ends.

use super::sets::DisjointSets;

/// Where a banded Kruskal opens and closes walls: a grid's edge bits (or a band's share of
/// them), a lattice's sides.
pub(crate) trait Opening {
    /// Opens wall `wall` if `open`, else puts it back.
    fn set_wall(&mut self, wall: usize, open: bool);
}

/// A wall as the union–find of ends sees it: its place in the order (no two walls share
/// one: a tile's walls give their whole weight, a lattice's the key of `Wall::key`), the
/// wall, and the ends on either side of it.
pub(crate) struct Link {
    pub(crate) key: u64,
    pub(crate) wall: usize,
    pub(crate) ends: [u32; 2],
}

/// What the union–find of ends works on.
#[derive(Default)]
pub(crate) struct Links {
    /// Pairs of ends in one part of a band from the start.
    pub(crate) merged: Vec<[u32; 2]>,
    /// Walls taken in bands which joined two parts with ends: put back if refused.
    pub(crate) within: Vec<Link>,
    /// Walls between bands: opened if taken.
    pub(crate) between: Vec<Link>,
}

impl Links {
    /// Adds `other`'s ends and walls to these.
    pub(crate) fn append(&mut self, other: Links) {
        self.merged.extend(other.merged);
        self.within.extend(other.within);
        self.between.extend(other.between);
    }

    /// Merges the ends that are merged from the start in `sets` (a set for each end, each
    /// alone), then takes both kinds of wall lightest first, opening in `opened` the walls
    /// between bands that join two sets and putting back the walls taken in bands that do
    /// not. Calls `joined` for each wall that joins two sets.
    pub(crate) fn join<O: Opening + ?Sized>(
        self,
        mut sets: DisjointSets,
        opened: &mut O,
        mut joined: impl FnMut(),
    ) {
        for [a, b] in self.merged {
            sets.union(a, b);
        }
        for (link, is_between) in lightest_first(self.within, self.between) {
            let joins = sets.join(link.ends[0], link.ends[1]);
            if joins {
                joined();
            }
            if is_between == joins {
                opened.set_wall(link.wall, joins);
            }
        }
    }
}

/// Two lists of links, lightest first (by key), each link with whether it came from
/// `between`.
pub(super) fn lightest_first(
    mut within: Vec<Link>,
    mut between: Vec<Link>,
) -> impl Iterator<Item = (Link, bool)> {
    within.sort_unstable_by_key(|link| link.key);
    between.sort_unstable_by_key(|link| link.key);
    let mut within = within.into_iter().peekable();
    let mut between = between.into_iter().peekable();
    std::iter::from_fn(move || {
        let is_between = match (within.peek(), between.peek()) {
            (Some(a), Some(b)) => b.key < a.key,
            (None, Some(_)) => true,
            (Some(_), None) | (None, None) => false,
        };
        let link = if is_between {
            between.next()
        } else {
            within.next()
        };
        link.map(|link| (link, is_between))
    })
}
