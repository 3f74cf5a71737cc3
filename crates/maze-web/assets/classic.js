// The Maze Game page: draws what the server sends and sends what the player does.
// The rules live on the server; this page never decides a move.
import { connect as openSocket, rememberGame, forgetGame } from "/assets/session.js";
import { prepare, piece, palette, glider, reducedMotion, swipe } from "/assets/grid.js";
import { play } from "/assets/sound.js";
import { wayFor, letterOf, stairsOf, repeatGate, turn } from "/assets/keys.js";

const $ = (id) => document.getElementById(id);
const canvas = $("maze");
/// How many of the player's last cells the fading trail shows.
const TRAIL = 16;
// `board` is the maze drawn (the server sends it once a maze, its walls kept as one Path2D),
// `view` the game as it stands on it (sent with every change). A new board waits in
// `incoming` for the state that goes with it, so that input and drawing never mix the two.
// One move is in flight at a time (`pending`, the cell asked for): what the player does
// meanwhile waits in `queued` and is taken from where the answer leaves the player.
const page = {
  socket: null, board: null, walls: null, incoming: null, view: null, received: 0,
  pending: null, queued: [],
  trail: [], glide: glider(), burst: 0, frame: 0, show: { hint: false, solution: false },
  // In fog: the cells seen so far, and those in sight now; `null` without fog.
  seen: null, sight: new Set(),
  // In a maze of levels, the level the player chose to look at (`null`: their own).
  looking: null,
};
/// The address the page was opened at: a link to a game, or a reload of one.
const opened = new URLSearchParams(location.search);
/// Whether the page's first state has been weighed against the address (see `linkedElsewhere`).
let linkWeighed = false;
/// What a link leaves out means the default board: plain squares, one level, no outline,
/// no bridges, no fog.
const BOARD_DEFAULTS = { shape: "square", levels: "1", mask: "none", text: "", weave: "0", fog: "0" };

/// The most moves that wait for the one in flight (a held key's repeats beyond them are
/// dropped, so that letting go stops the player).
const QUEUE = 6;

function send(type, fields = {}) { page.socket?.send({ game: "classic", type, ...fields }); }

function say(text) { $("message").textContent = text; }

/// The settings a game was started with, from the address (a shared link) or the form.
function chosen() {
  const form = new FormData($("new-game"));
  const fields = $("new-game").elements;
  const shown = (field) => !field.closest("label").hidden;
  return {
    difficulty: form.get("difficulty"), mode: form.get("mode"), ai: form.get("ai"),
    shape: form.get("shape"), levels: shown(fields.levels) ? Number(form.get("levels")) : 1,
    mask: form.get("mask"), text: form.get("text"), weave: fields.weave.checked && shown(fields.weave),
    fog: fields.fog.checked,
  };
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
  form.elements.shape.value = settings.shape ?? "square";
  form.elements.levels.value = String(settings.levels ?? 1);
  form.elements.mask.value = settings.mask ?? "none";
  if (settings.text) form.elements.text.value = settings.text;
  form.elements.weave.checked = Boolean(settings.weave);
  form.elements.fog.checked = Boolean(settings.fog);
  showFields();
}

/// Shows the form's fields that apply: words for a words outline, levels where stairs fit
/// (not octagons), bridges on flat square cells with no outline.
function showFields() {
  const f = $("new-game").elements;
  const label = (name) => $("new-game").querySelector(`[data-for=${name}]`);
  label("text").hidden = f.mask.value !== "text";
  label("levels").hidden = f.shape.value === "upsilon";
  label("weave").hidden = !(f.shape.value === "square" && f.levels.value === "1" && f.mask.value === "none");
}

/// Where this tab keeps the trail, so that a reload draws it again (the server keeps the rest).
const KEPT_TRAIL = "maze-classic-trail";

function keepTrail(view) {
  try {
    sessionStorage.setItem(KEPT_TRAIL, JSON.stringify({ seed: view.seed, generation: view.generation, trail: page.trail }));
  } catch {
    // A full storage keeps the trail in the page only.
  }
}

