// Dojo in a real browser: a person plays a duel against a bot to the end
// with exercises on their honour: the setup's animals placed card then
// column, attacks chosen attacker then column, cards played card then
// target, each exercise's screen saying what it asks, what it gives and the
// workout so far before it is said done, the workout the person's alone;
// with exercises off none is asked and the end credits none; a resting
// animal keeps its attack button, disabled, with the engine's reason, and
// a card of the hand that cannot be played now stays in sight, closed,
// with the engine's reason; each
// animal on both zones says which of the other side's it is strong or weak
// against, as the attacks' labels agree; a game of bots ends with no
// workout; for a person who prefers reduced motion each exercise's screen
// shows without movement; no page logs an error and axe-core finds nothing
// wrong with the game's page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, cardArts, movingIn, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, decisions, logged, openChoices, playToEnd, unpressed } from "./player.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

const shared = serverAndBrowser();

/** What a person has seen and done in a Dojo game, for the tests' checks. */
function newNotes() {
  return { placed: 0, attacks: 0, plays: 0, discarded: 0, exercises: 0, decided: 0, fallback: 0, shot: false,
    why: new Set(), cardWhy: new Set(), matchupZones: new Set(), matchupsChecked: 0, restMarkers: new Set() };
}

/** The person's hand: the region under the heading "Your hand". */
function handOf(page) {
  return page.getByRole("region", { name: /^Your hand/ });
}

/** The buttons an attacker's columns show, by their visible text ("Attack column 2"; each one's label tells the attack whole). */
function attackColumns(page) {
  return page.getByRole("button").filter({ hasText: /^Attack column/ });
}

/**
 * Takes one Dojo turn as a person would: an exercise said done (after checking that its screen
 * says what it asks, what it gives and the workout so far), an attack, a card played from the
 * hand, a discard when no card can be played, a decision, or else the first of all the choices.
 */
