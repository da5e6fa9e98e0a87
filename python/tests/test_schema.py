"""The generated segment map and option types agree with the engines."""

import pytest

import menagerie
from menagerie import _schema


#: every mapped configuration: a game and its options
CONFIGS = [
    pytest.param(game, c["options"], id=game + "".join(f"-{k}={v}" for k, v in c["options"].items()))
    for game, mapped in _schema.SEGMENTS.items()
    for c in mapped
]


@pytest.mark.parametrize("game,options", CONFIGS)
def test_the_segments_fill_the_observation(game, options):
    segments = menagerie.segments(game, **options)
    offset = 0
    for s in segments:
        assert s.offset == offset, f"{s.name} starts at {s.offset}, after {offset} values"
        assert s.size >= 0 and s.meaning
        offset += s.size
    with menagerie.Batch(game, 1, 0, **options) as batch:
        assert offset == batch.observation_size
        obs, *_ = batch.reset()
        assert obs.shape[1] == offset


def test_options_given_as_python_values_find_their_map():
    assert menagerie.segments("cardbattle", players=4, packs=["classic", "golden"]) == menagerie.segments(
        "cardbattle", players="4", packs="classic,golden"
    )
    assert menagerie.segments("cardbattle", players=2) == menagerie.segments("cardbattle")


@pytest.mark.parametrize(
    "call,message",
    [
        (lambda: menagerie.segments("chess"), 'unknown game "chess"'),
        (lambda: menagerie.segments("tableau", market="4x4"), "no segment map"),
        (lambda: menagerie.rule_options("chess"), 'unknown game "chess"'),
    ],
)
def test_what_is_not_mapped_is_refused(call, message):
    with pytest.raises(menagerie.MenagerieError, match=message):
        call()


def test_the_option_types_are_the_catalogs():
    for g in menagerie.games():
        typed = menagerie.rule_options(g["name"])
        assert [o["name"] for o in typed] == [o["name"] for o in g["options"]]
        for o, c in zip(typed, g["options"]):
            assert o["type"] == c.get("type", "text") and o["default"] == c["default"]
            assert o["values"] == c.get("values", [])
