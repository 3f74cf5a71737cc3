// The Maze Game page: draws what the server sends and sends what the player does.
// The rules live on the server; this page never decides a move.
import { connect as openSocket } from "/assets/session.js";
import { prepare, walls, line, piece, palette, glider, reducedMotion, cellAt, direction, swipe, KEYS } from "/assets/grid.js";
import { play } from "/assets/sound.js";

const $ = (id) => document.getElementById(id);
const canvas = $("maze");
/// How many of the player's last cells the fading trail shows.
const TRAIL = 16;
const page = { socket: null, view: null, received: 0, trail: [], glide: glider(), burst: 0, frame: 0, lastMove: null, show: { hint: false, solution: false } };

function send(type, fields = {}) { page.socket?.send({ game: "classic", type, ...fields }); }

function say(text) { $("message").textContent = text; }

/// The settings a game was started with, from the address (a shared link) or the form.
function chosen() {
  const form = new FormData($("new-game"));
  return { difficulty: form.get("difficulty"), mode: form.get("mode"), ai: form.get("ai") };
}

/// Shows `settings` in the form, so that New game starts a game like the one on screen.
function showSettings(settings) {
  const form = $("new-game");
  const size = form.elements.difficulty;
  if (![...size.options].some((o) => o.value === settings.difficulty)) {
    size.append(new Option(`Custom, ${settings.difficulty.replace("x", "×")}`, settings.difficulty));
  }
  size.value = settings.difficulty;
  form.elements.mode.value = settings.mode;
  form.elements.ai.value = settings.ai;
}

/// Starts a game with the form's settings; `seed` replays one maze.
function newGame(seed) {
  page.trail = [];
  page.glide.forget();
  $("new-box").open = false;
  send("new", { ...chosen(), ...(seed == null ? {} : { seed }) });
  say("Find the way to the red exit.");
  canvas.focus();
}

/// Whether a game is under way that a new or loaded one would throw away.
const underWay = () => page.view && !page.view.winner && (page.view.human.moves > 0 || page.view.generation > 0);

/// Asks, in the page's `confirm-dialog`, whether to go on with `what` (a new or loaded game
/// replacing one under way); calls `then` if the player says yes.
function confirmThen(what, then) {
  const dialog = document.getElementById("confirm-dialog");
  document.getElementById("confirm-text").textContent = what;
  dialog.returnValue = "";
  dialog.addEventListener("close", () => { if (dialog.returnValue === "yes") then(); }, { once: true });
  dialog.showModal();
}

/// Runs `then` now, or after the player agrees to leave the game under way.
function unlessPlaying(what, then) {
  if (underWay()) confirmThen(what, then); else then();
}

/// The first game of a fresh page: the one its address names, if it names one.
function firstGame() {
  const link = new URLSearchParams(location.search);
  const seed = Number.parseInt(link.get("seed") ?? "", 10);
  const settings = { ...chosen() };
  for (const key of ["difficulty", "mode", "ai"]) if (link.get(key)) settings[key] = link.get(key);
  showSettings(settings);
  newGame(Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined);
}

function receive(message) {
  switch (message.kind) {
    case "classic.state": showState(message); break;
    case "session.error":
      if (page.lastMove && message.message.toLowerCase().includes("wall")) play("wall");
      say(message.message);
      break;
    case "session.info": say(message.message); break;
  }
}

function showState(view) {
  const before = page.view;
  const fresh = !before || before.seed !== view.seed || view.human.moves < before.human.moves || view.generation < before.generation;
  const moved = before && !fresh && before.human.moves !== view.human.moves;
  if (fresh) {
    page.trail = []; page.glide.forget();
    page.show = { hint: view.hint != null, solution: view.solution != null };
  }
  if (!page.trail.length || moved) {
    const last = page.trail[page.trail.length - 1];
    if (!last || last.x !== view.human.pos.x || last.y !== view.human.pos.y) page.trail.push(view.human.pos);
    page.trail = page.trail.slice(-TRAIL);
  }
  page.glide.to("you", view.human.pos);
  if (view.ai) page.glide.to("ai", view.ai.pos);
  page.view = view;
  page.received = performance.now();
  if (!fresh && view.generation > before.generation) say("The maze rebuilt itself! You kept your place.");
  else if (moved) { say(position(view)); play("step"); }
  if (fresh) showSettings({ difficulty: view.difficulty, mode: view.mode, ai: view.ai_level });
  // A race shows no way out until it is over (the server refuses it too).
  $("hint").disabled = $("solution").disabled = view.mode === "versus" && !view.winner;
  $("hint").setAttribute("aria-pressed", String(view.hint != null));
  $("solution").setAttribute("aria-pressed", String(view.solution != null));
  history.replaceState(null, "", link(view));
  showStats();
  schedule();
  // A win shows when it happens: a loaded or resumed game that was already over does not
  // pretend it was just won.
  if (view.winner && before && !before.winner && !fresh) won(view);
  else if (view.winner && fresh) say(view.winner === "human" ? "This game is over: you won it." : "This game is over: the computer won it.");
}

