// Plays the pages in the system's Chromium, as a person would, and takes screenshots.
//
//   node play.mjs BASE_URL SEED KEYS SCREENSHOT_DIR WORDS_SEED WORDS_KEYS
//
// Opens the home page and the Maze Game at 1280×720 and 400×800, starts an easy game of
// maze SEED, presses KEYS (w a s d letters: a way out the caller worked out with the engine)
// and expects the win dialog. Then plays green's turn of the server's Moving Maze game with
// the keyboard and mouse (rotate, slide at an arrow, walk to a highlighted tile, end the move)
// and prints what the page shows afterwards on a line starting `MOVING `, for the caller to
// compare with the engine. Last, walks WORDS_KEYS through the 8 × 8 word maze of WORDS_SEED
// against the medium AI, hands the path in, skips the AI's replay and prints the verdict on a
// line starting `WORDS `. Then opens the treasure maze, walks a step with the keyboard and plays
// the wealthiest demo. Exits non-zero, saying why, when anything is not as expected.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

const [base, seed, keys, shots, wordsSeed, wordsKeys] = process.argv.slice(2);
mkdirSync(shots, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const fail = async (why) => { console.error(why); await browser.close(); process.exit(1); };
const KEY = { w: "ArrowUp", a: "ArrowLeft", s: "ArrowDown", d: "ArrowRight" };

try {
  for (const [width, height] of [[1280, 720], [400, 800]]) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => fail(`page error: ${error.message}`));
    await page.goto(`${base}/`);
    await page.screenshot({ path: `${shots}/home-${width}x${height}.png`, fullPage: true });
    await page.click("a[href=\"/classic\"]");
    await page.waitForURL(`${base}/classic`);
    await page.waitForFunction(() => document.getElementById("seed").textContent.includes("seed"));
    await page.screenshot({ path: `${shots}/classic-${width}x${height}.png`, fullPage: true });
    await page.close();
  }

  // Win an easy game with the keyboard alone.
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on("pageerror", (error) => fail(`page error: ${error.message}`));
  await page.goto(`${base}/classic?seed=${seed}`);
  await page.waitForFunction(() => document.getElementById("seed").textContent.includes("seed"));
  await page.selectOption("select[name=difficulty]", "easy");
  await page.click("button[type=submit]");
  await page.waitForFunction(() => document.getElementById("seed").textContent.startsWith("easy"));
  await page.locator("#maze").focus();
  for (const [i, key] of [...keys].entries()) {
    await page.keyboard.press(KEY[key]);
    await page.waitForFunction((n) => document.getElementById("moves").textContent === String(n), i + 1);
    if (i === 2) {
      // A reload gets the game back where it was.
      await page.reload();
      await page.waitForFunction(() => document.getElementById("moves").textContent === "3");
      await page.locator("#maze").focus();
    }
  }
  await page.waitForSelector("#won-dialog[open]");
  const title = await page.textContent("#won-title");
  if (title !== "You made it!") await fail(`the win dialog says ${JSON.stringify(title)}`);
  await page.screenshot({ path: `${shots}/classic-won.png` });
  // Play again starts a fresh game at the entrance.
  await page.click("#won-dialog button[value=again]");
  await page.waitForFunction(() => document.getElementById("moves").textContent === "0");
  console.log(`won in ${keys.length} moves; screenshots in ${shots}`);
  await movingMaze();
  await movingTable();
  await wordMaze();
  await treasureMaze();
} catch (error) {
  await fail(String(error));
}
await browser.close();

async function movingMaze() {
  for (const [width, height] of [[400, 800], [1280, 720]]) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => fail(`page error: ${error.message}`));
    await page.goto(`${base}/moving`);
    await page.waitForSelector("#board [data-open]");
    await page.screenshot({ path: `${shots}/moving-${width}x${height}.png`, fullPage: true });
    if (width === 1280) await playGreen(page);
    await page.close();
  }
}

// A table: the creator seats a friend (a second page, with its link) and two computers; each
// page can play only its own colour; a page with a wrong token is refused.
async function movingTable() {
  const creator = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  creator.on("pageerror", (error) => fail(`page error: ${error.message}`));
  await creator.goto(`${base}/moving`);
  await creator.waitForSelector("#board [data-open]");
  await creator.click("#new-game summary");
  await creator.selectOption("#seats [name=yellow]", "remote");
  await creator.selectOption("#seats [name=red]", "easy");
  await creator.selectOption("#seats [name=blue]", "medium");
  await creator.click("#random button[type=submit]");
  await creator.waitForSelector("#links input");
  const yellow = await creator.inputValue(`#links input[aria-label="Yellow's link"]`);
  const friend = await browser.newPage({ viewport: { width: 400, height: 900 } });
  friend.on("pageerror", (error) => fail(`page error: ${error.message}`));
  await friend.goto(yellow);
  await friend.waitForFunction(() => document.getElementById("seat-role").textContent === "You play Yellow.");
  await friend.waitForSelector("#board [data-open]");
  if (await friend.locator("[data-slot]").count() !== 0) await fail("the friend's page offers Green's slides");
  await creator.keyboard.press("h");
  await creator.waitForSelector("[data-slot].hinted");
  await creator.screenshot({ path: `${shots}/moving-hint.png` });
  await playTurn(creator, "Green");
  await friend.waitForSelector("[data-slot]");
  await friend.screenshot({ path: `${shots}/moving-table-friend.png`, fullPage: true });
  await playTurn(friend, "Yellow");
  // Red and blue are computers: the turn comes back to green by itself.
  await creator.waitForFunction(() => document.getElementById("turn").textContent.startsWith("Green: slide"), null, { timeout: 20000 });
  await creator.screenshot({ path: `${shots}/moving-table-creator.png`, fullPage: true });
  const stranger = await browser.newPage({ viewport: { width: 800, height: 700 } });
  await stranger.goto(yellow.replace(/seat=[0-9a-f]+/, `seat=${"0".repeat(32)}`));
  await stranger.waitForFunction(() => document.getElementById("said").textContent === "That link opens no seat at this table.");
  console.log("TABLE two seats played, a wrong token refused");
  for (const page of [creator, friend, stranger]) await page.close();
}

