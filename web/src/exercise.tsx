// Dojo's exercise as a screen of its own: the animal and its exercise in
// large print, the countdown in timed mode or the person's honour, what
// doing it gives (the attack's damage, or the solo mission's animal
// defeated) and what not doing it costs, and the person's workout so far.
import { useContext, useEffect, useState } from "preact/hooks";
import type { RoomInfo } from "./api";
import { CardArt } from "./art";
import { CatalogContext, field } from "./cards";
import type { Label } from "./protocol";
import type { Table } from "./tableparts";

/** The exercise asked for, by the seat to act: what it is, its time or honour, what it gives, the workout so far. */
export function ExerciseScreen({ t, room, seat, me, labels, act, seatName }: {
  t: Table; room: RoomInfo; seat: number; me: number; labels: Label[]; act: (l: Label) => void; seatName: (s: number) => string;
}) {
  const cat = useContext(CatalogContext);
  const animal = t.cards("exercise")[0];
  const c = cat.card(animal);
  const nums = t.stats("exercise", 0, 0);
  const seconds = nums?.seconds ?? 0;
  const ex = { name: field(c, "exercise"), unit: field(c, "unit"), seated: field(c, "seated"), amount: nums?.amount ?? 0 };
  const timed = seconds > 0;
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!timed) return;
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [timed, seconds]);
  const done = labels.find((l) => l.kind === "done");
  const fail = labels.find((l) => l.kind === "fail");
  const cancel = labels.find((l) => l.kind === "cancel");
  const mine = seat === me;
  // The units of this exercise done so far: the workout holds a family's level 1 card for its exercise.
  const workout = t.cards("workout", seat);
  const k = workout.findIndex((id) => field(cat.card(id), "exercise") === ex.name);
  const sofar = k >= 0 ? t.stats("workout", seat, k)?.units ?? 0 : 0;
  return (
    <section class="panel exercise" aria-labelledby="ex-h">
      <h2 id="ex-h">{mine ? "Your exercise" : `${seatName(seat)}'s exercise`}</h2>
      <div class="ex-task">
        <CardArt name={cat.name(animal)} animal={field(c, "animal")} named={field(c, "icon")} />
        <p class="ex-what"><strong>{ex.amount} {ex.unit}</strong> of {ex.name} <span class="muted">({cat.name(animal)})</span></p>
      </div>
      {ex.seated && <p class="muted">Seated instead: {ex.seated}.</p>}
      {timed && (
        <p id="countdown" class={left === 0 ? "countdown out" : "countdown"} aria-live="off">
          <span class="sr-only">Time left: </span>{left === 0 ? "Time is up" : `${left} s`}
        </p>
      )}
      {!timed && mine && <p class="help">On your honour: say when it is done.</p>}
      <ul class="ex-stakes">
        <li>{gives(t, room, cat.name.bind(cat), animal)}</li>
        {fail && <li>{room.options.mode === "solo" ? "Not done: the animal is missed."
          : room.options.fail_consumes_attack === "false" ? "Not done: choose another attack." : "Not done: the turn's attack is used up."}</li>}
        {cancel && <li>Cancel before you start: choose another attack.</li>}
      </ul>
      {done && (
        <p class="controls">
          <button type="button" class="primary" disabled={timed && left === 0}
            aria-describedby={timed && left === 0 ? "countdown" : undefined} onClick={() => act(done)}>{timed ? "Done in time" : "Done, on my honour"}</button>
          {fail && <button type="button" onClick={() => act(fail)}>I could not</button>}
          {cancel && <button type="button" onClick={() => act(cancel)}>Cancel the attack</button>}
        </p>
      )}
      <p class="ex-progress">
        {mine ? "Your" : `${seatName(seat)}'s`} workout so far: {t.count("exercises", seat)} {t.count("exercises", seat) === 1 ? "exercise" : "exercises"}
        {sofar > 0 ? `, ${sofar} ${ex.unit} of ${ex.name}` : ""}.
      </p>
    </section>
  );
}

/** What doing the exercise gives: the attack's damage to its target, or in the solo mission the animal defeated. */
function gives(t: Table, room: RoomInfo, name: (id: number) => string, animal: number): string {
  if (room.options.mode === "solo") return `Done: ${name(animal)} is defeated.`;
  const [attacker, target] = t.cards("attack");
  const column = t.count("attack_column") + 1;
  if (!target) return `Done: ${name(attacker || animal)}'s attack on column ${column} goes through.`;
  return `Done: ${name(attacker || animal)} attacks column ${column}, and ${name(target)} takes ${t.count("attack_damage")} damage unless a response stops it.`;
}
