"""The gate's entry to the trial: a verdict kept on disk is read without loading a game.

Most books the gate asks about were judged before (the same ``lopti lint`` again, a rule
the table linted a minute ago, an editor saving a file): their verdict is in the cache
folder (``tools.keptverdicts``, under ``trial/``). This module reads it with only what a
lint has loaded already (the language stage) and the trial's settings; the trial itself
(:mod:`.core`: the evenings, the compiler, the sandbox, the rules runtime and the worker
pool) is imported only when the book has to be played (a cold ``lopti lint`` of a judged
file: issue 24, ``benchmarks/coldlint.py``; ``tests/cli/test_cold_lint.py`` holds it).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import LoptiError
from ...language import Diagnostic, changes_play, parse
from .. import keptverdicts as kept
from .config import DEFAULT, TrialConfig

if TYPE_CHECKING:  # loaded with the games, only when a book is played
    from ..eveningruns import BaseCache


def judge(book_files: Sequence[tuple[str, str]] | Sequence[str | Path], *,
          config: TrialConfig = DEFAULT, cache: BaseCache | None = None
          ) -> list[tuple[str, Diagnostic]]:
    """The gate's entry: the trial's diagnostics, as (filename, diagnostic) pairs, for rule
    files given as (name, text) pairs or paths. A book the static lint refuses with an
    error is not played (its lint already says why), nor is one that cannot change a game
    (its hooks only speak, show or count: ``language.changes_play``): the answer is empty.
    A verdict is kept in the cache folder (``kept``), so the same texts are played once
    whatever their files are called.
    ``cache``: where base evenings are kept (default: this process's, backed by
    lopti-rules' cache folder, so the next process plays none of them again)."""
    try:
        pairs = [(str(f[0]), str(f[1])) if isinstance(f, tuple)
                 else (str(f), Path(f).read_text(encoding="utf-8")) for f in book_files]
    except (OSError, UnicodeDecodeError):
        return []
    if not plays_a_part(pairs):
        return []
    # played under stand-in names: the verdict is the texts', kept once for any names
    book = kept.stand_ins(pairs)
    found = kept.load(book, config, "trial")
    if found is None:
        with kept.claim(book, config, "trial"):
            # kept by another process while this one waited
            found = kept.load(book, config, "trial")
            if found is None:
                found = _played(book, config, cache)
                if found is None:
                    return []
                kept.save(book, config, found, "trial")
    return kept.named(pairs, found)


def plays_a_part(files: Sequence[tuple[str, str]]) -> bool:
    """Whether the book can change a game (``language.changes_play``); a book that does
    not parse: yes (the trial's own compile step says why). A book whose hooks only speak
    (``says``/``does``), show a hand or keep their own counts changes nothing in a game:
    the trial would compare identical evenings, so it is not played (the free-text judge
    reads its texts)."""
    for name, text in files:
        try:
            if changes_play(parse(text, name)):
                return True
        except LoptiError:  # a syntax error is the static checks' to report
            return True
    return False


def _played(book: list[tuple[str, str]], config: TrialConfig, cache: BaseCache | None
            ) -> list[tuple[str, Diagnostic]] | None:
    """The trial's diagnostics of ``book`` played now (:func:`.core.run_trial`), or None
    when it does not compile to a book with rules (the static checks say why)."""
    from ...errors import InputError
    from ..eveningruns import shared_cache
    from ..rulebooks import compile_files
    from . import core

    try:
        rules = compile_files(book, allow_warnings=True)
    except InputError:
        return None
    if not rules.books:
        return None
    return core.run_trial(rules, config=config, cache=cache if cache is not None
                          else shared_cache()).diagnostics
