"""Lint clean means it runs: no lint-clean book is stopped for a limit its text shows
(issue 28).

Every shipped example rule that lints clean, and every witness book the project keeps
(the red team's fair rules, the trial's clean books, the runaway book of the heaviest
hooks lint accepts), plays a few seeded games on the fast path (plain functions for
bounded hooks, ``sandbox.run_bounded``). Its stops are counted by cause:

- a limit its text shows (a call's fuel or steps, the watchdog, too many effects, a
  range, collection or text too long, a number past MAX_INT, more cards than a deck in
  one effect, recursion, a chain too deep) must
  never stop a lint-clean rule: lint reads those off the text (LP912-LP921);
- a budget of the whole event or game (MAX_EVENT_COST, MAX_GAME_COST) depends on how
  often hooks fire, which the text does not say: it must not stop an example or a witness
  book either, but it is the runaway book's fence, so there it is counted, not refused;
- the game's situation (R-WIN-4: no cards to a player going out) may stop a rule.
"""

from __future__ import annotations

import collections
from collections.abc import Sequence
from pathlib import Path

import pytest
from support.games import play_with_rules
from support.paths import EXAMPLES, ROOT

from lopti_rules.language import (
    CompileError,
    RuleSyntaxError,
    compile_book,
    compile_text,
    lint_text,
    parse,
)
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.play.records import RuleStopped

#: Words of a stop reason that name a limit the rule's text shows (docs/sandbox.md).
TEXT_LIMITS = ("MAX_COST", "MAX_STEPS", "MAX_HOOK_SECONDS", "MAX_EFFECTS", "MAX_RANGE",
               "range longer", "collection larger", "recursion", "beyond the limit",
               "MAX_HOOK_DEPTH", "text of more than", "text longer than", "must be 0 to")
#: Words of a stop reason that name a budget of a whole event or game.
BUDGETS = ("MAX_EVENT_COST", "MAX_GAME_COST")
#: Words of a stop reason that name the game's situation, not a limit.
SITUATIONS = ("R-WIN-4",)
DATA = ROOT / "tests" / "data"
#: Witness books, one a file: every red-team set's fair rules (each set a folder
#: ``redteam*/fair``, the held-out ones included once they are in the repository) and the
#: trial's clean books.
WITNESS_SETS = {**{d.name: sorted((d / "fair").glob("*.lopti"))
                   for d in sorted(DATA.glob("redteam*")) if (d / "fair").is_dir()},
                "trial": sorted((DATA / "trial").glob("*.lopti"))}
#: The runaway book: the heaviest hooks lint accepts, as one book.
RUNAWAY = sorted((DATA / "runaway" / "lint-clean").glob("*.lopti"))


def cause(reason: str) -> str:
    for kind, words in (("limit", TEXT_LIMITS), ("budget", BUDGETS),
                        ("situation", SITUATIONS)):
        for word in words:
            if word in reason:
                return f"{kind}: {word}"
    return f"other: {reason}"


def clean(paths: Sequence[Path]) -> list[tuple[str, str]]:
    """The (name, text) of each file that lints clean on its own."""
    found = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if not lint_text(text, path.name).diagnostics:
            found.append((path.name, text))
    return found


def stops(book: Sequence[tuple[str, str]], seeds: Sequence[int] = (1, 2),
          players: int = 4) -> collections.Counter[str]:
    """The book's stops by cause over seeded games (random bots)."""
    rt = RuleRuntime([compile_text(text, name) for name, text in book])
    records: list[object] = []
    rt.listen(records.append)
    for seed in seeds:
        play_with_rules(rt, players, seed, "random", agents=bot_agents(players, seed))
    return collections.Counter(cause(r.reason) for r in records if isinstance(r, RuleStopped))


@pytest.mark.slow
def test_no_lint_clean_example_is_stopped_for_a_limit() -> None:
    causes: collections.Counter[str] = collections.Counter()
    examples = clean(sorted(EXAMPLES.glob("*.lopti")))
    assert len(examples) >= 100  # the examples are lint clean
    for name, text in examples:
        for found, n in stops([(name, text)]).items():
            causes[f"{name}: {found}"] += n
    refused = {k: n for k, n in causes.items() if ": situation:" not in k}
    assert refused == {}, refused


def test_every_red_team_set_and_the_trial_books_are_witnesses() -> None:
    assert len(WITNESS_SETS) >= 12, sorted(WITNESS_SETS)
    assert all(len(files) >= 10 for files in WITNESS_SETS.values()), WITNESS_SETS


def played_first(paths: Sequence[Path]) -> collections.Counter[str]:
    """Each book played first, compiled without the checks (a few ms a book, where the
    static checks cost about 25), and linted only when a game stopped one of its rules for
    a limit: the question is whether a *lint-clean* book is stopped, so a book that plays
    through needs no verdict. The code generator reads the checks' types only where a
    value is spoken (codegen.py), so a book whose spoken value it refuses unchecked is
    compiled from the linted tree, as the gate compiles it. The stops of the lint-clean
    books, by cause."""
    causes: collections.Counter[str] = collections.Counter()
    for path in paths:
        text = path.read_text(encoding="utf-8")
        try:
            book = compile_book(parse(text, path.name), filename=path.name, validated=True)
        except (CompileError, RuleSyntaxError):
            # a tree the checks have not typed (a value spoken) compiles from the linted
            # tree, as the gate compiles it; a book that does not lint clean is no witness
            linted = lint_text(text, path.name)
            if linted.diagnostics or linted.book is None:
                continue
            book = compile_book(linted.book, filename=path.name, validated=True)
        rt = RuleRuntime([book])
        records: list[object] = []
        rt.listen(records.append)
        play_with_rules(rt, 4, 1, "random", agents=bot_agents(4, 1))
        found = collections.Counter(cause(r.reason) for r in records
                                    if isinstance(r, RuleStopped))
        if any(not k.startswith("situation:") for k in found) and \
                not lint_text(text, path.name).diagnostics:
            for k, n in found.items():
                causes[f"{path.name}: {k}"] += n
    return causes


@pytest.mark.slow
@pytest.mark.parametrize("folder", sorted(WITNESS_SETS))
def test_no_lint_clean_witness_book_is_stopped_for_a_limit(folder: str) -> None:
    causes = played_first(WITNESS_SETS[folder])
    refused = {k: n for k, n in causes.items() if ": situation:" not in k}
    assert refused == {}, refused


@pytest.mark.slow
def test_the_runaway_book_is_stopped_by_its_budgets_only() -> None:
    """The heaviest hooks lint accepts, together: lint accepts the book, no stop names a
    limit its text shows, and the game's budget is what ends its hooks (issue 28)."""
    book = clean(RUNAWAY)
    assert len(book) == len(RUNAWAY) >= 8
    found = stops(book, seeds=(1,))
    assert not [k for k in found if k.startswith(("limit", "other"))], found
    assert found["budget: MAX_GAME_COST"] > 0, found
