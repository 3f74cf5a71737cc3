// The Moving Maze page: draws what the server sends and sends what the active player does.
// The rules live on the server; this page never decides a slide or a move.
import { connect as openSocket, rememberGame, forgetGame } from "/assets/session.js";
import { reducedMotion } from "/assets/grid.js";
import { play } from "/assets/sound.js";
import { relic } from "/assets/relics.js";

const SVG = "http://www.w3.org/2000/svg";
const T = 64, GAP = 6; // tile size, space between tiles
/// A tile and the gap after it: what a tap on a tile covers.
const PITCH = T + GAP;
const phone = () => window.innerWidth <= 760;
/// Border room for the arrows: on a phone as deep as a tile's pitch, so that each arrow is as
/// much a finger's size as a tile.
const border = () => (phone() ? PITCH : 40);
/// The smallest pitch a tile may have on screen on a phone, in CSS pixels: a finger's size
/// (a board wider than the screen scrolls in its box).
const FINGER = 44.5;
let M = border();
const COLOURS = { green: "var(--chip-green)", yellow: "var(--chip-yellow)", red: "var(--chip-red)", blue: "var(--chip-blue)" };
/// How long a computer's or a friend's step takes to show, in milliseconds.
const STEP_MS = 220;
const STEP = { ArrowUp: "north", ArrowRight: "east", ArrowDown: "south", ArrowLeft: "west", w: "north", d: "east", s: "south", a: "west" };
const $ = (id) => document.getElementById(id);
// `log` is every turn the page knows, by number: each state brings the last few, and `log`
// (asked once when a state starts past what the page has) the ones before.
const page = { socket: null, view: null, won: false, adventurers: {}, table: null, shown: { number: 0, walked: 0 }, walking: null, roster: null, log: new Map(), askedLog: false };
const SEATS = [["here", "A person here"], ["easy", "Computer: easy"], ["medium", "Computer: medium"], ["hard", "Computer: hard"], ["expert", "Computer: expert"], ["remote", "A friend, with a link"], ["absent", "Nobody: not in this game"]];
/// The page's address's query as it is now: a table opened here puts its own link there, which
/// a reconnection joins again.
const link = () => new URLSearchParams(location.search);
/// A seat's secret token, from the link's fragment (never sent to a server).
const seatToken = () => new URLSearchParams(location.hash.slice(1)).get("seat") ?? undefined;

function send(game, type, fields = {}) { page.socket?.send({ game, type, ...fields }); }
const act = (type, fields) => send("moving", type, fields);
/// A slot as people read it: the side's letter and the line counted from 1, as in `n4`.
const label = (slot) => `${slot.side[0]}${slot.index + 1}`;

function say(text, error = false) {
  $("said").textContent = text;
  $("said").classList.toggle("error", error);
}


/// Whether this page moves the colour to play (at a table only its own seats; alone, all).
const mine = (view) => !page.table || page.table.you.includes(view.current);

