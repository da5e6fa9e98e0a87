// The lobby's rule options in a real browser: each option's control follows
// its declared type (Dojo's are selects, checkboxes and bounded numbers, not
// text fields), its default is preselected (but Dojo's exercises, on a
// person's honour as in the terminal) and its meaning is its description;
// each bot is offered once, by its level's name; a published variant fills the controls (and the number of
// players when it names one); a room is asked for the options changed from
// their defaults and is made with them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, personAt } from "./browser.mjs";

const shared = serverAndBrowser();

/** A person's lobby with the given game picked and its rule options open. */
async function rulesOf(game) {
  const page = await personAt(shared.browser, shared.server.url, "Option Owls");
  await page.getByRole("radio", { name: new RegExp(game) }).check();
  await page.getByText("Rule options").click();
  return { page, rules: page.locator("details") };
}

test("Dojo's rule options are selects, checkboxes and bounded numbers with their defaults and meanings", async () => {
  const { page, rules } = await rulesOf("Dojo");
  assert.equal(await rules.getByRole("textbox").count(), 0, "no text field");
  assert.equal(await rules.getByRole("combobox").count(), 8, "a select for each choice");
  assert.equal(await rules.getByRole("checkbox").count(), 6, "a checkbox for each bool");
  assert.equal(await rules.getByRole("spinbutton").count(), 6, "a number for each int");

  const exercise = page.getByLabel("exercise", { exact: true });
  assert.equal(await exercise.inputValue(), "honor", "a person's exercises are on their honour, as in the terminal");
  assert.deepEqual(await exercise.locator("option").allTextContents(), ["off", "honor", "timed"]);
  const rest = page.getByLabel("rest turns", { exact: true });
  assert.deepEqual([await rest.inputValue(), await rest.getAttribute("min"), await rest.getAttribute("max")], ["1", "0", "2"]);
  assert.equal(await page.getByLabel("dojo clears rest").isChecked(), true);
  assert.equal(await page.getByLabel("overheal").isChecked(), false);
  const help = await page.locator(`#${await page.getByLabel("overheal").getAttribute("aria-describedby")}`).textContent();
  assert.equal(help, "health cards may heal above an animal's printed health (off by default)");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the lobby with its rule options open");
});

