// The maze studio: the form is the recipe, the server draws it. The page asks for the maze's
// numbers first (a refusal comes back as a sentence to show), then shows its SVG picture in the
// style asked and offers the same query as SVG, PNG, PDF and JSON downloads. The address keeps
// the recipe, so a link shows the same maze.

import { randomSeed } from "./seed.js";

const form = document.getElementById("recipe");
const shape = document.getElementById("shape");
const mask = document.getElementById("mask");
const seed = document.getElementById("seed");
const picture = document.getElementById("picture");
const message = document.getElementById("message");
const stats = document.getElementById("stats");
const downloads = document.getElementById("downloads");
const ownColours = document.getElementById("own-colours");

/// Shows the size fields the shape takes, levels where stairs fit (not octagons), crossings
/// for flat square mazes with no outline, and the words field when the outline is words.
function showFields() {
  const polar = shape.value === "polar";
  for (const label of form.querySelectorAll("[data-for=grid]")) label.hidden = polar;
  form.querySelector("[data-for=polar]").hidden = !polar;
  form.querySelector("[data-for=levels]").hidden = shape.value === "upsilon";
  const flat = form.elements.levels.value === "1" || form.querySelector("[data-for=levels]").hidden;
  form.querySelector("[data-for=weave]").hidden = !(shape.value === "square" && flat && mask.value === "none");
  form.querySelector("[data-for=text]").hidden = mask.value !== "text";
  form.querySelector("[data-for=apart]").hidden = mask.value === "none";
  for (const label of form.querySelectorAll("[data-for=colours]")) label.hidden = !ownColours.checked;
}

/// The recipe as a query: only the fields that apply, none blank.
function recipe() {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const field = form.elements[name];
    const hidden = field.closest?.("label")?.hidden;
    if (value !== "" && !hidden) query.set(name, value);
  }
  return query;
}

/// The `maze generate` line that makes the same maze.
function command(query) {
  const words = ["maze generate", `--shape ${query.get("shape")}`];
  if (query.get("shape") === "polar") words.push(`--rings ${query.get("rings")}`);
  else words.push(`-W ${query.get("width")} -H ${query.get("height")}`);
  const outline = query.get("mask");
  const apart = query.has("apart");
  if (outline === "text") words.push(`--mask-text ${JSON.stringify(query.get("text") ?? "")}${apart ? " --mask-apart" : ""}`);
  else if (outline && outline !== "none") words.push(`--mask ${outline} ${apart ? "--mask-apart" : "--mask-join"}`);
  if (Number(query.get("levels")) > 1) words.push(`--levels ${query.get("levels")}`);
  if (Number(query.get("weave")) > 0) words.push(`--weave ${query.get("weave")}`);
  words.push(`-a ${query.get("algorithm")}`);
  if (Number(query.get("loops")) > 0) words.push(`--loops ${query.get("loops")}`);
  if (Number(query.get("braid")) > 0) words.push(`--braid ${query.get("braid")}`);
  words.push(`--seed ${query.get("seed")}`);
  if (query.has("solve")) words.push("--solve");
  if (query.has("cell")) words.push(`--cell-size ${query.get("cell")}`);
  if (query.has("wall")) words.push(`--wall-width ${query.get("wall")}`);
  // Quoted: a word starting with # is a comment to the shell.
  for (const [field, flag] of [["wall_color", "--wall-color"], ["floor_color", "--floor-color"], ["path_color", "--path-color"]]) {
    if (query.has(field)) words.push(`${flag} '${query.get(field)}'`);
  }
  words.push("-o maze.svg");
  return words.join(" ");
}

let drawing = 0;

/// Asks the server for the maze the form describes and shows it.
async function draw() {
  if (seed.value === "") seed.value = randomSeed();
  const query = recipe();
  const ticket = ++drawing;
  message.textContent = "Drawing…";
  history.replaceState(null, "", `?${query}`);
  let response;
  try {
    response = await fetch(`/studio/stats?${query}`);
  } catch {
    if (ticket === drawing) message.textContent = "The server did not answer: is maze gui still running?";
    return;
  }
  if (ticket !== drawing) return;
  if (!response.ok) {
    message.textContent = await response.text();
    stats.hidden = downloads.hidden = true;
    return;
  }
  const numbers = await response.json();
  picture.onload = () => { if (ticket === drawing) message.textContent = ""; };
  picture.src = themed(`/studio/maze.svg?${query}`);
  const kind = numbers.crossings > 0 ? `woven ${numbers.shape}`
    : numbers.levels > 1 ? `${numbers.levels}-level ${numbers.shape}` : numbers.shape;
  const article = /^[aeiou]/i.test(kind) || /^8/.test(kind) ? "An" : "A";
  const what = numbers.mazes > 1 ? `${numbers.mazes} ${kind} mazes, one in each piece of` : `${article} ${kind} maze of`;
  const solved = numbers.mazes > 1 ? ", each with its solution drawn" : `, with its ${numbers.solution_length}-step solution drawn`;
  picture.alt = `${what} ${numbers.size}, ${numbers.cells} cells, made by ${numbers.algorithm}`
    + (query.has("solve") ? solved : "");
  picture.hidden = false;
  document.getElementById("cells").textContent = numbers.cells.toLocaleString();
  document.getElementById("dead-ends").textContent = numbers.dead_ends.toLocaleString();
  document.getElementById("solution").textContent = numbers.solution_length == null ? "none" : `${numbers.solution_length} steps`;
  document.getElementById("diameter").textContent = numbers.diameter == null ? "loops" : `${numbers.diameter} steps`;
  for (const kind of ["svg", "png", "pdf", "json"]) {
    document.getElementById(kind).href = `/studio/maze.${kind}?${query}&download=1`;
  }
  // A JSON file holds one maze; a PNG too large for the style asked is said instead.
  document.getElementById("json").hidden = numbers.mazes > 1;
  document.getElementById("png").hidden = numbers.png_refused != null;
  document.getElementById("png-refused").textContent = numbers.png_refused ?? "";
  document.getElementById("command").textContent = command(query);
  stats.hidden = downloads.hidden = false;
}

/// A picture's address in the page's theme: its walls, floor and solution (downloads keep
/// the library's colours, as the command shown draws them).
function themed(address) {
  const theme = document.documentElement.dataset.theme === "dark" ? "dark" : "light";
  return `${address}&theme=${theme}`;
}

/// Fills the form from the address, when it carries a recipe.
function fromAddress() {
  for (const [name, value] of new URLSearchParams(location.search)) {
    const field = form.elements[name];
    if (!field) continue;
    if (field.type === "checkbox") field.checked = true;
    else field.value = value;
  }
  const given = new URLSearchParams(location.search);
  if (location.search && !given.has("solve")) document.getElementById("solve").checked = false;
  document.getElementById("apart").checked = given.has("apart");
  ownColours.checked = ["wall_color", "floor_color", "path_color"].some((name) => given.has(name));
  if (["cell", "wall", "paper"].some((name) => given.has(name)) || ownColours.checked) document.getElementById("style").open = true;
}

form.addEventListener("submit", (event) => { event.preventDefault(); draw(); });
form.addEventListener("change", () => { showFields(); draw(); });
document.getElementById("reseed").addEventListener("click", () => { seed.value = randomSeed(); draw(); });
document.addEventListener("themechange", () => {
  if (!picture.hidden) picture.src = themed(`/studio/maze.svg?${recipe()}`);
});
fromAddress();
showFields();
draw();
