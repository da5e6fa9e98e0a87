// The bots a room may seat as a person knows them: a level's name and one
// line saying what it is. The server lists the bots it offers by id; an id
// it still takes but no longer offers is named as the bot it is.

/** A bot as the lobby shows it. */
export interface BotLevel { title: string; line: string }

/** The bots by id, in the order the lobby offers them. */
const levels: Record<string, BotLevel> = {
  easy: { title: "Easy", line: "for a beginner: plays sensibly but misjudges close calls" },
  medium: { title: "Medium", line: "for a casual player: plays sensibly and answers at once" },
  hard: { title: "Hard", line: "for a strong player: thinks ahead over the cards it cannot see" },
  learned: { title: "Learned", line: "a small network trained by watching and playing: answers at once; stronger than Medium in Card Battle and Dojo, weaker in Tableau" },
  random: { title: "Random", line: "plays any legal move, for trying the rules" },
};

/** Former ids of the bots above: the heuristic is the medium level's bot. */
const formerIds: Record<string, string> = { heuristic: "medium" };

/** The bot whose id is given; an id the client does not know is shown as it is. */
export function botLevel(id: string): BotLevel {
  return levels[formerIds[id] ?? id] ?? { title: id, line: "" };
}

/** The offered ids in the lobby's order: the levels from easy to hard, the learned bot, then any other. */
export function offeredBots(ids: string[]): string[] {
  const order = Object.keys(levels);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return ids.slice().sort((a, b) => rank(a) - rank(b));
}

/** The bot a new seat gets. */
export const defaultBot = "medium";
