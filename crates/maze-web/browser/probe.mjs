import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h, q] of [[400, 800, ""], [400, 800, "?width=9&height=9&relics=3&seed=5"], [1280, 720, ""], [360, 740, ""]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 500, isMobile: w < 500 });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:8731/moving${q}`);
  await page.waitForSelector("#board [data-open]");
  await page.waitForTimeout(300);
  const r = await page.evaluate(() => {
    const sizes = [...document.querySelectorAll("#board .reachable .hit")].map((r) => r.getBoundingClientRect()).map((b) => Math.min(b.width, b.height));
    const box = document.querySelector(".board-scroll");
    const b = document.getElementById("board").getBoundingClientRect();
    return { sizes: sizes.length, min: Math.min(...sizes), sw: box.scrollWidth, cw: box.clientWidth, sl: box.scrollLeft, page: document.documentElement.scrollWidth, board: [b.x, b.width] };
  });
  console.log(w, h, q, JSON.stringify(r));
  await page.screenshot({ path: `/tmp/moving-${w}${q ? "-9" : ""}.png` });
  await ctx.close();
}
await browser.close();
