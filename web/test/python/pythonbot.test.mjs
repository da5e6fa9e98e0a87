// A Python bot meets a person in a real browser: a bot account registered
// and played through the Python package's menagerie.online (challenged_bot.py
// beside this file) waits for challenges; a registered person sees it marked
// as a bot on its profile and in the lobby's challenge list, challenges it to
// a rated game of Dojo, and plays the game to its end by clicks. The game's
// result rates both players, the person on the people's ladder and the bot
// on the bots', and the Python process reports the same result and exits.
//
// The Python interpreter is MENAGERIE_TEST_PYTHON's, one with the package
// and its online extra installed (pip install './python[online]'); the test
// fails without it.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverAndBrowser, personAt } from "../browser.mjs";
import { answered, clickFirst, logged, playToEnd } from "../player.mjs";

const python = process.env.MENAGERIE_TEST_PYTHON;
if (!python) {
  throw new Error("pythonbot.test.mjs needs MENAGERIE_TEST_PYTHON, a Python with menagerie[online]: " +
    "python3 -m venv VENV && VENV/bin/pip install './python[online]', then MENAGERIE_TEST_PYTHON=VENV/bin/python npm run test:python");
}

const shared = serverAndBrowser();

/** The bot account's and the person's names. */
const botName = "Python Pelican";
const personName = "Person Pia";

/** The bot's Python process, its output so far, and its exit once it comes. */
function startBot(url, dir) {
  const proc = spawn(python, [new URL("challenged_bot.py", import.meta.url).pathname, url, join(dir, "bot.key"), botName, "dojo"],
    { stdio: ["ignore", "pipe", "pipe"] });
  const bot = { proc, out: "", err: "" };
  proc.stdout.on("data", (b) => { bot.out += b; });
  proc.stderr.on("data", (b) => { bot.err += b; });
  bot.exited = new Promise((resolve) => proc.once("exit", (code, signal) => resolve({ code, signal })));
  return bot;
}

/** Waits until the bot's output has a line starting with word; its rest. */
async function line(bot, word, ms) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const found = bot.out.split("\n").find((l) => l.startsWith(`${word} `));
    if (found) return found.slice(word.length + 1);
    if (bot.proc.exitCode !== null) break;
  }
  throw new Error(`the Python bot said no "${word}" line in ${ms} ms (exit ${bot.proc.exitCode}): ${bot.out}${bot.err}`);
}

/** Takes one turn by clicking the first of the page's list of every choice. */
async function firstChoice(page) {
  const before = await logged(page);
  const details = page.locator("details.actions");
  if ((await details.count()) === 0) return;
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  if (!(await clickFirst(details.locator("li button")))) return;
  await answered(page, before);
}

/** A JSON answer of the server. */
async function get(path) {
  const r = await fetch(`${shared.server.url}${path}`);
  assert.equal(r.status, 200, `GET ${path}`);
  return r.json();
}

