"""The rule book a language server sees: a folder's rule files, with the editor's open texts.

Diagnostics come for the whole book, as ``lopti lint DIR`` finds them: every ``*.lopti``
file under the workspace folder (``language.folder_files``), each open document's
text in place of its file on disk. A document outside every folder is a book alone.
Disk texts are read once and kept until their file changes (size and mtime). The
verdict is the gate's (``tools.judge``): as you type, its static checks (not final),
or its final verdict when one is kept for these very texts.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError
from ..language import Diagnostic, LintResult, folder_files, read_rule_file
from ..tools import Verdict, judge, kept


@dataclass
class Workspace:
    """Folders, open texts and the disk cache; :meth:`lint` lints the book of one file."""

    folders: list[Path] = field(default_factory=list)
    #: path -> the text the editor holds (newer than the disk)
    open_texts: dict[Path, str] = field(default_factory=dict)
    _disk: dict[Path, tuple[tuple[int, int], str]] = field(default_factory=dict)

    def folder_of(self, path: Path) -> Path | None:
        """The innermost workspace folder holding ``path``, or None."""
        holding = [f for f in self.folders if path.is_relative_to(f)]
        return max(holding, key=lambda f: len(f.parts)) if holding else None

    def book_files(self, path: Path) -> list[Path]:
        """The files of the book ``path`` belongs to, sorted (``path`` always among them)."""
        folder = self.folder_of(path)
        files = set(folder_files(folder, ".lopti")) if folder is not None else set()
        if folder is not None:
            files.update(p for p in self.open_texts if p.is_relative_to(folder))
        files.add(path)
        return sorted(files)

    def text(self, path: Path) -> str:
        """The open text of ``path``, else its file's text ("" when it cannot be read)."""
        if path in self.open_texts:
            return self.open_texts[path]
        try:
            st = os.stat(path)
        except OSError:
            return ""
        stamp = (st.st_size, st.st_mtime_ns)
        cached = self._disk.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        try:
            text = read_rule_file(path)
        except InputError:
            text = ""
        self._disk[path] = (stamp, text)
        return text

    def files(self, path: Path) -> list[tuple[str, str]]:
        """The book of ``path`` as the gate reads it: (path, text) of each file, sorted."""
        return [(str(p), self.text(p)) for p in self.book_files(path)]

    def verdict(self, path: Path) -> Verdict:
        """The gate's verdict on the book of ``path`` as you type: the final one when it is
        kept for these very texts, else the static checks (``final`` is False)."""
        files = self.files(path)
        return kept(files) or judge(files, static_only=True)

    def lint(self, path: Path) -> list[LintResult]:
        """The book of ``path`` judged as you type (:meth:`verdict`): one result a file,
        named by its path."""
        return list(self.verdict(path).results)


def diagnostics_by_file(results: list[LintResult]) -> dict[Path, tuple[str, list[Diagnostic]]]:
    """Each file's text and diagnostics, by path."""
    return {Path(r.filename): (r.text, r.diagnostics) for r in results}
