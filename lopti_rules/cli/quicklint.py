"""``lopti lint PATH...`` with no option, run without click (issue 24, cold start).

A cold ``lopti lint`` of one file whose verdict is kept (an editor saving a file, a
pre-commit hook) spent a fifth of its instructions importing click and building the
group and the command's options. The command line an editor or a hook writes has no
option: ``lint`` and paths. :func:`quick_lint` takes exactly that and runs the same
lint (``cli/lintrun.py``, every option at its default and ``[tool.lopti]`` read as
before); it hands anything else to the click group (returns False before doing
anything): an option or ``-`` anywhere (``--help``, ``--format``, standard input, a path
that starts with a dash), a language given by ``--lang``, an unsupported Python
(the group says why), a ``LOPTI_LANG`` that names no language (the group says so), shell
completion (``_LOPTI_COMPLETE``), Windows (where click expands the arguments' globs).
Errors are said as the group says them (``cli/group.py``, ``_Main.main``): a
``LoptiError`` as ``error: ...`` with its exit code, an ``OSError`` as ``error: FILE:
REASON`` and exit 2, an interrupt as ``aborted`` and exit 130.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence


def quick_lint(words: Sequence[str]) -> bool:
    """Run ``lopti WORDS`` here when it is ``lint`` and plain paths (True), else do
    nothing (False: the click group runs it). May exit (1 for problems, 2 for errors)."""
    if not words or words[0] != "lint" or os.name == "nt":
        return False
    paths = list(words[1:])
    if any(not p or p.startswith("-") for p in paths):
        return False  # an option, standard input, or an empty name: click reads it
    if any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return False  # shell completion
    from ..errors import InputError, LoptiError
    from ..i18n import choose, gettext, use
    from ..pythons import python_support

    if python_support() is not None:
        return False  # the group refuses it or lets it be (LOPTI_ANY_PYTHON), and says so
    try:
        use(choose(None))
    except InputError:
        return False  # LOPTI_LANG names no language: the group says so
    from .lintrun import lint_run, say

    try:
        lint_run(paths, given=_nothing_given)
    except LoptiError as exc:
        from ..language import printable

        said = gettext("error")  # "Fehler", "hata", ... ("error" in English)
        say(printable(f"{said}: {exc}", newlines=True))
        sys.exit(exc.exit_code)
    except (EOFError, KeyboardInterrupt):
        say("")  # (closes the terminal's ^C echo, as click does)
        say(gettext("aborted"))
        sys.exit(130)
    except OSError as exc:  # a safety net: a file the command could not read or write
        from ..language import printable

        where = f"{exc.filename}: " if exc.filename is not None else ""
        said = gettext("error")
        say(printable(f"{said}: {where}{exc.strerror or exc}"))
        sys.exit(2)
    return True


def _nothing_given(name: str) -> bool:
    """No option is on the command line: each comes from ``[tool.lopti]`` or its default."""
    return False
