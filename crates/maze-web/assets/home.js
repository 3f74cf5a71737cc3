// The home page's previews: each card shows its game at work, in a loop. They are pictures
// only (made here, at random); the games themselves are played on the server.
import { palette, reducedMotion } from "/assets/grid.js";

const W = 12, H = 9;

/// A random perfect maze of W × H cells, as the order its passages were carved in
/// ([from, to] cell numbers) by a depth-first search.
function carve() {
  const seen = new Set([0]), stack = [0], order = [];
  while (stack.length) {
    const c = stack[stack.length - 1], x = c % W, y = Math.floor(c / W);
    const next = [[x, y - 1], [x + 1, y], [x, y + 1], [x - 1, y]]
      .filter(([a, b]) => a >= 0 && b >= 0 && a < W && b < H && !seen.has(b * W + a))
      .map(([a, b]) => b * W + a);
    if (!next.length) { stack.pop(); continue; }
    const n = next[Math.floor(Math.random() * next.length)];
    seen.add(n); stack.push(n); order.push([c, n]);
  }
  return order;
}

/// The way from cell 0 to the last cell through `passages`.
function solve(passages) {
  const links = new Map();
  for (const [a, b] of passages) { (links.get(a) ?? links.set(a, []).get(a)).push(b); (links.get(b) ?? links.set(b, []).get(b)).push(a); }
  // A perfect maze is a tree: walk back from the goal through each cell's parent.
  const parent = new Map([[0, -1]]), todo = [0];
  while (todo.length) { const c = todo.pop(); for (const n of links.get(c) ?? []) if (!parent.has(n)) { parent.set(n, c); todo.push(n); } }
  const path = [];
  for (let c = W * H - 1; c !== -1; c = parent.get(c)) path.push(c);
  return path.reverse();
}

/// Sizes a preview canvas to its box; returns the context and the cell size.
function setup(canvas, w, h) {
  const ratio = window.devicePixelRatio || 1, box = canvas.getBoundingClientRect();
  canvas.width = box.width * ratio; canvas.height = box.height * ratio;
  const g = canvas.getContext("2d");
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  const cell = Math.min((box.width - 12) / w, (box.height - 12) / h);
  return { g, cell, ox: (box.width - cell * w) / 2, oy: (box.height - cell * h) / 2, box };
}

/// Draws a maze's walls given the passages carved so far.
function mazeWalls(g, cell, ox, oy, passages, color) {
  const open = new Set(passages.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  const has = (a, b) => open.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
  g.strokeStyle = color; g.lineWidth = Math.max(1.5, cell / 7); g.lineCap = "round";
  g.beginPath();
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const c = y * W + x, px = ox + x * cell, py = oy + y * cell;
    if (y === 0 || !has(c, c - W)) { g.moveTo(px, py); g.lineTo(px + cell, py); }
    if ((x === 0 && y > 0) || (x > 0 && !has(c, c - 1))) { g.moveTo(px, py); g.lineTo(px, py + cell); }
    if (x === W - 1 && y < H - 1) { g.moveTo(px + cell, py); g.lineTo(px + cell, py + cell); }
    if (y === H - 1) { g.moveTo(px, py + cell); g.lineTo(px + cell, py + cell); }
  }
  g.stroke();
}

const centre = (c, cell, ox, oy) => [ox + (c % W + 0.5) * cell, oy + (Math.floor(c / W) + 0.5) * cell];

