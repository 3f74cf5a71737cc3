//! Whether a grid's edges wrap around.

use crate::direction::Direction;

maze_named::named! {
    /// Which axes of a grid wrap around, so that leaving one side enters the opposite side.
    ///
    /// A grid wrapping in both axes is a torus: seed 001's "wrapping maze".
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
    pub enum Wrap("wrapping") {
        /// Every border is a wall: a bounded maze.
        #[default]
        None = "none",
        /// The left and right borders are joined.
        X = "x",
        /// The top and bottom borders are joined.
        Y = "y",
        /// Both pairs of borders are joined: a torus.
        Both = "both",
    }
}

impl Wrap {
    /// What the wrapping joins, in a few words (for help pages).
    pub const fn describe(self) -> &'static str {
        match self {
            Wrap::None => "every border is a wall",
            Wrap::X => "the left and right borders are joined",
            Wrap::Y => "the top and bottom borders are joined",
            Wrap::Both => "both pairs of borders are joined: a torus",
        }
    }

    /// True when leaving through the left or right border re-enters on the other side.
    pub const fn x(self) -> bool {
        matches!(self, Wrap::X | Wrap::Both)
    }

    /// True when leaving through the top or bottom border re-enters on the other side.
    pub const fn y(self) -> bool {
        matches!(self, Wrap::Y | Wrap::Both)
    }

    /// The wrapping of the given axes.
    pub const fn from_axes(x: bool, y: bool) -> Wrap {
        match (x, y) {
            (false, false) => Wrap::None,
            (true, false) => Wrap::X,
            (false, true) => Wrap::Y,
            (true, true) => Wrap::Both,
        }
    }

    /// True when a step in `dir` across the border wraps instead of hitting a wall.
    pub const fn wraps(self, dir: Direction) -> bool {
        if dir.is_horizontal() {
            self.x()
        } else {
            self.y()
        }
    }
}
