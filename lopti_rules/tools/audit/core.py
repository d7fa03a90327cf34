"""The audit: a linted rule book's verdicts checked against play, each with its witness.

The linter (language/) judges a book by its words; it cannot run it, because running
needs the rules runtime above it. The audit runs after the linter, on the same
results, in two ways:

- **Witnesses** (:data:`WITNESSES`): for each rejection whose code has a witness finder,
  it searches, within a fixed budget of games and tables (never of seconds, so the same
  book always gets the same witness), for a concrete table where the problem happens,
  and puts it on the diagnostic (``Diagnostic.witness``: a scenario for ``lopti test``,
  or a ``lopti replay`` command).
- **Settlers** (:data:`SETTLERS`): a verdict the text could not decide (LP210, blocking
  undecided) is settled by a bounded search of tables: the family's error with the table
  as its witness, or the same warning saying what was searched. A verdict whose witness
  may not exist (a fixed seat, LP302; a hook blocking its own event, LP201-LP204) gets
  its witness here, or the reason no table can show it in its message.
- **Searches** (:data:`SEARCHES`): problems no single hook shows, found by playing the
  whole book (games that never end: :mod:`.termination`, LP504/LP505; two rules that
  act alike on every sampled moment of play: :mod:`.sameplay`, LP506). Each search
  returns new diagnostics, with their witnesses, for the files they point into.

With a witness folder (``lopti lint --witness-dir DIR``) every witness that is a scenario
(TOML with a ``[[scenario]]`` table) is written there as ``<file>-<code>-<line>.toml``, and
the diagnostic says ``lopti test DIR/<file>-<code>-<line>.toml`` instead of quoting it;
the searches write their game logs there too.

Finders and searches are listed here explicitly, one module each (no registration as an
import side effect).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from ...language import Diagnostic, LintResult
from . import termination

#: code -> a finder: (the file's result, its diagnostic, every result of the book) -> a
#: witness, or "" when the bounded search found none.
WitnessFinder = Callable[[LintResult, Diagnostic, Sequence[LintResult]], str]


def find_cycle(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.cycles.find`, loaded on first use: a clean book never loads the scenario
    runner and the engine it needs (cold ``lopti lint``)."""
    from . import cycles

    return cycles.find(result, d, results)


