"""The trial: a rule book played over whole evenings against the same evenings without it.

:func:`run_trial` plays, for every table size and bot of its :class:`~.config.TrialConfig`,
evenings in which the book is adopted at round 2 or 3 by the previous round's winner
(tools/evenings.py), plus the evenings that reach every boundary its guards name
(:mod:`.bounds`), each paired deal by deal with the same evening without the book (base
evenings are cached: :mod:`~lopti_rules.tools.eveningruns`). It looks at the figures
after every batch of evenings (:mod:`.measures`, :mod:`.statistics`) and stops as soon
as a comparison rejects the book or every comparison is decided. Each rejection is a
diagnostic of the trial codes (LP801-LP805, ``language/codes.py``) on the rule that fired
most, with its witness: the evening's seed, round, seat and figures, and the ``lopti
simulate --session`` command that plays that evening.

:func:`.entry.judge` is the gate's entry (``tools.trial.judge``): rule files in,
diagnostics out, to merge with the static lint's; it reads a kept verdict without
importing this module, and plays here only a book the static lint lets through (errors
stop it first) whose verdict is not kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ...language import Diagnostic, diagnostic
from ..eveningruns import BASES, PRELOAD, BaseCache, evening_jobs, play_evenings
from ..evenings import EveningSpec
from ..parallel import Workers
from ..rulebooks import RuleSet
from . import runaway
from .aimed import AIMED_TESTS
from .aimed import compare as aimed_comparisons
from .bounds import Boundary, Reach, boundaries, long_turns, reach, unreached
from .config import DEFAULT, TrialConfig
from .facts import FactScope, fact_scope, open_facts
from .findings import Finding, Table, fact_findings, finding, group
from .firstround import compare as first_round_comparisons
from .firstround import tests as first_round_tests
from .measures import ENDING_TESTS, Comparison, comparisons, ending, long_stalls, tests_at
from .standings import EVENT_SHARES, STANDING_TESTS
from .standings import compare as standing_comparisons
from .statistics import CLEAR, MIN_EVENINGS, OPEN, REJECT, Bound, above, below, futile, pooled
from .steered import STEERED_TESTS
from .steered import compare as steered_comparisons

#: The same-seat comparison of the book's burden (``measures.together``): stopped for
#: futility when no evening still to come could make it reject
SAME_BURDEN: tuple[str | int, ...] = ("same seat", "burden")


@dataclass
class TrialVerdict:
    """What the trial decided: its diagnostics per file, and what it played."""

    diagnostics: list[tuple[str, Diagnostic]] = field(default_factory=list)
    evenings: int = 0
    rounds: int = 0  #: rounds played with the book
    looks: int = 0
    boundaries: tuple[Boundary, ...] = ()
    #: boundaries no evening reached (a turn count no round was that long)
    unreached: tuple[Boundary, ...] = ()
    #: comparisons still open when the looks ran out (they count as clean)
    open: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for _, d in self.diagnostics)

    def by_file(self, filename: str) -> list[Diagnostic]:
        return [d for f, d in self.diagnostics if f == filename]


def _specs(config: TrialConfig, players: int, how: Reach) -> list[EveningSpec]:
    out = [EveningSpec(players, how.rounds, bot, config.base, adopt=a)
           for bot in config.bots for a in config.adopt]
    for first, adopt, rounds, age, counts, memory in how.forwards:
        out += [EveningSpec(players, rounds, bot, config.base, adopt=adopt, first_round=first,
                            clock_rounds=age, clock_counts=counts, clock_memory=memory)
                for bot in config.bots]
    return out


def _seed(config: TrialConfig, players: int, index: int) -> int:
    """The seed of evening run ``index`` of a table size: apart from every other run's."""
    return config.seed * 1_000_000 + players * 100_000 + index * 10_000


