// The client's entry: the lobby at "#/", a room's page at "#/room/ID", a
// finished game's replay at "#/replay/ID".
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import "./boards";
import "./cardbattle";
import "./dojo";
import "./tableau";
import { Lobby } from "./lobby";
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
  return <Lobby />;
}

render(<App />, document.getElementById("app")!);
