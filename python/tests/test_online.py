"""menagerie.online against a real `menagerie serve` on loopback with a
SQLite store in a temporary directory: whole games of each game played
through the client as a bot account, a connection dropped mid-game, and
the features the server sent held equal to the environment's for the same
seat and state, by replaying the room's record after the game."""

from __future__ import annotations

import json
import os
import re
import socket
import stat
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import numpy as np
import pytest

import menagerie
from menagerie import online


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(menagerie_cli, tmp_path_factory):
    """A menagerie server on a free loopback port, its SQLite database in a
    temporary directory, its quick match's countdown one second; its
    address."""
    data = tmp_path_factory.mktemp("serve")
    port = free_port()
    log = open(data / "serve.log", "w")
    proc = subprocess.Popen(
        [str(menagerie_cli), "serve", "--addr", f"127.0.0.1:{port}", "--data", str(data), "--queue-wait", "1s"],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url + "/healthz", timeout=2):
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"menagerie serve did not answer: {(data / 'serve.log').read_text()}")
            time.sleep(0.1)
    yield url
    proc.terminate()
    proc.wait(timeout=30)
    log.close()


class Proxy:
    """A TCP proxy on loopback to the server's port whose connections the
    test cuts, as a network that drops them would."""

    def __init__(self, upstream: int):
        self.upstream = upstream
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.conns = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            up = socket.create_connection(("127.0.0.1", self.upstream))
            with self.lock:
                self.conns += [client, up]
            for a, b in ((client, up), (up, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(a, b):
        try:
            while data := a.recv(1 << 16):
                b.sendall(data)
        except OSError:
            pass
        finally:
            for s in (a, b):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def cut(self):
        """Drops every connection open through the proxy."""
        with self.lock:
            conns, self.conns = self.conns, []
        for s in conns:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def close(self):
        self.listener.close()
        self.cut()


class Recorder:
    """A policy that plays the first legal index and keeps what it was
    given; after calls decisions, it calls then (once)."""

    def __init__(self, after: int = -1, then=None):
        self.seen = []
        self.after, self.then = after, then

    def __call__(self, obs, mask):
        self.seen.append((obs.copy(), mask.copy()))
        if len(self.seen) == self.after:
            self.then()
        return int(np.flatnonzero(mask)[0])


def get(server: str, path: str):
    with urllib.request.urlopen(server + path, timeout=30) as answer:
        return json.load(answer)


def check_features(server: str, seat: online.Seat, seen: list) -> None:
    """Replays the room's record in the PettingZoo environment and requires
    the observation and mask of seat at each of its decisions to equal
    what the policy was given, in order."""
    record = get(server, f"/api/rooms/{seat.room}/record")
    env = menagerie.env(record["game"], **record["options"])
    env.reset(seed=record["seed"])
    actions = record["actions"]
    agent = f"player_{seat.seat}"
    k = 0
    while True:
        played = json.loads(env.record())["actions"] or []
        assert played == actions[: len(played)], "the environment's chance went another way than the server's"
        if len(played) == len(actions):
            break
        if env.agent_selection == agent:
            want = env.observe(agent)
            assert k < len(seen), f"the environment has more than {len(seen)} decisions of {agent}"
            obs, mask = seen[k]
            np.testing.assert_array_equal(obs, want["observation"], err_msg=f"decision {k} (version {len(played)})")
            np.testing.assert_array_equal(mask, want["action_mask"], err_msg=f"decision {k} (version {len(played)})")
            assert obs.dtype == want["observation"].dtype and mask.dtype == want["action_mask"].dtype
            k += 1
        env.step(env.action_index(actions[len(played)]))
    assert k == len(seen), f"the policy made {len(seen)} decisions, the record {k}"
    env.close()


@pytest.fixture(scope="module")
def me(server, tmp_path_factory):
    """A bot account registered on the server, its key in a file."""
    return online.account(server, tmp_path_factory.mktemp("key") / "bot.key", name="PyBot")


@pytest.mark.parametrize(
    "game, against, options",
    [("dojo", ["medium"], {}), ("cardbattle", ["random"], {}), ("tableau", ["random", "random"], {"players": 3})],
)
def test_plays_a_whole_game(server, me, game, against, options):
    room = online.create_room(me, game, against=against, **options)
    seat = online.join(me, room=room["id"])
    policy = Recorder()
    result = online.play(seat, policy)
    info = get(server, f"/api/rooms/{room['id']}")
    assert info["over"] and result.returns == info["returns"] and result.version == info["version"]
    assert result.winners == info["winners"]
    assert len(result.returns) == len(against) + 1 and result.reconnects == 0
    assert result.decisions == len(policy.seen) > 0
    assert info["seats"][0]["player"] == "PyBot" and info["seats"][0]["bot_account"]
    check_features(server, seat, policy.seen)


def test_reconnects_after_a_dropped_connection(server, me):
    proxy = Proxy(int(server.rsplit(":", 1)[1]))
    try:
        via = online.Account(f"http://127.0.0.1:{proxy.port}", me.name, me.key)
        room = online.create_room(via, "tableau", against=["random"])
        seat = online.join(via, code=room["code"].lower())
        policy = Recorder(after=10, then=proxy.cut)
        result = online.play(seat, policy)
    finally:
        proxy.close()
    assert result.reconnects >= 1
    info = get(server, f"/api/rooms/{room['id']}")
    assert (result.returns, result.winners) == (info["returns"], info["winners"])
    assert result.decisions == len(policy.seen) > 10
    check_features(server, seat, policy.seen)


def test_the_key_file_holds_the_account(server, me, tmp_path):
    path = tmp_path / "bot.key"
    fresh = online.account(server, path, name="PyBot2")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    key = path.read_text().strip()
    assert len(key) == 32 and int(key, 16) >= 0
    again = online.account(server, path)
    assert again.name == "PyBot2" and again.key == key and key not in repr(again)
    with pytest.raises(online.OnlineError, match="409"):
        online.account(server, tmp_path / "other.key", name="pybot2")
    assert not (tmp_path / "other.key").exists()
    assert get(server, "/api/players/PyBot2")["name"] == "PyBot2"
    room = online.create_room(fresh, "dojo", against=["random"])
    seat = online.join(fresh, link=f"{server}/#/room/{room['id']}")
    assert seat.room == room["id"] and seat.seat == 0


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda s: online.account(s, "/nonexistent-dir/none.key"), "give a name"),
        (lambda s: online.join(online.Account(s, "x", "k" * 32), room="a", code="b"), "one of room, code or link"),
        (lambda s: online.join(online.Account(s, "x", "k" * 32), link="http://x/#/lobby"), "not a room's link"),
        (lambda s: online.join(online.Account(s, "x", "k" * 32), code="ZZZZZZ"), "403"),
    ],
)
def test_bad_requests_say_what_is_wrong(server, call, message):
    with pytest.raises(online.OnlineError, match=message):
        call(server)


