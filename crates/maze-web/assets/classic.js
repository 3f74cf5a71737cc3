// The Maze Game page: draws what the server sends and sends what the player does.
// The rules live on the server; this page never decides a move.
import { connect as openSocket } from "/assets/session.js";
import { prepare, walls, cellAt, direction, KEYS } from "/assets/grid.js";

const COLORS = { wall: "#1d2330", you: "#2563eb", ai: "#d03030", start: "#2ea043", exit: "#d03030", hint: "#f59e0b", solution: "#fcd34d" };

const $ = (id) => document.getElementById(id);
const canvas = $("maze");
const page = { socket: null, view: null, received: 0, hint: null, solution: null, showHint: false, showSolution: false, won: false };

function send(type, fields = {}) { page.socket?.send({ game: "classic", type, ...fields }); }

function say(text) { $("message").textContent = text; }


function newGame() {
  const form = new FormData($("new-game"));
  page.won = false;
  page.hint = page.solution = null;
  // `?seed=N` in the address replays one maze: the seed shown under the stats.
  const seed = Number.parseInt(new URLSearchParams(location.search).get("seed") ?? "", 10);
  send("new", {
    difficulty: form.get("difficulty"), mode: form.get("mode"), ai: form.get("ai"),
    ...(Number.isSafeInteger(seed) && seed >= 0 ? { seed } : {}),
  });
  say("Find the way to the red exit.");
  canvas.focus();
}

function receive(message) {
  switch (message.kind) {
    case "classic.state": {
      const moved = !page.view || page.view.human.pos.x !== message.human.pos.x || page.view.human.pos.y !== message.human.pos.y;
      const regenerated = page.view && message.generation > page.view.generation;
      page.view = message;
      page.received = performance.now();
      if (regenerated) say("The maze rebuilt itself! You kept your place.");
      if (moved || regenerated) {
        page.hint = page.solution = null;
        if (page.showHint) send("hint");
        if (page.showSolution) send("solution");
      }
      showStats();
      draw();
      if (message.winner && !page.won) won(message);
      break;
    }
    case "classic.path":
      page[message.kind] = message.cells;
      draw();
      break;
    case "session.error":
    case "session.info":
      say(message.message);
      break;
  }
}

function move(dir) {
  if (!page.view || page.view.winner) return;
  say("");
  send("move", { dir });
}

function toggle(kind) {
  const key = kind === "hint" ? "showHint" : "showSolution";
  page[key] = !page[key];
  $(kind).setAttribute("aria-pressed", String(page[key]));
  if (page[key]) send(kind); else { page[kind] = null; draw(); }
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
  const link = document.createElement("a");
  link.href = `?seed=${view.seed}`;
  link.textContent = "link to this maze";
  $("seed").replaceChildren(`${view.settings} · seed ${view.seed} · `, link);
}

function won(view) {
  page.won = true;
  const time = seconds(view.elapsed_ms);
  const you = view.winner === "human";
  $("won-title").textContent = you ? "You made it!" : "The computer got there first";
  $("won-text").textContent = you
    ? `You reached the exit in ${view.human.moves} moves and ${time}.`
    : `It took ${view.ai.moves} moves; you had made ${view.human.moves}. Try again?`;
  say(you ? "You won!" : "The computer won.");
  $("won-dialog").showModal();
}

// Drawing: the maze fills the room the window leaves it, crisp on any screen.
function layout() {
  const view = page.view;
  const narrow = window.innerWidth <= 760;
  const roomW = narrow ? window.innerWidth - 24 : window.innerWidth - 380;
  const roomH = narrow ? window.innerHeight * 0.62 : window.innerHeight - 170;
  const cell = Math.max(4, Math.floor(Math.min(roomW / view.width, roomH / view.height, 40)));
  return { cell, margin: Math.max(2, Math.floor(cell / 4)) };
}

function draw() {
  const view = page.view;
  if (!view) return;
  const { cell, margin } = layout();
  const g = prepare(canvas, view.width, view.height, cell, margin);
  const at = (p) => [margin + p.x * cell, margin + p.y * cell];
  const square = (p, color) => { const [x, y] = at(p); g.fillStyle = color; g.fillRect(x + 1, y + 1, cell - 2, cell - 2); };
  square(view.entrance, COLORS.start);
  square(view.exit, COLORS.exit);
  for (const [kind, color] of [["solution", COLORS.solution], ["hint", COLORS.hint]]) {
    const cells = page[kind];
    if (!cells || cells.length < 2) continue;
    g.strokeStyle = color; g.lineWidth = Math.max(2, cell / 4); g.lineCap = g.lineJoin = "round";
    g.beginPath();
    cells.forEach((p, i) => { const [x, y] = at(p); (i ? g.lineTo : g.moveTo).call(g, x + cell / 2, y + cell / 2); });
    g.stroke();
  }
  walls(g, view, cell, margin, COLORS.wall);
  const disc = (p, color, scale) => {
    const [x, y] = at(p);
    g.fillStyle = color; g.beginPath();
    g.arc(x + cell / 2, y + cell / 2, Math.max(2, cell * scale), 0, 2 * Math.PI); g.fill();
  };
  if (view.ai) disc(view.ai.pos, COLORS.ai, 0.3);
  disc(view.human.pos, COLORS.you, 0.34);
}

// Input: keys, the arrow buttons, and a click on the cell next to you.
document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || event.target.tagName === "SELECT" || event.ctrlKey || event.metaKey || event.altKey) return;
  const dir = KEYS[event.key];
  if (dir) { event.preventDefault(); move(dir); return; }
  if (event.key === "h") toggle("hint");
  else if (event.key === "f") toggle("solution");
  else if (event.key === "n") newGame();
  else if (event.key === "k") send("save");
  else if (event.key === "l") { page.won = true; send("load"); }
  else if (event.key === "?") $("help-dialog").showModal();
});
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => move(b.dataset.dir)));
canvas.addEventListener("click", (event) => {
  const view = page.view;
  if (!view) return;
  const { cell, margin } = layout();
  const at = cellAt(canvas, event, cell, margin);
  const dir = at && direction(view.human.pos, at);
  if (dir) move(dir);
});
$("new-game").addEventListener("submit", (event) => { event.preventDefault(); newGame(); });
$("hint").addEventListener("click", () => toggle("hint"));
$("solution").addEventListener("click", () => toggle("solution"));
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
$("victory").addEventListener("click", () => $("victory-dialog").showModal());
$("save").addEventListener("click", () => send("save"));
$("load").addEventListener("click", () => { page.won = true; send("load"); });
$("quit").addEventListener("click", () => $("quit-dialog").showModal());
$("quit-dialog").addEventListener("close", () => { if ($("quit-dialog").returnValue === "quit") location.href = "/"; });
$("won-dialog").addEventListener("close", () => { if ($("won-dialog").returnValue === "again") newGame(); });
window.addEventListener("resize", draw);
setInterval(showStats, 250);
page.socket = openSocket(receive, newGame, () => say("The connection to the game server closed: reload the page to play again."));
