//! The endless game's keys as data: the handler, the key bar and the help page read one table.

use mazes::Direction;
use ratatui::crossterm::event::KeyCode;

use crate::keys::Binding;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Step that way.
    Move(Direction),
    /// Show or hide the next steps of the way.
    Hint,
    /// A new target as far away, from where the player stands.
    NewTarget,
    /// The rules and keys.
    Help,
    /// Quit (asks first).
    Quit,
}

/// The keys of the game.
pub const PLAYING: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('W')],
        label: "←↑↓→/wasd",
        does: "walk",
        help: "step up",
        action: Action::Move(Direction::North),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('A')],
        label: "",
        does: "",
        help: "step left",
        action: Action::Move(Direction::West),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('S')],
        label: "",
        does: "",
        help: "step down",
        action: Action::Move(Direction::South),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('D')],
        label: "",
        does: "",
        help: "step right",
        action: Action::Move(Direction::East),
    },
    Binding {
        keys: &[KeyCode::Char('h'), KeyCode::Char('H')],
        label: "h",
        does: "hint",
        help: "show or hide the next steps of the way to the target",
        action: Action::Hint,
    },
    Binding {
        keys: &[KeyCode::Char('n'), KeyCode::Char('N')],
        label: "n",
        does: "new target",
        help: "a new target as far away, from where you stand",
        action: Action::NewTarget,
    },
    crate::keys::help(Action::Help),
    crate::keys::quit(Action::Quit),
];
