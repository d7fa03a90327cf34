"""What a hook at a later moment sees of a special card that has just acted (R-CUSTOM-2;
issue 29, session 39, redteam-mech39).

A custom rule adds actions around a base event and never takes its effect back
(R-CUSTOM-2). The checks that judge a restriction, a clear or a give after a play read the
play's own attributes (``after play when play.rank is 2``). The same taking-back hung on
another moment reads the same *state* another way: the top of the pile
(``table.top_rank``), a count of the rule's own that mirrors the last play (its rank, a
flag of a rank, the run of the top rank across plays), a count set when a 3 passed the
obligation on or a 10 cleared. This module says which values those reads have while such
a state stands, so that a check can ask "may this hook fire while the effect is still
due?" whatever event it hangs on.

**The moments.** Between a play and the next player's play the pile, its top run and a
passed 3's obligation stand unchanged (``engine/game.py``): the play's draw (R-DRAW-1), a
take-up (R-FACE-1), the turn's end and the next turn's start (:data:`LATER`). A hook there
that restricts the next play restricts the answer to that play, and a clear there empties
the pile the answer is owed to.

**The states** (each with the history that makes it, played through the rule's own count
changes by :func:`counts_after`):

- :func:`standing`: a pile topped by ``run`` cards of ``top`` across plays in a row (a
  single play of them, or several), no 3 pending: ``table.top_rank`` is ``top``;
- :func:`owed`: a 3 passed the obligation on onto a pile topped by ``under``
  (R-SPECIAL-3: 3s never lie on the pile, so ``table.top_rank`` is still ``under``);
- :func:`ten_cleared`: a 10 cleared the pile (R-SPECIAL-10) and its clearer made the bonus
  play (R-CLEAR-1): the top cleared card is that 10.

**Counts.** A count's value in a state is what the rule's hooks on the events of its
history leave in it, from any value before: the history is played from an unknown start
after a play of each other rank, and a count whose value differs between those starts,
or that a change the analysis cannot follow touches (an ``add`` to an unknown value, a
condition it cannot decide), has no value here: a read of it *may* hold, as everywhere
in these checks. ``set "top" to play.rank`` on every play is the top rank; ``if play.rank
is 2: set "r" to 1 else: reset "r"`` is a flag of the 2; ``if play.rank is
play.previous_rank: add play.count to "run" else: set "run" to play.count`` is the run.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence

from ...tree import nodes
from .guards import COUNT, Env, Site, Unknown, value
from .moments import COMMON_COUNTS, RANKS, may_hold, maybe, only_completion

#: The moments at which the last play (or a passed 3) still stands and its effect is still
#: due to the next play: its draw, a take-up, the turn's end, the next turn's start.
LATER: frozenset[tuple[str, str]] = frozenset({
    ("draw", "before"), ("draw", "after"), ("take_up", "after"), ("turn_end", "after"),
    ("turn", "before"), ("turn", "after")})
#: The ranks a play before the state may have had (its history's first play), and the
#: ranks that lie on a pile: every rank but the 3 (discarded as it passes) and the 10
#: (it clears).
ON_PILE: tuple[int, ...] = tuple(r for r in range(2, 15) if r not in (3, 10))

#: One event of a history: its name and what its hooks read of it
Step = tuple[str, Mapping[tuple[str, str], object]]


def _play(rank: int, count: int, previous: int | None, previous_count: int,
          bonus: bool = False) -> Step:
    top = previous if rank in (3, 10) else rank
    return ("play", {("play", "rank"): rank, ("play", "count"): count,
                     ("play", "previous_rank"): previous,
                     ("play", "previous_count"): previous_count,
                     ("play", "source"): "hand", ("play", "bonus"): bonus,
                     ("table", "top_rank"): top})


def _splits(n: int) -> Iterator[tuple[int, ...]]:
    """The ways ``n`` cards of one rank come as plays in a row, each more than the last or
    completing four (R-PLAY-2, R-PLAY-3): ``3`` as (3), (1, 2), and the rest."""
    for k in range(1, n + 1):
        for parts in itertools.product(range(1, n + 1), repeat=k):
            if sum(parts) == n:
                yield parts


def _run_body(body: Sequence[nodes.Stmt], env: dict[tuple[str, str], object],
              vals: dict[str, object], certain: bool) -> None:
    for stmt in body:
        if isinstance(stmt, nodes.If):
            held = maybe(stmt.condition, env)
            if held is not False:
                _run_body(stmt.then, env, vals, certain and held is True)
            if held is not True:
                _run_body(stmt.orelse, env, vals, certain and held is False)
        elif isinstance(stmt, nodes.Repeat | nodes.ForEach | nodes.Loop):
            _run_body(stmt.body, env, vals, False)
        elif isinstance(stmt, nodes.CountChange) and stmt.name in vals:
            new: object = None
            if certain:
                try:
                    if stmt.kind == "reset":
                        new = 0
                    elif stmt.kind == "set" and stmt.amount is not None:
                        new = value(stmt.amount, env)
                    elif stmt.kind == "add" and stmt.amount is not None:
                        old, more = vals[stmt.name], value(stmt.amount, env)
                        new = old + more if isinstance(old, int) and isinstance(more, int) \
                            else None
                except (KeyError, TypeError, Unknown):
                    new = None
            vals[stmt.name] = new if isinstance(new, int) else None
            if vals[stmt.name] is None:
                env.pop((COUNT, stmt.name), None)
            else:
                env[(COUNT, stmt.name)] = vals[stmt.name]


def _played(rule: nodes.Rule, history: Sequence[Step]) -> dict[str, object]:
    vals: dict[str, object] = {c.name: None for c in rule.counts}
    for event, attrs in history:
        for timing in ("before", "after"):
            for hook in rule.hooks:
                if hook.event != event or hook.timing != timing:
                    continue
                env = dict(attrs)
                env.update({(COUNT, k): v for k, v in vals.items() if v is not None})
                held = True if hook.condition is None else maybe(hook.condition, env)
                if held is False:
                    continue
                _run_body(hook.body, env, vals, held is True)
    return vals


def counts_after(rule: nodes.Rule, history: Sequence[Step]) -> dict[tuple[str, str], object]:
    """The values ``rule``'s counts hold after ``history``, from any start (module text),
    as guard variables; a count with no certain value is left out."""
    if not rule.counts:
        return {}
    seen: list[dict[str, object]] = []
    for before in ON_PILE:
        seen.append(_played(rule, [_play(before, 1, None, 0), *history]))
    out: dict[tuple[str, str], object] = {}
    for c in rule.counts:
        got = {s[c.name] for s in seen}
        if len(got) == 1 and None not in got:
            out[(COUNT, c.name)] = got.pop()
    return out


def standing(rule: nodes.Rule, top: int, run: int) -> Iterator[Env]:
    """The tables a hook at a later moment may see on a pile topped by ``run`` cards of
    ``top`` across plays in a row (each way they may have come), no 3 pending."""
    other = 5 if top != 5 else 6  # the play the run lies on: another rank
    for parts in _splits(run):
        history = [_play(other, 1, None, 0)]
        previous, previous_count = other, 1
        for n in parts:
            history.append(_play(top, n, previous, previous_count))
            previous, previous_count = top, n
        yield {("table", "top_rank"): top, **counts_after(rule, history)}


def owed(rule: nodes.Rule, under: int) -> Env:
    """The table a hook at a later moment sees while a passed 3's obligation is due on a
    pile topped by ``under`` (R-SPECIAL-3)."""
    history = [_play(under, 1, None, 0), _play(3, 1, under, 1),
               ("pass", {("pass", "chain"): 1, ("table", "top_rank"): under})]
    return {("table", "top_rank"): under, **counts_after(rule, history)}


def ten_cleared(rule: nodes.Rule, cause: str = "ten") -> Iterator[Env]:
    """The tables a hook sees once a 10 has cleared the pile and its clearer made the bonus
    play: the top cleared card is the 10 (R-SPECIAL-10, R-CLEAR-1). The bonus lead is any
    rank on the pile. With another ``cause`` (``four``), the same turn after a clear of
    another kind: the top cleared card is no 10."""
    for lead in ON_PILE:
        clearing = _play(10, 1, lead, 1) if cause == "ten" else _play(lead, 3, lead, 1)
        history = [_play(lead, 1, None, 0), clearing,
                   ("clear", {("clear", "cause"): cause, ("clear", "count"): 4}),
                   ("bonus", {}), _play(lead, 1, None, 0, bonus=True)]
        yield {("table", "top_rank"): lead, **counts_after(rule, history)}


def at_clear_by_ten(rule: nodes.Rule) -> Env:
    """The table an ``after clear`` or ``bonus`` hook sees at a clear by a 10, of a short
    pile (a 10 on one card: the clear a 10 makes at any size)."""
    history = [_play(5, 1, None, 0), _play(10, 1, 5, 1),
               ("clear", {("clear", "cause"): "ten", ("clear", "count"): 2})]
    return {("clear", "cause"): "ten", ("clear", "count"): 2, **counts_after(rule, history)}


def may_see(guards: Sequence[tuple[nodes.Expr, bool]], tables: Iterator[Env] | Sequence[Env]
            ) -> bool:
    """Whether the conditions may all hold on one of ``tables``."""
    return any(may_hold(guards, dict(t)) for t in tables)


# ---------------------------------------------------------------- the questions the checks ask
def completion_later(rule: nodes.Rule, at: tuple[str, str], s: Site
                     ) -> tuple[int, int] | None:
    """A pile of three of a kind across plays (top rank, 3) where ``s``, a restriction at a
    later moment (:data:`LATER`), bars the card completing four and nothing else the base
    game allows there, barring it on every such pile it may bind on
    (``moments.only_completion``): the clear of four refused at the turn's end or the next
    turn's start instead of with the play (R-PLAY-3, R-CLEAR-2, R-CLEAR-3)."""
    act = s.action
    if at not in LATER or not isinstance(act, nodes.Restrict) or s.times:
        return None
    piles = [(top, 3) for top in ON_PILE if may_see(s.guards, list(standing(rule, top, 3)))]
    return only_completion(act, piles)


