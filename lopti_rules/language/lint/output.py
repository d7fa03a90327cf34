"""What a lint says, as data and as text: each file's result (:class:`LintResult`) and the
output formats: ``text`` (file, position, code, source line with a caret, rule reference
and hint), ``json`` (a document with a schema version holding ruff-like records),
``sarif`` (2.1.0) and ``github`` (workflow annotations).

Split from ``linter`` so that showing a verdict loads neither the parser nor the checks:
``lopti lint`` of files whose verdict is kept (``tools.gate``, ``trees=False``) renders
it with this module alone (issue 24, cold start). What a report with diagnostics needs
(the rule language of each file, the translated wordings) is imported when there is one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...i18n import gettext as _
from ...i18n import ngettext, number
from ...records import Record
from ..report.diagnostics import Diagnostic, excerpt, printable, source_lines

if TYPE_CHECKING:
    from ..tree import nodes
    from .ruletongue import Tongue


class LintResult(Record):
    """The outcome of linting one file (a record whose fields may be set: ``records``)."""

    __slots__ = ("filename", "diagnostics", "book", "text", "validated")
    _frozen = False
    _uncompared = frozenset({"validated"})
    _unshown = frozenset({"text", "validated"})
    filename: str
    diagnostics: list[Diagnostic]
    book: nodes.RuleBook | None  #: None when the file has syntax errors
    text: str
    #: True when the validator found no error in ``book`` alone (before the book-level
    #: checks, agreements and suppressions): compiling it need not validate it again
    validated: bool

    def __init__(self, filename: str, diagnostics: list[Diagnostic],
                 book: nodes.RuleBook | None, text: str = "", validated: bool = False) -> None:
        self._init(filename, diagnostics, book, text, validated)

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




def _tongue(text: str) -> Tongue:
    """The rule language ``text`` is written in, to quote its code in its keywords
    (``ruletongue``: loaded only for a report with diagnostics)."""
    from .ruletongue import tongue

    return tongue(text)


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
        if not r.diagnostics:
            continue
        from ..report import localized

        lines = source_lines(r.text)  # split once a file
        said = _tongue(r.text)  # its quoted code in its keywords
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
    from ..report import codes

    return [{
        "code": d.code, "name": d.name, "severity": d.severity,
        "message": said.full_message(d),
        "filename": r.filename,
        "location": {"row": d.line, "column": d.column},
        "end_location": {"row": d.end_line, "column": d.end_column},
        "rule_ref": d.rule_ref, "hint": said.english_hint(d) or None,
        "witness": d.witness or None,
        "url": codes.ALL_CODES[d.code].url, "fix": _json_fix(d),
    } for r in results if r.diagnostics for said in [_tongue(r.text)] for d in r.diagnostics]


def _json_fix(d: Diagnostic) -> dict[str, object] | None:
    """A mechanical fix as ruff writes one: replace the diagnostic's span by ``content``."""
    if d.fix is None:
        return None
    return {"applicability": "safe", "message": d.hint or None, "edits": [{
        "content": d.fix, "location": {"row": d.line, "column": d.column},
        "end_location": {"row": d.end_line, "column": d.end_column}}]}


def to_sarif(results: Sequence[LintResult], version: str = "") -> dict[str, object]:
    """A SARIF 2.1.0 log; every lint code is a reporting descriptor with a stable id."""
    from ..report import codes, localized

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
    } for r in results if r.diagnostics for said in [_tongue(r.text)] for d in r.diagnostics]
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
        if not r.diagnostics:
            continue
        said = _tongue(r.text)
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
