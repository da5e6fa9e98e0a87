// The WebSocket protocol (docs/protocol.md), version 2: hello, act and sync
// out; update and error in. The connection keeps the last version it has,
// syncs on a gap and reconnects with backoff; it changes nothing on its
// own: every change the page shows comes from a server message. Events
// come by their declared field names (the generated WireEvent and each
// game's event types).
import type { TableView, WireEvent } from "./generated/schema";

/** A labelled legal action of the seat to act. */
export interface Label {
  action: number;
  kind: string;
  cards?: number[];
  slots?: number[];
  seats?: number[];
  text: string;
}

/** What one action did: its version, who acted and its events with their sentences. */
export interface Update {
  version: number;
  actor: number;
  events: WireEvent[];
  texts?: string[];
}

/**
 * The receiver's view: its seat (-3 a spectator), who acts (-1 chance, -2 over), its observation
 * (the game's generated type; left out where the client asked for the table view alone), the same
 * in declared terms (for a game that lays one out) and its actions.
 */
export interface SeatView<O = unknown> {
  version: number;
  seat: number;
  to_act: number;
  observation?: O;
  table?: TableView;
  actions?: Label[];
  /** The kinds of choice closed to the seat to act, each with why. */
  refused?: Refusal[];
}

/** A kind of choice closed to the seat to act now, and the rule that closes it in words. */
export interface Refusal {
  kind: string;
  /** The one choice of the kind it closes, as its labels' slots begin (Dojo's resting animal); none: every one. */
  slots?: number[];
  /** The card it is about (Dojo's card in hand that cannot be played now): only that card's choices of the kind are closed. */
  cards?: number[];
  text: string;
}

/** The protocol version the client reads: one update message per change. */
const protocolVersion = 2;

/** Any server message of protocol version 2. */
export interface ServerMessage {
  type: "update" | "error";
  version: number;
  schema?: number;
  view?: SeatView;
  over?: boolean;
  returns?: number[];
  /** The seats that won once the game is over (none for a draw), by the server's one rule. */
  winners?: number[];
  /** The seats that lost on time (from 0), in the order they did, each with the version it happened at. */
  forfeits?: Forfeit[];
  /** To a spectator kept behind a game in play: how many decisions behind it is shown the game. */
  behind?: number;
  updates?: Update[];
  code?: string;
  message?: string;
}

/** A seat that lost on time: its decisions ran out too many times in a row. */
export interface Forfeit { seat: number; version: number }

/** Special seats. */
export const Chance = -1;
export const Over = -2;
export const Spectator = -3;
export const Nobody = -4;

/** The connection's state, for the page's indicator. */
export type LinkStatus = "connecting" | "open" | "reconnecting" | "closed";

/** What a connection tells its page. */
export interface Listener {
  /** A view to show, whether the game is over, its returns and winners, the seats that lost on time, and how many decisions behind a spectator is kept (0: live). */
  state(view: SeatView, over: boolean, result: { returns?: number[]; winners?: number[]; forfeits: Forfeit[] }, behind: number): void;
  updates(updates: Update[], live: boolean): void;
  error(code: string, message: string): void;
  status(s: LinkStatus): void;
}

/** The close code of a seat's connection when a newer one has taken the seat. */
const seatTaken = 4409;

/** The close code of a room closed before its game went on: its challenge declined, cancelled or expired. */
const roomClosed = 4410;

/** The longest wait between two reconnection tries, in milliseconds. */
const maxBackoff = 10_000;

/** One seat's (or a spectator's) connection to a room. */
export class Connection {
  private ws: WebSocket | null = null;
  /** have is the version of the last update received (-1: none yet, not even the set-up). */
  private have = -1;
  /** synced is set once the history asked for on connecting has come: later updates are live. */
  private synced = false;
  private view: SeatView | null = null;
  /** pending counts the syncs asked for whose view has not come yet. */
  private pending = 0;
  private tries = 0;
  private stopped = false;
  private timer: number | undefined;

