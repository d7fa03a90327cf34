"""When a hook's actions run: their guards, read over every table the guards can tell apart.

The protected-outcomes check (outcomes.py) asks of each action "on which tables does it
run, and with which counts": an action runs when its hook's ``when`` condition and every
enclosing ``if`` (or the negation, in an ``else``) hold. A :class:`Site` is one action
with those guards. Guards read a few *variables* (``play.rank``, ``table.pile``, ``hand
of acting player``, ``round.turns`` ...); each has a finite domain here (the
vocabulary's range, or for a count that grows without bound a sample of small values
and two far beyond any number a rule may write, :data:`FAR`), so whether a guard holds
on *every* table of a kind, on *some*, or only *once a count is large*, is decided by
going through every combination of the values it reads, never by guessing. A range of
many values (cards on the pile, in a hand) is sampled: its small values, a few spread
out, and every number the rule writes with its neighbours, which is where a comparison
with a constant can change its answer (a sum of two reads compared with a constant is
the one case a sample may miss). A guard that reads something with no domain (another
player's cards in a ``for each`` filter, say) raises :class:`Unknown`, and too many
combinations do too: the check then warns (LP210) instead of deciding.

The values follow the generated Python (pyexpr.py): a comparison with a read that has
no value (``play.previous_rank`` on an empty table) is false, and ``not`` of it true.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ...catalogue import vocabulary
from ...tree import nodes
from ..binding import conjuncts
from ..nodememo import NodeMemo

#: A variable a guard reads: ``("play", "rank")``, ``("table", "pile")``, or a measure of a
#: role, ``("hand", "acting")``.
Var = tuple[str, str]
Env = Mapping[Var, object]

#: Values of a count that grows without bound beyond every number a rule may write
#: (SandboxPolicy: numbers up to 1,000,000), one odd, one even.
FAR = (1_000_001, 1_000_002)
#: Small values of an unbounded count; a guard false only at these holds "once it is large".
NEAR = tuple(range(0, 41))
#: A range of more values than this (cards on the pile, in a hand) is sampled.
WIDE = 16
#: Most combinations gone through for one question; beyond it the answer is UNKNOWN.
MAX_COMBINATIONS = 20_000
#: The namespace of a rule's own counts as a guard variable: ``(COUNT, "threes")`` (no
#: event or table namespace has this name: it is not a word).
COUNT = "count "
#: Reads that have no value on an empty table (pyexpr: nullable attributes).
_NULLABLE = frozenset({("play", "previous_rank"), ("table", "top_rank")})


class Unknown(Exception):  # noqa: N818 - a signal, not an error
    """A guard reads something this analysis gives no domain to."""


@dataclass(frozen=True, slots=True)
class Site:
    """One action of one hook, with the guards under which it runs (innermost last)."""

    hook: nodes.Hook
    action: nodes.Action
    guards: tuple[tuple[nodes.Expr, bool], ...]  #: (condition, must hold) pairs
    times: tuple[nodes.Expr, ...] = ()  #: the counts of enclosing ``repeat``s
    loop: nodes.Role | None = None  #: the players of the innermost ``for each``


def sites(hook: nodes.Hook) -> tuple[Site, ...]:
    """Every action of ``hook`` with its guards, in source order (kept while the hook
    lives: nodememo.py)."""
    return _SITES(hook)


def hook_sites(hook: nodes.Hook) -> tuple[Site, ...]:
    """:func:`sites`, worked out."""
    out: list[Site] = []
    start = ((hook.condition, True),) if hook.condition is not None else ()

    def walk(body: Sequence[nodes.Stmt], guards: tuple[tuple[nodes.Expr, bool], ...],
             times: tuple[nodes.Expr, ...], loop: nodes.Role | None) -> None:
        for stmt in body:
            if isinstance(stmt, nodes.If):
                walk(stmt.then, (*guards, (stmt.condition, True)), times, loop)
                walk(stmt.orelse, (*guards, (stmt.condition, False)), times, loop)
            elif isinstance(stmt, nodes.Repeat):
                walk(stmt.body, guards, (*times, stmt.count), loop)
            elif isinstance(stmt, nodes.ForEach):
                walk(stmt.body, guards, times, stmt.players)
            elif isinstance(stmt, nodes.Loop):
                continue  # never runs: LP401 rejects it
            elif isinstance(stmt, nodes.Action):
                out.append(Site(hook, stmt, guards, times, loop))

    walk(hook.body, start, (), None)
    return tuple(out)


_SITES = NodeMemo(hook_sites)


# ---------------------------------------------------------------- variables and domains
def reads(expr: nodes.Expr, out: set[Var]) -> None:
    """Add the variables ``expr`` reads to ``out``; raise Unknown for one with no domain."""
    if isinstance(expr, nodes.Number | nodes.RankLit | nodes.Bool | nodes.Word):
        return
    if isinstance(expr, nodes.Attribute):
        out.add((expr.namespace, expr.name))
        return
    if isinstance(expr, nodes.CountRef):  # a rule's own count: it may grow without bound
        out.add((COUNT, expr.name))
        return
    if isinstance(expr, nodes.Measure):
        if expr.player.kind in vocabulary.ROLES and not vocabulary.ROLES[expr.player.kind].plural \
                and expr.player.kind != "that" and _keyed(expr.player):
            out.add((expr.measure, role_key(expr.player)))
            return
        role = vocabulary.ROLES.get(expr.player.kind, vocabulary.ROLES["acting"])
        raise Unknown(f"'{expr.measure} of {role.phrase}'")
    if isinstance(expr, nodes.Compare | nodes.Arith):
        reads(expr.left, out)
        reads(expr.right, out)
        return
    if isinstance(expr, nodes.OneOf):
        reads(expr.item, out)
        for o in expr.options:
            reads(o, out)
        return
    if isinstance(expr, nodes.Parity | nodes.Not):
        reads(expr.operand, out)
        return
    if isinstance(expr, nodes.Multiple):
        reads(expr.operand, out)
        reads(expr.divisor, out)
        return
    if isinstance(expr, nodes.BoolOp):
        for o in expr.operands:
            reads(o, out)
        return
    raise Unknown("a value the analysis cannot read")


def unbounded(var: Var) -> bool:
    """Whether ``var`` is a count that grows without bound (``round.turns``, ``turn.number``)."""
    ns, name = var
    if ns == COUNT:
        return True
    if ns in vocabulary.TABLE:
        info = vocabulary.TABLE[ns].get(name)
    elif ns in vocabulary.MEASURES:
        return False
    else:
        info = vocabulary.event_attributes(ns).get(name)
    return info is not None and info.type == "number" and info.hi is None


def constants(exprs: Iterable[nodes.Expr]) -> frozenset[int]:
    """Every whole number written in ``exprs`` (the thresholds their comparisons test)."""
    return frozenset(n.value for e in exprs for n in e.walk()
                     if isinstance(n, nodes.Number | nodes.RankLit))


def _sampled(lo: int, hi: int, near: frozenset[int]) -> tuple[int, ...]:
    """The values of a wide range a question goes through: the small ones, a few spread
    out, and every number the rule writes with its neighbours (where a comparison with
    it can change its answer)."""
    picked = set(range(lo, min(hi, lo + 8) + 1)) | {v for v in (13, 20, 30, 40, hi) if lo <= v}
    picked |= {c + d for c in near for d in (-1, 0, 1) if lo <= c + d <= hi}
    return tuple(sorted(picked))


def domain(var: Var, fixed: Mapping[Var, tuple[object, ...]],
           near: frozenset[int] = frozenset()) -> tuple[object, ...]:
    """The values ``var`` may take; ``fixed`` overrides (the question's own domains).
    A range wider than :data:`WIDE` is sampled (:func:`_sampled`) around ``near``."""
    if var in fixed:
        return fixed[var]
    ns, name = var
    if ns == COUNT:  # a rule's own count: any number it may be set to, small or far
        return (-1, *NEAR, *FAR)
    if ns in vocabulary.MEASURES:
        return _sampled(0, vocabulary.DECK, near)
    info = vocabulary.TABLE[ns].get(name) if ns in vocabulary.TABLE else \
        vocabulary.event_attributes(ns).get(name)
    if info is None:
        raise Unknown(f"'{ns}.{name}'")
    values: tuple[object, ...]
    if info.type == "truth":
        values = (False, True)
    elif info.type == "word":
        values = info.choices
    elif info.type in ("number", "rank"):
        lo = info.lo if info.lo is not None else 0
        if info.hi is None:
            values = tuple(v for v in NEAR if v >= lo) + FAR
        elif info.hi - lo > WIDE:
            values = _sampled(lo, info.hi, near)
        else:
            values = tuple(range(lo, info.hi + 1))
    else:
        raise Unknown(f"'{ns}.{name}'")
    if var in _NULLABLE:
        values = (None, *values)
    return values


def domains(vars_: Sequence[Var], fixed: Mapping[Var, tuple[object, ...]],
            near: frozenset[int] = frozenset()) -> list[tuple[object, ...]]:
    """The domain of each of ``vars_`` (:func:`domain`), whose product :func:`combinations`
    goes through; Unknown when it has more than :data:`MAX_COMBINATIONS` tables."""
    doms = [domain(v, fixed, near) for v in vars_]
    total = 1
    for d in doms:
        total *= len(d)
    if total > MAX_COMBINATIONS:
        raise Unknown(f"{total:,} combinations of {', '.join(show(v) for v in vars_)}")
    return doms


def combinations(vars_: Sequence[Var], fixed: Mapping[Var, tuple[object, ...]],
                 keep: Callable[[Env], bool] = lambda env: True,
                 near: frozenset[int] = frozenset()) -> Iterator[dict[Var, object]]:
    """Every combination of the values of ``vars_`` that ``keep`` accepts (wide ranges
    sampled around the numbers ``near``); Unknown when there are more than
    :data:`MAX_COMBINATIONS`."""
    for values in itertools.product(*domains(vars_, fixed, near)):
        env = dict(zip(vars_, values, strict=True))
        if keep(env):
            yield env


def show(var: Var) -> str:
    """How a rule writes ``var``."""
    ns, name = var
    if ns == COUNT:
        return f'count "{name}"'
    if ns in vocabulary.MEASURES:
        return f"{ns} of {_role_phrase(name)}"
    return f"{ns}.{name}"


def role_key(role: nodes.Role) -> str:
    """The name of a single role in a variable: its kind, and for a relative role (issue
    14) the role it is beside too: ``left_of dealer`` is another player than
    ``left_of acting``."""
    if role.of is not None:
        return f"{role.kind} {role_key(role.of)}"
    return role.kind


def _keyed(role: nodes.Role) -> bool:
    """Whether every role in ``role`` is a known single role other than ``that player``."""
    info = vocabulary.ROLES.get(role.kind)
    if info is None or info.plural or role.kind == "that":
        return False
    return role.of is None or _keyed(role.of)


def _role_phrase(key: str) -> str:
    kind, _, rest = key.partition(" ")
    if kind in vocabulary.RELATIVE_ROLES and rest:
        return f"{vocabulary.RELATIVE_ROLES[kind][0]} the {_role_phrase(rest)}"
    return vocabulary.ROLES[kind].phrase


# ---------------------------------------------------------------- values
def value(expr: nodes.Expr, env: Env) -> object:
    """The value of ``expr`` on the table ``env`` (None for a read with no value)."""
    if isinstance(expr, nodes.Number | nodes.RankLit | nodes.Bool):
        return expr.value
    if isinstance(expr, nodes.Word):
        return expr.value.lower()
    if isinstance(expr, nodes.Attribute):
        return env[(expr.namespace, expr.name)]
    if isinstance(expr, nodes.CountRef):
        return env[(COUNT, expr.name)]
    if isinstance(expr, nodes.Measure):
        return env[(expr.measure, role_key(expr.player))]
    if isinstance(expr, nodes.Arith):
        a, b = value(expr.left, env), value(expr.right, env)
        if not isinstance(a, int) or not isinstance(b, int):
            return None
        return a + b if expr.op == "+" else a - b
    return holds(expr, env)


_OPS: dict[str, Callable[[object, object], bool]] = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,  # type: ignore[operator]
    ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,  # type: ignore[operator]
}


def holds(expr: nodes.Expr, env: Env) -> bool:
    """Whether the condition ``expr`` holds on the table ``env``."""
    if isinstance(expr, nodes.Compare):
        a, b = value(expr.left, env), value(expr.right, env)
        if a is None or b is None:
            return False
        if isinstance(a, str) or isinstance(b, str):
            return _OPS[expr.op](str(a), str(b)) if expr.op in ("==", "!=") else False
        return _OPS[expr.op](a, b)
    if isinstance(expr, nodes.OneOf):
        item = value(expr.item, env)
        if item is None:
            return False
        options = [value(o, env) for o in expr.options]
        found = any(o is not None and (str(o) == str(item) if isinstance(item, str) else o == item)
                    for o in options)
        return found != expr.negated
    if isinstance(expr, nodes.Parity):
        v = value(expr.operand, env)
        return isinstance(v, int) and (v % 2 == 0) == expr.even
    if isinstance(expr, nodes.Multiple):
        v, d = value(expr.operand, env), value(expr.divisor, env)
        if not isinstance(v, int) or not isinstance(d, int) or d < 1:
            return False
        if v in FAR:  # "some large value": one far value is a multiple of every step, the
            # other of none, so a periodic guard on a growing count holds (and fails) however
            # large it gets, as it does in play: it never makes a hook stop for good
            return (v == FAR[1]) != expr.negated
        return (v % d == 0) != expr.negated
    if isinstance(expr, nodes.BoolOp):
        if expr.op == "and":
            return all(holds(o, env) for o in expr.operands)
        return any(holds(o, env) for o in expr.operands)
    if isinstance(expr, nodes.Not):
        return not holds(expr.operand, env)
    if isinstance(expr, nodes.Bool):
        return expr.value
    if isinstance(expr, nodes.Attribute):
        return bool(env[(expr.namespace, expr.name)])
    raise Unknown("a condition the analysis cannot read")


def guard_reads(guards: Sequence[tuple[nodes.Expr, bool]]) -> set[Var] | None:
    """The variables the conditions ``guards`` read, or None when one reads a value with
    no domain (a player's measure of a role with no key)."""
    seen: set[Var] = set()
    try:
        for cond, _ in guards:
            reads(cond, seen)
    except Unknown:
        return None
    return seen


def widened(site: Site) -> Site:
    """``site`` with every part of its guards that the analysis cannot read left out.

    Such a part (``acting player is last winner``: who that is has no domain here) can
    only narrow the tables the site runs at, so the widened site runs wherever the site
    does, and more. A question of some table ("does it cancel the draw anywhere?") that
    the widened sites answer no answers no for the sites; so does a question of every
    table ("does it act on every turn?") that they answer no. Where they answer yes, the
    part left out decides, and the question stays undecided (LP210).
    """
    parts: list[tuple[nodes.Expr, bool]] = []
    for g, want in conjuncts(site.guards):
        try:
            reads(g, set())
        except Unknown:
            continue
        parts.append((g, want))
    return Site(site.hook, site.action, tuple(parts), site.times, site.loop)


def runs(site: Site, env: Env) -> bool:
    """Whether ``site``'s guards all hold on ``env``."""
    return all(holds(cond, env) == want for cond, want in site.guards)


def site_reads(site: Site, extra: Sequence[nodes.Expr] = ()) -> set[Var]:
    """The variables ``site``'s guards (and ``extra`` expressions) read."""
    out: set[Var] = set()
    for cond, _ in site.guards:
        reads(cond, out)
    for e in (*site.times, *extra):
        reads(e, out)
    return out


def times(site: Site, env: Env) -> int:
    """How many times ``site`` runs when its guards hold (its ``repeat`` counts multiplied)."""
    n = 1
    for t in site.times:
        v = value(t, env)
        n *= v if isinstance(v, int) and v > 0 else 0
    return n