async function dojoTurn(page, notes) {
  const before = await logged(page);
  const hand = handOf(page);
  // Why an animal cannot attack, beside its disabled button, as the engine says.
  for (const closed of await page.locator("button[disabled][aria-label^='Attack with']").all()) {
    notes.why.add(await page.locator(`[id='${await closed.getAttribute("aria-describedby")}']`).textContent());
  }
  // Why a card of the hand cannot be played now, under the hand, as the engine says (after the card's own text).
  for (const closed of await hand.locator(".card-face[aria-disabled=true]").all()) {
    const why = (await closed.getAttribute("aria-describedby")).split(" ")[1];
    notes.cardWhy.add(await page.locator(`[id='${why}']`).textContent());
  }
  // The zones whose animals show their matchups: the person's and the other side's; and the rest
  // markers a zone's animals show.
  for (const zone of await page.locator("section.zone").all()) {
    if ((await zone.locator(".matchups").count()) > 0) notes.matchupZones.add(/· you's zone$/.test(await zone.getAttribute("aria-label")) ? "mine" : "theirs");
    for (const marker of await zone.getByText(/^resting \d+$/).allTextContents()) notes.restMarkers.add(marker);
  }
  if (await page.getByRole("button", { name: "Done, on my honour" }).isVisible()) {
    const screen = page.locator("section.exercise");
    assert.match(await screen.locator(".ex-what").textContent(), /^\d+ \S.* of .+/, "the exercise says what it asks");
    assert.match(await screen.locator(".ex-stakes").textContent(), /Done: .*(attacks column \d, and .* takes \d+ damage|goes through)/, "the exercise says what it gives");
    assert.match(await screen.locator(".ex-progress").textContent(), new RegExp(`^Your workout so far: ${notes.exercises} exercises?`), "the exercise shows the workout so far");
    if (!notes.shot) {
      assert.deepEqual(await axeViolations(page), [], "axe-core on Dojo's page");
      // Every animal in the zones ("Bear Cub") shows the icon of its animal (a Bear).
      const arts = await cardArts(page.locator("section.zone"));
      assert.ok(arts.length > 0, "the zones show animals");
      assert.deepEqual(arts.filter((a) => a.art !== "svg"), [], "animals shown without their animal's icon");
      await page.screenshot({ path: `${screens}web-dojo.png`, fullPage: true });
      notes.shot = true;
    }
    await page.getByRole("button", { name: "Done, on my honour" }).click();
    notes.exercises++;
  } else if (await clickFirst(page.getByRole("button", { name: /^Attack with .+ \(.+\)$/ }))) {
    // The attacker, then the column it hits; an attack its label calls strong or weak is one the
    // attacker's matchups name.
    const matchups = page.locator(".pos.chosen .matchups");
    const said = (await matchups.count()) > 0 ? (await matchups.textContent()).split(/[▲▼]/) : [];
    for (const label of await attackColumns(page).evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")))) {
      const m = /attacks (.+) \(column \d\): \d+ damage, (strong|weak)/.exec(label);
      if (!m) continue;
      assert.ok(said.some((line) => line.startsWith(`${m[2]} vs `) && line.slice(m[2].length + 4).split(", ").includes(m[1])),
        `"${label}" and the attacker's matchups: ${said}`);
      notes.matchupsChecked++;
    }
    await attackColumns(page).first().click();
    notes.attacks++;
  } else if (await clickFirst(unpressed(hand))) {
    // A card, then its target (a column in the setup). Every play of a card is offered from the card:
    // a Rope's swaps and a dojo's upgrades too, none from the Play panel.
    const setup = /Setup$/.test(await page.locator("#table-h").textContent());
    const panel = page.locator("section[aria-labelledby=decide-h]").getByRole("button", { name: /^(Rope: swap|dojo: upgrade)/ });
    assert.equal(await panel.count(), 0, "a Rope's or a dojo's play in the Play panel");
    await hand.getByRole("group", { name: "Targets" }).getByRole("button").first().click();
    if (setup) notes.placed++;
    else notes.plays++;
  } else if (await page.getByRole("heading", { name: "Or discard and draw again" }).isVisible()) {
    // A hand with no card to play: two of its cards chosen, then discarded together for new ones.
    const cards = page.getByRole("list", { name: "Cards to discard" }).getByRole("button");
    await cards.nth(0).click();
    await cards.nth(1).click();
    await page.getByRole("button", { name: "Discard 2 and draw again" }).click();
    notes.discarded++;
  } else if (await clickFirst(decisions(page))) {
    notes.decided++;
  } else {
    const choices = await openChoices(page);
    if (choices) await clickFirst(choices);
    notes.fallback++;
  }
  await answered(page, before);
}

test("a person plays Dojo against a bot to the end, with exercises on their honour unless they choose otherwise", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Dashing Dingoes");
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByText("Rule options").click();
  assert.equal(await page.getByLabel("exercise", { exact: true }).inputValue(), "honor", "a person's exercises are on their honour");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#hand-h").waitFor();

  const notes = newNotes();
  await playToEnd(page, () => dojoTurn(page, notes), Date.now() + 150000);
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assert.match(await page.locator("#res-h + p").textContent(), /Winner: .*|A draw\./);
  const said = JSON.stringify(notes, (_, v) => (v instanceof Set ? [...v] : v));
  assert.equal(notes.placed, 6, `six starting animals placed: ${said}`);
  assert.ok(notes.attacks > 0 && notes.plays > 0, `attacks and plays: ${said}`);
  assert.ok(notes.exercises > 0 && notes.discarded > 0, `exercises done, a discard: ${said}`);
  assert.equal(notes.fallback, 0, `every decision had its place on the page: ${said}`);
  assert.ok(notes.why.has("This animal is resting: it cannot attack until your next turn."),
    `a resting animal's attack closed with the engine's reason: ${[...notes.why]}`);
  assert.ok(notes.cardWhy.size > 0, "a card that could not be played was closed with the engine's reason");
  assert.deepEqual([...notes.matchupZones].sort(), ["mine", "theirs"], "both zones' animals show their matchups");
  assert.ok(notes.restMarkers.size > 0, "an animal that attacked shows its rest marker on the zone");
  await page.getByRole("heading", { name: "The workout" }).waitFor();
  assert.ok(await page.locator("section[aria-labelledby=work-h] li").count() > 0, "the workout's summary lists the exercises");
  const counted = await page.locator("section[aria-labelledby=work-h] h3").allTextContents();
  assert.equal(counted.length, 1, `the workout counts the person's exercises, not the bot's: ${counted}`);
  assert.match(counted[0], new RegExp(`^Dashing Dingoes .*· ${notes.exercises} exercises$`));
  await page.screenshot({ path: `${screens}web-dojo-end.png`, fullPage: true });
  assert.deepEqual(shared.browser.errors, []);
});

