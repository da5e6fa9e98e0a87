"""What the numbers of a game's numeric observation hold, and the types of
its rule options, as each game declares them (generated into _schema)."""

from __future__ import annotations

from typing import NamedTuple

from . import _schema
from ._native import MenagerieError
from .batch import option_lines


class Segment(NamedTuple):
    """A named run of the numeric observation: values
    ``observation[offset:offset + size]`` hold what meaning says, each from
    0 to max (the observation space's bounds)."""

    name: str
    offset: int
    size: int
    meaning: str
    max: float


def _declared(game: str) -> str:
    if game not in _schema.SEGMENTS:
        raise MenagerieError(f'unknown game "{game}" (known: {", ".join(_schema.SEGMENTS)})')
    return game


def segments(game: str, **options) -> list[Segment]:
    """The segments of the numeric observation of the game called game with
    rule options (as :func:`menagerie.env` takes them), in order. They are
    mapped for each player count with the other options at their defaults
    and for each published preset; other options raise MenagerieError."""
    defaults = {o["name"]: o["default"] for o in _schema.OPTIONS[_declared(game)]}
    given = {}
    for line in option_lines(options).splitlines():
        key, value = line.split("=", 1)
        if defaults.get(key) != value:
            given[key] = value
    for config in _schema.SEGMENTS[game]:
        if config["options"] == given:
            meanings = _schema.MEANINGS[game]
            return [Segment(name, offset, size, meanings[name], float(hi)) for name, offset, size, hi in config["segments"]]
    mapped = "; ".join(", ".join(f"{k}={v}" for k, v in c["options"].items()) or "the defaults" for c in _schema.SEGMENTS[game])
    raise MenagerieError(f"{game}: no segment map for options {given or 'the defaults'} (mapped: {mapped})")


def rule_options(game: str) -> list[dict]:
    """The game's rule options in order: name, type (text, choice, bool, int
    or list), default, help, the values a choice or list draws from and an
    int's bounds (min, max)."""
    return [dict(o, values=list(o["values"])) for o in _schema.OPTIONS[_declared(game)]]
