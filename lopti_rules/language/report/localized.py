"""The lint report in the table's language: code summaries, family titles, pages, messages.

The registry (:mod:`.codes`) and the checks stay in English, the source language; this
is the seam where what a table reads is translated (``lopti_rules.i18n``), so the
checks' own wording can change without touching a catalog call. A code's summary is its
message in every language: a diagnostic whose exact English wording has a translation
shows it, and so does one whose wording matches a template of :mod:`.templates` (the
checks' f-strings with named fields); any other shows the code's translated summary
with the check's own English detail after it (``detail``).

:func:`extract_codes` is the Babel extractor (``babel.cfg``) that puts every summary and
family title of the registry into the catalogs' template.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from typing import IO, Any

from ...i18n import current, gettext, ngettext, number
from .codes import ALL_CODES, FAMILIES, SIMULATION_FAMILY, TRIAL_FAMILY, Code, render_page
from .diagnostics import Diagnostic
from .templates import translate


def summary(code: Code) -> str:
    """The code's summary in the language in use."""
    return gettext(code.summary)


def family(code: Code) -> str:
    """The title of the code's family in the language in use."""
    return gettext(FAMILIES.get(code.family, TRIAL_FAMILY if code.family == "trial"
                                else SIMULATION_FAMILY))


def severity(word: str) -> str:
    """``error`` or ``warning`` in the language in use."""
    return gettext("error") if word == "error" else gettext("warning")


def message(d: Diagnostic) -> str:
    """The diagnostic's message as a table reads it: its own translation when its exact
    wording or its template has one, else the code's translated summary (English: the
    message itself)."""
    if current() == "en":
        return d.message
    own = translate(d.message)
    if own is not None:
        return own
    entry = ALL_CODES.get(d.code)
    return summary(entry) if entry is not None else d.message


def detail(d: Diagnostic) -> str:
    """The check's own English wording when :func:`message` shows the code's summary in
    its place (names the exact word, count or rule at fault), else empty."""
    if current() == "en" or translate(d.message) is not None:
        return ""
    return d.message


def full_message(d: Diagnostic) -> str:
    """:func:`message` with the :func:`detail` after it: the ``message`` of JSON, SARIF and
    GitHub annotations in the language in use."""
    more = detail(d)
    return f"{message(d)} ({more})" if more else message(d)


def hint(d: Diagnostic) -> str:
    """The diagnostic's hint, translated when its wording has a translation."""
    return (translate(d.hint) or d.hint) if d.hint else ""


def why(code: Code) -> str:
    """The code's explanation ("Why") in the language in use."""
    return gettext(code.why)


def _shortened(example: str) -> str:
    """An example as the page shows it, its "... and N more lines like these" line (a
    megabyte's example, LP926) in the language in use."""
    def line(m: re.Match[str]) -> str:
        n = int(m[1].replace(",", ""))
        return "# " + ngettext("... and {n} more line like these",
                               "... and {n} more lines like these", n).format(n=number(n))
    return re.sub(r"^# \.\.\. and ([\d,]+) more lines like these$", line, example, flags=re.M)


def page(code: Code) -> str:
    """The ``--explain`` page of ``code`` in the language in use: English is the docs page
    itself (:func:`.codes.render_page`); another language translates the headings, the
    family, severity, summary and explanation. Codes, rule numbers and code spans stay
    as they are, and the examples are rule text, shown as they are written."""
    if current() == "en":
        return render_page(code)
    # the English page's sections: head, Summary, Why, Avoid, Prefer
    _head, _summary, _why, avoid, prefer = render_page(code).split("\n## ", 4)
    fix = (gettext("can be suppressed inline with `# lopti: ignore[{code}]`")
           if code.suppressible else gettext("cannot be suppressed")).format(code=code.code)
    breaks = gettext("breaks {rule}").format(rule=code.rule_ref)
    headings = (gettext("Summary"), gettext("Why"), gettext("Avoid"), gettext("Prefer"))
    return (
        f"# {code.code} {code.name}\n\n"
        f"**{family(code)}** · {severity(code.severity)} · {breaks} · {fix}\n\n"
        f"## {headings[0]}\n\n{summary(code)}\n\n"
        f"## {headings[1]}\n\n{why(code)}\n\n"
        f"## {headings[2]}{_shortened(avoid.removeprefix('Avoid'))}\n"
        f"## {headings[3]}{prefer.removeprefix('Prefer')}"
    )


