"""The linter's public API (``lint_text``, ``lint_paths``) and its output formats.

``lint_text`` never raises on any text: syntax errors, rule violations and
hygiene warnings all come back as diagnostics. Output formats: ``text`` (file,
position, code, source line with a caret, rule reference and hint), ``json``
(a document with a schema version holding ruff-like records), ``sarif`` (2.1.0) and
``github`` (workflow annotations).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ...errors import InputError
from ...i18n import current, ngettext, number
from ...i18n import gettext as _
from ..analysis.validator import check_book
from ..report import codes, localized
from ..report.diagnostics import Diagnostic, excerpt, printable, source_lines
from ..report.formats import FORMATS as FORMATS
from ..syntax.comments import scan_comments
from ..syntax.phonetext import fixed_text
from ..syntax.sources import Source, gather, shown, undecodable
from ..syntax.sources import collect_files as collect_files
from ..syntax.sources import folder_files as folder_files
from ..syntax.sources import read_rule_file as read_rule_file
from ..tree import nodes
from .filecache import analyse
from .filecache import fix_reads as fix_reads
from .ruletongue import ENGLISH, page_in, tongue

if TYPE_CHECKING:  # importlib.resources is loaded by --explain alone (page_files)
    from importlib.resources.abc import Traversable

_IGNORE = re.compile(r"lopti:\s*ignore\[([^\]]*)\]", re.IGNORECASE)


@dataclass
class LintResult:
    """The outcome of linting one file."""

    filename: str
    diagnostics: list[Diagnostic]
    book: nodes.RuleBook | None  #: None when the file has syntax errors
    text: str = field(default="", repr=False)
    #: True when the validator found no error in ``book`` alone (before the book-level
    #: checks, agreements and suppressions): compiling it need not validate it again
    validated: bool = field(default=False, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        """True when there is no error (warnings allowed): the rule may be adopted."""
        return not any(d.severity == "error" for d in self.diagnostics)

    @property
    def errors(self) -> list[Diagnostic]:
        """The diagnostics of severity error."""
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self) -> list[Diagnostic]:
        """The diagnostics of severity warning."""
        return [d for d in self.diagnostics if d.severity == "warning"]


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
            from ..text.agreements import apply_agreements

            diags = apply_agreements(text, diags)
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


# ---------------------------------------------------------------- output


#: The rich styles of the text output in colour, by what they mark (:func:`paint`).
STYLES = {"error": "bold red", "warning": "bold yellow", "path": "bold", "mark": "red",
          "hint": "cyan", "dim": "dim", "ok": "green", "pass": "green", "fail": "red",
          "skip": "yellow"}


def paint(text: str, style: str, color: bool) -> str:
    """``text`` in the colour of ``style`` (a key of :data:`STYLES`), written by rich in the
    8 standard terminal colours; without ``color``, ``text`` itself (and rich is not even
    imported). The one way lopti colours text: the caller decides ``color`` (the CLI's
    ``use_color``: NO_COLOR, FORCE_COLOR, a terminal)."""
    if not (color and text):
        return text
    from rich.color import ColorSystem
    from rich.style import Style

    return Style.parse(STYLES[style]).render(text, color_system=ColorSystem.STANDARD)


def format_text(results: Sequence[LintResult], summary: bool = True,
                color: bool = False) -> str:
    """Human-readable output: one block per problem, ending with the command that explains
    its code, and a summary line; names, texts and source lines are
    :func:`~.diagnostics.printable` (control characters escaped). ``color`` adds ANSI
    colours (the CLI decides: NO_COLOR, FORCE_COLOR, a terminal); without ``summary``
    (``--quiet``) no summary line."""
    out: list[str] = []
    for r in results:
        lines = source_lines(r.text) if r.diagnostics else []  # split once a file
        said = tongue(r.text) if r.diagnostics else ENGLISH  # its quoted code in its keywords
        for d in r.diagnostics:
            where = printable(f"{r.filename}:{d.line}:{d.column}:")
            out.append(f"{paint(where, 'path', color)} {paint(d.code, d.severity, color)} "
                       + printable(said.message(d)))
            more = said.detail(d)
            if more:
                out.append(printable(f"    ({more})"))
            shown = excerpt(lines, d.line, d.column, d.end_line, d.end_column)
            for k, line in enumerate(shown.split("\n") if shown else []):
                out.append("    " + (paint(line, "mark", color) if k and line.strip(" ^") == ""
                                     else line))
            tail = printable(f"    = {localized.severity(d.severity)} · {d.rule_ref} · {d.name}")
            hint = paint(printable(" · " + _("hint: {hint}").format(hint=said.hint(d))),
                          "hint", color) if d.hint else ""
            out.append(tail + hint)
            if d.witness:
                out.append("    " + _("witness:"))
                out.extend("      " + printable(line)
                           for line in localized.witness(d).splitlines())
            out.append(paint("    " + _("see `lopti lint --explain {code}`").format(code=d.code),
                              "dim", color))
    if not summary:
        return "".join(line + "\n" for line in out)
    errors = sum(len(r.errors) for r in results)
    warnings = sum(len(r.warnings) for r in results)
    files = len(results)
    if errors or warnings:
        found = _("Found {errors} and {warnings} in {files}.").format(
            errors=ngettext("{n} error", "{n} errors", errors).format(n=number(errors)),
            warnings=ngettext("{n} warning", "{n} warnings", warnings).format(
                n=number(warnings)),
            files=ngettext("{n} file", "{n} files", files).format(n=number(files)))
        out.append(paint(found, "error" if errors else "warning", color))
    else:
        out.append(paint(ngettext("All clean: {n} file checked.",
                                   "All clean: {n} files checked.", files).format(
                                       n=number(files)), "ok", color))
    return "\n".join(out) + "\n"


def to_json(results: Sequence[LintResult]) -> list[dict[str, object]]:
    """Ruff-like JSON records, one per diagnostic."""
    return [{
        "code": d.code, "name": d.name, "severity": d.severity,
        "message": said.full_message(d),
        "filename": r.filename,
        "location": {"row": d.line, "column": d.column},
        "end_location": {"row": d.end_line, "column": d.end_column},
        "rule_ref": d.rule_ref, "hint": said.english_hint(d) or None,
        "witness": d.witness or None,
        "url": codes.ALL_CODES[d.code].url, "fix": _json_fix(d),
    } for r in results if r.diagnostics for said in [tongue(r.text)] for d in r.diagnostics]


def _json_fix(d: Diagnostic) -> dict[str, object] | None:
    """A mechanical fix as ruff writes one: replace the diagnostic's span by ``content``."""
    if d.fix is None:
        return None
    return {"applicability": "safe", "message": d.hint or None, "edits": [{
        "content": d.fix, "location": {"row": d.line, "column": d.column},
        "end_location": {"row": d.end_line, "column": d.end_column}}]}


