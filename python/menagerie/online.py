"""Play on a Menagerie server (``menagerie serve``) as a bot account, with a
policy over the same numbers as the environments.

A policy is ``policy(observation, mask) -> action``: the seat's numeric
observation (float32, the layout in docs/numeric.md) and its action mask
(int8, 1 at each legal index of the game's fixed action space), exactly as
:func:`menagerie.env` gives them, and the index of the action to play.

>>> from menagerie import online
>>> me = online.account("http://127.0.0.1:8080", "bot.key", name="MyBot")
>>> room = online.create_room(me, "dojo", against=["medium"])
>>> seat = online.join(me, room=room["id"])
>>> result = online.play(seat, lambda obs, mask: int(mask.argmax()))
>>> result.returns, result.winners
([1, -1], [0])

The account's key is made here, registered once (``POST /api/players``,
marked as a bot) and kept in a file the caller names; it travels only in
the ``Authorization: Bearer`` header. :func:`play` connects over the
server's WebSocket protocol (version 2, its views with ``"features":
true``) and, when the connection drops, connects again, says hello with the
seat's token and syncs from the last version it has. :func:`queue` waits in
a quick-match queue and plays the game it is matched into;
:func:`play_forever` does so game after game.

>>> for result in online.play_forever(me, "dojo", policy, bots="medium", games=10):
...     print(result.room, result.returns)

A bot account may also wait for people's challenges (``POST
/api/challenges`` on the server, or the Challenge button of a player's
profile in the browser) and play them as they come:

>>> results = online.accept_challenges(me, policy, games=["dojo"], max_games=1)

It polls the account's incoming challenges, accepts each open one of a game
it plays (declining the others) and plays it to its end with the policy.

The WebSocket client is an optional dependency: ``pip install
menagerie[online]``.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ._native import MenagerieError

#: the protocol version of the game's messages this client reads
PROTOCOL = 2

#: the WebSocket close codes after which the seat is not played again: the
#: seat handed to a bot (1000), a newer connection playing it (4409), the
#: room closed before its game went on (4410). (An internal error that
#: stops the room, or a room's closing, is told first by an error message
#: of code internal or closed, which raises.)
_FINAL_CLOSES = {
    1000: "the seat was handed to a bot",
    4409: "a newer connection plays the seat",
    4410: "the room was closed before its game began",
}


class OnlineError(MenagerieError):
    """A server refused a request, or the game cannot go on; status is the
    HTTP status of a refused request (None for the others)."""

    def __init__(self, message: str, status: int | None = None):
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Account:
    """A registered player: the server's address, the player's name and
    key (which stays out of every URL)."""

    server: str
    name: str
    key: str = field(repr=False)


@dataclass(frozen=True)
class Seat:
    """A claimed seat: its room, its number (from 0, as the game's
    messages count), its token and the server."""

    server: str
    room: str
    seat: int
    token: str = field(repr=False)


@dataclass
class Result:
    """How a game played by :func:`play` ended."""

    room: str
    seat: int
    #: each seat's result, in seat order
    returns: list[float]
    #: the seats (from 0) that won, as the server tells them: every tied
    #: winner; an empty list for a draw or a solo mission lost
    winners: list[int]
    #: the version of the game's end (the number of actions played)
    version: int
    #: how many decisions the policy made
    decisions: int
    #: how many times the connection dropped and was made again
    reconnects: int


@dataclass(frozen=True)
class Challenge:
    """A challenge made to an account: its id, who made it, the game, its
    options and whether it is rated."""

    id: str
    challenger: str
    game: str
    options: dict
    rated: bool


def _websockets():
    """The WebSocket client library, imported when first needed."""
    try:
        from websockets.exceptions import ConnectionClosed, InvalidStatus
        from websockets.sync.client import connect
    except ImportError as err:
        raise OnlineError(
            "menagerie.online needs the websockets library: pip install 'menagerie[online]'"
        ) from err
    return connect, ConnectionClosed, InvalidStatus


def _request(server: str, method: str, path: str, body=None, key: str | None = None, tries: int = 5):
    """A lobby request's JSON answer (None when it has none). A refusal
    raises OnlineError with the server's sentence; 429 and 503 are tried
    again after their Retry-After (at most tries times in all)."""
    headers = {"Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    url = server.rstrip("/") + path
    attempt = 0
    while True:
        attempt += 1
        req = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=30) as answer:
                text = answer.read()
                return json.loads(text) if text else None  # 204: no content
        except urllib.error.HTTPError as err:
            try:
                sentence = json.load(err).get("error", "")
            except (ValueError, AttributeError):
                sentence = ""
            if err.code in (429, 503) and attempt < tries:
                time.sleep(min(float(err.headers.get("Retry-After") or 1), 30))
                continue
            raise OnlineError(f"{method} {path} on {server}: {err.code} {sentence or err.reason}", err.code) from None
        except urllib.error.URLError as err:
            raise OnlineError(f"{method} {path} on {server}: {err.reason}") from None


def account(server: str, key_file, name: str | None = None) -> Account:
    """The bot account whose key key_file holds, or, when the file does not
    exist, a new one: a key of 128 random bits written to key_file (readable
    by its owner only) and registered on server under name, marked as a
    bot. A name taken on the server (or any refusal) removes the new file
    and raises OnlineError."""
    server = server.rstrip("/")
    try:
        with open(key_file) as f:
            key = f.read().strip()
    except FileNotFoundError:
        key = None
    if key is not None:
        me = _request(server, "GET", "/api/me", key=key)
        return Account(server, me["name"], key)
    if not name:
        raise OnlineError(f"{key_file} does not exist: give a name to register a new bot account")
    key = secrets.token_hex(16)
    fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(key + "\n")
    try:
        me = _request(server, "POST", "/api/players", {"name": name, "bot": True}, key=key)
    except BaseException:
        os.unlink(key_file)
        raise
    return Account(server, me["name"], key)


def create_room(me: Account, game: str, *, against=("medium",), public: bool = False, **options) -> dict:
    """A new casual room of game on me's server: the first seat for a
    person (me, once joined), then one seat for each bot level of against
    (``"random"``, ``"easy"``, ``"medium"``, ``"hard"``, ``"learned"``);
    rule options as keyword arguments. Returns the room as the lobby shows
    it (``id``, ``code``, ``options``, ...)."""
    seats = [{"name": me.name}] + [{"bot": b} for b in against]
    body = {"game": game, "seats": seats, "public": public}
    if options:
        body["options"] = {k: _option_text(v) for k, v in options.items()}
    return _request(me.server, "POST", "/api/rooms", body)


def _option_text(value) -> str:
    """A rule option's value as the lobby takes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


