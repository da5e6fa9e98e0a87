// Tableau's view: the market grid with its row and column refills, every
// tableau with its stacks (level, Chocolates, food, wound), the card being
// placed dropped on a slot (pointer events, so touch too) or put there by a
// slot's button, sales and merges (those the engine closes kept in sight,
// disabled, with its reason), the combat's abilities and power totals,
// and the victory points: where they came from on demand and at the end;
// each round's combat as a scene of its own before the next round.
import { useContext, useEffect, useState } from "preact/hooks";
import type { GameSchema } from "./api";
import { CatalogContext } from "./cards";
import { CombatScene, combatScenes } from "./combatscene";
import { tableauZoneStats } from "./generated/schema";
import type { Label, Refusal, Update } from "./protocol";
import { Closed, Why, WhyList, Whys, whyRefused } from "./refused";
import { registerView, type GameProps } from "./room";
import { Place, Table, phaseTitle, useSchema } from "./tableparts";
import { VPBreakdown } from "./vpbreakdown";

/** A stack in a slot: its card and food by id and its declared numbers. */
interface Stack { card: number; food: number; stats?: Record<string, number> }

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
  }
  return l.text;
}

/** A merge button's name: "Merge into slot N", or "Merge→N" where a phone's slot is narrow (its label says it whole). */
function MergeInto({ to }: { to: number }) {
  return <>Merge<span class="wide-words"> into slot </span><span class="narrow-words" aria-hidden="true">→</span>{to + 1}</>;
}

