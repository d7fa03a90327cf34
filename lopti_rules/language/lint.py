"""The linter's public API (``lint_text``, ``lint_paths``) and its output formats.

``lint_text`` never raises on any text: syntax errors, rule violations and
hygiene warnings all come back as diagnostics. Output formats: ``text`` (file,
position, code, source line with a caret, rule reference and hint), ``json``
(ruff-like), ``sarif`` (2.1.0) and ``github`` (workflow annotations).
"""

from __future__ import annotations

import codecs
import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from ..errors import InputError
from . import codes, nodes
from .diagnostics import Diagnostic, excerpt, printable, source_lines
from .formatter import scan_comments
from .parser import parse_collect
from .phonetext import Untyped, untype
from .validator import check_book, validate

FORMATS = ("text", "json", "sarif", "github")
_IGNORE = re.compile(r"lopti:\s*ignore\[([^\]]*)\]", re.IGNORECASE)


@dataclass
class LintResult:
    """The outcome of linting one file."""

    filename: str
    diagnostics: list[Diagnostic]
    book: nodes.RuleBook | None  #: None when the file has syntax errors
    text: str = field(default="", repr=False)

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


def lint_text(text: str, filename: str = "<rule>") -> LintResult:
    """Lint rule text; every problem comes back as a diagnostic, never as an exception."""
    return lint_book([(filename, text)])[0]


