"""A bot account for the browser test pythonbot.test.mjs: registered through
menagerie.online, it waits for one challenge to a game and plays it to its end
with the first legal action, through the client's own loop.

    python challenged_bot.py SERVER KEY_FILE NAME GAME

It prints "ready NAME" once the account is registered, then "result" and the
game's Result as JSON once the game ended, and exits 0.
"""

import json
import sys
from dataclasses import asdict

from menagerie import online


def first_legal(obs, mask):
    """The first legal action index."""
    return int(mask.argmax())


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: challenged_bot.py SERVER KEY_FILE NAME GAME")
    server, key_file, name, game = sys.argv[1:]
    me = online.account(server, key_file, name=name)
    print(f"ready {me.name}", flush=True)
    [result] = online.accept_challenges(me, first_legal, games=[game], poll=0.5, max_games=1)
    print("result " + json.dumps(asdict(result)), flush=True)


if __name__ == "__main__":
    main()