def to_sarif(results: Sequence[LintResult], version: str = "") -> dict[str, object]:
    """A SARIF 2.1.0 log; every lint code is a reporting descriptor with a stable id."""
    used = {d.code for r in results for d in r.diagnostics}
    all_codes = list(codes.CODES.values()) + [c for c in codes.SIMULATION_CODES.values()
                                              if c.code in used]
    index = {c.code: i for i, c in enumerate(all_codes)}
    rules = [{
        "id": c.code, "name": c.name,
        "shortDescription": {"text": localized.summary(c)},
        "fullDescription": {"text": localized.why(c)},
        "helpUri": c.help_uri,
        "defaultConfiguration": {"level": c.severity},
        "properties": {"family": c.family, "rule_ref": c.rule_ref,
                       "suppressible": c.suppressible},
    } for c in all_codes]
    found = [{
        **({"properties": {"witness": d.witness}} if d.witness else {}),
        "ruleId": d.code, "ruleIndex": index[d.code], "level": d.severity,
        "message": {"text": f"{said.full_message(d)} ({d.rule_ref})" + (
            " " + _("Hint: {hint}").format(hint=said.hint(d)) if d.hint else "")},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": Path(r.filename).as_posix()},
            "region": {"startLine": d.line, "startColumn": d.column,
                       "endLine": d.end_line, "endColumn": d.end_column},
        }}],
    } for r in results if r.diagnostics for said in [tongue(r.text)] for d in r.diagnostics]
    driver: dict[str, object] = {"name": "lopti", "rules": rules}
    if version:
        driver["version"] = version
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{"tool": {"driver": driver}, "results": found}],
    }


def _gh_escape(value: str, prop: bool = False) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value


def to_github(results: Sequence[LintResult]) -> str:
    """GitHub Actions workflow commands (``::error file=...``), one per diagnostic."""
    out = []
    for r in results:
        said = tongue(r.text) if r.diagnostics else ENGLISH
        for d in r.diagnostics:
            props = (f"file={_gh_escape(r.filename, True)},line={d.line},col={d.column},"
                     f"endLine={d.end_line},endColumn={d.end_column},"
                     f"title={_gh_escape(f'{d.code} {d.name}', True)}")
            message = f"{said.full_message(d)} ({d.rule_ref})" + (
                " " + _("Hint: {hint}").format(hint=said.hint(d)) if d.hint else "")
            out.append(f"::{d.severity} {props}::{_gh_escape(message)}")
    return "\n".join(out) + ("\n" if out else "")


#: the version of the document ``--format json`` prints (docs/cli.md, "JSON output"):
#: raised when a field changes meaning or goes away, not when one is added
JSON_SCHEMA = 1


def json_document(results: Sequence[LintResult]) -> dict[str, object]:
    """The document ``--format json`` prints: ``schema`` (:data:`JSON_SCHEMA`), the
    ``diagnostics`` (:func:`to_json` records) and a ``summary`` of the counts."""
    return {
        "schema": JSON_SCHEMA,
        "diagnostics": to_json(results),
        "summary": {"files": len(results),
                    "errors": sum(len(r.errors) for r in results),
                    "warnings": sum(len(r.warnings) for r in results)},
    }


def render(results: Sequence[LintResult], fmt: str, version: str = "",
           summary: bool = True, color: bool = False) -> str:
    """The results in output format ``fmt`` (one of FORMATS); without ``summary`` the text
    format leaves out its summary line; ``color`` for ``text``."""
    if fmt == "text":
        return format_text(results, summary, color)
    if fmt == "json":
        return json.dumps(json_document(results), indent=2, ensure_ascii=False) + "\n"
    if fmt == "sarif":
        return json.dumps(to_sarif(results, version), indent=2, ensure_ascii=False) + "\n"
    if fmt == "github":
        return to_github(results)
    raise ValueError(f"unknown format {fmt!r}")


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