function receive(message) {
  if (message.kind === "session.error") { refusal(message.message); return; }
  if (message.kind === "session.info") { say(message.message); return; }
  if (message.kind === "table.seated") { showTable(message); return; }
  if (message.kind === "table.roster") { showRoster(message); return; }
  if (message.kind === "moving.hint") { showHint(message); return; }
  if (message.kind === "moving.log") { logTurns(message.turns); showHistory(); return; }
  if (message.kind !== "moving.state") return;
  const fresh = !page.view || page.view.width !== message.width || page.view.height !== message.height
    || (message.history.length === 0 && page.view.history.length > 0);
  if (fresh && $("won-dialog").open) $("won-dialog").close("close");
  if (fresh) { page.won = false; page.adventurers = {}; page.shown = { number: 0, walked: 0 }; page.log.clear(); page.askedLog = false; }
  logTurns(message.history);
  // A state that starts past what the page knows (a reload, a table joined late): the turns
  // before it, once.
  const first = message.history[0]?.number;
  if (first > 1 && !page.log.has(first - 1) && !page.askedLog) { page.askedLog = true; act("log"); }
  const turn = fresh ? null : unseen(message);
  // A slide just made glides in from the side it entered.
  page.slid = turn && turn.slide && turn.number > page.shown.number ? turn.slide : null;
  if (page.slid) play("slide");
  page.view = message;
  $("refused").hidden = true;
  document.querySelector("main").classList.remove("no-game");
  if (page.starting) {
    // The game asked for has begun: the form closes and the board comes into view.
    page.starting = false;
    $("new-game").open = false;
    $("board").scrollIntoView({ block: "nearest" });
  }
  say(message.said);
  draw();
  if (turn) walk(turn);
  if (turn) page.shown = { number: turn.number, walked: turn.walk.length };
  showHistory();
  if (!page.table) history.replaceState(null, "", replayLink(message));
  // A table's game is continued by its link; a game of this page's own, from home.
  if (!page.table && (message.winner || message.phase === "over")) forgetGame();
  else if (!page.table) rememberGame(`${message.width}×${message.height}, turn ${message.history.at(-1)?.number ?? 1}`);
  if (message.winner && !page.won) {
    page.won = true;
    play("win");
    $("won-title").textContent = `${title(message.winner)} wins!`;
    // At a table the creator plays again there (same seats, same links); friends wait for it.
    const creator = page.table?.links;
    $("again").textContent = page.table ? "Rematch at this table" : "New random game";
    $("again").hidden = Boolean(page.table) && !creator;
    $("won-waiting").hidden = !page.table || Boolean(creator);
    $("won-dialog").showModal();
  }
}

/// The newest turn with something the page has not shown (a slide or steps), if any.
function unseen(view) {
  const last = view.history[view.history.length - 1];
  if (!last) return null;
  if (last.number > page.shown.number || last.walk.length > page.shown.walked) return last;
  return null;
}

/// The address that replays a random board: its shape and seed.
function replayLink(view) {
  if (view.seed == null) return "/moving";
  return `/moving?${new URLSearchParams({ width: view.width, height: view.height, relics: view.relic_goal, seed: view.seed })}`;
}

/// Shows a walk not shown yet a tile at a time: the mover's piece starts where it stood and
/// steps along the tiles it went through (after the slide has glided in).
function walk(turn) {
  const steps = turn.walk.slice(turn.number > page.shown.number ? 0 : Math.max(0, page.shown.walked - 1));
  clearInterval(page.walking);
  const circle = page.adventurers[turn.colour];
  if (!circle || steps.length < 2 || reducedMotion()) return;
  // Another seat's turn plays out here after it was played: the turn line says so meanwhile.
  const others = page.table && !page.table.you.includes(turn.colour);
  const slid = turn.slide && turn.number > page.shown.number ? `slid in at ${label(turn.slide)} and ` : "";
  if (others) turnLine(turn.colour, `${title(turn.colour)} (${seatName(turn.colour)}) ${slid}walks ${steps.length - 1} step${steps.length === 2 ? "" : "s"}`);
  const final = circle.style.transform;
  let i = 0;
  const place = (cell) => { const [x0, y0] = corner(cell.x, cell.y); circle.style.transform = `translate(${x0 + T / 2}px, ${y0 + T / 2}px)`; };
  place(steps[0]);
  const delay = page.slid ? 200 : 0;
  setTimeout(() => {
    page.walking = setInterval(() => {
      i += 1;
      if (i >= steps.length) {
        clearInterval(page.walking);
        circle.style.transform = final;
        if (others && page.view) showTurn(page.view);
        return;
      }
      place(steps[i]);
      play("step");
    }, !page.table || page.table.you.includes(turn.colour) ? 90 : STEP_MS);
  }, delay);
}

/// Adds `turns` to the page's log (a turn's later state replaces its earlier one).
function logTurns(turns) {
  for (const turn of turns) page.log.set(turn.number, turn);
}

/// The history panel: every turn the page knows, newest first, in the third person.
function showHistory() {
  const turns = [...page.log.values()].sort((a, b) => b.number - a.number);
  $("history").replaceChildren(...turns.map((turn) => {
    const li = document.createElement("li");
    li.value = turn.number;
    const slid = turn.slide ? `slid in at ${label(turn.slide)}` : "";
    const steps = turn.walk.length - 1;
    const walked = steps ? `walked ${steps} step${steps === 1 ? "" : "s"}` : "stayed";
    const relic = turn.collected ? `, collected ${turn.collected === 1 ? "a relic" : `${turn.collected} relics`}` : "";
    li.textContent = `${title(turn.colour)} ${slid}, ${walked}${relic}.`;
    return li;
  }));
}

