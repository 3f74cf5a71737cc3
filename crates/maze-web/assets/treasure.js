// The treasure maze page: draws the rooms the server keeps and sends the player's moves; plays
// the seed's demos as animations. The rules live on the server.
import { connect as openSocket, rememberGame, forgetGame } from "/assets/session.js";
import { prepare, walls, line, piece, palette, glider, cellAt, direction, swipe, KEYS } from "/assets/grid.js";
import { play } from "/assets/sound.js";
import { repeatGate, bumps } from "/assets/keys.js";

const $ = (id) => document.getElementById(id);
const page = { socket: null, view: null, demo: null, timer: null, glide: glider(140), frame: 0 };

function send(type, fields = {}) { page.socket?.send({ game: "treasure", type, ...fields }); }
function say(text) { $("message").textContent = text; }

/// The form's settings; the address's seed on the page's first maze only; loops only when
/// the form gives them.
function settings(seed) {
  const form = new FormData($("new-game"));
  const side = Number(form.get("size"));
  const loops = form.get("loops");
  return {
    width: side, height: side, wrap: form.get("wrap"),
    // Left empty, the server gives about one a nine rooms.
    ...(loops === "" || loops == null ? {} : { loops: Number(loops) }),
    ...(seed == null ? {} : { seed }),
  };
}

function newMaze(seed) {
  stopDemo();
  page.glide.forget();
  $("story").hidden = true;
  $("new-box").open = false;
  send("new", settings(seed));
  $("rooms").focus();
}

/// The first maze of a fresh page: the one its address names, if it names one.
function firstMaze() {
  const link = new URLSearchParams(location.search);
  const form = $("new-game").elements;
  if (link.get("size") && [...form.size.options].some((o) => o.value === link.get("size"))) form.size.value = link.get("size");
  if (link.get("loops")) form.loops.value = link.get("loops");
  if (link.get("wrap")) form.wrap.value = link.get("wrap");
  const seed = Number.parseInt(link.get("seed") ?? "", 10);
  newMaze(Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined);
}

function receive(message) {
  if (message.kind === "session.error") { bumped.refuse(); say(message.message); return; }
  if (message.kind === "treasure.state") {
    stopDemo();
    bumped.moved();
    const before = page.view;
    if (before && before.seed === message.seed && message.trail.length === before.trail.length + 1) {
      play(message.gold > before.gold ? "gold" : message.gold < before.gold ? "thief" : "step");
      if (message.over === "goal") play("win");
    }
    page.view = message;
    say(message.said);
    history.replaceState(null, "", link(message));
    show(message);
    if (message.over) forgetGame();
    else rememberGame(`${message.width}×${message.height}, ${message.gold} gold so far`);
  } else if (message.kind === "treasure.demo") {
    playDemo(message);
  }
}

/// The address that replays the maze on screen.
function link(view) {
  const query = new URLSearchParams({ seed: view.seed, size: view.width, loops: view.loops, wrap: view.wrap === "none" ? "no" : view.wrap });
  return `/treasure?${query}`;
}

function show(view) {
  $("title").textContent = `${view.width}×${view.height} · a thief takes ${view.thief_share} % · seed ${view.seed}`;
  $("gold").textContent = view.gold;
  $("entered").textContent = view.entered ?? view.trail.length;
  page.glide.to("you", view.at);
  schedule();
}

function layout(view) {
  const narrow = window.innerWidth <= 760;
  const bar = document.querySelector(".bar").offsetHeight;
  const roomW = narrow ? window.innerWidth - 16 : window.innerWidth - 400;
  const roomH = narrow ? window.innerHeight - bar - 250 : window.innerHeight - bar - 80;
  return { cell: Math.max(12, Math.floor(Math.min(roomW / view.width, roomH / view.height, 64))), margin: 6 };
}

function schedule() { if (!page.frame) page.frame = requestAnimationFrame(frame); }
function frame(now) {
  page.frame = 0;
  const view = page.demo ?? page.view;
  if (!view) return;
  draw(view, now);
  if (page.glide.moving(now)) schedule();
}

