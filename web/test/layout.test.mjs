// Each game's page on a laptop (1280x800) and a phone (390x844), played against
// bots through whole games: at every decision the decision's controls lie
// inside the window without scrolling, nothing is wider than the window, the
// scoreboard stays in view in the top third (during the scenes too) and at the
// window's top with the page scrolled to its log, each seat's name on it drawn
// whole, every disabled control says why, every card name stays whole (each
// drawn name tried with the game's hardest names too: no word broken over two
// lines, past its card or cut short); on the first screen of each kind no
// card's text panel covers a button and axe-core finds nothing wrong; no page
// logs an error. Card faces show what a person needs to decide: a Card Battle
// shop card its tier, cost and ability, a hand's and a battle deck's cards,
// Tableau's market and slots, Dojo's zones and hand their short text, the
// battle's pet in front its damage and the pets in its piles their power.
// Tableau's five slots stay in one row in their order. Each game is played at the phone's size and every decision is
// checked at the laptop's too by resizing the page there and back (a whole game
// at each size would cost as much again, and took ten minutes on a busy
// two-core machine); Card Battle with four and six players and Tableau with three
// and four (its market four columns wide) are checked at the phone's size, and the first
// decision and scene of each kind at the laptop's too. The
// screens the README shows are saved in docs/screens at both sizes on the way.
import { afterEach, test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt, settled } from "./browser.mjs";
import { answered, canAct, clickFirst, decisions, firstChoice, grip, logged, newNotes, over, placeOn, sceneOf, skipScene, tableaus, takeTurn, targetSlots, unpressed } from "./player.mjs";
import { bareFaces, boardWhenScrolled, brokenNames, coveredButtons, cutSeatNames, outsideView, unexplainedDisabled, unexplainedOffers, widerThanWindow } from "./screen.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

