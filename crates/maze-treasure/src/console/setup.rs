//! The questions the program asks before a game, and the checks on each answer.

use mazes::{Pos, Size, Wrap};

use crate::config::{Config, MAX_SIDE, Problem};

/// One question of the setup, in the order asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Question {
    Name,
    Columns,
    Rows,
    StartRow,
    StartColumn,
    GoalRow,
    GoalColumn,
    RoomMaze,
    Loops,
    Wrapping,
}

impl Question {
    /// Every question, in the order asked: the seed's, except that the goal's row comes
    /// before its column, as the start's does (the seed asked the goal's column first).
    const ALL: [Question; 10] = [
        Question::Name,
        Question::Columns,
        Question::Rows,
        Question::StartRow,
        Question::StartColumn,
        Question::GoalRow,
        Question::GoalColumn,
        Question::RoomMaze,
        Question::Loops,
        Question::Wrapping,
    ];

    /// The prompt, a line of its own.
    pub(super) fn prompt(self) -> &'static str {
        match self {
            Question::Name => "What is your name?",
            Question::Columns => "Enter the number of columns:",
            Question::Rows => "Enter the number of rows:",
            Question::StartRow => "Enter the start row index (starting at zero):",
            Question::StartColumn => "Enter the start column index (starting at zero):",
            Question::GoalColumn => "Enter the goal column index (starting at zero):",
            Question::GoalRow => "Enter the goal row index (starting at zero):",
            Question::RoomMaze => "Is it a room maze, with loops? (yes or no):",
            Question::Loops => "Enter the number of extra passages:",
            Question::Wrapping => "Is it a wrapping maze? (no, x, y or both):",
        }
    }

    /// The command-line flag that answers the question.
    pub(super) fn flag(self) -> &'static str {
        match self {
            Question::Name => "--name",
            Question::Columns | Question::Rows => "--size",
            Question::StartRow | Question::StartColumn => "--start",
            Question::GoalColumn | Question::GoalRow => "--goal",
            Question::RoomMaze | Question::Loops => "--loops",
            Question::Wrapping => "--wrap",
        }
    }

    /// The questions whose answers must change to fix `problem`.
    fn to_fix(problem: &Problem) -> &'static [Question] {
        match problem {
            Problem::Size(_) => &[Question::Columns, Question::Rows],
            Problem::OffGrid { role: "start", .. } => &[Question::StartRow, Question::StartColumn],
            Problem::OffGrid { .. } | Problem::SameStartAndGoal => {
                &[Question::GoalRow, Question::GoalColumn]
            }
            Problem::TooManyLoops { .. } => &[Question::Loops],
            _ => &[Question::Wrapping],
        }
    }
}

/// The longest name a player may have, in characters.
const MAX_NAME: usize = 40;

/// The answers so far; `None` for a question not answered yet.
#[derive(Clone, Debug, Default)]
pub(super) struct Draft {
    /// Whether the maze was given whole (read from a file), so only the name is asked.
    pub(super) maze_given: bool,
    pub(super) name: Option<String>,
    columns: Option<u32>,
    rows: Option<u32>,
    start_row: Option<u32>,
    start_column: Option<u32>,
    goal_column: Option<u32>,
    goal_row: Option<u32>,
    room: Option<bool>,
    loops: Option<u64>,
    wrap: Option<Wrap>,
}

impl Draft {
    /// The first question not answered yet.
    pub(super) fn next(&self) -> Option<Question> {
        Question::ALL
            .into_iter()
            .take(if self.maze_given {
                1
            } else {
                Question::ALL.len()
            })
            .find(|&q| !self.has(q))
    }

    fn has(&self, question: Question) -> bool {
        match question {
            Question::Name => self.name.is_some(),
            Question::Columns => self.columns.is_some(),
            Question::Rows => self.rows.is_some(),
            Question::StartRow => self.start_row.is_some(),
            Question::StartColumn => self.start_column.is_some(),
            Question::GoalColumn => self.goal_column.is_some(),
            Question::GoalRow => self.goal_row.is_some(),
            Question::RoomMaze => self.room.is_some(),
            Question::Loops => self.loops.is_some(),
            Question::Wrapping => self.wrap.is_some(),
        }
    }

