// The client's entry: the lobby at "#/", a room's page at "#/room/ID", a
// finished game's replay at "#/replay/ID", a player's profile at
// "#/player/NAME", a game's leaderboard at "#/leaderboard/GAME".
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import "./boards";
import "./cardbattle";
import "./dojo";
import "./tableau";
import { Leaderboard } from "./leaderboard";
import { Lobby } from "./lobby";
import { Profile } from "./profile";
import { Replay } from "./replay";
import { Room } from "./room";
import { currentPath } from "./route";

function App() {
  const [path, setPath] = useState(currentPath());
  useEffect(() => {
    const on = () => setPath(currentPath());
    window.addEventListener("hashchange", on);
    return () => window.removeEventListener("hashchange", on);
  }, []);
  const room = /^\/room\/([0-9a-f]+)$/.exec(path);
  if (room) return <Room key={room[1]} id={room[1]} />;
  const replay = /^\/replay\/([0-9a-f]+)$/.exec(path);
  if (replay) return <Replay key={replay[1]} id={replay[1]} />;
  const player = /^\/player\/([^/]+)$/.exec(path);
  if (player) return <Profile key={player[1]} name={decoded(player[1])} />;
  const board = /^\/leaderboard\/([^/]+)$/.exec(path);
  if (board) return <Leaderboard key={board[1]} game={decoded(board[1])} />;
  return <Lobby />;
}

/** A path's part as it was before encodeURIComponent; a malformed one as it is. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

render(<App />, document.getElementById("app")!);