const dir = mkdtempSync(join(tmpdir(), "menagerie-pybot-"));
let bot;
after(() => {
  if (bot?.proc.exitCode === null) bot.proc.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

test("a Python bot account accepts a person's rated challenge and plays it to the end through menagerie.online", { timeout: 180_000 }, async (t) => {
  const started = Date.now();
  bot = startBot(shared.server.url, dir);
  assert.equal(await line(bot, "ready", 30_000), botName);

  const page = await personAt(shared.browser, shared.server.url, "Pia's Pets");
  await page.getByLabel("Player name").fill(personName);
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText(`You play as ${personName}`).waitFor();

  // The bot's profile marks it a bot; the person challenges it from there to a rated game.
  await page.goto(`${shared.server.url}/#/player/${encodeURIComponent(botName)}`);
  await page.getByText(/^A bot account, played by a program/).waitFor();
  assert.equal(await page.getByRole("heading", { level: 1 }).locator(".badge").textContent(), "Bot");
  const form = page.getByRole("region", { name: `Challenge ${botName}` });
  await form.getByLabel("Game").selectOption({ label: "Dojo" });
  assert.equal(await form.getByLabel("Players").inputValue(), "2", "Dojo's duel");
  await form.getByRole("checkbox", { name: "Rated" }).check();
  await form.getByRole("button", { name: "Challenge" }).click();
  // The lobby lists the challenge, the opponent marked as a bot, open or already accepted; the
  // page goes to the room once it sees it accepted, or the person follows its link there.
  await page.getByText(`You challenge ${botName} (bot): Dojo, rated`).waitFor({ timeout: 10_000 });
  for (const deadline = Date.now() + 20_000; !/#\/room\//.test(page.url());) {
    assert.ok(Date.now() < deadline, "the person did not reach the room in 20 s");
    if (!(await clickFirst(page.getByRole("link", { name: "Go to the room" })))) await page.waitForTimeout(100);
  }
  const id = page.url().split("#/room/")[1];
  const room = await get(`/api/rooms/${id}`);
  assert.equal(room.rated, true, "the room is rated");
  const botSeat = room.seats.findIndex((s) => s.player === botName);
  const personSeat = room.seats.findIndex((s) => s.player === personName);
  assert.ok(botSeat >= 0 && personSeat >= 0, `both players seated: ${JSON.stringify(room.seats)}`);
  assert.equal(room.seats[botSeat].bot_account, true, "the bot's seat is marked a bot account's");
  assert.equal(room.seats[botSeat].bot, undefined, "the seat is the program's, not a bot level's");
  // The room's scoreboard marks the program's seat too, for the person who plays it.
  await page.getByRole("list", { name: "Players" }).getByText(/ · bot account/).waitFor({ timeout: 10_000 });

  const played = Date.now();
  await playToEnd(page, firstChoice, Date.now() + 120_000);
  const playing = Date.now() - played;

  // The Python process reports the game's end and exits.
  const result = JSON.parse(await line(bot, "result", 30_000));
  assert.deepEqual(await bot.exited, { code: 0, signal: null }, `the Python bot's exit: ${bot.err}`);
  assert.equal(result.room, id);
  assert.equal(result.seat, botSeat);
  assert.ok(result.decisions > 0, "the policy made decisions");
  const ended = await get(`/api/rooms/${id}`);
  assert.equal(ended.over, true, "the game is over");
  assert.deepEqual(result.returns, ended.returns, "the bot's result is the room's");

  // Each player's first rated game, from 1500 with a deviation of 350 and a volatility of 0.06
  // (docs/ratings.md): by hand, Glicko-2 gives a win 1500 + 173.7178 * phi'^2 * g(phi) * (1 - 1/2)
  // = 1662.31, a loss 1337.69 and a draw 1500, with the deviation phi' = 290.32 in each case
  // (phi = 350/173.7178, g(phi) = 1/sqrt(1 + 3 phi^2/pi^2), phi' = 1/sqrt(1/phi^2 + g(phi)^2/4)).
  const winner = ended.winners.length === 1 ? room.seats[ended.winners[0]].player : null;
  const expected = (name) => (winner === null ? 1500 : name === winner ? 1662.31 : 1337.69);
  const ratings = {};
  for (const name of [botName, personName]) {
    const p = await get(`/api/players/${encodeURIComponent(name)}`);
    assert.deepEqual(p.history.map((h) => h.room), [id], `${name}'s rated games`);
    const [r] = p.ratings;
    assert.deepEqual([p.ratings.length, r.game, r.players, r.games, r.provisional], [1, "dojo", "2", 1, true], `${name}'s rating`);
    assert.ok(Math.abs(r.rating - expected(name)) < 0.01, `${name}'s rating ${r.rating}, not ${expected(name)} (winner: ${winner})`);
    assert.ok(Math.abs(r.deviation - 290.32) < 0.01, `${name}'s deviation ${r.deviation}, not 290.32`);
    ratings[name] = r.rating;
  }

  // The bot on the bots' ladder only, the person on the people's only.
  const ladder = async (bots) => (await get(`/api/leaderboard/dojo?players=2&provisional=true${bots ? "&bots=true" : ""}`)).map((s) => s.name);
  assert.deepEqual(await ladder(true), [botName], "the bots' ladder");
  assert.deepEqual(await ladder(false), [personName], "the people's ladder");
  assert.deepEqual(shared.browser.errors, []);
  t.diagnostic(`Python bot against a person: ${Date.now() - started} ms in all, the game ${playing} ms, ${result.decisions} bot decisions, ratings ${JSON.stringify(ratings)}`);
});
