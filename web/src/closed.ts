// A room closed before its game went on (its challenge declined,
// cancelled or expired), in words.

/** Says why a room was closed, from the server's reason ("the challenge was declined"). */
export function closedText(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}: this game will not be played.`;
}