/// Plays `colour`'s turn on `page`: the first slide offered, then the end of the move.
async function playTurn(page, colour) {
  await page.click("[data-slot]");
  await page.waitForFunction((c) => {
    const turn = document.getElementById("turn").textContent;
    return turn.startsWith(`${c}: move`) || !turn.startsWith(c);
  }, colour);
  if (await page.isEnabled("#end-move")) await page.click("#end-move");
  await page.waitForFunction((c) => !document.getElementById("turn").textContent.startsWith(c), colour);
}

async function playGreen(page) {
  const floating = () => page.getAttribute("#floating", "data-open");
  const before = await floating();
  await page.keyboard.press("r");
  await page.waitForFunction((b) => document.getElementById("floating").dataset.open !== b, before);
  const slot = await page.getAttribute("[data-slot]", "data-slot");
  await page.click(`[data-slot="${slot}"]`);
  await page.waitForFunction(() => document.getElementById("turn").textContent.includes("move"));
  await page.screenshot({ path: `${shots}/moving-after-slide.png` });
  const green = () => page.evaluate(() => {
    const c = document.querySelector('circle[data-colour="green"]');
    return [c.dataset.x, c.dataset.y];
  });
  const [gx, gy] = await green();
  let walked = null;
  for (const target of await page.locator(".reachable").all()) {
    const x = await target.getAttribute("data-x"), y = await target.getAttribute("data-y");
    if (x !== gx || y !== gy) walked = [x, y, target];
  }
  if (walked) {
    await walked[2].click();
    await page.waitForFunction(([x, y]) => {
      const c = document.querySelector('circle[data-colour="green"]');
      return c.dataset.x === x && c.dataset.y === y;
    }, walked.slice(0, 2));
  }
  if (await page.isEnabled("#end-move")) await page.click("#end-move");
  await page.waitForFunction(() => document.getElementById("turn").textContent.startsWith("Yellow"));
  await page.screenshot({ path: `${shots}/moving-yellow-turn.png` });
  const shown = await page.evaluate(() => ({
    tiles: [...document.querySelectorAll("#board [data-open]")].map((g) => g.dataset.open),
    floating: document.getElementById("floating").dataset.open,
    players: Object.fromEntries([...document.querySelectorAll("circle[data-colour]")].map((c) => [c.dataset.colour, [Number(c.dataset.x), Number(c.dataset.y)]])),
  }));
  console.log(`MOVING ${JSON.stringify({ slot, walked: walked && walked.slice(0, 2).map(Number), ...shown })}`);
}

async function wordMaze() {
  for (const [width, height] of [[400, 800], [1280, 720]]) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => fail(`page error: ${error.message}`));
    await page.goto(`${base}/words?seed=${wordsSeed}`);
    await page.selectOption("select[name=size]", "8");
    await page.click("#new-game button[type=submit]");
    await page.waitForFunction(() => document.getElementById("title").textContent.startsWith("8×8"));
    await page.screenshot({ path: `${shots}/words-${width}x${height}.png`, fullPage: true });
    if (width === 1280) {
      await page.locator("#letters").focus();
      for (const [i, key] of [...wordsKeys].entries()) {
        await page.keyboard.press(KEY[key]);
        await page.waitForFunction((n) => document.getElementById("cells").textContent.startsWith(`${n} cell`), i + 2);
      }
      await page.screenshot({ path: `${shots}/words-walked.png` });
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.getElementById("message").textContent.includes("searches"));
      await page.keyboard.press(" ");
      await page.waitForSelector("#result:not([hidden])");
      await page.screenshot({ path: `${shots}/words-result.png`, fullPage: true });
      console.log(`WORDS ${await page.textContent("#verdict")}`);
    }
    await page.close();
  }
}

async function treasureMaze() {
  for (const [width, height] of [[400, 800], [1280, 720]]) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => fail(`page error: ${error.message}`));
    await page.goto(`${base}/treasure?seed=4`);
    await page.waitForFunction(() => document.getElementById("title").textContent.includes("seed 4"));
    await page.screenshot({ path: `${shots}/treasure-${width}x${height}.png`, fullPage: true });
    if (width === 1280) {
      await page.locator("#rooms").focus();
      for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]) await page.keyboard.press(key);
      await page.waitForFunction(() => document.getElementById("entered").textContent !== "1");
      await page.click("[data-demo=wealthiest]");
      await page.waitForFunction(() => !document.getElementById("story").hidden);
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${shots}/treasure-demo.png` });
    }
    await page.close();
  }
}
