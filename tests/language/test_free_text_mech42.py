"""A card-count selector right after a play is one standing (R-CUSTOM-4, R-SETUP-4, R-DRAW-1;
issue 29, session 42, analysis/tieseats.py).

An ``after play`` hook runs before the play's draw (R-DRAW-1): on the round's first turns,
where every hand held nine cards, the acting player has just put cards down and holds the
fewest alone, and the most goes by the tie-break to the seat after it. The round's first
play is the leader's (R-TURN-3), the last winner (R-SETUP-4): ``after play when round.plays
is 1: the player with the fewest cards gives ...`` sheds the champion's cards every round
(LP308). The same selector on a cost, later in the round, or before the play stays clean.
redteam-mech42 ``first-play-*``, ``second-play-fewest``.

And a restriction whose condition is false only on plays a round seldom sees bars the 2,
the 3 or the 10 on most of their chances (analysis/checks/mostplays.py, LP207/LP208 with
the blocking witness; R-SPECIAL-2, -3, -10, R-CUSTOM-2); one that keeps them allowed, the
7's own rule, or one after a rare play stays clean."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis import tieseats
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

MOST = "player with the most cards"
FEWEST = "player with the fewest cards"


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "First hand"\n  {event}:\n' + "".join(f"    {b}\n" for b in body)


def translated(text: str, lang: str) -> str:
    return format_text(text, "t.lopti", lang=lang) if lang != "en" else text


CHAMPION = [
    rule("after play when round.plays is 1", f"{FEWEST} gives 2 cards to next player"),
    rule("after play when round.plays is 1", f"{FEWEST} gives 1 card to {MOST}"),
    rule("after play when round.plays is 1 and play.count is 1",
         f"{FEWEST} gives 1 card to their left"),
    rule("after play when round.turns is 1", f"{FEWEST} gives 1 card to their right"),
    # the second play: the seat after the leader holds the fewest, the leader (refilled)
    # and the rest tie, so at two players the most is the leader
    rule("after play when round.plays is 2", f"{MOST} gives 2 cards to {FEWEST}"),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl", "tr"])
@each.parametrize("text", CHAMPION)
def test_r_custom_4_selector_right_after_first_play_is_the_last_winner(text: str,
                                                                       lang: str) -> None:
    assert "LP308" in codes_of(translated(text, lang))


CLEAN = [
    # a cost on the champion: the fewest draws (a handicap on the front)
    rule("after play when round.plays is 1", f"{FEWEST} draws 1 card"),
    # speech costs nobody anything
    rule("after play when round.plays is 1", f'{FEWEST} says "First blood"'),
    # late in the round the fewest is whoever is ahead then
    rule("after play when round.plays is at least 12", f"{FEWEST} gives 1 card to {MOST}"),
    # before the play every hand ties and the most sheds nothing to itself
    rule("before play when round.plays is 1", f"{MOST} draws 1 card"),
    # every play: the selector rotates with the acting player
    rule("after play", f"{FEWEST} says \"Mine\""),
    # given cards: a cost on the receiver, no favour
    rule("after play when round.plays is 1", f"{MOST} gives 1 card to {FEWEST}"),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl", "tr"])
@each.parametrize("text", CLEAN)
def test_r_custom_4_selector_where_it_varies_or_costs_stays_clean(text: str, lang: str
                                                                   ) -> None:
    assert "LP308" not in codes_of(translated(text, lang))


def _role(text: str) -> tuple[nodes.Role, nodes.Hook]:
    hook = parse(text).rules[0].hooks[0]
    stmt = hook.body[0]
    assert isinstance(stmt, nodes.Give | nodes.Draw)
    who = stmt.giver if isinstance(stmt, nodes.Give) else stmt.who
    return who, hook


def test_r_draw_1_after_play_the_most_is_the_seat_after_the_acting_player() -> None:
    who, hook = _role(rule("after play when round.plays is 1",
                           f"{MOST} gives 1 card to next player"))
    facts = [hook.condition] if hook.condition is not None else []
    assert tieseats.seats(who, facts, "play", "after") == {n: frozenset({1 % n})
                                                            for n in (2, 3, 4, 5)}
    assert tieseats.seats(who, facts, "play", "before") == {n: frozenset({0})
                                                             for n in (2, 3, 4, 5)}


def test_r_draw_1_after_draw_the_most_is_not_fixed() -> None:
    who, hook = _role(rule("after draw when round.draws is 1",
                           f"{MOST} gives 1 card to next player"))
    facts = [hook.condition] if hook.condition is not None else []
    assert tieseats.seats(who, facts, "draw", "after") == {}


def test_r_setup_4_message_says_the_acting_player_has_just_played() -> None:
    text = rule("after play when round.plays is 1", f"{FEWEST} gives 2 cards to next player")
    found = [d for d in lint_text(text, "t.lopti").diagnostics if d.code == "LP308"]
    assert found and "has just played" in found[0].message


def restricted(event: str, limit: str) -> str:
    return f'rule "Narrow"\n  {event}:\n    next play must be {limit}\n'


MOST_PLAYS = [
    (restricted("after play when play.count is 1", "4 or higher"), "LP208"),
    (restricted("after play when play.count is at most 2", "3 or higher"), "LP208"),
    (restricted("after play when play.rank is not A", "5 or higher"), "LP208"),
    (restricted("after play when table.pile is at least 2", "9 or lower"), "LP207"),
    (restricted("after play when rule.fired is at least 1", "4 or higher"), "LP208"),
    (restricted("before turn when round.turns is at least 3", "4 or higher"), "LP208"),
    (restricted("after turn_end when round.plays is at least 1", "4 or higher"), "LP208"),
    (restricted("after play when play.rank is one of 4, 5, 6, 8, 9, J, Q, K, A",
                "one of 4, 5, 6, 7, 8, 9, J, Q, K, A"), "LP207"),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl", "tr"])
@each.parametrize(("text", "code"), MOST_PLAYS)
def test_r_special_2_3_10_restriction_on_most_plays_bars_the_card(text: str, code: str,
                                                                  lang: str) -> None:
    assert code in codes_of(translated(text, lang))


FAIR_RESTRICTIONS = [
    restricted("after play when play.count is 1", "10 or lower"),  # 2, 3, 10 allowed
    restricted("after play when play.rank is one of 4, 5, 6, 8, 9 and play.count is 1",
               "one of 2, 3, 7, 10, J, Q, K, A"),
    restricted("after play when play.rank is 7", "7 or lower"),  # the 7's own rule
    restricted("after play when play.rank is K", "4 or higher"),  # a rare play
    restricted("after play when play.rank is A and play.count is at least 2", "3 or higher"),
    restricted("after play when table.pile is at least 5", "10 or lower"),
    restricted("before turn when round.turns is at least 3", "10 or lower"),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl", "tr"])
@each.parametrize("text", FAIR_RESTRICTIONS)
def test_r_custom_2_restriction_that_keeps_what_always_plays_stays_clean(text: str,
                                                                         lang: str) -> None:
    assert not {"LP207", "LP208", "LP210"} & set(codes_of(translated(text, lang)))


def test_r_special_2_the_message_gives_the_share_and_the_witness_table() -> None:
    found = [d for d in lint_text(MOST_PLAYS[0][0], "t.lopti").diagnostics
             if d.code == "LP208"]
    assert found and "in every 100 piles" in found[0].message