/// A refusal: said, and for a table link that opens nothing, explained with a way on.
function refusal(text) {
  say(text, true);
  // A game refused (too few seats, a bad board) leaves the form open to put it right.
  page.starting = false;
  if (!page.view && (text.startsWith("That link opens no seat") || text.startsWith("There is no such table"))) {
    const noSeat = text.startsWith("That link");
    $("refused-text").textContent = noSeat
      ? "This link opens no seat at this table: it may be mistyped, or from an older game. You can watch the game, or start one of your own."
      : "This table has ended, or the link is mistyped. Start a game of your own, or ask for a new link.";
    $("watch").hidden = !noSeat;
    $("refused").hidden = false;
    $("board").replaceChildren();
    // No game here: nothing of one shows (no floating tile, nothing to quit).
    document.querySelector("main").classList.add("no-game");
  }
}

const title = (colour) => colour[0].toUpperCase() + colour.slice(1);
const el = (name, attrs = {}, parent) => {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
};
const corner = (x, y) => [M + x * (T + GAP), M + y * (T + GAP)];
const paint = (colour) => getComputedStyle(document.documentElement).getPropertyValue(`--chip-${colour}`).trim();

// One tile: a dark square with its pathways in sand from the middle to each open side,
// and its relic when it is someone's next.
function tile(parent, view, x0, y0) {
  el("rect", { class: "tile", x: x0, y: y0, width: T, height: T, rx: 4 }, parent);
  const w = T / 3, mid = T / 2;
  el("rect", { class: "path", x: x0 + w, y: y0 + w, width: w, height: w }, parent);
  const arms = [[x0 + w, y0, w, mid], [x0 + mid, y0 + w, mid, w], [x0 + w, y0 + mid, w, mid], [x0, y0 + w, mid, w]];
  view.open.forEach((open, i) => {
    if (open) { const [x, y, width, height] = arms[i]; el("rect", { class: "path", x, y, width, height }, parent); }
  });
  if (view.relic) relicMark(parent, x0 + mid, y0 + mid, view.relic.colour, view.relic.order);
}

/// `colour`'s relic number `order`, drawn centred on (`cx`, `cy`) and named for a screen reader.
function relicMark(parent, cx, cy, colour, order) {
  const g = el("g", { class: "relic", transform: `translate(${cx} ${cy}) scale(1.15)`, "data-relic": `${colour} ${order}` }, parent);
  el("path", { d: relic(order).d, fill: paint(colour) }, g);
  el("title", {}, g).textContent = `${title(colour)}'s relic ${order}: the ${relic(order).name}`;
}

/// A player's relics in order, small: those collected filled, the next one filled on a tile,
/// the rest outlined (where they are stays hidden until their turn comes).
function relicRow(player, goal) {
  const row = document.createElement("span");
  row.className = "relics";
  for (let order = 1; order <= goal; order++) {
    const state = order <= player.collected ? "collected" : order === player.collected + 1 ? "next" : "later";
    const svg = el("svg", { viewBox: "-18 -18 36 36", class: state });
    el("path", { d: relic(order).d, fill: state === "later" ? "none" : paint(player.colour), stroke: state === "later" ? paint(player.colour) : "#1d2330" }, svg);
    el("title", {}, svg).textContent = `the ${relic(order).name}: ${state}`;
    row.append(svg);
  }
  return row;
}

