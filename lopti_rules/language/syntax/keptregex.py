"""Compiled regular expressions kept in the cache folder, so a cold start does not compile
them again (issue 24, cold start).

Python compiles a regular expression in Python code (``re._parser`` and ``re._compiler``)
the first time a process uses it. The first static lint of a new file compiled about 130
of them: the parser's lexer (one expression a parser state), the free-text judge's
module-level patterns and the rule-language tables, a fifth to a quarter of the lint's
instructions. The compiled form of an expression is plain data (its SRE code, a list of
ints, and its group names), so it is kept like the parser and the lexicon:

- **Kept as one file** ``regex-<key>.marshal`` in the cache folder
  (syntax/cachefolder.py): a dict from (pattern, flags) to what ``_sre.compile`` takes.
  :func:`keep_patterns` makes the ``re`` module of this process read it (when it first
  compiles a pattern: a lint whose verdict is kept compiles few): a pattern found there
  is made by ``_sre.compile`` at once, any other is compiled as Python does it and kept
  at the end of the command (:func:`save`).
- **Key**: the Python version and ``_sre``'s magic number: another interpreter gets
  another file. Python checks the SRE code it is given (``_sre.compile`` validates it),
  and the file is only read when the user owns it.
- **Never a failure**: a missing, damaged, foreign or unwritable file, or an interpreter
  whose ``re`` internals differ, only costs the compile; the patterns are the same
  objects either way (tests/language/test_keptregex.py). ``LOPTI_CACHE_DIR=`` turns it off.
"""

from __future__ import annotations

import marshal
import sys
from pathlib import Path
from typing import Any

from .cachefolder import cache_dir, read_own, write_atomically

#: Bumped when what is kept changes shape (part of the key).
FORMAT = 1

#: At most this many patterns are kept: text turned into patterns at run time (a rule's
#: words) must not grow the file without end; past it, new patterns are compiled as usual.
MOST = 4000

#: (pattern, flags) -> (flags, code, groups, groupindex, indexgroup), as ``_sre.compile``
#: takes them after the pattern
Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]

_state: dict[str, Any] = {}


def _key() -> str:
    import _sre  # type: ignore[import-not-found]

    return f"{FORMAT}-{sys.version_info[0]}{sys.version_info[1]}{sys.version_info[2]}" \
           f"{sys.version_info[3][0]}{sys.version_info[4]}-{_sre.MAGIC}"


def _load(path: Path) -> dict[tuple[Any, int], Entry]:
    data = read_own(path)
    if data is None:
        return {}
    try:
        got = marshal.loads(data)
    except Exception:  # damaged or from another version: compile again
        return {}
    return got if isinstance(got, dict) else {}


def keep_patterns() -> None:
    """Make this process's ``re`` read compiled patterns from the cache folder's kept file
    and note the ones it compiles; once a process, and only where ``re``'s internals are
    the ones this module knows (else nothing changes)."""
    if _state:
        return
    import _sre
    import re

    # re's compiler, in Python (3.11 and later name them so; another Python keeps its own)
    _compiler: Any = getattr(re, "_compiler", None)
    _parser: Any = getattr(re, "_parser", None)
    original = getattr(_compiler, "compile", None)
    if not (callable(original) and hasattr(_parser, "parse") and hasattr(_compiler, "_code")
            and hasattr(_sre, "compile") and hasattr(_sre, "MAGIC")):
        return
    folder = cache_dir()
    if folder is None:
        return
    path = folder / f"regex-{_key()}.marshal"
    table: dict[tuple[Any, int], Entry] = {}
    new: dict[tuple[Any, int], Entry] = {}
    debug = re.DEBUG

    def compile(p: Any, flags: int = 0) -> Any:
        if not isinstance(p, (str, bytes)) or flags & debug:
            return original(p, flags)
        if "read" not in _state:  # read when a pattern is first compiled: a lint whose
            _state["read"] = True  # verdict is kept compiles few or none
            table.update(_load(path))
        key = (p, int(flags))
        got = table.get(key)
        if got is not None:
            try:
                return _sre.compile(p, *got)
            except Exception:  # not what this interpreter's _sre takes: compile it
                table.pop(key, None)
        parsed = _parser.parse(p, flags)
        code = _compiler._code(parsed, flags)
        groupindex = parsed.state.groupdict
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        entry: Entry = (int(flags | parsed.state.flags), [int(c) for c in code],
                        parsed.state.groups - 1,
                        dict(groupindex), tuple(indexgroup))
        pattern = _sre.compile(p, *entry)
        if len(table) + len(new) < MOST:
            new[key] = entry
        return pattern

    _state.update(path=path, table=table, new=new, original=original)
    _compiler.compile = compile
    import atexit

    atexit.register(save)


def save() -> None:
    """Keep the patterns this process compiled (with the ones kept by others meanwhile)."""
    new = _state.get("new")
    if not new:
        return
    path: Path = _state["path"]
    table = _load(path)
    for key, entry in new.items():
        if len(table) >= MOST:
            break
        table[key] = entry
    new.clear()
    try:
        data = marshal.dumps(table)
    except ValueError:
        return
    write_atomically(path, data)
