// Dojo's view: both zones with each animal's health, damage and rest
// markers, the stay cards in play, the hand, attacks (attacker, then the
// column it hits) and plays (card, then target) as two-step choices, the
// exercise of an attack with its countdown in timed mode, the solo
// mission's progress and the workout summary.
import { useContext, useEffect, useState } from "preact/hooks";
import type { RoomInfo } from "./api";
import { Card, CatalogContext } from "./cards";
import type { DojoAnimalView, DojoExerciseView, DojoObservation, DojoPlayerView } from "./generated/schema";
import type { Label } from "./protocol";
import { registerView, type GameProps } from "./room";

/** The zone's size: columns, and rows from the front. */
const cols = 3;
const rows = 3;

/** The phases' names for people. */
const phaseNames: Record<string, string> = {
  setup: "Setting up", play: "Play a card", attack: "Attack", exercise: "The attack's exercise",
  response: "A response", upgrade: "An upgrade", solo: "The solo mission", over: "Game over",
};

/** A zone position's words: "column 2, front". */
function placeWords(pos: number): string {
  const row = pos % rows;
  return `column ${Math.floor(pos / rows) + 1}, ${row === 0 ? "front" : `row ${row + 1}`}`;
}

function Dojo(p: GameProps) {
  const o = p.view.observation as DojoObservation;
  const me = p.view.seat;
  const labels = p.view.to_act === me && me >= 0 ? p.view.actions ?? [] : [];
  const [attacker, setAttacker] = useState<number | null>(null);
  const [card, setCard] = useState<number | null>(null);
  const [setupCard, setSetupCard] = useState<number | null>(null);
  useEffect(() => {
    setAttacker(null);
    setCard(null);
    setSetupCard(null);
  }, [p.view.version]);
  const attacks = labels.filter((l) => l.kind === "attack");
  const plays = labels.filter((l) => l.kind === "play");
  const setups = labels.filter((l) => l.kind === "place" || l.kind === "animal");
  const discards = labels.filter((l) => l.kind === "discard");
  const handled = new Set(["attack", "play", "place", "animal", "discard", "done", "fail", "cancel"]);
  const others = labels.filter((l) => !handled.has(l.kind));
  const opp = (o.players ?? []).length > 1 ? 1 - Math.max(me, 0) : -1;
  const self = me >= 0 ? me : 0;
  const act = (l: Label) => {
    setAttacker(null);
    setCard(null);
    setSetupCard(null);
    p.act(l);
  };
  return (
    <div class="dojo">
      <section class="panel" aria-labelledby="table-h">
        <h2 id="table-h">{o.mode === "solo" ? "Solo mission" : "Duel"} · turn {o.turn}{o.turn_cap ? ` of at most ${o.turn_cap}` : ""} · {phaseNames[o.phase] ?? o.phase}</h2>
        {o.first_player_reason && <p class="muted">{o.first_player_reason}.</p>}
        {o.solo && (
          <p class="solo">Mission: {o.solo.card ? <>facing <Card name={o.solo.card} />, </> : ""}{o.solo.left} cards left, {o.solo.defeated} defeated, {o.solo.missed} missed.</p>
        )}
        {(o.played || o.boost) && <p>This turn: {o.played ? `played ${o.played}` : ""}{o.boost ? `, attacks deal ${o.boost} more` : ""}</p>}
      </section>
      {o.attack && <AttackNow o={o} seatName={p.seatName} />}
      {o.exercise && <ExercisePanel key={p.view.version} ex={o.exercise} labels={labels} act={act} />}
      {opp >= 0 && (
        <Zone title={p.seatName(opp)} pv={(o.players ?? [])[opp]} front="bottom"
          targets={attacker === null ? [] : attacks.filter((l) => l.slots?.[0] === attacker)} act={act} />
      )}
      <Zone title={`${p.seatName(self)}${me >= 0 ? " · you" : ""}`} pv={(o.players ?? [])[self]} front="top"
        attackers={attacks} chosen={attacker} choose={(pos) => setAttacker(pos === attacker ? null : pos)} act={act} />
      {me >= 0 && o.hand && (
        <Hand hand={o.hand} plays={plays} setups={setups} card={card ?? setupCard}
          choose={(id, setup) => (setup ? setSetupCard(id === setupCard ? null : id) : setCard(id === card ? null : id))} act={act} />
      )}
      {discards.length > 0 && o.hand && <Discard key={p.view.version} hand={o.hand} labels={discards} act={act} />}
      {others.length > 0 && (
        <section class="panel" aria-labelledby="decide-h">
          <h2 id="decide-h">{o.phase === "attack" ? "Or else" : phaseNames[o.phase] ?? "Your decision"}</h2>
          <ul class="choices">
            {others.map((l) => <li key={l.action}><button type="button" onClick={() => act(l)}>{l.text}</button></li>)}
          </ul>
        </section>
      )}
      <Workout o={o} room={p.room} seatName={p.seatName} />
      {o.phase === "over" && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{o.mode === "solo" ? (o.winner === 0 ? "Mission accomplished." : "Mission failed.")
            : o.winner < 0 ? "A draw." : `Winner: ${p.seatName(o.winner)}.`}</p>
        </section>
      )}
    </div>
  );
}

