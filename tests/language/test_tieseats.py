"""The tie-break's first seat (R-CUSTOM-4, R-SETUP-4; issue 29, session 35,
analysis/tieseats.py): where every hand holds as many cards, ``the player with the most
(fewest) cards`` is the acting player, and on a turn the facts fix that is a seat counted
from the round's leader. A role the tie-break and the steps beside it bring back to the
leader is the last winner every round: a favour on it (shedding cards) is LP308, and in
the rule's first round or under a clock of its own life it is the creator (LP306, LP307).
redteam26 ``tiebreak-second-turn-before-most`` and ``tiebreak-third-turn-two-right``,
redteam-select35 ``tie-*``. A tie that rotates, a moment with no tie, speech, and a
favour on everyone stay clean."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis import tieseats
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

MOST = "the player with the most cards"
FEWEST = "the player with the fewest cards"


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str, lang: str = "en") -> str:
    head = f"# lopti: lang={lang}\n" if lang != "en" else ""
    word = {"en": "rule", "de": "regel", "nl": "regel", "tr": "kural"}[lang]
    return head + f'{word} "Even keel"\n  {event}:\n' + "".join(f"    {b}\n" for b in body)


CHAMPION = [
    rule("after turn_end when turn_end.number is 2",
         f"previous player before {MOST} may give up to 2 cards to their left"),
    rule("after turn_end when turn_end.number is 3 and round.pickups is 0",
         f"player right of player right of {FEWEST} gives 1 card to their right"),
    rule("after turn when turn.number is 2",
         f"player right of {FEWEST} may give up to 2 cards to their left"),
    rule("after turn when round.turns is 4 and round.pickups is 0",
         f"previous player before player right of previous player before {MOST} "
         "gives 1 card to their left"),
    rule("after turn when turn.number is 3 and round.pickups is 0 and table.players is 4",
         f"next player after player left of {MOST} may give up to 2 cards to their left"),
    rule("after turn_end when turn_end.number is table.players",
         "next player may give up to 2 cards to their left"),
    rule("after turn_end when turn_end.number is 4 and table.players is 4",
         "player left of acting player gives 1 card to their right"),
    rule("after turn_end when turn_end.number is 2 and round.pickups is 0",
         f"previous player before {MOST} may swap up to 2 face-up cards with the top of the "
         "draw pile"),
    # to the most cards at turn 3: the giver is the leader, the receiver the acting player
    # (the leader too at two players only: shed at three to five)
    rule("after turn when round.turns is 3 and round.pickups is 0",
         f"player right of previous player before {FEWEST} may give up to 2 cards to {MOST}"),
    rule("nach turn_end wenn turn_end.number ist 2",
         "vorige spieler vor der spieler mit der meisten karten darf gib bis zu 2 karten "
         "zu ihre links", lang="de"),
]


@each.parametrize("text", CHAMPION, ids=[
    "end-2-before-most", "end-3-two-right-fewest", "turn-2-right-fewest", "turns-4-three-back",
    "four-turn-3-two-on", "end-size-next", "four-end-4-left", "swap", "to-the-most", "de"])
def test_r_custom_4_a_favour_the_tie_break_brings_to_the_leader_is_lp308(text: str) -> None:
    assert "LP308" in codes_of(text), text


@pytest.mark.parametrize("text", [
    rule("after turn_end when turn_end.number is 2 and rule.rounds is 1",
         f"previous player before {MOST} may give up to 2 cards to their left"),
    rule("after turn_end when turn_end.number is 3 and round.pickups is 0 and rule.fired is 0",
         f"player right of previous player before {MOST} draws 2 cards"),
    rule("na turn_end als turn_end.number is 2 en rule.rounds is 1",
         "vorige speler voordat de speler met de meeste kaarten trekt 2 kaarten", lang="nl"),
], ids=["rule-round-1", "fired-0", "nl"])
def test_r_custom_4_the_tie_break_leader_in_the_rules_first_round_is_the_creator(
        text: str) -> None:
    assert {"LP306", "LP307"} & set(codes_of(text)), text


@each.parametrize("text", [
    # every turn: the tie goes to a different seat each turn
    rule("after turn_end when round.pickups is 0",
         f"previous player before {MOST} may give up to 2 cards to their left"),
    # the first lap: every seat once
    rule("after turn_end when turn_end.number is at most table.players and round.pickups is 0",
         f"{MOST} may give up to 2 cards to their left"),
    # speech singles nobody out
    rule("after turn_end when turn_end.number is 2", f"previous player before {MOST} says "
         '"Your move"'),
    # a later turn with no word on pickups: who holds the fewest is play's
    rule("after turn_end when turn_end.number is 4",
         f"player right of player right of player right of {FEWEST} draws 1 card"),
    # everyone alike
    rule("after turn_end when turn_end.number is 2", "every player draws 1 card"),
    # a cost on the seat, not a favour
    rule("after turn_end when turn_end.number is 2",
         f"previous player before {MOST} draws 1 card"),
    # the tie lands on a seat that is not the leader at any size (turn 2, no step)
    rule("after turn_end when turn_end.number is 2", f"{MOST} gives 1 card to their left"),
    # the most gives to the fewest where both are the leader: nobody sheds (LP307's Prefer)
    rule("after deal", f"player with the most cards gives 1 card to {FEWEST}"),
], ids=["every-turn", "first-lap", "speech", "late-fewest", "everyone", "cost", "not-leader",
        "to-itself"])
def test_r_custom_4_a_tie_that_rotates_or_a_cost_stays_clean(text: str) -> None:
    assert not {"LP306", "LP307", "LP308"} & set(codes_of(text)), text


def _role(text: str) -> tuple[nodes.Role, nodes.Hook]:
    hook = parse(text).rules[0].hooks[0]
    stmt = hook.body[0]
    assert isinstance(stmt, nodes.Give)
    return stmt.giver, hook


def test_r_setup_4_the_tie_breaks_seat_is_counted_from_the_leader() -> None:
    role, hook = _role(rule("after turn_end when turn_end.number is 3 and round.pickups is 0",
                            f"{MOST} gives 1 card to their left"))
    assert hook.condition is not None
    found = tieseats.seats(role, [hook.condition], "turn_end")
    assert found == {n: frozenset({2 % n}) for n in (2, 3, 4, 5)}
    # turn 3 with no word on pickups: the hands still tie in the usual first lap
    role, hook = _role(rule("after turn_end when turn_end.number is 3",
                            f"{FEWEST} gives 1 card to their left"))
    assert hook.condition is not None
    assert tieseats.seats(role, [hook.condition], "turn_end") == {
        n: frozenset({2 % n}) for n in (2, 3, 4, 5)}
    # past TIE_TURNS with no word on pickups: the hands have parted by play
    role, hook = _role(rule(f"after turn when turn.number is {tieseats.TIE_TURNS + 1}",
                            f"{FEWEST} gives 1 card to their left"))
    assert hook.condition is not None
    assert tieseats.seats(role, [hook.condition], "turn") == {}


#: A tie up to TIE_TURNS with no word on pickups: hands tie in the usual first lap, so the
#: seat counted from the leader is the last winner most rounds (redteam27
#: ``tiebreak-fifth-turn-fewest``, redteam-select35 ``tie-turn-t3-most-back2``)
NO_PICKUP_WORD = [
    format_text(rule("after turn when turn.number is 5",
                     f"{FEWEST} may give up to 2 cards to their left"), lang="tr"),
    format_text(rule("after turn when turn.number is 3 and table.players is 2",
                     f"{MOST} may give up to 1 card to their left"), lang="de"),
    format_text(rule("after turn_end when turn_end.number is 4",
                     f"player right of player right of player right of {FEWEST} may give "
                     "up to 2 cards to their left"), lang="nl"),
    rule("after turn when round.turns is 4 and table.players is 3",
         f"{MOST} may give up to 2 cards to their left"),
]


@each.parametrize("text", NO_PICKUP_WORD)
def test_r_custom_4_a_first_lap_tie_with_no_word_on_pickups_favours_the_leader(
        text: str) -> None:
    assert {"LP306", "LP307", "LP308"} & set(codes_of(text)), text


@pytest.mark.parametrize("text", [
    # the tenth turn: hands have parted (redteam27 fair-fewest-draws-at-tenth-turn)
    rule("after turn when turn.number is 10",
         f"{FEWEST} may give up to 2 cards to their left"),
    format_text(rule("after turn when turn.number is 7",
                     f"{MOST} may give up to 2 cards to their left"), lang="de"),
    # a cost on the first lap's tie, not a favour
    format_text(rule("after turn when turn.number is 5", f"{FEWEST} draws 1 card"),
                lang="nl"),
])
def test_r_custom_4_a_late_tie_or_a_first_lap_cost_stays_clean(text: str) -> None:
    assert not {"LP306", "LP307", "LP308"} & set(codes_of(text)), text
