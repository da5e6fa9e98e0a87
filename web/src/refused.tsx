// Controls kept in sight but closed: a disabled button described by the
// engine's own sentence of why (a view's refused), shown beside it or
// once for several buttons closed for the same reason.
import type { ComponentChildren } from "preact";
import type { Refusal } from "./protocol";

/**
 * Why a kind of choice is closed to the person, as the engine says, or "". With slots, a refusal
 * naming those slots (one choice among others of its kind) or one closing the whole kind; a
 * refusal about a card is cardRefused's.
 */
export function whyRefused(refused: Refusal[], kind: string, slots: number[] = []): string {
  return refused.find((r) => r.kind === kind && !r.cards?.length && (r.slots ?? []).every((s, i) => slots[i] === s))?.text ?? "";
}

/** Why a card (in the person's hand) cannot be played now, as the engine says, or "". */
export function cardRefused(refused: Refusal[], card: number): string {
  return refused.find((r) => r.cards?.[0] === card)?.text ?? "";
}

/**
 * The sentences of why several controls are closed, each to be shown once (by WhyList) for all
 * the controls it closes: id gives the id of a sentence's element, under prefix.
 */
export class Whys {
  readonly texts: string[] = [];

  constructor(readonly prefix: string) {}

  /** The id of the element that shows text. */
  id(text: string): string {
    if (!this.texts.includes(text)) this.texts.push(text);
    return `${this.prefix}-${this.texts.indexOf(text)}`;
  }
}

/** Each of the sentences of whys once, in the order they were asked for. */
export function WhyList({ whys }: { whys: Whys }) {
  return <>{whys.texts.map((text) => <Why key={text} id={whys.id(text)} text={text} block />)}</>;
}

/** The engine's sentence of why, under id, for the closed buttons it describes. */
export function Why({ id, text, block = false }: { id: string; text: string; block?: boolean }) {
  return block ? <p id={id} class="why">{text}</p> : <span id={id} class="why">{text}</span>;
}

/**
 * A closed control: a disabled button described by the sentence under whyId, which it shows
 * beside itself when given text (else another element shows it for several buttons).
 */
export function Closed({ whyId, text, label, children }: { whyId: string; text?: string; label?: string; children: ComponentChildren }) {
  return (
    <>
      <button type="button" disabled aria-label={label} aria-describedby={whyId}>{children}</button>
      {text && <Why id={whyId} text={text} />}
    </>
  );
}
