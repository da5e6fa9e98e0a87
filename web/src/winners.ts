// A seat's outcome in a word, from the winners the server tells beside
// the returns: the server alone decides who won (docs/protocol.md, "Who
// won").

/**
 * A seat's outcome: won (one of the winners), lost (another seat won, or a negative return where
 * nobody won, as a solo mission failed), or drew (nobody won: every seat on the same return).
 */
export function outcomeOf(returns: number[], winners: number[], seat: number): "won" | "lost" | "drew" {
  if (winners.includes(seat)) return "won";
  return winners.length > 0 || returns[seat] < 0 ? "lost" : "drew";
}