def extract_codes(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                  options: Any) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel extractor for the code registry: each code's summary (with its code as the
    translator's comment) and explanation, and each family title, at the line of codes.py
    that names it."""
    text = fileobj.read().decode("utf-8")
    tree = ast.parse(text)
    line_of: dict[str, int] = {}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and node.value in ALL_CODES and node.value not in line_of):
            line_of[node.value] = node.lineno
    for key, title in FAMILIES.items():
        yield 1, None, title, [f"family {key}"]
    yield 1, None, SIMULATION_FAMILY, ["family simulation"]
    yield 1, None, TRIAL_FAMILY, ["family trial"]
    for code in ALL_CODES.values():
        yield line_of.get(code.code, 1), None, code.summary, [f"{code.code} {code.name}"]
        yield (line_of.get(code.code, 1), None, code.why,
               [f"{code.code} {code.name}: why (rule text in `code spans` and R- numbers "
                "stay as they are)"])


#: a witness line that is a scenario's data: a table header or a ``key = value`` line
_DATA = re.compile(r"\s*(\[|[\w.\"-]+ = )")
#: a comment that names the rule broken first: ``# R-PLAY-4: the played 9♣ should ...``
_RULE_SAID = re.compile(r"(R-[A-Z]+-[\d.]+): (.+)")
#: a trial witness's note on the clocks its evening starts (``tools/trial/findings.py``)
_CLOCKS = re.compile(r"(.*?) (\(the book's clocks start at .*\))")


def witness(d: Diagnostic) -> str:
    """The diagnostic's witness as a table reads it: what a scenario's comments say broke,
    the trial's evening and the lines that lead to a command, in the language in use; the
    scenario's data (TOML keys, values, the scenario's name) and the commands to run stay
    as they are, so the witness still runs as written."""
    if current() == "en" or not d.witness:
        return d.witness
    end = "\n" if d.witness.endswith("\n") else ""
    return "\n".join(_witness_line(line) for line in d.witness.splitlines()) + end


def _witness_line(line: str) -> str:
    body = line.lstrip()
    indent = line[:len(line) - len(body)]
    if not body or body.startswith("lopti "):  # a command, run as it is
        return line
    if body.startswith("#"):  # a comment: "# R-PLAY-4: the played 9♣ should lie ..."
        return indent + "# " + _said(body[1:].strip())
    if _DATA.match(body):  # TOML: its data as written, its comment after "  # " translated
        data, sep, comment = _data_comment(body)
        return indent + data + (sep + _said(comment) if sep else "")
    return indent + _said(body)


def _data_comment(line: str) -> tuple[str, str, str]:
    """A TOML line split at the comment after its value (``  # ``), outside any string."""
    quoted = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif not quoted and line.startswith("  # ", i):
            return line[:i], "  # ", line[i + 4:]
    return line, "", ""


def _said(text: str) -> str:
    """A witness's prose in the language in use (the rule number it starts with and a
    trial's clock note each read apart), else as it is."""
    rule = _RULE_SAID.fullmatch(text)
    if rule:
        return f"{rule[1]}: {_said(rule[2])}"
    clocks = _CLOCKS.fullmatch(text)
    if clocks:
        return f"{_said(clocks[1])} {translate(clocks[2]) or clocks[2]}"
    return translate(text) or text


def localized_text(d: Diagnostic) -> tuple[str, str]:
    """The diagnostic's message (:func:`full_message`) and hint (:func:`hint`) in the
    language in use, for a front end that lays them out itself (``lopti lsp``)."""
    return full_message(d), hint(d)


#: :func:`witness` under the stage API's name (``language.localized_witness``: ``lopti lsp``)
localized_witness = witness