/// The player's cell in words, for everyone and for screen readers.
function position(view) {
  const { x, y } = view.human.pos;
  const steps = view.solution ? ` ${view.solution.length - 1} steps to the exit.` : "";
  return `Column ${x + 1}, row ${y + 1}.${steps}`;
}

/// The address that replays the game on screen: its maze and every setting.
function link(view) {
  const query = new URLSearchParams({ seed: view.seed, difficulty: view.difficulty, mode: view.mode, ai: view.ai_level });
  return `/classic?${query}`;
}

function move(dir) {
  if (!page.view || page.view.winner) return;
  page.lastMove = dir;
  send("move", { dir });
}

/// Turns the hint or the whole way out on or off: the server then sends it with every state.
function toggle(kind) {
  if (!page.view) return;
  page.show[kind] = !page.show[kind];
  send("show", page.show);
}

function seconds(ms) { return `${Math.max(0, Math.floor(ms / 1000))} s`; }

function showStats() {
  const view = page.view;
  if (!view) return;
  const since = view.winner ? 0 : performance.now() - page.received;
  $("time").textContent = seconds(view.elapsed_ms + since);
  $("moves").textContent = view.human.moves;
  $("ai-row").hidden = !view.ai;
  if (view.ai) $("ai-moves").textContent = view.ai.moves;
  $("regen").textContent = view.regenerate_in_ms == null || view.winner ? "–" : seconds(view.regenerate_in_ms - since + 999);
  const anchor = Object.assign(document.createElement("a"), { href: link(view), textContent: "link to this game" });
  $("seed").replaceChildren(`${view.settings} · seed ${view.seed} · `, anchor);
}

function won(view) {
  const time = seconds(view.elapsed_ms);
  const you = view.winner === "human";
  $("won-title").textContent = you ? "You made it!" : "The computer got there first";
  $("won-text").textContent = you
    ? `You reached the exit in ${view.human.moves} moves and ${time}.`
    : `It took ${view.ai.moves} moves; you had made ${view.human.moves}. Try again?`;
  say(you ? "You won!" : "The computer won.");
  if (you) { play("win"); page.burst = performance.now(); schedule(); }
  $("won-dialog").showModal();
}

// Drawing: the maze fills the room the window leaves it, crisp on any screen.
function layout() {
  const view = page.view;
  const narrow = window.innerWidth <= 760;
  const bar = document.querySelector(".bar").offsetHeight;
  const roomW = narrow ? window.innerWidth - 16 : window.innerWidth - 400;
  // On a phone the stats and the pad stay in view under the maze.
  const roomH = narrow ? window.innerHeight - bar - 220 : window.innerHeight - bar - 36;
  const cell = Math.max(4, Math.floor(Math.min(roomW / (view.width + 0.6), roomH / (view.height + 0.6), 40)));
  return { cell, margin: Math.max(3, Math.floor(cell / 3)) };
}

/// Draws on the next frame, and on every frame while something moves.
function schedule() {
  if (!page.frame) page.frame = requestAnimationFrame(frame);
}

function frame(now) {
  page.frame = 0;
  draw(now);
  const bursting = page.burst && now - page.burst < 1200 && !reducedMotion();
  if (page.glide.moving(now) || bursting) schedule();
}

function draw(now = performance.now()) {
  const view = page.view;
  if (!view) return;
  const colors = palette();
  const { cell, margin } = layout();
  const g = prepare(canvas, view.width, view.height, cell, margin);
  const mid = (p) => [margin + (p.x + 0.5) * cell, margin + (p.y + 0.5) * cell];
  const mark = (p, color) => {
    g.globalAlpha = 0.28; g.fillStyle = color;
    g.fillRect(margin + p.x * cell, margin + p.y * cell, cell, cell);
    g.globalAlpha = 1;
  };
  mark(view.entrance, colors.start);
  mark(view.exit, colors.exit);
  flag(g, mid(view.exit), cell, colors.exit);
  // The trail fades from the player's cell back.
  page.trail.forEach((p, i) => {
    g.globalAlpha = 0.05 + 0.25 * (i + 1) / page.trail.length;
    const [x, y] = mid(p); g.fillStyle = colors.trail;
    g.beginPath(); g.arc(x, y, cell * 0.16, 0, 2 * Math.PI); g.fill();
  });
  g.globalAlpha = 1;
  if (view.solution) line(g, view.solution, cell, margin, colors.solution, Math.max(2, cell / 5));
  if (view.hint) line(g, view.hint, cell, margin, colors.hint, Math.max(2, cell / 4));
  walls(g, view, cell, margin, colors.wall);
  page.glide.to("you", view.human.pos);
  if (view.ai) page.glide.to("ai", view.ai.pos);
  const you = page.glide.at("you", now);
  const ai = view.ai && page.glide.at("ai", now);
  // Racers on one cell stand apart, so that both show.
  const together = ai && Math.abs(ai.x - you.x) + Math.abs(ai.y - you.y) < 0.5;
  const apart = together ? cell * 0.17 : 0;
  const r = Math.max(2.5, cell * (together ? 0.24 : 0.32));
  const [yx, yy] = mid(you);
  piece(g, yx - apart, yy - apart, r, colors.you);
  if (ai) {
    const [ax, ay] = mid(ai);
    diamond(g, ax + apart, ay + apart, r * 1.05, colors.ai, colors.board);
  }
  if (page.burst) confetti(g, mid(view.exit), cell, now - page.burst, colors);
}

