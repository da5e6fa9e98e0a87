// A room's page, the same for every game: the connection, the scoreboard
// (the seats with their scores, who is to act and what they decide), the
// game's own view (or the generic table view drawn from its declared
// model), every labelled action as a button, and the log of what happened.
import type { ComponentType } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lobby, seats, type RoomInfo } from "./api";
import { closedText } from "./closed";
import { storedKey } from "./player";
import { Catalog, CatalogContext } from "./cards";
import { Chance, Connection, Over, Spectator, type Forfeit, type Label, type LinkStatus, type SeatView, type Update } from "./protocol";
import { LostOnTime } from "./lostontime";
import { useScenes, type Scene, type Scenes } from "./scenes";
import { Scoreboard } from "./scoreboard";
import { TableView } from "./table";
import { Log, logLines, newLogScope, type LogLine } from "./log";

/** One step of a plan: the next action whose kind (and card, when given) match. */
export interface Step { kind: string; card?: number }

/** What a game's view is given. */
export interface GameProps {
  room: RoomInfo;
  view: SeatView;
  over: boolean;
  /** returns are each seat's result once the game is over (above 0 a win). */
  returns?: number[];
  /** winners are the seats that won once the game is over (none for a draw), as the server tells them. */
  winners?: number[];
  /** live holds the updates received since the page connected, oldest first. */
  live: Update[];
  /** token is the seat's token (null for a spectator). */
  token: string | null;
  /** act plays one labelled action. */
  act(l: Label): void;
  /** plan plays steps one by one, each once the server's state offers it; a step it does not offer ends the plan. */
  plan(steps: Step[]): void;
  /** planning is set while a plan is being played. */
  planning: boolean;
  /** seatName names a seat by its team. */
  seatName(seat: number): string;
  /** scene is set while a scene plays (view is then the view from before it). */
  scene?: Scene;
}

/** The games with a view of their own; the others get the generic one. */
const views: Record<string, ComponentType<GameProps>> = {};

/** The games whose views play scenes. */
const gameScenes: Record<string, Scenes> = {};

/** Registers a game's view, and the scenes it plays before what follows them shows. */
export function registerView(game: string, v: ComponentType<GameProps>, scenes?: Scenes) {
  views[game] = v;
  if (scenes) gameScenes[game] = scenes;
}

/** The scenes of a game, if its view plays any. */
export function scenesOf(game: string | undefined): Scenes | undefined {
  return game === undefined ? undefined : gameScenes[game];
}

/** The view of a game, if it has one of its own. */
export function viewOf(game: string): ComponentType<GameProps> | undefined {
  return views[game];
}

