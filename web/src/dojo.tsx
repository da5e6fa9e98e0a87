// Dojo's view: both zones with each animal's health, damage and rest
// markers, the stay cards in play, the hand, attacks (attacker, then the
// column it hits) and plays (card, then target) as two-step choices, the
// exercise of an attack as a screen of its own (exercise.tsx), the solo
// mission's progress and the workout summary. Each animal says which of the
// other side's it is strong or weak against; one that cannot attack keeps
// its button, disabled, with the engine's reason.
import type { ComponentChildren } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import type { CardInfo, RoomInfo } from "./api";
import { dojoPlaces } from "./boards";
import { Card, CatalogContext, field } from "./cards";
import { Choices } from "./choicepicker";
import { ExerciseScreen } from "./exercise";
import { dojoZoneStats } from "./generated/schema";
import type { Label, Refusal } from "./protocol";
import { Closed, WhyList, Whys, cardRefused, whyRefused } from "./refused";
import { registerView, type GameProps } from "./room";
import { Place, Table, phaseTitle, useSchema } from "./tableparts";

/** The zone's size: columns, and rows from the front. */
const cols = 3;
const rows = 3;

/** The rock, paper, scissors throws (rule 2.1), as the first_throws counter numbers them. */
const throwNames = ["rock", "paper", "scissors"];

/**
 * Why the first player goes first, from the first_player, first_throws and first_ties counters:
 * "rock, paper, scissors after 1 tie: P1's paper beats P2's rock, so P1 goes first".
 */
function firstReason(t: Table, seatName: (s: number) => string): string {
  const first = t.count("first_player");
  const throws = t.count("first_throws");
  const ties = t.count("first_ties");
  if (throws < 0) return `${seatName(first)} goes first (the first_player rule option)`;
  let [win, lose] = [Math.floor(throws / 3), throws % 3];
  if (first === 1) [win, lose] = [lose, win];
  const tied = ties === 1 ? " after 1 tie" : ties > 1 ? ` after ${ties} ties` : "";
  return `rock, paper, scissors${tied}: ${seatName(first)}'s ${throwNames[win]} beats ${seatName(1 - first)}'s ${throwNames[lose]}, so ${seatName(first)} goes first`;
}


/** A zone position's words: "column 2, front". */
function placeWords(pos: number): string {
  const row = pos % rows;
  return `column ${Math.floor(pos / rows) + 1}, ${row === 0 ? "front" : `row ${row + 1}`}`;
}