def lint_book(files: Sequence[tuple[str, str]]) -> list[LintResult]:
    """Lint ``(filename, text)`` pairs as one rule book: each file alone, then the book.

    The book-level checks (validator.check_book) see the rules of every file that
    parses, together: hooks of two files that trigger each other, a rule written in two
    files. Their diagnostics go to the files they point into, and suppression comments
    (and the table's agreements to ``does`` texts) work on them as on any other.
    """
    parsed: list[tuple[str, str, nodes.RuleBook | None, list[Diagnostic]]] = []
    typed: list[Untyped] = []
    for filename, text in files:
        typed.append(untyped := untype(text))
        book, diags = parse_collect(untyped.text, filename)
        if book is not None:
            diags = validate(book)
        parsed.append((filename, text, book, diags))
    whole = check_book([(f, b) for f, _, b, _ in parsed if b is not None])
    results = []
    for (filename, text, book, diags), untyped in zip(parsed, typed, strict=True):
        diags = untyped.diagnostics + [untyped.unshift(d) for d in
                                       diags + whole.get(filename, [])]
        if any(d.code == "LP712" for d in diags):  # a does text: has the table agreed to it?
            from .harm import apply_agreements

            diags = apply_agreements(text, diags)
        diags = sorted(_suppress(text, diags), key=Diagnostic.sort_key)
        results.append(LintResult(filename, diags, book, text))
    return results


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
    reads them); raise InputError naming the file when that fails.

    At most ``codes.MAX_SOURCE_CHARS + 1`` characters are returned (and about four times
    as many bytes read): a longer file comes back cut to that length, which every parse
    refuses as LP926, so nothing can check, format or compile part of a file.
    """
    most = codes.MAX_SOURCE_CHARS + 1
    try:
        with path.open("rb") as f:
            data = f.read(4 * most + 1)
    except OSError as exc:
        raise InputError(exc.strerror or "cannot read", source=str(path)) from None
    whole = len(data) <= 4 * most
    try:  # a byte-order mark is no character; a cut file may end inside a character
        text = codecs.getincrementaldecoder("utf-8-sig")().decode(data[:4 * most], final=whole)
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", source=str(path)) from None
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text[:most]


def lint_paths(paths: Iterable[str | Path]) -> list[LintResult]:
    """Lint files and folders (``*.lopti`` inside folders) as one rule book, in a stable order."""
    return lint_book([(str(p), read_rule_file(p)) for p in collect_files(paths)])


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


#: ANSI styles of the text output in colour (``format_text(color=True)``).
_STYLE = {"error": "\x1b[1;31m", "warning": "\x1b[1;33m", "path": "\x1b[1m",
          "mark": "\x1b[31m", "hint": "\x1b[36m", "dim": "\x1b[2m", "ok": "\x1b[32m"}
_RESET = "\x1b[0m"


def _paint(text: str, style: str, color: bool) -> str:
    return f"{_STYLE[style]}{text}{_RESET}" if color and text else text


def format_text(results: Sequence[LintResult], color: bool = False) -> str:
    """Human-readable output: one block per problem, ending with the command that explains
    its code, and a summary line; names, texts and source lines are
    :func:`~.diagnostics.printable` (control characters escaped). ``color`` adds ANSI
    colours (the CLI decides: NO_COLOR, FORCE_COLOR, a terminal)."""
    out: list[str] = []
    for r in results:
        lines = source_lines(r.text) if r.diagnostics else []  # split once a file
        for d in r.diagnostics:
            where = printable(f"{r.filename}:{d.line}:{d.column}:")
            out.append(f"{_paint(where, 'path', color)} {_paint(d.code, d.severity, color)} "
                       + printable(d.message))
            shown = excerpt(lines, d.line, d.column, d.end_line, d.end_column)
            for k, line in enumerate(shown.split("\n") if shown else []):
                out.append("    " + (_paint(line, "mark", color) if k and line.strip(" ^") == ""
                                     else line))
            tail = printable(f"    = {d.severity} · {d.rule_ref} · {d.name}")
            hint = _paint(printable(f" · hint: {d.hint}"), "hint", color) if d.hint else ""
            out.append(tail + hint)
            if d.witness:
                out.append("    witness:")
                out.extend("      " + printable(line) for line in d.witness.splitlines())
            out.append(_paint(f"    see `lopti lint --explain {d.code}`", "dim", color))
    errors = sum(len(r.errors) for r in results)
    warnings = sum(len(r.warnings) for r in results)
    files = len(results)
    noun = "file" if files == 1 else "files"
    if errors or warnings:
        out.append(_paint(f"Found {errors} error{'s' * (errors != 1)} and {warnings} "
                          f"warning{'s' * (warnings != 1)} in {files} {noun}.",
                          "error" if errors else "warning", color))
    else:
        out.append(_paint(f"All clean: {files} {noun} checked.", "ok", color))
    return "\n".join(out) + "\n"


def to_json(results: Sequence[LintResult]) -> list[dict[str, object]]:
    """Ruff-like JSON records, one per diagnostic."""
    return [{
        "code": d.code, "name": d.name, "severity": d.severity, "message": d.message,
        "filename": r.filename,
        "location": {"row": d.line, "column": d.column},
        "end_location": {"row": d.end_line, "column": d.end_column},
        "rule_ref": d.rule_ref, "hint": d.hint or None, "witness": d.witness or None,
        "url": codes.ALL_CODES[d.code].url, "fix": _json_fix(d),
    } for r in results for d in r.diagnostics]


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
        "shortDescription": {"text": c.summary},
        "fullDescription": {"text": c.why},
        "helpUri": c.help_uri,
        "defaultConfiguration": {"level": c.severity},
        "properties": {"family": c.family, "rule_ref": c.rule_ref,
                       "suppressible": c.suppressible},
    } for c in all_codes]
    found = [{
        **({"properties": {"witness": d.witness}} if d.witness else {}),
        "ruleId": d.code, "ruleIndex": index[d.code], "level": d.severity,
        "message": {"text": f"{d.message} ({d.rule_ref})" + (f" Hint: {d.hint}" if d.hint else "")},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": Path(r.filename).as_posix()},
            "region": {"startLine": d.line, "startColumn": d.column,
                       "endLine": d.end_line, "endColumn": d.end_column},
        }}],
    } for r in results for d in r.diagnostics]
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
        for d in r.diagnostics:
            props = (f"file={_gh_escape(r.filename, True)},line={d.line},col={d.column},"
                     f"endLine={d.end_line},endColumn={d.end_column},"
                     f"title={_gh_escape(f'{d.code} {d.name}', True)}")
            message = f"{d.message} ({d.rule_ref})" + (f" Hint: {d.hint}" if d.hint else "")
            out.append(f"::{d.severity} {props}::{_gh_escape(message)}")
    return "\n".join(out) + ("\n" if out else "")


def render(results: Sequence[LintResult], fmt: str, version: str = "",
           color: bool = False) -> str:
    """The results in output format ``fmt`` (one of FORMATS); ``color`` for ``text``."""
    if fmt == "text":
        return format_text(results, color)
    if fmt == "json":
        return json.dumps(to_json(results), indent=2, ensure_ascii=False) + "\n"
    if fmt == "sarif":
        return json.dumps(to_sarif(results, version), indent=2, ensure_ascii=False) + "\n"
    if fmt == "github":
        return to_github(results)
    raise ValueError(f"unknown format {fmt!r}")


def explain(code: str) -> str:
    """The docs page of a lint code; raise InputError for an unknown code."""
    entry = codes.ALL_CODES.get(code.strip().upper())
    if entry is None:
        raise InputError(f"unknown lint code {code!r} (codes: {min(codes.CODES)}.."
                         f"{max(codes.CODES)}; see docs/lint/README.md)")
    return codes.render_page(entry)
