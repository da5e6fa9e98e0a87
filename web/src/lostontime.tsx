// The seats that lost on time, as the room's and the replay's pages tell them.

import type { Forfeit } from "./protocol";

/**
 * Says which seats lost on time by version (their decisions ran out too many times in a row): in a
 * game that goes on, a bot plays each of them; at the end, they are placed last.
 */
export function LostOnTime({ forfeits, version, over, seatName }: {
  forfeits: Forfeit[]; version: number; over: boolean; seatName: (seat: number) => string;
}) {
  const out = forfeits.filter((f) => f.version <= version);
  if (out.length === 0) return null;
  const names = out.map((f) => seatName(f.seat)).join(" and ");
  const then = over ? "placed last" : "a bot plays the seat for the rest of the game";
  return <p class="lost-on-time" role="status"><strong>{names} lost on time</strong>: {then}.</p>;
}
