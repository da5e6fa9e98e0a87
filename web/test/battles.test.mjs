// The battle view's reading of Card Battle's events, without a browser:
// src/battles.ts is bundled by esbuild and given events as protocol
// version 2 carries them, by the field names of the game's declared model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { build } from "esbuild";

const bundled = await build({ entryPoints: ["src/battles.ts"], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { battlesOf, board } = await import(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0].text)}`);

/** A wire event of round 1: its kind, seat and declared fields (target among them when its kind has one). */
const ev = (kind, seat, fields = {}) => ({ kind, round: 1, seat, ...fields });

/** The one battle of these events, each with a sentence. */
function battle(...events) {
  const [b] = battlesOf([{ version: 1, actor: 0, events, texts: events.map((e) => e.kind) }]);
  return b;
}

const start = ev("battle_starts", 0, { target: 1 });

test("the sides after each step, read by the events' declared names", () => {
  const cases = [
    {
      name: "a pet played shows its power and no damage",
      events: [ev("play_pet", 0, { pet: 7, perk: 0, power: 5 })],
      want: [{ pet: 7, power: 5, damage: 0, flash: "played" }, { pet: 0, power: 0, damage: 0 }],
    },
    {
      name: "an attack sets both sides' pets, power and damage",
      events: [ev("attack", 0, { target: 1, pet: 7, other_pet: 9, damage_taken: 2, other_damage_taken: 3, power: 5, damage: 1, other_power: 4, other_damage: 2 })],
      want: [{ pet: 7, power: 5, damage: 1, flash: "attack" }, { pet: 9, power: 4, damage: 2, flash: "hit" }],
    },
    {
      name: "an ailment leaves the pet's power and damage",
      events: [ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }), ev("ailment", 0, { pet: 7, ailment: 30, count: 1 })],
      want: [{ pet: 7, power: 5, damage: 0, flash: "ailment" }, { pet: 0, power: 0, damage: 0 }],
    },
    {
      name: "a heal of a pet not in front changes nothing",
      events: [ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }), ev("heal", 0, { pet: 8, healed: 2, power: 9, damage: 0 })],
      want: [{ pet: 7, power: 5, damage: 0, flash: "" }, { pet: 0, power: 0, damage: 0 }],
    },
    {
      name: "rocks set the pet hit",
      events: [ev("rocks", 1, { pet: 9, rocks: 2, dice: 1, power: 3, damage: 2 })],
      want: [{ pet: 0, power: 0, damage: 0 }, { pet: 9, power: 3, damage: 2, flash: "rocks" }],
    },
  ];
  for (const c of cases) {
    const b = battle(start, ...c.events);
    const sides = board(b, b.steps.length);
    for (const [i, want] of c.want.entries()) {
      for (const [k, v] of Object.entries(want)) assert.equal(sides[i][k], v, `${c.name}: side ${i} ${k}`);
    }
  }
});

test("an event of a kind the model does not declare is skipped", () => {
  const b = battle(start, ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }), ev("unknown_kind", 0, { cards: [1], values: [1, 1, 1, 1] }));
  assert.equal(board(b, b.steps.length)[0].power, 5);
});
