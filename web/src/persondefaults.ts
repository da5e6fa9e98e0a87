// The rule options a person in the browser plays with unless they choose
// otherwise, the same wherever a room is made: the lobby's form, its quick
// play and quick match, and a challenge.
import type { GameInfo } from "./api";
import { changed, defaults } from "./options";

/** A game's rule options but the number of players, which each form asks for on its own. */
export function rulesOf(g: GameInfo) {
  return g.options.filter((o) => o.name !== "players");
}

/**
 * Rule options a person in the browser plays with unless they choose otherwise, as in the
 * terminal: Dojo's exercises are done on their honour.
 */
const personDefaults: Record<string, Record<string, string>> = { dojo: { exercise: "honor" } };

/** The first values of a game's rule options: their defaults, then a person's. */
export function formDefaults(g: GameInfo): Record<string, string> {
  return { ...defaults(rulesOf(g)), ...personDefaults[g.name] };
}

/** A game's options at a player count with its standard rules, as a person in the browser plays them. */
export function standardOptions(g: GameInfo, players: number): Record<string, string> {
  return { players: String(players), ...changed(rulesOf(g), formDefaults(g)) };
}
