"""Locate data files shipped with the package (the Lark grammar)."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def grammar_text(name: str = "lopti.lark") -> str:
    """Return the text of a grammar file.

    In a built wheel the top-level ``grammar/`` folder is shipped as
    ``lopti_rules/grammar/``; in a source checkout (or an editable install) it
    is read from ``grammar/`` beside the package.
    """
    packaged = resources.files("lopti_rules").joinpath("grammar", name)
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    source = _PACKAGE_DIR.parent / "grammar" / name
    if source.is_file():
        return source.read_text(encoding="utf-8")
    raise FileNotFoundError(f"grammar file {name!r} is not installed with lopti_rules")