def run_trial(rules: RuleSet, *, config: TrialConfig = DEFAULT,
              cache: BaseCache | None = BASES) -> TrialVerdict:
    """Play ``rules`` over evenings and judge it (see the module text). ``rules`` is a
    book of rule files (``load_rules``, ``compile_files``): its files are what worker
    processes compile and what a witness's command names."""
    from ...language import parse

    if rules.books and not rules.files:
        raise ValueError("the trial plays rule files: a book written as Python has none")

    asts = [parse(text, name) for name, text in rules.files]
    found = boundaries(asts)
    how = reach(found, config.rounds, asts)
    longest = long_turns(found)
    tables = [Table(n, _specs(config, n, how), longest=longest) for n in config.players]
    scope = fact_scope(asts)
    feeds = runaway.feeds_back(asts)
    if longest or feeds:
        # their long rounds' stalls (``_long_findings``) and their runaway rounds
        # (``runaway.judge``) are pooled over every evening played: a table size that
        # stopped sooner would give the pool fewer, so LP805 keeps them playing as before
        # (facts.can_block; docs/trial.md, "When the trial stops")
        scope = replace(scope, guarded=scope.hooks_guarded)
    # every comparison at every table size, a fast-forward's own ones too, the long
    # rounds' stalls and, for a book that takes cleared cards back, the rounds that run
    # away, the part of what leaves play it feeds back and the endgames it drags out
    # (Bonferroni)
    tests = sum(tests_at(n) + STANDING_TESTS + AIMED_TESTS + STEERED_TESTS
                + first_round_tests(n)
                + len(how.forwards) * ENDING_TESTS
                for n in config.players) + bool(longest) + 3 * feeds
    level = config.alpha / (tests * config.looks)
    entries = [e for book in rules.books for e in book.rules]
    verdict = TrialVerdict(boundaries=found)
    # one pool for every look, forked from this process (which has compiled the book)
    # where it can be: a worker starting per look and compiling the book cost more than
    # the evenings it played saved (docs/trial.md, Cost)
    with Workers(config.processes(), PRELOAD, inherit=True) as workers:
        findings = _looks(rules, config, tables, level, entries, verdict, cache, workers,
                          scope, feeds)
    every = [e for t in tables for e in t.evenings]
    verdict.evenings = len(every)
    verdict.rounds = sum(len(e.book) for e in every)
    verdict.unreached = unreached(found, every)
    verdict.open = tuple(f"{t.players} players: {' '.join(map(str, key))}"
                         for t in tables for key, d in t.decided.items() if d == OPEN) \
        + tuple(f"{t.players} players: {f}" for t in tables for f in t.facts)
    for f, also in _merged(findings):
        entry = entries[f.rule] if entries else None
        filename = entry.filename if entry is not None else (
            rules.files[0][0] if rules.files else "<book>")
        line = entry.line if entry is not None else 1
        more = f" (also at {_listed(also)} players)" if also else ""
        verdict.diagnostics.append((filename, diagnostic(
            f.code, f.message + more, line, 1, rule_ref=f.rule_ref, witness=f.witness)))
    return verdict


def _looks(rules: RuleSet, config: TrialConfig, tables: list[Table], level: float,
           entries: Sequence[object], verdict: TrialVerdict, cache: BaseCache | None,
           workers: Workers, scope: FactScope, feeds: bool = False) -> list[Finding]:
    """Play look after look until a rejection, every table size decided (its comparisons
    and its facts), or the last."""
    findings: list[Finding] = []
    for look in range(config.looks):
        jobs = []
        for t in tables:
            if t.done:
                continue
            for i, spec in enumerate(t.specs):
                start = look * config.evenings
                for job in evening_jobs(spec, _seed(config, t.players, i), config.evenings,
                                        start):
                    jobs.append((t, spec, i, job))
        if not jobs:
            break
        verdict.looks = look + 1
        played = play_evenings(rules.files, [j for *_, j in jobs], processes=config.processes(),
                               rules=rules, cache=cache, workers=workers)
        for (t, spec, i, _), evening in zip(jobs, played, strict=True):
            t.evenings.append(evening)
            t.where.append((spec, i))
        for t in tables:
            if not t.done:
                # the ordinary evenings still to come at this table size after this look
                later = (config.looks - look - 1) * config.evenings
                left = later * sum(not group(spec) for spec in t.specs)
                findings += _look(t, config, level, rules, entries, left,
                                  later * len(t.specs), scope.wields)
                t.facts = open_facts(t.evenings, config, scope)
                t.done = t.done and not t.facts
        findings += _long_findings(tables, config, level, rules)
        findings += fact_findings(tables, config, rules, entries, findings)
        if findings:
            return findings
    if feeds:
        # a book that takes cleared cards back and that nothing else refused: do its
        # rounds run away from their deals? Asked once, on every evening played (a book
        # the stall or length comparisons refuse keeps their witness)
        findings += runaway.judge(tables, config, level, rules)
    return findings