function Dojo(p: GameProps) {
  const t = new Table(p.view.table, dojoZoneStats);
  const schema = useSchema("dojo");
  const cat = useContext(CatalogContext);
  const me = p.view.seat;
  const labels = p.view.to_act === me && me >= 0 ? p.view.actions ?? [] : [];
  const refused = p.view.to_act === me && me >= 0 ? p.view.refused ?? [] : [];
  // The other side's animals, for each zone's matchups (none with the modifiers off, rule 5.3's Basic variant).
  const matchups = p.room.options.modifiers !== "off";
  const foes = (seat: number) => (matchups && t.lists("zone").length > 1 ? t.cards("zone", 1 - seat).filter((id) => id > 0) : []);
  const [attacker, setAttacker] = useState<number | null>(null);
  const [card, setCard] = useState<number | null>(null);
  const [setupCard, setSetupCard] = useState<number | null>(null);
  useEffect(() => {
    setAttacker(null);
    setCard(null);
    setSetupCard(null);
  }, [p.view.version]);
  const attacks = labels.filter((l) => l.kind === "attack");
  // The plays of a card of the hand, offered from the card: a health or item card's, a Rope's swaps, a dojo's upgrades.
  const playKinds = ["play", "swap", "dojo"];
  const plays = labels.filter((l) => playKinds.includes(l.kind));
  const setups = labels.filter((l) => l.kind === "place" || l.kind === "animal");
  const discards = labels.filter((l) => l.kind === "discard");
  const handled = new Set([...playKinds, "attack", "place", "animal", "discard", "done", "fail", "cancel"]);
  const others = labels.filter((l) => !handled.has(l.kind));
  const solo = p.room.options.mode === "solo";
  const opp = t.lists("zone").length > 1 ? 1 - Math.max(me, 0) : -1;
  const self = me >= 0 ? me : 0;
  const hand = me >= 0 ? t.cards("hand", me) : [];
  const flipped = t.cards("flipped")[0] ?? 0;
  const played = t.cards("played")[0] ?? 0;
  const boost = t.count("boost");
  const winners = p.winners ?? [];
  const act = (l: Label) => {
    setAttacker(null);
    setCard(null);
    setSetupCard(null);
    p.act(l);
  };
  return (
    <div class="dojo" data-phase={t.phase}>
      {p.over && p.winners && (
        <section class="panel result" aria-labelledby="res-h">
          <h2 id="res-h">The end</h2>
          <p>{solo ? (winners.length > 0 ? "Mission accomplished." : "Mission failed.")
            : winners.length === 0 ? "A draw." : `Winner: ${p.seatName(winners[0])}.`}</p>
        </section>
      )}
      <section class="panel dojo-state" aria-label={solo ? "The mission" : "The duel"}>
        {!solo && <p class="muted">{firstReason(t, p.seatName)}.</p>}
        {solo && (
          <p class="solo">Mission: {flipped ? <>facing <Card id={flipped} />, </> : ""}{t.count("solo_left")} cards left, {t.count("solo_defeated")} defeated, {t.count("solo_missed")} missed.</p>
        )}
        {(played > 0 || boost > 0) && <p>This turn: {played ? `played ${cat.name(played)}` : ""}{boost ? `, attacks deal ${boost} more` : ""}</p>}
      </section>
      {t.count("attack_position") >= 0 && t.cards("attack")[0] > 0 && <AttackNow t={t} seatName={p.seatName} />}
      {(t.cards("exercise")[0] ?? 0) > 0 && (
        <ExerciseScreen key={p.view.version} t={t} room={p.room} seat={p.view.to_act >= 0 ? p.view.to_act : t.count("active")} me={me}
          labels={labels} act={act} seatName={p.seatName} />
      )}
      {opp >= 0 && (
        <Zone title={p.seatName(opp)} t={t} seat={opp} front="bottom" foes={foes(opp)}
          targets={attacker === null ? [] : attacks.filter((l) => l.slots?.[0] === attacker)} act={act} />
      )}
      <Zone title={`${p.seatName(self)}${me >= 0 ? " · you" : ""}`} t={t} seat={self} front="top" foes={foes(self)}
        attackers={attacks} refused={refused} chosen={attacker} choose={(pos) => setAttacker(pos === attacker ? null : pos)} act={act} />
      {me >= 0 && (
        <Hand hand={hand} plays={plays} setups={setups} refused={refused} card={card ?? setupCard}
          choose={(id, setup) => (setup ? setSetupCard(id === setupCard ? null : id) : setCard(id === card ? null : id))} act={act} />
      )}
      {discards.length > 0 && <Discard key={p.view.version} hand={hand} labels={discards} act={act} />}
      {others.length > 0 && (
        <section class="panel" aria-labelledby="decide-h">
          <h2 id="decide-h">{t.phase === "attack" ? "Or else" : phaseTitle(schema, t.phase)}</h2>
          <Choices key={p.view.version} labels={others} act={act} />
        </section>
      )}
      <Workout t={t} room={p.room} seatName={p.seatName} />
    </div>
  );
}

