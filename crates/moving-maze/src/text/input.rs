//! Reading the text mode's commands.

use crate::Side;
use crate::board::Insertion;
use crate::game::{Command, Phase};

/// The command a line means in `phase`, or `None` if it is not valid input there.
///
/// Slide phase: `r`, `l`, or a side letter and a number (`n4`). Move phase: `n`, `e`, `s`,
/// `w`, `done`, or a column and row (`3,1`). Both: `quit`.
pub fn parse_command(phase: Phase, line: &str) -> Option<Command> {
    if line == "quit" {
        return Some(Command::Quit);
    }
    match phase {
        Phase::Slide => match line {
            "r" => Some(Command::RotateRight),
            "l" => Some(Command::RotateLeft),
            _ => {
                let mut chars = line.chars();
                let side = Side::from_letter(chars.next()?)?;
                let index = number(chars.as_str())?;
                Some(Command::Slide(Insertion { side, index }))
            }
        },
        Phase::Move => match line {
            "done" => Some(Command::Done),
            _ if line.len() == 1 => line
                .chars()
                .next()
                .and_then(Side::from_letter)
                .map(Command::Step),
            _ => {
                let (column, row) = line.split_once(',')?;
                Some(Command::MoveTo {
                    column: number(column)?,
                    row: number(row)?,
                })
            }
        },
        Phase::Over => None,
    }
}

/// A whole number written with ASCII digits only.
fn number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_phase_reads_its_own_commands() {
        assert_eq!(parse_command(Phase::Slide, "r"), Some(Command::RotateRight));
        assert_eq!(
            parse_command(Phase::Slide, "w12"),
            Some(Command::Slide(Insertion {
                side: Side::West,
                index: 12
            }))
        );
        assert_eq!(
            parse_command(Phase::Move, "s"),
            Some(Command::Step(Side::South))
        );
        assert_eq!(
            parse_command(Phase::Move, "3,10"),
            Some(Command::MoveTo { column: 3, row: 10 })
        );
        assert_eq!(parse_command(Phase::Move, "quit"), Some(Command::Quit));
    }

    #[test]
    fn anything_else_is_invalid() {
        for (phase, line) in [
            (Phase::Slide, "n"),
            (Phase::Slide, "done"),
            (Phase::Slide, "R"),
            (Phase::Slide, " r"),
            (Phase::Slide, "n-2"),
            (Phase::Slide, "n+2"),
            (Phase::Slide, "x2"),
            (Phase::Slide, "n99999999999"),
            (Phase::Move, "r"),
            (Phase::Move, "n2"),
            (Phase::Move, "3,"),
            (Phase::Move, ",3"),
            (Phase::Move, "3,1,2"),
            (Phase::Move, "3, 1"),
            (Phase::Move, "é"),
            (Phase::Move, ""),
            (Phase::Slide, "Quit"),
        ] {
            assert_eq!(parse_command(phase, line), None, "{line:?}");
        }
    }
}
