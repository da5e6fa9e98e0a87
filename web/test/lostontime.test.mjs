// A seat that lost on time in a real browser: the game's end screen, its replay, the lobby's
// finished games and the player's profile say so.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations } from "./browser.mjs";

const shared = serverAndBrowser();

test("a seat whose turn runs out loses on time, and every page says so", async () => {
  const url = shared.server.url;
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${"a".repeat(40)}` };
  assert.equal((await fetch(`${url}/api/players`, { method: "POST", headers, body: JSON.stringify({ name: "Ann" }) })).status, 201);
  const resp = await fetch(`${url}/api/rooms`, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ game: "dojo", seats: [{ name: "Ann" }, { bot: "easy", name: "Bot" }], turn_timer: 1, forfeit_after: 1, public: true, rated: true }) });
  const room = await resp.json();
  // Ann takes the seat and never plays.
  assert.equal((await fetch(`${url}/api/join`, { method: "POST", headers, body: JSON.stringify({ room: room.id, seat: 1 }) })).status, 200);
  let info;
  for (let end = Date.now() + 20000; !(info = await (await fetch(`${url}/api/rooms/${room.id}`)).json()).over; await new Promise((r) => setTimeout(r, 100))) {
    assert.ok(Date.now() < end, "the game is over within 20 s");
  }
  assert.equal(info.seats[0].lost_on_time, true, "the lobby marks Ann's seat");
  assert.deepEqual(info.result.winners, [1], "the bot won");

  const page = await (await shared.browser.context()).newPage();
  await page.goto(`${url}/#/room/${room.id}`);
  await page.getByText("Ann (P1) lost on time").waitFor();
  assert.match(await page.locator(".lost-on-time").textContent(), /^Ann \(P1\) lost on time: placed last\.$/);
  const ann = page.getByRole("list", { name: "Players" }).getByRole("listitem").first();
  assert.match(await ann.innerText(), /lost\s+lost on time/, "the scoreboard marks Ann's seat");
  assert.doesNotMatch(await ann.innerText(), /to act/, "nobody is to act once the game is over");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the end screen");

  await page.goto(`${url}/#/replay/${room.id}`);
  await page.locator("#replay-h", { hasText: /^Step \d+ of \d+$/ }).waitFor();
  assert.equal(await page.locator(".lost-on-time").count(), 0, "the replay's first step has nobody out");
  await page.getByRole("button", { name: "To the end" }).click();
  await page.getByText("Ann (P1) lost on time").waitFor();

  await page.goto(`${url}/#/`);
  await page.getByText("Bot won · Ann lost on time").first().waitFor();

  await page.goto(`${url}/#/player/Ann`);
  await page.getByText("place 2 of 2 (lost on time)").waitFor();
  assert.deepEqual(shared.browser.errors, []);
});
