// The lobby: the person's player, create a room (game, options, seats,
// listed or not, rated or not), join one by its code or from the list of
// open rooms, see the finished ones (the public ones and this browser's
// own) and the leaderboards.
import { useEffect, useState } from "preact/hooks";
import { LobbyError, lobby, myRooms, seats, type GameInfo, type Preset, type RoomInfo, type SeatSetup } from "./api";
import { botLevel, defaultBot, offeredBots } from "./bots";
import { closedText } from "./closed";
import { OptionControl, changed } from "./options";
import { formDefaults, rulesOf, standardOptions } from "./persondefaults";
import { QuickMatch } from "./queue";
import { whyNotRated } from "./rated";
import { usePlayer } from "./player";
import { PlayerPanel } from "./playerpanel";
import { go, leaderboardPath } from "./route";

/** A seat's kind in the form: a person or one of the room's bots. */
type SeatKind = "person" | string;

/** The lobby page. */
export function Lobby() {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState("");
  const [name, setName] = useName();
  const player = usePlayer();
  const key = player.me ? player.key : "";
  useEffect(() => {
    lobby.games().then(setGames, (e: Error) => setError(e.message));
  }, []);
  return (
    <main class="lobby">
      <h1>Menagerie</h1>
      <p class="lead">Animal card games in the browser: play with friends or against bots.</p>
      {error && <p role="alert" class="error">{error}</p>}
      <p class="row">
        <label for="your-name">Your team's name</label>
        <input id="your-name" type="text" maxLength={40} placeholder="one from the rulebook's table" value={name}
          onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </p>
      {games.length > 0 && <QuickPlay games={games} name={name} keyOf={key} />}
      {games.length > 0 && <QuickMatch games={games} name={name} keyOf={key} optionsOf={standardOptions} />}
      <PlayerPanel player={player} />
      {games.length > 0 && <CreateRoom games={games} name={name} keyOf={key} />}
      <JoinByCode name={name} keyOf={key} />
      <RoomList games={games} name={name} keyOf={key} />
      {games.length > 0 && (
        <nav aria-labelledby="boards-h" class="panel">
          <h2 id="boards-h">Leaderboards</h2>
          <ul class="boards">
            {games.filter((g) => (g.rated_bots ?? []).length > 0).map((g) => <li key={g.name}><a href={`#${leaderboardPath(g.name)}`}>{g.title}</a></li>)}
          </ul>
        </nav>
      )}
    </main>
  );
}

/** The name this browser plays under, remembered between visits. */
function useName(): [string, (n: string) => void] {
  const [name, setName] = useState(() => localStorage.getItem("menagerie.name") ?? "");
  return [name, (n: string) => {
    setName(n);
    localStorage.setItem("menagerie.name", n);
  }];
}

/** Joins a room, as the registered player whose key is given when there is one, and goes to its page. */
async function joinAndGo(req: { room?: string; code?: string; seat?: number; name?: string }, key: string) {
  const j = await lobby.join(req, key || undefined);
  seats.put(j.room, j.seat, j.token);
  go(`/room/${j.room}`);
}

/** How a room is made: listed in the lobby or not, rated or not, and the registered player's key ("" for none). */
interface RoomWay { listed: boolean; rated: boolean; key: string }

/**
 * Makes a room of game g with the given options and seats (a person or a bot's id each), and
 * goes to it: into the first person's seat under name (as the registered player when there is
 * a key), or to watch when every seat is a bot.
 */
async function startRoom(g: GameInfo, opts: Record<string, string>, kinds: SeatKind[], name: string, way: RoomWay) {
  const seatSetups: SeatSetup[] = kinds.map((k, i) => {
    if (k !== "person") return { bot: k };
    return i === kinds.indexOf("person") && name.trim() ? { name: name.trim() } : {};
  });
  const room: RoomInfo = await lobby.create({ game: g.name, options: opts, seats: seatSetups, public: way.listed, rated: way.rated || undefined });
  myRooms.add(room.id);
  const first = kinds.indexOf("person");
  if (first < 0) {
    go(`/room/${room.id}`); // bots only: watch them
    return;
  }
  await joinAndGo({ room: room.id, seat: first + 1, name: name.trim() || undefined }, way.key);
}

