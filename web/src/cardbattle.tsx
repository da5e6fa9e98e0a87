// Card Battle's view: the shop and the blind buy, gold, the hand with its
// hats and the Triples it offers, selling several pets, the secret keep,
// the battle deck's order (drag and drop, or buttons) with its odds, and
// each round's battles as a scene of their own before the next shop.
import { useContext, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lobby, type Advice } from "./api";
import { BattleScene, battleScenes } from "./battlescene";
import { Card, CatalogContext, field } from "./cards";
import type { CardBattleObservation } from "./generated/schema";
import type { Label } from "./protocol";
import { registerView, type GameProps } from "./room";

/** The phases' names for people. */
const phaseNames: Record<string, string> = {
  shop: "Shop", selling: "Shop: selling", triple_keep: "Shop: Triple", arrange: "Battle Prep: ordering decks",
  battle: "Battle", over: "Game over", coin: "Battle: coin flip", ability_order: "Battle: order of abilities",
  prep_order: "Battle Prep: order of abilities",
};

function CardBattle(p: GameProps) {
  const o = p.view.observation as CardBattleObservation;
  const me = p.view.seat;
  const labels = p.view.to_act === me ? p.view.actions ?? [] : [];
  if (p.scene) {
    return (
      <div class="cardbattle">
        <Table o={{ ...o, phase: "battle" }} seatName={p.seatName} me={me} />
        <BattleScene {...p} scene={p.scene} />
      </div>
    );
  }
  return (
    <div class="cardbattle">
      <Table o={o} seatName={p.seatName} me={me} />
      {o.phase !== "over" && o.round >= 1 && <Shop o={o} labels={labels} act={p.act} />}
      {me >= 0 && <Hand o={o} labels={labels} {...p} />}
      {labels.some((l) => l.kind === "keep") && <Keep o={o} labels={labels} act={p.act} />}
      {labels.some((l) => l.kind === "place") && <DeckOrder key={`${o.round}`} o={o} labels={labels} {...p} />}
      {labels.some((l) => l.kind === "ability") && (
        <section class="panel" aria-labelledby="abl-h">
          <h2 id="abl-h">Which ability resolves next?</h2>
          <ul class="choices">
            {labels.filter((l) => l.kind === "ability").map((l) => (
              <li key={l.action}><button type="button" onClick={() => p.act(l)}>{l.text}</button></li>
            ))}
          </ul>
        </section>
      )}
      <Known o={o} seatName={p.seatName} />
      {o.winners && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{o.winners.length === (o.trophies ?? []).length ? "A draw between every player." : `Winner: ${o.winners.map(p.seatName).join(" and ")}.`}</p>
        </section>
      )}
    </div>
  );
}