function draw(view, now) {
  const colors = palette();
  const { cell, margin } = layout(view);
  const g = prepare($("rooms"), view.width, view.height, cell, margin);
  const at = (p) => [margin + p.x * cell, margin + p.y * cell];
  const fill = (p, color, alpha = 1) => { const [x, y] = at(p); g.globalAlpha = alpha; g.fillStyle = color; g.fillRect(x, y, cell, cell); g.globalAlpha = 1; };
  for (const p of view.trail) fill(p, colors.visited);
  fill(view.start, colors.start, 0.3);
  fill(view.goal, colors.exit, 0.3);
  const entered = new Set(view.trail.map((p) => `${p.x},${p.y}`));
  // Amounts are written only where they tell rooms apart.
  const amounts = new Set(view.rooms.filter((room) => room > 0)).size > 1;
  view.rooms.forEach((room, i) => {
    // A room entered has given up its gold or met its thief.
    const p = { x: i % view.width, y: Math.floor(i / view.width) };
    if (!room || entered.has(`${p.x},${p.y}`)) return;
    const [x, y] = at(p);
    if (room > 0) coin(g, x + cell / 2, y + cell / 2, cell, amounts ? room : null, colors);
    else thief(g, x + cell / 2, y + cell / 2, cell, colors);
  });
  goalFlag(g, at(view.goal), cell, colors.exit);
  line(g, view.trail, cell, margin, colors.trail, Math.max(2, cell / 10));
  walls(g, view, cell, margin, colors.wall);
  page.glide.to("you", view.at);
  const you = page.glide.at("you", now);
  piece(g, margin + (you.x + 0.5) * cell, margin + (you.y + 0.5) * cell, Math.max(3, cell * 0.24), colors.you);
}

/// A gold coin, its amount (if given) written under it where the room is big enough to read it.
function coin(g, x, y, cell, amount, colors) {
  const written = amount != null && cell >= 40;
  const r = cell * 0.2, cy = written ? y - cell * 0.08 : y;
  g.fillStyle = colors.gold; g.strokeStyle = colors.gold_rim; g.lineWidth = Math.max(1.5, r / 4);
  g.beginPath(); g.arc(x, cy, r, 0, 2 * Math.PI); g.fill(); g.stroke();
  g.beginPath(); g.arc(x, cy, r * 0.55, 0, 2 * Math.PI); g.stroke();
  if (written) {
    g.fillStyle = colors.muted; g.textAlign = "center"; g.textBaseline = "middle";
    g.font = `600 ${Math.floor(cell * 0.2)}px system-ui, sans-serif`;
    g.fillText(String(amount), x, y + cell * 0.3);
  }
}

/// A thief: a hooded head with a mask across its eyes.
function thief(g, x, y, cell, colors) {
  const r = cell * 0.22;
  g.fillStyle = colors.thief;
  g.beginPath(); g.arc(x, y - r * 0.1, r, Math.PI, 0); g.lineTo(x + r, y + r * 0.9); g.lineTo(x - r, y + r * 0.9); g.closePath(); g.fill();
  g.fillStyle = colors.board;
  g.beginPath(); g.ellipse(x - r * 0.38, y + r * 0.05, r * 0.24, r * 0.16, 0, 0, 2 * Math.PI); g.ellipse(x + r * 0.38, y + r * 0.05, r * 0.24, r * 0.16, 0, 0, 2 * Math.PI); g.fill();
}

function goalFlag(g, [x0, y0], cell, color) {
  const x = x0 + cell * 0.35, top = y0 + cell * 0.2, bottom = y0 + cell * 0.8;
  g.strokeStyle = color; g.fillStyle = color; g.lineWidth = Math.max(1.5, cell / 16);
  g.beginPath(); g.moveTo(x, bottom); g.lineTo(x, top); g.stroke();
  g.beginPath(); g.moveTo(x, top); g.lineTo(x + cell * 0.38, top + cell * 0.13); g.lineTo(x, top + cell * 0.27); g.fill();
}