/** A room's page. */
export function Room({ id }: { id: string }) {
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [catalog, setCatalog] = useState(new Catalog([]));
  const [view, setView] = useState<SeatView | null>(null);
  // How many decisions behind the players a spectator is shown the game (0: live).
  const [behind, setBehind] = useState(0);
  const [forfeits, setForfeits] = useState<Forfeit[]>([]);
  const [log, setLog] = useState<LogLine[]>([]);
  const logScope = useRef(newLogScope());
  const [live, setLive] = useState<Update[]>([]);
  const [status, setStatus] = useState<LinkStatus>("connecting");
  const [error, setError] = useState("");
  const [planning, setPlanning] = useState(false);
  const [stored, setStored] = useState(() => seats.get(id));
  const conn = useRef<Connection | null>(null);
  const planRef = useRef<Step[]>([]);
  const roomFetched = useRef(0);
  // Whether the page has its first state: the updates missed while it reconnects are new to it too.
  const opened = useRef(false);

  const refreshRoom = () => {
    roomFetched.current = Date.now();
    lobby.room(id).then(setRoom, (e: Error) => setError(e.message));
  };

  useEffect(() => {
    refreshRoom();
    lobby.cards(id).then((c) => setCatalog(new Catalog(c)), (e: Error) => setError(e.message));
  }, [id]);

  // Until every person's seat is taken, the seats are looked at again now
  // and then: a join sends no game message.
  const waiting = !room || room.seats.some((s) => !s.bot && !s.claimed);
  useEffect(() => {
    if (!waiting) return;
    const t = window.setInterval(refreshRoom, 2000);
    return () => clearInterval(t);
  }, [id, waiting]);

  // A game an internal error stopped, a room closed, or one made with other cards than the
  // server's, is not connected to: it cannot go on here.
  const failed = !!room?.failure || !!room?.closed || !!room?.other_cards;
  // Every game is drawn from its table views, which the connection asks
  // for: by the game's own view or else by the generic one.
  const game = room?.game;
  const scenes = scenesOf(game);
  // What the page shows: while a scene plays, the state from before it.
  const shown = useScenes(scenes, live);
  useEffect(() => {
    if (failed || !game) return;
    setLog([]);
    logScope.current = newLogScope();
    setLive([]);
    shown.reset();
    opened.current = false;
    const c = new Connection(id, stored?.token ?? null, {
      state(v, o, { returns, winners, forfeits }, b) {
        opened.current = true;
        setView(v);
        setBehind(b);
        setForfeits(forfeits);
        shown.add({ view: v, over: o, returns, winners });
        if (Date.now() - roomFetched.current > 3000 || o) refreshRoom();
        runPlan(v);
      },
      updates(us, isLive) {
        setLog((old) => old.concat(logLines(us, logScope.current)));
        if (isLive || opened.current) setLive((old) => old.concat(us).slice(-2000));
      },
      error(code, message) {
        if (code === "bad_token") {
          seats.drop(id);
          setStored(null);
        }
        if (code === "internal" || code === "closed") refreshRoom();
        planRef.current = [];
        setPlanning(false);
        if (code !== "stale") setError(message);
      },
      status: setStatus,
    }, true);
    conn.current = c;
    c.open();
    return () => c.close();
  }, [id, stored?.token, failed, game]);

  /** runPlan plays the plan's next step when the state offers it. */
  const runPlan = (v: SeatView) => {
    const plan = planRef.current;
    if (plan.length === 0 || v.to_act === Over) {
      // The state after the plan's last step has come, or the game ended before the plan did.
      planRef.current = [];
      setPlanning(false);
      return;
    }
    if (v.to_act !== v.seat || !v.actions) return;
    const step = plan[0];
    const l = v.actions.find((a) => a.kind === step.kind && (step.card === undefined || a.cards?.[0] === step.card));
    if (!l) {
      planRef.current = [];
      setPlanning(false);
      return;
    }
    planRef.current = plan.slice(1);
    conn.current?.act(l.action);
  };

  const act = (l: Label) => {
    setError("");
    conn.current?.act(l.action);
  };
  const plan = (steps: Step[]) => {
    setError("");
    planRef.current = steps;
    setPlanning(steps.length > 0);
    if (view) runPlan(view);
  };

  const seatName = useMemo(() => seatNamer(room), [room]);

  if (!room) {
    return <main class="room"><h1>Room</h1>{error ? <p role="alert" class="error">{error}</p> : <p>Loading…</p>}</main>;
  }
  const GameView = views[room.game];
  const mySeat = view?.seat ?? Spectator;
  const myTurn = !!view && view.to_act === view.seat && !!view.actions?.length;
  const shownView = shown.frame?.view ?? null;
  const over = shown.frame?.over ?? false;
  // A scene that plays asks for no choice but its own, and the log waits for it too.
  const asked = !!view && !!shown.scene && !!scenes?.asks(view) && myTurn;
  const mine = shown.scene ? asked : myTurn;
  const lines = shown.held === null ? log : log.filter((l) => l.version < shown.held!);
  return (
    <CatalogContext.Provider value={catalog}>
      <main class="room">
        <header class="room-head">
          <h1>{title(room.game)} <span class="muted">room {room.code}</span></h1>
          <Link status={status} />
          <Share room={room} />
        </header>
        {room.failure && <p role="alert" class="error">This game stopped: {room.failure}. It cannot go on.</p>}
        {room.closed && <p role="alert" class="error">{closedText(room.closed)}</p>}
        {room.other_cards && <p role="alert" class="error">This server does not play this game: {room.other_cards}.</p>}
        {error && !failed && <p role="alert" class="error">{error} <button type="button" onClick={() => setError("")}>Dismiss</button></p>}
        {mySeat === Spectator && !over && !failed && <JoinHere room={room} behind={behind} onJoined={() => setStored(seats.get(id))} />}
        <Scoreboard room={room} view={shownView} seatName={seatName} returns={shown.frame?.returns} winners={shown.frame?.winners} mine={mine}
          turn={view ? (shown.scene && !asked ? scenes!.waiting : planning && !over ? sendingPlan : turnText(view, over, seatName)) : undefined}
          phase={shown.scene ? scenes!.phase : undefined} />
        {shownView && <LostOnTime forfeits={forfeits} version={shownView.version} over={over} seatName={seatName} />}
        {shownView && GameView && (
          <GameView room={room} view={shownView} over={over} returns={shown.frame?.returns} winners={shown.frame?.winners} live={live} token={stored?.token ?? null}
            act={act} plan={plan} planning={planning} seatName={seatName} scene={shown.scene} />
        )}
        {shownView && !GameView && <Generic game={room.game} view={shownView} seatName={seatName} />}
        {shownView && !shown.scene && <Actions view={shownView} act={act} open={!GameView} />}
        <Log lines={lines} me={view?.seat ?? -1} />
        {over && <p><a href={`#/replay/${room.id}`}>Replay this game step by step</a></p>}
        <p><a href="#/">Back to the lobby</a></p>
      </main>
    </CatalogContext.Provider>
  );
}

