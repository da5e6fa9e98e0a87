"""Steps per second of the Python API, per game: one AEC environment, and
batches stepped with one call into the engines.

    python python/benchmarks/steps.py [--seconds 3] [--size 256] [--compare]

Every seat is played by the caller with the first legal index (the argmax
of the mask), in both APIs; the policy's own cost is in the figures. An AEC
step is one agent's ``last()`` (its observation and mask, copied) and
``step()``; a batch step is one game's step inside ``Batch.step``. Each
figure is given per second of wall time and, after the slash, per second
of this process's CPU time (all its threads): on a machine shared with
other work the second is what an idle core would give. Prints a Markdown
table. --compare measures PettingZoo's own card and board games, pure
Python, with the same AEC loop (they need ``pip install
'pettingzoo[classic]==1.27.0'``).
"""

import argparse
import time

import menagerie


class Clock:
    """Wall and CPU time since it was made."""

    def __init__(self):
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def elapsed(self):
        return time.perf_counter() - self.wall

    def rates(self, steps):
        """steps per second of wall time and of CPU time, as text."""
        wall, cpu = self.elapsed(), time.process_time() - self.cpu
        return f"{steps / wall:,.0f} / {steps / cpu:,.0f}"


def aec_steps_per_second(env, seconds):
    env.reset(seed=1)
    steps = 0
    clock = Clock()
    while clock.elapsed() < seconds:
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(obs["action_mask"].argmax()))
            steps += 1
        env.reset()
    rate = clock.rates(steps)
    env.close()
    return rate


def batch_steps_per_second(game, size, workers, seconds):
    with menagerie.Batch(game, size, seed=1, workers=workers) as batch:
        _, mask, *_ = batch.reset()
        calls = 0
        clock = Clock()
        while clock.elapsed() < seconds:
            _, mask, *_ = batch.step(mask.argmax(axis=1))
            calls += 1
        return clock.rates(calls * size)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--size", type=int, default=256, help="games in a batch")
    parser.add_argument("--compare", action="store_true", help="measure PettingZoo's classic games too")
    args = parser.parse_args()
    print(f"| game | AEC, one env | batch of {args.size}, 1 thread | batch of {args.size}, 2 threads |")
    print("|---|---|---|---|")
    for game in menagerie.names():
        aec = aec_steps_per_second(menagerie.env(game), args.seconds)
        one = batch_steps_per_second(game, args.size, 1, args.seconds)
        two = batch_steps_per_second(game, args.size, 2, args.seconds)
        print(f"| {game} | {aec} | {one} | {two} |", flush=True)
    if args.compare:
        from pettingzoo.classic import connect_four_v3, leduc_holdem_v4, texas_holdem_v4

        for module in (leduc_holdem_v4, texas_holdem_v4, connect_four_v3):
            aec = aec_steps_per_second(module.env(), args.seconds)
            print(f"| PettingZoo {module.__name__.rsplit('.', 1)[1]} | {aec} | | |", flush=True)


if __name__ == "__main__":
    main()
