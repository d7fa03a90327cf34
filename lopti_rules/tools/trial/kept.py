"""The trial's verdicts kept between processes, and the books it has nothing to play for.

A trial costs about a second of CPU for a one-rule book; ``lopti lint`` of the same files
again, a session adding a rule the table linted a minute ago, or the editor saving a file
asks for the same verdict. Verdicts are kept in lopti-rules' cache folder (``trial/``),
one JSON file a book, named by a hash of the files' texts in book order, the trial's
settings and the source of the whole package (a changed lopti never reads an old verdict).
A missing, damaged or unwritable file only costs the games.

The files' names are not part of the key: the trial plays the texts, and a name shows
only in what a finding says (the ``lopti simulate --rules FILE`` of its witness) and in
which file it is filed under. The same book reaches the gate under many names: a path
(``lopti lint examples/rules/x.lopti``), a bare name, a session's label, ``<rule>`` from
``compile_text``, a scratch copy. A kept verdict is given back under the names asked
with: each finding filed under the file at its place in the book, and each old name in
its message and witness (as written, and as the shell-quoted path a command names)
replaced by the new one.

A book whose hooks only speak (``says``/``does``), show a hand or keep their own counts
changes nothing in a game: the trial would compare identical evenings. It is not played
(the free-text judge reads its texts).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ...errors import LoptiError
from ...language import Diagnostic, changes_play, parse


def plays_a_part(files: Sequence[tuple[str, str]]) -> bool:
    """Whether the book can change a game (``language.changes_play``); a book that does
    not parse: yes (the trial's own compile step says why)."""
    for name, text in files:
        try:
            if changes_play(parse(text, name)):
                return True
        except LoptiError:  # a syntax error is the static checks' to report
            return True
    return False


_SOURCE: list[str] = []


def _source_print() -> str:
    """A hash of every module of the package: a verdict depends on all of them."""
    if not _SOURCE:
        from ... import __version__

        root = Path(__file__).resolve().parents[2]
        h = hashlib.sha256(__version__.encode())
        for path in sorted(root.rglob("*.py")):
            h.update(path.relative_to(root).as_posix().encode())
            h.update(path.read_bytes())
        _SOURCE.append(h.hexdigest())
    return _SOURCE[0]


def _file(files: Sequence[tuple[str, str]], config: object) -> Path | None:
    from ...language import cache_dir

    folder = cache_dir()
    if folder is None:
        return None
    h = hashlib.sha256(repr((_source_print(), repr(config), [text for _, text in files]))
                       .encode("utf-8", "surrogateescape"))
    return folder / "trial" / f"verdict-{h.hexdigest()[:32]}.json"


def _spellings(name: str) -> tuple[str, str, str]:
    """How a file's name shows in a finding: as the shell-quoted path a witness command
    names (``trial.core._command``, the only place the trial writes one), as a path, and
    as given. Where two are the same text the first wins: an old name that needs no
    quotes becomes the new name quoted, as a command needs it."""
    posix = Path(name).as_posix()
    return shlex.quote(posix), posix, name


def renamed(text: str, old: Sequence[str], new: Sequence[str]) -> str:
    """``text`` with each of the ``old`` names (in any of its spellings) replaced by the
    name at the same place in ``new``: only where it stands as a word of its own (between
    blanks or the ends, as the names of a command do), so a short name is never found
    inside a word; longer spellings first, and in one pass, so a name inside another
    name, or a new name that holds an old one, is never replaced twice."""
    pairs: dict[str, str] = {}
    for before, after in zip(old, new, strict=True):
        if before != after:
            for b, a in zip(_spellings(before), _spellings(after), strict=True):
                pairs.setdefault(b, a)
    if not pairs:
        return text
    pattern = re.compile(r"(?<!\S)(?:" + "|".join(
        re.escape(b) for b in sorted(pairs, key=len, reverse=True)) + r")(?!\S)")
    return pattern.sub(lambda m: pairs[m.group(0)], text)


def load(files: Sequence[tuple[str, str]], config: object
         ) -> list[tuple[str, Diagnostic]] | None:
    """The kept verdict of these texts under ``config``, or None; given back under the
    names of ``files`` (the module's docstring)."""
    path = _file(files, config)
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        old = [str(n) for n in data["names"]]
        if len(old) != len(files):
            return None
        new = [name for name, _ in files]
        out = []
        for place, d in data["found"]:
            diagnostic = Diagnostic(**d)
            diagnostic = replace(diagnostic, message=renamed(diagnostic.message, old, new),
                                 witness=renamed(diagnostic.witness, old, new))
            out.append((new[place] if isinstance(place, int) and 0 <= place < len(new)
                        else str(place), diagnostic))
        return out
    except (OSError, ValueError, TypeError, KeyError):
        return None


def save(files: Sequence[tuple[str, str]], config: object,
         found: Sequence[tuple[str, Diagnostic]]) -> None:
    """Keep a verdict (nothing happens without a cache folder, or when it cannot be written).
    Each finding is kept with the place of its file in the book (a name that is none of
    the book's files is kept as it is)."""
    path = _file(files, config)
    if path is None:
        return
    names = [name for name, _ in files]

    def place(name: str) -> int | str:
        return names.index(name) if name in names else name

    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(json.dumps({"names": names, "found": [
            [place(name), d.to_dict()] for name, d in found]}), encoding="utf-8")
        temp.replace(path)
    except OSError:
        return
