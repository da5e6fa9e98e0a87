// Tableau's view: the market grid with its row and column refills, every
// tableau with its stacks (level, Chocolates, food, wound), the card being
// placed dropped on a slot (pointer events, so touch too) or put there by a
// slot's button, sales and merges, the combat's abilities and power totals,
// and the victory points.
import { useState } from "preact/hooks";
import { Card } from "./cards";
import type { TableauObservation, TableauStackView } from "./generated/schema";
import type { Label, Update } from "./protocol";
import { registerView, type GameProps } from "./room";

/** The phases' names for people. */
const phaseNames: Record<string, string> = {
  draft: "Market: drafting", place: "Market: placing a card", bonus_draft: "Market: a bonus draft",
  drawing: "Market: drawing", swap_in: "Market: swapping a stack in", honey: "Combat: a wounded stack with Honey",
  may_wound: "Combat: an ability may wound", wound_roll: "Combat: the wound die", wound_column: "Combat: the wounded column",
  over: "Game over",
};

/** The actions that put the card being placed on a slot: they are the slots' drop targets. */
const dropKinds = new Set(["place", "upgrade", "food", "swap_in"]);

/** The kinds the tableaus' slots offer (the rest are the decisions' buttons). */
const slotKinds = new Set([...dropKinds, "sell", "merge"]);

/** Where a slot's action acts: the seat and the slot (0 the rear). */
function target(l: Label, me: number): { seat: number; slot: number } | null {
  if (l.kind === "place") {
    const m = /in slot (\d+)/.exec(l.text);
    return m ? { seat: me, slot: Number(m[1]) - 1 } : null;
  }
  if (!slotKinds.has(l.kind) || l.slots === undefined) return null;
  return { seat: l.seats?.[0] ?? me, slot: l.slots[0] };
}

/** A slot action's short name on its button (the label's whole text is its accessible name). */
function shortName(l: Label, several: boolean): string {
  switch (l.kind) {
    case "place": {
      const layout = l.text.split(": ")[1];
      return several && layout ? `Place: ${layout}` : "Place here";
    }
    case "upgrade": return "Add here";
    case "food": return "Feed";
    case "swap_in": return "Swap in here";
    case "sell": return "Sell";
    case "merge": return `Merge into slot ${(l.slots?.[1] ?? 0) + 1}`;
  }
  return l.text;
}

