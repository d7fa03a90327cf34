"""Rule identity (R-VOTE-7) of a guard on what its event fixes (session 34, redteam26
``identity-second-out-by-count`` and ``identity-take-up-count-or-hand``): after a player
goes out the players still in are the table size less the places taken (R-WIN-4), and
after a take-up the taker's hand is the cards taken up, as only an empty hand takes up
(R-FACE-1). Two guards that pick the same moments are one rule; a guard on another
moment, another player or another measure stays its own rule."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.sessions.checks import rule_identity


def rule(head: str, action: str = "next player draws 1 card", name: str = "x") -> str:
    return f'rule "{name}"\n  {head}:\n    {action}\n'


@each.parametrize(("a", "b"), [
    ("after out when out.place is 2", "after out when table.players_in is table.players - 2"),
    ("after out when out.place is 3", "after out when table.players - table.players_in is 3"),
    ("after out when out.place is 1", "after out when table.players_in + 1 is table.players"),
    ("after out when out.place is at least 2",
     "after out when table.players_in is at most table.players - 2"),
    ("after out when out.place is more than 1",
     "after out when table.players is more than table.players_in + 1"),
    ("after out when out.place is not 2",
     "after out when table.players_in is not table.players - 2"),
    ("after out when out.place is 2 and round.pickups is 0",
     "after out when round.pickups is 0 and table.players_in is table.players - 2"),
], ids=["place-2", "difference", "plus-one", "at-least", "more-than", "not", "and"])
def test_r_vote_7_the_players_in_after_an_out_are_the_places_left(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))
    assert rule_identity(rule(a, name="A")) == rule_identity(rule(b, name="B"))


@pytest.mark.parametrize(("a", "b"), [
    ("after take_up when take_up.count is 3", "after take_up when hand of acting player is 3"),
    ("after take_up when take_up.count is at least 2",
     "after take_up when hand of the acting player is more than 1"),
    ("after take_up when take_up.count is 3 and round.number is 2",
     "after take_up when round.number is 2 and hand of acting player is 3"),
], ids=["is-3", "at-least", "and"])
def test_r_vote_7_the_hand_after_a_take_up_is_the_cards_taken(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))
    assert rule_identity(rule(a, name="A")) == rule_identity(rule(b, name="B"))


def test_r_vote_7_an_opening_if_is_read_as_the_hook_fires() -> None:
    a = rule("after take_up when take_up.count is 3")
    b = ('rule "x"\n  after take_up:\n    if hand of acting player is 3:\n'
         '      next player draws 1 card\n')
    assert meaning_text(a) == meaning_text(b)


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_vote_7_held_facts_in_every_keyword_language(lang: str) -> None:
    a = rule("after out when out.place is 2")
    b = format_text(rule("after out when table.players_in is table.players - 2"), lang=lang)
    assert meaning_text(a) == meaning_text(b)
    c = rule("after take_up when take_up.count is 3")
    d = format_text(rule("after take_up when hand of acting player is 3"), lang=lang)
    assert meaning_text(c) == meaning_text(d)


@each.parametrize(("a", "b"), [
    ("after out when out.place is 2", "after out when table.players_in is 2"),
    ("after out when out.place is 2", "before out when table.players_in is table.players - 2"),
    ("after out when out.place is 2", "after turn_end when table.players_in is table.players - 2"),
    ("after out when out.place is 2", "after out when table.players_in is table.players - 3"),
    ("after take_up when take_up.count is 3", "after take_up when cards of acting player is 3"),
    ("after take_up when take_up.count is 3", "after take_up when hand of next player is 3"),
    ("after take_up when take_up.count is 3", "before take_up when hand of acting player is 3"),
    ("after take_up when take_up.count is 3", "after draw when hand of acting player is 3"),
], ids=["players-in-alone", "before-out", "turn-end", "third-out", "cards", "next-hand",
        "before-take-up", "draw"])
def test_r_vote_7_another_moment_or_measure_stays_another_rule(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


def test_r_vote_7_a_hand_read_after_the_body_draws_keeps_its_spelling() -> None:
    a = ('rule "x"\n  after take_up:\n    acting player draws 1 card\n'
         '    if hand of acting player is 3:\n      next player draws 1 card\n')
    b = ('rule "x"\n  after take_up:\n    acting player draws 1 card\n'
         '    if take_up.count is 3:\n      next player draws 1 card\n')
    assert meaning_text(a) != meaning_text(b)


def test_r_vote_4_both_spellings_in_one_book_are_lp506() -> None:
    text = (rule("after out when out.place is 2", name="Silver")
            + rule("after out when table.players_in is table.players - 2", name="Two down"))
    assert "LP506" in {d.code for d in lint_text(text, "t.lopti").diagnostics}


@pytest.mark.parametrize(("a", "b", "same"), [
    ("after out when out.place is 2", "after out when table.players_in is table.players - 2",
     True),
    ("after take_up when take_up.count is 3", "after take_up when hand of acting player is 3",
     True),
    ("after take_up when take_up.count is 2", "after take_up when hand of acting player is 2",
     True),
    ("after take_up when take_up.count is 3", "after take_up when cards of acting player is 3",
     False),
], ids=["out", "take-up-3", "take-up-2", "cards"])
def test_r_vote_7_the_engine_plays_the_two_guards_alike(a: str, b: str, same: bool) -> None:
    """The reading rests on ``Game._go_out`` and ``Game._take_up``: the same seeds play the
    two spellings move for move alike, and the control (all the taker's cards) apart."""
    from support.games import games_that_differ

    body = "next player draws 1 card"
    differ = games_that_differ(rule(a, body), rule(b, body))
    assert (differ == 0) == same, differ
    assert (meaning_text(rule(a, body)) == meaning_text(rule(b, body))) == same


@each.parametrize(("a", "b"), [
    ("after take_up when take_up.count is 3", "after take_up"),
    ("after take_up when take_up.count is at least 3", "after take_up"),
    ("after take_up when take_up.count is one of 3, 4", "after take_up"),
    ("after take_up when hand of acting player is 3 and round.number is 2",
     "after take_up when round.number is 2"),
    ("after take_up when take_up.count is not 2", "after take_up"),
], ids=["is-3", "at-least-3", "one-of", "hand-and", "not-2"])
def test_r_vote_7_a_take_up_always_takes_three_so_a_guard_on_three_is_every_take_up(
        a: str, b: str) -> None:
    """Session 36 (redteam28 ``identity-take-up-three-or-any``): every player is dealt
    three face-up cards (R-SETUP-2), a swap trades one for one (R-SETUP-3), and a take-up
    takes them all (R-FACE-1): a guard that three cards were taken up holds at every
    take-up, so it is the same rule as none."""
    assert meaning_text(rule(a)) == meaning_text(rule(b))
    assert rule_identity(rule(a, name="A")) == rule_identity(rule(b, name="B"))


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_vote_7_a_take_up_of_three_in_every_keyword_language(lang: str) -> None:
    a = format_text(rule("after take_up when take_up.count is 3"), lang=lang)
    assert meaning_text(a) == meaning_text(rule("after take_up"))


@each.parametrize("a", [
    "after take_up when take_up.count is 2", "after take_up when take_up.count is at least 4",
    "after take_up when cards of acting player is 3", "after draw when draw.count is 3",
    "after pickup when pickup.count is 3", "after play when play.count is 3"])
def test_r_vote_7_another_count_or_another_event_is_not_every_take_up(a: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule("after take_up"))
    assert meaning_text(rule(a)) != meaning_text(rule(a.split(" when ")[0]))