/** The two screens: a laptop's and a phone's, at which each game is played. */
const laptop = "1280x800";
const phone = "390x844";
const sizes = {
  [laptop]: { viewport: { width: 1280, height: 800 } },
  [phone]: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

const shared = serverAndBrowser();

/** The names of every card of the game on each page, as the game's card list declares them. */
const cardNames = new WeakMap();


/** How many screens on each page were checked with the page scrolled to its log past the scoreboard's place. */
const scrolledSeen = new WeakMap();

/** The least room left below a decision's controls on each page, by the window's size. */
const leastRoom = new WeakMap();

/** Says in test t's output the least room left below a decision's controls on page, at each size. */
function reportRoom(t, page) {
  for (const [size, room] of Object.entries(leastRoom.get(page))) t.diagnostic(`the least room below a decision's controls at ${size}: ${room} px`);
}

/**
 * What a screen is checked for at the window's size: its decision's controls (selector) inside the
 * window, nothing wider than the window, the scoreboard in view in the top third and at the
 * window's top with the page scrolled to its log,
 * a reason for each disabled control and each market or shop card that cannot be taken, every
 * card's name whole (none of the game's names broken inside a word, past its card or cut short)
 * and every seat's name on the scoreboard,
 * the card faces of faces (a selector's to its parts, as bareFaces takes, or a function of the page
 * giving them at its size) showing their parts; with full, no text panel over a control and
 * axe-core too. found collects each
 * failure in a line, by screen.
 */
async function checkScreen(page, name, controls, found, full, faces = {}) {
  const say = (what, lines) => lines.forEach((l) => found.push(`${name}: ${what}: ${l}`));
  await settled(page);
  if (controls) {
    const { drawn, out, room } = await outsideView(page, controls);
    if (drawn === 0) found.push(`${name}: no control of ${controls} drawn`);
    const size = `${page.viewportSize().width}x${page.viewportSize().height}`;
    const least = leastRoom.get(page) ?? {};
    if (drawn > 0 && !(least[size] <= room)) leastRoom.set(page, { ...least, [size]: Math.round(room) });
    say("outside the window", out);
  }
  say("wider than the window", await widerThanWindow(page));
  const board = await page.locator("section.scoreboard").boundingBox();
  const height = page.viewportSize().height;
  if (!board || board.y < 0 || board.y + board.height > height / 3) {
    found.push(`${name}: the scoreboard is not in view in the top third (${JSON.stringify(board)})`);
  }
  // Scrolled to the log, the scoreboard is where it was less the scroll, but never above the window's top.
  const pinned = await boardWhenScrolled(page);
  if (Math.abs(pinned.top - Math.max(0, pinned.natural - pinned.scrolled)) > 1) {
    found.push(`${name}: the scoreboard is not at the window's top with the page scrolled to its log (${JSON.stringify(pinned)})`);
  }
  if (pinned.scrolled > pinned.natural) scrolledSeen.set(page, (scrolledSeen.get(page) ?? 0) + 1);
  say("disabled without a reason", await unexplainedDisabled(page));
  say("a card offered with no way to take it and no reason", await unexplainedOffers(page));
  say("a name not whole", await brokenNames(page, cardNames.get(page)));
  say("a seat's name not whole", await cutSeatNames(page));
  say("a card face", await bareFaces(page, typeof faces === "function" ? faces(page) : faces));
  if (full) {
    say("covered", await coveredButtons(page));
    say("axe-core", await axeViolations(page));
  }
}

/**
 * Checks a decision as checkScreen does at each of the sizes (the phone's, then the laptop's), the
 * page resized there and back to the phone's; shot names the files the screen is saved in, if any.
 */
async function checkAt(page, name, controls, found, { full = false, shot = "", at = [phone, laptop], faces } = {}) {
  for (const size of at) {
    if (at.length > 1) await page.setViewportSize(sizes[size].viewport);
    await checkScreen(page, `${name} at ${size}`, controls, found, full, faces);
    if (shot) await shoot(page, `${shot}-${size}.png`);
  }
  if (at.length > 1) {
    await page.setViewportSize(sizes[phone].viewport);
    await drawn(page, sizes[phone].viewport);
  }
}

/**
 * Waits until the page draws frames again after its size changed: a click waits for a control to
 * stay put over two frames, and headless Chromium at times draws none after a resize. If none comes
 * in 3 s, the size is set again (at most twice), and the run says so.
 */
async function drawn(page, viewport) {
  for (let i = 0; i < 3; i++) {
    const drew = await page.evaluate(() => new Promise((done) => {
      requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
      setTimeout(() => done(false), 3000);
    }));
    if (drew) return;
    console.warn(`no frame drawn 3 s after a resize to ${viewport.width}x${viewport.height}; the page is brought to the front and the size set again`);
    await page.bringToFront();
    await page.setViewportSize(viewport);
  }
}

/** The pages a test opened, closed once it ends: headless Chromium kept open ones at times drew no frame for the next test's page. */
const opened = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

/** A person's new game of a game against the Medium bot at the phone's size; players, if given, is chosen first. */
async function newGame(title, team, players = 0) {
  const page = await personAt(shared.browser, shared.server.url, team, sizes[phone]);
  opened.push(page);
  await page.getByRole("radio", { name: new RegExp(`^${title}`) }).check();
  cardNames.set(page, shared.server.cardNames(await page.locator("input[name=game]:checked").inputValue()));
  if (players) await page.getByLabel("Players", { exact: true }).selectOption(String(players));
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("section.scoreboard").waitFor();
  return page;
}

/** Saves the screen as it is, the window alone (a small picture). */
async function shoot(page, file) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screens}${file}` });
}

/** Takes the first button of the decisions' panel, or else the first of all the choices, and waits for the server's answer. */
async function firstDecision(page) {
  const before = await logged(page);
  if (await clickFirst(decisions(page))) await answered(page, before);
  else await firstChoice(page);
}

/** Checks the game's end screen, its result the control, at both sizes in full, and saves it. */
async function checkEnd(page, title, name, found) {
  await page.getByRole("heading", { name: "The end" }).waitFor();
  await checkAt(page, `${title}'s end`, "section.result", found, { full: true, shot: `${name}-end` });
}

