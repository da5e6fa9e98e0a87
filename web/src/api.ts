// The server's lobby (HTTP JSON), as docs/protocol.md gives it.
import type { Forfeit, SeatView, Update } from "./protocol";

/** What values a rule option takes: one of values, true or false, a whole number, comma-separated values, any text. */
export type OptionType = "choice" | "bool" | "int" | "list" | "text";

/**
 * A rule option of a game. A missing type is text; min and max bound an int, and the server
 * leaves out a bound of 0.
 */
export interface OptionInfo {
  name: string;
  default: string;
  help: string;
  type?: OptionType;
  values?: string[];
  min?: number;
  max?: number;
}

/** A published variant of a game: a name people know and the rule options that make it. */
export interface Preset { name: string; title: string; options: Record<string, string> }

/** A phase a game declares: its id, its title and the hint a first-time player sees. */
export interface PhaseInfo { id: string; title: string; hint: string }

/** A counter a game declares: each seat's own, or one for the table. */
export interface CounterInfo { id: string; title: string; scope: "seat" | "table" }

/** A zone a game declares: whose it is, who may see its cards, and how they lie. */
export interface ZoneInfo {
  id: string;
  title: string;
  scope: "seat" | "table";
  visibility: "public" | "owner" | "secret";
  layout: "pile" | "ordered" | "slots" | "grid";
  /** Set for a tally whose cards stand each for its kind (Dojo's workout: a family's exercise). */
  kinds?: boolean;
}

/** What the client reads of a game's declared model: the lobby its presets, the generic table view the rest. */
export interface GameSchema {
  version: number;
  phases?: PhaseInfo[];
  counters?: CounterInfo[];
  zones?: ZoneInfo[];
  presets?: Preset[];
}

/** A game the server plays, for a room's set-up. */
export interface GameInfo {
  name: string;
  title: string;
  summary: string;
  players: number[];
  options: OptionInfo[];
  bots: string[];
  /** The bots a rated room may seat: the levels the server gives a fixed rating in this game. */
  rated_bots?: string[];
  /** The designer's card file the server plays the game with, in one line (absent: the built-in cards). */
  cards?: string;
}

/** One seat as the lobby shows it; player names the registered player who claimed it, bot_account marks a program's. */
export interface SeatInfo { bot?: string; name?: string; claimed: boolean; player?: string; bot_account?: boolean; lost_on_time?: boolean }

/** A room as the lobby shows it. */
export interface RoomInfo {
  id: string;
  code: string;
  game: string;
  options: Record<string, string>;
  seats: SeatInfo[];
  turn_timer?: number;
  /** How many of a seat's decisions in a row may run out before it loses on time (absent: never). */
  forfeit_after?: number;
  version: number;
  over: boolean;
  returns?: number[];
  /** A finished game's winners (seats from 0; none for a draw), as the server tells them beside returns. */
  winners?: number[];
  /** A finished game's winners (seats from 0; none for a draw) and each seat's score, as its game counts it. */
  result?: GameResult;
  rematch?: string;
  public?: boolean;
  /** A rated game changes its players' ratings when it ends. */
  rated?: boolean;
  /** Why an internal error stopped the game: it cannot go on. */
  failure?: string;
  /** Why the room was closed before its game went on (its challenge declined, cancelled or expired). */
  closed?: string;
  /** Why this server does not play the room: it was made with other cards than the server's. */
  other_cards?: string;
  created: string;
}

/** How a finished game ended: its winners and, when the game counts one, each seat's score. */
export interface GameResult { winners: number[]; counts?: string; scores?: number[] }

/** A seat's set-up: a person (no bot) or a bot. */
export interface SeatSetup { bot?: string; name?: string }

/** What creates a room; a public one is listed in every lobby, the others are reached by link or code. */
export interface Setup {
  game: string;
  options: Record<string, string>;
  seats: SeatSetup[];
  public?: boolean;
  rated?: boolean;
}

/** A claimed seat and its token. */
export interface JoinReply { room: string; code: string; seat: number; token: string }

/** What joins a quick-match queue: the game, its options, the bots' level for empty seats (none: people only). */
export interface QueueRequest { game: string; options: Record<string, string>; bot?: string; rated?: boolean; name?: string }

/** A queue entry's ticket, and the token of the seat its match will give, told only at the join. */
export interface QueueTicket { ticket: string; token: string }

