"""The play judges' verdicts kept on disk (``tools.keptverdicts``: the trial's and the
audit's) are keyed by the books' texts, not by their files' names: one book reaches the
gate as ``examples/rules/x.lopti``, ``x.lopti``, ``<rule>`` or a session's label, and is
played once. A kept verdict is given back under the names asked with."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from lopti_rules.language import Diagnostic, diagnostic
from lopti_rules.tools import keptverdicts as kept

TEXT = 'rule "Sevens"\n  allow 8, 9, J, Q, K, A on 7\n'
OTHER = 'rule "Nines"\n  after play when play.rank is 9:\n    reverse direction\n'


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    return tmp_path


def finding(name: str) -> tuple[str, Diagnostic]:
    """A trial finding on ``name``, its witness naming the file as the trial does."""
    command = f"lopti simulate --seed 7 --rules {shlex.quote(name)}"
    return name, diagnostic("LP803", "trial: repealed", 2, 3).replace(
        witness=f"round 2. Play it: {command}")


def test_a_verdict_is_kept_by_text_and_given_back_under_the_new_names(cache: Path) -> None:
    """The trial plays and keeps a book under stand-in names; the names asked with are put
    back into what it found (``kept.named``), quoted as the shell needs them."""
    book = kept.stand_ins([("a.lopti", TEXT)])
    kept.save(book, "config", [finding(book[0][0])], "trial")
    found = kept.load(kept.stand_ins([("my rules/x.lopti", TEXT)]), "config", "trial")
    ((name, d),) = kept.named([("my rules/x.lopti", TEXT)], found or [])
    assert name == "my rules/x.lopti"
    assert d.witness == "round 2. Play it: lopti simulate --seed 7 --rules 'my rules/x.lopti'"
    assert d.code == "LP803" and (d.line, d.column) == (2, 3)
    # the first names again: as the trial would have said it under them
    assert kept.named([("a.lopti", TEXT)], found or []) == [finding("a.lopti")]


def test_another_text_another_config_or_another_book_order_is_another_verdict(
        cache: Path) -> None:
    both = [("a.lopti", TEXT), ("b.lopti", OTHER)]
    kept.save(kept.stand_ins(both), "config", [], "trial")
    assert kept.load(kept.stand_ins(both), "config", "trial") == []
    assert kept.load(kept.stand_ins([("a.lopti", TEXT + "\n")]), "config", "trial") is None
    assert kept.load(kept.stand_ins(both), "other config", "trial") is None
    assert kept.load(kept.stand_ins(both[::-1]), "config", "trial") is None


def test_a_finding_is_filed_under_the_file_at_its_place_in_the_book(cache: Path) -> None:
    book = kept.stand_ins([("a.lopti", TEXT), ("b.lopti", OTHER)])
    kept.save(book, "config", [finding(book[1][0]), ("elsewhere", finding(book[1][0])[1])],
              "trial")
    found = kept.named([("one", TEXT), ("two", OTHER)],
                       kept.load(book, "config", "trial") or [])
    assert [name for name, _ in found] == ["two", "elsewhere"]
    assert all(d.witness.endswith("--rules two") for _, d in found)


def test_only_stand_ins_are_replaced_never_words_that_look_like_a_name() -> None:
    """A file called ``a`` or ``play`` leaves the words of a message alone: only the
    stand-in the trial played it under is replaced."""
    book = kept.stand_ins([("a", TEXT)])
    said = diagnostic("LP803", f"again, play a card ({book[0][0]})", 1, 1).replace(
        hint="a hint", witness=f"--rules {book[0][0]}")
    ((_, d),) = kept.named([("a", TEXT)], [(book[0][0], said)])
    assert (d.message, d.hint, d.witness) == ("again, play a card (a)", "a hint", "--rules a")
    assert shlex.quote(kept.stand_in(0)) == kept.stand_in(0)  # a shell shows it as it is


def test_a_damaged_or_foreign_kept_file_is_no_verdict(cache: Path) -> None:
    book = kept.stand_ins([("a.lopti", TEXT)])
    kept.save(book, "config", [], "trial")
    (path,) = (cache / "trial").glob("verdict-*.json")
    path.write_text("[[\"a.lopti\", {}]]", encoding="utf-8")  # not a diagnostic
    assert kept.load(book, "config", "trial") is None
    path.write_text("{not json", encoding="utf-8")
    assert kept.load(book, "config", "trial") is None


def test_without_a_cache_folder_nothing_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOPTI_CACHE_DIR", "")
    kept.save([("a.lopti", TEXT)], "config", [], "trial")
    assert kept.load([("a.lopti", TEXT)], "config", "trial") is None


@pytest.mark.slow  # one small trial
def test_the_gate_plays_a_book_once_whatever_its_files_are_called(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The trial's verdict on a book judged as ``a.lopti`` is the verdict of the same text
    under another name, with the witness naming that file, and no game is played again."""
    from lopti_rules.tools.trial import QUICK, core, judge

    first = judge([("a.lopti", TEXT)], config=QUICK)
    assert [d.code for _, d in first] == ["LP803"] and "--rules a.lopti" in first[0][1].witness

    def no_games(*args: object, **kwargs: object) -> object:
        raise AssertionError("played again")

    monkeypatch.setattr(core, "run_trial", no_games)
    again = judge([("examples/rules/free sevens.lopti", TEXT)], config=QUICK)
    assert [(f, d.code) for f, d in again] == [("examples/rules/free sevens.lopti", "LP803")]
    assert again[0][1].witness == first[0][1].witness.replace(
        "--rules a.lopti", "--rules 'examples/rules/free sevens.lopti'")


def test_one_gate_the_audit_of_a_refused_book_is_played_once_whatever_its_files_are_called(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """R-CUSTOM-3: the play audit's termination search (LP504) is kept by the book's text
    (``gate.audit_judge``): the book linted as ``examples/rejected/recycle-cleared.lopti``
    is refused again as ``<rule>`` (``compile_text``), as a session's label or in another
    process without playing its games again, and each witness names the file it was
    asked for."""
    import importlib

    from support.paths import REJECTED

    from lopti_rules.tools import bookgate, judge

    audit_package = importlib.import_module("lopti_rules.tools.audit")

    text = (REJECTED / "recycle-cleared.lopti").read_text(encoding="utf-8")
    real = audit_package.audit
    audited: list[list[str]] = []

    def counted(results: object, **kwargs: object) -> None:
        audited.append([r.filename for r in results])  # type: ignore[attr-defined]
        real(results, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(audit_package, "audit", counted)
    first = judge([("examples/rejected/recycle-cleared.lopti", text)]).results[0]
    bookgate.forget()  # as a new process: only the verdict kept on disk is left
    label = "rule 2 by Bo (round 1)"
    again = judge([(label, text)]).results[0]
    assert len(audited) == 1 and audited[0][0].endswith(kept.stand_in(0))
    assert [d.code for d in first.diagnostics] == [d.code for d in again.diagnostics] == \
        ["LP504"]
    assert "--rules examples/rejected/recycle-cleared.lopti " in first.diagnostics[0].witness
    assert again.diagnostics[0].witness == first.diagnostics[0].witness.replace(
        "examples/rejected/recycle-cleared.lopti", label)
    assert list((cache / "audit").glob("verdict-*.json"))
