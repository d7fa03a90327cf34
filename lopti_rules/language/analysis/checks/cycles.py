"""May loop forever, across the whole book (LP402; R-CUSTOM-3): hooks that trigger each other.

The book's event graph: a hook points at every event its actions cause
(permissions.CAUSES: a draw hook causes ``draw``, a clear causes ``clear`` and
``bonus`` ...), and an event points at every hook on it, in any file of the book. A
cycle in this graph is a chain of hooks that can trigger each other forever (the
runtime's depth limit would stop it, but the rule may not rely on that). Searching the
two-sided graph, with hooks indexed by event, costs time linear in the book for each
cycle found; a hook that triggers itself is found without a search.
"""

from __future__ import annotations

from ...catalogue import permissions
from ...tree import nodes
from ..nodememo import NodeMemo
from ..wholebook import BookCheck, BookHook
from .base import event_span


class HookCycles(BookCheck):
    """LP402: a cycle of hooks triggering each other, within one file or across files."""

    def check(self) -> None:
        book = self.book
        causes = [caused(bh.hook) for bh in book.hooks]
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


def caused(hook: nodes.Hook) -> dict[str, nodes.Action]:
    """The base events a hook's actions cause, each with the first action causing it
    (kept while the hook lives: nodememo.py; read it, never change it)."""
    return _CAUSED(hook)


def _caused(hook: nodes.Hook) -> dict[str, nodes.Action]:
    out: dict[str, nodes.Action] = {}
    for node in hook.walk():
        if not isinstance(node, nodes.Action):
            continue
        key = node.action
        if isinstance(node, nodes.Take) and node.source == "pile":
            key = "take_pile"
        for event in permissions.CAUSES.get(key, ()):
            out.setdefault(event, node)
    return out


_CAUSED = NodeMemo(_caused)
