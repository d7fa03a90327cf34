"""The built Lark parser kept in the user's cache folder, so a cold start loads it in one step.

A cold ``lopti lint`` spent about a sixth of its time making the LALR parser. Lark's
own ``cache=True`` keeps the grammar's *serialized* tables in the temporary folder, but
each start still rebuilds thousands of objects from them in Python (the parse table, the
terminals, a lexer per parser state). This module pickles the finished parser object
once and unpickles it on later starts: 84M instead of 186M CPU instructions
(docs/language.md, "How fast `lopti lint` is").

- **Key**: a hash of the grammar text, the start rule, the parser options, and the lark
  and Python versions; anything else gets another file, never a wrong parser.
- **Folder** (:func:`cache_dir`): ``$LOPTI_CACHE_DIR`` when set (an empty value turns the
  cache off), else the platform's cache folder: ``$XDG_CACHE_HOME/lopti-rules`` or
  ``~/.cache/lopti-rules``; ``~/Library/Caches/lopti-rules`` on macOS;
  ``%LOCALAPPDATA%\\lopti-rules\\Cache`` on Windows. It is made private (mode 0700), and
  a file not owned by the user is never loaded (a pickle can run code).
- **Never a failure**: a missing, damaged, foreign or unwritable cache only costs the
  build; the parser is the same either way (tests/language/test_parsercache.py).

Lark's parse table tells a shift from a reduce by identity (``action is Shift``), and a
lexer holds the ``re`` module: both are pickled by name (:func:`shared`, once each) and
restored as the very objects of this process. Loading accepts only lark's classes and
the few others a parser is made of (:data:`ALLOWED`).
"""

from __future__ import annotations

import hashlib
import io
import pickle
import re
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from .cachefolder import cache_dir, read_own, write_atomically

#: Bumped when what is pickled changes shape (part of the key).
FORMAT = 2

#: What a cached parser may name besides lark's own classes; anything else in a cache
#: file makes it unusable (it is then built again), so the file can only make a parser.
ALLOWED = frozenset({("functools", "partial"),
                     ("lopti_rules.language.syntax.grammar", "LoptiIndenter"),
                     ("lopti_rules.language.syntax.parsercache", "shared")})


def cache_key(grammar: str, options: str) -> str:
    """The hex key of a parser: grammar text, options, lark and Python versions, format."""
    import lark

    text = "\0".join((grammar, options, lark.__version__, sys.version, str(FORMAT)))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _singletons() -> dict[str, object]:
    """Objects lark compares by identity, by the name they are pickled under."""
    from lark.parsers.lalr_analysis import Reduce, Shift

    return {"lark.Shift": Shift, "lark.Reduce": Reduce, "module:re": re}


def shared(name: str) -> object:
    """The object of this process a cache file names (``lark.Shift``, ``module:re`` ...)."""
    if name == "module:regex":  # lark's lexers hold it when asked to use it instead of re
        return sys.modules.get("regex") or __import__("regex")
    found = _singletons().get(name)
    if found is None:
        raise pickle.UnpicklingError(f"unknown object {name!r} in the parser cache")
    return found


class _Pickler(pickle.Pickler):
    """Pickles the shared objects as calls of :func:`shared`: once each, since pickle
    memoizes what a reduction made, every further use is a memo lookup (a persistent id
    would call back into Python for each of the thousands of uses)."""

    def __init__(self, file: io.BytesIO, named: dict[str, object]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._names = {id(v): k for k, v in named.items()}

    def reducer_override(self, obj: Any) -> Any:  # noqa: D102 - pickle's hook
        if isinstance(obj, ModuleType):
            if obj.__name__ not in ("re", "regex"):
                raise pickle.PicklingError(f"module {obj.__name__} in a parser")
            return shared, ("module:" + obj.__name__,)
        name = self._names.get(id(obj))
        return NotImplemented if name is None else (shared, (name,))


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:  # noqa: D102 - pickle's hook
        if module == "lark" or module.startswith("lark.") or (module, name) in ALLOWED:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a parser")


def _load(path: Path, kind: type) -> Any | None:
    data = read_own(path)
    if data is None:
        return None
    try:
        got = _Unpickler(io.BytesIO(data)).load()
    except Exception:  # damaged or from another version: build it again
        return None
    return got if isinstance(got, kind) else None


def _store(path: Path, obj: object) -> None:
    buffer = io.BytesIO()
    try:
        _Pickler(buffer, _singletons()).dump(obj)
    except Exception:  # a parser that does not pickle: the next start builds it again
        return
    write_atomically(path, buffer.getvalue())


def cached(name: str, grammar: str, options: str, kind: type, build: Callable[[], Any]) -> Any:
    """The parser ``build()`` makes, loaded from the cache file of (``name``, ``grammar``,
    ``options``) when there is one of type ``kind``, else built and stored there.
    ``build`` must return a parser that has not parsed anything yet (its lexers' regular
    expressions are compiled on first use, and are not worth keeping)."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{name}-{cache_key(grammar, options)}.pickle"
    got = _load(path, kind)
    if got is not None:
        return got
    parser = build()
    _store(path, parser)
    return parser
