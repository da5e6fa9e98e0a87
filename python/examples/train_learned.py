"""Trains the network of the bot level ``learned`` for one game, through the Python API alone.

    python python/examples/train_learned.py --game dojo --out dojo.mlp --curve dojo-curve

Three stages, in one process:

1. Imitation. Games of the teacher bot (``--teacher``, default ``medium``) against itself
   (``--teacher-games``) are played through two batches in lockstep: one where the caller plays
   seat 0 and the teacher seat 1, one the other way round, both from the same seed. A batch's
   record holds the moves its bot made, so each batch in turn is handed the move the other's bot
   made for its seat; both then play the same game, and every decision of both seats is kept
   with its observation and mask. Games of the teacher against the opponent bot
   (``--advised-games``, half in each seat) add the teacher's decisions there, its moves asked
   with ``Batch.advise``. A tanh MLP (``--hidden``) over the observation, normalised by the
   data's mean and standard deviation, learns the teacher's moves by cross-entropy over the
   legal actions.
2. DAgger (``--dagger-rounds``). Each round the network plays ``--dagger-games`` games against
   the opponent as the Go bot does (the legal action of highest logit), the teacher's move is
   asked in every position it reached, and the network is trained on all the data so far.
3. Self-imitation (``--self-rounds``). Each round the network plays ``--self-games`` games
   against the opponent, half in each seat, sampling its moves from its logits at
   ``--temperature``, and trains two passes on the moves of the games it won in the last
   ``--self-keep`` rounds (filtered behaviour cloning: a won game's moves are more often good
   ones). After each round it plays ``--self-eval-games`` fixed games (256, base seed 500,000) as
   the Go bot does.
4. Improvement. PPO (``ppo.py``'s loss and optimiser) from the policy so far against the
   opponent (``--opponent``, default ``medium``) in both seats, the normalisation kept as it
   was.

``--init FILE`` starts from a network file instead of an imitation (its normalisation kept),
for the later stages to improve it.

The output is the network file the Go bot reads (``menagerie.learned``; refused if it exists),
and the curve as CSV and SVG (``--curve PREFIX``): the imitation's accuracy on held-back games
per epoch; per DAgger round, that accuracy after the round and the share of the round's games
the network won (a draw counted half); per self-imitation round, the share of its fixed games won
as the Go bot plays; then the share of games won against the opponent per PPO iteration (as
trained, sampling its moves); each row with the CPU seconds spent so far (the engines' threads
included).
Training games use base seeds below 1,000,000; the same arguments give the same network.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import sys
import time

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import numpy as np  # noqa: E402

import menagerie  # noqa: E402
from menagerie import learned  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ppo  # noqa: E402

#: the curve's columns, in order
COLUMNS = ("stage", "step", "games", "accuracy", "win_rate", "entropy", "cpu_seconds")

#: training uses base seeds below this; the published figures use seeds from 2,000,001
MAX_TRAINING_SEED = 1_000_000


@contextlib.contextmanager
def seat_pair(game, options, opponent, envs, seeds):
    """Two batches of envs games each against opponent, the caller's seat 0 in the first (base seed
    seeds[0]) and 1 in the second (seeds[1]), closed when the block ends."""
    pair = [
        menagerie.Batch(game, envs, seeds[0], bots=[None, opponent], **options),
        menagerie.Batch(game, envs, seeds[1], bots=[opponent, None], **options),
    ]
    try:
        yield pair
    finally:
        for b in pair:
            b.close()


# Imitation ---------------------------------------------------------------------------------


def teacher_decisions(game, options, teacher, games, seed):
    """Every decision of both seats in games of teacher against itself, played through two
    batches in lockstep: (observations as float16, masks as bool, action indices, game of each
    row)."""
    with seat_pair(game, options, teacher, 1, (seed, seed)) as pair:
        outs = [b.reset() for b in pair]
        played = [_actions(b.record(0)) for b in pair]
        final = [None, None]
        obs, masks, actions, game_of = [], [], [], []
        done = 0
        while done < games:
            known = next((f for f in final if f is not None), max(played, key=len))
            s = next(s for s in (0, 1) if final[s] is None and len(played[s]) < len(known))
            index = pair[s].action_index(known[len(played[s])])
            out = outs[s]
            if out.to_act[0] != s or not out.mask[0, index]:
                raise RuntimeError(f"{game}: the lockstep games diverged in game {done + 1}")
            obs.append(out.obs[0].astype(np.float16))
            masks.append(out.mask[0] != 0)
            actions.append(index)
            game_of.append(done)
            step = pair[s].step(np.array([index], np.int32))
            if step.done[0]:
                final[s] = _actions(pair[s].last_record(0))
                if final[1 - s] is not None:
                    if final[0] != final[1]:
                        raise RuntimeError(f"{game}: the lockstep games ended apart in game {done + 1}")
                    done += 1
                    final = [None, None]
                    played = [_actions(b.record(0)) for b in pair]
            else:
                played[s] = _actions(pair[s].record(0))
    return np.array(obs), np.array(masks), np.array(actions, np.int32), np.array(game_of)


def advised_decisions(game, options, teacher, opponent, games, envs, seed, choose=None):
    """Every decision of the caller's seat in games against opponent (half the games in each
    seat), each labelled with the move teacher would make there (``Batch.advise``). The caller's
    moves are the teacher's when choose is None, else choose(obs, mask)'s: the positions are then
    the learner's own, as DAgger asks. Returns (observations as float16, masks as bool, the
    teacher's action indices, game of each row, the caller's returns of the finished games)."""
    half = envs // 2
    with seat_pair(game, options, opponent, half, (seed, seed + 1)) as pair:
        outs = [b.reset() for b in pair]
        game_ids = [np.arange(half) + s * half for s in (0, 1)]
        next_id = 2 * half
        obs, masks, actions, game_of, results = [], [], [], [], []
        while len(results) < games:
            for s, b in enumerate(pair):
                out = outs[s]
                told = np.array([b.advise(i, teacher) for i in range(half)], np.int32)
                obs.append(out.obs.astype(np.float16))
                masks.append(out.mask != 0)
                actions.append(told)
                game_of.append(game_ids[s].copy())
                played = told if choose is None else choose(out.obs, out.mask != 0).astype(np.int32)
                outs[s] = b.step(played)
                for i in np.flatnonzero(outs[s].done):
                    results.append(float(outs[s].rewards[i, s]))
                    game_ids[s][i] = next_id
                    next_id += 1
    return (np.concatenate(obs), np.concatenate(masks), np.concatenate(actions),
            np.concatenate(game_of), np.array(results[:games]))


def _actions(record_json):
    return json.loads(record_json)["actions"] or []


def imitate(params, x, masks, actions, val, epochs, lr, batch, rng, emit, cpu):
    """Trains the policy network ("pi") to the teacher's actions by cross-entropy over the legal
    actions; val (x, masks, actions) are held-back games, scored after each epoch."""
    adam = ppo.Adam({k: v for k, v in params.items() if k.startswith("pi.")}, lr, max_norm=1.0)
    n = len(actions)
    for epoch in range(1, epochs + 1):
        adam.lr = lr * (1.0 - (epoch - 1) / epochs)
        order = rng.permutation(n)
        for start in range(0, n, batch):
            rows = order[start : start + batch]
            xb, mb, ab = x[rows].astype(np.float32), masks[rows], actions[rows]
            logits, acts = ppo.mlp_forward(params, "pi", xb)
            logp = ppo.masked_log_softmax(logits, mb)
            dlogits = np.exp(logp)
            dlogits[np.arange(len(ab)), ab] -= 1.0
            grads = {}
            ppo.mlp_backward(params, "pi", acts, (dlogits / len(ab)).astype(np.float32), grads)
            adam.step(params, grads)
        emit({"stage": "imitation", "step": epoch, "games": 0, "accuracy": accuracy(params, *val),
              "win_rate": float("nan"), "entropy": float("nan"), "cpu_seconds": cpu()})


def accuracy(params, x, masks, actions):
    """The share of rows whose highest legal logit is the teacher's action."""
    hits = 0
    for start in range(0, len(actions), 4096):
        logits = ppo.mlp_forward(params, "pi", x[start : start + 4096].astype(np.float32))[0]
        chosen = np.where(masks[start : start + 4096], logits, -np.inf).argmax(axis=1)
        hits += int((chosen == actions[start : start + 4096]).sum())
    return hits / len(actions)


