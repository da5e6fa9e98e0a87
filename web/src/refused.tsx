// Controls kept in sight but closed: a disabled button described by the
// engine's own sentence of why (a view's refused), shown beside it or
// once for several buttons closed for the same reason.
import type { ComponentChildren } from "preact";
import type { Refusal } from "./protocol";

/**
 * Why a kind of choice is closed to the person, as the engine says, or "". With slots, a refusal
 * naming those slots (one choice among others of its kind) or one closing the whole kind.
 */
export function whyRefused(refused: Refusal[], kind: string, slots: number[] = []): string {
  return refused.find((r) => r.kind === kind && (r.slots ?? []).every((s, i) => slots[i] === s))?.text ?? "";
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