test("a variant fills the controls, the number of players too", async () => {
  const { page } = await rulesOf("Card Battle");
  const variant = page.getByLabel("Variant");
  assert.equal(await variant.inputValue(), "", "the standard rules first");
  await variant.selectOption({ label: "4 players (Classic and Golden)" });
  assert.equal(await page.getByLabel("Players", { exact: true }).inputValue(), "4");
  assert.equal(await page.getByLabel("Seat 4").count(), 1);
  const packs = page.getByRole("group", { name: "packs" });
  assert.deepEqual([await packs.getByLabel("classic").isChecked(), await packs.getByLabel("golden").isChecked(),
    await packs.getByLabel("magic").isChecked()], [true, true, false]);
  await variant.selectOption({ label: "Magic Pack" });
  assert.equal(await page.getByLabel("Players", { exact: true }).inputValue(), "2");
  assert.deepEqual([await packs.getByLabel("classic").isChecked(), await packs.getByLabel("magic").isChecked()], [false, true]);

  // A variant starts from the defaults: Spartan undoes Basic's modifiers.
  await page.getByRole("radio", { name: /Dojo/ }).check();
  await variant.selectOption({ label: "Basic (no strong or weak modifiers)" });
  assert.equal(await page.getByLabel("modifiers", { exact: true }).inputValue(), "off");
  await variant.selectOption({ label: "Spartan (animals only)" });
  assert.equal(await page.getByLabel("modifiers", { exact: true }).inputValue(), "on");
  assert.equal(await page.getByLabel("animals only").isChecked(), true);
  // The solo mission is one player's: a room of two would be refused.
  await variant.selectOption({ label: "Solo mission" });
  assert.equal(await page.getByLabel("mode", { exact: true }).inputValue(), "solo");
  assert.equal(await page.getByLabel("Players", { exact: true }).inputValue(), "1");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.waitForURL(/#\/room\//);
});

test("a room is asked for the options changed from their defaults and has them", async () => {
  const { page } = await rulesOf("Dojo");
  await page.getByLabel("Variant").selectOption({ label: "Basic (no strong or weak modifiers)" });
  await page.getByLabel("rest turns", { exact: true }).fill("2");
  await page.getByLabel("front row only").check();
  await page.getByLabel("Seat 1").selectOption("random");
  const asked = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/rooms"));
  await page.getByRole("button", { name: "Create the game" }).click();
  const want = { exercise: "honor", modifiers: "off", rest_turns: "2", front_row_only: "true" };
  assert.deepEqual((await asked).postDataJSON().options, { players: "2", ...want });

  await page.waitForURL(/#\/room\//);
  const id = new URL(page.url()).hash.replace("#/room/", "");
  const room = await (await fetch(`${shared.server.url}/api/rooms/${id}`)).json();
  for (const [k, v] of Object.entries({ ...want, animals_only: "false" })) {
    assert.equal(room.options[k], v, `the room's option ${k}`);
  }
  assert.deepEqual(shared.browser.errors, []);
});

test("a seat offers each bot once, by its level's name, with what the chosen one is", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Level Larks");
  const seat = page.getByLabel("Seat 2");
  assert.deepEqual(await seat.locator("option").allTextContents(), ["a person", "Easy bot", "Medium bot", "Hard bot", "Learned bot", "Random bot"]);
  assert.equal(await seat.inputValue(), "medium", "a new seat's bot");
  const line = async () => page.locator(`#${await seat.getAttribute("aria-describedby")}`).textContent();
  const lines = new Set();
  for (const level of ["easy", "medium", "hard", "learned", "random"]) {
    await seat.selectOption(level);
    assert.match(await line(), /^\w.{20,}/, `${level} says what it is`);
    lines.add(await line());
  }
  assert.equal(lines.size, 5, "each bot says something of its own");
  assert.deepEqual(shared.browser.errors, []);
});

test("a finished game in the lobby tells its winner and the scores as its game counts them", async () => {
  const games = [
    { game: "cardbattle", players: 2, counts: "trophies" },
    { game: "tableau", players: 2, counts: "VP" },
    { game: "dojo", players: 2, counts: "health" },
  ];
  const codes = [];
  for (const g of games) {
    const seats = Array.from({ length: g.players }, (_, i) => ({ bot: "random", name: `Result ${g.game} ${i + 1}` }));
    const resp = await fetch(`${shared.server.url}/api/rooms`, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: g.game, seats, public: true }) });
    codes.push((await resp.json()).code);
  }
  const page = await personAt(shared.browser, shared.server.url, "Result Rooks");
  const finished = page.locator("section[aria-labelledby=over-h]");
  for (const [i, g] of games.entries()) {
    const row = finished.locator("li", { has: page.locator("code", { hasText: codes[i] }) });
    await row.waitFor({ timeout: 30000 });
    const text = await row.textContent();
    const seat = `Result ${g.game} \\d`;
    assert.match(text, new RegExp(`(${seat} won|A draw) · ${g.counts}: ${seat} \\d+, ${seat} \\d+`), `${g.game}: ${text}`);
    assert.doesNotMatch(text, /-1/, `${g.game}: no bare returns`);
  }
  assert.deepEqual(shared.browser.errors, []);
});

test("one click starts each game against the medium bot, in the person's seat", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Quick Quokkas");
  const quick = page.getByRole("region", { name: "Play now against a bot" });
  assert.match(await quick.textContent(), /Medium bot: /, "the bot it plays against is said");
  for (const title of ["Card Battle", "Tableau", "Dojo"]) {
    await quick.getByRole("button", { name: title, exact: true }).click();
    await page.locator("main.room").waitFor();
    const players = page.getByRole("list", { name: "Players" });
    await players.getByText(/Quick Quokkas.* · you/).waitFor(); // once the seat's view has come
    assert.match(await players.textContent(), /Medium bot/, `${title}: the other seats are the medium bot`);
    assert.equal(await players.getByText("free seat").count(), 0, `${title}: no seat waits for a person`);
    await page.goto(`${shared.server.url}/`);
    await page.getByRole("heading", { name: "New game" }).waitFor();
  }
  assert.deepEqual(await axeViolations(page), [], "axe-core on the lobby with its quick play");
});
