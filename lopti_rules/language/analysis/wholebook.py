"""The rule book in play as one unit: every file's rules together, and the checks over them.

A house rule is legal or not as part of the book the table plays with (DESIGN.md, "What
blocking means"): two files that are each clean may together trigger each other
forever, or say the same rule twice. ``lopti lint a.lopti b.lopti`` and ``lopti lint
DIR`` check their files as one book, and ``lopti session rule add`` checks a new rule
with the session's rules in force.

The per-file families (validator.py) see one file; a :class:`BookCheck` (validator's
``BOOK_CHECKS`` lists them, ``validator.check_book`` runs them) sees a
:class:`Book`: every file's rules in the order given, with their hooks indexed by event,
so a check over the whole book costs time linear in its hooks. A book check reports
each problem in the file it points into (:meth:`BookCheck.report`); a problem that spans
files is reported in each file it touches, so whoever adds a file sees it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import EVENT_NAMES
from ..report import codes
from ..report.diagnostics import Diagnostic
from ..tree import nodes


@dataclass(frozen=True, slots=True)
class BookHook:
    """One hook of the book, with its rule, its file and its index in the book."""

    index: int
    filename: str
    rule: nodes.Rule
    hook: nodes.Hook


@dataclass(frozen=True)
class Book:
    """Every file's parsed rules in play together (files in the order given)."""

    files: tuple[tuple[str, nodes.RuleBook], ...]
    #: every hook on a known event, in book order
    hooks: tuple[BookHook, ...] = field(init=False)
    #: event name -> the hooks on it, in book order
    by_event: dict[str, tuple[BookHook, ...]] = field(init=False)

    def __post_init__(self) -> None:
        hooks: list[BookHook] = []
        by_event: dict[str, list[BookHook]] = {}
        for filename, book in self.files:
            for rule in book.rules:
                for hook in rule.hooks:
                    if hook.event in EVENT_NAMES:
                        bh = BookHook(len(hooks), filename, rule, hook)
                        hooks.append(bh)
                        by_event.setdefault(hook.event, []).append(bh)
        object.__setattr__(self, "hooks", tuple(hooks))
        object.__setattr__(self, "by_event", {e: tuple(v) for e, v in by_event.items()})

    @property
    def several_files(self) -> bool:
        """True when the book has more than one file (messages then name the files)."""
        return len(self.files) > 1


class BookCheck:
    """A check over the whole book; ``found`` holds (filename, diagnostic) pairs."""

    def __init__(self, book: Book) -> None:
        self.book = book
        self.found: list[tuple[str, Diagnostic]] = []

    def check(self) -> None:
        """Look at ``self.book`` and report what is wrong."""
        raise NotImplementedError

    def report(self, code: str, filename: str, node: nodes.Node, message: str,
               hint: str = "", witness: str = "") -> None:
        """Report ``code`` in ``filename`` at the span of ``node``."""
        self.found.append((filename, codes.diagnostic(
            code, message, node.line, node.column, node.end_line, node.end_column, hint,
            witness=witness)))

    def where(self, bh: BookHook, line: int) -> str:
        """``line 3`` in a one-file book, ``line 3 of b.lopti`` when the book has several."""
        return f"line {line} of {bh.filename}" if self.book.several_files else f"line {line}"
