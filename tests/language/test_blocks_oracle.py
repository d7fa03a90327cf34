"""Blocking by one hook (checks/blocks.py, checks/seating.py), the runtime's refusals as oracle.

The runtime refuses a hook's effect list that writes what its event protects, before
any of it happens (play/protection.py), and records a ``RuleStopped`` whose reason ends
in the code (``... [LP202]``). Every (event, timing, action, role) combination of a
grid is compiled without the lint gate and played a few seeded games; whenever the
runtime refuses a hook for blocking (LP2xx) or for cards to a finished player (LP501),
lint must give that code as an error. ``before turn: skip next player`` is the case that
slipped through: before a turn begins the player to act is still the last one, so
"next player" is the player whose turn begins (R-TURN-1).
"""

from __future__ import annotations

import functools
import itertools
import os
import random
import re

import pytest
from support import each
from support.games import unlinted_stops

from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language import parse
from lopti_rules.language.lint.linter import lint_book

#: Roles an action is aimed at: fixed offsets from the event's player, and roles that
#: may be anyone.
ROLES = ("acting player", "next player", "previous player", "every player",
         "every other player", "player with the fewest cards", "dealer")
#: Actions with a role in them ({r}), and a few without.
ACTIONS = ("{r} draws 1 card", "{r} takes 1 card from the pile",
           "{r} takes 1 card from the cleared cards", "{r} gives 1 card to next player",
           "previous player gives 1 card to {r}", "skip {r}", "{r} picks up the pile")
PLAIN = ("clear the pile", "next play must be 9 or lower", "reverse the direction")
#: The events of a game a seeded bot game meets (not the round's end, nor a vote).
EVENTS = tuple(e for e in EVENT_NAMES if e not in ("round_end",))
TIMINGS = ("before", "after")

Hook = tuple[str, str, str]


def grid() -> list[Hook]:
    acts = [a.format(r=r) for a, r in itertools.product(ACTIONS, ROLES)] + list(PLAIN)
    return [(t, e, a) for e, t, a in itertools.product(EVENTS, TIMINGS, acts)]


#: A fixed sample of the grid (every hook of it: ``LOPTI_BLOCK_GRID=all``), the before
#: turn hooks always in it; each is played three seeded games of three players.
_ALL = grid()
_RNG = random.Random(2026)
SAMPLE = _ALL if os.environ.get("LOPTI_BLOCK_GRID") == "all" else sorted(
    {*_RNG.sample(_ALL, 110), *((t, e, a) for t, e, a in _ALL
                                if (t, e) == ("before", "turn") and "skip" in a)})


def text_of(hook: Hook) -> str:
    timing, event, action = hook
    return f'rule "R"\n  {timing} {event}:\n    {action}\n'


@functools.cache
def refused(text: str, seeds: tuple[int, ...] = (1, 2, 3), players: int = 3) -> set[str]:
    """The codes the runtime names when it refuses an effect list for blocking, over
    seeded random-bot games of the rule compiled without the lint gate."""
    return {code for s in unlinted_stops(text, "one.lopti", seeds, players) if "would block" in s
            for code in re.findall(r"\[(LP2\d\d|LP501)\]", s)}


def errors(text: str) -> set[str]:
    return {d.code for r in lint_book([("one.lopti", text)]) for d in r.errors}


@each.parametrize("hook", SAMPLE, ids=" ".join, size=15)
def test_R_CUSTOM_2_every_refusal_of_one_hook_is_a_lint_error(hook: Hook) -> None:
    text = text_of(hook)
    try:
        parse(text, "one.lopti")
    except Exception:  # noqa: BLE001 - a wording the grammar refuses is no case
        pytest.skip("not a sentence of the language")
    missing = refused(text) - errors(text)
    assert not missing, f"the runtime refuses {missing}; lint does not:\n{text}"


def test_the_grid_meets_refusals() -> None:
    """The oracle is no empty one: the runtime refuses some sampled hooks."""
    assert sum(bool(refused(text_of(h))) for h in SAMPLE if "turn" in h[1]) >= 2


@pytest.mark.parametrize("role", ["next player", "previous player", "acting player"])
def test_R_TURN_1_before_a_turn_skipping_the_player_about_to_act_is_LP202(role: str) -> None:
    """Before a turn begins ``next``/``previous`` count from whoever acted last."""
    text = text_of(("before", "turn", f"skip {role}"))
    assert "LP202" in errors(text)
    assert "LP202" in refused(text)


def test_R_TURN_1_after_a_turn_begins_next_player_is_someone_else() -> None:
    """After the turn has begun ``next player`` is the player after the one to act: a
    skip there is no block (lint and runtime agree), and a draw before the turn for the
    player about to act blocks nothing."""
    for hook in (("after", "turn", "skip next player"),
                 ("before", "turn", "next player draws 1 card")):
        text = text_of(hook)
        # LP211 is the book's verdict at two players left (a skip on *every* turn locks
        # the other out: tests/language/test_lockout.py), not a block of this turn
        assert not {c for c in errors(text) if c.startswith("LP2") and c != "LP211"}, text
        assert not refused(text), text
