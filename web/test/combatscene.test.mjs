// Tableau's combat in a real browser: each round's combat is a scene the
// person steps through before the next round's market, and nothing on the
// page (the scores, the log, the end) shows its result before its last
// step; each stack's power adds up to its seat's; at the end, and on
// demand before it, each player's VP is broken down by where it came from;
// for a person who prefers reduced motion, every step shows without movement.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, movingIn, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, decisions, grip, logged, myTableau, openChoices, over, placeOn, sceneOf, targetSlots } from "./player.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

const shared = serverAndBrowser();

/**
 * What the page shows of the results, read at once: the scores' VP, the awards among the log's lines in
 * the page and the number of its last line, the end, the scene's result.
 */
function shown(page) {
  return page.evaluate(() => {
    const vp = [...document.querySelectorAll("#table-h ~ .scroll table.players tbody tr")].map((tr) => tr.children[1]?.textContent);
    const lines = [...document.querySelectorAll(".log li")];
    const awards = lines.filter((li) => /gains \d+ VP/.test(li.textContent)).length;
    const last = lines.at(-1)?.value ?? 0;
    const end = [...document.querySelectorAll("h2")].some((h) => h.textContent === "The end");
    const result = document.querySelector(".combat-scene .scene-result") !== null;
    const market = document.querySelector("#market-h") !== null;
    const counter = [...document.querySelectorAll(".combat-scene .controls .muted")].map((e) => e.textContent).find((t) => /^step \d+ of/.test(t)) ?? "";
    return { vp: vp.join(","), awards, last, end, result, market, counter };
  });
}

/**
 * The awards the log tells after its line n, read as a person would: the log scrolled up from its end,
 * a view at a time, until line n shows (only the lines near the view are in the page).
 */
function awardsAfter(page, n) {
  return page.getByRole("log").evaluate(async (el, n) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    const awards = new Set();
    el.scrollTop = el.scrollHeight;
    for (;;) {
      await frame();
      const lis = [...el.querySelectorAll("li")];
      for (const li of lis) if (li.value > n && /gains \d+ VP/.test(li.textContent)) awards.add(li.value);
      if (el.scrollTop === 0 || lis.some((li) => li.value <= n)) break;
      el.scrollTop -= el.clientHeight / 2;
    }
    el.scrollTop = el.scrollHeight;
    return awards.size;
  }, n);
}

/** Each seat's row of the combat scene: the power its heading says and the "+N power" of its stacks. */
function rows(page) {
  return page.locator(".combat-row").evaluateAll((rs) => rs.map((r) => ({
    power: Number(r.querySelector("h3 .muted").textContent.match(/power (-?\d+)/)[1]),
    stacks: [...r.querySelectorAll(".badge.power")].map((b) => Number(b.textContent.match(/\+(-?\d+)/)[1])),
  })));
}

/** Takes one market turn: the first card the market offers, placed in the first slot that takes it, or any decision. */
async function marketTurn(page) {
  const before = await logged(page);
  const slot = targetSlots(page).first();
  if ((await grip(page).isVisible()) && (await slot.count()) > 0) {
    await placeOn(page, slot);
  } else if (!(await clickFirst(page.getByRole("button", { name: /^Take .+ \(row \d+, column \d+\)$/ }))) &&
    !(await clickFirst(decisions(page))) &&
    !(await clickFirst(myTableau(page).getByRole("button", { name: /^sell / })))) {
    const choices = await openChoices(page);
    if (choices) await clickFirst(choices);
  }
  await answered(page, before);
}

/**
 * Steps through the combat scene the page shows, checking at every step that nothing shows the
 * combat's result early, and what atStep checks of the scene; answers a choice the combat asks;
 * returns the scores' VP after it. The first combat is checked by axe-core and, with screenshot,
 * saved for the docs.
 */
