//! Key bindings, as data: the handler and the help bar read the same table.

use mazes::Direction;
use ratatui::crossterm::event::KeyCode;

/// What a key does during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move one step.
    Move(Direction),
    /// Move one step between two compass directions (on hexagons, triangles, rings and
    /// octagons; the numeric keypad's corners).
    Diagonal(Direction, Direction),
    /// Take the stairs of the player's cell, up or down (in a maze of levels).
    Stairs {
        /// Up a level, or down.
        up: bool,
    },
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
    /// Stop the clock and hide the maze until a key is pressed.
    Pause,
    /// Show the keys.
    Help,
    /// Quit (asks first).
    Quit,
}

/// A binding of the game screen.
pub type Binding = crate::keys::Binding<Action>;

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
        keys: &[KeyCode::Char('7'), KeyCode::Home],
        label: "7 9 1 3",
        does: "diagonals",
        help: "move up and left (off squares)",
        action: Action::Diagonal(Direction::North, Direction::West),
    },
    Binding {
        keys: &[KeyCode::Char('9'), KeyCode::PageUp],
        label: "",
        does: "",
        help: "move up and right (off squares)",
        action: Action::Diagonal(Direction::North, Direction::East),
    },
    Binding {
        keys: &[KeyCode::Char('1'), KeyCode::End],
        label: "",
        does: "",
        help: "move down and left (off squares)",
        action: Action::Diagonal(Direction::South, Direction::West),
    },
    Binding {
        keys: &[KeyCode::Char('3'), KeyCode::PageDown],
        label: "",
        does: "",
        help: "move down and right (off squares)",
        action: Action::Diagonal(Direction::South, Direction::East),
    },
    Binding {
        keys: &[KeyCode::Char('<')],
        label: "< >",
        does: "stairs",
        help: "take the stairs up (in a maze of levels)",
        action: Action::Stairs { up: true },
    },
    Binding {
        keys: &[KeyCode::Char('>')],
        label: "",
        does: "",
        help: "take the stairs down (in a maze of levels)",
        action: Action::Stairs { up: false },
    },
    Binding {
        keys: &[KeyCode::Char('h')],
        label: "h",
        does: "hint",
        help: "show or hide the next 10 steps (alone only)",
        action: Action::ToggleHint,
    },
    Binding {
        keys: &[KeyCode::Char('f')],
        label: "f",
        does: "solution",
        help: "show or hide the whole way out (alone only)",
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
        keys: &[KeyCode::Char('p'), KeyCode::Char('P')],
        label: "p",
        does: "pause",
        help: "pause: the clock stops and the maze hides",
        action: Action::Pause,
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
    crate::keys::action(GAME_KEYS, code)
}

/// The help page, made from the key table: each binding's keys and what it does (the
/// diagonals only off square cells, the stairs only in a maze of levels).
pub fn help_page(board: &maze_classic::Board) -> Vec<String> {
    // The four moves share a line: their keys side by side.
    let moves = GAME_KEYS
        .iter()
        .filter(|b| matches!(b.action, Action::Move(_)));
    let arrows: Vec<String> = moves
        .clone()
        .filter_map(|b| b.keys.first())
        .map(|&k| crate::keys::key_name(k))
        .collect();
    let letters: Vec<String> = moves
        .filter_map(|b| b.keys.get(1))
        .map(|&k| crate::keys::key_name(k))
        .collect();
    let mut lines = vec![format!(
        "{:<16}move (or {})",
        arrows.join(" "),
        letters.join(" ")
    )];
    // So do the four diagonals, where there are any.
    if !board.is_square() {
        lines.push(format!("{:<16}diagonals, between the arrows", "7 9 1 3"));
    }
    let rest: Vec<Binding> = GAME_KEYS
        .iter()
        .filter(|b| match b.action {
            Action::Move(_) | Action::Diagonal(..) => false,
            Action::Stairs { .. } => board.levels > 1,
            _ => true,
        })
        .copied()
        .collect();
    lines.extend(crate::keys::page(&rest));
    if board.levels > 1 {
        lines.extend([
            String::new(),
            "Levels: one is drawn at a time; the line above the board names".to_owned(),
            "it and the level of the exit G. Stairs: ↑ lead up (take them".to_owned(),
            "with <), ↓ down (>), ↕ both ways.".to_owned(),
        ]);
    }
    lines.extend([
        String::new(),
        "In a race there is no hint or solution, and a win with either".to_owned(),
        "shown sets no best time. The clock stops under every page.".to_owned(),
        "In menus: arrows to choose, Enter to confirm, Esc to go back.".to_owned(),
    ]);
    lines
}
