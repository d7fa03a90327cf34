"""The linter's public API (``lint_text``, ``lint_paths``); its results and output formats
live in ``output`` (re-exported here), which loads no parser and no check.

``lint_text`` never raises on any text: syntax errors, rule violations and
hygiene warnings all come back as diagnostics.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ...errors import InputError
from ...i18n import current
from ..analysis.validator import check_book
from ..report import codes, localized
from ..report.diagnostics import Diagnostic, source_lines
from ..report.formats import FORMATS as FORMATS
from ..syntax.comments import scan_comments
from ..syntax.phonetext import fixed_text
from ..syntax.sources import Source, gather, shown, undecodable
from ..syntax.sources import collect_files as collect_files
from ..syntax.sources import folder_files as folder_files
from ..syntax.sources import read_rule_file as read_rule_file
from .filecache import analyse
from .filecache import fix_reads as fix_reads
from .output import JSON_SCHEMA as JSON_SCHEMA
from .output import STYLES as STYLES
from .output import LintResult as LintResult
from .output import format_text as format_text
from .output import json_document as json_document
from .output import paint as paint
from .output import render as render
from .output import to_github as to_github
from .output import to_json as to_json
from .output import to_sarif as to_sarif
from .ruletongue import page_in

if TYPE_CHECKING:  # importlib.resources is loaded by --explain alone (page_files)
    from importlib.resources.abc import Traversable

_IGNORE = re.compile(r"lopti:\s*ignore\[([^\]]*)\]", re.IGNORECASE)



def _suppress(text: str, diags: list[Diagnostic]) -> list[Diagnostic]:
    """Apply ``# lopti: ignore[CODE, ...]`` comments (same line, or the line above)."""
    ignores: dict[int, set[str]] = {}
    extra: list[Diagnostic] = []
    lines: list[str] = []
    code_line: list[int] = []  # line number -> the first line from there holding code
    for comment in scan_comments(text) if _IGNORE.search(text) else ():
        m = _IGNORE.search(comment.text)
        if m is None:
            continue
        target = comment.line
        if comment.own_line:
            if not code_line:
                lines = source_lines(text)
                code_line = _next_code_lines(lines)
            target = code_line[comment.line] or comment.line
        for raw in m.group(1).split(","):
            code = raw.strip().upper()
            if not code:
                continue
            known = codes.CODES.get(code)
            if known is None or not known.suppressible:
                why = "is not a lint code" if known is None else \
                    f"protects players ({codes.FAMILIES[known.family]}) and cannot be suppressed"
                col = comment.column + m.start()
                extra.append(codes.diagnostic("LP910", f"'{code}' {why}", comment.line, col,
                                              comment.line, col + len(m.group(0)),
                                              "only hygiene warnings can be suppressed"))
                continue
            ignores.setdefault(target, set()).add(code)
    if not ignores and not extra:
        return diags
    kept = [d for d in diags if not (codes.CODES[d.code].suppressible
                                     and d.code in ignores.get(d.line, ()))]
    kept.extend(d for d in extra if "LP910" not in ignores.get(d.line, ()))
    return kept


def _next_code_lines(lines: list[str]) -> list[int]:
    """For each line number n (1-based; index 0 unused), the first line after n holding
    code (not blank, not a comment), or 0: one backward pass, however many comments."""
    out = [0] * (len(lines) + 2)
    nxt = 0
    for n in range(len(lines), 0, -1):
        out[n] = nxt
        stripped = lines[n - 1].strip()
        if stripped and not stripped.startswith("#"):
            nxt = n
    return out


#: The checks' fixes ``lopti lint --fix`` applies (each a replacement of its span, on one
#: line): a word of another rule language (LP115), a face written as a number (LP946),
#: a count whose noun disagrees (LP947).
MECHANICAL = frozenset({"LP115", "LP946", "LP947"})


def fix_text(text: str) -> str:
    """``text`` with every mechanical fix applied (``lopti lint --fix``): phone typing
    undone (LP109-LP112, phonetext.fixed_text), then the checks' own (MECHANICAL), unless
    a ``# lopti: ignore[...]`` comment keeps the line as written."""
    text = fixed_text(text)
    edits = sorted(((d.line, d.column, d.end_column, d.fix) for d in lint_text(text).diagnostics
                    if d.code in MECHANICAL and d.fix is not None and d.end_line == d.line),
                   reverse=True)
    if not edits:
        return text
    lines = text.split("\n")
    end_of: dict[int, int] = {}
    for line, start, end, new in edits:  # right to left: earlier columns stay valid
        if end > end_of.get(line, 10**9):
            continue  # overlaps a fix already made on this line
        row = lines[line - 1]
        lines[line - 1] = row[:start - 1] + new + row[end - 1:]
        end_of[line] = start
    return "\n".join(lines)


def lint_text(text: str, filename: str = "<rule>") -> LintResult:
    """Lint rule text; every problem comes back as a diagnostic, never as an exception."""
    return lint_book([(filename, text)])[0]