/** The attack in progress, as every seat sees it. */
function AttackNow({ o, seatName }: { o: DojoObservation; seatName: (s: number) => string }) {
  const a = o.attack!;
  return (
    <p class="panel attack-now" role="status">
      {seatName(o.active)}'s <Card name={a.attacker} /> ({placeWords(a.position)}) attacks column {a.target_col + 1}
      {a.target ? <>: <Card name={a.target} /></> : ""} for {a.damage} damage.
    </p>
  );
}

/** The exercise the attack asks for: its countdown in timed mode, or the honour of the person doing it. */
function ExercisePanel({ ex, labels, act }: { ex: DojoExerciseView; labels: Label[]; act: (l: Label) => void }) {
  const timed = ex.mode === "timed" && !!ex.seconds;
  const [left, setLeft] = useState(ex.seconds ?? 0);
  useEffect(() => {
    if (!timed) return;
    const end = Date.now() + (ex.seconds ?? 0) * 1000;
    const t = window.setInterval(() => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 250);
    return () => clearInterval(t);
  }, [timed, ex.seconds]);
  const done = labels.find((l) => l.kind === "done");
  const fail = labels.find((l) => l.kind === "fail");
  const cancel = labels.find((l) => l.kind === "cancel");
  return (
    <section class="panel exercise" aria-labelledby="ex-h">
      <h2 id="ex-h">Exercise: {ex.amount} {ex.unit} of {ex.name} <span class="muted">({ex.animal})</span></h2>
      {ex.seated && <p class="muted">Seated instead: {ex.seated}.</p>}
      {timed && (
        <p class={left === 0 ? "countdown out" : "countdown"} aria-live="off">
          <span class="sr-only">Time left: </span>{left === 0 ? "Time is up" : `${left} s`}
        </p>
      )}
      {!timed && <p class="help">On your honour: say when it is done.</p>}
      {done && (
        <p class="controls">
          <button type="button" class="primary" disabled={timed && left === 0} onClick={() => act(done)}>{timed ? "Done in time" : "Done, on my honour"}</button>
          {fail && <button type="button" onClick={() => act(fail)}>I could not</button>}
          {cancel && <button type="button" onClick={() => act(cancel)}>Cancel the attack</button>}
        </p>
      )}
    </section>
  );
}

