"""The ``lopti`` command line: the script's entry (:func:`run`) and its click group (``main``).

The group (``cli/group.py``) is a thin click group whose commands load lazily: each
lives in its own module under ``lopti_rules.cli`` and is imported only when it runs.
``lopti lint PATH...`` with no option, the command an editor or a hook runs on every
save, is run without click at all (``cli/quicklint.py``: the same lint, the same output
and exit status, a fifth less work cold); every other command line goes to the group.
``main`` is imported from the group on first use, so ``from lopti_rules.cli import
main`` is still the click group tests and front ends invoke.
"""

from __future__ import annotations

import sys
from typing import Any


def run(args: list[str] | None = None) -> Any:
    """The ``lopti`` script: ``args`` (default ``sys.argv[1:]``) without click when
    ``cli.quicklint`` takes them, else through the click group (its return value)."""
    from .quicklint import quick_lint

    if quick_lint(sys.argv[1:] if args is None else list(args)):
        return 0
    from .group import main

    return main(args)


def __getattr__(name: str) -> Any:
    """``main``, the click group, imported on first use (click is not, by :func:`run`)."""
    if name == "main":
        from .group import main

        return main
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
