"""The rule files of a lint or fmt run: each text, or the diagnostic saying why it has none.

One bad file never stops a run. A file that is not UTF-8 becomes an LP113 diagnostic at
the line and column of its first bad byte, and a file that cannot be read (no
permission, a read error) one at 1:1; the other files are checked as usual. Only a path
that does not exist at all stops the run (an InputError: a mistyped argument). ``-``
names standard input, read once, under the name the caller gives it.
"""

from __future__ import annotations

import codecs
import os
import re
from collections.abc import Iterable
from pathlib import Path

from ...errors import InputError
from ...records import Record
from ..report.diagnostics import MAX_SOURCE_CHARS, Diagnostic

#: the path that names standard input
STDIN = "-"
#: a lone surrogate: a byte that was not UTF-8 (``surrogateescape``) or no character at all
_SURROGATE = re.compile("[\ud800-\udfff]")


class Source(Record):
    """One rule file of a run: its name in reports, where it came from, and its text, or
    the diagnostic that says why it could not be read. The text of a file that is not
    UTF-8 is decoded with U+FFFD for its bad bytes, only to show where they are."""

    __slots__ = ("name", "path", "text", "problem")
    name: str
    path: Path | None  #: None for standard input
    text: str
    problem: Diagnostic | None

    def __init__(self, name: str, path: Path | None, text: str,
                 problem: Diagnostic | None = None) -> None:
        self._init(name, path, text, problem)


class Gathered(Record):
    """The sources of a run, in order, and the folders named that held no rule file."""

    __slots__ = ("sources", "empty_folders")
    sources: list[Source]
    empty_folders: list[str]

    def __init__(self, sources: list[Source], empty_folders: list[str]) -> None:
        self._init(sources, empty_folders)


def unreadable(exc: InputError) -> Diagnostic:
    """The diagnostic of a file that could not be read or decoded (LP113, at the first bad
    byte when the error knows it, else at 1:1)."""
    from ..report import codes  # the registry: only for a file that cannot be read

    return codes.diagnostic(
        "LP113", f"cannot read this file: {exc.message}", exc.line or 1, exc.column or 1,
        hint="save the file as UTF-8 text" if exc.line is not None
        else "check that the file exists and may be read")


def undecodable(text: str) -> Diagnostic | None:
    """LP113 at the first byte of ``text`` that was not UTF-8 (a lone surrogate, as
    ``bytes.decode("utf-8", "surrogateescape")`` keeps such a byte), or None."""
    found = _SURROGATE.search(text)
    if found is None:
        return None
    start = found.start()
    line_start = text.rfind("\n", 0, start) + 1
    byte = ord(found.group())
    what = f"byte {byte - 0xDC00:#04x}" if byte >= 0xDC80 else f"U+{byte:04X}"
    return unreadable(InputError(f"not UTF-8 text ({what})", line=text.count("\n", 0, start) + 1,
                                 column=start - line_start + 1))


def shown(text: str) -> str:
    """``text`` with each character that is no UTF-8 (a lone surrogate) as U+FFFD."""
    return _SURROGATE.sub("\ufffd", text)


def read_source(path: Path, name: str | None = None) -> Source:
    """The source of one file; never raises for a file that cannot be read or decoded."""
    shown = str(path) if name is None else name
    try:
        with path.open("rb") as f:
            data = f.read(4 * (MAX_SOURCE_CHARS + 1) + 1)
    except OSError as exc:
        return Source(shown, path, "", unreadable(
            InputError(exc.strerror or "cannot read", source=shown)))
    return _decoded(data, shown, path)


def stdin_source(data: bytes, name: str = STDIN) -> Source:
    """The source read from standard input (its bytes), reported as ``name``."""
    return _decoded(data, name, None)


def _decoded(data: bytes, name: str, path: Path | None) -> Source:
    try:
        return Source(name, path, decode_rule_bytes(data, name))
    except InputError as exc:
        shown = data[:4 * (MAX_SOURCE_CHARS + 1)].decode("utf-8-sig", "replace")
        return Source(name, path, shown.replace("\r\n", "\n").replace("\r", "\n"),
                      unreadable(exc))


