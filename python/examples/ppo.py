"""Masked PPO in numpy that learns to beat the random bot, then saves its policy.

    python python/examples/ppo.py --game tableau --save tableau.npz --svg curve.svg

Numpy only, with the backward pass written by hand: PyTorch is too large to install for the
project's tests. Seat 0 of a batch of games (``menagerie.Batch``) is played by a policy network
against the random bot in the other seats. Two small networks read the seat's observation,
normalised by running statistics: the policy's, whose logits over the game's fixed action space
are masked (illegal actions get probability 0 and no gradient), and the value's. Each iteration
collects --steps moves in each of --envs games, estimates advantages with GAE(lambda) and trains
both networks for --epochs passes of --minibatches minibatches on PPO's clipped objective, with
a value loss and an entropy bonus, by Adam.

The output is a CSV curve, one row an iteration: the games that ended in it, the share the policy
won (as it was being trained, sampling its moves), the policy's mean entropy, the value loss, the
mean KL divergence from the rollout's policy and the share of clipped ratios. The same --seed
gives the same curve and policy. --save writes the trained policy (weights, observation
statistics, game and options) as numpy's npz for play_policy.py; --svg draws the win rate.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from pathlib import Path

# numpy's BLAS on one thread: the engines' threads use the other cores, and on a busy machine
# BLAS threads waiting for each other made training ten times slower. It also keeps runs equal.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import numpy as np  # noqa: E402

import menagerie  # noqa: E402

#: observations are normalised, then clipped to this many standard deviations
OBS_CLIP = 5.0

#: the curve's columns, in order
COLUMNS = ("iteration", "games", "win_rate", "entropy", "value_loss", "approx_kl", "clip_fraction")


# The networks -----------------------------------------------------------------------------


def init_mlp(rng, sizes, out_gain):
    """Weights of a tanh MLP with the layer sizes given: orthogonal, scaled by sqrt(2) for the
    hidden layers and out_gain for the last; biases 0."""
    layers = []
    for k, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        q, r = np.linalg.qr(rng.standard_normal((max(m, n), min(m, n))))
        q *= np.sign(np.diag(r))
        w = q if m >= n else q.T
        gain = out_gain if k == len(sizes) - 2 else np.sqrt(2.0)
        layers.append((gain * w).astype(np.float32))
        layers.append(np.zeros(n, np.float32))
    return layers


def init_params(rng, obs_size, action_size, hidden):
    """The policy's and the value's networks, each with the hidden layers given, as a dict of
    arrays named "pi.0.w", "pi.0.b", ..., "v.0.w", ..."""
    params = {}
    for net, out, gain in (("pi", action_size, 0.01), ("v", 1, 1.0)):
        layers = init_mlp(rng, [obs_size, *hidden, out], gain)
        for k in range(len(layers) // 2):
            params[f"{net}.{k}.w"], params[f"{net}.{k}.b"] = layers[2 * k], layers[2 * k + 1]
    return params


def mlp_forward(params, net, x):
    """The network's output for the rows of x, and the activations the backward pass needs."""
    depth = sum(1 for name in params if name.startswith(net + ".") and name.endswith(".w"))
    acts = [x]
    for k in range(depth - 1):
        acts.append(np.tanh(acts[-1] @ params[f"{net}.{k}.w"] + params[f"{net}.{k}.b"]))
    return acts[-1] @ params[f"{net}.{depth - 1}.w"] + params[f"{net}.{depth - 1}.b"], acts


def mlp_backward(params, net, acts, dout, grads):
    """Adds to grads the gradient of the loss with respect to the network's weights, given its
    gradient dout with respect to the network's output."""
    depth = len(acts)
    for k in reversed(range(depth)):
        grads[f"{net}.{k}.w"] = acts[k].T @ dout
        grads[f"{net}.{k}.b"] = dout.sum(axis=0)
        if k > 0:
            dout = (dout @ params[f"{net}.{k}.w"].T) * (1.0 - acts[k] ** 2)