#: a room's link as the browser shows it: .../#/room/{id}
_LINK = re.compile(r"#/room/([0-9a-f]+)$")


def join(me: Account, *, room: str | None = None, code: str | None = None, link: str | None = None, seat: int | None = None) -> Seat:
    """Claims a seat for me in a room named by its id, its code or its link
    (``http://host/#/room/{id}``); seat (from 1, as the lobby counts) picks
    one, else the first free person's seat is given."""
    if sum(x is not None for x in (room, code, link)) != 1:
        raise OnlineError("join: name the room by one of room, code or link")
    if link is not None:
        found = _LINK.search(link)
        if not found:
            raise OnlineError(f"join: {link!r} is not a room's link (.../#/room/ID)")
        room = found.group(1)
    body = {"room": room} if room is not None else {"code": code}
    if seat is not None:
        body["seat"] = seat
    reply = _request(me.server, "POST", "/api/join", body, key=me.key)
    return Seat(me.server, reply["room"], reply["seat"] - 1, reply["token"])


#: how often a waiting entry asks the server how its wait stands, in
#: seconds: the server drops an entry nobody asks for (serve --queue-idle,
#: 30 s by default)
QUEUE_POLL = 1.0


def queue(
    me: Account,
    game: str,
    policy: Callable[[np.ndarray, np.ndarray], int],
    *,
    players: int = 2,
    bots: str | None = None,
    rated: bool = False,
    timeout: float | None = None,
    max_reconnects: int = 20,
    **options,
) -> Result:
    """Waits in the quick-match queue of game (players seats, rule options
    as keyword arguments) and plays the game it is matched into with
    policy, as :func:`play`. bots is the level of the bots that take the
    seats nobody takes once the server's countdown ends; without it, me
    is seated only with other bot accounts and with people who accept
    bots. rated asks for a rated game (bots then of a level with a
    rating). After timeout seconds unmatched (None: no limit) it leaves the
    queue and raises OnlineError; it leaves too when interrupted."""
    body = {"game": game, "options": {"players": str(players), **{k: _option_text(v) for k, v in options.items()}}}
    if bots:
        body["bot"] = bots
    if rated:
        body["rated"] = True
    ticket = _request(me.server, "POST", "/api/queue", body, key=me.key)
    path = f"/api/queue/{ticket['ticket']}"
    deadline = None if timeout is None else time.monotonic() + timeout
    try:
        while True:
            status = _request(me.server, "GET", path)
            if status["state"] == "matched":
                break
            if deadline is not None and time.monotonic() >= deadline:
                raise OnlineError(f"quick match of {game}: not matched in {timeout:g} s")
            time.sleep(QUEUE_POLL)
    except BaseException:
        _leave_queue(me, path)
        raise
    seat = Seat(me.server, status["room"], status["seat"] - 1, ticket["token"])
    return play(seat, policy, max_reconnects=max_reconnects)


