// SPDX-License-Identifier: MIT
// examples/web in a real headless Chromium (Debian's /usr/bin/chromium, driven by puppeteer-core
// from tests/web/node_modules): for each game the page is loaded from a local static server, a
// seeded game is played to the end by clicking the move buttons, and the page must show exactly
// what the engine gives for the same seed and clicks (session.js replayed in node over the same
// package): the same transcript, the same result text. A screenshot per game goes to
// $BGB_SCREENSHOTS (default build/wasm/screenshots); the time from navigation to the first move
// buttons is printed ("page interactive") and written to timings.json beside the screenshots.
// Run: node tests/web/page.test.mjs. Exit 77 (ctest: skipped) when Chromium or node_modules are
// missing; everything else that goes wrong fails.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const chromium = process.env.BGB_CHROMIUM ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.log(`SKIP: no Chromium at ${chromium} (apt-get install chromium, or set BGB_CHROMIUM)`);
  process.exit(77);
}
let puppeteer;
try {
  puppeteer = createRequire(path.join(here, "package.json"))("puppeteer-core");
} catch {
  console.log("SKIP: puppeteer-core is not installed; run `npm ci` in tests/web (the npm registry is needed once)");
  process.exit(77);
}
const shots = path.resolve(process.env.BGB_SCREENSHOTS ?? path.join(root, "build/wasm/screenshots"));
fs.mkdirSync(shots, { recursive: true });

const { loadBoardGamesBot } = await import(pathToFileURL(path.join(root, "capi/js/index.js")).href);
const { Session } = await import(pathToFileURL(path.join(root, "examples/web/session.js")).href);
const bgb = await loadBoardGamesBot();

// ---- a static file server at the repository root (what `python3 -m http.server` does); with
// BGB_WASM set (ctest sets it), the page's build/wasm/capi/js/ is served from that build instead.
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
  ".wasm": "application/wasm", ".json": "application/json", ".png": "image/png" };
