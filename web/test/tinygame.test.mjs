// A game with no view of its own in a real browser: High Card, which only
// a server built with -tags testgames lists, is played against a
// bot to the end through the generic table view, drawn from the game's
// declared model and the seat's view in its terms, and the list of every
// choice; no page logs an error and axe-core finds nothing wrong.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, cardArts, personAt } from "./browser.mjs";
import { answered, clickFirst, logged, openChoices, playToEnd } from "./player.mjs";

const shared = serverAndBrowser({ testGames: true });

test("a person plays High Card, a game without a view of its own, against a bot to the end", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Tidy Tapirs");
  await page.getByRole("radio", { name: /High Card/ }).check();
  await page.getByRole("button", { name: "Create the game" }).click();
  const table = page.locator("section.table-view");
  await table.waitFor();
  assert.equal(await page.locator("pre.observation").count(), 0, "no observation shown as raw JSON");

  const phases = new Set();
  let checked = false;
  await playToEnd(page, async () => {
    const before = await logged(page);
    phases.add(await page.locator("#tableview-h").textContent());
    const mine = table.locator("section.tv-side.me");
    const hand = mine.locator(".tv-zone", { has: page.getByRole("heading", { name: /^Hand/ }) });
    // The zones are drawn once the game's schema has come, which may be after the first choices.
    await hand.waitFor();
    const names = await hand.locator(".card-name").allTextContents();
    const choices = await openChoices(page);
    if (!choices) return; // the turn has passed meanwhile
    // Every choice plays a card the seat's hand shows by name.
    const texts = await choices.allTextContents();
    assert.deepEqual(texts.map((t) => t.replace(/^play /, "")).sort(), [...names].sort(), "the choices play the cards of the hand");
    if (!checked) {
      assert.match(await table.locator(".help").textContent(), /Play any card of your hand face up/, "the lead's declared hint");
      assert.ok(await table.getByRole("heading", { name: "Points" }).count() === 0, "counters are terms, not headings");
      assert.match(await mine.locator(".tv-counters").textContent(), /Points\s*0/, "the seat's points by title");
      assert.ok(await table.locator("section.tv-side:not(.me)").getByRole("img", { name: "a hidden card" }).count() > 0, "the other hand as card backs");
      assert.ok(await table.getByRole("heading", { name: /^Deck/ }).count() === 1, "the deck by its title");
      assert.deepEqual(await axeViolations(page), [], "axe-core on the generic view");
      // High Card's cards ("Fox 6") have no icon: each shows its monogram, the initials of its name.
      const arts = await cardArts(table);
      assert.ok(arts.length > 0, "the view shows named cards");
      assert.deepEqual(arts.filter((a) => a.art !== "monogram" || a.letters !== a.name.split(" ").map((w) => w[0].toUpperCase()).join("")), [],
        "cards shown without their monogram");
      checked = true;
    }
    if (!(await clickFirst(choices))) return;
    await answered(page, before);
  });
  assert.ok(phases.has("Lead"), `the phases seen: ${[...phases]}`);
  await page.locator(".seats .badge", { hasText: /^(won|lost|drew)$/ }).first().waitFor();
  await page.locator("#tableview-h", { hasText: "Game over" }).waitFor();
  assert.match(await page.locator(".log").textContent(), /game over: (P\d wins, \d points? to \d|a draw, \d points? each)/);
  const played = table.locator(".tv-zone", { has: page.getByRole("heading", { name: /^Played/ }) }).locator(".card-name");
  assert.ok(await played.count() >= 2, "the played cards by name");
  assert.equal(await page.locator("pre.observation").count(), 0, "no observation shown as raw JSON");
  assert.deepEqual(shared.browser.errors, []);
});
