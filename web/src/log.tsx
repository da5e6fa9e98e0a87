// The log: every event's sentence of the whole game, numbered once and for
// good, drawn in blocks the browser lays out only when they come into view,
// and narrowed on request to what concerns the person: their battles and
// turns, and the events of their own seat.
import { useEffect, useRef, useState } from "preact/hooks";
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

/** Lines a block of the log holds: the browser skips laying out blocks out of view. */
const block = 100;

/**
 * The whole game's log, each line numbered by its place in the game; me (a seat, or below 0 for
 * none) may narrow it to the lines that concern them.
 */
export function Log({ lines, me }: { lines: LogLine[]; me: number }) {
  const [mine, setMine] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const numbered = lines.map((l, i) => ({ line: l, n: i + 1 }));
  const shown = mine && me >= 0 ? numbered.filter(({ line }) => line.seats.includes(me)) : numbered;
  useEffect(() => {
    const el = end.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines, mine]);
  const blocks: (typeof shown)[] = [];
  for (let i = 0; i < shown.length; i += block) blocks.push(shown.slice(i, i + block));
  return (
    <section class="panel" aria-labelledby="log-h">
      <h2 id="log-h">What happened</h2>
      {me >= 0 && (
        <label class="choice">
          <input type="checkbox" checked={mine} onChange={(e) => setMine((e.target as HTMLInputElement).checked)} />
          <span>Only yours <span class="muted">your battles and turns, and your own moves</span></span>
        </label>
      )}
      <div class="log" role="log" ref={end} tabIndex={0} aria-labelledby="log-h">
        {blocks.map((b) => (
          <ol key={b[0].line.key} class="log-block">
            {b.map(({ line, n }) => <li key={line.key} value={n}>{line.text}</li>)}
          </ol>
        ))}
      </div>
    </section>
  );
}
