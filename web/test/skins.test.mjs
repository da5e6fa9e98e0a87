// The games' own views draw from the table view: with each view's
// observation cut down on its way to the page to the fields the view says
// the table view does not lay out (its Untabled type; none at all once the
// table holds everything), a person plays a whole game of each game to the
// end against a bot, and no view shows a number or a name it could not
// read, nor logs an error.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer } from "./server.mjs";
import { launch, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, over, version } from "./player.mjs";

/**
 * The fields of the observation each game's view still reads, as its Untabled type names them:
 * "a.b" keeps only field b of object a, "a[].b" only field b of each item of list a.
 */
const untabled = {
  cardbattle: [],
  tableau: ["moved", "acting_slot"],
  dojo: ["first_player_reason", "active", "attack", "exercise", "players[].workout"],
};

/** The part of value that path names ("a", "a.b" or "a[].b"), or undefined. */
function part(value, path) {
  const [, head, list, rest] = /^([^.[]+)(\[\])?\.?(.*)$/.exec(path);
  const v = value?.[head];
  if (v === undefined || v === null || !rest) return v;
  const pick = (x) => (x === null || x === undefined ? x : { [rest]: x[rest] });
  return list ? v.map(pick) : pick(v);
}

/** A server message with its view's observation cut down to the paths of keep (none: no observation). */
function cut(message, keep) {
  const m = JSON.parse(message);
  const o = m.view?.observation;
  if (o === undefined) return message;
  if (keep.length === 0) delete m.view.observation;
  else m.view.observation = Object.fromEntries(keep.map((k) => [k.split(/[.[]/)[0], part(o, k)]).filter(([, v]) => v !== undefined));
  return JSON.stringify(m);
}

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a view shows when it reads a field it was not sent. */
const unread = /undefined|NaN|\[object Object\]/;

for (const [game, keep] of Object.entries(untabled)) {
  test(`${game}'s view is played to the end from the table view and ${keep.length ? keep.join(", ") : "no observation"}`, async () => {
    const page = await personAt(browser, server.url, "Careful Cranes");
    let cuts = 0;
    await page.routeWebSocket(/\/play$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => {
        cuts++;
        ws.send(cut(m, keep));
      });
    });
    await page.getByRole("radio", { name: new RegExp(`^${{ cardbattle: "Card Battle", tableau: "Tableau", dojo: "Dojo" }[game]}`) }).check();
    await page.getByRole("button", { name: "Create the game" }).click();
    const view = page.locator(`div.${game}`);
    await view.waitFor();
    const deadline = Date.now() + 150000;
    let turns = 0;
    while (!(await over(page))) {
      assert.ok(Date.now() < deadline, `the game did not end in time (${turns} turns)`);
      const text = await view.textContent();
      assert.doesNotMatch(text, unread, `the view shows what it could not read: ${text.match(unread)?.[0]} in ${text.slice(0, 400)}`);
      if (!(await canAct(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      const before = await version(page);
      const details = page.locator("details.actions");
      if ((await details.count()) === 0) continue; // the turn has passed meanwhile
      if (!(await details.getAttribute("open"))) await details.locator("summary").click();
      if (!(await clickFirst(details.locator("li button")))) continue;
      turns++;
      await answered(page, before);
    }
    await page.getByRole("heading", { name: "The end" }).waitFor();
    assert.doesNotMatch(await view.textContent(), unread);
    assert.ok(turns > 5 && cuts > turns, `a whole game was played through cut messages (${turns} turns, ${cuts} messages)`);
    assert.deepEqual(browser.errors, []);
  });
}
