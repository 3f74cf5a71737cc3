// Drawing a maze grid on a canvas, shared by the pages that show one (Maze Game, word maze).

/// Sizes `canvas` for a `width` × `height` grid of `cell`-pixel cells with `margin` around,
/// sharp on any screen; returns its 2-D context, in CSS pixels.
export function prepare(canvas, width, height, cell, margin) {
  const ratio = window.devicePixelRatio || 1;
  const w = width * cell + 2 * margin, h = height * cell + 2 * margin;
  canvas.width = w * ratio; canvas.height = h * ratio;
  canvas.style.width = `${w}px`; canvas.style.height = `${h}px`;
  const g = canvas.getContext("2d");
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, w, h);
  return g;
}

/// Draws the walls of a grid whose `passages` hold a hex digit a cell (1 north, 2 east, 4 south,
/// 8 west open). `gaps` lists border cells whose outer wall stays open (entrance and exit).
export function walls(g, view, cell, margin, color, gaps = []) {
  const gap = (x, y, side) => gaps.some((p) => p.x === x && p.y === y && p.side === side);
  g.strokeStyle = color; g.lineWidth = Math.max(1, cell / 12); g.lineCap = "square";
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

/// The cell under a click, or null.
export function cellAt(canvas, event, cell, margin) {
  const box = canvas.getBoundingClientRect();
  const x = Math.floor((event.clientX - box.left - margin) / cell), y = Math.floor((event.clientY - box.top - margin) / cell);
  return x >= 0 && y >= 0 ? { x, y } : null;
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