def lint_book(files: Sequence[tuple[str, str]], *, agreements: bool = True
              ) -> list[LintResult]:
    """Lint ``(filename, text)`` pairs as one rule book: each file alone, then the book.

    ``agreements=False`` reads the files as a session does: a ``# lopti: table-agreed``
    comment is the author's word, not the table's, and silences nothing (issue 29; a
    session records the table's agreement itself, ``session rule add --agreed-by``).

    The book-level checks (validator.check_book) see the rules of every file that
    parses, together: hooks of two files that trigger each other, a rule written in two
    files. Their diagnostics go to the files they point into, and suppression comments
    (and the table's agreements to ``does`` texts) work on them as on any other.
    """
    bad = {i: found for i, (_, text) in enumerate(files)
           if (found := undecodable(text)) is not None}
    if bad:  # bytes that are not UTF-8 (LP113): that file is not read, the others are
        good = iter(lint_book([f for i, f in enumerate(files) if i not in bad],
                              agreements=agreements))
        return [LintResult(name, [bad[i]], None, shown(text)) if i in bad else next(good)
                for i, (name, text) in enumerate(files)]
    alone = [analyse(filename, text) for filename, text in files]  # kept: filecache.py
    whole = check_book([(filename, a.book) for (filename, _), a in zip(files, alone, strict=True)
                        if a.book is not None])
    results = []
    for (filename, text), a in zip(files, alone, strict=True):
        untyped = a.untyped
        diags = untyped.diagnostics + [untyped.unshift(d) for d in
                                       [*a.diagnostics, *whole.get(filename, [])]]
        if agreements and any(d.code == "LP712" for d in diags):  # has the table agreed?
            from ..analysis.checks.harm import refused_agreements
            from ..text.agreements import apply_agreements

            diags, claimed = apply_agreements(text, diags)
            diags += refused_agreements(claimed)  # the author's word is no agreement
        diags = sorted(_suppress(text, diags), key=Diagnostic.sort_key)
        results.append(LintResult(filename, diags, a.book, text, a.clean))
    return results


def lint_paths(paths: Iterable[str | Path]) -> list[LintResult]:
    """Lint files and folders (``*.lopti`` inside folders) as one rule book, in a stable
    order. A file that cannot be read or is not UTF-8 is a diagnostic of its own (LP113),
    never the end of the run; a path that does not exist raises InputError."""
    return lint_sources(gather(paths).sources)


def lint_sources(sources: Sequence[Source]) -> list[LintResult]:
    """Lint the readable sources as one rule book; each unreadable one gets a result of
    its own holding its diagnostic. Results come in the order of ``sources``."""
    linted = iter(lint_book([(s.name, s.text) for s in sources if s.problem is None]))
    return [LintResult(s.name, [s.problem], None, s.text) if s.problem is not None
            else next(linted) for s in sources]


class _Finding(Protocol):
    """A simulation warning (tools.simulation.SimulationWarning) as the report needs it."""

    @property
    def code(self) -> str: ...
    @property
    def filename(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def message(self) -> str: ...
    @property
    def rule_ref(self) -> str: ...


def add_findings(results: Sequence[LintResult], findings: Iterable[_Finding]) -> None:
    """Add simulation warnings (``lopti lint --simulate``) to the results of their files.

    Each becomes a Diagnostic spanning its source line, so every output format, the
    summary line and the exit status count it. A warning for a file not in ``results``
    goes to the first result.
    """
    if not results:
        return
    by_name = {r.filename: r for r in results}
    by_path = {Path(r.filename).resolve(): r for r in results}
    split: dict[int, list[str]] = {}
    for f in findings:
        result = by_name.get(f.filename) or by_path.get(Path(f.filename).resolve()) or results[0]
        lines = split.get(id(result))
        if lines is None:
            lines = split[id(result)] = source_lines(result.text)
        width = len(lines[f.line - 1].rstrip()) if 1 <= f.line <= len(lines) else 0
        result.diagnostics.append(codes.diagnostic(
            f.code, f.message, f.line, f.column, f.line, width + 1, rule_ref=f.rule_ref))
    for r in results:
        r.diagnostics.sort(key=Diagnostic.sort_key)


def explain(code: str) -> str:
    """The docs page of a lint code; raise InputError for an unknown code.

    The page is read from the package (the wheel carries docs/lint/ as
    ``report/lint-pages/``, codes.PAGES_DIR), else from a checkout's docs/lint/; both are
    rendered from the registry (a test keeps them equal), which renders it when neither
    file is there."""
    entry = codes.ALL_CODES.get(code.strip().upper())
    if entry is None:
        raise InputError(f"unknown lint code {code!r} (codes: {min(codes.CODES)}.."
                         f"{max(codes.CODES)}; the list: {codes.DOCS_BASE}/lint/README.md)")
    if current() != "en":  # the page in the table's language (report/localized.py),
        return page_in(localized.page(entry), current())  # its examples in its keywords
    for page in page_files(entry.code):
        if page.is_file():
            return page.read_text(encoding="utf-8")
    return codes.render_page(entry)  # pragma: no cover - a wheel or a checkout has the page


def page_files(code: str) -> list[Traversable]:
    """Where ``code``'s docs page may be: shipped in the package, then in a checkout."""
    from importlib import resources

    shipped = resources.files(codes.__package__ or "").joinpath(codes.PAGES_DIR, f"{code}.md")
    checkout = Path(__file__).resolve().parents[3] / "docs" / "lint" / f"{code}.md"
    return [shipped, checkout]
