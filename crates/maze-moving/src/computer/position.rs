//! The game as the searches see it: tiles as bit boards, so that a slide is a few shifts and
//! everything an adventurer can reach is a handful of masked shifts repeated to a fixed point.
//!
//! Boards are at most 9 × 9, so one `u128` holds a bit per tile; bit `y * width + x` is the
//! tile at column `x`, row `y`.

use crate::board::Insertion;
use crate::game::{Game, Phase};
use crate::{Colour, Side};

/// A set of tiles, one bit each.
pub(crate) type Tiles = u128;

/// Where a relic is: a tile index, or [`FLOATING`].
pub(crate) type Place = u8;

/// The place of a relic on the floating tile.
pub(crate) const FLOATING: Place = u8::MAX;

/// One slide: quarter turns clockwise of the floating tile, then the insertion (an index into
/// [`Geometry::insertions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Slide {
    pub rotations: u8,
    pub insertion: u8,
}

/// A line a slide pushes: where the tile enters, where one leaves, and the step between.
#[derive(Clone, Copy, Debug)]
struct Line {
    mask: Tiles,
    entry: u8,
    exit: u8,
    /// Tiles move this many bits along the line (negative: towards bit 0).
    step: i8,
}

/// The shape of a board, shared by every position on it.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub width: usize,
    pub height: usize,
    /// Every insertion, in [`TileMaze::insertions`](crate::TileMaze::insertions)' order.
    pub insertions: Vec<Insertion>,
    lines: Vec<Line>,
    /// For each insertion, the one that undoes it.
    reverse: Vec<u8>,
    all: Tiles,
    left_column: Tiles,
    right_column: Tiles,
    /// For each tile and distance, the tiles that far from it (made when first asked for).
    rings: std::cell::OnceCell<Vec<Tiles>>,
}

impl Geometry {
    /// The geometry of `game`'s board.
    pub fn of(game: &Game) -> Geometry {
        let maze = game.maze();
        let (width, height) = (maze.width(), maze.height());
        let insertions = maze.insertions();
        let index = |x: usize, y: usize| y * width + x;
        let lines = insertions
            .iter()
            .map(|insertion| {
                let cells = maze.line(*insertion);
                let first = cells[0];
                let last = cells[cells.len() - 1];
                let step = match insertion.side {
                    Side::North => width as i8,
                    Side::South => -(width as i8),
                    Side::West => 1,
                    Side::East => -1,
                };
                Line {
                    mask: cells.iter().fold(0, |m, c| m | bit(index(c.x, c.y))),
                    entry: index(first.x, first.y) as u8,
                    exit: index(last.x, last.y) as u8,
                    step,
                }
            })
            .collect();
        let reverse = insertions
            .iter()
            .map(|i| {
                let back = insertions.iter().position(|j| *j == i.reverse());
                back.map_or(u8::MAX, |b| b as u8)
            })
            .collect();
        let column = |x: usize| (0..height).fold(0, |m, y| m | bit(index(x, y)));
        Geometry {
            width,
            height,
            insertions,
            lines,
            reverse,
            all: (0..width * height).fold(0, |m, i| m | bit(i)),
            left_column: column(0),
            right_column: column(width - 1),
            rings: std::cell::OnceCell::new(),
        }
    }

    /// The tile of `tiles` nearest `goal` and how far it is: the lowest-numbered of the
    /// nearest; a floating goal counts as the board's width from every tile. `tiles` must not
    /// be empty.
    pub fn nearest(&self, tiles: Tiles, goal: Place) -> (usize, Place) {
        let lowest = |set: Tiles| set.trailing_zeros() as Place;
        if goal == FLOATING {
            return (self.width, lowest(tiles));
        }
        let span = self.width + self.height - 1;
        let rings = self.rings.get_or_init(|| {
            let tiles = self.width * self.height;
            let mut rings = vec![0; tiles * span];
            for from in 0..tiles {
                for to in 0..tiles {
                    rings[from * span + self.distance(from as u8, to as u8)] |= bit(to);
                }
            }
            rings
        });
        let start = usize::from(goal) * span;
        rings[start..start + span]
            .iter()
            .enumerate()
            .find(|&(_, &ring)| ring & tiles != 0)
            .map_or((self.width, lowest(tiles)), |(distance, &ring)| {
                (distance, lowest(ring & tiles))
            })
    }

    /// The tile index of `colour`'s home corner.
    pub fn corner(&self, colour: usize) -> Place {
        let (right, bottom) = (self.width - 1, self.height - 1);
        let (x, y) = match colour {
            0 => (0, 0),
            1 => (right, 0),
            2 => (0, bottom),
            _ => (right, bottom),
        };
        (y * self.width + x) as u8
    }