def masked_log_softmax(logits, mask):
    """Log-probabilities of the legal actions (mask 1); -inf for the others."""
    z = np.where(mask, logits, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def policy_logits(params, x):
    """The policy network's logits for the (normalised) observations x."""
    return mlp_forward(params, "pi", x)[0]


def ppo_loss(params, x, mask, actions, old_logp, advantages, returns, clip=0.2, vf_coef=0.5, ent_coef=0.01):
    """PPO's loss on a minibatch and its gradient with respect to every parameter.

    loss = -mean(min(r A, clip(r, 1-clip, 1+clip) A)) + vf_coef mean((V - R)^2) / 2
           - ent_coef mean(H),  with r = pi(a|x) / pi_old(a|x)

    over the legal actions of each row (mask). Returns (loss, grads, stats)."""
    n = len(actions)
    rows = np.arange(n)
    logits, pi_acts = mlp_forward(params, "pi", x)
    values, v_acts = mlp_forward(params, "v", x)
    values = values[:, 0]
    logp_all = masked_log_softmax(logits, mask)
    probs = np.exp(logp_all)  # exactly 0 where masked
    logp_legal = np.where(mask, logp_all, 0.0)
    entropy = -(probs * logp_legal).sum(axis=1)
    logp = logp_all[rows, actions]
    ratio = np.exp(logp - old_logp)
    clipped = np.clip(ratio, 1.0 - clip, 1.0 + clip)
    surrogate = np.minimum(ratio * advantages, clipped * advantages)
    pg_loss = -surrogate.mean()
    v_loss = 0.5 * ((values - returns) ** 2).mean()
    loss = pg_loss + vf_coef * v_loss - ent_coef * entropy.mean()

    # d(min(r A, clip(r) A))/dr is A where r A is the smaller term or r is inside the clip
    # range (the two terms are then equal), else 0; dr/dlogp = r.
    active = (ratio * advantages <= clipped * advantages) | ((ratio > 1.0 - clip) & (ratio < 1.0 + clip))
    dlogp = -(advantages * ratio * active) / n
    # dlogp(a)/dz = onehot(a) - p;  dH/dz = -p (log p + H); masked logits get 0 from both.
    dlogits = -dlogp[:, None] * probs
    dlogits[rows, actions] += dlogp
    dlogits += (ent_coef / n) * probs * (logp_legal + entropy[:, None])
    grads = {}
    mlp_backward(params, "pi", pi_acts, dlogits.astype(logits.dtype), grads)
    dvalues = (vf_coef / n) * (values - returns)
    mlp_backward(params, "v", v_acts, dvalues[:, None].astype(values.dtype), grads)
    stats = {
        "entropy": float(entropy.mean()),
        "value_loss": float(v_loss),
        "approx_kl": float(((ratio - 1.0) - (logp - old_logp)).mean()),
        "clip_fraction": float((np.abs(ratio - 1.0) > clip).mean()),
    }
    return float(loss), grads, stats


class Adam:
    """Adam over a dict of arrays, with the gradient's global norm clipped first."""

    def __init__(self, params, lr, max_norm=0.5, betas=(0.9, 0.999), eps=1e-5):
        self.lr, self.max_norm, self.betas, self.eps = lr, max_norm, betas, eps
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, params, grads):
        norm = np.sqrt(sum(float((g.astype(np.float64) ** 2).sum()) for g in grads.values()))
        scale = min(1.0, self.max_norm / (norm + 1e-12))
        self.t += 1
        b1, b2 = self.betas
        lr = self.lr * np.sqrt(1 - b2**self.t) / (1 - b1**self.t)
        for k, g in grads.items():
            g = g * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            params[k] -= (lr * self.m[k] / (np.sqrt(self.v[k]) + self.eps)).astype(params[k].dtype)


class Normalizer:
    """Running mean and variance of the observations (every value seen), to normalise them."""

    def __init__(self, size):
        self.mean = np.zeros(size, np.float64)
        self.var = np.ones(size, np.float64)
        self.count = 1e-4

    def update(self, x):
        n = len(x)
        mean, var = x.mean(axis=0, dtype=np.float64), x.var(axis=0, dtype=np.float64)
        total = self.count + n
        delta = mean - self.mean
        self.mean += delta * n / total
        self.var = (self.var * self.count + var * n + delta**2 * self.count * n / total) / total
        self.count = total

    def __call__(self, x):
        return normalise(x, self.mean, self.var)


def normalise(x, mean, var):
    """x less mean, over the standard deviation, clipped to OBS_CLIP; float32."""
    return np.clip((x - mean) / np.sqrt(var + 1e-8), -OBS_CLIP, OBS_CLIP).astype(np.float32)


# Saved policies ---------------------------------------------------------------------------


def save_policy(path, params, normalizer, game, options):
    """Writes the policy to a new npz file; an existing path is refused."""
    with new_file(path, "xb") as f:
        np.savez(f, **params, obs_mean=normalizer.mean, obs_var=normalizer.var,
                 game=np.str_(game), options=np.str_(json.dumps(options)))


def load_policy(path):
    """A policy saved by save_policy: (params, obs_mean, obs_var, game, options)."""
    with np.load(path, allow_pickle=False) as f:
        params = {k: f[k] for k in f.files if k.startswith(("pi.", "v."))}
        return params, f["obs_mean"], f["obs_var"], str(f["game"]), json.loads(str(f["options"]))


# Training ---------------------------------------------------------------------------------


