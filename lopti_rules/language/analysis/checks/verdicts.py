"""Deciding whether a book blocks a protected outcome, and saying so (LP210; R-CUSTOM-2).

The whole-book checks of what base events must achieve (``outcomes.py``: LP207-LP209,
``chains.py``: LP205, ``drawpaths.py``: LP206) share one way to answer and one way to
report: :class:`Verdicts`. :meth:`Verdicts.decide` goes through every table the sites'
guards can tell apart (guards.py) and says whether they act on every turn a play leaves a
pile; :meth:`Verdicts.report_sites` reports one diagnostic in each file the sites are in,
naming them all; :meth:`Verdicts.undecided` is LP210 (blocking-undecided), the warning
every such check gives when the text does not decide its question.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ....engine import outcomes
from ...tree import nodes
from ..wholebook import BookCheck, BookHook
from .guards import (
    FAR,
    Env,
    Site,
    Unknown,
    Var,
    combinations,
    constants,
    runs,
    show,
    site_reads,
    times,
    unbounded,
    value,
    widened,
)

#: The play that leaves the pile: its rank and count are always part of the question.
PLAY_VARS: tuple[Var, ...] = (("play", "rank"), ("play", "count"))
#: The values of the play the questions go through.
PLAY_DOMAINS: dict[Var, tuple[object, ...]] = {
    ("play", "count"): (1, 2, 3),  # four of a rank clears (R-CLEAR-2)
    ("table", "pile"): (1, 2, 3, 4, 8, 20),  # a play lies on it
}


class Verdicts(BookCheck):
    """A whole-book check that decides a blocking question over tables and reports it."""

    def decide(self, code: str, group: Sequence[tuple[BookHook, Site]],
               fires: Callable[[Site, Env], bool], keep: Callable[[Env], bool],
               message: str, hint: str, question: str, *, count_code: str = "") -> bool:
        """Whether the sites of ``group`` together act on every turn a play leaves a pile
        (``keep`` picks those plays); report ``code`` (or ``count_code`` when a count, ``at
        least N cards``, is what acts; LP210 when it holds only once a count is large or
        cannot be read) and return True if reported."""
        try:
            used, spared, far_only, sample, space = _scan(group, fires, keep)
        except Unknown as why:
            try:  # the parts it cannot read left out: where that spares a turn, so do they
                wide, spared, far_only, _, _ = _scan([(bh, widened(s)) for bh, s in group],
                                                     fires, keep)
                if not wide or (spared and not far_only):
                    return False
            except Unknown:
                pass
            self.undecided([group[0]], f"{question} cannot be decided: the rule "
                           f"reads {why}", "give it a condition on the event's own "
                           "attributes (play.rank, play.count ...)")
            return True
        if not used:
            return False
        if spared and not far_only:
            return False
        if spared:
            counters = ", ".join(show(v) for v in space if unbounded(v))
            self.undecided(used, f"{question} cannot be decided: once "
                           f"{counters} is large enough, {message}", hint)
            return True
        if count_code and all(s.action.kind == "min_cards"  # type: ignore[attr-defined]
                              for _, s in used):
            n = value(used[0][1].action.count, sample)  # type: ignore[attr-defined]
            o = outcomes.OUTCOMES["legal-play"]
            message = (f"every turn a play leaves a pile must be a play of at least {n} "
                       f"cards: a hand of single cards never has a play and a single 10 "
                       f"never clears, but {o.achieves} ({o.rule})")
            code = count_code
        if len(used) > 1:
            message = "together, " + message
        self.report_sites(code, used, message, hint)
        return True

    # ------------------------------------------------------------ reporting
    def report_at(self, bh: BookHook, node: nodes.Node, code: str, message: str,
                  hint: str) -> None:
        self.report(code, bh.filename, node, f"rule \"{bh.rule.name}\": {message}", hint)

    def report_sites(self, code: str, used: Iterable[tuple[BookHook, Site]], message: str,
                     hint: str) -> None:
        """One diagnostic in each file the sites are in, at its first site there."""
        used = list(used)
        names = ", ".join(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                          f"{self.where(bh, s.action.line)})" for bh, s in used)
        done: set[str] = set()
        for bh, s in used:
            if bh.filename not in done:
                done.add(bh.filename)
                self.report(code, bh.filename, s.action, f"{names}: {message}", hint)

    def undecided(self, used: Iterable[tuple[BookHook, Site]], message: str,
                  hint: str) -> None:
        """LP210 blocking-undecided at ``used``: the one reporter of the code. Whether the
        book blocks a protected outcome cannot be decided from its text; ``message`` says
        what was read, and the audit's table search (tools/audit) settles it."""
        self.report_sites("LP210", used, message, hint)


def guarded(site: Site) -> list[nodes.Expr]:
    """The expressions of ``site``: its guards, repeat counts and the action's numbers."""
    return [c for c, _ in site.guards] + list(site.times) + counts(site.action)


def counts(act: nodes.Action) -> list[nodes.Expr]:
    """The numbers ``act`` reads (its count, a restriction's ranks)."""
    out = [e for e in (getattr(act, "count", None),) if isinstance(e, nodes.Expr)]
    if isinstance(act, nodes.Restrict):
        out += list(act.ranks)
    return out


def _scan(group: Sequence[tuple[BookHook, Site]], fires: Callable[[Site, Env], bool],
          keep: Callable[[Env], bool]
          ) -> tuple[list[tuple[BookHook, Site]], bool, bool, Env, list[Var]]:
    """Go through every table of the sites' guards where ``keep`` holds: the sites that
    act somewhere, whether some turn is spared, whether every spared turn has a count
    at FAR, a table where one acts, and the variables gone through. Raises Unknown."""
    needed = set(PLAY_VARS)
    for _, s in group:
        needed |= site_reads(s, counts(s.action))
    space = sorted(needed)
    far_only = True  # every turn it spares has a count below FAR
    spared = False
    used: list[tuple[BookHook, Site]] = []
    sample: Env = {}
    near = constants(e for _, s in group for e in guarded(s))
    # each site's answer kept by the values it reads: the same answer, worked out
    # once for each table the site can tell apart (issue 26)
    reads = [sorted(site_reads(s, counts(s.action))) for _, s in group]
    kept: list[dict[tuple[object, ...], bool]] = [{} for _ in group]
    for env in combinations(space, PLAY_DOMAINS, keep, near):
        hit = []
        for k, (bh, s) in enumerate(group):
            key = tuple(env[v] for v in reads[k])
            acts = kept[k].get(key)
            if acts is None:
                acts = kept[k][key] = bool(runs(s, env) and times(s, env) and fires(s, env))
            if acts:
                hit.append((bh, s))
        if hit:
            sample = sample or env
            used.extend(h for h in hit if h not in used)
            continue
        spared = True
        if all(env[v] in FAR for v in space if unbounded(v)) or \
                not any(unbounded(v) for v in space):
            far_only = False
            break
    return used, spared, far_only, sample, space