/// The trail this tab kept for the game of `view`, if it ends where the player stands (`you`).
function keptTrail(view, you) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_TRAIL) ?? "null");
    const last = kept?.trail?.at(-1);
    const ours = kept && kept.seed === view.seed && kept.generation === view.generation && last?.x === you.x && last?.y === you.y;
    return ours ? kept.trail.slice(-TRAIL) : [];
  } catch {
    return [];
  }
}

/// Starts a game with the form's settings; `seed` replays one maze.
function newGame(seed) {
  page.trail = [];
  page.glide.forget();
  page.queued = [];
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
  linkWeighed = true;
  const link = new URLSearchParams(location.search);
  const seed = Number.parseInt(link.get("seed") ?? "", 10);
  // A link names a whole game: what it leaves out is the default board, not the form's.
  const settings = link.has("seed")
    ? { ...chosen(), shape: "square", levels: 1, mask: "none", weave: false, fog: false }
    : { ...chosen() };
  // A setting the form does not offer is left at its default (a size may be any WxH).
  const offered = (name, value) => name === "text" || name === "difficulty" && /^\d+x\d+$/.test(value)
    || [...$("new-game").elements[name].options].some((o) => o.value === value);
  for (const key of ["difficulty", "mode", "ai", "shape", "levels", "mask", "text"]) {
    const value = link.get(key);
    if (value && offered(key, value)) settings[key] = key === "levels" ? Number(value) : value;
  }
  if (link.has("weave")) settings.weave = link.get("weave") === "1";
  if (link.has("fog")) settings.fog = link.get("fog") === "1";
  showSettings(settings);
  newGame(Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined);
}

function receive(message) {
  switch (message.kind) {
    case "classic.board": showBoard(message); break;
    case "classic.state": showState(message); break;
    case "session.error":
      if (page.pending != null && message.message.toLowerCase().includes("wall")) play("wall");
      say(message.message);
      answered();
      break;
    case "session.info": say(message.message); break;
  }
}

/// Keeps the maze the next state is drawn on: a game begun on the page (new, loaded,
/// resumed), or the game's maze rebuilt with the racers in their places.
function showBoard(board) {
  page.incoming = board;
}

function showState(view) {
  const board = page.incoming;
  if (board) {
    page.incoming = null;
    page.board = board;
    page.walls = new Path2D(board.walls);
    page.cells = board.mask === "none" ? null : cellsPath(board);
    page.seen = board.seen ? new Set(board.seen) : null;
  }
  if (!page.board) return;
  const before = board && !board.regenerated ? null : page.view;
  const fresh = !before;
  const rebuilt = Boolean(board?.regenerated) && !fresh;
  const moved = before && before.human.moves !== view.human.moves;
  const you = spot(view, "human");
  if (fresh) {
    page.trail = keptTrail(view, you); page.glide.forget(); page.queued = []; page.looking = null;
    page.show = { hint: view.hint != null, solution: view.solution != null };
  }
  if (moved) {
    page.looking = null;
    // A step to another level shows that level: nothing glides across from the one before.
    if (page.board.levels > 1 && levelOf(before.human.cell) !== levelOf(view.human.cell)) page.glide.forget();
  }
  if (!page.trail.length || moved) {
    const last = page.trail[page.trail.length - 1];
    if (!last || last.x !== you.x || last.y !== you.y) page.trail.push(you);
    page.trail = page.trail.slice(-TRAIL);
    keepTrail(view);
  }
  page.glide.to("you", you);
  if (view.ai) page.glide.to("ai", spot(view, "ai"));
  page.view = view;
  page.sight = new Set(view.in_sight ?? []);
  if (page.seen) for (const cell of page.sight) page.seen.add(cell);
  page.received = performance.now();
  showLevels();
  if (view.winner) forgetGame();
  else rememberGame(`${view.settings}, ${view.human.moves} move${view.human.moves === 1 ? "" : "s"}`);
  if (rebuilt) say(page.seen ? "The maze rebuilt itself! You kept your place; the fog came back." : "The maze rebuilt itself! You kept your place.");
  else if (moved) { say(position(view)); play("step"); }
  if (fresh) showSettings({ difficulty: view.difficulty, mode: view.mode, ai: view.ai_level, ...boardOf(page.board) });
  showKeys(page.board);
  // A race shows no way out until it is over (the server refuses it too).
  $("hint").disabled = $("solution").disabled = view.mode === "versus" && !view.winner;
  $("hint").setAttribute("aria-pressed", String(view.hint != null));
  $("solution").setAttribute("aria-pressed", String(view.solution != null));
  const resumed = !linkWeighed;
  const linked = resumed && linkedElsewhere(view);
  linkWeighed = true;
  if (resumed && !linked && !view.winner) say("Your game is back where you left it.");
  if (linked && view.winner) firstGame();
  else if (linked) {
    // A link opened in a tab that had a game under way: the linked game, once the player agrees.
    confirmThen("This link opens another game: leave the one this tab was playing?", firstGame);
  } else history.replaceState(null, "", link(view));
  // The stairs' buttons answer only on stairs.
  for (const button of $("stairs-pad").querySelectorAll("button")) {
    button.disabled = !view.ways.some((w) => w.open && w.stairs === (button.dataset.key === "<" ? "up" : "down"));
  }
  showStats();
  schedule();
  // A win shows when it happens: a loaded or resumed game that was already over does not
  // pretend it was just won.
  if (view.winner && before && !before.winner && !fresh) won(view);
  else if (view.winner && fresh) say(view.winner === "human" ? "This game is over: you won it." : "This game is over: the computer won it.");
  answered();
}

