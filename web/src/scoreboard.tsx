// The scoreboard a room's page keeps in view at the top of the screen, the
// same for every game: the round, each seat with its score and numbers
// (trophies, VP or health; gold), who is to act and what they are
// deciding, in the words of the phase's declared title and hint (the hint
// the first time the person meets the decision, then on request). A game
// names its round and its seats' numbers with registerBoard; a game that
// does not gets the phase and the seats alone. While a scene plays, the
// scoreboard shows the state from before it, as the rest of the page does.
import { useEffect, useRef } from "preact/hooks";
import type { RoomInfo } from "./api";
import { botLevel } from "./bots";
import { PhaseHint } from "./hints";
import type { SeatView } from "./protocol";
import { phaseTitle, useSchema } from "./tableparts";
import { outcomeOf } from "./winners";

/** What a game shows on the scoreboard, read from a seat's view. */
export interface Board {
  /** The round or turn in words ("Round 2 of 6"), or "" for none. */
  round(view: SeatView, room: RoomInfo): string;
  /** A seat's numbers in words, its score first ("3 trophies", "5 gold"). */
  facts(view: SeatView, seat: number, room: RoomInfo): string[];
}

/** The games' boards by game id. */
const boards: Record<string, Board> = {};

/** Registers what a game shows on the scoreboard. */
export function registerBoard(game: string, b: Board) {
  boards[game] = b;
}

/** "1 trophy", "3 trophies". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Props of the scoreboard. */
export interface ScoreboardProps {
  room: RoomInfo;
  /** view is the seat's view the page shows (null until it has come). */
  view: SeatView | null;
  seatName(seat: number): string;
  /** returns are each seat's result once the game is over, and winners the seats that won (none for a draw). */
  returns?: number[];
  winners?: number[];
  /** turn says whose turn it is, or what the page waits for; mine marks the person's turn. */
  turn?: string;
  mine?: boolean;
  /** phase names the phase shown instead of the view's (a scene's). */
  phase?: string;
}

/**
 * The scoreboard: the round and phase as the page's game heading (#table-h), the seats with their
 * numbers, whose turn it is and the phase's hint (PhaseHint). It is sticky at the top of the room's page, and
 * tells the page its height (--board) so that a control the browser scrolls to is not left under it.
 */
export function Scoreboard({ room, view, seatName, returns, winners, turn, mine, phase }: ScoreboardProps) {
  const schema = useSchema(room.game);
  const board = boards[room.game];
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const ro = new ResizeObserver(() => root.style.setProperty("--board", `${el.offsetHeight}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty("--board");
    };
  }, []);
  const id = phase ?? view?.table?.phase ?? "";
  const round = view && board ? board.round(view, room) : "";
  const heading = [round, id ? phaseTitle(schema, id) : ""].filter(Boolean).join(" · ");
  return (
    <section ref={ref} class="scoreboard" aria-label="Scoreboard">
      <h2 id="table-h">{heading || "The table"}</h2>
      <ul class="seats" aria-label="Players">
        {room.seats.map((s, i) => {
          const facts = view && board ? board.facts(view, i, room) : [];
          return (
            <li key={i} class={[view?.to_act === i ? "acting" : "", view?.seat === i ? "me" : ""].join(" ")}>
              <span class="seat-name">
                {seatName(i)}{s.bot ? <> · <span class="wide-words">{botLevel(s.bot).title} </span>bot</> : s.bot_account ? " · bot account" : !s.claimed ? " · free seat" : ""}{view?.seat === i ? " · you" : ""}
              </span>
              {view?.to_act === i && <span class="badge">to act</span>}
              {returns && winners && <span class="badge">{outcomeOf(returns, winners, i)}</span>}
              {s.lost_on_time && <span class="badge">lost on time</span>}
              {facts.length > 0 && (
                <span class="facts">{facts.map((f, k) => <span key={k} class={k === 0 ? "score" : undefined}>{f}</span>)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {turn && (
        <div class="turn-line">
          <p class={mine ? "turn mine" : "turn"} aria-live="polite">{turn}</p>
          <PhaseHint game={room.game} phases={schema?.phases ?? []} phase={id} mine={!!mine} />
        </div>
      )}
    </section>
  );
}
