// A Card Battle battle as its events tell it, step by step: what the
// battle view draws, with no rules of the game.
import { isCardBattleEvent, type CardBattleEvent } from "./generated/schema";
import type { Update } from "./protocol";

/** One battle's events and their sentences, from battle_starts to battle_over. */
export interface BattleLog { round: number; seats: [number, number]; steps: { e: CardBattleEvent; text: string }[] }

/** The battles in the updates received live, each in order. */
export function battlesOf(updates: Update[]): BattleLog[] {
  const out: BattleLog[] = [];
  let cur: BattleLog | null = null;
  for (const u of updates) {
    u.events.forEach((e, i) => {
      // An event of a kind the model does not declare tells the battle nothing.
      if (!isCardBattleEvent(e)) return;
      if (e.kind === "battle_starts") {
        cur = { round: e.round, seats: [e.seat, e.target], steps: [] };
        out.push(cur);
      }
      const text = u.texts?.[i] ?? "";
      if (cur && text) cur.steps.push({ e, text });
      if (e.kind === "battle_over") cur = null;
    });
  }
  return out;
}

/** A side of a battle as its events so far show it. */
export interface Side { pet: number; power: number; damage: number; fainted: number; food: number; flash: string }

/** The board after the first n steps of a battle. */
export function board(b: BattleLog, n: number): Side[] {
  const sides: Side[] = [0, 1].map(() => ({ pet: 0, power: 0, damage: 0, fainted: 0, food: 0, flash: "" }));
  const side = (seat: number) => (seat === b.seats[0] ? sides[0] : seat === b.seats[1] ? sides[1] : null);
  for (const step of b.steps.slice(0, n)) {
    for (const s of sides) s.flash = "";
    const e = step.e;
    const s = side(e.seat);
    if (!s) continue;
    switch (e.kind) {
      case "play_pet":
        // A pet comes into play with its power and no damage taken.
        Object.assign(s, { pet: e.pet, power: e.power, damage: 0, flash: "played" });
        break;
      case "play_food":
        Object.assign(s, { food: e.food, flash: "food" });
        break;
      case "attack": {
        Object.assign(s, { pet: e.pet, power: e.power, damage: e.damage, flash: "attack" });
        const t = side(e.target);
        if (t) Object.assign(t, { pet: e.other_pet, power: e.other_power, damage: e.other_damage, flash: "hit" });
        break;
      }
      case "faint":
        Object.assign(s, { fainted: s.fainted + 1, flash: "faint" });
        break;
      case "ability":
        s.flash = "ability";
        break;
      case "rocks":
        Object.assign(s, { pet: e.pet || s.pet, power: e.power, damage: e.damage, flash: e.kind });
        break;
      case "eat":
      case "heal":
      case "strip_apples":
        if (e.pet === s.pet) Object.assign(s, { power: e.power, damage: e.damage, flash: e.kind });
        break;
      case "ailment":
        // An ailment leaves the pet's power and damage as they were.
        if (e.pet === s.pet) s.flash = e.kind;
        break;
    }
  }
  return sides;
}