def sample_masked(rng, logits, mask):
    """One legal action per row, drawn from the masked softmax (the Gumbel-max trick), and
    the log-probability of each."""
    logp_all = masked_log_softmax(logits, mask)
    actions = (logp_all + rng.gumbel(size=logp_all.shape)).argmax(axis=1)
    return actions.astype(np.int32), logp_all[np.arange(len(actions)), actions]


def gae(rewards, values, dones, last_value, gamma, lam):
    """Advantages by GAE(lambda) over a rollout of shape (steps, envs); dones[t] marks a game
    that ended at step t (the next row is a new game)."""
    advantages = np.zeros_like(rewards)
    next_adv, next_value = 0.0, last_value
    for t in reversed(range(len(rewards))):
        live = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * live - values[t]
        next_adv = delta + gamma * lam * live * next_adv
        advantages[t] = next_adv
        next_value = values[t]
    return advantages


def parse_options(pairs):
    """Rule options from KEY=VALUE strings."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            sys.exit(f"--option {pair!r}: want KEY=VALUE")
        options[key] = value
    return options


def players_of(game, options):
    """The number of seats of the game with these options."""
    if "players" in options:
        if not options["players"].isdigit():
            sys.exit(f"--option players={options['players']}: want a number of players")
        return int(options["players"])
    for g in menagerie.games():
        if g["name"] == game:
            return g["players"][0]
    sys.exit(f"--game {game}: no such game (known: {', '.join(menagerie.names())})")


def check_args(args):
    """Exits with a message naming the flag when a setting cannot be trained with."""
    for flag in ("iterations", "envs", "steps", "epochs", "minibatches", "workers"):
        if getattr(args, flag) < (0 if flag == "workers" else 1):
            sys.exit(f"--{flag} {getattr(args, flag)}: want a positive number")
    if args.envs * args.steps < args.minibatches:
        sys.exit(f"--minibatches {args.minibatches}: more than the {args.envs * args.steps} moves of an iteration")
    parts = args.hidden.split(",")
    if not all(p.isdigit() and int(p) > 0 for p in parts):
        sys.exit(f"--hidden {args.hidden}: want sizes of hidden layers, such as 128,128")
    for path in (args.save, args.svg):
        if path and os.path.lexists(path):
            sys.exit(f"{path} already exists; refusing to overwrite it")


def train(args, emit):
    """Trains a policy as args say, calling emit with each iteration's row of the curve;
    returns (params, normalizer)."""
    options = parse_options(args.option)
    rng = np.random.default_rng(args.seed)
    bots = [None] + ["random"] * (players_of(args.game, options) - 1)
    batch = menagerie.Batch(args.game, args.envs, seed=args.seed, bots=bots, workers=args.workers, **options)
    hidden = [int(h) for h in args.hidden.split(",")]
    params = init_params(rng, batch.observation_size, batch.action_size, hidden)
    adam = Adam(params, args.lr)
    normalizer = Normalizer(batch.observation_size)
    T, n = args.steps, args.envs
    xs = np.zeros((T, n, batch.observation_size), np.float32)
    masks = np.zeros((T, n, batch.action_size), bool)
    actions = np.zeros((T, n), np.int32)
    logps = np.zeros((T, n), np.float32)
    values = np.zeros((T, n), np.float32)
    rewards = np.zeros((T, n), np.float32)
    dones = np.zeros((T, n), np.float32)
    obs, mask, *_ = batch.reset()
    normalizer.update(obs)
    for iteration in range(1, args.iterations + 1):
        adam.lr = args.lr * (1.0 - (iteration - 1) / args.iterations)
        results = []
        for t in range(T):
            xs[t] = normalizer(obs)
            masks[t] = mask
            logits, _ = mlp_forward(params, "pi", xs[t])
            actions[t], logps[t] = sample_masked(rng, logits, masks[t])
            values[t] = mlp_forward(params, "v", xs[t])[0][:, 0]
            obs, mask, reward, done, _ = batch.step(actions[t])
            rewards[t], dones[t] = reward[:, 0], done
            results.extend(reward[done, 0])
            normalizer.update(obs)
        last_value = mlp_forward(params, "v", normalizer(obs))[0][:, 0]
        advantages = gae(rewards, values, dones, last_value, args.gamma, args.lam)
        returns = advantages + values
        data = [a.reshape(T * n, *a.shape[2:]) for a in (xs, masks, actions, logps, advantages, returns)]
        size = T * n // args.minibatches
        stats = []
        for _ in range(args.epochs):
            order = rng.permutation(T * n)
            for start in range(0, size * args.minibatches, size):
                x, m, a, lp, adv, ret = (d[order[start : start + size]] for d in data)
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                _, grads, s = ppo_loss(params, x, m, a, lp, adv, ret, args.clip, args.vf_coef, args.ent_coef)
                adam.step(params, grads)
                stats.append(s)
        results = np.array(results)
        row = {
            "iteration": iteration,
            "games": len(results),
            "win_rate": float((results > 0).mean()) if len(results) else float("nan"),
            **{k: float(np.mean([s[k] for s in stats])) for k in COLUMNS[3:]},
        }
        emit(row)
    batch.close()
    return params, normalizer


# The curve as a picture -------------------------------------------------------------------


def curve_svg(rows, title):
    """The win rate by iteration as a small SVG line chart, written by hand."""
    w, h, left, right, top, bottom = 480, 240, 44, 16, 28, 34
    last = max(r["iteration"] for r in rows)
    x = lambda i: left + (w - left - right) * (i - 1) / max(last - 1, 1)  # noqa: E731
    y = lambda p: top + (h - top - bottom) * (1.0 - p)  # noqa: E731
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        'font-family="sans-serif" font-size="11">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="16" text-anchor="middle" font-size="13">{title}</text>',
    ]
    for p in (0.0, 0.25, 0.5, 0.75, 1.0):
        out.append(f'<line x1="{left}" y1="{y(p):.1f}" x2="{w - right}" y2="{y(p):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y(p) + 4:.1f}" text-anchor="end">{p:.0%}</text>')
    step = max(1, round(last / 6))
    for i in [1, *range(step, last + 1, step)]:
        out.append(f'<text x="{x(i):.1f}" y="{h - bottom + 16}" text-anchor="middle">{i}</text>')
    out.append(f'<text x="{(left + w - right) / 2}" y="{h - 4}" text-anchor="middle">iteration</text>')
    points = " ".join(f"{x(r['iteration']):.1f},{y(r['win_rate']):.1f}" for r in rows if r["games"])
    out.append(f'<polyline points="{points}" fill="none" stroke="#1f6fb4" stroke-width="2"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


@contextlib.contextmanager
def new_file(path, mode="x"):
    """Opens a new file (mode "x" or "xb"); an existing path is refused with a message."""
    try:
        f = open(path, mode)
    except FileExistsError:
        sys.exit(f"{path} already exists; refusing to overwrite it")
    with f:
        yield f


def create_text(path, text):
    """Writes text to a new file; an existing path is refused."""
    with new_file(path) as f:
        f.write(text)


def argument_parser(description):
    """The flags of both PPO examples (this one and ppo_torch.py)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--game", default="tableau")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule option")
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--envs", type=int, default=64, help="games played at once")
    parser.add_argument("--steps", type=int, default=128, help="moves collected per game per iteration")
    parser.add_argument("--hidden", default="128,128", help="hidden layer sizes")
    parser.add_argument("--lr", type=float, default=1e-3, help="Adam's step size, annealed linearly towards 0")
    parser.add_argument("--gamma", type=float, default=0.99)
    parser.add_argument("--lam", type=float, default=0.95, help="GAE's lambda")
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatches", type=int, default=16)
    parser.add_argument("--vf-coef", type=float, default=0.5)
    parser.add_argument("--ent-coef", type=float, default=0.01)
    parser.add_argument("--workers", type=int, default=1, help="engine threads stepping the games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", metavar="FILE", help="write the trained policy here (npz)")
    parser.add_argument("--svg", metavar="FILE", help="draw the win rate by iteration here")
    return parser