#: The base effects still due to the next player that a clear of the pile cancels
#: (R-CLEAR-1): a passed 3's pickup (R-SPECIAL-3) and a 7's low rule (R-SPECIAL-7).
DUE_THREE = "R-SPECIAL-3"
DUE_SEVEN = "R-SPECIAL-7"


def clear_when_due(rule: nodes.Rule, at: tuple[str, str], s: Site) -> str | None:
    """The base effect (:data:`DUE_THREE` or :data:`DUE_SEVEN`) a custom clear at ``s``
    may empty while it is due to the next player: right after a 3 passed the obligation
    on (``after pass``), right after a play whose conditions hold for 3s or 7s and no
    other rank (``after play when play.rank is 7``: a 7 made a clearing card, its low rule
    never binds), or at a later moment (:data:`LATER`) whose conditions pick that
    moment out: they may hold while a passed 3's pickup or a 7's low rule stands, and on
    no pile where nothing is due (a plain rank on top, no 3 pending); else None. A clear
    whose conditions hold on any pile (``table.pile is at least 8``: a pile cap, the legal
    ``chain-sweep-after-turn``) lands on a due effect only by chance, and a custom clear
    on a play of the game (a Jack on a Queen) lands when that play has answered whatever
    was due (R-PLAY-4): neither is this."""
    if not isinstance(s.action, nodes.ClearPile):
        return None
    if at == ("pass", "after"):
        return DUE_THREE
    if at == ("play", "after"):
        # the card's own moment: a play of 3s (its pass comes after the play's hooks, on
        # the pile the clear has emptied) or of 7s, and of no other rank
        held = {r for r in RANKS for n in COMMON_COUNTS
                if may_hold(s.guards, {("play", "rank"): r, ("play", "count"): n})}
        if held and held <= {3, 7}:
            return DUE_SEVEN if held == {7} else DUE_THREE
        return None
    if at not in LATER:
        return None
    plain = [t for top in ON_PILE if top != 7 for n in (1, 2) for t in standing(rule, top, n)]
    if may_see(s.guards, plain):
        return None  # it lands on any pile (a pile cap): nothing picks the due moment out
    if may_see(s.guards, [t for n in (1, 2) for t in standing(rule, 7, n)]):
        return DUE_SEVEN  # first: a 3 passed onto a 7 is the rarer reading of "a 7 on top"
    if may_see(s.guards, [owed(rule, u) for u in ON_PILE]):
        return DUE_THREE
    return None


