"""The compiled lexicon kept in the cache folder (language/text/lexiconkept.py): the same
lexicon whether compiled, kept or read back, never a failure, and read word by word.

The kept lexicon only changes how fast a first ``lopti lint`` starts (issue 24): the
free-text judge must find the same hits in every sentence (R-CUSTOM-2: what a text asks
is judged the same), and a missing, damaged, foreign or stale file must only cost the
compiling.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from lopti_rules.language.text import lexiconkept, matching
from lopti_rules.language.text.textnorm import read

TEXTS = [
    "Everyone who loses the round drinks a shot.",
    "Wer verliert, hält die Luft an, bis die nächste Karte liegt.",
    "Houd je adem in tot de volgende kaart.",
    "Kaybeden herkesin önünde şarkı söyler.",
    "输的人要喝一杯酒。",
    "The winner may veto any rule for the rest of the evening.",
    "Pay 5 € into the pot.",
]


@pytest.fixture(autouse=True)
def _fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test has a cache folder of its own and a lexicon read anew."""
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    matching._lexicon.cache_clear()
    matching.hits.cache_clear()
    yield
    matching._lexicon.cache_clear()
    matching.hits.cache_clear()


def readings() -> list[list[matching.Hit]]:
    matching._lexicon.cache_clear()
    matching.hits.cache_clear()
    return [matching.hits(s) for t in TEXTS for s in read(t).sentences]


def whole(lexicon: object) -> dict[str, object]:
    """Every index of a lexicon, every word decoded."""
    out: dict[str, object] = {}
    for field in ("exact", "prefix", "separable"):
        index = getattr(lexicon, field)
        out[field] = {w: index.get(w) for w in index.keys()}
    for field in ("cjk", "symbols", "common"):
        out[field] = getattr(lexicon, field)
    return out


def test_r_custom_2_the_kept_lexicon_reads_as_the_compiled_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOPTI_CACHE_DIR", "")  # no cache: compiled in the process
    compiled, compiled_hits = whole(matching._lexicon()), readings()
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    matching._lexicon.cache_clear()
    made = whole(matching._lexicon())  # compiled and kept
    (kept,) = tmp_path.glob("lexicon-*.marshal")
    assert readings() == compiled_hits
    matching._lexicon.cache_clear()
    assert whole(matching._lexicon()) == made == compiled  # read back from the file
    assert readings() == compiled_hits
    assert list(tmp_path.glob("lexicon-*.marshal")) == [kept]


def test_r_custom_2_a_word_is_decoded_only_when_a_text_holds_it() -> None:
    lexicon = matching._lexicon()
    assert not lexicon.exact._done  # nothing decoded yet
    matching.hits(read("Everyone drinks.").sentences[0])
    assert 0 < len(lexicon.exact._done) < len(lexicon.exact) // 10


@pytest.mark.parametrize("damage", ["truncated", "garbage", "wrong shape", "empty"])
def test_r_custom_2_a_damaged_file_is_compiled_again(tmp_path: Path, damage: str) -> None:
    expected = readings()
    (path,) = tmp_path.glob("lexicon-*.marshal")
    data = path.read_bytes()
    path.write_bytes({"truncated": data[: len(data) // 2], "garbage": b"\x00lopti" * 9,
                      "wrong shape": b"N", "empty": b""}[damage])
    assert readings() == expected
    assert path.read_bytes() == data  # kept again whole


def test_r_custom_2_another_users_file_is_not_read(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    expected = readings()
    (path,) = tmp_path.glob("lexicon-*.marshal")
    assert lexiconkept._load(path) is not None
    monkeypatch.setattr(os, "getuid", lambda: path.stat().st_uid + 1)
    assert lexiconkept._load(path) is None
    assert readings() == expected


def test_r_custom_2_a_changed_entry_gets_another_file(tmp_path: Path) -> None:
    sources = matching.entry_sources()
    code = (matching.__file__,)
    assert lexiconkept.key(sources, code) == lexiconkept.key(list(sources), code)
    changed = [*sources[:-1], (sources[-1][0], sources[-1][1] + ", pinkie", sources[-1][2])]
    assert lexiconkept.key(changed, code) != lexiconkept.key(sources, code)
    assert lexiconkept.key(sources, (str(tmp_path / "gone.py"),)) is None


def test_r_custom_2_an_unwritable_folder_only_costs_the_compiling(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("LOPTI_CACHE_DIR", str(blocked / "cache"))
    expected = readings()
    monkeypatch.setenv("LOPTI_CACHE_DIR", "")
    assert readings() == expected