def run(args, train, name, title):
    """Trains with train(args, emit), which returns the policy's weights (as init_params names
    them) and its normaliser, printing the curve's rows as they come; then saves the policy and
    draws the curve as args say. name begins the message of a refused setting."""
    check_args(args)
    began = time.time()
    rows = []
    print(",".join(COLUMNS), flush=True)

    def emit(row):
        rows.append(row)
        print(",".join(str(row[c]) if isinstance(row[c], int) else f"{row[c]:.4f}" for c in COLUMNS), flush=True)

    try:
        params, normalizer = train(args, emit)
    except menagerie.MenagerieError as err:
        sys.exit(f"{name}: {err}")
    if args.save:
        save_policy(args.save, params, normalizer, args.game, parse_options(args.option))
    if args.svg:
        create_text(args.svg, curve_svg(rows, f"{title}: {args.game}"))
    print(f"{args.iterations} iterations in {time.time() - began:.1f} s, load average "
          f"{os.getloadavg()[0]:.1f}" + (f"; policy saved to {Path(args.save)}" if args.save else ""),
          file=sys.stderr)


def main():
    args = argument_parser(__doc__.split("\n\n")[0]).parse_args()
    run(args, train, "ppo", "PPO against the random bot")


if __name__ == "__main__":
    main()
