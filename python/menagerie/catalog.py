"""The registered games, as the engines describe them."""

from __future__ import annotations

import functools
import json

from ._native import call_string


@functools.cache
def _catalog_json() -> str:
    return call_string("mng_catalog")


def games() -> list[dict]:
    """Every registered game, in menu order: its name, title, summary, rules
    version, player counts (the default first) and rule options (name,
    default, help)."""
    return json.loads(_catalog_json())


def names() -> list[str]:
    """The registered games' names."""
    return [g["name"] for g in games()]