def _leave_queue(me: Account, path: str) -> None:
    """Takes a waiting entry out of its queue; one matched meanwhile, or
    gone, is left as it is (its seat goes to a bot when nobody plays it)."""
    try:
        _request(me.server, "DELETE", path)
    except OnlineError:
        pass


def play_forever(me: Account, game: str, policy: Callable[[np.ndarray, np.ndarray], int], *, games: int | None = None, **queue_options):
    """Plays game's quick matches one after the other with policy, as
    :func:`queue` with queue_options, and yields each game's Result: games
    of them, or without end when games is None."""
    played = 0
    while games is None or played < games:
        yield queue(me, game, policy, **queue_options)
        played += 1


def challenges(me: Account) -> list:
    """The open challenges made to me, newest first, as Challenge."""
    mine = _request(me.server, "GET", "/api/me/challenges", key=me.key)
    return [
        Challenge(c["id"], c["from"], c["game"], c["options"], c.get("rated", False))
        for c in mine["incoming"]
        if c["state"] == "open"
    ]


def accept(me: Account, challenge: Challenge) -> Seat:
    """Accepts a challenge made to me: the seat kept for me in its room."""
    reply = _request(me.server, "POST", f"/api/challenges/{challenge.id}/accept", {}, key=me.key)
    return Seat(me.server, reply["room"], reply["seat"] - 1, reply["token"])


def decline(me: Account, challenge: Challenge) -> None:
    """Declines a challenge made to me; the server closes its room."""
    _request(me.server, "POST", f"/api/challenges/{challenge.id}/decline", {}, key=me.key)


def accept_challenges(
    me: Account,
    policy: Callable[[np.ndarray, np.ndarray], int],
    *,
    games=None,
    poll: float = 2.0,
    max_games: int | None = None,
    on_result: Callable[[Result], None] | None = None,
) -> list:
    """Plays the challenges made to me as they come, one game at a time:
    every poll seconds it reads my open challenges, accepts the oldest whose
    game is in games (None: any) and plays it to its end with policy (see
    :func:`play`), declining those of other games. on_result, when given,
    is called with each game's Result. It returns the results once
    max_games games are played (None: it runs until interrupted). A
    challenge that can no longer be accepted (cancelled or expired
    meanwhile) is passed over."""
    results = []
    while max_games is None or len(results) < max_games:
        waiting = challenges(me)
        for c in waiting:
            if games is not None and c.game not in games:
                _passed_over(decline, me, c)
        playable = [c for c in reversed(waiting) if games is None or c.game in games]
        seat = next((s for s in (_passed_over(accept, me, c) for c in playable) if s is not None), None)
        if seat is None:
            time.sleep(poll)
            continue
        result = play(seat, policy)
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results


def _passed_over(answer, me: Account, challenge: Challenge):
    """answer(me, challenge), or None when the challenge is no longer open
    (409: answered, cancelled or expired meanwhile)."""
    try:
        return answer(me, challenge)
    except OnlineError as err:
        if err.status != 409:
            raise
        return None


def _socket_url(seat: Seat) -> str:
    """The room's WebSocket address on seat's server."""
    parts = urllib.parse.urlsplit(seat.server)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme)
    if scheme is None:
        raise OnlineError(f"{seat.server}: the server's address must start with http:// or https://")
    return urllib.parse.urlunsplit((scheme, parts.netloc, f"{parts.path.rstrip('/')}/api/rooms/{seat.room}/play", "", ""))


def _action_size(seat: Seat) -> int:
    """The size of the action space of seat's room, from its game and
    options."""
    from .batch import Batch

    info = _request(seat.server, "GET", f"/api/rooms/{seat.room}")
    with Batch(info["game"], 1, 0, **info["options"]) as b:
        return b.action_size


