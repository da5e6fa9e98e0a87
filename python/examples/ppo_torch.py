"""Masked PPO in PyTorch that learns to beat the random bot, then saves its policy.

    pip install './python[torch]'   # CPU is enough; an extra, which CI does not install
    python python/examples/ppo_torch.py --game tableau --save tableau.npz --svg curve.svg

The same algorithm, settings, curve and saved policy as ppo.py, with PyTorch's autograd in place
of the backward pass written by hand: ppo.py is the one the project's tests train, and this one
is where to start for larger networks or a GPU (--device cuda). Seat 0 of a batch of games
(``menagerie.Batch``) is played by the policy against the random bot in the other seats; its
logits over the game's fixed action space are masked (illegal actions get probability 0 and no
gradient) and a value network shares its normalised observation. The policy is saved in ppo.py's
npz format, so play_policy.py plays it against any bot without PyTorch.
"""

from __future__ import annotations

import sys

import numpy as np

try:
    import torch
    from torch import nn
except ImportError:
    sys.exit("ppo_torch: this example needs PyTorch: pip install 'menagerie[torch]' or pip install torch "
             "(ppo.py needs numpy alone)")

import menagerie
from ppo import COLUMNS, Normalizer, argument_parser, gae, parse_options, players_of, run


def mlp(sizes, out_gain):
    """A tanh MLP with the layer sizes given: orthogonal weights, scaled by sqrt(2) for the
    hidden layers and out_gain for the last; biases 0 (ppo.py's initialisation)."""
    layers = []
    for k, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        linear = nn.Linear(m, n)
        nn.init.orthogonal_(linear.weight, out_gain if k == len(sizes) - 2 else np.sqrt(2.0))
        nn.init.zeros_(linear.bias)
        layers += [linear, nn.Tanh()]
    return nn.Sequential(*layers[:-1])


class Agent(nn.Module):
    """The policy's network and the value's, each with the hidden layers given."""

    def __init__(self, obs_size, action_size, hidden):
        super().__init__()
        self.pi = mlp([obs_size, *hidden, action_size], 0.01)
        self.v = mlp([obs_size, *hidden, 1], 1.0)

    def policy(self, x, mask):
        """The masked policy: a categorical distribution over the legal actions of each row."""
        logits = self.pi(x).masked_fill(~mask, torch.finfo(torch.float32).min)
        return torch.distributions.Categorical(logits=logits)

    def value(self, x):
        return self.v(x)[:, 0]

    def params(self):
        """The weights as ppo.py names and lays them out (pi.0.w of shape (in, out), ...), as
        numpy arrays, for save_policy."""
        out = {}
        for net in ("pi", "v"):
            linears = [m for m in getattr(self, net) if isinstance(m, nn.Linear)]
            for k, linear in enumerate(linears):
                out[f"{net}.{k}.w"] = linear.weight.detach().cpu().numpy().T.copy()
                out[f"{net}.{k}.b"] = linear.bias.detach().cpu().numpy().copy()
        return out


def ppo_loss(agent, x, mask, actions, old_logp, advantages, returns, clip, vf_coef, ent_coef):
    """PPO's clipped loss on a minibatch, with a value loss and an entropy bonus; the loss and
    its statistics (ppo.py's ppo_loss, with autograd)."""
    dist = agent.policy(x, mask)
    logp = dist.log_prob(actions)
    # Categorical's entropy sums p log p over every action; a masked one has p = 0 exactly.
    entropy = dist.entropy()
    ratio = torch.exp(logp - old_logp)
    clipped = torch.clamp(ratio, 1.0 - clip, 1.0 + clip)
    pg_loss = -torch.min(ratio * advantages, clipped * advantages).mean()
    v_loss = 0.5 * ((agent.value(x) - returns) ** 2).mean()
    loss = pg_loss + vf_coef * v_loss - ent_coef * entropy.mean()
    with torch.no_grad():
        stats = {
            "entropy": float(entropy.mean()),
            "value_loss": float(v_loss),
            "approx_kl": float(((ratio - 1.0) - (logp - old_logp)).mean()),
            "clip_fraction": float(((ratio - 1.0).abs() > clip).float().mean()),
        }
    return loss, stats


