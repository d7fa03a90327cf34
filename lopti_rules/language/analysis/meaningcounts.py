"""A count that only holds a value for a moment is that value (R-VOTE-7, issue 29).

A rule's count is its memory (``count "size" this round``), but a count set and read in
the same hook, and nowhere else, remembers nothing: ``after pickup: set "size" to
pickup.count; if count "size" is at least 6: X`` tests the pickup's size, exactly as
``after pickup when pickup.count is at least 6: X`` does. A count change is a local
assignment in the compiled hook (``codegen``: a read after it sees the new value) and the
effects a hook asks for apply after it, so the value read is the value assigned.

:func:`unaliased` writes such a count out: every read of it replaced by what was assigned,
the ``set`` and the count's declaration gone. A count is an alias when

- it is changed exactly once in the whole rule, by a ``set`` in a hook's body itself (not
  inside an ``if`` or a loop: a set that may not run leaves the old value);
- what is set reads no count and nothing of the rule's own life (``rule.fired`` counts
  the firings it is part of), only numbers and attributes of the game;
- it is read only in that hook's body after the ``set`` (never in the guard, never in
  another hook: there it would be the value of an earlier firing).

Any other count keeps its spelling: two rules that differ there are different rules,
which errs on the side of a vote.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from ..tree import nodes
from ..tree.substitute import substituted
from .nodememo import NodeMemo

N = TypeVar("N", bound=nodes.Node)

#: what a value set into an alias may be made of
_STEADY = (nodes.Number, nodes.RankLit, nodes.Attribute, nodes.Arith)


def unaliased(rule: nodes.Rule) -> nodes.Rule:
    """``rule`` with every count that only holds one value of one hook written out as that
    value (see the module); ``rule`` itself when it has none. Kept while the rule lives."""
    return _UNALIASED(rule)


def _unaliased(rule: nodes.Rule) -> nodes.Rule:
    out = rule
    for decl in rule.counts:
        out = _written_out(out, decl.name)
    return out


def _written_out(rule: nodes.Rule, name: str) -> nodes.Rule:
    changes = [n for n in rule.walk() if isinstance(n, nodes.CountChange) and n.name == name]
    if len(changes) != 1 or changes[0].kind != "set" or not _steady(changes[0].amount):
        return rule
    change = changes[0]
    for i, hook in enumerate(rule.hooks):
        at = next((k for k, s in enumerate(hook.body) if s is change), None)
        if at is None:
            continue
        before = (hook.condition, *hook.body[:at])
        if any(_reads(n, name) for n in before if n is not None) or any(
                _reads(h, name) for h in rule.hooks if h is not hook):
            return rule
        assert change.amount is not None  # _steady
        body = hook.body[:at] + tuple(_put(s, name, change.amount) for s in hook.body[at + 1:])
        hooks = rule.hooks[:i] + (replace(hook, body=body),) + rule.hooks[i + 1:]
        counts = tuple(c for c in rule.counts if c.name != name)
        return replace(rule, hooks=hooks, counts=counts)
    return rule  # set inside a block: it may not run


def _steady(amount: nodes.Expr | None) -> bool:
    """Whether ``amount`` reads only numbers and the game: no count, nothing of the rule."""
    if amount is None:
        return False
    for n in amount.walk():
        if not isinstance(n, _STEADY):
            return False
        if isinstance(n, nodes.Attribute) and n.namespace == "rule":
            return False
    return True


def _reads(node: nodes.Node, name: str) -> bool:
    return any(isinstance(n, nodes.CountRef) and n.name == name for n in node.walk())


def _put(node: N, name: str, value: nodes.Expr) -> N:
    """``node`` with every read of count ``name`` replaced by ``value``."""
    return substituted(node, lambda n: value if isinstance(n, nodes.CountRef)
                       and n.name == name else None)


_UNALIASED: NodeMemo[nodes.Rule, nodes.Rule] = NodeMemo(_unaliased)
