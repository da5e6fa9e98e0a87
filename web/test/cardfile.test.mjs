// A designer's card file in the browser: the server is started with a small
// Card Battle file (`serve --cards cardbattle=FILE`) of two pets, one naming
// its icon and one named like an embedded icon, four cards that the first
// shop deals all; the lobby says the game is played with the file, and a
// game against a bot shows both pets in the shop by their names and texts,
// each drawn with its icon, not with a monogram. Started again with the
// built-in cards, the server lists a room made with the file as made with
// other cards, with no way to join it, and its page says why and offers no
// seat.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverAndBrowser, cardArts, personAt } from "./browser.mjs";
import { cardArt } from "../art.mjs";

const dir = mkdtempSync(join(tmpdir(), "menagerie-cards-"));
const file = join(dir, "dragons.yaml");
writeFileSync(file, `game: cardbattle
pack: dragons
hats: [horn]
cards:
  - name: Ember Wyrm
    kind: pet
    tier: 1
    power: 2
    hat: horn
    copies: 3
    source: designed
    text: "A small dragon that breathes sparks."
    icon: dragon
  - name: Tiger
    kind: pet
    tier: 1
    power: 3
    hat: horn
    copies: 1
    source: designed
    text: "No built-in card is a Tiger."
`);
after(() => rmSync(dir, { recursive: true, force: true }));

const shared = serverAndBrowser({ args: ["--cards", `cardbattle=${file}`] });

/** The first path of an embedded icon, as the icon set draws it. */
function firstPath(icon) {
  return cardArt({ names: ["card"], named: { card: icon } }).icons[icon].body.match(/ d="([^"]+)"/)[1];
}

test("a game on a designer's card file shows its cards' names, texts and icons", async () => {
  const page = await personAt(shared.browser, shared.server.url, "Wyrm Tamers");
  const cardBattle = page.getByRole("radio", { name: /Card Battle/ });
  await cardBattle.check();
  const label = page.locator("label.choice", { has: cardBattle });
  assert.match(await label.textContent(), /Played with a designer's card file: pack dragons/, "the lobby names the file's pack");
  assert.equal(await page.getByRole("option", { name: "Classic Pack" }).count(), 0, "no built-in pack is offered as a variant");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();

  const face = (name) => page.locator(".card-face", { has: page.locator(".card-name", { hasText: name }) }).first();
  for (const [name, text, icon] of [["Ember Wyrm", /breathes sparks/, "dragon"], ["Tiger", /No built-in card is a Tiger/, "tiger"]]) {
    await face(name).waitFor();
    assert.match(await face(name).textContent(), text, `${name}'s text from the file is on its face`);
    const arts = (await cardArts(page.locator("main.room"))).filter((a) => a.name === name);
    assert.ok(arts.length > 0 && arts.every((a) => a.art === "svg"), `${name}'s art: ${JSON.stringify(arts)}`);
    // The drawing is the icon's: its first path is the icon set's.
    assert.equal(await face(name).locator("svg.card-art path").first().getAttribute("d"), firstPath(icon), `${name} is drawn with the ${icon} icon`);
  }
  assert.deepEqual(shared.browser.errors, []);
  await page.close();
});

test("a room made with other cards is listed and shown as such, with no seat offered", async () => {
  const made = await fetch(`${shared.server.url}/api/rooms`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ game: "cardbattle", seats: [{}, {}], public: true }),
  });
  assert.equal(made.status, 201, await made.clone().text());
  const room = await made.json();
  await shared.server.restart(0, []);
  let page;
  try {
    page = await personAt(shared.browser, shared.server.url, "Card Sharps");
    const listed = page.locator("section[aria-labelledby=open-h] li", { hasText: room.code });
    await listed.getByText("Made with other cards").waitFor();
    assert.equal(await listed.getByRole("button").count(), 0, "no way to join the room from the list");
    await page.goto(`${shared.server.url}/#/room/${room.id}`);
    await page.getByRole("alert").filter({ hasText: "This server does not play this game" }).waitFor();
    assert.match(await page.getByRole("alert").filter({ hasText: "card set" }).textContent(), /pack dragons|card set/, "the page names the card sets");
    assert.equal(await page.getByRole("button", { name: "Take a free seat" }).count(), 0, "no free seat is offered");
  } finally {
    // Closed before the server goes down: a page left open tries the room again and logs the refusal.
    await page?.close();
    await shared.server.restart(0, ["--cards", `cardbattle=${file}`]);
  }
  // The page asks for the room's cards with the room, before it knows the room was made with other
  // cards; the server's 409 to that request is the one error the browser logs.
  assert.deepEqual(shared.browser.errors.filter((e) => !e.endsWith("the server responded with a status of 409 (Conflict)")), []);
});
