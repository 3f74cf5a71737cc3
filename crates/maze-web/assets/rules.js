// The rules page's pictures, drawn by the games' own renderers: the Maze Game's boards by the
// library (the studio's SVG, in the page's theme) and Moving Maze's relics by its page's
// symbols.
import { RELICS } from "/assets/relics.js";

const SVG = "http://www.w3.org/2000/svg";

/// Each board picture's address, in the page's theme.
function showBoards() {
  const theme = document.documentElement.dataset.theme === "dark" ? "dark" : "light";
  for (const img of document.querySelectorAll("img[data-maze]")) img.src = `/studio/maze.svg?${img.dataset.maze}&theme=${theme}`;
}

/// The nine relics in their order, each drawn and named.
function showRelics() {
  const list = document.getElementById("relics");
  list.replaceChildren(...RELICS.map((relic, i) => {
    const item = document.createElement("li");
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "-18 -18 36 36");
    svg.setAttribute("aria-hidden", "true");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", relic.d);
    svg.append(path);
    item.append(svg, `${i + 1}. the ${relic.name}`);
    return item;
  }));
}

showBoards();
showRelics();
document.addEventListener("themechange", showBoards);
