// The games' own views draw from the table view alone: the page asks the
// server to leave each view's observation out, no message on its way to
// the page carries one, and a person plays a whole game of each game to
// the end against a bot, and no view shows a number or a name it could not
// read, nor logs an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, personAt } from "./browser.mjs";
import { answered, canAct, clickFirst, logged, openChoices, over, skipScene } from "./player.mjs";

/** The games with a view of their own, by the title the lobby gives them. */
const games = { cardbattle: "Card Battle", tableau: "Tableau", dojo: "Dojo" };

/** Whether a server message's view carries the game's own observation. */
function observed(message) {
  return JSON.parse(message).view?.observation !== undefined;
}

const shared = serverAndBrowser();

/** What a view shows when it reads a field it was not sent. */
const unread = /undefined|NaN|\[object Object\]/;

for (const [game, title] of Object.entries(games)) {
  test(`${game}'s view is played to the end from the table view and no observation`, async () => {
    const page = await personAt(shared.browser, shared.server.url, "Careful Cranes");
    let messages = 0;
    let observations = 0;
    await page.routeWebSocket(/\/play$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => {
        messages++;
        if (observed(m)) observations++;
        ws.send(m);
      });
    });
    await page.getByRole("radio", { name: new RegExp(`^${title}`) }).check();
    await page.getByRole("button", { name: "Create the game" }).click();
    const view = page.locator(`div.${game}`);
    await view.waitFor();
    const deadline = Date.now() + 150000;
    let turns = 0;
    while (!(await over(page))) {
      assert.ok(Date.now() < deadline, `the game did not end in time (${turns} turns)`);
      const text = await view.textContent();
      assert.doesNotMatch(text, unread, `the view shows what it could not read: ${text.match(unread)?.[0]} in ${text.slice(0, 400)}`);
      // Card Battle's battles and Tableau's combats are drawn from the table view too, then skipped.
      if (await skipScene(page)) continue;
      if (!(await canAct(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      const before = await logged(page);
      const choices = await openChoices(page);
      if (!choices || !(await clickFirst(choices))) continue; // the turn has passed meanwhile
      turns++;
      await answered(page, before);
    }
    await page.getByRole("heading", { name: "The end" }).waitFor();
    assert.doesNotMatch(await view.textContent(), unread);
    assert.ok(turns > 5 && messages > turns, `a whole game was played (${turns} turns, ${messages} messages)`);
    assert.equal(observations, 0, `${observations} of ${messages} messages carried an observation`);
    assert.deepEqual(shared.browser.errors, []);
  });
}
