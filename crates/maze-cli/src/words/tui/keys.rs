//! The word maze's keys as data, a table a screen: the handler, the help bar and the help page
//! read the same tables.

use maze_words::Search;
use mazes::Direction;
use ratatui::crossterm::event::KeyCode;

use crate::keys::Binding;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Step the path one cell (back onto the last cell: take it back).
    Step(Direction),
    /// Take the last step back.
    Back,
    /// Hand the path in.
    Done,
    /// Replay a search over the board.
    Watch(Search),
    /// A replay faster.
    Faster,
    /// A replay slower.
    Slower,
    /// Finish the replay, or go on after it.
    GoOn,
    /// Scroll the result this many lines (up when negative).
    Scroll(i32),
    /// A new board.
    NewBoard,
    /// The rules and keys.
    Help,
    /// The menu.
    Menu,
    /// Quit (asks first).
    Quit,
}

/// The keys of the walk.
pub const PLAYING: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('w'), KeyCode::Char('k')],
        label: "←↑↓→/wasd",
        does: "step",
        help: "step up",
        action: Action::Step(Direction::North),
    },
    Binding {
        keys: &[KeyCode::Left, KeyCode::Char('a'), KeyCode::Char('h')],
        label: "",
        does: "",
        help: "step left",
        action: Action::Step(Direction::West),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('s'), KeyCode::Char('j')],
        label: "",
        does: "",
        help: "step down",
        action: Action::Step(Direction::South),
    },
    Binding {
        keys: &[KeyCode::Right, KeyCode::Char('d'), KeyCode::Char('l')],
        label: "",
        does: "",
        help: "step right (back onto the last cell takes it back)",
        action: Action::Step(Direction::East),
    },
    Binding {
        keys: &[KeyCode::Backspace, KeyCode::Char('u')],
        label: "Backspace",
        does: "undo",
        help: "take the last step back",
        action: Action::Back,
    },
    Binding {
        keys: &[KeyCode::Enter],
        label: "Enter",
        does: "hand in",
        help: "hand in your path at the exit",
        action: Action::Done,
    },
    Binding {
        keys: &[KeyCode::Char('1')],
        label: "1 2 3",
        does: "watch BFS DFS Dijkstra",
        help: "replay BFS",
        action: Action::Watch(Search::Bfs),
    },
    Binding {
        keys: &[KeyCode::Char('2')],
        label: "",
        does: "",
        help: "replay DFS",
        action: Action::Watch(Search::Dfs),
    },
    Binding {
        keys: &[KeyCode::Char('3')],
        label: "",
        does: "",
        help: "replay Dijkstra's search",
        action: Action::Watch(Search::Dijkstra),
    },
    HELP,
    MENU,
    QUIT,
];

/// The keys while a search is replayed.
pub const WATCHING: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char('+'), KeyCode::Char('=')],
        label: "+/-",
        does: "speed",
        help: "faster",
        action: Action::Faster,
    },
    Binding {
        keys: &[KeyCode::Char('-'), KeyCode::Char('_')],
        label: "",
        does: "",
        help: "slower",
        action: Action::Slower,
    },
    Binding {
        keys: &[KeyCode::Char(' '), KeyCode::Enter, KeyCode::Esc],
        label: "Space",
        does: "skip/go on",
        help: "show the whole search, then go back",
        action: Action::GoOn,
    },
    QUIT,
];

/// The keys of the result.
pub const RESULT: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Up, KeyCode::Char('k'), KeyCode::Char('w')],
        label: "↑/↓",
        does: "scroll",
        help: "scroll up",
        action: Action::Scroll(-1),
    },
    Binding {
        keys: &[KeyCode::Down, KeyCode::Char('j'), KeyCode::Char('s')],
        label: "",
        does: "scroll",
        help: "scroll down",
        action: Action::Scroll(1),
    },
    Binding {
        keys: &[KeyCode::PageUp],
        label: "",
        does: "page up",
        help: "a page up",
        action: Action::Scroll(-PAGE),
    },
    Binding {
        keys: &[KeyCode::PageDown, KeyCode::Char(' ')],
        label: "",
        does: "page down",
        help: "a page down",
        action: Action::Scroll(PAGE),
    },
    Binding {
        keys: &[KeyCode::Char('n')],
        label: "n",
        does: "new board",
        help: "a new board",
        action: Action::NewBoard,
    },
    MENU,
    HELP,
    QUIT,
];

/// Lines a page key scrolls the result.
const PAGE: i32 = 10;

const HELP: Binding<Action> = crate::keys::help(Action::Help);

const MENU: Binding<Action> = Binding {
    keys: &[KeyCode::Esc, KeyCode::Char('m')],
    label: "Esc",
    does: "menu",
    help: "the menu",
    action: Action::Menu,
};

const QUIT: Binding<Action> = crate::keys::quit(Action::Quit);