    /// The insertion a slide uses.
    pub fn insertion(&self, slide: Slide) -> Insertion {
        self.insertions[usize::from(slide.insertion)]
    }

    /// Manhattan distance between two tile indices.
    pub fn distance(&self, a: Place, b: Place) -> usize {
        let (a, b) = (usize::from(a), usize::from(b));
        (a % self.width).abs_diff(b % self.width) + (a / self.width).abs_diff(b / self.width)
    }
}

/// The bit of tile `index`.
pub(crate) const fn bit(index: usize) -> Tiles {
    1 << index
}

/// The open sides of the tiles, one board per side (N, E, S, W), with the floating tile's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Walls {
    open: [Tiles; 4],
    /// The floating tile's open sides, bit `side.index()` each.
    pub floating: u8,
}

impl Walls {
    /// The orientations of the floating tile worth trying: quarter turns 0 to 3, each look once.
    pub fn orientations(&self) -> impl Iterator<Item = u8> + use<> {
        let tile = self.floating;
        (0..4u8).filter(move |&r| (0..r).all(|earlier| turned(tile, earlier) != turned(tile, r)))
    }

    /// Slides the floating tile, turned `slide.rotations` times, into line `line`.
    fn slide(&mut self, line: &Line, rotations: u8) {
        let tile = turned(self.floating, rotations);
        let mut out = 0;
        for (side, open) in self.open.iter_mut().enumerate() {
            out |= u8::from(*open & bit(usize::from(line.exit)) != 0) << side;
            let moved = shift(*open & line.mask & !bit(usize::from(line.exit)), line.step);
            let entered = if tile & 1 << side != 0 {
                bit(usize::from(line.entry))
            } else {
                0
            };
            *open = (*open & !line.mask) | moved | entered;
        }
        self.floating = out;
    }

    /// Every tile reachable from the tiles `from` through connected sides.
    pub fn reach(&self, geometry: &Geometry, from: Tiles) -> Tiles {
        let [n, e, s, w] = self.open;
        let width = geometry.width;
        let east = e & (w >> 1) & !geometry.right_column;
        let west = w & (e << 1) & !geometry.left_column;
        let south = s & (n >> width) & geometry.all;
        let north = n & (s << width);
        let mut reached = from;
        loop {
            let next = reached
                | (reached & east) << 1
                | (reached & west) >> 1
                | (reached & south) << width
                | (reached & north) >> width;
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }
}

/// Tile sides `tile` turned `rotations` quarters clockwise.
fn turned(tile: u8, rotations: u8) -> u8 {
    let r = rotations % 4;
    (tile << r | tile >> (4 - r)) & 0b1111
}

/// `tiles` moved `step` bits up (or down when negative).
fn shift(tiles: Tiles, step: i8) -> Tiles {
    if step >= 0 {
        tiles << step
    } else {
        tiles >> -step
    }
}

/// Where `place` is after a slide along `line`: carried along, and off the end onto the
/// floating tile (or, for an adventurer, `wrap`ped round onto the tile that came in).
fn carried(place: Place, line: &Line, wrap: bool) -> Place {
    if place == FLOATING {
        return line.entry;
    }
    if line.mask & bit(usize::from(place)) == 0 {
        return place;
    }
    if place == line.exit {
        return if wrap { line.entry } else { FLOATING };
    }
    (i16::from(place) + i16::from(line.step)) as u8
}

/// A set of tiles moved by a slide along `line`, the one pushed off coming round to the entry.
fn carried_set(tiles: Tiles, line: &Line) -> Tiles {
    let exit = bit(usize::from(line.exit));
    let moved = shift(tiles & line.mask & !exit, line.step);
    let wrapped = if tiles & exit != 0 {
        bit(usize::from(line.entry))
    } else {
        0
    };
    (tiles & !line.mask) | moved | wrapped
}

/// A whole game at the start of a turn, as the searches play it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub walls: Walls,
    /// Each colour's adventurer.
    pub players: [Place; 4],
    /// Relics each colour has collected.
    pub collected: [u8; 4],
    /// Each colour's relics, in order.
    pub relics: [[Place; 9]; 4],
    /// Relics per colour.
    pub goal_count: u8,
    /// The colour to play (index).
    pub current: usize,
    /// The last insertion, which the next slide may not undo.
    pub last: Option<u8>,
    /// The colour that has won.
    pub winner: Option<usize>,
    /// Which colours play (all four, or two or three).
    pub playing: [bool; 4],
}

