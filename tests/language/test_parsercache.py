"""The parser cache (language/syntax/parsercache.py): one parser, loaded or built, never a failure.

The cache only changes how fast a cold ``lopti lint`` starts (issue 12): a parser loaded
from it must parse every rule file to the same tree, and report the same syntax errors,
as one built from the grammar; a missing, damaged, foreign or unwritable cache must only
cost the build.
"""

from __future__ import annotations

import pickle
import pickletools
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput
from support import paths

from lopti_rules.language.syntax import grammar, parsercache

SOURCES = sorted(p for p in (paths.EXAMPLES, paths.REJECTED) for p in p.rglob("*.lopti")
                 if p.stat().st_size < 100_000)


def fresh(start: str = "start") -> Lark:
    """A parser built from the grammar, with no cache of any kind."""
    return Lark(grammar.grammar_text(), start=start, postlex=grammar.LoptiIndenter(),
                **grammar.OPTIONS)


def outcome(parser: Lark, text: str) -> object:
    """The parse tree of ``text``, or where and why it failed to parse."""
    try:
        return parser.parse(text if text.endswith("\n") else text + "\n")
    except (UnexpectedInput, grammar.IndentError) as exc:
        return (type(exc).__name__, getattr(exc, "line", None), getattr(exc, "column", None),
                sorted(getattr(exc, "expected", None) or ()))


@pytest.fixture(autouse=True)
def _cache_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test has a cache folder of its own, ``tmp_path``."""
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))


def cached(folder: Path, start: str = "start") -> Lark:
    """The parser of ``start`` through the cache in ``folder`` (built and stored, or loaded)."""
    got = parsercache.cached(f"parser-{start}", grammar.grammar_text(), "test", Lark,
                             lambda: fresh(start))
    assert isinstance(got, Lark)
    return got


@pytest.mark.slow
def test_r_custom_1_a_parser_loaded_from_the_cache_reads_every_example_alike(
        tmp_path: Path) -> None:
    built = cached(tmp_path)  # the first call builds and stores
    (stored,) = tmp_path.iterdir()
    loaded = cached(tmp_path)  # the second loads that file
    assert loaded is not built
    reference = fresh()
    assert len(SOURCES) > 100
    rejected_by_grammar = 0
    for path in SOURCES:
        text = path.read_bytes().decode("utf-8", errors="replace")
        want = outcome(reference, text)
        rejected_by_grammar += isinstance(want, tuple)
        assert outcome(loaded, text) == want, path.name
    assert rejected_by_grammar > 5  # syntax errors are compared too, not only trees
    assert stored.name.startswith("parser-start-")


@pytest.mark.slow
def test_the_value_parser_loads_from_the_cache_too(tmp_path: Path) -> None:
    cached(tmp_path, "sum")
    loaded = cached(tmp_path, "sum")
    assert loaded.parse("hand of acting player + 2") == fresh("sum").parse(
        "hand of acting player + 2")


@pytest.mark.slow
def test_a_damaged_cache_file_is_built_again(tmp_path: Path) -> None:
    cached(tmp_path)
    (stored,) = tmp_path.iterdir()
    stored.write_bytes(b"not a pickle")
    parser = cached(tmp_path)
    assert outcome(parser, 'rule "R"\n  after play:\n    skip next player\n') == outcome(
        fresh(), 'rule "R"\n  after play:\n    skip next player\n')
    assert stored.read_bytes() != b"not a pickle"  # stored again


@pytest.mark.slow
def test_a_cache_file_of_another_kind_is_not_used(tmp_path: Path) -> None:
    cached(tmp_path)
    (stored,) = tmp_path.iterdir()
    stored.write_bytes(pickle.dumps(42))
    assert isinstance(cached(tmp_path), Lark)


class Sneaky:
    """A pickle that would call a function of another module when loaded."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Path.touch, (Path("sneaky-ran"),))


@pytest.mark.slow
def test_a_cache_file_naming_other_code_is_never_run(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    cached(tmp_path)
    (stored,) = tmp_path.iterdir()
    stored.write_bytes(pickle.dumps(Sneaky()))
    assert isinstance(cached(tmp_path), Lark)
    assert not (tmp_path / "sneaky-ran").exists()


@pytest.mark.slow
def test_shift_reduce_and_re_are_written_once_and_loaded_as_this_process_objects(
        tmp_path: Path) -> None:
    import re

    from lark.parsers.lalr_analysis import Reduce, Shift

    cached(tmp_path)
    (stored,) = tmp_path.iterdir()
    data = stored.read_bytes()
    ops = [op.name for op, _, _ in pickletools.genops(data)]
    assert "BINPERSID" not in ops and "PERSID" not in ops  # no call into Python per use
    assert data.count(b"shared") == 1  # one reference to parsercache.shared, memoized
    loaded = cached(tmp_path)
    actions = {action for state in loaded.parser.parser.parser.parse_table.states.values()
               for action, _ in state.values()}
    assert actions == {Shift, Reduce}  # the very objects lark compares with ``is``
    assert loaded.parser.lexer.lexer.root_lexer.re is re


class NamesOs:
    """A pickle that asks parsercache.shared for an object it does not share."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parsercache.shared, ("module:os",))


@pytest.mark.slow
def test_a_cache_file_asking_for_an_unshared_object_is_built_again(tmp_path: Path) -> None:
    cached(tmp_path)
    (stored,) = tmp_path.iterdir()
    stored.write_bytes(pickle.dumps(NamesOs()))
    assert isinstance(cached(tmp_path), Lark)


@pytest.mark.slow
def test_an_unwritable_cache_folder_costs_only_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be")
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(blocked / "cache"))
    for _ in range(2):
        parser = parsercache.cached("parser-start", grammar.grammar_text(), "t", Lark, fresh)
        assert outcome(parser, "rule\n") == outcome(fresh(), "rule\n")
    assert blocked.read_text() == "a file where the folder should be"


@pytest.mark.slow
def test_an_empty_lopti_cache_dir_turns_the_cache_off(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOPTI_CACHE_DIR", "")
    assert parsercache.cache_dir() is None
    assert isinstance(cached(tmp_path), Lark)
    assert not list(tmp_path.iterdir())
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path / "c"))
    assert parsercache.cache_dir() == tmp_path / "c"
    monkeypatch.delenv("LOPTI_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert parsercache.cache_dir() in (tmp_path / "xdg" / "lopti-rules",
                                       Path.home() / "Library" / "Caches" / "lopti-rules")


def test_the_key_changes_with_the_grammar_and_the_options() -> None:
    text = grammar.grammar_text()
    key = parsercache.cache_key(text, "a")
    assert key == parsercache.cache_key(text, "a")
    assert key != parsercache.cache_key(text + "\n", "a")
    assert key != parsercache.cache_key(text, "b")


@pytest.mark.slow
def test_no_home_folder_means_no_cache_and_still_a_parser(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("LOPTI_CACHE_DIR")
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", no_home)
    assert parsercache.cache_dir() is None
    assert isinstance(parsercache.cached("parser-start", grammar.grammar_text(), "t", Lark,
                                         fresh), Lark)
