"""Records games of a learned network for the Go bot to replay: the cross-language check.

    python python/examples/learned_fixture.py agent/dojobot/learned-2p.mlp agent/testdata/learned-dojo.json

The network (``menagerie.learned``) plays seat 0 of --games games against --opponent, choosing
with numpy the legal action of highest logit (``Network.choose``). The output is JSON: the game,
its options, the seat the network played and each game's record. Go's test
(``agent/learned_fixture_test.go``) replays every record and asks the Go bot ``learned`` for each
of that seat's moves: it must play the move the Python policy played.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import numpy as np

import menagerie
from menagerie import learned


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("network", help="a network file")
    parser.add_argument("out", help="the JSON file to write (refused if it exists)")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--opponent", default="medium")
    parser.add_argument("--seed", type=int, default=3_000_001)
    args = parser.parse_args()
    if os.path.lexists(args.out):
        sys.exit(f"{args.out} already exists; refusing to overwrite it")
    net = learned.read(args.network)
    records = []
    with menagerie.Batch(net.game, 1, args.seed, bots=[None, args.opponent], **net.options) as b:
        obs, mask, _, done, _ = b.reset()
        while len(records) < args.games:
            obs, mask, _, done, _ = b.step(net.choose(obs, mask).astype(np.int32))
            if done[0]:
                records.append(json.loads(b.last_record(0)))
    with open(args.out, "x") as f:
        json.dump({"game": net.game, "options": net.options, "seat": 0, "records": records}, f)
        f.write("\n")


if __name__ == "__main__":
    main()