  /**
   * table asks for each view's table view in place of the game's own observation (a game drawn
   * from its declared model; a game that lays out no table view still sends its observation).
   */
  constructor(private readonly room: string, private readonly token: string | null, private readonly on: Listener,
    private readonly table = false) {}

  /** Connects, and reconnects whenever the connection drops, until close. */
  open() {
    this.stopped = false;
    this.connect();
  }

  /** Stops for good. */
  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.close(1000);
    this.on.status("closed");
  }

  /** Plays an action of the current state at its version. */
  act(action: number): boolean {
    if (!this.view || this.ws?.readyState !== WebSocket.OPEN) return false;
    this.send({ type: "act", version: this.view.version, action });
    return true;
  }

  private connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/rooms/${encodeURIComponent(this.room)}/play`);
    this.ws = ws;
    this.on.status(this.tries === 0 ? "connecting" : "reconnecting");
    ws.onopen = () => {
      this.tries = 0;
      this.synced = false;
      this.pending = 0;
      this.on.status("open");
      const hello = { type: "hello", protocol: protocolVersion, ...(this.token ? { token: this.token } : {}), ...(this.table ? { table: true, observation: false } : {}) };
      this.send(hello);
      this.sync();
    };
    ws.onmessage = (e) => this.receive(JSON.parse(String(e.data)) as ServerMessage);
    ws.onclose = (e) => {
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      if (e?.code === seatTaken) {
        // Another tab or device plays the seat now: taking it back at once would close that one.
        this.stopped = true;
        this.on.status("closed");
        this.on.error("seat_taken", "This seat is now played from another tab or device: reload the page to play it here.");
        return;
      }
      if (e?.code === roomClosed) {
        // The room never opens again (the error before said why).
        this.stopped = true;
        this.on.status("closed");
        return;
      }
      this.tries++;
      this.on.status("reconnecting");
      const wait = Math.min(maxBackoff, 250 * 2 ** Math.min(this.tries, 6)) * (0.75 + Math.random() / 2);
      this.timer = window.setTimeout(() => this.connect(), wait);
    };
  }

  private send(m: Record<string, unknown>) {
    this.ws?.send(JSON.stringify(m));
  }

  private sync() {
    this.pending++;
    this.send({ type: "sync", from: Math.max(this.have, 0) });
  }

  private receive(m: ServerMessage) {
    switch (m.type) {
      case "update":
        if (this.take(m.updates ?? []) && m.view) this.show(m.view, !!m.over, { returns: m.returns, winners: m.winners, forfeits: m.forfeits ?? [] }, m.behind ?? 0);
        return;
      case "error":
        if (m.code === "stale") this.sync();
        // The game cannot go on (a bug stopped it, or its challenge was not taken): do not reconnect.
        if (m.code === "internal" || m.code === "closed") this.close();
        this.on.error(m.code ?? "error", m.message ?? "");
    }
  }

  /** Tells the page the updates it has not had; false on a gap, after asking for what was missed. */
  private take(updates: Update[]): boolean {
    const fresh = updates.filter((u) => u.version > this.have || (this.have < 0 && u.version === 0));
    if (fresh.length > 0 && fresh[0].version > this.have + 1) {
      if (this.pending === 0) this.sync(); // something was missed: ask for it
      return false;
    }
    if (fresh.length > 0) {
      this.have = fresh[fresh.length - 1].version;
      this.on.updates(fresh, this.synced);
    }
    return true;
  }

  /** Shows a view once every update before it has come. */
  private show(view: SeatView, over: boolean, result: { returns?: number[]; winners?: number[]; forfeits: Forfeit[] }, behind: number) {
    if (view.version > this.have) {
      if (this.pending === 0) this.sync();
      return;
    }
    this.pending = Math.max(0, this.pending - 1);
    this.synced = true;
    this.view = view;
    this.on.state(view, over, result, behind);
  }
}