function draw() {
  const view = page.view;
  let board = $("board");
  if (M !== border()) { M = border(); page.adventurers = {}; board.replaceChildren(); }
  const width = 2 * M + view.width * (T + GAP) - GAP, height = 2 * M + view.height * (T + GAP) - GAP;
  board.setAttribute("viewBox", `0 0 ${width} ${height}`);
  board.style.minWidth = phone() ? `${Math.ceil((width * FINGER) / PITCH)}px` : "";
  // Tiles and arrows are drawn afresh; the adventurers' layer stays, so that moves glide.
  let tiles = board.querySelector(".tiles-layer"), people = board.querySelector(".people-layer");
  // A fresh game (its adventurers forgotten) starts the layers afresh.
  if (!tiles || Object.keys(page.adventurers).length === 0) {
    board.replaceChildren();
    tiles = el("g", { class: "tiles-layer" }, board);
    people = el("g", { class: "people-layer" }, board);
  }
  tiles.replaceChildren();
  board = tiles;
  const reachable = new Set(view.reachable.map((c) => `${c.x},${c.y}`));
  view.tiles.forEach((t, i) => {
    const x = i % view.width, y = Math.floor(i / view.width);
    const [x0, y0] = corner(x, y);
    const g = el("g", { "data-x": x, "data-y": y, "data-open": t.open.map(Number).join("") }, board);
    tile(g, t, x0, y0);
    glide(g, x, y);
    if (reachable.has(`${x},${y}`) && !view.winner && mine(view)) {
      g.classList.add("reachable");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", `walk to column ${x + 1}, row ${y + 1}`);
      el("rect", { class: "reach", x: x0 + 2, y: y0 + 2, width: T - 4, height: T - 4, rx: 4 }, g);
      // The tap takes the gap around the tile too.
      el("rect", { class: "hit", x: x0 - GAP / 2, y: y0 - GAP / 2, width: PITCH, height: PITCH }, g);
      const go = () => act("walk_to", { x, y });
      g.addEventListener("click", go);
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); go(); } });
    }
  });
  for (const player of view.players) {
    const [x0, y0] = corner(player.home.x, player.home.y);
    el("circle", { cx: x0 + T / 2, cy: y0 + T / 2, r: T / 2 - 6, fill: "none", stroke: paint(player.colour), "stroke-width": 2.5, "stroke-dasharray": "4 4" }, board);
  }
  for (const slot of view.insertions) arrow(board, slot, view);
  drawAdventurers(people, view);
  followOnPhone(view);
  const floating = $("floating");
  floating.replaceChildren();
  floating.dataset.open = view.floating.open.map(Number).join("");
  tile(floating, view.floating, 0, 0);
  showTurn(view);
}

/// A board wider than a phone's screen scrolls in its box: each turn starts with the player
/// to move in view.
function followOnPhone(view) {
  const box = document.querySelector(".board-scroll");
  const turn = `${view.current}:${view.history.at(-1)?.number ?? 0}`;
  if (box.scrollWidth <= box.clientWidth || page.followed === turn) return;
  page.followed = turn;
  const player = view.players.find((p) => p.colour === view.current);
  if (!player) return;
  const [x0] = corner(player.at.x, player.at.y);
  const scale = box.scrollWidth / Number($("board").viewBox.baseVal.width);
  box.scrollLeft = (x0 + T / 2) * scale - box.clientWidth / 2;
}

// A tile of the line just slid starts one tile back and glides into place: brief, and input
// is never held up (the state is already the new one).
function glide(g, x, y) {
  const slid = page.slid;
  if (!slid) return;
  const vertical = slid.side === "north" || slid.side === "south";
  if ((vertical ? x : y) !== slid.index) return;
  const step = T + GAP, sign = slid.side === "north" || slid.side === "west" ? -1 : 1;
  g.style.transform = vertical ? `translate(0px, ${sign * step}px)` : `translate(${sign * step}px, 0px)`;
  g.getBoundingClientRect(); // the start position takes effect before the transition
  g.style.transition = "transform 180ms ease-out";
  requestAnimationFrame(() => { g.style.transform = "translate(0px, 0px)"; });
}

