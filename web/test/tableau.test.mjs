// Tableau in a real browser: a person plays a three-player game against two
// bots to the end, through the market's buttons, a card dragged onto a slot
// with the pointer and the slots' buttons, a refill, a sale; the refills used,
// the sales after a sale and the market cards the person may not take are
// kept in sight, disabled, with the engine's reason; placing's hint is
// shown the first time only; no page logs an error and axe-core finds
// nothing wrong with the game's page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";
import { countHints, hintsShown } from "./hints.mjs";
import { answered, clickFirst, decisions, dropName, grip, logged, myTableau, openChoices, placeOn, playToEnd, targetSlots } from "./player.mjs";
import { unexplainedOffers } from "./screen.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

const shared = serverAndBrowser();

/** Drags the card being placed onto the first slot of the person's tableau that takes it. */
async function dragOntoSlot(page) {
  const slot = targetSlots(page).first();
  await slot.scrollIntoViewIfNeeded(); // the card being placed stays in sight at the top
  const from = await grip(page).boundingBox();
  const to = await slot.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  // One way to put it there is played at once; several are offered in a panel beside the tableaus.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  await clickFirst(page.getByRole("region", { name: /: which way\?$/ }).getByRole("button"));
}

test("a person plays Tableau against two bots to the end", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Tidy Tapirs");
  await countHints(page);
  await page.getByRole("radio", { name: /Tableau/ }).check();
  await page.getByLabel("Players", { exact: true }).selectOption("3");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#market-h").waitFor();
  assert.equal(await page.locator(".tab").count(), 3, "three tableaus");

  const notes = { dragged: 0, placed: 0, taken: 0, refills: 0, sold: 0, merged: 0, decided: 0, fallback: 0, why: [], opsWhy: new Set(), takeWhy: new Set(), untakeable: [] };
  let shot = false;
  await playToEnd(page, async () => {
    const before = await logged(page);
    if (!shot && /Round 3 /.test(await page.locator("#table-h").textContent())) {
      assert.deepEqual(await axeViolations(page), [], "axe-core on Tableau's page");
      await page.screenshot({ path: `${screens}web-tableau.png`, fullPage: true });
      shot = true;
    }
    // Why the refills are closed, beside them, as the engine says.
    const why = page.locator("#refill-why");
    if ((await why.isVisible()) && (await page.locator("button[disabled][aria-describedby=refill-why]").count()) > 0) {
      const text = await why.textContent();
      if (!notes.why.includes(text)) notes.why.push(text);
    }
    // Why a market card is closed to take, under the grid, as the engine says; none is closed without it.
    for (const closed of await page.locator("table.market button[disabled][aria-describedby^=take-why]").all()) {
      notes.takeWhy.add(await page.locator(`[id='${await closed.getAttribute("aria-describedby")}']`).textContent());
    }
    notes.untakeable.push(...await unexplainedOffers(page));
    const mine = myTableau(page);
    // Why a sale or a merge is closed, under the tableau, as the engine says.
    for (const closed of await mine.locator("button[disabled][aria-describedby^=ops-why]").all()) {
      notes.opsWhy.add(await page.locator(`[id='${await closed.getAttribute("aria-describedby")}']`).textContent());
    }
    const targets = await targetSlots(page).count();
    if (targets > 0 && (await grip(page).isVisible())) {
      if (notes.dragged < 3) {
        await dragOntoSlot(page);
        notes.dragged++;
      } else {
        await placeOn(page, targetSlots(page).first());
        notes.placed++;
      }
    } else if (notes.merged === 0 && (await clickFirst(mine.getByRole("button", { name: /^merge / })))) {
      notes.merged++;
    } else if ((notes.sold < 2 || (await grip(page).isVisible())) &&
      (await clickFirst(mine.getByRole("button", { name: /^sell / })))) {
      notes.sold++;
    } else if (notes.refills === 0 && (await clickFirst(page.getByRole("button", { name: /^Refill row \d+$/ })))) {
      notes.refills++;
    } else if (await clickFirst(page.getByRole("button", { name: /^Take .+ \(row \d+, column \d+\)$/ }))) {
      notes.taken++;
    } else if (await clickFirst(decisions(page))) {
      notes.decided++;
    } else {
      const choices = await openChoices(page);
      if (choices) await clickFirst(choices);
      notes.fallback++;
    }
    await answered(page, before).catch((e) => {
      throw new Error(`the game did not answer the move (${JSON.stringify(notes)}): ${e.message}`);
    });
  });
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assert.match(await page.locator("#res-h + p").textContent(), /(Winner|Shared victory): .* with \d+ VP/);
  assert.ok(notes.dragged >= 3, `cards were placed by dragging (${notes.dragged})`);
  assert.ok(notes.taken >= 20 && notes.refills === 1, `the market was drafted and refilled: ${JSON.stringify(notes)}`);
  assert.ok(notes.sold >= 1, `stacks were sold from the tableau: ${JSON.stringify(notes)}`);
  assert.equal(notes.fallback, 0, `every decision had its place on the page: ${JSON.stringify(notes)}`);
  assert.deepEqual(notes.why, ["You have used your market refills for this round."], "the refills used, closed with the engine's reason");
  assert.ok(notes.opsWhy.has("You have sold or merged once while placing this card: that is all one card allows."),
    `the sales after a sale closed with the engine's reason: ${[...notes.opsWhy]}`);
  assert.deepEqual(notes.untakeable, [], "every market card the person could not take said why");
  for (const why of notes.takeWhy) {
    assert.match(why, /^(A food can be taken only once your tableau holds a stack for it\.|This card goes on a stack below level 3, and there is none it may go on\.)$/, "a card closed to take, with the engine's reason");
  }
  // Placing is explained the first time only, though every turn places a card.
  assert.deepEqual(await hintsShown(page, { placing: /^Start a new stack in a slot/ }), { placing: 1 });
  assert.ok(notes.dragged + notes.placed >= 2, `cards were placed more than once: ${JSON.stringify(notes)}`);
  assert.ok(await page.locator(".combat li", { hasText: /power/ }).count() > 0, "the last combat's power totals are shown");
  await page.screenshot({ path: `${screens}web-tableau-end.png`, fullPage: true });
  assert.deepEqual(shared.browser.errors, []);

  // The finished game, not public, is in its player's lobby, and replayed step by step from there,
  // from its first step.
  const code = (await page.locator(".room-head .muted").textContent()).replace("room ", "").trim();
  await page.getByRole("link", { name: "Back to the lobby" }).click();
  await page.getByRole("link", { name: `Replay Tableau ${code} step by step` }).click();
  await page.locator("#replay-h").waitFor();
  const heading = page.locator("#replay-h");
  await page.waitForFunction(() => /^Step 0 of \d+$/.test(document.querySelector("#replay-h")?.textContent ?? ""));
  const last = Number((await heading.textContent()).match(/of (\d+)/)[1]);
  assert.ok(last > 100, `a whole game has many steps (${last})`);
  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Next step" }).click();
    await page.waitForFunction((n) => document.querySelector("#replay-h")?.textContent === `Step ${n} of ${document.querySelector("#replay-h").textContent.split(" of ")[1]}`, i);
  }
  assert.ok(await page.locator(".log li").count() > 0, "the log tells the game up to the step");
  await page.getByLabel("Seen by").selectOption({ label: "Tidy Tapirs (P1)" });
  await page.locator(".seats li.me", { hasText: "Tidy Tapirs (P1) · you" }).waitFor();
  await page.getByRole("button", { name: "To the end" }).click();
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assert.match(await heading.textContent(), new RegExp(`Step ${last} of ${last}`));
  assert.deepEqual(await axeViolations(page), [], "axe-core on the replay's page");
  await page.screenshot({ path: `${screens}web-replay.png`, fullPage: true });
  assert.deepEqual(shared.browser.errors, []);
});

