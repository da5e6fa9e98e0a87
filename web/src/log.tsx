// The log: every event's sentence of the whole game, numbered once and for
// good, of which only the blocks near the view are in the page, and
// narrowed on request to what concerns the person: their battles and
// turns, and the events of their own seat.
import type { JSX } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Update } from "./protocol";

/** A line of the log: an event's sentence and the seats it concerns. */
export interface LogLine { key: string; version: number; text: string; seats: number[] }

/** Where the log stands between updates: the seats of the battle or turn under way, if any. */
export interface LogScope { seats: number[] | null }

/** A log's scope before its first update. */
export function newLogScope(): LogScope {
  return { seats: null };
}

/** Events that open a battle (its two sides) or a turn (its seat): what follows concerns them. */
const opens = new Set(["battle_starts", "turn"]);

/** Events that end every battle or turn under way. */
const closes = new Set(["shop_opens", "round_starts", "combat_starts", "game_over"]);

/**
 * The log's lines of updates, oldest first: each event's sentence with the seats it concerns,
 * those of the battle or turn it belongs to (scope carries it from one call to the next), else its
 * own seat, its target and the update's actor.
 */
export function logLines(us: Update[], scope: LogScope = newLogScope()): LogLine[] {
  const lines: LogLine[] = [];
  for (const u of us) {
    u.events.forEach((e, i) => {
      if (closes.has(e.kind)) scope.seats = null;
      if (opens.has(e.kind)) scope.seats = [e.seat, e.target ?? -1].filter((s) => s >= 0);
      const t = u.texts?.[i];
      if (!t) return;
      const seats = scope.seats ?? [e.seat, e.target ?? -1, u.actor].filter((s) => s >= 0);
      lines.push({ key: `${u.version}.${i}`, version: u.version, text: t, seats });
    });
  }
  return lines;
}

/** Lines a block of the log holds: only the blocks near the view are in the page. */
const block = 20;

/** A line's height (px) guessed before any block of the log was measured. */
const lineGuess = 20;

/** Where the log's list is scrolled to and how tall its view is; top null follows the end. */
interface View { top: number | null; height: number }

/**
 * The whole game's log, each line numbered by its place in the game; me (a seat, or below 0 for
 * none) may narrow it to the lines that concern them. Only the blocks within two views' height of
 * the view are drawn; the others are spacers of their measured (or else estimated) height.
 */
export function Log({ lines, me }: { lines: LogLine[]; me: number }) {
  const [mine, setMine] = useState(false);
  const [view, setView] = useState<View>({ top: null, height: 0 });
  const end = useRef<HTMLDivElement>(null);
  // Each drawn block's height, by its key (the filter, its first line and its length).
  const heights = useRef(new Map<string, number>());
  const numbered = lines.map((l, i) => ({ line: l, n: i + 1 }));
  const shown = mine && me >= 0 ? numbered.filter(({ line }) => line.seats.includes(me)) : numbered;
  const blocks: { key: string; lines: typeof shown }[] = [];
  for (let i = 0; i < shown.length; i += block) {
    const b = shown.slice(i, i + block);
    blocks.push({ key: `${mine}.${b[0].line.key}.${b.length}`, lines: b });
  }
  // A line's height as measured so far, for the blocks not yet drawn.
  let measured = 0;
  let measuredLines = 0;
  for (const b of blocks) {
    const h = heights.current.get(b.key);
    if (h !== undefined) (measured += h), (measuredLines += b.lines.length);
  }
  const perLine = measuredLines ? measured / measuredLines : lineGuess;
  const height = (b: (typeof blocks)[number]) => heights.current.get(b.key) ?? b.lines.length * perLine;
  const total = blocks.reduce((sum, b) => sum + height(b), 0);
  const top = view.top ?? Math.max(0, total - view.height);
  const near = view.height || 14 * lineGuess;
  let y = 0;
  const parts = blocks.map((b) => {
    const h = height(b);
    const drawn = y + h >= top - 2 * near && y <= top + 2 * near;
    y += h;
    return { b, h, drawn };
  });
  const keys: string[] = [];
  useLayoutEffect(() => {
    const el = end.current;
    if (!el) return;
    el.querySelectorAll<HTMLOListElement>("ol.log-block").forEach((ol, i) => heights.current.set(keys[i], ol.offsetHeight));
  });
  useLayoutEffect(() => {
    const el = end.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    setView({ top: null, height: el.clientHeight });
  }, [lines, mine]);
  const onScroll = () => {
    const el = end.current;
    if (!el) return;
    const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
    setView({ top: atEnd ? null : el.scrollTop, height: el.clientHeight });
  };
  // Off-screen blocks side by side are one spacer.
  const drawn: JSX.Element[] = [];
  let gap = 0;
  const spacer = () => {
    if (gap > 0) drawn.push(<div key={`gap${drawn.length}`} style={{ height: `${gap}px` }} />);
    gap = 0;
  };
  for (const { b, h, drawn: d } of parts) {
    if (!d) {
      gap += h;
      continue;
    }
    spacer();
    keys.push(b.key);
    drawn.push(
      <ol key={b.key} class="log-block">
        {b.lines.map(({ line, n }) => <li key={line.key} value={n}>{line.text}</li>)}
      </ol>,
    );
  }
  spacer();
  return (
    <section class="panel" aria-labelledby="log-h">
      <h2 id="log-h">What happened</h2>
      {me >= 0 && (
        <label class="choice">
          <input type="checkbox" checked={mine} onChange={(e) => setMine((e.target as HTMLInputElement).checked)} />
          <span>Only yours <span class="muted">your battles and turns, and your own moves</span></span>
        </label>
      )}
      <div class="log" role="log" ref={end} tabIndex={0} aria-labelledby="log-h" onScroll={onScroll}>
        {drawn}
      </div>
    </section>
  );
}