// The border arrows: where the floating tile can go in. The slide that would undo the last
// one is crossed out; in the move phase the arrows rest.
function arrow(board, slot, view) {
  const i = slot.index, line = (n) => M + n * (T + GAP) + T / 2;
  const [cx, cy, angle] = {
    north: [line(i), M / 2, 180], south: [line(i), 2 * M + view.height * (T + GAP) - GAP - M / 2, 0],
    west: [M / 2, line(i), 90], east: [2 * M + view.width * (T + GAP) - GAP - M / 2, line(i), 270],
  }[slot.side];
  const g = el("g", { class: "slot-box", transform: `translate(${cx} ${cy}) rotate(${angle})` }, board);
  // The whole border strip beside the line takes the click: the arrow is its sign.
  el("rect", { class: "hit", x: -(T + GAP) * 0.9, y: -M / 2, width: (T + GAP) * 1.8, height: M }, g);
  const s = M > 50 ? 1.7 : 1.15;
  el("polygon", { class: slot.allowed && mine(view) ? "slot" : "slot off", points: `${-12 * s},${-9 * s} ${12 * s},${-9 * s} 0,${10 * s}` }, g);
  const where = label(slot);
  if (slot.undoes_last) {
    el("path", { class: "forbidden", d: "M-9,-9 L9,9 M9,-9 L-9,9" }, g);
    el("title", {}, g).textContent = `${where}: would undo the last slide`;
  } else {
    el("title", {}, g).textContent = `slide in at ${where}`;
  }
  if (slot.allowed && mine(view)) {
    g.setAttribute("tabindex", "0");
    g.setAttribute("role", "button");
    g.setAttribute("aria-label", `slide the tile in at ${where}`);
    g.dataset.slot = where;
    const go = () => act("slide", { side: slot.side, index: slot.index });
    g.addEventListener("click", go);
    g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); go(); } });
  }
}

// Adventurers keep their circles between states, so that a move glides (CSS transition)
// without holding anything up; players sharing a tile stand apart, the active one larger.
function drawAdventurers(layer, view) {
  // A colour out of this game (a game of two or three after one of four) leaves the board.
  for (const [colour, circle] of Object.entries(page.adventurers)) {
    if (!view.players.some((p) => p.colour === colour)) { circle.remove(); delete page.adventurers[colour]; }
  }
  const shared = {};
  for (const p of view.players) (shared[`${p.at.x},${p.at.y}`] ??= []).push(p.colour);
  for (const p of view.players) {
    const here = shared[`${p.at.x},${p.at.y}`];
    const k = here.indexOf(p.colour), n = here.length;
    const [x0, y0] = corner(p.at.x, p.at.y);
    const offset = n > 1 ? [[-11, -11], [11, -11], [-11, 11], [11, 11]][k] : [0, 0];
    const active = p.colour === view.current;
    let circle = page.adventurers[p.colour];
    if (!circle) {
      circle = el("circle", { r: 12, fill: paint(p.colour) });
      el("title", {}, circle).textContent = `${p.colour} adventurer`;
      page.adventurers[p.colour] = circle;
      layer.appendChild(circle);
    }
    circle.setAttribute("r", active ? 14 : 11);
    circle.setAttribute("class", active ? "adventurer active" : "adventurer");
    circle.dataset.colour = p.colour;
    circle.dataset.x = p.at.x;
    circle.dataset.y = p.at.y;
    circle.style.transform = `translate(${x0 + T / 2 + offset[0]}px, ${y0 + T / 2 + offset[1]}px)`;
  }
}

/// The turn line: `colour`'s chip and `text` (none without a colour).
function turnLine(colour, text) {
  const chip = Object.assign(document.createElement("span"), { className: "chip" });
  if (colour) chip.style.background = COLOURS[colour];
  $("turn").replaceChildren(...(colour ? [chip] : []), text);
}

/// What a player at another seat is doing, in the turn line's words.
function othersDoing(view) {
  const computer = page.table?.seats[["green", "yellow", "red", "blue"].indexOf(view.current)]?.computer;
  if (view.phase === "slide") return computer ? "is thinking about a slide" : "is choosing a slide";
  return "is moving";
}

