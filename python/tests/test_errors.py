"""Bad arguments raise MenagerieError (a ValueError) naming the problem;
the interpreter goes on."""

import numpy as np
import pytest

import menagerie
from menagerie import MenagerieError


@pytest.mark.parametrize(
    "make,match",
    [
        (lambda: menagerie.env("chess"), 'unknown game "chess"'),
        (lambda: menagerie.env("cardbattle", colour="red"), 'unknown option "colour"'),
        (lambda: menagerie.env("cardbattle", players=3), "players"),
        (lambda: menagerie.env("dojo", bots=[None, "wizard"]), 'unknown kind "wizard"'),
        (lambda: menagerie.env("dojo", bots=["random", "random"]), "the caller must play at least one"),
        (lambda: menagerie.env("dojo", bots={5: "random"}), "no seat 5"),
        (lambda: menagerie.env("dojo", render_mode="rgb_array"), "render_mode"),
        (lambda: menagerie.Batch("tableau", 0), "n=0"),
        (lambda: menagerie.Batch("tableau", 2, seed=-1), "seed=-1"),
        (lambda: menagerie.Batch("tableau", 2, workers=1000), "workers 1000"),
        (lambda: menagerie.Batch("tableau", 2, bots="random"), "a spec \\(or None\\) per seat"),
    ],
)
def test_bad_construction(make, match):
    with pytest.raises(MenagerieError, match=match):
        make()


def test_bad_actions_in_an_environment():
    env = menagerie.env("cardbattle")
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    for action, match in [
        (len(mask), "outside cardbattle's action space"),
        (-1, "outside"),
        (2**40, "outside"),
        (int(np.flatnonzero(mask == 0)[0]), "is not legal now"),
        ("buy", "not an action index"),
        (1.5, "not an action index"),
    ]:
        with pytest.raises(MenagerieError, match=match):
            env.step(action)
    # Nothing was played: the same agent still has the same choice.
    assert env.agent_selection == agent
    np.testing.assert_array_equal(env.observe(agent)["action_mask"], mask)
    env.step(int(mask.argmax()))


def test_bad_actions_in_a_batch():
    batch = menagerie.Batch("dojo", 2, seed=1)
    _, mask, *_ = batch.reset()
    good = mask.argmax(axis=1).astype(np.int32)
    before = batch.observe(0, 0)
    for actions, match in [
        (good[:1], "want 2 whole numbers"),
        (good.astype(np.float32), "want 2 whole numbers"),
        (np.array([good[0], batch.action_size]), "game slot 1: .*outside dojo's action space"),
        (np.array([good[0], 2**40]), "outside the action space"),
        (np.array([int(np.flatnonzero(mask[0] == 0)[0]), good[1]]), "game slot 0: .*not legal now"),
    ]:
        with pytest.raises(MenagerieError, match=match):
            batch.step(actions)
    np.testing.assert_array_equal(batch.observe(0, 0), before)
    for call, match in [
        (lambda: batch.observe(5, 0), "no game in slot 5"),
        (lambda: batch.observe(0, 2), "no seat 2"),
        (lambda: batch.observation(0, -1), "no seat -1"),
        (lambda: batch.last_record(0), "no game has ended in slot 0"),
        (lambda: batch.start(9, 1), "no game slot 9"),
        (lambda: batch.action_index(2**40), "not an engine action"),
    ]:
        with pytest.raises(MenagerieError, match=match):
            call()
    batch.step(good)
    batch.close()
    batch.close()
    with pytest.raises(MenagerieError, match="closed"):
        batch.step(good)
