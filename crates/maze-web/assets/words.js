// The word maze page: draws the letter maze and the path the server keeps, replays searches,
// and shows both paths side by side at the end. The rules and the AI live on the server.
import { connect as openSocket, rememberGame, forgetGame } from "/assets/session.js";
import { prepare, walls, line, palette, cellAt, direction, swipe, KEYS } from "/assets/grid.js";
import { play } from "/assets/sound.js";
import { repeatGate, bumps } from "/assets/keys.js";

const LABEL = { bfs: "BFS", dfs: "DFS", dijkstra: "Dijkstra" };
const $ = (id) => document.getElementById(id);
const page = { socket: null, view: null, replay: null, timer: null, shownOutcome: false };

function send(type, fields = {}) { page.socket?.send({ game: "words", type, ...fields }); }

function say(text) { $("message").textContent = text; }


/// Starts a board with the form's settings; `seed` replays one.
function newBoard(seed) {
  const form = new FormData($("new-game"));
  const side = Number(form.get("size"));
  page.shownOutcome = false;
  stopReplay();
  $("result").hidden = true;
  $("new-box").open = false;
  send("new", { width: side, height: side, ai: form.get("ai"), ...(seed == null ? {} : { seed }) });
  $("letters").focus();
}

/// The first board of a fresh page: the one its address names, if it names one.
function firstBoard() {
  const link = new URLSearchParams(location.search);
  const form = $("new-game").elements;
  for (const key of ["size", "ai"]) {
    if ([...form[key].options].some((o) => o.value === link.get(key))) form[key].value = link.get(key);
  }
  const seed = Number.parseInt(link.get("seed") ?? "", 10);
  newBoard(Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined);
}

function receive(message) {
  if (message.kind === "session.error") { bumped.refuse(); say(message.message); return; }
  if (message.kind === "words.trace") {
    replay(`${LABEL[message.search]} explores`, message.explored, message.path,
      `${message.path.length} cells, score ${message.breakdown.total}`);
    return;
  }
  if (message.kind !== "words.state") return;
  bumped.moved();
  const before = page.view ? page.view.breakdown.words.length : 0;
  const stepped = page.view && page.view.seed === message.seed && page.view.path.length !== message.path.length;
  page.view = message;
  const words = message.breakdown.words;
  if (words.length > before && page.view.path.length > 1) {
    say(`New: ${words.slice(before).map((w) => `${w.word} +${w.points}`).join(", ")}!`);
    play("word");
  } else if (stepped) {
    const head = message.path[message.path.length - 1];
    say(`${message.letters[head.y * message.width + head.x].toUpperCase()}: column ${head.x + 1}, row ${head.y + 1}.`);
    play("step");
  }
  history.replaceState(null, "", `/words?${new URLSearchParams({ seed: message.seed, size: message.width, ai: message.level })}`);
  showPanel();
  draw();
  if (message.outcome) forgetGame();
  else rememberGame(`${message.width}×${message.height}, ${message.path.length - 1} steps so far`);
  if (message.outcome && !page.shownOutcome) {
    page.shownOutcome = true;
    const ai = message.outcome.ai;
    replay(`The AI (${ai.level}) searches`, ai.explored, ai.entry.path, "", showResult);
  }
}

function showPanel() {
  const view = page.view;
  $("title").textContent = `${view.width}×${view.height} · ${view.placed} words hidden · AI ${view.level} · seed ${view.seed}`;
  $("score").textContent = view.breakdown.total;
  $("new-game").elements.ai.value = view.level;
  $("cells").textContent = `${view.path.length} cell${view.path.length === 1 ? "" : "s"} (par ${view.breakdown.par})`;
  $("words").replaceChildren(...view.breakdown.words.map((w) => {
    const li = document.createElement("li");
    li.textContent = `${w.word} +${w.points}`;
    return li;
  }));
  const head = view.path[view.path.length - 1];
  $("done").disabled = !(head.x === view.end.x && head.y === view.end.y) || !!view.outcome;
}

