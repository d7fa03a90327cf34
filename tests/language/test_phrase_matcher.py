"""The phrase matcher of the free-text readers (``text/standing_words.find``): indexed by
each phrase's first word, it finds what the phrase-by-phrase scan found, for every phrase
group the readers ask (R-CUSTOM-3: the same texts flagged, issue 23: at a fraction of the
cost)."""

from __future__ import annotations

import importlib
import pkgutil

from hypothesis import given, settings
from hypothesis import strategies as st

import lopti_rules.language.text as text_pkg
from lopti_rules.language.text.standing_words import Group, find, phrases
from lopti_rules.language.text.tongues import decided, reads


def scanned(words: tuple[str, ...], group: tuple[tuple[str, ...], ...]
            ) -> list[tuple[int, int]]:
    """The phrase-by-phrase scan the indexed matcher replaced (session 36): the reference;
    each phrase read in its own language (lexlang42: text/tongues.py)."""
    out = []
    langs = group.langs if isinstance(group, Group) else ("",) * len(group)
    own = decided(tuple(words))
    for at in range(len(words)):
        for phrase, lang in zip(group, langs, strict=True):
            end = at + len(phrase)
            if end <= len(words) and reads(lang, own) and all(
                    words[at + i].startswith(p[:-1]) if p.endswith("*") else words[at + i] == p
                    for i, p in enumerate(phrase)):
                out.append((at, end))
                break
    return out


def _groups() -> list[tuple[tuple[str, ...], ...]]:
    """Every phrase group a text module keeps: a non-empty tuple of non-empty word tuples."""
    found: dict[int, tuple[tuple[str, ...], ...]] = {}
    for info in pkgutil.iter_modules(text_pkg.__path__):
        module = importlib.import_module(f"{text_pkg.__name__}.{info.name}")
        for value in vars(module).values():
            if (isinstance(value, tuple) and value
                    and all(isinstance(p, tuple) and p and all(isinstance(w, str) for w in p)
                            for p in value)):
                found[id(value)] = value
    return list(found.values())


GROUPS = _groups()
#: the words the groups are made of (stems as their start and with endings), and others
WORDS = sorted({w.rstrip("*") + tail for g in GROUPS for p in g for w in p
                for tail in ("", "in", "s")} | {"the", "x", "", "a"})


def test_the_groups_are_many_and_hold_stems() -> None:
    assert len(GROUPS) >= 100
    assert any(w.endswith("*") for g in GROUPS for p in g for w in p)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_r_custom_3_property_the_indexed_matcher_finds_what_the_scan_found(
        data: st.DataObject) -> None:
    group = data.draw(st.sampled_from(GROUPS))
    # words of this group's phrases, mostly, so that phrases occur and overlap
    own = sorted({w.rstrip("*") + t for p in group for w in p for t in ("", "er")})
    words = data.draw(st.lists(st.sampled_from(own) | st.sampled_from(WORDS), max_size=14))
    assert find(words, group) == scanned(tuple(words), group)


def test_r_custom_3_every_group_on_its_own_phrases_run_together() -> None:
    """Each group's phrases written one after another: the same (start, end) pairs."""
    for group in GROUPS:
        words = [w.rstrip("*") for p in group for w in p]
        assert find(words, group) == scanned(tuple(words), group)


def test_r_custom_3_the_first_phrase_of_the_group_decides_where_a_match_ends() -> None:
    group = phrases("last, last round winner, kazan*, *")
    assert find(["last", "round", "winner"], group) == [(0, 1), (1, 2), (2, 3)]
    assert find(["kazanan", "x"], group) == [(0, 1), (1, 2)]
    longer_first = phrases("last round winner, last")
    assert find(["last", "round", "winner"], longer_first) == [(0, 3)]
    assert find(["last", "round"], longer_first) == [(0, 1)]
