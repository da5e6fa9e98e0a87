// A Card Battle battle as its events tell it, step by step: what the
// battle scene draws, with no rules of the game.
import { isCardBattleEvent, type CardBattleEvent } from "./generated/schema";
import type { Update } from "./protocol";

/** The seat of a battle_over or trophy event that names nobody: a draw. */
const nobody = -4;

/** One battle's events and their sentences, from battle_starts to battle_over, and what it ended in. */
export interface BattleLog {
  round: number;
  seats: [number, number];
  /** from is the version of the update the battle started in; to the one it ended in, once it has. */
  from: number;
  to?: number;
  /** Each side's battle deck as the battle starts, top first. */
  decks: [number[], number[]];
  steps: { e: CardBattleEvent; text: string }[];
  /** The winner's seat once over (-1 a draw), and the trophies the round's winner takes. */
  winner?: number;
  trophies?: number;
}

/** The battles in the updates received live, each in order. */
export function battlesOf(updates: Update[]): BattleLog[] {
  const out: BattleLog[] = [];
  let cur: BattleLog | null = null;
  let last: BattleLog | null = null; // the battle a trophy event that follows belongs to
  for (const u of updates) {
    u.events.forEach((e, i) => {
      // An event of a kind the model does not declare tells the battle nothing.
      if (!isCardBattleEvent(e)) return;
      if (e.kind === "battle_starts") {
        cur = { round: e.round, seats: [e.seat, e.target], from: u.version, decks: [[], []], steps: [] };
        out.push(cur);
      }
      if (cur && e.kind === "deck") {
        const deck = cur.decks[e.seat === cur.seats[0] ? 0 : 1];
        [e.first_card, e.second_card, e.third_card].forEach((c, j) => c !== 0 && (deck[e.position + j] = c));
        return;
      }
      if (last && e.kind === "trophy") {
        last.trophies = e.seat === nobody ? 0 : e.trophies;
        last = null;
      }
      const text = u.texts?.[i] ?? "";
      if (cur && text) cur.steps.push({ e, text });
      if (cur && e.kind === "battle_over") {
        Object.assign(cur, { to: u.version, winner: e.seat === nobody ? -1 : e.seat });
        last = cur;
        cur = null;
      }
    });
  }
  return out;
}

/** A side of a battle as its events so far show it. */
export interface Side {
  /** The cards not yet played, top first. */
  deck: number[];
  /** The pet in front (0 none), its power, damage and food perk, and the step it came forward at. */
  pet: number;
  power: number;
  damage: number;
  perk: number;
  came: number;
  /** The pets fainted and set aside so far. */
  fainted: Left[];
  setAside: Left[];
  /** The last food played, and the food the pet in front ate at this step. */
  food: number;
  ate: number;
  /** What this step did to the side: "attack", "faint", "eat"...; empty when nothing. */
  flash: string;
  /** The pet that fainted or was set aside at this step. */
  gone: number;
  /** The damage the side's pet took at this step, and the faces of the rock dice rolled at it. */
  hit: number;
  faces: number[];
}

/** A throw's faces: its dice's rocks, two bits a die, the first die in the lowest bits. */
function facesOf(faces: number, dice: number): number[] {
  return Array.from({ length: dice }, (_, i) => (faces >>> (2 * i)) & 3);
}

/** A pet that has left the battle: its card, and its power and damage as it left the front (none when it left from elsewhere). */
export interface Left {
  pet: number;
  power?: number;
  damage?: number;
}

/** The pet leaving side s: from the front with its power and damage, else its card alone. */
function leaving(s: Side, pet: number): Left {
  return pet === s.pet ? { pet, power: s.power, damage: s.damage } : { pet };
}

/** Takes the first copy of card out of a deck. */
function take(deck: number[], card: number) {
  const i = deck.indexOf(card);
  if (i >= 0) deck.splice(i, 1);
}

/** The board after the first n steps of a battle. */
export function board(b: BattleLog, n: number): Side[] {
  const sides: Side[] = b.decks.map((d) => ({
    deck: d.filter((c) => c !== undefined), pet: 0, power: 0, damage: 0, perk: 0, came: 0,
    fainted: [], setAside: [], food: 0, ate: 0, flash: "", gone: 0, hit: 0, faces: [],
  }));
  const side = (seat: number | undefined) => (seat === b.seats[0] ? sides[0] : seat === b.seats[1] ? sides[1] : null);
  b.steps.slice(0, n).forEach((step, at) => {
    for (const s of sides) Object.assign(s, { flash: "", gone: 0, hit: 0, faces: [], ate: 0 });
    const e = step.e;
    const s = side(e.seat);
    if (!s) return;
    switch (e.kind) {
      case "play_pet":
        // A pet comes forward with its power and no damage taken.
        take(s.deck, e.pet);
        Object.assign(s, { pet: e.pet, perk: e.perk, power: e.power, damage: 0, came: at + 1, flash: "played" });
        break;
      case "play_food":
        take(s.deck, e.food);
        Object.assign(s, { food: e.food, flash: "food" });
        break;
      case "perk_replaced":
        Object.assign(s, { perk: e.new_perk, flash: "food" });
        break;
      case "attack": {
        Object.assign(s, { pet: e.pet, power: e.power, damage: e.damage, hit: e.damage_taken, flash: "attack" });
        const t = side(e.target);
        if (t) Object.assign(t, { pet: e.other_pet, power: e.other_power, damage: e.other_damage, hit: e.other_damage_taken, flash: "attack" });
        break;
      }
      case "faint":
        s.fainted.push(leaving(s, e.pet));
        Object.assign(s, { gone: e.pet, flash: "faint" });
        if (e.pet === s.pet) Object.assign(s, { pet: 0, perk: 0, power: 0, damage: 0 });
        break;
      case "set_aside":
        s.setAside.push(leaving(s, e.pet));
        Object.assign(s, { gone: e.pet, flash: "set_aside" });
        if (e.pet === s.pet) Object.assign(s, { pet: 0, perk: 0, power: 0, damage: 0 });
        break;
      case "ability":
        s.flash = "ability";
        break;
      case "rocks":
        Object.assign(s, { pet: e.pet || s.pet, power: e.power, damage: e.damage, hit: e.rocks, faces: facesOf(e.faces, e.dice), flash: "rocks" });
        break;
      case "add_deck": {
        const t = side(e.target);
        if (t) t.deck.unshift(...Array<number>(e.count).fill(e.card));
        s.flash = "ability";
        break;
      }
      case "eat":
        if (e.pet === s.pet) Object.assign(s, { power: e.power, damage: e.damage, ate: e.food, flash: "eat" });
        break;
      case "heal":
      case "strip_apples":
        if (e.pet === s.pet) Object.assign(s, { power: e.power, damage: e.damage, flash: e.kind });
        break;
      case "ailment":
        // An ailment leaves the pet's power and damage as they were.
        if (e.pet === s.pet) s.flash = e.kind;
        break;
    }
  });
  return sides;
}
