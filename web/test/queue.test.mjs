// Quick match in a real browser, on a server whose countdown is short: one
// person alone gets bots of the level chosen once the countdown ends; two
// people who ask for the same game, people only, are seated together; two
// registered people ask for a rated game with their keys, are seated as
// their players and play it to the end, and their ratings move as Glicko-2
// says, on the server's profiles and leaderboard and on their pages; and
// leaving the queue is one click.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";
import { firstChoice, playToEnd } from "./player.mjs";


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

/**
 * Two new players' ratings (1500, deviation 350, volatility 0.06) after one game between them
 * (and the place each had),
 * worked by hand through the steps of Glickman's "Example of the Glicko-2 system" (tau 0.5):
 *   2. mu = 0, phi = 350 / 173.7178 = 2.0147619;
 *   3. g(phi) = 1 / sqrt(1 + 3 phi^2 / pi^2) = 0.6690694, E = 1 / (1 + exp(-g (0 - 0))) = 0.5,
 *      v = 1 / (g^2 E (1 - E)) = 8.9354749;
 *   4. delta = v g (s - E) = +-2.9892265 for a win or a loss, 0 for a draw;
 *   5. sigma' is the root of f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2)
 *      - (x - ln sigma^2) / tau^2, as exp(x / 2): 0.0599997 after a win or a loss, 0.0599990
 *      after a draw;
 *   6. phi* = sqrt(phi^2 + sigma'^2) = 2.0156551;
 *   7. phi' = 1 / sqrt(1 / phi*^2 + 1 / v) = 1.6712102, mu' = mu + phi'^2 g (s - E) = +-0.9343366;
 *   8. r' = 173.7178 mu' + 1500, RD' = 173.7178 phi'.
 * Written to four decimals (the rating and deviation) and seven (the volatility): the server's
 * own iteration of step 5 stops within 1e-6 of the root, which moves none of those digits.
 */
const afterOneGame = {
  won: { rating: 1662.3109, deviation: 290.3190, volatility: 0.0599997, place: 1 },
  lost: { rating: 1337.6891, deviation: 290.3190, volatility: 0.0599997, place: 2 },
  drew: { rating: 1500, deviation: 290.3190, volatility: 0.0599990, place: 1 },
};

/** Whether a rating the server gives is the hand-computed one, to the precision written there. */
function sameRating(got, want) {
  return Math.abs(got.rating - want.rating) < 5e-5 && Math.abs(got.deviation - want.deviation) < 5e-5 &&
    Math.abs(got.volatility - want.volatility) < 5e-8;
}

/** The server's answer to a GET of path, which must succeed. */
async function getJSON(path) {
  const r = await fetch(`${shared.server.url}${path}`);
  assert.equal(r.status, 200, `GET ${path}`);
  return r.json();
}

test("two registered people quick-match a rated game, play it to the end, and their ratings move as Glicko-2 says", async () => {
  const people = [];
  for (const [team, player] of [["Rated Rams", "Rams Rated"], ["Rated Rooks", "Rooks Rated"]]) {
    const p = await asking(team, "Tableau", 2, "people only");
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

  // Tableau is played to its end by each page's list of every choice, its first one each time:
  // about 200 choices in some 30 s. Dojo by clicks is slower: its honour exercises, and one attack
  // a turn, took over 60 s and 120 choices without an end.
  await Promise.all(people.map((p) => playToEnd(p.page, () => firstChoice(p.page), Date.now() + 90000)));
  const room = await (await fetch(`${shared.server.url}/api/rooms/${ra.id}`)).json();
  assert.equal(room.over, true);
  const outcome = (seat) => (room.winners.length !== 1 ? "drew" : room.winners[0] === seat ? "won" : "lost");
  const want = Object.fromEntries(room.seats.map((s, i) => [s.player, afterOneGame[outcome(i)]]));

  // The profiles: one Tableau rating each, the hand-computed one, and the game with its replay.
  for (const [name, w] of Object.entries(want)) {
    const profile = await getJSON(`/api/players/${encodeURIComponent(name)}`);
    assert.equal(profile.ratings.length, 1, `${name}: one rating`);
    const r = profile.ratings[0];
    assert.deepEqual([r.game, r.players, r.games, r.provisional], ["tableau", "2", 1, true], `${name}: ${JSON.stringify(r)}`);
    assert.ok(sameRating(r, w), `${name}'s rating ${JSON.stringify(r)}, want ${JSON.stringify(w)}`);
    assert.deepEqual(profile.history.map((h) => [h.room, h.game, h.players, h.place]), [[ra.id, "tableau", 2, w.place]], `${name}'s rated games`);
    assert.ok(sameRating({ ...profile.history[0], volatility: w.volatility }, w), `${name}'s rating after the game in the history`);
  }
  // The leaderboard: both, highest first (the winner; by name for a draw).
  const board = await getJSON("/api/leaderboard/tableau?players=2&provisional=true");
  const order = Object.keys(want).sort((a, b) => want[b].rating - want[a].rating || a.localeCompare(b));
  assert.deepEqual(board.map((s) => [s.place, s.name]), order.map((n, i) => [i + 1, n]));
  for (const s of board) assert.ok(sameRating(s, want[s.name]), `${s.name} on the leaderboard: ${JSON.stringify(s)}`);

  // The pages: each profile shows the new rating and the game; the leaderboard lists both in order.
  const page = people[0].page;
  for (const [name, w] of Object.entries(want)) {
    await page.goto(`${shared.server.url}/#/player/${encodeURIComponent(name)}`);
    const row = page.getByRole("region", { name: "Ratings" }).getByRole("row").nth(1);
    await row.waitFor();
    assert.deepEqual(await row.getByRole("cell").allTextContents(),
      ["Tableau", "2", `${Math.round(w.rating)} ± ${Math.round(w.deviation)}provisional`, "1"], `${name}'s profile`);
    const game = page.getByRole("region", { name: "Recent rated games" }).getByRole("listitem");
    assert.equal(await game.count(), 1, `${name}: one rated game`);
    assert.match(await game.textContent(), new RegExp(`^Tableau place ${w.place} of 2 · rating after it ${Math.round(w.rating)} ± ${Math.round(w.deviation)}`));
    assert.equal(await game.getByRole("link", { name: /^Replay/ }).getAttribute("href"), `#/replay/${ra.id}`);
  }
  await page.goto(`${shared.server.url}/#/leaderboard/tableau`);
  await page.getByRole("heading", { name: "Tableau leaderboard" }).waitFor();
  await page.getByRole("row", { name: new RegExp(order[1]) }).waitFor();
  const rows = await page.getByRole("row").allTextContents();
  assert.deepEqual(rows.slice(1), order.map((n, i) => `${i + 1}${n}${Math.round(want[n].rating)} ± ${Math.round(want[n].deviation)}provisional1`));
  assert.deepEqual(shared.browser.errors, []);
});
