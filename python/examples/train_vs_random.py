"""A masked policy-gradient learner that learns to beat the random bot.

    python python/examples/train_vs_random.py [--game tableau] [--iterations 40]

A linear softmax policy over the game's fixed action space (illegal
actions masked out) plays seat 0 of a batch of games against the random
bot in seat 1, and is trained with REINFORCE: each move of a game is pushed
towards or away from by the game's result (+1 a win, -1 a loss), less the
batch's mean result. It needs only numpy. Each iteration prints the win
rate of the games it finished: the learning curve. Then the trained policy,
playing its most likely legal action, meets each bot of --against in as
many games.
"""

import argparse

import numpy as np

import menagerie


def masked_softmax(logits, mask):
    logits = np.where(mask > 0, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def sample(rng, probs):
    """One index per row, drawn from the row's probabilities."""
    u = rng.random((probs.shape[0], 1))
    return np.minimum((probs.cumsum(axis=1) < u).sum(axis=1), probs.shape[1] - 1).astype(np.int32)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="tableau")
    parser.add_argument("--size", type=int, default=128, help="games played at once")
    parser.add_argument("--games", type=int, default=256, help="finished games per iteration")
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default="random,heuristic", help="bots the trained policy meets")
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    batch = menagerie.Batch(args.game, args.size, seed=args.seed, bots=[None, "random"])
    weights = np.zeros((batch.observation_size, batch.action_size), np.float32)
    obs, mask, rewards, done, _ = batch.reset()
    pending = [[] for _ in range(args.size)]  # each slot's moves in its current game
    print("iteration,games,win_rate")
    for iteration in range(1, args.iterations + 1):
        finished = []  # (moves, result) of each game that ended
        while len(finished) < args.games:
            probs = masked_softmax(obs @ weights, mask)
            actions = sample(rng, probs)
            for i in range(args.size):
                pending[i].append((obs[i].copy(), probs[i], actions[i]))
            obs, mask, rewards, done, _ = batch.step(actions)
            for i in np.flatnonzero(done):
                finished.append((pending[i], float(rewards[i, 0])))
                pending[i] = []
        results = np.array([result for _, result in finished])
        # The gradient of each move's log-probability for a linear softmax
        # is its observation times (one-hot of the action - probabilities).
        xs = np.array([x for game_moves, _ in finished for x, _, _ in game_moves])
        gs = -np.array([p for game_moves, _ in finished for _, p, _ in game_moves])
        taken = np.array([a for game_moves, _ in finished for _, _, a in game_moves])
        gs[np.arange(len(taken)), taken] += 1.0
        advantages = np.concatenate([np.full(len(m), r - results.mean()) for m, r in finished])
        weights += args.lr * (xs.T @ (gs * advantages[:, None])).astype(np.float32) / len(finished)
        print(f"{iteration},{len(finished)},{(results > 0).mean():.3f}", flush=True)
    batch.close()
    for bot in args.against.split(","):
        print(f"trained policy against {bot}: wins {win_rate(weights, args, bot):.3f} of {args.games} games")


def win_rate(weights, args, bot):
    """The share of games the policy wins in seat 0 against bot, playing
    its most likely legal action."""
    with menagerie.Batch(args.game, args.size, seed=args.seed + 1, bots=[None, bot]) as batch:
        obs, mask, *_ = batch.reset()
        results = []
        while len(results) < args.games:
            logits = np.where(mask > 0, obs @ weights, -np.inf)
            obs, mask, rewards, done, _ = batch.step(logits.argmax(axis=1).astype(np.int32))
            results.extend(rewards[done, 0])
        return (np.array(results[: args.games]) > 0).mean()


if __name__ == "__main__":
    main()
