//! The `map` command's picture: the maze around the player in Unicode box drawing, with the
//! gold and thieves still waiting, the start, the goal and the way the player came.

use std::fmt::Write;

use mazes::Size;
use mazes::render::{Glyph, MarkKind, Rgb, unicode_glyph, unicode_point};

use crate::game::Game;
use crate::marks::{self, Area, GOLD, PLAYER, THIEF};

/// The most rooms the map shows across and down; on a bigger maze it shows the block around
/// the player.
pub const MAP_WINDOW: Size = Size::new(30, 12);

/// The map of `game`, lines ending in newlines; `color` adds ANSI colours for terminals.
pub fn map(game: &Game, color: bool) -> String {
    let treasure = game.treasure();
    let player = game.player();
    let area = Area::around(treasure, player.pos, MAP_WINDOW);
    let overlay = marks::overlay(treasure, area, |pos| player.has_visited(pos))
        .with_path(treasure.maze(), &player.trail())
        .with_mark(treasure.grid().index(player.pos), PLAYER);
    let (left, top) = unicode_point(area.corner);
    let (left, top) = (left - 1, top - 1);
    let (columns, lines) = (
        2 * u64::from(area.size.width),
        2 * u64::from(area.size.height),
    );
    let mut out = String::new();
    for y in top..=top + lines {
        for x in left..=left + columns {
            match unicode_glyph(treasure.maze(), &overlay, x, y) {
                Some(Glyph::Mark(kind)) => paint(&mut out, kind.symbol(), kind.color(), color),
                Some(glyph @ Glyph::Cell { on_path: true }) => {
                    paint(&mut out, glyph.symbol(), Rgb::GREEN, color);
                }
                Some(glyph) => out.push(glyph.symbol()),
                None => out.push(' '),
            }
        }
        out.push('\n');
    }
    out.push_str(&legend(color));
    if !area.is_whole(treasure) {
        let Area { corner, size } = area;
        let whole = treasure.grid().size();
        let _ = writeln!(
            out,
            "Rows {} to {} and columns {} to {} of {} rows X {} columns, around you.",
            corner.y,
            corner.y + size.height - 1,
            corner.x,
            corner.x + size.width - 1,
            whole.height,
            whole.width
        );
    }
    out
}

/// What each symbol on the map means.
fn legend(color: bool) -> String {
    let mut out = String::new();
    let entries = [
        (PLAYER, "you"),
        (MarkKind::Start, "start"),
        (MarkKind::Goal, "goal"),
        (GOLD, "gold"),
        (THIEF, "thief"),
    ];
    for (kind, label) in entries {
        paint(&mut out, kind.symbol(), kind.color(), color);
        let _ = write!(out, " {label}   ");
    }
    paint(&mut out, '·', Rgb::GREEN, color);
    out.push_str(" your way so far\n");
    out
}

/// Pushes `symbol`, in bold `rgb` when `color` is on.
fn paint(out: &mut String, symbol: char, Rgb(r, g, b): Rgb, color: bool) {
    if color {
        let _ = write!(out, "\x1b[1;38;2;{r};{g};{b}m{symbol}\x1b[0m");
    } else {
        out.push(symbol);
    }
}
