"""A card-count selector right after a play is one standing (R-CUSTOM-4, R-SETUP-4, R-DRAW-1;
issue 29, session 42, analysis/tieseats.py).

An ``after play`` hook runs before the play's draw (R-DRAW-1): on the round's first turns,
where every hand held nine cards, the acting player has just put cards down and holds the
fewest alone, and the most goes by the tie-break to the seat after it. The round's first
play is the leader's (R-TURN-3), the last winner (R-SETUP-4): ``after play when round.plays
is 1: the player with the fewest cards gives ...`` sheds the champion's cards every round
(LP308). The same selector on a cost, later in the round, or before the play stays clean.
redteam-mech42 ``first-play-*``, ``second-play-fewest``."""

from __future__ import annotations

import pytest

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
@pytest.mark.parametrize("text", CHAMPION)
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
@pytest.mark.parametrize("text", CLEAN)
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
    who, hook = _role(rule("after play when round.plays is 1", f"{MOST} gives 1 card to next player"))
    facts = [hook.condition] if hook.condition is not None else []
    assert tieseats.seats(who, facts, "play", "after") == {n: frozenset({1 % n})
                                                            for n in (2, 3, 4, 5)}
    assert tieseats.seats(who, facts, "play", "before") == {n: frozenset({0})
                                                             for n in (2, 3, 4, 5)}


def test_r_draw_1_after_draw_the_most_is_not_fixed() -> None:
    who, hook = _role(rule("after draw when round.draws is 1", f"{MOST} gives 1 card to next player"))
    facts = [hook.condition] if hook.condition is not None else []
    assert tieseats.seats(who, facts, "draw", "after") == {}


def test_r_setup_4_message_says_the_acting_player_has_just_played() -> None:
    text = rule("after play when round.plays is 1", f"{FEWEST} gives 2 cards to next player")
    found = [d for d in lint_text(text, "t.lopti").diagnostics if d.code == "LP308"]
    assert found and "has just played" in found[0].message
