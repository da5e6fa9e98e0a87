// The combat scene's reading of Tableau's events, without a browser, held
// to the engine's own figures: src/combat.ts is bundled by esbuild and
// given the events of whole games three medium bots play on the server, as
// its replay tells them; the tableaus, wounds, power and VP the server's
// views report at each version of a combat are what the scene's steps must
// add up to.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { build } from "esbuild";
import { startServer } from "./server.mjs";

const bundled = await build({ entryPoints: ["src/combat.ts"], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { combatsOf, combatBoard } = await import(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0].text)}`);

/** The numbers each place of the tableaus zone carries, in the declared order (tableauZoneStats). */
const stats = ["level", "chocolates", "wounded", "honey", "power"];

/** The kinds of events the games played must show between them, so that each reading is checked. */
const wanted = ["ability", "roll", "column", "wound", "stack_power", "power", "award", "first_player"];

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

/** A JSON request to the server; a refusal fails the test with its answer. */
async function request(path, body) {
  const r = await fetch(`${server.url}${path}`, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** A whole Tableau game of three medium bots: its room id and its full replay (every update, hidden cards named). */
async function playedGame() {
  const { id } = await request("/api/rooms", { game: "tableau", seats: [{ bot: "medium" }, { bot: "medium" }, { bot: "medium" }] });
  const deadline = Date.now() + 30000;
  for (;;) {
    const r = await fetch(`${server.url}/api/rooms/${id}/replay`);
    if (r.ok) return { id, replay: await r.json() };
    assert.equal(r.status, 409, "the replay waits for the game's end only");
    assert.ok(Date.now() < deadline, "the bots' game did not end in 30 s");
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** The engine's tableaus at a version: each seat's animals, wounds and counters, by the public view. */
async function tableausAt(id, version) {
  const { view } = await request(`/api/rooms/${id}/replay?version=${version}`);
  const zone = view.table.zones.find((z) => z.id === "tableaus");
  const counter = (cid) => view.table.counters.find((c) => c.id === cid).values;
  const wounded = zone.stats.map((row) => zone.cards[0].map((_, i) => row[i * stats.length + stats.indexOf("wounded")] === 1));
  return { cards: zone.cards, wounded, lastPower: counter("last_power"), vpCombat: counter("vp_combat") };
}

/** The slots the board shows wounded, as the engine's zone stats would write them. */
const woundsOf = (board) => board.seats.map((s) => s.slots.map((sl) => sl.wounded));

/** The slots a step lit, as "seat/slot:flash". */
const lit = (board) => board.seats.flatMap((s, seat) => s.slots.flatMap((sl, slot) => (sl.flash ? [`${seat}/${slot}:${sl.flash}`] : [])));

/** What a step must light on the board: the stack its event names. */
const lights = { ability: "ability", wound: "wound", shield: "shield", stack_power: "power", sell: "sold" };

/**
 * Checks one combat's steps against the events the engine sent and the views it reports: at every
 * step the stack the event names lights; each stack's power shows as counted and the seat's adds up
 * to the engine's total; the die and the column struck; after each update inside the combat, the
 * wounds placed are the engine's; at the end each seat's power and VP are the engine's figures.
 */
async function checkCombat(id, c, seen) {
  const at = c.steps.map((s) => s.e); // the engine's events in order
  const versions = [...new Set(c.steps.map((s) => s.v))];
  const before = await tableausAt(id, c.from - 1);
  const after = await tableausAt(id, c.to);
  const name = `round ${c.round}'s combat (versions ${c.from} to ${c.to})`;
  for (let n = 1; n <= at.length; n++) {
    const e = at[n - 1];
    seen.add(e.kind);
    const board = combatBoard(c.log, before.cards, n);
    const step = `${name}, step ${n} (${c.steps[n - 1].text})`;
    assert.deepEqual(lit(board), lights[e.kind] ? [`${e.seat}/${e.slot}:${lights[e.kind]}`] : [], `${step}: what lights`);
    const s = board.seats[e.seat];
    switch (e.kind) {
      case "stack_power": {
        const sl = s.slots[e.slot];
        assert.deepEqual([sl.card, sl.power, sl.wounded], [e.animal, e.power, e.wounded === 1], `${step}: the stack counted`);
        const counted = at.slice(0, n).filter((x) => x.kind === "stack_power" && x.seat === e.seat).reduce((a, x) => a + x.power, 0);
        assert.equal(s.counted, counted, `${step}: the seat's power so far`);
        break;
      }
      case "power": {
        const slots = s.slots.reduce((a, sl) => a + (sl.power ?? 0), 0);
        assert.deepEqual([s.counted, slots, s.power], [e.power, e.power, e.power], `${step}: the stacks' power adds up to the seat's`);
        break;
      }
      case "roll":
        assert.equal(board.face, e.face, `${step}: the die`);
        break;
      case "column":
        assert.ok(board.seats.every((x) => x.column === e.column), `${step}: the column struck`);
        break;
      case "wound":
        assert.ok(s.slots[e.slot].wounded, `${step}: the stack wounded`);
        break;
    }
    // Once the last step of an update inside the combat is shown, the wounds are the engine's then.
    const v = c.steps[n - 1].v;
    const lastOfUpdate = n === at.length || c.steps[n].v !== v;
    if (lastOfUpdate && v < c.to) {
      assert.deepEqual(woundsOf(board), (await tableausAt(id, v)).wounded, `${step}: the wounds placed by version ${v}`);
    }
  }
  const end = combatBoard(c.log, before.cards, at.length);
  assert.deepEqual(end.seats.map((s) => s.power), after.lastPower, `${name}: each seat's power`);
  assert.deepEqual(end.seats.map((s) => s.award), after.vpCombat.map((vp, i) => vp - before.vpCombat[i]), `${name}: the VP each seat won`);
  const first = at.find((e) => e.kind === "first_player");
  if (first) assert.equal(end.first, first.seat, `${name}: the next first player`);
  return versions.length;
}

test("the combat scene's steps add up to the engine's figures in whole games", async () => {
  const seen = new Set();
  let combats = 0;
  let updates = 0;
  // Bots' games until every kind of step has come (a Mosquito's roll is not in every game).
  for (let game = 0; game < 6 && !wanted.every((k) => seen.has(k)); game++) {
    const { id, replay } = await playedGame();
    const logs = combatsOf(replay.updates);
    assert.equal(logs.length, 6, "a game of six rounds has six combats");
    for (const log of logs) {
      // The version each step came in, from the updates the combat spans.
      const steps = replay.updates.filter((u) => u.version >= log.from && u.version <= (log.to ?? Infinity))
        .flatMap((u) => u.events.map((e, i) => ({ e, v: u.version, text: u.texts[i] })))
        .filter((s, i, all) => i >= all.findIndex((x) => x.e.kind === "combat_starts") && s.text);
      const endAt = steps.findIndex((s) => s.e.kind === "first_player" || s.e.kind === "game_over");
      const mine = steps.slice(0, endAt + 1);
      assert.deepEqual(log.steps.map((s) => s.text), mine.map((s) => s.text), `round ${log.round}: the scene's steps are the engine's events in order`);
      updates += await checkCombat(id, { log, round: log.round, from: log.from, to: log.to, steps: mine }, seen);
      combats++;
    }
  }
  assert.deepEqual(wanted.filter((k) => !seen.has(k)), [], `every kind of step was checked (${combats} combats over ${updates} updates)`);
});
