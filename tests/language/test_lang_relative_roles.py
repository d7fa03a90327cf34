"""Roles relative to another role (issue 14, R-CUSTOM-4): ``player left of the picker``,
``next player after the clearer``. Parsed, formatted, linted, pinned as their base and
run through the sandbox to the player a table would point at."""

from __future__ import annotations

from typing import Any

import pytest
from support import each
from support.games import play_out

from lopti_rules.engine.bots import make_bot
from lopti_rules.language import compile_text, python_source
from lopti_rules.language.analysis.checks import guards
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes
from lopti_rules.play import RuleRuntime


def hook(head: str, body: str) -> str:
    return f'rule "T"\n  {head}:\n    {body}\n'


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def first_role(text: str) -> nodes.Role:
    stmt = parse(text).rules[0].hooks[0].body[0]
    role = stmt.who  # type: ignore[attr-defined]
    assert isinstance(role, nodes.Role)
    return role


@each.parametrize(("said", "kind", "base"), [
    ("the player left of the picker", "left_of", "acting"),
    ("player right of dealer", "right_of", "dealer"),
    ("the player on the left of the picker", "left_of", "acting"),
    ("the player to the right of the dealer", "right_of", "dealer"),
    ("the next player after the clearer", "after", "acting"),
    ("previous player before the last winner", "before", "last_winner"),
], size=60)
def test_r_custom_4_a_relative_role_names_another_role(said: str, kind: str,
                                                       base: str) -> None:
    role = first_role(hook("after clear", f"{said} draws 1 card"))
    assert role.kind == kind and role.of is not None and role.of.kind == base


def test_relative_roles_nest_and_format_read_aloud_with_the() -> None:
    text = hook("after pickup", "next player after player left of dealer draws 1 card")
    role = first_role(text)
    assert role.of is not None and role.of.kind == "left_of"
    assert role.of.of is not None and role.of.of.kind == "dealer"
    formatted = format_text(text)
    assert "next player after the player left of the dealer draws 1 card" in formatted
    assert format_text(formatted) == formatted
    assert parse(formatted) == parse(text)


@each.parametrize("body", [
    "the player left of the picker draws 1 card",
    "the next player after the picker says \"Bad luck!\"",
    "if hand of player right of the dealer is at most 2:\n      the dealer draws 1 card",
    "if the player left of the dealer's hand is 2:\n      skip the player left of the dealer",
    "player left of the picker plays roshambo with player left of the dealer",
])
def test_r_custom_4_relative_roles_lint_clean(body: str) -> None:
    assert codes_of(hook("after pickup", body)) == []


@each.parametrize(("body", "code"), [
    ("the player left of every player draws 1 card", "LP905"),
    ("the player left of seat 2 draws 1 card", "LP302"),
    ('the player left of "Anna" draws 1 card', "LP303"),
    ("the player left of the oldest player draws 1 card", "LP304"),
    ("the next player after that player draws 1 card", "LP909"),
    ("the player left of the roshambo winner draws 1 card", "LP908"),
    ("the player left of the boss player draws 1 card", "LP904"),
], size=60)
def test_r_custom_4_the_other_role_is_checked_as_any_role(body: str, code: str) -> None:
    assert code in codes_of(hook("after pickup", body))


@pytest.mark.parametrize(("head", "body", "code", "said"), [
    ("after deal when round.number is 1", "the player left of the dealer draws 1 card",
     "LP305", "'player left of the dealer' here is one fixed seat"),
    ("after deal when round.number is 1", "next player after the acting player draws 1 card",
     "LP305", "the next player after the leader, one fixed seat"),
    ("after clear when rule.rounds is 1", "player right of the last winner draws 1 card",
     "LP306", "beside the rule's creator"),
])
def test_r_custom_4_a_role_beside_a_pinned_role_is_pinned_once(head: str, body: str,
                                                               code: str, said: str) -> None:
    diags = lint_text(hook(head, body), "t.lopti").diagnostics
    assert [d.code for d in diags] == [code]
    assert said in diags[0].message


def test_r_custom_4_a_role_beside_a_role_that_changes_is_legal() -> None:
    assert codes_of(hook("after deal when round.number is at least 3",
                         "the player left of the dealer draws 1 card")) == []


def test_guards_keep_players_beside_different_roles_apart() -> None:
    """'left of the dealer' and 'left of the picker' are two variables, not one."""
    cond = parse(hook("after pickup when hand of player left of the dealer is 2 and hand of "
                      "player left of the picker is 3", "dealer draws 1 card")
                 ).rules[0].hooks[0].condition
    assert cond is not None
    found: set[guards.Var] = set()
    guards.reads(cond, found)
    assert found == {("hand", "left_of dealer"), ("hand", "left_of acting")}
    assert {guards.show(v) for v in found} == {"hand of player left of the dealer",
                                               "hand of player left of the acting player"}


def test_the_vocabulary_lists_every_relative_role_as_one_player() -> None:
    for kind in vocabulary.RELATIVE_ROLES:
        assert not vocabulary.ROLES[kind].plural


def test_compiled_relative_roles_call_the_sandbox_helper() -> None:
    book = compile_text(hook("after clear", "the next player after the clearer draws 1 card\n"
                             "    previous player before the player right of the dealer "
                             "draws 1 card"))
    source = python_source(book)
    assert "beside(view.acting, view.direction)" in source
    assert "beside(beside(view.dealer, -1), -view.direction)" in source


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 3), (5, 7)])
def test_r_custom_4_in_play_the_player_left_of_the_picker_draws(players: int,
                                                                seed: int) -> None:
    """Every pickup of a whole game: the rule's draw goes to the first seat clockwise of
    the picker that is still in, where a table would point (R-WIN-4: never one out)."""
    book = compile_text(hook("after pickup", "the player left of the picker draws 1 card"))
    runtime = RuleRuntime(book)
    fired: list[str] = []
    runtime.listen(lambda ev: fired.extend(getattr(ev, "effects", ())))
    play = runtime.start(players, seed)
    expected: list[str] = []

    def pickup(ev: Any, game: Any) -> None:
        seat = next(s for s in ((ev.player + k) % players for k in range(1, players))
                    if not game.out[s])
        expected.append(f"seat {seat} draws 1")

    play.game.bus.before("pickup", pickup)
    play_out(play.game, make_bot("random", seed))
    assert len(expected) >= 5  # the seeds are picked to pick up often
    assert fired == expected