def test_an_illegal_choice_names_the_index(server, me):
    room = online.create_room(me, "dojo", against=["random"])
    seat = online.join(me, room=room["id"])
    with pytest.raises(online.OnlineError, match="not legal now"):
        online.play(seat, lambda obs, mask: int(np.flatnonzero(mask == 0)[0]))


def test_the_online_example_plays_the_learned_network(server, tmp_path):
    example = Path(__file__).resolve().parents[1] / "examples" / "online_bot.py"
    args = [sys.executable, str(example), "--server", server, "--key-file", str(tmp_path / "bot.key")]
    first = subprocess.run([*args, "--name", "LearnedPy", "--game", "dojo", "--against", "random", "--games", "2"],
                           check=True, capture_output=True, text=True, timeout=120).stdout
    assert re.fullmatch(
        r"playing as LearnedPy on \S+\n"
        r"(game [12]: room [0-9a-f]{32}, seat 1, returns \[-?1, -?1\] \((won|lost)\), \d+ decisions, 0 reconnects\n){2}"
        r"won [0-2] of 2\n",
        first,
    ), first
    room = online.create_room(online.account(server, tmp_path / "bot.key"), "dojo", against=["random"])
    joined = subprocess.run([*args, "--link", f"{server}/#/room/{room['id']}"],
                            check=True, capture_output=True, text=True, timeout=120).stdout
    assert f"game 1: room {room['id']}, seat 1" in joined and joined.endswith(" of 1\n"), joined
    assert get(server, f"/api/rooms/{room['id']}")["over"]
    queued = subprocess.run([*args, "--queue", "--queue-bots", "medium", "--games", "2"],
                            check=True, capture_output=True, text=True, timeout=120).stdout
    assert re.fullmatch(
        r"playing as LearnedPy on \S+\n"
        r"(game [12]: room [0-9a-f]{32}, seat [12], returns \[-?1, -?1\] \((won|lost)\), \d+ decisions, 0 reconnects\n){2}"
        r"won [0-2] of 2\n",
        queued,
    ), queued


