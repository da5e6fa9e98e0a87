// The client's budgets: the built script, style sheet and page with the
// cards' art at most 250 KB gzipped, and a room's first screen, from the
// navigation to its first decision visible (on the browser's own clock),
// within a second on loopback for the median of five loads, each in a
// browser with nothing cached (a new context).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { serverAndBrowser, personAt } from "./browser.mjs";

/** The most bytes the built client may take gzipped (250 KB). */
const maxGzipped = 250_000;

/** The longest a room's first screen may take, in milliseconds, and the loads measured for each game. */
const maxFirstScreen = 1000;
const loads = 5;

const dist = new URL("../../internal/web/dist/", import.meta.url).pathname;

const shared = serverAndBrowser();

test("the built client, its art included, is at most 250 KB gzipped", () => {
  const files = ["index.html", ...readdirSync(`${dist}assets`).map((f) => `assets/${f}`)];
  const sizes = files.map((f) => [f, gzipSync(readFileSync(`${dist}${f}`)).length]);
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  console.log(`gzipped: ${sizes.map(([f, n]) => `${f} ${n}`).join(", ")}; total ${total} bytes`);
  assert.ok(total <= maxGzipped, `the built client is ${total} bytes gzipped, more than ${maxGzipped}: ${JSON.stringify(sizes)}`);
});

/** Each game with its room's first decision as a person sees it: a CSS selector of its first button. */
const games = [
  { title: "Card Battle", decision: "button[aria-label^='Buy ']" },
  { title: "Tableau", decision: "button[aria-label^='Take ']" },
  { title: "Dojo", decision: "section[aria-labelledby=hand-h] .choices button" },
];

/**
 * Notes in the page, on the browser's own clock (0 at the navigation's start), when an element
 * matching selector is first in the page with the person's turn said: the time a person sees
 * the first decision, without the test's own round trips to the browser.
 */
function noteFirstDecision(selector) {
  const seen = () => {
    if (globalThis.firstDecision === undefined && document.querySelector(selector) && document.querySelector("p.turn.mine")) {
      globalThis.firstDecision = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
}

for (const g of games) {
  test(`${g.title}: a room's first screen shows its first decision within a second`, async () => {
    // The room is made in the lobby; then it is opened afresh, as a person's link would, with the seat's token.
    const page = await personAt(shared.browser, shared.server.url, "Prompt Pumas");
    await page.getByRole("radio", { name: new RegExp(`^${g.title}`) }).check();
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.locator(g.decision).first().waitFor({ timeout: 15000 });
    const url = page.url();
    const storageState = await page.context().storageState();
    await page.context().close();
    const times = [];
    for (let i = 0; i < loads; i++) {
      const ctx = await shared.browser.context({ storageState });
      await ctx.addInitScript(noteFirstDecision, g.decision);
      const p = await ctx.newPage();
      await p.goto(url);
      await p.waitForFunction(() => globalThis.firstDecision !== undefined, null, { timeout: 5000 });
      times.push(Math.round(await p.evaluate(() => globalThis.firstDecision)));
      await ctx.close();
    }
    times.sort((a, b) => a - b);
    console.log(`${g.title}: first decision shown ${times.join(", ")} ms after the navigation's start`);
    assert.ok(times[Math.floor(loads / 2)] <= maxFirstScreen, `${g.title}'s first screen took ${times.join(", ")} ms; the median is over ${maxFirstScreen} ms`);
    assert.deepEqual(shared.browser.errors, []);
  });
}
