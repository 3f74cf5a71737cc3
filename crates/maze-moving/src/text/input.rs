//! Reading the text mode's commands, and writing them back: the text mode numbers rows and
//! columns from 1, the game from 0, and this is the one place that converts.

use crate::Side;
use crate::board::{Cell, Insertion};
use crate::game::{Command, Phase};

/// Why an input line is not a command, in the specification's sentences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    /// Not a command of this phase.
    #[error("Invalid input.")]
    Invalid,
    /// A walk to column or row 0, which no board has.
    #[error("Cannot move to {column},{row}: no path.")]
    Nowhere {
        /// The column, from 1, as typed.
        column: u32,
        /// The row, from 1, as typed.
        row: u32,
    },
}

/// The command a line means in `phase`, or why it means none.
///
/// Slide phase: `r`, `l`, or a side letter and a line from 1 (`n4`). Move phase: `n`, `e`,
/// `s`, `w`, `done`, or a column and row from 1 (`3,1`). Both: `quit`.
pub fn parse_command(phase: Phase, line: &str) -> Result<Command, Unreadable> {
    read(phase, line).ok_or(Unreadable::Invalid)?
}

fn read(phase: Phase, line: &str) -> Option<Result<Command, Unreadable>> {
    if line == "quit" {
        return Some(Ok(Command::Quit));
    }
    let command = match phase {
        Phase::Slide => match line {
            "r" => Command::RotateRight,
            "l" => Command::RotateLeft,
            _ => Command::Slide(parse_indicator(line)?),
        },
        Phase::Move => match line {
            "done" => Command::Done,
            _ if line.len() == 1 => Command::Step(line.chars().next().and_then(Side::from_letter)?),
            _ => {
                let (column, row) = line.split_once(',')?;
                let (column, row) = (number(column)?, number(row)?);
                let from_zero = |n: u32| usize::try_from(n.checked_sub(1)?).ok();
                return Some(match (from_zero(column), from_zero(row)) {
                    (Some(x), Some(y)) => Ok(Command::MoveTo(Cell::new(x, y))),
                    _ => Err(Unreadable::Nowhere { column, row }),
                });
            }
        },
        Phase::Over => return None,
    };
    Some(Ok(command))
}

/// The insertion a sliding indicator such as `n4` names: a side's letter and a line counted
/// from 1. Line 0, which no board has, is read as a line past every board's end.
pub fn parse_indicator(text: &str) -> Option<Insertion> {
    let mut chars = text.chars();
    let side = Side::from_letter(chars.next()?)?;
    let index = number(chars.as_str())?.checked_sub(1).unwrap_or(u32::MAX);
    Some(Insertion { side, index })
}

/// A command as the text mode reads it: `parse_command`'s inverse.
pub fn word(command: Command) -> String {
    match command {
        Command::RotateRight => "r".to_owned(),
        Command::RotateLeft => "l".to_owned(),
        Command::Slide(insertion) => indicator(insertion),
        Command::Step(side) => side.letter().to_string(),
        Command::MoveTo(cell) => position(cell),
        Command::Done => "done".to_owned(),
        Command::Quit => "quit".to_owned(),
    }
}

/// The sliding indicator the text mode writes for `insertion`, such as `n4`: the side's
/// letter and the line counted from 1.
pub fn indicator(insertion: Insertion) -> String {
    format!(
        "{}{}",
        insertion.side.letter(),
        u64::from(insertion.index) + 1
    )
}

/// A tile as the text mode writes it: column and row counted from 1, such as `3,1`.
pub fn position(cell: Cell) -> String {
    format!("{},{}", cell.x as u128 + 1, cell.y as u128 + 1)
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
        assert_eq!(parse_command(Phase::Slide, "r"), Ok(Command::RotateRight));
        let west_12 = Command::Slide(Insertion {
            side: Side::West,
            index: 11,
        });
        assert_eq!(parse_command(Phase::Slide, "w12"), Ok(west_12));
        assert_eq!(
            parse_command(Phase::Move, "s"),
            Ok(Command::Step(Side::South))
        );
        let to_3_10 = Command::MoveTo(Cell::new(2, 9));
        assert_eq!(parse_command(Phase::Move, "3,10"), Ok(to_3_10));
        assert_eq!(parse_command(Phase::Move, "quit"), Ok(Command::Quit));
        for command in [west_12, to_3_10, Command::Step(Side::East), Command::Done] {
            let phase = if matches!(command, Command::Slide(_)) {
                Phase::Slide
            } else {
                Phase::Move
            };
            assert_eq!(parse_command(phase, &word(command)), Ok(command));
        }
    }

    #[test]
    fn line_0_is_out_of_range_and_tile_0_nowhere() {
        let n0 = Insertion {
            side: Side::North,
            index: u32::MAX,
        };
        assert_eq!(parse_command(Phase::Slide, "n0"), Ok(Command::Slide(n0)));
        assert_eq!(
            parse_command(Phase::Move, "0,5"),
            Err(Unreadable::Nowhere { column: 0, row: 5 })
        );
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
            assert_eq!(
                parse_command(phase, line),
                Err(Unreadable::Invalid),
                "{line:?}"
            );
        }
    }
}