/**
 * Plays a game at the phone's size to its end: a scene (each new one checked with its controls,
 * and again at its end) skipped to its end, and on each of the person's decisions not yet checked (the
 * log moved on), decide(page) names it, its controls and its card faces ({ kind, controls, shot, faces })
 * for checkAt (in full on the first of its kind), then move(page, kind) plays it. Each screen is checked at
 * the sizes of at, the first of each kind at those of firstAt. The first scene is saved as sceneShot's
 * files, if given.
 */
async function playChecked(page, found, { decide, move, at, firstAt = at, sceneShot = "", limit = 300000 }) {
  const seen = new Set();
  const sizesOf = (kind) => (seen.has(kind) ? at : firstAt);
  const deadline = Date.now() + limit;
  let checked = -1;
  let inScene = false;
  let ended = false;
  while (!(await over(page))) {
    assert.ok(Date.now() < deadline, `the game did not end in time (${[...seen]})`);
    const scene = sceneOf(page);
    if (await scene.isVisible()) {
      if (!inScene) {
        inScene = true;
        ended = false;
        const name = (await scene.locator("h2").first().textContent()).trim();
        await checkAt(page, `the scene ${name}`, "section.scene .controls button", found,
          { at: sizesOf("scene"), shot: seen.has("scene") ? "" : sceneShot, faces: { "section.scene .front:has(> .stats) .card-face": [".card-damage"], "section.scene .pile li.kind-pet": [".pile-power"] } });
        seen.add("scene");
      }
      // Skipped to its end, checked there once, an order of abilities it asks on the way answered.
      await clickFirst(scene.getByRole("button", { name: "Skip to the end" }));
      if (!ended && (await scene.locator(".scene-result").first().isVisible())) {
        ended = true;
        // In full at the first scene's end, where nothing moves any more.
        await checkAt(page, `the end of the scene ${await scene.locator("h2").first().textContent()}`, "section.scene .controls button", found,
          { full: !seen.has("scene end"), at: sizesOf("scene end") });
        seen.add("scene end");
      }
      if (!(await skipScene(page))) await page.waitForTimeout(50);
      continue;
    }
    inScene = false;
    if (!(await canAct(page))) {
      await page.waitForTimeout(50);
      continue;
    }
    const v = await logged(page);
    const { kind, controls, shot, faces } = await decide(page);
    if (v !== checked) {
      checked = v;
      const round = (await page.locator("#table-h").textContent()).trim();
      await checkAt(page, `${round}: ${kind} (log line ${v})`, controls, found, { full: !seen.has(kind), shot, at: sizesOf(kind), faces });
      seen.add(kind);
    }
    await move(page, kind);
  }
  assert.ok(scrolledSeen.get(page) > 0, "no screen was scrolled to its log past the scoreboard's place");
  return seen;
}

/** Card Battle's decisions: the battle prep, a Triple's keep, an order of abilities, the shop with the hand. */
async function cardBattleDecision(page, shots) {
  const round = (await page.locator("#table-h").textContent()).match(/Round (\d)/)?.[1] ?? "";
  if (await page.getByRole("button", { name: "Confirm this order" }).isVisible()) {
    return { kind: "battle prep", controls: "ol.deck li, ol.deck button, section[aria-labelledby=deck-h] button.primary",
      faces: { "ol.deck .card-face": [".card-ability"] },
      shot: shots && round === "2" ? "web-cardbattle-prep" : "" };
  }
  if (await page.locator("#keep-h").isVisible()) return { kind: "keep", controls: "section[aria-labelledby=keep-h] button" };
  if (await page.locator("#abl-h").isVisible()) return { kind: "ability order", controls: "section[aria-labelledby=abl-h] button" };
  if (await page.locator("#shop-h").isVisible()) {
    const shot = shots ? { 2: "web-cardbattle", 6: "web-cardbattle-late" }[round] ?? "" : "";
    // Each shop card shows its tier, its cost and its ability in short, each card of the hand its ability, at
    // every size and with any number of cards.
    const faces = { "section[aria-labelledby=shop-h] .display .card:not(.blind) > .card-face": [".card-tier", ".card-cost", ".card-ability"],
      "section[aria-labelledby=hand-h] .hand .card-face": [".card-ability"] };
    return { kind: "shop", shot, faces,
      controls: "section[aria-labelledby=shop-h] button, section[aria-labelledby=hand-h] .card-face, section[aria-labelledby=hand-h] button" };
  }
  return { kind: "other", controls: null };
}

