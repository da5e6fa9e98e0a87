// Where each Tableau player's victory points came from, by the categories
// the rules score (the table view's vp_ counters): at the game's end with
// the ranking, and on demand during it.
import type { GameSchema } from "./api";
import type { Table } from "./tableparts";

/** The counters of VP by source: the declared counters whose id starts so. */
const sourcePrefix = "vp_";

/** Each player's VP by source, a column for each source someone has VP from, and the total. */
export function VPBreakdown({ t, schema, seatName, me, order }: {
  t: Table; schema: GameSchema | null; seatName: (s: number) => string; me: number;
  /** order lists the seats in the order of the rows (the ranking at the end). */
  order?: number[];
}) {
  const vp = t.values("vp");
  const sources = (schema?.counters ?? []).filter((c) => c.id.startsWith(sourcePrefix) && t.values(c.id).some((n) => n !== 0));
  const seats = order ?? vp.map((_, i) => i);
  if (sources.length === 0) return <p class="muted">Nobody has any VP yet.</p>;
  return (
    // A table wider than a phone scrolls sideways; the keyboard reaches it too.
    <div class="scroll" tabIndex={0} role="region" aria-label="Where each player's VP came from">
      <table class="players vp-breakdown">
        <caption class="sr-only">Where each player's VP came from</caption>
        <thead>
          <tr><th scope="col">Player</th>{sources.map((c) => <th key={c.id} scope="col">{c.title}</th>)}<th scope="col">Total VP</th></tr>
        </thead>
        <tbody>
          {seats.map((seat) => (
            <tr key={seat} class={seat === me ? "me" : ""}>
              <th scope="row">{seatName(seat)}</th>
              {sources.map((c) => <td key={c.id}>{t.count(c.id, seat)}</td>)}
              <td><strong>{vp[seat]}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
