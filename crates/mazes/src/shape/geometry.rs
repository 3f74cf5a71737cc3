//! Points and the strokes that draw a cell's sides.

/// A point of a shape's picture, in its units (about one unit a cell); `y` grows downwards.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The straight-line distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    /// This point moved by `(dx, dy)`.
    pub fn offset(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }
}

/// How one side of a cell is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Stroke {
    /// A straight segment.
    Line {
        /// Where the side begins, going clockwise around the cell.
        from: Point,
        /// Where it ends.
        to: Point,
    },
    /// A circular arc around `centre` (the sides of polar cells).
    Arc {
        /// The circle's centre.
        centre: Point,
        /// Its radius.
        radius: f64,
        /// The angle the arc begins at, in radians clockwise on screen from the +x axis.
        from: f64,
        /// The angle it ends at; it runs clockwise when `to > from`.
        to: f64,
    },
}

impl Stroke {
    /// Where the stroke begins.
    pub fn start(self) -> Point {
        match self {
            Stroke::Line { from, .. } => from,
            Stroke::Arc {
                centre,
                radius,
                from,
                ..
            } => on_circle(centre, radius, from),
        }
    }

    /// Where the stroke ends.
    pub fn end(self) -> Point {
        match self {
            Stroke::Line { to, .. } => to,
            Stroke::Arc {
                centre, radius, to, ..
            } => on_circle(centre, radius, to),
        }
    }

    /// The point halfway along the stroke (where a door or a passage crosses it).
    pub fn middle(self) -> Point {
        match self {
            Stroke::Line { from, to } => Point::new((from.x + to.x) / 2.0, (from.y + to.y) / 2.0),
            Stroke::Arc {
                centre,
                radius,
                from,
                to,
            } => on_circle(centre, radius, (from + to) / 2.0),
        }
    }
}

/// The point at `angle` on the circle.
pub(crate) fn on_circle(centre: Point, radius: f64, angle: f64) -> Point {
    Point::new(
        centre.x + radius * angle.cos(),
        centre.y + radius * angle.sin(),
    )
}

/// The strokes joining `corners` in order, the last back to the first: the sides of a polygon.
pub(crate) fn polygon_side(corners: &[Point], side: usize) -> Stroke {
    Stroke::Line {
        from: corners[side],
        to: corners[(side + 1) % corners.len()],
    }
}