function Tableau(p: GameProps) {
  const t = new Table(p.view.table, tableauZoneStats);
  const schema = useSchema("tableau");
  const cat = useContext(CatalogContext);
  const me = p.view.seat;
  const labels = p.view.to_act === me && me >= 0 ? p.view.actions ?? [] : [];
  const refused = p.view.to_act === me && me >= 0 ? p.view.refused ?? [] : [];
  const noPass = whyRefused(refused, "pass");
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
  // The ways to put the card on the slot chosen, listed apart from the slots (a slot is too narrow for them); none once the decision has changed.
  useEffect(() => setChoosing(null), [p.view.version]);
  const ways = choosing ? slotLabels(choosing.seat, choosing.slot, dropKinds) : [];
  // The person's sales and merges the engine closes, each with its reason, said once under their tableau: all
  // of them (one made already) by one Sell and one Merge button there, else each one closed by its slots on its slot.
  const whys = new Whys("ops-why");
  const noSell = whyRefused(refused, "sell");
  const noMerge = whyRefused(refused, "merge");
  const closedOps = (row: number[], slot: number, open: Label[]) => {
    const shut: { kind: string; to: number; why: string }[] = [];
    const sell = noSell || open.some((l) => l.kind === "sell") ? "" : whyRefused(refused, "sell", [slot]);
    if (sell) shut.push({ kind: "sell", to: slot, why: sell });
    row.forEach((other, to) => {
      if (noMerge || to === slot || other !== row[slot] || open.some((l) => l.kind === "merge" && l.slots?.[1] === to)) return;
      const why = whyRefused(refused, "merge", [slot, to]);
      if (why) shut.push({ kind: "merge", to, why });
    });
    return shut;
  };
  const decisions = labels.filter((l) => !slotKinds.has(l.kind) && l.kind !== "take" && l.kind !== "refill_row" && l.kind !== "refill_column");
  const acting = p.view.to_act >= 0 ? p.view.to_act : -1;
  const placing: Stack = { card: t.cards("placing")[0] ?? 0, food: t.cards("placing_food")[0] ?? 0, stats: t.stats("placing", 0, 0) };
  const showPower = t.count("round") > 1 || t.count("combat") > 0;
  // Every seat on the same return (no winner) shares the victory.
  const won = p.winners ?? [];
  const winners = p.over && p.winners ? (won.length > 0 ? won : p.room.seats.map((_, i) => i)) : [];
  if (p.scene) {
    return (
      <div class="tableau">
        <CombatScene {...p} scene={p.scene} />
      </div>
    );
  }
  return (
    <div class={placing.card !== 0 ? "tableau is-placing" : "tableau"}>
      {winners.length > 0 && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{winners.length > 1 ? "Shared victory: " : "Winner: "}{winners.map(p.seatName).join(" and ")} with {t.count("vp", winners[0])} VP.</p>
          <h3>The ranking, and where each player's VP came from</h3>
          <VPBreakdown t={t} schema={schema} seatName={p.seatName} me={me}
            order={t.values("vp").map((_, i) => i).sort((a, b) => t.count("vp", b) - t.count("vp", a))} />
        </section>
      )}
      <p class="muted round-facts">First player this round: {p.seatName(t.count("first_player"))} · deck: {t.count("deck_size")} cards</p>
      {!p.over && (
        <details class="panel vp-sources">
          <summary>Where each player's VP came from</summary>
          <VPBreakdown t={t} schema={schema} seatName={p.seatName} me={me} />
        </details>
      )}
      {acting >= 0 && acting !== me && (
        <p class="deciding" aria-live="polite">{p.seatName(acting)}: {deciding(t, schema, cat.name(placing.card))}</p>
      )}
      <Market t={t} labels={labels} refused={refused} act={p.act} />
      {placing.card !== 0 && (
        <Placing stack={placing} mine={acting === me} onDrag={setDropAt} onDrop={(at) => {
          setDropAt(null);
          if (at) drop(at.seat, at.slot);
        }} />
      )}
      {ways.length > 1 && choosing && (
        <section class="panel" id="ways" aria-labelledby="ways-h">
          <h2 id="ways-h">Put {cat.name(placing.card)} in slot {choosing.slot + 1}{choosing.seat !== me ? ` of ${p.seatName(choosing.seat)}` : ""}: which way?</h2>
          <ul class="choices">
            {ways.map((l) => (
              <li key={l.action}><button type="button" class="primary" onClick={() => p.act(l)}>{shortName(l, true)}<span class="sr-only"> ({l.text})</span></button></li>
            ))}
          </ul>
        </section>
      )}
      {(decisions.length > 0 || noPass) && (
        <section class="panel" aria-labelledby="decide-h">
          <h2 id="decide-h">{decisionTitle(t.phase, schema)}</h2>
          <ul class="choices">
            {decisions.map((l) => <li key={l.action}><button type="button" onClick={() => p.act(l)}>{l.text}</button></li>)}
            {noPass && <li><Closed whyId="pass-why" text={noPass}>pass</Closed></li>}
          </ul>
        </section>
      )}
      <section class="panel" aria-labelledby="tabs-h">
        <h2 id="tabs-h">Tableaus <span class="muted">· slot 1 rear, slot 5 front</span></h2>
        {t.lists("tableaus").map((row, seat) => (
          <div class={["tab", seat === me ? "me" : "", seat === acting ? "acting" : ""].join(" ")} key={seat}>
            <h3>{p.seatName(seat)}{seat === me ? " · you" : ""} <span class="muted">· {t.count("vp", seat)} VP{showPower ? ` · power ${t.count("last_power", seat)}` : ""}</span></h3>
            <ol class="slots">
              {row.map((card, slot) => {
                const st: Stack = { card, food: t.cards("food", seat)[slot] ?? 0, stats: t.stats("tableaus", seat, slot) };
                const drops = slotLabels(seat, slot, dropKinds);
                const own = slotLabels(seat, slot, new Set(["sell", "merge"]));
                const open = choosing?.seat === seat && choosing.slot === slot;
                const highlight = dropAt?.seat === seat && dropAt.slot === slot && drops.length > 0;
                return (
                  <li key={slot} data-drop-seat={seat} data-drop-slot={slot}
                    class={["tslot", drops.length ? "target" : "", highlight ? "drop" : "", seat === acting && t.count("acting_slot") === slot ? "acting" : ""].join(" ")}>
                    <span class="slot-no">{slot + 1}</span>
                    <StackChip st={st} />
                    {drops.length === 1 && (
                      <button type="button" class="primary" onClick={() => p.act(drops[0])}>
                        {shortName(drops[0], false)}<span class="sr-only"> ({drops[0].text})</span>
                      </button>
                    )}
                    {drops.length > 1 && (
                      <button type="button" class="primary" aria-expanded={open} aria-controls={open ? "ways" : undefined} onClick={() => setChoosing(open ? null : { seat, slot })}>
                        <span class="sr-only">Put {placing.card ? cat.name(placing.card) : "the card"} in slot {slot + 1}: </span>Put here…
                      </button>
                    )}
                    {own.map((l) => (
                      <button type="button" key={l.action} aria-label={l.text} onClick={() => p.act(l)}>
                        {l.kind === "merge" ? <MergeInto to={l.slots?.[1] ?? 0} /> : shortName(l, false)}
                      </button>
                    ))}
                    {seat === me && card > 0 && closedOps(row, slot, own).map(({ kind, to, why }) => (
                      <Closed key={`${kind}${to}`} whyId={whys.id(why)} label={kind === "sell" ? `sell ${cat.name(card)} (slot ${slot + 1})` : `merge slot ${slot + 1} into slot ${to + 1}`}>
                        {kind === "sell" ? "Sell" : <MergeInto to={to} />}
                      </Closed>
                    ))}
                  </li>
                );
              })}
            </ol>
            {seat === me && (noSell || noMerge) && (
              <p class="buttons">
                {noSell && <Closed whyId={whys.id(noSell)} label="sell a stack">Sell</Closed>}
                {noMerge && <Closed whyId={whys.id(noMerge)} label="merge two stacks">Merge</Closed>}
              </p>
            )}
            {seat === me && <WhyList whys={whys} />}
          </div>
        ))}
      </section>
      <Combat live={p.live.filter((u) => u.version <= p.view.version)} />
    </div>
  );
}

