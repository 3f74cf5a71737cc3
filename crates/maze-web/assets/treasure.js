// The treasure maze page: draws the rooms the server keeps and sends the player's moves; plays
// the seed's demos as animations. The rules live on the server.
import { connect as openSocket } from "/assets/session.js";
import { prepare, walls, cellAt, direction, KEYS } from "/assets/grid.js";

const COLORS = { wall: "#1d2330", visited: "#e0e7ff", trail: "#2563eb80", you: "#2563eb", start: "#2ea043", goal: "#d03030", gold: "#b7791f", thief: "#d03030" };
const $ = (id) => document.getElementById(id);
const page = { socket: null, view: null, demo: null, timer: null };

function send(type, fields = {}) { page.socket?.send({ game: "treasure", type, ...fields }); }
function say(text) { $("message").textContent = text; }


function settings() {
  const form = new FormData($("new-game"));
  const side = Number(form.get("size"));
  const seed = Number.parseInt(new URLSearchParams(location.search).get("seed") ?? "", 10);
  return { width: side, height: side, loops: Number(form.get("loops")) || 0, wrap: form.get("wrap"), ...(Number.isSafeInteger(seed) && seed >= 0 ? { seed } : {}) };
}

function newMaze() {
  stopDemo();
  $("story").hidden = true;
  send("new", settings());
  $("rooms").focus();
}

function receive(message) {
  if (message.kind === "session.error") { say(message.message); return; }
  if (message.kind === "treasure.state") {
    stopDemo();
    page.view = message;
    say(message.said);
    show(message);
  } else if (message.kind === "treasure.demo") {
    playDemo(message);
  }
}

function show(view) {
  $("title").textContent = `${view.width}×${view.height} · a thief takes ${view.thief_share} % · seed ${view.seed}`;
  $("gold").textContent = view.gold;
  $("entered").textContent = view.trail.length;
  draw(view);
}

function layout(view) {
  const narrow = window.innerWidth <= 760;
  const roomW = narrow ? window.innerWidth - 24 : window.innerWidth - 400;
  const roomH = narrow ? window.innerHeight * 0.6 : window.innerHeight - 170;
  return { cell: Math.max(12, Math.floor(Math.min(roomW / view.width, roomH / view.height, 56))), margin: 6 };
}

function draw(view) {
  const { cell, margin } = layout(view);
  const g = prepare($("rooms"), view.width, view.height, cell, margin);
  const at = (p) => [margin + p.x * cell, margin + p.y * cell];
  const fill = (p, color) => { const [x, y] = at(p); g.fillStyle = color; g.fillRect(x + 1, y + 1, cell - 2, cell - 2); };
  for (const p of view.trail) fill(p, COLORS.visited);
  fill(view.start, "#bbf7d0");
  fill(view.goal, "#fecaca");
  g.textAlign = "center"; g.textBaseline = "middle";
  g.font = `700 ${Math.floor(cell * 0.34)}px system-ui, sans-serif`;
  const entered = new Set(view.trail.map((p) => `${p.x},${p.y}`));
  view.rooms.forEach((room, i) => {
    // A room entered has given up its gold or met its thief.
    if (!room || entered.has(`${i % view.width},${Math.floor(i / view.width)}`)) return;
    const [x, y] = at({ x: i % view.width, y: Math.floor(i / view.width) });
    g.fillStyle = room > 0 ? COLORS.gold : COLORS.thief;
    g.fillText(room > 0 ? `$${room}` : "T", x + cell / 2, y + cell / 2);
  });
  g.font = `700 ${Math.floor(cell * 0.3)}px system-ui, sans-serif`;
  for (const [p, label, color] of [[view.start, "S", COLORS.start], [view.goal, "G", COLORS.goal]]) {
    const [x, y] = at(p); g.fillStyle = color; g.fillText(label, x + cell * 0.2, y + cell * 0.22);
  }
  if (view.trail.length > 1) {
    g.strokeStyle = COLORS.trail; g.lineWidth = Math.max(2, cell / 10); g.lineCap = g.lineJoin = "round";
    g.beginPath();
    view.trail.forEach((p, i) => {
      const [x, y] = at(p);
      const prev = view.trail[i - 1];
      // A step across a wrapping edge is not drawn across the whole maze.
      const jump = prev && Math.abs(prev.x - p.x) + Math.abs(prev.y - p.y) > 1;
      (i === 0 || jump ? g.moveTo : g.lineTo).call(g, x + cell / 2, y + cell / 2);
    });
    g.stroke();
  }
  walls(g, view, cell, margin, COLORS.wall);
  const [px, py] = at(view.at);
  g.fillStyle = COLORS.you; g.beginPath();
  g.arc(px + cell / 2, py + cell / 2, Math.max(3, cell * 0.22), 0, 2 * Math.PI); g.fill();
}

// A demo walks its path a room at a time, highlighting the story's line for each step.
function playDemo(message) {
  stopDemo();
  const story = $("story");
  story.hidden = false;
  story.textContent = message.story.join("\n");
  let step = 0;
  const view = { ...message.maze, trail: [message.path[0]], gold: 0 };
  page.demo = view;
  say(`The ${message.demo} demo: ${message.path.length - 1} steps.`);
  const advance = () => {
    if (step >= message.path.length) { stopDemo(false); return; }
    view.at = message.path[step];
    view.trail = message.path.slice(0, step + 1);
    const room = step > 0 ? view.rooms[view.at.y * view.width + view.at.x] : 0;
    if (room > 0) view.gold += room;
    else if (room < 0) view.gold -= Math.floor(view.gold * view.thief_share / 100);
    show(view);
    step += 1;
  };
  advance();
  page.timer = setInterval(advance, Math.max(30, 2400 / message.path.length));
}

function stopDemo(clear = true) {
  clearInterval(page.timer);
  page.timer = null;
  if (clear) page.demo = null;
}

function move(dir) {
  if (page.demo) { say("That was a demo: start a new maze to play."); return; }
  if (!page.view || page.view.over) return;
  send("step", { dir });
}

document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["SELECT", "INPUT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  const dir = KEYS[event.key];
  if (dir) { event.preventDefault(); move(dir); }
  else if (event.key === "?") $("help-dialog").showModal();
  else if (event.key === "n") newMaze();
});
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => move(b.dataset.dir)));
document.querySelectorAll("[data-demo]").forEach((b) => b.addEventListener("click", () => send("demo", { demo: b.dataset.demo, ...settings() })));
$("rooms").addEventListener("click", (event) => {
  const view = page.view;
  if (!view || page.demo) return;
  const { cell, margin } = layout(view);
  const at = cellAt($("rooms"), event, cell, margin);
  const dir = at && direction(view.at, at);
  if (dir) move(dir);
});
$("new-game").addEventListener("submit", (event) => { event.preventDefault(); newMaze(); });
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
window.addEventListener("resize", () => page.demo ? show(page.demo) : page.view && show(page.view));
page.socket = openSocket(receive, newMaze, () => say("The connection to the game server closed: reload the page to play again."));
