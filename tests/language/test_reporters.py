"""One reporter module per lint code (issue 23, "one way each"): a code is reported from
exactly one module of the package, so its message, its hint and its verdict have one
home. The package's source is read as Python (``ast``), and every call that reports a
literal code (``self.report("LP205", ...)``, ``self.decide("LP205", ...)``,
``diagnostic("LP113", ...)`` ...) is attributed to its module."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import lopti_rules

PACKAGE = Path(lopti_rules.__file__).parent
CODE = re.compile(r"^LP\d{3}$")
#: The functions that report a diagnostic with the code they are given: the check
#: families' reporters (checks/base.py, wholebook.py, checks/verdicts.py, chains.py,
#: drawpaths.py), the report stage's ``diagnostic``, the free-text judge's ``Finding``,
#: the binder's ``Pin`` and the phone-typing fixes' ``_fix``.
REPORTERS = frozenset({"report", "report_at", "report_sites", "report_finding", "say",
                       "decide", "undecided", "diagnostic", "Finding", "Pin", "_fix"})
#: Codes one concept reports from two *stages*, each module its stage's one reporter:
#: a fixed seat, a name or a personal trait written as a role (the checks) and in free text
#: (the text judge); a win block in a rule's action and in a text said at the table
#: that makes the player on their last card draw (issue 29); a number too long to read
#: (the parser refuses it before ``int()``) and one over the sandbox's limit (the checks);
#: the rule's creator named in a rule and given a move or a seat in a text (issue 29).
#: LP703, a demand nobody agreed to: the table's agreement claimed by the author
#: (checks/harm.py reports the claims language/text/agreements.py finds in comments) and,
#: in free text, an unwanted touch or a chore staked on the result (the text judge).
#: LP506, a rule the book already has (R-VOTE-7): the same hook by meaning (the checks) and
#: two hooks that act alike at every sampled moment of play (the audit, session 43).
ACROSS_STAGES: dict[str, frozenset[str]] = {
    "LP301": frozenset({"language/analysis/checks/person.py", "language/text/harm.py"}),
    "LP302": frozenset({"language/analysis/checks/person.py", "language/text/harm.py"}),
    "LP304": frozenset({"language/analysis/checks/person.py", "language/text/harm.py"}),
    "LP502": frozenset({"language/analysis/checks/winvote.py", "language/text/harm.py"}),
    "LP506": frozenset({"language/analysis/checks/duplicates.py", "tools/audit/sameplay.py"}),
    "LP703": frozenset({"language/analysis/checks/harm.py", "language/text/harm.py"}),
    "LP915": frozenset({"language/analysis/checks/runnable.py",
                        "language/syntax/parser.py"}),
}


def reporters(sources: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """Code -> the modules (of ``(module, source)`` pairs) with a call reporting it."""
    out: dict[str, set[str]] = {}
    for module, source in sources:
        if '"LP' not in source:
            continue  # no code written in it: not parsed
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else \
                func.id if isinstance(func, ast.Name) else ""
            if name not in REPORTERS:
                continue
            for arg in (*node.args, *(k.value for k in node.keywords)):
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and \
                        CODE.match(arg.value):
                    out.setdefault(arg.value, set()).add(module)
    return out


@cache
def package_reporters() -> dict[str, set[str]]:
    """The package's reporters, read once a run."""
    return reporters((p.relative_to(PACKAGE).as_posix(), p.read_text(encoding="utf-8"))
                     for p in sorted(PACKAGE.rglob("*.py")))


def test_each_code_is_reported_from_one_module() -> None:
    found = package_reporters()
    twice = {code: sorted(modules) for code, modules in found.items()
             if len(modules) > 1 and ACROSS_STAGES.get(code) != frozenset(modules)}
    assert twice == {}


def test_the_codes_once_reported_twice_have_one_home() -> None:
    found = package_reporters()
    assert found["LP205"] == {"language/analysis/checks/chains.py"}
    assert found["LP206"] == {"language/analysis/checks/drawpaths.py"}
    assert found["LP210"] == {"language/analysis/checks/verdicts.py"}
    assert found["LP907"] == {"language/analysis/checks/duplicates.py"}
    # LP506: once two check modules; now the checks' one home, and the audit's play stage
    assert found["LP506"] == ACROSS_STAGES["LP506"]
    # LP703: the agreements claimed have one home (checks/harm.py); the text judge's own
    # demands (a touch, a chore staked on the result) are its stage's: ACROSS_STAGES


def test_the_codes_reported_from_two_stages_still_are() -> None:
    # the exceptions are exact: one that no longer holds is taken off the list
    found = package_reporters()
    assert {code: frozenset(found.get(code, ())) for code in ACROSS_STAGES} == ACROSS_STAGES


def test_the_scan_finds_a_code_reported_from_two_modules() -> None:
    a = 'class A:\n    def f(self):\n        self.report("LP206", node, "m")\n'
    b = 'def g(c):\n    c.decide("LP206", [], f, k, "m", "h", "q")\n    x = "LP207"\n'
    assert reporters([("a.py", a), ("b.py", b)]) == {"LP206": {"a.py", "b.py"}}
