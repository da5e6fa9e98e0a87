// What each game shows on the scoreboard, from the table view alone: Card
// Battle's round of six and each seat's trophies, gold, cards and shop;
// Tableau's round and each seat's VP, last power, drafts and refills;
// Dojo's duel or solo mission, its turn and each side's health left.
import { cardBattleZoneStats, dojoZoneStats, tableauZoneStats } from "./generated/schema";
import { counted, registerBoard } from "./scoreboard";
import { Table } from "./tableparts";

/** Card Battle's rounds. */
const cardBattleRounds = 6;

registerBoard("cardbattle", {
  round: (v) => `Round ${Math.min(new Table(v.table).count("round"), cardBattleRounds)} of ${cardBattleRounds}`,
  facts(v, seat) {
    const t = new Table(v.table, cardBattleZoneStats);
    const out = [counted(t.count("trophies", seat), "trophy", "trophies"), `${t.count("gold", seat)} gold`,
      counted(t.cards("hand", seat).length, "card", "cards")];
    // Trumpets and mana, once a pack that gives them has.
    if (t.values("trumpets").some((x) => x > 0)) out.push(counted(t.count("trumpets", seat), "trumpet", "trumpets"));
    if (t.values("mana").some((x) => x > 0)) out.push(`${t.count("mana", seat)} mana`);
    if (t.count("passed", seat)) out.push("passed");
    // The cards placed so far, while the decks are arranged.
    const placed = t.phase === "arrange" ? t.cards("battle_deck", seat).length : 0;
    if (placed) out.push(`${placed} placed`);
    return out;
  },
});

registerBoard("tableau", {
  round(v) {
    const t = new Table(v.table);
    return `Round ${t.count("round")} of ${t.count("rounds")}`;
  },
  facts(v, seat) {
    const t = new Table(v.table, tableauZoneStats);
    const out = [`${t.count("vp", seat)} VP`];
    if (t.count("round") > 1 || t.count("combat") > 0) out.push(`power ${t.count("last_power", seat)}`);
    out.push(`drafts ${t.count("drafts", seat)} of ${t.count("drafts_per_round")}`, counted(t.count("refills_left", seat), "refill", "refills"));
    if (t.count("out", seat)) out.push("passed");
    return out;
  },
});

/** Dojo's zone: three columns of three rows. */
export const dojoPlaces = 9;

registerBoard("dojo", {
  round(v, room) {
    const t = new Table(v.table);
    const cap = Number(room.options.turn_cap) || 0;
    return `${room.options.mode === "solo" ? "Solo mission" : "Duel"} · turn ${t.count("turn")}${cap ? ` of at most ${cap}` : ""}`;
  },
  facts(v, seat) {
    const t = new Table(v.table, dojoZoneStats);
    const zone = t.cards("zone", seat);
    if (t.lists("zone").length <= seat) return [];
    // While a zone is placed in secret, its animals' health is not known.
    if (zone.length < dojoPlaces) return [`setting up (${t.count("placed", seat)} placed)`];
    let health = 0;
    zone.forEach((_, i) => { health += t.stats("zone", seat, i)?.health ?? 0; });
    return [`health ${health}`, counted(t.cards("hand", seat).length, "card", "cards") + " in hand"];
  },
});
