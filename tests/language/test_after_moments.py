"""The moment table of what comes next after each base event (checks/moments.py
``NEXT_DECISION``; issue 29, session 35; redteam-block35): a restriction right after an
event that comes back round after round, whatever the cards, is judged by what it bars
in the decision that follows, one row an event: the answer to a play that still stands
(a draw, a take-up, a player going out, a bonus play: the 2, the 3 and the
10, R-SPECIAL-2, -3, -10) or the lead on the empty table (a pickup, a clear, the deal:
the 2 and the 3, R-TURN-1). Hooks on events that fire with one of them (the families of
``analysis/moments.py``: the deal and the round's first turn, a blind card and its play
or its pickup) read as that event's row."""

from __future__ import annotations

from support import each

from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language.analysis.checks.moments import NEXT_DECISION, PROTECTS, reads_as
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse


def codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text).diagnostics)


def one(head: str, body: str) -> str:
    return f'rule "R"\n  {head}:\n    {body}\n'


def test_r_custom_2_the_moment_table_is_plain_data_over_real_events() -> None:
    for (event, timing), kind in NEXT_DECISION.items():
        assert event in EVENT_NAMES and timing == "after" and kind in PROTECTS
    # a lead protects what every decision does; an answer the 10 on top (R-SPECIAL-10)
    assert set(PROTECTS["lead"]) <= set(PROTECTS["answer"]) and 10 in PROTECTS["answer"]


UNFAIR = [
    # the round's first lead (R-SETUP-4, R-TURN-1): the 2 and the 3
    (one("after deal", "next play must be 4 or higher"), "LP208"),
    (one("after deal", "next play must be one of 5, 6, 8, 9"), "LP208"),
    (one("after deal", "next play must have at least 2 cards"), "LP208"),
    # the round's first turn is the deal's moment (analysis/moments.py, round start)
    (one("after turn when turn.number is 1", "next play must be 4 or higher"), "LP208"),
    (one("after turn when round.turns is 1", "next play must be J or higher"), "LP208"),
    # the answer to the play a player goes out with (R-WIN-1): the 10 too
    (one("after out", "next play must be 9 or lower"), "LP207"),
    (one("after out", "next play must be 8 or higher"), "LP208"),
    # a list without the 10 names the 10 first (LP207 before LP208)
    (one("after out when out.place is 1", "next play must be one of J, Q, K, A"), "LP207"),
    ("# lopti: lang=tr\nkural \"R\"\n  sonra out:\n"
     "    sonraki oyna mutlaka ol bir ait 5, 6, 8, 9\n", "LP207"),
    # the answer after a take-up (R-FACE-1)
    (one("after take_up", "next play must be 6 or lower"), "LP207"),
    (one("after take_up", "next play must be 4 or higher"), "LP208"),
    ("# lopti: lang=de\nregel \"R\"\n  nach take_up:\n"
     "    nächste spiele muss sein 7 oder niedriger\n", "LP207"),
    # a blind card (R-FACE-2): the answer when it lands, the lead when it misses
    (one("after flip", "next play must be 4 or higher"), "LP208"),
    (one("after flip when not flip.legal", "next play must be one of 4, 5, 6"), "LP208"),
    (one("after play when play.source is down", "next play must be 4 or higher"), "LP208"),
]

FAIR = [
    # a turn's end is not a row: its guard reads the turn that ended (examples/rules
    # dealer-plays-low, loaded-hand-low)
    one("after turn_end when next player is dealer", "next play must be 9 or lower"),
    # a ceiling on a lead leaves the 2 and the 3 (a 10 clears nothing on an empty table)
    one("after deal", "next play must be 9 or lower"),
    one("after turn when turn.number is 1", "next play must be 9 or lower"),
    one("after flip when not flip.legal", "next play must be 9 or lower"),
    # every protected card kept
    one("after out", "next play must be J or lower"),
    one("after take_up", "next play must be 2 or higher"),
    one("after deal", "next play must be one of 2, 3, 4, 5, 6"),
    # once a round at one count, or the first turn with more said
    one("after take_up when round.pickups is 3", "next play must be 4 or higher"),
    one("after turn when turn.number is 2", "next play must be 4 or higher"),
    # not a restriction
    one("after out", "next player draws 1 card"),
]


@each.parametrize(("text", "code"), UNFAIR, size=60)
def test_r_custom_2_r_turn_1_a_restriction_after_every_event_of_the_table(
        text: str, code: str) -> None:
    """R-SPECIAL-2, -3, -10, R-TURN-1: the power is gone every time the event comes back."""
    assert codes(text) == [code]


@each.parametrize("text", FAIR, size=60)
def test_r_custom_2_r_turn_1_a_restriction_keeping_the_decisions_cards_is_clean(
        text: str) -> None:
    assert codes(text) == []


@each.parametrize(("head", "event"), [
    ("after deal", ("deal", "after")),
    ("after turn when turn.number is 1", ("deal", "after")),
    ("after flip when not flip.legal", ("flip", "after")),
    ("after pickup when pickup.reason is blind", ("pickup", "after")),
    ("after play when play.source is down", ("flip", "after")),
    ("after turn when turn.number is 2", None),
    # the clear's family is not read so: "next play" is the bonus lead after a clear and
    # the answer to it after the bonus play
    ("after play when play.bonus", None),
    ("after play", None),
], size=60)
def test_r_vote_7_a_hook_reads_as_the_event_its_family_fires_with(
        head: str, event: tuple[str, str] | None) -> None:
    [rule] = parse(one(head, "next play must be 4 or higher")).rules
    assert reads_as(rule.hooks[0]) == event


def test_r_setup_4_the_message_names_the_rounds_first_lead() -> None:
    [d] = lint_text(one("after deal", "next play must be 4 or higher")).diagnostics
    assert "the round's first lead" in d.message and "R-CUSTOM-2" in d.message
