// Challenges between registered players: the form on a player's profile
// that challenges that player to a game (its player count, rated or
// casual), and the lobby's list of the person's incoming and outgoing
// challenges with Accept, Decline and Cancel. Both sides go to the room
// once a challenge is accepted: the challenged player on accepting, the
// challenger when the list sees it accepted.
import { useEffect, useRef, useState } from "preact/hooks";
import { lobby, seats, type ChallengeInfo, type GameInfo, type MyChallenges } from "./api";
import { standardOptions } from "./persondefaults";
import { storedKey } from "./player";
import { go, profilePath } from "./route";

/** How often the lobby reads the person's challenges, in milliseconds. */
const pollEvery = 2000;

/** The bot level that plays the seats of neither player in a game of more than two. */
const otherSeatsBot = "medium";

/** The form that challenges the named player; shown to a registered person other than that player. */
export function ChallengeForm({ name, games, me }: { name: string; games: GameInfo[]; me: string }) {
  const shared = games.filter((g) => g.players.some((p) => p > 1));
  const [gameName, setGameName] = useState(shared[0]?.name ?? "");
  const g = shared.find((x) => x.name === gameName) ?? shared[0];
  const [players, setPlayers] = useState(() => g?.players.find((p) => p > 1) ?? 2);
  const [rated, setRated] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (!g) return null;
  const counts = g.players.filter((p) => p > 1);
  const pickGame = (n: string) => {
    const ng = shared.find((x) => x.name === n) ?? g;
    setGameName(n);
    setPlayers(ng.players.find((p) => p > 1) ?? 2);
  };
  const send = async (e: Event) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      // The standard rules as a person in the browser plays them; the count of players where the game has several.
      const options = standardOptions(g, players);
      if (g.players.length <= 1) delete options.players;
      const made = await lobby.challenge(storedKey(), {
        player: name, game: g.name, options, rated, bot: players > 2 ? otherSeatsBot : undefined,
      });
      seats.put(made.challenge.room, made.seat, made.token);
      go("/"); // the lobby's list shows the challenge and goes to the room once accepted
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const unratable = players > 2 && !(g.rated_bots ?? []).includes(otherSeatsBot);
  return (
    <section aria-labelledby="challenge-h" class="panel">
      <h2 id="challenge-h">Challenge {name}</h2>
      <form onSubmit={send} class="inline">
        <label for="challenge-game">Game</label>
        <select id="challenge-game" value={g.name} onChange={(e) => pickGame((e.target as HTMLSelectElement).value)}>
          {shared.map((x) => <option key={x.name} value={x.name}>{x.title}</option>)}
        </select>
        <label for="challenge-players">Players</label>
        <select id="challenge-players" value={String(players)} disabled={counts.length < 2}
          onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          {counts.map((p) => <option key={p} value={String(p)}>{p}</option>)}
        </select>
        <label class="check">
          <input type="checkbox" checked={rated && !unratable} disabled={unratable} onChange={(e) => setRated((e.target as HTMLInputElement).checked)} />
          Rated
        </label>
        <button type="submit" disabled={busy}>Challenge</button>
      </form>
      {players > 2 && <p class="muted">Medium bots play the other seats.</p>}
      <p class="muted">You play as {me}. {name} has ten minutes to accept; you go to the room from the lobby once they do.</p>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}

/** A challenge in words: who, the game and how, and where it stands. */
function challengeText(c: ChallengeInfo, incoming: boolean, title: (game: string) => string): string {
  const who = incoming ? `${c.from}${c.from_bot ? " (bot)" : ""} challenges you` : `You challenge ${c.to}${c.to_bot ? " (bot)" : ""}`;
  const players = c.options.players ? `, ${c.options.players} players` : "";
  const state = c.state === "open" ? `${Math.ceil((c.expires_in ?? 0) / 60)} min left` : c.state;
  return `${who}: ${title(c.game)}${players}, ${c.rated ? "rated" : "casual"} · ${state}`;
}

/** Goes to the room of an accepted challenge with the seat's token this browser keeps. */
function toRoom(room: string) {
  go(`/room/${room}`);
}

/** The person's challenges, incoming and outgoing, read every few seconds. */
export function ChallengeList({ playerKey, title }: { playerKey: string; title: (game: string) => string }) {
  const [list, setList] = useState<MyChallenges>({ incoming: [], outgoing: [] });
  const [error, setError] = useState("");
  const seen = useRef(new Map<string, string>()); // challenge id -> state last read
  const read = async () => {
    try {
      const mine = await lobby.challenges(playerKey);
      // The challenger goes to the room when a challenge it saw open is accepted.
      const accepted = mine.outgoing.find((c) => c.state === "accepted" && seen.current.get(c.id) === "open" && seats.get(c.room));
      for (const c of [...mine.incoming, ...mine.outgoing]) seen.current.set(c.id, c.state);
      setList(mine);
      if (accepted) toRoom(accepted.room);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  useEffect(() => {
    read();
    const t = window.setInterval(read, pollEvery);
    return () => clearInterval(t);
  }, [playerKey]);
  const answer = async (f: () => Promise<unknown>) => {
    setError("");
    try {
      await f();
    } catch (err) {
      setError((err as Error).message);
    }
    await read();
  };
  const accept = (c: ChallengeInfo) => answer(async () => {
    const jr = await lobby.accept(playerKey, c.id);
    seats.put(jr.room, jr.seat, jr.token);
    toRoom(jr.room);
  });
  const shown = (cs: ChallengeInfo[]) => cs.filter((c) => c.state === "open" || c.state === "accepted");
  const incoming = shown(list.incoming);
  const outgoing = shown(list.outgoing);
  return (
    <section aria-labelledby="challenges-h">
      <h3 id="challenges-h">Challenges</h3>
      {incoming.length + outgoing.length === 0 && <p class="muted">None. Challenge a player from their profile.</p>}
      <ul class="rooms">
        {incoming.map((c) => (
          <li key={c.id}>
            <span>{challengeText(c, true, title)}</span>
            {c.state === "open" && (
              <span class="buttons">
                <button type="button" onClick={() => accept(c)} aria-label={`Accept ${c.from}'s challenge`}>Accept</button>
                <button type="button" onClick={() => answer(() => lobby.decline(playerKey, c.id))} aria-label={`Decline ${c.from}'s challenge`}>Decline</button>
              </span>
            )}
          </li>
        ))}
        {outgoing.map((c) => (
          <li key={c.id}>
            <span>{challengeText(c, false, title)} <a href={`#${profilePath(c.to)}`}>{c.to}'s profile</a></span>
            <span class="buttons">
              {c.state === "open"
                ? <button type="button" onClick={() => answer(() => lobby.cancel(playerKey, c.id))} aria-label={`Cancel your challenge to ${c.to}`}>Cancel</button>
                : seats.get(c.room) && <a href={`#/room/${c.room}`}>Go to the room</a>}
            </span>
          </li>
        ))}
      </ul>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}