def gather(paths: Iterable[str | Path], *, stdin: bytes | None = None,
           stdin_name: str = STDIN, suffix: str = ".lopti") -> Gathered:
    """The sources of ``paths`` in order: a folder gives its ``*.lopti`` files (sorted,
    links skipped: :func:`~.lint.folder_files`), a file is read as named, ``-`` is
    ``stdin`` (required then). Raise InputError for a path that does not exist."""
    sources: list[Source] = []
    empty: list[str] = []
    for raw in paths:
        if str(raw) == STDIN:
            if stdin is None:
                raise InputError("'-' (standard input) given, but no input to read")
            sources.append(stdin_source(stdin, stdin_name))
            continue
        path = Path(raw)
        if path.is_dir():
            found = folder_files(path, suffix)
            if not found:
                empty.append(str(path))
            sources.extend(read_source(p) for p in found)
        elif path.exists():
            sources.append(read_source(path))
        else:
            raise InputError("no such file or folder", source=str(path))
    return Gathered(sources, empty)


def collect_files(paths: Iterable[str | Path]) -> list[Path]:
    """Expand folders to their ``*.lopti`` files (sorted, :func:`folder_files`: links
    skipped); a path named directly is read as named. Raise InputError for a missing path."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(folder_files(path, ".lopti"))
        elif path.is_file():
            files.append(path)
        else:
            raise InputError("no such file or folder", source=str(path))
    return files


def folder_files(folder: Path, suffix: str) -> list[Path]:
    """The regular files under ``folder`` whose names end in ``suffix``, sorted.

    A scan never leaves its folder: symbolic links, to files or to folders, are skipped
    (neither read nor entered), and so are devices, sockets and pipes. Folders that
    cannot be listed are skipped too.
    """
    found: list[Path] = []
    stack = [str(folder)]
    while stack:
        try:
            with os.scandir(stack.pop()) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif entry.name.endswith(suffix) and entry.is_file(follow_symlinks=False):
                found.append(Path(entry.path))
    return sorted(found)


def read_rule_file(path: Path) -> str:
    """Read a rule file as UTF-8 (a leading BOM dropped, line ends as Python's text mode
    reads them); raise InputError naming the file when that fails (for text that is not
    UTF-8, with the line and column of the first bad byte).

    At most ``MAX_SOURCE_CHARS + 1`` characters are returned (and about four times
    as many bytes read): a longer file comes back cut to that length, which every parse
    refuses as LP926, so nothing can check, format or compile part of a file.
    """
    try:
        with path.open("rb") as f:
            data = f.read(4 * (MAX_SOURCE_CHARS + 1) + 1)
    except OSError as exc:
        raise InputError(exc.strerror or "cannot read", source=str(path)) from None
    return decode_rule_bytes(data, str(path))


def decode_rule_bytes(data: bytes, source: str) -> str:
    """Rule text from the bytes of a file or of standard input, as :func:`read_rule_file`
    reads them (at most ``4 * (MAX_SOURCE_CHARS + 1)`` bytes are looked at)."""
    most = MAX_SOURCE_CHARS + 1
    whole = len(data) <= 4 * most
    try:  # a byte-order mark is no character; a cut file may end inside a character
        # (a whole file is decoded in one go: the incremental decoder, told final, drops
        # a BOM cut short, b"\xef" alone, instead of refusing it)
        text = (data.decode("utf-8-sig") if whole else
                codecs.getincrementaldecoder("utf-8-sig")().decode(data[:4 * most]))
    except UnicodeDecodeError as exc:
        bom = 3 if data.startswith(codecs.BOM_UTF8) else 0
        start = exc.start + bom
        line_start = max(data.rfind(b"\n", 0, start) + 1, bom)
        column = len(data[line_start:start].decode("utf-8", "replace")) + 1
        raise InputError(f"not UTF-8 text (byte {data[start]:#04x})", source=source,
                         line=data.count(b"\n", 0, start) + 1, column=column) from None
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text[:most]
