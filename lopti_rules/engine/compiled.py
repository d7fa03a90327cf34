"""Which engine runs: the mypyc-compiled modules a wheel built with a C compiler ships, or
their pure-Python sources (docs/engine.md, "Compiled").

A compiled wheel carries both: each compiled module's extension (``game.cpython-311-...so``)
beside its ``game.py``, and Python's import picks the extension. ``LOPTI_PURE=1`` (any value
but empty or ``0``) makes the engine load the sources instead: the reference the compiled
engine is compared with (same games, byte for byte: tests/engine/test_compiled.py), and a
way round a compiled module that misbehaves. This module and ``__init__`` are never
compiled: they choose what the others load as.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
PACKAGE = __name__.rpartition(".")[0]  # lopti_rules.engine
#: The modules of other stages the build compiles with the engine (hatch_build.py's
#: ``TALLIES``: the trial's per-decision tallies and its round loop, which read a
#: compiled ``Game`` natively and so must load as the engine loads), by their sources
ALSO: dict[str, Path] = {
    f"{PACKAGE.rpartition('.')[0]}.tools.{name}": HERE.parent / "tools" / f"{name}.py"
    for name in ("powers", "permits", "roundplay", "sides", "sealing", "strength",
                 "feeding")}


def pure_requested() -> bool:
    """Whether ``LOPTI_PURE`` asks for the pure-Python engine."""
    return os.environ.get("LOPTI_PURE", "") not in ("", "0")


class SourcesFirst:
    """Finds each module of the engine package (and :data:`ALSO`) as its ``.py``
    source, ahead of the path finder (which would pick a compiled extension of the same
    name). A meta path finder is any object with ``find_spec``: not a subclass of
    ``importlib.abc``'s, whose import (on Python 3.11) loads ``importlib.resources`` into
    every command that reads the engine, a cold ``lopti lint`` included (issue 24)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        source = HERE / f"{name}.py" if package == PACKAGE else ALSO.get(fullname)
        if source is None or not source.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def prefer_sources() -> None:
    """Load the engine's modules from their sources from now on (idempotent). Called by
    the engine package itself, before any of its modules is imported."""
    if not any(isinstance(finder, SourcesFirst) for finder in sys.meta_path):
        sys.meta_path.insert(0, SourcesFirst())


def engine_build() -> str:
    """``"compiled"`` when the engine's modules load as mypyc extensions, ``"pure"`` when
    they load from their sources (no compiled wheel, an editable install, or LOPTI_PURE).
    Looks at the files only: nothing of the engine is imported for it."""
    if pure_requested():
        return "pure"
    game = [HERE / f"game{suffix}" for suffix in importlib.machinery.EXTENSION_SUFFIXES]
    return "compiled" if any(path.is_file() for path in game) else "pure"