/** Where a queue entry stands: waiting (how many, and seconds until bots when it takes them), or matched. */
export interface QueueStatus {
  state: "waiting" | "matched";
  waiting?: number;
  seconds_left?: number;
  room?: string;
  code?: string;
  seat?: number;
}

/** One card of a room's set by id, with what the game's card list says of it. */
export interface CardInfo { id: number; name: string; info?: Record<string, unknown> }

/** A deck order's odds, as the terminal shows them. */
export interface Advice {
  version: number;
  win: number;
  draw: number;
  lose: number;
  margin: number;
  exact: boolean;
  worlds: number;
}

/** A finished game at one step, as a seat saw it or in full. */
export interface ReplayStep {
  version: number;
  last: number;
  view: SeatView;
  updates: Update[];
  returns?: number[];
  /** The seats that won (none for a draw). */
  winners?: number[];
  /** The seats that lost on time in the game. */
  forfeits?: Forfeit[];
}

/** A challenge of a registered player to another: the game, its options, rated or casual; bot plays the other seats of a game of more. */
export interface ChallengeRequest { player: string; game: string; options: Record<string, string>; rated?: boolean; bot?: string }

/** A challenge as its two players see it; seat (from 1) is the challenged player's seat in its room. */
export interface ChallengeInfo {
  id: string;
  from: string;
  from_bot?: boolean;
  to: string;
  to_bot?: boolean;
  game: string;
  options: Record<string, string>;
  rated?: boolean;
  room: string;
  code: string;
  seat: number;
  state: "open" | "accepted" | "declined" | "cancelled" | "expired";
  /** Seconds since it was made, and left to answer it while open. */
  age: number;
  expires_in?: number;
  created: string;
}

/** A challenge made, the challenger's seat (from 1) and its token, told only here. */
export interface ChallengeMade { challenge: ChallengeInfo; seat: number; token: string }

/** A player's challenges, made to it and by it, newest first. */
export interface MyChallenges { incoming: ChallengeInfo[]; outgoing: ChallengeInfo[] }

/** What anyone may see of a registered player. */
export interface PlayerInfo { name: string; bot?: boolean; created: string }

/** A player's rating in a game and class of player count ("2" or "3+"). */
export interface RatingInfo {
  game: string;
  players: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  provisional?: boolean;
}

/** A rated game a player played: the place and the rating after it. */
export interface HistoryPoint {
  room: string;
  replay: string;
  game: string;
  players: number;
  place: number;
  /** Set when the player's seat lost on time. */
  lost_on_time?: boolean;
  rating: number;
  deviation: number;
  at: string;
}

/** A player's profile: ratings, and rated games newest first. */
export interface Profile extends PlayerInfo { ratings: RatingInfo[]; history: HistoryPoint[] }

/** A place on a game's leaderboard. */
export interface Standing {
  place: number;
  name: string;
  bot?: boolean;
  game: string;
  players: string;
  rating: number;
  deviation: number;
  games: number;
  provisional?: boolean;
}

/** An answer the server refused, with its sentence. */
export class LobbyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * One request to the server; a player's key, when given, goes in the Authorization header, the
 * only place it ever travels.
 */
async function call<T>(method: string, path: string, body?: unknown, key?: string, signal?: AbortSignal): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: "application/json" }, signal };
  if (key) init.headers = { ...init.headers, Authorization: `Bearer ${key}` };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  const resp = await fetch(path, init);
  const data = await resp.json().catch(() => ({ error: resp.statusText }));
  if (!resp.ok) {
    throw new LobbyError(resp.status, (data as { error?: string }).error ?? resp.statusText);
  }
  return data as T;
}

