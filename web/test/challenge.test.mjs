// Challenges in a real browser: two people in browsers of their own
// register, one challenges the other from the other's profile, the other
// accepts from the lobby's player panel, and both reach the room and play
// a first move there; axe-core finds nothing on the profile with its
// challenge form nor on the lobby listing the challenge. A challenge
// declined closes its room: the challenger waiting there is told why in
// words. A Dojo challenge is played on the players' honour, as the lobby's
// Dojo games are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, logged, openChoices } from "./player.mjs";


const shared = serverAndBrowser();

/** A person's lobby in a browser of its own, registered under name. */
async function registered(name) {
  const page = await personAt(shared.browser, shared.server.url, name);
  await page.getByLabel("Player name").fill(name);
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText(`You play as ${name}`).waitFor();
  return page;
}

/** Plays the person's first choice of the room's list of every choice, once it is the person's turn; false before. */
async function firstMove(page) {
  if (!(await canAct(page))) return false;
  const before = await logged(page);
  const choices = await openChoices(page);
  if (!choices || !(await clickFirst(choices))) return false;
  await answered(page, before);
  return true;
}

test("one person challenges another, who accepts: both reach the room and play", async () => {
  const ann = await registered("Challenger Ann");
  const bob = await registered("Challenged Bob");
  await bob.getByRole("region", { name: "Your player" }).getByText("None. Challenge a player from their profile.").waitFor();

  await ann.goto(`${shared.server.url}/#/player/${encodeURIComponent("Challenged Bob")}`);
  const form = ann.getByRole("region", { name: "Challenge Challenged Bob" });
  await form.getByLabel("Game").selectOption({ label: "Tableau" });
  await form.getByLabel("Players").selectOption("2");
  assert.deepEqual(await axeViolations(ann), [], "axe-core on the profile with its challenge form");
  await form.getByRole("button", { name: "Challenge" }).click();
  await ann.waitForURL((u) => u.hash === "#/" || u.hash === "", { timeout: 10_000 });
  await ann.getByText(/You challenge Challenged Bob: Tableau, 2 players, casual/).waitFor();

  const accept = bob.getByRole("button", { name: "Accept Challenger Ann's challenge" });
  await accept.waitFor({ timeout: 10_000 });
  assert.match(await bob.getByText(/Challenger Ann challenges you/).textContent(), /Tableau, 2 players, casual · 10 min left/);
  assert.deepEqual(await axeViolations(bob), [], "axe-core on the lobby listing the challenge");
  await accept.click();

  await Promise.all([ann, bob].map((p) => p.waitForURL(/#\/room\//, { timeout: 20_000 })));
  const [a, b] = [ann, bob].map((p) => new URL(p.url()).hash.replace("#/room/", ""));
  assert.equal(a, b, "both in the challenge's room");
  const room = await (await fetch(`${shared.server.url}/api/rooms/${a}`)).json();
  assert.deepEqual(room.seats.map((s) => s.player).sort(), ["Challenged Bob", "Challenger Ann"]);
  assert.ok(room.seats.every((s) => s.claimed), "both seats claimed by the tokens the browsers keep");

  const moved = new Set();
  for (const deadline = Date.now() + 60_000; moved.size < 2;) {
    assert.ok(Date.now() < deadline, `only ${[...moved]} moved`);
    for (const [who, page] of [["Ann", ann], ["Bob", bob]]) {
      if (await firstMove(page)) moved.add(who); // one may have several moves before the other's turn
    }
    await ann.waitForTimeout(200);
  }
  const after = await (await fetch(`${shared.server.url}/api/rooms/${a}`)).json();
  assert.ok(after.version >= 2, `the room's version ${after.version} after a move of each`);
  assert.deepEqual(shared.browser.errors, []);
});

test("a declined challenge closes its room: the challenger waiting there is told so in words", async () => {
  const ann = await registered("Waiting Ann");
  const bob = await registered("Declining Bob");
  await ann.goto(`${shared.server.url}/#/player/${encodeURIComponent("Declining Bob")}`);
  const form = ann.getByRole("region", { name: "Challenge Declining Bob" });
  await form.getByLabel("Game").selectOption({ label: "Tableau" });
  await form.getByRole("button", { name: "Challenge" }).click();
  await ann.getByText(/You challenge Declining Bob/).waitFor();
  const room = await ann.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("menagerie.seat."))?.slice("menagerie.seat.".length));
  assert.ok(room, "the challenger's seat is kept in the browser");
  await ann.goto(`${shared.server.url}/#/room/${room}`);
  await ann.locator(".link-open").waitFor({ timeout: 10_000 });

  await bob.getByRole("button", { name: "Decline Waiting Ann's challenge" }).click();
  await ann.getByRole("alert").getByText("The challenge was declined: this game will not be played.").waitFor({ timeout: 10_000 });
  assert.equal(await ann.getByText("This game stopped").count(), 0, "a closed room is not told as an internal error");
  await ann.goto(`${shared.server.url}/#/`);
  const listed = ann.getByRole("region", { name: "Open games" }).getByRole("listitem").filter({ hasText: "The challenge was declined" });
  await listed.waitFor({ timeout: 10_000 });
  assert.equal(await listed.getByRole("button").count(), 0, "a closed room offers no join");
  assert.deepEqual(shared.browser.errors, []);
});

test("a Dojo challenge has its exercises done on the players' honour, as the lobby's games have", async () => {
  const ann = await registered("Honest Ann");
  const bob = await registered("Honest Bob");
  await ann.goto(`${shared.server.url}/#/player/${encodeURIComponent("Honest Bob")}`);
  const form = ann.getByRole("region", { name: "Challenge Honest Bob" });
  await form.getByLabel("Game").selectOption({ label: "Dojo" });
  await form.getByRole("button", { name: "Challenge" }).click();
  await ann.getByText(/You challenge Honest Bob: Dojo/).waitFor();
  await bob.getByRole("button", { name: "Accept Honest Ann's challenge" }).click();
  await bob.waitForURL(/#\/room\//, { timeout: 20_000 });
  const id = new URL(bob.url()).hash.replace("#/room/", "");
  const room = await (await fetch(`${shared.server.url}/api/rooms/${id}`)).json();
  assert.equal(room.options.exercise, "honor", `the challenge's options: ${JSON.stringify(room.options)}`);
  assert.deepEqual(shared.browser.errors, []);
});
