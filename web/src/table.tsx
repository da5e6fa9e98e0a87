// The generic table view: any game drawn from its declared model (the
// titles of its phases, counters and zones) and the seat's view in those
// terms, with the room's card catalog for names. A game without a view of
// its own is played with it and the list of every choice.
import type { CounterInfo, ZoneInfo } from "./api";
import type { TableView as TableData, Tally, ZoneCards } from "./generated/schema";
import { Counters, Zone, phaseTitle, useSchema } from "./tableparts";

/** Props of the generic table view. */
export interface TableProps {
  game: string;
  table: TableData;
  /** seat is the viewer's seat (-3 a spectator). */
  seat: number;
  seatName(seat: number): string;
}

/**
 * A seat's view of any game: the phase's title and hint, the table's counters and zones, then
 * each seat's. Until the model has come, counters and zones are titled by their ids.
 */
export function TableView({ game, table, seat, seatName }: TableProps) {
  const schema = useSchema(game);
  const phase = schema?.phases?.find((p) => p.id === table.phase);
  const counters = new Map((schema?.counters ?? []).map((c) => [c.id, c]));
  const zones = new Map((schema?.zones ?? []).map((z) => [z.id, z]));
  // The generated types allow null for an empty list: read it as one.
  const tallies = table.counters ?? [];
  const lists = table.zones ?? [];
  const values = (t: Tally) => t.values ?? [];
  const cardsOf = (z: ZoneCards) => z.cards ?? [];
  const counterOf = (t: Tally): CounterInfo => counters.get(t.id) ?? { id: t.id, title: t.id, scope: values(t).length === 1 ? "table" : "seat" };
  const zoneOf = (z: ZoneCards): ZoneInfo =>
    zones.get(z.id) ?? { id: z.id, title: z.id, scope: cardsOf(z).length === 1 ? "table" : "seat", visibility: "public", layout: z.width ? "grid" : "pile" };
  const seatCounters = tallies.filter((t) => counterOf(t).scope === "seat");
  const seatZones = lists.filter((z) => zoneOf(z).scope === "seat");
  const seats = Math.max(0, ...seatCounters.map((t) => values(t).length), ...seatZones.map((z) => cardsOf(z).length));
  return (
    <section class="panel table-view" aria-labelledby="tableview-h" data-phase={table.phase}>
      <h2 id="tableview-h">{phaseTitle(schema, table.phase)}</h2>
      {phase?.hint && <p class="help">{phase.hint}</p>}
      <section class="tv-side" aria-labelledby="tv-table-h">
        <h3 id="tv-table-h">Table</h3>
        <Counters list={tallies.filter((t) => counterOf(t).scope === "table").map((t) => [counterOf(t).title, values(t)[0]])} />
        {lists.filter((z) => zoneOf(z).scope === "table").map((z) => (
          <Zone key={z.id} zone={zoneOf(z)} cards={cardsOf(z)[0] ?? []} width={z.width} />
        ))}
      </section>
      {Array.from({ length: seats }, (_, p) => (
        <section key={p} class={p === seat ? "tv-side me" : "tv-side"} aria-labelledby={`tv-seat-${p}`}>
          <h3 id={`tv-seat-${p}`}>{seatName(p)}{p === seat ? " · you" : ""}</h3>
          <Counters list={seatCounters.map((t) => [counterOf(t).title, values(t)[p]])} />
          {seatZones.map((z) => <Zone key={z.id} zone={zoneOf(z)} cards={cardsOf(z)[p] ?? []} width={z.width} />)}
        </section>
      ))}
    </section>
  );
}
