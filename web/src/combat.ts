// A Tableau combat as its events tell it, step by step: what the combat
// scene draws, with no rules of the game.
import { isTableauEvent, type TableauEvent } from "./generated/schema";
import type { Update } from "./protocol";

/** One round's combat: its events and their sentences, from combat_starts to the first player it makes (or the game's end). */
export interface CombatLog {
  round: number;
  /** from is the version of the update the combat started in; to the one it ended in, once it has. */
  from: number;
  to?: number;
  steps: { e: TableauEvent; text: string }[];
}

/** The combats in the updates, each in order. */
export function combatsOf(updates: Update[]): CombatLog[] {
  const out: CombatLog[] = [];
  let cur: CombatLog | null = null;
  for (const u of updates) {
    u.events.forEach((e, i) => {
      // An event of a kind the model does not declare tells the combat nothing.
      if (!isTableauEvent(e)) return;
      if (e.kind === "combat_starts") {
        cur = { round: e.round, from: u.version, steps: [] };
        out.push(cur);
      }
      const text = u.texts?.[i] ?? "";
      if (!cur || !text) return;
      cur.steps.push({ e, text });
      if (e.kind === "first_player" || e.kind === "game_over") {
        cur.to = u.version;
        cur = null;
      }
    });
  }
  return out;
}

/** A slot of a tableau in the combat. */
export interface CombatSlot {
  /** The stack's animal (0 an empty slot), whether it is wounded, and what it adds to the power once counted. */
  card: number;
  wounded: boolean;
  power?: number;
  /** Whether the stack was sold after the combat counted it (the game's final sale). */
  sold: boolean;
  /** What this step did to it: "ability", "wound", "shield", "power", "sold"; empty when nothing. */
  flash: string;
}

/** A seat in the combat: its slots, its power counted so far, its power and its award once told. */
export interface CombatSeat {
  slots: CombatSlot[];
  counted: number;
  power?: number;
  award: number;
  /** Whether this step's die or column struck this seat's tableau (the column struck, or -1). */
  column: number;
}

/** What the board shows of the dice: the last face rolled and the step it was rolled at. */
export interface CombatBoard { seats: CombatSeat[]; face: number; first: number }

/**
 * The tableaus after the first n steps of a combat, from the tableaus (each seat's animals by slot)
 * the page showed before it: each event names the stack it acts on, so the last placement, made in
 * the update that started the combat, shows from its first step on.
 */
export function combatBoard(c: CombatLog, tableaus: number[][], n: number): CombatBoard {
  const seats: CombatSeat[] = tableaus.map((row) => ({
    slots: row.map((card) => ({ card, wounded: false, sold: false, flash: "" })), counted: 0, award: 0, column: -1,
  }));
  let face = 0;
  let first = -1;
  c.steps.slice(0, n).forEach(({ e }) => {
    for (const s of seats) {
      s.column = -1;
      for (const sl of s.slots) sl.flash = "";
    }
    const s = seats[e.seat];
    const at = (slot: number, card: number) => {
      const sl = s?.slots[slot];
      if (sl && card) sl.card = card;
      return sl;
    };
    switch (e.kind) {
      case "ability": {
        const sl = at(e.slot, e.animal);
        if (sl) sl.flash = "ability";
        break;
      }
      case "roll":
        face = e.face;
        break;
      case "column":
        for (const x of seats) x.column = e.column;
        break;
      case "wound": {
        const sl = at(e.slot, e.animal);
        if (sl) Object.assign(sl, { wounded: true, flash: "wound" });
        break;
      }
      case "shield": {
        const sl = at(e.slot, e.animal);
        if (sl) sl.flash = "shield";
        break;
      }
      case "sell": {
        // A stack sold before the power is counted (a wounded Honey stack) leaves its slot empty.
        const sl = s?.slots[e.slot];
        if (sl && s.power === undefined) Object.assign(sl, { card: 0, wounded: false, flash: "sold" });
        else if (sl) Object.assign(sl, { sold: true, flash: "sold" });
        break;
      }
      case "stack_power": {
        const sl = at(e.slot, e.animal);
        if (sl) Object.assign(sl, { wounded: e.wounded === 1, power: e.power, flash: "power" });
        if (s) s.counted += e.power;
        break;
      }
      case "power":
        // Every stack of the seat has been counted: a slot none was counted in is empty (its stack
        // merged or moved in the update that started the combat).
        if (s) {
          s.power = e.power;
          for (const sl of s.slots) if (sl.power === undefined) Object.assign(sl, { card: 0, wounded: false });
        }
        break;
      case "award":
        if (s) s.award = e.vp;
        break;
      case "first_player":
        first = e.seat;
        break;
    }
  });
  return { seats, face, first };
}
