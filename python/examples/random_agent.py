"""A random agent: every seat plays a random legal action, read from the action mask.

    python python/examples/random_agent.py --game dojo --seed 7
"""

import argparse

import numpy as np

import menagerie

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("--game", default="cardbattle", choices=menagerie.names())
parser.add_argument("--seed", type=int, default=7)
args = parser.parse_args()

rng = np.random.default_rng(args.seed)
env = menagerie.env(args.game)
env.reset(seed=args.seed)
returns = {}
for agent in env.agent_iter():
    obs, reward, terminated, truncated, info = env.last()
    if terminated or truncated:
        returns[agent] = reward
        env.step(None)
    else:
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
print(" ".join(f"{agent}: {returns[agent]:+g}" for agent in env.possible_agents))
