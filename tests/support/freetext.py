"""The free-text judge's test tables, read one way (``tests/data/free_text/*.toml``): each
fixer's file names a rule and, per language, texts the judge must flag with a code and
texts that must stay clean."""

from __future__ import annotations

import tomllib
from typing import Any

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import is_table_action, judge
from lopti_rules.language.text.textnorm import read
from support import paths


def codes(text: str) -> set[str]:
    """The codes the free-text judge gives ``text``."""
    return {f.code for f in judge(text)}


def first_sentence(text: str) -> Any:
    """``text``'s first sentence as the judge's readings see it."""
    return read(text).sentences[0]


def case_table(name: str) -> tuple[list[tuple[str, str, str, str]],
                                   list[tuple[str, str, str]], set[str]]:
    """``tests/data/free_text/NAME.toml``: its (rule, language, text, code) cases to be
    flagged, its (rule, language, text) cases to stay clean, and the rules of its flagged
    groups."""
    data = tomllib.loads((paths.DATA / "free_text" / f"{name}.toml").read_text(
        encoding="utf-8"))
    flagged = [(g["rule"], lang, text, code) for g in data["flagged"]
               for lang, text, code in g["cases"]]
    clean = [(g["rule"], lang, text) for g in data["clean"] for lang, text in g["texts"]]
    return flagged, clean, {g["rule"] for g in data["flagged"]}


#: The five languages every idea of a table is written in
LANGUAGES = frozenset({"en", "de", "nl", "tr", "zh"})


def book(rule: str, text: str, *, event: str = "round_end", who: str = "the winner") -> str:
    """A one-rule book carrying ``text`` the way the group's ``rule`` names: as the rule's
    name (" name:"), as a ``does`` text (" does:") or as a ``says`` text."""
    said = text.replace('"', "'")
    if " name:" in rule:
        return f'rule "{said}"\n  after deal:\n    the dealer says "Nice"\n'
    verb = "does" if " does:" in rule else "says"
    return f'rule "T"\n  after {event}:\n    {who} {verb} "{said}"\n'


def in_five_languages(flagged: list[tuple[str, str, str, str]],
                      clean: list[tuple[str, str, str]], rules: set[str]) -> None:
    """Every clean group and every flagged group of a table holds all five languages."""
    for rule in {r for r, _, _ in clean}:
        assert {lang for r, lang, _ in clean if r == rule} == LANGUAGES, rule
    for rule in rules:
        assert {lang for r, lang, _, _ in flagged if r == rule} == LANGUAGES, rule


def assert_clean(rule: str, lang: str, text: str, **where: str) -> None:
    """``text`` is clean: nothing from the free-text judge (but as a name, which the judge
    does not read alone), a table action when it is a ``does`` text, and nothing from the
    whole static lint of its one-rule book (``where``: :func:`book`'s event and doer)."""
    if " name:" not in rule:
        assert codes(text) == set(), (rule, lang, [f.message for f in judge(text)])
    if " does:" in rule:
        assert is_table_action(text), (lang, text)
    found = [(d.code, d.message) for d in lint_text(book(rule, text, **where)).diagnostics]
    assert found == [], (rule, lang, found)


def assert_flagged(rule: str, lang: str, text: str, code: str, **where: str) -> None:
    """``text`` gets ``code`` from the free-text judge (but as a name) and from the whole
    static lint of its one-rule book."""
    if " name:" not in rule:
        assert code in codes(text), (rule, lang, [f.message for f in judge(text)])
    found = {d.code for d in lint_text(book(rule, text, **where)).diagnostics}
    assert code in found, (rule, lang, text, found)
