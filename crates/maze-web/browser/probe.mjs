import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [[1280, 720], [400, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on("pageerror", (e) => console.log("ERR", e.message));
  await page.goto(`http://127.0.0.1:8731/watch?algorithm=kruskal&width=16&height=10&seed=4&race=bfs,astar,tremaux,chain`);
  await page.waitForTimeout(1500);
  await page.evaluate(() => { const l = document.getElementById("timeline"); l.value = String(Math.floor(l.max * 0.7)); l.dispatchEvent(new Event("input")); });
  await page.waitForTimeout(300);
  console.log(await page.textContent("#message"), await page.textContent("#position"));
  await page.screenshot({ path: `/tmp/watch-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
