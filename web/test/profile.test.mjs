// A player in a real browser: registered with a name (the page makes the
// key), a rated Tableau game of one round against the Easy bot played to the
// end, the rating moved on the profile (a chart and the game's replay) and
// the person on the leaderboard; the key exported, then imported in a fresh
// browser to be the same player, whose next rated game joins the first on
// the profile; the server's refusals beside their field.
// No request the pages make holds the key in its address, and the key went
// in the Authorization header. The profile and the leaderboard fit a
// laptop and a phone, pass axe-core, and the chart does not move for a
// person who prefers reduced motion.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { serverAndBrowser, axeViolations, personAt, settled } from "./browser.mjs";
import { firstChoice, playToEnd } from "./player.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

/** The two screens the layout test measures: a laptop's and a phone's. */
const sizes = {
  "1280x800": { viewport: { width: 1280, height: 800 } },
  "390x844": { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/** Every request the pages made: its address and its Authorization header. */
const requests = [];

const shared = serverAndBrowser();

/** A person's lobby in a browser of its own, its requests recorded. */
async function lobbyPage(team, options = {}) {
  const page = await personAt(shared.browser, shared.server.url, team, options);
  page.context().on("request", (r) => requests.push({ url: r.url(), auth: r.headers().authorization ?? "" }));
  return page;
}

/**
 * Makes a rated Tableau game of one round against a bot level from the lobby's form and plays
 * it to the end; returns the room's id.
 */
async function playRated(page, bot) {
  await page.getByRole("radio", { name: /^Tableau/ }).check();
  await page.getByLabel("Seat 2").selectOption(bot);
  const rated = page.getByRole("checkbox", { name: /^Rated/ });
  assert.equal(await rated.isDisabled(), false, `rated with the ${bot} bot`);
  await rated.check();
  await page.getByText("Rule options").click();
  await page.getByLabel("rounds", { exact: true }).fill("1");
  const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/rooms"));
  await page.getByRole("button", { name: "Create the game" }).click();
  assert.equal((await created).postDataJSON().rated, true);
  await page.locator("main.room").waitFor();
  const room = new URL(page.url()).hash.replace("#/room/", "");
  await playToEnd(page, () => firstChoice(page), Date.now() + 120000);
  return room;
}

/** The page's width overflows the window (a sideways scroll): the widths, else null. */
function overflow(page) {
  return page.evaluate(() => (document.documentElement.scrollWidth > innerWidth + 0.5 ? `${document.documentElement.scrollWidth} > ${innerWidth}` : null));
}

/** The exported key, read from the panel. */
async function exportedKey(page) {
  await page.getByText("Export your key").click();
  return page.getByLabel("Your key").inputValue();
}

/**
 * The pages' errors but the refusals a test provoked (the browser logs each refused request):
 * there must be as many of those as it provoked.
 */
function errorsBut(refusals) {
  const refused = /console: Failed to load resource: the server responded with a status of 4\d\d/;
  assert.equal(shared.browser.errors.filter((e) => refused.test(e)).length, refusals, `the refusals provoked: ${shared.browser.errors}`);
  const rest = shared.browser.errors.filter((e) => !refused.test(e));
  shared.browser.errors.length = 0;
  return rest;
}

const person = "Rating Rhino";
let key = "";

test("a registered person plays a rated game to the end and sees the rating move and the leaderboard", async () => {
  const page = await lobbyPage("Rated Rhinos");
  const rated = page.getByRole("checkbox", { name: /^Rated/ });
  assert.equal(await rated.isDisabled(), true, "no rated game before registering");
  assert.match(await page.locator(`#${await rated.getAttribute("aria-describedby")}`).textContent(), /Register/);

  // The server's refusals, beside the field.
  const field = page.getByLabel("Player name");
  for (const [name, want] of [["x".repeat(25), /more than 24/], ["Ann\u0007", /control character/]]) {
    await field.fill(name);
    await page.getByRole("button", { name: "Register" }).click();
    await page.locator("#player-name-error", { hasText: want }).waitFor();
    assert.equal(await field.getAttribute("aria-describedby"), "player-name-error", `${JSON.stringify(name)}: the error is the field's`);
  }
  await field.fill(person);
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText(`You play as ${person}`).waitFor();

  // Rated only with bots the server rates.
  await page.getByRole("radio", { name: /^Tableau/ }).check();
  await page.getByLabel("Seat 2").selectOption("random");
  assert.equal(await rated.isDisabled(), true, "not with the random bot");
  assert.match(await page.locator(`#${await rated.getAttribute("aria-describedby")}`).textContent(), /not seat 2's Random bot/);
  const room = await playRated(page, "easy");

  // The lobby marks the finished game rated.
  await page.goto(`${shared.server.url}/`);
  const row = page.locator("section[aria-labelledby=over-h] li", { has: page.locator(`a[href="#/replay/${room}"]`) });
  await row.waitFor();
  assert.match(await row.textContent(), /Rated/);

  // The profile: the rating moved from 1500, provisional, a point on the chart, the game's replay.
  await page.getByRole("link", { name: person }).click();
  await page.getByRole("region", { name: "Ratings" }).getByRole("row").nth(1).waitFor(); // the profile has come
  const ratings = page.getByRole("region", { name: "Ratings" });
  const cells = await ratings.getByRole("row").nth(1).getByRole("cell").allTextContents();
  assert.equal(cells[0], "Tableau");
  assert.equal(cells[1], "2");
  assert.match(cells[2], /^\d+ ± \d+provisional$/);
  assert.notEqual(Number(cells[2].split(" ")[0]), 1500, "the rating moved");
  assert.equal(cells[3], "1");
  const chart = page.getByRole("img", { name: /^Rating after each rated game/ });
  assert.equal(await chart.locator("circle").count(), 1, "one rated game on the chart");
  await page.getByRole("region", { name: "Recent rated games" }).getByRole("link", { name: /^Replay/ }).click();
  await page.waitForURL(new RegExp(`#/replay/${room}$`));

  // The leaderboard, from the lobby, lists the person (provisional) with a link to the profile.
  await page.goto(`${shared.server.url}/`);
  await page.getByRole("navigation", { name: "Leaderboards" }).getByRole("link", { name: "Tableau" }).click();
  await page.getByRole("heading", { name: "Tableau leaderboard" }).waitFor();
  const entry = page.getByRole("row", { name: new RegExp(person) });
  await entry.waitFor();
  assert.match(await entry.textContent(), /^1Rating Rhino\d+ ± \d+provisional1$/);
  await entry.getByRole("link", { name: person }).click();
  await page.waitForURL(/#\/player\/Rating%20Rhino$/);

  await page.goto(`${shared.server.url}/`);
  key = await exportedKey(page);
  assert.match(key, /^[0-9a-f]{64}$/, "256 random bits in hex");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download it as a file" }).click();
  assert.equal(readFileSync(await (await download).path(), "utf8").trim(), key, "the file holds the key");
  assert.deepEqual(errorsBut(2), [], "a name too long and one with a control character refused, and nothing else");
});

test("the key imported in a fresh browser is the same player; a name taken is refused beside the field", async () => {
  assert.ok(key, "the first test exported a key");
  const other = await lobbyPage("Other Otters");
  await other.getByLabel("Player name").fill("Other Otter");
  await other.getByRole("button", { name: "Register" }).click();
  await other.getByText("You play as Other Otter").waitFor();

  const page = await lobbyPage("Imported Ibis");
  await page.getByText("Import a key from another device").click();
  await page.getByLabel("Key", { exact: true }).fill("not a key");
  await page.getByRole("button", { name: "Use this key" }).click();
  assert.match(await page.locator("#import-key-error").textContent(), /32 to 128/);
  await page.getByLabel("Key", { exact: true }).fill("0".repeat(64));
  await page.getByRole("button", { name: "Use this key" }).click();
  await page.getByText("no player on this server has that key").waitFor();
  await page.getByLabel("Key", { exact: true }).fill(key);
  await page.getByRole("button", { name: "Use this key" }).click();
  await page.getByText(`You play as ${person}`).waitFor();
  assert.equal(await exportedKey(page), key, "the same key, kept by this browser");

  // A name another player has, in any case, is refused beside the field; a free one is taken.
  await page.getByLabel("New name").fill("other otter");
  await page.getByRole("button", { name: "Rename" }).click();
  assert.match(await page.locator("#rename-error").textContent(), /taken/);
  await page.getByLabel("New name").fill("Rating Rhino Too");
  await page.getByRole("button", { name: "Rename" }).click();
  await page.getByText("You play as Rating Rhino Too").waitFor();
  const me = await (await fetch(`${shared.server.url}/api/me`, { headers: { Authorization: `Bearer ${key}` } })).json();
  assert.equal(me.name, "Rating Rhino Too", "the server renamed the key's player");

  // A rated game on this browser counts for the same player: the profile has both games.
  await playRated(page, "medium");
  await page.goto(`${shared.server.url}/`);
  await page.getByRole("link", { name: "Rating Rhino Too" }).click();
  const games = page.getByRole("region", { name: "Recent rated games" }).getByRole("listitem");
  await games.nth(1).waitFor();
  assert.equal(await games.count(), 2, "the game played on the first browser and this one");
  assert.equal(await page.getByRole("img", { name: /^Rating after each rated game/ }).locator("circle").count(), 2);
  assert.equal((await page.getByRole("region", { name: "Ratings" }).getByRole("row").nth(1).getByRole("cell").allTextContents())[3], "2");
  assert.deepEqual(errorsBut(2), [], "a key no player has and a name taken refused, and nothing else");
});

test("no request address holds the key, which went in the Authorization header", async () => {
  assert.ok(key);
  assert.ok(requests.length > 20, `${requests.length} requests recorded`);
  assert.deepEqual(requests.filter((r) => r.url.includes(key)).map((r) => r.url), []);
  const sent = requests.filter((r) => r.auth === `Bearer ${key}`).map((r) => new URL(r.url).pathname);
  for (const path of ["/api/players", "/api/me", "/api/join"]) assert.ok(sent.includes(path), `${path} carried the key: ${sent}`);
});

for (const size of Object.keys(sizes)) {
  test(`the profile and the leaderboard at ${size}: they fit, axe-core finds nothing`, async () => {
    const page = await lobbyPage("Fitting Foxes", sizes[size]);
    await page.goto(`${shared.server.url}/#/player/${encodeURIComponent("Rating Rhino Too")}`);
    await page.getByRole("img", { name: /^Rating after each rated game/ }).waitFor();
    assert.equal(await overflow(page), null, "the profile fits the window's width");
    assert.deepEqual(await axeViolations(page), [], "axe-core on the profile");
    await settled(page);
    await page.screenshot({ path: `${screens}web-profile-${size}.png` });

    await page.goto(`${shared.server.url}/#/leaderboard/tableau`);
    await page.getByRole("row", { name: /Rating Rhino Too/ }).waitFor();
    assert.equal(await overflow(page), null, "the leaderboard fits the window's width");
    assert.deepEqual(await axeViolations(page), [], "axe-core on the leaderboard");
    await page.screenshot({ path: `${screens}web-leaderboard-${size}.png` });

    await page.goto(`${shared.server.url}/`);
    await page.getByRole("heading", { name: "Your player" }).waitFor();
    assert.deepEqual(await axeViolations(page), [], "axe-core on the lobby's player panel");
    assert.deepEqual(shared.browser.errors, []);
  });
}

test("a bot account is marked as a bot on its profile", async () => {
  const botKey = "b".repeat(40);
  const resp = await fetch(`${shared.server.url}/api/players`, { method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${botKey}` }, body: JSON.stringify({ name: "Program Puffin", bot: true }) });
  assert.equal(resp.status, 201);
  const page = await lobbyPage("Bot Watchers");
  await page.goto(`${shared.server.url}/#/player/Program%20Puffin`);
  await page.getByText(/^A bot account, played by a program/).waitFor();
  assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Program PuffinBot");
  assert.deepEqual(shared.browser.errors, []);
});

test("the chart fades in, and not for a person who prefers reduced motion", async () => {
  for (const [reducedMotion, want] of [["no-preference", true], ["reduce", false]]) {
    const ctx = await shared.browser.context({ reducedMotion });
    const page = await ctx.newPage();
    await page.goto(`${shared.server.url}/#/player/${encodeURIComponent("Rating Rhino Too")}`);
    await page.getByRole("img", { name: /^Rating after each rated game/ }).waitFor();
    const moving = await page.evaluate(() => document.getAnimations().length > 0);
    assert.equal(moving, want, `${reducedMotion}: animations ${moving}`);
    await ctx.close();
  }
});