/** The attack in progress, as every seat sees it: the attacker and the front animal it hits (none once defeated). */
function AttackNow({ t, seatName }: { t: Table; seatName: (s: number) => string }) {
  const [attacker, target] = t.cards("attack");
  const active = t.count("active");
  return (
    <p class="panel attack-now" role="status">
      {seatName(active)}'s <Card id={attacker} /> ({placeWords(t.count("attack_position"))}) attacks column {t.count("attack_column") + 1}
      {target > 0 ? <>: <Card id={target} /> for {t.count("attack_damage")} damage.</> : <>, and has defeated its target.</>}
    </p>
  );
}

/**
 * A player's zone: columns side by side, each from its front; the stay cards and piles. Foes are the
 * other side's animals, for each animal's matchups; an attacker refused keeps its button, disabled,
 * and the zone says each reason once under its columns.
 */
function Zone({ title, t, seat, front, foes, attackers = [], refused = [], chosen = null, choose, targets = [], act }: {
  title: string; t: Table; seat: number; front: "top" | "bottom"; foes: number[];
  attackers?: Label[]; refused?: Refusal[]; chosen?: number | null; choose?: (pos: number) => void;
  targets?: Label[]; act: (l: Label) => void;
}) {
  const cat = useContext(CatalogContext);
  const order = front === "top" ? [0, 1, 2] : [2, 1, 0];
  // The grid's whole rows, the front first; while it is placed in secret, a hidden card for each animal placed.
  const grid = t.cards("zone", seat);
  const [health, item] = t.cards("stay", seat);
  // Each refused attacker's sentence, shown once under the zone for all the buttons it closes.
  const whys = new Whys(`attack-why-${seat}`);
  return (
    <section class="panel zone" aria-label={`${title}'s zone`}>
      <h2>{title}</h2>
      <p class="muted">
        Hand {t.cards("hand", seat).length} · deck {t.cards("deck", seat).length} · discard {t.cards("discard", seat).length} · defeated {t.cards("defeated", seat).length}
        {health > 0 && <> · health card <Card id={health} /></>}
        {item > 0 && <> · item <Card id={item} /></>}
      </p>
      {grid.length < cols * rows ? <p class="muted">Setting up in secret ({t.count("placed", seat)} placed).</p> : (
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
                  const card = grid[r * cols + c] ?? 0;
                  const can = attackers.some((l) => l.slots?.[0] === pos);
                  const why = card > 0 && !can ? whyRefused(refused, "attack", [pos]) : "";
                  const name = `Attack with ${cat.name(card)} (${placeWords(pos)})`;
                  return (
                    <div class={["pos", chosen === pos ? "chosen" : ""].join(" ")} key={r}>
                      <AnimalChip card={card} a={t.stats("zone", seat, r * cols + c)} empty={r === 0 ? "front" : `row ${r + 1}`}>
                        {card > 0 && <Matchups card={card} foes={foes} />}
                      </AnimalChip>
                      {can && choose && (
                        <button type="button" aria-pressed={chosen === pos} aria-label={name}
                          onClick={() => choose(pos)}>Attack with</button>
                      )}
                      {why && <Closed whyId={whys.id(why)} label={name}>Attack with</Closed>}
                    </div>
                  );
                })}
                {front === "bottom" && <span class="col-no">column {c + 1}</span>}
              </div>
            );
          })}
        </div>
      )}
      <WhyList whys={whys} />
    </section>
  );
}

/**
 * An animal's chip by id: its health (of its card's), its card's damage, its rest markers and the
 * stay cards on it (a, its declared numbers), then children (its matchups) beside them, and the
 * exercise its attacks ask in short; empty says what an empty place is.
 */
function AnimalChip({ card, a, empty, children }: { card: number; a?: Record<string, number>; empty: string; children?: ComponentChildren }) {
  const cat = useContext(CatalogContext);
  const c = cat.card(card);
  const badges = [`♥ ${a?.health ?? 0}/${field(c, "health") || 0}`, `⚔ ${field(c, "damage") || 0}`];
  if (a?.rest) badges.push(`resting ${a.rest}`);
  if (a?.regen) badges.push("Honeycomb");
  if (a?.shield) badges.push("Shield");
  return <Place card={card} empty={empty} badges={card ? badges : undefined} short={exerciseText(c)}>{children}</Place>;
}

