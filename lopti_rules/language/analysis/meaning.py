"""What a rule means, whatever its spelling: one canonical tree, and its text (R-VOTE-7).

A removed rule may come back only by a vote (R-VOTE-7), so the session must know it
under any spelling; a book that holds the same hook twice (LP506) must be told so
however the two are written; and the gate (``tools.bookgate``) keeps its verdicts by
what a book means. All three ask :func:`canonical` here (``identity.meaning_text``
reads a file's text into it), which rewrites a validated tree (``static_type`` filled
in) into one spelling per meaning:

- **ranks**: a number where a rank is compared or named is that rank (``14`` is ``A``;
  ``Ace`` and ``ace`` are read as ``A`` by the parser and phone-typing repair already);
- **comparisons**: the value on the right (``14 is play.rank`` is ``play.rank is A``);
  whole numbers only, so ``is greater than 3`` is ``is at least 4`` and ``is less than
  3`` is ``is at most 2``; on a rank, the ends of the deck close a range: ``is at least
  A`` is ``is A`` (A is the highest), ``is at most 2`` is ``is 2``; ``is one of A`` is
  ``is A``, and the options of ``one of`` are sorted and counted once;
- **plays allowed**: a restriction of the next play is the set of ranks it leaves
  playable (``must be 7 or lower`` is ``must be one of 2, 3, 4, 5, 6, 7``), a rule's
  permissions the set of (rank, top) pairs they add (:mod:`.meaningplays`);
- **negation**: pushed down to the comparisons (``not play.rank is not A`` is
  ``play.rank is A``; ``not (a and b)`` is ``not a or not b``), twice ``not`` is none,
  and a truth compared with ``true``/``false`` is the truth itself or its negation
  (``play.bonus is false`` is ``not play.bonus``);
- **always true**: a comparison of an attribute with a number its range always meets
  (``pickup.count is at least 1``: a pickup takes one card or more; ``play.rank is at
  most A``) is ``true``; ``a and true`` is ``a``, ``a or true`` is ``true``, and a hook
  whose condition is always true has none (the same rule spelt with an empty guard);
- **and / or**: the hook's guard in conjunctive normal form (:mod:`.meaningcnf`: ``a and
  (b or c)`` is ``(a and b) or (a and c)``, a clause another implies dropped); nested
  terms flattened, sorted, each counted once; equalities of one thing joined by ``or``
  are one ``one of`` (``play.rank is J or play.rank is Q`` is ``play.rank is one of J,
  Q``), inequalities joined by ``and`` one ``not one of``; things said equal by ``and``
  read as one (:mod:`.meaningequal`: ``x is y and y is 5`` is ``x is 5 and y is 5``);
- **sets of values**: a comparison of one thing with whole numbers, and an ``and`` or
  ``or`` of several on the same thing, is the set of values it lets through, written one
  way per set (:mod:`.meaningsets`: ``play.rank is at least J and play.rank is not A`` is
  ``play.rank is one of J, Q, K``);
- **residues**: ``even``, ``odd`` and ``a multiple of`` are one residue modulo a
  divisor, a number added to the thing taken modulo it (``round.turns + 1 is odd`` and
  ``round.turns is a multiple of 2`` are ``round.turns is even``), and on a thing with
  few values the set it lets through (:func:`.meaningsets.residue`);
- **two sides**: two things of the game one way round, numbers on the right (:mod:`.meaningsides`);
- **arithmetic**: a number added to a thing of the game moves to the other side (``x + 1
  is at least 4`` is ``x is at least 3``), a thing summed twice is gathered (:mod:`.meaningsums`:
  ``x + x is at least 4`` is ``x is at least 2``, in ``one of`` and residues too); numbers
  only are folded, a thing an ``and`` pins read as its number (:mod:`.meaningequal`); a
  player's three zones summed are their ``cards``; in a ``turn`` or ``turn_end`` hook
  ``round.turns`` is the event's ``number``;
- **repeated draws**: hooks on one event in a row under one guard that only draw are one;
- **blocks**: ``repeat`` of a number, ``if`` of a folded condition and ``for each``
  around one action of ``that player`` are written out, and draws of one player one after
  the other are one draw (:mod:`.meaningbody`); a body that is one ``if`` with one branch
  is the hook's guard (``after clear: if clear.cause is ten: X`` is ``after clear when
  clear.cause is ten: X``), except in a rule that reads ``rule.fired`` (:func:`foldable`);
- **words**: a word attribute compared with its words is the set of words it lets
  through (``pickup.reason is not choice`` is ``pickup.reason is one of obligation,
  blind``), within the words the book can make happen (``rule`` and ``custom`` need a
  rule that makes a pickup or a clear: ``meaningsets.unmade``);
- **roles**: ``every player`` is ``every player still in`` (``view.still_in``), the acting
  player whichever word names it (``the clearer``), a duel's players in one order, ``before
  play`` as ``after`` (:mod:`.meaningplayed`); guards on what the event fixes (:mod:`.meaningheld`);
- **counts**: a count set once, in a hook's body, from the game, and read only after it
  in that hook is the value set (``set "size" to pickup.count; if count "size" is at
  least 6`` is ``if pickup.count is at least 6``: :mod:`.meaningcounts`);
- **rule layout**: hooks ordered by (timing, event), keeping the order of two hooks on
  the same event; permissions and counts sorted. Names, comments, layout, case and phone
  typing take no part (the formatter reads it back).

Anything not listed keeps its spelling: two texts that differ there are different rules,
which errs on the side of a vote. The rewrite is on the tree, never on text.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import fields, replace
from typing import TypeVar

from ..tree import nodes
from . import (
    meaningbody,
    meaningcnf,
    meaningcounts,
    meaningequal,
    meaningheld,
    meaningplays,
    meaningseats,
    meaningsets,
    meaningsides,
    meaningsums,
    meaningturns,
)
from .meaningplayed import duel, played
from .nodememo import NodeMemo

N = TypeVar("N", bound=nodes.Node)

LOWEST_RANK, HIGHEST_RANK = 2, 14
#: a comparison and the one that holds exactly when it does not
NEGATED = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}
#: a comparison with its sides swapped
FLIPPED = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}


def canonical(book: nodes.RuleBook,
              among: Iterable[nodes.RuleBook] | None = None) -> nodes.RuleBook:
    """``book`` in one spelling per meaning (a new tree; ``book`` is left as it is).

    Read the types the validator wrote (``static_type``): validate the book first
    (``identity.meaning_text`` does). ``among``: every file of the book ``book`` is one
    file of (by default, ``book`` alone): what the other files' rules make counts
    (``meaningsets.unmade``)."""
    gone = meaningsets.unmade([book] if among is None else among)
    rules = tuple(canonical_rule(r, gone) for r in book.rules)
    return replace(book, rules=rules)


def canonical_rule(rule: nodes.Rule, unmade: Unmade = frozenset()) -> nodes.Rule:
    """One rule in canonical form: its hooks, permissions and counts (see the module).
    ``unmade``: as :func:`canonical_hook`."""
    rule = meaningcounts.unaliased(rule)
    hooks = [h for _, h in merged_hooks(rule, unmade)]
    order = {key: i for i, key in enumerate(sorted({(h.timing, h.event) for h in hooks}))}
    hooks.sort(key=lambda h: order[(h.timing, h.event)])  # stable: same-event order kept
    permits = sorted({repr(p): p for p in map(_rewrite, rule.permits)}.items())
    counts = sorted({repr(c): c for c in rule.counts}.items())
    return replace(rule, hooks=tuple(hooks),
                   permits=meaningplays.permits(tuple(p for _, p in permits)),
                   counts=tuple(c for _, c in counts))


def merged_hooks(rule: nodes.Rule, unmade: Unmade = frozenset()
                 ) -> list[tuple[nodes.Hook, nodes.Hook]]:
    """The hooks of ``rule`` in canonical form, each with the first hook it was made of:
    hooks on one event one after the other under the same guard that only draw are one
    hook (``after deal when X: dealer draws 1 card`` twice is ``after deal when X: dealer
    draws 2 cards``), when the guard reads nothing a draw changes
    (:func:`meaningbody.draws_only`): the engine applies each hook's effects after it,
    so the second sees the game the first left, where the guard holds again and the
    draw lands on the same player(s)."""
    rule = meaningcounts.unaliased(rule)
    fold = foldable(rule)
    out: list[tuple[nodes.Hook, nodes.Hook]] = []
    for hook in rule.hooks:
        here = canonical_hook(hook, fold=fold, unmade=unmade)
        if out and meaningbody.draws_only(here) and meaningbody.draws_only(out[-1][1]) and (
                (here.timing, here.event, repr(here.condition)) == (
                out[-1][1].timing, out[-1][1].event, repr(out[-1][1].condition))):
            first, before = out[-1]
            out[-1] = (first, replace(before, body=meaningbody.statements(
                before.body + here.body, negate)))
        else:
            out.append((hook, here))
    return out


def canonical_hook(hook: nodes.Hook, *, fold: bool = True,
                   unmade: Unmade = frozenset()) -> nodes.Hook:
    """One hook in canonical form (its condition and every statement of its body).

    ``fold``: a body that is one ``if`` with one empty branch is the hook's guard (see
    :func:`foldable`: not when the rule reads how often it fired). ``unmade``: words of an
    attribute that no rule of the book makes (``meaningsets.unmade``), so not among what
    the attribute can be: in a book where no rule makes anyone pick up the pile,
    ``pickup.reason is not choice`` is ``pickup.reason is one of obligation, blind``."""
    token = _EVENT.set(hook.event)
    words = meaningsets.UNMADE.set(unmade)
    where = meaningseats.HOOK.set((hook.timing, hook.event))
    turns = meaningseats.TURNS.set(meaningseats.REVERSED not in unmade)
    try:
        out = _rewrite(meaningheld.held(hook))  # a guard on what the event fixes
        out = replace(out, body=meaningbody.statements(out.body, negate))
        while fold and (inner := _lone_if(out.body)) is not None:
            condition, body = inner
            if out.condition is not None:
                condition = _bool_op(nodes.BoolOp(
                    op="and", operands=(out.condition, condition), static_type="truth",
                    line=condition.line, column=condition.column))
            out = replace(out, condition=condition, body=body)
        if out.condition is not None:
            out = replace(out, condition=meaningcnf.cnf(out.condition, _joined))
            out = meaningequal.pinned_hook(out, _rewrite, negate)  # its pins, in the body
    finally:
        meaningseats.TURNS.reset(turns)
        meaningseats.HOOK.reset(where)
        meaningsets.UNMADE.reset(words)
        _EVENT.reset(token)
    if isinstance(out.condition, nodes.Bool) and out.condition.value:
        out = replace(out, condition=None)
    if (same := meaningseats.coinciding(out) or played(out)) is not None:  # one moment
        return canonical_hook(same, fold=fold, unmade=unmade)
    return out


def truth(e: nodes.Expr, timing: str, event: str) -> bool | None:
    """Whether the game decides the comparison ``e`` in a ``timing event`` hook: True when
    it always holds, False when it never does (a range its thing never reaches:
    ``hand of dealer is less than 0``, ``play.rank is more than A``), else None."""
    token = _EVENT.set(event)
    where = meaningseats.HOOK.set((timing, event))
    try:
        out = _rewrite(e)
    finally:
        meaningseats.HOOK.reset(where)
        _EVENT.reset(token)
    return out.value if isinstance(out, nodes.Bool) else None


def _joined(op: str, operands: tuple[nodes.Expr, ...]) -> nodes.Expr:
    """The canonical ``and``/``or`` of ``operands`` (meaningcnf.py builds with it)."""
    return _bool_op(nodes.BoolOp(op=op, operands=operands,  # type: ignore[arg-type]
                                 static_type="truth", line=operands[0].line,
                                 column=operands[0].column))


def _lone_if(body: tuple[nodes.Stmt, ...]) -> tuple[nodes.Expr, tuple[nodes.Stmt, ...]] | None:
    """A body that is one ``if`` with one empty branch, as (the condition under which the
    other runs, that branch); None for any other body. ``after clear: if clear.cause is
    ten: X`` is ``after clear when clear.cause is ten: X``, as the effects a hook asks for
    are what its body pushes (codegen) and a hook whose guard fails pushes none."""
    if len(body) != 1 or not isinstance(stmt := body[0], nodes.If):
        return None
    if stmt.then and not stmt.orelse:
        return stmt.condition, stmt.then
    if stmt.orelse and not stmt.then:
        return negate(stmt.condition), stmt.orelse
    return None


def foldable(rule: nodes.Rule) -> bool:
    """Whether the ``if`` of a hook's body may be read as its guard in ``rule``: not when
    the rule reads ``rule.fired``, which counts the hooks whose guard let them run
    (``play.firings``), so there the two spellings count differently."""
    return not any(isinstance(n, nodes.Attribute) and (n.namespace, n.name) == (
        "rule", "fired") for n in rule.walk())


#: the event of the hook being rewritten: its own attributes' ranges (per context: threads)
_EVENT: ContextVar[str] = ContextVar("_EVENT", default="")


def _always(op: str, left: nodes.Expr, right: nodes.Expr) -> bool:
    """Whether ``left op right`` holds whatever the game: an attribute of the hook's event
    or the table compared with a number its range always meets."""
    from ..catalogue import vocabulary

    if not isinstance(left, nodes.Attribute) or not isinstance(right, nodes.Number
                                                                | nodes.RankLit):
        return False
    attr = vocabulary.attribute(_EVENT.get(), left.namespace, left.name)
    if attr is None:
        return False
    lo, hi, v = attr.lo, attr.hi, right.value
    return bool(
        (op == ">=" and lo is not None and v <= lo)
        or (op == "<=" and hi is not None and v >= hi)
        or (op == "!=" and ((lo is not None and v < lo) or (hi is not None and v > hi))))


def hook_key(hook: nodes.Hook, *, fold: bool = True, unmade: Unmade = frozenset()) -> str:
    """What one hook means, as a key: equal for two hooks that mean the same (the
    ``repr`` of its canonical tree, which leaves out spans and types; no formatter).
    ``fold`` and ``unmade``: as :func:`canonical_hook` (pass :func:`foldable` of the
    hook's rule and ``meaningsets.unmade`` of its book). Kept while the hook lives
    (nodememo.py), one key per context."""
    keys = _HOOK_KEYS(hook)
    context = (fold, unmade)
    key = keys.get(context)
    if key is None:
        key = keys[context] = repr(canonical_hook(hook, fold=fold, unmade=unmade))
    return key


def rule_hook_keys(rule: nodes.Rule, unmade: Unmade = frozenset()
                   ) -> list[tuple[nodes.Hook, str]]:
    """Each hook of ``rule`` with its :func:`hook_key`, hooks that only repeat a draw
    as one (:func:`merged_hooks`: keyed by the first), a count that only holds one hook's
    value written out (:func:`.meaningcounts.unaliased`)."""
    rule = meaningcounts.unaliased(rule)
    fold = foldable(rule)
    events = [(h.timing, h.event) for h in rule.hooks]
    if len(set(events)) == len(events) or len(
            merged := merged_hooks(rule, unmade)) == len(rule.hooks):
        return [(h, hook_key(h, fold=fold, unmade=unmade)) for h in rule.hooks]
    return [(first, repr(hook)) for first, hook in merged]


#: Words of an attribute that no rule of a book makes (``meaningsets.UNMADE``).
Unmade = frozenset[tuple[str, str, str]]

_HOOK_KEYS: NodeMemo[nodes.Hook, dict[tuple[bool, Unmade], str]] = NodeMemo(lambda _: {})


def hook_meaning(hook: nodes.Hook) -> str:
    """The canonical text of one hook: two hooks that mean the same have the same text."""
    from ..present.formatter import hook_text

    return hook_text(canonical_hook(hook))


def rule_meaning(rule: nodes.Rule, unmade: Unmade = frozenset()) -> str:
    """What one rule means, as text: its hooks, permissions and counts in canonical form,
    its name left out. ``unmade``: as :func:`canonical_hook`."""
    from ..present.formatter import count_text, hook_text, permit_text

    rule = canonical_rule(rule, unmade)
    parts = [hook_text(h) for h in rule.hooks]
    parts += [permit_text(p) for p in rule.permits]
    parts += [count_text(c) for c in rule.counts]
    return "\n".join(parts)


def book_meaning(book: nodes.RuleBook) -> str:
    """What a validated book means, as text: every rule's :func:`rule_meaning`, in order,
    rule names left out. Two files with the same meaning text are the same rule
    (R-VOTE-7)."""
    gone = meaningsets.unmade([book])
    return "\n\n".join(rule_meaning(r, gone) for r in book.rules)


# ---------------------------------------------------------------- the rewrite


def _rewrite(node: N) -> N:
    """``node`` with every child rewritten, then itself (bottom up)."""
    changes: dict[str, object] = {}
    for f in fields(node):
        if not f.init:
            continue
        value = getattr(node, f.name)
        if isinstance(value, nodes.Node):
            new: object = _rewrite(value)
            if f.name == "where" and isinstance(node, nodes.Role) and not isinstance(
                    new, nodes.Compare):
                # a filter is one comparison: one that every player meets is no filter
                # (``every player whose hand is at least 0`` is ``every player``), and
                # one its set writes otherwise keeps its spelling
                if isinstance(new, nodes.Bool) and new.value:
                    return _local(replace(node, kind="every", where=None))  # type: ignore[return-value]
                new = value
        elif isinstance(value, tuple) and any(isinstance(v, nodes.Node) for v in value):
            new = tuple(_rewrite(v) if isinstance(v, nodes.Node) else v for v in value)
        else:
            continue
        if new is not value:
            changes[f.name] = new
    out = replace(node, **changes) if changes else node  # type: ignore[arg-type]
    return _local(out)  # type: ignore[return-value]


def _local(node: nodes.Node) -> nodes.Node:
    if isinstance(node, nodes.Compare):  # "no play yet" as a turn begins is its first
        return _compare(meaningturns.first_turn(node, _EVENT.get()))
    if isinstance(node, nodes.OneOf):
        return _one_of(node)
    if isinstance(node, nodes.Not):
        return negate(node.operand)
    if isinstance(node, nodes.BoolOp):
        return _bool_op(node)
    if isinstance(node, nodes.Role):
        return meaningseats.seat(_role(node))
    if isinstance(node, nodes.Give | nodes.Roshambo):  # a give by side, a duel's order
        return meaningseats.give(node) if isinstance(node, nodes.Give) else duel(node)
    if isinstance(node, nodes.Restrict | nodes.Permit):
        return _ranked(node)
    if isinstance(node, nodes.Arith):
        return _arith(node)
    if isinstance(node, nodes.Attribute) and (node.namespace, node.name) == (
            "round", "turns") and (event := _EVENT.get()) in TURN_EVENTS:
        # a turn's number is the round's turns at its start and end: the event's spelling
        return replace(node, namespace=event, name="number")
    if isinstance(node, nodes.Parity | nodes.Multiple):
        return meaningsets.residue(node, _EVENT.get())
    return node


#: events whose ``number`` is the round's turns so far (``round.turns``)
TURN_EVENTS = frozenset({"turn", "turn_end"})


def _arith(e: nodes.Arith) -> nodes.Expr:
    """Two numbers are their value (``1 + 1`` is ``2``), one's zones their ``cards``."""
    if e.op == "+":
        summed = meaningsides.zones(e)
        if not isinstance(summed, nodes.Arith):
            return summed
        e = summed
    if isinstance(e.left, nodes.Number) and isinstance(e.right, nodes.Number):
        value = e.left.value + e.right.value if e.op == "+" else e.left.value - e.right.value
        return nodes.Number(value=value, static_type=e.static_type, line=e.line, column=e.column)
    return e


def _as_set(e: nodes.Expr) -> nodes.Expr:
    """A condition on one whole number written as its set of values (meaningsets.py)."""
    term = meaningsets.term_set(e, _EVENT.get())
    return e if term is None else meaningsets.render(term)


#: attribute names whose value is a rank, for a tree the validator has not typed yet
RANK_ATTRIBUTES = frozenset({"rank", "previous_rank", "top_rank"})


def _is_rank(e: nodes.Expr) -> bool:
    return (e.static_type == "rank" or isinstance(e, nodes.RankLit)
            or (isinstance(e, nodes.Attribute) and e.name in RANK_ATTRIBUTES))


def _as_rank(e: nodes.Expr) -> nodes.Expr:
    """A whole number that stands for a rank, as that rank (``14`` is ``A``)."""
    if isinstance(e, nodes.Number) and LOWEST_RANK <= e.value <= HIGHEST_RANK:
        return nodes.RankLit(value=e.value, static_type="rank")
    return e


def _literal(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Number | nodes.RankLit | nodes.Word | nodes.Bool | nodes.Text)


def _compare(c: nodes.Compare) -> nodes.Expr:
    if (summed := meaningsums.gathered(c)) is not None:  # ``x + x is 4`` is ``x is 2``
        return _compare(summed) if isinstance(summed, nodes.Compare) else summed
    op, left, right = c.op, c.left, c.right
    if _literal(left) and not _literal(right):  # the value on the right
        op, left, right = FLIPPED[op], right, left
    elif (two := meaningsides.sides(op, left, right)) is not None:  # two things of the game
        op, left, right = two
    while (isinstance(left, nodes.Arith) and isinstance(left.right, nodes.Number)
           and isinstance(left.left, nodes.Attribute | nodes.Arith | nodes.Measure)
           and isinstance(right, nodes.Number) and not _is_rank(left.left)):
        # a number added on the left is taken away on the right: ``play.count + 1 is at
        # least 4`` is ``play.count is at least 3`` (whole numbers; an attribute of the
        # game is small, so no sum of it reaches the sandbox's limit, as a count's may)
        shift = left.right.value if left.op == "+" else -left.right.value
        left, right = left.left, replace(right, value=right.value - shift)
    if isinstance(right, nodes.Bool) and op in ("==", "!=") and not _literal(left):
        holds = right.value == (op == "==")  # ``play.bonus is false`` is ``not play.bonus``
        return left if holds else negate(left)
    if _is_rank(left) or _is_rank(right):
        left, right = _as_rank(left), _as_rank(right)
    if isinstance(right, nodes.Number | nodes.RankLit):  # whole numbers: strict is not
        if op == ">":
            op, right = ">=", replace(right, value=right.value + 1)
        elif op == "<":
            op, right = "<=", replace(right, value=right.value - 1)
    if isinstance(right, nodes.RankLit) and _is_rank(left):  # the ends of the deck
        if (op == ">=" and right.value == HIGHEST_RANK) or (
                op == "<=" and right.value == LOWEST_RANK):
            op = "=="
    if _always(op, left, right):
        return nodes.Bool(value=True, static_type="truth", line=c.line, column=c.column)
    if isinstance(left, nodes.Number | nodes.RankLit) and isinstance(
            right, nodes.Number | nodes.RankLit):  # a guard of numbers only: folded
        holds = _HOLDS[op](left.value, right.value)
        return nodes.Bool(value=holds, static_type="truth", line=c.line, column=c.column)
    return _as_set(replace(c, op=op, left=left, right=right))


_HOLDS = meaningturns.OPS


def _sorted_unique(exprs: tuple[nodes.Expr, ...]) -> tuple[nodes.Expr, ...]:
    """Sorted by their ``repr`` (spans and types left out), each once."""
    return tuple(e for _, e in sorted({repr(e): e for e in exprs}.items()))


def _one_of(o: nodes.OneOf) -> nodes.Expr:
    if (summed := meaningsums.options(o.item, o.options)) is not None:  # x + x is one of 4
        if not summed[1]:
            return nodes.Bool(value=o.negated, static_type="truth", line=o.line, column=o.column)
        o = replace(o, item=summed[0], options=summed[1])
    options = o.options
    if _is_rank(o.item) or any(isinstance(x, nodes.RankLit) for x in options):
        options = tuple(_as_rank(x) for x in options)
    options = _sorted_unique(options)
    if len(options) == 1:
        return _compare(nodes.Compare(op="!=" if o.negated else "==", left=o.item,
                                      right=options[0], static_type="truth",
                                      line=o.line, column=o.column))
    return _as_set(replace(o, options=options))


def negate(e: nodes.Expr) -> nodes.Expr:
    """The canonical expression that holds exactly when ``e`` (canonical) does not."""
    if isinstance(e, nodes.Not):
        return e.operand
    if isinstance(e, nodes.Compare):
        return _compare(replace(e, op=NEGATED[e.op]))
    if isinstance(e, nodes.OneOf | nodes.Multiple):
        return replace(e, negated=not e.negated)
    if isinstance(e, nodes.Parity):
        return replace(e, even=not e.even)
    if isinstance(e, nodes.BoolOp):
        return _bool_op(replace(e, op="or" if e.op == "and" else "and",
                                operands=tuple(negate(o) for o in e.operands)))
    if isinstance(e, nodes.Bool):
        return replace(e, value=not e.value)
    return nodes.Not(operand=e, static_type=e.static_type, line=e.line, column=e.column)


def _bool_op(b: nodes.BoolOp) -> nodes.Expr:
    flat: list[nodes.Expr] = []
    for o in b.operands:
        if isinstance(o, nodes.Bool):  # always true, or never
            if o.value == (b.op == "or"):
                return o
            continue
        flat.extend(o.operands if isinstance(o, nodes.BoolOp) and o.op == b.op else (o,))
    if b.op == "and":  # ``x is y and y is 5`` is ``x is 5 and y is 5``
        flat = meaningequal.pinned(meaningequal.joined(flat, _rewrite), _rewrite)  # pins read
    flat = _joined_sets(flat, b.op)
    if any(isinstance(o, nodes.Bool) for o in flat):
        return _bool_op(replace(b, operands=tuple(flat)))
    flat = _joined_options(flat, negated=b.op == "and")
    if not flat:
        return nodes.Bool(value=True, static_type="truth", line=b.line, column=b.column)
    operands = _sorted_unique(tuple(flat))
    return operands[0] if len(operands) == 1 else replace(b, operands=operands)


def _joined_sets(terms: list[nodes.Expr], op: str) -> list[nodes.Expr]:
    """Conditions on the same whole number joined as one set of values (``play.rank is
    at least J and play.rank is not A`` is ``play.rank is one of J, Q, K``), in the place
    of the first of them (meaningsets.py)."""
    found = [meaningsets.term_set(t, _EVENT.get()) for t in terms]
    groups: dict[str, list[meaningsets.Term]] = {}
    for f in found:
        if f is not None:
            groups.setdefault(f.key, []).append(f)
    if all(len(g) < 2 for g in groups.values()):
        return terms
    out: list[nodes.Expr] = []
    for t, f in zip(terms, found, strict=True):
        if f is None or len(groups[f.key]) < 2:
            out.append(t)
        elif groups[f.key][0] is f:
            joined = meaningsets.render(meaningsets.joined(groups[f.key], op))
            out.extend(joined.operands if isinstance(joined, nodes.BoolOp)
                       and joined.op == op else (joined,))
    return out


def _joined_options(terms: list[nodes.Expr], *, negated: bool) -> list[nodes.Expr]:
    """Equalities of one thing joined by ``or`` as one ``one of`` (``play.rank is J or
    play.rank is Q`` is ``play.rank is one of J, Q``), and inequalities joined by ``and``
    as one ``not one of``; a ``one of`` of the same thing joins in."""
    want = "!=" if negated else "=="

    def part(t: nodes.Expr) -> tuple[nodes.Expr, tuple[nodes.Expr, ...]] | None:
        if isinstance(t, nodes.Compare) and t.op == want and _literal(t.right):
            return t.left, (t.right,)
        if isinstance(t, nodes.OneOf) and t.negated == negated:
            return t.item, t.options
        return None

    options: dict[str, list[nodes.Expr]] = {}
    terms_of: dict[str, int] = {}
    for t in terms:
        found = part(t)
        if found is not None:
            key = repr(found[0])
            options.setdefault(key, []).extend(found[1])
            terms_of[key] = terms_of.get(key, 0) + 1
    out: list[nodes.Expr] = []
    done: set[str] = set()
    for t in terms:
        found = part(t)
        if found is None:
            out.append(t)
            continue
        key = repr(found[0])
        if key in done:
            continue
        done.add(key)
        if terms_of[key] == 1:
            out.append(t)
        else:
            out.append(_one_of(nodes.OneOf(item=found[0], options=tuple(options[key]),
                                           negated=negated, static_type="truth",
                                           line=t.line, column=t.column)))
    return out


def _role(r: nodes.Role) -> nodes.Role:
    if r.kind == "still_in":
        return replace(r, kind="every")
    if r.kind == "acting" and r.value:
        return replace(r, value=None)
    return r


def _ranked(node: nodes.Restrict | nodes.Permit) -> nodes.Node:
    if isinstance(node, nodes.Permit):
        return replace(node, ranks=_sorted_unique(tuple(map(_as_rank, node.ranks))),
                       on=_sorted_unique(tuple(map(_as_rank, node.on))))
    if node.kind == "min_cards":
        return node
    ranks = tuple(map(_as_rank, node.ranks))
    return meaningplays.restriction(replace(node, ranks=ranks))