impl Position {
    /// `game` at the start of its current turn (`None` once the turn is past its slide or the
    /// game is over).
    pub fn of(game: &Game, geometry: &Geometry) -> Option<Position> {
        if game.phase() != Phase::Slide {
            return None;
        }
        let index = |x: usize, y: usize| (y * geometry.width + x) as u8;
        let mut open = [0; 4];
        let mut relics = [[FLOATING; 9]; 4];
        for (cell, tile) in game.maze().tiles() {
            for side in Side::ALL {
                if tile.is_open(side) {
                    open[side.index()] |= bit(usize::from(index(cell.x, cell.y)));
                }
            }
            if let Some(relic) = tile.relic() {
                relics[relic.colour.index()][usize::from(relic.order - 1)] = index(cell.x, cell.y);
            }
        }
        let floating = Side::ALL.iter().fold(0, |bits, &side| {
            bits | u8::from(game.floating().is_open(side)) << side.index()
        });
        let players = Colour::ALL.map(|c| {
            let cell = game.player(c).cell;
            index(cell.x, cell.y)
        });
        let last = game
            .last_insertion()
            .and_then(|l| geometry.insertions.iter().position(|i| *i == l))
            .map(|i| i as u8);
        Some(Position {
            walls: Walls { open, floating },
            players,
            collected: Colour::ALL.map(|c| game.player(c).collected),
            relics,
            goal_count: game.relic_goal(),
            current: game.current().index(),
            last,
            winner: None,
            playing: Colour::ALL.map(|c| game.plays(c)),
        })
    }

    /// Whether slide `insertion` is allowed now (it does not undo the last one).
    pub fn allows(&self, geometry: &Geometry, insertion: u8) -> bool {
        self.last
            .is_none_or(|last| geometry.reverse[usize::from(last)] != insertion)
    }

    /// Every slide allowed now, each look of the floating tile once.
    pub fn slides<'a>(&'a self, geometry: &'a Geometry) -> impl Iterator<Item = Slide> + 'a {
        let insertions = geometry.insertions.len() as u8;
        self.walls.orientations().flat_map(move |rotations| {
            (0..insertions)
                .filter(move |&insertion| self.allows(geometry, insertion))
                .map(move |insertion| Slide {
                    rotations,
                    insertion,
                })
        })
    }

    /// A 64-bit digest of everything that decides the game from here, for the searches'
    /// transposition table: equal positions have equal keys, and unequal ones almost never do.
    pub fn key(&self) -> u64 {
        let mut words = [0u64; 14];
        for (side, open) in self.walls.open.iter().enumerate() {
            words[2 * side] = *open as u64;
            words[2 * side + 1] = (*open >> 64) as u64;
        }
        words[8] = u64::from_le_bytes([
            self.players[0],
            self.players[1],
            self.players[2],
            self.players[3],
            self.walls.floating,
            self.current as u8,
            self.last.unwrap_or(u8::MAX),
            self.winner.map_or(u8::MAX, |w| w as u8),
        ]);
        words[9] = u64::from_le_bytes([
            self.collected[0],
            self.collected[1],
            self.collected[2],
            self.collected[3],
            self.goal_count,
            0,
            0,
            0,
        ]);
        // Every relic still to collect moves with its tile, so all are hashed.
        for (colour, relics) in self.relics.iter().enumerate() {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&relics[..8]);
            words[10 + colour] = u64::from_le_bytes(bytes) ^ u64::from(relics[8]).rotate_left(17);
        }
        words.iter().fold(0x243F_6A88_85A3_08D3, |hash, &word| {
            let mixed = (hash ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            mixed ^ mixed >> 29
        })
    }

    /// Where `colour` is heading: its next relic, its corner once it has them all, `None` when
    /// the game has no relics (and so no winner).
    pub fn goal(&self, geometry: &Geometry, colour: usize) -> Option<Place> {
        let collected = self.collected[colour];
        if self.goal_count == 0 {
            None
        } else if collected < self.goal_count {
            Some(self.relics[colour][usize::from(collected)])
        } else {
            Some(geometry.corner(colour))
        }
    }

