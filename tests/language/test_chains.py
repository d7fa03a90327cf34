"""Blocks through rule-caused events (checks/chains.py), with the runtime's refusals as oracle.

While a guarded event's hooks apply their effects, the hooks of the events they cause may
not write what it protects (``RulesInPlay.pending``, play/protection.py): the runtime
refuses such a list and records a ``RuleStopped`` whose reason names the code
(``... [LP202]``). Books of two and three hooks from a grid of events x causing actions
x offending actions are compiled without the lint gate and played; whenever the runtime
refuses an effect for blocking a pending event, lint must give that code as an error.
"""

from __future__ import annotations

import functools
import itertools
import random
import re

import pytest
from support import each
from support.games import unlinted_stops

from lopti_rules.language.lint.linter import lint_book

#: Actions that cause an event, and the events they cause (permissions.CAUSES).
CAUSING: dict[str, tuple[str, ...]] = {
    "acting player draws 1 card": ("draw",),
    "next player draws 1 card": ("draw",),
    "clear the pile": ("clear", "bonus"),
    "acting player picks up the pile": ("pickup",),
    "next player picks up the pile": ("pickup",),
    "previous player gives 1 card to acting player": ("take_up",),
    "acting player gives 1 card to next player": ("take_up",),
}
#: Actions at the end of a chain that may write what a pending event protects.
OFFENDING = (
    "acting player takes 1 card from the pile", "previous player takes 1 card from the pile",
    "acting player takes 1 card from the cleared cards",
    "previous player gives 1 card to acting player", "next player gives 1 card to acting player",
    "acting player gives 1 card to next player", "next play must be 9 or lower",
    "skip acting player", "clear the pile", "acting player draws 1 card",
    "acting player picks up the pile",
)
#: Events whose hooks start a chain: the guarded ones and a few that are not.
ORIGINS = ("turn", "play", "draw", "pickup", "clear", "bonus", "take_up", "flip", "pass",
           "out", "swap")
TIMINGS = ("before", "after")

Hook = tuple[str, str, str]


def book_text(hooks: tuple[Hook, ...]) -> str:
    """One rule a hook: ``rule "R0"``, ``rule "R1"`` ..."""
    return "\n".join(f'rule "R{i}"\n  {t} {e}:\n    {a}\n' for i, (t, e, a) in enumerate(hooks))


def two_hook_books() -> list[tuple[Hook, ...]]:
    out = []
    for t1, e1, a1 in itertools.product(TIMINGS, ORIGINS, CAUSING):
        for e2 in CAUSING[a1]:
            for t2, a2 in itertools.product(TIMINGS, OFFENDING):
                out.append(((t1, e1, a1), (t2, e2, a2)))
    return out


def three_hook_books() -> list[tuple[Hook, ...]]:
    out = []
    for e1, a1 in itertools.product(ORIGINS, CAUSING):
        for e2, a2 in itertools.product(CAUSING[a1], CAUSING):
            for e3, a3 in itertools.product(CAUSING[a2], OFFENDING):
                out.append((("before", e1, a1), ("after", e2, a2), ("after", e3, a3)))
    return out


#: A fixed sample of the grid (the whole grid is ~5,000 two-hook books; a full run is
#: ``LOPTI_CHAIN_GRID=all``, minutes): every book is played three seeded games.
_RNG = random.Random(12)
SAMPLE = (_RNG.sample([b for b in two_hook_books() if b[0][0] == "before"], 90)
          + _RNG.sample(three_hook_books(), 30))


@functools.cache
def refused_codes(text: str, seeds: tuple[int, ...] = (1, 2, 3), players: int = 3) -> set[str]:
    """The codes the runtime names when it refuses an effect for blocking a pending event,
    over seeded random-bot games of the book compiled without the lint gate."""
    return {code for s in unlinted_stops(text, "chain.lopti", seeds, players) if "pending" in s
            for code in re.findall(r"\[(LP\d+)\]", s)}


def lint_errors(text: str) -> set[str]:
    return {d.code for r in lint_book([("chain.lopti", text)]) for d in r.errors}


@pytest.mark.parametrize("hooks", SAMPLE, ids=lambda h: " / ".join(" ".join(x) for x in h))
def test_R_CUSTOM_2_every_pending_refusal_is_a_lint_error(hooks: tuple[Hook, ...]) -> None:
    text = book_text(hooks)
    refused = refused_codes(text)
    missing = refused - lint_errors(text)
    assert not missing, f"the runtime refuses {missing} down a chain; lint does not:\n{text}"


