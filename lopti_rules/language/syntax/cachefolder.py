"""lopti-rules' cache folder: where the parser (``parsercache``) and the kept verdicts
(``tools.keptverdicts``) and base evenings (``tools.eveningruns``) are kept.

A module of its own so that finding the folder loads nothing else: a cold ``lopti
lint`` whose verdict is kept reads it without pickle or tempfile (issue 24, cold start).

``$LOPTI_CACHE_DIR`` when set (an empty value turns every cache off), else the
platform's cache folder: ``$XDG_CACHE_HOME/lopti-rules`` or ``~/.cache/lopti-rules``;
``~/Library/Caches/lopti-rules`` on macOS; ``%LOCALAPPDATA%\\lopti-rules\\Cache`` on
Windows.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def cache_dir() -> Path | None:
    """The folder of lopti-rules' cache files, or None when ``LOPTI_CACHE_DIR`` is empty."""
    given = os.environ.get("LOPTI_CACHE_DIR")
    if given is not None:
        return Path(given) if given else None
    try:
        return _platform_cache_dir()
    except (RuntimeError, KeyError, OSError):  # no home folder to be found: no cache
        return None


def _platform_cache_dir() -> Path:
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "lopti-rules" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "lopti-rules"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return Path(xdg if xdg and os.path.isabs(xdg) else Path.home() / ".cache") / "lopti-rules"
