"""Every bundled example is a golden test: legal rules lint clean (R-CUSTOM), rejected
ones give exactly the codes their ``# expect: CODE`` lines list, as ``lopti lint`` gives
them: through the one gate (``tools.judge``: the linter, then the play judges: the audit's
witnesses and games that never end, LP504/LP505, and the trial, LP801-LP805).

A folder in ``examples/rejected/`` is one rule book of several files (the book is the
unit: R-CUSTOM-3, R-CUSTOM-1): each file is clean alone, and linted together as one book
each file gives exactly the codes its own ``# expect:`` lines list (a cycle is reported in
every file it passes through, a duplicate in the later file). ``examples/rules/`` as a
whole is one book too, and it lints clean.

A rejected example's one judgement also gives what ``lopti lint`` prints for it, compared
with its golden file (``tests/golden/lint/NAME.txt``): one gate's run a test, not one for
the codes here and one for the printout elsewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import goldens, marks, paths

from lopti_rules.language.lint.linter import LintResult, lint_paths, render
from lopti_rules.language.report import codes
from lopti_rules.tools import judge
from lopti_rules.tools.gate import PLAY_WITNESS_CODES

LEGAL = sorted(paths.EXAMPLES.glob("*.lopti"))
REJECTED = sorted(paths.REJECTED.glob("*.lopti"))
#: rejected books of several files: a folder each
REJECTED_BOOKS = sorted(p for p in paths.REJECTED.iterdir() if p.is_dir())
EXPECT = re.compile(r"^#\s*expect:\s*(LP\d{3})\s*$", re.MULTILINE)
#: what ``lopti lint examples/rejected/NAME`` prints, one golden file a rejected example
GOLDEN = paths.GOLDEN / "lint"


def lint_text(text: str, filename: str = "<rule>") -> LintResult:
    """One file judged as ``lopti lint FILE`` judges it: the one gate."""
    return judge([(filename, text)]).results[0]


def expected(path: Path) -> list[str]:
    return sorted(EXPECT.findall(path.read_text(encoding="utf-8", errors="surrogateescape")))


@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_r_custom_legal_example_passes_the_static_checks(path: Path) -> None:
    """The fast subset's part of the test below: the static checks alone."""
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# "), "each example opens with the rule in plain words"
    assert len(re.findall(r"^rule ", text, re.MULTILINE)) == 1, "one rule a file"
    result = judge([(path.name, text)], static_only=True).results[0]
    assert result.diagnostics == []


@pytest.mark.slow  # the trial plays each book: 0.2-1.5 s of CPU each, 180-odd books
@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_r_custom_legal_example_lints_clean(path: Path) -> None:
    """The whole gate, the trial's games included: no finding, not even a warning."""
    result = lint_text(path.read_text(encoding="utf-8"), path.name)
    assert result.diagnostics == []
    assert result.ok and result.book is not None


def played(path: Path) -> bool:
    """Whether the gate plays this example's games (the audit's searches and the trial's
    evenings): the static checks find no error in it, so each code it expects is a
    warning or one that only play finds. An example with an error can still be heavy
    when the audit's witness search for its code is (the LP305 proxy search of
    ``clock-dealt-stock``, 4.6 CPU s): no code says which, so the CPU probe's measured
    list marks those (``support/measured-slow.txt``, applied by ``tests/conftest.py``)."""
    return all(codes.ALL_CODES[c].severity == "warning" or c in PLAY_WITNESS_CODES
               for c in expected(path))


@pytest.mark.parametrize("path", marks.slow_for(REJECTED, lambda p: p.stem, {
    "huge-number", "sweep-the-stock", "rule-book-too-large", "count-keeps-low", "very-late-low",
    "high-only", "last-five",
    # the gate plays their games: 0.3-7 s of CPU each, once a run
    *(p.stem for p in REJECTED if played(p))}))