/**
 * What a game without a view of its own shows: the generic table view, or, for a game whose
 * states lay out no table view, the observation as it came.
 */
export function Generic({ game, view, seatName }: { game: string; view: SeatView; seatName: (s: number) => string }) {
  if (view.table) return <TableView game={game} table={view.table} seat={view.seat} seatName={seatName} />;
  return (
    <section class="panel" aria-labelledby="obs-h">
      <h2 id="obs-h">What you see</h2>
      <pre class="observation">{JSON.stringify(view.observation, null, 1)}</pre>
    </section>
  );
}

/** Names a room's seat by its team: "Ann's Otters (P1)". */
export function seatNamer(room: RoomInfo | null): (seat: number) => string {
  return (seat: number) => {
    const n = room?.seats[seat]?.name;
    return n ? `${n} (P${seat + 1})` : `P${seat + 1}`;
  };
}

/** A game's title from its id. */
export function title(game: string): string {
  return ({ cardbattle: "Card Battle", tableau: "Tableau", dojo: "Dojo" } as Record<string, string>)[game] ?? game;
}

/** The turn line while a plan of the person's moves is being sent: their turn, with nothing to do but wait. */
const sendingPlan = "Sending your moves…";

function turnText(v: SeatView, over: boolean, seatName: (s: number) => string): string {
  if (over || v.to_act === Over) return "The game is over.";
  if (v.to_act === Chance) return "Chance is playing…";
  if (v.to_act === v.seat) return "Your turn.";
  return `${seatName(v.to_act)} is to act.`;
}

function Link({ status }: { status: LinkStatus }) {
  const text = { connecting: "connecting…", open: "connected", reconnecting: "reconnecting…", closed: "closed" }[status];
  return <p class={`link link-${status}`} role="status">{text}</p>;
}

function Share({ room }: { room: RoomInfo }) {
  const url = `${location.origin}/#/room/${room.id}`;
  const [copied, setCopied] = useState(false);
  return (
    <p class="share">
      <span class="share-words">Invite: code </span><code>{room.code}</code><span class="share-words"> or link </span>
      <a href={url}>{url.length > 48 ? `${url.slice(0, 45)}…` : url}</a>{" "}
      <button type="button" onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))}>
        {copied ? "Copied" : "Copy link"}
      </button>
    </p>
  );
}

/** A spectator's line: watching, how far behind the players, and a free seat to take if there is one. */
function JoinHere({ room, behind, onJoined }: { room: RoomInfo; behind: number; onJoined: () => void }) {
  const free = room.seats.some((s) => !s.bot && !s.claimed);
  const [error, setError] = useState("");
  const watching = behind > 0 ? `You are watching ${behind} decisions behind the players, so that no one can help them; the end shows all.` : "You are watching.";
  if (!free) return <p class="muted">{watching}</p>;
  const join = async () => {
    try {
      const j = await lobby.join({ room: room.id, name: localStorage.getItem("menagerie.name") || undefined }, storedKey() || undefined);
      seats.put(j.room, j.seat, j.token);
      onJoined();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <p>{watching} <button type="button" class="primary" onClick={join}>Take a free seat</button>
      {error && <span role="alert" class="error"> {error}</span>}</p>
  );
}

/** Every labelled action as a button: no decision is ever out of reach. */
function Actions({ view, act, open }: { view: SeatView; act: (l: Label) => void; open: boolean }) {
  const actions = view.actions ?? [];
  if (view.to_act !== view.seat || actions.length === 0) return null;
  return (
    <details class="panel actions" open={open}>
      <summary>All your choices ({actions.length})</summary>
      <ul>
        {actions.map((l) => (
          <li key={l.action}><button type="button" onClick={() => act(l)}>{l.text}</button></li>
        ))}
      </ul>
    </details>
  );
}

