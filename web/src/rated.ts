// Whether a game may be rated with the bots it would seat: the lobby's form
// and the quick match ask the same of the server's rated bots.
import type { GameInfo } from "./api";
import { botLevel } from "./bots";

/** A bot a game would seat, and how to name where: a phrase from the bot's title. */
export interface SeatedBot { bot: string; named: (title: string) => string }

/**
 * Why a game with these bots cannot be rated, "" when it can: a rated game needs a registered
 * player and bots of a level the server rates in the game.
 */
export function whyNotRated(g: GameInfo, bots: SeatedBot[], registered: boolean): string {
  if (!registered) return "Register a player name to play rated games.";
  const rated = g.rated_bots ?? [];
  if (rated.length === 0) return `${g.title} has no ratings.`;
  const off = bots.flatMap((b) => (rated.includes(b.bot) ? [] : [b.named(botLevel(b.bot).title)]));
  if (off.length > 0) {
    return `Only people and the ${rated.map((b) => botLevel(b).title).join(", ")} bots have ratings, not ${off.join(" or ")}.`;
  }
  return "";
}
