"""A cold ``lopti lint`` (issue 12): what one run loads, and the parser it keeps in the cache.

Speed itself is measured by ``benchmarks/lint.py`` (never timed here); these tests hold
the structure that makes it fast: a rule that needs no games loads neither the sandbox
nor the engine's game, and the second run of the command loads the parser from the
cache folder the first one wrote, with the same report.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import paths

import lopti_rules

#: Run ``lopti lint ARGS`` in a fresh interpreter; print the report, then every module
#: it loaded, one a line after a marker.
PROBE = """
import sys
from lopti_rules.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print("--- loaded")
print("\\n".join(sorted(sys.modules)))
cache = sys.modules.get("lopti_rules.language.lint.filecache")
print(f"analysed={cache.analysed if cache is not None else 0}")
"""


#: the folder holding the lopti_rules this test imported
HOME = Path(lopti_rules.__file__).resolve().parents[1]


def run_lint(cache: Path, *args: str) -> tuple[str, set[str]]:
    # the package this test imports (installed, or the checkout; -P: not the one in the
    # working folder), so both sides agree on the kept verdicts' key (its own files)
    env = {**os.environ, "LOPTI_CACHE_DIR": str(cache), "PYTHONPATH": str(HOME)}
    done = subprocess.run([sys.executable, "-P", "-c", PROBE, "lint", *args], capture_output=True,
                          text=True, env=env, check=True)
    report, loaded = done.stdout.split("--- loaded\n")
    return report, set(loaded.split())


def test_r_custom_2_a_rule_that_needs_no_games_is_linted_without_the_sandbox_or_a_game(
        tmp_path: Path) -> None:
    """A rule that cannot change a game (it only speaks) is neither played by the audit nor
    by the trial (``language.changes_play``): the gate judges it from its text."""
    report, loaded = run_lint(tmp_path, str(paths.EXAMPLES / "ten-says-lopti.lopti"))
    assert "All clean: 1 file checked." in report
    assert loaded.isdisjoint({"RestrictedPython", "lopti_rules.sandbox",
                              "lopti_rules.engine.game", "lopti_rules.engine.bots",
                              "lopti_rules.play"})
    assert "lopti_rules.engine.events" in loaded  # what the language reads of the engine
    # lint reads comments, never formats
    assert "lopti_rules.language.present.formatter" not in loaded


@pytest.mark.slow
def test_r_custom_3_a_rule_that_restricts_plays_is_played_and_loads_the_game(
        tmp_path: Path) -> None:
    rule = tmp_path / "restrict.lopti"
    rule.write_text('rule "R"\n  after play when play.rank is 2 and play.count is 1:\n'
                    "    next play must be 8 or lower\n", encoding="utf-8")
    report, loaded = run_lint(tmp_path / "cache", str(rule))
    assert "All clean: 1 file checked." in report
    assert {"lopti_rules.engine.game", "lopti_rules.play", "RestrictedPython"} <= loaded


def test_r_custom_a_lint_whose_trial_verdict_is_kept_loads_only_what_lint_needs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24, cold start: a rule that changes play, whose trial verdict is kept in the
    cache folder (``tools.keptverdicts``), is linted with the linter, the gate and the
    kept verdict: not the trial's games (``trial.core``, the evenings, the worker pool),
    the compiler, the sandbox or RestrictedPython, the rules runtime, the other
    commands' modules, rich, Babel or the package metadata. The verdict kept here holds a
    finding, so the report shows it was read, not played."""
    from lopti_rules.language import diagnostic
    from lopti_rules.tools import keptverdicts as kept
    from lopti_rules.tools.trial import DEFAULT

    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    rule = paths.EXAMPLES / "eights-skip.lopti"
    book = kept.stand_ins([(str(rule), rule.read_text(encoding="utf-8"))])
    kept.save(book, DEFAULT, [(book[0][0], diagnostic("LP803", "kept, not played", 2, 3))],
              "trial")
    report, loaded = run_lint(tmp_path, str(rule))
    assert "LP803" in report and "kept, not played" in report
    assert "lopti_rules.tools.trial.entry" in loaded  # the trial was asked
    others = {f"lopti_rules.cli.{name}" for name in
              ("simulate", "replay", "fmt", "scenario", "session", "book", "serve", "lsp")}
    unneeded = others | {
        "lopti_rules.tools.trial.core", "lopti_rules.tools.evenings",
        "lopti_rules.tools.eveningruns", "lopti_rules.tools.parallel",
        "lopti_rules.tools.rulebooks", "lopti_rules.language.codegen",
        "lopti_rules.language.present.formatter", "lopti_rules.sandbox", "RestrictedPython",
        "lopti_rules.play", "lopti_rules.engine.game", "lopti_rules.engine.bots", "rich",
        "babel", "importlib.metadata"}
    assert sorted(loaded & unneeded) == []


