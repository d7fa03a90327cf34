"""The players still in, where the game keeps two or more in (R-VOTE-7, issue 29;
``analysis/meaningsets.py``, ``two_in``): a turn is played only while two players are in,
and only its player may go out during it, so at the deal, a swap, a turn's start, a
take-up and a pickup (in a book no rule of which makes one) ``table.players_in`` is 2 or
more: there ``is less than 3`` is ``is 2`` (redteam21 ``identity-duel-threshold``), and
LP506 finds the two written in two files. After a play, a flip or a player going out the
last but one may just have gone out, and a pickup a house rule makes may come then: those
stay apart."""

from __future__ import annotations

from support import each

from lopti_rules.language import meaning_text
from lopti_rules.tools.bookgate import judge_static


def hook(head: str, action: str = "acting player draws 1 card") -> str:
    return f'rule "x"\n  {head}:\n    {action}\n'


def same(a: str, b: str) -> bool:
    return meaning_text(a) == meaning_text(b)


@each.parametrize(("a", "b"), [
    ("after pickup when table.players_in is 2",
     "after pickup when table.players_in is less than 3"),
    ("after pickup when table.players_in is 2",
     "after pickup when table.players_in is at most 2"),
    ("after take_up when table.players_in is at most 2",
     "after take_up when table.players_in is not one of 3, 4, 5"),
    ("before turn when table.players_in is 2", "before turn when table.players_in is less than 3"),
    ("after pickup", "after pickup when table.players_in is at least 2"),
    ("after swap when table.players_in is 2",
     "after swap when table.players_in is less than 3"),
])
def test_r_vote_7_two_players_are_in_at_a_turns_own_steps(a: str, b: str) -> None:
    assert same(hook(a), hook(b))


@each.parametrize(("a", "b"), [
    # after a play the last but one may just have gone out: one player in
    ("after play when table.players_in is 2",
     "after play when table.players_in is less than 3"),
    ("after flip when table.players_in is 2", "after flip when table.players_in is at most 2"),
    ("after out when table.players_in is 2", "after out when table.players_in is less than 3"),
    # different thresholds stay different
    ("after pickup when table.players_in is 2",
     "after pickup when table.players_in is less than 4"),
])
def test_r_vote_7_where_one_player_may_be_in_the_thresholds_stay_apart(a: str, b: str) -> None:
    assert not same(hook(a), hook(b))


def test_r_vote_7_a_pickup_a_house_rule_makes_may_come_with_one_player_in() -> None:
    """``after out: next player picks up the pile`` makes a pickup just as the last but one
    goes out: in a book with it, a pickup's ``players_in`` may be 1."""
    maker = '\nrule "y"\n  after out:\n    next player picks up the pile\n'
    a = hook("after pickup when table.players_in is 2") + maker
    b = hook("after pickup when table.players_in is less than 3") + maker
    assert not same(a, b)


def _codes(*texts: str) -> list[str]:
    files = [(f"{k}.lopti", t) for k, t in enumerate(texts)]
    return sorted(d.code for r in judge_static(files).results for d in r.diagnostics)


def test_r_vote_4_the_duel_threshold_written_twice_is_one_rule_twice() -> None:
    """redteam21 ``identity-duel-threshold``, reworded: a give at a pickup while two are
    in, once as ``is 2`` and once as ``is at most 2`` (Dutch keywords in the set)."""
    a = 'rule "Duel"\n  after pickup when table.players_in is 2:\n' \
        '    the picker may give up to 1 card to their left\n'
    b = 'rule "Pair"\n  after pickup when table.players_in is at most 2:\n' \
        '    the picker may give up to 1 card to their left\n'
    assert "LP506" in _codes(a, b)
    # a near miss: at three players or fewer is not the same rule
    c = 'rule "Trio"\n  after pickup when table.players_in is at most 3:\n' \
        '    the picker may give up to 1 card to their left\n'
    assert "LP506" not in _codes(a, c)