def find_block(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.blocking.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import blocking

    return blocking.find(result, d, results)


def find_no_draw(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """LP206's two witnesses: a draw pile left untouched (:func:`.blocking.find`), else a
    draw pile the rules took before the turn's draw (:func:`.drawpile.find`); each loaded
    on first use (as :func:`find_cycle`)."""
    from . import blocking

    found = blocking.find(result, d, results)
    if found:
        return found
    from . import drawpile

    return drawpile.find(result, d, results)


def find_proxy(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.proxies.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import proxies

    return proxies.find(result, d, results)


def find_kept(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.kept.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import kept

    return kept.find(result, d, results)


def find_spared(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.spared.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import spared

    return spared.find(result, d, results)


def find_refusal(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.chains.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import chains

    return chains.find(result, d, results)


def find_lockout(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.lockout.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import lockout

    return lockout.find(result, d, results)


def find_refill(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """:func:`.refills.find`, loaded on first use (as :func:`find_cycle`)."""
    from . import refills

    return refills.find(result, d, results)


def settle_seat(result: LintResult, d: Diagnostic, results: Sequence[LintResult]
                ) -> Diagnostic:
    """:func:`.proxies.settle_seat`, loaded on first use (as :func:`find_cycle`)."""
    from . import proxies

    return proxies.settle_seat(result, d, results)


def settle_direct(result: LintResult, d: Diagnostic, results: Sequence[LintResult]
                  ) -> Diagnostic:
    """:func:`.direct.settle`, loaded on first use (as :func:`find_cycle`)."""
    from . import direct

    return direct.settle(result, d, results)


def settle_block(result: LintResult, d: Diagnostic, results: Sequence[LintResult]
                 ) -> Diagnostic:
    """:func:`.blocking.settle`, loaded on first use (as :func:`find_cycle`)."""
    from . import blocking

    return blocking.settle(result, d, results)


WITNESSES: dict[str, WitnessFinder] = {
    "LP402": find_cycle,  # hooks fire each other until the runtime stops one (R-CUSTOM-3)
    "LP202": find_refusal,  # the runtime refuses it: it would block an event (R-CUSTOM-2)
    "LP203": find_refusal,  # ... the clear or its bonus play (R-CLEAR-3)
    "LP205": find_block,  # the played cards leave the pile (R-PLAY-4)
    "LP206": find_no_draw,  # the turn's draw never happens (R-DRAW-1)
    "LP207": find_block,  # a single 10 may not be played (R-SPECIAL-10)
    "LP208": find_block,  # a single 2 or 3 may not be played (R-SPECIAL-2, -3)
    "LP209": find_block,  # a hand of single cards has no play (R-TURN-2)
    "LP211": find_lockout,  # two players left, one never gets a turn (R-TURN-1)
    "LP305": find_proxy,  # a role pinned to one seat by the round (R-CUSTOM-4)
    "LP306": find_proxy,  # the creator, by the rule's age (R-CUSTOM-4)
    "LP307": find_proxy,  # the creator, by a clock of the rule's own life (R-CUSTOM-4)
    "LP308": find_kept,  # a team kept by its own wins (R-CUSTOM-4)
    "LP309": find_kept,  # a view of the others' hands for the last winner (R-CUSTOM-4)
    "LP310": find_spared,  # an action on every seat but a standing's, or beside it (R-CUSTOM-4)
    "LP501": find_refusal,  # cards to a player who is out, refused (R-WIN-4)
    "LP403": find_refill,  # cleared cards back to several players all round (R-CUSTOM-3)
    "LP502": find_refill,  # cards back to a legal blind card's player (R-WIN-1)
}

#: code -> a settler: (the file's result, its diagnostic, every result of the book) -> the
#: diagnostic that replaces it, decided by a bounded search where the text could not decide.
Settler = Callable[[LintResult, Diagnostic, Sequence[LintResult]], Diagnostic]
SETTLERS: dict[str, Settler] = {
    "LP210": settle_block,  # blocking undecided: the family's error with a witness, or why not
    "LP302": settle_seat,  # a fixed seat: the same person in two rounds, or why no table shows it
    # a hook that blocks its own event: the runtime refusing it, or why no table shows it
    # (a block down a chain passes through unchanged, to its finder in WITNESSES)
    "LP201": settle_direct,
    "LP202": settle_direct,
    "LP203": settle_direct,
    "LP204": settle_direct,
}

#: A search over the whole book: (every result of the book, the witness folder or None)
#: -> (filename, diagnostic) pairs to add.
BookSearch = Callable[[Sequence[LintResult], Path | None], list[tuple[str, Diagnostic]]]
def search_same_play(results: Sequence[LintResult], witness_dir: Path | None
                     ) -> list[tuple[str, Diagnostic]]:
    """:func:`.sameplay.search` (two rules that act alike on every sampled moment of
    play: LP506, R-VOTE-7), loaded on first use (as :func:`find_cycle`)."""
    from . import sameplay

    return sameplay.search(results, witness_dir)


SEARCHES: list[BookSearch] = [termination.search, search_same_play]


def audit(results: Sequence[LintResult], *, witness_dir: Path | None = None,
          searches: bool = True) -> None:
    """Give every diagnostic of ``results`` that has a finder its witness, then run the
    book-level searches (``searches=False`` skips them) and add what they find (in
    place). ``witness_dir``: write scenario witnesses and game logs there."""
    for result in results:
        if result.book is None:
            continue
        result.diagnostics[:] = [SETTLERS[d.code](result, d, results) if d.code in SETTLERS
                                 else d for d in result.diagnostics]
        result.diagnostics[:] = [
            _witnessed(result, d, results) if d.code in WITNESSES and not d.witness else d
            for d in result.diagnostics]
    if searches and results:
        by_name = {r.filename: r for r in results}
        for search in SEARCHES:
            for filename, d in search(results, witness_dir):
                by_name.get(filename, results[0]).diagnostics.append(d)
        for r in results:
            r.diagnostics.sort(key=Diagnostic.sort_key)
    if witness_dir is not None:
        for r in results:
            r.diagnostics[:] = [_written(r, d, witness_dir) for d in r.diagnostics]


def _witnessed(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> Diagnostic:
    witness = WITNESSES[d.code](result, d, results)
    return d.replace(witness=witness) if witness else d


def is_scenario(witness: str) -> bool:
    """True when a witness is a scenario file's text (TOML with ``[[scenario]]`` tables)."""
    if "[[scenario]]" not in witness:
        return False
    import tomllib  # only for a witness: a clean book's lint never loads it

    try:
        return isinstance(tomllib.loads(witness).get("scenario"), list)
    except tomllib.TOMLDecodeError:
        return False


_RULES_LINE = re.compile(r'^rules = \[.*\]$', re.M)


def _rerooted(witness: str, folder: Path) -> str:
    """A witness scenario whose rule paths (relative to the folder lint ran in) are made
    relative to ``folder``, where the scenario file is written (each ``rules`` line read
    as TOML and written back with :func:`~.witness.rule_paths`, escapes and all)."""
    import tomllib

    from .witness import rule_paths  # only for a witness: a clean lint loads no scenarios

    def line(m: re.Match[str]) -> str:
        paths = tomllib.loads(m.group(0))["rules"]
        return "rules = [" + rule_paths([os.path.relpath(Path(p).resolve(), folder.resolve())
                                         for p in paths]) + "]"
    return _RULES_LINE.sub(line, witness)


def _written(result: LintResult, d: Diagnostic, witness_dir: Path) -> Diagnostic:
    """``d`` with its scenario witness written into ``witness_dir`` and named instead."""
    if not d.witness or not is_scenario(d.witness):
        return d
    witness_dir.mkdir(parents=True, exist_ok=True)
    path = witness_dir / f"{Path(result.filename).stem}-{d.code}-{d.line}.toml"
    path.write_text(_rerooted(d.witness, witness_dir), encoding="utf-8")
    return d.replace(witness=f"a table where it happens: lopti test {path}")
