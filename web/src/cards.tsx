// Cards by id and by name, and a card's chip: its art, name, numbers and
// short text, with its full text below it on a tap or the keyboard's focus.
import { createContext, type ComponentChildren } from "preact";
import { useContext, useId } from "preact/hooks";
import type { CardInfo } from "./api";
import { CardArt } from "./art";
import { useOpenText } from "./cardtext";

/** A room's card set, looked up by the ids of table views, events and labels. */
export class Catalog {
  private readonly byId = new Map<number, CardInfo>();

  constructor(cards: CardInfo[]) {
    for (const c of cards) this.byId.set(c.id, c);
  }

  /** The card with that id (undefined for a hidden card, -1). */
  card(id: number): CardInfo | undefined {
    return this.byId.get(id);
  }

  /** A card's name; a hidden card is "a hidden card". */
  name(id: number): string {
    if (id < 0) return "a hidden card";
    return this.byId.get(id)?.name ?? `card ${id}`;
  }
}

/** The catalog of the room on the page. */
export const CatalogContext = createContext<Catalog>(new Catalog([]));

/** A field of a card's info, as text. */
export function field(c: CardInfo | undefined, key: string): string {
  const v = c?.info?.[key];
  if (v === undefined || v === null || v === "" || v === false) return "";
  return Array.isArray(v) ? v.join("/") : String(v);
}

/** A card's ability or text. */
function abilityText(c: CardInfo | undefined): string {
  return field(c, "ability") || field(c, "text");
}

/** A card's text in one paragraph: its ability or text, then its kind and numbers. */
export function cardText(c: CardInfo | undefined): string {
  if (!c) return "A card you may not see.";
  const text = abilityText(c);
  const facts: string[] = [];
  for (const key of ["kind", "tier", "level", "power", "health", "damage", "hat", "animal", "pack"]) {
    const v = field(c, key);
    if (v && v !== "0") facts.push(`${key} ${v}`);
  }
  return [text, facts.join(", ")].filter(Boolean).join(" — ");
}

/** Props of a card's chip. */
interface ChipProps {
  /** The card's id. */
  id?: number;
  /** Pressed marks a chosen card; onClick makes the chip a choice. */
  pressed?: boolean;
  onClick?: () => void;
  /** Badges shown on the chip (e.g. "Triple"). */
  badges?: string[];
  /**
   * The id of the sentence of why the card cannot be chosen now: the chip is then closed (a tap
   * still opens its text, but chooses nothing) and described by the sentence too.
   */
  closedBy?: string;
  /** The short text on the face in place of the card's ability (its whole text stays in the tooltip). */
  short?: string;
  /** What the card costs where it is offered (e.g. "1 gold"), shown on its face. */
  cost?: string;
  /** The damage the card has taken, shown on its face (in a battle). */
  damage?: number;
  children?: ComponentChildren;
}

/**
 * A card's chip: a button with the card's art, name, power and tier, hat, its cost
 * where it is offered, its damage in a battle and its ability in short (the tooltip, which describes the button, has it in
 * full); the tooltip opens below it, in the page's flow, on a tap or click (until the card
 * is tapped again or another is) and while the keyboard's focus is on it. A closed chip
 * (closedBy) is aria-disabled rather than disabled, so that a tap or the keyboard can still
 * reach its text.
 */
export function Card({ id, pressed, onClick, badges, closedBy, short, cost, damage, children }: ChipProps) {
  const cat = useContext(CatalogContext);
  const c = id !== undefined ? cat.card(id) : undefined;
  const label = c?.name ?? (id !== undefined ? cat.name(id) : "?");
  const tip = useId();
  const hat = field(c, "hat");
  const kind = field(c, "kind");
  const power = kind !== "token" && field(c, "power") !== "0" ? field(c, "power") : "";
  const tier = field(c, "tier");
  const ability = short ?? abilityText(c);
  const artName = c?.name;
  const [open, toggle] = useOpenText();
  return (
    <span class={`card kind-${kind || "unknown"}`}>
      <button type="button" class="card-face" aria-describedby={closedBy ? `${tip} ${closedBy}` : tip}
        aria-pressed={pressed === undefined || closedBy ? undefined : pressed} aria-disabled={closedBy ? "true" : undefined}
        onClick={() => {
          toggle();
          if (!closedBy) onClick?.();
        }}>
        <span class="card-head">
          {artName && <CardArt name={artName} animal={field(c, "animal")} named={field(c, "icon")} />}
          <span class="card-name">{label}</span>
        </span>
        {hat && <span class="card-hat">{hat}</span>}
        {power && <span class="card-power"><span class="sr-only">power </span>{power}</span>}
        {tier && tier !== "0" && <span class="card-tier" aria-hidden="true">tier {tier}</span>}
        {cost && <span class="card-cost">{cost}</span>}
        {damage !== undefined && <span class="card-damage">damage {damage}</span>}
        {ability && <span class="card-ability" aria-hidden="true">{ability}</span>}
        {badges?.map((b) => <span class="badge" key={b}>{b}</span>)}
        {children}
      </button>
      <span role="tooltip" id={tip} class={open ? "card-tip open" : "card-tip"}>{cardText(c)}</span>
    </span>
  );
}
