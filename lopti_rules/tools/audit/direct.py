"""Witnesses for a hook that blocks its own event (LP201-LP204): the runtime stopping it.

The linter refuses a hook whose action writes what its own event protects
(``language/analysis/checks/blocks.py``: ``before draw: next player draws 1 card`` takes from the
draw pile the draw needs, LP202; ``after clear: skip acting player`` denies the bonus
play, LP203). The runtime refuses the same effects before any of them happens
(``play/protection.py``: a ``rule_stopped`` record whose reason says ``would block before
draw: ... [LP202]``), so the event keeps its outcome. That refusal is the witness: a
scenario for ``lopti test`` (``witness = "LP202"``: ``compiler.WITNESS_CODES`` lets it run
the file the code rejects) where the rule fires and the runtime stops it, found through
the chain finder's fixed tables (:func:`.chains.first_refusal`), the first that shows it.

Where no table can show it, the message says it is an error all the same and why
(``witness.without_witness``, as LP302's
does): blocking *words* (``cancel``, ``instead``, LP201) and ``skip the <event>`` (LP204)
name nothing the compiler can run, so at a table the event simply happens; a file with
other errors cannot load into a scenario; and a hook none of the tables fires (its
condition is not met there) says so. A block down a chain of caused events is
:mod:`.chains`' (its message says "through the events the book causes").
"""

from __future__ import annotations

from collections.abc import Sequence

from ...language import Diagnostic, LintResult
from . import chains
from .witness import book_files, without_witness

#: code -> why a table cannot show it: the wording runs nothing at a table
UNRUNNABLE: dict[str, str] = {
    "LP201": "blocking words ('cancel', 'prevent', 'instead' ...) are no action the compiler "
             "can run, so at a table the base event simply happens and no scenario can show "
             "the block",
    "LP204": "'skip the <event>' is no action the compiler can run, so at a table the event "
             "simply happens and no scenario can show the block",
}
#: the blocking codes a hook's own effects earn (``permissions.FORBIDDEN``)
RUNNABLE = frozenset({"LP202", "LP203"})


def settle(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> Diagnostic:
    """``d`` (a direct block) with its witness, or with the reason no table shows it in
    its message; a chain's block (and a book whose files are not all on disk) unchanged."""
    files = book_files(results)
    if chains.CHAIN in d.message or result.book is None or files is None:
        return d
    if d.code in UNRUNNABLE:
        return _why_not(d, UNRUNNABLE[d.code])
    if d.code not in RUNNABLE:
        return d
    others = sorted({f"{o.code} line {o.line}" for r in results for o in r.diagnostics
                     if o.severity == "error" and o.code != d.code})
    if others:
        return _why_not(d, "the book has other errors (" + ", ".join(others) + "), which a "
                        f"witness scenario for {d.code} may not set aside, so it cannot run "
                        "at a table")
    hook = _hook_at(result, d.line)
    if hook is None:  # pragma: no cover - every LP202/LP203 of a file's checks is in a hook
        return d
    rule, timing, event = hook
    direct = f"would block {timing} {event}:"
    witness = chains.first_refusal(
        d.code, files, lambda stop: stop["rule"] == rule and f"[{d.code}]" in stop["reason"]
        and direct in stop["reason"])
    if witness:
        return d.replace(witness=witness)
    if d.code == "LP203":  # a restriction that bars the card completing four (a clear
        # denied before it happens, checks/outcomes.py clear_denied): no effect to refuse
        from . import blocking

        witness = blocking.find(result, d, results)
        if witness:
            return d.replace(witness=witness)
    return _why_not(d, f"none of the {len(chains.TABLES)} fixed tables tried reached its "
                    f"'{timing} {event}' hook with its condition met, so none shows the "
                    "runtime stopping it")


def _hook_at(result: LintResult, line: int) -> tuple[str, str, str] | None:
    """(rule name, timing, event) of the hook whose body holds ``line``: the last hook
    that starts at or before it."""
    found = None
    for rule in result.book.rules if result.book is not None else ():
        for hook in rule.hooks:
            if hook.line <= line:
                found = (rule.name, hook.timing, hook.event)
    return found


def _why_not(d: Diagnostic, reason: str) -> Diagnostic:
    return d.replace(message=without_witness(d.message, reason))
