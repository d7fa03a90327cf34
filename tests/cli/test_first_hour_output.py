"""What a new user reads (issue 15): lint text in colour only for a terminal, --explain
rendered for it, every problem pointing at its explanation, the Roshambo hint naming
the options it needs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.language.report import codes

BAD = 'rule "a"\n  after play wen play.rank is 8:\n    skip next player\n'


@pytest.fixture()
def bad(tmp_path: Path) -> str:
    path = tmp_path / "bad.lopti"
    path.write_text(BAD, encoding="utf-8")
    return str(path)


def lint(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], *args: str) -> str:
    for name in ("NO_COLOR", "FORCE_COLOR"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return CliRunner().invoke(main, ["lint", "--static-only", *args]).output


def test_r_custom_1_each_problem_ends_with_the_command_that_explains_it(
        bad: str, monkeypatch: pytest.MonkeyPatch) -> None:
    out = lint(monkeypatch, {}, bad)
    lines = out.splitlines()
    assert lines[-2] == "    see `lopti lint --explain LP101`"
    assert "\x1b[" not in out  # not a terminal: no colour


def test_lint_text_is_coloured_with_force_color_and_never_with_no_color(
        bad: str, monkeypatch: pytest.MonkeyPatch) -> None:
    forced = lint(monkeypatch, {"FORCE_COLOR": "1"}, bad)
    assert "\x1b[1;31mLP101\x1b[0m" in forced
    assert "\x1b[" not in lint(monkeypatch, {"FORCE_COLOR": "1", "NO_COLOR": "1"}, bad)
    assert "\x1b[" not in lint(monkeypatch, {"FORCE_COLOR": "1"}, "--format", "json", bad)


def test_colour_only_paints_the_plain_text(bad: str, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Colour (rich's styles, language/lint.py) adds escape codes and nothing else: the
    coloured text without them is the plain text, for a book with problems and a clean one."""
    clean = tmp_path / "clean.lopti"
    clean.write_text('rule "R"\n  after play when play.rank is 8:\n    skip next player\n',
                     encoding="utf-8")
    for path in (bad, str(clean)):
        forced = lint(monkeypatch, {"FORCE_COLOR": "1"}, path)
        assert re.sub(r"\x1b\[[0-9;]*m", "", forced) == lint(monkeypatch, {}, path)
    assert "\x1b[32mAll clean: 1 file checked.\x1b[0m" in forced


def test_explain_is_rendered_for_a_terminal_and_plain_markdown_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    plain = lint(monkeypatch, {}, "--explain", "LP109")
    assert plain == codes.render_page(codes.CODES["LP109"])
    shown = lint(monkeypatch, {"FORCE_COLOR": "1"}, "--explain", "LP109")
    assert "\x1b[" in shown and "# LP109" not in shown  # headings rendered, not raw
    assert "LP109 curly-quotes" in shown


def test_r_vote_9_a_tied_vote_says_how_to_settle_it_with_throws_or_bots(
        tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")

    def lopti(*args: str) -> str:
        result = CliRunner().invoke(main, [*args, "--db", db])
        assert result.exit_code == 0, result.output
        return result.output

    lopti("session", "new", "f", "--players", "Ann,Bo,Cy,Di")
    out = lopti("session", "vote", "--proposer", "Cy", "--adjust", "swaps=0",
                "--yes", "Ann,Bo", "--no", "Cy,Di")
    assert "tied" in out and "--throws" in out and "--bots" in out
    assert "--throws" in lopti("session", "status") and "--bots" in lopti("session", "status")