/// The move in flight has its answer (a state or a refusal): the next one waiting goes.
function answered() {
  page.pending = null;
  const next = page.queued.shift();
  if (next && page.view) act(next);
}

/// Does what the player did (`{ key, repeat }`, `{ angle }` of a swipe, or `{ cell }`
/// clicked) from where the player stands now, or keeps it for when the move in flight is
/// answered.
function act(intent) {
  if (page.pending != null) {
    if (page.queued.length < QUEUE) page.queued.push(intent);
    return;
  }
  const view = page.view;
  if (intent.key != null) moveKey(view, intent.key, intent.repeat);
  else if (intent.angle != null) go(wayToward(view, intent.angle));
  else if (view.ways.some((w) => w.cell === intent.cell)) go(intent.cell);
}

/// Where the racer `who` (`human` or `ai`) is drawn: see `at`.
function spot(view, who) {
  return at(view[who].cell);
}

/// Where the cell numbered `cell` is drawn, in cells from the top left of the picture: its
/// centre less half a cell (a square's corner).
function at(cell) {
  const [x, y] = page.board.centres[cell];
  return { x: x - 0.5, y: y - 0.5 };
}

/// The board's settings as `new` takes them.
function boardOf(board) {
  return { shape: board.shape, levels: board.levels, mask: board.mask, text: board.text, weave: board.weave, fog: board.seen != null };
}

/// The player's cell in words, for everyone and for screen readers: the level and the ways on.
function position(view) {
  const board = page.board;
  const left = view.solution ? view.solution.length - 1 : 0;
  const steps = view.solution ? ` ${left} step${left === 1 ? "" : "s"} to the exit.` : "";
  const level = board.levels > 1 ? `Level ${levelOf(view.human.cell) + 1} of ${board.levels}. ` : "";
  const open = view.ways.filter((w) => w.open).length;
  return `${level}${open} way${open === 1 ? "" : "s"} on from here.${steps}`;
}

/// The level of `cell` in a maze of levels, from 0: levels lie side by side, one cell apart.
function levelOf(cell) {
  const board = page.board;
  return Math.min(board.levels - 1, Math.floor(board.centres[cell][0] / (levelBox(0).w + 1)));
}

/// Whether the address the page was opened at names a game other than `view` (the game a
/// reload took back): a seed, or any setting, that differs.
function linkedElsewhere(view) {
  if (!opened.has("seed")) return false;
  const now = new URL(link(view), location.origin).searchParams;
  const value = (params, key) => params.get(key) ?? BOARD_DEFAULTS[key] ?? "";
  const keys = new Set([...opened.keys(), ...now.keys()]);
  return [...keys].some((key) => value(opened, key) !== value(now, key));
}

