"""May loop forever, across the whole book (LP402; R-CUSTOM-3): hooks that trigger each other.

The book's event graph: a hook points at every event its actions cause
(permissions.CAUSES: a draw hook causes ``draw``, a clear causes ``clear`` and
``bonus`` ...), and an event points at every hook on it, in any file of the book. A
cycle in this graph is a chain of hooks that can trigger each other forever (the
runtime's depth limit would stop it, but the rule may not rely on that). Searching the
two-sided graph, with hooks indexed by event, costs time linear in the book for each
cycle found; a hook that triggers itself is found without a search.

An action behind a fuse is no edge (:func:`fused`): a bound from above on a count of its
rule that only ever grows (every write an ``add`` of a positive number), added to earlier
in the same run of the hook (``add 1 to "t"``, then ``if count "t" is at most 3:
acting player may give ...``). Each run that reaches the action adds to the count first,
so the action runs a bounded number of times and no cycle passes it forever (the first
three take-ups of the evening passing a card on stop at three).

A ``take_up`` is no edge either (:data:`ONCE_A_ROUND`): it takes all the player's
face-up cards (R-FACE-1), and no action gives face-up cards back (a swap needs face-up
cards to swap), so each player takes up at most once a round and a chain through a
take-up runs at most once a player (redteam24 ``fair-last-place-take-up-gift``: last
place passes a card when taking up).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...catalogue import permissions
from ...tree import nodes
from ..binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, guarded, value
from ..nodememo import NodeMemo
from ..wholebook import BookCheck, BookHook
from .base import event_span
from .chainbound import book_gives, stock_bounded


class HookCycles(BookCheck):
    """LP402: a cycle of hooks triggering each other, within one file or across files."""

    def check(self) -> None:
        book = self.book
        grow = not book_gives([bh.rule for bh in book.hooks])
        causes = [caused(bh.hook, bh.rule, hands_grow=grow) for bh in book.hooks]
        covered: set[int] = set()
        for start in book.hooks:
            if start.index in covered or not causes[start.index]:
                continue
            path = self.cycle_from(start, causes)
            if path is None:
                continue
            covered.update(bh.index for bh in path)
            self.report_cycle(path, causes)

    def cycle_from(self, start: BookHook, causes: list[dict[str, nodes.Action]]
                   ) -> list[BookHook] | None:
        """A shortest cycle through ``start`` (hooks in order), or None."""
        if start.hook.event in causes[start.index]:
            return [start]
        by_event = self.book.by_event
        parents: dict[int, BookHook] = {}
        seen_events: set[str] = set()
        frontier = [start]
        while frontier:
            nxt: list[BookHook] = []
            for u in frontier:
                for event in causes[u.index]:
                    if event in seen_events:
                        continue
                    seen_events.add(event)
                    for v in by_event.get(event, ()):
                        if v.index == start.index:
                            path = [u]
                            while path[-1].index != start.index:
                                path.append(parents[path[-1].index])
                            return list(reversed(path))
                        if v.index not in parents:
                            parents[v.index] = u
                            nxt.append(v)
            frontier = nxt
        return None

    def report_cycle(self, path: list[BookHook], causes: list[dict[str, nodes.Action]]) -> None:
        """One diagnostic in each file the cycle passes through, at its first hook there."""
        steps = []
        for a, b in zip(path, path[1:] + path[:1], strict=True):
            act = causes[a.index][b.hook.event]
            steps.append(f"rule \"{a.rule.name}\" ({a.hook.timing} {a.hook.event}, "
                         f"{self.where(a, act.line)}) causes a {b.hook.event}")
        first = path[0]
        back = f" in {first.filename}" if self.book.several_files else ""
        steps.append(f"back to rule \"{first.rule.name}\" ({first.hook.timing} "
                     f"{first.hook.event}){back}")
        message = "these hooks trigger each other forever: " + " → ".join(steps)
        hint = ("break the cycle: let the hook cause a different event, or hook another "
                "event")
        done: set[str] = set()
        for bh in path:
            if bh.filename not in done:
                done.add(bh.filename)
                self.report("LP402", bh.filename, event_span(bh.hook), message, hint)


#: Base events that happen at most once a player and round whatever the hooks do: a
#: take-up empties the player's face-up cards for the round (R-FACE-1), so no cycle
#: passes through it forever.
ONCE_A_ROUND: frozenset[str] = frozenset({"take_up"})


def caused(hook: nodes.Hook, rule: nodes.Rule | None = None, *,
           hands_grow: bool = False) -> dict[str, nodes.Action]:
    """The base events a hook's actions cause that can come round again, each with the
    first action causing it (kept while the hook lives: nodememo.py; read it, never
    change it); with its ``rule``, the actions behind a fuse left out (:func:`fused`);
    never the events of :data:`ONCE_A_ROUND`; never those of actions a round's count, the
    stock or (``hands_grow``: no rule of the book gives a card away) the drawer's hand
    bound to a few more runs (:func:`_counted`, chainbound.py)."""
    found = _CAUSED(hook)
    if not found:
        return found
    gone = fused(hook, rule) if rule is not None and rule.counts else frozenset()
    gone |= _COUNTED(hook) | stock_bounded(hook, hands_grow)
    return _caused(hook, gone) if gone else found


def _caused(hook: nodes.Hook, gone: frozenset[int] = frozenset()) -> dict[str, nodes.Action]:
    out: dict[str, nodes.Action] = {}
    for node in hook.walk():
        if not isinstance(node, nodes.Action) or id(node) in gone:
            continue
        key = node.action
        if isinstance(node, nodes.Take) and node.source == "pile":
            key = "take_pile"
        for event in permissions.CAUSES.get(key, ()):
            if event not in ONCE_A_ROUND:
                out.setdefault(event, node)
    return out


#: The round's count of each event a hook can cause, counted before the event's ``after``
#: hooks run (engine/state.py: a draw, a pickup, a clear)
ROUND_COUNTS: dict[str, tuple[str, str]] = {
    "draw": ("round", "draws"), "pickup": ("round", "pickups"), "clear": ("round", "clears")}


def _counted(hook: nodes.Hook) -> frozenset[int]:
    """The actions (by ``id``) of an ``after`` hook on a draw, a pickup or a clear that
    run only while the round's count of that event stays under a bound (session 46:
    ``after draw when round.draws is 1: the drawer draws 1 card from the bottom``). The
    round's count of an event only grows, and the event that fires the hook is counted
    before its ``after`` hooks run, so every time a chain comes back to the hook, by
    whatever events it caused on the way (a draw, then another rule's draw, session 48),
    the count is larger than the time before: the hook stops at its bound, as a fuse of
    the rule's own count does. A ``before`` hook is no such fuse: the event it causes
    runs its ``before`` hooks before either event is counted."""
    attr = ROUND_COUNTS.get(hook.event)
    if hook.timing != "after" or attr is None:
        return frozenset()
    out: set[int] = set()
    for stmt, facts in guarded(hook):
        if _bounded(facts, attr):
            out.update(id(n) for n in stmt.walk())
    return frozenset(out)


_CAUSED = NodeMemo(_caused)
_COUNTED = NodeMemo(_counted)


#: How far past the largest number a fuse's bound is tried (a bound from above fails
#: there for good; a parity or a multiple of the count is never a fuse)
_PAST = 3


def fused(hook: nodes.Hook, rule: nodes.Rule) -> frozenset[int]:
    """The actions of ``hook`` (by ``id``) behind a fuse (module text): under conditions
    that bound a growing count of ``rule`` from above, after an ``add`` to it under no
    other conditions than theirs, earlier in the hook."""
    growing = growing_counts(rule)
    if not growing:
        return frozenset()
    out: set[int] = set()
    adds: list[tuple[str, set[int]]] = []  # each add so far: its count, its conditions
    for stmt, facts in guarded(hook):
        if isinstance(stmt, nodes.CountChange):
            if stmt.name in growing:
                adds.append((stmt.name, {id(f) for f in facts}))
            continue
        here = {id(f) for f in facts}
        if any(inside <= here and _bounded(facts, ("count", name)) for name, inside in adds):
            out.update(id(n) for n in stmt.walk())
    return frozenset(out)


def growing_counts(rule: nodes.Rule) -> frozenset[str]:
    """The counts of ``rule`` whose every write is an ``add`` of a positive number."""
    kinds: dict[str, bool] = {}
    for sub in rule.walk():
        if isinstance(sub, nodes.CountChange):
            up = sub.kind == "add" and isinstance(sub.amount, nodes.Number) and \
                sub.amount.value > 0
            kinds[sub.name] = kinds.get(sub.name, True) and up
    return frozenset(name for name, up in kinds.items() if up)


def _bounded(facts: Sequence[nodes.Expr], key: tuple[str, str]) -> bool:
    """Whether ``facts`` fail, whatever else holds, once the count ``key`` (a rule's own,
    ``("count", name)``, or the round's, ``("round", "draws")``) is large enough: they
    read it in comparisons only, and fail at every value from some number up to
    :data:`_PAST` past their largest."""
    reads = [n for f in facts for n in f.walk()]
    if not any(_reads_count(n, key) for n in reads) or any(
            isinstance(n, nodes.Parity | nodes.Multiple) for n in reads):
        return False
    top = max((abs(n.value) for n in reads if isinstance(n, nodes.Number)),
              default=0) + max(PLAYER_COUNTS) + _PAST
    for n in PLAYER_COUNTS:  # a bound by the table size (``table.players``) at each size
        table = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        held = [v for v in range(top + 1)
                if all(value(f, {**table, key: v}) is not False for f in facts)]
        if held and held[-1] >= top - _PAST + 1:
            return False
    return True


def _reads_count(node: nodes.Node, key: tuple[str, str]) -> bool:
    if key[0] == "count":
        return isinstance(node, nodes.CountRef) and node.name == key[1]
    return isinstance(node, nodes.Attribute) and (node.namespace, node.name) == key
