"""Plays the learned bot's network on a Menagerie server as a bot account, through menagerie.online.

    menagerie serve --addr 127.0.0.1:8080 &
    python python/examples/online_bot.py --server http://127.0.0.1:8080 --key-file bot.key \\
        --name LearnedPy --game dojo --against medium --games 10

The first run registers a bot account under --name and keeps its key in --key-file (created
readable by you only); later runs read the key from there. Each game is a new room against the
bot levels of --against, unless --room, --code or --link names a room to join (one game, in the
first free seat). The policy is the network of the Go level `learned` (agent/<game>bot/
learned-2p.mlp, or --network FILE), read with menagerie.learned and played with numpy: its
legal action of highest logit over the seat's numeric observation, as the server sends it. Rooms
are made with the options it was trained with. With --first it plays the first legal action
instead, for a game without a network.
"""

import argparse
import sys
from pathlib import Path

import menagerie
from menagerie import learned, online

REPOSITORY = Path(__file__).resolve().parents[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", default="http://127.0.0.1:8080", help="the server's address")
    parser.add_argument("--key-file", required=True, help="the file that holds (or will hold) the account's key")
    parser.add_argument("--name", help="the account's name, to register it when --key-file does not exist")
    parser.add_argument("--game", default="dojo", choices=menagerie.names())
    parser.add_argument("--against", default="medium", help="comma-separated bot levels, one per other seat")
    parser.add_argument("--games", type=int, default=1, help="how many games to play in new rooms")
    parser.add_argument("--network", type=Path, help="the network file (default: the learned level's)")
    parser.add_argument("--first", action="store_true", help="play the first legal action, not a network")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--room", help="join this room (its id) and play one game")
    where.add_argument("--code", help="join the room of this code and play one game")
    where.add_argument("--link", help="join the room of this link (http://host/#/room/ID) and play one game")
    args = parser.parse_args()

    options = {}
    if args.first:
        def policy(obs, mask):
            return int(mask.argmax())
    else:
        path = args.network or REPOSITORY / "agent" / f"{args.game}bot" / "learned-2p.mlp"
        if not path.is_file():
            sys.exit(f"online_bot: no network at {path}: give --network FILE, or --first")
        net = learned.read(path)
        if net.game != args.game:
            sys.exit(f"online_bot: {path} is a network for {net.game}, not {args.game}")
        options = net.options

        def policy(obs, mask):
            return int(net.choose(obs[None], mask[None])[0])

    me = online.account(args.server, args.key_file, name=args.name)
    print(f"playing as {me.name} on {args.server}")
    joined = args.room or args.code or args.link
    wins = 0
    for number in range(1, (1 if joined else args.games) + 1):
        if joined:
            seat = online.join(me, room=args.room, code=args.code, link=args.link)
        else:
            room = online.create_room(me, args.game, against=args.against.split(","), **options)
            seat = online.join(me, room=room["id"])
        result = online.play(seat, policy)
        mine = result.returns[seat.seat]
        wins += mine > 0
        print(f"game {number}: room {seat.room}, seat {seat.seat + 1}, returns {result.returns} "
              f"({'won' if mine > 0 else 'lost' if mine < 0 else 'drawn'}), {result.decisions} decisions, "
              f"{result.reconnects} reconnects")
    print(f"won {wins} of {number}")


if __name__ == "__main__":
    main()
