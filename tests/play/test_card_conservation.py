"""All 52 cards, always (issue 28): every view a hook is given, at every event and timing,
holds each card of the deck exactly once (R-SETUP-1: one 52-card deck).

A spy rule listens to every event before and after, first and last in the book, around
real rules that change the table (gifts, draws, swaps, skips, Roshambo): each time the
sandbox hands it a view, the view's counts (pile, draw pile, cleared, every player's
hand, face-up and face-down cards) plus the discarded 3s (R-SPECIAL-3, which no view
shows) must make 52, and the game behind it must hold every card in exactly one place.
Blind flips, bonus plays and Roshambo effects are among the events seen; a fixed run
checks that they were.
"""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.games import play_out
from support.paths import EXAMPLES

from lopti_rules.engine import EVENT_TYPES
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.position import unaccounted
from lopti_rules.language import CompileError, compile_text
from lopti_rules.play import RuleRuntime
from lopti_rules.sandbox import SandboxPolicy
from lopti_rules.tools import python_book

DECK = 52
#: example rules that move cards, skip, reverse or play Roshambo
RULES = sorted(p for p in EXAMPLES.glob("*.lopti"))


class Spy:
    """The views of every hook call of a spy rule, checked as they are handed over."""

    def __init__(self) -> None:
        self.game: Any = None
        self.seen: Counter[str] = Counter()
        self.problems: list[str] = []

    def hook(self, name: str) -> Any:
        def look(view: Any, event: Any, rule: Any) -> tuple[()]:
            self.seen[name] += 1
            if name.endswith("_flip"):
                self.seen["flip blind " + ("legal" if event.legal else "illegal")] += 1
            if name == "before_play" and event.source == "down":
                self.seen["play of a flipped card"] += 1
            if name.endswith("_play") and event.bonus:
                self.seen["bonus play"] += 1
            held, seat = 0, view.dealer
            for _ in range(view.players):  # every seat, out or not, from the dealer on
                held += seat.cards
                seat = seat.left
            discarded = self.game.discarded.bit_count() if self.game is not None else 0
            total = view.pile + view.draw_pile + view.cleared + held + discarded
            if total != DECK:
                self.problems.append(f"{name} {event!r}: the view holds {total} cards")
            if self.game is not None:
                problem = unaccounted(self.game)
                if problem is not None:
                    self.problems.append(f"{name} {event!r}: {problem}")
            return ()
        return look


def spy_book(spy: Spy, rule: str) -> Any:
    """A rule with a hook on every event, before and after, whose calls ``spy`` sees: the
    book is built once a process (the sandbox's compile of its 30-odd hooks is about 1.7
    CPU s, twice an example); each run hands its hooks to its own spy."""
    book = _spy_source_book(rule)
    for entry in book.rules:
        for h in entry.hooks:  # the spy stands in for the sandboxed function
            object.__setattr__(h.hook, "function", spy.hook(h.hook.name))
    return book


@functools.cache
def _spy_source_book(rule: str) -> Any:
    def hook(name: str) -> str:  # the runtime builds the parts of a view a hook reads
        reads = {"flip": "    x = event.legal\n", "play": "    x = event.source\n"
                 "    y = event.bonus\n"}.get(name.partition("_")[2], "")
        return (f"def {name}(view, event, rule):\n    fuel()\n{reads}"
                "    t = add(add(view.pile, view.draw_pile), view.cleared)\n"
                "    p = view.dealer\n    for i in range(view.players):\n        fuel()\n"
                "        t = add(t, p.cards)\n        p = p.left\n    return ()\n")

    source = "".join(hook(f"{t}_{e}") for t in ("before", "after") for e in EVENT_TYPES)
    return python_book(rule, source)


@functools.cache
def _compiled(path: Path) -> Any:
    """The book of an example file, compiled once a process (books are immutable), or None
    for a file that is only clean in its own book (none today)."""
    try:
        return compile_text(path.read_text(encoding="utf-8"), str(path))
    except CompileError:
        return None


class _Unspent(SandboxPolicy):
    # the game's budget grows with its decisions up to MAX_GAME_COST: none of it binds
    MAX_EVENT_COST = MAX_GAME_COST = MAX_OPENING_COST = 10**12


_UNSPENT = _Unspent()


def run_games(rule_files: list[Path], seeds: list[int], players: int,
              bot: str) -> tuple[Spy, list[str]]:
    """Games with the spy around the rules of ``rule_files``; the spy, and the rules'
    stops (a spy's own stop would be a bug here)."""
    books = []
    books.extend(b for b in map(_compiled, rule_files) if b is not None)
    spy = Spy()
    # the spies are charged their price on every event (issue 28: the static bound, 100
    # passes of a loop over range(view.players)): budgets they do not spend, so that they
    # see every view of the game (the rules' own stops are theirs)
    runtime = RuleRuntime([spy_book(spy, "spy first"), *books, spy_book(spy, "spy last")],
                          prechecks=False, budgets=_UNSPENT)
    for seed in seeds:
        spy.game = None
        play = runtime.start(players, seed)
        spy.game = play.game
        play_out(play.game, make_bot(bot, seed))
    for k, info in enumerate(runtime.rules):
        spy.seen[f"fired {info.name}"] += runtime.fired[k]
    spy_stops = [f"{info.name}: {runtime.stop_reasons[k]}"
                 for k, info in enumerate(runtime.rules)
                 if info.name.startswith("spy") and runtime.stopped[k]]
    return spy, spy_stops


@pytest.mark.slow
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(files=st.lists(st.sampled_from(RULES), min_size=0, max_size=3, unique=True),
       roshambo=st.booleans(), seed=st.integers(0, 2**32), players=st.integers(2, 5),
       bot=st.sampled_from(["random", "greedy"]))
def test_every_hook_view_at_every_event_holds_all_52_cards(
        files: list[Path], roshambo: bool, seed: int, players: int, bot: str) -> None:
    """R-SETUP-1: whatever the rules do, no card is ever in no zone or in two."""
    if roshambo:
        files = [*files, EXAMPLES / "five-roshambo.lopti"]
    spy, stops = run_games(files, [seed], players, bot)
    assert spy.problems == []
    assert stops == []
    assert spy.seen["before_deal"] == 0 or spy.seen["after_deal"] >= 1


@pytest.mark.slow
def test_blind_flips_bonus_plays_and_roshambo_are_among_the_views_checked() -> None:
    """A fixed run reaches the events the property must cover, and every view of them
    holds 52 cards: blind flips (legal and not), the play of a flipped card (whose
    before-hooks saw 51 cards: the card was in no zone), bonus plays, Roshambo."""
    files = [EXAMPLES / "five-roshambo.lopti"]
    spy, stops = run_games(files, list(range(12)), 4, "random")
    assert spy.problems == [] and stops == []
    for seen in ("flip blind legal", "flip blind illegal", "play of a flipped card",
                 "bonus play", "before_flip", "after_flip", "after_clear", "before_bonus",
                 "fired Five fight"):
        assert spy.seen[seen] > 0, seen
