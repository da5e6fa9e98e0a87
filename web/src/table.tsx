// The generic table view: any game drawn from its declared model (the
// titles of its phases, counters and zones) and the seat's view in those
// terms, with the room's card catalog for names. A game without a view of
// its own is played with it and the list of every choice.
import { useEffect, useId, useState } from "preact/hooks";
import { lobby, type CounterInfo, type GameSchema, type ZoneInfo } from "./api";
import { Card } from "./cards";
import type { TableView as Table, Tally, ZoneCards } from "./generated/schema";

/** A hidden card's id. */
const hidden = -1;

/** The most card backs drawn one by one; a longer run is drawn once with its count. */
const maxBacks = 6;

/** Each game's declared model, fetched once per page. */
const schemas = new Map<string, Promise<GameSchema>>();

/** The declared model of a game, or null until it has come. */
export function useSchema(game: string): GameSchema | null {
  const [schema, setSchema] = useState<GameSchema | null>(null);
  useEffect(() => {
    let current = true;
    let p = schemas.get(game);
    if (!p) {
      p = lobby.schema(game);
      p.catch(() => schemas.delete(game)); // asked again on the next page
      schemas.set(game, p);
    }
    p.then((s) => current && setSchema(s), () => {});
    return () => { current = false; };
  }, [game]);
  return schema;
}

/** Props of the generic table view. */
export interface TableProps {
  game: string;
  table: Table;
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
      <h2 id="tableview-h">{phase?.title ?? table.phase}</h2>
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

/** Counters by title: "Points 2". */
function Counters({ list }: { list: [string, number | undefined][] }) {
  if (list.length === 0) return null;
  return (
    <dl class="tv-counters">
      {list.map(([t, v]) => <div key={t}><dt>{t}</dt><dd>{v ?? "—"}</dd></div>)}
    </dl>
  );
}

/** A zone by title and its cards: places numbered for slots, rows for a grid, a back for each hidden card. */
function Zone({ zone, cards, width }: { zone: ZoneInfo; cards: number[]; width?: number }) {
  const id = useId();
  const places = zone.layout === "slots" || zone.layout === "grid";
  const style = zone.layout === "grid" && width ? { gridTemplateColumns: `repeat(${width}, max-content)` } : undefined;
  const items = places ? cards.map((c) => [c, 1]) : runs(cards);
  const List = zone.layout === "pile" ? "ul" : "ol";
  return (
    <div class={`tv-zone tv-${zone.layout}`}>
      <h4 id={id}>{zone.title} <span class="muted">({cards.filter((c) => c !== 0).length})</span></h4>
      {cards.length === 0 ? <p class="muted">none</p> : (
        <List class="tv-cards" aria-labelledby={id} style={style}>
          {items.map(([c, n], i) => (
            <li key={i}>{places && <span class="slot-no">{i + 1}</span>}<Place card={c} count={n} /></li>
          ))}
        </List>
      )}
    </div>
  );
}

/** The cards of a pile with each long run of hidden cards as one item and its count. */
function runs(cards: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const c of cards) {
    const last = out[out.length - 1];
    if (c === hidden && last && last[0] === hidden) last[1]++;
    else out.push([c, 1]);
  }
  return out.flatMap(([c, n]): [number, number][] => (c === hidden && n <= maxBacks ? Array.from({ length: n }, () => [hidden, 1]) : [[c, n]]));
}

/** One place: a card's chip, a card back (with a count for a run), or an empty place. */
function Place({ card, count }: { card: number; count: number }) {
  if (card === 0) return <span class="empty">empty</span>;
  if (card === hidden) {
    const what = count > 1 ? `${count} hidden cards` : "a hidden card";
    return <span class="card-back" role="img" aria-label={what}>{count > 1 ? `×${count}` : ""}</span>;
  }
  return <Card id={card} />;
}
