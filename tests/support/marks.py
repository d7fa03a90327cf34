"""The ``slow`` mark: a test over :data:`OVER` seconds of CPU alone (README,
"Contributing"). ``pytest -n auto -m "not slow"`` is the fast subset for development; the
full suite runs them all. A test is marked by a criterion in its file where one says why
(a heavy example among light ones: :func:`slow_for`), else by the measured list
(:data:`MEASURED`, from the CPU probe: ``support/cpuprobe.py``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

#: a test over this many CPU seconds alone (its children's included) is slow: the fast
#: subset leaves the 150-odd tests over it out, and runs in under a minute on two cores
OVER = 0.3


def slow_for(values: Iterable[Any], ids: Callable[[Any], str],
             slow: Iterable[str]) -> list[Any]:
    """``values`` as parameters named ``ids(value)``, the ones named in ``slow`` marked
    slow (a heavy example among light ones). Every name in ``slow`` must name a value,
    so a renamed example cannot drop out of the mark unnoticed."""
    named = [(ids(v), v) for v in values]
    heavy = set(slow)
    unknown = heavy - {name for name, _ in named}
    if unknown:
        raise ValueError(f"slow_for: no parameter named {', '.join(sorted(unknown))}")
    return [pytest.param(v, id=name, marks=[pytest.mark.slow] if name in heavy else [])
            for name, v in named]


#: the measured list: tests over :data:`OVER` that no mark of their own names
MEASURED = Path(__file__).with_name("measured-slow.txt")


def measured_slow() -> frozenset[str]:
    """The node ids of :data:`MEASURED` (``tests/...py::name[param]``, one a line; ``#``
    starts a comment line): ``tests/conftest.py`` marks each slow at collection."""
    return frozenset(line.strip() for line in MEASURED.read_text(encoding="utf-8").splitlines()
                     if line.strip() and not line.lstrip().startswith("#"))
