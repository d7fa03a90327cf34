"""The test modules' rewritten asserts written once, by the controller, before xdist's
workers start (issue 23).

pytest rewrites the asserts of every test module and conftest it imports and keeps the
result in ``__pycache__`` (``*-pytest-X.Y.Z.pyc``, checked by the source's hash). A fresh
clone has none, so on ``-n N`` every worker rewrote every module at once: about 4.5 CPU s
a worker for this suite's 330-odd modules, done N times (a cold collection 7.8 CPU s in
one process against 3.3 s with the rewrites kept). :func:`rewrite_ahead` writes them once
in the controller, the way pytest's own import hook writes them (its functions, its file
names, its atomic replace), so each worker reads them as from any earlier run. A module it
cannot rewrite (a syntax error) is left to the worker, which reports it; a pytest whose
internals moved, a read-only checkout or ``PYTHONDONTWRITEBYTECODE`` kept
(``LOPTI_KEEP_NO_BYTECODE``) only means the workers rewrite as before.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


def rewrite_ahead(config: pytest.Config) -> int:
    """Write the rewritten form of each test module and conftest under the run's paths
    that has none current; returns how many were written (0 where nothing can be)."""
    try:
        from _pytest.assertion.rewrite import (
            PYC_TAIL,
            _rewrite_test,
            _write_pyc,
            assertstate_key,
            get_cache_dir,
            try_makedirs,
        )
        from _pytest.pathlib import fnmatch_ex
    except ImportError:  # pragma: no cover - a pytest without these: the workers rewrite
        return 0
    state = config.stash.get(assertstate_key, None)
    if state is None or sys.dont_write_bytecode or config.getoption("assertmode") != "rewrite":
        return 0
    patterns = config.getini("python_files")
    written = 0
    for fn in _python_files(config):
        if fn.name != "conftest.py" and not any(fnmatch_ex(p, fn) for p in patterns):
            continue
        cache_dir = get_cache_dir(fn)
        pyc = cache_dir / (fn.name[:-3] + PYC_TAIL)
        try:
            if _current(fn, pyc) or not try_makedirs(cache_dir):
                continue
            source_hash, co = _rewrite_test(fn, config)
        except (OSError, SyntaxError, ValueError):
            continue  # the worker that imports it says what is wrong
        written += bool(_write_pyc(state, co, source_hash, pyc))
    return written


def _current(fn: Path, pyc: Path) -> bool:
    """Whether ``pyc`` holds the rewrite of ``fn`` as it is now: pytest's header (a
    checked-hash pyc, PEP 552) with the source's hash. Read without loading the code."""
    try:
        with open(pyc, "rb") as f:
            head = f.read(16)
    except OSError:
        return False
    return (len(head) == 16 and head[:4] == importlib.util.MAGIC_NUMBER
            and head[4:8] == b"\x03\x00\x00\x00"
            and head[8:16] == importlib.util.source_hash(fn.read_bytes())[:8])


def _python_files(config: pytest.Config) -> Iterator[Path]:
    """The ``.py`` files under the run's paths (its arguments, else ``testpaths``), in
    folders pytest would enter (not ``norecursedirs``)."""
    from _pytest.pathlib import fnmatch_ex

    skip = config.getini("norecursedirs")
    for arg in config.args:
        path = Path(arg.split("::")[0])
        if not path.is_absolute():
            path = config.invocation_params.dir / path
        if path.is_file() and path.suffix == ".py":
            yield path
        elif path.is_dir():
            for folder, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__"
                                 and not any(fnmatch_ex(p, Path(folder, d)) for p in skip))
                yield from (Path(folder, f) for f in sorted(files) if f.endswith(".py"))
