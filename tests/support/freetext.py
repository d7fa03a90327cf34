"""The free-text judge's test tables, read one way (``tests/data/free_text/*.toml``): each
fixer's file names a rule and, per language, texts the judge must flag with a code and
texts that must stay clean."""

from __future__ import annotations

import tomllib
from typing import Any

from lopti_rules.language.text.harm import judge
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
