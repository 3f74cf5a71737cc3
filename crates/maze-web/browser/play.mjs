// Plays the pages in the system's Chromium, as a person would, and takes screenshots.
//
//   node play.mjs BASE_URL SEED KEYS SCREENSHOT_DIR
//
// Opens the home page and the Maze Game at 1280×720 and 400×800, starts an easy game of
// maze SEED, presses KEYS (w a s d letters: a way out the caller worked out with the engine)
// and expects the win dialog. Exits non-zero, saying why, when anything is not as expected.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

const [base, seed, keys, shots] = process.argv.slice(2);
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
  }
  await page.waitForSelector("#won-dialog[open]");
  const title = await page.textContent("#won-title");
  if (title !== "You made it!") await fail(`the win dialog says ${JSON.stringify(title)}`);
  await page.screenshot({ path: `${shots}/classic-won.png` });
  // Play again starts a fresh game at the entrance.
  await page.click("#won-dialog button[value=again]");
  await page.waitForFunction(() => document.getElementById("moves").textContent === "0");
  console.log(`won in ${keys.length} moves; screenshots in ${shots}`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
