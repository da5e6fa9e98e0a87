// The battle scene's reading of Card Battle's events, without a browser:
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
      name: "the decks are laid out as the battle starts",
      events: [ev("deck", 0, { first_card: 7, second_card: 3, third_card: 8, position: 0 }), ev("deck", 0, { first_card: 5, second_card: 0, third_card: 0, position: 3 }),
        ev("deck", 1, { first_card: 9, second_card: 0, third_card: 0, position: 0 })],
      want: [{ deck: [7, 3, 8, 5], pet: 0 }, { deck: [9] }],
    },
    {
      name: "a pet played comes forward from its deck with its power and no damage",
      events: [ev("deck", 0, { first_card: 3, second_card: 7, third_card: 0, position: 0 }), ev("play_pet", 0, { pet: 7, perk: 0, power: 5 })],
      want: [{ deck: [3], pet: 7, power: 5, damage: 0, came: 2, flash: "played" }, { pet: 0, power: 0, damage: 0 }],
    },
    {
      name: "an attack sets both sides' pets, power and damage, and the damage each took",
      events: [ev("attack", 0, { target: 1, pet: 7, other_pet: 9, damage_taken: 2, other_damage_taken: 3, power: 5, damage: 1, other_power: 4, other_damage: 2 })],
      want: [{ pet: 7, power: 5, damage: 1, hit: 2, flash: "attack" }, { pet: 9, power: 4, damage: 2, hit: 3, flash: "attack" }],
    },
    {
      name: "a pet that faints leaves the front for the fainted pile, with its power and damage",
      events: [ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }),
        ev("attack", 0, { target: 1, pet: 7, other_pet: 9, damage_taken: 6, other_damage_taken: 3, power: 5, damage: 6, other_power: 4, other_damage: 3 }),
        ev("faint", 0, { pet: 7 })],
      want: [{ pet: 0, gone: 7, fainted: [{ pet: 7, power: 5, damage: 6 }], flash: "faint" }, { fainted: [] }],
    },
    {
      name: "a pet set aside leaves the front for the set-aside pets",
      events: [ev("play_pet", 1, { pet: 9, perk: 0, power: 2 }), ev("set_aside", 1, { pet: 9 })],
      want: [{ setAside: [] }, { pet: 0, gone: 9, setAside: [{ pet: 9, power: 2, damage: 0 }], flash: "set_aside" }],
    },
    {
      name: "a pet set aside from behind the front leaves with its card alone, and the pet in front stays",
      events: [ev("play_pet", 1, { pet: 9, perk: 0, power: 2 }), ev("set_aside", 1, { pet: 8 })],
      want: [{ setAside: [] }, { pet: 9, power: 2, setAside: [{ pet: 8 }] }],
    },
    {
      name: "cards put on a deck go on its top",
      events: [ev("deck", 1, { first_card: 9, second_card: 0, third_card: 0, position: 0 }), ev("add_deck", 0, { target: 1, card: 4, count: 2 })],
      want: [{ flash: "ability" }, { deck: [4, 4, 9] }],
    },
    {
      name: "food played and eaten",
      events: [ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }), ev("play_food", 0, { food: 2 }), ev("eat", 0, { pet: 7, food: 2, count: 1, power: 6, damage: 0 })],
      want: [{ pet: 7, power: 6, food: 2, ate: 2, flash: "eat" }, {}],
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
      name: "rocks set the pet hit, the damage and the dice's faces",
      events: [ev("rocks", 1, { pet: 9, rocks: 3, dice: 3, faces: 0b100100, power: 3, damage: 3 })],
      want: [{ pet: 0, power: 0, damage: 0, hit: 0, faces: [] }, { pet: 9, power: 3, damage: 3, hit: 3, faces: [0, 1, 2], flash: "rocks" }],
    },
    {
      name: "a sixteenth die's faces make the number negative: its bits are read unsigned",
      events: [ev("rocks", 1, { pet: 9, rocks: 2, dice: 16, faces: 2 << 30, power: 3, damage: 2 })],
      want: [{}, { faces: [...Array(15).fill(0), 2] }],
    },
  ];
  for (const c of cases) {
    const b = battle(start, ...c.events);
    const sides = board(b, b.steps.length);
    for (const [i, want] of c.want.entries()) {
      for (const [k, v] of Object.entries(want)) assert.deepEqual(sides[i][k], v, `${c.name}: side ${i} ${k}`);
    }
  }
});

test("what a step did shows at that step only", () => {
  const b = battle(start, ev("attack", 0, { target: 1, pet: 7, other_pet: 9, damage_taken: 2, other_damage_taken: 3, power: 5, damage: 1, other_power: 4, other_damage: 2 }),
    ev("battle_over", 0));
  const sides = board(b, b.steps.length);
  assert.deepEqual([sides[0].hit, sides[0].flash, sides[1].hit], [0, "", 0]);
});

test("a battle's end, its winner and trophies, and the updates it came in", () => {
  const cases = [
    { name: "a win", over: ev("battle_over", 1), trophy: ev("trophy", 1, { trophies: 2 }), want: { winner: 1, trophies: 2 } },
    { name: "a draw", over: ev("battle_over", -4), trophy: ev("trophy", -4, { trophies: 0 }), want: { winner: -1, trophies: 0 } },
  ];
  for (const c of cases) {
    const [b] = battlesOf([
      { version: 4, actor: 0, events: [start, ev("play_pet", 0, { pet: 7, perk: 0, power: 5 })], texts: ["starts", "plays"] },
      { version: 5, actor: -1, events: [c.over, c.trophy, ev("shop_opens", -4)], texts: ["over", "trophy", "shop"] },
    ]);
    assert.deepEqual({ from: b.from, to: b.to, winner: b.winner, trophies: b.trophies, steps: b.steps.length },
      { from: 4, to: 5, ...c.want, steps: 3 }, c.name);
  }
  const [unfinished] = battlesOf([{ version: 4, actor: 0, events: [start], texts: ["starts"] }]);
  assert.equal(unfinished.to, undefined, "a battle not over yet has no end");
});

test("an event of a kind the model does not declare is skipped", () => {
  const b = battle(start, ev("play_pet", 0, { pet: 7, perk: 0, power: 5 }), ev("unknown_kind", 0, { cards: [1], values: [1, 1, 1, 1] }));
  assert.equal(board(b, b.steps.length)[0].power, 5);
});
