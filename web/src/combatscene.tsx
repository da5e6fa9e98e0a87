// Tableau's combat as a scene the players watch before the next round's
// market: every tableau side by side, the pre-combat abilities firing, the
// die rolled and the column struck, wounds placed, then each stack's power
// adding up to its seat's total, and the VP the most and second most power
// win; a step at a time at the player's speed (pause, step, skip). A choice
// the combat asks (a Bee's wound, a Mosquito's column, a wounded Honey
// stack) is made within it.
import { useEffect, useId, useMemo, useState } from "preact/hooks";
import { SpeedSelect, savedSpeed, speeds } from "./battlescene";
import { Card } from "./cards";
import { combatBoard, combatsOf, type CombatLog, type CombatSeat } from "./combat";
import { tableauZoneStats } from "./generated/schema";
import type { SeatView } from "./protocol";
import type { GameProps } from "./room";
import type { Scene, Scenes } from "./scenes";
import { Table, phaseTitle, useSchema } from "./tableparts";

/** Tableau's scenes: a round's combat, from the first combat not yet watched. */
export const combatScenes: Scenes = {
  opens(updates, watched) {
    const u = updates.find((u) => u.version > watched && u.events.some((e) => e.kind === "combat_starts"));
    return u ? u.version : null;
  },
  ends(updates, from) {
    return combatsOf(updates.filter((u) => u.version >= from))[0]?.to ?? null;
  },
  // Every decision of the combat stage is the combat's.
  asks: (v: SeatView) => new Table(v.table).count("combat") === 1,
  waiting: "The combat is on: the game goes on once you have watched it or skipped it.",
  phase: "Combat", // Tableau declares no phase of its own for combat: the title shown
};

/** A round's combat as one scene, until the player goes on to what follows it. */
export function CombatScene(p: GameProps & { scene: Scene }) {
  const t = new Table(p.view.table, tableauZoneStats); // as it was before the combat
  const all = useMemo(() => combatsOf(p.live), [p.live]);
  const c = all.find((x) => x.from >= p.scene.from);
  const [speed, setSpeed] = useState(savedSpeed);
  const end = combatScenes.ends(p.live, p.scene.from);
  const last = t.count("round") >= t.count("rounds");
  return (
    <section class="panel scene combat-scene" aria-labelledby="combat-scene-h" style={`--beat: ${speeds[speed]}ms`}>
      <h2 id="combat-scene-h">Round {c?.round ?? t.count("round")} combat</h2>
      {/* The scene's controls come before what they act on, so that a phone shows them with the tableaus. */}
      <div class="controls">
        <SpeedSelect speed={speed} setSpeed={setSpeed} />
        <button type="button" class="primary" disabled={end === null} aria-describedby={end === null ? "next-round-why" : undefined}
          onClick={() => end !== null && p.scene.watched(end)}>
          {last ? "See the game's end" : "On to the next round"}
        </button>
        {end === null && <span id="next-round-why" class="muted">The combat is still going on.</span>}
      </div>
      {c ? <Steps key={c.from} c={c} t={t} p={p} speed={speed} />
        : <p class="scene-text">The combat is about to start.</p>}
    </section>
  );
}