    /// Forgets the answers to the questions that must change to fix `problem`.
    pub(super) fn forget(&mut self, problem: &Problem) -> Question {
        let questions = Question::to_fix(problem);
        for question in questions {
            match question {
                Question::Columns => self.columns = None,
                Question::Rows => self.rows = None,
                Question::StartRow => self.start_row = None,
                Question::StartColumn => self.start_column = None,
                Question::GoalColumn => self.goal_column = None,
                Question::GoalRow => self.goal_row = None,
                Question::Loops => self.loops = None,
                _ => self.wrap = None,
            }
        }
        questions[0]
    }

    /// Takes `text` as the answer to `question`, or says why it cannot be; an empty answer
    /// takes the default from `base`.
    pub(super) fn answer(
        &mut self,
        question: Question,
        text: &str,
        base: &Config,
    ) -> Result<(), String> {
        let text = text.trim();
        let (columns, rows) = self.size(base);
        let (start, goal) = (self.default_start(base), self.default_goal(columns, rows));
        match question {
            Question::Name => self.name = Some(name(text)?),
            Question::Columns => self.columns = Some(side(text, base.size.width, "columns")?),
            Question::Rows => self.rows = Some(side(text, base.size.height, "rows")?),
            Question::StartRow => self.start_row = Some(index(text, start.y, rows, "row")?),
            Question::StartColumn => {
                self.start_column = Some(index(text, start.x, columns, "column")?);
            }
            Question::GoalRow => self.goal_row = Some(index(text, goal.y, rows, "row")?),
            Question::GoalColumn => {
                let column = index(text, goal.x, columns, "column")?;
                let goal = Pos::new(column, self.goal_row.unwrap_or(0));
                if Some(goal) == self.start() {
                    return Err(format!(
                        "the goal cannot be the start room (row {}, column {column})",
                        goal.y
                    ));
                }
                self.goal_column = Some(column);
            }
            Question::RoomMaze => {
                let room = yes_or_no(text, base.loops > 0)?;
                self.room = Some(room);
                if !room {
                    self.loops = Some(0);
                }
            }
            Question::Loops => self.loops = Some(loops(text, default_loops(base))?),
            Question::Wrapping => self.wrap = Some(wrap(text, base.wrap)?),
        }
        Ok(())
    }

    /// The question as asked: its prompt with the answer an empty line gives, in brackets.
    pub(super) fn prompt(&self, question: Question, base: &Config) -> String {
        let (columns, rows) = self.size(base);
        let (start, goal) = (self.default_start(base), self.default_goal(columns, rows));
        let default = match question {
            Question::Name => DEFAULT_NAME.to_owned(),
            Question::Columns => base.size.width.to_string(),
            Question::Rows => base.size.height.to_string(),
            Question::StartRow => start.y.to_string(),
            Question::StartColumn => start.x.to_string(),
            Question::GoalRow => goal.y.to_string(),
            Question::GoalColumn => goal.x.to_string(),
            Question::RoomMaze => if base.loops > 0 { "yes" } else { "no" }.to_owned(),
            Question::Loops => default_loops(base).to_string(),
            Question::Wrapping => base.wrap.name().replace("none", "no"),
        };
        let text = question.prompt();
        // Before the closing colon or question mark: "What is your name [Player]?".
        match text.strip_suffix([':', '?']) {
            Some(stem) => format!("{stem} [{default}]{}", &text[stem.len()..]),
            None => format!("{text} [{default}]"),
        }
    }

    /// The columns and rows answered so far, the defaults for the rest.
    fn size(&self, base: &Config) -> (u32, u32) {
        (
            self.columns.unwrap_or(base.size.width),
            self.rows.unwrap_or(base.size.height),
        )
    }

