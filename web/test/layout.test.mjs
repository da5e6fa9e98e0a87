// Each game's page on a laptop (1280x800) and a phone (390x844), played
// against a bot through its first decisions: every main decision's
// controls lie inside the window without scrolling, Tableau's five slots
// stay in one row in their order, the scoreboard stays in view (during
// Card Battle's battle scene too), every disabled control says why, no
// card's text panel covers a button, axe-core finds nothing wrong and no
// page logs an error. Each screen is saved in docs/screens at both sizes.
// At the phone's size each game is then played on to its end, whose
// screen is checked so at both sizes (the page resized for the laptop's:
// a whole game at each size would cost as much again, and every decision
// of whole games at both sizes took ten minutes on a busy two-core
// machine); Card Battle's last shop is saved at both sizes on the way.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, newNotes, playToEnd, takeTurn, version } from "./player.mjs";
import { coveredButtons, outsideView, unexplainedDisabled } from "./screen.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

/** The two screens: a laptop's and a phone's. */
const sizes = {
  "1280x800": { viewport: { width: 1280, height: 800 } },
  "390x844": { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};


const shared = serverAndBrowser();

/**
 * What a screen is checked for: its decision's controls (selector) inside the window, the
 * scoreboard in view, a reason for each disabled control, no text panel over a button, axe-core.
 * found collects each failure in a line, by screen.
 */
async function checkScreen(page, name, controls, found) {
  const say = (what, lines) => lines.forEach((l) => found.push(`${name}: ${what}: ${l}`));
  // The screen as it rests: its animations run to their end (for 3 s at most).
  await page.evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
    new Promise((r) => setTimeout(r, 3000))]));
  if (controls) {
    const { drawn, out } = await outsideView(page, controls);
    if (drawn === 0) found.push(`${name}: no control of ${controls} drawn`);
    say("outside the window", out);
  }
  const board = await page.locator("section.scoreboard").boundingBox();
  const height = page.viewportSize().height;
  if (!board || board.y < 0 || board.y + board.height > height / 3) {
    found.push(`${name}: the scoreboard is not in view in the top third (${JSON.stringify(board)})`);
  }
  say("disabled without a reason", await unexplainedDisabled(page));
  say("covered", await coveredButtons(page));
  say("axe-core", await axeViolations(page));
}

/** A person's new game of a game against the Medium bot, at a size. */
async function newGame(size, title, team) {
  const page = await personAt(shared.browser, shared.server.url, team, sizes[size]);
  await page.getByRole("radio", { name: new RegExp(`^${title}`) }).check();
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("section.scoreboard").waitFor();
  return page;
}

/** Saves the screen as it is, the window alone (a small picture). */
async function shoot(page, file) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screens}${file}` });
}

/** The phone's size, at which each game is played on to its end. */
const phone = "390x844";

/** Takes the first of all the choices the page lists, and waits for the server's answer. */
async function firstChoice(page) {
  const before = await version(page);
  const details = page.locator("details.actions");
  if ((await details.count()) === 0) return; // the turn has passed meanwhile
  if (!(await details.getAttribute("open"))) await details.locator("summary").click();
  if (await clickFirst(details.locator("li button"))) await answered(page, before);
}

/** Saves the screen at both sizes, the page resized for the laptop's and back; name is the file's start. */
async function shootBoth(page, name) {
  for (const size of ["1280x800", phone]) {
    await page.setViewportSize(sizes[size].viewport);
    await shoot(page, `${name}-${size}.png`);
  }
}

/** Checks the game's end screen as checkScreen does, its result the control, at both sizes, and saves it. */
async function checkEnd(page, title, name, found) {
  await page.getByRole("heading", { name: "The end" }).waitFor();
  for (const size of ["1280x800", phone]) {
    await page.setViewportSize(sizes[size].viewport);
    await checkScreen(page, `${title}'s end at ${size}`, "section.result", found);
    await shoot(page, `${name}-end-${size}.png`);
  }
}

