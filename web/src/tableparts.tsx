// The pieces of a seat's view in declared terms that the generic table
// view and the games' own views share: the game's declared model, the
// table view read by counter and zone id, and the drawing of a row of
// counters, a zone and a card by id (a back for a hidden card).
import type { ComponentChildren } from "preact";
import { useEffect, useId, useState } from "preact/hooks";
import { lobby, type GameSchema, type ZoneInfo } from "./api";
import { Card } from "./cards";
import type { TableView } from "./generated/schema";

/** A hidden card's id (game.Hidden); 0 is an empty place. */
export const hidden = -1;

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

/** The title of a game's phase by its declared model, or its id until the model has come. */
export function phaseTitle(schema: GameSchema | null, phase: string): string {
  return schema?.phases?.find((p) => p.id === phase)?.title ?? phase;
}

/** The numbers each place of a game's zones carries by zone id, as its generated ZoneStats declares them. */
export type ZoneStats = Readonly<Record<string, readonly string[]>>;

/**
 * A seat's view in declared terms read by id: a counter's values, a zone's cards and its places'
 * numbers. What the view does not hold reads as nothing (no values, no cards, no numbers), as the
 * generated types' nulls do.
 */
export class Table {
  /** declared names the numbers of the game's zones (none for a game whose zones carry none). */
  constructor(private readonly view: TableView | undefined, private readonly declared: ZoneStats = {}) {}

  /** The id of the phase the game is in ("" without a view). */
  get phase(): string {
    return this.view?.phase ?? "";
  }

  /** A counter's values: one per seat, or one for the table. */
  values(id: string): number[] {
    return this.view?.counters?.find((c) => c.id === id)?.values ?? [];
  }

  /** A counter's value for seat, or the table counter's value (0 when not held). */
  count(id: string, seat = 0): number {
    return this.values(id)[seat] ?? 0;
  }

  /** A zone's lists of cards: one per seat, or one for the table. */
  lists(id: string): number[][] {
    return (this.view?.zones?.find((z) => z.id === id)?.cards ?? []).map((l) => l ?? []);
  }

  /** A zone's cards for seat, or the table zone's cards. */
  cards(id: string, seat = 0): number[] {
    return this.lists(id)[seat] ?? [];
  }

  /** The numbers of place i of a zone's list for seat (or the table zone's) by their declared ids; undefined when the view holds none. */
  stats(id: string, seat: number, i: number): Record<string, number> | undefined {
    const names = this.declared[id] ?? [];
    const list = this.view?.zones?.find((z) => z.id === id)?.stats?.[seat];
    if (!list || names.length === 0 || (i + 1) * names.length > list.length) return undefined;
    return Object.fromEntries(names.map((n, j) => [n, list[i * names.length + j]]));
  }

  /** A grid zone's places per row (0 for another layout). */
  width(id: string): number {
    return this.view?.zones?.find((z) => z.id === id)?.width ?? 0;
  }
}

/** Counters by title: "Points 2". */
export function Counters({ list }: { list: [string, number | undefined][] }) {
  if (list.length === 0) return null;
  return (
    <dl class="tv-counters">
      {list.map(([t, v]) => <div key={t}><dt>{t}</dt><dd>{v ?? "—"}</dd></div>)}
    </dl>
  );
}

/** A zone by title and its cards: places numbered for slots, rows for a grid, a back for each hidden card. */
export function Zone({ zone, cards, width }: { zone: ZoneInfo; cards: number[]; width?: number }) {
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

/** Props of a place. */
interface PlaceProps {
  card: number;
  /** count is the length of a run of hidden cards. */
  count?: number;
  /** empty is what an empty place says. */
  empty?: string;
  /** badges are shown on a card's chip (e.g. a stack's level). */
  badges?: string[];
  /** cost is what a card offered costs (e.g. "1 gold"), shown on its chip. */
  cost?: string;
  /** short is the short text on a card's chip in place of its ability. */
  short?: string;
  /** children follow the badges on a card's chip. */
  children?: ComponentChildren;
}

/** One place: a card's chip by id, a card back (with a count for a run), or an empty place. */
export function Place({ card, count = 1, empty = "empty", badges, cost, short, children }: PlaceProps) {
  if (card === 0) return <span class="empty">{empty}</span>;
  if (card === hidden) {
    const what = count > 1 ? `${count} hidden cards` : "a hidden card";
    return <span class="card-back" role="img" aria-label={what}>{count > 1 ? `×${count}` : ""}</span>;
  }
  return <Card id={card} badges={badges} cost={cost} short={short}>{children}</Card>;
}
