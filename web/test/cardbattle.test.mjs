// Card Battle in a real browser: two people in two browsers play a whole
// game against each other (one of them reloads the page in the middle, and
// the server restarts), a phone-sized screen orders a deck by dragging, a
// four-player room is played with the keyboard for a round, selling,
// tripling and ordering are each explained the first time only, a hand of
// six pets finds Pass closed with the engine's reason, a phone's one-line
// phase hint opens its whole text on a tap and closes on another, no page
// logs an error, and axe-core finds nothing wrong with the lobby or the
// game's page.
// Each battle is skipped here; battlescene.test.mjs watches them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, cardArts, personAt } from "./browser.mjs";
import { countHints, hintPhases, hintsShown } from "./hints.mjs";
import { answered, canAct, clickFirst, logged, newNotes, playUntil, skipScene, takeTurn } from "./player.mjs";
import { outsideView } from "./screen.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

const shared = serverAndBrowser();

/** A person's page at the lobby, with a name. */
function person(name, options = {}) {
  return personAt(shared.browser, shared.server.url, name, options);
}

test("two people play a whole Card Battle game; a reload and a server restart in the middle resume it", async () => {
  const ann = await person("Ann's Otters");
  assert.deepEqual(await axeViolations(ann), [], "axe-core on the lobby");
  await ann.screenshot({ path: `${screens}web-lobby.png`, fullPage: true });

  // Ann creates a game of two people and shares its code.
  await ann.getByLabel("Seat 2").selectOption("person");
  await ann.getByRole("button", { name: "Create the game" }).click();
  await ann.locator("main.room").waitFor();
  const code = (await ann.locator(".share code").textContent()).trim();
  assert.match(code, /^[0-9A-Z]{4,}$/);

  // Zoe joins by the code: the room is not listed in her lobby, as Ann did not make it public.
  const zoe = await person("Zoe's Zebras");
  const listed = zoe.waitForResponse((r) => r.url().includes("/api/rooms?over=false"));
  await zoe.reload();
  assert.deepEqual(await (await listed).json(), [], "a private room is listed in another person's lobby");
  await zoe.getByLabel("Room code").fill(code);
  await zoe.getByRole("button", { name: "Join", exact: true }).click();
  await zoe.locator("main.room").waitFor();
  await zoe.getByText("Ann's Otters (P1)").first().waitFor();
  await ann.getByText("Zoe's Zebras (P2)").first().waitFor();

  const notes = [newNotes(), newNotes()];
  const pages = [ann, zoe];
  for (const page of pages) await countHints(page);
  // Ann's page is reloaded at her first deck order, a decision every round brings: the hint that
  // decision showed is not shown again in this browser, and the hint's button shows it on request.
  // Every phase's hint is shown by the one mechanism, so this holds for selling and tripling too.
  const ordering = /^Put all your cards into your battle deck/;
  let reloaded = false;
  const play = async (stop = async () => false) => {
    const confirm = ann.getByRole("button", { name: "Confirm this order" });
    await playUntil(pages, notes, async () => (!reloaded && (await confirm.isVisible())) || (await stop()));
    if (reloaded || !(await confirm.isVisible())) return;
    reloaded = true;
    const hint = ann.locator(".scoreboard .hint");
    assert.match(await hint.textContent(), ordering, "the first deck order's hint");
    await ann.reload();
    await confirm.waitFor();
    await ann.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    assert.equal(await hint.count(), 0, "the deck order's hint, shown once, is not shown again");
    await ann.getByRole("button", { name: "How does this work?" }).click();
    assert.match(await hint.textContent(), ordering, "the hint shown again on request");
    await play(stop);
  };
  // Round 2: Ann reloads; the page comes back to her seat and the game goes on.
  await play(async () => /Round 2 of 6/.test(await ann.locator("#table-h").textContent()));
  assert.deepEqual(await axeViolations(ann), [], "axe-core on the game's page");
  // Every card of the Classic Pack on the page shows its icon beside its name.
  const arts = await cardArts(ann.locator("main.room"));
  assert.ok(arts.length > 0, "the page shows named cards");
  assert.deepEqual(arts.filter((a) => a.art !== "svg"), [], "cards shown without their icon");
  await ann.screenshot({ path: `${screens}web-cardbattle.png`, fullPage: true });
  const seen = await logged(ann);
  await ann.reload();
  await ann.locator("main.room").waitFor();
  await ann.getByText("Ann's Otters (P1) · you").waitFor();
  await ann.getByRole("log").locator(`li[value="${seen}"]`).waitFor({ state: "attached" }); // the log as far as before
  assert.match(await ann.locator("#table-h").textContent(), /Round 2 of 6/);

  // Round 4: the server restarts; both pages say they are reconnecting, come back and play on.
  await play(async () => /Round 4 of 6/.test(await zoe.locator("#table-h").textContent()));
  const mark = shared.browser.errors.length;
  const restarted = shared.server.restart(1500);
  for (const page of pages) await page.getByRole("status").filter({ hasText: "reconnecting" }).waitFor();
  await restarted;
  for (const page of pages) await page.getByRole("status").filter({ hasText: "connected" }).waitFor({ timeout: 20000 });
  // While the server was down, the browser logged each refused try; nothing else.
  for (const e of shared.browser.errors.splice(mark)) assert.match(e, /WebSocket connection to .* failed/);

  await play();
  for (const page of pages) {
    await page.getByRole("heading", { name: "The end" }).waitFor();
    const log = await page.locator(".log li").allTextContents();
    assert.ok(await logged(page) > 50, "the log tells the game");
    assert.match(log[log.length - 1], /the game|draw/, "the log ends with the game's end");
  }
  const trophies = await Promise.all(pages.map((p) => p.locator(".scoreboard .seats").evaluate((l) => [...l.querySelectorAll(".score")].map((s) => s.textContent).join())));
  assert.equal(trophies[0], trophies[1], "both people see the same trophies");
  const [a, z] = notes;
  assert.ok(a.orders + z.orders >= 12, `each orders a deck every round (${a.orders} + ${z.orders})`);
  assert.ok(a.odds.length > 0 && z.odds.length > 0, "each saw the odds of a deck order");
  assert.ok(a.blind === 1 && z.blind === 1, "each bought blind once");
  assert.ok(a.why.has("You have no gold left.") && z.why.has("You have no gold left."),
    `each passed with the buys closed for want of gold, as the engine says: ${[...a.why]} / ${[...z.why]}`);
  // Ordering is explained the first time each person meets it, and not again; tripling too, for
  // whoever kept a triple's card, and selling at most once (a game may bring neither to a person). Ann met the
  // deck order's hint again on request only, after her reload.
  assert.ok(reloaded, "Ann reloaded at her first deck order");
  const hints = { selling: /^Pick the pets to sell/, tripling: /^Keep one of the two cards your triple drew/, ordering };
  for (const [i, page] of pages.entries()) {
    const who = page === ann ? "Ann" : "Zoe";
    const shown = await hintsShown(page, hints);
    const { sold, kept, orders } = notes[i];
    assert.ok(orders >= 2, `each ordered more than once: ${JSON.stringify({ sold, kept, orders })}`);
    // The page's Sell button plays a sale through at once: its selling phase may pass before its hint is drawn.
    const { selling, ...others } = shown;
    assert.ok(selling <= Math.min(sold, 1), `the selling hint was shown ${selling} times, for ${sold} sales`);
    assert.deepEqual(others, { tripling: Math.min(kept, 1), ordering: page === ann ? 2 : 1 }, `the hints ${who} was shown`);
    // Each hint was on the screen only while its decision was: a turn that goes on to another decision
    // takes the last one's hint away.
    const phases = await hintPhases(page, hints);
    const want = { selling: ["Selling"], tripling: ["Triple draw"], ordering: ["Arranging the deck"] };
    for (const [name, seen] of Object.entries(phases)) {
      assert.ok(seen.every((ph) => want[name].includes(ph)), `the ${name} hint was on the screen in ${seen} (${who})`);
    }
  }
  await ann.screenshot({ path: `${screens}web-cardbattle-end.png`, fullPage: true });
  assert.deepEqual(shared.browser.errors, []);
});

