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


def read_own(path: Path) -> bytes | None:
    """The bytes of the cache file ``path`` when this user wrote it; None when it is
    missing, unreadable or another user's (a file someone else put there is not loaded)."""
    try:
        with open(path, "rb") as f:
            if hasattr(os, "getuid") and os.fstat(f.fileno()).st_uid != os.getuid():
                return None
            return f.read()
    except OSError:
        return None


def write_atomically(path: Path, data: bytes) -> None:
    """Write the cache file ``path`` in one step: a parallel process reads the old file or
    this one, never half of it. A read-only or full disk writes nothing (the next run
    builds it again)."""
    import tempfile  # only when a cache file is written (a kept verdict is only read)

    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except Exception:
        return