function Tableau(p: GameProps) {
  const o = p.view.observation as TableauObservation;
  const me = p.view.seat;
  const labels = p.view.to_act === me && me >= 0 ? p.view.actions ?? [] : [];
  const [dropAt, setDropAt] = useState<{ seat: number; slot: number } | null>(null);
  const [choosing, setChoosing] = useState<{ seat: number; slot: number } | null>(null);
  const slotLabels = (seat: number, slot: number, kinds: Set<string>) =>
    labels.filter((l) => kinds.has(l.kind) && (() => {
      const t = target(l, me);
      return t !== null && t.seat === seat && t.slot === slot;
    })());
  /** Drops the card being placed on a slot: its one action is played, several are offered. */
  const drop = (seat: number, slot: number) => {
    const ls = slotLabels(seat, slot, dropKinds);
    if (ls.length === 1) p.act(ls[0]);
    else if (ls.length > 1) setChoosing({ seat, slot });
  };
  const decisions = labels.filter((l) => !slotKinds.has(l.kind) && l.kind !== "take" && l.kind !== "refill_row" && l.kind !== "refill_column");
  const acting = p.view.to_act >= 0 ? p.view.to_act : -1;
  return (
    <div class="tableau">
      <Scores o={o} me={me} seatName={p.seatName} />
      {acting >= 0 && acting !== me && <p class="deciding" aria-live="polite">{p.seatName(acting)}: {deciding(o)}</p>}
      <Market o={o} labels={labels} act={p.act} />
      {o.placing?.card && (
        <Placing stack={o.placing} mine={acting === me} onDrag={setDropAt} onDrop={(t) => {
          setDropAt(null);
          if (t) drop(t.seat, t.slot);
        }} />
      )}
      {decisions.length > 0 && (
        <section class="panel" aria-labelledby="decide-h">
          <h2 id="decide-h">{decisionTitle(o)}</h2>
          <ul class="choices">
            {decisions.map((l) => <li key={l.action}><button type="button" onClick={() => p.act(l)}>{l.text}</button></li>)}
          </ul>
        </section>
      )}
      <section class="panel" aria-labelledby="tabs-h">
        <h2 id="tabs-h">Tableaus <span class="muted">· slot 1 is the rear, slot 5 the front</span></h2>
        {(o.tableaus ?? []).map((row, seat) => (
          <div class={["tab", seat === me ? "me" : "", seat === acting ? "acting" : ""].join(" ")} key={seat}>
            <h3>{p.seatName(seat)}{seat === me ? " · you" : ""} <span class="muted">· {(o.vp ?? [])[seat]} VP{o.combat || o.round > 1 ? ` · power ${(o.last_power ?? [])[seat]}` : ""}</span></h3>
            <ol class="slots">
              {(row ?? []).map((st, slot) => {
                const drops = slotLabels(seat, slot, dropKinds);
                const own = slotLabels(seat, slot, new Set(["sell", "merge"]));
                const open = choosing?.seat === seat && choosing.slot === slot;
                const highlight = dropAt?.seat === seat && dropAt.slot === slot && drops.length > 0;
                return (
                  <li key={slot} data-drop-seat={seat} data-drop-slot={slot}
                    class={["tslot", drops.length ? "target" : "", highlight ? "drop" : "", seat === acting && o.acting_slot === slot ? "acting" : ""].join(" ")}>
                    <span class="slot-no">{slot + 1}</span>
                    <StackChip st={st} />
                    {(drops.length === 1 || (drops.length > 1 && open) ? drops : []).map((l) => (
                      <button type="button" class="primary" key={l.action} aria-label={l.text} onClick={() => p.act(l)}>{shortName(l, drops.length > 1)}</button>
                    ))}
                    {drops.length > 1 && !open && (
                      <button type="button" class="primary" aria-label={`Put ${o.placing?.card ?? "the card"} in slot ${slot + 1}…`}
                        onClick={() => setChoosing({ seat, slot })}>Put here…</button>
                    )}
                    {own.map((l) => (
                      <button type="button" key={l.action} aria-label={l.text} onClick={() => p.act(l)}>{shortName(l, false)}</button>
                    ))}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </section>
      <Combat live={p.live} />
      {o.winners && o.winners.length > 0 && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{o.winners.length > 1 ? "Shared victory: " : "Winner: "}{o.winners.map(p.seatName).join(" and ")} with {(o.vp ?? [])[o.winners[0]]} VP.</p>
        </section>
      )}
    </div>
  );
}

/** What the seat to act decides now, in words. */
function deciding(o: TableauObservation): string {
  if (o.placing?.card) return `places ${o.placing.card}${o.moved ? " (moved by a swap)" : ""}`;
  return ({ draft: "drafts from the market", bonus_draft: "takes a bonus draft", drawing: "draws", honey: "keeps or sells a wounded stack with Honey",
    may_wound: "decides whether an ability wounds", wound_roll: "rolls the wound die", wound_column: "picks the column to wound" } as Record<string, string>)[o.phase] ?? (phaseNames[o.phase] ?? o.phase);
}

/** What the decisions' panel asks, by phase. */
function decisionTitle(o: TableauObservation): string {
  if (o.phase === "draft" || o.phase === "bonus_draft") return "Or else";
  return phaseNames[o.phase] ?? "Your decision";
}

/** The round, the phase, whose turn, and each player's VP, power, drafts and refills. */
function Scores({ o, me, seatName }: { o: TableauObservation; me: number; seatName: (s: number) => string }) {
  return (
    <section class="panel" aria-labelledby="table-h">
      <h2 id="table-h">Round {o.round} of {o.rounds} · {phaseNames[o.phase] ?? o.phase}</h2>
      <p class="muted">First player this round: {seatName(o.first_player)} · deck: {o.deck_size} cards</p>
      <div class="scroll">
        <table class="players">
          <thead>
            <tr><th scope="col">Player</th><th scope="col">VP</th><th scope="col">Last power</th>
              <th scope="col">Drafts</th><th scope="col">Refills left</th><th scope="col">Drafting</th></tr>
          </thead>
          <tbody>
            {(o.vp ?? []).map((vp, i) => (
              <tr key={i} class={i === me ? "me" : ""}>
                <th scope="row">{seatName(i)}</th>
                <td>{vp}</td>
                <td>{(o.last_power ?? [])[i]}</td>
                <td>{(o.drafts ?? [])[i]} of {o.drafts_per_round}</td>
                <td>{(o.refills_left ?? [])[i]}</td>
                <td>{(o.out ?? [])[i] ? "passed" : "in"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The market grid: take a card, or refill a row or a column. */
function Market({ o, labels, act }: { o: TableauObservation; labels: Label[]; act: (l: Label) => void }) {
  const cols = (o.market ?? [])[0]?.length ?? 0;
  const refill = (kind: string, line: number) => labels.find((l) => l.kind === kind && l.slots?.[0] === line);
  return (
    <section class="panel" aria-labelledby="market-h">
      <h2 id="market-h">Market</h2>
      <div class="scroll">
        <table class="market">
          <tbody>
            {(o.market ?? []).map((row, r) => {
              const rr = refill("refill_row", r);
              return (
                <tr key={r}>
                  {(row ?? []).map((name, c) => {
                    const take = labels.find((l) => l.kind === "take" && l.slots?.[0] === r * cols + c);
                    return (
                      <td key={c}>
                        {name ? <Card name={name} /> : <span class="empty">empty</span>}
                        {take && <button type="button" class="primary" aria-label={`Take ${name} (row ${r + 1}, column ${c + 1})`} onClick={() => act(take)}>Take</button>}
                      </td>
                    );
                  })}
                  <td>{rr && <button type="button" aria-label={`Refill row ${r + 1}`} onClick={() => act(rr)}>↻ row {r + 1}</button>}</td>
                </tr>
              );
            })}
            <tr>
              {(o.market ?? [])[0]?.map((_, c) => {
                const rc = refill("refill_column", c);
                return <td key={c}>{rc && <button type="button" aria-label={`Refill column ${c + 1}`} onClick={() => act(rc)}>↻ column {c + 1}</button>}</td>;
              })}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A stack's chip: the card, its level, Chocolates, food and wound. */
function StackChip({ st }: { st: TableauStackView }) {
  if (!st.card) return <span class="empty">empty</span>;
  const badges = [`L${st.level ?? 1}`];
  if (st.chocolates) badges.push(`${st.chocolates} Chocolate`);
  if (st.food) badges.push(st.food);
  if (st.wounded) badges.push("wounded");
  if (st.honey_pending) badges.push("Honey: sell?");
  return <Card name={st.card} badges={badges} />;
}

/** The card being placed: dragged with the pointer onto a slot, or put there by the slot's button. */
function Placing({ stack, mine, onDrag, onDrop }: {
  stack: TableauStackView; mine: boolean;
  onDrag: (t: { seat: number; slot: number } | null) => void;
  onDrop: (t: { seat: number; slot: number } | null) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const at = (x: number, y: number) => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-drop-slot]");
    return el ? { seat: Number(el.dataset.dropSeat), slot: Number(el.dataset.dropSlot) } : null;
  };
  return (
    <section class="panel placing" aria-labelledby="placing-h">
      <h2 id="placing-h">{mine ? "Place your card" : "Being placed"}</h2>
      <div class={dragging ? "drag dragging" : "drag"}>
        {mine && (
          <span class="handle" aria-hidden="true"
            onPointerDown={(e) => {
              e.preventDefault(); // no text selection on the way
              (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
              setDragging(true);
            }}
            onPointerMove={(e) => dragging && onDrag(at(e.clientX, e.clientY))}
            onPointerUp={(e) => {
              setDragging(false);
              onDrop(at(e.clientX, e.clientY));
            }}
            onPointerCancel={() => {
              setDragging(false);
              onDrop(null);
            }}>⠿</span>
        )}
        <StackChip st={stack} />
      </div>
      {mine && <p class="help">Drag it onto a slot of a tableau, or use a slot's button.</p>}
    </section>
  );
}

/** The kinds of events a combat shows. */
const combatKinds = new Set(["combat_starts", "ability", "roll", "column", "wound", "shield", "power", "award", "first_player"]);

/** The last combat seen on this page: its abilities, wounds, power totals and awards. */
function Combat({ live }: { live: Update[] }) {
  let start = -1;
  live.forEach((u, i) => {
    if (u.events.some((e) => e.kind === "combat_starts")) start = i;
  });
  if (start < 0) return null;
  const lines: string[] = [];
  for (const u of live.slice(start)) {
    u.events.forEach((e, i) => {
      const t = u.texts?.[i];
      if (t && combatKinds.has(e.kind)) lines.push(t);
    });
  }
  const round = live[start].events.find((e) => e.kind === "combat_starts")?.round ?? 0;
  return (
    <section class="panel" aria-labelledby="combat-h">
      <h2 id="combat-h">Combat of round {round}</h2>
      <ol class="combat">{lines.map((t, i) => <li key={i}>{t}</li>)}</ol>
    </section>
  );
}

registerView("tableau", Tableau);
