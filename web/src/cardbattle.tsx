// Card Battle's view: the shop and the blind buy, gold, the hand with its
// hats and the Triples it offers, selling several pets, the secret keep,
// the battle deck's order (drag and drop, or buttons) with its odds, and
// each round's battles as a scene of their own before the next shop.
import { useContext, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lobby, type Advice } from "./api";
import { BattleScene, battleScenes, pairingsOf } from "./battlescene";
import { Card, CatalogContext, field } from "./cards";
import { cardBattleZoneStats } from "./generated/schema";
import type { Label, Refusal } from "./protocol";
import { Closed, Why, whyRefused } from "./refused";
import { registerView, type GameProps } from "./room";
import { Place, Table, hidden } from "./tableparts";

/** The rounds of a game. */
const rounds = 6;

/** What the parts of the view are given: the table view read by id and the seat's choices. */
interface Parts { t: Table; labels: Label[] }

function CardBattle(p: GameProps) {
  const t = new Table(p.view.table, cardBattleZoneStats);
  const me = p.view.seat;
  const labels = p.view.to_act === me ? p.view.actions ?? [] : [];
  const refused = p.view.to_act === me ? p.view.refused ?? [] : [];
  const round = t.count("round");
  const winners = p.winners ?? [];
  if (p.scene) {
    return (
      <div class="cardbattle">
        <BattleScene {...p} scene={p.scene} />
      </div>
    );
  }
  return (
    <div class="cardbattle">
      <Pairings t={t} seatName={p.seatName} />
      {p.over && p.winners && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{winners.length === 0 ? "A draw between every player." : `Winner: ${winners.map(p.seatName).join(" and ")}.`}</p>
        </section>
      )}
      {t.phase !== "over" && round >= 1 && <Shop t={t} labels={labels} refused={refused} me={me} act={p.act} />}
      {me >= 0 && !labels.some((l) => l.kind === "place") && <Hand t={t} labels={labels} {...p} />}
      {labels.some((l) => l.kind === "keep") && <Keep t={t} labels={labels} me={me} act={p.act} />}
      {labels.some((l) => l.kind === "place") && <DeckOrder key={`${round}`} t={t} labels={labels} {...p} />}
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
      <Known t={t} me={me} seatName={p.seatName} />
    </div>
  );
}

/** The round's battles, in the order they are fought: each seat with its opponent, the lower seat first. */
function Pairings({ t, seatName }: { t: Table; seatName: (s: number) => string }) {
  const pairings = pairingsOf(t);
  if (pairings.length === 0) return null;
  return <p class="pairings">Battles this round: {pairings.map(([a, b]) => `${seatName(a)} vs ${seatName(b)}`).join("; ")}</p>;
}

/** What every card of the shop costs, the blind buy's too. */
const price = "1 gold";

/** The shop display (each card with its cost), the blind buy and pass; on the person's turn, a buy or pass not open to them is shown disabled with its reason. */
function Shop({ t, labels, refused, me, act }: Parts & { refused: Refusal[]; me: number; act: (l: Label) => void }) {
  const cat = useContext(CatalogContext);
  // The shop deck is the round's tier deck: the tier decks' cards of that tier, which their backs show.
  const tier = Math.min(t.count("round"), rounds);
  const deck = t.cards("tier_decks").filter((_, i) => t.stats("tier_decks", 0, i)?.tier === tier).length;
  const blind = labels.find((l) => l.kind === "buy_blind");
  const pass = labels.find((l) => l.kind === "pass");
  if (t.phase !== "shop" && t.phase !== "selling" && t.phase !== "triple_keep") return null;
  // Why a buy, the blind buy or the pass is closed to the person, as the engine says.
  const noBuy = whyRefused(refused, "buy");
  const noBlind = whyRefused(refused, "buy_blind");
  const noPass = whyRefused(refused, "pass");
  return (
    <section class="panel" aria-labelledby="shop-h">
      <div class="panel-head">
        <h2 id="shop-h">Shop <span class="muted">· your gold: {me >= 0 ? t.count("gold", me) : "–"}</span></h2>
        {(pass || noPass) && (
          <p class="buttons">
            {pass && <button type="button" onClick={() => act(pass)}>Pass (end shopping)</button>}
            {noPass && <Closed whyId="pass-why" text={noPass}>Pass (end shopping)</Closed>}
          </p>
        )}
      </div>
      <ul class="display">
        {t.cards("display").map((id, slot) => {
          const buy = labels.find((l) => l.kind === "buy" && l.slots?.[0] === slot);
          return (
            <li key={slot} class="slot">
              <Place card={id} cost={price} />
              {buy && <button type="button" class="primary" onClick={() => act(buy)} aria-label={`Buy ${cat.name(id)} for ${price}`}>Buy</button>}
              {!buy && noBuy && id > 0 && <Closed whyId="buy-why">Buy</Closed>}
            </li>
          );
        })}
        <li class="slot">
          <span class="card blind"><span class="card-face" aria-hidden="true">? <span class="card-cost">{price}</span></span></span>
          <span class="muted">shop deck: {deck} left</span>
          {blind && <button type="button" onClick={() => act(blind)}>Buy blind</button>}
          {!blind && noBlind && <Closed whyId={noBlind === noBuy ? "buy-why" : "blind-why"}>Buy blind</Closed>}
        </li>
      </ul>
      {noBuy && <Why id="buy-why" text={noBuy} block />}
      {noBlind && noBlind !== noBuy && <Why id="blind-why" text={noBlind} block />}
    </section>
  );
}