    /// The start an empty answer gives: the settings', kept inside the maze.
    fn default_start(&self, base: &Config) -> Pos {
        let (columns, rows) = self.size(base);
        Pos::new(base.start.x.min(columns - 1), base.start.y.min(rows - 1))
    }

    /// The bottom-right room, or the top-left one if the start is there.
    fn default_goal(&self, columns: u32, rows: u32) -> Pos {
        let corner = Pos::new(columns - 1, rows - 1);
        if self.start() == Some(corner) {
            Pos::new(0, 0)
        } else {
            corner
        }
    }

    fn start(&self) -> Option<Pos> {
        Some(Pos::new(self.start_column?, self.start_row?))
    }

    /// The settings the answers make, on top of `base` for everything not asked.
    pub(super) fn config(&self, base: &Config) -> Config {
        let size = Size::new(
            self.columns.unwrap_or(base.size.width),
            self.rows.unwrap_or(base.size.height),
        );
        Config {
            size,
            start: self.start().unwrap_or(base.start),
            goal: Pos::new(
                self.goal_column.unwrap_or(base.goal.x),
                self.goal_row.unwrap_or(base.goal.y),
            ),
            loops: self.loops.unwrap_or(base.loops),
            wrap: self.wrap.unwrap_or(base.wrap),
            player: self.name.clone().unwrap_or_default(),
            ..base.clone()
        }
    }
}

/// The name an empty answer gives.
const DEFAULT_NAME: &str = "Player";

fn name(text: &str) -> Result<String, String> {
    if text.is_empty() {
        return Ok(DEFAULT_NAME.to_owned());
    }
    if text.chars().count() > MAX_NAME {
        return Err(format!("a name has at most {MAX_NAME} characters"));
    }
    if text.chars().any(char::is_control) {
        return Err("a name cannot hold control characters".to_owned());
    }
    Ok(text.to_owned())
}

fn number<T: std::str::FromStr>(text: &str, default: T) -> Result<T, String> {
    if text.is_empty() {
        return Ok(default);
    }
    text.parse()
        .map_err(|_| format!("'{text}' is not a whole number"))
}

fn side(text: &str, default: u32, what: &str) -> Result<u32, String> {
    let n = number(text, default)?;
    if n == 0 || n > MAX_SIDE {
        return Err(format!("a maze has 1 to {MAX_SIDE} {what}, not {n}"));
    }
    Ok(n)
}

fn index(text: &str, default: u32, count: u32, what: &str) -> Result<u32, String> {
    let n = number(text, default)?;
    if n >= count {
        let last = count - 1;
        return Err(format!(
            "{what} {n} is outside the maze: its {what}s are 0 to {last}"
        ));
    }
    Ok(n)
}

fn yes_or_no(text: &str, default: bool) -> Result<bool, String> {
    match text.to_ascii_lowercase().as_str() {
        "" => Ok(default),
        "yes" | "y" => Ok(true),
        "no" | "n" => Ok(false),
        _ => Err(format!("please answer yes or no, not '{text}'")),
    }
}

/// The extra passages of a room maze when the answer is left empty and no flag set them.
const DEFAULT_LOOPS: u64 = 5;

/// The extra passages an empty answer gives: the settings', or [`DEFAULT_LOOPS`].
fn default_loops(base: &Config) -> u64 {
    if base.loops > 0 {
        base.loops
    } else {
        DEFAULT_LOOPS
    }
}

fn loops(text: &str, default: u64) -> Result<u64, String> {
    let n = number(text, default)?;
    if n == 0 {
        return Err("a room maze has at least 1 extra passage".to_owned());
    }
    Ok(n)
}

fn wrap(text: &str, default: Wrap) -> Result<Wrap, String> {
    match text.to_ascii_lowercase().as_str() {
        "" => Ok(default),
        "no" | "n" | "none" => Ok(Wrap::None),
        "yes" | "both" => Ok(Wrap::Both),
        "x" => Ok(Wrap::X),
        "y" => Ok(Wrap::Y),
        _ => Err(format!("please answer no, x, y or both, not '{text}'")),
    }
}
