//! Sentences for the player, from the engines' plain lower-case words.

/// `text` with a capital and a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let text = text.trim_end_matches('.');
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    format!("{first}{}.", chars.as_str())
}

/// Names as a list in words: "green", "green and blue", "green, yellow and red".
pub(crate) fn listing(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