# Self-imitation ----------------------------------------------------------------------------

#: the base seed of the fixed games each self-imitation round is scored on
SELF_EVAL_SEED = 500_000


def games_against(game, options, logits, opponent, games, envs, seed, temperature=0.0, rng=None, keep=True):
    """Games of the policy of logits(obs) against opponent, half in each seat: its moves the legal
    index of highest logit, or sampled from logits / temperature (Gumbel) when temperature > 0.
    Returns the caller's returns of the first games finished, and with keep each finished game's
    (return, [(observation as float16, mask, action)...])."""
    half = envs // 2
    with seat_pair(game, options, opponent, half, (seed, seed + 1)) as pair:
        outs = [b.reset() for b in pair]
        moves = [[[] for _ in range(half)] for _ in (0, 1)]
        finished, results = [], []
        while len(results) < games:
            for s, b in enumerate(pair):
                out = outs[s]
                legal = out.mask != 0
                z = np.where(legal, logits(out.obs), -np.inf)
                if temperature > 0:
                    z = z / temperature + rng.gumbel(size=z.shape)
                chosen = z.argmax(axis=1)
                if keep:
                    for i in range(half):
                        moves[s][i].append((out.obs[i].astype(np.float16), legal[i], int(chosen[i])))
                outs[s] = b.step(chosen.astype(np.int32))
                for i in np.flatnonzero(outs[s].done):
                    result = float(outs[s].rewards[i, s])
                    results.append(result)
                    if keep:
                        finished.append((result, moves[s][i]))
                    moves[s][i] = []
    return np.array(results[:games]), finished