/// The Maze Game: a maze carved, then walked from entrance to exit.
function classic(canvas) {
  let order = carve(), path = solve(order), t = 0;
  return () => {
    const { g, cell, ox, oy, box } = setup(canvas, W, H), c = palette();
    g.fillStyle = c.board; g.fillRect(0, 0, box.width, box.height);
    const carved = Math.min(order.length, t);
    const walked = Math.max(0, Math.min(path.length, t - order.length - 5));
    g.fillStyle = c.exit; g.globalAlpha = 0.3; const [ex, ey] = centre(W * H - 1, cell, ox, oy); g.fillRect(ex - cell / 2, ey - cell / 2, cell, cell); g.globalAlpha = 1;
    mazeWalls(g, cell, ox, oy, order.slice(0, carved), c.wall);
    if (walked) {
      g.strokeStyle = c.hint; g.lineWidth = cell / 4; g.lineJoin = g.lineCap = "round"; g.beginPath();
      path.slice(0, walked).forEach((n, i) => { const [x, y] = centre(n, cell, ox, oy); (i ? g.lineTo : g.moveTo).call(g, x, y); });
      g.stroke();
      const [x, y] = centre(path[walked - 1], cell, ox, oy);
      g.fillStyle = c.you; g.beginPath(); g.arc(x, y, cell * 0.32, 0, 2 * Math.PI); g.fill();
    }
    t += 1;
    if (t > order.length + path.length + 40 && !reducedMotion()) { order = carve(); path = solve(order); t = 0; }
  };
}

/// The treasure maze: coins and thieves in a maze, and a walker gathering the coins on its way.
function treasure(canvas) {
  let order = carve(), path = solve(order), rooms = scatter(), t = 0;
  function scatter() { return new Map(Array.from({ length: 18 }, () => [1 + Math.floor(Math.random() * (W * H - 2)), Math.random() < 0.7 ? "gold" : "thief"])); }
  return () => {
    const { g, cell, ox, oy, box } = setup(canvas, W, H), c = palette();
    g.fillStyle = c.board; g.fillRect(0, 0, box.width, box.height);
    const step = Math.min(path.length, Math.floor(t / 2) + 1);
    const visited = new Set(path.slice(0, step));
    for (const n of visited) { const [x, y] = centre(n, cell, ox, oy); g.fillStyle = c.visited; g.fillRect(x - cell / 2, y - cell / 2, cell, cell); }
    for (const [n, kind] of rooms) {
      if (visited.has(n)) continue;
      const [x, y] = centre(n, cell, ox, oy);
      g.fillStyle = kind === "gold" ? c.gold : c.thief; g.strokeStyle = kind === "gold" ? c.gold_rim : c.board;
      g.lineWidth = 1.5; g.beginPath(); g.arc(x, y, cell * 0.26, 0, 2 * Math.PI); g.fill(); g.stroke();
    }
    mazeWalls(g, cell, ox, oy, order, c.wall);
    const [x, y] = centre(path[step - 1], cell, ox, oy);
    g.fillStyle = c.you; g.beginPath(); g.arc(x, y, cell * 0.3, 0, 2 * Math.PI); g.fill();
    t += 1;
    if (step >= path.length && t > 2 * path.length + 40 && !reducedMotion()) { order = carve(); path = solve(order); rooms = scatter(); t = 0; }
  };
}

/// Moving Maze: a board of tiles whose rows and columns slide in turn.
function moving(canvas) {
  const N = 5, shapes = ["1010", "0101", "1100", "0110", "0011", "1001", "1110", "0111", "1011", "1101"];
  const tiles = Array.from({ length: N * N }, () => shapes[Math.floor(Math.random() * shapes.length)]);
  let t = 0, line = 1, vertical = false;
  return () => {
    const { g, cell, ox, oy, box } = setup(canvas, N + 0.6, N + 0.6), c = palette();
    g.fillStyle = c.board; g.fillRect(0, 0, box.width, box.height);
    const phase = (t % 60) / 20; // slide during the first third of each 60 frames
    const shift = phase < 1 ? (reducedMotion() ? 1 : phase) : 1;
    for (let i = 0; i < N * N; i++) {
      const x = i % N, y = Math.floor(i / N);
      const moving = vertical ? x === line : y === line;
      const dx = !vertical && moving ? (shift - 1) * cell : 0, dy = vertical && moving ? (shift - 1) * cell : 0;
      drawTile(g, ox + cell * 0.3 + x * cell + dx, oy + cell * 0.3 + y * cell + dy, cell * 0.92, tiles[i], c);
    }
    t += 1;
    if (t % 60 === 0) {
      // The line shifts by one, its last tile coming round to the front.
      const cells = Array.from({ length: N }, (_, k) => (vertical ? k * N + line : line * N + k));
      const moved = cells.map((n) => tiles[n]);
      moved.unshift(moved.pop());
      cells.forEach((n, k) => { tiles[n] = moved[k]; });
      vertical = !vertical; line = [1, 3][Math.floor(Math.random() * 2)];
    }
  };
}