/** The combat played out a step at a time, with its controls, the choices it asks and its result. */
function Steps({ c, t, p, speed }: { c: CombatLog; t: Table; p: GameProps & { scene: Scene }; speed: string }) {
  const schema = useSchema("tableau");
  const [at, setStep] = useState(0);
  const [playing, setPlaying] = useState(true);
  const stepsId = useId();
  const n = c.steps.length;
  const step = Math.min(at, n); // never past the steps there are, whatever the updates did meanwhile
  const ended = c.to !== undefined && step >= n;
  useEffect(() => {
    if (!playing || step >= n) return;
    const timer = window.setTimeout(() => setStep(step + 1), speeds[speed]);
    return () => clearTimeout(timer);
  }, [playing, step, n, speed]);
  const board = combatBoard(c, t.lists("tableaus"), step);
  const latest = p.scene.latest;
  // A choice the combat asks shows once every step before it has been shown.
  const asked = step >= n && !ended && latest.to_act === latest.seat && latest.seat >= 0 ? latest.actions ?? [] : [];
  const text = step > 0 ? c.steps[step - 1].text : "Each tableau's pre-combat abilities act in turn, from the first player's.";
  return (
    <div class="fight">
      <div class="controls" role="group" aria-label="Combat steps">
        <button type="button" onClick={() => setPlaying(!playing)} disabled={ended} aria-describedby={ended ? stepsId : undefined}>{playing ? "Pause" : "Play"}</button>
        <button type="button" disabled={step >= n} aria-describedby={step >= n ? stepsId : undefined} onClick={() => { setPlaying(false); setStep(step + 1); }}>Step</button>
        <button type="button" disabled={step >= n} aria-describedby={step >= n ? stepsId : undefined} onClick={() => setStep(n)}>Skip to the end</button>
        <span class="muted" id={stepsId}>step {step} of {n}{c.to === undefined ? " so far" : ""}{step >= n ? (ended ? ": the combat is over" : ": the next steps have not come yet") : ""}</span>
      </div>
      <ol class="combat-board" aria-label="Tableaus in the combat">
        {board.seats.map((s, seat) => (
          <CombatRow key={seat} s={s} me={seat === p.view.seat} name={p.seatName(seat)} step={step} />
        ))}
      </ol>
      {board.face > 0 && <p class="dice" aria-hidden="true"><span class="die" /> the die shows <strong>{board.face}</strong></p>}
      <p class="scene-text" aria-live="polite">{text}</p>
      {!ended && step >= n && asked.length === 0 && <p class="muted">The combat goes on as soon as its next roll or choice has come.</p>}
      {asked.length > 0 && (
        <section class="panel" aria-labelledby="combat-ask-h">
          <h3 id="combat-ask-h">{phaseTitle(schema, latest.table?.phase ?? "")}</h3>
          <p class="help">{schema?.phases?.find((ph) => ph.id === latest.table?.phase)?.hint}</p>
          <ul class="choices">
            {asked.map((l) => <li key={l.action}><button type="button" onClick={() => p.act(l)}>{l.text}</button></li>)}
          </ul>
        </section>
      )}
      {ended && (
        <div class="scene-result" role="status">
          <h3>Round {c.round}: the combat's result</h3>
          <ul>
            {board.seats.map((s, seat) => (
              <li key={seat}>{p.seatName(seat)}: power {s.power ?? s.counted}
                {s.award > 0 ? `, gains ${s.award} VP` : ", no VP"}</li>
            ))}
          </ul>
          {board.first >= 0 && <p>{p.seatName(board.first)}, with the least power, is first player next round.</p>}
        </div>
      )}
    </div>
  );
}

/** One seat's tableau in the combat: its five slots, what this step did to them, and its power so far. */
function CombatRow({ s, me, name, step }: { s: CombatSeat; me: boolean; name: string; step: number }) {
  return (
    <li class={me ? "combat-row me" : "combat-row"}>
      <h3>{name}{me ? " · you" : ""} <span class="muted">· power {s.power ?? s.counted}{s.power === undefined && s.counted === 0 ? " (not counted yet)" : ""}
        {s.award > 0 ? ` · +${s.award} VP` : ""}</span></h3>
      <ol class="slots">
        {s.slots.map((sl, i) => {
          return (
            <li key={i} class={["tslot", sl.wounded ? "wounded" : "", s.column === i ? "struck" : "", sl.sold ? "sold" : ""].join(" ")}>
              <span class="slot-no">{i + 1}</span>
              {sl.card ? (
                <div key={sl.flash ? `${step}` : "still"} class={`act act-${sl.flash}`}><Card id={sl.card} /></div>
              ) : <span class="empty">empty</span>}
              {sl.wounded && <span class="badge wound">wounded</span>}
              {sl.power !== undefined && <span class="badge power">+{sl.power} power</span>}
              {sl.sold && <span class="badge">sold</span>}
            </li>
          );
        })}
      </ol>
    </li>
  );
}
