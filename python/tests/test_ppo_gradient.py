"""The PPO example's hand-written backward pass against finite differences."""

import importlib.util

import numpy as np
import pytest

from conftest import REPOSITORY


def load_ppo():
    spec = importlib.util.spec_from_file_location("ppo", REPOSITORY / "python" / "examples" / "ppo.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ppo = load_ppo()


def minibatch(rng, n=12, obs_size=7, action_size=9, hidden=(5, 4)):
    """A small float64 network and a minibatch with masked actions: every row has 1 to 5
    legal actions, the action taken among them, and old log-probabilities that put some
    ratios outside the clip range on both sides."""
    params = {k: v.astype(np.float64) for k, v in ppo.init_params(rng, obs_size, action_size, list(hidden)).items()}
    for k in params:  # larger weights than the initial ones, so that no gradient is tiny
        params[k] += 0.5 * rng.standard_normal(params[k].shape)
    x = rng.standard_normal((n, obs_size))
    mask = np.zeros((n, action_size), bool)
    for i in range(n):
        mask[i, rng.choice(action_size, rng.integers(1, 6), replace=False)] = True
    actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
    logp = ppo.masked_log_softmax(ppo.policy_logits(params, x), mask)[np.arange(n), actions]
    old_logp = logp + rng.choice([-0.5, -0.05, 0.05, 0.5], n)
    advantages = rng.standard_normal(n)
    returns = rng.standard_normal(n)
    return params, (x, mask, actions, old_logp, advantages, returns)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_gradient_matches_finite_differences(seed):
    rng = np.random.default_rng(seed)
    params, data = minibatch(rng)
    x, mask, actions, old_logp = data[:4]
    ratios = np.exp(ppo.masked_log_softmax(ppo.policy_logits(params, x), mask)[np.arange(12), actions] - old_logp)
    assert (ratios > 1.2).any() and (ratios < 0.8).any() and ((ratios > 0.8) & (ratios < 1.2)).any()
    _, grads, _ = ppo.ppo_loss(params, *data, clip=0.2, vf_coef=0.5, ent_coef=0.05)
    assert sorted(grads) == sorted(params)
    eps = 1e-6
    for name, value in params.items():
        numeric = np.zeros_like(value)
        for i in np.ndindex(value.shape):
            saved = value[i]
            value[i] = saved + eps
            plus = ppo.ppo_loss(params, *data, clip=0.2, vf_coef=0.5, ent_coef=0.05)[0]
            value[i] = saved - eps
            minus = ppo.ppo_loss(params, *data, clip=0.2, vf_coef=0.5, ent_coef=0.05)[0]
            value[i] = saved
            numeric[i] = (plus - minus) / (2 * eps)
        assert grads[name].shape == value.shape, name
        np.testing.assert_allclose(grads[name], numeric, rtol=1e-5, atol=1e-8, err_msg=name)
        assert np.abs(numeric).max() > 1e-4, f"{name}: the check needs gradients that are not all ~0"


def test_masked_actions_get_no_probability_and_no_gradient():
    rng = np.random.default_rng(4)
    params, (x, mask, actions, old_logp, advantages, returns) = minibatch(rng)
    logits = ppo.policy_logits(params, x)
    logp = ppo.masked_log_softmax(logits, mask)
    assert np.all(np.exp(logp)[~mask] == 0.0)
    np.testing.assert_allclose(np.exp(logp).sum(axis=1), 1.0)
    # The loss's gradient with respect to the logits, read off the last layer's bias per row.
    for i in range(len(actions)):
        one = slice(i, i + 1)
        _, grads, _ = ppo.ppo_loss(params, x[one], mask[one], actions[one], old_logp[one], advantages[one],
                                   returns[one], clip=0.2, vf_coef=0.5, ent_coef=0.05)
        last = max(int(k.split(".")[1]) for k in params if k.startswith("pi."))
        assert np.all(grads[f"pi.{last}.b"][~mask[i]] == 0.0)
        assert np.all(np.isfinite(grads[f"pi.{last}.b"]))


def test_sampling_draws_only_legal_actions_by_their_probabilities():
    rng = np.random.default_rng(5)
    logits = np.array([[2.0, 0.0, 1.0, 5.0]] * 20000)
    mask = np.array([[True, True, True, False]] * 20000)
    actions, logp = ppo.sample_masked(rng, logits, mask)
    assert not (actions == 3).any()
    want = np.exp([2.0, 0.0, 1.0]) / np.exp([2.0, 0.0, 1.0]).sum()
    np.testing.assert_allclose(np.bincount(actions, minlength=3) / 20000, want, atol=0.015)
    np.testing.assert_allclose(logp, np.log(want[actions]))


def test_gae_stops_at_the_end_of_a_game():
    rewards = np.array([[0.0], [1.0], [0.0]])
    values = np.array([[0.5], [0.25], [0.75]])
    dones = np.array([[0.0], [1.0], [0.0]])
    adv = ppo.gae(rewards, values, dones, last_value=np.array([2.0]), gamma=0.9, lam=0.5)
    # The last step bootstraps from last_value; the second ends its game, so it sees none of it.
    d2 = 0.0 + 0.9 * 2.0 - 0.75
    d1 = 1.0 - 0.25
    d0 = 0.0 + 0.9 * 0.25 - 0.5
    np.testing.assert_allclose(adv[:, 0], [d0 + 0.45 * d1, d1, d2])
