// Card Battle's battles as a scene the player watches before the next
// shop: both teams side by side, each pet stepping forward, attacks with
// their damage, abilities firing, rocks with their dice, food eaten,
// fainting and pets set aside, a step at a time at the player's speed
// (pause, step, skip); then the result and the trophies. With 4 or 6
// players the player's own battle comes first and the round's others on
// request. Movement is by transform and opacity only, and none at all for
// a person who prefers reduced motion (style.css).
import { useContext, useEffect, useId, useMemo, useState } from "preact/hooks";
import { CardArt } from "./art";
import { battlesOf, board, type BattleLog, type Left, type Side } from "./battles";
import { Card, CatalogContext, field } from "./cards";
import { cardBattleZoneStats } from "./generated/schema";
import type { Label, SeatView } from "./protocol";
import type { GameProps } from "./room";
import type { Scene, Scenes } from "./scenes";
import { Table } from "./tableparts";

/** The round's battles in the order they are fought: each seat with its opponent, the lower seat first. */
export function pairingsOf(t: Table): [number, number][] {
  return t.values("opponent").flatMap((other, seat): [number, number][] => (seat < other ? [[seat, other]] : []));
}

/** Card Battle's scenes: a round's battles, from the first battle not yet watched. */
export const battleScenes: Scenes = {
  opens(updates, watched) {
    const u = updates.find((u) => u.version > watched && u.events.some((e) => e.kind === "battle_starts"));
    return u ? u.version : null;
  },
  ends(updates, from) {
    // The round's battles are over when the next round (or the game's end) has come.
    let round = 0;
    for (const u of updates) {
      if (u.version < from) continue;
      for (const e of u.events) {
        if (!round && e.kind === "battle_starts") round = e.round;
        else if (round && (e.round > round || e.kind === "game_over")) return u.version;
      }
    }
    return null;
  },
  asks: (v: SeatView) => v.table?.phase === "ability_order",
  waiting: "The battle is on: the game goes on once you have watched it or skipped it.",
  phase: "battle",
};

/** The speeds a scene plays at, in milliseconds a step. */
export const speeds: Record<string, number> = { slow: 1500, normal: 700, fast: 250 };

/** The speed kept in the browser's storage, normal at first. */
export function savedSpeed(): string {
  const s = localStorage.getItem("menagerie.speed") ?? "";
  return s in speeds ? s : "normal";
}

/** A scene's speed, kept in the browser's storage for the next scene. */
export function SpeedSelect({ speed, setSpeed }: { speed: string; setSpeed: (s: string) => void }) {
  return (
    <>
      <label for="speed">Speed</label>
      <select id="speed" value={speed} onChange={(e) => {
        const v = (e.target as HTMLSelectElement).value;
        setSpeed(v);
        localStorage.setItem("menagerie.speed", v);
      }}>
        {Object.keys(speeds).map((k) => <option key={k} value={k}>{k}</option>)}
      </select>
    </>
  );
}

