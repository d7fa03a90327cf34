"""The linter at the speed of typing (issue 26): each file's analysis is kept while its text
is unchanged (``lint/filecache.py``), facts about a hook while the hook lives
(``analysis/nodememo.py``), and LP206's search goes through the tables its hooks can
tell apart (``checks/arrivaltable.py``). None of it may change a diagnostic: a warm lint
gives exactly what a cold one gives, and lint work does not grow with the numbers a rule
writes (counted in executed lines, never timed)."""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from lopti_rules.engine import outcomes as base
from lopti_rules.language import lint_book, lint_text
from lopti_rules.language.analysis import nodememo
from lopti_rules.language.analysis.checks import drawpaths, outcomes
from lopti_rules.language.analysis.checks.guards import (
    Site,
    Unknown,
    combinations,
    sites,
)
from lopti_rules.language.analysis.wholebook import BookHook
from lopti_rules.language.lint import filecache
from lopti_rules.language.syntax.parser import parse_collect
from lopti_rules.language.tree import nodes

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "rules").glob("*.lopti"))
REJECTED = sorted((ROOT / "examples" / "rejected").glob("*.lopti"))


def cold() -> None:
    filecache.clear()
    nodememo.clear()


def shown(results: Sequence[Any]) -> list[tuple[str, list[object]]]:
    return [(r.filename, [(d.code, d.severity, d.message, d.line, d.column, d.end_line,
                           d.end_column, d.hint, d.witness) for d in r.diagnostics])
            for r in results]


def text_of(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "surrogateescape")


