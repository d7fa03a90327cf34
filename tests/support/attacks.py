"""The free-text attack sets (tests/data/free_text/*.toml), read one way for every test file.

Each set has groups by language: ``clean`` (and ``gesture``) groups hold ``texts`` that must
stay clean, ``flagged`` groups hold ``cases``, a text and the code it must get.
"""

from __future__ import annotations

import tomllib
from typing import Any

from lopti_rules.language.text.harm import judge
from support import paths


def load(name: str) -> dict[str, Any]:
    """The attack set ``tests/data/free_text/NAME``."""
    return tomllib.loads((paths.DATA / "free_text" / name).read_text(encoding="utf-8"))


def texts(attack: dict[str, Any], group: str = "clean") -> list[tuple[str, str]]:
    """(language, text) of every text of the set's ``group`` groups."""
    return [(g["lang"], t) for g in attack[group] for t in g["texts"]]


def cases(attack: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(language, text, code) of every flagged case of the set."""
    return [(g["lang"], t, c) for g in attack["flagged"] for t, c in g["cases"]]


def codes(text: str) -> list[str]:
    """The codes the free-text judge gives ``text``."""
    return [f.code for f in judge(text)]