/// The exit's flag: a pole and a pennant, in the exit's colour.
function flag(g, [x, y], cell, color) {
  g.strokeStyle = color; g.fillStyle = color; g.lineWidth = Math.max(1, cell / 16);
  g.beginPath(); g.moveTo(x - cell * 0.18, y + cell * 0.3); g.lineTo(x - cell * 0.18, y - cell * 0.3); g.stroke();
  g.beginPath(); g.moveTo(x - cell * 0.18, y - cell * 0.3); g.lineTo(x + cell * 0.25, y - cell * 0.16); g.lineTo(x - cell * 0.18, y - cell * 0.02); g.fill();
}

/// The computer's piece: a diamond, so that it differs from the player's disc by shape too.
function diamond(g, x, y, r, color, ring) {
  for (const [size, fill] of [[r + Math.max(1.5, r / 5), ring], [r, color]]) {
    g.fillStyle = fill; g.beginPath();
    g.moveTo(x, y - size); g.lineTo(x + size, y); g.lineTo(x, y + size); g.lineTo(x - size, y); g.closePath(); g.fill();
  }
}

/// A short burst of colour from the exit when the player wins.
function confetti(g, [x, y], cell, age, colors) {
  if (age > 1200 || reducedMotion()) return;
  const t = age / 1200;
  const hues = [colors.you, colors.hint, colors.start, colors.ai, colors.gold];
  for (let i = 0; i < 28; i++) {
    const angle = (i / 28) * 2 * Math.PI, speed = cell * (1.5 + (i % 4));
    g.globalAlpha = 1 - t; g.fillStyle = hues[i % hues.length];
    g.beginPath();
    g.arc(x + Math.cos(angle) * speed * t, y + Math.sin(angle) * speed * t + cell * 2 * t * t, Math.max(2, cell / 7), 0, 2 * Math.PI);
    g.fill();
  }
  g.globalAlpha = 1;
}

// Input: keys, the arrow buttons, a click on the cell next to you, and swipes.
document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["SELECT", "INPUT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  const dir = KEYS[event.key];
  if (dir) { event.preventDefault(); move(dir); return; }
  if (event.key === "h") toggle("hint");
  else if (event.key === "f") toggle("solution");
  else if (event.key === "n") unlessPlaying("A new game replaces the one you are playing.", () => newGame());
  else if (event.key === "k") send("save");
  else if (event.key === "l") load();
  else if (event.key === "?") $("help-dialog").showModal();
});
function load() { unlessPlaying("Loading the saved game replaces the one you are playing.", () => send("load")); }
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => move(b.dataset.dir)));
canvas.addEventListener("click", (event) => {
  const view = page.view;
  if (!view) return;
  const { cell, margin } = layout();
  const at = cellAt(canvas, event, cell, margin);
  const dir = at && direction(view.human.pos, at);
  if (dir) move(dir);
});
swipe(canvas, move);
$("new-game").addEventListener("submit", (event) => {
  event.preventDefault();
  unlessPlaying("A new game replaces the one you are playing.", () => newGame());
});
$("hint").addEventListener("click", () => toggle("hint"));
$("solution").addEventListener("click", () => toggle("solution"));
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
$("save").addEventListener("click", () => send("save"));
$("load").addEventListener("click", load);
$("quit").addEventListener("click", () => (page.view?.winner ? (location.href = "/") : $("quit-dialog").showModal()));
$("quit-dialog").addEventListener("close", () => { if ($("quit-dialog").returnValue === "quit") location.href = "/"; });
$("won-dialog").addEventListener("close", () => { if ($("won-dialog").returnValue === "again") newGame(); });
window.addEventListener("resize", () => schedule());
document.addEventListener("themechange", () => schedule());
setInterval(showStats, 250);
page.socket = openSocket(receive, firstGame, () => say("The connection to the game server closed: reload the page to play again."));