/**
 * The other side's animals an animal is strong against (its attacks deal 1 more, ▲) and weak
 * against (1 less, ▼), by name in one short line, the words for a screen reader; nothing when it
 * has no such foe.
 */
function Matchups({ card, foes }: { card: number; foes: number[] }) {
  const cat = useContext(CatalogContext);
  const me = cat.card(card);
  const against = (family: string) =>
    family ? [...new Set(foes.filter((id) => field(cat.card(id), "animal") === family).map((id) => cat.name(id)))] : [];
  const strong = against(field(me, "strong"));
  const weak = against(field(me, "weak"));
  if (strong.length === 0 && weak.length === 0) return null;
  return (
    <span class="matchups">
      {strong.length > 0 && <span class="strong" title="strong against"><span aria-hidden="true">▲</span><span class="sr-only">strong vs </span>{strong.join(", ")}</span>}
      {weak.length > 0 && <span class="weak" title="weak against"><span aria-hidden="true">▼</span><span class="sr-only">weak vs </span>{weak.join(", ")}</span>}
    </span>
  );
}

/** A card's numbers on its face in the hand: an animal's level, health and damage; none for another card. */
function handNumbers(c: CardInfo | undefined): string[] | undefined {
  if (field(c, "kind") !== "animal") return undefined;
  return [`L${field(c, "level")}`, `♥ ${field(c, "health")}`, `⚔ ${field(c, "damage")}`];
}

/** An animal's short text on its face in the hand and the zones, beside its numbers: the exercise its attacks ask ("5 steps of Bear crawl"). */
function exerciseText(c: CardInfo | undefined): string | undefined {
  if (field(c, "kind") !== "animal" || !field(c, "exercise")) return undefined;
  return `${field(c, "amount")} ${field(c, "unit")} of ${field(c, "exercise")}`;
}

/**
 * The hand, each card's face with its numbers and short text: a card a play takes is chosen, then
 * its target (in the setup, an animal to place, listed before the hand, then its column); one the
 * engine says cannot be played now stays in sight, closed, its reason said once under the hand for
 * all the cards it closes. The targets come first, in view above the cards.
 */
function Hand({ hand, plays, setups, refused, card, choose, act }: {
  hand: number[]; plays: Label[]; setups: Label[]; refused: Refusal[]; card: number | null;
  choose: (id: number, setup: boolean) => void; act: (l: Label) => void;
}) {
  const cat = useContext(CatalogContext);
  // A card is offered by every play that takes it: a dojo's upgrade takes the Dojo card and the next level.
  const offered = new Set([...plays, ...setups].flatMap((l) => l.cards ?? []));
  const setupIds = new Set(setups.map((l) => l.cards?.[0] ?? -1).filter((id) => id >= 0));
  const toPlace = [...setupIds].filter((id) => !hand.includes(id));
  const choices = card === null ? [] : [...plays, ...setups].filter((l) => l.cards?.includes(card));
  const whys = new Whys("hand-why");
  // Each face keyed by its card and copy, so that a card played takes its open text with it.
  const face = (id: number, i: number, ids: number[]) => {
    const can = offered.has(id);
    const why = can ? "" : cardRefused(refused, id);
    return (
      <li key={`${id}:${ids.slice(0, i).filter((x) => x === id).length}`}>
        <Card id={id} badges={handNumbers(cat.card(id))} short={exerciseText(cat.card(id))} pressed={can ? card === id : undefined}
          onClick={can ? () => choose(id, setupIds.has(id)) : undefined} closedBy={why ? whys.id(why) : undefined} />
      </li>
    );
  };
  return (
    <section class="panel" aria-labelledby="hand-h">
      <h2 id="hand-h">Your hand{offered.size > 0 && <span class="muted"> · choose a card, then where it goes</span>}</h2>
      {choices.length > 0 && (
        <div class="targets" role="group" aria-label="Targets">
          {/* A button for each place of the zone; a list for a Rope's many swaps. */}
          <Choices key={card} labels={choices} act={act} primary listed={dojoPlaces} />
        </div>
      )}
      {toPlace.length > 0 && <ul class="hand" aria-label="Animals to place">{toPlace.map(face)}</ul>}
      <ul class="hand" aria-label="Cards in hand">
        {hand.map(face)}
        {hand.length === 0 && <li class="muted">empty</li>}
      </ul>
      <WhyList whys={whys} />
    </section>
  );
}