function layout(view, room) {
  const narrow = window.innerWidth <= 760;
  const roomW = room ?? (narrow ? window.innerWidth - 24 : window.innerWidth - 400);
  const roomH = narrow ? window.innerHeight * 0.6 : window.innerHeight - 170;
  const cell = Math.max(14, Math.floor(Math.min(roomW / view.width, roomH / view.height, 48)));
  return { cell, margin: 6 };
}

// One board: letters in their cells, the marked cells' colours, and the path as a line.
function paint(canvas, view, colour, path, room) {
  const COLORS = palette();
  const { cell, margin } = layout(view, room);
  const g = prepare(canvas, view.width, view.height, cell, margin);
  const at = (p) => [margin + p.x * cell, margin + p.y * cell];
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) {
      const fill = colour({ x, y });
      if (fill) { const [px, py] = at({ x, y }); g.fillStyle = fill; g.fillRect(px + 1, py + 1, cell - 2, cell - 2); }
    }
  }
  g.globalAlpha = 0.45;
  line(g, path, cell, margin, COLORS.trail, Math.max(2, cell / 10));
  g.globalAlpha = 1;
  g.fillStyle = COLORS.letter; g.textAlign = "center"; g.textBaseline = "middle";
  g.font = `600 ${Math.floor(cell * 0.55)}px system-ui, sans-serif`;
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) {
      const [px, py] = at({ x, y });
      g.fillText(view.letters[y * view.width + x].toUpperCase(), px + cell / 2, py + cell / 2 + 1);
    }
  }
  const gaps = [{ x: 0, y: 0, side: "west" }, { x: view.end.x, y: view.end.y, side: "east" }];
  walls(g, view, cell, margin, COLORS.wall, gaps);
  return { cell, margin };
}

const key = (p) => `${p.x},${p.y}`;

function draw() {
  const view = page.view;
  if (!view) return;
  const COLORS = palette();
  const onPath = new Map(view.path.map((p, i) => [key(p), i]));
  const head = view.path[view.path.length - 1];
  const r = page.replay;
  const explored = r ? new Set(r.explored.slice(0, r.shown).map(key)) : null;
  const found = r && r.shown >= r.explored.length ? new Set(r.path.map(key)) : null;
  paint($("letters"), view, (p) => {
    const k = key(p);
    if (found?.has(k)) return COLORS.found;
    if (explored?.has(k)) return COLORS.explored;
    if (r) return null;
    if (k === key(head)) return COLORS.head;
    if (onPath.has(k)) return view.word_cells[onPath.get(k)] ? COLORS.word : COLORS.path;
    if (k === key(view.end)) return COLORS.visited;
    return null;
  }, r ? r.path : view.path);
}

// Replays: a search's explored cells appear one by one at the chosen speed, then its path.
function replay(title, explored, path, summary, then) {
  stopReplay();
  page.replay = { explored, path, shown: 0, then };
  say(`${title}… Space skips.`);
  const speed = () => 2 ** Number($("speed").value); // 2 to 1024 cells a second
  let last = performance.now(), carry = 0;
  page.timer = setInterval(() => {
    const now = performance.now();
    carry += (now - last) / 1000 * speed();
    last = now;
    const r = page.replay;
    r.shown = Math.min(r.explored.length, r.shown + Math.floor(carry));
    carry -= Math.floor(carry);
    draw();
    if (r.shown >= r.explored.length) finishReplay(`${title}: ${explored.length} cells explored${summary ? `; its path: ${summary}` : ""}.`);
  }, 40);
}

function finishReplay(text) {
  clearInterval(page.timer);
  page.timer = null;
  const then = page.replay && page.replay.then;
  if (page.replay) page.replay.shown = page.replay.explored.length;
  draw();
  say(text ?? "");
  if (then) { page.replay.then = null; then(); }
}

