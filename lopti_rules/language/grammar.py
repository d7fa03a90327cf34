"""The rule language's Lark grammar, shipped beside the parser (``lopti.lark``)."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def grammar_text(name: str = "lopti.lark") -> str:
    """Return the text of a grammar file of this package (``language/lopti.lark``)."""
    path = resources.files(__package__).joinpath(name)
    if not path.is_file():
        raise FileNotFoundError(f"grammar file {name!r} is not installed with lopti_rules")
    return path.read_text(encoding="utf-8")