@pytest.mark.slow
def test_kept_analysis_gives_a_cold_lints_diagnostics_over_every_example() -> None:
    """Every example and rejected example linted alone, cold and then warm (from the
    cache), and the examples' folder as one book warm, then after an edit of three of
    its files (only those are analysed again), each equal to a cold lint."""
    files = [(str(p), text_of(p)) for p in [*EXAMPLES, *REJECTED]]
    cold()
    alone_cold = [shown(lint_book([f])) for f in files]
    alone_warm = [shown(lint_book([f])) for f in files]
    assert alone_warm == alone_cold
    book = files[:len(EXAMPLES)]
    warm = shown(lint_book(book))
    for n in (0, len(book) // 2, len(book) - 1):  # an edit: a new line in three files
        book[n] = (book[n][0], book[n][1].rstrip("\n") + '\n    next player says "Edit"\n')
    before = filecache.analysed
    warm_edited = shown(lint_book(book))
    assert filecache.analysed - before == 3
    cold()
    assert shown(lint_book(files[:len(EXAMPLES)])) == warm
    assert shown(lint_book(book)) == warm_edited


def test_an_edit_analyses_only_the_edited_file_again() -> None:
    book = [(f"r{n}.lopti", text_of(p)) for n, p in enumerate(EXAMPLES[:12])]
    first = shown(lint_book(book))
    before = filecache.analysed
    assert shown(lint_book(book)) == first
    assert filecache.analysed == before
    book[5] = (book[5][0], book[5][1] + "# a comment typed at the end\n")
    lint_book(book)
    assert filecache.analysed == before + 1


# ---------------------------------------------------------------- LP206's search
def plain_search(group: Sequence[tuple[BookHook, Site]]) -> tuple[object, ...] | str | None:
    """LP206's question answered the way it was before ArrivalTable: every table of the
    product of the domains, the sites run one by one (``drawpaths.arrivals``)."""
    hand_var = ("hand", "acting")
    try:
        space, fixed, near = drawpaths.draw_space(group)
        for env0 in combinations(space, fixed, near=near):
            arrived = []
            for hand in (0, 1, 2):
                env = {**env0, hand_var: hand}
                if not (env.get(("play", "source")) == "hand" or hand == 0):
                    continue
                ran = drawpaths.arrivals(group, env)
                drawn = sum(n for _, s, n in ran if isinstance(s.action, nodes.Draw))
                given = sum(n for _, s, n in ran if not isinstance(s.action, nodes.Draw))
                if given:
                    arrived.append((hand, drawn + given, [(id(s), n) for _, s, n in ran]))
                    if not hand + drawn < base.DRAW_BELOW <= hand + drawn + given:
                        break
            else:
                if arrived:
                    return (tuple(sorted(env0.items())), arrived[0])
    except Unknown as why:
        return f"unknown: {why}"
    return None


def new_search(group: Sequence[tuple[BookHook, Site]]) -> tuple[object, ...] | str | None:
    """The same question through ``arrival_table`` (what cancels_draw asks now)."""
    from lopti_rules.language.analysis.checks.guards import domains

    hand_var = ("hand", "acting")
    try:
        space, fixed, near = drawpaths.draw_space(group)
        hit = drawpaths.arrival_table(group, space).first_cancelling(
            domains(space, fixed, near))
    except Unknown as why:
        return f"unknown: {why}"
    if hit is None:
        return None
    env0, hand = hit
    ran = drawpaths.arrivals(group, {**env0, hand_var: hand})
    return (tuple(sorted(env0.items())), (hand, sum(n for _, _, n in ran),
                                          [(id(s), n) for _, s, n in ran]))


#: Draw-time hooks that put cards in the acting player's hand, guarded on what LP206's
#: search reads (hand, cards, ranks, counts, piles), added to the examples' own.
EXTRA_HOOKS = [
    "before play when hand of acting player is at most 1:\n    left player gives 2 cards "
    "to the acting player",
    "after play when play.count is 2 and play.rank is at least 9:\n    the acting player "
    "takes 3 cards from the draw pile",
    "after play when cards of acting player is at most 4:\n    repeat 2 times:\n      "
    "left player gives 1 card to the acting player",
    "after play when table.draw_pile is more than 4:\n    the acting player draws 1 card",
    "after play when hand of acting player is 0:\n    right player gives 3 cards to the "
    "acting player",
    "before turn:\n    left player gives 1 card to the acting player",
    "after play when play.rank is 12:\n    the acting player picks up the pile",
    "after play when hand of acting player + play.count is at least 3:\n    left player "
    "gives 1 card to the acting player",
]


def draw_time_group() -> list[list[tuple[str, nodes.Hook]]]:
    """Each example's (and each extra rule's) draw-time hooks that move cards to the
    acting player, as the files a random book is made of."""
    texts = [text_of(p) for p in [*EXAMPLES, *REJECTED]]
    texts += [f'rule "Extra {n}"\n  {h}\n' for n, h in enumerate(EXTRA_HOOKS)]
    out = []
    for n, text in enumerate(texts):
        book, _ = parse_collect(text, f"f{n}.lopti")
        if book is None:
            continue
        hooks = [(f"f{n}.lopti", h) for r in book.rules for h in r.hooks
                 if (h.event, h.timing) in base.BEFORE_DRAW and not outcomes.reads_unknown(h)
                 and any(outcomes.moves_cards(s.action) for s in sites(h))]
        if hooks:
            out.append(hooks)
    return out


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_lp206_search_finds_the_table_the_plain_search_finds() -> None:
    """R-DRAW-1: books of 1-7 files drawn from the examples' draw-time hooks (seeded),
    LP206's fast search and the plain one give the same first table, hand and cards,
    both when a book cancels the draw and when it does not."""
    files = draw_time_group()
    assert len(files) >= 10
    rng = random.Random(26)
    answers = {"found": 0, "none": 0, "unknown": 0}
    for _ in range(45):
        chosen = rng.sample(files, rng.randint(1, 7))
        hooks: list[BookHook] = []
        for hooks_of_file in chosen:
            for filename, hook in hooks_of_file:
                rule = nodes.Rule(name=f"R{len(hooks)}", hooks=(hook,))
                hooks.append(BookHook(len(hooks), filename, rule, hook))
        group = [(bh, s) for bh in hooks for s in sites(bh.hook)
                 if outcomes.moves_cards(s.action) and outcomes.may_reach_acting(s.action, s.loop)
                 and not outcomes.undoes(bh, s)]
        if not group:
            continue
        old, new = plain_search(group), new_search(group)
        assert new == old, [f for f, _ in hooks_of_file]
        answers["none" if old is None else "unknown" if isinstance(old, str) else "found"] += 1
    assert answers["found"] >= 5 and answers["none"] >= 5, answers


# ---------------------------------------------------------------- numbers' size
def executed_lines(text: str) -> int:
    """Python lines executed to lint ``text`` cold (a count, the same on every run)."""
    cold()
    count = [0]

    def trace(frame: FrameType, event: str, arg: object) -> Any:
        if event == "line":
            count[0] += 1
        return trace

    sys.settrace(trace)
    try:
        lint_text(text, "t.lopti")
    finally:
        sys.settrace(None)
    return count[0]


@pytest.mark.parametrize("rule", [
    'rule "T"\n  after play when play.rank is 8:\n    next player draws {n} cards\n',
    'rule "T"\n  before play:\n    left player gives {n} cards to the acting player\n',
    'rule "T"\n  after play when hand of acting player is at most {n}:\n    repeat {n} times:'
    '\n      the acting player draws {n} cards\n',
])
def test_lint_work_does_not_grow_with_the_numbers_a_rule_writes(rule: str) -> None:
    """``draw 999999999 cards`` lints with no more work than ``draw 2 cards`` (and the
    largest legal number, 999,999, neither), counted in executed lines."""
    executed_lines(rule.format(n=3))  # first use: grammar, catalogues, lazy imports
    small = executed_lines(rule.format(n=2))
    legal = executed_lines(rule.format(n=999_999))
    huge = executed_lines(rule.format(n=999_999_999))
    assert legal <= small * 1.2 and huge <= small * 1.2, (small, legal, huge)