for (const size of Object.keys(sizes)) {
  test(`Card Battle at ${size}: the shop, the battle prep and the battle scene${size === phone ? ", then its end" : ""}`, async () => {
    const page = await newGame(size, "Card Battle", "Fitting Ferrets");
    const found = [];
    const seen = new Set();
    const notes = newNotes();
    const deadline = Date.now() + 120000;
    // Two rounds: the shop, the deck's order and the battle of each.
    while (!/Round 3 of 6/.test(await page.locator("#table-h").textContent())) {
      assert.ok(Date.now() < deadline, `two rounds were not played in time (${[...seen]})`);
      const scene = page.locator("section.scene");
      if (await scene.isVisible()) {
        const round = (await page.locator("#battle-h").textContent()).match(/Round (\d)/)[1];
        if (!seen.has(`battle ${round}`)) {
          seen.add(`battle ${round}`);
          await checkScreen(page, `battle of round ${round}`, "section.scene .fight .controls button", found);
          assert.match(await page.locator("#table-h").textContent(), /Battle$/, "the scoreboard names the battle while it plays");
          if (round === "1") await shoot(page, `web-cardbattle-battle-${size}.png`);
        }
        if (!seen.has(`battle end ${round}`) && (await page.locator(".scene-result").isVisible())) {
          seen.add(`battle end ${round}`);
          await checkScreen(page, `end of the battle of round ${round}`, null, found);
        }
        // Skipped to its end, an order of abilities it asks on the way answered, then on to what follows.
        if (!(await clickFirst(scene.locator("section[aria-labelledby=abl-h] button")))) {
          await clickFirst(scene.getByRole("button", { name: "Skip to the end" }));
        }
        if (!(await clickFirst(scene.getByRole("button", { name: /^(On to the next shop|See the game's end)$/ })))) await page.waitForTimeout(50);
        continue;
      }
      if (!(await canAct(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      const round = (await page.locator("#table-h").textContent()).match(/Round (\d)/)[1];
      if (await page.getByRole("button", { name: "Confirm this order" }).isVisible()) {
        if (!seen.has(`prep ${round}`)) {
          seen.add(`prep ${round}`);
          await checkScreen(page, `battle prep of round ${round}`, "ol.deck li, ol.deck button, section[aria-labelledby=deck-h] button.primary", found);
          if (round === "2") await shoot(page, `web-cardbattle-prep-${size}.png`);
        }
      } else if (await page.locator("#shop-h").isVisible() && !seen.has(`shop ${round}`)) {
        seen.add(`shop ${round}`);
        await checkScreen(page, `shop of round ${round}`,
          "section[aria-labelledby=shop-h] button, section[aria-labelledby=hand-h] .card-face, section[aria-labelledby=hand-h] button", found);
        if (round === "2") await shoot(page, `web-cardbattle-${size}.png`);
      } else {
        for (const l of await unexplainedDisabled(page)) found.push(`round ${round}: disabled without a reason: ${l}`);
      }
      await takeTurn(page, notes, { moveCards: false });
    }
    for (const s of ["shop 1", "prep 1", "battle 1", "shop 2", "prep 2", "battle 2"]) assert.ok(seen.has(s), `the ${s} was reached (${[...seen]})`);
    if (size === phone) {
      let late = false;
      await playToEnd(page, async () => {
        if (!late && /Round 6 of 6 · Shop/.test(await page.locator("#table-h").textContent())) {
          await shootBoth(page, "web-cardbattle-late");
          late = true;
        }
        await takeTurn(page, notes, { moveCards: false });
      }, Date.now() + 240000);
      assert.ok(late, "the last round's shop was reached");
      await checkEnd(page, "Card Battle", "web-cardbattle", found);
    }
    assert.deepEqual(found, []);
    assert.deepEqual(shared.browser.errors, []);
  });

  test(`Tableau at ${size}: the market and the slots${size === phone ? ", then its end" : ""}`, async () => {
    const page = await newGame(size, "Tableau", "Fitting Finches");
    const found = [];
    const seen = new Set();
    const deadline = Date.now() + 90000;
    let turns = 0;
    while (turns < 8) {
      assert.ok(Date.now() < deadline, `eight turns were not played in time (${[...seen]})`);
      if (!(await canAct(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      const before = await version(page);
      const mine = page.locator(".tab.me");
      if (await page.locator(".placing .handle").isVisible()) {
        if (!seen.has("slots")) {
          seen.add("slots");
          await checkScreen(page, "the card to place and the slots", ".placing .card-face, .tab.me .tslot, .tab.me .tslot button", found);
          // The five slots in one row, in their order.
          const boxes = await mine.locator(".tslot").evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().toJSON()));
          assert.equal(boxes.length, 5);
          for (let i = 1; i < 5; i++) {
            assert.ok(Math.abs(boxes[i].top - boxes[0].top) < 1 && boxes[i].left > boxes[i - 1].left, `slot ${i + 1} after slot ${i} in one row: ${JSON.stringify(boxes)}`);
          }
          await shoot(page, `web-tableau-place-${size}.png`);
        }
        // Where it may go there in several ways, the slot offers them.
        const slot = mine.locator(".tslot.target").first();
        const several = slot.getByRole("button", { name: /…$/ });
        if (await several.count()) await several.click();
        await slot.locator("button.primary").first().click();
      } else if (await page.locator("button[aria-label^='Take ']").first().isVisible()) {
        if (!seen.has("market")) {
          seen.add("market");
          await checkScreen(page, "the market", "button[aria-label^='Take '], button[aria-label^='Refill ']", found);
          await shoot(page, `web-tableau-${size}.png`);
        } else {
          for (const l of await unexplainedDisabled(page)) found.push(`a draft: disabled without a reason: ${l}`);
        }
        await clickFirst(page.locator("button[aria-label^='Take ']"));
      } else if (!(await clickFirst(page.locator("section[aria-labelledby=decide-h] button")))) {
        await clickFirst(page.locator("details.actions li button"));
      }
      turns++;
      await answered(page, before);
    }
    for (const s of ["market", "slots"]) assert.ok(seen.has(s), `${s} reached (${[...seen]})`);
    if (size === phone) {
      await playToEnd(page, () => firstChoice(page), Date.now() + 240000);
      await checkEnd(page, "Tableau", "web-tableau", found);
    }
    assert.deepEqual(found, []);
    assert.deepEqual(shared.browser.errors, []);
  });

  test(`Dojo at ${size}: the setup, a play and an attack${size === phone ? ", then its end" : ""}`, async () => {
    const page = await newGame(size, "Dojo", "Fitting Foxes");
    const found = [];
    const seen = new Set();
    const deadline = Date.now() + 90000;
    const hand = page.locator("section[aria-labelledby=hand-h]");
    while (!seen.has("play") || !seen.has("attack")) {
      assert.ok(Date.now() < deadline, `no play and attack in time (${[...seen]})`);
      if (!(await canAct(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      const before = await version(page);
      const phase = (await page.locator("#table-h").textContent()).split(" · ").pop();
      const key = phase.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        const controls = {
          setup: "section[aria-labelledby=hand-h] button",
          play: "section[aria-labelledby=hand-h] button, section[aria-labelledby=decide-h] button",
          attack: "button[aria-label^='Attack with'], section[aria-labelledby=decide-h] button",
        }[key] ?? null;
        await checkScreen(page, `Dojo's ${phase}`, controls, found);
        if (key === "play") await shoot(page, `web-dojo-${size}.png`);
      } else {
        for (const l of await unexplainedDisabled(page)) found.push(`${phase}: disabled without a reason: ${l}`);
      }
      if (await page.getByRole("button", { name: "Done, on my honour" }).isVisible()) {
        await page.getByRole("button", { name: "Done, on my honour" }).click();
      } else if (await clickFirst(page.locator("button[aria-label^='Attack with']"))) {
        await page.locator("button", { hasText: /^Attack column/ }).first().click();
      } else if (await clickFirst(hand.locator(".choices button[aria-pressed=false]"))) {
        await hand.locator(".targets button").first().click();
      } else if (!(await clickFirst(page.locator("section[aria-labelledby=decide-h] button")))) {
        await clickFirst(page.locator("details.actions li button"));
      }
      await answered(page, before);
    }
    assert.ok(seen.has("setup"), `the setup was reached (${[...seen]})`);
    if (size === phone) {
      await playToEnd(page, () => firstChoice(page), Date.now() + 240000);
      await checkEnd(page, "Dojo", "web-dojo", found);
    }
    assert.deepEqual(found, []);
    assert.deepEqual(shared.browser.errors, []);
  });
}