test("a phone-sized screen fits Tableau's page; the keyboard alone takes a card and places it", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Pocket Pelicans", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.getByRole("radio", { name: /Tableau/ }).check();
  await page.getByLabel("Players", { exact: true }).selectOption("3");
  await page.getByRole("button", { name: "Create the game" }).click();
  // The first card that may be taken: a food is closed until the tableau holds a stack for it.
  const take = page.getByRole("button", { name: /^Take .+ \(row \d+, column \d+\)$/, disabled: false }).first();
  await take.waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page fits 390 pixels (it is ${width} wide)`);
  const name = (await take.getAttribute("aria-label")).match(/^Take (.+) \(/)[1];
  let before = await logged(page);
  await take.focus();
  await page.keyboard.press("Enter");
  await answered(page, before);
  await page.locator(".placing .card-name", { hasText: name }).waitFor();
  const place = targetSlots(page).getByRole("button", { name: dropName }).first();
  before = await logged(page);
  await place.focus();
  await page.keyboard.press("Enter");
  await answered(page, before);
  await page.locator(".tab.me .tslot .card-name", { hasText: name }).waitFor();
  await page.screenshot({ path: `${screens}web-tableau-phone.png`, fullPage: true });
  assert.deepEqual(shared.browser.errors, []);
});
