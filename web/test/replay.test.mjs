// A finished game's replay in a real browser: it opens at its first step,
// Play moves it on by itself, a step at a time, and Pause stops it there.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations } from "./browser.mjs";

const shared = serverAndBrowser();

/** The step a replay's page shows, from its heading "Step N of M". */
async function stepOf(page) {
  return Number((await page.locator("#replay-h").textContent()).match(/^Step (\d+) of/)[1]);
}

test("a replay opens at its first step and plays and pauses", async () => {
  const resp = await fetch(`${shared.server.url}/api/rooms`, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ game: "tableau", seats: [{ bot: "random" }, { bot: "random" }] }) });
  const room = await resp.json();
  for (let over = false; !over; await new Promise((r) => setTimeout(r, 50))) {
    over = (await (await fetch(`${shared.server.url}/api/rooms/${room.id}`)).json()).over;
  }
  const page = await (await shared.browser.context()).newPage();
  await page.goto(`${shared.server.url}/#/replay/${room.id}`);
  await page.locator("#replay-h", { hasText: /^Step \d+ of \d+$/ }).waitFor();
  assert.equal(await stepOf(page), 0, "the replay opens at its first step");

  await page.getByRole("button", { name: "Play" }).click();
  await page.waitForFunction(() => /^Step ([2-9]|\d\d+) of/.test(document.querySelector("#replay-h")?.textContent ?? ""));
  await page.getByRole("button", { name: "Pause" }).click();
  await page.waitForTimeout(300); // a step asked for before the pause may still come
  const paused = await stepOf(page);
  await page.waitForTimeout(2000);
  assert.equal(await stepOf(page), paused, "paused, the replay stays at its step");
  assert.equal(await page.getByRole("button", { name: "Play" }).count(), 1, "Play again once paused");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the replay's page");
  assert.deepEqual(shared.browser.errors, []);
});

/**
 * Scrolls the log from its top to its end a view at a time, each scroll let draw: every line met,
 * by its number and text in the order met, and the most lines the page held at once.
 */
async function readLog(log) {
  return log.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    const met = new Map();
    let most = 0;
    el.scrollTop = 0;
    for (let last = -1; el.scrollTop !== last;) {
      last = el.scrollTop;
      await frame();
      const lis = el.querySelectorAll("li");
      most = Math.max(most, lis.length);
      for (const li of lis) if (!met.has(li.value)) met.set(li.value, li.textContent);
      el.scrollTop += el.clientHeight / 2;
      await frame();
    }
    return { lines: [...met].map(([n, text]) => ({ n, text })).sort((a, b) => a.n - b.n), most };
  });
}

test("the log keeps the whole game, numbered once, with only the lines near its view in the page, and narrows to one seat's lines", async () => {
  const resp = await fetch(`${shared.server.url}/api/rooms`, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ game: "cardbattle", seats: [{ bot: "random" }, { bot: "random" }] }) });
  const room = await resp.json();
  for (let over = false; !over; await new Promise((r) => setTimeout(r, 50))) {
    over = (await (await fetch(`${shared.server.url}/api/rooms/${room.id}`)).json()).over;
  }
  const page = await (await shared.browser.context()).newPage();
  await page.goto(`${shared.server.url}/#/replay/${room.id}`);
  await page.locator("#replay-h", { hasText: /^Step \d+ of \d+$/ }).waitFor();
  await page.getByRole("button", { name: "To the end" }).click();
  await page.getByLabel("Seen by").selectOption({ index: 1 });
  await page.waitForFunction(() => /^Step (\d+) of \1$/.test(document.querySelector("#replay-h")?.textContent ?? ""));
  const log = page.getByRole("log");
  const reply = await (await fetch(`${shared.server.url}/api/rooms/${room.id}/replay?seat=1`)).json();
  const sentences = reply.updates.flatMap((u) => (u.texts ?? []).filter(Boolean)).length;
  assert.ok(sentences > 100, `a whole game of Card Battle, ${sentences} lines`);
  const drawnAtEnd = await log.locator("li").count();
  assert.ok(drawnAtEnd > 0 && drawnAtEnd <= 100, `only the log's blocks near its end are in the page: ${drawnAtEnd} of ${sentences} lines`);
  const all = await readLog(log);
  assert.ok(all.most <= 100, `the lines in the page stay few while the log scrolls: at most ${all.most} of ${sentences}`);
  assert.equal(all.lines.length, sentences, "scrolling reaches every sentence of the game");
  assert.deepEqual(all.lines.map((l) => l.n), all.lines.map((_, i) => i + 1), "every line numbered by its place in the game");

  await page.getByLabel("Only yours").check();
  const mine = (await readLog(log)).lines;
  assert.ok(mine.length > 0 && mine.length < all.lines.length, `P1's lines are some of the game's: ${mine.length} of ${all.lines.length}`);
  assert.ok(mine.every(({ n }, i) => i === 0 || n > mine[i - 1].n), "the lines keep their numbers, in order");
  assert.ok(mine.every(({ n, text }) => all.lines[n - 1].text === text), "each line keeps the number it has in the whole log");
  const others = mine.filter(({ text }) => /^P2 (buys|sells|rolls|passes)/.test(text));
  assert.deepEqual(others, [], "P2's own moves in the shop are not P1's lines");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the narrowed log");
  assert.deepEqual(shared.browser.errors, []);
});