const wasmDir = process.env.BGB_WASM ? path.dirname(path.resolve(process.env.BGB_WASM)) : null;
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const built = "/build/wasm/capi/js/";
  const file = wasmDir && url.startsWith(built) ? path.join(wasmDir, url.slice(built.length)) : path.join(root, url);
  const target = file.endsWith("/") ? path.join(file, "index.html") : file;
  if (!(target.startsWith(root) || (wasmDir && target.startsWith(wasmDir))) || !fs.existsSync(target) || fs.statSync(target).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": TYPES[path.extname(target)] ?? "application/octet-stream" });
  fs.createReadStream(target).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bgb-chromium-"));
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir: profile,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
{
  // A running browser, as a visitor's is: the first renderer's start-up is not the page's time.
  const warm = await browser.newPage();
  await warm.goto("about:blank");
  await warm.close();
}
after(async () => {
  await browser.close();
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

/// The k-th click takes button (7k + 3) mod n: a fixed spread over the moves, replayable in node.
const pick = (k, n) => (7 * k + 3) % n;

const GAMES = [
  { game: "the-crew", options: { players: 4, mission: 2 }, seed: 7, result: /^(Mission accomplished|Mission failed: .+)$/ },
  { game: "under-falling-skies", options: { hard: [] }, seed: 3, result: /^You (win|lose): .+$/ },
  { game: "dp6", options: { players: 2, max_turns: 24 }, seed: 5, result: /^(You win|You lose|Nobody wins): .+$/ },
  { game: "red-november", options: { players: 3 }, seed: 2, result: /^You (win|lose).*$/ },
];
const SETTINGS = { humanSeat: 0, botKind: "mcts", iterations: 60 };

/// The same game in node: the transcript and the result the page must show.
function expected({ game, options, seed }) {
  const s = new Session(bgb, { game, options, seed, ...SETTINGS });
  let k = 0;
  for (;;) {
    while (s.botsToMove) s.step();
    const v = s.view();
    if (v.terminal) {
      s.free();
      return { transcript: s.log.map((e) => e.text), result: v.result, clicks: k };
    }
    s.act(v.legal[pick(k++, v.legal.length)].id);
  }
}

const settled = (page) => page.waitForFunction(() => ["turn", "over", "error"].includes(document.body.dataset.state), { timeout: 60000 });
const timings = {};

for (const g of GAMES) {
  test(`${g.game}: a seeded game played by clicking its buttons in Chromium`, async () => {
    const want = expected(g);
    // A fresh context per game: an empty cache, so the timing below is a first visit's.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.setViewport({ width: 1280, height: 900 });
    const query = new URLSearchParams({ game: g.game, seed: g.seed, seat: SETTINGS.humanSeat, bot: SETTINGS.botKind,
      iterations: SETTINGS.iterations, ...Object.fromEntries(Object.entries(g.options).filter(([, v]) => !Array.isArray(v))) });
    await page.goto(`${base}/examples/web/?${query}&autostart`);
    await page.waitForSelector("#moves button.move", { timeout: 30000 });
    // The page's own marks, in ms since its navigation started (app.js sets them).
    const mark = (name) => page.evaluate((n) => Math.round(performance.getEntriesByName(n)[0]?.startTime ?? NaN), name);
    timings[g.game] = { engineReady: await mark("bgb:engine-ready"), firstMoves: await mark("bgb:first-moves") };
    console.log(`# ${g.game}: engine loaded ${timings[g.game].engineReady} ms, ` +
                `page interactive (first move buttons) ${timings[g.game].firstMoves} ms after navigation`);

    let k = 0;
    for (; k < 3000; ++k) {
      await settled(page);
      const state = await page.evaluate(() => document.body.dataset.state);
      assert.notEqual(state, "error", await page.$eval("#status", (e) => e.textContent));
      if (state === "over") break;
      const buttons = await page.$$("#moves button.move");
      assert.ok(buttons.length > 0, "a turn shows its moves");
      await buttons[pick(k, buttons.length)].click();
    }
    assert.equal(k, want.clicks, "as many clicks as the node replay needed");
    const result = await page.$eval("#result", (e) => (e.hidden ? "" : e.textContent));
    assert.match(result, g.result);
    assert.equal(result, want.result);
    const transcript = await page.$$eval("#transcript li", (lis) => lis.map((li) => li.lastChild.textContent.trim()));
    assert.deepEqual(transcript, want.transcript);
    if (g.game === "the-crew") {
      // Hidden information: the page names exactly the 10 cards dealt to the human seat.
      assert.equal(transcript.filter((t) => /^deal [^?]/.test(t)).length, 40 / g.options.players);
      assert.equal(transcript.filter((t) => t === "deal ?").length, 40 - 40 / g.options.players);
    }
    assert.equal(await page.$$eval("#moves button", (b) => b.length), 0, "no moves after the end");
    // The printed parts of the boards come from render(seat) (views.js reads its fixed columns):
    // if src/*/view.cpp changes its layout, these fail instead of the picture going blank.
    if (g.game === "under-falling-skies") {
      assert.equal(await page.$$eval("table.base tr", (rows) => rows.length), 7, "b0..b5 under a header");
      const rooms = await page.$$eval("table.base td .room", (cells) => cells.map((c) => c.textContent));
      assert.ok(rooms.length >= 20 && rooms.every((r) => r.length > 0), `every base cell names its room: ${rooms}`);
      assert.ok(await page.$$eval("table.sky tr", (rows) => rows.length) >= 3);
      assert.equal(await page.$$eval("#table .step", (s) => s.length), 14, "the research track's 14 costs");
    }
    if (g.game === "red-november") {
      const hatches = await page.$$eval(".rnroom", (rooms) => rooms.map((r) => r.lastChild.textContent.trim()));
      assert.equal(hatches.length, 10);
      assert.ok(hatches.every((t) => /^hatches( \d+| sea)+$/.test(t)), `every room lists its hatches: ${hatches}`);
    }
    assert.deepEqual(errors, []);
    await page.screenshot({ path: path.join(shots, `${g.game}.png`), fullPage: true });
    await context.close();
  });
}

test("the settings form starts the chosen game", async () => {
  const page = await browser.newPage();
  await page.goto(`${base}/examples/web/`);
  await page.waitForFunction(() => !document.getElementById("new-game").disabled, { timeout: 30000 });
  await page.select("#game", "red-november");
  await page.$eval('.options[data-game="red-november"] [data-option=players]', (e) => { e.value = "5"; e.dispatchEvent(new Event("change")); });
  assert.equal(await page.$$eval("#seat option", (o) => o.length), 5, "one seat choice per gnome");
  await page.select("#seat", "2");
  await page.click("#new-game");
  await page.waitForSelector("#moves button.move", { timeout: 30000 });
  const gnomes = await page.$$eval(".gnomes-table tr", (rows) => rows.length - 1);
  assert.equal(gnomes, 5);
  assert.match(await page.$eval("#status", (e) => e.textContent), /seat 2/);
  await page.close();
});

test("timings", () => {
  fs.writeFileSync(path.join(shots, "timings.json"), `${JSON.stringify({ msAfterNavigation: timings }, null, 2)}\n`);
});
