"""Rule identity by what the rules do at the table (R-VOTE-7, LP506; redteam-ident43
``identity-*``): two rules whose hooks act alike on every sampled moment of play are one
rule, though a reading of their spelling cannot tell (``tools/audit/sameplay.py``).

A condition that always holds at its moment because of how the engine plays makes a
second spelling: the pile is empty right after a pickup, the deal's player count is the
table's, no card of the flipper lies face up at a flip, one player is out at the win.
Two rules that differ on some real moments (a play on an empty pile is a bonus play or
the lead after a pickup; a pile of one card is picked up; a blind card misses) are two.
"""

from __future__ import annotations

import pytest

from lopti_rules.tools import gate
from lopti_rules.tools.audit import sameplay
from lopti_rules.tools.bookgate import judge_static

PLAIN = 'rule "Dues"\n  after pickup:\n    next player draws 1 card\n'


def twin(head: str, body: str = "next player draws 1 card") -> str:
    return f'rule "Fee"\n  {head}:\n    {body}\n'


def found(*texts: str) -> list[str]:
    files = [(f"{chr(97 + i)}.lopti", t) for i, t in enumerate(texts)]
    return [d.code for _, d in sameplay.search(judge_static(files).results)]


@pytest.mark.parametrize(("first", "second"), [
    (PLAIN, twin("after pickup when table.pile is 0")),
    ('rule "Dues"\n  after deal:\n    dealer draws 1 card\n',
     twin("after deal when deal.players is table.players", "dealer draws 1 card")),
    ('rule "Dues"\n  after flip:\n    next player draws 1 card\n',
     twin("after flip when face-up of acting player is 0")),
    ('rule "Dues"\n  after win:\n    next player draws 1 card\n',
     twin("after win when table.players_in is table.players - 1")),
    ('rule "Dues"\n  after out:\n    previous player draws 1 card\n',
     twin("after out when table.draw_pile is 0", "previous player draws 1 card")),
    ('rule "Dues"\n  after pass:\n    previous player draws 1 card\n',
     twin("after pass when table.pile is at least 1", "previous player draws 1 card")),
])
def test_r_vote_7_a_condition_that_always_holds_at_its_moment_makes_one_rule(
        first: str, second: str) -> None:
    assert found(first, second) == ["LP506"]


@pytest.mark.parametrize("second", [
    '# lopti: lang=de\nregel "Fee"\n  nach pickup wenn table.pile ist 0:\n'
    '    nächste spieler zieht 1 karte\n',
    '# lopti: lang=nl\nregel "Fee"\n  na pickup als table.pile is 0:\n'
    '    volgende speler trekt 1 kaart\n',
    '# lopti: lang=tr\nkural "Fee"\n  sonra pickup eğer table.pile ise 0:\n'
    '    sonraki oyuncu çeker 1 kart\n',
])
def test_r_vote_7_the_twin_in_german_dutch_and_turkish_keywords(second: str) -> None:
    assert found(PLAIN, second) == ["LP506"]


@pytest.mark.parametrize(("first", "second"), [
    ('rule "Dues"\n  before play when play.bonus is true:\n    next player draws 1 card\n',
     twin("before play when table.pile is 0")),
    (PLAIN, twin("after pickup when pickup.count is at least 2")),
    ('rule "Dues"\n  after flip:\n    next player draws 1 card\n',
     twin("after flip when flip.legal is true")),
    ('rule "Dues"\n  after deal:\n    dealer draws 1 card\n',
     twin("after deal when table.players is 4", "dealer draws 1 card")),
    ('rule "Dues"\n  after take_up:\n    next player draws 1 card\n',
     twin("after take_up when table.draw_pile is 0")),
    ('rule "Dues"\n  after clear:\n    next player draws 1 card\n',
     twin("after clear when clear.count is at least 3")),
    # the same moments, other effects
    (PLAIN, twin("after pickup when table.pile is 0", "previous player draws 1 card")),
    # clocks of the evening, which a few sampled rounds cannot cover
    (PLAIN, twin("after pickup when round.number is at most 3")),
    (PLAIN, twin("after pickup when rule.rounds is at most 3")),
    (PLAIN, twin("after pickup when rule.clears is at most 40")),
])
def test_r_vote_7_rules_that_differ_on_real_moments_are_two(first: str, second: str) -> None:
    assert found(first, second) == []


def test_r_vote_7_one_effect_on_two_events_in_the_same_decisions_of_play_is_one_rule() -> None:
    # the round ends when the last but one player goes out (R-WIN-3): one player is left in
    first = 'rule "Dues"\n  after round_end:\n    dealer says "Done"\n'
    second = twin("after out when table.players_in is 1", 'dealer says "Done"')
    assert found(first, second) == ["LP506"]


def test_r_vote_7_one_effect_on_two_events_that_part_on_some_decisions_is_two_rules() -> None:
    # four of a kind clears too (R-CLEAR-2), and a 10 is played on a 7 never (R-SPECIAL-7)
    assert found('rule "Dues"\n  after clear:\n    next player draws 1 card\n',
                 twin("after play when play.rank is 10")) == []
    assert found('rule "Dues"\n  after pickup:\n    dealer draws 1 card\n',
                 twin("after turn_end when table.pile is 0", "dealer draws 1 card")) == []


def test_r_vote_7_a_book_without_a_candidate_pair_plays_no_game() -> None:
    results = judge_static([("a.lopti", PLAIN)]).results
    assert sameplay.pairs(results) == []
    results = judge_static([("a.lopti", PLAIN), (
        "b.lopti", 'rule "Other"\n  after clear:\n    dealer draws 1 card\n')]).results
    assert sameplay.pairs(results) == []


def test_r_vote_7_the_gate_refuses_the_twin_with_a_witness_game_and_the_same_verdict_twice(
        ) -> None:
    files = [("a.lopti", PLAIN), ("b.lopti", twin("after pickup when table.pile is 0"))]
    verdicts = [gate.judge(files) for _ in range(2)]
    errors = [d for _, d in verdicts[0].errors()]
    assert [d.code for d in errors] == ["LP506"]
    assert "on the same moments of play" in errors[0].message
    assert "--witness LP506" in errors[0].witness and "lopti replay" in errors[0].witness
    assert [d.message for _, d in verdicts[1].errors()] == [d.message for d in errors]