def test_r_custom_rejected_example_gives_exactly_its_codes(path: Path) -> None:
    """Its codes, and what `lopti lint examples/rejected/X.lopti` prints (the golden). A
    file whose bytes are not UTF-8 (LP113) is read as `lopti lint` reads it: each bad byte
    kept as a lone surrogate (surrogateescape), reported where it is."""
    want = expected(path)
    assert want, "a rejected example lists its codes with '# expect: CODE'"
    # named as `lopti lint examples/rejected/X.lopti` names it (the play judges play the
    # text under a stand-in name, so the name changes only the printout)
    verdict = judge([(f"examples/rejected/{path.name}",
                      path.read_text(encoding="utf-8", errors="surrogateescape"))])
    result = verdict.results[0]
    assert sorted(d.code for d in result.diagnostics) == want
    assert result.ok == all(codes.ALL_CODES[c].severity == "warning" for c in want)
    goldens.check(GOLDEN / f"{path.stem}.txt", render(verdict.fresh(), "text"))


@pytest.mark.parametrize("folder", marks.slow_for(REJECTED_BOOKS, lambda p: p.name, {
    "stock-split", *(p.name for p in REJECTED_BOOKS
                     if all(played(f) for f in p.glob("*.lopti")))}))
def test_r_custom_rejected_book_is_clean_file_by_file_and_gives_its_codes_together(
        folder: Path) -> None:
    """Each file alone, then the book as `lopti lint examples/rejected/BOOK` judges it: its
    codes, file by file, and what it prints (the golden)."""
    files = sorted(folder.glob("*.lopti"))
    assert len(files) >= 2, "a rejected book is a folder of two rule files or more"
    texts = [(f"examples/rejected/{folder.name}/{p.name}", p.read_text(encoding="utf-8"))
             for p in files]
    for name, text in texts:
        assert text.startswith("# "), "each example opens with the rule in plain words"
        alone = judge([(name, text)], static_only=True).results[0]
        assert alone.diagnostics == [], f"{name} alone must pass the static checks"
    verdict = judge(texts)
    assert [sorted(d.code for d in r.diagnostics) for r in verdict.results] == \
        [expected(p) for p in files]
    assert any(expected(p) for p in files), "a rejected book lists its codes with '# expect:'"
    goldens.check(GOLDEN / f"{folder.name}.txt", render(verdict.fresh(), "text"))


@pytest.mark.slow
def test_r_custom_the_legal_examples_lint_clean_as_one_book() -> None:
    """``lopti lint --static-only examples/rules``: every legal example together, read as one
    book, has no finding (the play audit runs each file as its own book: above)."""
    results = lint_paths([paths.EXAMPLES])
    assert len(results) == len(LEGAL)
    assert [d for r in results for d in r.diagnostics] == []


def test_there_are_forty_rejected_examples_and_twenty_legal_near_misses() -> None:
    """Issue 12: the adversarial corpus (a rejected book counts once) and the near misses."""
    assert len(REJECTED) + len(REJECTED_BOOKS) >= 40
    assert len(LEGAL) >= 20


def test_every_code_and_family_has_a_rejected_example() -> None:
    seen = {code for path in REJECTED for code in expected(path)}
    # every lint code, and the trial's codes (LP801-LP805) where the play proves one
    assert set(codes.CODES) <= seen <= set(codes.CODES) | set(codes.TRIAL_CODES)
    assert {codes.CODES[c].family for c in seen & set(codes.CODES)} == set(codes.FAMILIES)


@pytest.mark.parametrize("stem", [
    "named-player-draws", "oldest-leads", "draw-again", "pickup-before-clear",
    "out-players-draw", "vote-three-quarters", "earlier-clears", "roshambo-shot",
])
def test_the_issues_rejected_rules_are_bundled(stem: str) -> None:
    assert (paths.REJECTED / f"{stem}.lopti").is_file()
    assert expected(paths.REJECTED / f"{stem}.lopti")


@pytest.mark.parametrize("stem", [
    "eights-skip", "pickup-draws-one", "ten-says-lopti", "jack-on-queen", "deal-pass-left",
    "big-play-goes-low", "five-roshambo", "second-clear-draws", "big-clear-fewest-takes",
    "nine-reverses",
])
def test_the_issues_legal_rules_are_bundled(stem: str) -> None:
    """Bundled, and clean of the static checks (the whole gate: the legal examples above)."""
    path = paths.EXAMPLES / f"{stem}.lopti"
    assert judge([(path.name, path.read_text())], static_only=True).results[0].ok