/** Discarding and drawing again: the cards chosen in the hand, then the one action that discards them. */
function Discard({ hand, labels, act }: { hand: number[]; labels: Label[]; act: (l: Label) => void }) {
  const cat = useContext(CatalogContext);
  const [chosen, setChosen] = useState<number[]>([]); // indices in the hand
  const key = (ids: number[]) => ids.slice().sort((a, b) => a - b).join(",");
  const want = key(chosen.map((i) => hand[i]));
  const match = chosen.length > 0 ? labels.find((l) => key(l.cards ?? []) === want) : undefined;
  const toggle = (i: number) => setChosen(chosen.includes(i) ? chosen.filter((x) => x !== i) : chosen.concat(i));
  return (
    <section class="panel" aria-labelledby="discard-h">
      <h2 id="discard-h">Or discard and draw again</h2>
      <ul class="choices" aria-label="Cards to discard">
        {hand.map((id, i) => (
          <li key={i}><button type="button" aria-pressed={chosen.includes(i)} onClick={() => toggle(i)}>{cat.name(id)}</button></li>
        ))}
      </ul>
      <p class="buttons">
        <button type="button" disabled={!match} aria-describedby={match ? undefined : "discard-why"} onClick={() => match && act(match)}>
          {match ? `Discard ${chosen.length} and draw again` : "Discard and draw again"}
        </button>
        {!match && <span id="discard-why" class="why">{chosen.length ? "These cards cannot be discarded together." : "Choose the cards to discard first."}</span>}
      </p>
    </section>
  );
}

/**
 * Each person's exercises so far; at the end, the workout's summary. As in the terminal, only
 * the exercises people were asked to do count: never a bot's, and none when the room's exercises
 * are off.
 */
function Workout({ t, room, seatName }: { t: Table; room: RoomInfo; seatName: (s: number) => string }) {
  const cat = useContext(CatalogContext);
  if (room.options.exercise === "off") return null;
  // Each card of a seat's workout stands for its family's exercise, with the units done.
  const workout = (i: number) => t.cards("workout", i).map((id, k) => {
    const c = cat.card(id);
    return { exercise: field(c, "exercise"), unit: field(c, "unit"), amount: t.stats("workout", i, k)?.units ?? 0 };
  });
  const people = t.values("exercises").map((n, i) => ({ n, i, workout: workout(i) })).filter(({ i }) => !room.seats[i]?.bot);
  if (people.length === 0 || (!people.some(({ workout }) => workout.length > 0) && t.phase !== "over")) return null;
  return (
    <section class="panel" aria-labelledby="work-h">
      <h2 id="work-h">{t.phase === "over" ? "The workout" : "Workout so far"}</h2>
      {people.map(({ n, i, workout }) => (
        <div key={i}>
          <h3>{seatName(i)} <span class="muted">· {n} exercises</span></h3>
          {workout.length === 0 ? <p class="muted">No exercise.</p> : (
            <ul>{workout.map((w) => <li key={w.exercise}>{w.amount} {w.unit} of {w.exercise}</li>)}</ul>
          )}
        </div>
      ))}
    </section>
  );
}

registerView("dojo", Dojo);