function drawTile(g, x, y, s, open, c) {
  g.fillStyle = c.tile; g.fillRect(x, y, s, s);
  g.fillStyle = c.tile_path;
  const w = s / 3;
  g.fillRect(x + w, y + w, w, w);
  if (open[0] === "1") g.fillRect(x + w, y, w, w);
  if (open[1] === "1") g.fillRect(x + 2 * w, y + w, w, w);
  if (open[2] === "1") g.fillRect(x + w, y + 2 * w, w, w);
  if (open[3] === "1") g.fillRect(x, y + w, w, w);
}

/// The word maze: a grid of letters whose hidden words light up one after another.
function words(canvas) {
  const grid = ["MAZEQRTHEN", "OWORDSLKIX", "VPATHXGOAL", "ENDUWALKSB", "SCOREFINDT"];
  // Each word: its row, its first column and its length.
  const found = [[0, 0, 4], [1, 1, 5], [2, 1, 4], [2, 6, 4], [3, 0, 3], [3, 4, 4], [4, 0, 5], [4, 5, 4]];
  let t = 0;
  return () => {
    const cols = grid[0].length, rows = grid.length;
    const { g, cell, ox, oy, box } = setup(canvas, cols, rows), c = palette();
    g.fillStyle = c.board; g.fillRect(0, 0, box.width, box.height);
    const lit = Math.floor(t / 30) % (found.length + 2);
    for (const [k, [row, col, len]] of found.entries()) {
      if (k >= lit) break;
      g.fillStyle = k === lit - 1 ? c.head : c.word;
      g.fillRect(ox + col * cell + 1, oy + row * cell + 1, len * cell - 2, cell - 2);
    }
    g.fillStyle = c.letter; g.textAlign = "center"; g.textBaseline = "middle";
    g.font = `600 ${Math.floor(cell * 0.55)}px system-ui, sans-serif`;
    grid.forEach((r, y) => [...r].forEach((ch, x) => g.fillText(ch, ox + (x + 0.5) * cell, oy + (y + 0.5) * cell + 1)));
    t += 1;
  };
}

/// The endless maze: rows made forever, a row at a time (sidewinder: runs along the row, each
/// opening up once), scrolling up past the walker in the middle towards a target below.
function endless(canvas) {
  const row = (first) => {
    const east = Array(W).fill(false), up = Array(W).fill(false);
    let run = 0;
    for (let x = 0; x < W; x++) {
      if (first ? x < W - 1 : x < W - 1 && Math.random() < 0.5) { east[x] = true; continue; }
      if (!first) up[run + Math.floor(Math.random() * (x - run + 1))] = true;
      run = x + 1;
    }
    return { east, up };
  };
  const rows = [row(true)];
  while (rows.length < H + 2) rows.push(row(false));
  let shift = 0, target = H + 4;
  return () => {
    const { g, cell, ox, oy, box } = setup(canvas, W, H), c = palette();
    g.fillStyle = c.board; g.fillRect(0, 0, box.width, box.height);
    g.save();
    g.beginPath(); g.rect(ox, oy, cell * W, cell * H); g.clip();
    const top = oy - shift * cell;
    const [tx, ty] = [ox + (W - 3.5) * cell, top + (target + 0.5) * cell];
    g.strokeStyle = c.exit; g.lineWidth = cell / 7; g.beginPath(); g.arc(tx, ty, cell * 0.3, 0, 2 * Math.PI); g.stroke();
    g.strokeStyle = c.wall; g.lineWidth = Math.max(1.5, cell / 7); g.lineCap = "round"; g.beginPath();
    rows.forEach((r, y) => {
      for (let x = 0; x < W; x++) {
        const px = ox + x * cell, py = top + y * cell;
        if (!r.up[x]) { g.moveTo(px, py); g.lineTo(px + cell, py); }
        if (x === 0 || !r.east[x - 1]) { g.moveTo(px, py); g.lineTo(px, py + cell); }
        if (x === W - 1) { g.moveTo(px + cell, py); g.lineTo(px + cell, py + cell); }
      }
    });
    g.stroke();
    g.restore();
    g.fillStyle = c.you; g.beginPath(); g.arc(ox + (W / 2 + 0.5) * cell, oy + (H / 2) * cell, cell * 0.32, 0, 2 * Math.PI); g.fill();
    shift += 0.08;
    if (shift >= 1) {
      shift -= 1; rows.shift(); rows.push(row(false)); target -= 1;
      if (target < -1) target = H + 4;
    }
  };
}