async function watchCombat(page, checks, { atStep = async () => {}, screenshot = true } = {}) {
  const scene = sceneOf(page);
  const at = await shown(page);
  assert.equal(at.market, false, "the market waits for the combat");
  const pause = scene.getByRole("button", { name: "Pause" });
  if (await pause.isVisible()) await pause.click();
  const deadline = Date.now() + 60000;
  for (;;) {
    assert.ok(Date.now() < deadline, "the combat did not end in time");
    const now = await shown(page);
    assert.equal(now.vp, at.vp, `the scores wait for the combat (${now.counter})`);
    assert.equal(now.awards, at.awards, `the log waits for the combat (${now.counter})`);
    assert.equal(now.end, false, "the end waits for the combat");
    const [, step, of, more] = now.counter.match(/^step (\d+) of (\d+)( so far)?/);
    assert.equal(now.result, Number(step) === Number(of) && !more, `the result shows at the combat's last step only (${now.counter})`);
    await atStep(scene, now.counter);
    checks.steps++;
    const next = scene.getByRole("button", { name: "Step" });
    if (await next.isEnabled()) {
      await next.click();
      await page.waitForFunction((c) => ![...document.querySelectorAll(".combat-scene .controls .muted")].some((e) => e.textContent === c), now.counter, { timeout: 5000 });
      continue;
    }
    const choice = scene.getByRole("region").getByRole("listitem").getByRole("button").first();
    if (await choice.isVisible()) {
      await choice.click();
      checks.asked++;
      await page.waitForFunction((c) => ![...document.querySelectorAll(".combat-scene .controls .muted")].some((e) => e.textContent === c), now.counter, { timeout: 15000 });
      continue;
    }
    if (now.result) break;
    await page.waitForTimeout(50); // the combat's next roll or a bot's choice
  }
  const seats = await rows(page);
  for (const s of seats) assert.equal(s.stacks.reduce((a, b) => a + b, 0), s.power, `each stack's power adds up to its seat's: ${JSON.stringify(seats)}`);
  if (checks.combats === 0) {
    assert.deepEqual(await axeViolations(page), [], "axe-core on the combat scene");
    if (screenshot) await scene.screenshot({ path: `${screens}web-tableau-combat.png` });
  }
  const award = (await scene.locator(".scene-result li").allTextContents()).map((t) => Number(t.match(/gains (\d+) VP$/)?.[1] ?? 0));
  await scene.getByRole("button", { name: /^(On to the next round|See the game's end)$/ }).click();
  await page.locator("section.combat-scene").waitFor({ state: "detached", timeout: 5000 });
  assert.ok(await awardsAfter(page, at.last) > 0, "the log tells the combat's awards once it has been watched");
  checks.combats++;
  return at.vp.split(",").map((n, i) => Number(n) + award[i]);
}

test("Tableau's combats are scenes before the next round, and the VP are broken down", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Watchful Walruses");
  await page.getByRole("radio", { name: /Tableau/ }).check();
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#market-h").waitFor();
  // On demand, before any VP: the breakdown says so.
  await page.getByText("Where each player's VP came from").click();
  await page.getByText("Nobody has any VP yet.").waitFor();

  const checks = { combats: 0, steps: 0, asked: 0 };
  const deadline = Date.now() + 240000;
  while (!(await over(page))) {
    assert.ok(Date.now() < deadline, `the game did not end in time (${JSON.stringify(checks)})`);
    if (await page.locator("section.combat-scene").isVisible()) {
      const last = await watchCombat(page, checks);
      // After a combat, the scores show at least the VP the scene gave (a bot may have sold a stack since).
      const vp = (await page.locator("#table-h ~ .scroll table.players tbody tr td:first-of-type").allTextContents()).map(Number);
      assert.ok(vp.every((n, i) => n >= last[i]), `the scores after the combat (${vp}) give the scene's VP (${last})`);
    } else if (await canAct(page)) {
      await marketTurn(page);
    } else {
      await page.waitForTimeout(50);
    }
  }
  assert.equal(checks.combats, 6, `six combats were watched: ${JSON.stringify(checks)}`);

  // The end: the ranking with each player's VP by source, which add up to the total.
  const end = page.locator("section.result");
  await end.getByRole("heading", { name: "The end" }).waitFor();
  const table = end.locator("table.vp-breakdown");
  const heads = await table.locator("thead th").allTextContents();
  assert.ok(heads.includes("VP from combat") && heads.includes("VP from the final sale"), `the breakdown's sources: ${heads}`);
  const lines = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.textContent))));
  for (const l of lines) assert.equal(l.slice(0, -1).reduce((a, b) => a + b, 0), l[l.length - 1], `a player's VP add up: ${l}`);
  const totals = lines.map((l) => l[l.length - 1]);
  assert.deepEqual(totals, totals.slice().sort((a, b) => b - a), "the ranking is by VP");
  assert.deepEqual(shared.browser.errors, []);
});

test("with reduced motion every step of the combats shows without movement, to the game's end", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Stock-Still Storks", { reducedMotion: "reduce" });
  await page.getByRole("radio", { name: /Tableau/ }).check();
  await page.getByText("Rule options").click();
  await page.getByLabel("rounds", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#market-h").waitFor();
  const checks = { combats: 0, steps: 0, asked: 0 };
  const still = async (scene, counter) => assert.deepEqual(await movingIn(scene), [], `what moves at ${counter}`);
  const deadline = Date.now() + 120000;
  while (!(await over(page))) {
    assert.ok(Date.now() < deadline, `the game did not end in time (${JSON.stringify(checks)})`);
    if (await page.locator("section.combat-scene").isVisible()) await watchCombat(page, checks, { atStep: still, screenshot: false });
    else if (await canAct(page)) await marketTurn(page);
    else await page.waitForTimeout(50);
  }
  assert.equal(checks.combats, 2, `both combats were watched: ${JSON.stringify(checks)}`);
  assert.ok(checks.steps > 2 * 3, `every step was checked: ${JSON.stringify(checks)}`);
  await page.locator("section.result").getByRole("heading", { name: "The end" }).waitFor();
  assert.deepEqual(shared.browser.errors, []);
});
