// The watch page: a generator carving a maze of any cells (squares, hexagons, triangles, rings,
// octagons), then up to four solvers racing through it, a move each in turn. The server records the library's own steps (`/watch/steps`); the page plays
// them back at the chosen speed, a step at a time on request, and the timeline scrubs back and
// forth (a step back replays the show from its start: the steps are the library's, and the
// page never guesses). The address keeps the recipe, so a link replays the same show.

import { palette, prepare, reducedMotion } from "./grid.js";
import { randomSeed } from "./seed.js";

const form = document.getElementById("recipe");
const seed = document.getElementById("seed");
const lanes = document.getElementById("lanes");
const message = document.getElementById("message");
const play = document.getElementById("play");
const speed = document.getElementById("speed");
const rate = document.getElementById("rate");
const timeline = document.getElementById("timeline");
const position = document.getElementById("position");

/// Steps a second the slider offers, as in `maze watch`.
const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
/// How long the carving should take at the speed a new show starts at.
const FIRST_RUN = 12;
/// What a cell looks like: the marks, as numbers.
const UNTOUCHED = 0, CARVED = 1, REACHED = 2, EXPLORED = 3, LEFT = 4, PATH = 5;

let show = null; // the recorded show, as the server sent it
let picture = null; // its cells' and walls' outlines, made once a show
let drawn = ""; // what the lanes show, so that a frame with nothing new draws nothing
let state = null; // where the playback is
let total = 0; // how many steps the whole show takes
let owed = 0, last = 0, paused = false;

/// The recipe as the server's query.
function recipe() {
  const data = new FormData(form);
  const race = ["solver1", "solver2", "solver3", "solver4"].map((n) => data.get(n)).filter(Boolean);
  const shape = data.get("shape");
  const size = shape === "polar" ? { rings: data.get("rings") } : { width: data.get("width"), height: data.get("height") };
  return new URLSearchParams({ shape, algorithm: data.get("algorithm"), ...size, seed: data.get("seed"), race: race.join(",") });
}

/// The command that shows the same in a terminal: `maze watch` on squares, and on other cells
/// `maze generate` drawing the same maze solved.
function command(query) {
  const race = query.get("race").split(",");
  const seed = `--seed ${query.get("seed")}`;
  if (query.get("shape") !== "square") {
    const size = query.get("shape") === "polar" ? `--rings ${query.get("rings")}` : `-W ${query.get("width")} -H ${query.get("height")}`;
    return `maze generate --shape ${query.get("shape")} ${size} -a ${query.get("algorithm")} ${seed} --solve --solver ${race[0]} -o maze.svg`;
  }
  const solvers = race.length > 1 ? `--race ${race.join(",")}` : `--solver ${race[0]}`;
  return `maze watch -a ${query.get("algorithm")} -W ${query.get("width")} -H ${query.get("height")} ${solvers} ${seed}`;
}

/// The two cells wall `wall` stands between.
const between = (wall) => [show.walls.between[2 * wall], show.walls.between[2 * wall + 1]];

/// The playback of `show` before its first step: all walls up, nothing carved. `tick` counts
/// the steps taken since.
function fresh() {
  const cells = show.cells.length;
  return {
    phase: "carving", tick: 0, at: 0, cursor: null,
    open: new Uint8Array(show.walls.paths.length), marks: new Uint8Array(cells).fill(UNTOUCHED), racers: [], standings: "",
  };
}

/// A new show: its length measured by playing it through once, then played from its start at
/// a speed that carves it in about `FIRST_RUN` seconds.
function begin() {
  picture = {
    cells: show.cells.map((d) => new Path2D(d)),
    walls: show.walls.paths.map((d) => new Path2D(d)),
    border: new Path2D(show.walls.border),
  };
  drawn = "";
  delete lanes.dataset.racing;
  delete lanes.dataset.said;
  state = fresh();
  while (state.phase !== "done") step();
  total = state.tick;
  timeline.max = String(total);
  state = fresh();
  const wanted = show.carve.length / FIRST_RUN;
  const index = SPEEDS.findIndex((s) => s >= wanted);
  speed.value = String(index < 0 ? SPEEDS.length - 1 : index);
  showRate();
}

/// Plays the show to step `target`: onward from here, or from the start when it lies behind.
function seek(target) {
  if (target < state.tick) state = fresh();
  while (state.tick < target && state.phase !== "done") step();
}