def _long_findings(tables: Sequence[Table], config: TrialConfig, level: float,
                   rules: RuleSet) -> list[Finding]:
    """LP804 when the book's rounds that last as long as the largest turn count its
    guards name stall (``measures.long_stalls``), pooled over every table size's
    ordinary evenings (a long round comes in a few rounds of an evening, at every table
    size alike: one table size's evenings alone are too few to tell): the finding is put
    on the table size whose long rounds stall most."""
    if not tables or not tables[0].longest:
        return []
    per = [(t, long_stalls([(k, e) for k, e in enumerate(t.evenings)
                            if e.book and not group(t.where[k][0])], config, t.longest))
           for t in tables]
    got = pooled([((t, c), c.values) for t, c in per], config.long_stall_floor, level)
    if got is None:
        return []
    (t, c), b = got
    return [finding(t, c, b, config, rules, level)]


def _merged(findings: Sequence[Finding]) -> list[tuple[Finding, list[int]]]:
    """One finding per comparison (the first table size's), with the other table sizes
    where it was found too."""
    first: dict[tuple[str | int, ...], tuple[Finding, list[int]]] = {}
    for f in findings:
        key = (f.code, *f.key) if f.key else (f.code, f.message)
        if key in first:
            # a fast-forward's finding has its ordinary evenings' key: one table size once
            if f.players != first[key][0].players and f.players not in first[key][1]:
                first[key][1].append(f.players)
        else:
            first[key] = (f, [])
    return list(first.values())


