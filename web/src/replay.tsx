// A finished game's replay: from its first step, step by step or played on
// by itself, from any seat's view or in full, each step worked out by the
// server (the browser holds no rules) and drawn by the game's own view (or
// the generic one), with the log up to that step. A step that opens a
// scene (a Card Battle battle) plays it as the room's page does: the steps
// it needs are fetched while the page shows the one before it.
import { useEffect, useMemo, useState } from "preact/hooks";
import { lobby, type ReplayStep, type RoomInfo } from "./api";
import { Catalog, CatalogContext } from "./cards";
import { Log, logLines } from "./log";
import { Generic, scenesOf, seatNamer, title, viewOf } from "./room";
import { useScenes } from "./scenes";
import { Scoreboard } from "./scoreboard";
import { LostOnTime } from "./lostontime";

/** How long a played replay shows each step, in milliseconds. */
const playStep = 800;

/** The replay's page of room id. */
export function Replay({ id }: { id: string }) {
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [catalog, setCatalog] = useState(new Catalog([]));
  const [seat, setSeat] = useState(0); // 0: the full view, else the seat from 1
  const [version, setVersion] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [step, setStep] = useState<ReplayStep | null>(null);
  const [error, setError] = useState("");
  const scenes = scenesOf(room?.game);
  const updates = step?.updates ?? [];
  const shown = useScenes(scenes, updates);
  useEffect(() => {
    lobby.room(id).then(setRoom, (e: Error) => setError(e.message));
    lobby.cards(id).then((c) => setCatalog(new Catalog(c)), (e: Error) => setError(e.message));
  }, [id]);
  useEffect(() => {
    let current = true;
    lobby.replay(id, seat || undefined, version).then((s) => {
      if (!current) return;
      setStep(s);
      // The game's result, which each step carries, shows only at its last step.
      const end = s.version === s.last;
      shown.add({ view: s.view, over: end, returns: end ? s.returns : undefined, winners: end ? s.winners : undefined });
      setError("");
    }, (e: Error) => current && setError(e.message));
    return () => { current = false; };
  }, [id, seat, version]);
  const fetched = step?.version;
  const last = step?.last ?? 0;
  // A scene goes on with the steps after it until it ends; meanwhile the replay waits for it.
  const sceneEnds = shown.scene && scenes ? scenes.ends(updates, shown.scene.from) : null;
  useEffect(() => {
    if (shown.scene && sceneEnds === null && fetched === version && version < last) setVersion(version + 1);
  }, [shown.held, sceneEnds, fetched, version]);
  // Played, the replay moves on a step once the step shown has come, and stops at the end.
  useEffect(() => {
    if (!playing || fetched === undefined || fetched !== version || shown.held !== null) return;
    if (fetched >= last) {
      setPlaying(false);
      return;
    }
    const t = window.setTimeout(() => setVersion(fetched + 1), playStep);
    return () => clearTimeout(t);
  }, [playing, fetched, version, shown.held]);
  const seatName = useMemo(() => seatNamer(room), [room]);
  const lines = useMemo(() => logLines(updates).filter((l) => shown.held === null || l.version < shown.held!), [step, shown.held]);
  if (!room) {
    return <main class="room"><h1>Replay</h1>{error ? <p role="alert" class="error">{error}</p> : <p>Loading…</p>}</main>;
  }
  const GameView = viewOf(room.game);
  const view = shown.frame?.view;
  const at = view?.version ?? 0;
  // Going to a step other than the next, or on while a scene plays, plays no scene before it.
  const go = (v: number) => {
    const to = Math.max(0, Math.min(last, v));
    if (shown.scene || to !== at + 1) shown.watch(to);
    setVersion(to);
  };
  const latest = shown.scene ? undefined : updates[updates.length - 1];
  return (
    <CatalogContext.Provider value={catalog}>
      <main class="room replay">
        <header class="room-head">
          <h1>Replay: {title(room.game)} <span class="muted">room {room.code}</span></h1>
        </header>
        {error && <p role="alert" class="error">{error}</p>}
        <Scoreboard room={room} view={view ?? null} seatName={seatName} returns={shown.frame?.returns} winners={shown.frame?.winners}
          phase={shown.scene ? scenes?.phase : undefined} />
        {view && <LostOnTime forfeits={step?.forfeits ?? []} version={view.version} over={!!shown.frame?.over} seatName={seatName} />}
        <section class="panel" aria-labelledby="replay-h">
          <h2 id="replay-h">{step ? `Step ${at} of ${last}` : "Loading the steps…"}</h2>
          <div class="controls">
            <label for="replay-seat">Seen by</label>
            <select id="replay-seat" value={seat} onChange={(e) => {
              shown.watch(version);
              setSeat(Number((e.target as HTMLSelectElement).value));
            }}>
              <option value={0}>everyone: the full view</option>
              {room.seats.map((_, i) => <option key={i} value={i + 1}>{seatName(i)}</option>)}
            </select>
          </div>
          <div class="controls" role="group" aria-label="Steps">
            <button type="button" onClick={() => go(0)} disabled={at === 0} aria-describedby={at === 0 ? "replay-h" : undefined}>First</button>
            <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-describedby={at === 0 ? "replay-h" : undefined}>Back</button>
            <button type="button" onClick={() => setPlaying(!playing)} disabled={!playing && at === last} aria-describedby={at === last ? "replay-h" : undefined}>{playing ? "Pause" : "Play"}</button>
            <button type="button" class="primary" onClick={() => go(at + 1)} disabled={at === last} aria-describedby={at === last ? "replay-h" : undefined}>Next step</button>
            <button type="button" onClick={() => go(last)} disabled={at === last} aria-describedby={at === last ? "replay-h" : undefined}>To the end</button>
            <label for="replay-at">Step</label>
            <input id="replay-at" type="range" min={0} max={last} value={at}
              onChange={(e) => go(Number((e.target as HTMLInputElement).value))} />
          </div>
          <p class="step-texts" aria-live="polite">{latest && latest.version === at ? (latest.texts ?? []).filter(Boolean).join(" · ") || "—" : ""}</p>
        </section>
        {view && GameView && (
          <GameView room={room} view={view} over={!!shown.frame?.over} returns={shown.frame?.returns} winners={shown.frame?.winners} live={updates} token={null}
            act={() => {}} plan={() => {}} planning={false} seatName={seatName} scene={shown.scene} />
        )}
        {view && !GameView && <Generic game={room.game} view={view} seatName={seatName} />}
        <Log lines={lines} me={seat - 1} />
        <p><a href={`#/room/${room.id}`}>The game's page</a> · <a href="#/">Back to the lobby</a></p>
      </main>
    </CatalogContext.Provider>
  );
}
