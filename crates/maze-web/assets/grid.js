// Drawing a maze grid on a canvas, shared by the pages that show one (Maze Game, treasure maze,
// word maze): sizing, walls, the theme's colours, pieces that glide, and input by click or swipe.

/// Sizes `canvas` for a `width` × `height` grid of `cell`-pixel cells with `margin` around,
/// sharp on any screen; returns its 2-D context, in CSS pixels, cleared to the board's colour.
export function prepare(canvas, width, height, cell, margin) {
  const ratio = window.devicePixelRatio || 1;
  const w = width * cell + 2 * margin, h = height * cell + 2 * margin;
  if (canvas.width !== Math.round(w * ratio) || canvas.height !== Math.round(h * ratio)) {
    canvas.width = Math.round(w * ratio); canvas.height = Math.round(h * ratio);
    canvas.style.width = `${w}px`; canvas.style.height = `${h}px`;
  }
  const g = canvas.getContext("2d");
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.fillStyle = palette().board;
  g.fillRect(0, 0, w, h);
  return g;
}

/// The theme's colours, as the style sheet defines them (`--wall` becomes `wall`).
export function palette() {
  const style = getComputedStyle(document.documentElement);
  const names = ["board", "wall", "ink", "muted", "you", "ai", "start", "exit", "hint", "solution", "trail",
    "visited", "cut", "gold", "gold-rim", "thief", "word", "path", "head", "explored", "found", "letter", "paper", "tile", "tile-path"];
  return Object.fromEntries(names.map((n) => [n.replace("-", "_"), style.getPropertyValue(`--${n}`).trim()]));
}

/// Whether the player asked their system for less motion.
export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/// Draws the walls of a grid whose `passages` hold a hex digit a cell (1 north, 2 east, 4 south,
/// 8 west open), with weight and rounded joins. `gaps` lists border cells whose outer wall
/// stays open (entrance and exit).
export function walls(g, view, cell, margin, color, gaps = []) {
  const gap = (x, y, side) => gaps.some((p) => p.x === x && p.y === y && p.side === side);
  g.strokeStyle = color; g.lineWidth = Math.max(1.5, cell / 7); g.lineCap = g.lineJoin = "round";
  g.beginPath();
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) {
      const open = parseInt(view.passages[y * view.width + x], 16);
      const px = margin + x * cell, py = margin + y * cell;
      if (!(open & 1) && !gap(x, y, "north")) { g.moveTo(px, py); g.lineTo(px + cell, py); }
      if (!(open & 8) && !gap(x, y, "west")) { g.moveTo(px, py); g.lineTo(px, py + cell); }
      if (x === view.width - 1 && !(open & 2) && !gap(x, y, "east")) { g.moveTo(px + cell, py); g.lineTo(px + cell, py + cell); }
      if (y === view.height - 1 && !(open & 4) && !gap(x, y, "south")) { g.moveTo(px, py + cell); g.lineTo(px + cell, py + cell); }
    }
  }
  g.stroke();
}

/// Draws a line through the middles of `cells` (a path), leaving out steps across a wrapping edge.
export function line(g, cells, cell, margin, color, width) {
  if (cells.length < 2) return;
  g.strokeStyle = color; g.lineWidth = width; g.lineCap = g.lineJoin = "round";
  g.beginPath();
  cells.forEach((p, i) => {
    const prev = cells[i - 1];
    const jump = !prev || Math.abs(prev.x - p.x) + Math.abs(prev.y - p.y) > 1;
    (jump ? g.moveTo : g.lineTo).call(g, margin + (p.x + 0.5) * cell, margin + (p.y + 0.5) * cell);
  });
  g.stroke();
}

/// Draws a round piece centred at (`x`, `y`): a disc of `color` ringed in the board's colour.
export function piece(g, x, y, radius, color) {
  g.beginPath(); g.arc(x, y, radius + Math.max(1.5, radius / 5), 0, 2 * Math.PI);
  g.fillStyle = palette().board; g.fill();
  g.beginPath(); g.arc(x, y, radius, 0, 2 * Math.PI);
  g.fillStyle = color; g.fill();
}

/// Where a piece glides between cells: `glide.to(key, cell)` sets a target, `glide.at(key, now)`
/// gives the point to draw at (in cells), and `glide.moving(now)` whether any is under way.
export function glider(duration = 110) {
  const pieces = new Map();
  const span = () => (reducedMotion() ? 0 : duration);
  return {
    to(key, p) {
      const was = pieces.get(key);
      if (!was) { pieces.set(key, { from: p, to: p, start: 0 }); return; }
      if (was.to.x === p.x && was.to.y === p.y) return;
      // A step to a neighbour glides (a hexagon's or a ring's is longer than a square's); a
      // jump (across a wrapping edge, up stairs to a level drawn beside) does not.
      const far = Math.hypot(was.to.x - p.x, was.to.y - p.y) > 1.6;
      const now = performance.now();
      pieces.set(key, { from: far ? p : this.at(key, now), to: p, start: now });
    },
    at(key, now) {
      const { from, to, start } = pieces.get(key);
      const t = span() ? Math.min(1, (now - start) / span()) : 1;
      const ease = 1 - (1 - t) ** 2;
      return { x: from.x + (to.x - from.x) * ease, y: from.y + (to.y - from.y) * ease };
    },
    moving(now) { return [...pieces.values()].some((p) => span() && now - p.start < span()); },
    forget() { pieces.clear(); },
  };
}

/// The cell under a click, or null.
export function cellAt(canvas, event, cell, margin) {
  const box = canvas.getBoundingClientRect();
  const x = Math.floor((event.clientX - box.left - margin) / cell), y = Math.floor((event.clientY - box.top - margin) / cell);
  return x >= 0 && y >= 0 ? { x, y } : null;
}

/// Calls `onDir` with the direction of each swipe on `element` (a finger moved at least 24 px
/// mostly one way); a touch that barely moves stays a tap.
export function swipe(element, onDir) {
  let start = null;
  element.addEventListener("pointerdown", (event) => { if (event.pointerType !== "mouse") start = event; });
  element.addEventListener("pointerup", (event) => {
    if (!start) return;
    const dx = event.clientX - start.clientX, dy = event.clientY - start.clientY;
    start = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
    event.preventDefault();
    onDir(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "east" : "west") : (dy > 0 ? "south" : "north"));
  });
  element.addEventListener("pointercancel", () => { start = null; });
}

export const DIRS = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };
export const KEYS = {
  ArrowUp: "north", ArrowRight: "east", ArrowDown: "south", ArrowLeft: "west",
  w: "north", d: "east", s: "south", a: "west", W: "north", D: "east", S: "south", A: "west",
};

/// The direction from cell `a` to its neighbour `b`, or null.
export function direction(a, b) {
  for (const [dir, [dx, dy]] of Object.entries(DIRS)) if (a.x + dx === b.x && a.y + dy === b.y) return dir;
  return null;
}
