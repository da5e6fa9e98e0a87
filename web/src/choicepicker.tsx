// Many choices of one kind (Dojo's Rope offers a swap for every pair of
// animals) as one list to pick from and a button, so that they take one
// line of the screen instead of a button each.
import { useState } from "preact/hooks";
import type { Label } from "./protocol";

/** Choices of one kind past this many are picked from a list, unless told otherwise. */
const listedChoices = 4;

/**
 * A list of choices: a button each, or a list and a button for each kind with more than listed;
 * primary marks the buttons as the screen's main ones.
 */
export function Choices({ labels, act, primary = false, listed = listedChoices }: {
  labels: Label[]; act: (l: Label) => void; primary?: boolean; listed?: number;
}) {
  const kinds = [...new Set(labels.map((l) => l.kind))];
  const buttonClass = primary ? "primary" : undefined;
  return (
    <ul class="choices">
      {kinds.flatMap((kind) => {
        const same = labels.filter((l) => l.kind === kind);
        if (same.length > listed) return [<li key={`${kind}-${same[0].action}`}><Picker labels={same} act={act} buttonClass={buttonClass} /></li>];
        return same.map((l) => <li key={l.action}><button type="button" class={buttonClass} onClick={() => act(l)}>{l.text}</button></li>);
      })}
    </ul>
  );
}

/** The part of a choice's text before ": " when every choice starts with it ("Rope"), else "". */
function sharedHead(labels: Label[]): string {
  const head = labels[0].text.split(": ")[0];
  return head !== labels[0].text && labels.every((l) => l.text.startsWith(`${head}: `)) ? head : "";
}

/** One kind's many choices: a list naming each and a button playing the one picked. */
function Picker({ labels, act, buttonClass }: { labels: Label[]; act: (l: Label) => void; buttonClass?: string }) {
  const [picked, setPicked] = useState(0);
  const head = sharedHead(labels);
  const id = `pick-${labels[0].kind}-${labels[0].action}`;
  const chosen = labels[Math.min(picked, labels.length - 1)];
  return (
    <span class="picker">
      <label for={id}>{head || "Choose"} ({labels.length} ways)</label>{" "}
      <select id={id} value={String(Math.min(picked, labels.length - 1))} onChange={(e) => setPicked(Number(e.currentTarget.value))}>
        {labels.map((l, i) => <option key={l.action} value={String(i)}>{head ? l.text.slice(head.length + 2) : l.text}</option>)}
      </select>{" "}
      <button type="button" class={buttonClass} onClick={() => act(chosen)}>{head ? `${head}: this one` : "This one"}</button>
    </span>
  );
}
