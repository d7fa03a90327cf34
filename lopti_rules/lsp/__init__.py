"""The language server (``lopti lsp``): diagnostics, hover, completion, fixes over LSP.

Needs the ``lsp`` extra (pygls, lsprotocol) only for :func:`serve`; the helpers it
wires up (the workspace book, hover texts, completion, fixes, outline, code lenses)
are plain Python over the language and tools stages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .book import Workspace as Workspace
    from .complete import complete as complete
    from .fixes import fixes as fixes
    from .hover import hover_text as hover_text
    from .lenses import run_scenarios as run_scenarios
    from .lenses import simulate_rule as simulate_rule
    from .outline import folding_ranges as folding_ranges
    from .outline import symbols as symbols
    from .server import serve as serve

#: public name -> module that defines it, loaded on first use (pygls only for serve)
_EXPORTS: dict[str, str] = {
    "serve": ".server",
    "Workspace": ".book",
    "hover_text": ".hover",
    "complete": ".complete",
    "fixes": ".fixes",
    "symbols": ".outline",
    "folding_ranges": ".outline",
    "simulate_rule": ".lenses",
    "run_scenarios": ".lenses",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
