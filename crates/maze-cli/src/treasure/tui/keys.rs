//! The treasure maze's keys as data, a table a screen: the handler, the key bar and the help
//! page read the same tables.

use maze_treasure::demo::Demo;
use mazes::Direction;
use ratatui::crossterm::event::KeyCode;

use crate::keys::Binding;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Enter the next room that way.
    Move(Direction),
    /// Take back the last step.
    Undo,
    /// Watch one of the seed's demos on a maze of its own.
    Watch(Demo),
    /// Watch the wealthiest path through this maze.
    Best,
    /// A demo faster.
    Faster,
    /// A demo slower.
    Slower,
    /// Finish the demo, or go back after it.
    GoOn,
    /// A new maze with the next seed.
    NewMaze,
    /// The rules and keys.
    Help,
    /// Quit (asks first).
    Quit,
}

/// The keys of the game.
pub const PLAYING: &[Binding<Action>] = &[
    Binding {
        keys: &[
            KeyCode::Up,
            KeyCode::Char('w'),
            KeyCode::Char('W'),
            KeyCode::Char('k'),
        ],
        label: "←↑↓→/wasd",
        does: "walk",
        help: "enter the room above",
        action: Action::Move(Direction::North),
    },
    Binding {
        keys: &[
            KeyCode::Left,
            KeyCode::Char('a'),
            KeyCode::Char('A'),
            KeyCode::Char('h'),
        ],
        label: "",
        does: "",
        help: "enter the room to the left",
        action: Action::Move(Direction::West),
    },
    Binding {
        keys: &[
            KeyCode::Down,
            KeyCode::Char('s'),
            KeyCode::Char('S'),
            KeyCode::Char('j'),
        ],
        label: "",
        does: "",
        help: "enter the room below",
        action: Action::Move(Direction::South),
    },
    Binding {
        keys: &[
            KeyCode::Right,
            KeyCode::Char('d'),
            KeyCode::Char('D'),
            KeyCode::Char('l'),
        ],
        label: "",
        does: "",
        help: "enter the room to the right",
        action: Action::Move(Direction::East),
    },
    UNDO,
    HELP,
    NEW,
    QUIT,
    Binding {
        keys: &[KeyCode::Char('1')],
        label: "1-4",
        does: "demos",
        help: "demo: a walk that enters every room",
        action: Action::Watch(Demo::Explore),
    },
    Binding {
        keys: &[KeyCode::Char('2')],
        label: "",
        does: "",
        help: "demo: the one path through a perfect maze",
        action: Action::Watch(Demo::Perfect),
    },
    Binding {
        keys: &[KeyCode::Char('3')],
        label: "",
        does: "",
        help: "demo: the wealthiest path through a room maze",
        action: Action::Watch(Demo::Wealthiest),
    },
    Binding {
        keys: &[KeyCode::Char('4')],
        label: "",
        does: "",
        help: "demo: a random path through a wrapping maze",
        action: Action::Watch(Demo::Wrapping),
    },
];

/// The keys once the walk has ended.
pub const OVER: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char('b'), KeyCode::Char('B')],
        label: "b",
        does: "best path",
        help: "watch the wealthiest path through this maze",
        action: Action::Best,
    },
    UNDO,
    NEW,
    HELP,
    QUIT,
];

/// The keys while a demo plays.
pub const WATCHING: &[Binding<Action>] = &[
    Binding {
        keys: &[KeyCode::Char(' '), KeyCode::Enter, KeyCode::Esc],
        label: "Space",
        does: "skip/back",
        help: "show the whole walk, then go back",
        action: Action::GoOn,
    },
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
    QUIT,
];

const HELP: Binding<Action> = crate::keys::help(Action::Help);

const UNDO: Binding<Action> = Binding {
    keys: &[KeyCode::Char('u'), KeyCode::Char('U'), KeyCode::Backspace],
    label: "u",
    does: "undo",
    help: "take back the last step (even the one that ended the walk)",
    action: Action::Undo,
};

const NEW: Binding<Action> = Binding {
    keys: &[KeyCode::Char('n'), KeyCode::Char('N')],
    label: "n",
    does: "new maze",
    help: "a new maze with the next seed",
    action: Action::NewMaze,
};

const QUIT: Binding<Action> = crate::keys::quit(Action::Quit);