/// The address that replays the game on screen: its maze and every setting.
function link(view) {
  const query = new URLSearchParams({ seed: view.seed, difficulty: view.difficulty, mode: view.mode, ai: view.ai_level });
  const board = boardOf(page.board);
  if (board.shape !== "square") query.set("shape", board.shape);
  if (board.levels > 1) query.set("levels", board.levels);
  if (board.mask !== "none") query.set("mask", board.mask);
  if (board.mask === "text" && board.text) query.set("text", board.text);
  if (board.weave) query.set("weave", "1");
  if (board.fog) query.set("fog", "1");
  return `/classic?${query}`;
}

/// Shows the keys that move on this board, and the pads that match them: six ways on
/// hexagons and on rings (out to either cell where a ring splits), eight on octagons, stairs
/// in levels.
function showKeys(board) {
  const keys = $("keys");
  const hex = board.shape === "hex", eight = board.shape === "upsilon", rings = board.shape === "polar";
  document.querySelector(".pad:not(.six):not(.eight):not(.stairs)").hidden = hex || eight || rings;
  $("hex-pad").hidden = !hex;
  $("rings-pad").hidden = !rings;
  $("eight-pad").hidden = !eight;
  $("stairs-pad").hidden = !(board.levels > 1);
  keys.hidden = false;
  const moves = {
    hex: "Q W E / A S D move to the six sides",
    polar: "W out (Q and E to the two cells out where a ring splits), S in, A and D round the rings (or the arrows)",
    upsilon: "W A S D and Q E Z C (the diagonals) move",
    triangle: "the arrows or W A S D move through the three sides",
  }[board.shape] ?? "the arrows or W A S D move";
  const stairs = board.levels > 1 ? "; < up and > down the stairs (Page Up, Page Down)" : "";
  keys.textContent = `Keys: ${moves}${stairs}; or click a neighbouring cell.`;
}

/// Steps the way a swipe went (`north`, `east`, `south` or `west` on the screen).
function swiped(dir) {
  if (page.view) act({ angle: { north: -90, east: 0, south: 90, west: 180 }[dir] });
}

/// Steps to the neighbouring cell `cell`: every move, on every board.
function go(cell) {
  if (cell == null || !page.view || page.view.winner) return;
  page.pending = cell;
  send("go", { cell });
}

/// The neighbour of the player a swipe heading `angle` degrees (clockwise from east, as the
/// screen runs) leads to: the open way closest to that heading within 70°, else the closest
/// walled one (whose refusal then says so), else none.
function wayToward(view, angle) {
  const near = view.ways
    .filter((w) => w.heading != null && turn(w.heading, angle) <= 70)
    .sort((a, b) => turn(a.heading, angle) - turn(b.heading, angle));
  return (near.find((w) => w.open) ?? near[0])?.cell;
}

/// Whether `key` moves on the board in play (a step or the stairs).
function movesOn(key) {
  return stairsOf(key) != null || letterOf(page.board.shape, key) != null;
}