def _listed(numbers: Sequence[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _look(t: Table, config: TrialConfig, level: float, rules: RuleSet,
          entries: Sequence[object], left: int = 0, every_left: int = 0,
          wields: bool = True) -> list[Finding]:
    """Decide what can be decided at this look (``left``: the ordinary evenings still to
    come; ``every_left``: those and the fast-forwards' still to come); the findings of
    new rejections (``wields``: whether who acts can matter to a firing,
    ``facts.actor_bound``; without it no standing wields a power)."""
    out: list[tuple[Comparison, Bound]] = []
    ordinary = [not group(s) for s, _ in t.where]
    # each evening's values computed once, at the first look that sees it (folds.py)
    every = comparisons(t.evenings, t.players, config, ordinary, t.fold)
    # the standings and the creator's head start (standings.py), on the same evenings
    every += standing_comparisons(t.evenings, ordinary, config, t.fold)
    every += aimed_comparisons(t.evenings, ordinary, config, t.fold)  # aimed.py
    every += steered_comparisons(t.evenings, ordinary, config, t.fold)  # steered.py
    every += first_round_comparisons(t.evenings, ordinary, config, t.fold)  # firstround.py
    if not wields:
        every = [c for c in every if c.key[0] != "standing wielded"]
    forwards = sorted({group(spec) for spec, _ in t.where if group(spec)})
    for fwd in forwards:
        used = [(k, e) for k, e in enumerate(t.evenings)
                if e.book and group(t.where[k][0]) == fwd]
        every += ending(used, config, fwd, t.fold)
    for c in every:
        if t.decided.get(c.key) in (REJECT, CLEAR):
            continue
        test = above if c.direction == "above" else below
        b = test(list(c.values), c.floor, level, c.span)
        if len(t.evenings) >= MIN_EVENINGS and all(v == c.floor for v in c.values):
            # nothing measured: no value, or all at the floor (docs/trial.md, "Stopping")
            b = Bound(len(c.values), c.floor, c.floor, c.floor, CLEAR)
        elif b.decision == OPEN and c.span is not None and _futile(t, c, level, left,
                                                                    every_left):
            # futility: not even every evening still to come at the end of the span that
            # favours a rejection would reject it (docs/trial.md, "When the trial
            # stops"); no power lost, the verdict the same
            b = Bound(b.n, b.mean, b.low, b.high, CLEAR)
        t.decided[c.key] = b.decision
        t.bounds[c.key] = b
        if b.decision == REJECT:
            out.append((c, b))
    _moot(t)
    t.done = all(d != OPEN for d in t.decided.values())
    for halves in PAIRED:
        out = _paired(t, every, out, halves)
    return [finding(t, c, b, config, rules, level) for c, b in out]


def _futile(t: Table, c: Comparison, level: float, left: int, every_left: int) -> bool:
    """Whether the share comparison ``c`` can no longer reject at this table size
    (``statistics.futile``): each evening still to come gives it one value at most. The
    same-seat burden is measured on the ordinary evenings (``left`` of them to come); any
    other share on every evening with the book (``every_left``). A book whose guards name
    a long round's turn count is left as it was: its long rounds' stalls are pooled over
    every table size's evenings (``_long_findings``), so a table size that stopped early
    would give that pool fewer."""
    assert c.span is not None
    if c.key[0] in EVENT_SHARES:
        # one value an event (or a round), not an evening: the evenings to come say nothing of how
        # many values they bring
        return False
    if c.key == SAME_BURDEN:
        return futile(c.values, c.floor, level, c.span, left, c.direction)
    return not t.longest and futile(c.values, c.floor, level, c.span, every_left,
                                    c.direction)


def _moot(t: Table) -> None:
    """A test of two halves (:data:`PAIRED`) one half of which is cleared can no longer
    be found (a finding needs both to reject): its open half is moot and is decided with
    it (but for a book whose long rounds are pooled: :func:`_futile`)."""
    if t.longest:
        return
    for halves in PAIRED:
        if any(t.decided.get(k) == CLEAR for k in halves):
            for k in halves:
                if t.decided.get(k) == OPEN:
                    t.decided[k] = CLEAR


#: Tests of two halves, each a finding only when both reject, made at the look that
#: decides the second (the share, a spread-floored share, is often later), its first
#: half's comparison the witness: the seat closest to going out hit hard, and on purpose
#: (measures.py: the burden on that seat and its share); the restrictions that bind that
#: seat (standings.py: their count a round and their share)
PAIRED: tuple[tuple[tuple[str | int, ...], ...], ...] = (
    (("closest",), ("closest share",)),
    (("closest bound",), ("closest bound share",)),
)


def _paired(t: Table, every: Sequence[Comparison], out: list[tuple[Comparison, Bound]],
            halves: tuple[tuple[str | int, ...], ...]) -> list[tuple[Comparison, Bound]]:
    """``out`` with the test of ``halves`` found once, when both its halves reject."""
    first = halves[0]
    both = halves not in t.paired and all(t.decided.get(k) == REJECT for k in halves)
    out = [(c, b) for c, b in out if c.key not in halves or (both and c.key == first)]
    if both:
        t.paired.add(halves)
        if not any(c.key == first for c, _ in out):
            out.append((next(c for c in every if c.key == first), t.bounds[first]))
    return out


__all__ = ["CLEAR", "Finding", "TrialVerdict", "run_trial"]
