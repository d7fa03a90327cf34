"""Golden files: expected outputs kept in ``tests/golden/``, compared byte for byte.

A golden file is written only when asked, ``LOPTI_UPDATE_GOLDEN=1 pytest ...``; a
missing one fails the test (a new example with no golden would otherwise pass
unchecked, and two xdist workers would race to write it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

#: ``LOPTI_UPDATE_GOLDEN=1`` rewrites every golden file the run compares against
UPDATE = os.environ.get("LOPTI_UPDATE_GOLDEN") == "1"


def check(golden: Path, got: str) -> None:
    """``got`` is what ``golden`` holds (written instead when ``LOPTI_UPDATE_GOLDEN=1``)."""
    if UPDATE:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(got, encoding="utf-8")
    elif not golden.exists():
        pytest.fail(f"no golden file {golden.relative_to(golden.parents[2])}: review the "
                    "output and write it with LOPTI_UPDATE_GOLDEN=1", pytrace=False)
    assert got == golden.read_text(encoding="utf-8")