def self_imitate(params, mean, norm, args, options, rng, emit, cpu):
    """Filtered self-imitation against the opponent, from params (updated in place)."""
    adam = ppo.Adam({k: v for k, v in params.items() if k.startswith("pi.")}, args.self_lr, max_norm=1.0)
    logits = lambda o: ppo.mlp_forward(params, "pi", norm(o))[0]  # noqa: E731
    output = sum(1 for name in params if name.startswith("pi.") and name.endswith(".w")) - 1  # the output layer's index
    kept = []
    for round_ in range(1, args.self_rounds + 1):
        _, finished = games_against(args.game, options, logits, args.opponent, args.self_games, args.envs,
                                    args.self_seed + 7919 * round_, args.temperature, rng)
        won = [moves for result, moves in finished if result > 0]
        x = norm(np.array([m[0] for g in won for m in g], np.float32).reshape(-1, len(mean))).astype(np.float16)
        masks = np.array([m[1] for g in won for m in g], bool).reshape(len(x), len(params[f"pi.{output}.b"]))
        actions = np.array([m[2] for g in won for m in g], np.int32)
        kept = (kept + [(x, masks, actions)])[-args.self_keep :]
        x, masks, actions = (np.concatenate([k[j] for k in kept]) for j in range(3))
        for _ in range(2):
            order = rng.permutation(len(actions))
            for start in range(0, len(actions), 256):
                rows = order[start : start + 256]
                z, acts = ppo.mlp_forward(params, "pi", x[rows].astype(np.float32))
                dlogits = np.exp(ppo.masked_log_softmax(z, masks[rows]))
                dlogits[np.arange(len(rows)), actions[rows]] -= 1.0
                grads = {}
                ppo.mlp_backward(params, "pi", acts, (dlogits / len(rows)).astype(np.float32), grads)
                adam.step(params, grads)
        scored, _ = games_against(args.game, options, logits, args.opponent, args.self_eval_games, args.envs,
                                  SELF_EVAL_SEED, keep=False)
        emit({"stage": "self", "step": round_, "games": args.self_games, "accuracy": float("nan"),
              "win_rate": float((scored > 0).mean() + 0.5 * (scored == 0).mean()), "entropy": float("nan"),
              "cpu_seconds": cpu()})


# Improvement -------------------------------------------------------------------------------