/** One click to a game against the default bot: each game at its first player count, its standard rules. */
function QuickPlay({ games, name, keyOf }: { games: GameInfo[]; name: string; keyOf: string }) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const play = async (g: GameInfo) => {
    setError("");
    setBusy(true);
    try {
      const n = g.players[0];
      const kinds = Array.from({ length: n }, (_, i): SeatKind => (i === 0 ? "person" : defaultBot));
      await startRoom(g, standardOptions(g, n), kinds, name, { listed: false, rated: false, key: keyOf });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const level = botLevel(defaultBot);
  return (
    <section aria-labelledby="quick-h" class="panel">
      <h2 id="quick-h">Play now against a bot</h2>
      <p class="muted">{level.title} bot: {level.line}. The standard rules; for other rules, players or bots, make a new game below.</p>
      <p class="quick">
        {games.map((g) => (
          <button type="button" key={g.name} class="primary" disabled={busy} aria-describedby={busy ? "quick-why" : undefined} onClick={() => play(g)}>
            {g.title}{g.players[0] === 1 ? " (solo)" : ""}
          </button>
        ))}
      </p>
      {busy && <p id="quick-why" class="why">Making the room…</p>}
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}

function CreateRoom({ games, name, keyOf }: { games: GameInfo[]; name: string; keyOf: string }) {
  const [gameName, setGameName] = useState(games[0].name);
  const g = games.find((x) => x.name === gameName) ?? games[0];
  const [players, setPlayers] = useState(g.players[0]);
  const rules = rulesOf(g);
  const [options, setOptions] = useState(() => formDefaults(g));
  const [presets, setPresets] = useState<Preset[]>([]);
  const [variant, setVariant] = useState("");
  const [kinds, setKinds] = useState<SeatKind[]>(["person", defaultBot]);
  const [listed, setListed] = useState(false);
  const [ratedChosen, setRated] = useState(false);
  const seatedBots = kinds.flatMap((k, i) => (k === "person" ? [] : [{ bot: k, named: (t: string) => `seat ${i + 1}'s ${t} bot` }]));
  const notRated = whyNotRated(g, seatedBots, keyOf !== "");
  const rated = ratedChosen && notRated === "";
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const pickGame = (n: string) => {
    const ng = games.find((x) => x.name === n) ?? games[0];
    setGameName(n);
    setPlayers(ng.players[0]);
    setOptions(formDefaults(ng));
    setVariant("");
    setKinds(Array.from({ length: ng.players[0] }, (_, i) => (i === 0 ? "person" : defaultBot)));
  };
  useEffect(() => {
    let current = true; // a game picked since does not get this game's variants
    setPresets([]);
    // A variant naming an option the server leaves out (the packs a designer's card file replaces) is not offered.
    const offers = (p: Preset) => Object.keys(p.options).every((k) => k === "players" || g.options.some((o) => o.name === k));
    lobby.schema(gameName).then((s) => current && setPresets((s.presets ?? []).filter(offers)), (e: Error) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [gameName]);
  const pickPlayers = (n: number) => {
    setPlayers(n);
    setKinds(Array.from({ length: n }, (_, i) => kinds[i] ?? defaultBot));
  };
  // A variant sets every rule option to the form's first value, then to the preset's
  // values, the number of players among them when it names one.
  const pickVariant = (name: string) => {
    const p = presets.find((x) => x.name === name);
    setVariant(name);
    setOptions({ ...formDefaults(g), ...p?.options });
    const n = Number(p?.options.players ?? g.players[0]);
    if (g.players.includes(n)) pickPlayers(n);
  };
  const create = async (e: Event) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      await startRoom(g, { players: String(players), ...changed(rules, options) }, kinds, name, { listed, rated, key: keyOf });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="create-h" class="panel">
      <h2 id="create-h">New game</h2>
      <form onSubmit={create}>
        <fieldset>
          <legend>Game</legend>
          {games.map((x) => (
            <label class="choice" key={x.name}>
              <input type="radio" name="game" value={x.name} checked={x.name === gameName} onChange={() => pickGame(x.name)} />
              <span><strong>{x.title}</strong> <span class="muted">{x.summary}</span>
                {x.cards && <span class="cards-file"> Played with a designer's card file: {x.cards}.</span>}</span>
            </label>
          ))}
        </fieldset>
        <div class="row">
          <label for="players">Players</label>
          <select id="players" value={players} onChange={(e) => pickPlayers(Number((e.target as HTMLSelectElement).value))}>
            {g.players.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
        <fieldset>
          <legend>Seats</legend>
          {kinds.map((k, i) => (
            <div class="row" key={i}>
              <label for={`seat-${i}`}>Seat {i + 1}</label>
              <select id={`seat-${i}`} value={k} aria-describedby={k === "person" ? undefined : `seat-${i}-bot`} onChange={(e) => {
                const next = kinds.slice();
                next[i] = (e.target as HTMLSelectElement).value;
                setKinds(next);
              }}>
                <option value="person">a person</option>
                {offeredBots(g.bots).map((b) => <option key={b} value={b}>{botLevel(b).title} bot</option>)}
              </select>
              {k !== "person" && <span class="muted" id={`seat-${i}-bot`}>{botLevel(k).line}</span>}
            </div>
          ))}
        </fieldset>
        <p class="row">
          <label class="choice">
            <input type="checkbox" checked={listed} onChange={(e) => setListed((e.target as HTMLInputElement).checked)} />
            <span>List it in the lobby <span class="muted">for anyone to join or watch; otherwise it is reached by its link or code</span></span>
          </label>
        </p>
        <p class="row">
          <label class="choice">
            <input type="checkbox" checked={rated} disabled={notRated !== ""} aria-describedby={notRated ? "rated-why" : undefined}
              onChange={(e) => setRated((e.target as HTMLInputElement).checked)} />
            <span>Rated <span class="muted">the result changes the players' ratings; people join it with a registered name</span></span>
          </label>
          {notRated && <span id="rated-why" class="why">{notRated}</span>}
        </p>
        {presets.length > 0 && (
          <div class="row">
            <label for="variant">Variant</label>
            <select id="variant" value={variant} onChange={(e) => pickVariant((e.target as HTMLSelectElement).value)}>
              <option value="">Standard rules</option>
              {presets.map((p) => <option key={p.name} value={p.name}>{p.title}</option>)}
            </select>
          </div>
        )}
        <details>
          <summary>Rule options</summary>
          {rules.map((o) => (
            <OptionControl key={o.name} option={o} value={options[o.name] ?? ""}
              onChange={(v) => setOptions({ ...options, [o.name]: v })} />
          ))}
        </details>
        {error && <p role="alert" class="error">{error}</p>}
        <button type="submit" class="primary" disabled={busy} aria-describedby={busy ? "create-why" : undefined}>Create the game</button>
        {busy && <span id="create-why" class="why"> Making the room…</span>}
      </form>
    </section>
  );
}

function JoinByCode({ name, keyOf }: { name: string; keyOf: string }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const join = async (e: Event) => {
    e.preventDefault();
    setError("");
    try {
      await joinAndGo({ code: code.trim().toUpperCase(), name: name.trim() || undefined }, keyOf);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <section aria-labelledby="join-h" class="panel">
      <h2 id="join-h">Join by code</h2>
      <form onSubmit={join} class="inline">
        <label for="code">Room code</label>
        <input id="code" type="text" autoComplete="off" maxLength={12} value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} />
        <button type="submit">Join</button>
      </form>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}

/** The rooms this browser created or joined, as the server has them now; one it no longer has is forgotten. */
async function ownRooms(): Promise<RoomInfo[]> {
  const rooms = await Promise.all(myRooms.list().map((id) => lobby.room(id).catch((e: Error) => {
    if (e instanceof LobbyError && e.status === 404) myRooms.drop(id);
    return null;
  })));
  return rooms.filter((r): r is RoomInfo => r !== null);
}

/** The rooms of both lists, each once, newest first. */
function merge(listed: RoomInfo[], own: RoomInfo[]): RoomInfo[] {
  const byId = new Map([...own, ...listed].map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => b.created.localeCompare(a.created));
}

/** A room's seats in words: "Ann, Bot (Medium bot), Pelican (bot account), Zoe (free)". */
function seatList(r: RoomInfo): string {
  return r.seats.map((s) => s.bot ? `${s.name ?? "bot"} (${botLevel(s.bot).title} bot)` : s.bot_account ? `${s.name ?? "a program"} (bot account)`
    : s.claimed ? s.name ?? "a person" : `${s.name ?? "seat"} (free)`).join(", ");
}

/** A rated room's mark in the lists. */
function RatedMark({ room }: { room: RoomInfo }) {
  return room.rated ? <><span class="badge">Rated</span> </> : null;
}

/** A seat's name in the lobby: its team's, else its number. */
function seatLabel(r: RoomInfo, i: number): string {
  return r.seats[i]?.name ?? `P${i + 1}`;
}

/** A finished game's result in words: "Ann won · trophies: Ann 5, Bot 3", or "Ann won · Bob lost on time". */
function resultText(r: RoomInfo): string {
  const res = r.result;
  if (!res) return "";
  const late = r.seats.flatMap((s, i) => (s.lost_on_time ? [seatLabel(r, i)] : []));
  const won = (res.winners.length > 0 ? `${res.winners.map((i) => seatLabel(r, i)).join(" and ")} won`
    : r.seats.length === 1 ? `${seatLabel(r, 0)} lost` : "A draw") + (late.length > 0 ? ` · ${late.join(" and ")} lost on time` : "");
  if (!res.counts || !res.scores?.length) return won;
  return `${won} · ${res.counts}: ${res.scores.map((v, i) => `${seatLabel(r, i)} ${v}`).join(", ")}`;
}

/** Why a listed room cannot go on here (an error stopped it, it was closed, or it was made with other cards than this server's), or null. */
function stopped(r: RoomInfo) {
  if (r.failure) return <span class="error">Stopped: {r.failure}.</span>;
  if (r.closed) return <span class="muted">{closedText(r.closed)}</span>;
  if (r.other_cards) return <span class="muted">Made with other cards: only a server started with them plays it.</span>;
  return null;
}

function RoomList({ games, name, keyOf }: { games: GameInfo[]; name: string; keyOf: string }) {
  const [open, setOpen] = useState<RoomInfo[]>([]);
  const [over, setOver] = useState<RoomInfo[]>([]);
  const [error, setError] = useState("");
  const load = () => {
    Promise.all([lobby.rooms(false), lobby.rooms(true), ownRooms()]).then(([a, b, mine]) => {
      setOpen(merge(a, mine.filter((r) => !r.over)));
      setOver(merge(b, mine.filter((r) => r.over)));
    }, (e: Error) => setError(e.message));
  };
  useEffect(() => {
    load();
    const t = window.setInterval(load, 5000);
    return () => clearInterval(t);
  }, []);
  const title = (name: string) => games.find((g) => g.name === name)?.title ?? name;
  const join = (r: RoomInfo) => joinAndGo({ room: r.id, name: name.trim() || undefined }, keyOf).catch((e: Error) => setError(e.message));
  return (
    <>
      <section aria-labelledby="open-h" class="panel">
        <h2 id="open-h">Open games</h2>
        {error && <p role="alert" class="error">{error}</p>}
        {open.length === 0 ? <p class="muted">No open game: create one.</p> : (
          <ul class="rooms">
            {open.map((r) => {
              const mine = seats.get(r.id);
              const free = r.seats.some((s) => !s.bot && !s.claimed);
              return (
                <li key={r.id}>
                  <span><strong>{title(r.game)}</strong> <code>{r.code}</code> <RatedMark room={r} /><span class="muted">{seatList(r)}</span></span>
                  {stopped(r) ?? (
                    <span class="buttons">
                      {mine ? <a href={`#/room/${r.id}`}>Resume</a> : free && <button type="button" onClick={() => join(r)}>Join {r.code}</button>}
                      {!mine && <a href={`#/room/${r.id}`}>Watch</a>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="over-h" class="panel">
        <h2 id="over-h">Finished games</h2>
        {over.length === 0 ? <p class="muted">None yet.</p> : (
          <ul class="rooms">
            {over.map((r) => (
              <li key={r.id}>
                <span><strong>{title(r.game)}</strong> <code>{r.code}</code> <RatedMark room={r} /><span>{resultText(r)}</span></span>
                {r.other_cards ? stopped(r) : (
                  <span class="buttons"><a href={`#/room/${r.id}`}>See the end</a>
                    <a href={`#/replay/${r.id}`} aria-label={`Replay ${title(r.game)} ${r.code} step by step`}>Replay</a></span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
