// The endless page: the Maze Game's endless mode in the infinite maze of 2^64 × 2^64 cells.
// The server plays the rules (`/endless/state`, `/endless/move`: the engine, a step a request)
// and hands out the maze in tiles of 64 × 64 cells (`/endless/window`); the page draws the cells
// around the player, scrolling smoothly, and keeps the game in its address, so a link puts a
// friend on the same cell with the same target. Coordinates pass 2^53, so they are BigInts.

import { palette, reducedMotion } from "./grid.js";
import { repeatGate, bumps } from "./keys.js";

const view = document.getElementById("view");
const map = document.getElementById("map");
const message = document.getElementById("message");
const hintButton = document.getElementById("hint");
const reachInput = document.getElementById("reach");
const linkInput = document.getElementById("link");

/// Cells a tile side: the plane's side, 2^64, is a multiple of it, so tiles never pass the edge.
const TILE = 64n;
/// Steps of the way a hint shows.
const HINT = 60;
/// Cells of the trail remembered for drawing.
const TRAIL = 20000;
/// How long a step's scroll lasts, in milliseconds.
const GLIDE = 110;
/// Cells around the player the map shows, a side, and the pixels of a wall or a cell there.
const MAP_CELLS = 48;
const MAP_SCALE = 2;
const STEPS = { n: [0n, -1n], e: [1n, 0n], s: [0n, 1n], w: [-1n, 0n] };
const ARROWS = { N: "↑", NE: "↗", E: "→", SE: "↘", S: "↓", SW: "↙", W: "←", NW: "↖", here: "•" };

let game = null; // the server's state, coordinates as BigInts
let reach = 300;
let moves = 0, fewest = 0n, since = performance.now(), finished = null;
let hinting = false;
const tiles = new Map(); // "tx,ty" → Uint8Array of a cell's two bits (1 east, 2 south), or null while asked
const trail = new Set();
let glide = null; // the scroll under way: where the camera started, relative to the player, and when
const queue = [];
let busy = false;

/// The game's query for the server.
function query(extra = {}) {
  const params = new URLSearchParams({ seed: game.seed, at: `${game.player[0]},${game.player[1]}`, hint: hinting ? HINT : 0 });
  if (game.target) params.set("to", `${game.target[0]},${game.target[1]}`);
  for (const [key, value] of Object.entries(extra)) value === null ? params.delete(key) : params.set(key, value);
  return params;
}