function showTurn(view) {
  const yours = mine(view);
  if (view.phase === "over" && !view.winner) turnLine(null, "The game is over.");
  else if (view.winner) turnLine(view.winner, `${title(view.winner)} won the game`);
  else if (yours) turnLine(view.current, `${title(view.current)}: ${view.phase === "slide" ? "slide the floating tile in" : "move, or end the move"}`);
  else turnLine(view.current, `${title(view.current)} (${seatName(view.current)}) ${othersDoing(view)}`);
  $("quit").hidden = view.phase === "over" || (page.table && !page.table.links);
  $("rotate-left").disabled = $("rotate-right").disabled = view.phase !== "slide" || !mine(view);
  $("end-move").disabled = view.phase !== "move" || !mine(view);
  $("hint").disabled = view.phase !== "slide" || !mine(view);
  const scores = $("scores");
  scores.replaceChildren(...view.players.map((p) => {
    const li = document.createElement("li");
    if (p.colour === view.current && !view.winner) li.className = "current";
    const dot = document.createElement("span");
    dot.className = "chip";
    dot.style.background = COLOURS[p.colour];
    const name = document.createElement("span");
    name.className = "name";
    const who = document.createElement("span");
    who.className = "who";
    who.textContent = page.table ? seatName(p.colour) : "";
    name.append(title(p.colour), who);
    const count = document.createElement("span");
    count.className = "count";
    count.textContent = view.winner === p.colour ? "home: won" : p.collected < view.relic_goal ? `${p.collected} of ${view.relic_goal}` : "heading home";
    li.append(dot, name, relicRow(p, view.relic_goal), count);
    return li;
  }));
}

/// A hint: its words, the arrow to slide at and the tile to walk to, marked until the next state.
function showHint(hint) {
  say(hint.said);
  document.querySelector(`[data-slot="${label(hint.insertion)}"]`)?.classList.add("hinted");
  document.querySelector(`#board g[data-x="${hint.destination.x}"][data-y="${hint.destination.y}"]`)?.classList.add("hinted");
}

/// Who plays `colour` at this table, in words.
function seatName(colour) {
  const index = ["green", "yellow", "red", "blue"].indexOf(colour);
  const seat = page.table?.seats[index];
  if (seat?.computer) return `the ${seat.computer} computer`;
  if (page.table?.you.includes(colour)) return "you";
  const away = page.roster && !page.roster.present[index] ? ", away" : "";
  return seat === "remote" ? `a friend${away}` : `the table's creator${away}`;
}

/// Who is at the table: shown beside each colour; a creator who left is announced, with a
/// way on for friends.
function showRoster(roster) {
  page.roster = roster;
  const friend = page.table && !page.table.links && page.table.you.length > 0;
  const over = page.view?.phase === "over";
  $("creator-left").hidden = roster.creator_present || !friend || over;
  if (page.view) showTurn(page.view);
}

/// The table this page sits at: who it plays, and for its creator the links to hand out.
function showTable(table) {
  page.table = table;
  $("table").hidden = false;
  $("seat-role").textContent = table.you.length
    ? `You play ${table.you.map(title).join(" and ")}.`
    : "You are watching this game.";
  const links = $("links");
  links.replaceChildren();
  // Only the creator may end a shared game; friends and watchers may leave.
  $("quit").hidden = !table.links;
  $("leave").hidden = !!table.links;
  $("creator-left").hidden = true;
  if (page.view) showTurn(page.view);
  if (!table.links) return;
  // A reload of this page takes its seats back.
  history.replaceState(null, "", table.links.own);
  const rows = [...table.links.seats.map((s) => [`${title(s.colour)}'s link`, s.path]), ["Spectators' link", table.links.spectator]];
  for (const [label, path] of rows) {
    const row = document.createElement("p");
    row.className = "link";
    const url = location.origin + path;
    const input = Object.assign(document.createElement("input"), { readOnly: true, value: url });
    input.setAttribute("aria-label", label);
    const copy = Object.assign(document.createElement("button"), { type: "button", textContent: "Copy" });
    copy.addEventListener("click", async () => {
      try { await navigator.clipboard.writeText(url); say(`${label} copied.`); } catch { input.select(); }
    });
    row.append(`${label}: `, input, copy);
    links.append(row);
  }
}

/// Starts a game on `board` (a board file's text or a random shape): a table when any seat
/// is not a person here (a game of two or three, with colours left out, is one too).
function start(board) {
  page.starting = true;
  const seats = ["green", "yellow", "red", "blue"].map((c) => $("seats").querySelector(`[name=${c}]`).value);
  if (seats.every((s) => s === "here")) {
    page.table = null;
    $("quit").hidden = false;
    $("table").hidden = true;
    act("new", board);
    return;
  }
  const choices = seats.map((s) => (["here", "remote", "absent"].includes(s) ? s : { computer: s }));
  send("table", "new", { ...board, seats: choices });
}

