// Who won a finished game, from each seat's return: the same rule as the
// server's finished-games list, for a page that has only the returns.

/**
 * The seats with the highest return when it is above zero or above another seat's (Tableau gives
 * tied winners 0 and the others -1); none when every seat has the same return (a draw).
 */
export function winnersOf(returns: number[] | undefined): number[] {
  if (!returns || returns.length === 0) return [];
  const best = Math.max(...returns);
  const worst = Math.min(...returns);
  if (best <= 0 && best === worst) return [];
  return returns.flatMap((r, i) => (r === best ? [i] : []));
}

/** A seat's outcome in a word: won, lost, or drew (every seat on the same return, or a solo game's even score). */
export function outcomeOf(returns: number[], seat: number): "won" | "lost" | "drew" {
  if (winnersOf(returns).includes(seat)) return "won";
  return returns[seat] < 0 || returns[seat] < Math.max(...returns) ? "lost" : "drew";
}