/** The hand, its hats and Triples; pets chosen here are sold together. */
function Hand(p: GameProps & Parts) {
  const { t, labels } = p;
  const hand = t.cards("hand", p.view.seat);
  const cat = useContext(CatalogContext);
  const [chosen, setChosen] = useState<number[]>([]); // indexes into the hand
  const sells = labels.filter((l) => l.kind === "sell");
  const sellable = new Set(sells.map((l) => l.cards?.[0]));
  const triples = labels.filter((l) => l.kind === "triple");
  const inTriple = new Set(triples.flatMap((l) => l.cards ?? []));
  const done = labels.find((l) => l.kind === "sell_done");
  useEffect(() => setChosen([]), [hand.join(","), t.phase]);
  const toggle = (i: number) => setChosen(chosen.includes(i) ? chosen.filter((x) => x !== i) : chosen.concat(i));
  const sell = () => {
    const cards = chosen.map((i) => hand[i]).sort((a, b) => a - b);
    p.plan([...cards.map((card) => ({ kind: "sell", card })), { kind: "sell_done" }]);
  };
  return (
    <section class="panel" aria-labelledby="hand-h">
      <div class="panel-head">
        <h2 id="hand-h">Your hand <span class="muted">· {hand.length} cards</span></h2>
        {sells.length > 0 && (
          <p class="buttons">
            <button type="button" disabled={chosen.length === 0 || p.planning} onClick={sell}
              aria-describedby={chosen.length === 0 || p.planning ? "sell-why" : undefined}>
              Sell {chosen.length === 0 ? <span class="wide-words">the chosen pets </span> : `${chosen.map((i) => cat.name(hand[i])).join(", ")} `}(1 Apple each)
            </button>
            {done && <button type="button" onClick={() => p.act(done)}>Finish selling</button>}
            {p.planning ? <span id="sell-why" class="why">Selling…</span>
              : chosen.length === 0 && <span id="sell-why" class="why">Tap the pets to sell first.</span>}
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
      </div>
      <ul class="hand">
        {hand.map((id, i) => {
          const canSell = sellable.has(id);
          return (
            <li key={`${id}-${i}`}>
              <Card id={id} badges={inTriple.has(id) ? ["Triple"] : undefined}
                pressed={canSell ? chosen.includes(i) : undefined} onClick={canSell ? () => toggle(i) : undefined} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What everyone knows of the other players' hands: the cards they revealed or bought in view. */
function Known({ t, me, seatName }: { t: Table; me: number; seatName: (s: number) => string }) {
  const others = t.lists("hand").map((hand, seat) => ({ seat, hand, known: hand.filter((c) => c !== hidden) }))
    .filter((h) => h.seat !== me && h.known.length > 0);
  if (others.length === 0) return null;
  return (
    <details class="panel">
      <summary>Cards you know in other hands</summary>
      {others.map((h) => (
        <div key={h.seat}>
          <h3>{seatName(h.seat)} <span class="muted">· {h.known.length} of {h.hand.length} known</span></h3>
          <ul class="hand">{h.known.map((id, i) => <li key={`${id}-${i}`}><Card id={id} /></li>)}</ul>
        </div>
      ))}
    </details>
  );
}

/** The Triple's secret choice: which of the two drawn cards to keep. */
function Keep({ t, labels, me, act }: Parts & { me: number; act: (l: Label) => void }) {
  return (
    <section class="panel" aria-labelledby="keep-h">
      <h2 id="keep-h">Keep one card (only you see which)</h2>
      <ul class="display">
        {labels.filter((l) => l.kind === "keep").map((l) => (
          <li key={l.action} class="slot">
            <Card id={l.cards?.[0] ?? t.cards("triple_draw", me)[l.slots?.[0] ?? 0]} />
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
function DeckOrder(p: GameProps & Parts) {
  const { t } = p;
  const cat = useContext(CatalogContext);
  const hand = t.cards("hand", p.view.seat);
  const placed = t.phase === "arrange" ? t.cards("battle_deck", p.view.seat) : [];
  const initial = useMemo(() => {
    const rest = hand.slice();
    for (const id of placed) {
      const i = rest.indexOf(id);
      if (i >= 0) rest.splice(i, 1);
    }
    return rest;
  }, [hand.join(","), placed.join(",")]);
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
  // Once the order is played (or the deck is no longer the seat's to order) the odds are of no
  // use, and the server would refuse them: the request in flight is cancelled, the waiting one dropped.
  const running = useRef(false);
  const waiting = useRef<{ n: number; order: number[] } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const stopAdvice = () => {
    waiting.current = null;
    inFlight.current?.abort();
  };
  useEffect(() => stopAdvice, []);
  const askAdvice = (n: number, o: number[]) => {
    if (running.current) {
      waiting.current = { n, order: o };
      return;
    }
    running.current = true;
    const ctl = new AbortController();
    inFlight.current = ctl;
    lobby.advice(p.room.id, p.token!, o, ctl.signal).then((a) => {
      if (n === asked.current) {
        setAdvice(a);
        setAdviceError("");
      }
    }, (e: Error) => !ctl.signal.aborted && n === asked.current && setAdviceError(e.message)).finally(() => {
      running.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next && next.n === asked.current) askAdvice(next.n, next.order);
    });
  };
  useEffect(() => {
    if (!p.token || p.planning || placed.length > 0 || order.length === 0) return;
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
  const confirm = () => {
    stopAdvice();
    p.plan(order.map((card) => ({ kind: "place", card })));
  };
  return (
    <section class="panel" aria-labelledby="deck-h">
      <div class="panel-head">
        <h2 id="deck-h">Order your battle deck</h2>
        <p class="buttons">
          <button type="button" class="primary" disabled={p.planning} aria-describedby={p.planning ? "confirm-why" : undefined} onClick={confirm}>Confirm this order</button>
          {p.planning && <span id="confirm-why" class="why">Placing your cards one by one…</span>}
        </p>
      </div>
      <p class="muted">The top card (1) is played first.<span class="wide-words"> Drag a card, or use its arrows; then confirm.</span>
        {placed.length > 0 && ` Placed already: ${placed.map((id) => cat.name(id)).join(", ")}.`}</p>
      {placed.length === 0 && (
        <p class="odds" aria-live="polite">
          {advice ? oddsText(advice) : adviceError ? `This order: no odds (${adviceError})` : "This order: working out the odds…"}
        </p>
      )}
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
              {/* The top card has no earlier place, the bottom one no later place: no arrow is drawn there. */}
              {i > 0 ? <button type="button" aria-label={`Move ${cat.name(id)} one place earlier`} onClick={() => move(i, i - 1)}>▲</button>
                : <span class="no-move" />}
              {i < order.length - 1 ? <button type="button" aria-label={`Move ${cat.name(id)} one place later`} onClick={() => move(i, i + 1)}>▼</button>
                : <span class="no-move" />}
            </span>
          </li>
        ))}
      </ol>
      <p class="sr-only" aria-live="polite">{said}</p>
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