def play(
    seat: Seat,
    policy: Callable[[np.ndarray, np.ndarray], int],
    *,
    max_reconnects: int = 20,
) -> Result:
    """Plays seat's game to its end with policy and returns its result. A
    dropped connection is made again (waiting a quarter second, doubling up
    to ten, at most max_reconnects times in a row); then the seat says
    hello again and syncs from the last version it has, and a decision
    already made is sent again rather than asked of the policy twice."""
    connect, ConnectionClosed, InvalidStatus = _websockets()
    url = _socket_url(seat)
    size = _action_size(seat)
    decided = {}  # version -> action index, of the decisions made
    last = 0  # the last version received
    reconnects, failures = 0, 0
    while True:
        sent = None  # the last act sent on this connection
        pacer = _Pacer()
        try:
            with connect(url, max_size=1 << 24, open_timeout=10) as ws:

                def send(text):
                    pacer.wait()
                    ws.send(text)

                send(json.dumps({"type": "hello", "token": seat.token, "protocol": PROTOCOL, "features": True}))
                if reconnects:
                    send(json.dumps({"type": "sync", "from": last}))
                for text in ws:
                    failures = 0
                    m = json.loads(text)
                    last = max(last, m.get("version", 0))
                    if m["type"] == "error":
                        if m.get("code") == "unavailable":
                            break  # the room closed: connect again
                        if _refused(m, seat) and sent is not None:
                            send(sent)
                        continue
                    if m.get("over"):
                        return Result(
                            seat.room, seat.seat, m["returns"], m["winners"], m["version"], len(decided), reconnects
                        )
                    view = m["view"]
                    if view["to_act"] != seat.seat or not view.get("legal"):
                        continue
                    version = view["version"]
                    if version not in decided:
                        decided[version] = _decide(policy, view, size)
                    index = decided[version]
                    action = view["actions"][view["legal"].index(index)]["action"]
                    sent = json.dumps({"type": "act", "version": version, "action": action})
                    send(sent)
                else:
                    _check_close(ws.close_code, seat)
        except ConnectionClosed as err:
            _check_close(err.rcvd.code if err.rcvd is not None else None, seat)
        except InvalidStatus as err:
            if err.response.status_code not in (429, 503):
                raise OnlineError(f"room {seat.room}: the server refused the connection ({err.response.status_code})") from None
        except OSError:
            pass
        failures += 1
        if failures > max_reconnects:
            raise OnlineError(f"room {seat.room}: the connection dropped {failures} times in a row; giving up")
        time.sleep(min(0.25 * 2 ** (failures - 1), 10))
        reconnects += 1


class _Pacer:
    """Spaces one connection's messages to the server's default limit (20
    a second, in bursts of 40: docs/protocol.md, "Play"), so that a policy
    quicker than that is not refused; a server with a lower limit refuses
    as rate_limited, and the message is sent again after the time it says."""

    RATE, BURST = 20.0, 40.0

    def __init__(self):
        self.tokens, self.at = self.BURST, time.monotonic()

    def wait(self) -> None:
        """Waits until a message may be sent, and counts it."""
        now = time.monotonic()
        self.tokens = min(self.BURST, self.tokens + (now - self.at) * self.RATE)
        self.at = now
        if self.tokens < 1:
            time.sleep((1 - self.tokens) / self.RATE)
            self.tokens, self.at = 1.0, time.monotonic()
        self.tokens -= 1


def _check_close(code, seat: Seat) -> None:
    """Raises when the server closed the connection for good."""
    if code in _FINAL_CLOSES:
        raise OnlineError(f"room {seat.room}: {_FINAL_CLOSES[code]}")


def _decide(policy, view: dict, size: int) -> int:
    """The policy's action index for view, checked against its mask."""
    obs = np.asarray(view["features"], dtype=np.float32)
    mask = np.zeros(size, dtype=np.int8)
    mask[view["legal"]] = 1
    index = policy(obs, mask)
    try:
        index = int(index)
    except (TypeError, ValueError):
        raise OnlineError(f"the policy returned {index!r}, not an action index") from None
    if not 0 <= index < size or not mask[index]:
        raise OnlineError(f"the policy chose action index {index}, which is not legal now (legal: {sorted(view['legal'])})")
    return index


def _refused(m: dict, seat: Seat) -> bool:
    """Handles an error message: after a busy room or a rate limit, waits
    and says True (send the refused act again); ignores what the game
    moving on explains (the next view brings the next decision); raises
    for the rest, saying so of a room closed (its challenge declined,
    cancelled or expired)."""
    code = m.get("code")
    if code in ("stale", "not_your_turn", "over"):
        return False
    if code == "closed":
        raise OnlineError(f"room {seat.room} was closed before its game began: {m.get('message', '')}")
    if code in ("busy", "rate_limited"):
        time.sleep(max(m.get("retry_after", 250), 1) / 1000)
        return True
    raise OnlineError(f"room {seat.room}: {code}: {m.get('message', '')}")


__all__ = ["Account", "OnlineError", "PROTOCOL", "QUEUE_POLL", "Result", "Seat", "account", "create_room", "join", "play", "play_forever", "queue"]