/** The round, the pairings and each player's trophies, gold and hand. */
function Table({ o, seatName, me }: { o: CardBattleObservation; seatName: (s: number) => string; me: number }) {
  const [trumpets, mana, players] = [o.trumpets ?? [], o.mana ?? [], o.players ?? []];
  const extra = trumpets.some((x) => x > 0) || mana.some((x) => x > 0);
  return (
    <section class="panel" aria-labelledby="table-h">
      <h2 id="table-h">Round {Math.min(o.round, 6)} of 6 · {phaseNames[o.phase] ?? o.phase}</h2>
      {o.pairings && o.pairings.length > 0 && (
        <p class="pairings">Battles this round: {o.pairings.map(([a, b]) => `${seatName(a)} vs ${seatName(b)}`).join("; ")}</p>
      )}
      <div class="scroll">
        <table class="players">
          <thead>
            <tr><th scope="col">Player</th><th scope="col">Trophies</th><th scope="col">Gold</th><th scope="col">Cards</th>
              {extra && <th scope="col">Trumpets</th>}{extra && <th scope="col">Mana</th>}<th scope="col">Shop</th></tr>
          </thead>
          <tbody>
            {(o.trophies ?? []).map((t, i) => (
              <tr key={i} class={i === me ? "me" : ""}>
                <th scope="row">{seatName(i)}</th>
                <td>{t}</td>
                <td>{(o.gold ?? [])[i]}</td>
                <td>{players[i]?.hand_size ?? 0}</td>
                {extra && <td>{trumpets[i]}</td>}{extra && <td>{mana[i]}</td>}
                <td>{(o.passed ?? [])[i] ? "passed" : players[i]?.arranged ? `${players[i].arranged} placed` : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The shop display, the blind buy and pass. */
function Shop({ o, labels, act }: { o: CardBattleObservation; labels: Label[]; act: (l: Label) => void }) {
  const deck = (o.tier_decks ?? [])[Math.min(o.round, 6) - 1] ?? 0;
  const blind = labels.find((l) => l.kind === "buy_blind");
  const pass = labels.find((l) => l.kind === "pass");
  if (o.phase !== "shop" && o.phase !== "selling" && o.phase !== "triple_keep") return null;
  return (
    <section class="panel" aria-labelledby="shop-h">
      <h2 id="shop-h">Shop <span class="muted">· your gold: {o.seat >= 0 ? (o.gold ?? [])[o.seat] : "–"}</span></h2>
      <ul class="display">
        {(o.display ?? []).map((name, slot) => {
          const buy = labels.find((l) => l.kind === "buy" && l.slots?.[0] === slot);
          return (
            <li key={slot} class="slot">
              {name && name !== "-" ? <Card name={name} /> : <span class="empty">empty</span>}
              {buy && <button type="button" class="primary" onClick={() => act(buy)} aria-label={`Buy ${name} for 1 gold`}>Buy</button>}
            </li>
          );
        })}
        <li class="slot">
          <span class="card blind"><span class="card-face" aria-hidden="true">?</span></span>
          <span class="muted">shop deck: {deck} left</span>
          {blind && <button type="button" onClick={() => act(blind)}>Buy blind</button>}
        </li>
      </ul>
      {pass && <p><button type="button" onClick={() => act(pass)}>Pass (end shopping)</button></p>}
    </section>
  );
}

/** The hand, its hats and Triples; pets chosen here are sold together. */
function Hand(p: GameProps & { o: CardBattleObservation; labels: Label[] }) {
  const { o, labels } = p;
  const hand = o.hand ?? []; // none for a spectator
  const cat = useContext(CatalogContext);
  const [chosen, setChosen] = useState<number[]>([]); // indexes into the hand
  const sells = labels.filter((l) => l.kind === "sell");
  const sellable = new Set(sells.map((l) => l.cards?.[0]));
  const triples = labels.filter((l) => l.kind === "triple");
  const inTriple = new Set(triples.flatMap((l) => l.cards ?? []));
  const done = labels.find((l) => l.kind === "sell_done");
  useEffect(() => setChosen([]), [hand.join(","), o.phase]);
  const ids = hand.map((n) => cat.named(n)?.id ?? 0);
  const toggle = (i: number) => setChosen(chosen.includes(i) ? chosen.filter((x) => x !== i) : chosen.concat(i));
  const sell = () => {
    const cards = chosen.map((i) => ids[i]).sort((a, b) => a - b);
    p.plan([...cards.map((card) => ({ kind: "sell", card })), { kind: "sell_done" }]);
  };
  return (
    <section class="panel" aria-labelledby="hand-h">
      <h2 id="hand-h">Your hand <span class="muted">· {hand.length} cards</span></h2>
      <ul class="hand">
        {hand.map((name, i) => {
          const id = ids[i];
          const canSell = sellable.has(id);
          return (
            <li key={`${name}-${i}`}>
              <Card name={name} badges={inTriple.has(id) ? ["Triple"] : undefined}
                pressed={canSell ? chosen.includes(i) : undefined} onClick={canSell ? () => toggle(i) : undefined} />
            </li>
          );
        })}
      </ul>
      {sells.length > 0 && (
        <p class="buttons">
          <button type="button" disabled={chosen.length === 0 || p.planning} onClick={sell}>
            Sell {chosen.length === 0 ? "the chosen pets" : chosen.map((i) => hand[i]).join(", ")} (1 Apple each)
          </button>
          {done && <button type="button" onClick={() => p.act(done)}>Finish selling</button>}
        </p>
      )}
      {triples.length > 0 && (
        <div class="triples">
          <h3>Triples you can make</h3>
          <ul class="choices">
            {triples.map((l) => (
              <li key={l.action}><button type="button" onClick={() => p.act(l)}>Triple {(l.cards ?? []).map((c) => cat.name(c)).join(", ")}
                {" "}({field(cat.card(l.cards?.[0] ?? 0), "hat")} hat)</button></li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** What everyone knows of the other players' hands: the cards they revealed or bought in view. */
function Known({ o, seatName }: { o: CardBattleObservation; seatName: (s: number) => string }) {
  const others = (o.players ?? []).filter((pv) => pv.seat !== o.seat && (pv.known_hand?.length ?? 0) > 0);
  if (others.length === 0) return null;
  return (
    <details class="panel">
      <summary>Cards you know in other hands</summary>
      {others.map((pv) => (
        <div key={pv.seat}>
          <h3>{seatName(pv.seat)} <span class="muted">· {pv.known_hand!.length} of {pv.hand_size} known</span></h3>
          <ul class="hand">{pv.known_hand!.map((n, i) => <li key={`${n}-${i}`}><Card name={n} /></li>)}</ul>
        </div>
      ))}
    </details>
  );
}

/** The Triple's secret choice: which of the two drawn cards to keep. */
function Keep({ o, labels, act }: { o: CardBattleObservation; labels: Label[]; act: (l: Label) => void }) {
  return (
    <section class="panel" aria-labelledby="keep-h">
      <h2 id="keep-h">Keep one card (only you see which)</h2>
      <ul class="display">
        {labels.filter((l) => l.kind === "keep").map((l) => (
          <li key={l.action} class="slot">
            <Card id={l.cards?.[0]} name={o.triple_choice?.[l.slots?.[0] ?? 0]} />
            <button type="button" class="primary" onClick={() => act(l)}>Keep</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moves the item at from to place to. */
function moved<T>(xs: T[], from: number, to: number): T[] {
  const out = xs.slice();
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
}

/** Percent of a chance. */
const pct = (x: number) => `${Math.round(100 * x)}%`;

/** The battle deck's order: drag and drop (pointer events, so touch too) or buttons, with the order's odds. */
function DeckOrder(p: GameProps & { o: CardBattleObservation; labels: Label[] }) {
  const { o } = p;
  const cat = useContext(CatalogContext);
  const placed = o.deck ?? [];
  const initial = useMemo(() => {
    const rest = (o.hand ?? []).slice();
    for (const n of placed) {
      const i = rest.indexOf(n);
      if (i >= 0) rest.splice(i, 1);
    }
    return rest.map((n) => cat.named(n)?.id ?? 0);
  }, [(o.hand ?? []).join(","), placed.join(","), cat]);
  // The order the person makes, until the cards to order change.
  const key = initial.join(",");
  const [made, setMade] = useState({ key, order: initial });
  const order = made.key === key ? made.order : initial;
  const setOrder = (o: number[]) => setMade({ key, order: o });
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const dragFrom = useRef<number | null>(null);
  const [advice, setAdvice] = useState<Advice | null>(null);
  const [adviceError, setAdviceError] = useState("");
  const [said, setSaid] = useState("");
  const asked = useRef(0);
  // The server works out one advice at a time for a seat (it refuses a
  // second meanwhile): an order asked for while one is worked out waits
  // for it, and only the latest such order is asked for then.
  const running = useRef(false);
  const waiting = useRef<{ n: number; order: number[] } | null>(null);
  const askAdvice = (n: number, o: number[]) => {
    if (running.current) {
      waiting.current = { n, order: o };
      return;
    }
    running.current = true;
    lobby.advice(p.room.id, p.token!, o).then((a) => {
      if (n === asked.current) {
        setAdvice(a);
        setAdviceError("");
      }
    }, (e: Error) => n === asked.current && setAdviceError(e.message)).finally(() => {
      running.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next && next.n === asked.current) askAdvice(next.n, next.order);
    });
  };
  useEffect(() => {
    if (!p.token || p.planning || placed.length > 0 || order.length === 0 || order.includes(0)) return;
    const n = ++asked.current;
    const t = window.setTimeout(() => askAdvice(n, order), 200);
    return () => clearTimeout(t);
  }, [order.join(","), placed.length, p.planning]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    setOrder(moved(order, from, to));
    setSaid(`${cat.name(order[from])} is now card ${to + 1} of ${order.length}.`);
  };
  const indexAt = (x: number, y: number): number | null => {
    const el = document.elementFromPoint(x, y)?.closest("[data-index]");
    return el ? Number((el as HTMLElement).dataset.index) : null;
  };
  const confirm = () => p.plan(order.map((card) => ({ kind: "place", card })));
  return (
    <section class="panel" aria-labelledby="deck-h">
      <h2 id="deck-h">Order your battle deck</h2>
      <p class="muted">The top card (1) is played first. Drag a card, or use its arrows; then confirm.
        {placed.length > 0 && ` Placed already: ${placed.join(", ")}.`}</p>
      <ol class="deck">
        {order.map((id, i) => (
          <li key={`${id}-${i}`} data-index={i}
            class={[drag?.from === i ? "dragging" : "", drag && drag.over === i && drag.from !== i ? "drop" : ""].join(" ")}>
            <span class="handle" aria-hidden="true"
              onPointerDown={(e) => {
                (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
                dragFrom.current = i;
                setDrag({ from: i, over: i });
              }}
              onPointerMove={(e) => {
                if (dragFrom.current === null) return;
                const at = indexAt(e.clientX, e.clientY);
                if (at !== null) setDrag({ from: dragFrom.current, over: at });
              }}
              onPointerUp={(e) => {
                // The drop is where the pointer is let go, whatever was drawn last.
                const from = dragFrom.current;
                dragFrom.current = null;
                setDrag(null);
                const at = indexAt(e.clientX, e.clientY);
                if (from !== null && at !== null) move(from, at);
              }}
              onPointerCancel={() => {
                dragFrom.current = null;
                setDrag(null);
              }}>⠿</span>
            <span class="pos">{i + 1}</span>
            <Card id={id} />
            <span class="moves">
              <button type="button" aria-label={`Move ${cat.name(id)} one place earlier`} disabled={i === 0} onClick={() => move(i, i - 1)}>▲</button>
              <button type="button" aria-label={`Move ${cat.name(id)} one place later`} disabled={i === order.length - 1} onClick={() => move(i, i + 1)}>▼</button>
            </span>
          </li>
        ))}
      </ol>
      <p class="sr-only" aria-live="polite">{said}</p>
      {placed.length === 0 && (
        <p class="odds" aria-live="polite">
          {advice ? oddsText(advice) : adviceError ? `This order: no odds (${adviceError})` : "This order: working out the odds…"}
        </p>
      )}
      <p><button type="button" class="primary" disabled={p.planning} onClick={confirm}>Confirm this order</button></p>
    </section>
  );
}

/** An order's odds in one line, as the terminal gives them. */
function oddsText(a: Advice): string {
  const win = a.exact ? pct(a.win) : `${pct(a.win)} ±${Math.max(1, Math.round(100 * a.margin))}`;
  const decks = `${a.worlds} ${a.exact ? "possible" : "sampled"} opponent ${a.worlds === 1 ? "deck" : "decks"}`;
  return `This order: win ${win}, draw ${pct(a.draw)}, lose ${pct(a.lose)} (against ${decks})`;
}

registerView("cardbattle", CardBattle, battleScenes);