/** A player's zone: columns side by side, each from its front; the stay cards and piles. */
function Zone({ title, pv, front, attackers = [], chosen = null, choose, targets = [], act }: {
  title: string; pv: DojoPlayerView; front: "top" | "bottom";
  attackers?: Label[]; chosen?: number | null; choose?: (pos: number) => void;
  targets?: Label[]; act: (l: Label) => void;
}) {
  const order = front === "top" ? [0, 1, 2] : [2, 1, 0];
  return (
    <section class="panel zone" aria-label={`${title}'s zone`}>
      <h2>{title}</h2>
      <p class="muted">
        Hand {pv.hand_size} · deck {pv.deck_size} · discard {(pv.discard ?? []).length} · defeated {(pv.defeated ?? []).length}
        {pv.stay[0] && <> · health card <Card name={pv.stay[0]} /></>}
        {pv.stay[1] && <> · item <Card name={pv.stay[1]} /></>}
      </p>
      {pv.zone === null ? <p class="muted">Setting up in secret ({pv.placed} placed).</p> : (
        <div class="grid" role="list">
          {Array.from({ length: cols }, (_, c) => {
            const target = targets.find((l) => l.slots?.[1] === c);
            return (
              <div class="col" role="listitem" key={c} aria-label={`column ${c + 1}`}>
                {front === "top" && <span class="col-no">column {c + 1}</span>}
                {target && (
                  <button type="button" class="primary" aria-label={target.text} onClick={() => act(target)}>Attack column {c + 1}</button>
                )}
                {order.map((r) => {
                  const pos = c * rows + r;
                  const a = pv.zone?.[c]?.[r] ?? {};
                  const can = attackers.some((l) => l.slots?.[0] === pos);
                  return (
                    <div class={["pos", chosen === pos ? "chosen" : ""].join(" ")} key={r}>
                      {a.card ? <AnimalChip a={a} /> : <span class="empty">{r === 0 ? "front" : `row ${r + 1}`}</span>}
                      {can && choose && (
                        <button type="button" aria-pressed={chosen === pos} aria-label={`Attack with ${a.card} (${placeWords(pos)})`}
                          onClick={() => choose(pos)}>Attack with</button>
                      )}
                    </div>
                  );
                })}
                {front === "bottom" && <span class="col-no">column {c + 1}</span>}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** An animal's chip: its health, damage, rest markers and the stay cards on it. */
function AnimalChip({ a }: { a: DojoAnimalView }) {
  const badges = [`♥ ${a.health ?? 0}/${a.max_health ?? 0}`, `⚔ ${a.damage ?? 0}`];
  if (a.rest) badges.push(`resting ${a.rest}`);
  if (a.regen) badges.push("Honeycomb");
  if (a.shield) badges.push("Shield");
  return <Card name={a.card} badges={badges} />;
}

/** The hand: a card chosen, then its target; in the setup, an animal, then its column. */
function Hand({ hand, plays, setups, card, choose, act }: {
  hand: string[]; plays: Label[]; setups: Label[]; card: number | null;
  choose: (id: number, setup: boolean) => void; act: (l: Label) => void;
}) {
  const cat = useContext(CatalogContext);
  const offered = (ls: Label[]) => [...new Set(ls.map((l) => l.cards?.[0] ?? -1))].filter((id) => id >= 0);
  const choices = card === null ? [] : [...plays, ...setups].filter((l) => l.cards?.[0] === card);
  const setupIds = offered(setups);
  return (
    <section class="panel" aria-labelledby="hand-h">
      <h2 id="hand-h">Your hand</h2>
      <ul class="hand">
        {hand.map((name, i) => <li key={i}><Card name={name} /></li>)}
        {hand.length === 0 && <li class="muted">empty</li>}
      </ul>
      {(plays.length > 0 || setups.length > 0) && (
        <>
          <h3>Choose a card, then where it goes</h3>
          <ul class="choices">
            {[...offered(plays), ...setupIds].map((id) => {
              return (
                <li key={id}><button type="button" aria-pressed={card === id} onClick={() => choose(id, setupIds.includes(id))}>{cat.name(id)}</button></li>
              );
            })}
          </ul>
        </>
      )}
      {choices.length > 0 && (
        <div class="targets" role="group" aria-label="Targets">
          <ul class="choices">
            {choices.map((l) => <li key={l.action}><button type="button" class="primary" onClick={() => act(l)}>{l.text}</button></li>)}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Discarding and drawing again: the cards chosen in the hand, then the one action that discards them. */
function Discard({ hand, labels, act }: { hand: string[]; labels: Label[]; act: (l: Label) => void }) {
  const cat = useContext(CatalogContext);
  const [chosen, setChosen] = useState<number[]>([]); // indices in the hand
  const key = (ids: number[]) => ids.slice().sort((a, b) => a - b).join(",");
  const want = key(chosen.map((i) => cat.named(hand[i])?.id ?? -1));
  const match = chosen.length > 0 ? labels.find((l) => key(l.cards ?? []) === want) : undefined;
  const toggle = (i: number) => setChosen(chosen.includes(i) ? chosen.filter((x) => x !== i) : chosen.concat(i));
  return (
    <section class="panel" aria-labelledby="discard-h">
      <h2 id="discard-h">Or discard and draw again</h2>
      <ul class="choices" aria-label="Cards to discard">
        {hand.map((name, i) => (
          <li key={i}><button type="button" aria-pressed={chosen.includes(i)} onClick={() => toggle(i)}>{name}</button></li>
        ))}
      </ul>
      <p><button type="button" disabled={!match} onClick={() => match && act(match)}>
        {match ? `Discard ${chosen.length} and draw again` : chosen.length ? "These cannot be discarded together" : "Choose the cards to discard"}
      </button></p>
    </section>
  );
}

/**
 * Each person's exercises so far; at the end, the workout's summary. As in the terminal, only
 * the exercises people were asked to do count: never a bot's, and none when the room's exercises
 * are off.
 */
function Workout({ o, room, seatName }: { o: DojoObservation; room: RoomInfo; seatName: (s: number) => string }) {
  if (room.options.exercise === "off") return null;
  const people = (o.players ?? []).map((pv, i) => ({ pv, i })).filter(({ i }) => !room.seats[i]?.bot);
  if (people.length === 0 || (!people.some(({ pv }) => (pv.workout ?? []).length > 0) && o.phase !== "over")) return null;
  return (
    <section class="panel" aria-labelledby="work-h">
      <h2 id="work-h">{o.phase === "over" ? "The workout" : "Workout so far"}</h2>
      {people.map(({ pv, i }) => (
        <div key={i}>
          <h3>{seatName(i)} <span class="muted">· {pv.exercises} exercises</span></h3>
          {(pv.workout ?? []).length === 0 ? <p class="muted">No exercise.</p> : (
            <ul>{(pv.workout ?? []).map((w) => <li key={w.exercise}>{w.amount} {w.unit} of {w.exercise}</li>)}</ul>
          )}
        </div>
      ))}
    </section>
  );
}

registerView("dojo", Dojo);
