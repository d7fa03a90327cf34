"""Every case of a corpus checked in one test, each failing case named (issue 23).

A check over every example, docs block or module that costs a fraction of a millisecond a
case costs more as a test of its own: pytest and xdist spend about 1.2 ms of CPU a test
on two workers (its setup, call and teardown, the reports the controller reads; 0.5 ms in
one process). So such a check runs over a group of cases in one test (:func:`groups`: a
few groups a corpus, each well under the ``slow`` mark's 0.3 CPU s), and
:func:`check_each` checks every case of the group, then fails once naming every case that
failed with its own message: the same check and the same diagnosis as a test a case, at a
fraction of the cost. Keep a test a case where the cases are few or each is costly (a
book through the gate, a golden file)."""

from __future__ import annotations

import enum
import functools
import inspect
import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from _pytest.compat import ascii_escaped
from _pytest.mark.structures import ParameterSet

from support import marks, paths

T = TypeVar("T")

#: the cases a grouped test's group holds, by default (:func:`parametrize`): a free-text
#: row is 2-6 ms of CPU, so a group is about 0.1-0.2 s, well under the ``slow`` mark's
#: 0.3 s
SIZE = 30
#: fewer cases than this stay tests of their own
FEW = 4


def groups(values: Sequence[T], ids: Callable[[T], str], size: int) -> list[Any]:
    """``values`` in runs of at most ``size``, as parameters named by the run's first and
    last case (``ace-high-only..jack-on-queen``): ``-k jack`` still finds the group that
    holds a case named ``jack-...`` when it opens or closes it, and the failure names it."""
    runs = [Cases(values[i:i + size]) for i in range(0, len(values), size)]
    return [pytest.param(run, id=f"{ids(run[0])}..{ids(run[-1])}") for run in runs]


class Cases(list):  # type: ignore[type-arg]
    """The cases of one grouped test (``tests/support/casecount.py`` counts them)."""


@dataclass(frozen=True)
class Case:
    """One case of a grouped test: its parameters by name and the id pytest would have
    given it as a test of its own."""

    names: tuple[str, ...]
    values: tuple[Any, ...]
    id: str

    def __str__(self) -> str:
        return self.id


def _idval(name: str, value: object, index: int) -> str:
    """pytest's own id for one parameter's value (``_pytest.python.IdMaker``, the default
    ``short`` strategy for long strings)."""
    if isinstance(value, (str, bytes)):
        return ascii_escaped(value) if len(value) <= 100 else f"{name}{index}"
    if value is None or isinstance(value, (float, int, bool, complex, enum.Enum)):
        return str(value)
    if isinstance(value, re.Pattern):
        return ascii_escaped(value.pattern)
    named = getattr(value, "__name__", None)
    return named if isinstance(named, str) else f"{name}{index}"


def _case_id(names: tuple[str, ...], values: tuple[Any, ...], index: int,
             ids: Sequence[str | None] | Callable[[Any], object] | None) -> str:
    if isinstance(ids, Sequence) and not isinstance(ids, str):
        if ids[index] is not None:
            return str(ids[index])
        ids = None
    parts = []
    for name, value in zip(names, values, strict=True):
        given = ids(value) if callable(ids) else None
        parts.append(str(given) if given is not None else _idval(name, value, index))
    return "-".join(parts)