test("with exercises off, a person is asked none and the end credits none", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Resting Rheas");
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByText("Rule options").click();
  await page.getByLabel("exercise", { exact: true }).selectOption("off");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#hand-h").waitFor();
  const notes = newNotes();
  let seen = 0;
  await playToEnd(page, async () => {
    seen += await page.locator("section.exercise").count();
    await dojoTurn(page, notes);
  }, Date.now() + 150000);
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assert.ok(notes.attacks > 0, `attacks were made: ${JSON.stringify(notes)}`);
  assert.equal(seen + notes.exercises, 0, "no exercise was asked");
  assert.equal(await page.getByRole("heading", { name: /workout/i }).count(), 0, "the end credits no workout");
  assert.equal(await page.getByText(/\d+ exercises?\b/).count(), 0, "nothing counts exercises");
  assert.deepEqual(shared.browser.errors, []);
});

test("with reduced motion each exercise's screen shows without movement, to the game's end", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Motionless Moles", { reducedMotion: "reduce" });
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#hand-h").waitFor();
  const notes = { ...newNotes(), shot: true }; // the page's screenshots are the first test's
  let screens = 0;
  await playToEnd(page, async () => {
    const screen = page.locator("section.exercise");
    if (await screen.isVisible()) {
      assert.deepEqual(await movingIn(screen), [], `what moves on exercise screen ${screens + 1}`);
      screens++;
    }
    await dojoTurn(page, notes);
  }, Date.now() + 150000);
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assert.ok(notes.exercises > 0 && screens >= notes.exercises, `every exercise's screen was checked: ${screens} screens, ${notes.exercises} exercises`);
  assert.deepEqual(shared.browser.errors, []);
});

test("bots do no workout: a game of bots ends without one", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Watching Wombats");
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByLabel("Seat 1").selectOption("random");
  await page.getByLabel("Seat 2").selectOption("random");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.getByRole("heading", { name: "The end" }).waitFor({ timeout: 60000 });
  const id = new URL(page.url()).hash.replace("#/room/", "");
  const room = await (await fetch(`${shared.server.url}/api/rooms/${id}`)).json();
  assert.equal(room.options.exercise, "honor", "the lobby's default");
  assert.equal(await page.getByRole("heading", { name: /workout/i }).count(), 0, "no workout for bots");
  assert.deepEqual(shared.browser.errors, []);
});

test("a phone-sized screen: Dojo's exercise counts down in timed mode", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Pocket Pandas", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByText("Rule options").click();
  await page.getByLabel("exercise", { exact: true }).selectOption("timed");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("#hand-h").waitFor();
  const deadline = Date.now() + 60000;
  while (!(await page.getByRole("button", { name: "Done in time" }).isVisible())) {
    assert.ok(Date.now() < deadline, "no exercise came in time");
    if (!(await canAct(page))) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = await logged(page);
    const hand = handOf(page);
    if (await clickFirst(page.getByRole("button", { name: /^Attack with .+ \(.+\)$/ }))) {
      await attackColumns(page).first().tap();
    } else if (await clickFirst(unpressed(hand))) {
      await hand.getByRole("group", { name: "Targets" }).getByRole("button").first().tap();
    } else {
      await clickFirst(decisions(page));
    }
    await answered(page, before);
  }
  const seconds = async () => Number((await page.locator(".countdown").textContent()).match(/(\d+) s/)?.[1]);
  const first = await seconds();
  assert.ok(first > 0, "the countdown shows the seconds allowed");
  await page.waitForFunction((s) => Number(document.querySelector(".countdown")?.textContent?.match(/(\d+) s/)?.[1]) < s, first);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page fits 390 pixels (it is ${width} wide)`);
  await page.screenshot({ path: `${screens}web-dojo-phone.png`, fullPage: true });
  const before = await logged(page);
  await page.getByRole("button", { name: "Done in time" }).tap();
  await answered(page, before);
  assert.deepEqual(shared.browser.errors, []);
});

test("the solo mission shows its progress; listed in the lobby, anyone sees it there", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Lone Lynx");
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await page.getByLabel("Players", { exact: true }).selectOption("1");
  const listed = page.getByRole("checkbox", { name: /List it in the lobby/ });
  assert.equal(await listed.isChecked(), false, "a new room is private unless asked");
  await listed.check();
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.getByRole("heading", { name: /^Solo mission/ }).waitFor();
  const code = (await page.locator(".share code").textContent()).trim();
  const other = await personAt(shared.browser, shared.server.url, "Passing Puffins");
  await other.locator(".rooms code", { hasText: code }).waitFor();
  await page.locator("p.solo", { hasText: /\d+ cards left, 0 defeated, 0 missed/ }).waitFor();
  assert.equal(await page.locator(".zone").count(), 1, "one zone: the player's");
  assert.deepEqual(shared.browser.errors, []);
});