/// A figure with a caption and a canvas, for the carving or one racer.
function lane(caption) {
  const figure = document.createElement("figure");
  const text = document.createElement("figcaption");
  text.textContent = caption;
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", caption);
  figure.append(text, canvas);
  return figure;
}

/// Applies the next carving step (see `watch::Show::carve`); at the end, starts the race.
function carveStep() {
  if (state.at >= show.carve.length) { startRace(); return; }
  const packed = show.carve[state.at++];
  const what = packed % 4, n = Math.floor(packed / 4);
  if (what === 0) {
    // A wall opened: the cursor is on the cell it brings in (the one not carved yet).
    const [a, b] = between(n);
    state.open[n] = 1;
    state.cursor = state.marks[a] === UNTOUCHED ? a : b;
    state.marks[a] = state.marks[b] = CARVED;
  } else if (what === 1) {
    state.open[n] = 0;
    state.cursor = between(n)[0];
  } else if (what === 2) {
    state.cursor = n;
  } else {
    // Every wall open at once (recursive division starts from one room).
    state.open.fill(1);
    state.marks.fill(CARVED);
  }
}

/// The maze is carved: every solver starts from the start.
function startRace() {
  state.phase = "racing";
  state.cursor = null;
  state.marks.fill(CARVED);
  state.racers = show.racers.map((r) => ({
    ...r, at: 0, moves: 0, explored: 0, cursor: null, done: false, marks: new Uint8Array(state.marks),
  }));
}

/// The lanes the phase shows (the carving's, or one a racer), made afresh when it changes,
/// with the sentence that says what is happening.
function showPhase() {
  const racing = state.phase !== "carving";
  if (lanes.dataset.racing === String(racing) && lanes.dataset.said === state.phase) return;
  lanes.dataset.racing = String(racing);
  lanes.dataset.said = state.phase;
  if (!racing) {
    lanes.replaceChildren(lane(`${show.algorithm}, seed ${show.seed}`));
    say(`Carving ${show.board} maze by ${show.algorithm}.`);
    return;
  }
  if (lanes.children.length !== state.racers.length || !lanes.children[0]?.title) {
    lanes.replaceChildren(...state.racers.map((r) => lane(r.solver)));
    for (const [i, racer] of state.racers.entries()) lanes.children[i].title = racer.description;
  }
  const names = state.racers.map((r) => r.solver).join(", ");
  if (state.phase === "done") say(state.standings);
  else say(state.racers.length > 1 ? `Racing ${names}, a move each in turn.` : `Solving with ${names}.`);
}

/// Takes a racer's steps up to and including its next move (a cell explored), or to its end.
function advance(racer) {
  while (racer.at < racer.steps.length) {
    const packed = racer.steps[racer.at++];
    const cell = Math.floor(packed / 4), what = packed % 4;
    const before = racer.marks[cell];
    racer.marks[cell] = [REACHED, EXPLORED, LEFT][what];
    racer.cursor = cell;
    if (what === 1) {
      racer.moves++;
      if (before !== LEFT && before !== EXPLORED) racer.explored++;
      return;
    }
  }
  for (const cell of racer.path ?? []) racer.marks[cell] = PATH;
  racer.cursor = null;
  racer.done = true;
}

/// One step of the show: a carving step, or a move of every racer still going.
function step() {
  if (state.phase === "done") return;
  state.tick++;
  if (state.phase === "carving") { carveStep(); return; }
  for (const racer of state.racers) if (!racer.done) advance(racer);
  if (state.racers.every((r) => r.done)) finish();
}

/// The race is over: the standings.
function finish() {
  state.phase = "done";
  const order = [...state.racers].sort((a, b) => (!a.path - !b.path) || a.moves - b.moves);
  const parts = order.map((r, i) => r.path ? `${r.solver} ${r.moves}${i === 0 ? " moves" : ""}` : `${r.solver} found no way`);
  state.standings = `Finished: ${parts.join(", ")}.`;
}

/// Finishes the current phase at once.
function skip() {
  const phase = state.phase;
  while (state.phase === phase && phase !== "done") step();
}

function say(text) { message.textContent = text; }

/// The colour of each mark, and of the cursor, from the theme.
function colours() {
  const style = getComputedStyle(document.documentElement);
  const get = (name) => style.getPropertyValue(`--watch-${name}`).trim();
  return {
    [UNTOUCHED]: get("untouched"), [CARVED]: null, [REACHED]: get("reached"), [EXPLORED]: get("explored"),
    [LEFT]: get("left"), [PATH]: get("path"), cursor: get("cursor"),
  };
}

