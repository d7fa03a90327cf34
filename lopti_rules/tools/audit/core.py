"""The audit: a linted rule book's verdicts checked against play, each with its witness.

The linter (language/) judges a book by its words; it cannot run it, because running
needs the rules runtime above it. The audit runs after the linter, on the same
results: for each rejection whose code has a witness finder (:data:`WITNESSES`), it
searches, within a fixed budget of games and tables (never of seconds, so the same
book always gets the same witness), for a concrete table where the problem happens,
and puts it on the diagnostic (``Diagnostic.witness``: a scenario for ``lopti test``, or
a ``lopti replay`` command).

Finders are listed here explicitly, one module each (no registration as an import side
effect).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ...language import Diagnostic, LintResult
from . import blocking

#: code -> a finder: (the file's result, its diagnostic, every result of the book) -> a
#: witness, or "" when the bounded search found none.
WitnessFinder = Callable[[LintResult, Diagnostic, Sequence[LintResult]], str]
WITNESSES: dict[str, WitnessFinder] = {
    "LP205": blocking.find,  # the played cards leave the pile (R-PLAY-4)
    "LP206": blocking.find,  # the turn's draw never happens (R-DRAW-1)
    "LP207": blocking.find,  # a single 10 may not be played (R-SPECIAL-10)
    "LP208": blocking.find,  # a single 2 or 3 may not be played (R-SPECIAL-2, -3)
    "LP209": blocking.find,  # a hand of single cards has no play (R-TURN-2)
}


def audit(results: Sequence[LintResult]) -> None:
    """Give every diagnostic of ``results`` that has a finder its witness (in place)."""
    for result in results:
        if result.book is None:
            continue
        result.diagnostics[:] = [
            _witnessed(result, d, results) if d.code in WITNESSES and not d.witness else d
            for d in result.diagnostics]


def _witnessed(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> Diagnostic:
    witness = WITNESSES[d.code](result, d, results)
    return replace(d, witness=witness) if witness else d
