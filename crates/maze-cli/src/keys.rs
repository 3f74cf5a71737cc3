//! Key bindings as data, for every full-screen front end: the key handler, the help bar and
//! the help page all read one table a screen, so a key cannot work without being shown or be
//! shown without working.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A binding: the keys, how the help names them, and the action.
#[derive(Clone, Copy, Debug)]
pub struct Binding<A: 'static> {
    /// Keys that trigger it.
    pub keys: &'static [KeyCode],
    /// The keys as the help bar shows them; empty: the bar leaves the binding out (one of
    /// several that share an entry).
    pub label: &'static str,
    /// What it does, in a word or two, for the help bar.
    pub does: &'static str,
    /// What it does, in a few words, for the help page.
    pub help: &'static str,
    /// The action.
    pub action: A,
}

/// The help key every screen shares: `?` or F1 for the rules and keys.
pub const fn help<A>(action: A) -> Binding<A> {
    Binding {
        keys: &[KeyCode::Char('?'), KeyCode::F(1)],
        label: "?",
        does: "help",
        help: "the rules and keys",
        action,
    }
}

/// The quit key every game shares: `q`, which asks first.
pub const fn quit<A>(action: A) -> Binding<A> {
    Binding {
        keys: &[KeyCode::Char('q'), KeyCode::Char('Q')],
        label: "q",
        does: "quit",
        help: "quit (asks first)",
        action,
    }
}

/// Whether `key` is Ctrl-C. Every game treats it as its quit key, which asks first (so that a
/// game is never lost to a reflex), and a second Ctrl-C at that question quits.
pub fn is_interrupt(key: &KeyEvent) -> bool {
    key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL)
}

/// Ctrl-C as a terminal in raw mode reports it, for tests.
#[cfg(test)]
pub fn ctrl_c() -> KeyEvent {
    KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)
}

/// The action `code` triggers in `table`.
pub fn action<A: Copy>(table: &[Binding<A>], code: KeyCode) -> Option<A> {
    table
        .iter()
        .find(|binding| binding.keys.contains(&code))
        .map(|binding| binding.action)
}

/// The help bar's entries for `table`, in its order: each binding's label and what it does.
pub fn bar<A>(table: &[Binding<A>]) -> Vec<String> {
    table
        .iter()
        .filter(|binding| !binding.label.is_empty())
        .map(|binding| format!("{} {}", binding.label, binding.does))
        .collect()
}

/// How the help page names a key.
pub fn key_name(code: KeyCode) -> String {
    match code {
        KeyCode::Char(' ') => "Space".to_owned(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Up => "↑".to_owned(),
        KeyCode::Down => "↓".to_owned(),
        KeyCode::Left => "←".to_owned(),
        KeyCode::Right => "→".to_owned(),
        KeyCode::Esc => "Esc".to_owned(),
        KeyCode::Enter => "Enter".to_owned(),
        KeyCode::Backspace => "Backspace".to_owned(),
        other => other.to_string(),
    }
}

/// A binding's keys as the help page lists them: W and w are one key to a reader.
pub fn key_names<A>(binding: &Binding<A>) -> String {
    let mut names: Vec<String> = Vec::new();
    for name in binding.keys.iter().map(|&k| key_name(k)) {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&name)) {
            names.push(name);
        }
    }
    names.join(" ")
}

/// The help page's lines for `table`: each binding's keys, then what it does.
pub fn page<A>(table: &[Binding<A>]) -> Vec<String> {
    table
        .iter()
        .map(|binding| format!("{:<16}{}", key_names(binding), binding.help))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &[Binding<u8>] = &[
        Binding {
            keys: &[KeyCode::Char('x'), KeyCode::Char('X'), KeyCode::Enter],
            label: "x",
            does: "cross",
            help: "cross it out",
            action: 1,
        },
        Binding {
            keys: &[KeyCode::Char('y')],
            label: "",
            does: "",
            help: "say yes",
            action: 2,
        },
    ];

    #[test]
    fn one_table_answers_keys_and_makes_the_help() {
        assert_eq!(action(TABLE, KeyCode::Enter), Some(1));
        assert_eq!(action(TABLE, KeyCode::Char('y')), Some(2));
        assert_eq!(action(TABLE, KeyCode::Char('z')), None);
        assert_eq!(bar(TABLE), ["x cross"]);
        assert_eq!(
            page(TABLE),
            ["x Enter         cross it out", "y               say yes"]
        );
    }
}
