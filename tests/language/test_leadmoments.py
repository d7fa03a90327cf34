"""The round's leader however its moment is said (R-SETUP-4, R-TURN-1; session 30,
analysis/leadmoments.py): a hand shown at the leader's turns, counted by turn arithmetic
(turn 1, odd turns at two players, turns 1, 5, 9 at four, the 21st turn), or by a seat a
step from the acting player there, or by the seat beside a card-counting role whose tie
goes to the leader before the first play, is a view chosen by the last winner's place
(LP309, R-CUSTOM-4, R-SETUP-2). redteam-s30a ``info-first-turn-all-open``,
``info-duel-odd-turns``, ``info-four-lap-champion``. Views at every turn, in a lap
everyone shares, or of the leader's own hand stay clean."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis.leadmoments import leader_sizes, tied_to_leader
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str, lang: str = "en") -> str:
    head = f"# lopti: lang={lang}\n" if lang != "en" else ""
    word = {"en": "rule", "de": "regel", "nl": "regel", "tr": "kural"}[lang]
    return head + f'{word} "Lead"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


@each.parametrize("text", [
    rule("before turn when turn.number is 1", "every other player reveals their hand"),
    rule("after turn when round.turns is 1", "for each other player:",
         "  that player reveals their hand"),
    rule("before turn when table.players is 2 and turn.number is odd",
         "next player reveals their hand"),
    rule("before turn when table.players is 4 and turn.number is one of 1, 5, 9, 13",
         "next player reveals their hand"),
    rule("before turn when turn.number is 21", "every other player reveals their hand"),
    rule("after turn_end when turn_end.number is 1", "the player left of acting player "
         "reveals their hand"),
    rule("before turn when round.plays is 0", "previous player reveals their hand"),
    rule("after deal", "the player left of the player with the fewest cards reveals their hand"),
    rule("before turn when turn.number is 1",
         "the player right of the player with the most cards reveals their hand"),
    rule("vor turn wenn turn.number ist 1", "jeder andere spieler zeigt ihre hand", lang="de"),
    rule("voordat turn als table.players is 2 en turn.number is oneven",
         "volgende speler toont hun hand", lang="nl"),
    rule("önce turn eğer turn.number ise 1", "sonraki oyuncu gösterir onların el", lang="tr"),
], ids=["turn-1-others", "round-turns-loop", "duel-odd", "four-lap", "turn-21", "turn-end-left",
        "no-play-previous", "tie-deal-left", "tie-turn-right", "de", "nl", "tr"])
def test_r_custom_4_a_view_at_the_leaders_turns_is_lp309(text: str) -> None:
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("before turn when turn.number is at most table.players",
         "acting player reveals their hand"),  # the first lap: every seat once
    rule("before turn when table.players is 2", "next player reveals their hand"),
    rule("before turn when turn.number is 1", "acting player reveals their hand"),
    rule("before turn when turn.number is 1", "every player reveals their hand"),
    rule("before turn when turn.number is even and table.players is 4",
         "acting player reveals their hand"),
    rule("after play when play.rank is 9", "next player reveals their hand"),
    rule("after deal", "the player left of the dealer reveals their hand"),
    rule("after pickup when pickup.count is at least 6",
         "the player with the fewest cards reveals their hand"),
    rule("vor turn wenn table.players ist 2", "nächste spieler zeigt ihre hand", lang="de"),
], ids=["first-lap", "duel-both", "leader-own", "all", "even-own", "nine", "dealer-left",
        "fewest-late", "de-both"], size=60)
def test_r_setup_2_views_everyone_shares_or_the_leaders_own_stay_clean(text: str) -> None:
    assert "LP309" not in codes_of(text) and "LP308" not in codes_of(text), text


def _facts(text: str) -> tuple[nodes.Expr, ...]:
    hook = parse(rule(text, "acting player says \"hi\"")).rules[0].hooks[0]
    return (hook.condition,) if hook.condition is not None else ()


@each.parametrize(("condition", "event", "sizes"), [
    ("after deal", "deal", (2, 3, 4, 5)),
    ("before turn when turn.number is 1", "turn", (2, 3, 4, 5)),
    ("before turn when turn.number is odd", "turn", (2,)),
    ("before turn when turn.number is 21", "turn", (2, 4, 5)),
    ("before turn when turn.number is 2", "turn", ()),
    ("before turn when turn.number is at most 4", "turn", ()),
    ("after turn_end when round.turns is one of 1, 4, 7", "turn_end", (3,)),
    ("after play when play.rank is 8", "play", ()),
], size=60)
def test_r_setup_4_the_leaders_turns_by_table_size(condition: str, event: str,
                                                   sizes: tuple[int, ...]) -> None:
    assert leader_sizes(_facts(condition), event) == sizes


def test_r_setup_2_a_tie_goes_to_the_leader_only_before_the_first_play() -> None:
    most = nodes.Role(kind="most")
    assert tied_to_leader(most, (), "deal")
    assert tied_to_leader(most, _facts("before turn when turn.number is 1"), "turn")
    assert not tied_to_leader(most, _facts("after play when round.plays is 1"), "play")
    assert not tied_to_leader(most, _facts("before turn when turn.number is 3"), "turn")


def test_r_custom_4_a_huge_turn_number_is_read_in_bounded_work() -> None:
    # (a condition on a turn past any round's length is no lap; the reading stays quick)
    assert leader_sizes(_facts("before turn when turn.number is 1000000001"), "turn") == ()


def test_r_draw_1_the_fewest_cards_stay_the_leaders_to_the_first_turns_end() -> None:
    """Session 33: from the leader's first play to that turn's end the leader holds at
    most nine cards (a play is refilled to three, R-DRAW-1; a bonus play draws none,
    R-DRAW-2) and everyone else nine: the fewest cards are the leader's, or tied and theirs.
    The most cards are not (a leader one short hands them to the next seat), nor the
    fewest at later turns (a pickup or a bonus play may part the hands)."""
    fewest, most = nodes.Role(kind="fewest"), nodes.Role(kind="most")
    for condition, event in (("after turn_end when turn_end.number is 1", "turn_end"),
                             ("before turn_end when round.turns is 1", "turn_end"),
                             ("after play when round.turns is 1", "play"),
                             ("before play when round.turns is 1", "play")):
        assert tied_to_leader(fewest, _facts(condition), event), condition
        assert not tied_to_leader(most, _facts(condition), event), condition
    for condition, event in (("after turn_end when turn_end.number is 4", "turn_end"),
                             ("after turn_end when turn_end.number is 2", "turn_end"),
                             ("after play when round.plays is 1", "play"),
                             ("after play when play.rank is 9", "play")):
        assert not tied_to_leader(fewest, _facts(condition), event), condition


@pytest.mark.parametrize(("event", "body", "code"), [
    ("after turn_end when turn_end.number is 1",
     "the player left of the player with the fewest cards reveals their hand", "LP309"),
    ("after play when round.turns is 1 and play.rank is 10",
     "the player right of the player with the fewest cards reveals their hand", "LP309"),
    ("before turn_end when round.turns is 1", "the player left of the player left of the "
     "player with the fewest cards gives 1 card to their left", "LP308"),
])
def test_r_custom_4_a_seat_beside_the_fewest_at_the_leaders_first_turn_is_beside_the_winner(
        event: str, body: str, code: str) -> None:
    assert code in codes_of(rule(event, body))


@each.parametrize("text", [
    rule("after turn_end when turn_end.number is 1",
         "the player with the fewest cards reveals their hand"),  # the leader's own
    rule("after turn_end when turn_end.number is 1",
         "the player left of the player with the most cards reveals their hand"),
    rule("after turn_end when turn_end.number is 3",
         "the player left of the player with the fewest cards reveals their hand"),
    rule("after turn_end", "the player left of the player with the fewest cards "
         "reveals their hand"),
], ids=["leaders-own", "most", "third-turn", "every-turn"])
def test_r_custom_4_the_fewest_cards_later_or_the_leaders_own_stay_clean(text: str) -> None:
    assert "LP309" not in codes_of(text) and "LP308" not in codes_of(text), text