/** What the seat to act decides now, in words; placing names the card being placed, if any. */
function deciding(t: Table, schema: GameSchema | null, placing: string): string {
  if (t.cards("placing")[0]) return `places ${placing}${t.count("moved") ? " (moved by a swap)" : ""}`;
  return ({ draft: "drafts from the market", bonus_draft: "takes a bonus draft", drawing: "draws", honey: "keeps or sells a wounded stack with Honey",
    may_wound: "decides whether an ability wounds", wound_roll: "rolls the wound die", wound_column: "picks the column to wound" } as Record<string, string>)[t.phase] ??
    phaseTitle(schema, t.phase);
}

/** What the decisions' panel asks, by phase. */
function decisionTitle(phase: string, schema: GameSchema | null): string {
  if (phase === "draft" || phase === "bonus_draft") return "Or else";
  return phaseTitle(schema, phase);
}

/** The market grid: take a card, or refill a row or a column; cards and refills closed to the person shown disabled with the engine's reason. */
function Market({ t, labels, refused, act }: { t: Table; labels: Label[]; refused: Refusal[]; act: (l: Label) => void }) {
  const cat = useContext(CatalogContext);
  const cols = t.width("market");
  const cells = t.cards("market");
  const market = Array.from({ length: cols ? Math.ceil(cells.length / cols) : 0 }, (_, r) => cells.slice(r * cols, (r + 1) * cols));
  const refill = (kind: string, line: number) => labels.find((l) => l.kind === kind && l.slots?.[0] === line);
  const noRow = whyRefused(refused, "refill_row");
  const noColumn = whyRefused(refused, "refill_column");
  // Why cards are closed to take (a food with no stack for it), each sentence once under the grid.
  const takeWhys = new Whys("take-why");
  // Both refills are closed for one reason (the round's refills are used): it is said once, under the grid.
  const whyId = (kind: string) => (kind === "refill_row" || noRow === noColumn ? "refill-why" : "refill-column-why");
  return (
    <section class="panel" aria-labelledby="market-h">
      <h2 id="market-h">Market</h2>
      <div class="scroll">
        <table class={cols > 3 ? "market wide" : "market"}>
          <tbody>
            {market.map((row, r) => {
              const rr = refill("refill_row", r);
              return (
                <tr key={r}>
                  {row.map((id, c) => {
                    const take = labels.find((l) => l.kind === "take" && l.slots?.[0] === r * cols + c);
                    const noTake = take ? "" : whyRefused(refused, "take", [r * cols + c]);
                    const name = `Take ${cat.name(id)} (row ${r + 1}, column ${c + 1})`;
                    return (
                      <td key={c}>
                        <Place card={id} />
                        {take && <button type="button" class="primary" aria-label={name} onClick={() => act(take)}>Take</button>}
                        {noTake && <Closed whyId={takeWhys.id(noTake)} label={name}>Take</Closed>}
                      </td>
                    );
                  })}
                  <td>
                    {rr && <button type="button" aria-label={`Refill row ${r + 1}`} onClick={() => act(rr)}>↻ row {r + 1}</button>}
                    {!rr && noRow && <Closed whyId={whyId("refill_row")} label={`Refill row ${r + 1}`}>↻ row {r + 1}</Closed>}
                  </td>
                </tr>
              );
            })}
            <tr>
              {(market[0] ?? []).map((_, c) => {
                const rc = refill("refill_column", c);
                return (
                  <td key={c}>
                    {rc && <button type="button" aria-label={`Refill column ${c + 1}`} onClick={() => act(rc)}>↻ column {c + 1}</button>}
                    {!rc && noColumn && <Closed whyId={whyId("refill_column")} label={`Refill column ${c + 1}`}>↻ column {c + 1}</Closed>}
                  </td>
                );
              })}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      {noRow && <Why id="refill-why" text={noRow} block />}
      {noColumn && noColumn !== noRow && <Why id="refill-column-why" text={noColumn} block />}
      <WhyList whys={takeWhys} />
    </section>
  );
}

/** A stack's chip: the card, its level, Chocolates, food and wound. */
function StackChip({ st }: { st: Stack }) {
  const cat = useContext(CatalogContext);
  const badges = [`L${st.stats?.level || 1}`];
  if (st.stats?.chocolates) badges.push(`${st.stats.chocolates} Chocolate`);
  if (st.food) badges.push(cat.name(st.food));
  if (st.stats?.wounded) badges.push("wounded");
  if (st.stats?.honey) badges.push("Honey: sell?");
  return <Place card={st.card} badges={st.card ? badges : undefined} />;
}

/** The card being placed: dragged with the pointer onto a slot, or put there by the slot's button. */
function Placing({ stack, mine, onDrag, onDrop }: {
  stack: Stack; mine: boolean;
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
      {mine && <p class="help">Drag it onto a slot, or use a slot's button.</p>}
    </section>
  );
}

/** The kinds of events a combat shows. */
const combatKinds = new Set(["combat_starts", "ability", "roll", "column", "wound", "shield", "stack_power", "power", "award", "first_player"]);

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

registerView("tableau", Tableau, combatScenes);
