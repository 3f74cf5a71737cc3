//! Key bindings, as data: the handler and the help bar read the same table.

use maze::Direction;
use ratatui::crossterm::event::KeyCode;

/// What a key does during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move one step.
    Move(Direction),
    /// Show or hide the next steps of a shortest path.
    ToggleHint,
    /// Show or hide the whole way out.
    ToggleSolution,
    /// Save the game.
    Save,
    /// Load the saved game.
    Load,
    /// Back to the menu to start a new game.
    NewGame,
    /// Show the keys.
    Help,
    /// Quit (asks first).
    Quit,
}

/// A binding: the keys, how the help bar names them, and the action.
pub struct Binding {
    /// Keys that trigger it.
    pub keys: &'static [KeyCode],
    /// The keys as the help shows them.
    pub label: &'static str,
    /// What it does, in a word or two.
    pub does: &'static str,
    /// The action.
    pub action: Action,
}

/// Every key of the game screen.
pub const GAME_KEYS: &[Binding] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('W')],
        label: "↑/w",
        does: "up",
        action: Action::Move(Direction::North),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('A')],
        label: "←/a",
        does: "left",
        action: Action::Move(Direction::West),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('S')],
        label: "↓/s",
        does: "down",
        action: Action::Move(Direction::South),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('D')],
        label: "→/d",
        does: "right",
        action: Action::Move(Direction::East),
    },
    Binding {
        keys: &[KeyCode::Char('h')],
        label: "h",
        does: "hint",
        action: Action::ToggleHint,
    },
    Binding {
        keys: &[KeyCode::Char('f')],
        label: "f",
        does: "solution",
        action: Action::ToggleSolution,
    },
    Binding {
        keys: &[KeyCode::Char('k')],
        label: "k",
        does: "save",
        action: Action::Save,
    },
    Binding {
        keys: &[KeyCode::Char('l')],
        label: "l",
        does: "load",
        action: Action::Load,
    },
    Binding {
        keys: &[KeyCode::Char('n')],
        label: "n",
        does: "new",
        action: Action::NewGame,
    },
    Binding {
        keys: &[KeyCode::Char('?'), KeyCode::F(1)],
        label: "?",
        does: "help",
        action: Action::Help,
    },
    Binding {
        keys: &[KeyCode::Char('q'), KeyCode::Esc],
        label: "q",
        does: "quit",
        action: Action::Quit,
    },
];

/// The action of `code` on the game screen.
pub fn game_action(code: KeyCode) -> Option<Action> {
    GAME_KEYS
        .iter()
        .find(|b| b.keys.contains(&code))
        .map(|b| b.action)
}
