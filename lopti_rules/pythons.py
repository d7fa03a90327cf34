"""Which Pythons lopti runs on: the sandbox's RestrictedPython 9 supports 3.11 to 3.15."""

from __future__ import annotations

import sys

#: The Python versions lopti runs on, first and last (pyproject's requires-python): the
#: sandbox's RestrictedPython 9 supports 3.11 to 3.15.
SUPPORTED_PYTHON = ((3, 11), (3, 15))


def python_support(version: tuple[int, ...] | None = None) -> str | None:
    """None when lopti supports Python ``version`` (default: this one), else a message
    saying which versions it does support."""
    version = tuple(version or sys.version_info[:2])
    (lo_major, lo_minor), (hi_major, hi_minor) = SUPPORTED_PYTHON
    if SUPPORTED_PYTHON[0] <= version[:2] <= SUPPORTED_PYTHON[1]:
        return None
    shown = ".".join(str(v) for v in version[:2])
    return (f"lopti-rules runs on Python {lo_major}.{lo_minor} to {hi_major}.{hi_minor}, not "
            f"Python {shown}: its sandbox (RestrictedPython 9) does not support {shown} yet. "
            f"Install it with a supported Python, e.g. python{hi_major}.{hi_minor} -m venv "
            ".venv && .venv/bin/pip install . (set LOPTI_ANY_PYTHON=1 to try anyway)")