#: The moments whose acting player is the clearer, where a take of the top cleared card
#: may hand the clearer back the 10 that cleared: the clear itself and its bonus, and the
#: later moments of the same turn, its draw and its end (a take-up is left out: a round
#: has one a player; at the next turn the acting player is someone else).
TEN_MOMENTS: frozenset[tuple[str, str]] = frozenset({
    ("clear", "after"), ("bonus", "after"), ("bonus", "before"), ("draw", "after"),
    ("turn_end", "after")})


def hands_ten_back(rule: nodes.Rule, at: tuple[str, str],
                   facts: Sequence[nodes.Expr], take: nodes.Take) -> bool:
    """Whether ``take``, a take from the top of the cleared cards under ``facts`` at
    ``at``, may hand the clearer back the 10 that just cleared: the acting player takes
    it at the clear (or its bonus) by a 10, or later in that turn while the last clear was
    a 10's. The 10 then never leaves its player's hand (R-SPECIAL-10). The card handed
    on to another player (the redteam13 ``fair-ten-to-next``: one strong card more for
    whoever follows) is the trial's to weigh (LP804), and so is a take only at a big
    clear (the 10 clears a pile of any size; ``clear.count is at least 12`` is judged at
    a short pile, where it is false: the legal redteam24 ``fair-big-clear-one-back``)."""
    if take.source != "cleared" or take.end != "top" or at not in TEN_MOMENTS or \
            take.who.kind != "acting":
        return False
    guards = [(f, True) for f in facts]
    if at[0] in ("clear", "bonus"):
        return may_hold(guards, dict(at_clear_by_ten(rule)))
    # later in the turn: only when the conditions pick the 10's clear out (a count the
    # clear set), not on every turn (a take at every turn's end is LP403's and LP804's
    # question of how much comes back, not the 10's)
    return may_see(guards, list(ten_cleared(rule))) and \
        not may_see(guards, list(ten_cleared(rule, "four")))
