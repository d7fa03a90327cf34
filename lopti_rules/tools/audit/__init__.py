"""Lint backed by play: witnesses for the linter's verdicts, and searches that run the book."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .core import SEARCHES as SEARCHES
    from .core import WITNESSES as WITNESSES
    from .core import audit as audit
    from .core import is_scenario as is_scenario

#: public name -> module that defines it, loaded on first use
_EXPORTS: dict[str, str] = {"SEARCHES": ".core", "WITNESSES": ".core", "audit": ".core",
                            "is_scenario": ".core"}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