def improve(params, mean, scale, clip, args, options, rng, emit, cpu):
    """PPO against the opponent in both seats, from params (updated in place)."""
    half = args.envs // 2
    batches = [
        menagerie.Batch(args.game, half, args.seed + 1, bots=[None, args.opponent], **options),
        menagerie.Batch(args.game, half, args.seed + 2, bots=[args.opponent, None], **options),
    ]
    norm = lambda o: np.clip((o - mean) * scale, -clip, clip).astype(np.float32)  # noqa: E731
    T, n = args.steps, 2 * half
    size = batches[0].observation_size, batches[0].action_size
    xs = np.zeros((T, n, size[0]), np.float32)
    masks = np.zeros((T, n, size[1]), bool)
    acts = np.zeros((T, n), np.int32)
    logps, values, rewards, dones = (np.zeros((T, n), np.float32) for _ in range(4))
    outs = [b.reset() for b in batches]
    adam = ppo.Adam(params, args.ppo_lr)
    for iteration in range(1, args.iterations + 1):
        adam.lr = args.ppo_lr * (1.0 - (iteration - 1) / args.iterations)
        results = []
        for t in range(T):
            xs[t] = norm(np.concatenate([o.obs for o in outs]))
            masks[t] = np.concatenate([o.mask for o in outs]) != 0
            logits = ppo.mlp_forward(params, "pi", xs[t])[0]
            acts[t], logps[t] = ppo.sample_masked(rng, logits, masks[t])
            values[t] = ppo.mlp_forward(params, "v", xs[t])[0][:, 0]
            for seat, b in enumerate(batches):
                outs[seat] = b.step(acts[t, seat * half : (seat + 1) * half])
                rewards[t, seat * half : (seat + 1) * half] = outs[seat].rewards[:, seat]
                dones[t, seat * half : (seat + 1) * half] = outs[seat].done
                results.extend(outs[seat].rewards[outs[seat].done, seat])
        last = ppo.mlp_forward(params, "v", norm(np.concatenate([o.obs for o in outs])))[0][:, 0]
        advantages = ppo.gae(rewards, values, dones, last, args.gamma, args.lam)
        returns = advantages + values
        data = [a.reshape(T * n, *a.shape[2:]) for a in (xs, masks, acts, logps, advantages, returns)]
        mb = T * n // args.minibatches
        entropy = []
        for _ in range(args.epochs_ppo):
            order = rng.permutation(T * n)
            for start in range(0, mb * args.minibatches, mb):
                x, m, a, lp, adv, ret = (d[order[start : start + mb]] for d in data)
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                _, grads, s = ppo.ppo_loss(params, x, m, a, lp, adv, ret, args.clip, 0.5, args.ent_coef)
                if iteration <= args.value_warmup:
                    grads = {k: g for k, g in grads.items() if k.startswith("v.")}
                adam.step(params, grads)
                entropy.append(s["entropy"])
        results = np.array(results)
        emit({"stage": "ppo", "step": iteration, "games": len(results),
              "accuracy": float("nan"),
              "win_rate": float((results > 0).mean()) if len(results) else float("nan"),
              "entropy": float(np.mean(entropy)), "cpu_seconds": cpu()})
    for b in batches:
        b.close()


# The curve ---------------------------------------------------------------------------------


