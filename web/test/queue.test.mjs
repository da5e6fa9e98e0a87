// Quick match in a real browser, on a server whose countdown is short: one
// person alone gets bots of the level chosen once the countdown ends; two
// people who ask for the same game, people only, are seated together; two
// registered people ask for a rated game with their keys and are seated as
// their players; and leaving the queue is one click.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";


/** The server's countdown before bots fill a room. */
const queueWait = 2;

const shared = serverAndBrowser({ args: ["--queue-wait", `${queueWait}s`] });

/** A person's lobby with the quick-match form filled in. */
async function asking(name, game, players, bots) {
  const page = await personAt(shared.browser, shared.server.url, name);
  const form = page.getByRole("region", { name: "Play now with others" });
  await form.getByLabel("Quick-match game").selectOption({ label: game });
  await form.getByLabel("Quick-match players").selectOption(String(players));
  await form.getByLabel("Empty seats").selectOption({ label: bots });
  return { page, form };
}

/** The room a page went to, as the server lists it. */
async function roomOf(page) {
  await page.waitForURL(/#\/room\//, { timeout: 20_000 });
  const id = page.url().split("#/room/")[1];
  const r = await fetch(`${shared.server.url}/api/rooms/${id}`);
  return r.json();
}

test("one person alone gets bots of the level chosen after the countdown", async () => {
  const { page, form } = await asking("Lone Larks", "Tableau", 3, "Easy bots after the wait");
  const asked = Date.now();
  await form.getByRole("button", { name: "Play now" }).click();
  const status = form.getByRole("status");
  await status.filter({ hasText: "You are the only one waiting" }).waitFor();
  assert.match(await status.textContent(), /Bots take the empty seats in [12] s\.|Bots are taking the empty seats/);
  assert.equal(await form.getByRole("button", { name: "Leave the queue" }).count(), 1);
  assert.deepEqual(await axeViolations(page), [], "axe-core on the lobby while waiting");
  const room = await roomOf(page);
  assert.ok(Date.now() - asked >= queueWait * 1000 - 200, "the bots came after the countdown");
  assert.deepEqual(room.seats.map((s) => s.bot ?? "person").sort(), ["easy", "easy", "person"]);
  assert.equal(room.seats.find((s) => !s.bot).name, "Lone Larks");
  assert.ok(room.seats.find((s) => !s.bot).claimed, "the person's seat is claimed by the token the browser keeps");
  await page.getByRole("heading", { name: /Tableau/ }).first().waitFor();
});

test("two people who ask for the same game, people only, are seated together", async () => {
  const a = await asking("Pair Pumas", "Card Battle", 2, "people only");
  const b = await asking("Pair Bats", "Card Battle", 2, "people only");
  await a.form.getByRole("button", { name: "Play now" }).click();
  await a.form.getByRole("status").filter({ hasText: "People only" }).waitFor();
  await b.form.getByRole("button", { name: "Play now" }).click();
  const [ra, rb] = await Promise.all([roomOf(a.page), roomOf(b.page)]);
  assert.equal(ra.id, rb.id, "both in one room");
  assert.deepEqual(ra.seats.map((s) => s.name).sort(), ["Pair Bats", "Pair Pumas"]);
  assert.ok(ra.seats.every((s) => !s.bot && s.claimed), "two people, no bot");
  assert.deepEqual(shared.browser.errors, []);
});

test("leaving the queue is one click", async () => {
  const { page, form } = await asking("Gone Geese", "Card Battle", 2, "people only");
  await form.getByRole("button", { name: "Play now" }).click();
  await form.getByRole("status").waitFor();
  await form.getByRole("button", { name: "Leave the queue" }).click();
  await form.getByRole("button", { name: "Play now" }).waitFor();
  // Another person asking for the same game now waits alone, not seated with the one who left.
  const other = await asking("Late Lynx", "Card Battle", 2, "people only");
  await other.form.getByRole("button", { name: "Play now" }).click();
  await other.form.getByRole("status").filter({ hasText: "You are the only one waiting" }).waitFor();
  await other.page.waitForTimeout(1500);
  assert.doesNotMatch(other.page.url(), /#\/room\//, "not matched with the one who left");
  assert.doesNotMatch(page.url(), /#\/room\//, "the one who left stays in the lobby");
  await other.form.getByRole("button", { name: "Leave the queue" }).click();
  await other.form.getByRole("button", { name: "Play now" }).waitFor();
  assert.deepEqual(shared.browser.errors, []);
});

test("two registered people ask for a rated game and are seated as their players, the key in the header only", async () => {
  const people = [];
  for (const [team, player] of [["Rated Rams", "Rams Rated"], ["Rated Rooks", "Rooks Rated"]]) {
    const p = await asking(team, "Dojo", 2, "people only");
    const rated = p.form.getByRole("checkbox", { name: /^Quick-match rated/ });
    assert.equal(await rated.isDisabled(), true, "no rated quick match before registering");
    await p.page.getByLabel("Player name").fill(player);
    await p.page.getByRole("button", { name: "Register" }).click();
    await p.page.getByText(`You play as ${player}`).waitFor();
    await rated.check();
    const joined = p.page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/queue"));
    await p.form.getByRole("button", { name: "Play now" }).click();
    const req = await joined;
    assert.equal(req.postDataJSON().rated, true);
    const key = await p.page.evaluate(() => localStorage.getItem("menagerie.key"));
    assert.equal(req.headers().authorization, `Bearer ${key}`);
    people.push(p);
  }
  const [ra, rb] = await Promise.all(people.map((p) => roomOf(p.page)));
  assert.equal(ra.id, rb.id, "both in one room");
  assert.equal(ra.rated, true, "the room is rated");
  assert.deepEqual(ra.seats.map((s) => s.player).sort(), ["Rams Rated", "Rooks Rated"]);
  assert.deepEqual(shared.browser.errors, []);
});