const PREVIEWS = { classic, treasure, moving, words, endless };
const running = [...document.querySelectorAll("canvas[data-preview]")].map((canvas) => PREVIEWS[canvas.dataset.preview](canvas));
let last = 0;
function frame(now) {
  // About 20 frames a second is enough for a preview; with less motion asked, one still picture.
  if (now - last > 50) { last = now; running.forEach((step) => step()); }
  if (!reducedMotion()) requestAnimationFrame(frame);
}
if (reducedMotion()) {
  // Still pictures: the finished maze, the board, the words found.
  for (const step of running) for (let i = 0; i < 400; i++) step();
}
requestAnimationFrame(frame);
/// The studio's and the watch's cards show pictures the server draws, in the page's theme.
function themePictures() {
  const theme = document.documentElement.dataset.theme === "dark" ? "dark" : "light";
  for (const img of document.querySelectorAll("img.preview")) {
    const address = new URL(img.getAttribute("src"), location.origin);
    address.searchParams.set("theme", theme);
    img.src = `${address.pathname}${address.search}`;
  }
}
themePictures();
document.addEventListener("themechange", () => { running.forEach((step) => step()); themePictures(); });

/// The games this browser left under way, a link each to take it back (`?continue`), newest
/// first; a week on, the server no longer keeps them.
const GAMES = { "/classic": "Maze Game", "/moving": "Moving Maze", "/words": "Word maze", "/treasure": "Treasure maze" };
const WEEK = 7 * 24 * 60 * 60 * 1000;
function showContinue() {
  const games = [];
  for (const [path, name] of Object.entries(GAMES)) {
    try {
      const last = JSON.parse(localStorage.getItem(`maze-last:${path}`) ?? "null");
      if (last && Date.now() - last.at < WEEK) games.push({ path, name, ...last });
    } catch {
      // A damaged note offers nothing.
    }
  }
  games.sort((a, b) => b.at - a.at);
  document.getElementById("continue").hidden = games.length === 0;
  document.getElementById("continue-list").replaceChildren(...games.map((game) => {
    const li = document.createElement("li");
    const a = Object.assign(document.createElement("a"), { href: `${game.path}?continue`, className: "go", textContent: `Continue the ${game.name}` });
    li.append(a, ` ${game.detail} · ${ago(Date.now() - game.at)}`);
    return li;
  }));
}

/// A time past, in words: "just now", "5 minutes ago", "2 days ago".
function ago(ms) {
  const minutes = Math.floor(ms / 60000);
  if (minutes < 1) return "just now";
  const [n, unit] = minutes < 60 ? [minutes, "minute"] : minutes < 1440 ? [Math.floor(minutes / 60), "hour"] : [Math.floor(minutes / 1440), "day"];
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

showContinue();