/// Asks the server `path` with `params`; the answer's JSON, or an error saying why in words
/// (the server's sentence, or that it cannot be reached).
async function ask(path, params) {
  let response;
  try {
    response = await fetch(`${path}?${params}`);
  } catch {
    throw new Error("The game server cannot be reached: your walk is kept here; try again when it is back");
  }
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

/// An error's message as a sentence: a capital first, a full stop last.
function sentence(error) {
  const text = error.message;
  return `${text[0].toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
}

/// Where this tab keeps its walk (moves, the fewest, the time, the trail), so that a reload
/// goes on with it; a friend's link, opened in another tab, starts a walk of its own.
const KEPT = "maze-endless";

/// Keeps the walk, with the trail when `whole` (the trail is long: now and then, and when the
/// page goes).
function keep(whole = false) {
  if (!game) return;
  const walk = {
    seed: game.seed, at: `${game.player[0]},${game.player[1]}`, to: `${game.target[0]},${game.target[1]}`,
    moves, fewest: String(fewest), elapsed: (finished ?? performance.now()) - since, finished: finished != null,
  };
  try {
    sessionStorage.setItem(KEPT, JSON.stringify(walk));
    if (whole) sessionStorage.setItem(`${KEPT}-trail`, JSON.stringify([...trail]));
  } catch {
    // A full storage keeps the walk in the page only.
  }
}

/// Takes back the walk this tab kept, if it is the one the address names.
function takeBack(state) {
  let walk = null;
  try {
    walk = JSON.parse(sessionStorage.getItem(KEPT) ?? "null");
  } catch {
    return false;
  }
  const here = `${state.player[0]},${state.player[1]}`, to = `${state.target[0]},${state.target[1]}`;
  if (!walk || walk.seed !== state.seed || walk.at !== here || walk.to !== to) return false;
  moves = Number(walk.moves) || 0;
  fewest = BigInt(walk.fewest);
  since = performance.now() - (Number(walk.elapsed) || 0);
  finished = walk.finished ? performance.now() : null;
  try {
    for (const cell of JSON.parse(sessionStorage.getItem(`${KEPT}-trail`) ?? "[]")) trail.add(String(cell));
  } catch {
    // A damaged trail is left behind; the walk goes on.
  }
  return true;
}

/// The server's state with its numbers read.
function read(state) {
  return {
    seed: state.seed,
    player: state.player.map(BigInt),
    target: state.target.map(BigInt),
    way: BigInt(state.way_left),
    point: state.point,
    distance: state.distance,
    hint: state.hint,
    arrived: state.arrived,
  };
}

/// Shows `state`: the panel, the address, the maze.
function show(state) {
  game = read(state);
  document.getElementById("arrow").textContent = ARROWS[game.point] ?? "•";
  document.getElementById("point").textContent = game.point;
  document.getElementById("distance").textContent = Math.round(game.distance).toLocaleString("en");
  document.getElementById("way").textContent = game.way.toLocaleString("en");
  document.getElementById("moves").textContent = moves.toLocaleString("en");
  document.getElementById("fewest").textContent = fewest.toLocaleString("en");
  document.getElementById("you").textContent = `x ${game.player[0]}, y ${game.player[1]}`;
  document.getElementById("target").textContent = `x ${game.target[0]}, y ${game.target[1]}`;
  const hash = `#seed=${game.seed}&at=${game.player[0]},${game.player[1]}&to=${game.target[0]},${game.target[1]}&reach=${reach}`;
  history.replaceState(null, "", hash);
  linkInput.value = `${location.origin}/endless${hash}`;
  fetchAround();
  redraw();
}

/// Draws the view and the map (the map only changes when the player or the tiles do).
function redraw() {
  draw();
  if (game) drawMap(palette());
}

/// Starts from the address: a shared link's game, or a new one.
async function begin() {
  const hash = new URLSearchParams(location.hash.slice(1));
  reach = Number(hash.get("reach")) || 300;
  reachInput.value = reach;
  const params = new URLSearchParams({ reach, hint: 0 });
  for (const key of ["seed", "at", "to"]) if (hash.get(key)) params.set(key, hash.get(key));
  try {
    const state = await ask("/endless/state", params);
    const back = takeBack(state);
    if (!back) fewest = BigInt(state.way_left);
    show(state);
    message.textContent = back
      ? "Welcome back: your walk goes on where it was."
      : game.arrived
        ? "You stand on the target: New target sets another."
        : "Walk to the red target: the arrow points the way, Hint shows the next steps.";
  } catch (error) {
    message.textContent = sentence(error);
  }
}

/// A held key repeats about 12 times a second, and not into a wall.
const held = repeatGate(), bumped = bumps();

/// Steps `dir` (n, e, s or w) once the steps asked before are done (not a held key's repeat
/// into the wall it met).
function step(dir, repeat = false) {
  if (!bumped.send(dir, repeat)) return;
  if (queue.length < 3) queue.push(dir);
  if (!busy) drain();
}

async function drain() {
  busy = true;
  while (queue.length && game) {
    const dir = queue.shift();
    if (game.arrived) {
      message.textContent = "You are on the target: New target sets another.";
      queue.length = 0;
      break;
    }
    if (walled(dir)) {
      bumped.refuse();
      message.textContent = "A wall stands that way.";
      queue.length = 0;
      break;
    }
    try {
      const from = game.player;
      const state = await ask("/endless/move", query({ dir }));
      remember(from);
      bumped.moved();
      moves += 1;
      const [dx, dy] = STEPS[dir];
      glide = { x: -Number(dx), y: -Number(dy), start: performance.now() };
      show(state);
      message.textContent = "";
      if (game.arrived) arrive();
      keep(moves % 25 === 0);
      requestAnimationFrame(frame);
    } catch (error) {
      bumped.refuse();
      message.textContent = sentence(error);
      queue.length = 0;
    }
  }
  busy = false;
}

/// Whether the tiles at hand show a wall on the player's `dir` side (the server need not be
/// asked to refuse the step); false while the tile is on its way.
function walled(dir) {
  const [x, y] = game.player;
  const side = {
    e: () => bits(x, y) & 1,
    s: () => bits(x, y) & 2,
    w: () => x > 0n && bits(x - 1n, y) & 1,
    n: () => y > 0n && bits(x, y - 1n) & 2,
  };
  const cell = { e: [x, y], s: [x, y], w: [x - 1n, y], n: [x, y - 1n] }[dir];
  if (cell[0] < 0n || cell[1] < 0n) return true;
  if (bits(cell[0], cell[1]) === undefined) return false;
  return !side[dir]();
}

function arrive() {
  finished = performance.now();
  message.textContent = `Target reached in ${moves.toLocaleString("en")} moves (the fewest: ${fewest.toLocaleString("en")}), ${clock(finished - since)}. New target sets another.`;
}

function remember(cell) {
  trail.add(`${cell[0]},${cell[1]}`);
  if (trail.size > TRAIL) trail.delete(trail.values().next().value);
}

/// A new target `reach` passages from where the player stands.
async function newTarget() {
  reach = Math.min(1000000, Math.max(1, Number(reachInput.value) || 300));
  try {
    const state = await ask("/endless/state", query({ to: null, reach }));
    moves = 0;
    fewest = BigInt(state.way_left);
    since = performance.now();
    finished = null;
    show(state);
    keep(true);
    message.textContent = `A new target, ${reach.toLocaleString("en")} passages away.`;
  } catch (error) {
    message.textContent = sentence(error);
  }
}

async function toggleHint() {
  hinting = !hinting;
  hintButton.setAttribute("aria-pressed", String(hinting));
  try {
    show(await ask("/endless/state", query()));
  } catch (error) {
    message.textContent = sentence(error);
  }
}

/// Asks for the tiles the view and the map need.
function fetchAround() {
  const [px, py] = game.player;
  const reachCells = BigInt(Math.max(MAP_CELLS / 2, 40));
  const low = (v) => (v > reachCells ? v - reachCells : 0n) / TILE;
  const high = (v) => (v + reachCells) / TILE;
  for (let ty = low(py); ty <= high(py); ty++) {
    for (let tx = low(px); tx <= high(px); tx++) fetchTile(tx, ty);
  }
}

async function fetchTile(tx, ty) {
  const key = `${tx},${ty}`;
  const last = (1n << 64n) / TILE;
  if (tiles.has(key) || tx >= last || ty >= last) return;
  tiles.set(key, null);
  const seed = game.seed;
  try {
    const window = await ask("/endless/window", new URLSearchParams({ seed, x: tx * TILE, y: ty * TILE, width: 64, height: 64 }));
    if (seed !== game.seed) return;
    const cells = new Uint8Array(64 * 64);
    for (let i = 0; i < cells.length; i++) {
      cells[i] = (parseInt(window.open[i >> 1], 16) >> (2 * (i & 1))) & 3;
    }
    tiles.set(key, cells);
    redraw();
  } catch (error) {
    tiles.delete(key);
    message.textContent = sentence(error);
  }
}

/// A cell's two bits (1: open east, 2: open south), or `undefined` while its tile is on its way.
function bits(x, y) {
  if (x < 0n || y < 0n) return 0;
  const cells = tiles.get(`${x / TILE},${y / TILE}`);
  return cells ? cells[Number((y % TILE) * TILE + (x % TILE))] : undefined;
}

/// Where the camera is, relative to the player, while a step scrolls.
function camera(now) {
  if (!glide || reducedMotion()) return [0, 0];
  const t = Math.min(1, (now - glide.start) / GLIDE);
  if (t >= 1) glide = null;
  const ease = 1 - (1 - t) * (1 - t);
  return glide ? [glide.x * (1 - ease), glide.y * (1 - ease)] : [0, 0];
}

function frame(now) {
  draw(now);
  if (glide) requestAnimationFrame(frame);
}

/// The cells of the next steps of the way, as "x,y".
function hinted() {
  const cells = new Set();
  if (!hinting || !game) return cells;
  let [x, y] = game.player;
  for (const letter of game.hint) {
    const [dx, dy] = STEPS[letter];
    x += dx; y += dy;
    cells.add(`${x},${y}`);
  }
  return cells;
}

function draw(now = performance.now()) {
  if (!game) return;
  const colors = palette();
  const ratio = window.devicePixelRatio || 1;
  const width = view.clientWidth, height = view.clientHeight;
  if (view.width !== Math.round(width * ratio) || view.height !== Math.round(height * ratio)) {
    view.width = Math.round(width * ratio); view.height = Math.round(height * ratio);
  }
  const g = view.getContext("2d");
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.fillStyle = colors.board;
  g.fillRect(0, 0, width, height);
  const cell = width < 500 ? 20 : 26;
  const [cx, cy] = camera(now);
  const spanX = Math.ceil(width / cell / 2) + 2, spanY = Math.ceil(height / cell / 2) + 2;
  const [px, py] = game.player;
  const screen = (i, j) => [width / 2 + (i - cx - 0.5) * cell, height / 2 + (j - cy - 0.5) * cell];
  const hint = hinted();
  // Trail, hint and target beneath the walls.
  for (let j = -spanY; j <= spanY; j++) {
    for (let i = -spanX; i <= spanX; i++) {
      const x = px + BigInt(i), y = py + BigInt(j);
      if (x < 0n || y < 0n) continue;
      const key = `${x},${y}`;
      const [sx, sy] = screen(i, j);
      if (bits(x, y) === undefined) {
        g.fillStyle = colors.visited;
        g.fillRect(sx, sy, cell, cell);
      }
      if (trail.has(key)) dot(g, sx, sy, cell, colors.trail, 0.16);
      if (hint.has(key)) dot(g, sx, sy, cell, colors.hint, 0.2);
      if (x === game.target[0] && y === game.target[1]) ring(g, sx, sy, cell, colors.exit);
    }
  }
  g.strokeStyle = colors.wall;
  g.lineWidth = Math.max(2, cell / 9);
  g.lineCap = "round";
  g.beginPath();
  for (let j = -spanY; j <= spanY; j++) {
    for (let i = -spanX; i <= spanX; i++) {
      const x = px + BigInt(i), y = py + BigInt(j);
      if (x < 0n || y < 0n) continue;
      const [sx, sy] = screen(i, j);
      const west = x === 0n ? 0 : bits(x - 1n, y);
      const north = y === 0n ? 0 : bits(x, y - 1n);
      if (west !== undefined && !(west & 1)) { g.moveTo(sx, sy); g.lineTo(sx, sy + cell); }
      if (north !== undefined && !(north & 2)) { g.moveTo(sx, sy); g.lineTo(sx + cell, sy); }
    }
  }
  g.stroke();
  const [sx, sy] = screen(cx, cy);
  g.fillStyle = colors.you;
  g.beginPath();
  g.arc(sx + cell / 2, sy + cell / 2, cell * 0.32, 0, 2 * Math.PI);
  g.fill();
}

function dot(g, sx, sy, cell, color, size) {
  g.fillStyle = color;
  g.beginPath();
  g.arc(sx + cell / 2, sy + cell / 2, cell * size, 0, 2 * Math.PI);
  g.fill();
}

function ring(g, sx, sy, cell, color) {
  g.strokeStyle = color;
  g.lineWidth = cell / 7;
  g.beginPath();
  g.arc(sx + cell / 2, sy + cell / 2, cell * 0.3, 0, 2 * Math.PI);
  g.stroke();
  dot(g, sx, sy, cell, color, 0.1);
}

/// The map: the cells around the player at a pixel each, the passages between them, the trail,
/// the player and the target.
function drawMap(colors) {
  const g = map.getContext("2d");
  const size = (2 * MAP_CELLS + 1) * MAP_SCALE;
  const image = g.createImageData(size, size);
  const paint = (x, y, color) => {
    for (let dy = 0; dy < MAP_SCALE; dy++) {
      for (let dx = 0; dx < MAP_SCALE; dx++) image.data.set(color, 4 * ((y * MAP_SCALE + dy) * size + x * MAP_SCALE + dx));
    }
  };
  const [wall, floor, walked, you, target, unknown] = [colors.wall, colors.board, colors.trail, colors.you, colors.exit, colors.visited].map(rgb);
  for (let i = 0; i < size * size; i++) image.data.set(wall, 4 * i);
  const [px, py] = game.player;
  const half = BigInt(MAP_CELLS / 2);
  for (let j = 0; j < MAP_CELLS; j++) {
    for (let i = 0; i < MAP_CELLS; i++) {
      const x = px - half + BigInt(i), y = py - half + BigInt(j);
      if (x < 0n || y < 0n) continue;
      const open = bits(x, y);
      const color = open === undefined ? unknown : trail.has(`${x},${y}`) ? walked : floor;
      paint(2 * i + 1, 2 * j + 1, color);
      if (open & 1) paint(2 * i + 2, 2 * j + 1, color);
      if (open & 2) paint(2 * i + 1, 2 * j + 2, color);
    }
  }
  const mark = (x, y, color) => {
    const i = Number(x - px + half), j = Number(y - py + half);
    if (i < 0 || j < 0 || i >= MAP_CELLS || j >= MAP_CELLS) return;
    for (let dy = 0; dy < 3; dy++) for (let dx = 0; dx < 3; dx++) paint(2 * i + dx, 2 * j + dy, color);
  };
  mark(game.target[0], game.target[1], target);
  mark(px, py, you);
  g.putImageData(image, 0, 0);
}

const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
const colorCache = new Map();

/// A CSS colour as the bytes of a pixel.
function rgb(css) {
  if (!colorCache.has(css)) {
    probe.fillStyle = css;
    probe.fillRect(0, 0, 1, 1);
    colorCache.set(css, probe.getImageData(0, 0, 1, 1).data);
  }
  return colorCache.get(css);
}

function clock(ms) {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
  return h ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}` : `${m}:${String(s).padStart(2, "0")}`;
}

const KEYS = { ArrowUp: "n", ArrowDown: "s", ArrowLeft: "w", ArrowRight: "e", w: "n", s: "s", a: "w", d: "e", W: "n", S: "s", A: "w", D: "e" };

document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
  if (KEYS[event.key]) {
    event.preventDefault();
    if (held(event)) step(KEYS[event.key], event.repeat);
  } else if (event.key === "h" || event.key === "H") {
    toggleHint();
  } else if (event.key === "n" || event.key === "N") {
    newTarget();
  }
});

for (const button of document.querySelectorAll(".pad button")) {
  button.addEventListener("click", () => step(button.dataset.dir[0]));
}

/// A swipe steps its way; a tap steps towards where it landed, from the player in the middle.
let pressed = null;
view.addEventListener("pointerdown", (event) => { pressed = [event.clientX, event.clientY]; });
view.addEventListener("pointerup", (event) => {
  if (!pressed) return;
  const rect = view.getBoundingClientRect();
  let [dx, dy] = [event.clientX - pressed[0], event.clientY - pressed[1]];
  if (Math.hypot(dx, dy) < 24) {
    [dx, dy] = [event.clientX - rect.left - rect.width / 2, event.clientY - rect.top - rect.height / 2];
  }
  pressed = null;
  if (Math.hypot(dx, dy) < 6) return;
  step(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "e" : "w") : (dy > 0 ? "s" : "n"));
});

hintButton.addEventListener("click", toggleHint);
document.getElementById("new").addEventListener("click", newTarget);
document.getElementById("copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText(linkInput.value);
    message.textContent = "Link copied: whoever opens it stands where you stand.";
  } catch {
    linkInput.select();
    message.textContent = "Copy the selected link.";
  }
});
document.getElementById("theme").addEventListener("click", () => requestAnimationFrame(redraw));
window.addEventListener("resize", redraw);
setInterval(() => {
  if (game) document.getElementById("time").textContent = clock((finished ?? performance.now()) - since);
}, 500);

window.addEventListener("pagehide", () => keep(true));
begin();
