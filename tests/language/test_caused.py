"""LP205 through the events the book causes (R-PLAY-4, R-CUSTOM-2): a rule that draws after
every play causes a draw event on every play, so a hook on ``draw`` that takes from the
pile, maybe in another file, takes the play off after every play, whoever gets it."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_book, lint_text

CAUSE = 'rule "Cause"\n  after play{when}:\n    {who} draws 1 card\n'
TAKE = 'rule "Take"\n  after draw{when}:\n    {who} takes 1 card from the pile\n'


def _book(cause: str, take: str) -> list[list[str]]:
    results = lint_book([("a.lopti", cause), ("b.lopti", take)])
    return [[d.code for d in r.diagnostics] for r in results]


@pytest.mark.parametrize("taker", ["previous player", "next player"])
def test_r_play_4_a_draw_after_every_play_lets_a_draw_hook_take_every_play(taker: str) -> None:
    cause = CAUSE.format(when="", who="next player")
    take = TAKE.format(when="", who=taker)
    assert lint_text(cause, "a.lopti").diagnostics == []
    assert _book(cause, take) == [["LP205"], ["LP205"]]
    (d,) = lint_book([("a.lopti", cause), ("b.lopti", take)])[0].diagnostics
    assert 'rule "Cause"' in d.message and "causes a draw after every play" in d.message


@each.parametrize(("cause", "take"), [
    (CAUSE.format(when=" when play.rank is 4", who="next player"),  # only after some plays
     TAKE.format(when="", who="previous player")),
    (CAUSE.format(when="", who="next player"),  # only on some of the draws
     TAKE.format(when=" when hand of acting player is 0", who="previous player")),
    (CAUSE.format(when="", who="next player"),  # from the cleared cards, never the pile
     'rule "Take"\n  after draw:\n    previous player takes the top cleared card\n'),
    ('rule "Cause"\n  after clear:\n    next player draws 1 card\n',  # no play stands
     TAKE.format(when="", who="previous player")),
])
def test_r_play_4_near_misses_through_a_caused_draw_stay_clean(cause: str, take: str) -> None:
    assert _book(cause, take) == [[], []]


def test_r_play_4_a_take_from_the_pile_in_a_draw_hook_alone_stays_clean() -> None:
    """The turn's own draw comes only to a hand below three: not every play."""
    assert lint_text(TAKE.format(when="", who="previous player"), "b.lopti").diagnostics == []