def parametrize(argnames: str | Sequence[str], argvalues: Iterable[Any], *,
                ids: Sequence[str | None] | Callable[[Any], object] | None = None,
                size: int = SIZE) -> Callable[[Callable[..., object]], Callable[..., object]]:
    """``pytest.mark.parametrize`` for cases cheaper than a test (issue 23): the same
    arguments, the same check on every case, but one test a group of ``size`` cases
    (:func:`check_each`: every case checked, every failing one named with its id, its
    arguments and its message), named by its first and last case's ids as tests of their
    own (``[en-Spit on the loser..zh-...]``: ``-k`` finds a group by either).

    Fewer than :data:`FEW` cases, a case with marks of its own (``pytest.param(...,
    marks=xfail)``) and a case of the measured slow list (``support/measured-slow.txt``,
    by its id as a test of its own) stay tests of their own under their old ids. Other
    parameters and marks of the test
    (a ``pytest.mark.parametrize`` stacked on it) are passed through unchanged; a fixture
    would be shared by a group's cases, so the grouped test must take none.

    ``LOPTI_TEST_A_CASE=1`` makes every case a test of its own again, under its old id:
    ``LOPTI_TEST_A_CASE=1 pytest -k 'Spit'`` runs the one row of a table while a reading
    is worked on."""
    names = tuple(n.strip() for n in argnames.split(",")) if isinstance(argnames, str) \
        else tuple(argnames)

    def grouped(test: Callable[..., object]) -> Callable[..., object]:
        signature = inspect.signature(test)
        missing = [n for n in names if n not in signature.parameters]
        if missing or "cases" in signature.parameters:
            raise TypeError(f"{test.__name__}: no parameter {missing or 'cases'}")
        where = Path(inspect.getfile(test)).resolve()
        if where.is_relative_to(paths.ROOT):
            where = where.relative_to(paths.ROOT)
        node = f"{where.as_posix()}::{test.__name__}"
        measured = _measured()
        alone: list[Any] = []
        run: list[Case] = []
        for index, value in enumerate(argvalues):
            param = value if isinstance(value, ParameterSet) else ParameterSet.extract_from(
                value, force_tuple=len(names) == 1)
            values = tuple(param.values)
            case = Case(names, values, param.id if param.id is not None
                        else _case_id(names, values, index, ids))
            if param.marks or f"{node}[{case.id}]" in measured:
                alone.append(pytest.param(Cases([case]), marks=param.marks, id=case.id))
            else:
                run.append(case)
        if len(run) < FEW or os.environ.get("LOPTI_TEST_A_CASE"):  # few: grouping saves nothing
            alone = [pytest.param(Cases([case]), id=case.id) for case in run] + alone
            run = []
        params = groups(run, str, size) + alone

        @functools.wraps(test)
        def each_case(cases: Cases, **other: Any) -> None:
            __tracebackhide__ = True
            check_each(cases, _named, lambda case: test(**dict(zip(case.names, case.values,
                                                                    strict=True)), **other))

        each_case.__signature__ = signature.replace(  # type: ignore[attr-defined]
            parameters=[inspect.Parameter("cases", inspect.Parameter.POSITIONAL_OR_KEYWORD),
                        *(p for n, p in signature.parameters.items() if n not in names)])
        return pytest.mark.parametrize("cases", params)(each_case)

    return grouped


@functools.cache
def _measured() -> frozenset[str]:
    return marks.measured_slow()


def _named(case: Case) -> str:
    """A case as a failure names it: its id and, where the id is not all of them, its
    arguments."""
    shown = ", ".join(f"{n}={v!r}" for n, v in zip(case.names, case.values, strict=True))
    return f"[{case.id}] ({shown})"


def check_each(cases: Iterable[T], ids: Callable[[T], str],
               check: Callable[[T], object]) -> int:
    """``check`` on every case; fails once, naming each case that failed (an assertion's
    own message, ``pytest.fail``'s, or the error it raised), after all of them were
    checked. A case that calls ``pytest.skip`` or ``pytest.xfail`` does not stop the
    others: when none failed, the group is skipped (or xfailed) naming each such case
    and its reason, and how many passed. Returns how many were checked."""
    __tracebackhide__ = True  # the report is the failing cases, not this loop
    failed: list[str] = []
    xfailed: list[str] = []
    skipped: list[str] = []
    n = 0
    for case in cases:
        n += 1
        try:
            check(case)
        except AssertionError as e:
            failed.append(f"{ids(case)}: {e}".rstrip())
        except pytest.xfail.Exception as e:  # (a pytest.fail.Exception: before it)
            xfailed.append(f"{ids(case)}: {e.msg}")
        except pytest.fail.Exception as e:
            failed.append(f"{ids(case)}: {e.msg}")
        except pytest.skip.Exception as e:
            skipped.append(f"{ids(case)}: {e.msg}")
        except Exception as e:  # noqa: BLE001  (named with its case, then the test fails)
            failed.append(f"{ids(case)}: {type(e).__name__}: {e}".rstrip())
    others = [f"{len(v)} {k}:\n" + "\n".join(v) for k, v in
              (("xfailed", xfailed), ("skipped", skipped)) if v]
    assert not failed, "\n".join([f"{len(failed)} of {n} failed:", *failed, *others])
    passed = n - len(xfailed) - len(skipped)
    if xfailed:
        pytest.xfail("\n".join([f"{passed} of {n} passed;", *others]))
    if skipped:
        pytest.skip("\n".join([f"{passed} of {n} passed;", *others]))
    return n
