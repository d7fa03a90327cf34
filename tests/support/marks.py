"""The ``slow`` mark: a test over about a second alone on a quiet machine (a measured
list: README, "Contributing"). ``pytest -n auto -m "not slow"`` is the fast subset for
development; the full suite runs them all."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest


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
