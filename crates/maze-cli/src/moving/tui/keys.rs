//! Moving Maze's keys as data, a table a phase: the handler, the key list in the panel and the
//! help page read the same tables.

use maze_moving::Side;
use ratatui::crossterm::event::KeyCode;

use crate::keys::Binding;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Turn the floating tile a quarter clockwise.
    RotateRight,
    /// Turn the floating tile a quarter counterclockwise.
    RotateLeft,
    /// Choose the nearest slot on the border that way (slide phase), or step that way (move
    /// phase).
    Toward(Side),
    /// The next slot clockwise (slide phase), or the next reachable tile (move phase).
    Next,
    /// The previous slot or reachable tile.
    Previous,
    /// Slide the tile in at the chosen slot (slide phase), or walk to the chosen tile.
    Go,
    /// End the move and the turn.
    Done,
    /// Play the computer's turn at once.
    Hurry,
    /// Suggest a turn: the medium computer's plan for the player to move.
    Hint,
    /// A new game on the same board.
    Again,
    /// The rules and keys.
    Help,
    /// Quit (asks first).
    Quit,
}

/// The keys of the slide phase.
pub const SLIDE: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char('r'), KeyCode::Char('R')],
        label: "r/l",
        does: "rotate",
        help: "turn the floating tile clockwise",
        action: Action::RotateRight,
    },
    Binding {
        keys: &[KeyCode::Char('l'), KeyCode::Char('L')],
        label: "",
        does: "",
        help: "turn the floating tile counterclockwise",
        action: Action::RotateLeft,
    },
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('W')],
        label: "←↑↓→",
        does: "choose slot",
        help: "choose the nearest slot upward on the border",
        action: Action::Toward(Side::North),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('D')],
        label: "",
        does: "",
        help: "… to the right",
        action: Action::Toward(Side::East),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('S')],
        label: "",
        does: "",
        help: "… downward",
        action: Action::Toward(Side::South),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('A')],
        label: "",
        does: "",
        help: "… to the left",
        action: Action::Toward(Side::West),
    },
    Binding {
        keys: &[KeyCode::Tab],
        label: "Tab",
        does: "next slot",
        help: "the next slot clockwise",
        action: Action::Next,
    },
    Binding {
        keys: &[KeyCode::BackTab],
        label: "",
        does: "",
        help: "the next slot counterclockwise",
        action: Action::Previous,
    },
    Binding {
        // Not Space: Space hurries the computers, and a press too many must not slide.
        keys: &[KeyCode::Enter],
        label: "Enter",
        does: "slide in",
        help: "push the floating tile in at the chosen slot",
        action: Action::Go,
    },
    HINT,
    HELP,
    QUIT,
];

/// The keys of the move phase.
pub const MOVE: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('W')],
        label: "←↑↓→",
        does: "step",
        help: "step up",
        action: Action::Toward(Side::North),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('D')],
        label: "",
        does: "",
        help: "step right",
        action: Action::Toward(Side::East),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('S')],
        label: "",
        does: "",
        help: "step down",
        action: Action::Toward(Side::South),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('A')],
        label: "",
        does: "",
        help: "step left",
        action: Action::Toward(Side::West),
    },
    Binding {
        keys: &[KeyCode::Tab],
        label: "Tab",
        does: "pick tile",
        help: "pick a reachable tile, nearest your goal first",
        action: Action::Next,
    },
    Binding {
        keys: &[KeyCode::BackTab],
        label: "",
        does: "",
        help: "pick the reachable tile before",
        action: Action::Previous,
    },
    Binding {
        keys: &[KeyCode::Enter],
        label: "Enter",
        does: "walk there",
        help: "walk to the picked tile by the shortest way",
        action: Action::Go,
    },
    Binding {
        keys: &[KeyCode::Char(' '), KeyCode::Char('e'), KeyCode::Char('E')],
        label: "Space",
        does: "end turn",
        help: "end your move and your turn",
        action: Action::Done,
    },
    HINT,
    HELP,
    QUIT,
];

/// The keys while a computer plays.
pub const WATCHING: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char(' '), KeyCode::Enter],
        label: "Space",
        does: "hurry",
        help: "play the computer's turn at once",
        action: Action::Hurry,
    },
    HELP,
    QUIT,
];

/// The keys once the game is over.
pub const OVER: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char('n'), KeyCode::Char('N')],
        label: "n",
        does: "play again",
        help: "a new game on the same board (after a resumed game, on a fresh one)",
        action: Action::Again,
    },
    HELP,
    QUIT,
];

const HELP: Binding<Action> = crate::keys::help(Action::Help);

const HINT: Binding<Action> = Binding {
    keys: &[KeyCode::Char('h'), KeyCode::Char('H')],
    label: "h",
    does: "hint",
    help: "suggest a turn: how to turn the tile, where to slide it, where to walk",
    action: Action::Hint,
};

/// Escape quits too: no screen of this game uses it for anything else.
const QUIT: Binding<Action> = Binding {
    keys: &[KeyCode::Char('q'), KeyCode::Char('Q'), KeyCode::Esc],
    ..crate::keys::quit(Action::Quit)
};
