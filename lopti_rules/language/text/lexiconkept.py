"""The free-text judge's compiled lexicon kept in the cache folder, each word's entries
decoded only when a text holds that word (issue 24, cold start).

Compiling the lexicon (language/text/matching.py: stems, inflections, particle verbs)
took about a third of the first ``lopti lint`` of a new file in every process (480M CPU
instructions), and grows with every entry the lexicon gains. The compiled form is
therefore kept, and read back so that a lint pays for the words its texts hold, not for
the lexicon's size:

- **Kept as one file** ``lexicon-<key>.marshal`` in the cache folder
  (language/syntax/cachefolder.py): each index (word -> its entries) is a dict of
  ``marshal`` blobs, one a word, so reading the file makes only the dict and its byte
  strings; :class:`Index` decodes a word's blob the first time a text asks for it.
- **Key**: a hash of the lexicon's sources (every entry text, its group and language),
  the source files of the code that compiles them, this format and the Python version;
  a changed entry or compiler gets another file, never a stale lexicon.
- **Never a failure**: a missing, damaged, foreign (not the user's own) or unwritable
  file only costs the build, and the lexicon is the same either way
  (tests/language/text/test_lexiconkept.py). With the cache turned off
  (``LOPTI_CACHE_DIR=``) the lexicon is compiled in the process, as before.
"""

from __future__ import annotations

import hashlib
import marshal
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..syntax.cachefolder import cache_dir, read_own, write_atomically

#: Bumped when what is kept changes shape (part of the key).
FORMAT = 1

T = TypeVar("T")

#: A compiled lexicon as kept: its indexes (word -> marshal blob of the word's entries),
#: then plain data (tuples, strings, frozensets) read whole.
Kept = tuple[tuple[dict[str, bytes], ...], tuple[Any, ...]]


class Index(Generic[T]):
    """A word's entries by the word, each word's decoded (``marshal``, then ``make``)
    the first time it is asked for: a text pays for its own words only."""

    __slots__ = ("_blobs", "_done", "_make")

    def __init__(self, blobs: Mapping[str, bytes], make: Callable[[Any], T]) -> None:
        self._blobs = blobs
        self._done: dict[str, tuple[T, ...]] = {}
        self._make = make

    def get(self, word: str, default: tuple[T, ...] = ()) -> tuple[T, ...]:
        got = self._done.get(word)
        if got is None:
            blob = self._blobs.get(word)
            if blob is None:
                return default
            got = self._done[word] = tuple(self._make(e) for e in marshal.loads(blob))
        return got

    def __len__(self) -> int:
        return len(self._blobs)

    def __contains__(self, word: object) -> bool:
        return word in self._blobs

    def keys(self) -> Iterable[str]:
        return self._blobs.keys()


def blobs(index: Mapping[str, Sequence[Any]]) -> dict[str, bytes]:
    """An index (word -> plain entries: tuples, strings, frozensets) as kept."""
    return {word: marshal.dumps(tuple(entries)) for word, entries in index.items()}


def key(sources: Iterable[tuple[str, str, str]], code: Iterable[str]) -> str | None:
    """The hex key of a lexicon: its sources, the files of the code that compiles them,
    this format, the Python and marshal versions; None when a code file cannot be read."""
    h = hashlib.sha256(f"{FORMAT}\0{sys.version}\0{marshal.version}".encode())
    try:
        for path in code:
            h.update(Path(path).read_bytes())
            h.update(b"\0\1")
    except OSError:
        return None
    for source in sources:
        h.update("\0".join(source).encode("utf-8", "surrogatepass"))
        h.update(b"\0\1")
    return h.hexdigest()[:32]


def _valid(got: object) -> bool:
    return (isinstance(got, tuple) and len(got) == 2 and isinstance(got[0], tuple)
            and isinstance(got[1], tuple)
            and all(isinstance(d, dict) for d in got[0]))


def _load(path: Path) -> Kept | None:
    data = read_own(path)
    if data is None:
        return None
    try:
        got = marshal.loads(data)
    except Exception:  # damaged, from another version: compile it again
        return None
    return got if _valid(got) else None


def _store(path: Path, kept: Kept) -> None:
    try:
        data = marshal.dumps(kept)
    except ValueError:  # a value marshal cannot write: the next lint compiles it again
        return
    write_atomically(path, data)


def kept(sources: Sequence[tuple[str, str, str]], code: Iterable[str],
         build: Callable[[], Kept]) -> Kept:
    """The compiled lexicon ``build()`` makes from ``sources`` (compiled by the code in
    the files ``code``), read from the cache folder when it is kept there, else built
    and kept."""
    folder = cache_dir()
    name = None if folder is None else key(sources, code)
    if folder is None or name is None:
        return build()
    path = folder / f"lexicon-{name}.marshal"
    got = _load(path)
    if got is not None:
        return got
    made = build()
    _store(path, made)
    return made
