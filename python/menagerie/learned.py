"""The learned bot's network file: a small MLP over a seat's numeric
observation, as the Go bot level ``learned`` reads it (``agent/mlp.go``).

A file is one line of JSON (the header), a newline, then little-endian
float32 numbers in this order: the observation's mean (``observation_size``
values), its scale (the same count: the observation less the mean, times
the scale, clipped to ``[-clip, clip]``, is the network's input), then for
each layer its weights (``inputs x outputs``, row by row) and its biases
(``outputs``). Hidden layers apply tanh; the last gives one logit per index
of the game's action space. The bot plays the legal index of highest logit
(the lowest index among equal ones).

The header holds ``format`` (1), ``game``, ``options`` (the configuration
trained on), ``observation_size``, ``action_size``, ``layers`` (the sizes,
input first), ``clip`` and ``trained`` (how the network was made).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import numpy as np

#: the file format this module writes and reads
FORMAT = 1


@dataclass
class Network:
    """A learned bot's network: its header's facts and its numbers."""

    game: str
    options: dict
    mean: np.ndarray
    scale: np.ndarray
    clip: float
    #: (weights, biases) per layer, weights of shape (inputs, outputs)
    layers: list = field(default_factory=list)
    trained: str = ""

    @property
    def observation_size(self) -> int:
        return len(self.mean)

    @property
    def action_size(self) -> int:
        return self.layers[-1][1].shape[0]

    def inputs(self, obs: np.ndarray) -> np.ndarray:
        """The network's input for observations (rows of obs): centred,
        scaled and clipped, as float32."""
        x = (np.asarray(obs, np.float32) - self.mean) * self.scale
        return np.clip(x, -self.clip, self.clip).astype(np.float32)

    def logits(self, obs: np.ndarray) -> np.ndarray:
        """One logit per action index for each row of obs, in float32."""
        h = self.inputs(obs)
        for k, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if k < len(self.layers) - 1:
                h = np.tanh(h)
        return h

    def choose(self, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The bot's action index for each row: the legal index (mask 1)
        of highest logit."""
        z = np.where(np.asarray(mask) != 0, self.logits(obs), -np.inf)
        return z.argmax(axis=-1)


def write(path, net: Network) -> None:
    """Writes net to a new file at path (an existing file is refused)."""
    sizes = [net.observation_size] + [b.shape[0] for _, b in net.layers]
    for k, (w, b) in enumerate(net.layers):
        if w.shape != (sizes[k], sizes[k + 1]):
            raise ValueError(f"layer {k}: weights of shape {w.shape}, want {(sizes[k], sizes[k + 1])}")
    header = {
        "format": FORMAT,
        "game": net.game,
        "options": {k: str(v) for k, v in net.options.items()},
        "observation_size": net.observation_size,
        "action_size": net.action_size,
        "layers": sizes,
        "clip": net.clip,
        "trained": net.trained,
    }
    parts = [net.mean, net.scale]
    for w, b in net.layers:
        parts += [w, b]
    with open(path, "xb") as f:
        f.write(json.dumps(header, sort_keys=True).encode() + b"\n")
        for p in parts:
            f.write(np.ascontiguousarray(p, dtype="<f4").tobytes())


def read(path) -> Network:
    """Reads a network file written by :func:`write`."""
    with open(path, "rb") as f:
        data = f.read()
    line, sep, rest = data.partition(b"\n")
    if not sep:
        raise ValueError(f"{path}: no header line")
    header = json.loads(line)
    if header.get("format") != FORMAT:
        raise ValueError(f"{path}: format {header.get('format')!r}, want {FORMAT}")
    sizes = header["layers"]
    numbers = np.frombuffer(rest, dtype="<f4")
    want = 2 * sizes[0] + sum(m * n + n for m, n in zip(sizes[:-1], sizes[1:]))
    if len(numbers) != want:
        raise ValueError(f"{path}: {len(numbers)} numbers after the header, want {want}")
    at = 0

    def take(*shape):
        nonlocal at
        count = int(np.prod(shape))
        out = numbers[at : at + count].reshape(shape).astype(np.float32)
        at += count
        return out

    mean, scale = take(sizes[0]), take(sizes[0])
    layers = [(take(m, n), take(n)) for m, n in zip(sizes[:-1], sizes[1:])]
    return Network(header["game"], header["options"], mean, scale, float(header["clip"]), layers, header.get("trained", ""))


__all__ = ["FORMAT", "Network", "read", "write"]
