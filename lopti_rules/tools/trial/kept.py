"""The trial's verdicts kept between processes, and the books it has nothing to play for.

A trial costs about a second of CPU for a one-rule book; ``lopti lint`` of the same files
again, a session adding a rule the table linted a minute ago, or the editor saving a file
asks for the same verdict. Verdicts are kept in lopti-rules' cache folder (``trial/``),
one JSON file a book, named by a hash of the files' names and texts, the trial's settings
and the source of the whole package (a changed lopti never reads an old verdict). A
missing, damaged or unwritable file only costs the games.

A book whose hooks only speak (``says``/``does``), show a hand or keep their own counts
changes nothing in a game: the trial would compare identical evenings. It is not played
(the free-text judge reads its texts).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import is_dataclass, replace
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
    if is_dataclass(config) and not isinstance(config, type) and hasattr(config, "jobs"):
        config = replace(config, jobs=1)  # the verdict is the same for any jobs
    h = hashlib.sha256(repr((_source_print(), repr(config), list(files))).encode(
        "utf-8", "surrogateescape"))
    return folder / "trial" / f"verdict-{h.hexdigest()[:32]}.json"


def load(files: Sequence[tuple[str, str]], config: object
         ) -> list[tuple[str, Diagnostic]] | None:
    """The kept verdict of these files under ``config``, or None."""
    path = _file(files, config)
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [(str(name), Diagnostic(**d)) for name, d in data]
    except (OSError, ValueError, TypeError):
        return None


def save(files: Sequence[tuple[str, str]], config: object,
         found: Sequence[tuple[str, Diagnostic]]) -> None:
    """Keep a verdict (nothing happens without a cache folder, or when it cannot be written)."""
    path = _file(files, config)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(json.dumps([[name, d.to_dict()] for name, d in found]),
                        encoding="utf-8")
        temp.replace(path)
    except OSError:
        return
