// Quick match: join a game's queue (its player count, the bots' level for
// the seats nobody takes or people only, rated or not for a registered
// player, who joins with the key), see how many wait and the
// countdown to the bots, leave in one click, and go to the room once
// matched.
import { useEffect, useRef, useState } from "preact/hooks";
import { lobby, myRooms, seats, type GameInfo, type QueueStatus } from "./api";
import { botLevel, defaultBot, offeredBots } from "./bots";
import { whyNotRated } from "./rated";
import { go } from "./route";

/** How often a waiting entry asks for its status, in milliseconds. */
const pollEvery = 1000;

/** The value of the bots' choice that asks for people only. */
const peopleOnly = "";

/** Where this browser stands in a queue: its ticket and seat token, and the last status read. */
interface Entry { ticket: string; token: string; status: QueueStatus }

/** The waiting status in words: how many wait, and when the bots come or that none will. */
export function waitingText(s: QueueStatus): string {
  const n = s.waiting ?? 1;
  const who = n === 1 ? "You are the only one waiting" : `${n} people wait, you among them`;
  if (s.seconds_left === undefined) return `${who}. People only: you play when enough people join.`;
  if (s.seconds_left <= 0) return `${who}. Bots are taking the empty seats…`;
  return `${who}. Bots take the empty seats in ${s.seconds_left} s.`;
}

/**
 * The quick-match panel: keyOf is the registered player's key ("" for none), sent with the join;
 * optionsOf gives a game's options at a player count, as a room made in the lobby has them, so
 * that people of one browser's rules meet in one queue.
 */
export function QuickMatch({ games, name, keyOf, optionsOf }: {
  games: GameInfo[];
  name: string;
  keyOf: string;
  optionsOf: (g: GameInfo, players: number) => Record<string, string>;
}) {
  const shared = games.filter((x) => x.players.some((p) => p > 1));
  const [gameName, setGameName] = useState(shared[0]?.name ?? "");
  const g = shared.find((x) => x.name === gameName) ?? shared[0];
  const [players, setPlayers] = useState(() => g?.players.find((p) => p > 1) ?? 2);
  const [bot, setBot] = useState(defaultBot);
  const [ratedChosen, setRated] = useState(false);
  const [entry, setEntry] = useState<Entry | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const polling = useRef(0);

  // A matched entry goes to its room with the seat's token; a waiting one asks again.
  const follow = (e: Entry) => {
    const { state, room, seat } = e.status;
    if (state === "matched" && room && seat) {
      seats.put(room, seat, e.token);
      myRooms.add(room);
      go(`/room/${room}`);
      return;
    }
    setEntry(e);
  };
  useEffect(() => {
    if (!entry) return;
    polling.current = window.setTimeout(async () => {
      try {
        follow({ ...entry, status: await lobby.queued(entry.ticket) });
      } catch (err) {
        setError((err as Error).message);
        setEntry(null);
      }
    }, pollEvery);
    return () => clearTimeout(polling.current);
  }, [entry]);

  if (!g) return null; // no game of more than one player
  const fillers = bot === peopleOnly ? [] : [{ bot, named: (t: string) => `${t} bots` }];
  const notRated = whyNotRated(g, fillers, keyOf !== "");
  const rated = ratedChosen && notRated === "";
  const pickGame = (n: string) => {
    const ng = shared.find((x) => x.name === n) ?? g;
    setGameName(n);
    setPlayers(ng.players.find((p) => p > 1) ?? 2);
  };
  const join = async (e: Event) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      const q = { game: g.name, options: optionsOf(g, players), bot: bot || undefined, rated: rated || undefined, name: name.trim() || undefined };
      const t = await lobby.queue(q, keyOf || undefined);
      follow({ ...t, status: await lobby.queued(t.ticket) });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const leave = async () => {
    if (!entry) return;
    clearTimeout(polling.current);
    setError("");
    try {
      await lobby.leaveQueue(entry.ticket);
      setEntry(null);
    } catch (err) {
      setError((err as Error).message); // matched meanwhile: the next status read goes to the room
      setEntry({ ...entry });
    }
  };
  const multi = g.players.filter((p) => p > 1);
  return (
    <section aria-labelledby="match-h" class="panel">
      <h2 id="match-h">Play now with others</h2>
      {entry ? (
        <div>
          <p role="status" aria-live="polite">{waitingText(entry.status)}</p>
          <button type="button" class="primary" onClick={leave}>Leave the queue</button>
        </div>
      ) : (
        <form onSubmit={join}>
          <p class="muted">Seated with the next people who ask for the same game. Unless you ask for people only, empty seats go to bots after a short wait, and bot accounts (programs people run, marked as bots) may be seated with you.</p>
          <div class="row">
            <label for="match-game">Quick-match game</label>
            <select id="match-game" value={gameName} onChange={(e) => pickGame((e.target as HTMLSelectElement).value)}>
              {shared.map((x) => <option key={x.name} value={x.name}>{x.title}</option>)}
            </select>
          </div>
          <div class="row">
            <label for="match-players">Quick-match players</label>
            <select id="match-players" value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
              {multi.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
          <div class="row">
            <label for="match-bots">Empty seats</label>
            <select id="match-bots" value={bot} onChange={(e) => setBot((e.target as HTMLSelectElement).value)}>
              {offeredBots(g.bots).map((b) => <option key={b} value={b}>{botLevel(b).title} bots after the wait</option>)}
              <option value={peopleOnly}>people only</option>
            </select>
          </div>
          <p class="row">
            <label class="choice">
              <input type="checkbox" checked={rated} disabled={notRated !== ""} aria-describedby={notRated ? "match-rated-why" : undefined}
                onChange={(e) => setRated((e.target as HTMLInputElement).checked)} />
              <span>Quick-match rated <span class="muted">with registered players only; the result changes the players' ratings</span></span>
            </label>
            {notRated && <span id="match-rated-why" class="why">{notRated}</span>}
          </p>
          <button type="submit" class="primary" disabled={busy} aria-describedby={busy ? "match-why" : undefined}>Play now</button>
          {busy && <span id="match-why" class="why"> Joining the queue…</span>}
        </form>
      )}
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}