@pytest.mark.slow
def test_the_second_cold_lint_loads_the_parser_the_first_one_stored(tmp_path: Path) -> None:
    """Twelve rejected examples, not all 300-odd (7 CPU s): that a parser loaded from the
    cache reads every example as a fresh one does is tests/language/test_parsercache.py's
    (in one process); here, that a second process loads the file the first one stored."""
    cache = tmp_path / "cache"
    targets = [str(p) for p in sorted(paths.REJECTED.glob("*.lopti"))[:12]]
    first, _ = run_lint(cache, "--static-only", *targets)
    (stored,) = cache.glob("parser-start-*.pickle")
    written = stored.stat().st_mtime_ns
    second, _ = run_lint(cache, "--static-only", *targets)
    assert second == first and "errors" in first
    assert stored.stat().st_mtime_ns == written  # loaded, not built and stored again


def test_r_custom_a_verdict_judged_before_is_shown_without_the_parser_or_the_checks(
        tmp_path: Path) -> None:
    """Issue 24, cold start: the gate keeps each whole verdict lint showed (by the files'
    names and texts, the language and lopti's source; ``bookgate.kept_on_disk``), so the
    second cold lint of the same files loads neither lark, the parser nor the checks, and
    prints the same report, diagnostics and summary alike, in every format. A changed
    text is judged again."""
    rule = tmp_path / "rule.lopti"
    rule.write_bytes((paths.REJECTED / "always-low.lopti").read_bytes())
    clean = paths.EXAMPLES / "ten-says-lopti.lopti"
    heavy = {"lark", "lopti_rules.language.syntax.parser", "lopti_rules.language.lint.linter",
             "lopti_rules.language.analysis.validator", "lopti_rules.tools.audit"}
    for args in (["--static-only", str(rule), str(clean)],
                 ["--static-only", "--format", "json", str(rule)], [str(clean)]):
        first, loaded = run_lint(tmp_path / "cache", *args)
        assert heavy & loaded
        second, loaded = run_lint(tmp_path / "cache", *args)
        assert second == first and sorted(heavy & loaded) == []
    assert "LP" in first or "All clean" in first
    rule.write_text(rule.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    _, loaded = run_lint(tmp_path / "cache", "--static-only", str(rule), str(clean))
    assert "lopti_rules.language.analysis.validator" in loaded


def test_r_custom_each_on_two_cores_shows_the_verdicts_its_processes_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``lint --each`` on two cores: forked processes judge the books and keep the
    verdicts, and the run shows them in the files' order, the report a run on one core
    prints (issue 24). The run itself analyses only the first file, before the fork, so
    that the processes share the parser and the checks it loaded; a static-only run
    loads no play judge."""
    files = [str(paths.REJECTED / name) for name in
             ("always-low.lopti", "any-count-at-all.lopti", "at-most-nine.lopti")]
    files.append(str(paths.EXAMPLES / "eights-skip.lopti"))
    monkeypatch.setenv("LOPTI_JOBS", "1")
    alone, _ = run_lint(tmp_path / "one", "--each", "--static-only", *files)
    monkeypatch.setenv("LOPTI_JOBS", "2")
    both, loaded = run_lint(tmp_path / "two", "--each", "--static-only", *files)
    assert both == alone and "eights-skip" not in alone and "at-most-nine" in alone
    assert "analysed=1" in loaded and "lopti_rules.language.lint.linter" in loaded
    assert loaded.isdisjoint({"lopti_rules.tools.audit", "lopti_rules.tools.trial.core"})
