//! Drawing the board and the scoreboard with the specification's characters.

use crate::board::Cell;
use crate::game::Game;
use crate::{Colour, Side, Tile};

/// Tile faces are three lines of this many characters.
const FACE: usize = 7;

/// The pathway junction for a tile's open sides, indexed by the bits N 1, E 2, S 4, W 8.
const JUNCTIONS: [char; 16] = [
    ' ', '║', '═', '╚', '║', '║', '╔', '╠', '═', '╝', '═', '╩', '╗', '╣', '╦', '╬',
];

/// The double-line box character that joins a tile's open sides (`╬` for all four, `║` for a
/// straight north–south tile, a space for none).
pub fn junction(tile: Tile) -> char {
    let bits = Side::ALL
        .iter()
        .filter(|s| tile.is_open(**s))
        .fold(0, |b, s| b | 1 << s.index());
    JUNCTIONS[bits]
}

/// The board as printed after every action: an empty line, the tile maze with row and column
/// numbers, an empty line, the floating tile, and an empty line.
pub fn board(game: &Game) -> String {
    let maze = game.maze();
    let (width, height) = (maze.width(), maze.height());
    let numbers: String = (1..=width).map(|c| format!("{c}       ")).collect();
    let header = format!("     {numbers}\n");
    let border = |left: char, middle: char, right: char| {
        let segments = vec!["─".repeat(FACE); width].join(&middle.to_string());
        format!(" {left}{segments}{right}\n")
    };
    let mut out = format!("\n{header}{}", border('┌', '┬', '┐'));
    for y in 0..height {
        let faces: Vec<[String; 3]> = (0..width)
            .map(|x| face(game, maze.get(Cell::new(x, y)), Some(Cell::new(x, y))))
            .collect();
        let line = |i: usize| {
            faces
                .iter()
                .map(|f| f[i].as_str())
                .collect::<Vec<_>>()
                .join("│")
        };
        let row = y + 1;
        out.push_str(&format!(
            " │{}│\n{row}│{}│{row}\n │{}│\n",
            line(0),
            line(1),
            line(2)
        ));
        out.push_str(&if y + 1 < height {
            border('├', '┼', '┤')
        } else {
            border('└', '┴', '┘')
        });
    }
    out.push_str(&header);
    let [top, middle, bottom] = face(game, Some(game.floating()), None);
    let rule = "─".repeat(FACE);
    out.push_str(&format!(
        "\n┌{rule}┐\n│{top}│\n│{middle}│\n│{bottom}│\n└{rule}┘\n\n"
    ));
    out
}

/// The three lines of a tile's face: pathways, the active relic, and the adventurers on `cell`.
fn face(game: &Game, tile: Option<Tile>, cell: Option<Cell>) -> [String; 3] {
    let Some(tile) = tile else {
        return [" ".repeat(FACE), " ".repeat(FACE), " ".repeat(FACE)];
    };
    let here = |colour: Colour| {
        let present = cell.is_some_and(|c| game.player(colour).cell == c);
        if present {
            colour.name().chars().next().unwrap_or(' ')
        } else {
            ' '
        }
    };
    let open = |side: Side, drawn: &'static str| if tile.is_open(side) { drawn } else { "   " };
    let centre = match tile.relic() {
        Some(relic) if game.is_active(tile) => relic.colour.letter(),
        _ => junction(tile),
    };
    let vertical = |side: Side| if tile.is_open(side) { '║' } else { ' ' };
    [
        format!(
            " {} {} {} ",
            here(Colour::Green),
            vertical(Side::North),
            here(Colour::Yellow)
        ),
        format!(
            "{}{centre}{}",
            open(Side::West, "═══"),
            open(Side::East, "═══")
        ),
        format!(
            " {} {} {} ",
            here(Colour::Red),
            vertical(Side::South),
            here(Colour::Blue)
        ),
    ]
}

/// The five-line scoreboard, in order of play.
pub fn scoreboard(game: &Game) -> String {
    let mut out = format!("Relics collected /{}:\n", game.relic_goal());
    for colour in Colour::ALL {
        out.push_str(&format!(
            "- {:<7}{}\n",
            colour.name(),
            game.player(colour).collected
        ));
    }
    out
}