def test_the_sample_meets_refusals() -> None:
    """The grid is no empty oracle: the runtime refuses effects in some sampled books."""
    assert sum(bool(refused_codes(book_text(h))) for h in SAMPLE) >= 5


# ---------------------------------------------------------------- named chains
CHAINS = [
    # R-DRAW-1: a clear caused before the draw brings the drawer a cleared card
    ('rule "A"\n  before draw:\n    clear the pile\n'
     'rule "B"\n  after clear:\n    acting player takes 1 card from the cleared cards\n',
     "LP202"),
    # R-CLEAR-3: a draw caused before a clear ends in a take from the pile
    ('rule "A"\n  before clear:\n    acting player draws 1 card\n'
     'rule "B"\n  after draw:\n    previous player takes 1 card from the pile\n', "LP203"),
    # R-PLAY-4: after every play the pile is cleared, and the clear hands the play back
    ('rule "A"\n  after play:\n    clear the pile\n'
     'rule "B"\n  after clear:\n    acting player takes 1 card from the cleared cards\n',
     "LP205"),
    # R-PLAY-1: a draw caused before the play makes the player give a card away
    ('rule "A"\n  before play:\n    acting player draws 1 card\n'
     'rule "B"\n  after draw:\n    acting player gives 1 card to next player\n', "LP202"),
]


@each.parametrize("text,code", CHAINS)
def test_R_CUSTOM_2_chains_of_caused_events_are_named(text: str, code: str) -> None:
    diags = [d for r in lint_book([("chain.lopti", text)]) for d in r.errors
             if d.code == code]
    assert diags, text
    assert "causes a" in diags[0].message and "→" in diags[0].message
    assert "R-CUSTOM-2" in diags[0].message


def test_R_CUSTOM_2_a_chain_across_two_files_is_reported_in_both() -> None:
    a = 'rule "A"\n  before draw:\n    clear the pile\n'
    b = 'rule "B"\n  after clear:\n    acting player takes the bottom cleared card\n'
    results = lint_book([("a.lopti", a), ("b.lopti", b)])
    assert [sorted(d.code for d in r.errors) for r in results] == [["LP202"], ["LP202"]]


NEAR_MISSES = [
    # the clear comes after a play of an 8 only, and the next player takes the card
    'rule "A"\n  after play when play.rank is 8:\n    clear the pile\n'
    'rule "B"\n  after clear:\n    next player takes 1 card from the cleared cards\n',
    # the clear's take is the bottom card, not the play
    'rule "A"\n  after play when play.rank is 8:\n    clear the pile\n'
    'rule "B"\n  after clear:\n    acting player takes the bottom cleared card\n',
    # after the draw nothing is pending, and the card goes to another player
    'rule "A"\n  after draw:\n    clear the pile\n'
    'rule "B"\n  after clear:\n    next player takes 1 card from the cleared cards\n',
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_R_CUSTOM_2_chain_near_misses_stay_clean(text: str) -> None:
    blocking = {c for c in lint_errors(text) if c.startswith("LP2")}
    assert not blocking, text


@each.parametrize("guard", ["", " when flip.legal is yes",
                                   " when flip.legal and face_down of acting player is at least 1",
                                   " when flip.rank is at least 5"])
def test_R_FACE_2_a_take_back_into_the_flippers_hand_after_a_legal_flip_is_lp205(
        guard: str) -> None:
    """After a legal blind flip the card lands on the pile: taking from the pile into the
    flipper's hand gives every face-down card back as a hand card (redteam5b
    block-flip-taken-back)."""
    text = f'rule "r"\n  after flip{guard}:\n    acting player takes 1 card from the pile\n'
    found = [d for r in lint_book([("a.lopti", text)]) for d in r.diagnostics
             if d.code == "LP205"]
    assert len(found) == 1 and "R-FACE-2" in found[0].message


@each.parametrize("text", [
    'rule "r"\n  after flip when not flip.legal:\n    acting player takes 1 card from the pile\n',
    'rule "r"\n  after flip when flip.legal is no:\n    acting player takes 1 card from the pile\n',
    'rule "r"\n  after flip:\n    acting player draws 1 card\n',
    'rule "r"\n  after flip when not flip.legal:\n    acting player says "Missed!"\n',
], size=60)
def test_R_FACE_2_flip_near_misses_stay_clean(text: str) -> None:
    assert not [d for r in lint_book([("a.lopti", text)]) for d in r.diagnostics
             if d.code == "LP205"]
