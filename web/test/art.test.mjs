// The cards' art chosen at build time: a card file's icon field names the
// card's icon, an icon the set lacks stops the build, the Go list of
// embedded icons that card files are checked against is the bundle's, and
// the built script opens with the icon set's licence.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { cardArt, cardNames, goIconNames } from "../art.mjs";

const games = new URL("../../games", import.meta.url).pathname;

test("a card file's icon field names the card's icon", () => {
  const found = cardNames(games);
  assert.equal(found.named.Carrion, "bone", "Tableau's Carrion names its icon");
  assert.equal(cardArt(found).cards.Carrion, "bone");
});

test("an icon the set lacks stops the build", () => {
  assert.throws(() => cardArt({ names: ["Owl"], named: { Owl: "owl-wizard" } }), /the icon "owl-wizard" named for Owl is not in/);
});

test("the Go list of embedded icons is the bundle's (npm run build writes it)", () => {
  const { icons } = cardArt(cardNames(games));
  const committed = readFileSync(`${games}/internal/cardicons/names.go`, "utf8");
  assert.equal(committed, goIconNames(icons));
});

test("the built script opens with the icon set's licence, as the licence file has it", () => {
  const script = readFileSync(new URL("../../internal/web/dist/assets/app.js", import.meta.url), "utf8");
  const licence = readFileSync(new URL("../licences/fluent-emoji-flat.txt", import.meta.url), "utf8");
  assert.ok(script.startsWith("/*\n"), "the script opens with a comment");
  const head = script.slice(0, script.indexOf("*/"));
  for (const line of ["MIT License", "Copyright (c) Microsoft Corporation.", licence.trim().split("\n").at(-1).trim()]) {
    assert.ok(head.includes(line), `the script's opening comment holds "${line}"`);
  }
});