for (const players of [2, 4, 6]) {
  test(`Card Battle with ${players} players: every decision and battle of a whole game at ${players === 2 ? "both sizes" : `${phone}, the first of each kind at ${laptop} too`}`, async (t) => {
    const page = await newGame("Card Battle", "Fitting Ferrets", players);
    const found = [];
    const notes = newNotes();
    const shots = new Set();
    const seen = await playChecked(page, found, {
      // With four players only the first screen of each kind is checked at the laptop's size too: a
      // resize for every screen costs as much again as the game.
      at: players === 2 ? [phone, laptop] : [phone],
      firstAt: [phone, laptop],
      sceneShot: players === 2 ? "web-cardbattle-battle" : "",
      decide: async (p) => {
        // Each screen the README shows is saved once, at its first decision.
        const d = await cardBattleDecision(p, players === 2);
        if (shots.has(d.shot)) d.shot = "";
        else if (d.shot) shots.add(d.shot);
        return d;
      },
      move: (p) => takeTurn(p, notes, { moveCards: false }),
    });
    for (const s of ["shop", "battle prep", "scene"]) assert.ok(seen.has(s), `the ${s} was reached (${[...seen]})`);
    reportRoom(t, page);
    if (players === 2) {
      for (const s of ["web-cardbattle", "web-cardbattle-prep", "web-cardbattle-late"]) assert.ok(shots.has(s), `${s} was saved`);
      await checkEnd(page, "Card Battle", "web-cardbattle", found);
    }
    assert.deepEqual(found, []);
    assert.deepEqual(shared.browser.errors, []);
  });
}

for (const players of [2, 3, 4]) {
  test(`Tableau with ${players} players: every decision of a whole game at ${players === 2 ? "both sizes" : `${phone}, the first of each kind at ${laptop} too`}`, async (t) => {
    const page = await newGame("Tableau", "Fitting Finches", players);
    const shots = players === 2;
    const found = [];
    const slots = page.locator(".tab.me .tslot");
    let seenPlace = false;
    let seenDraft = false;
    // Each card of the market and the tableaus, and the card being placed, shows its ability in short, at both sizes.
    const faces = { "table.market .card-face": [".card-ability"], ".tslot .card-face": [".card-ability"], ".placing .card-face": [".card-ability"] };
    const seen = await playChecked(page, found, {
      // With more than two players only the first screen of each kind is checked at the laptop's size too, as Card Battle's.
      at: players === 2 ? [phone, laptop] : [phone],
      firstAt: [phone, laptop],
      decide: async (p) => {
        if (await grip(p).isVisible()) {
          return { kind: "placing", faces, controls: ".placing .card-face, .tab.me .tslot, .tslot.target button, section[aria-labelledby=decide-h] button",
            shot: seenPlace || !shots ? "" : "web-tableau-place" };
        }
        if (await p.getByRole("button", { name: /^Take .+ \(row \d+, column \d+\)$/ }).first().isVisible()) {
          return { kind: "draft", faces, controls: "button[aria-label^='Take '], button[aria-label^='Refill ']", shot: seenDraft || !shots ? "" : "web-tableau" };
        }
        return { kind: "other", controls: "section[aria-labelledby=decide-h] button" };
      },
      move: async (p, kind) => {
        const before = await logged(p);
        if (kind === "placing") {
          if (!seenPlace) {
            // The five slots in one row, in their order, at both sizes.
            for (const size of [laptop, phone]) {
              await p.setViewportSize(sizes[size].viewport);
              const boxes = await slots.evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().toJSON()));
              assert.equal(boxes.length, 5);
              for (let i = 1; i < 5; i++) {
                assert.ok(Math.abs(boxes[i].top - boxes[0].top) < 1 && boxes[i].left > boxes[i - 1].left, `slot ${i + 1} after slot ${i} in one row at ${size}: ${JSON.stringify(boxes)}`);
              }
            }
          }
          seenPlace = true;
          // The card may go to any tableau's slot (an ability may place it on another's); a card no slot
          // takes is the decisions' (e.g. sold at once).
          const slot = targetSlots(p, tableaus(p)).first();
          if (!(await slot.count())) return firstDecision(p);
          await placeOn(p, slot);
        } else if (kind === "draft") {
          seenDraft = true;
          await clickFirst(p.getByRole("button", { name: /^Take .+ \(row \d+, column \d+\)$/ }));
        } else {
          return firstDecision(p);
        }
        await answered(p, before);
      },
    });
    for (const s of ["draft", "placing"]) assert.ok(seen.has(s), `the ${s} was reached (${[...seen]})`);
    reportRoom(t, page);
    if (shots) await checkEnd(page, "Tableau", "web-tableau", found);
    assert.deepEqual(found, []);
    assert.deepEqual(shared.browser.errors, []);
  });
}

