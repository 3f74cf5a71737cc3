//! What a picture of a treasure maze shows on top of its walls: the start, the goal, the gold
//! and the thieves, with a legend.

use mazes::render::{MarkKind, Overlay, Rgb};
use mazes::{Pos, Size};

use crate::treasure::{Room, Treasure};

/// A gold room: `$`, in gold.
pub const GOLD: MarkKind = MarkKind::Item {
    symbol: '$',
    color: Rgb(0xc8, 0x8a, 0x00),
};

/// A thief's room: `T`, in purple.
pub const THIEF: MarkKind = MarkKind::Item {
    symbol: 'T',
    color: Rgb(0x8e, 0x24, 0xaa),
};

/// The player: `P`, in blue, as in the Maze Game.
pub const PLAYER: MarkKind = MarkKind::Player {
    symbol: 'P',
    color: Rgb::BLUE,
};

/// A block of rooms: the top-left room and the size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// The top-left room.
    pub corner: Pos,
    /// Rooms across and down.
    pub size: Size,
}

impl Area {
    /// Every room of `treasure`.
    pub fn whole(treasure: &Treasure) -> Area {
        Area {
            corner: Pos::new(0, 0),
            size: treasure.grid().size(),
        }
    }

    /// The block of at most `size` rooms of `treasure` with `centre` as near its middle as the
    /// maze's edges allow.
    pub fn around(treasure: &Treasure, centre: Pos, size: Size) -> Area {
        let whole = treasure.grid().size();
        let fit = |centre: u32, want: u32, have: u32| {
            let side = want.min(have);
            let first = centre.saturating_sub(side / 2).min(have - side);
            (first, side)
        };
        let (x, width) = fit(centre.x, size.width, whole.width);
        let (y, height) = fit(centre.y, size.height, whole.height);
        Area {
            corner: Pos::new(x, y),
            size: Size::new(width, height),
        }
    }

    /// Whether the block holds every room of `treasure`.
    pub fn is_whole(&self, treasure: &Treasure) -> bool {
        *self == Area::whole(treasure)
    }

    /// The rooms of the block, row by row.
    pub fn rooms(&self) -> impl Iterator<Item = Pos> + use<> {
        let Area { corner, size } = *self;
        (corner.y..corner.y + size.height)
            .flat_map(move |y| (corner.x..corner.x + size.width).map(move |x| Pos::new(x, y)))
    }
}

/// The start, the goal, and the gold and thieves in `area` except in rooms `looted` says were
/// entered already, with a legend naming each mark.
pub fn overlay(treasure: &Treasure, area: Area, looted: impl Fn(Pos) -> bool) -> Overlay {
    let mut overlay = Overlay::none();
    for pos in area.rooms().filter(|&pos| !looted(pos)) {
        match treasure.room(pos) {
            Some(Room::Gold(_)) => overlay = overlay.with_mark(treasure.grid().index(pos), GOLD),
            Some(Room::Thief) => overlay = overlay.with_mark(treasure.grid().index(pos), THIEF),
            Some(Room::Standard) | None => {}
        }
    }
    overlay
        .with_mark(treasure.grid().index(treasure.start()), MarkKind::Start)
        .with_mark(treasure.grid().index(treasure.goal()), MarkKind::Goal)
        .with_legend(MarkKind::Start, "start")
        .with_legend(MarkKind::Goal, "goal")
        .with_legend(GOLD, "gold")
        .with_legend(THIEF, "thief")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;

    #[test]
    fn areas_stay_inside_the_maze_and_centre_where_they_can() {
        let (treasure, _) = Treasure::build(&Config {
            size: Size::new(40, 20),
            goal: Pos::new(39, 19),
            ..Config::new(1)
        })
        .unwrap();
        let window = Size::new(10, 6);
        let area = |x, y| Area::around(&treasure, Pos::new(x, y), window);
        assert_eq!(area(0, 0).corner, Pos::new(0, 0));
        assert_eq!(area(20, 10).corner, Pos::new(15, 7));
        assert_eq!(area(39, 19).corner, Pos::new(30, 14));
        assert_eq!(area(39, 19).rooms().count(), 60);
        let small = Area::around(&treasure, Pos::new(3, 3), Size::new(100, 100));
        assert!(small.is_whole(&treasure));
    }

    #[test]
    fn looted_rooms_lose_their_marks() {
        let config = Config {
            gold_frequency: 0.5,
            thief_frequency: 0.5,
            ..Config::new(2)
        };
        let (treasure, _) = Treasure::build(&config).unwrap();
        let whole = Area::whole(&treasure);
        let all = overlay(&treasure, whole, |_| false);
        // Every room but the start and the goal holds gold or a thief.
        assert_eq!(all.marks().len(), 49);
        let first_row = overlay(&treasure, whole, |pos| pos.y == 0);
        assert_eq!(
            first_row.mark_at(treasure.grid().index(Pos::new(3, 0))),
            None
        );
        assert!(
            first_row
                .mark_at(treasure.grid().index(Pos::new(3, 1)))
                .is_some()
        );
    }
}
