"""The trial's verdicts kept on disk (``tools.trial.kept``) are keyed by the books' texts,
not by their files' names: one book reaches the gate as ``examples/rules/x.lopti``,
``x.lopti``, ``<rule>`` or a session's label, and is played once. A kept verdict is given
back under the names asked with."""

from __future__ import annotations

import shlex
from dataclasses import replace
from pathlib import Path

import pytest

from lopti_rules.language import Diagnostic, diagnostic
from lopti_rules.tools.trial import kept

TEXT = 'rule "Sevens"\n  allow 8, 9, J, Q, K, A on 7\n'
OTHER = 'rule "Nines"\n  after play when play.rank is 9:\n    reverse direction\n'


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    return tmp_path


def finding(name: str) -> tuple[str, Diagnostic]:
    """A trial finding on ``name``, its witness naming the file as the trial does."""
    command = f"lopti simulate --seed 7 --rules {shlex.quote(name)}"
    return name, replace(diagnostic("LP803", "trial: repealed", 2, 3),
                         witness=f"round 2. Play it: {command}")


def test_a_verdict_is_kept_by_text_and_given_back_under_the_new_names(cache: Path) -> None:
    kept.save([("a.lopti", TEXT)], "config", [finding("a.lopti")])
    ((name, d),) = kept.load([("my rules/x.lopti", TEXT)], "config") or []
    assert name == "my rules/x.lopti"
    assert d.witness == "round 2. Play it: lopti simulate --seed 7 --rules 'my rules/x.lopti'"
    assert d.code == "LP803" and (d.line, d.column) == (2, 3)
    # the same names again: as it was saved
    assert kept.load([("a.lopti", TEXT)], "config") == [finding("a.lopti")]


def test_another_text_another_config_or_another_book_order_is_another_verdict(
        cache: Path) -> None:
    kept.save([("a.lopti", TEXT), ("b.lopti", OTHER)], "config", [])
    assert kept.load([("a.lopti", TEXT), ("b.lopti", OTHER)], "config") == []
    assert kept.load([("a.lopti", TEXT + "\n")], "config") is None
    assert kept.load([("a.lopti", TEXT), ("b.lopti", OTHER)], "other config") is None
    assert kept.load([("b.lopti", OTHER), ("a.lopti", TEXT)], "config") is None


def test_a_finding_is_filed_under_the_file_at_its_place_in_the_book(cache: Path) -> None:
    kept.save([("a.lopti", TEXT), ("b.lopti", OTHER)], "config",
              [finding("b.lopti"), ("elsewhere", finding("b.lopti")[1])])
    found = kept.load([("one", TEXT), ("two", OTHER)], "config") or []
    assert [name for name, _ in found] == ["two", "elsewhere"]
    assert all(d.witness.endswith("--rules two") for _, d in found)


def test_renamed_replaces_every_old_name_once_longest_first() -> None:
    old, new = ["a.lopti", "rules/a.lopti"], ["rules/a.lopti", "b c.lopti"]
    text = "lopti simulate --rules a.lopti rules/a.lopti"
    # each name is replaced by the name at its place, never twice over
    assert kept.renamed(text, old, new) == "lopti simulate --rules rules/a.lopti 'b c.lopti'"
    assert kept.renamed(text, old, old) == text
    # a name is a word of the command, never part of one
    assert kept.renamed("again, play a", ["a"], ["b.lopti"]) == "again, play b.lopti"


def test_a_damaged_or_foreign_kept_file_is_no_verdict(cache: Path) -> None:
    kept.save([("a.lopti", TEXT)], "config", [])
    (path,) = (cache / "trial").glob("verdict-*.json")
    path.write_text("[[\"a.lopti\", {}]]", encoding="utf-8")  # the layout before names
    assert kept.load([("a.lopti", TEXT)], "config") is None
    path.write_text("{not json", encoding="utf-8")
    assert kept.load([("a.lopti", TEXT)], "config") is None


def test_without_a_cache_folder_nothing_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOPTI_CACHE_DIR", "")
    kept.save([("a.lopti", TEXT)], "config", [])
    assert kept.load([("a.lopti", TEXT)], "config") is None


@pytest.mark.slow  # one small trial
def test_the_gate_plays_a_book_once_whatever_its_files_are_called(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The trial's verdict on a book judged as ``a.lopti`` is the verdict of the same text
    under another name, with the witness naming that file, and no game is played again."""
    from lopti_rules.tools.trial import QUICK, core

    first = core.judge([("a.lopti", TEXT)], config=QUICK)
    assert [d.code for _, d in first] == ["LP803"] and "--rules a.lopti" in first[0][1].witness

    def no_games(*args: object, **kwargs: object) -> object:
        raise AssertionError("played again")

    monkeypatch.setattr(core, "run_trial", no_games)
    again = core.judge([("examples/rules/free sevens.lopti", TEXT)], config=QUICK)
    assert [(f, d.code) for f, d in again] == [("examples/rules/free sevens.lopti", "LP803")]
    assert again[0][1].witness == first[0][1].witness.replace(
        "--rules a.lopti", "--rules 'examples/rules/free sevens.lopti'")