test(`Dojo: every decision of a whole game at both sizes`, async (t) => {
  const page = await newGame("Dojo", "Fitting Foxes");
  const found = [];
  const hand = page.getByRole("region", { name: /^Your hand/ });
  const decide = "section[aria-labelledby=decide-h] button";
  const controls = {
    setup: "section[aria-labelledby=hand-h] button",
    play: `section[aria-labelledby=hand-h] button, ${decide}`,
    attack: `button[aria-label^='Attack with'], ${decide}`,
    exercise: "section.exercise button",
  };
  // Each card of the hand shows its text in short, and each animal in the zones its exercise.
  const faces = { "section[aria-labelledby=hand-h] .card-face": [".card-ability"], ".zone .grid .card-face": [".card-ability"] };
  const tried = new Set();
  const seen = await playChecked(page, found, {
    decide: async (p) => {
      const kind = (await p.locator(".exercise").isVisible()) ? "exercise" : (await p.locator("#table-h").textContent()).split(" · ").pop().toLowerCase();
      return { kind, faces, controls: controls[kind] ?? decide, shot: kind === "play" && !tried.has("play") ? "web-dojo" : "" };
    },
    // A play and an attack of the person's own once each, then the first of all the choices.
    move: async (p, kind) => {
      const before = await logged(p);
      if (await p.getByRole("button", { name: "Done, on my honour" }).isVisible()) {
        await p.getByRole("button", { name: "Done, on my honour" }).click();
      } else if (tried.has(kind) || !["play", "attack"].includes(kind)) {
        return firstChoice(p);
      } else if (kind === "attack" && (await clickFirst(p.getByRole("button", { name: /^Attack with .+ \(.+\)$/ })))) {
        await p.getByRole("button").filter({ hasText: /^Attack column/ }).first().click();
      } else if (kind === "play" && (await clickFirst(unpressed(hand)))) {
        await hand.getByRole("group", { name: "Targets" }).getByRole("button").first().click();
      } else {
        return firstChoice(p);
      }
      tried.add(kind);
      await answered(p, before);
    },
  });
  for (const s of ["setup", "play", "attack"]) assert.ok(seen.has(s), `the ${s} was reached (${[...seen]})`);
  reportRoom(t, page);
  await checkEnd(page, "Dojo", "web-dojo", found);
  assert.deepEqual(found, []);
  assert.deepEqual(shared.browser.errors, []);
});
