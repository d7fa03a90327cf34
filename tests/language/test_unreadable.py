"""Issue 15: a file that is not UTF-8 text or cannot be read is LP113 (file-unreadable), its
own code, not LP101 (syntax-error): the fix is saving the file, not the grammar."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lopti_rules.language import lint_paths, lint_text, render

CLEAN = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'


def test_r_custom_1_a_byte_that_is_not_utf8_in_text_is_lp113_where_it_is() -> None:
    """Text decoded with surrogateescape (as a tool keeps bytes it could not decode) was
    called clean before: the bad byte sat inside a quoted name."""
    text = b'rule "Caf\xe9"\n  after play:\n    skip next player\n'.decode(
        "utf-8", "surrogateescape")
    result = lint_text(text, "cafe.lopti")
    (d,) = result.diagnostics
    assert (d.code, d.name, d.line, d.column) == ("LP113", "file-unreadable", 1, 10)
    assert "byte 0xe9" in d.message and not result.ok and result.book is None
    out = render([result], "text")
    out.encode("utf-8")  # printable: the bad byte is shown as U+FFFD, never written raw
    assert "\ufffd" in out


def test_r_custom_1_an_undecodable_file_does_not_stop_the_book(tmp_path: Path) -> None:
    (tmp_path / "a.lopti").write_bytes(b'rule "x"\n  after play:\xff\n')
    (tmp_path / "b.lopti").write_text(CLEAN)
    bad, good = lint_paths([tmp_path / "a.lopti", tmp_path / "b.lopti"])
    assert [(d.code, d.line, d.column) for d in bad.diagnostics] == [("LP113", 2, 14)]
    assert "byte 0xff" in bad.diagnostics[0].message
    assert good.ok and good.diagnostics == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs a file the user may not read")
def test_r_custom_1_a_file_that_cannot_be_read_is_lp113_at_1_1(tmp_path: Path) -> None:
    locked = tmp_path / "locked.lopti"
    locked.write_text(CLEAN)
    locked.chmod(0)
    (result,) = lint_paths([locked])
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [("LP113", 1, 1)]


@given(st.text(max_size=40), st.binary(min_size=1, max_size=3).filter(
    lambda b: _not_utf8(b)))
def test_r_custom_1_any_text_with_a_bad_byte_is_lp113_and_nothing_else(
        text: str, bad: bytes) -> None:
    raw = text.encode("utf-8") + bad
    result = lint_text(raw.decode("utf-8", "surrogateescape"))
    assert [d.code for d in result.diagnostics] == ["LP113"]


def _not_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False