/// Draws every lane: the carving, or each racer's view of the maze, and where the timeline is.
function draw() {
  const key = `${state.tick}|${lanes.clientWidth}|${window.innerHeight}|${document.documentElement.dataset.theme}`;
  if (key === drawn) return;
  drawn = key;
  showPhase();
  if (document.activeElement !== timeline) timeline.value = String(state.tick);
  const where = `step ${state.tick.toLocaleString("en")} of ${total.toLocaleString("en")}`;
  if (position.textContent !== where) { position.textContent = where; timeline.setAttribute("aria-valuetext", where); }
  const colour = colours();
  const views = state.phase === "carving"
    ? [{ marks: state.marks, cursor: state.cursor, caption: `${show.algorithm} · carving ${state.at} of ${show.carve.length}` }]
    : state.racers.map((r) => ({ marks: r.marks, cursor: r.cursor, caption: caption(r) }));
  const first = lanes.children[0];
  // The lanes stand in rows; together they leave the controls in view.
  const perRow = first ? Math.max(1, Math.round(lanes.clientWidth / first.clientWidth)) : 1;
  const tall = (window.innerHeight - 200) / Math.ceil(views.length / perRow) - 30;
  views.forEach((view, i) => {
    const figure = lanes.children[i];
    if (!figure) return;
    const text = figure.querySelector("figcaption");
    if (text.textContent !== view.caption) text.textContent = view.caption;
    paint(figure.querySelector("canvas"), view, colour, figure.clientWidth, tall);
  });
}

/// A racer's caption: its name and count, and its path's length once it has finished.
function caption(racer) {
  if (!racer.done) return `${racer.solver} · ${racer.moves} moves`;
  if (!racer.path) return `${racer.solver} ✗ ${racer.moves} moves, no way`;
  return `${racer.solver} ✓ ${racer.moves} moves, ${racer.path.length - 1} steps`;
}

/// Paints one view of the maze on `canvas`, as large as `wide` × `tall` pixels allow: the
/// cells filled by their marks (a colour's cells in one path), the walls standing, the border,
/// and the start and goal.
function paint(canvas, view, colour, wide, tall) {
  const [width, height] = show.extent;
  const margin = 6;
  const fits = Math.min((wide - 2 * margin) / width, (tall - 2 * margin) / height);
  const cell = Math.max(4, Math.min(28, fits));
  const g = prepare(canvas, width, height, cell, margin);
  g.save();
  g.translate(margin, margin);
  g.scale(cell, cell);
  const fills = new Map();
  view.marks.forEach((mark, c) => {
    const fill = c === view.cursor ? colour.cursor : colour[mark];
    if (!fill) return;
    if (!fills.has(fill)) fills.set(fill, new Path2D());
    fills.get(fill).addPath(picture.cells[c]);
  });
  for (const [fill, path] of fills) {
    g.fillStyle = fill;
    g.fill(path);
    // Outlined in their own colour, so that no hairline of the floor shows between cells.
    g.strokeStyle = fill;
    g.lineWidth = 1 / cell;
    g.stroke(path);
  }
  const standing = new Path2D(picture.border);
  state.open.forEach((open, wall) => { if (!open) standing.addPath(picture.walls[wall]); });
  g.strokeStyle = palette().wall;
  g.lineWidth = Math.max(1.5, cell * 0.1) / cell;
  g.lineCap = "round";
  g.stroke(standing);
  const dot = (at, fill) => {
    const [x, y] = show.centres[at];
    g.fillStyle = fill; g.beginPath();
    g.arc(x, y, 0.3, 0, 2 * Math.PI); g.fill();
  };
  dot(show.start, palette().start); dot(show.goal, palette().exit);
  g.restore();
}

/// The animation: as many steps as the speed allows since the last frame.
function frame(now) {
  if (state && !paused) {
    const perSecond = SPEEDS[Number(speed.value)];
    owed = Math.min(owed + ((now - last) / 1000) * perSecond, Math.max(perSecond, 1));
    while (owed >= 1 && state.phase !== "done") { step(); owed -= 1; }
  }
  last = now;
  if (state) draw();
  requestAnimationFrame(frame);
}

function showRate() {
  const perSecond = SPEEDS[Number(speed.value)];
  rate.textContent = `${perSecond}/s`;
  speed.setAttribute("aria-valuetext", `${perSecond} steps a second`);
}

