// A game's leaderboard, "#/leaderboard/GAME": the highest ratings of a class
// of player count, people's ladder or the bot accounts', provisional ratings
// listed and marked, each name a link to the profile.
import { useEffect, useState } from "preact/hooks";
import { lobby, type Standing } from "./api";
import { ratingText, useTitles } from "./profile";
import { profilePath } from "./route";

/** The leaderboard page of a game. */
export function Leaderboard({ game }: { game: string }) {
  const [players, setPlayers] = useState(2);
  const [bots, setBots] = useState(false);
  const [list, setList] = useState<Standing[] | null>(null);
  const [error, setError] = useState("");
  const title = useTitles();
  useEffect(() => {
    let current = true; // an answer for a class or ladder left since is dropped
    setError("");
    lobby.leaderboard(game, players, bots).then((l) => current && setList(l), (e: Error) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [game, players, bots]);
  return (
    <main class="leaderboard">
      <p><a href="#/">Back to the lobby</a></p>
      <h1>{title(game)} leaderboard</h1>
      <p class="row">
        <label for="board-players">Players</label>
        <select id="board-players" value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          <option value={2}>2 players</option>
          <option value={3}>3 or more players</option>
        </select>
        <label for="board-ladder">Ladder</label>
        <select id="board-ladder" value={bots ? "bots" : "people"} onChange={(e) => setBots((e.target as HTMLSelectElement).value === "bots")}>
          <option value="people">people</option>
          <option value="bots">bot accounts</option>
        </select>
      </p>
      <p class="muted">Glicko-2 ratings, with their deviation; a provisional rating has had too few games to settle. The bot levels' fixed ratings are not listed.</p>
      {error && <p role="alert" class="error">{error}</p>}
      {list && (list.length === 0 ? <p class="muted">Nobody has a rating here yet.</p> : (
        <table>
          <thead><tr><th scope="col">Place</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Games</th></tr></thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.name}>
                <td>{s.place}</td>
                <td><a href={`#${profilePath(s.name)}`}>{s.name}</a>{s.bot && <span class="badge">Bot</span>}</td>
                <td>{ratingText(s.rating, s.deviation)}{s.provisional && <span class="badge">provisional</span>}</td>
                <td>{s.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </main>
  );
}