def test_quick_match_with_bots_after_the_countdown(server, me):
    policy = Recorder()
    result = online.queue(me, "dojo", policy, bots="medium")
    info = get(server, f"/api/rooms/{result.room}")
    assert info["over"] and result.returns == info["returns"] and result.decisions == len(policy.seen) > 0
    mine = info["seats"][result.seat]
    assert mine["player"] == "PyBot" and mine["bot_account"]
    assert [s.get("bot") for i, s in enumerate(info["seats"]) if i != result.seat] == ["medium"]
    seat = online.Seat(server, result.room, result.seat, "")
    check_features(server, seat, policy.seen)


def test_bot_accounts_play_rated_quick_matches_as_they_come(server, tmp_path):
    accounts = [online.account(server, tmp_path / f"{n}.key", name=n) for n in ("QueueBotA", "QueueBotB")]
    results = {}

    def play_two(acc):
        results[acc.name] = list(online.play_forever(acc, "dojo", Recorder(), games=2, rated=True, timeout=60))

    threads = [threading.Thread(target=play_two, args=(acc,)) for acc in accounts]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=180)
    a, b = (results.get(acc.name) for acc in accounts)
    assert a and b and len(a) == len(b) == 2, results
    assert sorted(r.room for r in a) == sorted(r.room for r in b), "each game the two accounts' own"
    for r in a:
        info = get(server, f"/api/rooms/{r.room}")
        assert info["rated"] and info["over"] and all(s["bot_account"] for s in info["seats"])
    ladder = get(server, "/api/leaderboard/dojo?bots=true&provisional=true")
    assert {s["name"]: s["games"] for s in ladder if s["name"].startswith("QueueBot")} == {"QueueBotA": 2, "QueueBotB": 2}
    assert not [s for s in get(server, "/api/leaderboard/dojo?provisional=true") if s["name"].startswith("QueueBot")]


def test_an_unmatched_wait_ends_and_leaves_the_queue(server, me, tmp_path):
    with pytest.raises(online.OnlineError, match="not matched in 1.5 s"):
        online.queue(me, "tableau", Recorder(), players=4, timeout=1.5)
    other = online.account(server, tmp_path / "other.key", name="QueueBotC")
    body = {"game": "tableau", "options": {"players": "4"}}
    ticket = online._request(server, "POST", "/api/queue", body, key=other.key)["ticket"]
    try:
        deadline = time.monotonic() + 5
        while online._request(server, "GET", f"/api/queue/{ticket}")["waiting"] != 1:
            assert time.monotonic() < deadline, "the entry that timed out still waits"
            time.sleep(0.2)
    finally:
        online._request(server, "DELETE", f"/api/queue/{ticket}")


def test_without_the_websocket_library_the_error_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "websockets.sync.client", None)  # import fails
    seat = online.Seat("http://127.0.0.1:1", "0" * 32, 0, "k" * 32)
    with pytest.raises(online.OnlineError, match=r"pip install 'menagerie\[online\]'"):
        online.play(seat, lambda obs, mask: 0)