for (const select of $("seats").querySelectorAll("select")) {
  select.append(...SEATS.map(([value, label]) => Object.assign(document.createElement("option"), { value, textContent: label })));
}

// Keys: r and l turn the tile, arrows and WASD step, Enter ends the move, Escape quits.
document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]") || ["INPUT", "SELECT"].includes(event.target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
  const view = page.view;
  if (!view) return;
  if (event.key !== "?" && !mine(view)) return;
  if (event.key === "?") $("help-dialog").showModal();
  else if (view.phase === "slide" && (event.key === "r" || event.key === "l")) act("rotate", { clockwise: event.key === "r" });
  else if (view.phase === "slide" && event.key === "h") act("hint");
  else if (view.phase === "move" && STEP[event.key]) { event.preventDefault(); act("step", { side: STEP[event.key] }); }
  else if (view.phase === "move" && event.key === "Enter" && event.target === document.body) act("end_move");
});
// Escape opens the quit dialog when the key comes up: opened on the way down, the same
// press would close it again.
document.addEventListener("keyup", (event) => {
  if (event.key !== "Escape" || document.querySelector("dialog[open]") || !page.view || $("quit").hidden) return;
  $("quit-dialog").showModal();
});
$("rotate-left").addEventListener("click", () => act("rotate", { clockwise: false }));
$("rotate-right").addEventListener("click", () => act("rotate", { clockwise: true }));
$("end-move").addEventListener("click", () => act("end_move"));
$("hint").addEventListener("click", () => act("hint"));
$("help-button").addEventListener("click", () => $("help-dialog").showModal());
$("quit").addEventListener("click", () => $("quit-dialog").showModal());
$("quit-dialog").addEventListener("close", () => { if ($("quit-dialog").returnValue === "quit") act("quit"); });
$("won-dialog").addEventListener("close", () => {
  if ($("won-dialog").returnValue !== "again") return;
  if (page.table) { send("table", "rematch"); return; }
  $("random").elements.seed.value = "";
  $("random").requestSubmit();
});
$("leave").addEventListener("click", () => $("leave-dialog").showModal());
$("leave-dialog").addEventListener("close", () => { if ($("leave-dialog").returnValue === "leave") location.href = "/moving"; });
$("take-over").addEventListener("click", () => send("table", "take_over"));
$("end-table").addEventListener("click", () => $("quit-dialog").showModal());
$("watch").addEventListener("click", () => { location.hash = ""; send("table", "join", { table: link().get("table") }); });
window.addEventListener("resize", () => { if (page.view && M !== border()) draw(); });
document.addEventListener("themechange", () => { if (page.view) { page.adventurers = {}; $("board").replaceChildren(); draw(); } });
$("from-file").addEventListener("submit", async (event) => {
  event.preventDefault();
  const file = new FormData(event.target).get("board");
  if (!file || !file.size) { say("Choose a board file first.", true); return; }
  if (file.size > 16000) { say("That file is too big to be a board file.", true); return; }
  start({ board: await file.text() });
});
$("random").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const seed = Number.parseInt(form.get("seed"), 10);
  event.target.elements.seed.value = "";
  start({ random: { width: Number(form.get("width")), height: Number(form.get("height")), relics: Number(form.get("relics")), ...(Number.isSafeInteger(seed) ? { seed } : {}) } });
});
// A table's link joins that table (again, after a reload); otherwise the page has a game of
// its own, taken back after a reload.
const joinTable = () => send("table", "join", { table: link().get("table"), token: seatToken() });
/// The first game of a fresh page: the random board its address names, if it names one.
function firstGame() {
  if (link().has("table")) return;
  if (!link().has("seed")) { act("new"); return; }
  const form = $("random").elements;
  for (const key of ["width", "height", "relics", "seed"]) if (link().get(key)) form[key].value = link().get(key);
  $("random").requestSubmit();
}
page.socket = openSocket(
  receive,
  firstGame,
  () => say(""),
  (resumed) => {
    if (link().has("table")) joinTable();
    else if (resumed) say("Welcome back: your game goes on where it was.");
  },
);
