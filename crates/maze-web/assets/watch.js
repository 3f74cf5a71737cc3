// The watch page: a generator carving a maze, then up to four solvers racing through it, a move
// each in turn. The server records the library's own steps (`/watch/steps`); the page plays
// them back at the chosen speed, a step at a time on request, and the timeline scrubs back and
// forth (a step back replays the show from its start: the steps are the library's, and the
// page never guesses). The address keeps the recipe, so a link replays the same show.

import { palette, prepare, reducedMotion, walls } from "./grid.js";
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
const BITS = [1, 2, 4, 8]; // north, east, south, west, as grid.js reads passages
const OPPOSITE = [2, 3, 0, 1];

let show = null; // the recorded show, as the server sent it
let state = null; // where the playback is
let total = 0; // how many steps the whole show takes
let owed = 0, last = 0, paused = false;

/// The recipe as the server's query.
function recipe() {
  const data = new FormData(form);
  const race = ["solver1", "solver2", "solver3", "solver4"].map((n) => data.get(n)).filter(Boolean);
  return new URLSearchParams({
    algorithm: data.get("algorithm"), width: data.get("width"), height: data.get("height"),
    seed: data.get("seed"), race: race.join(","),
  });
}

/// The `maze watch` line that shows the same in a terminal.
function command(query) {
  const race = query.get("race").split(",");
  const solvers = race.length > 1 ? `--race ${race.join(",")}` : `--solver ${race[0]}`;
  return `maze watch -a ${query.get("algorithm")} -W ${query.get("width")} -H ${query.get("height")} ${solvers} --seed ${query.get("seed")}`;
}

/// The neighbour of cell `cell` towards side `side` (0 north … 3 west).
function beside(cell, side) {
  const w = show.width;
  return [cell - w, cell + 1, cell + w, cell - 1][side];
}

/// The playback of `show` before its first step: all walls up, nothing carved. `tick` counts
/// the steps taken since.
function fresh() {
  const cells = show.width * show.height;
  return {
    phase: "carving", tick: 0, at: 0, cursor: null,
    open: new Uint8Array(cells), marks: new Uint8Array(cells).fill(UNTOUCHED), racers: [], standings: "",
  };
}

/// A new show: its length measured by playing it through once, then played from its start at
/// a speed that carves it in about `FIRST_RUN` seconds.
function begin() {
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

/// Applies the next carving step; at the end, starts the race.
function carveStep() {
  if (state.at >= show.carve.length) { startRace(); return; }
  const packed = show.carve[state.at++];
  const cell = Math.floor(packed / 16), what = packed % 16;
  if (what < 4) {
    const next = beside(cell, what);
    state.open[cell] |= BITS[what]; state.open[next] |= BITS[OPPOSITE[what]];
    state.marks[cell] = state.marks[next] = CARVED; state.cursor = next;
  } else if (what < 8) {
    const side = what - 4, next = beside(cell, side);
    state.open[cell] &= ~BITS[side]; state.open[next] &= ~BITS[OPPOSITE[side]];
    state.cursor = cell;
  } else if (what === 8) {
    state.cursor = cell;
  } else {
    openAll();
  }
}

/// Every passage inside the grid open (recursive division starts from one room).
function openAll() {
  const { width, height } = show;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let bits = 0;
      if (y > 0) bits |= 1;
      if (x < width - 1) bits |= 2;
      if (y < height - 1) bits |= 4;
      if (x > 0) bits |= 8;
      state.open[y * width + x] = bits;
      state.marks[y * width + x] = CARVED;
    }
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
    say(`Carving a ${show.width}×${show.height} maze by ${show.algorithm}.`);
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

/// Paints one view of the maze on `canvas`, as large as `wide` × `tall` pixels allow.
function paint(canvas, view, colour, wide, tall) {
  const { width, height } = show;
  const margin = 6;
  const fits = Math.min((wide - 2 * margin) / width, (tall - 2 * margin) / height);
  const cell = Math.max(4, Math.min(28, Math.floor(fits)));
  const g = prepare(canvas, width, height, cell, margin);
  for (let c = 0; c < width * height; c++) {
    const fill = c === view.cursor ? colour.cursor : colour[view.marks[c]];
    if (!fill) continue;
    g.fillStyle = fill;
    g.fillRect(margin + (c % width) * cell, margin + Math.floor(c / width) * cell, cell, cell);
  }
  const passages = Array.from(state.open, (bits) => bits.toString(16)).join("");
  const [sx, sy] = show.start, [gx, gy] = show.goal;
  const gaps = [{ x: sx, y: sy, side: "north" }, { x: gx, y: gy, side: "south" }];
  walls(g, { width, height, passages }, cell, margin, palette().wall, gaps);
  const dot = (x, y, fill) => {
    g.fillStyle = fill; g.beginPath();
    g.arc(margin + (x + 0.5) * cell, margin + (y + 0.5) * cell, cell * 0.3, 0, 2 * Math.PI); g.fill();
  };
  dot(sx, sy, palette().start); dot(gx, gy, palette().exit);
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

/// Offers only sizes the server takes: each side at most what the other leaves of the cells.
function limitSides() {
  const { width, height } = form.elements;
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
  if (cells > MOST_CELLS) {
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
  for (const name of ["algorithm", "width", "height", "seed"]) {
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
document.getElementById("step").addEventListener("click", () => { setPaused(true); if (state) step(); });
document.getElementById("back").addEventListener("click", () => { setPaused(true); if (state) seek(Math.max(0, state.tick - 1)); });
timeline.addEventListener("input", () => { setPaused(true); if (state) seek(Number(timeline.value)); });
// Keys: Space plays or pauses, ← and → step back and forth (outside the form's fields).
document.addEventListener("keydown", (event) => {
  if (!state || event.target.closest("form, input, select, button") || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === " ") { event.preventDefault(); setPaused(!paused); }
  else if (event.key === "ArrowLeft") { event.preventDefault(); setPaused(true); seek(Math.max(0, state.tick - 1)); }
  else if (event.key === "ArrowRight") { event.preventDefault(); setPaused(true); step(); }
});
document.getElementById("skip").addEventListener("click", () => { if (state) skip(); });
speed.addEventListener("input", showRate);
fromAddress();
limitSides();
load();
requestAnimationFrame(frame);