/** The lobby's requests. */
export const lobby = {
  games: () => call<GameInfo[]>("GET", "/api/games"),
  schema: (game: string) => call<GameSchema>("GET", `/api/games/${encodeURIComponent(game)}/schema`),
  rooms: (over: boolean) => call<RoomInfo[]>("GET", `/api/rooms?over=${over}&limit=20`),
  room: (id: string) => call<RoomInfo>("GET", `/api/rooms/${encodeURIComponent(id)}`),
  create: (s: Setup) => call<RoomInfo>("POST", "/api/rooms", s),
  /** Claims a seat, as the registered player whose key is given when there is one. */
  join: (req: { room?: string; code?: string; seat?: number; name?: string }, key?: string) =>
    call<JoinReply>("POST", "/api/join", req, key),
  cards: (id: string) => call<CardInfo[]>("GET", `/api/rooms/${encodeURIComponent(id)}/cards`),
  /** Joins a quick-match queue, as the registered player whose key is given when there is one. */
  queue: (q: QueueRequest, key?: string) => call<QueueTicket>("POST", "/api/queue", q, key),
  queued: (ticket: string) => call<QueueStatus>("GET", `/api/queue/${encodeURIComponent(ticket)}`),
  leaveQueue: (ticket: string) => call<unknown>("DELETE", `/api/queue/${encodeURIComponent(ticket)}`),
  /** A finished game replayed to version (the end when undefined) from seat's view (from 1), or in full without seat. */
  replay: (id: string, seat?: number, version?: number) => {
    const q = new URLSearchParams();
    if (seat !== undefined) q.set("seat", String(seat));
    if (version !== undefined) q.set("version", String(version));
    return call<ReplayStep>("GET", `/api/rooms/${encodeURIComponent(id)}/replay?${q}`);
  },
  /** The odds of a deck order; signal cancels the request (once the order is played, say). */
  advice: (id: string, token: string, order: number[], signal?: AbortSignal) =>
    call<Advice>("POST", `/api/rooms/${encodeURIComponent(id)}/advice`, { token, order }, undefined, signal),
  /** Registers the key with a name. */
  register: (key: string, name: string) => call<PlayerInfo>("POST", "/api/players", { name }, key),
  /** The player whose key is given. */
  me: (key: string) => call<PlayerInfo>("GET", "/api/me", undefined, key),
  /** Renames the player whose key is given. */
  rename: (key: string, name: string) => call<PlayerInfo>("PATCH", "/api/me", { name }, key),
  profile: (name: string) => call<Profile>("GET", `/api/players/${encodeURIComponent(name)}`),
  /** Challenges a player, as the player whose key is given. */
  challenge: (key: string, c: ChallengeRequest) => call<ChallengeMade>("POST", "/api/challenges", c, key),
  challenges: (key: string) => call<MyChallenges>("GET", "/api/me/challenges", undefined, key),
  /** Accepts a challenge: the seat kept for the player, and its token. */
  accept: (key: string, id: string) => call<JoinReply>("POST", `/api/challenges/${encodeURIComponent(id)}/accept`, undefined, key),
  decline: (key: string, id: string) => call<ChallengeInfo>("POST", `/api/challenges/${encodeURIComponent(id)}/decline`, undefined, key),
  cancel: (key: string, id: string) => call<ChallengeInfo>("DELETE", `/api/challenges/${encodeURIComponent(id)}`, undefined, key),
  /** A game's leaderboard in a class (2, or 3 for "3+"), provisional ratings listed and marked; bots' ladder or people's. */
  leaderboard: (game: string, players: number, bots: boolean) =>
    call<Standing[]>("GET", `/api/leaderboard/${encodeURIComponent(game)}?players=${players}&provisional=true&limit=100${bots ? "&bots=true" : ""}`),
};

/** Seat tokens, kept per room in the browser's storage so that a reload resumes the seat. */
export const seats = {
  get(room: string): { seat: number; token: string } | null {
    try {
      const v = localStorage.getItem(`menagerie.seat.${room}`);
      return v ? JSON.parse(v) : null;
    } catch {
      return null;
    }
  },
  put(room: string, seat: number, token: string) {
    localStorage.setItem(`menagerie.seat.${room}`, JSON.stringify({ seat, token }));
    myRooms.add(room);
  },
  /** Forgets a token the server no longer takes (its seat was handed to a bot). */
  drop(room: string) {
    localStorage.removeItem(`menagerie.seat.${room}`);
  },
};

/** The most rooms the browser remembers as its own. */
const maxMyRooms = 20;

/**
 * The rooms this browser created or took a seat in, newest first, so that the lobby lists them
 * though the server lists only public rooms.
 */
export const myRooms = {
  list(): string[] {
    try {
      const ids: unknown = JSON.parse(localStorage.getItem("menagerie.rooms") ?? "[]");
      return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === "string") : [];
    } catch {
      return [];
    }
  },
  add(room: string) {
    const ids = [room, ...myRooms.list().filter((x) => x !== room)].slice(0, maxMyRooms);
    localStorage.setItem("menagerie.rooms", JSON.stringify(ids));
  },
  /** Forgets a room the server no longer has. */
  drop(room: string) {
    localStorage.setItem("menagerie.rooms", JSON.stringify(myRooms.list().filter((x) => x !== room)));
  },
};
