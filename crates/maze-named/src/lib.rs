//! Enums whose values have names: the words the command line, files and pages use for them.
//!
//! [`named!`] declares such an enum once, with each value's name beside it, and
//! gives it what every named enum needs: `ALL`, `name()`, `Display` (the name) and `FromStr`
//! (any case, spaces around ignored) with a [`ParseNameError`] that lists the names.

/// A text that is none of a type's names.
///
/// ```
/// maze_named::named! {
///     /// Which edges of a maze wrap around.
///     #[derive(Clone, Copy, Debug)]
///     pub enum Wrap("wrapping") {
///         /// No edge.
///         None = "none",
///         /// Left and right.
///         X = "x",
///     }
/// }
///
/// let err = "torus".parse::<Wrap>().unwrap_err();
/// assert_eq!(err.to_string(), r#"unknown wrapping "torus": expected none or x"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    /// What kind of value was asked for, such as `"wrapping"`.
    pub what: &'static str,
    /// The text given.
    pub found: String,
    /// Every name there is.
    pub expected: &'static [&'static str],
}

impl std::fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (what, found) = (self.what, &self.found);
        write!(
            f,
            "unknown {what} {found:?}: expected {}",
            one_of(self.expected)
        )
    }
}

impl std::error::Error for ParseNameError {}

/// `a, b or c`.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => (*only).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Declares an enum whose values have names.
///
/// ```
/// maze_named::named! {
///     /// A flavour.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Flavour("flavour") {
///         /// Sweet.
///         Vanilla = "vanilla",
///         /// Sour.
///         Lemon = "lemon",
///     }
/// }
///
/// assert_eq!(Flavour::ALL, [Flavour::Vanilla, Flavour::Lemon]);
/// assert_eq!(" LEMON".parse(), Ok(Flavour::Lemon));
/// assert_eq!(Flavour::Vanilla.to_string(), "vanilla");
/// assert_eq!(
///     "mint".parse::<Flavour>().unwrap_err().to_string(),
///     r#"unknown flavour "mint": expected vanilla or lemon"#
/// );
/// ```
///
/// Written `pub enum Flavour("flavour", own Display)`, the enum gets no `Display`, for a type
/// that displays itself in other words than its name.
#[macro_export]
macro_rules! named {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident($what:literal, own Display) {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every value, in the order declared.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// Every value's name, in the order declared.
            pub const NAMES: [&'static str; [$($text),+].len()] = [$($text),+];

            /// The value's name, as the command line, files and pages write it.
            pub const fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text ),+
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::ParseNameError;

            /// Reads a name, in any case, ignoring spaces around it.
            fn from_str(text: &str) -> ::std::result::Result<Self, Self::Err> {
                $name::ALL
                    .into_iter()
                    .find(|value| value.name().eq_ignore_ascii_case(text.trim()))
                    .ok_or_else(|| $crate::ParseNameError {
                        what: $what,
                        found: text.to_owned(),
                        expected: &$name::NAMES,
                    })
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident($what:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $crate::named! {
            $(#[$meta])*
            $vis enum $name($what, own Display) {
                $( $(#[$vmeta])* $variant = $text ),+
            }
        }

        impl ::std::fmt::Display for $name {
            /// The name.
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::one_of;

    #[test]
    fn names_are_listed_as_a_sentence_lists_them() {
        assert_eq!(one_of(&[]), "");
        assert_eq!(one_of(&["a"]), "a");
        assert_eq!(one_of(&["a", "b"]), "a or b");
        assert_eq!(one_of(&["a", "b", "c"]), "a, b or c");
    }
}