function stopReplay() {
  clearInterval(page.timer);
  page.timer = null;
  page.replay = null;
}

function showResult() {
  const { player, ai, winner } = page.view.outcome;
  const view = page.view;
  const room = Math.min(460, window.innerWidth - 40);
  const COLORS = palette();
  const mark = (path) => { const s = new Set(path.map(key)); return (p) => (s.has(key(p)) ? COLORS.path : null); };
  paint($("mine"), view, mark(player.path), player.path, room);
  paint($("theirs"), view, mark(ai.entry.path), ai.entry.path, room);
  $("mine-title").textContent = `Your path, ${player.path.length} cells`;
  $("theirs-title").textContent = `The AI's path (${ai.level}), ${ai.entry.path.length} cells`;
  table($("mine-score"), player.breakdown);
  table($("theirs-score"), ai.entry.breakdown);
  const margin = Math.abs(player.breakdown.total - ai.entry.breakdown.total);
  $("verdict").textContent = winner === "player" ? `You win by ${margin}!` : winner === "ai" ? `The AI wins by ${margin}.` : "A tie!";
  $("result").hidden = false;
  $("result").scrollIntoView({ behavior: "smooth" });
}

function table(node, b) {
  const rows = b.words.map((w) => [w.word, `+${w.points}`]);
  rows.push([`${b.cells} cells`, String(b.length)], [`${Math.max(0, b.par - b.cells)} under par`, `+${b.bonus}`]);
  node.replaceChildren(...rows.map(([l, r]) => row(l, r)), row("total", String(b.total), "total"));
}

function row(label, value, cls) {
  const tr = document.createElement("tr");
  if (cls) tr.className = cls;
  for (const text of [label, value]) { const td = document.createElement("td"); td.textContent = text; tr.append(td); }
  return tr;
}

/// A held key repeats about 12 times a second, and not into a wall.
const held = repeatGate(), bumped = bumps();

function step(dir, repeat = false) {
  if (!page.view || page.view.outcome) return;
  if (page.replay) stopReplay();
  if (!bumped.send(dir, repeat)) return;
  say("");
  send("step", { dir });
}

document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["SELECT", "INPUT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  const dir = KEYS[event.key];
  if (dir) { event.preventDefault(); if (held(event)) step(dir, event.repeat); return; }
  if (event.key === " " && page.timer) { event.preventDefault(); page.replay.shown = page.replay.explored.length; return; }
  if (event.key === "Backspace") { event.preventDefault(); send("back"); }
  else if (event.key === "Enter" && event.target.tagName !== "BUTTON") send("done");
  else if (["1", "2", "3"].includes(event.key)) send("trace", { search: ["bfs", "dfs", "dijkstra"][Number(event.key) - 1] });
  else if (event.key === "Escape" && page.replay && !page.replay.then) { stopReplay(); draw(); say(""); }
  else if (event.key === "?") $("help-dialog").showModal();
  else if (event.key === "n") newBoard();
});
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => step(b.dataset.dir)));
document.querySelectorAll("[data-search]").forEach((b) => b.addEventListener("click", () => send("trace", { search: b.dataset.search })));
$("letters").addEventListener("click", (event) => {
  const view = page.view;
  if (!view) return;
  const { cell, margin } = layout(view);
  const at = cellAt($("letters"), event, cell, margin);
  const dir = at && direction(view.path[view.path.length - 1], at);
  if (dir) step(dir);
});
$("undo").addEventListener("click", () => send("back"));
$("done").addEventListener("click", () => send("done"));
$("new-game").addEventListener("submit", (event) => { event.preventDefault(); newBoard(); });
swipe($("letters"), step);
document.addEventListener("themechange", draw);
$("again").addEventListener("click", () => { window.scrollTo(0, 0); newBoard(); });
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
window.addEventListener("resize", draw);
page.socket = openSocket(receive, firstBoard, () => say(""), (resumed) => { if (resumed) say("Welcome back: your game goes on where it was."); });
