// Checks the Maze Game page's key map (../assets/keys.js) over every cell of the boards in
// the JSON file given (written by tests/keys.rs from the engine's ways and headings): from
// every cell, every open way is taken by some key and by some button of the shape's pad, the
// stairs by < and >, and no key turns more than 70° from the way it takes.
//
//   node keys-check.mjs BOARDS.json
import { readFileSync } from "node:fs";
import { keyWays, wayFor, PADS, TURNS, turn, repeatGate, bumps } from "../assets/keys.js";

const boards = JSON.parse(readFileSync(process.argv[2], "utf8"));
const problems = [];
let cells = 0, ways = 0;
for (const board of boards) {
  const turns = TURNS[board.shape];
  if (!turns) problems.push(`${board.name}: no key map for ${board.shape}`);
  for (const { cell, up, ways: around } of board.cells) {
    cells += 1;
    const taken = keyWays(board.shape, around, up);
    for (const [letter, way] of taken) {
      if (turn(up + turns[letter], way.heading) > 70) problems.push(`${board.name}: cell ${cell}: ${letter} turns too far to ${way.cell}`);
    }
    const reached = new Set([...taken.values()].map((w) => w.cell));
    const padded = new Set([...PADS[board.shape]].map((k) => taken.get(k)?.cell));
    for (const way of around.filter((w) => w.open)) {
      ways += 1;
      if (way.stairs) {
        const key = way.stairs === "up" ? "<" : ">";
        if (wayFor(board.shape, around, up, key)?.way?.cell !== way.cell) problems.push(`${board.name}: cell ${cell}: ${key} misses the stairs`);
      } else {
        if (!reached.has(way.cell)) problems.push(`${board.name}: cell ${cell}: no key reaches ${way.cell} (heading ${way.heading}, up ${up})`);
        if (!padded.has(way.cell)) problems.push(`${board.name}: cell ${cell}: no pad button reaches ${way.cell}`);
      }
    }
  }
}
// A key held down for 8 s repeats 30 times a second: about 12 of them a second pass, under
// the server's allowance of 20; a fresh press always passes.
const gate = repeatGate();
let passed = 0;
for (let i = 0; i < 240; i++) passed += gate({ repeat: i > 0 }, i * 1000 / 30) ? 1 : 0;
if (passed < 90 || passed > 101) problems.push(`a held key passed ${passed} times in 8 s, not about 12 a second`);
if (!gate({ repeat: false }, 8000.5)) problems.push("a fresh press was held back");
// Held against a wall, only the first press goes; another way, or a move, opens it again.
const bump = bumps();
const sent = [["n", false], ["n", true], ["n", true], ["e", true], ["n", true]].map(([dir, repeat], i) => {
  const ok = bump.send(dir, repeat);
  if (i === 0) bump.refuse();
  return ok;
});
if (sent.join() !== "true,false,false,true,true") problems.push(`wall bumps sent ${sent.join()}`);
bump.refuse();
bump.moved();
if (!bump.send("n", true)) problems.push("after a move a held key was still held back");

if (problems.length) {
  console.log(problems.slice(0, 20).join("\n"));
  console.log(`${problems.length} problems over ${cells} cells`);
  process.exit(1);
}
console.log(`every open way has a key: ${ways} open ways from ${cells} cells on ${boards.length} boards`);
