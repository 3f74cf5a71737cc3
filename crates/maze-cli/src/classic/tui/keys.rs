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
    /// Show or hide the cells already visited.
    ToggleTrail,
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
    /// What it does, in a word or two, for the help bar.
    pub does: &'static str,
    /// What it does, in a few words, for the help page.
    pub help: &'static str,
    /// The action.
    pub action: Action,
}

/// Every key of the game screen.
pub const GAME_KEYS: &[Binding] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('W')],
        label: "↑/w",
        does: "up",
        help: "move up",
        action: Action::Move(Direction::North),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('A')],
        label: "←/a",
        does: "left",
        help: "move left",
        action: Action::Move(Direction::West),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('S')],
        label: "↓/s",
        does: "down",
        help: "move down",
        action: Action::Move(Direction::South),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('D')],
        label: "→/d",
        does: "right",
        help: "move right",
        action: Action::Move(Direction::East),
    },
    Binding {
        keys: &[KeyCode::Char('h')],
        label: "h",
        does: "hint",
        help: "show or hide the next 10 steps",
        action: Action::ToggleHint,
    },
    Binding {
        keys: &[KeyCode::Char('f')],
        label: "f",
        does: "solution",
        help: "show or hide the whole way out",
        action: Action::ToggleSolution,
    },
    Binding {
        keys: &[KeyCode::Char('t')],
        label: "t",
        does: "trail",
        help: "show or hide the cells you have visited",
        action: Action::ToggleTrail,
    },
    Binding {
        keys: &[KeyCode::Char('k')],
        label: "k",
        does: "save",
        help: "save the game",
        action: Action::Save,
    },
    Binding {
        keys: &[KeyCode::Char('l')],
        label: "l",
        does: "load",
        help: "load the saved game",
        action: Action::Load,
    },
    Binding {
        keys: &[KeyCode::Char('n')],
        label: "n",
        does: "new",
        help: "start a new game",
        action: Action::NewGame,
    },
    Binding {
        keys: &[KeyCode::Char('?'), KeyCode::F(1)],
        label: "?",
        does: "help",
        help: "this help",
        action: Action::Help,
    },
    Binding {
        keys: &[KeyCode::Char('q'), KeyCode::Esc],
        label: "q",
        does: "quit",
        help: "quit (asks first)",
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

/// How the help page names a key.
fn key_name(code: KeyCode) -> String {
    match code {
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Up => "↑".to_owned(),
        KeyCode::Down => "↓".to_owned(),
        KeyCode::Left => "←".to_owned(),
        KeyCode::Right => "→".to_owned(),
        KeyCode::Esc => "Esc".to_owned(),
        other => other.to_string(),
    }
}

/// The help page, made from the key table: each binding's keys and what it does.
pub fn help_page() -> Vec<String> {
    // The four moves share a line: their keys side by side.
    let moves = GAME_KEYS
        .iter()
        .filter(|b| matches!(b.action, Action::Move(_)));
    let arrows: Vec<String> = moves
        .clone()
        .filter_map(|b| b.keys.first())
        .map(|&k| key_name(k))
        .collect();
    let letters: Vec<String> = moves
        .filter_map(|b| b.keys.get(1))
        .map(|&k| key_name(k))
        .collect();
    let mut lines = vec![format!(
        "{:<16}move (or {})",
        arrows.join(" "),
        letters.join(" ")
    )];
    lines.extend(
        GAME_KEYS
            .iter()
            .filter(|b| !matches!(b.action, Action::Move(_)))
            .map(|binding| {
                let mut keys: Vec<String> = Vec::new();
                for name in binding.keys.iter().map(|&k| key_name(k)) {
                    // W and w are one key to a reader.
                    if !keys.iter().any(|k| k.eq_ignore_ascii_case(&name)) {
                        keys.push(name);
                    }
                }
                format!("{:<16}{}", keys.join(" "), binding.help)
            }),
    );
    lines.extend([
        String::new(),
        "In menus: arrows to choose, Enter to confirm, Esc to go back.".to_owned(),
    ]);
    lines
}