def curve_svg(rows, title):
    """Imitation accuracy by epoch, then the win rate by DAgger round and by PPO iteration (the
    stages that ran), side by side, as SVG."""
    stages = {r["stage"] for r in rows}
    panels = [("imitation", "accuracy", "epoch")] if "imitation" in stages else []
    panels += [("dagger", "win_rate", "DAgger round")] if "dagger" in stages else []
    panels += [("self", "win_rate", "self-imitation round")] if "self" in stages else []
    panels += [("ppo", "win_rate", "PPO iteration")] if "ppo" in stages or not stages & {"dagger", "self"} else []
    w, h, top, bottom = 320 * len(panels), 240, 28, 34
    panels = [(stage, key, label, 44 + 320 * k, 300 + 320 * k) for k, (stage, key, label) in enumerate(panels)]
    y = lambda p: top + (h - top - bottom) * (1.0 - p)  # noqa: E731
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        'font-family="sans-serif" font-size="11">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="16" text-anchor="middle" font-size="13">{title}</text>',
    ]
    for stage, key, label, left, right in panels:
        pts = [r for r in rows if r["stage"] == stage and not np.isnan(r[key])]
        for p in (0.0, 0.25, 0.5, 0.75, 1.0):
            out.append(f'<line x1="{left}" y1="{y(p):.1f}" x2="{right}" y2="{y(p):.1f}" stroke="#ddd"/>')
            out.append(f'<text x="{left - 6}" y="{y(p) + 4:.1f}" text-anchor="end">{p:.0%}</text>')
        name = "accuracy on held-back games" if stage == "imitation" else "won against the opponent"
        out.append(f'<text x="{(left + right) / 2}" y="{h - 4}" text-anchor="middle">{label}: {name}</text>')
        if not pts:
            continue
        last = max(r["step"] for r in pts)
        x = lambda i: left + (right - left) * (i - 1) / max(last - 1, 1)  # noqa: E731
        for r in (pts[0], pts[-1]):
            out.append(f'<text x="{x(r["step"]):.1f}" y="{h - bottom + 16}" text-anchor="middle">{r["step"]}</text>')
        points = " ".join(f"{x(r['step']):.1f},{y(r[key]):.1f}" for r in pts)
        out.append(f'<polyline points="{points}" fill="none" stroke="#1f6fb4" stroke-width="2"/>')
    for _, key, _, left, right in panels:
        if key != "win_rate":
            continue
        out.append(f'<line x1="{left}" y1="{y(0.55):.1f}" x2="{right}" y2="{y(0.55):.1f}" stroke="#c33" stroke-dasharray="4 3"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def imitation_stages(args, options, rng, emit, cpu):
    """The imitation of the teacher and the DAgger rounds after it: the parameters, the
    normalisation (mean, scale, clip), the hidden sizes and the normalising function."""
    sources = []
    if args.teacher_games:
        obs, masks, actions, game_of = teacher_decisions(args.game, options, args.teacher, args.teacher_games, args.seed)
        sources.append((obs, masks, actions, game_of >= args.teacher_games * 9 // 10))
        print(f"# {len(actions)} decisions of {args.teacher} in {args.teacher_games} games, {cpu()} s", file=sys.stderr, flush=True)
    if args.advised_games:
        obs, masks, actions, game_of, results = advised_decisions(args.game, options, args.teacher, args.opponent,
                                                            args.advised_games, args.envs, args.seed + 3)
        sources.append((obs, masks, actions, game_of % 10 == 9))
        print(f"# {len(actions)} decisions of {args.teacher} against {args.opponent} in {args.advised_games} games "
              f"({(results > 0).mean():.1%} won), {cpu()} s", file=sys.stderr, flush=True)
    obs = np.concatenate([src[0] for src in sources])
    masks = np.concatenate([src[1] for src in sources])
    actions = np.concatenate([src[2] for src in sources])
    held = np.concatenate([src[3] for src in sources])
    del sources
    mean = obs.astype(np.float32).mean(axis=0)
    std = obs.astype(np.float32).std(axis=0)
    scale = np.where(std > 1e-6, 1.0 / np.maximum(std, 1e-6), 0.0).astype(np.float32)
    clip = ppo.OBS_CLIP
    norm = lambda o: np.clip((o.astype(np.float32) - mean) * scale, -clip, clip)  # noqa: E731
    x = norm(obs).astype(np.float16)
    del obs
    hidden = [int(h) for h in args.hidden.split(",")]
    params = ppo.init_params(rng, x.shape[1], masks.shape[1], hidden)
    # The imitation's last layer starts from small random weights, not ppo's near-zero ones.
    last = len(hidden)
    params[f"pi.{last}.w"] *= 100.0
    val = (x[held], masks[held], actions[held])
    x, masks, actions = x[~held], masks[~held], actions[~held]
    imitate(params, x, masks, actions, val, args.epochs, args.lr, 256, rng, emit, cpu)

    def choose(o, m):
        logits = ppo.mlp_forward(params, "pi", norm(o))[0]
        return np.where(m, logits, -np.inf).argmax(axis=1)

    for round_ in range(1, args.dagger_rounds + 1):
        o, m, a, _, results = advised_decisions(args.game, options, args.teacher, args.opponent, args.dagger_games,
                                                args.envs, args.seed + 10 + 2 * round_, choose)
        x = np.concatenate([x, norm(o).astype(np.float16)])
        masks, actions = np.concatenate([masks, m]), np.concatenate([actions, a])
        del o, m, a
        imitate(params, x, masks, actions, val, args.dagger_epochs, args.dagger_lr, 256, rng, lambda row: None, cpu)
        emit({"stage": "dagger", "step": round_, "games": len(results), "accuracy": accuracy(params, *val),
              "win_rate": float((results > 0).mean() + 0.5 * (results == 0).mean()), "entropy": float("nan"),
              "cpu_seconds": cpu()})
    return params, mean, scale, clip, hidden, norm


# The command -------------------------------------------------------------------------------


def check_args(args):
    """Exits with a message naming the flag when a setting cannot be trained with."""
    for flag in ("epochs", "epochs_ppo", "envs", "steps", "minibatches", "dagger_games", "dagger_epochs"):
        if getattr(args, flag) < 1:
            sys.exit(f"--{flag.replace('_', '-')} {getattr(args, flag)}: want a positive number")
    for flag in ("teacher_games", "advised_games", "dagger_rounds", "iterations", "value_warmup"):
        if getattr(args, flag) < 0:
            sys.exit(f"--{flag.replace('_', '-')} {getattr(args, flag)}: want a whole number from 0")
    if 0 < args.advised_games < 10:
        sys.exit(f"--advised-games {args.advised_games}: want 0 or at least 10 (every tenth game is held back)")
    for flag in ("self_games", "self_keep", "self_eval_games"):
        if getattr(args, flag) < 1:
            sys.exit(f"--{flag.replace('_', '-')} {getattr(args, flag)}: want a positive number")
    if args.self_rounds < 0:
        sys.exit(f"--self-rounds {args.self_rounds}: want a whole number from 0")
    if not args.temperature > 0:
        sys.exit(f"--temperature {args.temperature}: want a number above 0")
    if not 0 <= args.self_seed <= MAX_TRAINING_SEED - 7919 * (args.self_rounds + 1):
        sys.exit(f"--self-seed {args.self_seed}: self-imitation's seeds stay below {MAX_TRAINING_SEED:,}")
    if args.init:
        if args.teacher_games or args.advised_games or args.dagger_rounds:
            sys.exit("--init starts from a network: give --teacher-games 0 and no --advised-games or --dagger-rounds")
        if not os.path.isfile(args.init):
            sys.exit(f"--init {args.init}: no such file")
    elif not args.teacher_games and not args.advised_games:
        sys.exit("--teacher-games and --advised-games are both 0: nothing to imitate")
    if args.envs % 2:
        sys.exit(f"--envs {args.envs}: want an even number (half the games in each seat)")
    if not 0 <= args.seed < MAX_TRAINING_SEED - 12 - 2 * args.dagger_rounds:
        sys.exit(f"--seed {args.seed}: training seeds stay below {MAX_TRAINING_SEED:,}")
    parts = args.hidden.split(",")
    if not all(p.isdigit() and int(p) > 0 for p in parts):
        sys.exit(f"--hidden {args.hidden}: want sizes of hidden layers, such as 128,128")
    for path in (args.out, args.curve + ".csv", args.curve + ".svg"):
        if os.path.lexists(path):
            sys.exit(f"{path} already exists; refusing to overwrite it")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule option")
    parser.add_argument("--teacher", default="medium", help="the bot imitated")
    parser.add_argument("--teacher-games", type=int, default=800, help="games of the teacher against itself")
    parser.add_argument("--advised-games", type=int, default=0,
                        help="games of the teacher against the opponent, imitated too")
    parser.add_argument("--dagger-rounds", type=int, default=0,
                        help="rounds of DAgger after the imitation (0: none)")
    parser.add_argument("--dagger-games", type=int, default=200,
                        help="games the network plays against the opponent in each DAgger round")
    parser.add_argument("--dagger-epochs", type=int, default=2, help="passes over all the data after each round")
    parser.add_argument("--dagger-lr", type=float, default=5e-4, help="the DAgger rounds' Adam step size")
    parser.add_argument("--epochs", type=int, default=8, help="passes over the imitation data")
    parser.add_argument("--lr", type=float, default=1e-3, help="the imitation's Adam step size")
    parser.add_argument("--hidden", default="128,128", help="hidden layer sizes")
    parser.add_argument("--init", metavar="FILE", help="start from this network file instead of an imitation")
    parser.add_argument("--self-rounds", type=int, default=0, help="rounds of self-imitation (0: none)")
    parser.add_argument("--self-games", type=int, default=768, help="games sampled in each self-imitation round")
    parser.add_argument("--self-eval-games", type=int, default=256,
                        help="fixed games (base seed 500,000) that score each self-imitation round")
    parser.add_argument("--self-keep", type=int, default=4, help="rounds whose won games self-imitation trains on")
    parser.add_argument("--self-lr", type=float, default=3e-4, help="self-imitation's Adam step size")
    parser.add_argument("--self-seed", type=int, default=100_000,
                        help="round r of self-imitation plays from base seed SELF_SEED + 7919 r")
    parser.add_argument("--temperature", type=float, default=0.5, help="self-imitation samples logits / this")
    parser.add_argument("--opponent", default="medium", help="the bot self-imitation and PPO play against")
    parser.add_argument("--iterations", type=int, default=30, help="PPO iterations (0: imitation only)")
    parser.add_argument("--value-warmup", type=int, default=2, help="first PPO iterations training the value only")
    parser.add_argument("--envs", type=int, default=64, help="games played at once by PPO, half in each seat")
    parser.add_argument("--steps", type=int, default=128, help="moves per game per PPO iteration")
    parser.add_argument("--ppo-lr", type=float, default=1e-4)
    parser.add_argument("--gamma", type=float, default=0.995)
    parser.add_argument("--lam", type=float, default=0.95)
    parser.add_argument("--clip", type=float, default=0.1)
    parser.add_argument("--epochs-ppo", type=int, default=3, help="passes over each PPO iteration's moves")
    parser.add_argument("--minibatches", type=int, default=8)
    parser.add_argument("--ent-coef", type=float, default=0.003)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True, metavar="FILE", help="the network file to write")
    parser.add_argument("--curve", required=True, metavar="PREFIX", help="write PREFIX.csv and PREFIX.svg")
    args = parser.parse_args()
    check_args(args)
    options = {"players": "2", **ppo.parse_options(args.option)}
    rng = np.random.default_rng(args.seed)
    began = time.process_time()
    cpu = lambda: round(time.process_time() - began, 1)  # noqa: E731
    rows = []
    print(",".join(COLUMNS), flush=True)

    def emit(row):
        rows.append(row)
        print(",".join(str(row[c]) if isinstance(row[c], (int, str)) else f"{row[c]:.4f}" for c in COLUMNS), flush=True)

    if args.init:
        start = learned.read(args.init)
        if start.game != args.game:
            sys.exit(f"--init {args.init}: a network of {start.game}, not {args.game}")
        mean, scale, clip = start.mean, start.scale, start.clip
        hidden = [b.shape[0] for _, b in start.layers[:-1]]
        params = {}
        for k, (w, b) in enumerate(start.layers):
            params[f"pi.{k}.w"], params[f"pi.{k}.b"] = w.copy(), b.copy()
        norm = lambda o: np.clip((o.astype(np.float32) - mean) * scale, -clip, clip)  # noqa: E731
    else:
        params, mean, scale, clip, hidden, norm = imitation_stages(args, options, rng, emit, cpu)
    if args.self_rounds:
        self_imitate(params, mean, norm, args, options, rng, emit, cpu)
    if args.iterations:
        if "v.0.w" not in params:  # a network read from a file has no value network: a new one
            fresh = ppo.init_params(rng, len(mean), params[f"pi.{len(hidden)}.b"].shape[0], hidden)
            params.update({k: v for k, v in fresh.items() if k.startswith("v.")})
        improve(params, mean, scale, clip, args, options, rng, emit, cpu)
    command = "python python/examples/train_learned.py " + shlex.join(sys.argv[1:])
    layers = [(params[f"pi.{k}.w"], params[f"pi.{k}.b"]) for k in range(len(hidden) + 1)]
    learned.write(args.out, learned.Network(args.game, options, mean, scale, clip, layers, command))
    with open(args.curve + ".csv", "x") as f:
        f.write(",".join(COLUMNS) + "\n")
        for r in rows:
            f.write(",".join(str(r[c]) if isinstance(r[c], (int, str)) else f"{r[c]:.4f}" for c in COLUMNS) + "\n")
    with open(args.curve + ".svg", "x") as f:
        after = [name for name, n in (("DAgger", args.dagger_rounds), ("self-imitation", args.self_rounds),
                                      ("PPO", args.iterations)) if n]
        first = f"from {os.path.basename(args.init)}" if args.init else f"imitation of {args.teacher}"
        f.write(curve_svg(rows, f"learned, {args.game}: {first}"
                          + (f", then {' and '.join(after)} against {args.opponent}" if after else "")))
    print(f"# wrote {args.out}; {cpu()} s of CPU in all", file=sys.stderr)


if __name__ == "__main__":
    main()