def train(args, emit):
    """Trains a policy as args say, calling emit with each iteration's row of the curve;
    returns the policy's weights as ppo.py lays them out, and its normalizer."""
    options = parse_options(args.option)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    device = torch.device(args.device)
    bots = [None] + ["random"] * (players_of(args.game, options) - 1)
    batch = menagerie.Batch(args.game, args.envs, seed=args.seed, bots=bots, workers=args.workers, **options)
    agent = Agent(batch.observation_size, batch.action_size, [int(h) for h in args.hidden.split(",")]).to(device)
    adam = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)
    normalizer = Normalizer(batch.observation_size)
    T, n = args.steps, args.envs
    xs = np.zeros((T, n, batch.observation_size), np.float32)
    masks = np.zeros((T, n, batch.action_size), bool)
    actions = np.zeros((T, n), np.int64)
    logps = np.zeros((T, n), np.float32)
    values = np.zeros((T, n), np.float32)
    rewards = np.zeros((T, n), np.float32)
    dones = np.zeros((T, n), np.float32)
    obs, mask, *_ = batch.reset()
    normalizer.update(obs)
    for iteration in range(1, args.iterations + 1):
        for group in adam.param_groups:
            group["lr"] = args.lr * (1.0 - (iteration - 1) / args.iterations)
        results = []
        for t in range(T):
            xs[t] = normalizer(obs)
            masks[t] = mask
            with torch.no_grad():
                x, m = torch.from_numpy(xs[t]).to(device), torch.from_numpy(masks[t]).to(device)
                dist = agent.policy(x, m)
                action = dist.sample()
                actions[t], logps[t] = action.cpu().numpy(), dist.log_prob(action).cpu().numpy()
                values[t] = agent.value(x).cpu().numpy()
            obs, mask, reward, done, _ = batch.step(actions[t])
            rewards[t], dones[t] = reward[:, 0], done
            results.extend(reward[done, 0])
            normalizer.update(obs)
        with torch.no_grad():
            last_value = agent.value(torch.from_numpy(normalizer(obs)).to(device)).cpu().numpy()
        advantages = gae(rewards, values, dones, last_value, args.gamma, args.lam)
        returns = advantages + values
        data = [torch.from_numpy(a.reshape(T * n, *a.shape[2:])).to(device)
                for a in (xs, masks, actions, logps, advantages.astype(np.float32), returns.astype(np.float32))]
        size = T * n // args.minibatches
        stats = []
        for _ in range(args.epochs):
            order = torch.from_numpy(rng.permutation(T * n)).to(device)
            for start in range(0, size * args.minibatches, size):
                x, m, a, lp, adv, ret = (d[order[start : start + size]] for d in data)
                adv = (adv - adv.mean()) / (adv.std(unbiased=False) + 1e-8)
                loss, s = ppo_loss(agent, x, m, a, lp, adv, ret, args.clip, args.vf_coef, args.ent_coef)
                adam.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
                adam.step()
                stats.append(s)
        results = np.array(results)
        emit({
            "iteration": iteration,
            "games": len(results),
            "win_rate": float((results > 0).mean()) if len(results) else float("nan"),
            **{k: float(np.mean([s[k] for s in stats])) for k in COLUMNS[3:]},
        })
    batch.close()
    return agent.params(), normalizer


def main():
    parser = argument_parser(__doc__.split("\n\n")[0])
    parser.add_argument("--device", default="cpu", help="where the networks train: cpu, cuda, ...")
    args = parser.parse_args()
    torch.set_num_threads(1)  # the engines' threads use the other cores (see ppo.py)
    run(args, train, "ppo_torch", "PPO (PyTorch) against the random bot")


if __name__ == "__main__":
    main()