test("a phone-sized screen plays a round against a bot, with drag and drop", async () => {
  const page = await person("Pocket Pals", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  const notes = newNotes();
  let dragged = false;
  const deadline = Date.now() + 60000;
  // A round 1 deck of one card cannot be reordered: play on until a deck
  // of two or more has been dragged and a round has ended.
  while (!dragged || !/Round [2-6] of 6/.test(await page.locator("#table-h").textContent())) {
    assert.ok(Date.now() < deadline, `no deck dragged and no round ended in time (dragged: ${dragged})`);
    if (!(await canAct(page))) {
      if (!(await skipScene(page))) await page.waitForTimeout(50);
      continue;
    }
    const items = page.getByRole("region", { name: "Order your battle deck" }).getByRole("listitem");
    if (!dragged && (await items.count()) >= 2) {
      // Drag the top card below the second with the pointer.
      const first = (await items.nth(0).locator(".card-name").textContent()).trim();
      await items.nth(1).scrollIntoViewIfNeeded();
      const from = await items.nth(0).getByText("⠿", { exact: true }).boundingBox(); // the grip a card is dragged by
      const to = await items.nth(1).boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
      await page.mouse.up();
      await page.waitForFunction((name) => document.querySelectorAll("ol.deck li .card-name")[1]?.textContent?.trim() === name, first, { timeout: 5000 });
      dragged = true;
      await page.screenshot({ path: `${screens}web-cardbattle-phone.png`, fullPage: true });
    }
    await takeTurn(page, notes, { moveCards: false });
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page fits 390 pixels (it is ${width} wide)`);
  assert.deepEqual(shared.browser.errors, []);
});

test("a phone's phase hint is one line, a button: a tap shows its whole text in the page's flow, over no control, and another closes it", async () => {
  const page = await person("Hint Readers", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.getByRole("button", { name: "Create the game" }).click();
  // The first shop's hint, shown on its own the first time.
  const text = (await page.locator(".scoreboard .hint").textContent()).trim();
  assert.match(text, /^On your turn buy a card/);
  const line = page.getByRole("region", { name: "Scoreboard" }).getByRole("button", { name: text, exact: true });
  const drawn = () => line.evaluate((b) => {
    const t = b.querySelector(".hint");
    const box = b.getBoundingClientRect();
    // The other controls the hint's button lies over, by their words.
    const over = [...document.querySelectorAll("button, a[href], input, select, summary")].filter((c) => {
      if (c === b || c.getClientRects().length === 0) return false;
      const r = c.getBoundingClientRect();
      return Math.min(r.right, box.right) - Math.max(r.left, box.left) > 1 && Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 1;
    }).map((c) => c.textContent.trim());
    return { whole: t.scrollHeight <= t.clientHeight + 1 && box.bottom <= innerHeight, lines: Math.round(t.clientHeight / parseFloat(getComputedStyle(t).lineHeight)), over };
  });
  const shop = "section[aria-labelledby=shop-h] button, section[aria-labelledby=hand-h] .card-face, section[aria-labelledby=hand-h] button";
  const closed = await drawn();
  assert.deepEqual([await line.getAttribute("aria-expanded"), closed.whole, closed.lines], ["false", false, 1], "closed, the hint is one line, cut short");
  assert.deepEqual((await outsideView(page, shop)).out, [], "closed, the shop's controls lie inside the window");
  await line.tap();
  const open = await drawn();
  assert.equal(await line.getAttribute("aria-expanded"), "true");
  assert.ok(open.whole && open.lines > 1, `a tap shows the whole hint: ${JSON.stringify(open)}`);
  assert.deepEqual(open.over, [], "the whole hint lies over no control");
  await line.tap();
  const again = await drawn();
  assert.deepEqual([await line.getAttribute("aria-expanded"), again.whole, again.lines], ["false", false, 1], "another tap closes it to one line");
  assert.deepEqual(shared.browser.errors, []);
});

test("four players: the round's pairings, and a deck ordered with the keyboard", async () => {
  const page = await person("Quad Squad");
  await page.getByLabel("Players", { exact: true }).selectOption("4");
  await page.getByText("Rule options").click();
  await page.getByRole("group", { name: "packs" }).getByLabel("golden").check();
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator(".scoreboard .seats .score").first().waitFor();
  assert.equal(await page.locator(".scoreboard .seats li").count(), 4);
  const pairings = await page.locator(".pairings").textContent();
  assert.equal(pairings.match(/ vs /g)?.length, 2, `two battles a round: ${pairings}`);
  assert.match(pairings, /Quad Squad \(P1\)/);
  const notes = newNotes();
  const deadline = Date.now() + 120000;
  let keyboard = false;
  // Until a round is over and a deck of two different cards has been
  // ordered with the keyboard (a round's buys may leave a deck of one).
  while (!keyboard || /Round 1 of 6/.test(await page.locator("#table-h").textContent())) {
    assert.ok(Date.now() < deadline, "no deck of two different cards to order, or round 1 did not end, in time");
    assert.doesNotMatch(await page.locator("#table-h").textContent(), /Game over/, "the game ended before a deck of two different cards");
    if (!(await canAct(page))) {
      if (!(await skipScene(page))) await page.waitForTimeout(50);
      continue;
    }
    const later = page.getByRole("button", { name: /one place later$/ });
    const names = () => page.locator("ol.deck .card-name").allTextContents();
    const before = !keyboard && (await later.count()) >= 1 ? await names() : [];
    const i = before.findIndex((n, j) => j + 1 < before.length && n !== before[j + 1]); // two cards that differ
    if (i >= 0) {
      // The deck ordered with the keyboard alone: focus, Enter, and Enter on Confirm.
      await later.nth(i).focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction((b) => [...document.querySelectorAll("ol.deck .card-name")].map((e) => e.textContent).join() !== b,
        before.join());
      const after = await names();
      assert.deepEqual([after[i], after[i + 1]], [before[i + 1], before[i]], "Enter on a card's arrow moves it one place later");
      await page.getByRole("button", { name: "Confirm this order" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.querySelectorAll("ol.deck").length === 0 || !document.querySelector("p.turn.mine"));
      keyboard = true;
      continue;
    }
    await takeTurn(page, notes);
  }
  assert.ok(keyboard, "a deck was ordered with the keyboard");
  assert.deepEqual(shared.browser.errors, []);
});

test("a hand of six pets cannot pass: Pass is shown closed with the engine's reason, and open again once a pet is sold", async () => {
  const page = await person("Pet Hoarders");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  const notes = newNotes();
  const pass = page.getByRole("button", { name: "Pass (end shopping)" });
  const closed = page.getByRole("button", { name: "Pass (end shopping)", disabled: true });
  // The pets of the hand: the cards whose text (shown on a tap) says "kind pet".
  const pets = page.getByRole("region", { name: /^Your hand/ }).getByRole("listitem").filter({ hasText: "kind pet" });
  const deadline = Date.now() + 90000;
  // Each shop's gold spent on the display's pets (blind when it shows none), until the hand holds six.
  while (!(await closed.isVisible())) {
    assert.ok(Date.now() < deadline, `no hand of six pets in time (${await pets.count()} pets)`);
    assert.doesNotMatch(await page.locator("#table-h").textContent(), /Game over/, "the game ended before a hand of six pets");
    if (!(await canAct(page))) {
      if (!(await skipScene(page))) await page.waitForTimeout(50);
      continue;
    }
    if (!(await page.locator("#shop-h").isVisible())) {
      await takeTurn(page, notes, { moveCards: false });
      continue;
    }
    const before = await logged(page);
    const display = page.getByRole("region", { name: /^Shop/ }).getByRole("listitem");
    if (!(await clickFirst(display.filter({ hasText: "kind pet" }).getByRole("button", { name: /^Buy / })))
      && !(await clickFirst(page.getByRole("button", { name: "Buy blind" })))) await pass.click();
    await answered(page, before);
  }
  assert.ok((await pets.count()) >= 6, `the hand holds ${await pets.count()} pets`);
  const why = "Sell down to 5 pets before you pass.";
  const described = await closed.evaluate((b) => (b.getAttribute("aria-describedby") ?? "").split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim());
  assert.equal(described, why, "the closed Pass is described by the engine's sentence");
  assert.ok(await page.getByText(why, { exact: true }).isVisible(), "the reason is shown on the screen");

  // Pets sold down to five open the pass again.
  for (let n = await pets.count(); n > 5; n = await pets.count()) {
    await pets.nth(0).getByRole("button").click();
    await page.getByRole("button", { name: /^Sell .+ \(1 Apple each\)$/ }).click();
    for (const until = Date.now() + 15000; (await pets.count()) >= n;) {
      assert.ok(Date.now() < until, "a pet sold did not leave the hand in time");
      await page.waitForTimeout(50);
    }
  }
  await page.getByRole("button", { name: "Pass (end shopping)", disabled: false }).waitFor();
  assert.equal(await closed.count(), 0, "the pass is closed with five pets");
  assert.deepEqual(shared.browser.errors, []);
});
