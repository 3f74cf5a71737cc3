// The keys that move in the Maze Game, on every board, written once for the page and its
// test (browser/keys-check.mjs). A key means a turn from "up" (the top of the screen, or on
// rings straight out from their centre), and the ways on from the player's cell, each with
// the heading the server sends, are shared out among the keys so that every open way has a
// key of its own: where a ring splits in two outward, Q and E take the two cells and W one
// of them.

/// The turns from up, in degrees clockwise, that the arrows and W A S D mean.
const COMPASS = { w: 0, d: 90, s: 180, a: -90 };
/// The turn each key means on each cell shape, by the key's name in lower case.
export const TURNS = {
  square: COMPASS,
  triangle: COMPASS,
  hex: { q: -60, w: 0, e: 60, a: -120, s: 180, d: 120 },
  upsilon: { ...COMPASS, q: -45, e: 45, z: -135, c: 135 },
  polar: { ...COMPASS, q: -45, e: 45 },
};
/// The letters of the pad each cell shape shows on the page (its buttons' `data-key`s).
export const PADS = {
  square: "wasd",
  triangle: "wasd",
  hex: "qweasd",
  upsilon: "qweadzsc",
  polar: "qweasd",
};
/// The arrows, as the letters they stand for (on hexagons only up and down have one).
const ARROWS = { ArrowUp: "w", ArrowRight: "d", ArrowDown: "s", ArrowLeft: "a" };
/// How far a key's heading may be from a way's for the key to take it, in degrees.
const REACH = 70;

/// The letter `key` (an event's `key`) stands for on `shape`, or null when it moves nowhere.
export function letterOf(shape, key) {
  const turns = TURNS[shape] ?? COMPASS;
  if (shape === "hex" && (key === "ArrowLeft" || key === "ArrowRight")) return null;
  const letter = ARROWS[key] ?? (key.length === 1 ? key.toLowerCase() : null);
  return letter != null && letter in turns ? letter : null;
}

/// `up` or `down` for a key that takes the stairs, else null.
export function stairsOf(key) {
  if (key === "<" || key === "PageUp") return "up";
  if (key === ">" || key === "PageDown") return "down";
  return null;
}

/// How far apart two headings are, in degrees from 0 to 180.
export function turn(a, b) {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/// The way each letter of `shape` takes from a cell whose ways are `ways` (`{ cell, open,
/// heading }`, stairs left out) and whose up is `up`: the open ways are shared among the
/// letters so that as many as can be have a letter (each within 70° of it), the smallest
/// turns first; a letter left over takes the nearest way within 70°, open or walled (a walled
/// one is refused), or none.
export function keyWays(shape, ways, up) {
  const turns = TURNS[shape] ?? COMPASS;
  const letters = Object.keys(turns);
  const steps = ways.filter((w) => w.heading != null);
  const open = steps.filter((w) => w.open);
  const off = (letter, way) => turn(up + turns[letter], way.heading);
  // best(i, used): the most of the open ways (a bit each in `used` taken) letters i… can
  // take, and the least turning that costs; memoised, at most 8 letters and 8 ways.
  const memo = new Map();
  const best = (i, used) => {
    if (i === letters.length) return { count: 0, cost: 0, picks: [] };
    const id = `${i}:${used}`;
    if (memo.has(id)) return memo.get(id);
    const skip = best(i + 1, used);
    let found = { ...skip, picks: [null, ...skip.picks] };
    open.forEach((way, j) => {
      const cost = off(letters[i], way);
      if (used & (1 << j) || cost > REACH) return;
      const rest = best(i + 1, used | (1 << j));
      const count = rest.count + 1, total = rest.cost + cost;
      if (count > found.count || (count === found.count && total < found.cost - 1e-9)) {
        found = { count, cost: total, picks: [way, ...rest.picks] };
      }
    });
    memo.set(id, found);
    return found;
  };
  const { picks } = best(0, 0);
  const taken = new Map();
  letters.forEach((letter, i) => {
    const nearest = steps
      .filter((w) => off(letter, w) <= REACH)
      .sort((a, b) => off(letter, a) - off(letter, b))[0];
    const way = picks[i] ?? nearest;
    if (way) taken.set(letter, way);
  });
  return taken;
}

/// The way `key` takes from a cell whose ways are `ways` and whose up is `up` on `shape`:
/// `{ way }` (an open or a walled step, or stairs), `{ none: "stairs" | "step" }` when the
/// key moves but nothing lies that way, or null for a key that does not move.
export function wayFor(shape, ways, up, key) {
  const stairs = stairsOf(key);
  if (stairs) {
    const way = ways.find((w) => w.stairs === stairs);
    return way ? { way } : { none: "stairs", stairs };
  }
  const letter = letterOf(shape, key);
  if (letter == null) return null;
  const way = keyWays(shape, ways, up).get(letter);
  return way ? { way } : { none: "step" };
}

/// A gate for held keys: a key's first press always passes, its auto-repeats about `rate` a
/// second on average (whatever the keyboard's repeat rate), so that a held key never outruns
/// the server's allowance; `now` is the event's time stamp, in milliseconds.
export function repeatGate(rate = 12) {
  const gap = 1000 / rate;
  let due = -Infinity;
  return (event, now = event.timeStamp) => {
    // A millisecond's slack, for time stamps that fall just short of the beat.
    if (event.repeat && now + 1 < due) return false;
    due = (event.repeat ? Math.max(due, now - gap) : now) + gap;
    return true;
  };
}

/// Keeps a held key from knocking on a wall: remembers the step the server refused, so that
/// that key's auto-repeats are dropped (its first press is refused aloud) until the player
/// moves or tries another way.
export function bumps() {
  let asked = null, refused = null;
  return {
    /// Whether to send a step `dir` (`repeat` for a held key's repeats).
    send(dir, repeat) {
      if (repeat && refused === dir) return false;
      asked = dir;
      refused = null;
      return true;
    },
    /// The step asked last was refused.
    refuse() { refused = asked; },
    /// The player moved: every way is worth a try.
    moved() { refused = null; },
  };
}
