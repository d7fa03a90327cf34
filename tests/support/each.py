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

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import pytest

T = TypeVar("T")


def groups(values: Sequence[T], ids: Callable[[T], str], size: int) -> list[Any]:
    """``values`` in runs of at most ``size``, as parameters named by the run's first and
    last case (``ace-high-only..jack-on-queen``): ``-k jack`` still finds the group that
    holds a case named ``jack-...`` when it opens or closes it, and the failure names it."""
    runs = [list(values[i:i + size]) for i in range(0, len(values), size)]
    return [pytest.param(run, id=f"{ids(run[0])}..{ids(run[-1])}") for run in runs]


def check_each(cases: Iterable[T], ids: Callable[[T], str],
               check: Callable[[T], object]) -> int:
    """``check`` on every case; fails once, naming each case that failed (an assertion's
    own message, or the error it raised), after all of them were checked. Returns how
    many were checked."""
    failed: list[str] = []
    n = 0
    for case in cases:
        n += 1
        try:
            check(case)
        except AssertionError as e:
            failed.append(f"{ids(case)}: {e}".rstrip())
        except Exception as e:  # noqa: BLE001  (named with its case, then the test fails)
            failed.append(f"{ids(case)}: {type(e).__name__}: {e}".rstrip())
    assert not failed, f"{len(failed)} of {n} failed:\n" + "\n".join(failed)
    return n