def test_refused_acts_are_sent_again(server, me, monkeypatch):
    # Without its pacing the client outruns the server's 20 messages a
    # second: each act refused as rate_limited is sent again after the
    # time the server says, and the game goes on to its end.
    refusals = []
    refused = online._refused
    monkeypatch.setattr(online._Pacer, "wait", lambda self: None)
    monkeypatch.setattr(online, "_refused", lambda m, seat: refusals.append(m["code"]) or refused(m, seat))
    room = online.create_room(me, "tableau", against=["random"])
    seat = online.join(me, room=room["id"])
    result = online.play(seat, Recorder())
    info = get(server, f"/api/rooms/{room['id']}")
    assert (result.returns, result.winners) == (info["returns"], info["winners"])
    assert "rate_limited" in refusals


def test_accepts_challenges_and_plays_them(server, me, tmp_path):
    # A person's account (a key registered through the HTTP API) challenges
    # the bot account twice: to a game the bot does not take, then to one
    # it does. The bot declines the first, accepts the second and plays it
    # to its end while the challenger's seat is played alongside.
    challenger = online.account(server, tmp_path / "ann.key", name="AnnChallenger")
    made = {}
    for game in ("tableau", "dojo"):
        made[game] = online._request(server, "POST", "/api/challenges", {"player": me.name, "game": game}, key=challenger.key)
    theirs = made["dojo"]
    their_seat = online.Seat(server, theirs["challenge"]["room"], theirs["seat"] - 1, theirs["token"])
    played = {}
    other = threading.Thread(target=lambda: played.update(result=online.play(their_seat, Recorder())), daemon=True)
    other.start()
    seen = []
    results = online.accept_challenges(me, Recorder(), games=["dojo"], poll=0.2, max_games=1, on_result=seen.append)
    other.join(timeout=120)
    assert len(results) == 1 and seen == results
    result = results[0]
    info = get(server, f"/api/rooms/{their_seat.room}")
    assert result.room == their_seat.room and result.seat == theirs["challenge"]["seat"] - 1
    assert info["over"] and result.returns == info["returns"] == played["result"].returns
    assert info["seats"][result.seat]["player"] == me.name and info["seats"][result.seat]["bot_account"]
    states = {c["game"]: c["state"] for c in online._request(server, "GET", "/api/me/challenges", key=challenger.key)["outgoing"]}
    assert states == {"tableau": "declined", "dojo": "accepted"}
    assert online.challenges(me) == []


def test_a_challenge_answered_meanwhile_is_passed_over(server, me, tmp_path):
    challenger = online.account(server, tmp_path / "cat.key", name="CatChallenger")
    made = online._request(server, "POST", "/api/challenges", {"player": me.name, "game": "dojo"}, key=challenger.key)
    (waiting,) = online.challenges(me)
    assert waiting.id == made["challenge"]["id"] and waiting.challenger == "CatChallenger" and waiting.game == "dojo"
    online._request(server, "DELETE", f"/api/challenges/{waiting.id}", key=challenger.key)
    assert online._passed_over(online.accept, me, waiting) is None
    with pytest.raises(online.OnlineError, match="409") as refused:
        online.accept(me, waiting)
    assert refused.value.status == 409


def test_a_declined_challenge_ends_the_challengers_play(server, me, tmp_path):
    # The challenger plays its seat while the challenge waits; the
    # challenged bot account declines it, and the challenger's play ends
    # with the room's closing in words, not an internal error.
    challenger = online.account(server, tmp_path / "dan.key", name="DanChallenger")
    made = online._request(server, "POST", "/api/challenges", {"player": me.name, "game": "dojo"}, key=challenger.key)
    seat = online.Seat(server, made["challenge"]["room"], made["seat"] - 1, made["token"])
    ended = {}

    def play():
        try:
            online.play(seat, Recorder())
        except online.OnlineError as err:
            ended["error"] = err

    player = threading.Thread(target=play, daemon=True)
    player.start()
    time.sleep(1)  # the challenger has said hello
    online._request(server, "POST", f"/api/challenges/{made['challenge']['id']}/decline", {}, key=me.key)
    player.join(timeout=30)
    assert not player.is_alive()
    assert str(ended["error"]) == f"room {seat.room} was closed before its game began: the challenge was declined"