/// Moves as `key` says (see keys.js); a held key's repeat into a wall is dropped, so that
/// only the first press is refused aloud.
function moveKey(view, key, repeat) {
  if (view.winner) return;
  const found = wayFor(page.board.shape, view.ways, view.up, key);
  if (found == null) return;
  if (found.none === "stairs") say(`No stairs ${found.stairs} here.`);
  else if (found.none) say("No way leads that way.");
  else if (found.way.open || !repeat) go(found.way.cell);
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
  // While the server is away, the clocks stand still (as the game's does on the server).
  const since = view.winner ? 0 : (page.socket?.lostAt ?? performance.now()) - page.received;
  $("time").textContent = seconds(view.elapsed_ms + since);
  $("moves").textContent = view.human.moves;
  $("ai-row").hidden = $("legend-ai").hidden = !view.ai;
  if (view.ai) $("ai-moves").textContent = view.ai.moves;
  $("regen").textContent = view.regenerate_in_ms == null || view.winner ? "–" : seconds(view.regenerate_in_ms - since + 999);
  const anchor = Object.assign(document.createElement("a"), { href: link(view), textContent: "link to this game", className: "game-link" });
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
/// The canvas's cell size and margin, and the part of the picture it shows (`w` × `h` cells
/// from `x0`): the whole maze, or in a maze of levels the one level shown.
function layout() {
  const narrow = window.innerWidth <= 760;
  const bar = document.querySelector(".bar").offsetHeight;
  const strip = page.board.levels > 1 ? $("levels").offsetHeight + 8 : 0;
  const roomW = narrow ? window.innerWidth - 16 : window.innerWidth - 400;
  // On a phone the stats and the pad stay in view under the maze.
  const roomH = (narrow ? window.innerHeight - bar - 220 : window.innerHeight - bar - 36) - strip;
  const { x0, w } = levelBox(shownLevel());
  const h = page.board.extent[1];
  const cell = Math.max(4, Math.floor(Math.min(roomW / (w + 0.6), roomH / (h + 0.6), 40)));
  return { cell, margin: Math.max(3, Math.floor(cell / 3)), w, h, x0 };
}

/// Where level `level` lies in the picture, in cells: from `x0`, `w` wide (levels lie side by
/// side, one cell apart; a maze of one level is all of it).
function levelBox(level) {
  const { levels, extent } = page.board;
  if (levels < 2) return { x0: 0, w: extent[0] };
  const w = (extent[0] + 1) / levels - 1;
  return { x0: level * (w + 1), w };
}

/// The level the canvas shows: the one the player chose to look at, else the player's.
function shownLevel() {
  if (page.board.levels < 2 || !page.view) return 0;
  return page.looking ?? levelOf(page.view.human.cell);
}

/// The strip of levels over the maze: a button a level, the one shown pressed, each saying
/// who and what is there (the computer only where it can be seen).
function showLevels() {
  const strip = $("levels"), board = page.board, view = page.view;
  strip.hidden = !(board?.levels > 1) || !view;
  if (strip.hidden) return;
  const fogged = page.seen && !view.winner;
  const yours = levelOf(view.human.cell);
  const theirs = view.ai && (!fogged || page.sight.has(view.ai.cell)) ? levelOf(view.ai.cell) : null;
  const shown = shownLevel();
  strip.replaceChildren(...Array.from({ length: board.levels }, (_, level) => {
    const button = Object.assign(document.createElement("button"), { type: "button" });
    const here = [level === yours && "you", level === theirs && "computer", level === levelOf(board.exit) && "exit"].filter(Boolean);
    button.append(`Level ${level + 1}`);
    if (here.length) button.append(Object.assign(document.createElement("small"), { textContent: here.join(", ") }));
    button.setAttribute("aria-pressed", String(level === shown));
    button.addEventListener("click", () => {
      page.looking = level === yours ? null : level;
      showLevels();
      schedule();
      canvas.focus();
    });
    return button;
  }));
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
  const { cell, margin, w, h, x0 } = layout();
  const g = prepare(canvas, w, h, cell, margin);
  // In a maze of levels, the one level shown: the picture moved over and cut to it.
  g.save();
  g.beginPath(); g.rect(0, 0, w * cell + 2 * margin, h * cell + 2 * margin); g.clip();
  g.translate(-x0 * cell, 0);
  const mid = (p) => [margin + (p.x + 0.5) * cell, margin + (p.y + 0.5) * cell];
  // An outline's cut cells are tinted: the maze's own cells stand out on the board.
  if (page.cells) {
    g.save();
    g.fillStyle = colors.cut; g.fillRect(margin + x0 * cell, margin, w * cell, h * cell);
    g.translate(margin, margin); g.scale(cell, cell);
    g.fillStyle = colors.board; g.fill(page.cells);
    g.restore();
  }
  const mark = (p, color) => {
    g.globalAlpha = 0.28; g.fillStyle = color;
    g.beginPath(); g.arc(...mid(p), cell * 0.42, 0, 2 * Math.PI); g.fill();
    g.globalAlpha = 1;
  };
  const exit = at(page.board.exit);
  mark(at(page.board.entrance), colors.start);
  // The tint alone is faint (1.5:1 on the board): a ring in the full colour marks the entrance.
  g.strokeStyle = colors.start; g.lineWidth = Math.max(1.5, cell / 14);
  g.beginPath(); g.arc(...mid(at(page.board.entrance)), cell * 0.36, 0, 2 * Math.PI); g.stroke();
  mark(exit, colors.exit);
  flag(g, mid(exit), cell, colors.exit);
  // The trail fades from the player's cell back.
  page.trail.forEach((p, i) => {
    g.globalAlpha = 0.05 + 0.25 * (i + 1) / page.trail.length;
    const [x, y] = mid(p); g.fillStyle = colors.trail;
    g.beginPath(); g.arc(x, y, cell * 0.16, 0, 2 * Math.PI); g.fill();
  });
  g.globalAlpha = 1;
  const ways = () => {
    if (view.solution) wayLine(g, view.solution, mid, colors.solution, Math.max(2, cell / 5));
    if (view.hint) wayLine(g, view.hint, mid, colors.hint, Math.max(2, cell / 4));
  };
  // In fog, a way the player asked for shows over it; once the game is won the fog lifts.
  const fogged = page.seen && !view.winner;
  if (!fogged) ways();
  g.save();
  g.translate(margin, margin); g.scale(cell, cell);
  g.strokeStyle = colors.wall; g.lineWidth = Math.max(1.5, cell / 7) / cell; g.lineCap = g.lineJoin = "round";
  g.stroke(page.walls);
  g.restore();
  if (fogged) {
    fog(g, cell, margin, colors.board);
    // The exit stays in view, so that the player knows where to head.
    flag(g, mid(exit), cell, colors.exit);
    ways();
  }
  page.glide.to("you", spot(view, "human"));
  if (view.ai) page.glide.to("ai", spot(view, "ai"));
  const you = page.glide.at("you", now);
  // In fog the computer shows only in sight.
  const ai = view.ai && (!fogged || page.sight.has(view.ai.cell)) && page.glide.at("ai", now);
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
  if (page.burst) confetti(g, mid(exit), cell, now - page.burst, colors);
  g.restore();
}

/// The maze's cells as one path, in cells: squares on square cells, discs a little wider
/// than a cell on others (so that neighbours meet).
function cellsPath(board) {
  const path = new Path2D();
  for (const [x, y] of board.centres) {
    if (board.shape === "square") path.rect(x - 0.5, y - 0.5, 1, 1);
    else { path.moveTo(x + 0.62, y); path.arc(x, y, 0.62, 0, 2 * Math.PI); }
  }
  return path;
}

/// Covers the maze in fog, in the board's colour `board`: hidden where the player has seen
/// nothing, thinned where they saw before, clear in sight. Each cell clears a little past its
/// walls, so that a wall between a seen cell and an unseen one shows.
function fog(g, cell, margin, board) {
  const { width, height } = canvas;
  const layer = (page.fogLayers ??= [0, 1, 2].map(() => document.createElement("canvas")));
  for (const c of layer) if (c.width !== width || c.height !== height) { c.width = width; c.height = height; }
  const transform = g.getTransform();
  // The seen cells and the cells in sight, each a mask of whole cells.
  const masks = [page.seen, page.sight].map((cells, i) => {
    const m = layer[i + 1].getContext("2d");
    m.setTransform(1, 0, 0, 1, 0, 0); m.clearRect(0, 0, width, height);
    m.setTransform(transform); m.fillStyle = "#000";
    const square = page.board.shape === "square";
    for (const c of cells) {
      const [x, y] = page.board.centres[c];
      const px = margin + x * cell, py = margin + y * cell;
      m.beginPath();
      if (square) m.rect(px - 0.6 * cell, py - 0.6 * cell, 1.2 * cell, 1.2 * cell);
      else m.arc(px, py, 0.68 * cell, 0, 2 * Math.PI);
      m.fill();
    }
    return layer[i + 1];
  });
  const f = layer[0].getContext("2d");
  f.setTransform(1, 0, 0, 1, 0, 0);
  f.globalCompositeOperation = "source-over"; f.globalAlpha = 1; f.filter = "none";
  f.fillStyle = board; f.fillRect(0, 0, width, height);
  f.globalCompositeOperation = "destination-out";
  // Off squares the cells clear as discs: soft edges, so that no arc reads as a wall.
  if (page.board.shape !== "square") f.filter = `blur(${Math.max(1, cell * 0.12 * transform.a)}px)`;
  f.globalAlpha = 0.55; f.drawImage(masks[0], 0, 0);
  f.globalAlpha = 1; f.drawImage(masks[1], 0, 0);
  f.filter = "none";
  g.save(); g.setTransform(1, 0, 0, 1, 0, 0); g.drawImage(layer[0], 0, 0); g.restore();
}

/// Draws a line through the cells `cells` drawn at `mid`, broken where stairs lead to
/// another level (drawn beside it).
function wayLine(g, cells, mid, color, width) {
  if (cells.length < 2) return;
  const stairs = page.board.levels > 1;
  g.strokeStyle = color; g.lineWidth = width; g.lineCap = g.lineJoin = "round";
  g.beginPath();
  cells.forEach((cell, i) => {
    const jump = i === 0 || stairs && levelOf(cells[i - 1]) !== levelOf(cell);
    (jump ? g.moveTo : g.lineTo).call(g, ...mid(at(cell)));
  });
  g.stroke();
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

// Input: keys, the pads' buttons, a click on the cell next to you, and swipes: each names
// the neighbouring cell it leads to. A held key repeats about 12 times a second.
const held = repeatGate();
document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["SELECT", "INPUT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  if (page.view && movesOn(event.key)) {
    event.preventDefault();
    if (held(event)) act({ key: event.key, repeat: event.repeat });
    return;
  }
  if (event.key === "h") toggle("hint");
  else if (event.key === "f") toggle("solution");
  else if (event.key === "n") unlessPlaying("A new game replaces the one you are playing.", () => newGame());
  else if (event.key === "k") send("save");
  else if (event.key === "l") load();
  else if (event.key === "?") $("help-dialog").showModal();
});
function load() { unlessPlaying("Loading the saved game replaces the one you are playing.", () => send("load")); }
// The arrow pad's buttons are the keys W A S D (out, in and round on rings); the hexagon's and
// the stairs' pads are keys too.
const PAD_KEYS = { north: "w", west: "a", south: "s", east: "d" };
document.querySelectorAll(".pad button").forEach((b) => b.addEventListener("click", () => {
  if (page.view) act({ key: b.dataset.key ?? PAD_KEYS[b.dataset.dir] });
}));
canvas.addEventListener("click", (event) => {
  const view = page.view;
  if (!view) return;
  const { cell, margin, x0 } = layout();
  // The neighbouring cell whose centre is nearest the click, within half a cell or so.
  const box = canvas.getBoundingClientRect();
  const x = (event.clientX - box.left - margin) / cell + x0, y = (event.clientY - box.top - margin) / cell;
  const { centres } = page.board;
  const far = (way) => Math.hypot(centres[way.cell][0] - x, centres[way.cell][1] - y);
  const near = view.ways.filter((w) => far(w) < 0.75).sort((a, b) => far(a) - far(b));
  if (near.length) act({ cell: near[0].cell });
});
swipe(canvas, swiped);
$("new-game").addEventListener("change", showFields);
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
/// The connection was lost: the move in flight and those waiting are dropped (the server
/// gives the game back as it stands), and the banner over the page says why.
function lost() {
  page.pending = null;
  page.queued = [];
  // The banner says why; the message line would only repeat it.
  say("");
}
page.socket = openSocket(receive, firstGame, lost, (resumed) => { if (resumed) say("Welcome back: your game goes on where it was."); });
