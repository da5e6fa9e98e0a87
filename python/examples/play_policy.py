"""Plays a policy saved by ppo.py against the engines' bots and counts its results.

    python python/examples/play_policy.py tableau.npz --against random,easy,medium --games 200

The policy plays its most likely legal action (or draws one, with --sample) in one seat and the
bot of each spec (any bot `menagerie --help` lists: random, easy, medium, hard, heuristic,
ismcts:iters=500, ...) in every other seat, for --games games per bot, the policy's seat
rotated through every seat. Each game is the first to end in its own slot of a batch, so that
short games are not favoured. It prints the wins, draws and losses with a 95% Wilson interval
for the share of wins, and the wins in each seat; --record DIR writes each game's JSON record
there, for `menagerie replay FILE`.
"""

import argparse
import math
import os
import re
import sys
from pathlib import Path

import numpy as np

import menagerie
from ppo import create_text, load_policy, masked_log_softmax, normalise, policy_logits, sample_masked


def wilson(k, n, z=1.96):
    """The 95% Wilson score interval of a share of k in n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def play(policy, bots, games, seed, rng, sample, record_dir):
    """The returns of the policy, in the seat bots leaves empty (None), in games games against
    the bots in the other seats; writes each game's record to record_dir when one is given."""
    params, mean, var, game, options = policy
    seat = bots.index(None)
    results = np.full(games, np.nan)
    with menagerie.Batch(game, games, seed=seed, bots=bots, **options) as batch:
        obs, mask, *_ = batch.reset()
        while np.isnan(results).any():
            logits = policy_logits(params, normalise(obs, mean, var))
            if sample:
                actions, _ = sample_masked(rng, logits, mask > 0)
            else:
                actions = masked_log_softmax(logits, mask > 0).argmax(axis=1).astype(np.int32)
            obs, mask, rewards, done, _ = batch.step(actions)
            for i in np.flatnonzero(done & np.isnan(results)):
                results[i] = rewards[i, seat]
                if record_dir:
                    bot = re.sub(r"[^A-Za-z0-9]+", "_", next(b for b in bots if b))
                    create_text(record_dir / f"{game}-{bot}-seat{seat}-{i + 1:04d}.json", batch.last_record(i))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("policy", help="an npz file written by ppo.py --save")
    parser.add_argument("--against", default="random,easy,medium", help="bot specs, comma-separated")
    parser.add_argument("--games", type=int, default=200, help="games against each bot")
    parser.add_argument("--sample", action="store_true", help="draw moves from the policy, not its best")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--record", metavar="DIR", type=Path, help="write every game's JSON record here")
    args = parser.parse_args()

    try:
        policy = load_policy(args.policy)
    except (OSError, ValueError, KeyError) as err:
        sys.exit(f"{args.policy}: not a policy saved by ppo.py --save ({err})")
    game, options = policy[3], policy[4]
    with menagerie.Batch(game, 1, **options) as batch:
        players = batch.players
    if args.games < players:
        sys.exit(f"--games {args.games}: want at least one game in each of the {players} seats")
    if args.record:
        args.record.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    how = "drawing its moves" if args.sample else "playing its most likely legal action"
    print(f"{os.path.basename(args.policy)}: {game}{''.join(f' {k}={v}' for k, v in options.items())}, "
          f"the policy {how}, its seat rotated", flush=True)
    for bot in args.against.split(","):
        results = []
        for seat in range(players):
            bots = [bot] * players
            bots[seat] = None
            games = args.games // players + (seat < args.games % players)
            seed = menagerie.mix(args.seed, seat)
            try:
                results.append(play(policy, bots, games, seed, rng, args.sample, args.record))
            except menagerie.MenagerieError as err:
                sys.exit(f"--against {bot}: {err}")
        by_seat = ", ".join(f"{(r > 0).sum()} of {len(r)} in seat {seat}" for seat, r in enumerate(results))
        results = np.concatenate(results)
        wins, draws, losses = (results > 0).sum(), (results == 0).sum(), (results < 0).sum()
        lo, hi = wilson(wins, len(results))
        print(f"against {bot}: {wins} wins, {draws} draws, {losses} losses in {len(results)} games; "
              f"wins {wins / len(results):.1%} (95% Wilson interval {lo:.1%} to {hi:.1%}; {by_seat})", flush=True)


if __name__ == "__main__":
    main()