/** The round's battles as one scene, until the player goes on to what follows them. */
export function BattleScene(p: GameProps & { scene: Scene }) {
  const t = new Table(p.view.table, cardBattleZoneStats); // as it was before the battles
  const all = useMemo(() => battlesOf(p.live), [p.live]);
  const round = all.find((b) => b.from >= p.scene.from)?.round ?? t.count("round");
  const battles = all.filter((b) => b.from >= p.scene.from && b.round === round);
  const paired = pairingsOf(t);
  const pairings = paired.length ? paired : battles.map((b) => b.seats);
  // The battles are fought in the order of the round's pairings.
  const own = Math.max(0, pairings.findIndex((pr) => pr.includes(p.view.seat)));
  const [which, setWhich] = useState(own);
  const [seen, setSeen] = useState<number[]>([]); // the battles whose results were shown
  const [atEnd, setAtEnd] = useState<number | null>(null); // the battle on screen once it has played to its end
  const [speed, setSpeed] = useState(savedSpeed);
  const b = battles[which];
  const end = battleScenes.ends(p.live, p.scene.from);
  const trophies = t.values("trophies").slice();
  for (const i of seen) {
    const x = battles[i];
    if (x && x.winner !== undefined && x.winner >= 0) trophies[x.winner] = (trophies[x.winner] ?? 0) + (x.trophies ?? 0);
  }
  const name = p.seatName;
  // The player's own team on the left; another battle's teams in the order of its pairing.
  const [left, right] = pairings[which]?.[1] === p.view.seat ? [pairings[which][1], pairings[which][0]] : pairings[which];
  return (
    <section class="panel scene" aria-labelledby="battle-h" style={`--beat: ${speeds[speed]}ms`}>
      <h2 id="battle-h">Round {round} battle: {name(left)} vs {name(right)}</h2>
      {/* The scene's controls come before what they act on, so that a phone shows them with the arena. */}
      <div class="controls">
        <SpeedSelect speed={speed} setSpeed={setSpeed} />
        <button type="button" class="primary" disabled={end === null} aria-describedby={end === null ? "go-on-why" : undefined}
          onClick={() => end !== null && p.scene.watched(end)}>
          {t.count("round") >= 6 ? "See the game's end" : "On to the next shop"}
        </button>
        {end === null && <span id="go-on-why" class="muted">The round's battles are still being fought.</span>}
      </div>
      {pairings.length > 1 && (
        <div class="scene-pairings">
          <h3>This round's battles</h3>
          <ul>
            {pairings.map(([a, c], i) => (
              <li key={i} class={i === which ? "watching" : ""}>
                {name(a)} vs {name(c)}{" "}
                {i === which ? <span class="muted">· on screen</span>
                  : battles[i] ? <button type="button" onClick={() => setWhich(i)}>Watch {name(a)} vs {name(c)}</button>
                  : <span class="muted">· not fought yet</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {b ? (
        <Fight key={`${which}-${b.from}`} b={b} p={p} speed={speed} left={left} mine={b.seats.includes(p.view.seat)}
          onEnd={(ended) => {
            setAtEnd(ended ? which : null);
            if (ended && !seen.includes(which)) setSeen(seen.concat(which));
          }} />
      ) : (
        <p class="scene-text">This battle has not started yet: the round's battles are fought one after another.</p>
      )}
      {/* The result at the end of the battle on screen only, watched again or not. */}
      {b && atEnd === which && <Result b={b} trophies={trophies} name={name} />}
      {which !== own && battleScenes.asks(p.scene.latest) && p.scene.latest.to_act === p.view.seat && (
        <p>Your battle waits for your choice. <button type="button" class="primary" onClick={() => setWhich(own)}>Back to your battle</button></p>
      )}
    </section>
  );
}

/** One battle played out a step at a time, with its controls. */
function Fight({ b, p, speed, left, mine, onEnd }: {
  b: BattleLog; p: GameProps & { scene: Scene }; speed: string; left: number; mine: boolean; onEnd: (ended: boolean) => void;
}) {
  const [at, setStep] = useState(0);
  const [playing, setPlaying] = useState(true);
  const stepsId = useId();
  const n = b.steps.length;
  const step = Math.min(at, n); // never past the steps there are, whatever the updates did meanwhile
  const ended = b.to !== undefined && step >= n;
  useEffect(() => {
    if (!playing || step >= n) return;
    const t = window.setTimeout(() => setStep(step + 1), speeds[speed]);
    return () => clearTimeout(t);
  }, [playing, step, n, speed]);
  useEffect(() => {
    onEnd(ended);
  }, [ended]);
  // The battle's sides as the scene lays them out, left first.
  const flip = b.seats[0] !== left;
  const sides = flip ? board(b, step).reverse() : board(b, step);
  const seats = flip ? [b.seats[1], b.seats[0]] : b.seats;
  const latest = p.scene.latest;
  const asked = mine && step >= n && !ended && latest.to_act === latest.seat
    ? (latest.actions ?? []).filter((l) => l.kind === "ability") : [];
  const text = step > 0 ? b.steps[step - 1].text : "The decks are laid out face up, top card first.";
  return (
    <div class="fight">
      <div class="controls" role="group" aria-label="Battle steps">
        <button type="button" onClick={() => setPlaying(!playing)} disabled={ended} aria-describedby={ended ? stepsId : undefined}>{playing ? "Pause" : "Play"}</button>
        <button type="button" disabled={step >= n} aria-describedby={step >= n ? stepsId : undefined} onClick={() => { setPlaying(false); setStep(step + 1); }}>Step</button>
        <button type="button" disabled={step >= n} aria-describedby={step >= n ? stepsId : undefined} onClick={() => setStep(n)}>Skip to the end</button>
        <span class="muted" id={stepsId}>step {step} of {n}{b.to === undefined ? " so far" : ""}{step >= n ? (ended ? ": the battle is over" : ": the next steps have not come yet") : ""}</span>
      </div>
      <div class="arena">
        {sides.map((s, i) => <Team key={i} side={s} left={i === 0} seat={seats[i]} step={step} name={p.seatName} />)}
      </div>
      <p class="scene-text" aria-live="polite">{text}</p>
      {!ended && step >= n && asked.length === 0 && <p class="muted">The battle goes on as soon as its next roll or choice has come.</p>}
      {asked.length > 0 && <AbilityChoice labels={asked} act={p.act} />}
    </div>
  );
}

/** A choice of which ability resolves next, asked while the battle plays. */
function AbilityChoice({ labels, act }: { labels: Label[]; act: (l: Label) => void }) {
  return (
    <section class="panel" aria-labelledby="abl-h">
      <h3 id="abl-h">Which ability resolves next?</h3>
      <ul class="choices">
        {labels.map((l) => <li key={l.action}><button type="button" onClick={() => act(l)}>{l.text}</button></li>)}
      </ul>
    </section>
  );
}

/** One team: the pet in front with the damage it has taken, what this step did to it, and its deck, fainted and set-aside pets. */
function Team({ side: s, left, seat, step, name }: { side: Side; left: boolean; seat: number; step: number; name: (s: number) => string }) {
  const cat = useContext(CatalogContext);
  const front = s.pet || s.gone;
  return (
    <div class={`team ${left ? "left" : "right"}`}>
      <h3>{name(seat)}</h3>
      <div class="front">
        {front > 0 ? (
          <div key={`${front}-${s.came}`} class={s.pet ? "pet enters" : "pet"}>
            <div key={s.flash ? step : "still"} class={`act act-${s.flash}`}>
              <Card id={front} damage={s.pet > 0 ? s.damage : undefined} />
            </div>
          </div>
        ) : <span class="muted">no pet in front</span>}
        {s.pet > 0 && (
          <p class="stats">power <strong>{s.power}</strong>{s.perk > 0 && <> · perk {cat.name(s.perk)}</>}</p>
        )}
        {s.hit > 0 && <span key={step} class="hit" aria-hidden="true">−{s.hit}</span>}
        {s.faces.length > 0 && (
          <p key={`d${step}`} class="dice">
            <span class="dice-faces" role="img" aria-label={`dice: ${s.faces.join(", ")}`}>
              {s.faces.map((f, i) => <span key={i} class="die">{Array.from({ length: f }, (_, j) => <span key={j} class="pip" />)}</span>)}
            </span>
            {" "}rolled <strong>{s.hit}</strong>
          </p>
        )}
        {s.ate > 0 && <p key={`e${step}`} class="eats">eats {cat.name(s.ate)}</p>}
        {s.flash === "ability" && <p key={`a${step}`} class="fires" aria-hidden="true">ability!</p>}
      </div>
      <Pile title="Deck" cards={s.deck.map((pet) => ({ pet }))} />
      {s.fainted.length > 0 && <Pile title="Fainted" cards={s.fainted} />}
      {s.setAside.length > 0 && <Pile title="Set aside" cards={s.setAside} />}
      {s.pet === 0 && s.gone === 0 && s.food > 0 && <p class="muted">last food: {cat.name(s.food)}</p>}
    </div>
  );
}

/**
 * A row of small cards: their art, name and power (a pet's as it left the front, else its card's),
 * and the damage a pet had taken as it left, where it had any.
 */
function Pile({ title, cards }: { title: string; cards: Left[] }) {
  const cat = useContext(CatalogContext);
  return (
    <div class="pile">
      <span class="muted">{title}: {cards.length === 0 ? "empty" : ""}</span>
      <ul>
        {cards.map(({ pet: id, power, damage }, i) => {
          const c = cat.card(id);
          const kind = field(c, "kind");
          const shown = power ?? (kind !== "token" && field(c, "power") !== "0" ? field(c, "power") : "");
          return (
            <li key={`${id}-${i}`} class={`kind-${kind || "unknown"}`}>
              <CardArt name={cat.name(id)} animal={field(c, "animal")} named={field(c, "icon")} />{cat.name(id)}
              {shown !== "" && <span class="pile-power"><span class="sr-only">power </span>{shown}</span>}
              {damage !== undefined && damage > 0 && <span class="pile-damage">damage {damage}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A battle's result and the trophies with it. */
function Result({ b, trophies, name }: { b: BattleLog; trophies: number[]; name: (s: number) => string }) {
  const won = b.winner !== undefined && b.winner >= 0;
  return (
    <div class="scene-result" role="status">
      <h3>{won ? `${name(b.winner!)} wins the battle` : "The battle is a draw"}</h3>
      <p>{won ? `${name(b.winner!)} takes ${b.trophies === 1 ? "1 trophy" : `${b.trophies} trophies`}.` : "Nobody takes the round's trophy."}</p>
      <p>Trophies: {trophies.map((t, i) => `${name(i)} ${t}`).join(" · ")}</p>
    </div>
  );
}
