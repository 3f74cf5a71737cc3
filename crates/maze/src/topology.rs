//! Whether a grid's edges wrap around.

use std::fmt;
use std::str::FromStr;

use crate::Direction;

/// Which axes of a grid wrap around, so that leaving one side enters the opposite side.
///
/// A grid wrapping in both axes is a torus: seed 001's "wrapping maze".
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Wrap {
    /// Every border is a wall: a bounded maze.
    #[default]
    None,
    /// The left and right borders are joined.
    X,
    /// The top and bottom borders are joined.
    Y,
    /// Both pairs of borders are joined: a torus.
    Both,
}

impl Wrap {
    /// Every value, in the order of the command line's help.
    pub const ALL: [Wrap; 4] = [Wrap::None, Wrap::X, Wrap::Y, Wrap::Both];

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

    /// The name used on the command line and in files: `none`, `x`, `y` or `both`.
    pub const fn name(self) -> &'static str {
        match self {
            Wrap::None => "none",
            Wrap::X => "x",
            Wrap::Y => "y",
            Wrap::Both => "both",
        }
    }
}

impl fmt::Display for Wrap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a [`Wrap`] from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown wrapping {0:?}: expected none, x, y or both")]
pub struct ParseWrapError(pub String);

impl FromStr for Wrap {
    type Err = ParseWrapError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Wrap::ALL
            .into_iter()
            .find(|w| w.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| ParseWrapError(text.to_owned()))
    }
}
