"""Plays the learned bot's network on a Menagerie server as a bot account, through menagerie.online.

    menagerie serve --addr 127.0.0.1:8080 &
    python python/examples/online_bot.py --server http://127.0.0.1:8080 --key-file bot.key \\
        --name LearnedPy --game dojo --against medium --games 10

    python python/examples/online_bot.py --server http://127.0.0.1:8080 --key-file bot.key \
        --game dojo --queue --queue-bots medium --games 0

The first run registers a bot account under --name and keeps its key in --key-file (created
readable by you only); later runs read the key from there. Each game is a new room against the
bot levels of --against, unless --room, --code or --link names a room to join (one game, in the
first free seat), or --queue plays quick matches as they come (--games 0: without end): with
other bot accounts and people who accept bots, the seats nobody takes going to bots of
--queue-bots after the server's countdown when it is given; --rated asks for rated games. The policy is the network of the Go level `learned` (agent/<game>bot/
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
    where.add_argument("--queue", action="store_true", help="play quick matches as they come")
    parser.add_argument("--queue-bots", help="with --queue, the bot level of the seats nobody takes (default: none)")
    parser.add_argument("--rated", action="store_true", help="with --queue, ask for rated games")
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
    if args.queue:
        results = online.play_forever(me, args.game, policy, games=args.games or None,
                                      bots=args.queue_bots, rated=args.rated, **options)
    else:
        results = (play_room(me, args, options, policy) for _ in range(1 if joined else args.games))
    wins = number = 0
    for number, result in enumerate(results, 1):
        won = result.seat in result.winners
        wins += won
        print(f"game {number}: room {result.room}, seat {result.seat + 1}, returns {result.returns} "
              f"({'won' if won else 'lost' if result.winners else 'drawn'}), {result.decisions} decisions, "
              f"{result.reconnects} reconnects", flush=True)
    print(f"won {wins} of {number}")


def play_room(me, args, options, policy):
    """One game in the room --room, --code or --link names, else in a new room against --against."""
    if args.room or args.code or args.link:
        seat = online.join(me, room=args.room, code=args.code, link=args.link)
    else:
        room = online.create_room(me, args.game, against=args.against.split(","), **options)
        seat = online.join(me, room=room["id"])
    return online.play(seat, policy)


if __name__ == "__main__":
    main()
