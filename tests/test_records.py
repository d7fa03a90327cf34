"""``records.Record``: the value classes a cold lint reads, without ``dataclasses`` (issue 24).

A record must behave as the dataclass it replaced: equal by its fields, hashed when
frozen, shown as ``Name(field=value)``, frozen against assignment, copied by
``replace``, and rebuilt by ``pickle`` (diagnostics cross process boundaries: the trial's
workers, ``lint --each`` on several cores) and ``copy``.
"""

from __future__ import annotations

import copy
import pickle
from dataclasses import dataclass, field

import pytest

from lopti_rules.language import CodeFilter, Diagnostic, LintResult, Source
from lopti_rules.tools import Verdict


def diagnostic(**changes: object) -> Diagnostic:
    d = Diagnostic("LP201", "blocking-wording", "error", "blocks a play", 2, 3, 2, 9,
                   "R-CUSTOM-2", hint="say what is added")
    return d.replace(**changes)


@dataclass(frozen=True, slots=True)
class _AsDataclass:
    """What ``Diagnostic`` was: its repr, equality and hash are the record's."""

    code: str
    name: str
    severity: str
    message: str
    line: int
    column: int
    end_line: int
    end_column: int
    rule_ref: str
    hint: str = ""
    witness: str = ""
    fix: str | None = None


def test_a_diagnostic_record_behaves_as_the_dataclass_it_was() -> None:
    d = diagnostic()
    old = _AsDataclass("LP201", "blocking-wording", "error", "blocks a play", 2, 3, 2, 9,
                       "R-CUSTOM-2", hint="say what is added")
    assert repr(d) == repr(old).replace("_AsDataclass", "Diagnostic")
    assert d == diagnostic() and hash(d) == hash(diagnostic()) and d != diagnostic(line=3)
    assert d != old and d.to_dict() == {f: getattr(old, f) for f in Diagnostic.__slots__}
    assert d.replace(fix="x").fix == "x" and d.fix is None  # a copy; d is left as it is
    with pytest.raises(TypeError):
        d.replace(nothing=1)
    with pytest.raises(AttributeError):
        d.line = 4  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del d.line
    assert Diagnostic.__match_args__[:2] == ("code", "name")


def test_records_survive_pickle_and_copy() -> None:
    d = diagnostic(witness="lopti test here.toml")
    result = LintResult("a.lopti", [d], None, text="rule", validated=True)
    verdict = Verdict((result,), True, ("trial",))
    for value in (d, result, verdict, Source("a.lopti", None, "rule", d), CodeFilter(("LP2",))):
        back = pickle.loads(pickle.dumps(value))
        assert back == value and back.__class__ is value.__class__
        assert copy.copy(value) == value and copy.deepcopy(value) == value
    assert pickle.loads(pickle.dumps(result)).validated is True


@dataclass
class _ResultAsDataclass:
    filename: str
    diagnostics: list[Diagnostic]
    book: None
    text: str = field(default="", repr=False)
    validated: bool = field(default=False, repr=False, compare=False)


def test_a_lint_result_may_change_and_is_not_hashed_as_its_dataclass_was() -> None:
    """Its diagnostics are set again (``filter_results``); ``validated`` is not compared,
    and neither it nor the text is shown."""
    result = LintResult("a.lopti", [diagnostic()], None, text="rule")
    old = _ResultAsDataclass("a.lopti", [diagnostic()], None, text="rule")
    assert repr(result) == repr(old).replace("_ResultAsDataclass", "LintResult")
    result.diagnostics = []
    assert result == LintResult("a.lopti", [], None, text="rule", validated=True)
    assert result != LintResult("a.lopti", [], None, text="other")
    with pytest.raises(TypeError):
        hash(result)


def _records() -> list[type]:
    """Every record class of the package (each module that defines one is imported)."""
    import importlib
    import pkgutil

    import lopti_rules
    from lopti_rules.records import Record

    for mod in pkgutil.walk_packages(lopti_rules.__path__, "lopti_rules."):
        if not mod.name.endswith("__main__"):
            importlib.import_module(mod.name)
    found: list[type] = []
    todo = list(Record.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return sorted(found, key=lambda c: c.__qualname__)


def test_every_record_names_its_fields_once_in_one_order() -> None:
    """A record's fields are written three times (``__slots__``, the annotations, the
    ``__init__``): a field added to one and not the others, or in another order, would
    be stored under the wrong name. The three lists are the same, in the same order."""
    import inspect

    records = _records()
    assert len(records) >= 7, [c.__qualname__ for c in records]
    for cls in records:
        slots = tuple(cls.__dict__["__slots__"])
        notes = tuple(k for k in cls.__dict__.get("__annotations__", {})
                      if not str(cls.__annotations__[k]).startswith("ClassVar"))
        params = tuple(inspect.signature(cls.__init__).parameters)[1:]
        assert slots == notes == params, (cls.__qualname__, slots, notes, params)
