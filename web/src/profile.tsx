// A player's profile, "#/player/NAME": the ratings per game and class of
// player count (provisional ones marked), the rating history as a chart,
// and the rated games, newest first, each with its replay.
import { useEffect, useState } from "preact/hooks";
import { LobbyError, lobby, type GameInfo, type Profile as ProfileData } from "./api";
import { ChallengeForm } from "./challenges";
import { usePlayer } from "./player";
import { RatingChart, seriesOf } from "./ratingchart";
import { leaderboardPath } from "./route";

/** The games' titles by name, once the server has listed them; a game's name until then. */
export function useTitles(): (game: string) => string {
  return titles(useGames());
}

/** The games' titles by name, from a list of the server's games; a game's name when not listed. */
function titles(games: GameInfo[]): (game: string) => string {
  return (game: string) => games.find((g) => g.name === game)?.title ?? game;
}

/** The server's games, once it has listed them; none until then. */
function useGames(): GameInfo[] {
  const [games, setGames] = useState<GameInfo[]>([]);
  useEffect(() => {
    lobby.games().then(setGames, () => setGames([]));
  }, []);
  return games;
}

/** A rating in words: "1512 ± 272". */
export function ratingText(rating: number, deviation: number): string {
  return `${Math.round(rating)} ± ${Math.round(deviation)}`;
}

/** The profile page of the named player. */
export function Profile({ name }: { name: string }) {
  const [p, setP] = useState<ProfileData | null>(null);
  const [error, setError] = useState("");
  const games = useGames();
  const title = titles(games);
  const player = usePlayer();
  useEffect(() => {
    lobby.profile(name).then(setP, (e: Error) =>
      setError(e instanceof LobbyError && e.status === 404 ? `No player is named ${name} on this server.` : e.message));
  }, [name]);
  return (
    <main class="profile">
      <p><a href="#/">Back to the lobby</a></p>
      <h1>{p?.name ?? name}{p?.bot && <span class="badge">Bot</span>}</h1>
      {error && <p role="alert" class="error">{error}</p>}
      {p && (
        <>
          <p class="muted">{p.bot ? "A bot account, played by a program, ranked on the bots' ladder." : "A person."} Registered {new Date(p.created).toLocaleDateString()}.</p>
          {player.me && player.me.name.toLowerCase() !== p.name.toLowerCase() && <ChallengeForm name={p.name} games={games} me={player.me.name} />}
          <section aria-labelledby="ratings-h" class="panel">
            <h2 id="ratings-h">Ratings</h2>
            {p.ratings.length === 0 ? <p class="muted">No rated game yet.</p> : (
              <table>
                <thead><tr><th scope="col">Game</th><th scope="col">Players</th><th scope="col">Rating</th><th scope="col">Games</th></tr></thead>
                <tbody>
                  {p.ratings.map((r) => (
                    <tr key={`${r.game} ${r.players}`}>
                      <td><a href={`#${leaderboardPath(r.game)}`}>{title(r.game)}</a></td>
                      <td>{r.players}</td>
                      <td>{ratingText(r.rating, r.deviation)}{r.provisional && <span class="badge" title="fewer games than a settled rating needs">provisional</span>}</td>
                      <td>{r.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="history-h" class="panel">
            <h2 id="history-h">Rating history</h2>
            <RatingChart series={seriesOf(p.history, title)} />
          </section>
          <section aria-labelledby="games-h" class="panel">
            <h2 id="games-h">Recent rated games</h2>
            {p.history.length === 0 ? <p class="muted">None yet.</p> : (
              <ul class="rooms">
                {p.history.map((h) => (
                  <li key={h.room}>
                    <span><strong>{title(h.game)}</strong> place {h.place} of {h.players}{h.lost_on_time ? " (lost on time)" : ""} · rating after it {ratingText(h.rating, h.deviation)} <span class="muted">{new Date(h.at).toLocaleString()}</span></span>
                    <span class="buttons"><a href={`#/replay/${h.room}`} aria-label={`Replay the ${title(h.game)} game of ${new Date(h.at).toLocaleString()}`}>Replay</a></span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