function setPaused(value) {
  paused = value;
  play.textContent = paused ? "Play" : "Pause";
  play.setAttribute("aria-pressed", String(!paused));
}

/// The most cells the server animates (`watch::MAX_CELLS`), and a side's most.
const MOST_CELLS = 2500, MOST_SIDE = 100;

/// Offers only what the server takes: each side at most what the other leaves of the cells,
/// rings for polar mazes (up to 28, the most within those cells), and on cells other than squares none of the
/// solvers that steer by compass headings.
function limitSides() {
  const { width, height, shape } = form.elements;
  const polar = shape.value === "polar";
  for (const label of form.querySelectorAll("[data-size]")) label.hidden = (label.dataset.size === "polar") !== polar;
  for (const option of form.querySelectorAll("option[value=pledge], option[value=chain]")) {
    option.disabled = shape.value !== "square";
    if (option.disabled && option.selected) option.parentElement.value = option.parentElement.name === "solver1" ? "bfs" : "";
  }
  width.max = String(Math.min(MOST_SIDE, Math.floor(MOST_CELLS / Math.max(1, Number(height.value) || 1))));
  height.max = String(Math.min(MOST_SIDE, Math.floor(MOST_CELLS / Math.max(1, Number(width.value) || 1))));
}

/// Asks the server for the show of the form's recipe and starts it; a refusal stops the show
/// on screen (it is not the one the form asks for).
async function load() {
  if (seed.value === "") seed.value = String(randomSeed());
  const query = recipe();
  history.replaceState(null, "", `?${query}`);
  document.getElementById("command").textContent = command(query);
  // A size the form refuses is said here, without asking the server.
  const cells = Number(form.elements.width.value) * Number(form.elements.height.value);
  if (query.get("shape") !== "polar" && cells > MOST_CELLS) {
    setPaused(true);
    say(`A ${form.elements.width.value}×${form.elements.height.value} maze has ${cells.toLocaleString("en")} cells; the watch page animates up to ${MOST_CELLS.toLocaleString("en")} (maze watch in a terminal takes up to 300×300).`);
    return;
  }
  let answer;
  try {
    answer = await fetch(`/watch/steps?${query}`);
  } catch {
    say("The server did not answer: is maze gui still running?");
    return;
  }
  if (!answer.ok) { setPaused(true); say(await answer.text()); return; }
  say("");
  show = await answer.json();
  owed = 0;
  begin();
  setPaused(reducedMotion());
}

/// Fills the form from the address, so that a link replays the same show.
function fromAddress() {
  const query = new URLSearchParams(location.search);
  for (const name of ["shape", "algorithm", "width", "height", "rings", "seed"]) {
    if (query.has(name)) form.elements[name].value = query.get(name);
  }
  if (query.has("race")) {
    const race = query.get("race").split(",");
    ["solver1", "solver2", "solver3", "solver4"].forEach((n, i) => { form.elements[n].value = race[i] ?? ""; });
  }
}

form.addEventListener("submit", (event) => { event.preventDefault(); load(); });
form.addEventListener("input", limitSides);
document.getElementById("reseed").addEventListener("click", () => { seed.value = String(randomSeed()); load(); });
play.addEventListener("click", () => setPaused(!paused));
/// Does `move` to the show, paused, and shows the result at once (not at the next frame, so
/// that what the page says follows the click it answers).
function moved(move) {
  if (!state) return;
  setPaused(true);
  move();
  draw();
}
document.getElementById("step").addEventListener("click", () => moved(step));
document.getElementById("back").addEventListener("click", () => moved(() => seek(Math.max(0, state.tick - 1))));
timeline.addEventListener("input", () => moved(() => seek(Number(timeline.value))));
// Keys: Space plays or pauses, ← and → step back and forth (outside the form's fields and the
// sliders, which take them; Space on a button presses the button).
document.addEventListener("keydown", (event) => {
  if (!state || event.target.closest("form, input, select") || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === " " && event.target.closest("button")) return;
  if (event.key === " ") { event.preventDefault(); setPaused(!paused); }
  else if (event.key === "ArrowLeft") { event.preventDefault(); moved(() => seek(Math.max(0, state.tick - 1))); }
  else if (event.key === "ArrowRight") { event.preventDefault(); moved(step); }
});
document.getElementById("skip").addEventListener("click", () => { if (state) { skip(); draw(); } });
speed.addEventListener("input", showRate);
fromAddress();
limitSides();
load();
requestAnimationFrame(frame);