    /// Plays the slide part of the turn; returns whether it ended the turn (the slide carried
    /// the player onto its relic).
    pub fn slide(&mut self, geometry: &Geometry, slide: Slide) -> bool {
        let line = &geometry.lines[usize::from(slide.insertion)];
        self.walls.slide(line, slide.rotations);
        self.last = Some(slide.insertion);
        for relics in &mut self.relics {
            for place in &mut relics[..usize::from(self.goal_count)] {
                *place = carried(*place, line, false);
            }
        }
        let mut turn_over = false;
        let playing = self.playing;
        for colour in (0..4).filter(|&c| playing[c]) {
            let at = self.players[colour];
            self.players[colour] = carried(at, line, true);
            if at == line.exit && self.collects(colour) {
                turn_over |= colour == self.current;
            }
        }
        if turn_over {
            self.current = self.after(self.current);
        }
        turn_over
    }

    /// Walks the player to `place` (reachable, or its own tile) and ends the turn: collecting,
    /// or winning on its corner with every relic.
    pub fn arrive(&mut self, geometry: &Geometry, place: Place) {
        let me = self.current;
        self.players[me] = place;
        if !self.collects(me)
            && self.goal_count > 0
            && self.collected[me] == self.goal_count
            && place == geometry.corner(me)
        {
            self.winner = Some(me);
        }
        self.current = self.after(me);
    }

    /// The colour that plays after `colour` (index).
    pub fn after(&self, colour: usize) -> usize {
        (1..=4)
            .map(|k| (colour + k) % 4)
            .find(|&c| self.playing[c])
            .unwrap_or(colour)
    }

    /// The colours playing against `me`, in the order they play after it.
    pub fn rivals(&self, me: usize) -> impl Iterator<Item = usize> + Clone + use<> {
        let playing = self.playing;
        (1..4)
            .map(move |k| (me + k) % 4)
            .filter(move |&c| playing[c])
    }

    /// Collects `colour`'s next relic when its adventurer stands on it.
    fn collects(&mut self, colour: usize) -> bool {
        let collected = self.collected[colour];
        let on_it = collected < self.goal_count
            && self.relics[colour][usize::from(collected)] == self.players[colour];
        if on_it {
            self.collected[colour] += 1;
        }
        on_it
    }

    /// The tiles the player to move can walk to now.
    pub fn reach(&self, geometry: &Geometry) -> Tiles {
        self.walls
            .reach(geometry, bit(usize::from(self.players[self.current])))
    }
}

/// The tiles of a set, lowest index first.
pub(crate) fn members(mut tiles: Tiles) -> impl Iterator<Item = Place> {
    std::iter::from_fn(move || {
        (tiles != 0).then(|| {
            let index = tiles.trailing_zeros() as u8;
            tiles &= tiles - 1;
            index
        })
    })
}

/// Slides a set of tiles and a goal as one slide moves them, for the single-player search.
pub(crate) fn slide_solo(
    walls: &mut Walls,
    geometry: &Geometry,
    slide: Slide,
    tiles: Tiles,
    goal: Place,
) -> (Tiles, Place) {
    let line = &geometry.lines[usize::from(slide.insertion)];
    walls.slide(line, slide.rotations);
    (carried_set(tiles, line), carried(goal, line, false))
}

/// Whether `game` is where `position` says (the same tiles, adventurers, relics and turn).
#[cfg(test)]
pub(crate) fn agrees(game: &Game, position: &Position, geometry: &Geometry) -> bool {
    match Position::of(game, geometry) {
        Some(p) => p == *position,
        None => game.outcome().is_some() && position.winner.is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Turn;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random turns played on a game and on its position leave them the same.
        #[test]
        fn positions_play_as_games_do(seed in any::<u64>(), side in prop::sample::select(vec![3usize, 5, 7, 9]), turns in 1usize..60) {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let relics = rng.random_range(0..=1.min((side * side - 4) / 4)) as u8 + u8::from(side > 3);
            let mut game = Game::new(crate::random_board(side, side, relics, &mut rng).unwrap());
            let geometry = Geometry::of(&game);
            let mut position = Position::of(&game, &geometry).unwrap();
            for _ in 0..turns {
                let slides: Vec<Slide> = position.slides(&geometry).collect();
                let slide = slides[rng.random_range(0..slides.len())];
                let mut next = position;
                let destination = if next.slide(&geometry, slide) {
                    next.players[position.current]
                } else {
                    let reach: Vec<Place> = members(next.reach(&geometry)).collect();
                    let to = reach[rng.random_range(0..reach.len())];
                    next.arrive(&geometry, to);
                    to
                };
                let turn = Turn::of(&geometry, slide, destination);
                for command in turn.commands(&game) {
                    game.apply(command).unwrap();
                }
                position = next;
                prop_assert!(agrees(&game, &position, &geometry), "{game:?}\n{position:?}");
                if game.phase() == Phase::Over {
                    break;
                }
            }
        }
    }
}