// A demo walks its path a room at a time, marking the story's line for each step. A room
// entered again gives nothing and takes nothing, as the story says.
function playDemo(message) {
  stopDemo();
  page.glide.forget();
  const story = $("story");
  story.hidden = false;
  const lines = message.story.map((text) => Object.assign(document.createElement("span"), { textContent: `${text}\n` }));
  story.replaceChildren(...lines);
  let step = 0;
  const view = { ...message.maze, trail: [message.path[0]], gold: 0, entered: 1 };
  const seen = new Set();
  page.demo = view;
  say(`The ${message.demo} demo: ${message.path.length - 1} steps.`);
  const advance = () => {
    if (step >= message.path.length) {
      stopDemo(false);
      say(`The ${message.demo} demo is over: a move key, a tap or a swipe takes you back to your game.`);
      return;
    }
    view.at = message.path[step];
    view.trail = message.path.slice(0, step + 1);
    const key = `${view.at.x},${view.at.y}`;
    if (!seen.has(key)) {
      seen.add(key);
      const room = step > 0 ? view.rooms[view.at.y * view.width + view.at.x] : 0;
      if (room > 0) view.gold += room;
      else if (room < 0) view.gold -= Math.floor(view.gold * view.thief_share / 100);
    }
    view.entered = seen.size;
    const now = lines.find((l) => l.textContent.startsWith(`Step ${step}:`));
    lines.forEach((l) => l.classList.toggle("now", l === now));
    now?.scrollIntoView({ block: "nearest" });
    show(view);
    step += 1;
  };
  advance();
  page.timer = setInterval(advance, Math.max(40, 3000 / message.path.length));
}

function stopDemo(clear = true) {
  clearInterval(page.timer);
  page.timer = null;
  if (clear) page.demo = null;
}

/// A held key repeats about 12 times a second, and not into a wall.
const held = repeatGate(), bumped = bumps();

/// Plays the demo `name` on the game's own seed and size (each demo with its own loops and
/// wrapping, as the seed's demos are), the game kept to come back to.
function demo(name) {
  const view = page.view;
  send("demo", { demo: name, ...(view ? { width: view.width, height: view.height, seed: view.seed } : settings()) });
}

/// Leaves a demo, playing or over, for the game as it was.
function backToGame() {
  stopDemo();
  $("story").hidden = true;
  page.glide.forget();
  if (page.view) { show(page.view); say(`Back to your game. ${page.view.said}`.trim()); }
}

function move(dir, repeat = false) {
  if (page.demo) { if (!repeat) backToGame(); return; }
  if (!page.view || page.view.over) return;
  if (bumped.send(dir, repeat)) send("step", { dir });
}

document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["SELECT", "INPUT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  const dir = KEYS[event.key];
  if (dir) { event.preventDefault(); if (held(event)) move(dir, event.repeat); }
  else if (event.key === "?") $("help-dialog").showModal();
  else if (event.key === "n") newMaze();
});
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => move(b.dataset.dir)));
document.querySelectorAll("[data-demo]").forEach((b) => b.addEventListener("click", () => demo(b.dataset.demo)));
$("rooms").addEventListener("click", (event) => {
  const view = page.view;
  if (page.demo) { backToGame(); return; }
  if (!view) return;
  const { cell, margin } = layout(view);
  const at = cellAt($("rooms"), event, cell, margin);
  const dir = at && direction(view.at, at);
  if (dir) move(dir);
});
swipe($("rooms"), move);
$("new-game").addEventListener("submit", (event) => { event.preventDefault(); newMaze(); });
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
window.addEventListener("resize", schedule);
document.addEventListener("themechange", schedule);
page.socket = openSocket(receive, firstMaze, () => say(""), (resumed) => { if (resumed) say("Welcome back: your game goes on where it was."); });
